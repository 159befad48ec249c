#!/usr/bin/env python3
"""Generate the Praca24 site: data chunk, server-rendered pages (through the app bundle in node) and truth.json.

Run from anywhere: python3 make_data.py   (needs `node` on PATH: the pages are rendered by the same bundle the
browser runs, as a Next.js build would render them)
"""
import datetime as dt
import html
import json
import re
import shutil
import subprocess
import unicodedata
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 27)
PAGE_SIZE = 20
DEFAULT_RADIUS = 30
RADII = [0, 10, 20, 30, 50, 100]
APP_JS = "/_next/static/chunks/pages/_app-5c1f0e8a93d2b7c4.js"
DATA_JS = "/_next/static/chunks/7310-offers-e4a91b2c6d.js"
CSS = "/_next/static/css/a3f09c1e7b2d4e58.css"
BUILD_ID = "p24-XJ3k9vQ2mT1b"
SUG = "list_top_cr_bd_1_tname_252_tp_1"
MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
          "października", "listopada", "grudnia"]

CITIES = [  # name, slug, lat, lon
    ("Warszawa", 52.2297, 21.0122), ("Kraków", 50.0647, 19.9450), ("Wrocław", 51.1079, 17.0385),
    ("Gdańsk", 54.3520, 18.6466), ("Gdynia", 54.5350, 18.5300), ("Poznań", 52.4064, 16.9252),
    ("Łódź", 51.7592, 19.4560), ("Katowice", 50.2649, 19.0238), ("Gliwice", 50.2945, 18.6714),
    ("Pruszków", 52.1706, 20.8119), ("Piaseczno", 52.0814, 21.0239), ("Wieliczka", 49.9870, 20.0650),
    ("Lublin", 51.2465, 22.5684), ("Rzeszów", 50.0412, 21.9991), ("Olsztyn", 53.7784, 20.4801),
    ("Białystok", 53.1325, 23.1688),
]

# key: name as the tile writes it, profile page?, logo?, colour, ATS host, about
COMPANIES = {
    "nordvik": ("Nordvik Software sp. z o.o.", True, True, "#1f6feb", "kariera.nordvik.example",
                "Software house z Warszawy tworzący systemy dla bankowości i logistyki."),
    "datakraft": ("DataKraft Polska", True, True, "#8250df", "jobs.datakraft.example",
                  "Zespół inżynierów danych i ML z Krakowa."),
    "bank": ("Bank Wiślany S.A.", True, True, "#0a7f5a", "kariera.bankwislany.example",
             "Bank uniwersalny obsługujący klientów indywidualnych i firmy w całej Polsce."),
    "pixelhaus": ("Pixelhaus", False, True, "#d1242f", "pixelhaus.example",
                  "Studio produktowe: strony, aplikacje, marketing."),
    "polmarket": ("Polmarket Dystrybucja sp. z o.o.", True, False, "#bc4c00", "rekrutacja.polmarket.example",
                  "Dystrybutor artykułów spożywczych i chemii gospodarczej."),
    "sasiad": ("Sklepy Sąsiad", True, True, "#116329", "praca.sklepysasiad.example",
               "Sieć sklepów osiedlowych w centralnej i południowej Polsce."),
    "bilans": ("Biuro Rachunkowe Bilans", False, False, "#57606a", "bilans-biuro.example",
               "Biuro rachunkowe z Trójmiasta."),
    "logitrans": ("LogiTrans S.A.", True, True, "#0550ae", "kariera.logitrans.example",
                  "Operator logistyczny: magazyny i transport międzynarodowy."),
    "contactpro": ("ContactPro Polska", True, True, "#953800", "careers.contactpro.example",
                   "Centrum obsługi klienta dla marek z Europy Zachodniej."),
    "serwerownia": ("Serwerownia24", False, True, "#24292f", "serwerownia24.example",
                    "Dostawca usług chmurowych i kolokacji."),
    "horyzont": ("Grupa Budowlana Horyzont", True, True, "#9a6700", "kariera.horyzont.example",
                 "Generalny wykonawca inwestycji mieszkaniowych."),
    "fincore": ("FinCore Services", True, False, "#6639ba", "fincore.example",
                "Centrum usług finansowych dla międzynarodowej grupy."),
    "softline": ("Softline Gdańsk", False, True, "#cf222e", "softline-gdansk.example",
                 "Firma programistyczna z Pomorza."),
    "hrpartners": ("HR Partners sp. z o.o.", True, False, "#1a7f37", "hrpartners.example",
                   "Agencja doradztwa personalnego."),
    "szybkapaczka": ("SzybkaPaczka", True, True, "#e16f24", "kariera.szybkapaczka.example",
                     "Firma kurierska z własną siecią magazynów."),
    "meble": ("Meble Dąb", False, False, "#7d4e00", "mebledab.example", "Salony meblowe w Wielkopolsce."),
    "lubit": ("Lubelskie Centrum IT", False, True, "#0969da", "lubit.example", "Software house z Lublina."),
    "podkarpacki": ("Podkarpacki Hurt", False, False, "#8c959f", "podkarpackihurt.example", "Hurtownia."),
    "olsztynbr": ("Biuro Rachunkowe Warmia", False, False, "#4d2d00", "brwarmia.example", "Biuro rachunkowe."),
    "wschod": ("Logistyka Wschód", False, True, "#3e1f79", "logistykawschod.example", "Magazyny na wschodzie."),
}

CATEGORIES = [("IT - Rozwój oprogramowania", "5016"), ("IT - Administracja", "5015"), ("Sprzedaż", "5034"),
              ("Finanse / Ekonomia", "5008"), ("Logistyka", "5021"), ("Obsługa klienta", "5004"),
              ("Marketing", "5023"), ("Human Resources / Zasoby ludzkie", "5013"),
              ("Administracja biurowa", "5001")]
LEVELS = [("Praktykant / Stażysta", "1"), ("Asystent", "3"), ("Młodszy specjalista (Junior)", "17"),
          ("Specjalista (Mid / Regular)", "4"), ("Starszy specjalista (Senior)", "18"), ("Kierownik", "20")]
