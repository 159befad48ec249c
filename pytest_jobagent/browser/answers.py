"""What the network answered to an action: a form post (or the page load it leads to) that the server refused with
a 4xx/5xx status, or that never left the browser (a blocked host, no network), as short sentences a model, a
ThinkingAgent and a run's error can show. Addresses are written without scheme and port (prompts must not depend on
a free port): the path, and the host too when it is not the page's own.

    with NetworkAnswers(page) as answers:
        actions.click(page, "button[type=submit]")
    answers.sentences()   # ['POST /apply: the server answered HTTP 500 Internal Server Error']
"""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import Page, Request, Response

from . import offline

SENDING_METHODS = ("POST", "PUT", "PATCH", "DELETE")
# failures that are no answer: the page itself cancelled the request (a navigation superseded, a fetch aborted)
NO_ANSWER = ("net::ERR_ABORTED",)
MAX_SENTENCES = 3


class NetworkAnswers:
    """Listens to one page while an action runs (a context manager); `sentences()` says what went wrong."""

    def __init__(self, page: Page):
        self.page = page
        self.answers: list[str] = []

    def __enter__(self) -> NetworkAnswers:
        self.page.on("response", self._response)
        self.page.on("requestfailed", self._failed)
        return self

    def __exit__(self, *exc: object) -> None:
        for event, listener in (("response", self._response), ("requestfailed", self._failed)):
            try:
                self.page.remove_listener(event, listener)
            except Exception:  # noqa: BLE001 - a closed page has no listeners left
                pass

    def sentences(self) -> list[str]:
        return list(dict.fromkeys(self.answers))[:MAX_SENTENCES]

    # ---- listeners ----
    def _counts(self, request: Request) -> bool:
        """A request whose answer says whether the form went through: one that sends data, or the page's own load."""
        if request.method in SENDING_METHODS:
            return True
        try:
            return bool(request.is_navigation_request()) and request.frame == self.page.main_frame
        except Exception:  # noqa: BLE001 - a request of a frame that went away is no page load
            return False

    def _where(self, url: str) -> str:
        parts, own = urlsplit(url), urlsplit(self.page.url)
        host = parts.hostname or ""
        return (parts.path or "/") if host == (own.hostname or "") else f"{host}{parts.path or '/'}"

    def _response(self, response: Response) -> None:
        request = response.request
        if response.status < 400 or not self._counts(request):
            return
        status = f"HTTP {response.status} {response.status_text}".strip()
        self.answers.append(f"{request.method} {self._where(request.url)}: the server answered {status}")

    def _failed(self, request: Request) -> None:
        failure = offline.failure(self.page.context, request.failure or "")
        if not failure or failure in NO_ANSWER or not self._counts(request):
            return
        where = f"{request.method} {self._where(request.url)}"
        if failure == offline.BLOCKED:
            host = urlsplit(request.url).hostname or request.url
            self.answers.append(f"{where}: not sent, the browser blocks {host} (a host the scenario does not allow)")
        else:
            self.answers.append(f"{where}: not sent ({failure})")
