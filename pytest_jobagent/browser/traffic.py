"""The browser traffic of one scenario: which requests may leave (the rest aborted and counted), the URL site's
HAR (replayed or recorded under the record mode), the hold on form posts to a real site, politeness per host
and robots.txt. Everything happens at the browser context's routes (a folder site's requests elsewhere: refused by the
context's own proxy where the browser is local, offline.py): no agent knows about it.

Route order (Playwright runs the handler registered last first; `route.fallback()` passes a request on):

    _first   host rules, robots.txt, submissions (held unless `submit: true`)     registered last
    HAR      route_from_har(not_found="fallback") when a recording is replayed
    _last    replay: abort what the recording lacks; record/live: politeness, then the network
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.parse
import urllib.request
import urllib.robotparser
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Request, Route

from pytest_jobagent.redact import Placeholders
from pytest_jobagent.submissions import parse_submission

from . import har as harfile
from . import offline
from .hosts import HostRules, host_of
from .launch import external_url

USER_AGENT = "pytest-jobagent"
SUBMIT_METHODS = ("POST", "PUT", "PATCH")
HELD_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not submitted</title></head>
<body><main><h1>Not submitted</h1><p>pytest-jobagent held this form post to {url}: the scenario's site is a real
site and the scenario does not say <code>submit: true</code>. What would have been sent is in the run's result.</p>
</main></body></html>"""

# record mode -> what happens to a URL site's traffic, by whether its HAR exists
MODES = {
    ("none", True): "replay", ("none", False): "missing",
    ("once", True): "replay", ("once", False): "record",
    ("new_episodes", True): "update", ("new_episodes", False): "record",
    ("all", True): "record", ("all", False): "record",
    ("rewrite", True): "record", ("rewrite", False): "record",
}


def form_name(url: str) -> str:
    """The form a post went to: `<name>` of the bundled sites' `/__submit/<name>`, else the URL's path."""
    path = urllib.parse.urlsplit(url).path
    if path.startswith("/__submit/"):
        return urllib.parse.unquote(path[len("/__submit/"):]) or "form"
    return path or "/"


@dataclass
class UrlSite:
    """A `site:` that is a URL: where its pages are, and the form posts the run made (or held) there."""

    base_url: str
    traffic: SiteTraffic
    root: Path | None = None  # a URL site has no folder (no truth.json)

    @property
    def name(self) -> str:
        return self.base_url

    def url(self, path: str = "/") -> str:
        """An absolute URL as it is; a path relative to the site's URL, like a folder site's."""
        if path.startswith(("http://", "https://")):
            return path
        if path in ("", "/"):
            return self.base_url
        return urllib.parse.urljoin(self.base_url.rstrip("/") + "/", path.lstrip("/"))

    def submissions(self) -> list[dict[str, Any]]:
        return [dict(s) for s in self.traffic.submissions]


@dataclass
class TrafficOptions:
    """What a scenario asks of its traffic (see the scenario schema)."""

    site_url: str | None = None          # None: a folder site
    local_hosts: tuple[str, ...] = ()    # where folder sites listen besides loopback (--jobagent-site-host)
    offline_by_proxy: bool = False       # a folder site's requests elsewhere refused by a proxy, not a route (offline.py)
    allow_hosts: tuple[str, ...] = ()
    hold_submits: bool = False
    min_delay_s: float = 0.0
    robots_txt: bool = False             # respect robots.txt for page loads (collect)
    robots_own_site: bool = True         # false: the scenario opts out for its own site
    storage_state: str | None = None
    timeout_ms: int = 10_000             # actions and waits
    navigation_timeout_ms: int = 10_000  # page loads