CONTRACTS = [("umowa o pracę", "0"), ("umowa o dzieło", "1"), ("umowa zlecenie", "2"), ("kontrakt B2B", "3")]
WORKTIMES = [("część etatu", "1"), ("dodatkowa / tymczasowa", "2"), ("pełny etat", "0")]
WORKMODES = [("praca stacjonarna", "full-office"), ("praca hybrydowa", "hybrid"), ("praca zdalna", "home-office"),
             ("praca mobilna", "mobile")]
FILTER_GROUPS = [("Kategorie", "cc", CATEGORIES), ("Poziom stanowiska", "et", LEVELS), ("Rodzaj umowy", "tc", CONTRACTS),
                 ("Wymiar pracy", "ws", WORKTIMES), ("Tryb pracy", "wm", WORKMODES)]

IT, ADM, SALES, FIN, LOG, CS, MKT, HR, OFF = (c for c, _ in CATEGORIES)
INT, ASY, JUN, MID, SEN, KIER = (lv for lv, _ in LEVELS)
UOP, DZIELO, ZLEC, B2B = (c for c, _ in CONTRACTS)
PART, TEMP, FULL = (w for w, _ in WORKTIMES)
OFFICE, HYB, REMOTE, MOBILE = (m for m, _ in WORKMODES)
EASY, EXT = "easy_apply", "external"

