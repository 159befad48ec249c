"""LLM options, ini keys and fixtures: which model, which cassettes, which record mode (registered by the plugin)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_jobagent.llm.defaults import DEFAULT_MODEL, PROMPT_WARN_TOKENS, PROVIDERS, RECORD_MODES, SHAPES_ENV
from pytest_jobagent.llm.errors import LLMConfigError
from pytest_jobagent.llm.prices import HEURISTIC_MODEL

from .options import add, option, setting

if TYPE_CHECKING:  # pydantic, the model client (openai), cassettes (vcrpy) and the heuristic model load when used
    from pytest_jobagent.heuristic import HeuristicServer
    from pytest_jobagent.llm import FaultSpec, LLMClient, LLMRuntime, LLMSettings, LocalModel, VcrConfig

RUNTIME_KEY = pytest.StashKey["LLMRuntime"]()
INI_DEFAULTS: dict[str, str | list[str]] = {
    "jobagent_llm": "heuristic", "jobagent_llm_model": "", "jobagent_prompt_warn_tokens": str(PROMPT_WARN_TOKENS),
    "jobagent_cassette_dir": "cassettes", "jobagent_record_mode": "none", "jobagent_llm_prices": []}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent-llm", "pytest-jobagent: model and cassettes")
    add(group, "llm", alias="--llm", choices=PROVIDERS, default=None,
                    help="heuristic: the bundled offline model on a loopback port (default); "
                         "openai: any OpenAI-compatible endpoint (--jobagent-llm-base-url, OPENAI_API_KEY)")
    add(group, "llm-base-url", alias="--llm-base-url", default=None, metavar="URL",
                    help="OpenAI-compatible endpoint ending in /v1 (default: OPENAI_BASE_URL, else OpenAI); "
                         "implies --jobagent-llm=openai")
    add(group, "llm-model", alias="--llm-model", default=None, metavar="NAME",
                    help=f"model name (default {DEFAULT_MODEL}; {HEURISTIC_MODEL} with --jobagent-llm=heuristic); "
                         "a replay uses the cassette's model unless this is given")
    add(group, "llm-faults", alias="--llm-faults", default=None, metavar="RATE[:SEED[:KINDS]]",
                    help="heuristic model only: spoil this share of replies on purpose (e.g. 0.2:7); kinds: "
                         "malformed_json, unknown_tool, missing_selector, missing_argument, premature_done")
    add(group, "llm-timeout", alias="--llm-timeout", type=float, default=None, metavar="SECONDS",
                    help="seconds to wait for one model reply (default 60)")
    add(group, "cassette-dir", alias="--cassette-dir", default=None, metavar="DIR",
                    help="where cassettes live (default: ini jobagent_cassette_dir, 'cassettes')")
    add(group, "record-mode", alias="--record-mode", choices=RECORD_MODES, default=None,
                    help="none: replay only (default); once: record missing cassettes; new_episodes: record new "
                         "calls; all: record every call; rewrite: record each cassette anew")
    add(group, "disable-recording", alias="--disable-recording", action="store_true", default=False,
                    help="talk to the model live, without cassettes")
    parser.addini("jobagent_llm", "default of --llm (heuristic | openai)", default=INI_DEFAULTS["jobagent_llm"])
    parser.addini("jobagent_llm_model", "default of --llm-model", default=INI_DEFAULTS["jobagent_llm_model"])
    parser.addini("jobagent_prompt_warn_tokens", "report a prompt over this many tokens as a prompt_size event "
                  "(0: never)", default=INI_DEFAULTS["jobagent_prompt_warn_tokens"])
    parser.addini("jobagent_cassette_dir", "default of --cassette-dir, relative to the ini file",
                  default=INI_DEFAULTS["jobagent_cassette_dir"])
    parser.addini("jobagent_record_mode", "default of --record-mode", default=INI_DEFAULTS["jobagent_record_mode"])
    parser.addini("jobagent_llm_prices", "extra model prices, one a line: MODEL INPUT CACHED_INPUT OUTPUT "
                  "(USD per 1M tokens)", type="linelist", default=INI_DEFAULTS["jobagent_llm_prices"])


def start_heuristic(faults: FaultSpec | None) -> LocalModel:
    """Start a heuristic model with these faults (the runtime calls it when a session first talks to the model)."""
    from pytest_jobagent.heuristic import serve

    return serve(faults)


def _base(config: pytest.Config) -> Path:
    return config.inipath.parent if config.inipath else config.rootpath


def cassette_dir(config: pytest.Config) -> Path:
    """Where the model cassettes live: --jobagent-cassette-dir, else ini jobagent_cassette_dir beside the ini file."""
    folder = option(config, "cassette-dir")
    return Path(folder) if folder else _base(config) / config.getini("jobagent_cassette_dir")


def build_runtime(config: pytest.Config) -> LLMRuntime:
    """The LLMRuntime that the options, ini keys and environment describe."""
    from pydantic import ValidationError

    from pytest_jobagent.llm import FaultSpec, LLMRuntime, LLMSettings, PriceTable

    def opt(name: str) -> Any:
        return option(config, name)

    base_url = opt("llm-base-url")
    provider = opt("llm") or ("openai" if base_url else setting(config, "llm") or "heuristic")
    if provider not in PROVIDERS:
        raise LLMConfigError(f"jobagent_llm must be one of {', '.join(PROVIDERS)} (got {provider!r})")
    model = setting(config, "llm-model") or None
    faults = None
    if spec := opt("llm-faults"):
        if provider != "heuristic":
            raise LLMConfigError("--jobagent-llm-faults works with the heuristic model only (--jobagent-llm=heuristic)")
        try:
            faults = FaultSpec.parse(spec)
        except ValidationError as exc:
            raise LLMConfigError(f"--jobagent-llm-faults {spec!r}: {exc.errors()[0]['msg']}") from None
        except ValueError as exc:
            raise LLMConfigError(str(exc)) from None
    values = {"provider": provider, "base_url": base_url, "model": model or (
        HEURISTIC_MODEL if provider == "heuristic" else DEFAULT_MODEL), "model_explicit": model is not None,
        "faults": faults, "prices": PriceTable().extended(config.getini("jobagent_llm_prices"))}
    warn = config.getini("jobagent_prompt_warn_tokens").strip()
    if not warn.isdigit():
        raise LLMConfigError(f"jobagent_prompt_warn_tokens must be a whole number of tokens (got {warn!r})")
    values["prompt_warn_tokens"] = int(warn) or None
    if (timeout := opt("llm-timeout")) is not None:
        values["timeout_s"] = timeout
    settings = LLMSettings.from_env(**values)
    record_mode = setting(config, "record-mode") or "none"
    # the runtime starts a heuristic model per fault setting, only when a session may talk to it (live or recording)
    return LLMRuntime(settings, cassette_dir=cassette_dir(config), record_mode=record_mode,
                      disable_recording=bool(opt("disable-recording")), root=config.rootpath,
                      start_heuristic=start_heuristic)


OPTIONS = ("llm", "llm-base-url", "llm-model", "llm-faults", "llm-timeout", "cassette-dir", "record-mode",
           "disable-recording")


def get_runtime(config: pytest.Config) -> LLMRuntime:
    """The session's LLMRuntime (the `llm_runtime` fixture hands it out), built on first use: a session that runs no
    scenario and asks for no fixture of ours never imports pydantic or the model client for it."""
    runtime = config.stash.get(RUNTIME_KEY, None)
    if runtime is None:
        try:
            runtime = config.stash[RUNTIME_KEY] = build_runtime(config)
        except LLMConfigError as exc:
            raise pytest.UsageError(str(exc)) from None
    return runtime


def configured(config: pytest.Config) -> bool:
    """The session says something about the model: an option, an ini key or JOBAGENT_LLM_REQUEST_SHAPES."""
    given = [option(config, name) for name in OPTIONS]
    return (any(value is not None and value is not False for value in given)
            or any(config.getini(key) != default for key, default in INI_DEFAULTS.items())
            or bool(os.environ.get(SHAPES_ENV)))


def pytest_configure(config: pytest.Config) -> None:
    # settings that were given are checked now, so a mistake stops the session before the first test (the
    # scenario plugin builds the runtime now too when the project has scenario folders, for the report header)
    if configured(config):
        get_runtime(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    runtime = config.stash.get(RUNTIME_KEY, None)
    if runtime is not None:
        runtime.close()


def pytest_report_header(config: pytest.Config) -> str | None:
    runtime = config.stash.get(RUNTIME_KEY, None)
    if runtime is None:
        return None
    s = runtime.settings
    where = "" if s.provider == "heuristic" else f" at {s.endpoint}"
    recording = "disabled (live)" if runtime.disable_recording else f"{runtime.record_mode}, cassettes in {runtime.cassette_dir}"
    return f"jobagent llm: {s.provider} model {s.model}{where}" + (f", faults {s.faults}" if s.faults else "") + \
        f"; recording: {recording}"


@pytest.fixture(scope="session")
def llm_runtime(pytestconfig: pytest.Config) -> LLMRuntime:
    """What --llm, --record-mode and friends decided; `llm_runtime.session(cassette=...)` opens a client."""
    return get_runtime(pytestconfig)


@pytest.fixture(scope="session")
def llm_settings(llm_runtime: LLMRuntime) -> LLMSettings:
    """The session's LLMSettings (before any per-scenario override)."""
    return llm_runtime.settings


@pytest.fixture
def jobagent_vcr_config() -> VcrConfig:
    """Extra vcrpy settings for model cassettes (see `VcrConfig`): override it in a conftest.py to filter your own
    headers or query parameters, or to match requests your way, e.g.
    `return {"filter_headers": ["x-tenant"], "match_on": ["method", "path", "body", "query"]}`."""
    return {}


@pytest.fixture
def llm(request: pytest.FixtureRequest, llm_runtime: LLMRuntime,
        jobagent_vcr_config: VcrConfig) -> Iterator[LLMClient]:
    """A model client for one Python test, with its own cassette under <cassette dir>/<test file>/<test name>.yaml."""
    node = request.node
    path = llm_runtime.cassette_for(Path(node.path), node.name)
    with llm_runtime.session(cassette=path, rerun=node.nodeid, name=node.name,
                             vcr_config=jobagent_vcr_config) as client:
        yield client


@pytest.fixture(scope="session")
def heuristic_model(llm_settings: LLMSettings) -> Iterator[HeuristicServer]:
    """A running heuristic model server of its own (its `url` ends in /v1), with the session's --llm-faults."""
    from pytest_jobagent.heuristic import HeuristicServer

    with HeuristicServer(faults=llm_settings.faults) as server:
        yield server
