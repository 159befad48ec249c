"""The employer of a single-company board, read from the page itself: structured data (schema.org JSON-LD and
microdata, read by extruct), the site name, the title ("Jobs at X", "Careers – X"), the logo's alt text. Used when
listings show no company because they are all one; never on a board of many employers (`many_employers`), whose
own name is no job's company."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent import values
from pytest_jobagent.browser import inpage
from pytest_jobagent.lexicon import Concept, is_field_label, pattern, phrases, same_words, says, unspaced
from pytest_jobagent.values import employer_page

from .fields import field_of_label, is_badge, kind_problem

# what a board calls itself, in any language (the lexicon's job_board phrases, longest first)
BOARD_WORDS = "(?:" + "|".join(re.escape(p) for p in phrases("job_board")) + ")"
# "Careers and Jobs", "Jobs & Careers": board words joined
BOARD_PHRASE = rf"{BOARD_WORDS}(?:\s*(?:and|&|/|,)\s*{BOARD_WORDS})*"
TITLE_RULES = [
    re.compile(rf"^{BOARD_PHRASE}\s+(?:at|with|@)\s+(?P<name>.+)$", re.IGNORECASE),
    re.compile(rf"^{BOARD_PHRASE}\s*[-–—|·:]\s*(?P<name>.+)$", re.IGNORECASE),
    re.compile(rf"^(?P<name>.+?)\s*[-–—|·:]\s*{BOARD_PHRASE}\b.*$", re.IGNORECASE),
    re.compile(rf"^(?P<name>.+?)\s+{BOARD_PHRASE}$", re.IGNORECASE),
]
# a name written straight before a board word in a script without spaces ("Tencent 腾讯招聘", "腾讯社会招聘": 腾讯), the
# name in that script only (the Latin "Tencent" before it is another way of writing it)
UNSPACED_BOARD = re.compile(r"(?:^|[\s|·:–—-])(?P<name>[^\W\d_A-Za-z]{2,}?)(?P<board>"
                            + "|".join(re.escape(p) for p in phrases("job_board") if unspaced(p)) + ")$")
BOARD_SET = frozenset(phrases("job_board"))


def _unspaced_name(text: str) -> str | None:
    """The name before an unspaced board word at the text's end; none when name and word together are one board
    phrase ("社会招聘" is "social hiring", no employer "社会")."""
    match = UNSPACED_BOARD.search(text)
    if match is None:
        return None
    name, board = match.group("name"), match.group("board")
    for cut in range(1, len(name) + 1):  # "腾讯社会招聘": the longest board phrase ending the text wins
        if name[-cut:] + board in BOARD_SET:
            name = name[:-cut]
            break
    return name if len(name) >= 2 and name + board not in BOARD_SET else None


TITLE_PARTS = re.compile(r"\s+[|–—·]\s+|\s+-\s+")
# words that stand before "jobs" in a page's own heading ("Search jobs", "All careers"), not an employer's name
NOT_A_BOARD = re.compile(r"^(search|find|browse|all|our|current|open|latest|view|explore|featured|recent|new|top)$",
                         re.IGNORECASE)


def _words(*concepts: Concept) -> re.Pattern[str]:
    """The lexicon's phrases of `concepts` as whole words (Han and Kana ones anywhere), with the spaces around them."""
    return re.compile(r"\s*(?:" + pattern(*concepts).pattern + r")\s*", re.IGNORECASE)


# what an alt text calls the mark ("Acme logo", "Logo Bradesco", "로고"), or the link home it sits in ("Acme home")
LOGO = _words("logo", "home_link")
# the logo words alone: an image outside the page's header says it is the employer's mark by them only
LOGO_ONLY = _words("logo")
# the sentences of an alt text that describes the mark after naming it ("Logo Acme. It shows two arcs over ...")
SENTENCE_END = re.compile(r"(?<=[.!?。])\s+")
PLATFORMS = re.compile(r"^(lever|greenhouse|workday|ashby|smartrecruiters|workable|bamboohr|teamtailor|personio|"
                       r"recruitee|indeed|linkedin|glassdoor|powered by .*)$", re.IGNORECASE)


