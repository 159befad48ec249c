"""Model price table (USD per 1M tokens), lookup by model name, and ini extensions."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import LLMConfigError

HEURISTIC_MODEL = "jobagent-heuristic"


@dataclass(frozen=True)
class Price:
    """List price of one model in USD per 1M tokens."""

    input: float
    cached_input: float
    output: float

    def cost(self, prompt_tokens: int, completion_tokens: int, cached_tokens: int = 0) -> float:
        cached = min(cached_tokens, prompt_tokens)
        return ((prompt_tokens - cached) * self.input + cached * self.cached_input + completion_tokens * self.output) / 1e6


# OpenAI standard-tier list prices (openai.com/api/pricing), per 1M tokens: input, cached input, output.
DEFAULT_PRICES: dict[str, Price] = {
    "gpt-4.1": Price(2.00, 0.50, 8.00),
    "gpt-4.1-mini": Price(0.40, 0.10, 1.60),
    "gpt-4.1-nano": Price(0.10, 0.025, 0.40),
    "gpt-4o": Price(2.50, 1.25, 10.00),
    "gpt-4o-mini": Price(0.15, 0.075, 0.60),
    "gpt-5-mini": Price(0.25, 0.025, 2.00),
    HEURISTIC_MODEL: Price(0.0, 0.0, 0.0),
}

_SNAPSHOT = re.compile(r"-\d{4}-\d{2}-\d{2}$|-\d{4}$")


class PriceTable:
    """Prices by model name; a dated snapshot (gpt-4.1-mini-2025-04-14) falls back to its alias."""

    def __init__(self, prices: dict[str, Price] | None = None):
        self.prices = dict(DEFAULT_PRICES if prices is None else prices)

    def lookup(self, model: str | None) -> Price | None:
        if not model:
            return None
        name = model.strip().lower()
        if name in self.prices:
            return self.prices[name]
        base = _SNAPSHOT.sub("", name)
        if base in self.prices:
            return self.prices[base]
        # provider prefixes such as "openai/gpt-4.1-mini" (LiteLLM, OpenRouter)
        tail = name.rsplit("/", 1)[-1]
        if tail != name:
            return self.lookup(tail)
        return None

    def cost(self, model: str | None, prompt_tokens: int, completion_tokens: int, cached_tokens: int = 0) -> float | None:
        """USD for one call, or None for a model without a price."""
        price = self.lookup(model)
        return None if price is None else price.cost(prompt_tokens, completion_tokens, cached_tokens)

    def extended(self, lines: list[str]) -> PriceTable:
        """A copy with ini lines `MODEL INPUT [CACHED_INPUT] OUTPUT` (USD per 1M tokens) added or overriding."""
        table = PriceTable(self.prices)
        for raw in lines:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.replace(",", " ").replace("=", " ").split()
            try:
                numbers = [float(p) for p in parts[1:]]
            except ValueError:
                numbers = []
            if len(numbers) == 2:
                numbers = [numbers[0], numbers[0], numbers[1]]
            if len(numbers) != 3 or any(n < 0 for n in numbers):
                raise LLMConfigError(
                    f"jobagent_llm_prices: cannot read {raw!r}; write one model a line as "
                    f"'MODEL INPUT CACHED_INPUT OUTPUT' (USD per 1M tokens), e.g. 'llama3.1:8b 0 0 0'"
                )
            table.prices[parts[0].lower()] = Price(*numbers)
        return table
