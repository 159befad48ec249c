"""Heuristic rules for the ThinkingAgent (the exit gate of a run). General rules, never site names:

- trigger `failures` (a step keeps failing): pause and ask the user how to go on, naming the step and the reason;
- trigger `done` with a claim that gives up ("success=false", "gave up", "could not") and no failure behind it:
  reject, the run goes on (a run that failed is asked about under `failures`);
- trigger `done` with no completed step, action or extracted data at all: reject, nothing covers the task;
- trigger `done`: split the task and every user follow-up into requested parts (clauses separated by commas,
  semicolons, 'and', 'then'; a clause without a verb inherits the previous clause's verb; negated parts such as
  'without submitting' are not requested; 'understand how to X' / 'check how X' requests X); a part is covered when more than half of its object words appear in
  the evidence: the texts of completed steps, the history of actions (selectors left out), the names and values
  of extracted data and the final answer. The first uncovered part is rejected with itself as the next step;
- trigger `entry` (before the first action): approve, unless the start page says it has no results (the lexicon's
  words in any language) or shows nothing at all: then pause and ask whether to go on;
- trigger `periodic`: approve while the latest actions work; when the last three all failed, reject with the
  instruction to change approach;
- an approved `done` carries a final answer made of the claim and the extracted data;
- in a steps run the user's steps are how the task is done: a part that finds or searches ("Find an accounting
  job") is covered by a completed step of the user's that searched, filtered or opened a result, whatever its
  words (the user searches in the page's language: "Search for 회계"); the task is the steps' goal, never run again
  as a step of its own.
"""

from __future__ import annotations

import re

from pytest_jobagent import lexicon

from ..context import Answer, Context, words

ROLE = "thinking"
TOOLS = {"judge"}

VERBS = {"find", "search", "look", "open", "save", "extract", "note", "record", "remember", "store", "start", "click",
         "press", "fill", "enter", "type", "check", "verify", "confirm", "select", "choose", "pick", "apply", "go",
         "get", "read", "compare", "filter", "sort", "submit", "upload", "collect", "list", "show", "visit", "browse"}
FILLER = {"it", "its", "them", "their", "one", "some", "any", "all", "every", "each", "job", "jobs", "page", "site", "also", "then",
          "in", "into", "up", "out", "me", "my", "i", "we", "our", "please"}
# a job by any other name: 'open a job posting' asks what 'open a job listing' did
JOB_NOUNS = {"posting", "listing", "opening", "position", "role", "vacancy", "opportunity", "advert", "ad"}
NEGATED = re.compile(r"\b(?:without|but not|but do not|but don't|do not|don't|never|except)\b.*$", re.I)
LEADING = re.compile(r"^(?:(?:and|then|also|now|please)\b[\s,]*)+", re.I)  # "Then check ...", "And also ..."
SPLIT = re.compile(r"\s*(?:[,;.]\s*(?:and\s+|then\s+)?|\s+and\s+then\s+|\s+then\s+|\s+and\s+)\s*", re.I)
# "understand how to search", "check how the next page loads": the part requested is what follows
META = re.compile(r"^(?:understand|learn|see|check|find out|figure out|know|explore)\s+"
                  r"(?:how|where|whether|what|which|if)\s+(?:to\s+)?", re.I)
GIVE_UP = re.compile(r"\bsuccess=false\b|\bgave up\b|\bgive up\b|\bcould not\b|\bunable to\b", re.I)
EMPTY = re.compile(r"^\((?:none|nothing)[^)]*\)$", re.I)
SECTION = re.compile(r"^(Steps so far|Follow-ups from the user|History of actions|Extracted data):\s*$", re.M)


