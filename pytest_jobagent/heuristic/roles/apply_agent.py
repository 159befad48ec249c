"""Heuristic rules for the apply agent: fill an application form from the applicant data by label-to-field matching.

The rules read only the request: the `Applicant data`, `Files` and `Done so far` blocks of the prompt and the
serialized DOM (`[TYPE: "sel"] textbox "First Name"`, `[SELECT: "sel" options: ...] select "Gender" = "..."`,
`[CHECK: "sel"] radio "No" (unchecked)` under its question line, `[UPLOAD: "sel"] file "Resume/CV"`). Each turn is
decided afresh from the page: the first field (in page order) whose best-matching data key is not yet entered gets
filled; then a box whose words vouch or agree (the lexicon's `attest`: "I certify...", "Acepto...", "동의합니다") and
that no data key answers is ticked unless the data refuses consent; when none is left, the form's advance button
(submit, next, continue, review; a details page's "Apply Online", a link or a submit button) is clicked; a confirmation
text ends the run with done(success=true); a click that changed nothing ends it with done(success=false). Each
action carries its reason (which field answers which data key, which button goes on and why), never a value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pytest_jobagent import values
from pytest_jobagent.lexicon import FIELD_CONCEPTS, Concept, mentions, said_outside_steps, says, unspaced, which

from ..context import Answer, Context, words

ROLE = "apply_agent"
TOOLS = {"fill", "select_option", "check", "upload_file", "click", "done"}

LINE = re.compile(
    r'^\s*(?:NEW )?(?:- )?\[(?P<kind>[A-Z]+): "(?P<sel>(?:[^"\\]|\\.)+)"(?: options: (?P<opts>[^\]]*))?\]\s*'
    r'(?P<role>[\w-]+)(?: "(?P<name>[^"]*)")?(?: = "(?P<value>[^"]*)")?(?P<rest>.*)$')
ID_TOKENS = re.compile(r"#([A-Za-z][\w-]*)|\[(?:id|name|data-[\w-]+)='([^']+)'\]")
# cue: the words of the control that sends or moves the form on, in any language of the lexicon ("Submit
# application", "Bewerbung absenden", an <input type=submit value="Send application">), ranked: send > next step >
# start applying ("Apply Online", "Jetzt bewerben", "I'm interested"; never "Apply filters")
ADVANCE_CONCEPTS: list[tuple[Concept, int, int]] = [("submit", 1, 3), ("next", 2, 2), ("continue_step", 4, 2),
                                                    ("apply", 4, 1)]
# cue: a field that asks for the whole name ("Name *", "Full name", "Your name") when the applicant data holds it
# in parts (first_name, last_name): it gets the parts joined, never the first name alone
WHOLE_NAME = re.compile(r"^(your |full |legal |applicant'?s? |candidate'?s? )?name\W*$", re.I)
NAME_PART = re.compile(r"(^|_|\b)(first|given|fore|last|family|sur|middle)(_?name)?($|_|\b)", re.I)
WHOLE = "full name"
# words that say what kind of value a field holds, not which one: a key matches a label by its other words
WEAK = {"name", "number", "your", "the", "of", "a", "an"}
# structure before words: an input's own type says what it holds in any language (`tel` "رقم الجوال", `email`)
TYPED: dict[str, Concept] = {"tel": "phone", "email": "email"}
CHOICE_NAMES = re.compile(r"^(yes|no|true|false|male|female|other|none|n/a)$", re.I)
TOGGLE = re.compile(r"\((?:not )?pressed\b")
PRESSED = re.compile(r"\(pressed\b")
DONE_LINE = re.compile(r'^- (?P<action>\w+) "(?P<sel>(?:[^"\\]|\\.)+)"(?P<rest>.*)$')


@dataclass
class Field:
    kind: str  # TYPE | SELECT | CHECK | UPLOAD | TOGGLE (a pressed-or-not button answering a question)
    selector: str
    role: str
    label: str
    value: str
    checked: bool
    options: list[str]


def _block(text: str, title: str) -> dict[str, str]:
    """`- key: value` lines under a `<title>...:` line, up to the next blank line; lines indented under an item
    continue its value (a value of several lines, such as a cover letter)."""
    out: dict[str, str] = {}
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.lower().startswith(title.lower()):
            key = None
            for item in lines[i + 1:]:
                if item.startswith("  ") and key is not None:
                    out[key] += "\n" + item[2:]
                    continue
                if not item.startswith("- "):
                    break
                key, sep, value = item[2:].partition(": ")
                if sep:
                    key = key.strip()
                    out[key] = value.strip()
                else:
                    key = None
            break
    return {k: v.strip() for k, v in out.items()}


def _done(text: str) -> list[tuple[str, str, str]]:
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.lower().startswith("done so far"):
            out = []
            for item in lines[i + 1:]:
                if not item.strip():
                    break
                m = DONE_LINE.match(item)
                if not m:  # a note between actions (a refused done, what the user said)
                    continue
                out.append((m.group("action"), m.group("sel").replace('\\"', '"'), m.group("rest")))
            return out
    return []


def _page(text: str) -> list[str]:
    marker = text.find("\nPage:\n")
    return text[marker + 7:].splitlines() if marker >= 0 else text.splitlines()


def _fields(lines: list[str]) -> tuple[list[Field], list[tuple[str, str, str, str]]]:
    """Form fields (radios and checkboxes labelled by their question line) and clickable elements."""
    fields, clicks = [], []
    question = ""
    region = ""
    for line in lines:
        m = LINE.match(line)
        if not m:
            text = line.strip().lstrip("#").strip()
            section = re.fullmatch(r"-- (.+) --", line.strip())
            if section:
                region = section.group(1)
            # a line of marks only ("*" for required) is no question: the question above it still stands
            if re.search(r"\w", text) and not text.startswith(("--", "PAGE:", "FORM ", "LIST ", "…", "DIALOG")):
                question = text.rstrip("*✱").strip()
            continue
        kind, sel, name = m.group("kind"), m.group("sel").replace('\\"', '"'), m.group("name") or ""
        rest = m.group("rest") or ""
        if kind == "CLICK" and question and TOGGLE.search(rest):
            # cue: yes/no toggle buttons (aria-pressed) under a question answer it like radios do
            fields.append(Field("TOGGLE", sel, "radio", f"{question} {name}", "", bool(PRESSED.search(rest)), []))
            continue
        if kind == "CLICK":
            clicks.append((sel, m.group("role"), name, rest))
            continue
        label = name
        if kind == "CHECK" and m.group("role") == "radio" or (kind == "CHECK" and CHOICE_NAMES.match(name)):
            label = f"{question} {name}"
        options = [o.strip() for o in (m.group("opts") or "").split("|") if o.strip()]
        # cue: a text box of the page's search region ("Job title, keywords, or company") is the site's search, not
        # an application form being shown
        role = "searchbox" if region == "search" and kind == "TYPE" else m.group("role")
        fields.append(Field(kind, sel, role, label, m.group("value") or "",
                            "(checked" in rest or ", checked" in rest, options))
    return fields, clicks


def advance_rank(name: str) -> int:
    """How far a control moves the form on: 3 sends it, 2 goes to its next step, 1 opens it, 0 none of these."""
    if says(name, "show_results") is not None:
        return 0  # "Apply filters", "Filter anwenden": a filter drawer's confirm
    for concept, extra, rank in ADVANCE_CONCEPTS:
        if says(name, concept, extra) is not None:
            return rank
    return 0


def field_concept(text: str) -> Concept | None:
    """What an application field's label (or a data key as words) asks for, in any language: first name, e-mail,
    CV... ("Vorname*", "E-Mail-Adresse", "Lebenslauf (PDF)", "이메일")."""
    return which(text, FIELD_CONCEPTS, 3)


def asks_for(field: Field) -> Concept | None:
    """What a field asks for: its input type (`tel`, `email`), its label's words, else, for a list that still shows
    its prompt, the prompt's words ("現住所" whose first option says "都道府県を選択": a prefecture)."""
    found = TYPED.get(field.role) or field_concept(field.label)
    if found is None and (again := asks_again(field.label)):
        found = field_concept(re.sub(r"[(（]\s*[)）]", "", field.label.replace(again, " ")))
    if found is None and field.kind == "SELECT" and field.options and field.value == field.options[0]:
        found = field_concept(field.options[0])
    return found


