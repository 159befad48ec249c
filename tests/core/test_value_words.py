"""The words values.py kept at its top moved into the lexicon (lexicon/value_kinds.py) unchanged: for each list, the
set of phrases values.py judged with before the move (written down here once, as it stood on branch `contract`) is
the set it reads from the lexicon now, and a value in each language is judged as before."""

from __future__ import annotations

import pytest

from pytest_jobagent import values
from pytest_jobagent.lexicon import WORDS, phrases

# ---------------------------------------------------------------------------------------------------------------
# THE LISTS AS values.py HELD THEM BEFORE THE MOVE (verbatim)
# ---------------------------------------------------------------------------------------------------------------
WORK_MODE_WORDS = (
    "remote", "fully remote", "full remote", "100% remote", "remote only", "remote first", "remote friendly", "remote work",
    "hybrid", "hybrid work", "on-site", "onsite", "on site", "in-office", "in office", "work from home", "wfh",
    "home office", "homeoffice", "mobiles arbeiten", "fernarbeit", "hybrides arbeiten",  # de
    "télétravail", "teletravail", "télétravail total", "hybride", "à distance",  # fr
    "remoto", "teletrabajo", "híbrido", "hibrido", "presencial", "trabajo remoto", "home-office",  # es / pt
    "da remoto", "lavoro da remoto", "ibrido", "in sede",  # it
    "thuiswerken", "op afstand",  # nl
    "zdalnie", "praca zdalna", "hybrydowo", "stacjonarnie",  # pl
    "удаленно", "удалённо", "удаленная работа", "удалённая работа", "гибрид", "віддалено", "віддалена робота",
    "дистанційно", "гібрид",  # ru / uk
    "uzaktan", "hibrit", "evden",  # tr
    "jarak jauh", "wfh", "kerja dari rumah",  # id
    "リモート", "フルリモート", "在宅勤務", "テレワーク", "リモートワーク",  # ja
    "远程", "远程办公", "居家办公", "遠端",  # zh
    "재택", "재택근무", "원격", "원격근무", "하이브리드",  # ko
    "làm việc từ xa", "từ xa",  # vi
    "عن بعد", "العمل عن بعد", "هجين",  # ar
)
JOB_TYPE_WORDS = (  # an employment or contract type, in every language of the lexicon: never a company or a place
    "full-time", "full time", "fulltime", "part-time", "part time", "parttime", "contract", "contractor", "temporary",
    "temp", "internship", "intern", "permanent", "freelance", "freelancer", "seasonal", "apprenticeship", "fixed-term",
    "fixed term", "casual", "casual/vacation", "contract to hire", "contract-to-hire", "temp to perm",
    "vollzeit", "teilzeit", "befristet", "unbefristet", "festanstellung", "feste anstellung", "praktikum",
    "werkstudent", "minijob", "zeitarbeit", "arbeitnehmerüberlassung", "freiberuflich", "freie mitarbeit",
    "ausbildung",  # de
    "cdi", "cdd", "stage", "alternance", "intérim", "interim", "temps plein", "temps partiel", "temporaire",
    "saisonnier", "apprentissage", "indépendant", "contrat à durée indéterminée", "contrat à durée déterminée",  # fr
    "tiempo completo", "medio tiempo", "tiempo parcial", "jornada completa", "media jornada", "jornada parcial",
    "indefinido", "contrato indefinido", "temporal", "contrato temporal", "por obra", "autónomo", "prácticas",
    "practicas", "pasantía", "pasantia",  # es
    "tempo integral", "período integral", "periodo integral", "meio período", "meio periodo", "tempo parcial",
    "permanente", "temporário", "temporario", "efetivo", "efetiva", "contrato temporário", "estágio", "estagio",
    "autônomo", "clt", "pj", "prestação de serviços",  # pt
    "tempo pieno", "tempo parziale", "tempo determinato", "tempo indeterminato", "a tempo determinato",
    "a tempo indeterminato", "indeterminato", "determinato", "tirocinio", "apprendistato", "somministrazione",
    "temporaneo", "libero professionista",  # it
    "voltijd", "deeltijd", "vast", "vaste baan", "vast contract", "tijdelijk", "tijdelijk contract", "uitzendwerk",
    "bijbaan", "stageplaats",  # nl
    "pełny etat", "pełen etat", "niepełny etat", "pół etatu", "umowa o pracę", "umowa zlecenie", "umowa o dzieło",
    "umowa na czas określony", "umowa na czas nieokreślony", "b2b", "staż", "praktyki", "praca tymczasowa",  # pl
    "полная занятость", "частичная занятость", "стажировка", "постоянная работа", "временная работа",
    "проектная работа", "подработка", "вахта", "вахтовый метод",  # ru
    "повна зайнятість", "неповна зайнятість", "часткова зайнятість", "стажування", "постійна робота",
    "тимчасова робота", "проєктна робота", "підробіток",  # uk
    "tam zamanlı", "yarı zamanlı", "staj", "kalıcı", "geçici", "sözleşmeli", "dönemsel",
    "serbest çalışan",  # tr
    "penuh waktu", "paruh waktu", "magang", "kontrak", "karyawan tetap", "pegawai tetap", "tetap", "harian",
    "pekerja lepas", "kasual",  # id
    "正社員", "契約社員", "アルバイト", "パート", "派遣社員", "派遣", "インターン", "業務委託", "嘱託社員",
    "アルバイト・パート", "パート・アルバイト", "紹介予定派遣", "正職員", "契約職員",  # ja
    "全职", "兼职", "实习", "全職", "兼職", "實習", "合同工", "临时工", "臨時工", "劳务派遣", "勞務派遣",  # zh
    "정규직", "계약직", "비정규직", "무기계약직", "파견직", "위촉직", "일용직", "인턴", "인턴직", "아르바이트",
    "파트타임", "프리랜서",  # ko
    "toàn thời gian", "bán thời gian", "thực tập", "thời vụ", "hợp đồng", "làm thêm",  # vi
    "دوام كامل", "دوام جزئي", "تدريب", "عقد", "مؤقت", "دائم", "عمل حر",  # ar
    "plný úvazek", "zkrácený úvazek", "částečný úvazek", "brigáda", "stáž", "na dobu určitou",
    "na dobu neurčitou",  # cs
    "heltid", "deltid", "tillsvidareanställning", "visstidsanställning", "provanställning", "praktik",
    "timanställning",  # sv
)
FUNCTION_WORDS = (  # a word of the page's chrome or a joint of a sentence: never a company's or a place's name
    "at", "by", "for", "in", "on", "of", "with", "from", "the", "a", "an", "and", "or", "to", "via",
    "new", "featured", "promoted", "sponsored", "ad", "top", "hot", "urgent", "apply", "apply now", "easy apply",
    "save", "share", "view", "details", "more", "see more", "read more",
    "bei", "von", "und", "für", "neu", "gesponsert", "jetzt bewerben", "chez", "de", "et", "nouveau", "sponsorisé",
    "en", "y", "nuevo", "patrocinado", "em", "e", "novo", "presso", "di", "nuovo", "bij", "van", "en", "nieuw",
    "w", "i", "nowa", "nowe", "в", "и", "от", "новая", "новинка", "у", "та", "від", "нова", "терміново", "срочно",
    "ve", "yeni", "di", "dan", "baru", "新着", "新着求人", "急募", "新", "急聘", "新규", "신규", "급구", "mới", "gấp",
    "جديد", "عاجل", "في", "من",
)
RECRUITER_WORDS = (  # what a page calls the person one writes to: a recruiter's name is not the employer
    "recruiter", "recruiting contact", "contact", "contact person", "hiring manager", "posted by", "talent partner",
    "recruitment consultant", "consultant", "ansprechpartner", "ansprechpartnerin", "kontakt", "kontaktperson",
    "recruteur", "recruteuse", "interlocuteur", "reclutador", "reclutadora", "contacto", "recrutador", "selezionatore",
    "referente", "contactpersoon", "rekruter", "rekruterka", "osoba kontaktowa", "рекрутер", "контактное лицо",
    "контакт", "контактна особа", "рекрутерка", "işe alım uzmanı", "ilgili kişi", "perekrut", "kontak",
    "採用担当", "担当者", "招聘人", "联系人", "招聘者", "HR", "담당자", "채용담당자", "인사담당자", "nhà tuyển dụng",
    "người liên hệ", "مسؤول التوظيف", "جهة الاتصال", "مسؤول التواصل",
)
ADMIN_WORDS = (  # what follows or precedes a place's name to say its kind ("Greater London", "Kyiv oblast", "강남구")
    "greater", "area", "metro", "metropolitan", "region", "county", "district", "province", "state", "city", "bay",
    "oblast", "область", "обл", "район", "місто", "город", "м", "г", "kreis", "landkreis", "bezirk", "stadt",
    "kota", "kabupaten", "provinsi", "il", "ilçe", "tỉnh", "thành phố", "quận", "huyện", "tp", "محافظة", "مدينة",
    "metropolitana", "région", "provincia", "estado", "comunidad", "capital", "federal",
)
REGION_WORDS = (  # places bigger than a country, and "anywhere"
    "worldwide", "anywhere", "global", "europe", "emea", "apac", "latam", "americas", "north america", "asia",
    "africa", "middle east", "mena", "oceania", "eu", "weltweit", "europa", "partout", "в любой точке",
    "по всему миру", "全国", "海外", "전국", "해외", "toàn quốc", "دول الخليج",
)
# CJK administrative suffixes ("서울특별시", "東京都", "湖南省", "강남구"): the name before them is the place
CJK_ADMIN_SUFFIXES = tuple(r"특별자치시|특별자치도|특별시|광역시|자치구|시|도|군|구|동|읍|면|都|道|府|県|県|省|市|区|區|县|縣|自治区".split("|"))
PAY_WORDS = (
    "salary", "pay", "wage", "compensation", "per hour", "per year", "per month", "per annum", "hourly", "annual",
    "annually", "monthly", "a year", "an hour", "a month", "gehalt", "brutto", "netto", "pro jahr", "pro monat",
    "stundenlohn", "salaire", "par an", "par mois", "brut", "salario", "sueldo", "al mes", "al año", "salário",
    "por mês", "stipendio", "retribuzione", "lordo", "salaris", "per maand", "wynagrodzenie", "zł", "brutto/mies",
    "зарплата", "зп", "оклад", "в месяц", "на руки", "грн", "руб", "₽", "maaş", "gaji", "per bulan", "給与", "月給",
    "年収", "時給", "日給", "薪资", "月薪", "年薪", "薪", "급여", "연봉", "월급", "시급", "만원", "lương", "triệu",
    "راتب", "الراتب", "شهريا",
)
RECENT_WORDS = ("recently", "just posted", "just now", "new today", "kürzlich", "récemment", "recientemente",
                "недавно", "щойно", "방금", "最近", "gerade eben")
