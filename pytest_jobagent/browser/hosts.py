"""Which hosts a scenario's browser may reach: a URL site's own host and the hosts its scenario lists
(`allow_hosts: [cdn.example.com, "*.greenhouse.io"]`); a folder site reaches loopback only. And addresses as a prompt
or a record shows them: without the origin, so no free port of a loopback site reaches a model or a cassette."""

from __future__ import annotations

import fnmatch
import re
import urllib.parse
from dataclasses import dataclass
from urllib.parse import urlsplit

LOOPBACK_HOST = re.compile(r"^(?:127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$")
ROUTED_SCHEMES = ("http", "https", "ws", "wss")


def is_url_site(site: str) -> bool:
    """`site:` names a URL (http or https) rather than a folder."""
    return site.startswith(("http://", "https://"))


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


def is_loopback(host: str) -> bool:
    return bool(LOOPBACK_HOST.match(host))


# Where this process serves folder sites other than 127.0.0.1 (--jobagent-site-host, for a browser on another
# machine). Their URLs generalize as 127.0.0.1's do, so URL patterns, cookbook keys and expectations do not depend
# on it.
SITES_HOST = "127.0.0.1"
_SITE_HOSTS: set[str] = set()


def serve_sites_on(host: str) -> None:
    if host.lower() != SITES_HOST:
        _SITE_HOSTS.add(host.lower())


def is_sites_alias(host: str) -> bool:
    """An address this process serves its folder sites on instead of 127.0.0.1."""
    return host.lower() in _SITE_HOSTS


def is_site_host(host: str) -> bool:
    """Loopback, or an address this process serves its folder sites on."""
    return is_loopback(host) or is_sites_alias(host)


def valid_host_pattern(pattern: str) -> str:
    """An `allow_hosts` entry: a host name or address, optionally with `*` wildcards (`*.greenhouse.io`)."""
    text = pattern.strip().lower()
    if not text or "/" in text or (":" in text and not text.startswith("[")):
        raise ValueError(f"{pattern!r} is not a host name (write cdn.example.com or *.example.com, no scheme, "
                         "path or port)")
    return text


@dataclass(frozen=True)
class HostRules:
    """`site_host` None: a folder site (loopback only); else that host and every `patterns` match."""

    site_host: str | None = None
    patterns: tuple[str, ...] = ()

    def allows_host(self, host: str) -> bool:
        host = host.lower()
        if self.site_host is None:
            return is_loopback(host)
        return host == self.site_host or any(fnmatch.fnmatchcase(host, p) for p in self.patterns)

    def allows(self, url: str) -> bool:
        """Whether a request to `url` may go out (data:, blob: and other local schemes always may)."""
        parts = urlsplit(url)
        if parts.scheme not in ROUTED_SCHEMES:
            return True
        return self.allows_host(parts.hostname or "")

    def describe(self) -> str:
        if self.site_host is None:
            return "loopback only"
        return ", ".join((self.site_host, *self.patterns))


# ---- addresses as a prompt or a record shows them: no origin, so no free port of a loopback site -----------------

def origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def relative(url: str) -> str:
    """Path and query of a URL: prompts never carry the loopback port (cassettes match on the body)."""
    parts = urllib.parse.urlsplit(url)
    if not parts.netloc:
        return url
    return urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, parts.fragment))


LOOPBACK_ORIGIN = re.compile(r"https?://(?:127\.0\.0\.1|localhost|\[::1\]):\d+")


def strip_origin(text: str, url: str) -> str:
    """Text for a model without the page's origin, nor any loopback origin (their ports differ on every run)."""
    base = origin(url)
    text = text.replace(base, "") if base and text else (text or "")
    return LOOPBACK_ORIGIN.sub("", text)
