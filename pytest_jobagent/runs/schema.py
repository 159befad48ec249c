"""What every run kind's scenario schema builds on: strict models, limits, counts, usage bounds, the scenario base."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo, model_validator

from pytest_jobagent.files import resolve_files
from pytest_jobagent.llm.settings import LLMOverrides


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


class ThinkingExpect(Strict):
    """Counts of the ThinkingAgent gate."""

    calls: Count | None = None
    approvals: Count | None = None
    rejections: Count | None = None
    gave_up: bool | None = None


class MaxAmount(Strict):
    max: float = Field(ge=0)


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
    dismiss_overlays: bool = Field(
        True, description="close what covers the page and takes its clicks (a consent wall: its reject, else accept "
                          "control; a newsletter or app modal: its close control) after loading the start page and "
                          "whenever an action is blocked by it, in the page's language")
    skip: str | None = Field(None, description="skip this scenario, giving the reason (a pytest skip)")
    xfail: str | None = Field(None, description="this scenario is expected to fail, for the reason given (a pytest "
                                                "xfail, not strict: a pass is reported as XPASS)")
    repeat: Repeat | None = Field(None, description="run it N times and pass when pass_rate of the runs passed "
                                                    "(each run a step in Allure)")


class Resumable(ScenarioBase):
    """A run that a killed process can resume (explore, collect, apply: oversight/journal.py; steps:
    runs/steps/runstate.py)."""

    run_id: str | None = Field(None, min_length=1, description="id of the run's saved state: a killed run started "
                               "again with it resumes where it stopped (without it, every run starts over)")


