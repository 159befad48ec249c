"""List-level extraction by code: read every item of a listing structure as keyed text leaves, apply a FieldMap."""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Mapping, Sequence
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent import values
from pytest_jobagent.browser import frames, inpage
from pytest_jobagent.browser.selectors import split_outside
from pytest_jobagent.lexicon import for_page, normalize, phrases, same_words

from .addresses import added_keys
from .dedup import content_key, job_key, shared_links, site_id
from .employer import block_employer, card_employer
from .fields import field_part, kind_problem, place_and_mode, strip_label
from .models import FieldMap

FIELDS = ("title", "company", "location", "salary", "posted_date")


def pattern_parts(pattern: str) -> list[str]:
    """The selectors of a listing pattern that is a selector list ("ts-job-card, li.job": one list built of two
    kinds of card), each read with its own field map; a plain pattern is its own only part. Commas inside
    brackets, parentheses or quotes do not split."""
    return split_outside(pattern, ",") if " >> " not in pattern else [pattern]


def read_items(page: Page, pattern: str) -> list[dict[str, Any]]:
    """The items of a listing pattern as leaves: elements with their own text, keyed by their stable path inside the
    item (collect.js listingItems)."""
    document, inner = frames.scope(page, pattern)  # a listing inside a frame is read in the frame's document
    found = inpage.call(document, "listingItems", {"pattern": inner, "words": for_page(("field_word",))})
    if isinstance(found, dict):
        raise ValueError(f"listing pattern {pattern!r} is not a usable CSS selector: {found.get('error')}")
    if not all(item.get("group") for item in found):
        # entries grouped under an employer's header that names it by a link to its page or its logo only (no
        # heading beside a logo of the same name, which listingItems takes itself): the header's employer
        heads = inpage.call(document, "employerHeads", inner)
        if isinstance(heads, list) and len(heads) == len(found):
            for item, head in zip(found, heads, strict=True):
                item["group"] = item.get("group") or block_employer(head)
    if document is not page:  # its links are relative to the frame's address, not the page's
        for item in found:
            item["links"] = [urllib.parse.urljoin(document.url, href) for href in item["links"]]
            for leaf in item["leaves"]:
                if leaf.get("href"):
                    leaf["href"] = urllib.parse.urljoin(document.url, leaf["href"])
    return found


AD_MARKS = frozenset(phrases("advertisement"))


def in_ad_section(item: dict[str, Any]) -> bool:
    """The item sits in a section of the list whose header marks it as advertising (a text of its own saying "AD",
    "광고", "Anzeige" before the section's first card; collect.js sectionHeader)."""
    return any(normalize(text) in AD_MARKS for text in item.get("section") or ())