def asks_again(label: str) -> str | None:
    """The words by which a field asks again for what another asked: first or last in a label of a spaced script
    ("Confirm email", "E-Mail wiederholen"), anywhere in one written without spaces ("メールアドレス（確認用）")."""
    found = mentions(label, "field_again")
    text = " ".join(label.lower().strip(" *:").split())
    if found is None or unspaced(found) or text.startswith(found) or text.endswith(found):
        return found
    return None


# the size of a list the page shows cut short ("10 (+21 more)")
MORE = re.compile(r"\(\+(\d+) more\)")


def date_part(value: str, options: list[str]) -> str | None:
    """The option of one part of a date asked in three lists (year, month, day: "生年月日", "Date of birth") that a
    date in the data gives: a list of years takes its year, one of at most 12 numbers its month, one of at most 31
    its day; the option as the page writes it when shown ("04", "4月"), else the number. None for a list of other
    options, or a value that is no date."""
    # a date with its year ("1990-04-01", "1. April 1990"), and lists of plain numbers ("04", "4月", "1990年"): a
    # range of years of experience ("3–5 years") is neither
    day = values.calendar_date(value) if re.search(r"(?<!\d)\d{4}(?!\d)", value) else None
    numbers = [(int(m.group(1)), o) for o in options if (m := re.fullmatch(r"(\d{1,4})\s*\w?", MORE.sub("", o).strip()))]
    if day is None or len(numbers) < 2:
        return None
    more = sum(int(m.group(1)) for o in options if (m := MORE.search(o)))
    total = len(numbers) + more
    if any(n >= 1000 for n, _ in numbers):
        wanted = day.year
    elif max(n for n, _ in numbers) <= 12 and total <= 12:
        wanted = day.month
    elif total <= 31:
        wanted = day.day
    else:
        return None
    return next((MORE.sub("", o).strip() for n, o in numbers if n == wanted), str(wanted))


