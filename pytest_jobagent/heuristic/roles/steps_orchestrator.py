"""Heuristic rules for the steps orchestrator: parse the current plain-language step and act on the serialized page.

Understood step forms (case-insensitive, general; never site names):
- search for X [jobs] [in Y]            -> type X in the search field (Y in the location field), submit
- search / run the search               -> press the search form's button
- set|change <field> to <value>         -> select the option in that dropdown (or custom listbox), or type it
- open the Nth / first / last result    -> click the title link of that item of the result list
- click / press / start / open "label"  -> click the element whose text matches label best (dialog, then main)
- fill <field> with <value>[, <field> with <value>][ and ...]  -> type (or select) each, at most the iteration's limit
- select <option> as|for|in <field>     -> select the option
- choose|pick|tick <option> [for <question>] -> check the radio or checkbox named <option> (under the question
                                          whose label shares most words with <question>)
- upload|attach [the] <file>            -> upload the file of that name (from 'Files') to the best file field
- check that the page shows X / verify X -> complete when X is on the page, else look every way the tools offer
                                          (inspect, full-page screenshot, readiness, last commands), then stuck
- wait until|for [the page shows] X     -> the same first look, then poll (check_page_ready, inspect_page) until X
                                          shows or the system says the polling is overuse: then stuck
- extract|save|remember the <thing> as <name> -> extract_data(name, selector of the heading or best match), or
                                          extract_data(name, label=<thing>) when the page writes "<Thing>: value"
- filter to|by <option> [<group>] / show only <option> jobs / turn on the <option> filter / sort by <order>
                                        -> the control whose visible name is the option: a dropdown holding it
                                          (select), a checkbox or radio (check), a facet link, toggle or pill
                                          ("Full-time (27)" is Full-time); else open the filters first
- go to the application form / apply    -> click the apply control
- submit [the application]              -> click the form's submit control
After a failed command the next iteration avoids the selectors that failed; the guardrails end the step.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from pytest_jobagent.lexicon import says

from ..context import Answer, Context, words
from ._page import El, keyword_field, parse, place_field
from ._steps_page import (
    HEADING_TEXT,
    best,
    choice,
    cmd,
    controls_seen,
    current_value,
    details_heading,
    field_for,
    filter_control,
    pairs,
    ranked,
    results,
    title_heading,
)

ROLE = "steps_orchestrator"
TOOLS = {"decide"}

CURRENT = re.compile(r"^Current step \((\d+) of \d+\): (.+)$", re.M)
HISTORY = re.compile(r"^\[step (\d+)\.(\d+)\] (\w+): (.*)$", re.M)
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "last": -1, "1st": 1,
            "2nd": 2, "3rd": 3}
FILTER_STEP = [
    re.compile(r"^(?:filter|narrow|refine|limit)(?: (?:down|results|jobs|the (?:list|results)))?(?: to| by| for| on)?"
               r"(?: only)?(?: the)? (?P<what>.+)$", re.I),
    re.compile(r"^(?:.+? to )?(?:show|display|list|see) only (?:the )?(?P<what>.+)$", re.I),
    re.compile(r"^(?:turn on|enable|switch on|activate|apply) (?:the )?(?P<what>.+?) filter$", re.I),
    re.compile(r"^sort (?:the )?(?:results |jobs |list )?by (?P<what>.+)$", re.I),
]
APPLY_STEP = re.compile(r"^(?:go to|open|start|begin|continue to) (?:the )?(?:job )?application(?: form)?$|"
                        r"^apply(?: (?:for|to) (?:this|the) (?:job|role|position))?(?: now)?$", re.I)
WAIT_STEP = re.compile(r"^wait (?:until|till|for)(?: the page)?(?: (?:shows?|displays?|contains?|has|lists?|says?))?"
                       r"\s+(.+?)(?: to (?:appear|show up|show|load))?$", re.I)
# the information tools that look at the page, in the order a thorough look asks for them (names as the prompt offers)
LOOK_TOOLS: tuple[tuple[str, dict[str, str]], ...] = (
    ("inspect_page", {}), ("take_screenshot", {"full_page": "true"}), ("check_page_ready", {}),
    ("verify_action_result", {}))
SUBMIT_STEP = re.compile(r"^(?:submit|send)(?: (?:the|my) (?:application|form))?$", re.I)


def _decide(reasoning: str, status: str, reason: str, commands: Iterable[dict] = (), tools: Iterable[dict] = (),
            guidance: str = "", loop: bool = False, experiences: Iterable[str] = ()) -> Answer:
    return Answer.call("decide", reasoning=reasoning, tools=list(tools), commands=list(commands), status=status,
                       status_reason=reason, reflection={"guidance_for_next": guidance, "detecting_loop": loop,
                                                         "loop_reasoning": "same approach failed" if loop else ""},
                       experiences=list(experiences))


def _level(el: El) -> int:
    """The level of a heading control ("heading 2"), 9 for one without."""
    return next((int(s.split()[1]) for s in el.states if re.fullmatch(r"heading \d", s)), 9)


def _avoid(history: list[tuple[int, int, str, str]], step: int) -> set[str]:
    """The selectors of this step's failed commands (the next iteration tries other elements)."""
    out = set()
    for s, _, kind, text in history:
        if s == step and kind == "command" and "(FAILED)" in text:
            m = re.search(r'"([^"]+)"', text)
            if m:
                out.add(m.group(1))
    return out