def without_ads(items: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The items that may be jobs, and the advertisements of the listing's shape among them: cards whose every link
    is marked paid (rel="sponsored": a course, a product) open no job of the board, whatever they look like; nor do
    the cards of a section the page heads as advertising."""
    jobs: list[dict[str, Any]] = []
    ads: list[dict[str, Any]] = []
    for item in items:
        (ads if is_ad(item) else jobs).append(item)
    return jobs, ads


def is_ad(item: dict[str, Any]) -> bool:
    """Every link of the item a paid one to another site, or the item in a section headed as advertising."""
    return bool(item.get("paid")) or in_ad_section(item)


def ad_key(item: dict[str, Any]) -> str:
    """What tells an advertisement in the list's shape from another when no field map reads it (a kind of card that
    was all ads): the paid links it holds, else its text."""
    said = item.get("links") or [leaf["text"] for leaf in item.get("leaves", [])]
    return "ad:" + " ".join(said)


DECOYS = ":has(a[href])"


def count_decoys(page: Page, pattern: str) -> int:
    """Items of the listing's shape left out of it for having no link (sponsored cards: the observer's pattern then
    ends in `:has(a[href])`): how many the current view holds."""
    if not pattern.endswith(DECOYS) or " >> " in pattern:
        return 0
    document, inner = frames.scope(page, pattern)
    found = inpage.call(document, "listingDecoys", [inner[: -len(DECOYS)], inner])
    return max(int(found or 0), 0)


def leaf_texts(item: dict[str, Any]) -> dict[str, str]:
    return {leaf["key"]: leaf["text"] for leaf in item["leaves"]}


def describe_samples(items: list[dict[str, Any]], limit: int = 3) -> str:
    """Sampled items for the Extractor: one line per leaf, `[key] "text"` (and the link it sits in)."""
    lines = []
    for n, item in enumerate(items[:limit], 1):
        lines.append(f"ITEM {n}:")
        for leaf in item["leaves"]:
            link = f" (link {leaf['href']})" if leaf.get("href") else ""
            label = f" <{leaf['label'][:40]}>" if leaf.get("label") else ""
            lines.append(f'  [{leaf["key"]}]{label} "{leaf["text"][:120]}"{link}')
    return "\n".join(lines)


def routes(href: str | None) -> bool:
    """A link that leads somewhere: a page or a hash route ("#/jobs/12"), not "#", "#none", an in-page anchor or a
    script (a row whose title opens its job by a click handler: the click, not the address, opens it)."""
    href = (href or "").strip()
    return bool(href) and not href.lower().startswith("javascript:") \
        and (not href.startswith("#") or href.startswith(("#/", "#!/")))


def item_link(item: dict[str, Any], field_map: FieldMap) -> str | None:
    """The link of the item's title (its details), else the item's first link."""
    for leaf in item["leaves"]:
        if leaf["key"] == field_map.title and routes(leaf.get("href")):
            return leaf["href"]
    return item["links"][0] if item["links"] else None


def _tags(key: str) -> str:
    return re.sub(r"\.[^\s>#]+", "", key)


def _steps(key: str) -> list[tuple[str, frozenset[str]]]:
    """A leaf key as (tag, classes) per step, its " #n" repeat kept on the last step's tag."""
    out = []
    for step in key.split(" > "):
        tag, _, rest = step.partition(".")
        repeat = re.search(r"\s#\d+$", rest or tag)
        if repeat:
            rest, tag = (rest[: repeat.start()], tag) if rest else (rest, tag[: repeat.start()])
        out.append((tag + (repeat.group(0) if repeat else ""), frozenset(c for c in rest.split(".") if c)))
    return out


def same_place(key: str, other: str) -> bool:
    """Two leaf keys name the same place in their cards when their tags agree step by step and every step's classes
    share one, or both have none: a card that adds a variant class ("a.company.job-pro" in a promoted card,
    "a.comp-name.mw-25" where the name is long) keeps its field where the sampled cards have it."""
    mine, theirs = _steps(key), _steps(other)
    return len(mine) == len(theirs) and all(
        tag == tag2 and (classes & classes2 or not classes and not classes2)
        for (tag, classes), (tag2, classes2) in zip(mine, theirs, strict=True))


def _key_at(texts: dict[str, str], key: str, by_tags: bool = False, taken: frozenset[str] = frozenset()) -> str | None:
    """The key of the item's leaf for a mapped key. When this item differs from the sampled ones: the leaf one
    element deeper (a <span> inside), the leaf at the same place with a variant class more or less, the element one
    level up holding the text itself (a card without the inner wrapper), else (by_tags: for the title, which every
    item has) at the same place by tags alone (a featured card whose hashed classes differ). `taken`: keys of other
    fields, never borrowed."""
    if key in texts:
        return key
    found = next((k for k in texts if k.startswith(key + " > ") and k not in taken), None) \
        or next((k for k in texts if same_place(k, key) and k not in taken), None)
    parent = key.rpartition(" > ")[0]
    if found is None and parent and parent in texts and parent not in taken:
        found = parent
    if found is None and by_tags:
        found = next((k for k in texts if _tags(k) == _tags(key)), None)
    return found


def _repeat_free(key: str) -> str:
    return re.sub(r"\s#\d+$", "", key)


def _in_same_slot(texts: dict[str, str], key: str, taken: frozenset[str]) -> list[str]:
    """Leaves of this item in the slot the mapped leaf sits in on the sampled cards, nearest first: a card that
    writes the company as plain bold text where the others link it ("<b>Confidential Company</b>" beside
    "<a>Ali Bin Ali</a>") keeps it in the same parent. Another field's leaves (and their repeats) are never taken."""
    bare = {_repeat_free(k) for k in taken}
    out: list[str] = []
    steps = key.split(" > ")
    for up in (1, 2):
        if len(steps) <= up:
            break
        slot = " > ".join(steps[:-up]) + " > "
        out += [k for k in texts if k.startswith(slot) and k not in out and _repeat_free(k) not in bare
                and not any(same_place(_repeat_free(k), t) for t in bare)]
    return out


