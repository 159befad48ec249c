"""What a form says when it will not go on: alerts, error texts tied to invalid fields, native validation messages.

Read through open shadow roots. `form_messages` lists what the page shows now (an agent compares it before and
after a click: what appeared is the form's answer); `invalid_fields` lists the fields the browser itself holds
invalid (a `required` field left empty), which show no text until the browser's own bubble, so no diff sees them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .frames import documents

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from .model import Snapshot

# the words of a button that takes a form on: to its next page, its review, or its submission
GOES_ON = re.compile(r"\b(next|continue|review|submit|apply|send|proceed)\b", re.IGNORECASE)

# cue: words of a validation message in any form ("Please fill in: Name", "E-mail is required", "must be a valid
# email", "can't be blank"), read from alerts, live regions, texts tied to invalid fields, and short texts that
# are no label, legend, term or heading ("Please describe the sponsorship required" is a question, no error)
MESSAGES_JS = r"""
() => {
  const out = [];
  const WORDS = /\b((is|are|was|were) (still )?required|required (field|information|question)|^required\b|is invalid|not valid|please (fill|enter|select|choose|provide|complete|correct|agree|accept|check|upload|attach)|must (be|have|contain|agree|accept)|can(no|')t be (blank|empty)|we could not|try again)\b/i;
  const shown = (el) => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none";
  };
  const add = (text) => {
    const t = (text || "").replace(/\s+/g, " ").trim();
    // a part of a message already read (an error summary lists what its items say) adds nothing
    if (t && t.length <= 240 && !out.some((o) => o.includes(t))) { out.push(t); }
  };
  const byId = (root, ids) => (ids || "").split(/\s+/).filter(Boolean)
    .map((id) => root.getElementById ? root.getElementById(id) : null).filter(Boolean);
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (!shown(el)) continue;
      const role = el.getAttribute("role"), live = el.getAttribute("aria-live");
      const text = (el.innerText || "").trim();
      if ((role === "alert" || live === "assertive") && text) add(text);
      else if (el.getAttribute("aria-invalid") === "true") {
        const refs = byId(el.getRootNode(), (el.getAttribute("aria-errormessage") || "") + " " + (el.getAttribute("aria-describedby") || ""));
        for (const ref of refs) if (WORDS.test(ref.innerText || "")) add(ref.innerText);
      } else if (text && text.length <= 240 && WORDS.test(text) && !el.matches("label, legend, dt, th, h1, h2, h3, h4, h5, h6") && !/\bmarked\b|\*\s*(are|is) required/i.test(text)
                 && !el.querySelector("input, select, textarea, button")
                 && !Array.from(el.children).some((c) => (c.innerText || "").trim() === text)) {
        add(text);  // the innermost element that holds the whole message
      }
    }
  };
  walk(document);
  return out.slice(0, 12);
}
"""

INVALID_JS = r"""
() => {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("input, select, textarea")) {
      if (el.type === "hidden" || el.disabled || el.checkValidity()) continue;
      const label = (el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute("aria-label") || el.name || el.id;
      out.push(`${(label || "a field").replace(/\s+/g, " ").trim()}: ${el.validationMessage}`);
    }
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(document);
  return out.slice(0, 12);
}
"""


def form_messages(page: Page) -> list[str]:
    """Validation and error texts the page shows now (alerts, texts tied to invalid fields, error wording)."""
    return _in_documents(page, MESSAGES_JS)


def invalid_fields(page: Page) -> list[str]:
    """`label: message` for each field the browser holds invalid (a required field left empty, a bad e-mail)."""
    return _in_documents(page, INVALID_JS)


def _in_documents(page: Page, script: str) -> list[str]:
    """The script's findings in the page and each visible frame (a form embedded in an iframe says it there)."""
    out: list[str] = []
    for document in documents(page):
        try:
            out.extend(document.evaluate(script))
        except Exception:  # noqa: BLE001 - a page mid-navigation shows no message yet
            continue
    return out[:12]


def unfilled_required(snap: Snapshot) -> list[str]:
    """Labels of the required fields the page still shows empty: a text field or native select without a value,
    an unticked box, a radio group with no choice. Fields whose state the page does not tell (a custom select's
    shown text, an upload button over a hidden input) are left out rather than guessed."""
    out: list[str] = []
    answered = {n.field_name or n.group_label for n in snap.nodes if n.field_type == "radio" and n.state.checked}
    for node in snap.nodes:
        if node.kind != "action" or not node.required or not node.is_field:
            continue
        name = node.label or node.name or node.field_name or node.placeholder or "a field"
        if node.field_type == "radio":
            group = node.field_name or node.group_label
            empty = group not in answered
            name = node.group_label or name
        elif node.action == "check":
            empty = node.state.checked is False
        elif node.tag == "select":
            empty = not any(o.selected and o.value for o in node.options)
        elif node.tag in ("input", "textarea"):
            empty = not (node.value or "").strip()
        else:
            continue
        if empty and name not in out:
            out.append(name)
    return out


def way_on(snap: Snapshot) -> str | None:
    """The name of the enabled button that takes a form on ("Next", "Review", "Submit application"): a form's submit
    control or a button of a form named so; None when the page offers none (a confirmation, an error page)."""
    for node in snap.nodes:
        if node.kind != "action" or node.action != "click" or node.state.disabled or node.tag == "a" \
                or node.pagination:
            continue
        if (node.form is not None and node.submit) or GOES_ON.search(node.name):
            return node.name.strip()[:60] or "the form's submit button"
    return None
