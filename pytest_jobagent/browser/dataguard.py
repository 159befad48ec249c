"""Applicant data goes only where the scenario allows: the one definition of an allowed destination (a folder site's
own server; a URL site's host and its `allow_hosts`; nothing else), and the DataGuard of a run that reads where a
form or frame would send a personal value before it is typed or its submit control pressed, and stops any request
that carries one elsewhere before it leaves the browser. A refusal is the run's error (DataRefused).

    with DataGuard(page, Destinations.of_site(site), Placeholders.of(user_data, files)) as guard:
        actions.type_text(page, "#email", "ada@example.com")   # raises DataRefused if the form posts elsewhere
        guard.raise_refused()                                  # a request stopped since the last action

The browser actions consult the guard of their page's context (`guard_of`), so every run kind, the cookbook replay
and the AI agents alike, is guarded without knowing it; the network block of a folder site and the host rules of a
URL site (traffic.py) stay the second line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from playwright.sync_api import ElementHandle, Frame, Locator, Page, Request, Route

from pytest_jobagent.errors import JobagentError
from pytest_jobagent.events import EventBus
from pytest_jobagent.redact import Placeholders

from .hosts import ROUTED_SCHEMES, HostRules
from .inpage import call_on
from .pagestate import ContextState

Refusal = Literal["form", "frame", "request"]
SCHEMES = "(?:" + "|".join(ROUTED_SCHEMES) + ")"
SENDING_METHODS = ("POST", "PUT", "PATCH")


class DataRefused(JobagentError, RuntimeError):
    """Applicant data would have gone to a destination the scenario does not allow; nothing was typed or sent there.
    Raised by the guarded browser actions; a run ends with it as its error."""

    def __init__(self, message: str, *, host: str, kind: Refusal, url: str = ""):
        super().__init__(message)
        self.host, self.kind, self.url = host, kind, url


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1]}".lower()


@dataclass(frozen=True)
class Destinations:
    """Where a run may send applicant data. A folder site: its own server (`origin`, scheme://host:port), so another
    loopback server is another destination. A URL site: its host and its `allow_hosts` (`rules`), as traffic.py lets
    requests out."""

    origin: str | None = None
    rules: HostRules | None = None

    @classmethod
    def of_site(cls, site: Any) -> Destinations:
        """A URL site (traffic.UrlSite) by its host rules; a folder site (a SiteServer) by its server's origin."""
        traffic = getattr(site, "traffic", None)
        if traffic is not None and getattr(traffic.rules, "site_host", None):
            return cls(rules=traffic.rules)
        return cls(origin=origin_of(site.base_url))

    @classmethod
    def of_url(cls, url: str) -> Destinations:
        """Only the origin of `url` (a run started there with no site to say more)."""
        return cls(origin=origin_of(url))

    def allows(self, url: str) -> bool:
        """Whether data may go to `url` (schemes that leave no machine, such as javascript: or blob:, always may)."""
        parts = urlsplit(url)
        if parts.scheme.lower() not in ROUTED_SCHEMES:
            return True
        if self.rules is not None:
            return self.rules.allows_host(parts.hostname or "")
        return origin_of(url) == self.origin

    def allows_origin(self, origin: str) -> bool:
        """Whether a document of this origin may hold applicant data (an opaque origin, "null", never may)."""
        return origin != "null" and "://" in origin and self.allows(origin + "/")

    def name(self, url: str) -> str:
        """The destination as a refusal names it: the host (host:port for a folder site, whose own host is loopback)."""
        parts = urlsplit(url)
        if self.rules is not None or parts.port is None:
            return (parts.hostname or url).lower()
        return parts.netloc.rsplit("@", 1)[-1].lower()

    def advice(self) -> str:
        if self.rules is not None:
            return "add it to allow_hosts if it is the real ATS"
        return f"a folder site's applicant data goes only to its own server, {self.origin}"

    def outside(self) -> re.Pattern[str]:
        """Every URL of a scheme that leaves the browser and is not on the site's own origin (folder) or host (URL
        site): what the guard's route sees. Evaluated in Playwright's driver; `allows` has the last word."""
        if self.rules is not None:
            own = rf"{SCHEMES}://(?:[^/?#@]*@)?{re.escape(self.rules.site_host or '')}(?::\d+)?"
        else:
            own = re.escape(self.origin or "")
        return re.compile(rf"^(?!{own}(?:[/?#]|$)){SCHEMES}://", re.IGNORECASE)


def refusal(kind: Refusal, host: str, destinations: Destinations) -> str:
    what = {"form": f"the form posts to {host}", "frame": f"the field is in a frame from {host}",
            "request": f"the page sends applicant data to {host}"}[kind]
    return f"{what}, which this scenario does not allow ({destinations.advice()})"


def guard_of(page: Page | Frame) -> DataGuard | None:
    """The guard of the browser context a page (or frame) belongs to, if a run set one."""
    owner = page.page if isinstance(page, Frame) else page
    state = ContextState.peek(owner.context)
    return state.guard if state is not None and isinstance(state.guard, DataGuard) else None


@dataclass
class DataGuard:
    """One run's guard over a page's browser context (a context manager: its route and its place in `guard_of`)."""

    page: Page
    destinations: Destinations
    values: Placeholders
    events: EventBus | None = None
    refused: list[DataRefused] = field(default_factory=list)  # requests stopped by the route, in order
    _raised: int = 0
    _pattern: re.Pattern[str] | None = None

    def __enter__(self) -> DataGuard:
        context = self.page.context
        self._pattern = self.destinations.outside()
        context.route(self._pattern, self._route)  # registered last, so asked first (traffic.py's order)
        ContextState.of(context).guard = self
        return self

    def __exit__(self, *exc: object) -> None:
        context = self.page.context
        state = ContextState.peek(context)
        if state is not None and state.guard is self:
            state.guard = None
        try:
            if self._pattern is not None:
                context.unroute(self._pattern, self._route)
        except Exception:  # noqa: BLE001 - a closed context has no routes left to remove
            pass

    # ---- what is personal ----
    def learn(self, user_data: Mapping[str, Any]) -> None:
        """Applicant data heard during the run (a scripted answer `phone: ...`) is guarded from then on."""
        self.values = Placeholders({**self.values.literals, **Placeholders.of(user_data).literals})

    def personal(self, text: str | None) -> bool:
        """`text` holds a value of the applicant's data (as redact.py finds them: whole words, 3+ characters)."""
        if not text or not self.values:
            return False
        # hide() escapes placeholders already in the text ({{x}} -> {{=x}}): undone here, only values count
        return self.values.hide(text).replace("{{=", "{{") != text

    # ---- checks before an action (browser/actions.py) ----
    def before_fill(self, element: Locator | ElementHandle, value: str | None, *, file: bool = False,
                    timeout_ms: float | None = None) -> None:
        """Before a personal value (or a file) goes into `element`: its document's origin and its form's action
        must be allowed."""
        if not file and not self.personal(value):
            return
        reading = call_on(element, "destination", {}, timeout_ms=timeout_ms)
        url = reading.get("url") or ""
        if not self.destinations.allows_origin(reading.get("origin") or "null"):
            self._refuse("frame", url if "://" in url else reading.get("origin") or url)
        action = (reading.get("form") or {}).get("action")
        if action and not self.destinations.allows(action):
            self._refuse("form", action)

    def before_press(self, element: Locator | ElementHandle, *, enter: bool = False, timeout_ms: float | None = None) -> None:
        """Before `element` is clicked (or Enter pressed in it): when that submits a form holding applicant data
        (a value or a file), where the form sends it (the control's formaction, else its action) must be allowed."""
        reading = call_on(element, "destination", {"press": "enter" if enter else "click"}, timeout_ms=timeout_ms)
        form = reading.get("form") or {}
        action = form.get("action")
        if not reading.get("submits") or not action or self.destinations.allows(action):
            return
        if form.get("files") or any(self.personal(v) for v in form.get("values") or []):
            self._refuse("form", action)

    def raise_refused(self) -> None:
        """Raise the first request the route stopped since the last call (a run's actions call this after acting)."""
        if len(self.refused) > self._raised:
            self._raised = len(self.refused)
            raise self.refused[self._raised - 1]

    # ---- the network: the second look, for script-driven forms and anything else the page sends ----
    def _route(self, route: Route) -> None:
        request = route.request
        if self.destinations.allows(request.url) or not self._carries(request):
            route.fallback()
            return
        kind: Refusal = "form" if request.method in SENDING_METHODS else "request"
        host = self.destinations.name(request.url)
        message = refusal(kind, host, self.destinations) + "; the request was stopped before it left the browser"
        self.refused.append(DataRefused(message, host=host, kind=kind, url=request.url))
        self._emit(kind, host, request.url)
        route.abort("blockedbyclient")

    def _carries(self, request: Request) -> bool:
        """The request's address or body holds applicant data, or it uploads a file."""
        try:
            body = request.post_data_buffer or b""
        except Exception:  # noqa: BLE001 - a body Playwright cannot give is read as none
            body = b""
        if b'filename="' in body and b"multipart/form-data" in (request.headers.get("content-type") or "").encode():
            return True
        return self.personal(request.url) or self.personal(body.decode("utf-8", errors="replace"))

    def _refuse(self, kind: Refusal, url: str) -> None:
        host = self.destinations.name(url)
        self._emit(kind, host, url)
        raise DataRefused(refusal(kind, host, self.destinations) + "; nothing was typed or sent there",
                          host=host, kind=kind, url=url)

    def _emit(self, kind: Refusal, host: str, url: str) -> None:
        if self.events is not None:
            self.events.emit("data_refused", refused=kind, host=host, url=self.values.hide(url))