# a leaf's own text cut at a separator: the place before it, the text after it ("Москва , и еще 2" is "Москва", then
# a station in a span of its own, then "и еще 2")
CUT = re.compile(r"^(?P<base>.+?)\s*(?P<sep>[,;/|·•])\s*(?P<tail>.*)$")


def _own_line(leaf: dict[str, Any] | None, value: str, others: list[str]) -> str | None:
    """A place whose element goes on in inline children ("Москва, <span>Таганская</span>", "Berlin, <b>Mitte</b>":
    a city, then a station or district the board marks up apart): the line the element shows, when the leaf's own
    text breaks off right after a separator where a child's text stands (the line is the own text with something put
    in after the separator), and what follows the place is no other field (a date, pay, a job type, a seniority,
    another field's value). None otherwise."""
    line = " ".join(str((leaf or {}).get("line") or "").split())
    cut = CUT.match(value)
    if not line or not cut or len(line) > 80 or not values.is_place(cut["base"]):
        return None
    head = f"{cut['base']}{cut['sep']}"
    if not line.startswith(head) or not line.endswith(cut["tail"]) \
            or len(line) - len(cut["tail"]) <= len(head) + 1:  # nothing put in after the separator
        return None
    rest = line[len(head):].strip()
    if any(other and other in rest for other in others) or values.is_date(rest) or values.is_pay(rest) \
            or values.is_job_type(rest) or values.is_seniority(rest) or values.kind_problem("location", line):
        return None
    return line


def _whole_place(item: dict[str, Any], key: str, value: str, others: list[str]) -> str:
    """A place the card splits over sibling leaves ("Doha" "," "Qatar"; "Delhi, Ghaziabad, Noida" as three links;
    "Hyderabad" "(Hybrid)"; "경기" "성남시"): the widest line around the leaf that still reads as a place and holds no
    other field's value (`others`: the item's title, company ...)."""
    leaf = next((leaf for leaf in item["leaves"] if leaf["key"] == key), None)
    whole = _own_line(leaf, value, others) or value
    for line in (leaf or {}).get("lines") or []:
        if any(other and other in line for other in others) or len(line) > 80:
            break
        added = line.replace(whole, " ", 1) if whole in line else line
        if not values.is_place(line) or values.kind_problem("location", line) or not values.goes_with_place(added):
            break
        whole = line
    return whole


def _with_more_places(item: dict[str, Any], key: str, value: str, mapped: frozenset[str]) -> str:
    """A place followed by the count of the job's other places, which the card folds away ("Latina, Italia" then
    "(+2 località)", two elements): the place as the card shows it, with its count. Only the leaf right after the
    place's, and only one that no field is mapped to."""
    leaves = item["leaves"]
    at = next((i for i, leaf in enumerate(leaves) if leaf["key"] == key), None)
    if at is None or at + 1 >= len(leaves) or leaves[at + 1]["key"] in mapped:
        return value
    count = " ".join(str(leaves[at + 1].get("text") or "").split())
    return f"{value} {count}" if values.counts_more_places(count) and count not in value else value


def _linked_whole(item: dict[str, Any], key: str) -> str | None:
    """The whole of a value written as linked parts in one element, from the leaf at `key` or, when this item has
    fewer parts than the sampled one ("재택근무" alone where others name a region and a district), its first part."""
    base = re.sub(r" #\d+$", "", key)
    for leaf in item["leaves"]:
        if leaf["key"] == key and leaf.get("whole"):
            return str(leaf["whole"])
    if key != base and not any(leaf["key"] == key for leaf in item["leaves"]):
        return next((str(leaf["whole"]) for leaf in item["leaves"] if leaf["key"] == base and leaf.get("whole")), None)
    return None


def sample_labels(field_map: FieldMap, samples: list[dict[str, Any]]) -> dict[str, str]:
    """Field -> the name the page gives the mapped leaf on the sampled items (`data-test="emp-location"`, an
    aria-label, a column header), when every sample that has the leaf names it alike."""
    out: dict[str, str] = {}
    for name in FIELDS:
        key = getattr(field_map, name)
        # a sample whose leaf there is unnamed holds something else at that place (a "Promoted" line before it)
        said = {leaf.get("label") for item in samples for leaf in item["leaves"] if leaf["key"] == key} - {"", None}
        if len(said) == 1:
            out[name] = str(said.pop())
    return out


