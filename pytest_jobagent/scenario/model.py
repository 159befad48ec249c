"""The scenario file schema: one pydantic model per run kind, discriminated by `run`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, ValidationInfo, model_validator

from pytest_jobagent.files import resolve_files
from pytest_jobagent.llm.settings import LLMOverrides
from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions


class Strict(BaseModel):
    """Unknown keys are errors: a typo in a scenario must never be silently ignored."""

    model_config = ConfigDict(extra="forbid")


def _files_exist(files: dict[str, str], info: ValidationInfo) -> dict[str, str]:
    """Paths are relative to the scenario file; when the loader says where that is, each must exist."""
    folder = (info.context or {}).get("scenario_dir")
    if folder is not None:
        try:
            resolve_files(files, folder)
        except FileNotFoundError as exc:
            raise ValueError(str(exc)) from None
    return files


ScenarioFiles = Annotated[dict[str, str], AfterValidator(_files_exist)]


class Limits(Strict):
    max_steps: int = Field(20, ge=1, description="most agent turns or actions in one run")
    max_llm_calls: int = Field(60, ge=0, description="most model calls in one run")
    max_cost_usd: float | None = Field(None, gt=0, description="most model spend in one run, USD: the run stops "
                                       "with the reason once it is reached (the model needs a price)")
    timeout_s: float = Field(120, gt=0, description="wall-clock bound of one run, seconds")
    page_timeout_s: float = Field(10, gt=0, description="Playwright's default timeout of the run's page actions "
                                  "and loads, seconds (a real site over the internet may need more)")
    action_timeout_s: float | None = Field(None, gt=0, description="Playwright's timeout of clicks, fills and "
                                           "waits alone, seconds (default page_timeout_s)")
    navigation_timeout_s: float | None = Field(None, gt=0, description="Playwright's timeout of page loads alone, "
                                               "seconds (default page_timeout_s)")


class Count(Strict):
    """A number that must fall within bounds."""

    min: int | None = None
    max: int | None = None
    equals: int | None = None


class FieldExpect(Strict):
    """A form field the page must show."""

    label: str = Field(description="visible label, matched case-insensitively as a substring")
    required: bool | None = None
    type: str | None = Field(None, description="input type: text, email, tel, file, select, checkbox, ...")


class Amount(Strict):
    """A cost bound in US dollars."""

    max: float = Field(ge=0)


class UsageExpect(Strict):
    """Expectations every run kind shares: what the run may cost in model traffic."""

    llm_calls: Count | None = Field(None, description="model calls of the whole run")
    tokens: Count | None = Field(None, description="prompt + completion tokens of the whole run")
    cost_usd: Amount | None = None
    reason: str | None = Field(None, description="with success: false, a regex (case-insensitive) the run's error "
                               "must match: the run fails, and for this reason")
    custom: dict[str, object] = Field(default_factory=dict, description="checks of your own: NAME: ARGS, answered "
                                      "by a pytest_jobagent_check hook in a conftest.py or plugin")

    @model_validator(mode="after")
    def _reason_means_failure(self) -> UsageExpect:
        if self.reason is not None:
            if getattr(self, "success", False) is not False:
                raise ValueError("reason: says why the run fails, so it needs success: false beside it")
            try:
                re.compile(self.reason)
            except re.error as exc:
                raise ValueError(f"reason: {self.reason!r} is not a regular expression ({exc})") from None
        return self


class ObserveExpect(UsageExpect):
    success: bool = True
    platform: str | None = Field(None, description="workday | greenhouse | lever | linkedin | indeed | generic")
    forms: Count | None = None
    fields: list[FieldExpect] = Field(default_factory=list)
    listings: Count | None = Field(None, description="items in the largest repeated listing group")
    buttons: list[str] = Field(default_factory=list, description="button texts that must be present")
    url_pattern: str | None = Field(None, description="expected generalized url pattern")


class KeyElementExpect(Strict):
    """A key element of an exploration, checked on the live page after the run."""

    resolves: bool | None = Field(None, description="the selector matches an element on a page the run visited")
    opens: Literal["modal", "page", "content"] | None = Field(
        None, description="clicking it opens a dialog (modal), reaches another page (page) or changes the page (content)")
    min: int | None = Field(None, ge=0, description="lists (job_listings): at least this many distinct matching items")
    absent: bool | None = Field(None, description="true: the page has none, and the exploration must report none "
                                                  "(a made-up one fails)")


class BehaviorExpect(Strict):
    element: str = Field(description="element type, matched case-insensitively as a substring (e.g. 'job listing')")
    effect_contains: str | None = Field(None, description="substring of the effect, case-insensitive")
    confirmed: bool | None = None


class ThinkingExpect(Strict):
    """Counts of the ThinkingAgent gate."""

    calls: Count | None = None
    approvals: Count | None = None
    rejections: Count | None = None
    gave_up: bool | None = None


class ExploreExpect(UsageExpect):
    success: bool = True
    page_type: str | None = None
    key_elements: dict[Literal["filter_button", "apply_button", "job_listings", "search_input", "pagination"],
                       KeyElementExpect] = Field(default_factory=dict)
    behaviors: list[BehaviorExpect] = Field(default_factory=list)
    filter_options: dict[str, list[str]] = Field(
        default_factory=dict, description="group name (substring) -> options the group must hold (substrings)")
    filter_groups: Count | None = Field(None, description="how many filter groups were mapped")
    pages: list[str] = Field(default_factory=list, description="page ids the exploration must have visited")
    edges: list[str] = Field(default_factory=list, description="'from_page -> to_page' edges of the page graph")
    steps: Count | None = Field(None, description="exploration steps (explorer turns)")
    declined: Count | None = Field(None, description="actions declined because of side effects")
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did (needs `thinking:`)")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering; needs `steer:`)")
    follow_ups: Count | None = Field(None, description="messages and answers the user gave during the run")


class CollectOptions(Strict):
    """What a collect run does after (or without) exploring: filters, limits, a saved exploration."""

    exploration: str | None = Field(
        None, description="ExplorationResult JSON relative to this file; absent: explore the start page first")
    filters: dict[str, str | list[str]] | list[dict[str, str | list[str]]] = Field(
        default_factory=dict, description="group -> option(s); a list of mappings is several passes, in order")
    max_jobs: int = Field(100, ge=1)
    max_pages: int = Field(10, ge=1)
    max_consecutive_errors: int = Field(3, ge=1)
    max_turns: int = Field(40, ge=1, description="most Collector turns")


def _regex(pattern: str) -> str:
    try:
        re.compile(pattern)
    except re.error as exc:
        raise ValueError(f"not a regular expression ({exc})") from None
    return pattern


class JobsExpect(Count):
    unique: bool | None = Field(None, description="no two jobs share a job_key")
    fields: list[str] = Field(default_factory=list, description="JobData fields every job must have non-empty")
    match_truth: str | list[str] | None = Field(
        None, description="query name(s) in the site's truth.json: the collected site ids and fields must equal "
                          "the truth's (a list: their union)")
    apply_urls_resolve: bool | None = Field(None, description="every apply_url answers below HTTP 400")
    values: dict[str, Annotated[str, AfterValidator(_regex)]] = Field(
        default_factory=dict, description="JobData field -> regular expression every job's value must match "
                                          "(re.search, case-insensitive): values, not just presence")


class MaxAmount(Strict):
    max: float = Field(ge=0)


class CollectExpect(UsageExpect):
    success: bool = True
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did (needs `thinking:`)")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering; needs `steer:`)")
    follow_ups: Count | None = Field(None, description="messages and answers the user gave during the run")
    jobs: JobsExpect | None = None
    apply_types: dict[Literal["easy_apply", "external", "unknown"], Count] = Field(default_factory=dict)
    duplicates_skipped: Count | None = None
    pages_visited: Count | None = None
    stopped_because: str | None = Field(None, description="substring of the stop reason (max_jobs, max_pages, ...)")
    stopped_early: bool | None = None
    llm_calls_per_job: MaxAmount | None = Field(None, description="model calls of the collection (not the exploration) per job")
    extraction: dict[str, Count] = Field(
        default_factory=dict, description="CollectStats counters: list_extractions, field_maps, details_extractions, ...")


class Politeness(Strict):
    """How a run treats a real site's server (URL sites, when traffic goes to the network)."""

    min_delay_s: float = Field(1.0, ge=0, description="least time between two page loads from one host, seconds")
    robots_txt: bool = Field(True, description="collect runs respect robots.txt; false opts out for the "
                             "scenario's own site (other hosts are still respected)")


