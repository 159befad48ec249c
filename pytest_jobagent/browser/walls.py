"""Walls only a human can pass: a CAPTCHA, and a sign-in the run has no credentials for. Pure over a snapshot
(frames spliced in), read from what a person sees: a frame titled as a CAPTCHA or security challenge, the words
"I'm not a robot" / "verify you are human", a sign-in form (a password field) when the user gave no password."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel

from .model import Node, Snapshot

WallKind = Literal["captcha", "sign_in"]
# a frame titled as a challenge the user must answer ("recaptcha challenge expires in two minutes", "Widget
# containing checkbox for hCaptcha security challenge"); a bare "reCAPTCHA" title is also the badge of the invisible
# kind, which asks nothing, so it counts only by the words its frame shows
CAPTCHA_FRAME = re.compile(r"captcha challenge|security challenge|checkbox for .{0,20}captcha|human verification", re.I)
CAPTCHA_WORDS = re.compile(r"\bi['’]?\s?a?m not a robot\b|\bverify (?:that )?you(?:['’]re| are) (?:a )?human\b|"
                           r"\bverify (?:that )?you(?:['’]re| are) not a robot\b|\bselect all (?:images|squares) with\b|"
                           r"\bconfirm (?:that )?you(?:['’]re| are) (?:a )?human\b|\bprove you(?:['’]re| are) (?:a )?human\b|"
                           r"\bare you a (?:human|robot)\b|\bcomplete the security check\b", re.I)
PASSWORD_NAMES = re.compile(r"pass(?:word|code|phrase)?$|^pwd$|^pin$", re.I)


class Wall(BaseModel):
    """Why the run cannot go on without a person."""

    kind: WallKind
    evidence: str

    @property
    def reason(self) -> str:
        what = {"captcha": "the page asks to prove a human is there (a CAPTCHA)",
                "sign_in": "the page asks to sign in, and the run has no password for it"}[self.kind]
        return f"needs human: {what}: {self.evidence}"


def _captcha(nodes: Iterable[Node]) -> Wall | None:
    for node in nodes:
        if node.kind == "frame" and CAPTCHA_FRAME.search(node.name or ""):
            return Wall(kind="captcha", evidence=f'frame "{node.name[:80]}"')
        text = " ".join(x for x in (node.name, node.label) if x)
        if CAPTCHA_WORDS.search(text):
            return Wall(kind="captcha", evidence=f'"{text[:80]}"')
    return None


def _sign_in(nodes: list[Node]) -> Wall | None:
    """A form that asks for a password and is no application form (no file to attach, at most four fields)."""
    forms: dict[int | None, list[Node]] = {}
    for node in nodes:
        if node.kind == "action" and node.field_type:
            forms.setdefault(node.form, []).append(node)
    for fields in forms.values():
        password = next((n for n in fields if n.field_type == "password"), None)
        if password is None:
            continue
        typed = [n for n in fields if n.field_type not in ("submit", "button", "hidden", "checkbox")]
        if len(typed) <= 4 and not any(n.field_type == "file" for n in fields):
            label = password.label or password.name or password.placeholder or "password"
            return Wall(kind="sign_in", evidence=f'a sign-in form asks for "{label[:60]}"')
    return None


def human_wall(snap: Snapshot | None, *, user_fields: Iterable[str] = ()) -> Wall | None:
    """The wall on this page, if any. A sign-in is a wall only when the user's data holds no password."""
    if snap is None:
        return None
    wall = _captcha(snap.nodes)
    if wall is not None:
        return wall
    if any(PASSWORD_NAMES.search(name.replace("-", "_").split("_")[-1]) for name in user_fields):
        return None
    return _sign_in(snap.nodes)