# title, company, places ("City" or "City, district/region"), category, level, contracts, worktime, mode, salary,
# days ago, apply type, quick apply, keywords
OFFERS = [
    ("Python Developer", "nordvik", ["Warszawa, Mokotów"], IT, MID, [UOP, B2B], FULL, HYB,
     "16 000–22 000 zł brutto / mies.", 0, EASY, True, ["python", "django", "postgresql"]),
    ("Senior Python Engineer", "datakraft", ["Kraków"], IT, SEN, [B2B], FULL, REMOTE,
     "150–180 zł netto (+ VAT) / godz.", 1, EXT, False, ["python", "fastapi", "aws"]),
    ("Młodszy programista Java", "bank", ["Warszawa, Wola"], IT, JUN, [UOP], FULL, HYB,
     "8 500 zł brutto / mies.", 2, EASY, False, ["java", "spring", "sql"]),
    ("Java Developer (Spring Boot)", "nordvik", ["Warszawa", "Kraków", "Wrocław", "Gdańsk", "Poznań"], IT, MID,
     [UOP, B2B], FULL, HYB, "14 000–19 000 zł brutto / mies.", 3, EASY, True, ["java", "spring", "kafka"]),
    ("Frontend Developer (React)", "pixelhaus", ["Wrocław"], IT, MID, [B2B], FULL, REMOTE, None, 4, EXT, False,
     ["javascript", "typescript", "react"]),
    ("Specjalista ds. sprzedaży", "polmarket", ["Poznań"], SALES, MID, [UOP], FULL, OFFICE,
     "6 500–8 000 zł brutto / mies.", 5, EASY, True, ["sprzedaż", "handlowiec", "b2b"]),
    ("Sprzedawca – kasjer", "sasiad", ["Łódź", "Warszawa", "Kraków"], SALES, ASY, [ZLEC, UOP], PART, OFFICE,
     "28–32 zł brutto / godz.", 0, EASY, True, ["sprzedawca", "kasjer", "sklep"]),
    ("Księgowa / Księgowy", "bilans", ["Gdańsk, pomorskie"], FIN, MID, [UOP], FULL, HYB,
     "7 000–9 000 zł brutto / mies.", 6, EASY, False, ["księgowość", "księgowa", "optima"]),
    ("Starszy specjalista ds. księgowości", "bank", ["Warszawa, Śródmieście"], FIN, SEN, [UOP], FULL, HYB, None, 7,
     EXT, False, ["księgowość", "ifrs", "sap"]),
    ("Magazynier", "logitrans", ["Pruszków"], LOG, ASY, [UOP], FULL, OFFICE, "5 200 zł brutto / mies.", 1, EASY,
     True, ["magazyn", "magazynier", "wózek"]),
    ("Kierowca kat. C+E", "logitrans", ["Pruszków", "Łódź", "Poznań", "Katowice"], LOG, MID, [UOP], FULL, MOBILE,
     "9 000–11 000 zł brutto / mies.", 8, EASY, False, ["kierowca", "transport", "c+e"]),
    ("Konsultant ds. obsługi klienta z językiem niemieckim", "contactpro", ["Kraków"], CS, JUN, [UOP], FULL, REMOTE,
     "6 800 zł brutto / mies.", 2, EASY, True, ["obsługa klienta", "niemiecki", "call center"]),
    ("Administrator systemów Linux", "serwerownia", ["Katowice"], ADM, MID, [B2B], FULL, HYB,
     "13 000–16 000 zł netto (+ VAT) / mies.", 9, EXT, False, ["linux", "bash", "ansible"]),
    ("Praktykant w dziale finansów", "bank", ["Warszawa"], FIN, INT, [ZLEC], PART, HYB, "30 zł brutto / godz.", 3,
     EASY, False, ["finanse", "excel", "staż"]),
    ("Specjalista ds. marketingu internetowego", "pixelhaus", ["Wrocław"], MKT, MID, [UOP], FULL, HYB, None, 10,
     EASY, False, ["marketing", "google ads", "seo"]),
    ("Data Engineer (Python, Spark)", "datakraft", ["Kraków"], IT, SEN, [B2B], FULL, HYB,
     "20 000–26 000 zł netto (+ VAT) / mies.", 4, EASY, True, ["python", "spark", "airflow"]),
    ("Kierownik sklepu", "sasiad", ["Łódź"], SALES, KIER, [UOP], FULL, OFFICE, "8 000–9 500 zł brutto / mies.", 11,
     EASY, False, ["sklep", "handel", "zarządzanie zespołem"]),
    ("Spedytor międzynarodowy", "logitrans", ["Gdynia"], LOG, MID, [UOP], FULL, OFFICE, None, 12, EXT, False,
     ["spedycja", "transport", "angielski"]),
    ("Asystentka / Asystent zarządu", "horyzont", ["Poznań"], OFF, ASY, [UOP], FULL, OFFICE,
     "5 500–6 200 zł brutto / mies.", 5, EASY, False, ["biuro", "asystentka", "office"]),
    ("Analityk finansowy", "fincore", ["Wrocław"], FIN, MID, [UOP], FULL, HYB, "10 000–13 000 zł brutto / mies.", 13,
     EASY, False, ["finanse", "controlling", "excel"]),
    ("Tester oprogramowania (QA)", "pixelhaus", ["Łódź"], IT, JUN, [UOP, B2B], FULL, REMOTE,
     "7 000–9 000 zł brutto / mies.", 6, EASY, True, ["testy", "qa", "selenium"]),
    ("JavaScript Developer (Node.js)", "softline", ["Gdańsk, pomorskie"], IT, MID, [B2B], FULL, REMOTE,
     "130–160 zł netto (+ VAT) / godz.", 14, EXT, False, ["javascript", "node.js", "typescript"]),
    ("Przedstawiciel handlowy", "polmarket", ["Katowice", "Kraków"], SALES, MID, [UOP], FULL, MOBILE,
     "7 500 zł brutto / mies.", 7, EASY, False, ["sprzedaż", "handlowiec", "samochód służbowy"]),
    ("Rekruter IT", "hrpartners", ["Warszawa, Mokotów"], HR, JUN, [UOP], FULL, HYB, None, 15, EASY, False,
     ["rekrutacja", "hr", "it"]),
    ("Grafik komputerowy", "pixelhaus", ["Kraków"], MKT, MID, [DZIELO], TEMP, REMOTE, None, 8, EASY, True,
     ["grafika", "figma", "photoshop"]),
    ("Kurier", "szybkapaczka", ["Warszawa", "Piaseczno", "Pruszków", "Łódź", "Wrocław", "Gdańsk"], LOG, ASY,
     [ZLEC, B2B], FULL, MOBILE, "6 000–8 000 zł brutto / mies.", 9, EXT, False, ["kurier", "kierowca", "dostawy"]),
    ("Doradca klienta w oddziale banku", "bank", ["Wieliczka"], CS, JUN, [UOP], FULL, OFFICE,
     "6 200 zł brutto / mies.", 16, EASY, False, ["obsługa klienta", "bankowość", "sprzedaż"]),
    ("DevOps Engineer", "serwerownia", ["Warszawa, Wola"], ADM, SEN, [B2B], FULL, REMOTE,
     "22 000–28 000 zł netto (+ VAT) / mies.", 10, EASY, True, ["devops", "kubernetes", "terraform"]),
    ("Stażysta – programista Python", "softline", ["Gdańsk"], IT, INT, [ZLEC], PART, HYB, "25 zł brutto / godz.", 17,
     EASY, False, ["python", "staż", "git"]),
    ("Specjalista ds. kadr i płac", "hrpartners", ["Katowice"], HR, MID, [UOP], FULL, HYB,
     "7 500–8 800 zł brutto / mies.", 11, EASY, False, ["kadry", "płace", "hr"]),
    ("Operator wózka widłowego", "logitrans", ["Gliwice"], LOG, ASY, [UOP], FULL, OFFICE, "5 800 zł brutto / mies.",
     18, EASY, True, ["magazyn", "wózek widłowy", "udt"]),
    ("Kontroler finansowy", "fincore", ["Warszawa, Śródmieście"], FIN, SEN, [UOP], FULL, HYB, None, 12, EXT, False,
     ["controlling", "finanse", "raportowanie"]),
    ("Sprzedawca w salonie meblowym", "meble", ["Poznań"], SALES, JUN, [UOP], FULL, OFFICE,
     "5 000–6 500 zł brutto / mies.", 19, EASY, False, ["sprzedawca", "meble", "obsługa klienta"]),
    ("Backend Developer (Python / Go)", "softline", ["Gdynia"], IT, SEN, [B2B], FULL, HYB,
     "18 000–24 000 zł netto (+ VAT) / mies.", 13, EASY, False, ["python", "go", "microservices"]),
    ("Koordynator zmiany w magazynie", "szybkapaczka", ["Łódź"], LOG, KIER, [UOP], FULL, OFFICE,
     "7 800 zł brutto / mies.", 20, EASY, False, ["magazyn", "logistyka", "zarządzanie zespołem"]),
    ("Specjalista ds. obsługi klienta (infolinia)", "contactpro", ["Kraków", "Katowice", "Łódź"], CS, JUN, [ZLEC],
     PART, REMOTE, "31 zł brutto / godz.", 14, EASY, True, ["obsługa klienta", "infolinia", "call center"]),
    ("Programista Java – Senior", "datakraft", ["Wrocław"], IT, SEN, [B2B], FULL, HYB,
     "170–200 zł netto (+ VAT) / godz.", 21, EXT, False, ["java", "kotlin", "microservices"]),
    ("Asystent księgowego", "bilans", ["Gdańsk, pomorskie"], FIN, ASY, [UOP], PART, OFFICE, "4 800 zł brutto / mies.",
     22, EASY, False, ["księgowość", "faktury", "excel"]),
    ("Kierownik projektu IT", "nordvik", ["Warszawa"], IT, KIER, [UOP, B2B], FULL, HYB, None, 15, EASY, False,
     ["project manager", "scrum", "jira"]),
    ("Merchandiser", "polmarket", ["Kraków"], SALES, ASY, [ZLEC], TEMP, MOBILE, "32 zł brutto / godz.", 23, EASY,
     False, ["merchandising", "sklep", "ekspozycja"]),
    ("Pracownik magazynu – praca tymczasowa", "szybkapaczka", ["Piaseczno"], LOG, ASY, [ZLEC], TEMP, OFFICE,
     "27 zł brutto / godz.", 24, EASY, True, ["magazyn", "pakowanie", "praca tymczasowa"]),
    ("Specjalista ds. marketingu B2B", "horyzont", ["Katowice"], MKT, MID, [UOP], FULL, HYB, None, 25, EXT, False,
     ["marketing", "b2b", "content"]),
    ("Full Stack Developer (JavaScript / Python)", "pixelhaus", ["Poznań"], IT, MID, [B2B], FULL, REMOTE,
     "15 000–20 000 zł netto (+ VAT) / mies.", 26, EASY, False, ["javascript", "python", "vue"]),
    ("Główny księgowy", "horyzont", ["Poznań"], FIN, KIER, [UOP], FULL, OFFICE, "14 000–17 000 zł brutto / mies.", 27,
     EXT, False, ["księgowość", "cit", "sprawozdawczość"]),
    ("HR Business Partner", "hrpartners", ["Kraków"], HR, SEN, [UOP], FULL, HYB, "12 000–15 000 zł brutto / mies.", 28,
     EASY, False, ["hr", "hrbp", "rozwój pracowników"]),
    ("Junior Python Developer", "datakraft", ["Warszawa, Wola"], IT, JUN, [UOP], FULL, HYB,
     "8 000–10 000 zł brutto / mies.", 29, EXT, False, ["python", "django", "sql"]),
]