def _storage_state_exists(path: str | None, info: ValidationInfo) -> str | None:
    folder = (info.context or {}).get("scenario_dir")
    if path is not None and folder is not None and not (folder / path).is_file():
        raise ValueError(f"storage state file not found: {(folder / path).resolve()} (paths are relative to the "
                         "scenario file; save one with context.storage_state(path=...))")
    return path


def _url_site_only(hosts: list[str], info: ValidationInfo) -> list[str]:
    from pytest_jobagent.browser.hosts import is_url_site, valid_host_pattern

    if hosts and not is_url_site(info.data.get("site") or ""):
        raise ValueError("allow_hosts needs a URL site (site: https://...); a folder site reaches loopback only")
    return [valid_host_pattern(h) for h in hosts]


def _start_on_site(start: str, info: ValidationInfo) -> str:
    from pytest_jobagent.browser.hosts import host_of, is_url_site

    site = info.data.get("site") or ""
    if is_url_site(start) and not (is_url_site(site) and host_of(start) == host_of(site)):
        raise ValueError(f"an absolute start URL must be on the site's host ({site}); write a path instead")
    return start


class Repeat(Strict):
    """Run a scenario several times (for live models, whose answers vary) and pass on a share of passed runs."""

    runs: int = Field(ge=1, le=100, description="how many times to run the scenario")
    pass_rate: float = Field(1.0, gt=0, le=1, description="share of the runs that must pass (0.8: 4 of 5)")