def _look_tools(ctx: Context) -> list[dict]:
    """Every tool that looks at the page which the prompt offers (`- name(` lines of the system prompt)."""
    system = "\n".join(ctx.texts("system"))
    return [{"name": name, "args": dict(args)} for name, args in LOOK_TOOLS if f"- {name}(" in system]


def answer(ctx: Context) -> Answer | None:
    ctx = ctx.before_corrections()
    text = ctx.last_text
    m = CURRENT.search(text)
    if not m:
        return None
    n, step = int(m.group(1)), m.group(2).strip()
    history = [(int(a), int(b), c, d) for a, b, c, d in HISTORY.findall(text)]
    mine = [h for h in history if h[0] == n]
    failed_before = any("(FAILED)" in h[3] for h in mine if h[2] == "command")
    avoid = _avoid(history, n)
    page_text = text[text.find("\nPage:\n") + 7:] if "\nPage:\n" in text else ""
    page = parse(page_text)
    low = step.lower()
    guidance = "a different element than the one that failed" if failed_before else ""
    loop = failed_before and len([h for h in mine if h[2] == "command" and "(FAILED)" in h[3]]) >= 2

    # check that the page shows X / wait until the page shows X
    waiting = WAIT_STEP.match(low)
    m = waiting or re.match(r"^(?:check|verify|confirm|assert)(?: that)?(?: the \w+(?: \w+)?)? (?:page )?(?:shows?|contains?|displays?|has|says?|lists?)\s+(.+)$", low) \
        or re.match(r"^(?:check|verify|confirm) (.+)$", low)
    if m:
        wanted = step[m.start(1):m.end(1)].strip().strip('".').strip()
        hay = page_text.lower()
        terms = [t.strip().strip('"') for t in re.split(r'\s+and\s+', wanted)]
        if all(t.lower() in hay for t in terms):
            return _decide(f"the page shows {wanted!r}", "complete", f"found {wanted!r} on the page")
        if not any(h[2] == "tool" for h in mine):
            # the text is not where it was expected: look at the page every way the tools offer (more calls than
            # one iteration allows; the ones refused are not needed for the next decision)
            looks = _look_tools(ctx)
            return _decide(f"{wanted!r} is not in the serialization; look at the page every way I can", "continue",
                           "look again", tools=looks, guidance="look for " + wanted)
        if waiting and "System note: OVERUSE" not in text:
            # a wait polls: is the page still loading, does it show the text yet
            return _decide(f"{wanted!r} has not appeared yet; wait and look again", "continue", "waiting",
                           tools=[{"name": "check_page_ready", "args": {}}, {"name": "inspect_page", "args": {}}],
                           guidance=f"wait for {wanted} to appear")
        verb = "did not appear" if waiting else "not found on the page"
        return _decide(f"{wanted!r} is still not on the page", "stuck", f"{wanted!r} {verb}",
                       experiences=["looking again at an unchanged page shows nothing new"] if waiting else [])

    # extract / save the X as NAME
    m = re.match(r"^(?:extract|save|remember|note|store) (?:the )?(.+?) as (\w+)$", step, re.I)
    if m:
        thing, name = m.group(1), m.group(2)
        heads = [e for e in ranked(page.elements) if any(s.startswith("heading") for s in e.states)]
        titled = re.search(r"title|name|heading", thing, re.I)
        # cue: when every heading that is a control is a result's in the list, the heading of the pane after the
        # list names the result it shows (a split view), not the list's first result
        own = [e for e in heads if not e.listing]
        # cue: on a page of one thing (no list), a heading control under the page's own top heading is a part of
        # what it names (the employer's link, an h2, under the job's h1): the top heading names the page
        if own and not any(e.listing for e in page.elements) and _level(own[0]) > min((len(m.group(1)) for _, t, d in page.texts
                                         if d is None and (m := HEADING_TEXT.match(t))), default=9):
            own, heads = [], []
        el = (own[0] if own else details_heading(page) or (heads[0] if heads else None)) if titled else None
        # cue: else the heading the document's title begins with names what the page shows (a list-and-details
        # page's first heading names the list), else the top-level heading
        el = el or (title_heading(page) if titled else None)
        if el is None and titled and any(t.startswith("# ") for _, t, _ in page.texts):
            el = El("TEXT", "h1", "heading", "", "", "", 0)  # the page's top-level heading
        # cue: a text line that is the thing's name as a label ("Company:", "Where", "Location: Berlin")
        labelled = re.compile(rf"^{re.escape(thing)}\s*[:：]?(\s|$)", re.I)
        if el is None and any(labelled.match(t) for _, t, _ in page.texts):
            return _decide(f"save the value beside the label {thing!r}", "complete", f"{name} extracted",
                           tools=[{"name": "extract_data", "args": {"name": name, "label": thing}}],
                           experiences=["details are written as label and value"])
        el = el or best(page.elements, thing, avoid)
        if el is None:
            return _decide(f"nothing like {thing!r} on the page", "stuck", f"no element for {thing!r}")
        return _decide(f"save {thing} from {el.selector}", "complete", f"{name} extracted",
                       tools=[{"name": "extract_data", "args": {"name": name, "selector": el.selector}}],
                       experiences=["headings of the details view hold the job title"] if heads else [])

    # search (bare): press the search form's button
    if re.match(r"^(?:run |start |do |press )?(?:the )?search(?: button)?$", low):
        # cue: a button (not a "Search jobs" navigation link) named search/find, a form's own first
        buttons = sorted((e for e in page.clicks() if e.selector not in avoid and e.role != "link"
                          and says(e.name, "search") is not None),
                         key=lambda e: (not e.form and "submit" not in e.states, e.index))
        if buttons:
            return _decide(f"press {buttons[0].name!r}", "complete", "search submitted",
                           [cmd("click", buttons[0].selector)], guidance=guidance, loop=loop)

    # set|change <field> to <value>: a dropdown's option, else a text field
    m = re.match(r"^(?:set|change|switch) (?:the )?(.+?) to (.+)$", step, re.I)
    if m:
        label, value = m.group(1).strip('"'), m.group(2).strip().strip('".')
        fields = [e for e in page.elements if e.kind in ("SELECT", "TYPE") and e.selector not in avoid]
        el = best(fields, label, set())
        if el is not None and set(words(label)) & set(words(el.name + " " + el.selector)):
            action = "select" if el.kind == "SELECT" else "type"
            return _decide(f"{action} {value!r} in {el.name!r}", "complete", f"{el.name} set to {value!r}",
                           [cmd(action, el.selector, value)], guidance=guidance, loop=loop)

    # search for X [in Y]
    m = re.match(r"^search(?: for)? (.+?)(?: jobs?| roles?| positions?)?(?: in (.+))?$", step, re.I)
    if m:
        query, place = m.group(1).strip('"'), (m.group(2) or "").strip('"')
        fields = [e for e in page.elements if e.typed() and not e.dialog]
        # cue: the user's "search for X in Y" meets the page's fields in its own language ("Was?"/"Wo?", "직무"/"지역")
        box = next((e for e in fields if keyword_field(e.name, e.role, e.own) and e.selector not in avoid), None)
        where = next((e for e in fields if e is not box and place_field(e.name, e.own) and e.selector not in avoid), None)
        # "Search for jobs in Berlin": the only word for what is the board's own ("jobs"), so only the place is typed
        # (into the place field; a board whose "what" is a chooser of roles has no keyword field to type into)
        anything = says(query, "job_board", 0) is not None
        if anything and place and where is not None:
            box, commands = where, [cmd("type", where.selector, place)]
        elif box is None:
            return _decide("no search field on the page", "infeasible", "the page has no search field")
        else:
            commands = [cmd("type", box.selector, query)]
            if place and where is not None:
                commands.append(cmd("type", where.selector, place))
        submit = [e for e in page.clicks() if e.form and e.form == box.form and
                  ("submit" in e.states or says(e.name, "search") is not None) and e.selector not in avoid]
        commands.append(cmd("click", submit[0].selector) if submit and not failed_before else cmd("press", box.selector, "Enter"))
        typed = place if box is where else query
        return _decide(f"type {typed!r} into the search field and submit", "complete", "search submitted", commands,
                       guidance=guidance, loop=loop, experiences=["the search form submits with its button or Enter"])

    # open the Nth result
    m = re.match(r"^open (?:the )?(\w+) (?:result|job|item|listing|posting|match)", low)
    if m and (m.group(1) in ORDINALS or m.group(1).isdigit()):
        nth = ORDINALS.get(m.group(1)) or int(m.group(1))
        items = results(page)
        if not items:
            return _decide("no result list on the page", "stuck", "no results to open")
        if nth == -1 or nth <= len(items):
            el = items[nth if nth == -1 else nth - 1]
            return _decide(f"click result {nth}: {el.name}", "complete", f"opened {el.name!r}", [cmd("click", el.selector)],
                           guidance=guidance)
        pattern = page.job_list()
        if pattern is None:
            return _decide(f"the page shows {len(items)} result(s), not {nth}", "stuck", f"no result {nth}")
        return _decide(f"result {nth} is not shown; click it by position", "complete", "opened by position",
                       [cmd("click", f"{pattern} >> nth={nth - 1}")])

    # fill fields
    if re.match(r"^(fill|enter|type|set)\b", low) and " with " in low:
        fields = [e for e in page.elements if e.kind in ("TYPE", "SELECT")]
        used: set[str] = set()
        commands, missing = [], []
        for label, value in pairs(step):
            el = field_for(fields, label, value, used | avoid)
            if el is None:
                missing.append(label)
                continue
            used.add(el.selector)
            if current_value(el) == value:
                continue
            commands.append(cmd("select" if el.kind == "SELECT" else "type", el.selector, value))
        if missing and not commands:
            return _decide(f"no field for {missing}", "stuck" if failed_before else "infeasible",
                           f"no field matches {', '.join(missing)}")
        limit = re.search(r"^Commands this iteration: at most (\d+)", ctx.last_text, re.MULTILINE)
        size = int(limit.group(1)) if limit else 3
        batch, rest = commands[:size], commands[size:]
        status = "continue" if rest else "complete"
        return _decide(f"fill {len(batch)} field(s)", status, "more fields next iteration" if rest else "fields filled",
                       batch, guidance="fill the remaining fields" if rest else guidance, loop=loop,
                       experiences=["form fields are matched by their labels"])

    # upload the resume
    m = re.match(r"^(?:upload|attach)\s+(?:the\s+|my\s+|a\s+)?(.+?)(?:\s+file)?$", step, re.I)
    if m:
        names = re.findall(r"^- (\S+): ", text.split("\nFiles (upload by name):\n", 1)[1], re.M) \
            if "\nFiles (upload by name):\n" in text else []
        wanted = set(words(m.group(1)))
        name = max(names, key=lambda k: len(wanted & set(words(k))), default=None)
        if name is None or not wanted & set(words(name)):
            return _decide(f"no file like {m.group(1)!r} to upload", "infeasible", "the scenario gives no such file")
        fields = [e for e in page.elements if e.kind == "UPLOAD" and e.selector not in avoid]
        el = best(fields, m.group(1), set()) or (ranked(fields)[0] if fields else None)
        if el is None:
            el = best([e for e in page.clicks(in_dialog=None) if re.search(r"upload|attach|browse", e.name, re.I)],
                       "upload", avoid)
        if el is None:
            return _decide("no file field on the page", "stuck" if failed_before else "infeasible", "no upload field")
        return _decide(f"upload {name} to {el.name or el.selector}", "complete", f"{name} attached",
                       [cmd("upload", el.selector, name)], guidance=guidance, loop=loop)

    # choose X [for Y]: a radio or checkbox
    m = re.match(r'^(?:choose|pick|tick|mark|answer)\s+"?(.+?)"?(?:\s+(?:for|as|to|in)\s+(?:the\s+)?(.+))?$', step, re.I)
    if m:
        el = choice(page, m.group(1), m.group(2) or "", avoid)
        if el is not None:
            return _decide(f"check {el.name!r}", "complete", f"chose {el.name!r}", [cmd("check", el.selector)],
                           guidance=guidance, loop=loop)

    # select X as Y
    m = re.match(r"^(?:select|choose|pick) (.+?) (?:as|for|in) (?:the )?(.+)$", step, re.I)
    if m:
        option, label = m.group(1).strip('"'), m.group(2)
        selects = [e for e in page.elements if e.kind == "SELECT"]
        el = best(selects, label, avoid)
        if el is None:
            return _decide(f"no dropdown for {label!r}", "infeasible", f"no dropdown like {label!r}")
        return _decide(f"select {option}", "complete", "option chosen", [cmd("select", el.selector, option)])

    # go to the application form / submit
    if APPLY_STEP.match(step):
        applies = [e for e in page.apply_buttons(include_submit=False) if e.selector not in avoid]
        if applies:
            return _decide(f"click the apply control {applies[0].name!r}", "complete", "application started",
                           [cmd("click", applies[0].selector)], guidance=guidance, loop=loop)
    if SUBMIT_STEP.match(step):
        submits = [e for e in ranked(page.clicks(in_dialog=None)) if e.selector not in avoid and
                   ("submit" in e.states or says(e.name, "submit", 3) is not None)]
        if submits:
            return _decide(f"submit with {submits[0].name!r}", "complete", "submitted", [cmd("click", submits[0].selector)],
                           guidance=guidance, loop=loop)

    # filter / show only / sort: the control named like the option
    for rule in FILTER_STEP:
        m = rule.match(step)
        if not m:
            continue
        found = filter_control(page, m.group("what"), avoid)
        if found is not None:
            command, what = found
            return _decide(f"turn on {what}", "complete", f"filter applied: {what}", [command], guidance=guidance,
                           loop=loop, experiences=["filters are the controls named like their option"])
        opener = page.filter_button()
        if opener is not None and opener.selector not in avoid and not page.dialogs:
            return _decide(f"{m.group('what')!r} is not shown; open the filters first", "continue", "opening the filters",
                           [cmd("click", opener.selector)], guidance=f"then turn on {m.group('what')}")
        return _decide(f"no control named like {m.group('what')!r}", "stuck" if failed_before else "infeasible",
                       f"no filter control named like {m.group('what')!r}; compared with {controls_seen(page)}")

    # click / press / start / open "label"
    m = re.match(r'^(?:click|press|tap|start|open|choose|hit|go to)(?: on)?(?: the)? "?(.+?)"?(?: button| link| tab)?$', step, re.I)
    if m:
        # "open the job Receptionist", "open the result titled X": the kind of thing is no part of its name
        label = re.sub(r"^(?:job|result|posting|listing|role|position|vacancy|opening)\s+(?:titled\s+|named\s+|called\s+)?",
                       "", m.group(1), flags=re.I) or m.group(1)
        el = best(page.clicks(in_dialog=None), label, avoid)
        if el is None:
            return _decide(f"nothing to click like {label!r}", "stuck" if failed_before else "infeasible",
                           f"no element like {label!r}", guidance=guidance, loop=loop)
        return _decide(f"click {el.name!r}", "complete", f"clicked {el.name!r}", [cmd("click", el.selector)],
                       guidance=guidance, loop=loop)

    return _decide(f"cannot understand the step {step!r}", "infeasible",
                   "the step matches none of: search, open a result, click, fill, select, choose, upload, filter, "
                   f"sort, apply, submit, check, save; the page offers {controls_seen(page)}")