SIMILAR = [
    ("Programista Python", "lubit", ["Lublin"], IT, MID, [B2B], FULL, HYB, "14 000–18 000 zł netto (+ VAT) / mies.", 2,
     EXT, False, ["python"]),
    ("Specjalista ds. sprzedaży", "podkarpacki", ["Rzeszów"], SALES, MID, [UOP], FULL, OFFICE,
     "6 000–7 500 zł brutto / mies.", 4, EXT, False, ["sprzedaż"]),
    ("Księgowa", "olsztynbr", ["Olsztyn"], FIN, MID, [UOP], FULL, OFFICE, None, 6, EXT, False, ["księgowość"]),
    ("Magazynier", "wschod", ["Białystok"], LOG, ASY, [UOP], FULL, OFFICE, "5 000 zł brutto / mies.", 1, EXT, False,
     ["magazyn"]),
]

COURSES = [
    {"title": "Python od podstaw – kurs online z certyfikatem", "school": "Akademia Kodu", "price": "1 299 zł",
     "url": "https://akademiakodu.example/kursy/python-od-podstaw?utm_source=praca24&utm_medium=listing&utm_campaign=polecane",
     "image": "/static/promo/kurs-python.svg"},
    {"title": "Kadry i płace w praktyce 2027", "school": "Szkoła Biznesu Progres", "price": "890 zł",
     "url": "https://progres-szkolenia.example/kadry-i-place?ref=praca24",
     "image": "/static/promo/kurs-kadry.svg"},
    {"title": "Prawo jazdy kat. C+E z kwalifikacją", "school": "OSK Droga", "price": "od 6 900 zł",
     "url": "https://osk-droga.example/kategoria-ce?utm_source=praca24",
     "image": "/static/promo/kurs-ce.svg"},
]

DUTIES = {
    IT: ["projektowanie i rozwój nowych funkcjonalności", "udział w code review i dbanie o jakość kodu",
         "współpraca z zespołem produktowym i testerami"],
    ADM: ["utrzymanie i monitorowanie infrastruktury", "automatyzacja wdrożeń", "udział w dyżurach on-call"],
    SALES: ["obsługa i pozyskiwanie klientów", "realizacja planów sprzedażowych", "dbanie o ekspozycję towaru"],
    FIN: ["prowadzenie ewidencji księgowej", "przygotowywanie raportów i deklaracji", "współpraca z audytorami"],
    LOG: ["realizacja zadań logistycznych zgodnie z harmonogramem", "dbanie o stan powierzonego sprzętu",
          "przestrzeganie zasad BHP"],
    CS: ["obsługa zgłoszeń klientów telefonicznie i mailowo", "udzielanie informacji o produktach",
         "rejestrowanie spraw w systemie CRM"],
    MKT: ["przygotowywanie i prowadzenie kampanii", "tworzenie treści i materiałów", "analiza wyników działań"],
    HR: ["prowadzenie procesów rekrutacyjnych", "wsparcie menedżerów w sprawach kadrowych",
         "dbanie o dokumentację pracowniczą"],
    OFF: ["organizacja pracy biura zarządu", "prowadzenie kalendarza i korespondencji", "obsługa gości"],
}
REQS = {
    IT: ["doświadczenie zawodowe adekwatne do stanowiska", "znajomość języka angielskiego na poziomie B2",
         "umiejętność pracy w zespole"],
    ADM: ["dobra znajomość systemów Linux", "doświadczenie z narzędziami automatyzacji", "komunikatywność"],
    SALES: ["nastawienie na klienta", "komunikatywność", "mile widziane doświadczenie w handlu"],
    FIN: ["wykształcenie ekonomiczne", "znajomość ustawy o rachunkowości", "dokładność i sumienność"],
    LOG: ["dyspozycyjność", "odpowiedzialność", "mile widziane uprawnienia i doświadczenie"],
    CS: ["bardzo dobra komunikacja", "cierpliwość i empatia", "znajomość obsługi komputera"],
    MKT: ["doświadczenie w marketingu", "kreatywność", "znajomość narzędzi analitycznych"],
    HR: ["doświadczenie w HR", "znajomość prawa pracy", "umiejętności interpersonalne"],
    OFF: ["doświadczenie na podobnym stanowisku", "dobra organizacja pracy", "znajomość pakietu MS Office"],
}
BENEFITS = ["prywatna opieka medyczna", "dofinansowanie zajęć sportowych", "szkolenia i rozwój",
            "stabilne zatrudnienie", "przyjazna atmosfera w pracy"]