class ScenarioBase(Strict):
    name: str = Field(description="readable name; the pytest item id")
    site: str = Field(description="folder under the sites root, a path relative to this file, or an http(s):// URL "
                                  "(its traffic is recorded beside the cassette and replayed offline)")
    start: Annotated[str, AfterValidator(_start_on_site)] = Field(
        "/", description="path (and query) to open first, relative to the site; on a URL site also an absolute URL")
    task: str | None = Field(None, description="what the run should achieve, in plain language")
    description: str | None = None
    tags: list[str] = Field(default_factory=list, description="become pytest markers and Allure tags")
    limits: Limits = Field(default_factory=Limits)
    llm: LLMOverrides | None = Field(None, description="what this scenario changes about the model")
    allow_hosts: Annotated[list[str], AfterValidator(_url_site_only)] = Field(
        default_factory=list, description="URL sites: other hosts the browser may reach (cdn.example.com, "
                                          "'*.greenhouse.io'); every other request is aborted and counted")
    submit: bool = Field(False, description="apply and steps on a URL site: really send the final form post "
                                            "(default: held, and what would have been sent is in the result)")
    politeness: Politeness = Field(default_factory=Politeness)
    storage_state: Annotated[str | None, AfterValidator(_storage_state_exists)] = Field(
        None, description="Playwright storage state JSON (cookies, local storage), relative to this file: start logged in")
    dismiss_consent: bool | None = Field(
        None, description="press a cookie-consent banner's reject (else accept) button after loading the start page "
                          "(default: on for URL sites, off for folder sites)")
    skip: str | None = Field(None, description="skip this scenario, giving the reason (a pytest skip)")
    xfail: str | None = Field(None, description="this scenario is expected to fail, for the reason given (a pytest "
                                                "xfail, not strict: a pass is reported as XPASS)")
    repeat: Repeat | None = Field(None, description="run it N times and pass when pass_rate of the runs passed "
                                                    "(each run a step in Allure)")


class Resumable(ScenarioBase):
    """A run that a killed process can resume (explore, collect, apply: oversight/journal.py; steps:
    oversight/runstate.py)."""

    run_id: str | None = Field(None, min_length=1, description="id of the run's saved state: a killed run started "
                               "again with it resumes where it stopped (without it, every run starts over)")


class ObserveScenario(ScenarioBase):
    """PageObserver on the start page, no model: forms, fields, listings, platform, fingerprint."""

    run: Literal["observe"]
    expect: ObserveExpect = Field(default_factory=ObserveExpect)


class ExploreScenario(Resumable):
    """Phase 1 exploration: Explorer, ChangeAnalyzer, Consolidator, Summarizer and FilterAnalyzer over a page graph."""

    run: Literal["explore"]
    thinking: ThinkingOptions | None = Field(
        None, description="gate the explorer's 'done' with the ThinkingAgent (off unless given; `thinking: {}` turns it on)")
    steer: Steer | None = Field(None, description="the scripted user: messages before step N, answers to the gate's "
                                                  "questions (without it, a question is a rejection)")
    expect: ExploreExpect = Field(default_factory=ExploreExpect)