def sample_marker(field_map: FieldMap, samples: list[dict[str, Any]]) -> str | None:
    """The words of the easy-apply marker on the sampled items ("Easy Apply"), when they say the same everywhere:
    another item's leaf at that place marks it only when it says them too (not its "Promoted" line)."""
    said = {leaf["text"] for item in samples for leaf in item["leaves"] if leaf["key"] == field_map.easy_apply_marker}
    return said.pop() if len(said) == 1 else None


def _marked(texts: dict[str, str], marker: str | None, words: str | None) -> bool:
    """The item carries the easy-apply marker: a leaf at the marker's place (or a repeat of it) saying its words."""
    if not marker:
        return False
    if not words:
        return bool(texts.get(marker))
    base = _repeat_free(marker)
    return any(text == words for key, text in texts.items() if _repeat_free(key) == base)


def _next_repeat(texts: dict[str, str], name: str, at: str) -> str | None:
    """A card with one more leaf of the same place before the mapped one (an employer's initial where the logo is
    missing) shifts the repeats by one: when the mapped leaf does not read as its field, the next repeat that does."""
    if name not in ("location", "salary"):
        return None
    number = re.search(r"\s#(\d+)$", at)
    following = f"{_repeat_free(at)} #{int(number.group(1)) + 1 if number else 2}"
    value = strip_label(texts.get(following) or "")
    reads = values.is_pay(value) if name == "salary" else values.is_place(value) or values.is_work_mode(value)
    return following if value and reads and not kind_problem(name, value) else None


def _place_after_mode(texts: dict[str, str], at: str, value: str) -> str | None:
    """A card that shows its work mode ("Remote") in the place's slot and the place in the next one of that kind
    (its row of facts: type, mode, place): the next repeat when it reads as a place; the mode is the work mode."""
    if not values.is_work_mode(value) or values.is_place(value):
        return None
    following = _next_repeat(texts, "location", at)
    return following if following and values.is_place(strip_label(texts[following])) else None


def _earlier_repeat(texts: dict[str, str], name: str, key: str, mapped: dict[str, str]) -> str | None:
    """A card with one leaf fewer of the same place before the mapped one (no pay pill before its place pill) shifts
    the repeats back: when the mapped repeat is missing or does not read as its field, the nearest earlier repeat
    that does. A leaf mapped to another field is taken only when it does not read as that field on this card (the
    pay's place holds the place here)."""
    if name not in ("location", "salary"):
        return None
    number = re.search(r"\s#(\d+)$", key)
    if not number:
        return None
    base, owners = _repeat_free(key), {k: n for n, k in mapped.items()}
    for n in range(int(number.group(1)) - 1, 0, -1):
        earlier = base if n == 1 else f"{base} #{n}"
        value = strip_label(texts.get(earlier) or "")
        owner = owners.get(earlier)
        reads = values.is_pay(value) if name == "salary" else values.is_place(value) or values.is_work_mode(value)
        if value and reads and not kind_problem(name, value) and (owner is None or kind_problem(owner, value)):
            return earlier
    return None


def _by_label(item: dict[str, Any], at: str | None, label: str | None, taken: frozenset[str]) -> str | None:
    """The item's leaf the page names as the sampled leaf was named, when the leaf at the mapped place says it is
    something else (a card with an extra "Promoted" line shifts the place's position): by its name, not its place."""
    if not label:
        return at
    leaves = item["leaves"]
    if at is not None and any(leaf["key"] == at and leaf.get("label") == label for leaf in leaves):
        return at
    named = [leaf["key"] for leaf in leaves if leaf.get("label") == label and leaf["key"] not in taken]
    return named[0] if named else at


def job_link(item: dict[str, Any], field_map: FieldMap, base_url: str) -> str | None:
    """The item's details link (`item_link`) as an absolute address, as the page links it."""
    link = item_link(item, field_map)
    return urllib.parse.urljoin(base_url, link) if link else None