# the words a board's own headings are made of ("职位搜索": job search; "Search jobs"), in any language
PAGE_WORDS = re.compile("|".join(re.escape(p) for c in ("job_board", "search", "title_label")
                                 for p in sorted(phrases(c), key=len, reverse=True)), re.IGNORECASE)


def _ok(name: str | None) -> str | None:
    name = " ".join((name or "").split()).strip(" -–|·:")
    if not name or len(name) > 60 or PLATFORMS.match(name) or kind_problem("company", name):
        return None
    # a name made of nothing but a board's words for its pages ("职位搜索", "Job search") names no employer
    if not re.sub(r"[\W_]+", "", PAGE_WORDS.sub("", name)):
        return None
    return name


# a keyword that names a board: a name, then the board's words ("Acme careers", "青松云图社会招聘", "青松云图招聘官网")
KEYWORD_RULE = re.compile(rf"^(?P<name>.+?)\s*{BOARD_PHRASE}", re.IGNORECASE)
KEYWORD_SPLIT = re.compile(r"\s*[,;，、；|]\s*")


def keyword_employer(keywords: str) -> str | None:
    """The employer the page's meta keywords repeat before its board words ("青松云图社会招聘,青松云图社招,青松云图招聘"
    -> 青松云图; "Acme careers, Acme jobs, software jobs" -> Acme): one name said so by two keywords or more and by
    more of them than any other name, and no place; None when no name is repeated."""
    said: dict[str, int] = {}
    for word in KEYWORD_SPLIT.split(keywords or ""):
        match = KEYWORD_RULE.match(word.strip())
        name = _ok(match.group("name")) if match else None
        # "London jobs, London careers": a place's board, no employer's
        if name and not NOT_A_BOARD.match(name) and not values.is_place(name):
            said[name] = said.get(name, 0) + 1
    ranked = sorted(said.items(), key=lambda pair: -pair[1])
    if not ranked or ranked[0][1] < 2 or len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    return ranked[0][0]


def employer_from(signs: dict[str, Any]) -> tuple[str | None, str]:
    """(employer name, where it was read) from the page's signs; (None, "") when none reads as a name. A page whose
    job postings name two or more hiring organizations (`employers`) is a board of many employers: its own name
    (site name, title, logo) is no listing's company there; so is a site that names itself by board words and no
    employer ("Remote Jobs Hub", "Empregos.com.br": `board_name`), by its site name or by the name a title or logo
    gives."""
    if len({" ".join(str(n).split()).casefold() for n in signs.get("employers") or [] if str(n).strip()}) >= 2:
        return None, ""
    for name in signs.get("ld") or []:
        if _ok(name):
            return _ok(name), "structured data"
    if board_name(signs.get("site") or ""):
        return None, ""
    name, source = _named(signs)
    return (None, "") if name is None or board_name(name) else (name, source)


def _named(signs: dict[str, Any]) -> tuple[str | None, str]:
    """The first name the page's own words give: site name, title, keywords, logo."""
    if _ok(signs.get("site")):
        return _ok(signs.get("site")), "site name"
    title = " ".join((signs.get("title") or "").split())
    # "Search jobs | Meridian Logistics Careers": the whole title, then each of its parts
    for text in [title, *TITLE_PARTS.split(title)]:
        for rule in TITLE_RULES:
            match = rule.match(text.strip())
            # "社会招聘 | Lanshan 蓝山招聘": the name a rule finds may still end in a board word written unspaced
            name = _ok(_unspaced_name(match.group("name")) or match.group("name")) if match else None
            if name and not TITLE_PARTS.search(name) and not NOT_A_BOARD.match(name):
                return name, "page title"
        name = _ok(_unspaced_name(text))
        if name:
            return name, "page title"
    name = keyword_employer(signs.get("keywords") or "")
    if name:
        return name, "keywords"
    for logo in signs.get("logos") or []:
        alt, marked = (logo, False) if isinstance(logo, str) else (logo.get("alt") or "", bool(logo.get("logo")))
        # an image of the page's top band outside its header (collect.js employerSigns) must say it is a logo
        name = logo_name(alt, marked, strict=isinstance(logo, dict) and bool(logo.get("band")))
        if name:
            return name, "logo"
    return None, ""