def _same(a: str, b: str) -> bool:
    if a == b:
        return True
    common = len(next((a[:i] for i in range(min(len(a), len(b)), 0, -1) if a[:i] == b[:i]), ""))
    return common >= 5 and common >= min(len(a), len(b)) - 3


def _score(key: str, field: Field) -> tuple[float, float]:
    """(share of the key's words found in the field's label or id, share of the label the key covers)."""
    kw = set(words(key))
    label = set(words(re.sub(r"\be-mail", "email", field.label, flags=re.I)))
    ids = set()
    for a, b in ID_TOKENS.findall(field.selector):
        ids.update(words(a or b))
    if not kw:
        return 0.0, 0.0
    concept = field_concept(_spaced(key))
    if concept is not None and concept == asks_for(field):
        return 1.0, 1.0  # the label says what the key names, in the page's language ("Vorname" for first_name)
    hit = {k for k in kw if any(_same(k, w) for w in label | ids)}
    if kw - WEAK and not hit - WEAK:
        return 0.0, 0.0  # "first name" is no answer to "Company name": only the generic word "name" is shared
    in_label = {k for k in kw if any(_same(k, w) for w in label)}
    return len(hit) / len(kw), len(in_label) / max(len(label), 1)


def _assign(fields: list[Field], data: dict[str, str]) -> dict[int, str]:
    """Field index -> data key: best pairs first, one key per field (a radio group takes its key per option)."""
    pairs = []
    concepts = [field_concept(field.label) for field in fields]
    whole_keys = {key for key in data if key == WHOLE or field_concept(_spaced(key)) == "full_name"}
    # a form that asks for a given name and for no family name, for an applicant whose data holds only a whole name
    # (no given name of its own): the whole name goes in that field (Korean forms' "이름", as English ones' "Name");
    # an applicant with a given name of their own gives that one
    given = any(NAME_PART.search(key) and field_concept(_spaced(key)) == "first_name" for key in data)
    one_name = "last_name" not in concepts and bool(whole_keys) and not given
    for i, field in enumerate(fields):
        whole = bool(WHOLE_NAME.match(field.label.strip())) or concepts[i] == "full_name" \
            or (one_name and concepts[i] == "first_name" and field.kind == "TYPE")
        for key in data:
            if (key == WHOLE and not whole) or (whole and NAME_PART.search(key)):
                continue  # the joined name only for a whole-name field, and a name part never for one
            share, cover = (1.0, 1.0) if key == WHOLE or (whole and key in whole_keys) else _score(key, field)
            if share >= 0.5:
                pairs.append((-share, -cover, i, key))
    taken_fields: set[int] = set()
    taken_keys: set[str] = set()
    out: dict[int, str] = {}
    # a field that asks for a value again ("Confirm your email", "E-Mail wiederholen", "メールアドレス（確認用）")
    # takes its key (again) after the field it repeats
    repeats = {i for i, field in enumerate(fields) if asks_again(field.label)}
    keys = list(data)
    for _, _, i, key in sorted(pairs, key=lambda p: (p[2] in repeats, p[0], p[1], p[2], keys.index(p[3]))):
        field = fields[i]
        group = field.kind in ("CHECK", "TOGGLE") and field.role == "radio"
        # a date asked in three lists (year, month, day) gives each list its part
        parts = field.kind == "SELECT" and date_part(data[key], field.options) is not None
        if i in taken_fields or (key in taken_keys and not group and i not in repeats and not parts):
            continue
        if group and not field.label.lower().endswith(" " + data[key].lower()):
            continue  # this option is not the answer
        out[i] = key
        taken_fields.add(i)
        taken_keys.add(key)
    return out