def fold(s: str) -> str:
    s = s.lower().replace("ł", "l")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def slugify(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", fold(s)).strip("-")


def plural(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def date_pl(d: dt.date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def code_of(table, label):
    return dict(table)[label]


def build_offer(row, oid: str, featured: bool):
    (title, ckey, places, cat, level, contracts, worktime, mode, salary, days, apply_type, quick, keywords) = row
    cname, profile, logo, _colour, ats, _about = COMPANIES[ckey]
    city0 = places[0].split(",")[0]
    slug = slugify(f"{title} {city0}")
    url = f"/praca/{slug},oferta,{oid}"
    posted_date = AS_OF - dt.timedelta(days=days)
    if len(places) > 1:
        location_text = f"{len(places)} {plural(len(places), 'lokalizacja', 'lokalizacje', 'lokalizacji')}"
        place_objs = [{"city": p.split(",")[0], "label": p,
                       "url": f"{url}?sug={SUG}&loc={urllib.parse.quote(p.split(',')[0])}"} for p in places]
    else:
        location_text = places[0]
        place_objs = [{"city": city0, "label": places[0], "url": url}]
    tags = [level, ", ".join(contracts), worktime, mode]
    apply_url = f"/aplikuj/{oid}" if apply_type == EASY else f"https://{ats}/oferty/{oid}?utm_source=praca24&utm_medium=aplikuj"
    return {
        "id": oid, "title": title, "slug": slug, "url": url, "company": cname,
        "companySlug": slugify(cname.replace(" sp. z o.o.", "").replace(" S.A.", "")),
        "companyUrl": None, "companyProfile": profile, "companyKey": ckey,
        "logo": f"/static/logos/{ckey}.svg" if logo else None,
        "places": place_objs, "locationText": location_text, "salary": salary,
        "level": level, "contracts": contracts, "worktime": worktime, "workmode": mode, "category": cat,
        "tags": tags, "posted": f"Opublikowana: {date_pl(posted_date)}", "postedDateText": date_pl(posted_date),
        "postedDate": posted_date.isoformat(), "isNew": days <= 1, "quickApply": quick and apply_type == EASY,
        "featured": featured, "banner": f"/static/banners/{ckey}.svg" if featured else None,
        "applyType": apply_type, "applyUrl": apply_url, "keywords": keywords,
        "codes": {"cc": [code_of(CATEGORIES, cat)], "et": [code_of(LEVELS, level)],
                  "tc": [code_of(CONTRACTS, c) for c in contracts], "ws": [code_of(WORKTIMES, worktime)],
                  "wm": [code_of(WORKMODES, mode)]},
        "duties": DUTIES[cat], "requirements": REQS[cat],
        "benefits": BENEFITS[: 3 + (int(oid) % 3)],
    }


def make_offers():
    import random
    rnd = random.Random(2024)
    ids = sorted({str(1004_000_000 + rnd.randrange(100_000, 999_999)) for _ in range(80)})
    rnd.shuffle(ids)
    rows = list(OFFERS)
    keyed = [(row, ids[i]) for i, row in enumerate(rows)]
    # newest first; the same day: the higher id (published later) first
    keyed.sort(key=lambda t: (t[0][9], -int(t[1])))
    offers = [build_offer(row, oid, featured=(pos % 4 == 0)) for pos, (row, oid) in enumerate(keyed)]
    similar = [build_offer(row, ids[len(rows) + i], featured=False) for i, row in enumerate(SIMILAR)]
    for o in offers + similar:
        if o["companyProfile"] and o in offers:
            o["companyUrl"] = f"/pracodawcy/{o['companySlug']}"
    return offers, similar


def page_shell(title: str, body: str, page: str, query: dict, description: str = "") -> str:
    next_data = json.dumps({"props": {"pageProps": {}}, "page": page, "query": query, "buildId": BUILD_ID,
                            "isFallback": False, "gssp": True, "locale": "pl"}, ensure_ascii=False)
    return ("<!DOCTYPE html>\n<html lang=\"pl\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title>"
            f"<meta name=\"description\" content=\"{html.escape(description or title)}\">"
            "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"
            f"<link rel=\"stylesheet\" href=\"{CSS}\"></head><body>"
            f"<div id=\"__next\">{body}</div>"
            f"<script id=\"__NEXT_DATA__\" type=\"application/json\">{next_data}</script>"
            f"<script src=\"{DATA_JS}\"></script><script src=\"{APP_JS}\"></script>"
            "</body></html>\n")


def node_render(jobs: list) -> list:
    script = r"""
const fs = require('fs'), path = require('path'), vm = require('vm');
const root = process.argv[1];
vm.runInThisContext(fs.readFileSync(path.join(root, process.argv[2]), 'utf8'));
vm.runInThisContext(fs.readFileSync(path.join(root, process.argv[3]), 'utf8'));
const app = globalThis.__P24_APP__;
const jobs = JSON.parse(fs.readFileSync(0, 'utf8'));
const out = jobs.map(j => {
  if (j.kind === 'html') return app.renderApp(j.path, j.search || '');
  const st = app.readState(j.path, j.search || '');
  const list = app.results(st);
  const pages = Math.max(1, Math.ceil(list.length / 20));
  const pn = Math.min(Math.max(st.pn, 1), pages);
  return {ids: list.map(o => o.id), page_ids: list.slice((pn - 1) * 20, pn * 20).map(o => o.id),
          count: list.length, pages: pages, count_text: app.countText(list.length)};
});
process.stdout.write(JSON.stringify(out));
"""
    res = subprocess.run(["node", "-e", script, str(HERE), DATA_JS.lstrip("/"), APP_JS.lstrip("/")],
                         input=json.dumps(jobs), capture_output=True, text=True, check=True)
    return json.loads(res.stdout)


def write(rel: str, text: str) -> None:
    p = HERE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def logo_svg(name: str, colour: str) -> str:
    initials = "".join(w[0] for w in re.findall(r"[A-Za-ząćęłńóśźżĄĆĘŁŃÓŚŹŻ0-9]+", name)[:2]).upper()
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="10" fill="{colour}"/>'
            f'<text x="32" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" '
            f'text-anchor="middle">{html.escape(initials)}</text></svg>\n')


def banner_svg(name: str, colour: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="720" height="120" viewBox="0 0 720 120">'
            f'<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="{colour}"/>'
            f'<stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="720" height="120" fill="url(#g)"/>'
            f'<text x="24" y="70" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">'
            f'{html.escape(name)} – dołącz do nas</text></svg>\n')


def promo_svg(title: str, colour: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="280" height="90" viewBox="0 0 280 90">'
            f'<rect width="280" height="90" fill="{colour}"/><text x="14" y="52" font-family="Arial, sans-serif" '
            f'font-size="18" fill="#fff">{html.escape(title)}</text></svg>\n')


def main() -> None:
    offers, similar = make_offers()
    cities = [{"name": n, "slug": slugify(n), "lat": la, "lon": lo} for n, la, lo in CITIES]
    companies = []
    for key, (name, profile, logo, _colour, _ats, about) in COMPANIES.items():
        companies.append({"key": key, "name": name, "slug": slugify(name.replace(" sp. z o.o.", "").replace(" S.A.", "")),
                          "profile": profile, "logo": f"/static/logos/{key}.svg" if logo else None, "about": about})
    data = {
        "asOf": AS_OF.isoformat(), "defaultRadius": DEFAULT_RADIUS, "radii": RADII, "cities": cities,
        "filterGroups": [{"label": label, "param": param, "options": [{"label": lab, "code": c} for lab, c in table]}
                         for label, param, table in FILTER_GROUPS],
        "offers": offers, "similar": similar, "courses": COURSES, "companies": companies,
    }
    # ------------------------------------------------------------------ clean generated folders
    for sub in ("praca", "aplikuj", "pracodawcy", "static"):
        shutil.rmtree(HERE / sub, ignore_errors=True)
    data_path = HERE / DATA_JS.lstrip("/")
    data_path.parent.mkdir(parents=True, exist_ok=True)
    data_path.write_text("/* Praca24 offers chunk */\n(typeof self !== \"undefined\" ? self : globalThis).__P24_DATA__ = "
                         + json.dumps(data, ensure_ascii=False) + ";\n", encoding="utf-8")

    # ------------------------------------------------------------------ static images
    for key, (name, _p, logo, colour, _a, _b) in COMPANIES.items():
        if logo:
            write(f"static/logos/{key}.svg", logo_svg(name, colour))
        write(f"static/banners/{key}.svg", banner_svg(name, colour))
    for c, colour in zip(COURSES, ["#3b5bdb", "#2b8a3e", "#c92a2a"], strict=True):
        write(c["image"].lstrip("/"), promo_svg(c["school"], colour))

    # ------------------------------------------------------------------ which listing addresses are prerendered
    kw_list = ["python", "java", "javascript", "ksiegowosc", "magazyn", "sprzedawca", "kierowca", "obsługa klienta"]
    city_list = ["warszawa", "krakow", "wroclaw", "gdansk", "poznan", "lodz", "katowice"]
    combos = [(k, c) for k in ["python", "java", "javascript"] for c in ["warszawa", "krakow", "wroclaw", "gdansk"]]
    listing_paths = ["/praca"] + [f"/praca/{k};kw" for k in kw_list] + [f"/praca/{c};wp" for c in city_list] + \
        [f"/praca/{k};kw/{c};wp" for k, c in combos]

    def url_path(p: str) -> str:  # what the browser puts in the address bar
        return "/".join(urllib.parse.quote(seg, safe=";,") for seg in p.split("/"))

    html_jobs = [{"kind": "html", "path": p} for p in listing_paths]
    html_jobs += [{"kind": "html", "path": o["url"]} for o in offers + similar]
    html_jobs += [{"kind": "html", "path": f"/aplikuj/{o['id']}"} for o in offers if o["applyType"] == EASY]
    html_jobs += [{"kind": "html", "path": f"/pracodawcy/{c['slug']}"} for c in companies if c["profile"]]
    rendered = node_render(html_jobs)
    for job, body in zip(html_jobs, rendered, strict=True):
        p = job["path"]
        if p.startswith("/praca") and ",oferta," not in p:
            rel = p.lstrip("/") + "/index.html"
            page = "/praca/[[...params]]"
            m = re.search(r"<h1[^>]*>(.*?)</h1>", body)
            h1 = html.unescape(m.group(1)) if m else "Oferty pracy"
            title = f"{h1} | Praca24"
        elif ",oferta," in p:
            o = next(x for x in offers + similar if x["url"] == p)
            rel = p.lstrip("/") + ".html"
            page = "/praca/[slug]"
            title = f"Oferta pracy {o['title']}, {o['company']}, {o['locationText']} | Praca24"
        elif p.startswith("/aplikuj/"):
            o = next(x for x in offers if x["id"] == p.rsplit("/", 1)[1])
            rel = p.lstrip("/") + ".html"
            page = "/aplikuj/[id]"
            title = f"Aplikuj: {o['title']} | Praca24"
        else:
            c = next(x for x in companies if x["slug"] == p.rsplit("/", 1)[1])
            rel = p.lstrip("/") + ".html"
            page = "/pracodawcy/[slug]"
            title = f"{c['name']} – praca, oferty pracy | Praca24"
        write(rel, page_shell(title, body, page, {"path": p}))
    write("index.html", page_shell("Praca24 – oferty pracy", '<div class="k1s0lo3d" aria-busy="true">Ładowanie…</div>',
                                   "/_shell", {}))
    write("polityka-prywatnosci.html", page_shell(
        "Polityka prywatności | Praca24",
        '<main class="m0v3ab8e"><section class="x1n0fd4s"><h1>Polityka prywatności</h1><p>Administratorem danych jest '
        'Praca24 sp. z o.o. Dane kandydatów przetwarzamy wyłącznie w celu prowadzenia rekrutacji, a za zgodą także '
        'w przyszłych rekrutacjach.</p><p>Pliki cookie: niezbędne, analityczne i marketingowe. Zgodę możesz zmienić, '
        'usuwając dane witryny w przeglądarce.</p><p><a href="/praca">Wróć do ofert pracy</a></p></section></main>',
        "/polityka-prywatnosci", {}))
    write("favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" '
          'rx="6" fill="#1c64f2"/><text x="16" y="22" font-family="Arial" font-size="14" font-weight="700" '
          'fill="#fff" text-anchor="middle">24</text></svg>\n')
    write("site.json", json.dumps({"spa": True}) + "\n")

    # ------------------------------------------------------------------ truth
    queries_spec = [
        ("start", "/praca", "", "every offer, walking pages 1-3 of /praca (20/20/6, newest first) with the pager"),
        ("page_2", "/praca", "?pn=2", "second result page (direct load of ?pn=2, or 'następna strona' once)"),
        ("page_3", "/praca", "?pn=3", "last result page"),
    ]
    for k in kw_list:
        queries_spec.append((f"search_{slugify(k).replace('-', '_')}", url_path(f"/praca/{k};kw"), "",
                             f"keyword '{k}' (title, company, category or the offer's keywords; diacritics folded)"))
    for c in city_list:
        queries_spec.append((f"search_{c}", f"/praca/{c};wp", "", f"location {c}, default +30 km"))
    for k, c in combos:
        queries_spec.append((f"search_{k}_{c}", f"/praca/{k};kw/{c};wp", "", f"keyword '{k}' in {c} (+30 km)"))
    queries_spec += [
        ("search_warszawa_rd0", "/praca/warszawa;wp", "?rd=0", "Warszawa, distance +0 km (the city only)"),
        ("search_krakow_rd100", "/praca/krakow;wp", "?rd=100", "Kraków +100 km"),
        ("any_keyword_devops", "/praca/devops;kw", "", "a keyword no page was prerendered for: SPA fallback, "
                                                      "filtered client-side"),
        ("any_keyword_hr_szczecin", "/praca/hr;kw/szczecin;wp", "", "a city the board does not know: text match on "
                                                                  "the place, no results"),
        ("filter_et_17", "/praca", "?et=17", "Poziom stanowiska: Młodszy specjalista (Junior)"),
        ("filter_tc_0", "/praca", "?tc=0", "Rodzaj umowy: umowa o pracę"),
        ("filter_tc_0_pn_2", "/praca", "?tc=0&pn=2", "Rodzaj umowy: umowa o pracę, page 2"),
        ("filter_wm_home_office", "/praca", "?wm=home-office", "Tryb pracy: praca zdalna"),
        ("filter_cc_5016_tc_3", "/praca", "?cc=5016&tc=3", "IT - Rozwój oprogramowania AND kontrakt B2B"),
        ("filter_et_17_18", "/praca", "?et=17%2C18", "Junior OR Senior (values of one group joined by a comma)"),
        ("filter_ws_1_2", "/praca", "?ws=1%2C2", "część etatu OR dodatkowa / tymczasowa"),
        ("search_python_warszawa_hybrid", "/praca/python;kw/warszawa;wp", "?wm=hybrid", "python in Warszawa, hybrid"),
    ]
    results = node_render([{"kind": "q", "path": urlp_decode(p), "search": s} for _, p, s, _ in queries_spec])
    queries = {}
    for (name, p, s, desc), r in zip(queries_spec, results, strict=True):
        walks_all = name == "start" or (not s or "pn=" not in s)
        queries[name] = {"url": p + s, "description": desc,
                         "ids": r["ids"] if walks_all else r["page_ids"],
                         "count": r["count"] if walks_all else len(r["page_ids"]),
                         "total_count": r["count"], "count_text": r["count_text"],
                         "pages": r["pages"] if walks_all else 1}
        if walks_all and r["pages"] > 1:
            queries[name]["ids_per_page"] = [r["ids"][i:i + PAGE_SIZE] for i in range(0, r["count"], PAGE_SIZE)]
    assert len(queries["start"]["ids"]) == 46 and queries["start"]["pages"] == 3

    jobs = {}
    for pos, o in enumerate(offers):
        jobs[o["id"]] = {
            "id": o["id"], "title": o["title"], "company": o["company"], "company_url": o["companyUrl"],
            "location": o["locationText"], "locations": [p["label"] for p in o["places"]],
            "location_urls": [p["url"] for p in o["places"]] if len(o["places"]) > 1 else None,
            "salary": o["salary"], "tags": o["tags"], "level": o["level"], "contracts": o["contracts"],
            "job_type": o["worktime"], "work_mode": o["workmode"], "category": o["category"],
            "posted": o["posted"], "posted_date": o["postedDate"], "is_new": o["isNew"],
            "quick_apply": o["quickApply"], "featured": o["featured"], "has_logo": o["logo"] is not None,
            "logo_alt": o["company"] if o["logo"] else None,
            "url": o["url"], "detail_url": o["url"], "apply_type": o["applyType"], "apply_url": o["applyUrl"],
            "apply_control": ("link 'Aplikuj' to the on-site form" if o["applyType"] == EASY
                              else "link 'Aplikuj na stronie pracodawcy' (target=_blank) to the employer's ATS"),
            "start_page": pos // PAGE_SIZE + 1, "position_on_page": pos % PAGE_SIZE + 1,
        }
    truth = {
        "site": "praca24_pl", "platform_like": "pracuj.pl (2024-2025 Next.js build), touches of justjoin.it / olx praca",
        "kind": "ssr_hydrated_spa", "language": "pl", "as_of": AS_OF.isoformat(), "start_url": "/praca",
        "company": None, "page_size": PAGE_SIZE, "total_jobs": len(offers), "search_input": True,
        "search": {
            "inputs": {"keyword": "Stanowisko, firma, słowo kluczowe", "location": "Lokalizacja"},
            "distance_select": {"label": "Odległość", "options": [f"+{r} km" for r in RADII],
                                "default": f"+{DEFAULT_RADIUS} km", "param": "rd (only when not +30 km)"},
            "button": "Szukaj",
            "addresses": ["/praca/<keyword>;kw", "/praca/<city>;wp", "/praca/<keyword>;kw/<city>;wp"],
            "prerendered": listing_paths,
            "semantics": "keyword: every word (diacritics folded) in title, company, category or the offer's "
                         "keywords; city: a known city slug matches offers with any place within the distance; "
                         "an unknown place is a text match on the places; other addresses fall back (SPA) to "
                         "/index.html, which renders the route client-side",
        },
        "pagination": "pages",
        "pagination_detail": {
            "param": "pn", "pages": 3, "page_sizes": [20, 20, 6], "links": False,
            "text": "Strona 1 z 3", "input": "input[type=number][min=1][max=3] aria-label 'Numer strony'",
            "prev": "button aria-label 'poprzednia strona' (disabled on page 1)",
            "next": "button aria-label 'następna strona' (disabled on the last page)",
            "how": "client-side: pushState ?pn=N and re-render; direct loads of ?pn=N work; page 1 drops pn",
        },
        "result_count_text": "46 ofert pracy",
        "filters": {label: [lab for lab, _ in table] for label, _p, table in FILTER_GROUPS},
        "filter_params": {label: {lab: f"{param}={c}" for lab, c in table} for label, param, table in FILTER_GROUPS},
        "filter_semantics": "checkboxes apply at once (pushState + re-render, pn dropped); several values of one "
                            "group are one parameter joined by a comma (?et=17%2C18) = OR; groups AND; 'Wyczyść' "
                            "link clears them (keeps the path and rd)",
        "filter_reset_link": "Wyczyść",
        "filter_counts": {label: {lab: sum(1 for o in offers if c in o["codes"][param]) for lab, c in table}
                          for label, param, table in FILTER_GROUPS},
        "queries": queries,
        "jobs": jobs,
        "decoys": {
            "promo_courses": {"title": "Polecane kursy", "where": "between tile 5 and 6 of every result page",
                              "label": "Reklama", "cards": [{"title": c["title"], "school": c["school"],
                                                             "price": c["price"], "link_text": "Sprawdź",
                                                             "url": c["url"]} for c in COURSES]},
            "similar_offers": {"title": "Podobne oferty z innych miast",
                               "where": "under the list and pager, on every result page; same tile markup "
                                        "(data-test=default-offer, data-test-location=similar); not results, "
                                        "not in the count",
                               "offers": [{"id": o["id"], "title": o["title"], "company": o["company"],
                                           "location": o["locationText"], "salary": o["salary"], "url": o["url"]}
                                          for o in similar]},
            "featured": "every 4th offer of the start order (positions 1, 5, 9 …) has the 'Oferta wyróżniona' look: "
                        "a larger tile with a banner image; it is a real result",
        },
        "overlays": {"consent_dialog": {
            "role": "dialog", "aria_modal": True, "title": "Dbamy o Twoją prywatność",
            "buttons": ["Akceptuję wszystkie", "Odrzuć wszystkie", "Dostosuj"],
            "settings_panel": {"opened_by": "Dostosuj", "switches": ["Niezbędne pliki cookie (zawsze aktywne)",
                                                                     "Analityczne pliki cookie",
                                                                     "Marketingowe pliki cookie"],
                               "save": "Zapisz ustawienia"},
            "backdrop": "full-screen dimmed layer over the page; blocks clicks until a choice",
            "shown": "first visit on every page, until localStorage 'praca24_consent' or cookie 'praca24_consent'",
        }},
        "forms": {"praca24-aplikacja": {
            "url": "/aplikuj/<id>", "example_url": f"/aplikuj/{next(o['id'] for o in offers if o['applyType'] == EASY)}",
            "opened_by": "link 'Aplikuj' on the offer page", "submit_text": "Wyślij aplikację", "steps": 1,
            "transport": "fetch POST multipart/form-data to /__submit/praca24-aplikacja, then the form is replaced "
                         "in place by the confirmation",
            "confirmation": "Dziękujemy! Twoja aplikacja została wysłana.",
            "validation_messages": {"required": "To pole jest wymagane", "email": "Nieprawidłowy adres e-mail",
                                    "phone": "Nieprawidłowy numer telefonu",
                                    "cv": "Dozwolone formaty: PDF, DOC, DOCX"},
            "hidden_fields": ["offer_id", "offer_title"],
            "fields": [
                {"label": "Imię", "name": "imie", "type": "text", "required": True},
                {"label": "Nazwisko", "name": "nazwisko", "type": "text", "required": True},
                {"label": "Adres e-mail", "name": "email", "type": "email", "required": True},
                {"label": "Numer telefonu", "name": "telefon", "type": "tel", "required": False},
                {"label": "Dodaj CV", "name": "cv", "type": "file", "required": False,
                 "accept": ".pdf,.doc,.docx", "note": "input visually hidden, opened by its styled <label>"},
                {"label": "Wiadomość do pracodawcy", "name": "wiadomosc", "type": "textarea", "required": False},
                {"label": "Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do "
                          "realizacji procesu rekrutacji", "name": "zgoda_rekrutacja", "type": "checkbox",
                 "required": True, "value": "tak"},
                {"label": "Wyrażam zgodę na przetwarzanie moich danych osobowych także w przyszłych procesach "
                          "rekrutacyjnych", "name": "zgoda_przyszle", "type": "checkbox", "required": False,
                 "value": "tak"},
            ]}},
        "notes": "Server-rendered pages hydrated by one bundle that re-renders the listing from the address. "
                 f"{sum(o['applyType'] == EXT for o in offers)} offers apply on the employer's site; "
                 f"{sum(o['quickApply'] for o in offers)} carry 'Aplikuj szybko'. Multi-place offers show "
                 "'N lokalizacji' as a button; its list links the same offer with ?sug=…&loc=<place>.",
    }
    write("truth.json", json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
    print(f"{len(offers)} offers, {len(html_jobs)} pages, {len(queries)} queries")


def urlp_decode(p: str) -> str:
    return urllib.parse.unquote(p)


if __name__ == "__main__":
    main()