def extract_item(item: dict[str, Any], field_map: FieldMap, base_url: str, places: tuple[str, ...] = (),
                 addresses: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The list-level fields of one item by code, its details link, its job's address, site id and job key; `places`
    are the page's own place names (its location filter), which pick the place out of a meta line. `addresses`: each
    link of the view -> its job's own address (addresses.added_keys); the site id and the job key are made from
    the address, the link is what opens the job."""
    texts = leaf_texts(item)
    out: dict[str, Any] = {}
    mapped = frozenset(k for k in (getattr(field_map, n) for n in FIELDS) if k)
    for name in FIELDS:
        key = getattr(field_map, name)
        at = _key_at(texts, key, by_tags=name == "title", taken=mapped - {key}) if key else None
        at = _by_label(item, at, field_map.labels.get(name), mapped - {key}) if key else None
        # a company the card writes apart from the others' (plain text where they link it): from the same slot,
        # also when the leaf found instead is no name (hashed classes make a snippet's <p> look like its wrapper)
        if key and name == "company" and (at is None or kind_problem(name, strip_label(texts[at]))):
            at = next((k for k in _in_same_slot(texts, key, mapped - {key})
                       if not kind_problem(name, strip_label(texts[k]))), at)
        # a line of several fields' values ("Hybrid in Austin, Texas • Yesterday", mapped to the place and the age
        # alike): this field's part of it
        value = field_part(name, strip_label(texts[at])) if at else None
        if at and value and kind_problem(name, value) and (shifted := _next_repeat(texts, name, at)):
            at, value = shifted, strip_label(texts[shifted])
        if key and (not value or kind_problem(name, value)) \
                and (earlier := _earlier_repeat(texts, name, key, {n: getattr(field_map, n) for n in FIELDS
                                                                  if getattr(field_map, n) and n != name})):
            at, value = earlier, strip_label(texts[earlier])
        mode = None
        if name == "location" and at and value and (shifted := _place_after_mode(texts, at, value)):
            mode, at, value = value, shifted, strip_label(texts[shifted])
        if name == "company" and not value and item.get("group") and not kind_problem(name, item["group"]):
            value = item["group"]  # a board that groups its jobs under their employer: the block's name (collect.js)
        # a card that shows its employer by its logo alone (an aggregator's card: <img alt="Acme logo">): the name
        # the logo gives, when the card's text gives none and its images name one employer (employer.card_employer)
        if name == "company" and not value and (logo := card_employer(item, out["title"])):
            value, out["company_from"] = logo, "logo"
        if name == "location":
            # a place written as linked parts: together (the mapped key first: its leaf may be missing in this item)
            linked = (_linked_whole(item, key) or (_linked_whole(item, at) if at else None)) if key else None
            if linked:
                value = linked
            elif at and value:
                others = [texts[k] for k in mapped - {at} if k in texts and k != key]
                value = _whole_place(item, at, value, [*others, *(out[n] or "" for n in ("title", "company"))])
                value = _with_more_places(item, at, value, mapped)
            value, out["work_mode"] = place_and_mode(value, places)
            out["work_mode"] = out["work_mode"] or mode
        # a value that does not read as its field is no value ("at", "10d", "Ref #441587." as a company), nor is the
        # job's own title read again as its employer or its place (a leaf that repeats the title: an image's alt, a
        # link's name)
        out[name] = None if kind_problem(name, value) or name != "title" and same_words(value, out["title"]) else value
    marker = field_map.easy_apply_marker
    out["easy_apply"] = _marked(texts, marker, field_map.marker_text)
    out["href"] = item_link(item, field_map)  # as the page writes it (to find the same link again)
    out["link"] = job_link(item, field_map, base_url)
    out["address"] = (addresses or {}).get(out["link"], out["link"]) if out["link"] else None
    out["site_id"] = site_id(out["address"], item["attrs"])
    out["job_key"] = job_key(url=out["address"], attrs=item["attrs"], title=out["title"],
                             company=out["company"], location=out["location"], page_url=base_url)
    out["content_key"] = content_key(out["title"], out["company"], out["location"])
    return out


def read_view(parts: Sequence[tuple[Sequence[dict[str, Any]], FieldMap]], base_url: str,
              places: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """`extract_item` of every item of one results view (of each kind of card, with its field map), in order, in one
    pass: the job addresses of the whole view first (the click-tracking keys a few cards add dropped,
    addresses.added_keys), then the keys from them, then a link that several different jobs share keyed by their
    content instead (dedup.shared_links)."""
    links = [link for items, field_map in parts for item in items if (link := job_link(item, field_map, base_url))]
    addresses = added_keys(links)
    values = [extract_item(item, field_map, base_url, places, addresses) for items, field_map in parts for item in items]
    shared_links(values)
    return values


def extract_view(items: Sequence[dict[str, Any]], field_map: FieldMap, base_url: str,
                 places: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """`read_view` of a view of one kind of card."""
    return read_view([(items, field_map)], base_url, places)