def board_name(name: str) -> bool:
    """A name that reads as a job board's own: it holds the lexicon's board words ("Remote Jobs Hub", "Empregos.com.br",
    "Bolsa de Trabajo Norte") and no title rule reads an employer's name out of it ("Acme Careers", "Jobs at Acme" name
    Acme, an employer)."""
    text = " ".join(name.split())
    if not _ok(text) or not BOARD_WORD.search(text):  # "Careers" alone: the page's own word, no name at all
        return False
    return not any(rule.match(text) for rule in TITLE_RULES) and _unspaced_name(text) is None


# a board word anywhere in a name, as a whole word ("empregos" in "Empregos.com.br", not "jobs" in "Jobsora")
BOARD_WORD = pattern("job_board")
# the longest card text that can be a company slot ("Nome da empresa disponível para cadastrados." is 45)
HIDDEN_SLOT = 80


def hides_company(text: str) -> bool:
    """A card's text that says the board keeps the employer's name back ("Confidential", "Empresa confidencial",
    "Nome da empresa disponível para cadastrados.", "企业保密"): the lexicon's `company_hidden`, said by a short text
    of its own (not a description that mentions confidential data)."""
    text = " ".join((text or "").split())
    return 0 < len(text) <= HIDDEN_SLOT and says(text, "company_hidden", 4) is not None


def block_employer(head: Mapping[str, Any] | None) -> str | None:
    """The employer a block of the listing names in its header, over the job entries it groups (collect.js
    blockHeader: a Dice, LinkedIn or Wellfound group by company), with or without a heading: the text of a link to
    an employer's page (`employer_page`; the logo's own link, named as a logo, says the name by its image), else the
    alt text of a logo (an image in a link to an employer's page, one whose alt says it is a logo, or one whose alt is
    the header's heading). None when the header names no employer, or two (links to two employers' pages, logos of
    two names): a list cut by date or team headings names none."""
    if not head:
        return None
    links = [(link, page) for link in head.get("links") or [] if (page := employer_page(str(link.get("href") or "")))]
    if len({page for _, page in links}) > 1:
        return None
    for link, _ in links:
        if LOGO_ONLY.search(str(link.get("label") or "")):  # the logo's link: its text is initials or none
            continue
        name = _ok(str(link.get("text") or ""))
        if name:
            return name
    headings = {" ".join(str(h).split()).casefold() for h in head.get("heads") or [] if str(h).strip()}
    names = set()
    for logo in head.get("logos") or []:
        alt = str(logo.get("alt") or "")
        marked = bool(employer_page(str(logo.get("href") or ""))) or " ".join(alt.split()).casefold() in headings
        name = logo_name(alt, marked=marked, strict=True)
        if name:
            names.add(name)
    return names.pop() if len(names) == 1 else None


def many_employers(cards: Iterable[Mapping[str, Any]], filters: Iterable[str] = ()) -> str | None:
    """Why a listing is a board of many employers, so that no name the page gives itself is its jobs' company; None
    when nothing says so. `cards`: the listing's items (collect.js listingItems: `leaves` with their `text`, `links`);
    `filters`: the names of the page's filter groups. Signs: a card says its employer's name is hidden (an employer's
    own page never hides its own name); a filter of companies; cards that link to two or more employers' pages;
    cards whose images (their `images`: logos) name two or more employers (`card_employers`)."""
    pages: set[str] = set()
    for card in cards:
        for leaf in card.get("leaves") or []:
            if hides_company(str(leaf.get("text") or "")):
                return f"a card says the company is hidden ({' '.join(str(leaf['text']).split())!r})"
        pages.update(p for href in card.get("links") or [] if (p := employer_page(str(href))))
    for name in filters:
        if field_of_label(name) == "company":
            return f"the page filters by company ({name!r})"
    if len(pages) >= 2:
        return f"cards link to {len(pages)} employers' pages"
    named: dict[str, str] = {}
    for card in cards:
        for name in card_employers(card, card.get("title")):
            named.setdefault(name.casefold(), name)
    if len(named) >= 2:
        shown = ", ".join(repr(n) for n in list(named.values())[:3])
        return f"cards' logos name {len(named)} employers ({shown}{', ...' if len(named) > 3 else ''})"
    return None


