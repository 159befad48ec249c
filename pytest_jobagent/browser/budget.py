"""Token counting (approximate by default, pluggable) and fitting prioritized lines into a token budget."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

TokenCounter = Callable[[str], int]

# Priorities: lower numbers are kept longer; KEEP lines are never cut.
KEEP, HIGH, MEDIUM, LOW, LOWER, LOWEST = 0, 1, 2, 3, 4, 5


def approx_tokens(text: str) -> int:
    """About four characters per token: close enough for budgets, free, and the same everywhere."""
    return (len(text) + 3) // 4


def tiktoken_counter(encoding: str = "cl100k_base") -> TokenCounter | None:
    """A counter backed by tiktoken when it is installed and its encoding is available offline, else None."""
    try:
        import tiktoken

        enc = tiktoken.get_encoding(encoding)
    except Exception:  # noqa: BLE001 - not installed, or its encoding file cannot be fetched offline
        return None
    return lambda text: len(enc.encode(text, disallowed_special=()))


@dataclass
class Line:
    """One line of output with what it costs to keep and how much it matters."""

    text: str
    priority: int = MEDIUM
    kind: str = "lines"  # what the cut marker calls it: links, text, buttons, fields, items, headings
    indent: int = 0
    node_ids: tuple[int, ...] = ()


@dataclass
class Fitted:
    lines: list[Line]
    text: str
    tokens: int
    cut: int


def marker(count: int, kinds: list[str], indent: int = 0) -> str:
    what = ", ".join(sorted(set(kinds)))
    return " " * indent + f"… [cut {count} line{'s' if count != 1 else ''} for the token budget: {what}]"


def fit(lines: list[Line], budget: int, counter: TokenCounter = approx_tokens) -> Fitted:
    """Drop the least important lines (last first within a priority) until the text fits; mark each cut."""
    costs = [counter(line.text) + 1 for line in lines]
    total = sum(costs)
    removed = [False] * len(lines)
    marker_cost = counter(marker(99, ["links", "text"])) + 1
    runs = 0
    order = sorted((i for i, line in enumerate(lines) if line.priority > KEEP),
                   key=lambda i: (-lines[i].priority, -i))
    for i in order:
        if total + runs * marker_cost <= budget:
            break
        left = i > 0 and removed[i - 1]
        right = i + 1 < len(lines) and removed[i + 1]
        runs += 1 - left - right if not (left and right) else -1
        removed[i] = True
        total -= costs[i]
    kept: list[Line] = []
    i = 0
    cut = 0
    while i < len(lines):
        if not removed[i]:
            kept.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and removed[j]:
            j += 1
        cut += j - i
        kept.append(Line(marker(j - i, [lines[k].kind for k in range(i, j)], lines[i].indent), KEEP, "marker",
                         lines[i].indent))
        i = j
    text = "\n".join(line.text for line in kept)
    return Fitted(lines=kept, text=text, tokens=counter(text), cut=cut)
