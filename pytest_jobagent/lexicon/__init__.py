"""The multilingual lexicon: the words users see for one meaning (close, reject, accept, consent...), in many languages.

Every rule that reads what a control or a text *says* takes its words from here, never from one site's wording:
a concept maps a language (ISO 639-1) to phrases as people see them on pages, lower case. Matching is done by
`says` (Python) and by the in-page scripts, which receive `for_page()`: a phrase matches a label that *is* the
phrase, perhaps followed by a few more words ("reject all cookies" for "reject all"); a phrase in a script written
without spaces (Chinese, Japanese) matches inside a short label ("すべて拒否する" for "拒否"); a count inside a
label is no word ("Show 23 jobs" says "show jobs").

The phrases are data, one module per family of concepts: `consent` (walls, interruptions, vouching boxes), `board`
(a board's pages: searching, paging, filtering), `application` (apply, submit, required, received),
`form_fields` (an application form's field labels), `listing` (a card's badges, what its pictures show, field names,
seniority) and
`value_kinds` (what kind of value a text is: work mode, contract type, pay, recency, a place's kind, a recruiter; and
the words that are never a name). This module holds only the matching.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Literal, cast

from . import application, board, consent, form_fields, listing, value_kinds

Concept = Literal[
    "reject", "dismiss", "close", "accept", "consent", "attest",
    "job_board", "logo", "home_link", "location_label", "next", "previous", "load_more", "filters", "clear_filters", "search", "what", "where", "show_results",
    "no_results",
    "apply", "apply_external", "submit", "required", "application_received",
    "continue_step",
    "first_name", "last_name", "first_name_reading", "last_name_reading", "full_name", "email", "phone", "resume",
    "cover_letter", "salary_expectation", "start_date", "salutation", "birth_date", "home_region", "field_again",
    "advertisement", "badge", "picture", "title_label", "category_label", "field_word", "company_label", "company_hidden", "salary_label", "posted_label", "organization", "legal_form",
    "seniority", "hours", "headcount",
    "work_mode", "job_type", "function_word", "recruiter", "admin_area", "admin_suffix", "region", "pay", "recent",
    "conjunction", "place_unstated",
]
# the labels of an application form's fields, for `which`
FIELD_CONCEPTS: tuple[Concept, ...] = ("first_name", "last_name", "first_name_reading", "last_name_reading",
                                       "full_name", "email", "phone", "resume", "cover_letter", "salary_expectation",
                                       "start_date", "salutation", "birth_date", "home_region")

# a label this much longer than the phrase it starts with is a sentence, not a control's name
EXTRA_WORDS = 2
EXTRA_CHARS_UNSPACED = 4

WORDS: Mapping[Concept, Mapping[str, tuple[str, ...]]] = cast(
    "Mapping[Concept, Mapping[str, tuple[str, ...]]]",
    {**consent.WORDS, **board.WORDS, **application.WORDS, **form_fields.WORDS, **listing.WORDS,
     **value_kinds.WORDS})
# a count inside a label ("Show 23 jobs", "Ergebnisse anzeigen (1.234)", "Ver 23 empleos")
_COUNT = re.compile(r"[(\[]?\b\d[\d.,\u00a0\u202f ]*\+?[)\]]?")

_PUNCT = re.compile(r"[\s\u00a0\u200b]+")


def normalize(label: str) -> str:
    """A label as phrases are written: NFC, lower case, spaces collapsed, punctuation at its ends dropped."""
    text = _PUNCT.sub(" ", unicodedata.normalize("NFC", label or "")).strip().lower()
    return text.strip(" .!?¡¿:;…\"'«»()[]")


def same_words(value: str | None, other: str | None) -> bool:
    """Two texts that say the same words (case, spacing and punctuation at their ends aside); an empty one says none."""
    said = normalize(value or "")
    return bool(said) and said == normalize(other or "")


@functools.lru_cache(maxsize=8192)
def unspaced(phrase: str) -> bool:
    """A phrase in a script written without spaces between words (Han, Kana, Thai)."""
    return any(unicodedata.name(ch, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "THAI")) for ch in phrase)


@functools.cache
def phrases(concept: Concept) -> tuple[str, ...]:
    """Every phrase of a concept, in every language, longest first (so "reject all" wins over "reject")."""
    seen = {p for words in WORDS[concept].values() for p in words}
    return tuple(sorted(seen, key=lambda p: (-len(p), p)))


def says(label: str, concept: Concept, extra: int = EXTRA_WORDS) -> str | None:
    """The phrase of `concept` that the control label `label` says, or None. A label may run `extra` words past the
    phrase ("Apply now for this role" says "apply now" with extra=3); a count in it is no word."""
    text = normalize(label)
    if not text:
        return None
    bare = normalize(_COUNT.sub(" ", text)) if any(ch.isdigit() for ch in text) else text
    found = pattern(concept).search
    if not found(text) and (bare == text or not found(bare)):
        return None  # no phrase even inside it: most labels, checked at once
    for phrase in phrases(concept):
        if _names(text, phrase, extra) or (bare != text and bare and _names(bare, phrase, extra)):
            return phrase
    return None


def which(label: str, concepts: Iterable[Concept], extra: int = EXTRA_WORDS) -> Concept | None:
    """Of several concepts, the one `label` says with the longest phrase ("Vor- und Nachname" is a full name, not a
    first name), or None."""
    found = [(len(p), c) for c in concepts if (p := says(label, c, extra)) is not None]
    return max(found, key=lambda f: f[0])[1] if found else None


def mentions(text: str, concept: Concept) -> str | None:
    """The phrase of `concept` found anywhere in a longer text (a dialog's words), or None."""
    low = normalize(text)
    if not pattern(concept).search(low):
        return None  # no phrase in it: most texts, checked with one search
    return next((phrase for phrase in phrases(concept) if re.search(_inside(phrase), low)), None)


def asks(label: str, concept: Concept, most_words: int) -> str | None:
    """The phrase of `concept` a field's label or placeholder asks for: said with up to four more words ("Job title,
    skills or company"), else mentioned in a label of at most `most_words` words ("Enter a keyword"; a label in a
    script without spaces is one: "職種、スキル、会社名などのキーワード"). None when it asks for none."""
    return says(label, concept, 4) or (mentions(label, concept) if len(label.split()) <= most_words else None)


def _names(text: str, phrase: str, extra: int = EXTRA_WORDS) -> bool:
    if text == phrase:
        return True
    if unspaced(phrase) and len(phrase) == 1:
        # one character is a word only standing alone or before a bracket ("名", "姓（漢字）"): inside "氏名",
        # "会社名" or "名前" it is a part of another word
        return text.startswith(phrase) and (len(text) == 1 or text[1] in " (（")
    if unspaced(phrase):
        return phrase in text and len(text) <= len(phrase) + EXTRA_CHARS_UNSPACED
    if not text.startswith(phrase) or text[len(phrase)].isalnum() or text[len(phrase)] in "-.'’_@":
        return False  # a phrase is followed by a space or a mark ("next »", "e-mail*"), never inside a word ("next.js")
    return len(re.findall(r"\w+", text[len(phrase):])) <= extra


@functools.cache
def pattern(*concepts: Concept) -> re.Pattern[str]:
    """A regular expression finding any phrase of `concepts` inside a text, case-insensitive (for a wait on the page's
    text, e.g. Playwright's get_by_text): a phrase in a spaced script only as whole words, the longest phrase first."""
    said = sorted((p for concept in concepts for p in phrases(concept)), key=len, reverse=True)
    return re.compile("|".join(map(_inside, said)), re.IGNORECASE)


def _inside(phrase: str) -> str:
    """A phrase as a regular expression that finds it inside a text: anywhere in a script without spaces, else only
    as whole words. `says` finds a phrase only where this does (so `pattern` is its first look, too)."""
    return re.escape(phrase) if unspaced(phrase) else rf"(?<!\w){re.escape(phrase)}(?!\w)"


def labelled(lines: list[str], concept: Concept) -> str | None:
    """The value a page gives under a label of `concept`: "Location: Berlin" on one line, or "Location:" (a
    <dt>, a <th>, a bold label) and the value on the line after it."""
    for i, line in enumerate(lines):
        head, colon, rest = line.partition(":")
        if says(head if colon else line, concept) is None or (not colon and len(line) > 40):
            continue
        if rest.strip():
            return rest.strip()
        if i + 1 < len(lines) and lines[i + 1].strip() and ":" not in lines[i + 1][:30]:
            return lines[i + 1].strip()
    return None


# an item of a numbered list of steps: "1. 情報の入力", "Step 2 of 3", "STEP3 応募完了", "② 確認"
_STEP = re.compile(r"^\s*(?:step\s*)?(?:\d{1,2}|[\u2460-\u2473])(?:\s*(?:of|/)\s*\d{1,2})?\s*[.)．:：]?\s*\S", re.I)


def said_outside_steps(lines: list[str], concept: Concept) -> str | None:
    """The phrase of `concept` a page's text mentions in a line of its own, not in an item of a numbered list of
    steps (two such items next to each other): a form shows its progress, "1. 情報の入力 / 2. 入力内容の確認 /
    3. 応募完了", before anything is done, so a step's name says nothing happened yet. None when it says none."""
    rows = [line for line in lines if line.strip()]
    for i, line in enumerate(rows):
        found = mentions(line, concept)
        if found is None:
            continue
        near = [rows[j] for j in (i - 1, i + 1) if 0 <= j < len(rows)]
        if _STEP.match(line) and any(_STEP.match(n) for n in near):
            continue
        return found
    return None


def for_page(concepts: Iterable[Concept]) -> dict[str, list[str]]:
    """The phrases the in-page scripts match with (the same rule as `says`, written in overlays.js)."""
    return {c: list(phrases(c)) for c in concepts}


FIELD_LABELS: tuple[tuple[str, Concept], ...] = (
    ("title", "title_label"), ("company", "company_label"), ("location", "location_label"),
    ("salary", "salary_label"), ("posted_date", "posted_label"), ("category", "category_label"))


def field_named(label: str) -> str | None:
    """The job field a page's own name for a leaf says ("기업명" -> company, "职位名称" -> title, "Arbeitsort" ->
    location, "Where" -> location, "hiringOrganization" -> company), in any language, English too: the phrase that
    ends last in the label wins, the head word ("company location" is a location, "job item company name" a company,
    "Job category" a category), the longer one on a tie."""
    found = _field_hits(label)
    return max(found)[2] if found else None


def fields_named(label: str) -> frozenset[str]:
    """Every field a label mentions, head word or not ("company location": company and location)."""
    return frozenset(name for _, _, name in _field_hits(label))


@functools.lru_cache(maxsize=4096)
def _field_hits(label: str) -> tuple[tuple[int, int, str], ...]:
    """(end, length, field) of each field phrase in a label. A phrase in a spaced script counts as whole words, in a
    label of any length (a class's words); one in CJK or Hangul anywhere in a short label."""
    text = normalize(label)
    if not text:
        return ()
    found: list[tuple[int, int, str]] = []
    for name, concept in FIELD_LABELS:
        for phrase in phrases(concept):
            if unspaced(phrase) or _hangul(phrase):
                at = text.rfind(phrase) if len(text) <= 40 else -1
            else:
                hits = list(re.finditer(rf"(?<!\w){re.escape(phrase)}(?!\w)", text))
                at = hits[-1].start() if hits else -1
            if at >= 0:
                found.append((at + len(phrase), len(phrase), name))
    return tuple(found)


@functools.cache
def _field_phrases() -> frozenset[str]:
    return frozenset(p for _, concept in FIELD_LABELS for p in phrases(concept))


def is_field_label(text: str) -> bool:
    """A text that is nothing but a field's name ("Location", "Where:", "Arbeitgeber", "기업명"): a label, no value."""
    return normalize(text) in _field_phrases()


def _hangul(phrase: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in phrase)