# ---------------------------------------------------------------------------------------------------------------

MOVED = [
    (WORK_MODE_WORDS, "work_mode", values.WORK_MODES),
    (JOB_TYPE_WORDS, "job_type", values.JOB_TYPES),
    (FUNCTION_WORDS, "function_word", values.FUNCTIONS),
    (RECRUITER_WORDS, "recruiter", values.RECRUITERS),
    (ADMIN_WORDS, "admin_area", values.ADMINS),
    (REGION_WORDS, "region", values.REGIONS),
    (PAY_WORDS, "pay", values.PAYS),
    (RECENT_WORDS, "recent", values.RECENT),
]


@pytest.mark.parametrize(("before", "concept", "now"), MOVED, ids=[m[1] for m in MOVED])
def test_values_reads_the_same_phrases_from_the_lexicon(before, concept, now):
    assert now == frozenset(values.fold(w) for w in before)
    assert {values.fold(p) for p in phrases(concept)} == {values.fold(w) for w in before}


def test_the_cjk_administrative_suffixes_are_the_same_and_cut_the_same():
    assert set(phrases("admin_suffix")) == set(CJK_ADMIN_SUFFIXES)
    for name, place in [("서울특별시", "서울"), ("제주특별자치도", "제주"), ("강남구", "강남"), ("東京都", "東京"),
                        ("湖南省", "湖南"), ("广西壮族自治区", "广西壮族"), ("臺北市", "臺北"), ("大阪府", "大阪")]:
        assert values.CJK_ADMIN_SUFFIX.sub("", name) == place, name