class CollectScenario(Resumable):
    """Phase 2 collection: Collector and Extractor walk the listings (exploring first unless given a result)."""

    run: Literal["collect"]
    collect: CollectOptions = Field(default_factory=CollectOptions)
    thinking: ThinkingOptions | None = Field(
        None, description="gate the collector's 'finish' with the ThinkingAgent (off unless given; `thinking: {}` turns it on)")
    steer: Steer | None = Field(None, description="the scripted user: messages before collector turn N, answers to "
                                                  "the gate's questions (without it, a question is a rejection)")
    expect: CollectExpect = Field(default_factory=CollectExpect)


# ---- run: steps (natural-language steps, one orchestrator agent; see pytest_jobagent/steps) ----
StepStatus = Literal["complete", "stuck", "infeasible", "continue", "skipped"]


class RepairExpect(Strict):
    """What a repair (`repair:`) must have found and done."""

    passed_before: bool | None = Field(None, description="the original test passed as it was")
    healed_by_signature: Count | None = Field(None, description="actions whose element was found by its signature")
    agent_steps: Count | None = Field(None, description="steps handed to the agent (the replay could not finish them)")
    checks_healed: Count | None = Field(None, description="checks of saved values whose element was found again")
    changed_lines: Count | None = Field(None, description="lines the diff of the repaired test changes")


def _script_exists(path: str | None, info: ValidationInfo) -> str | None:
    folder = (info.context or {}).get("scenario_dir")
    if path is not None and folder is not None and not (Path(folder) / path).is_file():
        raise ValueError(f"test to repair not found: {(Path(folder) / path).resolve()} (relative to the scenario file)")
    return path


class StepsExpect(UsageExpect):
    success: bool | None = None
    steps: dict[str | int, StepStatus] = Field(
        default_factory=dict, description="'all' or a 1-based step number -> the status it must end with")
    extracted: dict[str, str] = Field(default_factory=dict, description="name -> value saved by extract_data")
    iterations_per_step: Count | None = None
    llm_calls_per_step: Count | None = None
    retries: Count | None = Field(None, description="actions retried by element signature")
    replans: Count | None = Field(None, description="second failures handed back to the agent")
    script_passes: bool | None = Field(None, description="the generated pytest-playwright file passes when run")
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did")
    repair: RepairExpect | None = Field(None, description="what the repair of `repair:` found and did")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering)")
    resumes: Count | None = None
    follow_ups: Count | None = Field(None, description="user messages and answers applied as follow-up tasks")
    stopped: bool | None = Field(None, description="the run was stopped by steer.on_unanswered: stop")
    error_contains: str | None = Field(None, description="substring of the run's error, case-insensitive")


class StepsScenario(Resumable):
    """Natural-language steps run by one orchestrator agent; emits a pytest-playwright script."""

    run: Literal["steps"]
    steps: list[str] = Field(default_factory=list, description="plain-language steps; {{field}} from user_data")
    repair: Annotated[str | None, AfterValidator(_script_exists)] = Field(
        None, description="a test `run: steps` generated, relative to the scenario file: run it, heal the actions that "
                          "fail (element signature first, the agent second), report and write the repaired test; "
                          "its steps come from the test")
    user_data: dict[str, str | int | float | bool] = Field(default_factory=dict)
    files: ScenarioFiles = Field(default_factory=dict, description="name -> file path relative to the scenario "
                                 "file; an upload command attaches one by name")
    max_iterations_per_step: int = Field(8, ge=1, le=20)
    max_screenshots: int = Field(10, ge=0)
    steer: Steer = Field(default_factory=Steer, description="the scripted user: answers, messages, on_unanswered")
    thinking: ThinkingOptions = Field(default_factory=ThinkingOptions, description="the ThinkingAgent gate of 'done'")
    expect: StepsExpect = Field(default_factory=StepsExpect)

    @model_validator(mode="after")
    def _steps_or_repair(self) -> StepsScenario:
        if bool(self.steps) == bool(self.repair):
            raise ValueError("give `steps:` (a new run) or `repair:` (a generated test to repair), one of them")
        return self


from .apply import ApplyScenario  # noqa: E402 - apply.py builds on ScenarioBase defined above

Scenario = Annotated[ObserveScenario | ExploreScenario | CollectScenario | ApplyScenario | StepsScenario,
                     Field(discriminator="run")]
SCENARIO = TypeAdapter(Scenario)
RUN_KINDS = ("observe", "explore", "collect", "apply", "steps")


def json_schema() -> dict:
    """JSON Schema of one scenario document, for editors (yaml-language-server)."""
    schema = SCENARIO.json_schema()
    schema["title"] = "pytest-jobagent scenario"
    return schema
