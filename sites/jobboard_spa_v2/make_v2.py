"""Generates jobboard_spa_v2 from jobboard_spa: same data, texts, roles and behaviour; every id and class renamed.

A "redesign" drift for cookbook healing tests: class and id tokens get new names (a few realistic BEM
renames, the rest CSS-modules style hashed names), data-job-id becomes data-occludable-job-id, the
generated ember ids start elsewhere and step by 3, and cards, details and the result list gain one
wrapper level. Not imported at runtime; re-run after changing jobboard_spa, then commit the output:

    python sites/jobboard_spa_v2/make_v2.py
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
V1 = HERE.parent / "jobboard_spa"

# Renames a redesign would plausibly make; every other token gets a hashed name.
EXPLICIT = {
    "job-card-container": "job-card-job-posting-card-wrapper",
    "job-card-container--clickable": "job-card-job-posting-card-wrapper--interactive",
    "job-card-container--active": "job-card-job-posting-card-wrapper--selected",
    "jobs-search-results__list-item": "scaffold-layout__list-item",
    "scaffold-layout__list-container": "jobs-search-results-list__list",
    "job-card-list__title": "job-card-job-posting-card-wrapper__title-link",
    "ember-view": "ember-component",
    "jobs-search__job-details": "jobs-details__main-panel",
    "job-details-jobs-unified-top-card__job-title": "jobs-unified-top-card__job-title",
    "jobs-apply-button": "jobs-s-apply__button",
    "jobs-save-button": "jobs-save-cta",
    "search-reusables__all-filters-pill-button": "search-reusables__filter-trigger--all",
    "search-reusables__easy-apply-pill": "search-reusables__filter-trigger--easy-apply",
    "artdeco-pagination__pages": "jobs-search-pagination__pages",
    "jobs-search-results-list__subtitle": "jobs-search-results-list__results-count",
    "jobs-search-box__submit-button": "jobs-search-box__search-button",
    "jobs-search-box-keyword-id": "jobs-search-box-keyword-id-ember1411",
    "jobs-search-box-location-id": "jobs-search-box-location-id-ember1412",
    "reusable-search-filters-header": "reusable-search-filters-trigger-dialog-title",
    "jobs-apply-header": "jobs-easy-apply-modal-title",
}

PROTECTED = ["/__submit/easy-apply", "/data/jobs.json", "/__site/"]


def hashed(token: str) -> str:
    camel = re.sub(r"[-_]+([a-zA-Z0-9])", lambda m: m.group(1).upper(), token).strip("-_")
    return f"{camel}__{hashlib.sha1(token.encode()).hexdigest()[:5]}"


def tokens_of(html: str, css: str, js: str) -> set[str]:
    found: set[str] = set()
    for m in re.finditer(r'\s(?:class|id)="([^"]*)"', html):
        found.update(m.group(1).split())
    for sel in re.findall(r"([^{}]+)\{", css):
        if sel.strip().startswith("@"):
            continue
        found.update(re.findall(r"[.#]([A-Za-z_][\w-]*)", sel))
    for m in re.finditer(r"\b(?:class|id): '([^']*)'", js):
        found.update(m.group(1).split())
    for m in re.finditer(r"[?:]\s*'([a-z][\w-]*(?:__|--)[\w-]*(?: [\w-]+)*)'", js):  # class strings in a ternary
        found.update(m.group(1).split())
    for m in re.finditer(r"classList\.(?:add|remove|toggle|contains)\('([^']+)'", js):
        found.add(m.group(1))
    selector_args = r"(?:\$|\$all|querySelector|querySelectorAll|closest)\('([^']*)'"
    for m in re.finditer(selector_args + r"|'([.#][A-Za-z_][\w-]*)'", js):  # selector strings
        found.update(re.findall(r"(?<![\w/])[.#]([A-Za-z_][\w-]*)", m.group(1) or m.group(2)))
    found.discard("")
    return found


def build_map(tokens: set[str]) -> dict[str, str]:
    mapping = {}
    for tok in sorted(tokens):
        if not re.search(r"[-_]", tok):
            raise SystemExit(f"token {tok!r} has no '-' or '_': too generic to rename safely")
        mapping[tok] = EXPLICIT.get(tok) or hashed(tok)
    return mapping


def rename(text: str, mapping: dict[str, str]) -> str:
    saved = {}
    for i, p in enumerate(PROTECTED):
        key = f"\x00{i}\x00"
        saved[key] = p
        text = text.replace(p, key)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(t) for t in sorted(mapping, key=len, reverse=True)) + r")(?![\w-])")
    text = pattern.sub(lambda m: mapping[m.group(1)], text)
    for key, p in saved.items():
        text = text.replace(key, p)
    return text


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"expected exactly one {old!r}"
    return text.replace(old, new)


def main() -> None:
    html = (V1 / "index.html").read_text()
    css = (V1 / "styles.css").read_text()
    js = (V1 / "app.js").read_text()
    mapping = build_map(tokens_of(html, css, js))

    # one more wrapper around the results list, before renaming so the anchors are v1 text
    html = replace_once(html, '      <ul class="scaffold-layout__list-container" aria-label="Job search results"></ul>\n',
                        '      <div class="jobs-search-results-list__list-wrapper">\n'
                        '        <ul class="scaffold-layout__list-container" aria-label="Job search results"></ul>\n'
                        '      </div>\n')
    html = replace_once(html, '    <section class="jobs-search__job-details" aria-label="Job details" hidden></section>\n',
                        '    <div class="jobs-search-two-pane__details">\n'
                        '      <section class="jobs-search__job-details" aria-label="Job details" hidden></section>\n'
                        '    </div>\n')
    css += ("\n/* v2 wrappers */\n.jobs-search-results-list__list-wrapper { padding: 0; }\n"
            ".jobs-search-two-pane__details { min-height: 100%; }\n")
    mapping.update({t: EXPLICIT.get(t) or hashed(t) for t in tokens_of(html, css, js) if t not in mapping})
    assert not set(mapping) & set(mapping.values()), set(mapping) & set(mapping.values())

    js = replace_once(js, "var EMBER_START = 214;", "var EMBER_START = 1187;")
    js = replace_once(js, "var EMBER_STEP = 1;", "var EMBER_STEP = 3;")
    js = replace_once(js, "var EXTRA_WRAPPERS = false;", "var EXTRA_WRAPPERS = true;")
    js = js.replace("data-job-id", "data-occludable-job-id")
    html2, css2, js2 = (rename(t, mapping) for t in (html, css, js))

    for p in PROTECTED:
        assert (p in js) == (p in js2), p
    leftovers = [t for t in mapping if re.search(r"(?<![\w-])" + re.escape(t) + r"(?![\w-])", html2 + css2 + js2)]
    assert not leftovers, leftovers

    (HERE / "data").mkdir(exist_ok=True)
    (HERE / "index.html").write_text(html2)
    (HERE / "styles.css").write_text(css2)
    (HERE / "app.js").write_text(js2.replace("ProLink Jobs: single-page", "ProLink Jobs (2025 redesign): single-page", 1))
    shutil.copyfile(V1 / "site.json", HERE / "site.json")
    shutil.copyfile(V1 / "data" / "jobs.json", HERE / "data" / "jobs.json")

    truth = json.loads((V1 / "truth.json").read_text())
    truth["site"] = "jobboard_spa_v2"
    truth["variant_of"] = "jobboard_spa"
    truth["drift"] = {
        "what": "every class and id renamed, data-job-id -> data-occludable-job-id, ember ids from 1187 step 3, "
                "one more wrapper around the result list, each card's content and the details panel; "
                "same data, texts, roles, URLs and behaviour",
        "attribute_renames": {"data-job-id": "data-occludable-job-id"},
        "token_map": {k: v for k, v in sorted(mapping.items())},
    }
    selectors = {}
    for key, sel in truth["selectors"].items():
        sel = sel.replace("data-job-id", "data-occludable-job-id")
        selectors[key] = rename(sel, mapping)
    truth["selectors"] = selectors
    truth["v1_selectors"] = json.loads((V1 / "truth.json").read_text())["selectors"]
    truth["listing_hint"] = "li[data-occludable-job-id] (ids like ember1187 are generated and change between renders)"
    (HERE / "truth.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(mapping)} tokens renamed")


if __name__ == "__main__":
    main()