def test_the_moved_concepts_are_grouped_by_language():
    for concept in (*(m[1] for m in MOVED), "admin_suffix"):
        assert all(len(language) == 2 and language.islower() for language in WORDS[concept]), concept
    assert set(WORDS["admin_suffix"]) == {"ko", "ja", "zh"}


@pytest.mark.parametrize(("text", "judge", "expected"), [
    # work modes: en, de, fr, es, it, pl, ru, uk, tr, ja, zh, ko, vi, ar
    ("Remote", values.is_work_mode, True), ("Home Office", values.is_work_mode, True),
    ("Télétravail", values.is_work_mode, True), ("Teletrabajo", values.is_work_mode, True),
    ("Da remoto", values.is_work_mode, True), ("Praca zdalna", values.is_work_mode, True),
    ("Удалённая работа", values.is_work_mode, True), ("Віддалено", values.is_work_mode, True),
    ("Uzaktan", values.is_work_mode, True), ("在宅勤務", values.is_work_mode, True),
    ("远程办公", values.is_work_mode, True), ("재택근무", values.is_work_mode, True),
    ("Làm việc từ xa", values.is_work_mode, True), ("عن بعد", values.is_work_mode, True),
    ("Berlin", values.is_work_mode, False),
    # contract types: en, de, fr, es, pt, it, nl, pl, ru, uk, tr, id, ja, zh, ko, vi, ar, cs, sv
    ("Full-time", values.is_job_type, True), ("Vollzeit", values.is_job_type, True), ("CDI", values.is_job_type, True),
    ("Tiempo completo", values.is_job_type, True), ("Estágio", values.is_job_type, True),
    ("Tempo indeterminato", values.is_job_type, True), ("Deeltijd", values.is_job_type, True),
    ("Umowa o pracę", values.is_job_type, True), ("Полная занятость", values.is_job_type, True),
    ("Неповна зайнятість", values.is_job_type, True), ("Yarı zamanlı", values.is_job_type, True),
    ("Paruh waktu", values.is_job_type, True), ("正社員", values.is_job_type, True), ("兼职", values.is_job_type, True),
    ("정규직", values.is_job_type, True), ("Toàn thời gian", values.is_job_type, True),
    ("دوام كامل", values.is_job_type, True), ("Plný úvazek", values.is_job_type, True),
    ("Heltid", values.is_job_type, True), ("Acme GmbH", values.is_job_type, False),
    # function words and chrome: en, de, fr, ru, ja, ko, ar
    ("at", values.is_function_word, True), ("Gesponsert", values.is_function_word, True),
    ("chez", values.is_function_word, True), ("Срочно", values.is_function_word, True),
    ("急募", values.is_function_word, True), ("신규", values.is_function_word, True),
    ("عاجل", values.is_function_word, True), ("Siemens", values.is_function_word, False),
    # recruiters: en (HR written in capitals), de, fr, ja, ko
    ("Recruiter", values.names_a_recruiter, True), ("HR", values.names_a_recruiter, True),
    ("Ansprechpartnerin", values.names_a_recruiter, True), ("Recruteuse", values.names_a_recruiter, True),
    ("採用担当", values.names_a_recruiter, True), ("채용담당자", values.names_a_recruiter, True),
    ("Globex", values.names_a_recruiter, False),
    # places: a region bigger than a country and a place's kind (en, de, ru, uk, ko, ja, zh)
    ("Worldwide", values.is_place, True), ("Weltweit", values.is_place, True), ("전국", values.is_place, True),
    ("Greater London", values.is_place, True), ("Kyiv oblast", values.is_place, True),
    ("Landkreis München", values.is_place, True), ("서울특별시", values.is_place, True),
    ("東京都", values.is_place, True), ("湖南省", values.is_place, True),
    # recent dates: en, de, fr, es, ru, uk, ko, zh
    ("Just posted", values.is_date, True), ("Kürzlich", values.is_date, True), ("Récemment", values.is_date, True),
    ("Recientemente", values.is_date, True), ("Недавно", values.is_date, True), ("Щойно", values.is_date, True),
    ("방금", values.is_date, True), ("最近", values.is_date, True),
    # pay said by its words: en, de, fr, es, pl, ru, uk, ja, ko, vi
    ("45,000 per year", values.is_pay, True), ("3.500 brutto", values.is_pay, True), ("2 000 par mois", values.is_pay, True),
    ("1.200 al mes", values.is_pay, True), ("8000 zł", values.is_pay, True), ("80 000 на руки", values.is_pay, True),
    ("25 000 грн", values.is_pay, True), ("月給 250000", values.is_pay, True), ("연봉 4000", values.is_pay, True),
    ("15 triệu", values.is_pay, True),
])
def test_a_value_in_each_language_is_judged_as_before(text, judge, expected):
    assert judge(text) is expected
