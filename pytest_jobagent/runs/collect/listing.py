"""List-level extraction by code: read every item of a listing structure as keyed text leaves, apply a FieldMap."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any

from pytest_jobagent import values
from pytest_jobagent.browser import frames

from .dedup import job_key, site_id
from .fields import kind_problem, place_and_mode, strip_label
from .models import FieldMap

FIELDS = ("title", "company", "location", "salary", "posted_date")

# Items of a listing pattern as leaves: elements with their own text, keyed by their stable path inside the item.
ITEMS_JS = r"""
(pattern) => {
  // class names a build tool made (hashes: res-1ewaude, eu4oa1w0, _title_12ylk_383) or a state set (active, is-new)
  // say nothing about structure: cards of one list differ in them
  const GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-|--)|(^|[-_])(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,}([-_]\d+)*$/i;
  const visible = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  // classes that are plain words ("sm:min-w-[25%]" is a style, and would need escaping in a key and a selector)
  const step = (el) => el.localName + Array.from(el.classList).filter(c => !GENERATED.test(c) && /^[A-Za-z_][\w-]*$/.test(c)).slice(0, 2).map(c => '.' + c).join('');
  // open shadow roots are part of what a person sees: items and their leaves are read through them
  const deep = (scope, sel) => {
    const out = Array.from(scope.querySelectorAll(sel));
    for (const el of scope.querySelectorAll('*')) if (el.shadowRoot) out.push(...deep(el.shadowRoot, sel));
    return out;
  };
  const composed = (root) => {  // every element under root, its shadow trees included, in order
    const out = [];
    const visit = (el) => { out.push(el); if (el.shadowRoot) for (const c of el.shadowRoot.children) visit(c);
      for (const c of el.children) visit(c); };
    visit(root);
    return out;
  };
  const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const inside = (item, el) => { for (let e = el; e; e = up(e)) if (e === item) return true; return false; };
  let items;
  try {
    const [first, ...rest] = pattern.split(' >> ');
    items = deep(document, first);
    for (const part of rest) items = items.flatMap(el => deep(el.shadowRoot || el, part));
  } catch (e) { return {error: String(e)}; }
  items = items.filter(visible);
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const TESTIDS = ['data-testid', 'data-test', 'data-at', 'data-qa', 'data-ui', 'data-automation-id', 'data-cy'];
  const UTILITY = /[:\[]|^-?(text|bg|font|border|ring|fill|stroke|decoration|outline|shadow|from|to|via|placeholder|divide|accent|caret)-|(^|[-_])(focus|hover|active|visible|style|theme|colou?r|primary|secondary)([-_]|$)/;
  // (a team or department is named too: a leaf the page calls "job-department" is no employer's name)
  const FIELDWORD = /\b(title|company|corp|corporation|employer|organi[sz]ation|location|city|place|salary|pay|compensation|date|posted|department|dept|team|category|division)\b/;
  // what a leaf means, as the page says it: its column header, its <dt>, itemprop, an aria-label or title that
  // names it, or a short "Label:" just before it
  const labelOf = (el, own, item) => {
    const cell = el.closest('td, th');
    if (cell && inside(item, cell)) {
      const table = cell.closest('table'); const row = cell.parentElement;
      let head = table && table.tHead && table.tHead.rows[0];
      if (!head && table) head = Array.from(table.rows).find(r => r.querySelector('th') && !r.querySelector('td'));
      if (head && head !== row) {
        const h = head.cells[Array.from(row.cells).indexOf(cell)];
        if (h && clean(h.textContent)) return clean(h.textContent);
      }
    }
    const dd = el.closest('dd');
    if (dd && inside(item, dd)) {
      let p = dd.previousElementSibling; while (p && p.localName !== 'dt') p = p.previousElementSibling;
      if (p && clean(p.textContent)) return clean(p.textContent);
    }
    const prop = el.closest('[itemprop]');
    if (prop && inside(item, prop)) return prop.getAttribute('itemprop');
    for (let e = el; e && e !== item; e = up(e)) {
      const named = clean(e.getAttribute('aria-label') || (e.localName !== 'a' && e.getAttribute('title')) || '');
      if (named && named.length < 40 && !named.toLowerCase().includes(own.toLowerCase())) return named;
    }
    const prev = el.previousElementSibling;
    const said = prev && clean(prev.textContent);
    if (said && said.length < 25 && /:$/.test(said)) return said.replace(/:$/, '');
    // test ids and class tokens that name a field (job-item-location, companyName), split into words
    const words = (v) => v.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').toLowerCase();
    for (let e = el; e && e !== item; e = up(e)) {
      for (const name of TESTIDS) {
        const v = e.getAttribute(name);
        if (v && FIELDWORD.test(words(v))) return words(v);
      }
      // a utility class styles, it does not name ("text-company-primary", "focus-visible:...": theme colours)
      const token = Array.from(e.classList).find(c => !GENERATED.test(c) && !UTILITY.test(c) && FIELDWORD.test(words(c)));
      if (token) return words(token);
    }
    if (el.closest('time')) return 'date posted';
    return '';
  };
  // an element's text as a person reads it: its visible text nodes in order, spaced ("<a>Doha</a>, <a>Qatar</a>" is
  // "Doha, Qatar"; "<span>경기</span><span>성남시</span>" is "경기 성남시")
  const lineOf = (root) => {
    const parts = []; const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode; const parent = node.parentElement;
      if (!parent || ['script', 'style', 'template'].includes(parent.localName) || !visible(parent)) continue;
      const text = clean(node.textContent);
      if (text) parts.push(text);
    }
    return parts.join(' ').replace(/\s+([,;.:)\]])/g, '$1').replace(/([(\[])\s+/g, '$1');
  };
  return items.map((item, index) => {
    const leaves = []; const counts = {};
    const all = composed(item);
    for (const el of all) {
      if (['script', 'style', 'svg', 'template'].includes(el.localName)) continue;
      const own = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join(' ').replace(/\s+/g, ' ').trim();
      if (!own || !visible(el) || el.closest('svg')) continue;
      const parts = [];
      for (let e = el; e && e !== item; e = up(e)) parts.unshift(step(e));
      let key = parts.join(' > ') || step(item);
      counts[key] = (counts[key] || 0) + 1;
      if (counts[key] > 1) key += ' #' + counts[key];
      const link = el.closest('a[href]');
      // the lines the leaf sits in (its parent's, its grandparent's text), short ones only: a value a card splits
      // over several leaves ("Doha" + "Qatar") is whole there
      const lines = [];
      for (let e = up(el); e && e !== item && lines.length < 2; e = up(e)) {
        const line = lineOf(e);
        if (line.length > 100) break;
        lines.push(line);
      }
      const leaf = {key, text: own, href: link && inside(item, link) ? link.getAttribute('href') : null,
                    label: labelOf(el, own, item), lines};
      // a value written as linked parts in one element ("<span><a>경기</a> <a>성남시 분당구</a></span>", a region and
      // its district; "<a>Berlin</a>, <a>Germany</a>"): each part's leaf knows the whole
      const holder = up(el);
      if (el.localName === 'a' && holder && holder !== item && inside(item, holder)) {
        const kids = Array.from(holder.children);
        const between = Array.from(holder.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join('');
        if (kids.every(k => k.localName === 'a') && !/[\p{L}\p{N}]/u.test(between)) leaf.whole = clean(holder.textContent);
      }
      leaves.push(leaf);
    }
    const attrs = {};
    for (const e of all) {
      for (const a of e.attributes) if (a.name.startsWith('data-') && !(a.name in attrs)) attrs[a.name] = a.value;
    }
    // a hash route ("#/jobs/12") is a link to the job; a bare "#" or an in-page anchor is not
    const anchors = all.filter(e => e.localName === 'a' && e.getAttribute('href')).filter(a => { const h = a.getAttribute('href');
      return h && (!h.startsWith('#') || h.startsWith('#/') || h.startsWith('#!/')) && !h.startsWith('javascript:'); });
    const links = anchors.map(a => a.getAttribute('href'));
    // an advertisement: every link of the item is marked paid (rel="sponsored", the web's own word for a paid link)
    const sponsored = anchors.length > 0 && anchors.every(a => /(^|\s)sponsored(\s|$)/i.test(a.getAttribute('rel') || ''));
    return {index, leaves, attrs, links, sponsored};
  });
}
"""


def read_items(page: Any, pattern: str) -> list[dict[str, Any]]:
    document, inner = frames.scope(page, pattern)  # a listing inside a frame is read in the frame's document
    found = document.evaluate(ITEMS_JS, inner)
    if isinstance(found, dict):
        raise ValueError(f"listing pattern {pattern!r} is not a usable CSS selector: {found.get('error')}")
    if document is not page:  # its links are relative to the frame's address, not the page's
        for item in found:
            item["links"] = [urllib.parse.urljoin(document.url, href) for href in item["links"]]
            for leaf in item["leaves"]:
                if leaf.get("href"):
                    leaf["href"] = urllib.parse.urljoin(document.url, leaf["href"])
    return found


def without_ads(items: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The items that may be jobs, and the advertisements of the listing's shape among them: cards whose every link
    is marked paid (rel="sponsored": a course, a product) open no job of the board, whatever they look like."""
    return [i for i in items if not i.get("sponsored")], [i for i in items if i.get("sponsored")]


DECOYS = ":has(a[href])"


def count_decoys(page: Any, pattern: str) -> int:
    """Items of the listing's shape left out of it for having no link (sponsored cards: the observer's pattern then
    ends in `:has(a[href])`): how many the current view holds."""
    if not pattern.endswith(DECOYS) or " >> " in pattern:
        return 0
    document, inner = frames.scope(page, pattern)
    found = document.evaluate("([all, linked]) => { try { return document.querySelectorAll(all).length"
                              " - document.querySelectorAll(linked).length; } catch (e) { return 0; } }",
                              [inner[: -len(DECOYS)], inner])
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


def _whole_place(item: dict[str, Any], key: str, value: str, others: list[str]) -> str:
    """A place the card splits over sibling leaves ("Doha" "," "Qatar"; "Delhi, Ghaziabad, Noida" as three links;
    "Hyderabad" "(Hybrid)"; "경기" "성남시"): the widest line around the leaf that still reads as a place and holds no
    other field's value (`others`: the item's title, company ...)."""
    leaf = next((leaf for leaf in item["leaves"] if leaf["key"] == key), None)
    whole = value
    for line in (leaf or {}).get("lines") or []:
        if any(other and other in line for other in others) or len(line) > 80:
            break
        added = line.replace(whole, " ", 1) if whole in line else line
        if not values.is_place(line) or values.kind_problem("location", line) or not values.goes_with_place(added):
            break
        whole = line
    return whole


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


def extract_item(item: dict[str, Any], field_map: FieldMap, base_url: str,
                 places: tuple[str, ...] = ()) -> dict[str, Any]:
    """The list-level fields of one item by code, its details link, site id and job key; `places` are the page's
    own place names (its location filter), which pick the place out of a meta line."""
    texts = leaf_texts(item)
    out: dict[str, Any] = {}
    mapped = frozenset(k for k in (getattr(field_map, n) for n in FIELDS) if k)
    for name in FIELDS:
        key = getattr(field_map, name)
        at = _key_at(texts, key, by_tags=name == "title", taken=mapped - {key}) if key else None
        # a company the card writes apart from the others' (plain text where they link it): from the same slot,
        # also when the leaf found instead is no name (hashed classes make a snippet's <p> look like its wrapper)
        if key and name == "company" and (at is None or kind_problem(name, strip_label(texts[at]))):
            at = next((k for k in _in_same_slot(texts, key, mapped - {key})
                       if not kind_problem(name, strip_label(texts[k]))), at)
        value = strip_label(texts[at]) if at else None
        if name == "location":
            # a place written as linked parts: together (the mapped key first: its leaf may be missing in this item)
            linked = (_linked_whole(item, key) or (_linked_whole(item, at) if at else None)) if key else None
            if linked:
                value = linked
            elif at and value:
                others = [texts[k] for k in mapped - {at} if k in texts and k != key]
                value = _whole_place(item, at, value, [*others, *(out[n] or "" for n in ("title", "company"))])
            value, out["work_mode"] = place_and_mode(value, places)
        # a value that does not read as its field is no value ("at", "10d", "Ref #441587." as a company)
        out[name] = None if kind_problem(name, value) else value
    marker = field_map.easy_apply_marker
    out["easy_apply"] = bool(marker and texts.get(marker))
    link = item_link(item, field_map)
    out["href"] = link  # as the page writes it (to find the same link again)
    out["link"] = urllib.parse.urljoin(base_url, link) if link else None
    out["site_id"] = site_id(out["link"], item["attrs"])
    out["job_key"] = job_key(url=out["link"], attrs=item["attrs"], title=out["title"],
                             company=out["company"], location=out["location"])
    return out