class SiteTraffic:
    """One scenario item's traffic. `context_args()` go into the new context, `attach()` sets its routes,
    `finish()` (after the context closed) saves the recording; `summary()` is what the result reports."""

    def __init__(self, options: TrafficOptions, *, record_mode: str = "none", disable_recording: bool = False,
                 har: Path | None = None, placeholders: Placeholders | None = None, workdir: Path | None = None,
                 rerun: str = "<this test>"):
        self.options = options
        self.placeholders = placeholders or Placeholders()
        self.har = Path(har) if har else None
        self.workdir = Path(workdir) if workdir else None
        self.rerun = rerun
        self.record_mode = record_mode
        site = options.site_url
        self.rules = HostRules(host_of(site) if site else None, tuple(options.allow_hosts))
        if site is None:
            self.mode = "offline"
        elif disable_recording or self.har is None:
            self.mode = "live"
        else:
            self.mode = MODES[(record_mode, self.har.is_file())]
            if self.mode == "missing":
                raise harfile.SiteTrafficMissing(self.har, rerun, site)
        self.site = UrlSite(site, self) if site else None
        self.submissions: list[dict[str, Any]] = []
        self.blocked: Counter[str] = Counter()
        self.not_recorded: Counter[str] = Counter()
        self.robots_blocked: list[str] = []
        self.requests = 0
        self.waited_s = 0.0
        self._held: set[tuple[str, str]] = set()
        self._last_load: dict[str, float] = {}
        self._robots: dict[str, urllib.robotparser.RobotFileParser] = {}
        self._robots_answers: dict[str, dict[str, Any]] = {}
        self._recorded_robots: dict[str, Any] = {}
        self._discard = False
        self._finished = False

    # ---- the context ----
    @property
    def recording(self) -> bool:
        return self.mode in ("record", "update")

    @property
    def _recording_file(self) -> Path:
        assert self.workdir is not None
        return self.workdir / "recording.har"

    def context_args(self) -> dict[str, Any]:
        args: dict[str, Any] = {}
        if self.options.storage_state:
            args["storage_state"] = self.options.storage_state
        if self.site is None and self.options.offline_by_proxy:
            args.update(offline.context_args(self.options.local_hosts))
        if self.site is not None:
            args["service_workers"] = "block"  # a service worker would answer requests past the routes
        if self.recording:
            assert self.workdir is not None  # a recording SiteTraffic is given its work dir
            self.workdir.mkdir(parents=True, exist_ok=True)
            args.update(record_har_path=str(self._recording_file), record_har_content="embed",
                        record_har_mode="minimal")
        return args

    def attach(self, context: BrowserContext) -> None:
        context.set_default_timeout(self.options.timeout_ms)
        context.set_default_navigation_timeout(self.options.navigation_timeout_ms)
        if self.site is None and self.options.offline_by_proxy:  # a folder site: what leaves the machine is refused
            offline.keep_offline(context, by_proxy=True)
            context.on("requestfailed", self._count_refused)
            return
        if self.site is None:  # or routed and aborted, where no proxy of its own can refuse it
            context.route(external_url(self.options.local_hosts), self._block_external)
            return
        context.route("**/*", self._last)
        if self.mode in ("replay", "update"):
            assert self.har is not None and self.workdir is not None  # only a run with a HAR file replays
            recorded = harfile.load(self.har, self.rerun)
            self._recorded_robots = harfile.meta(recorded).get("robots", {})
            self.workdir.mkdir(parents=True, exist_ok=True)
            copy = harfile.replay_copy(self.har, self.placeholders, self.workdir / "replay", self.rerun) \
                if self.placeholders else self.har
            context.route_from_har(str(copy), not_found="fallback")
        context.route("**/*", self._first)

    # ---- route handlers ----
    def _block_external(self, route: Route) -> None:
        self._count_blocked(route.request.url)
        route.abort("blockedbyclient")

    def _count_refused(self, request: Request) -> None:
        if request.failure == offline.REFUSED:  # the context's proxy refused it: blocked as the route would have
            self._count_blocked(request.url)

    def _count_blocked(self, url: str) -> None:
        self.requests += 1
        self.blocked[host_of(url)] += 1

    def _first(self, route: Route) -> None:
        request = route.request
        url = request.url
        self.requests += 1
        if not self.rules.allows(url):
            self.blocked[host_of(url)] += 1
            route.abort("blockedbyclient")
            return
        if self._page_load(request) and not self._robots_allow(url):
            self.robots_blocked.append(url)
            route.abort("blockedbyclient")
            return
        if self._is_submission(request):
            held = self.options.hold_submits
            self._record_submission(request, held=held)
            if held:
                self._held.add((request.method, url))
                self._answer_held(route)
                return
        route.fallback()

    def _last(self, route: Route) -> None:
        request = route.request
        if self.mode == "replay":
            self.not_recorded[request.url] += 1
            route.abort("internetdisconnected")
            return
        if self._page_load(request):
            self._polite(host_of(request.url))
        route.continue_()

    # ---- submissions ----
    @staticmethod
    def _page_load(request: Request) -> bool:
        return request.is_navigation_request() and request.resource_type == "document"

    def _is_submission(self, request: Request) -> bool:
        """A form post: a POST/PUT/PATCH that navigates (a classic form submit), uploads a file, or carries a
        value of the applicant's data."""
        if request.method not in SUBMIT_METHODS:
            return False
        if request.is_navigation_request():
            return True
        body = request.post_data_buffer or b""
        if b'filename="' in body and b"multipart/form-data" in (request.headers.get("content-type") or "").encode():
            return True
        text = body.decode("utf-8", errors="replace")
        return bool(self.placeholders) and self.placeholders.hide(text) != text

    def _record_submission(self, request: Request, *, held: bool) -> None:
        content_type = request.headers.get("content-type", "")
        try:
            sub = parse_submission(form_name(request.url), content_type, request.post_data_buffer or b"").as_dict()
        except (ValueError, UnicodeDecodeError):
            sub = {"form": form_name(request.url), "content_type": content_type, "fields": {}, "files": []}
        sub.update(url=request.url, method=request.method, held=held)
        self.submissions.append(sub)

    @staticmethod
    def _answer_held(route: Route) -> None:
        request = route.request
        if request.is_navigation_request():
            route.fulfill(status=200, content_type="text/html; charset=utf-8",
                          body=HELD_PAGE.format(url=request.url.replace("<", "&lt;")))
        else:
            route.fulfill(status=200, content_type="application/json",
                          body=json.dumps({"ok": True, "held_by": "pytest-jobagent"}))

    # ---- politeness and robots.txt ----
    def _polite(self, host: str) -> None:
        """At least `min_delay_s` between two page loads from the network of one host."""
        delay = self.options.min_delay_s
        now = time.monotonic()
        last = self._last_load.get(host)
        if delay > 0 and last is not None and now - last < delay:
            time.sleep(delay - (now - last))
            self.waited_s += delay - (now - last)
        self._last_load[host] = time.monotonic()

    def _robots_allow(self, url: str) -> bool:
        if not self.options.robots_txt:
            return True
        parts = urllib.parse.urlsplit(url)
        if not self.options.robots_own_site and (parts.hostname or "") == self.rules.site_host:
            return True
        origin = f"{parts.scheme}://{parts.netloc}"
        if origin not in self._robots:
            answer = self._recorded_robots.get(origin) if self.mode == "replay" else None
            if answer is None and self.mode != "replay":
                answer = self._fetch_robots(origin)
            if answer is not None:
                self._robots_answers[origin] = answer
            self._robots[origin] = _robots_parser(answer)
        return self._robots[origin].can_fetch(USER_AGENT, url)

    @staticmethod
    def _fetch_robots(origin: str) -> dict[str, Any]:
        request = urllib.request.Request(origin + "/robots.txt", headers={"User-Agent": USER_AGENT})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return {"status": response.status, "text": response.read(500_000).decode("utf-8", "replace")}
        except urllib.error.HTTPError as exc:
            return {"status": exc.code, "text": ""}
        except (urllib.error.URLError, OSError, ValueError) as exc:
            return {"status": 0, "text": "", "error": str(exc)}

    # ---- the end ----
    def discard(self) -> None:
        """Do not save what was recorded (the run broke in a way a replay must not reproduce)."""
        self._discard = True

    def finish(self) -> None:
        """After the context closed (Playwright writes the HAR then): save the recording beside the cassette."""
        if self._finished:
            return
        self._finished = True
        if not self.recording or self._discard or not self._recording_file.is_file():
            return
        recorded = harfile.load(self._recording_file, self.rerun)
        assert self.har is not None  # only a run with a HAR file records
        new = harfile.clean(recorded, self.placeholders,
                            keep=lambda e: (e["request"]["method"], e["request"]["url"]) not in self._held
                            and self.rules.allows(e["request"]["url"]))
        robots = {**self._recorded_robots, **self._robots_answers}
        if robots:
            new["log"][harfile.META_KEY] = {"robots": self.placeholders.hide_data(robots)}
        old = harfile.load(self.har, self.rerun) if self.har.is_file() and self.record_mode != "rewrite" else None
        harfile.save(self.har, harfile.merge(old, new, prefer_new=self.mode == "record"))

    def summary(self) -> dict[str, Any]:
        """What the result reports: the mode, requests blocked by host, replay misses, robots.txt refusals,
        politeness waits, and the form posts made or held."""
        out: dict[str, Any] = {"mode": self.mode, "blocked": dict(sorted(self.blocked.items())),
                               "allowed_hosts": self.rules.describe()}
        if self.site is not None:  # a folder site's loopback requests are not routed, so not counted
            out["requests"] = self.requests
        if self.site is not None:
            out["site"] = self.site.base_url
        if self.har is not None and self.mode != "live" and self.site is not None:
            out["har"] = str(self.har)
        if self.not_recorded:
            out["not_recorded"] = dict(self.not_recorded)
        if self.robots_blocked:
            out["robots_blocked"] = list(self.robots_blocked)
        if self.waited_s:
            out["politeness_wait_s"] = round(self.waited_s, 2)
        if self.submissions:
            out["submissions"] = self.submissions
        return out

    def problems_note(self) -> list[str]:
        """Lines that explain a failed run by its traffic: blocked hosts, pages the recording lacks."""
        notes = []
        if self.blocked and self.site is not None:
            hosts = ", ".join(f"{h} ({n})" for h, n in self.blocked.most_common(5))
            notes.append(f"site traffic: {sum(self.blocked.values())} request(s) to hosts outside allow_hosts were "
                         f"blocked: {hosts}; add the hosts the page needs to allow_hosts")
        if self.not_recorded:
            urls = ", ".join(list(self.not_recorded)[:3])
            notes.append(f"site traffic: {sum(self.not_recorded.values())} request(s) are not in the recording "
                         f"{self.har} ({urls}); record them with --record-mode=new_episodes")
        if self.robots_blocked:
            notes.append(f"site traffic: robots.txt disallows {', '.join(self.robots_blocked[:3])}; "
                         f"politeness: {{robots_txt: false}} opts out for the scenario's own site")
        return notes


def _robots_parser(answer: dict[str, Any] | None) -> urllib.robotparser.RobotFileParser:
    """RFC 9309: 4xx allows everything, 401/403 (as urllib.robotparser does), 5xx and no answer refuse all."""
    parser = urllib.robotparser.RobotFileParser()
    status = (answer or {}).get("status", 404)
    if status in (401, 403) or status >= 500 or status == 0:
        parser.disallow_all = True  # type: ignore[attr-defined]  # set in RobotFileParser.__init__, not in typeshed
    elif status >= 400:
        parser.allow_all = True  # type: ignore[attr-defined]  # set in RobotFileParser.__init__, not in typeshed
    else:
        parser.parse((answer or {}).get("text", "").splitlines())
    return parser