def _why(field: Field, key: str, what: str = "asks for") -> str:
    label = " ".join(field.label.split())[:60] or field.selector
    return f'the field "{label}" {what} the applicant\'s {key.replace("_", " ")}'


def _truthy(value: str) -> bool:
    return value.strip().lower() in ("true", "yes", "1", "on", "checked")


def _falsy(value: str) -> bool:
    return value.strip().lower() in ("false", "no", "0", "off", "unchecked", "none")


def attests(field: Field) -> bool:
    """An unticked box whose words vouch or agree (certify, confirm, agree, consent, declare, acknowledge; terms, a
    privacy policy), in any language of the lexicon."""
    return field.kind == "CHECK" and field.role == "checkbox" and not field.checked \
        and mentions(field.label, "attest") is not None


def refuses_consent(data: dict[str, str]) -> bool:
    """The applicant data says no to consent: a key about consent, terms, privacy or agreeing that is not a yes, or
    a key in the lexicon's words of vouching (`certify: "No"`, `i_declare: false`) answered no."""
    return any((re.search(r"consent|terms|privacy|agree", key, re.I) and not _truthy(value))
               or (_falsy(value) and mentions(_spaced(key), "attest") is not None)
               for key, value in data.items())


def _spaced(key: str) -> str:
    """A data key as words: snake_case and camelCase split ("iCertify" -> "i Certify")."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).replace("_", " ")


def answer(ctx: Context) -> Answer | None:
    text = next((t for t in reversed(ctx.texts("user")) if "Page:" in t), ctx.last_text)
    data = _block(text, "Applicant data")
    parts = [v for k, v in data.items() if NAME_PART.search(k) and not re.search(r"middle", k, re.I)]
    if len(parts) >= 2 and not any(WHOLE_NAME.match(k.replace("_", " ")) for k in data):
        data = {WHOLE: " ".join(parts[:2]), **data}
    files = _block(text, "Files")
    done = _done(text)
    page = _page(text)
    if said_outside_steps(page, "application_received"):
        return Answer.call("done", success=True, summary="the application was submitted: the page confirms it")
    fields, clicks = _fields(page)
    entered = {sel for action, sel, rest in done if action != "click" and "failed" not in rest}
    failed = [sel for action, sel, rest in done if "failed" in rest]
    answered = _assign(fields, {**data, **files})
    for i, key in sorted(answered.items()):
        field = fields[i]
        if field.selector in entered or failed.count(field.selector) >= 2:
            continue
        if key in files:
            # a file goes up once: the widget renamed after the upload ("Replace") is the same field
            if field.kind == "UPLOAD" and not any(a == "upload_file" and f"file {key} (ok)" in r for a, _, r in done):
                return Answer.call("upload_file", selector=field.selector, file=key,
                                   reason=_why(field, key, "takes") + " file")
            continue
        value = data[key]
        if field.kind == "TYPE" and field.value.strip().lower() != value.strip().lower():
            return Answer.call("fill", selector=field.selector, value=value, reason=_why(field, key))
        option = (date_part(value, field.options) or value) if field.kind == "SELECT" else value
        if field.kind == "SELECT" and field.value.strip().lower() != option.strip().lower():
            return Answer.call("select_option", selector=field.selector, option=option, reason=_why(field, key))
        if field.kind == "TOGGLE" and not field.checked and field.selector not in {sel for _, sel, _ in done}:
            return Answer.call("click", selector=field.selector, reason=_why(field, key, "is the answer of"))
        if field.kind == "CHECK" and field.role == "radio" and not field.checked:
            return Answer.call("check", selector=field.selector, checked=True,
                               reason=_why(field, key, "is the answer of"))
        if field.kind == "CHECK" and field.role != "radio" and field.checked != _truthy(value):
            return Answer.call("check", selector=field.selector, checked=_truthy(value),
                               reason=_why(field, key, "is set as said by"))
    # a box the applicant ticks to vouch or agree ("I certify that the information is true", "Acepto la política de
    # privacidad", "동의합니다") that no data key answers is ticked, unless the applicant data refuses consent
    if not refuses_consent(data):
        for i, field in enumerate(fields):
            if i not in answered and attests(field) and field.selector not in entered \
                    and failed.count(field.selector) < 2:
                return Answer.call("check", selector=field.selector, checked=True,
                                   reason=_why(field, "consent", "asks for") + "; the data does not refuse it")
    best = None
    form_shown = any(f.role != "searchbox" and f.kind != "TOGGLE" for f in fields)
    for sel, role, name, rest in clicks:
        if role not in ("button", "link"):
            continue
        rank = advance_rank(name.strip())
        if rank == 1 and form_shown and "(submit" in rest:
            rank = 3  # the submit button of the form shown, in words that say "apply" ("지원하기", "Bewerben"): it sends
        # of two controls that both say they send ("立即投递" the link that scrolls to the form, "提交" its submit
        # button: 投递 is both apply and submit in Chinese), the form's own submit button sends it
        sends = "(submit" in rest
        if rank and (best is None or (rank, sends) > (best[0], best[3])):
            best = (rank, sel, name, sends)
    # an apply link on a page that already shows the form (a site's search box or a bookmark toggle is no form)
    if best is not None and best[0] == 1 and form_shown:
        best = None
    if best is None:
        return Answer.call("done", success=False, summary="no field left to fill and no button to go on with")
    if done and done[-1][0] == "click" and done[-1][1] == best[1]:
        # cue: the form's own answer to the last press of this same button ("the page says: Please fill in: Name")
        said = done[-1][2].partition("the page says: ")[2].rstrip(")")
        if "nothing changed" in done[-1][2] or said:
            return Answer.call("done", success=False, summary=f"clicking {best[2]!r} does not go on"
                               + (f"; the page says: {said}" if said else "; the form is stuck"))
    goes = {3: "sends the form", 2: "takes the form to its next step", 1: "opens the application form"}[best[0]]
    return Answer.call("click", selector=best[1], reason=f'no field the data answers is left; "{best[2][:60]}" {goes}')
