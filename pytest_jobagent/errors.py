"""JobagentError: the root of every error a user of pytest-jobagent can meet (its message says what to do)."""

from __future__ import annotations


class JobagentError(Exception):
    """An error whose message is the whole report: what went wrong, where (file and line, site, endpoint) and what to
    do about it. A scenario item shows it without a traceback; `except JobagentError` catches every one of them."""