# the largest box of an image that is an employer's mark on a card (a logo is a small badge; a photo of a team or an
# office, a card's cover picture, spans the card)
LOGO_BOX = 160
PICTURE = _words("picture")


def image_employer(image: Mapping[str, Any], title: str | None = None) -> tuple[str | None, bool]:
    """(the employer an image of a card names, whether the image says it is the employer's mark) from collect.js
    listingItems' `images`: an alt that calls itself a logo ("Acme logo" -> Acme), an image in a link to an employer's
    page (`employer_page`) or in a link or wrapper labelled as a logo ("Company Logo") names its employer whole; any
    other alt ("Acme") only when it reads as a name a small mark carries: not in a heading, in a logo's small box, no
    word of a picture's ("Our Berlin office", "Team at work", "Flag of Germany"). Never a field's name ("Company
    logo" is no name), a place (a country's flag), a badge ("Verified", "Top employer"), the job's own title, a
    platform's or a board's own name. (None, False) when the image names nobody."""
    alt = " ".join(str(image.get("alt") or "").split())
    label = " ".join(str(image.get("label") or "").split())
    said = bool(LOGO_ONLY.search(alt))
    marked = said or bool(LOGO_ONLY.search(label)) or employer_page(str(image.get("href") or "")) is not None
    if said:
        name = logo_name(alt, strict=True)
    elif marked:
        name = _ok(alt)
    else:
        small = max(int(image.get("width") or 0), int(image.get("height") or 0)) <= LOGO_BOX
        name = _ok(alt) if small and not image.get("heading") and not PICTURE.search(alt) else None
    if not name or is_field_label(name) or is_badge(name) or values.is_place(name) or board_name(name) \
            or BOARD_WORD.fullmatch(name) or title and (same_words(name, title) or title.casefold() in name.casefold()):
        return None, False
    return name, marked


def card_employers(card: Mapping[str, Any], title: str | None = None) -> list[str]:
    """The employers a card's images name (`image_employer`), each once: those the images say are marks when any
    does, else the other names read. `title`: the job's own title, when known, is no employer."""
    found = [image_employer(image, title) for image in card.get("images") or []]
    marks = [name for name, mark in found if name and mark]
    names = marks or [name for name, _ in found if name]
    return list({n.casefold(): n for n in names}.values())


def card_employer(card: Mapping[str, Any], title: str | None = None) -> str | None:
    """The one employer a card's own logo names (`card_employers`), for a job the card shows no company text for;
    None when its images name none or several."""
    names = card_employers(card, title)
    return names[0] if len(names) == 1 else None


def logo_name(alt: str, marked: bool = False, strict: bool = False) -> str | None:
    """The name a logo's alt text gives ("Acme logo" -> Acme): the whole alt, else its first sentence when the rest
    describes the image ("Logo Bradesco. Ele é formado por dois símbolos ..." -> Bradesco); `marked`: the page calls
    the image its logo (by class), so an alt without the logo word names it too; `strict`: only a logo word says so
    (not "home": an image in no header). None when no name reads there."""
    for text in [alt, *SENTENCE_END.split(alt.strip())[:1]]:
        text = text.strip().rstrip(".!?。")
        if text and (marked or (LOGO_ONLY if strict else LOGO).search(text)) and (name := _ok(LOGO.sub(" ", text))):
            return name
    return None


def page_employer(page: Page) -> tuple[str | None, str]:
    """The employer a single-company board belongs to, read from the open page: its JobPostings' hiring organization
    (JSON-LD or microdata) before anything its words say."""
    signs = inpage.call(page, "employerSigns")
    try:
        data = values.structured_data(page.content(), page.url)
    except Exception:  # noqa: BLE001 - a page navigating away: the in-page signs still speak
        data = {}
    signs["employers"] = data.get("employers", [])
    signs["ld"] = [*data.get("employers", []), *(signs.get("ld") or []), *data.get("organizations", [])]
    return employer_from(signs)