def _stem(word: str) -> str:
    for suffix, repl in (("ication", "y"), ("ying", "y"), ("ing", ""), ("ied", "y"), ("ed", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + repl
    return word


def _words(text: str) -> set[str]:
    return {"job" if w in JOB_NOUNS else _stem(w) for w in words(text)}


def _sections(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    marks = list(SECTION.finditer(text))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[m.end():end].split("\n\n", 1)[0]
        out[m.group(1)] = [line.strip() for line in body.splitlines()
                           if line.strip() and not EMPTY.match(line.strip())]  # "(none)", "(nothing)"
    return out


def _line(text: str, name: str) -> str:
    m = re.search(rf"^{name}:\s*(.*)$", text, re.M)
    return m.group(1).strip() if m else ""


def requested_parts(task: str) -> list[str]:
    """'Find a data engineer job, save its title and start Easy Apply' -> three clauses, each with its verb."""
    parts, verb = [], ""
    for raw in SPLIT.split(task or ""):
        clause = LEADING.sub("", NEGATED.sub("", raw).strip(" ."))
        if not clause:
            continue
        first = clause.split()[0].lower()
        if _stem(first) in VERBS or first in VERBS:
            verb = first
        elif verb:
            clause = f"{verb} {clause}"
        parts.append(clause)
    return parts


def _object_words(clause: str) -> set[str]:
    clause = META.sub("", clause)
    body = clause.split(None, 1)[1] if len(clause.split()) > 1 and clause.split()[0].lower() in VERBS else clause
    return {w for w in _words(body) if w not in FILLER and w not in VERBS}


# verbs of a part that asks for a search: the user's own search step does it, in whatever words the page reads
SEARCHES = {"find", "search", "look", "browse"}
# steps that find: a search, a filter, a result opened ("Search for 회계", "Filter to the Finance department")
SEARCH_STEP = re.compile(r"^(?:search|find|look|filter|narrow|refine)\b|\bshow only\b|"
                         r"^open (?:the )?(?:\w+ )?(?:result|job|listing|posting|match)\b", re.I)


def searched_by_step(clause: str, done: list[str]) -> bool:
    """A part that finds or searches is done by a completed step of the user's that searched, filtered or opened a
    result (steps runs only: no other run has steps)."""
    first = clause.split()[0].lower() if clause.split() else ""
    return _stem(first) in SEARCHES and any(SEARCH_STEP.match(step) for step in done)


def covered(clause: str, evidence: set[str]) -> bool:
    wanted = _object_words(clause)
    if not wanted:
        return True
    return 2 * len(wanted & evidence) > len(wanted)


def answer(ctx: Context) -> Answer | None:
    text = ctx.before_corrections().last_text
    if "Trigger:" not in text:
        return None
    sections = _sections(text)
    trigger = _line(text, "Trigger")
    claim = _line(text, "Claim")
    if trigger == "entry":
        page = text.split("\nPage:\n", 1)[1] if "\nPage:\n" in text else ""
        blocked = "the start page shows nothing" if not page.strip() else \
            (f"the start page says {said!r}" if (said := lexicon.mentions(page[:3000], "no_results")) else "")
        return Answer.call("judge", approved=not blocked, missing_pieces=blocked, instructions_for_planner="",
                           instructions_for_navigator="", should_pause_for_user=bool(blocked),
                           question_for_user=f"{blocked}: should I go on with the task?" if blocked else "")
    if trigger == "periodic":
        recent = sections.get("History of actions", [])[-3:]
        astray = len(recent) == 3 and all(re.search(r"FAIL|failed|not accepted|declined", h, re.I) for h in recent)
        return Answer.call("judge", approved=not astray,
                           missing_pieces="the last three actions all failed" if astray else "",
                           instructions_for_planner="change approach: try other elements than the ones that failed"
                           if astray else "", instructions_for_navigator="", should_pause_for_user=False,
                           question_for_user="")
    if trigger == "failures":
        failing = re.search(r"step (\d+)", claim)
        where = f"step {failing.group(1)}" if failing else "the current step"
        return Answer.call("judge", approved=False, missing_pieces=f"{where} keeps failing: {claim}",
                           instructions_for_planner="", instructions_for_navigator="",
                           should_pause_for_user=True,
                           question_for_user=f"I keep failing at {where} ({claim}). How should I continue?")
    if GIVE_UP.search(claim):
        return Answer.call("judge", approved=False,
                           missing_pieces="the run gave up, but nothing in its history shows what stops it",
                           instructions_for_planner="go on with the task", instructions_for_navigator="",
                           should_pause_for_user=False, question_for_user="")
    steps = sections.get("Steps so far", [])
    done = [re.sub(r"^\d+\.\s*\[(\w+)\]\s*", "", s) for s in steps if re.match(r"^\d+\.\s*\[complete\]", s)]
    history = [re.sub(r'"(?:[^"\\]|\\.)*"', "", h) for h in sections.get("History of actions", [])]
    extracted = sections.get("Extracted data", [])
    evidence = set()
    for piece in done + history + extracted + [_line(text, "Final answer")]:
        evidence |= _words(piece)
    task = _line(text, "Task")
    if not (done or history or extracted) and task:  # a claim with nothing done behind it covers nothing
        return Answer.call("judge", approved=False,
                           missing_pieces="no step, action or extracted data shows any of the task yet",
                           instructions_for_planner=task, instructions_for_navigator="",
                           should_pause_for_user=False, question_for_user="")
    follow_ups = [f.lstrip("- ").strip() for f in sections.get("Follow-ups from the user", [])]
    parts = requested_parts(task) + [p for f in follow_ups for p in requested_parts(f)]
    missing = [p for p in parts if not covered(p, evidence) and not searched_by_step(p, done)]
    if not missing:
        found = "; ".join(e.lstrip("- ") for e in extracted[:6])
        final = re.sub(r"^(?:done|finish|complete)\s*:\s*", "", claim, flags=re.I).strip()
        final = f"{final}. Extracted: {found}" if found and final else (final or found)
        return Answer.call("judge", approved=True, missing_pieces="",
                           instructions_for_planner="", instructions_for_navigator="",
                           should_pause_for_user=False, question_for_user="", final_answer=final[:400])
    first = missing[0]
    step = first[0].upper() + first[1:]
    absent = sorted(_object_words(first) - evidence)
    return Answer.call("judge", approved=False,
                       missing_pieces=f"the task asks to {first!r}, but no completed step, action or extracted data "
                                      f"shows it ({', '.join(absent)} never seen)",
                       instructions_for_planner=step,
                       instructions_for_navigator=f"look on the page for {' '.join(absent)}",
                       should_pause_for_user=False, question_for_user="")
