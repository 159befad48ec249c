#!/usr/bin/env python3
"""Generate the JobWelt site: data file, static HTML pages and truth.json.

Run from anywhere: python3 make_data.py
"""
import datetime as dt
import html
import json
import math
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 1)
PAGE_SIZE = 20
DEFAULT_RADIUS = 30
RADII = [5, 10, 20, 30, 50, 100]

# --------------------------------------------------------------------------- places
CITIES = [
    # name, lat, lon, plz
    ("München", 48.1372, 11.5756, "80331"),
    ("Garching bei München", 48.2490, 11.6510, "85748"),
    ("Freising", 48.4028, 11.7489, "85354"),
    ("Augsburg", 48.3705, 10.8978, "86150"),
    ("Hamburg", 53.5511, 9.9937, "20095"),
    ("Norderstedt", 53.7064, 9.9987, "22846"),
    ("Lüneburg", 53.2464, 10.4115, "21335"),
    ("Köln", 50.9375, 6.9603, "50667"),
    ("Leverkusen", 51.0459, 7.0192, "51373"),
    ("Bonn", 50.7374, 7.0982, "53111"),
    ("Düsseldorf", 51.2277, 6.7735, "40213"),
    ("Frankfurt am Main", 50.1109, 8.6821, "60311"),
    ("Offenbach am Main", 50.0956, 8.7761, "63065"),
    ("Darmstadt", 49.8728, 8.6512, "64283"),
    ("Wiesbaden", 50.0782, 8.2398, "65183"),
    ("Berlin", 52.5200, 13.4050, "10115"),
    ("Potsdam", 52.3906, 13.0645, "14467"),
    ("Stuttgart", 48.7758, 9.1829, "70173"),
    ("Nürnberg", 49.4521, 11.0767, "90402"),
    ("Leipzig", 51.3397, 12.3731, "04109"),
]
CITY = {c[0]: c for c in CITIES}
REMOTE = "Home-Office möglich"

# first two PLZ digits -> city used as the centre of a PLZ search
PLZ_PREFIX = {
    "80": "München", "81": "München", "85": "Garching bei München", "86": "Augsburg",
    "20": "Hamburg", "22": "Hamburg", "21": "Lüneburg",
    "50": "Köln", "51": "Köln", "53": "Bonn", "40": "Düsseldorf",
    "60": "Frankfurt am Main", "63": "Offenbach am Main", "64": "Darmstadt", "65": "Wiesbaden",
    "10": "Berlin", "12": "Berlin", "13": "Berlin", "14": "Potsdam",
    "70": "Stuttgart", "90": "Nürnberg", "04": "Leipzig",
}

# --------------------------------------------------------------------------- companies
COMPANIES = {
    "Müller & Söhne GmbH": ("https://karriere.mueller-soehne.de", "Familiengeführter Großhändler für Büro- und Industriebedarf mit über 600 Mitarbeitenden an 9 Standorten in Deutschland."),
    "Stadtwerke Augsburg": ("https://www.sw-augsburg.de/karriere", "Als kommunaler Versorger sorgen wir für Strom, Gas, Wasser, Fernwärme und Mobilität für rund 300.000 Menschen in der Region Augsburg."),
    "BayernSoft GmbH": ("https://jobs.bayernsoft.de", "Wir entwickeln Softwarelösungen für Banken und Versicherungen – mit 180 Entwicklerinnen und Entwicklern in München und Regensburg."),
    "Klinikum Nordstadt gGmbH": ("https://karriere.klinikum-nordstadt.de", "Das Klinikum Nordstadt ist ein Krankenhaus der Schwerpunktversorgung mit 620 Betten und 14 Fachabteilungen."),
    "Bäckerei Schneider": ("https://www.baeckerei-schneider-koeln.de/jobs", "Seit 1921 backen wir in Köln mit Leidenschaft – heute in 23 Filialen im Rheinland."),
    "Hanse Digital GmbH": ("https://careers.hanse-digital.de", "Digitalagentur aus Hamburg: Wir bauen Web- und Cloud-Plattformen für Handel und Medien."),
    "Rhein-Main Logistik GmbH & Co. KG": ("https://jobs.rhein-main-logistik.de", "Kontraktlogistiker mit 5 Logistikzentren im Rhein-Main-Gebiet und 1.400 Beschäftigten."),
    "Kanzlei Dr. Weber & Partner": ("https://www.weber-partner-stb.de/karriere", "Steuerberatungs- und Wirtschaftsprüfungsgesellschaft mit Büros in Köln und Bonn."),
    "Diakoniestation Köln-Süd": ("https://www.diakonie-koeln-sued.de/stellen", "Ambulante Pflege, Tagespflege und Beratung für Menschen im Kölner Süden."),
    "Rheinland Versicherung AG": ("https://karriere.rheinland-versicherung.de", "Regionaler Versicherer für Privat- und Firmenkunden mit Hauptsitz in Düsseldorf und 2.100 Mitarbeitenden."),
    "Hotel Alsterblick": ("https://www.hotel-alsterblick.de/karriere", "Privat geführtes 4-Sterne-Hotel mit 140 Zimmern direkt an der Außenalster."),
    "Mainufer Finanz AG": ("https://karriere.mainufer-finanz.de", "Finanzdienstleister für den Mittelstand mit Sitz im Frankfurter Westend."),
    "Hanseatische Logistik GmbH": ("https://jobs.hanseatische-logistik.de", "Spedition und Lagerlogistik im Großraum Hamburg mit eigenem Fuhrpark von 220 Fahrzeugen."),
    "Kita Sonnenschein e.V.": ("https://www.kita-sonnenschein-berlin.de/mitmachen", "Elterninitiative mit vier Kindertagesstätten in Berlin-Pankow und Prenzlauer Berg."),
    "Nordlicht Media GmbH": ("https://nordlicht-media.de/jobs", "Full-Service-Agentur für Performance-Marketing und Content mit 90 Köpfen."),
    "Brauhaus am Dom": ("https://www.brauhaus-am-dom.de/jobs", "Traditionelles Kölner Brauhaus mit 400 Plätzen und eigener Hausbrauerei."),
    "Schreinerei Huber GmbH": ("https://www.schreinerei-huber.de/karriere", "Meisterbetrieb für Innenausbau und Möbelbau mit 35 Mitarbeitenden im Landkreis Freising."),
    "EDEKA Markt Kowalski": ("https://www.edeka-kowalski.de/jobs", "Selbstständiger EDEKA-Kaufmann mit zwei Märkten in Leipzig."),
    "Bauunternehmung Krämer GmbH": ("https://karriere.kraemer-bau.de", "Mittelständisches Bauunternehmen für Hoch- und Ingenieurbau in Baden-Württemberg."),
    "Blitzblank Gebäudeservice GmbH": ("https://www.blitzblank-service.de/jobs", "Gebäudereinigung und Facility-Services für Büros und Praxen im Rhein-Main-Gebiet."),
    "Praxis Dr. med. Lange": ("https://www.praxis-dr-lange.de/team", "Hausärztliche Gemeinschaftspraxis in der Nürnberger Südstadt."),
    "RheinZustell GmbH": ("https://www.rheinzustell.de/jobs", "Zustelldienst für Zeitungen, Briefe und Prospekte im Bergischen Land."),
    "Spreewerk Software GmbH": ("https://jobs.spreewerk.io", "SaaS-Anbieter für Energiemanagement mit Teams in Berlin, Potsdam und remote."),
    "Autohaus Brenner GmbH": ("https://www.autohaus-brenner.de/karriere", "Vertragshändler und Meisterwerkstatt mit drei Standorten in Südhessen."),
    "Hessische Wohnbau AG": ("https://karriere.hessische-wohnbau.de", "Wohnungsunternehmen mit 28.000 Wohnungen in Hessen."),
    "Modehaus Lindner": ("https://www.modehaus-lindner.de/jobs", "Modehaus in der Stuttgarter Innenstadt – seit drei Generationen in Familienhand."),
    "Lernwerk Nachhilfe": ("https://www.lernwerk-nachhilfe.de/jobs", "Nachhilfeschule mit Einzel- und Gruppenunterricht in München und Umgebung."),
    "Haustechnik Berger GmbH": ("https://www.haustechnik-berger.de/karriere", "Sanitär, Heizung, Klima: Ihr Meisterbetrieb in München seit 1978."),
}

# --------------------------------------------------------------------------- job categories
CATS = {
    "buchhaltung": {
        "label": "Finanzen & Rechnungswesen",
        "skills": ["Buchhaltung", "DATEV", "SAP FI", "Excel", "Rechnungswesen", "HGB"],
        "aufgaben": [
            "Kontierung und Buchung laufender Geschäftsvorfälle",
            "Abwicklung des Zahlungsverkehrs und Mahnwesens",
            "Abstimmung von Debitoren- und Kreditorenkonten",
            "Mitwirkung bei Monats- und Jahresabschlüssen nach HGB",
            "Ansprechpartner für Fragen von Kunden, Lieferanten und Steuerberatung",
        ],
        "profil": [
            "Abgeschlossene kaufmännische Ausbildung, gern mit Weiterbildung zum Finanzbuchhalter (m/w/d)",
            "Mehrjährige Berufserfahrung in der Buchhaltung",
            "Sicherer Umgang mit DATEV oder SAP FI sowie MS Excel",
            "Sorgfältige, strukturierte und selbstständige Arbeitsweise",
        ],
    },
    "it": {
        "label": "IT & Softwareentwicklung",
        "skills": ["Softwareentwicklung", "Git", "Scrum", "Cloud", "SQL", "Linux"],
        "aufgaben": [
            "Konzeption, Entwicklung und Wartung unserer Anwendungen",
            "Enge Zusammenarbeit mit Product Ownern und UX im agilen Team (Scrum)",
            "Code-Reviews, automatisierte Tests und Continuous Integration",
            "Analyse und Behebung von Fehlern im Produktivbetrieb",
            "Weiterentwicklung unserer Architektur und Technologien",
        ],
        "profil": [
            "Abgeschlossenes Studium der Informatik oder vergleichbare Qualifikation",
            "Mindestens 2 Jahre Berufserfahrung in einer vergleichbaren Position",
            "Erfahrung mit Git, SQL-Datenbanken und Cloud-Umgebungen",
            "Gute Deutsch- und Englischkenntnisse",
        ],
    },
    "pflege": {
        "label": "Gesundheit & Pflege",
        "skills": ["Pflege", "Grundpflege", "Behandlungspflege", "Dokumentation", "Medizin"],
        "aufgaben": [
            "Ganzheitliche Pflege und Betreuung unserer Patientinnen und Patienten",
            "Durchführung der Behandlungspflege nach ärztlicher Anordnung",
            "Pflegeplanung und -dokumentation",
            "Zusammenarbeit mit Ärzten, Therapeuten und Angehörigen",
            "Anleitung von Auszubildenden",
        ],
        "profil": [
            "Abgeschlossene Ausbildung in der Pflege bzw. im Gesundheitswesen",
            "Freude am Umgang mit Menschen und Einfühlungsvermögen",
            "Teamfähigkeit und Verantwortungsbewusstsein",
            "Bereitschaft zum Schichtdienst",
        ],
    },
    "vertrieb": {
        "label": "Vertrieb & Kundenservice",
        "skills": ["Vertrieb", "Kundenservice", "CRM", "Akquise", "Beratung"],
        "aufgaben": [
            "Beratung und Betreuung unserer Kundinnen und Kunden per Telefon, E-Mail und vor Ort",
            "Erstellung von Angeboten und Bearbeitung von Aufträgen",
            "Pflege der Kundendaten im CRM-System",
            "Aktive Neukundengewinnung und Ausbau bestehender Kundenbeziehungen",
            "Enge Abstimmung mit Innendienst, Logistik und Marketing",
        ],
        "profil": [
            "Abgeschlossene kaufmännische Ausbildung oder vergleichbare Qualifikation",
            "Erste Erfahrung im Vertrieb oder Kundenservice",
            "Kommunikationsstärke und ein freundliches, sicheres Auftreten",
            "Gute MS-Office-Kenntnisse",
        ],
    },
    "logistik": {
        "label": "Logistik & Transport",
        "skills": ["Logistik", "Lager", "Staplerschein", "Kommissionierung", "Transport"],
        "aufgaben": [
            "Warenannahme, Einlagerung und Kommissionierung",
            "Verladung und Versand unter Beachtung der Sicherheitsvorschriften",
            "Bedienung von Flurförderfahrzeugen und Scannern",
            "Durchführung von Inventuren",
        ],
        "profil": [
            "Erfahrung in Lager, Logistik oder Transport wünschenswert",
            "Staplerschein oder Führerschein der passenden Klasse von Vorteil",
            "Zuverlässigkeit, Pünktlichkeit und körperliche Belastbarkeit",
            "Bereitschaft zur Schichtarbeit",
        ],
    },
    "technik": {
        "label": "Handwerk & Technik",
        "skills": ["Technik", "Handwerk", "Montage", "Wartung", "Elektrotechnik"],
        "aufgaben": [
            "Installation, Wartung und Instandsetzung technischer Anlagen",
            "Fehlersuche und Störungsbeseitigung",
            "Dokumentation der ausgeführten Arbeiten",
            "Teilnahme an der Rufbereitschaft",
        ],
        "profil": [
            "Abgeschlossene Berufsausbildung im technischen Bereich",
            "Selbstständige und qualitätsbewusste Arbeitsweise",
            "Führerschein Klasse B",
            "Teamgeist und Zuverlässigkeit",
        ],
    },
    "verwaltung": {
        "label": "Büro & Verwaltung",
        "skills": ["Büromanagement", "Office", "Organisation", "Korrespondenz", "Verwaltung"],
        "aufgaben": [
            "Allgemeine Büro- und Verwaltungsaufgaben",
            "Terminkoordination und Korrespondenz",
            "Rechnungsstellung und Ablage",
            "Erster Ansprechpartner für Anrufe und Besucher",
        ],
        "profil": [
            "Kaufmännische Ausbildung oder die Motivation, eine zu beginnen",
            "Sicherer Umgang mit MS Office",
            "Organisationstalent und Freundlichkeit",
            "Sehr gute Deutschkenntnisse in Wort und Schrift",
        ],
    },
    "marketing": {
        "label": "Marketing & Design",
        "skills": ["Marketing", "SEO", "SEA", "Google Analytics", "Design", "Figma"],
        "aufgaben": [
            "Planung und Umsetzung von Kampagnen über alle Kanäle",
            "Analyse von Kennzahlen und Optimierung der Maßnahmen",
            "Zusammenarbeit mit Kreation, Redaktion und Entwicklung",
            "Betreuung von Kundinnen und Kunden in Projekten",
        ],
        "profil": [
            "Studium im Bereich Marketing, Kommunikation, Design oder vergleichbar",
            "Berufserfahrung im digitalen Umfeld",
            "Analytisches Denken und Kreativität",
            "Sicherer Umgang mit gängigen Tools (z. B. Google Analytics, Figma)",
        ],
    },
    "handel": {
        "label": "Handel & Verkauf",
        "skills": ["Verkauf", "Kasse", "Einzelhandel", "Warenverräumung", "Kundenberatung"],
        "aufgaben": [
            "Kassieren und freundliche Beratung unserer Kundschaft",
            "Warenverräumung und Pflege der Verkaufsfläche",
            "Kontrolle von Mindesthaltbarkeitsdaten",
            "Mithilfe bei Aktionen und Inventuren",
        ],
        "profil": [
            "Erfahrung im Einzelhandel wünschenswert, Quereinsteiger willkommen",
            "Freundliches Auftreten und Teamgeist",
            "Zeitliche Flexibilität, auch samstags",
        ],
    },
    "gastro": {
        "label": "Gastronomie, Hotel & Service",
        "skills": ["Gastronomie", "Service", "Hotel", "Küche", "Reinigung"],
        "aufgaben": [
            "Herzliche Betreuung unserer Gäste",
            "Vorbereitung und Nachbereitung des Arbeitsplatzes",
            "Einhaltung der Hygienestandards (HACCP)",
            "Unterstützung des Teams bei Veranstaltungen",
        ],
        "profil": [
            "Erfahrung in Gastronomie, Hotellerie oder Service von Vorteil",
            "Freundliches, gepflegtes Auftreten",
            "Belastbarkeit und Teamfähigkeit",
            "Bereitschaft zu Abend- und Wochenenddiensten",
        ],
    },
    "bildung": {
        "label": "Bildung & Soziales",
        "skills": ["Pädagogik", "Erziehung", "Nachhilfe", "Betreuung", "Unterricht"],
        "aufgaben": [
            "Pädagogische Begleitung von Kindern und Jugendlichen",
            "Planung und Durchführung von Angeboten bzw. Unterrichtseinheiten",
            "Austausch mit Eltern und Kollegium",
            "Dokumentation von Entwicklungs- und Lernständen",
        ],
        "profil": [
            "Pädagogische Ausbildung, Studium oder fundierte Fachkenntnisse",
            "Geduld, Empathie und Freude an der Arbeit mit jungen Menschen",
            "Zuverlässigkeit und Eigeninitiative",
        ],
    },
    "hr": {
        "label": "Personal & HR",
        "skills": ["Personal", "HR", "Recruiting", "Personalverwaltung", "Arbeitsrecht", "SAP HCM"],
        "aufgaben": [
            "Begleitung des gesamten Employee Lifecycle vom Eintritt bis zum Austritt",
            "Erstellung von Arbeitsverträgen, Zeugnissen und Bescheinigungen",
            "Pflege der Personalakten und Stammdaten",
            "Ansprechpartner für Führungskräfte und Mitarbeitende",
            "Unterstützung im Recruiting",
        ],
        "profil": [
            "Abgeschlossenes Studium oder Ausbildung mit Schwerpunkt Personal",
            "Kenntnisse im Arbeits- und Sozialversicherungsrecht",
            "Erfahrung mit SAP HCM oder einem vergleichbaren System",
            "Diskretion und Kommunikationsstärke",
        ],
    },
}

BENEFITS = [
    "30 Tage Urlaub",
    "Betriebliche Altersvorsorge mit Arbeitgeberzuschuss",
    "Flexible Arbeitszeiten mit Gleitzeit",
    "Dienstradleasing (JobRad)",
    "Deutschlandticket als Jobticket",
    "Individuelle Weiterbildungsmöglichkeiten",
    "Zuschuss zur Kantine",
    "Unbefristeter Arbeitsvertrag",
    "Mobiles Arbeiten bis zu 3 Tage pro Woche",
    "Betriebliches Gesundheitsmanagement",
    "Mitarbeiterrabatte",
    "Urlaubs- und Weihnachtsgeld",
    "Kostenlose Getränke und Obst",
    "Strukturierte Einarbeitung mit Patenprogramm",
]

# --------------------------------------------------------------------------- the 48 jobs
# id, title, company, location, arbeitszeit, anstellungsart, salary, age (days before AS_OF),
# apply ("easy" | "external"), category, partial home office (bool), extra skills
J = [
    (9821345, "Sachbearbeiter Buchhaltung (m/w/d)", "Müller & Söhne GmbH", "München", "Vollzeit", "Feste Anstellung", "45.000 € – 55.000 € / Jahr", 2, "easy", "buchhaltung", True, []),
    (9834012, "Softwareentwickler Java (m/w/d)", "BayernSoft GmbH", "München", "Vollzeit", "Feste Anstellung", "60.000 € – 75.000 € / Jahr", 0, "easy", "it", True, ["Java", "Spring Boot", "Kotlin"]),
    (9790233, "Pflegefachkraft (w/m/d) in Teilzeit", "Klinikum Nordstadt gGmbH", "Hamburg", "Teilzeit", "Feste Anstellung", "3.200 € – 3.800 € / Monat", 1, "easy", "pflege", False, ["Krankenpflege"]),
    (9815577, "Kundenberater Energie (m/w/d)", "Stadtwerke Augsburg", "Augsburg", "Vollzeit", "Feste Anstellung", None, 3, "external", "vertrieb", False, ["Energie", "Strom", "Gas"]),
    (9802216, "Elektroniker für Betriebstechnik (m/w/d)", "Stadtwerke Augsburg", "Augsburg", "Vollzeit", "Feste Anstellung", "3.400 € – 4.100 € / Monat", 5, "external", "technik", False, ["Elektroniker", "SPS"]),
    (9828890, "Minijob Aushilfe Verkauf (m/w/d)", "Bäckerei Schneider", "Köln", "Minijob", "Aushilfe", "538 € / Monat", 0, "easy", "handel", False, ["Bäckerei"]),
    (9799104, "Frontend-Entwickler React (m/w/d)", "Hanse Digital GmbH", REMOTE, "Vollzeit", "Feste Anstellung", "55.000 € – 70.000 € / Jahr", 4, "easy", "it", False, ["React", "TypeScript", "JavaScript", "CSS"]),
    (9811873, "Lagermitarbeiter (m/w/d) Frühschicht", "Rhein-Main Logistik GmbH & Co. KG", "Frankfurt am Main", "Vollzeit", "Arbeitnehmerüberlassung", "14,50 € / Stunde", 1, "easy", "logistik", False, []),
    (9776420, "Steuerfachangestellter (m/w/d)", "Kanzlei Dr. Weber & Partner", "Köln", "Vollzeit", "Feste Anstellung", None, 9, "external", "buchhaltung", True, ["Steuern", "Steuererklärung", "Lohnbuchhaltung"]),
    (9823351, "Kaufmännischer Mitarbeiter Vertriebsinnendienst (m/w/d)", "Müller & Söhne GmbH", "Garching bei München", "Vollzeit", "Feste Anstellung", "42.000 € – 48.000 € / Jahr", 6, "easy", "vertrieb", False, ["Innendienst", "SAP SD"]),
    (9808765, "Altenpfleger (m/w/d)", "Diakoniestation Köln-Süd", "Köln", "Teilzeit", "Feste Anstellung", None, 2, "easy", "pflege", False, ["Altenpflege", "ambulant"]),
    (9795521, "IT-Systemadministrator (m/w/d)", "Rheinland Versicherung AG", "Düsseldorf", "Vollzeit", "Feste Anstellung", "52.000 € – 62.000 € / Jahr", 12, "external", "it", True, ["Windows Server", "Active Directory", "Netzwerk"]),
    (9830044, "Empfangsmitarbeiter (m/w/d) Minijob", "Hotel Alsterblick", "Hamburg", "Minijob", "Aushilfe", "538 € / Monat", 0, "easy", "gastro", False, ["Rezeption", "Empfang"]),
    (9787712, "Controller (m/w/d)", "Mainufer Finanz AG", "Frankfurt am Main", "Vollzeit", "Feste Anstellung", "65.000 € – 80.000 € / Jahr", 15, "external", "buchhaltung", True, ["Controlling", "Reporting", "Power BI"]),
    (9819936, "Berufskraftfahrer CE (m/w/d) Nahverkehr", "Hanseatische Logistik GmbH", "Norderstedt", "Vollzeit", "Feste Anstellung", "3.100 € / Monat", 3, "easy", "logistik", False, ["Führerschein CE", "Fahrer", "LKW"]),
    (9804458, "Erzieher (m/w/d)", "Kita Sonnenschein e.V.", "Berlin", "Teilzeit", "Feste Anstellung", "3.500 € – 4.200 € / Monat", 7, "easy", "bildung", False, ["Kita", "Kinderbetreuung"]),
    (9826603, "Data Analyst (m/w/d)", "Mainufer Finanz AG", REMOTE, "Vollzeit", "Befristeter Vertrag", None, 1, "external", "it", False, ["Python", "SQL", "Power BI", "Datenanalyse"]),
    (9781139, "Online-Marketing-Manager (m/w/d)", "Nordlicht Media GmbH", "Hamburg", "Vollzeit", "Feste Anstellung", "48.000 € – 58.000 € / Jahr", 20, "easy", "marketing", True, ["Online-Marketing", "Social Media"]),
    (9813302, "Servicekraft (m/w/d) auf Minijob-Basis", "Brauhaus am Dom", "Köln", "Minijob", "Aushilfe", "13,50 € / Stunde", 4, "easy", "gastro", False, ["Kellner", "Bedienung"]),
    (9800087, "Personalreferent (m/w/d)", "Stadtwerke Augsburg", "Augsburg", "Teilzeit", "Feste Anstellung", None, 8, "external", "hr", True, []),
    (9825510, "Bürokauffrau / Bürokaufmann (m/w/d) in Teilzeit", "Schreinerei Huber GmbH", "Freising", "Teilzeit", "Feste Anstellung", "2.100 € / Monat", 2, "easy", "verwaltung", False, []),
    (9792284, "Gesundheits- und Krankenpfleger (m/w/d)", "Klinikum Nordstadt gGmbH", "Hamburg", "Vollzeit", "Feste Anstellung", "3.600 € – 4.300 € / Monat", 10, "easy", "pflege", False, ["Krankenpflege", "Intensivstation"]),
    (9817755, "Werkstudent Softwareentwicklung (m/w/d)", "BayernSoft GmbH", "München", "Teilzeit", "Werkstudent", "17 € / Stunde", 5, "easy", "it", False, ["Java", "Python", "Studium"]),
    (9829901, "Kassierer (m/w/d) Minijob", "EDEKA Markt Kowalski", "Leipzig", "Minijob", "Aushilfe", "538 € / Monat", 0, "easy", "handel", False, ["Supermarkt"]),
    (9785566, "Projektmanager Bau (m/w/d)", "Bauunternehmung Krämer GmbH", "Stuttgart", "Vollzeit", "Feste Anstellung", "70.000 € – 85.000 € / Jahr", 18, "external", "technik", False, ["Bauleitung", "Projektmanagement", "Bauingenieur"]),
    (9810023, "Lohnbuchhalter (m/w/d)", "Kanzlei Dr. Weber & Partner", "Bonn", "Teilzeit", "Feste Anstellung", None, 3, "easy", "buchhaltung", True, ["Lohnbuchhaltung", "Entgeltabrechnung"]),
    (9821988, "Reinigungskraft (m/w/d) Minijob", "Blitzblank Gebäudeservice GmbH", "Frankfurt am Main", "Minijob", "Aushilfe", "538 € / Monat", 1, "easy", "gastro", False, ["Gebäudereinigung"]),
    (9797410, "DevOps Engineer (m/w/d)", "Hanse Digital GmbH", "Hamburg", "Vollzeit", "Feste Anstellung", "65.000 € – 78.000 € / Jahr", 11, "external", "it", True, ["Kubernetes", "AWS", "Terraform", "Docker"]),
    (9814467, "Medizinische Fachangestellte (m/w/d)", "Praxis Dr. med. Lange", "Nürnberg", "Teilzeit", "Feste Anstellung", None, 6, "easy", "pflege", False, ["MFA", "Arztpraxis"]),
    (9806632, "Vertriebsmitarbeiter Außendienst (m/w/d)", "Müller & Söhne GmbH", "Nürnberg", "Vollzeit", "Feste Anstellung", "50.000 € – 60.000 € / Jahr", 13, "easy", "vertrieb", False, ["Außendienst", "Key Account"]),
    (9827745, "Sachbearbeiter Kreditorenbuchhaltung (m/w/d)", "Rhein-Main Logistik GmbH & Co. KG", "Offenbach am Main", "Vollzeit", "Befristeter Vertrag", "44.000 € – 50.000 € / Jahr", 2, "easy", "buchhaltung", False, ["Kreditoren"]),
    (9789903, "Ausbildung zum Kaufmann für Büromanagement (m/w/d) 2027", "Stadtwerke Augsburg", "Augsburg", "Vollzeit", "Ausbildung", "1.218 € / Monat", 25, "external", "verwaltung", False, ["Ausbildung", "Azubi"]),
    (9823317, "Zusteller (m/w/d) Minijob", "RheinZustell GmbH", "Leverkusen", "Minijob", "Aushilfe", "538 € / Monat", 4, "easy", "logistik", False, ["Zustellung", "Zeitung"]),
    (9801145, "Backend-Entwickler Python (m/w/d)", "Spreewerk Software GmbH", "Berlin", "Vollzeit", "Feste Anstellung", "58.000 € – 72.000 € / Jahr", 9, "easy", "it", True, ["Python", "Django", "PostgreSQL"]),
    (9818820, "Pflegehelfer (m/w/d)", "Diakoniestation Köln-Süd", "Köln", "Teilzeit", "Feste Anstellung", "2.400 € / Monat", 0, "easy", "pflege", False, ["Altenpflege"]),
    (9793356, "Finanzbuchhalter (m/w/d)", "Spreewerk Software GmbH", "Potsdam", "Vollzeit", "Feste Anstellung", "50.000 € – 58.000 € / Jahr", 16, "external", "buchhaltung", True, ["Finanzbuchhaltung", "DATEV"]),
    (9824479, "Mitarbeiter Kundenservice (m/w/d) – 100 % Home-Office", "Rheinland Versicherung AG", REMOTE, "Teilzeit", "Feste Anstellung", "2.300 € – 2.600 € / Monat", 2, "easy", "vertrieb", False, ["Callcenter", "Versicherung"]),
    (9808101, "Kfz-Mechatroniker (m/w/d)", "Autohaus Brenner GmbH", "Darmstadt", "Vollzeit", "Feste Anstellung", None, 7, "easy", "technik", False, ["Mechatroniker", "Kfz", "Werkstatt"]),
    (9779982, "Key Account Manager (m/w/d)", "Nordlicht Media GmbH", "Lüneburg", "Vollzeit", "Feste Anstellung", None, 22, "external", "vertrieb", True, ["Key Account", "B2B"]),
    (9816604, "Koch / Köchin (m/w/d)", "Brauhaus am Dom", "Köln", "Vollzeit", "Feste Anstellung", "2.800 € – 3.200 € / Monat", 3, "easy", "gastro", False, ["Koch", "Küche"]),
    (9822290, "Sachbearbeiter Personalverwaltung (m/w/d)", "Hessische Wohnbau AG", "Wiesbaden", "Vollzeit", "Befristeter Vertrag", None, 1, "external", "hr", False, []),
    (9799977, "UX Designer (m/w/d)", "Spreewerk Software GmbH", REMOTE, "Vollzeit", "Feste Anstellung", "55.000 € – 65.000 € / Jahr", 5, "easy", "marketing", False, ["UX", "UI", "Figma", "User Research"]),
    (9812258, "Regalauffüller (m/w/d) Minijob", "EDEKA Markt Kowalski", "Leipzig", "Minijob", "Aushilfe", "538 € / Monat", 6, "easy", "handel", False, ["Supermarkt"]),
    (9786643, "Teamleiter Logistik (m/w/d)", "Hanseatische Logistik GmbH", "Hamburg", "Vollzeit", "Feste Anstellung", "55.000 € – 62.000 € / Jahr", 27, "external", "logistik", False, ["Führung", "Teamleitung"]),
    (9820034, "Verkäufer (m/w/d) in Teilzeit", "Modehaus Lindner", "Stuttgart", "Teilzeit", "Feste Anstellung", None, 2, "easy", "handel", False, ["Mode", "Textil"]),
    (9805519, "SAP-Berater FI/CO (m/w/d)", "Rheinland Versicherung AG", "Köln", "Vollzeit", "Feste Anstellung", "75.000 € – 90.000 € / Jahr", 14, "external", "it", True, ["SAP", "SAP FI", "SAP CO", "S/4HANA"]),
    (9828112, "Nachhilfelehrer Mathematik (m/w/d)", "Lernwerk Nachhilfe", "München", "Minijob", "Aushilfe", "16 € / Stunde", 0, "easy", "bildung", False, ["Mathe", "Mathematik", "Lehrer"]),
    (9791147, "Anlagenmechaniker SHK (m/w/d)", "Haustechnik Berger GmbH", "München", "Vollzeit", "Feste Anstellung", "3.300 € – 3.900 € / Monat", 19, "external", "technik", False, ["SHK", "Sanitär", "Heizung"]),
]


# --------------------------------------------------------------------------- helpers
def esc(s):
    return html.escape(str(s), quote=True)


def translit(s):
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        s = s.replace(a, b)
    return s


def slug(s):
    s = translit(s)
    return re.sub(r"[^A-Za-z0-9]+", "-", s).strip("-")


def norm(s):
    """Same as norm() in assets/js/jobs.js."""
    s = s.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        s = s.replace(a, b)
    return s


def tokens(s):
    return [t for t in re.split(r"[^a-z0-9+#]+", norm(s)) if t]


def posted_label(age):
    if age == 0:
        return "Neu"
    if age == 1:
        return "vor 1 Tag"
    if age < 7:
        return f"vor {age} Tagen"
    if age < 14:
        return "vor 1 Woche"
    if age < 30:
        return f"vor {age // 7} Wochen"
    return "vor über 30 Tagen"


def dist_km(a, b):
    """Haversine, same formula as assets/js/jobs.js."""
    r = 6371.0
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def initials(company):
    words = [w for w in re.split(r"[\s&.-]+", company) if w and w[0].isalpha() and w not in ("GmbH", "AG", "KG", "Co", "e", "V", "gGmbH", "Dr", "med")]
    return "".join(w[0] for w in words[:2]).upper()


def logo_color(company):
    palette = ["#0c2577", "#1f6f5c", "#8a1c3a", "#b35c00", "#3d4a9e", "#5b2a86", "#00707f", "#7a5c00", "#2d5f2e", "#9c2f2f"]
    return palette[sum(ord(c) for c in company) % len(palette)]


def logo_svg(company, size=56):
    return (f'<svg class="cmp-logo" width="{size}" height="{size}" viewBox="0 0 56 56" aria-hidden="true" focusable="false">'
            f'<rect width="56" height="56" rx="8" fill="{logo_color(company)}"/>'
            f'<text x="28" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">{esc(initials(company))}</text></svg>')


# --------------------------------------------------------------------------- build job records
jobs = []
for i, (jid, title, company, loc, az, art, sal, age, apply_type, cat, hybrid, extra) in enumerate(J):
    posted_date = AS_OF - dt.timedelta(days=age)
    url = f"/stellenangebote--{slug(title)}-{slug(loc)}-{slug(company)}--{jid}-inline.html"
    site, about = COMPANIES[company]
    apply_url = f"/bewerbung/{jid}" if apply_type == "easy" else f"{site}/stellen/{jid}?utm_source=jobwelt&utm_medium=jobboard"
    c = CATS[cat]
    lat = lon = None
    if loc != REMOTE:
        lat, lon = CITY[loc][1], CITY[loc][2]
    benefits = [BENEFITS[(i * 3 + k * 5) % len(BENEFITS)] for k in range(5)]
    benefits = list(dict.fromkeys(benefits))
    jobs.append({
        "id": jid, "title": title, "company": company, "location": loc, "lat": lat, "lon": lon,
        "homeoffice": "Home-Office möglich" if loc == REMOTE else ("Teilweise Home-Office" if hybrid else None),
        "arbeitszeit": az, "anstellungsart": art, "salary": sal, "age": age,
        "posted": posted_label(age), "posted_date": posted_date.isoformat(),
        "apply_type": "easy_apply" if apply_type == "easy" else "external", "apply_url": apply_url,
        "url": url, "category": c["label"], "skills": list(dict.fromkeys(extra + c["skills"])),
        "_cat": cat, "_benefits": benefits, "_about": about, "_site": site, "_order": i,
    })
assert len(jobs) == 48 and len({j["id"] for j in jobs}) == 48
# listing order: newest first, ties in data order
jobs.sort(key=lambda j: (j["age"], j["_order"]))


# --------------------------------------------------------------------------- search logic (mirrors jobs.js)
def resolve_place(wo):
    w = norm(wo).strip()
    if not w:
        return None
    if re.fullmatch(r"\d{2,5}", w):
        c = PLZ_PREFIX.get(w[:2])
        return {"city": c} if c else {"none": True}
    for name, *_ in CITIES:
        n = norm(name)
        if n == w or n.startswith(w):
            return {"city": name}
    if "home" in w or "remote" in w:
        return {"remote": True}
    return {"text": w}


def match_search(j, was, wo, radius):
    for t in tokens(was):
        hay = norm(" ".join([j["title"], j["company"], j["category"], " ".join(j["skills"])]))
        if t not in hay:
            return False
    place = resolve_place(wo)
    if place is None:
        return True
    if "none" in place:
        return False
    if "remote" in place:
        return j["location"] == REMOTE
    if "text" in place:
        return place["text"] in norm(j["location"])
    if j["lat"] is None:
        return False
    c = CITY[place["city"]]
    return dist_km((c[1], c[2]), (j["lat"], j["lon"])) <= radius


def match_filters(j, az, pub):
    if az and j["arbeitszeit"].lower() not in az:
        return False
    if pub == "heute" and j["age"] != 0:
        return False
    if pub in ("3", "7") and j["age"] > int(pub):
        return False
    return True


def run_query(was="", wo="", az=(), pub="", radius=DEFAULT_RADIUS):
    return [j["id"] for j in jobs if match_search(j, was, wo, radius) and match_filters(j, set(az), pub)]


# warn about cities close to a radius boundary (JS float math must agree)
for name, lat, lon, _ in CITIES:
    for o, olat, olon, _ in CITIES:
        d = dist_km((lat, lon), (olat, olon))
        for r in RADII:
            assert abs(d - r) > 0.5, (name, o, d, r)

# --------------------------------------------------------------------------- page chrome
FAVICON = '<link rel="icon" href="data:,">'

LOGO = ('<svg width="132" height="32" viewBox="0 0 132 32" role="img" aria-label="JobWelt">'
        '<circle cx="16" cy="16" r="14" fill="#ffc500"/><path d="M9 17.5c0 3.5 2.5 5.5 5.6 5.5 3.3 0 5.4-2.1 5.4-5.9V9h-3.6v8.2c0 1.8-.7 2.6-1.9 2.6-1.2 0-1.9-.8-2-2.3z" fill="#0c2577"/>'
        '<text x="36" y="23" font-family="Arial, Helvetica, sans-serif" font-size="21" font-weight="700" fill="#fff">JobWelt</text></svg>')


def header():
    return f"""<header class="hdr" data-at="header">
  <div class="hdr__inner">
    <a class="hdr__logo" href="/" data-at="header-logo">{LOGO}</a>
    <nav class="hdr__nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/jobs" data-at="header-jobs">Jobs finden</a></li>
        <li><a href="/unternehmen">Unternehmen</a></li>
        <li><a href="/gehalt">Gehaltsplaner</a></li>
        <li><a href="/magazin">Karriere-Magazin</a></li>
      </ul>
    </nav>
    <div class="hdr__right">
      <a class="hdr__link" href="/merkliste"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.4-9.3C1.2 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 6 3.5 4.6 7.2C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="2"/></svg><span>Merkliste</span></a>
      <a class="hdr__link" href="/login" data-at="header-login"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" stroke-width="2"/></svg><span>Anmelden</span></a>
      <a class="hdr__employer" href="/arbeitgeber">Für Arbeitgeber</a>
    </div>
  </div>
</header>"""


def footer():
    cols = [
        ("Für Jobsuchende", [("Jobs finden", "/jobs"), ("Jobs nach Ort", "/jobs-nach-ort"), ("Jobs nach Beruf", "/jobs-nach-beruf"), ("Gehaltsplaner", "/gehalt"), ("Karriere-Magazin", "/magazin")]),
        ("Für Arbeitgeber", [("Stellenanzeige schalten", "/arbeitgeber"), ("Preise", "/arbeitgeber/preise"), ("Employer Branding", "/arbeitgeber/branding")]),
        ("JobWelt", [("Über uns", "/ueber-uns"), ("Presse", "/presse"), ("Karriere bei JobWelt", "/karriere"), ("Hilfe & Kontakt", "/hilfe")]),
    ]
    html_cols = "".join(
        f'<div class="ftr__col"><h3>{esc(h)}</h3><ul>' + "".join(f'<li><a href="{u}">{esc(t)}</a></li>' for t, u in links) + "</ul></div>"
        for h, links in cols)
    return f"""<footer class="ftr">
  <div class="ftr__inner">
    {html_cols}
  </div>
  <div class="ftr__legal">
    <span>© 2026 JobWelt GmbH</span>
    <a href="/impressum">Impressum</a>
    <a href="/datenschutz">Datenschutz</a>
    <a href="/agb">AGB</a>
    <button type="button" class="ftr__cookie" data-cookie-settings>Cookie-Einstellungen</button>
  </div>
</footer>"""


def page(title, body, scripts=(), body_class=""):
    sc = "\n".join(f'<script src="{s}"></script>' for s in ("/assets/js/common.js",) + tuple(scripts))
    return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{FAVICON}
<link rel="stylesheet" href="/assets/css/jobwelt.css">
</head>
<body class="{body_class}">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
{header()}
{body}
{footer()}
{sc}
</body>
</html>
"""


def search_form(cls="sb"):
    return f"""<form class="{cls}" action="/jobs" method="get" role="search" data-at="searchbar">
      <div class="sb__field">
        <label class="sb__label" for="sb-was">Was?</label>
        <input class="sb__input" id="sb-was" name="was" type="text" placeholder="Jobtitel, Kompetenz oder Firmenname" autocomplete="off" data-at="searchbar-keyword-input">
      </div>
      <div class="sb__field">
        <label class="sb__label" for="sb-wo">Wo?</label>
        <input class="sb__input" id="sb-wo" name="wo" type="text" placeholder="Ort oder PLZ" autocomplete="off" data-at="searchbar-location-input">
      </div>
      <button class="btn btn--primary sb__btn" type="submit" data-at="searchbar-search-button">Jobs finden</button>
    </form>"""


# --------------------------------------------------------------------------- pages
def write(path, text):
    p = HERE / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def build_index():
    body = f"""<main id="main" class="home">
  <section class="home__hero">
    <h1>Finden Sie den Job, der zu Ihnen passt</h1>
    <p class="home__sub">Über 48 aktuelle Stellenangebote von Arbeitgebern in ganz Deutschland</p>
    {search_form("sb sb--hero")}
  </section>
  <section class="home__popular">
    <h2>Beliebte Suchen</h2>
    <ul class="chips">
      <li><a class="chip" href="/jobs?was=Buchhaltung">Buchhaltung</a></li>
      <li><a class="chip" href="/jobs?was=Pflege">Pflege</a></li>
      <li><a class="chip" href="/jobs?was=Java">Java</a></li>
      <li><a class="chip" href="/jobs?wo=M%C3%BCnchen">Jobs in München</a></li>
      <li><a class="chip" href="/jobs?wo=Hamburg">Jobs in Hamburg</a></li>
      <li><a class="chip" href="/jobs?wo=Home-Office">Home-Office</a></li>
    </ul>
  </section>
</main>"""
    write("index.html", page("JobWelt – Jobs und Stellenangebote in Deutschland", body, body_class="page-home"))


def build_listing():
    def cb(v, label):
        return (f'<li><label class="flt__opt" data-at="facet-arbeitszeit-{v}"><input type="checkbox" name="arbeitszeit" value="{v}">'
                f'<span class="flt__lbl">{label}</span> <span class="flt__cnt" data-count="arbeitszeit:{v}"></span></label></li>')

    def rb(v, label):
        return (f'<li><label class="flt__opt" data-at="facet-veroeffentlicht-{v or "beliebig"}"><input type="radio" name="veroeffentlicht" value="{v}">'
                f'<span class="flt__lbl">{label}</span> <span class="flt__cnt" data-count="veroeffentlicht:{v}"></span></label></li>')

    radius_opts = "".join(f'<option value="{r}">{r} km</option>' for r in RADII)
    body = f"""<div class="sb-wrap">
  <div class="sb-wrap__inner">
    {search_form()}
  </div>
</div>
<main id="main" class="res">
  <aside class="res__side" aria-label="Filter">
    <form id="filter-form" class="flt" action="/jobs" method="get" data-at="filter-form">
      <input type="hidden" name="was" value="">
      <input type="hidden" name="wo" value="">
      <div class="flt__head"><h2 class="flt__title">Filter</h2></div>
      <fieldset class="flt__group" data-at="facet-arbeitszeit">
        <legend>Arbeitszeit</legend>
        <ul>
          {cb("vollzeit", "Vollzeit")}
          {cb("teilzeit", "Teilzeit")}
          {cb("minijob", "Minijob")}
        </ul>
      </fieldset>
      <fieldset class="flt__group" data-at="facet-veroeffentlicht">
        <legend>Veröffentlicht</legend>
        <ul>
          {rb("heute", "Heute")}
          {rb("3", "Letzte 3 Tage")}
          {rb("7", "Letzte 7 Tage")}
          {rb("", "Beliebig")}
        </ul>
      </fieldset>
      <div class="flt__group" data-at="facet-umkreis">
        <label class="flt__legend" for="flt-umkreis">Umkreis</label>
        <select id="flt-umkreis" name="umkreis" class="flt__select">{radius_opts}</select>
        <p class="flt__hint">Gilt für die Suche nach Ort oder PLZ.</p>
      </div>
      <button type="submit" class="btn btn--primary flt__apply" data-at="filter-apply">Filter anwenden</button>
      <a class="flt__reset" href="/jobs" data-at="filter-reset">Alle Filter zurücksetzen</a>
    </form>
  </aside>
  <section class="res__main" aria-labelledby="res-heading">
    <div class="res__head">
      <h1 id="res-heading" class="res__h1">Jobs</h1>
      <p class="res__count" data-at="search-result-count"><strong>…</strong> Jobs gefunden</p>
    </div>
    <div id="active-filters" class="res__active"></div>
    <div class="res__list" data-at="job-list" id="job-list" aria-live="polite"></div>
    <div id="pager"></div>
    <noscript><p>Bitte aktivieren Sie JavaScript, um die Stellenangebote zu sehen.</p></noscript>
  </section>
</main>"""
    write("jobs.html", page("Jobs und Stellenangebote | JobWelt", body, scripts=("/assets/js/jobs-data.js", "/assets/js/jobs.js"), body_class="page-results"))


def build_job(j):
    facts = [("Ort", j["location"], "location"), ("Anstellungsart", j["anstellungsart"], "contract-type"),
             ("Arbeitszeit", j["arbeitszeit"], "work-type")]
    if j["salary"]:
        facts.append(("Gehalt", j["salary"], "salary"))
    if j["homeoffice"] and j["location"] != REMOTE:
        facts.append(("Home-Office", j["homeoffice"], "work-from-home"))
    facts.append(("Veröffentlicht", j["posted"], "date"))
    facts_html = "\n".join(f'          <div class="facts__row" data-at="metadata-{k}"><dt>{esc(a)}</dt><dd>{esc(b)}</dd></div>' for a, b, k in facts)
    c = CATS[j["_cat"]]
    lis = lambda xs: "\n".join(f"            <li>{esc(x)}</li>" for x in xs)
    if j["apply_type"] == "easy_apply":
        apply = (f'<button type="button" class="btn btn--primary btn--lg apply-btn" data-at="apply-button" data-apply-href="{j["apply_url"]}">Jetzt bewerben</button>'
                 '<p class="apply-note"><span class="badge badge--easy">Schnellbewerbung</span> In wenigen Minuten beworben – ohne Anschreiben möglich.</p>')
    else:
        apply = (f'<a class="btn btn--primary btn--lg apply-btn" data-at="apply-button-external" href="{esc(j["apply_url"])}" target="_blank" rel="noopener">Auf Unternehmenswebsite bewerben'
                 '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z" fill="currentColor"/></svg></a>'
                 f'<p class="apply-note">Sie werden zur Karriereseite von {esc(j["company"])} weitergeleitet.</p>')
    body = f"""<main id="main" class="job">
  <div class="job__back"><a href="/jobs" data-back-link>‹ Zurück zur Trefferliste</a></div>
  <article class="job__card" data-at="job-ad" data-job-id="{j["id"]}">
    <header class="job__header">
      <div class="job__logo">{logo_svg(j["company"], 72)}</div>
      <div class="job__heading">
        <h1 class="job__title" data-at="header-job-title">{esc(j["title"])}</h1>
        <a class="job__company" href="/unternehmen/{slug(j["company"]).lower()}" data-at="metadata-company-name">{esc(j["company"])}</a>
      </div>
    </header>
    <dl class="facts" data-at="job-ad-metadata">
{facts_html}
    </dl>
    <div class="job__apply job__apply--top">{apply}</div>
    <div class="job__content" data-at="job-ad-content">
      <section class="job__section" data-at="section-intro">
        <h2>Über uns</h2>
        <p>{esc(j["_about"])}</p>
        <p>Zur Verstärkung unseres Teams am Standort {esc(j["location"] if j["location"] != REMOTE else "Home-Office (deutschlandweit)")} suchen wir ab sofort eine/n</p>
        <p class="job__repeat"><strong>{esc(j["title"])}</strong></p>
      </section>
      <section class="job__section" data-at="section-text-description">
        <h2>Ihre Aufgaben</h2>
        <ul>
{lis(c["aufgaben"])}
        </ul>
      </section>
      <section class="job__section" data-at="section-text-profile">
        <h2>Ihr Profil</h2>
        <ul>
{lis(c["profil"])}
        </ul>
      </section>
      <section class="job__section" data-at="section-text-weoffer">
        <h2>Wir bieten</h2>
        <ul>
{lis(j["_benefits"])}
        </ul>
      </section>
      <section class="job__section" data-at="section-text-contact">
        <h2>Kontakt</h2>
        <p>Haben Sie Fragen? Unser Recruiting-Team hilft Ihnen gern weiter. Referenznummer: JW-{j["id"]}</p>
      </section>
    </div>
    <div class="job__apply job__apply--bottom">{apply}</div>
  </article>
</main>"""
    write(j["url"].lstrip("/"), page(f'{j["title"]} – {j["company"]} – {j["location"]} | JobWelt', body, scripts=("/assets/js/job.js",), body_class="page-job"))


def build_apply(j):
    body = f"""<main id="main" class="apply">
  <div class="apply__job" data-at="apply-job-summary">
    {logo_svg(j["company"], 48)}
    <div>
      <p class="apply__kicker">Ihre Bewerbung als</p>
      <h1 class="apply__title">{esc(j["title"])}</h1>
      <p class="apply__meta">{esc(j["company"])} · {esc(j["location"])}</p>
    </div>
  </div>
  <form id="bewerbung-form" class="form" action="/__submit/jobwelt-bewerbung" method="post" enctype="multipart/form-data" novalidate data-job-id="{j["id"]}">
    <input type="hidden" name="job_id" value="{j["id"]}">
    <input type="hidden" name="job_title" value="{esc(j["title"])}">
    <p class="form__required-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
    <div id="form-error-summary" class="form__summary" role="alert" hidden></div>
    <fieldset class="form__section">
      <legend>Persönliche Angaben</legend>
      <div class="form__row">
        <label for="anrede">Anrede</label>
        <select id="anrede" name="anrede">
          <option value="">Bitte wählen</option>
          <option value="Frau">Frau</option>
          <option value="Herr">Herr</option>
          <option value="Divers">Divers</option>
        </select>
      </div>
      <div class="form__grid">
        <div class="form__row">
          <label for="vorname">Vorname<span class="req" aria-hidden="true">*</span></label>
          <input id="vorname" name="vorname" type="text" autocomplete="given-name" required aria-describedby="vorname-error">
          <p class="form__error" id="vorname-error" hidden></p>
        </div>
        <div class="form__row">
          <label for="nachname">Nachname<span class="req" aria-hidden="true">*</span></label>
          <input id="nachname" name="nachname" type="text" autocomplete="family-name" required aria-describedby="nachname-error">
          <p class="form__error" id="nachname-error" hidden></p>
        </div>
      </div>
      <div class="form__row">
        <label for="email">E-Mail-Adresse<span class="req" aria-hidden="true">*</span></label>
        <input id="email" name="email" type="email" autocomplete="email" required aria-describedby="email-error">
        <p class="form__error" id="email-error" hidden></p>
      </div>
      <div class="form__row">
        <label for="telefon">Telefonnummer</label>
        <input id="telefon" name="telefon" type="tel" autocomplete="tel" placeholder="z. B. 0171 1234567">
      </div>
    </fieldset>
    <fieldset class="form__section">
      <legend>Unterlagen</legend>
      <div class="form__row">
        <label for="lebenslauf">Lebenslauf<span class="req" aria-hidden="true">*</span></label>
        <div class="upload">
          <input id="lebenslauf" name="lebenslauf" type="file" accept=".pdf,.doc,.docx,.odt,.txt" required aria-describedby="lebenslauf-hint lebenslauf-error">
          <p class="form__hint" id="lebenslauf-hint">PDF, DOC oder DOCX, max. 5 MB</p>
        </div>
        <p class="form__error" id="lebenslauf-error" hidden></p>
      </div>
      <div class="form__row">
        <label for="anschreiben">Anschreiben <span class="opt">(optional)</span></label>
        <textarea id="anschreiben" name="anschreiben" rows="6" maxlength="4000"></textarea>
      </div>
    </fieldset>
    <div class="form__row form__row--check">
      <input id="datenschutz" name="datenschutz" type="checkbox" value="ja" required aria-describedby="datenschutz-error">
      <label for="datenschutz">Ich habe die <a href="/datenschutz" target="_blank">Datenschutzerklärung</a> gelesen und stimme zu.<span class="req" aria-hidden="true">*</span></label>
      <p class="form__error" id="datenschutz-error" hidden></p>
    </div>
    <div class="form__actions">
      <button type="submit" class="btn btn--primary btn--lg" data-at="apply-submit">Bewerbung absenden</button>
      <a class="form__cancel" href="{j["url"]}">Abbrechen</a>
    </div>
  </form>
</main>"""
    write(f'bewerbung/{j["id"]}.html', page(f'Bewerbung: {j["title"]} | JobWelt', body, scripts=("/assets/js/bewerbung.js",), body_class="page-apply"))


def build_danke():
    body = """<main id="main" class="danke">
  <div class="danke__box" data-at="apply-success">
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="#1f8a4c"/><path d="M19 33l9 9 17-19" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>
    <h1>Vielen Dank für Ihre Bewerbung!</h1>
    <p id="danke-job">Ihre Unterlagen wurden erfolgreich übermittelt.</p>
    <p>Sie erhalten in Kürze eine Eingangsbestätigung per E-Mail. Das Unternehmen meldet sich direkt bei Ihnen.</p>
    <a class="btn btn--primary" href="/jobs">Weitere Jobs finden</a>
  </div>
</main>"""
    write("bewerbung/danke.html", page("Vielen Dank für Ihre Bewerbung! | JobWelt", body, scripts=("/assets/js/jobs-data.js", "/assets/js/danke.js"), body_class="page-danke"))


def build_legal():
    ds = """<main id="main" class="legal"><h1>Datenschutzerklärung</h1>
<p>Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, BDSG, TTDSG).</p>
<h2>1. Verantwortlicher</h2><p>JobWelt GmbH, Musterstraße 12, 80331 München, datenschutz@jobwelt.example</p>
<h2>2. Bewerbungen über JobWelt</h2><p>Wenn Sie sich über die Schnellbewerbung bewerben, übermitteln wir Ihre Angaben und Unterlagen an das ausschreibende Unternehmen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.</p>
<h2>3. Cookies</h2><p>Notwendige Cookies speichern z. B. Ihre Cookie-Auswahl. Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung.</p>
<h2>4. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch.</p>
</main>"""
    im = """<main id="main" class="legal"><h1>Impressum</h1>
<p>JobWelt GmbH<br>Musterstraße 12<br>80331 München</p>
<p>Geschäftsführung: Anna Beispiel, Jonas Muster<br>Handelsregister: Amtsgericht München, HRB 000000<br>USt-IdNr.: DE000000000</p>
<p>Kontakt: info@jobwelt.example</p>
</main>"""
    write("datenschutz.html", page("Datenschutzerklärung | JobWelt", ds, body_class="page-legal"))
    write("impressum.html", page("Impressum | JobWelt", im, body_class="page-legal"))


# --------------------------------------------------------------------------- data + truth
def build_data():
    public = []
    for j in jobs:
        public.append({k: v for k, v in j.items() if not k.startswith("_")} | {
            "logo": {"initials": initials(j["company"]), "color": logo_color(j["company"])}})
    state = {
        "asOf": AS_OF.isoformat(), "pageSize": PAGE_SIZE, "defaultRadius": DEFAULT_RADIUS, "radii": RADII,
        "remoteLabel": REMOTE,
        "cities": [{"name": n, "lat": la, "lon": lo, "plz": p} for n, la, lo, p in CITIES],
        "plzPrefix": PLZ_PREFIX,
        "jobs": public,
    }
    write("assets/js/jobs-data.js",
          "/* generated by make_data.py – do not edit */\nwindow.__PRELOADED_STATE__ = " + json.dumps(state, ensure_ascii=False, indent=1) + ";\n")


def build_truth():
    all_ids = [j["id"] for j in jobs]
    n = len(all_ids)

    def q(url, desc, ids):
        return {"url": url, "description": desc, "ids": [str(i) for i in ids], "count": len(ids)}

    queries = {
        "start": q("/jobs", "every job, walking pages 1-3 of /jobs (20 a page, newest first)", all_ids),
        "page_2": q("/jobs?page=2", "second result page", all_ids[20:40]),
        "page_3": q("/jobs?page=3", "last result page", all_ids[40:]),
        "search_buchhaltung": q("/jobs?was=Buchhaltung&wo=", "Was? = Buchhaltung (matches titles, skills and the field Finanzen & Rechnungswesen)", run_query(was="Buchhaltung")),
        "search_java_muenchen": q("/jobs?was=Java&wo=M%C3%BCnchen", "Was? = Java, Wo? = München (default Umkreis 30 km)", run_query(was="Java", wo="München")),
        "search_wo_muenchen": q("/jobs?was=&wo=M%C3%BCnchen", "Wo? = München (default Umkreis 30 km: München, Garching bei München)", run_query(wo="München")),
        "search_wo_koeln_50km": q("/jobs?was=&wo=K%C3%B6ln&umkreis=50", "Wo? = Köln, Umkreis 50 km, Filter anwenden", run_query(wo="Köln", radius=50)),
        "search_wo_plz_80331_100km": q("/jobs?was=&wo=80331&umkreis=100", "Wo? = 80331 (PLZ of München), Umkreis 100 km", run_query(wo="80331", radius=100)),
        "search_home_office": q("/jobs?was=&wo=Home-Office", "Wo? = Home-Office (full-remote jobs)", run_query(wo="Home-Office")),
        "search_pflege_hamburg": q("/jobs?was=Pflege&wo=Hamburg", "Was? = Pflege, Wo? = Hamburg", run_query(was="Pflege", wo="Hamburg")),
        "filter_teilzeit": q("/jobs?was=&wo=&arbeitszeit=teilzeit&veroeffentlicht=&umkreis=30", "Arbeitszeit = Teilzeit, Filter anwenden", run_query(az=["teilzeit"])),
        "filter_minijob": q("/jobs?was=&wo=&arbeitszeit=minijob&veroeffentlicht=&umkreis=30", "Arbeitszeit = Minijob", run_query(az=["minijob"])),
        "filter_teilzeit_minijob": q("/jobs?was=&wo=&arbeitszeit=teilzeit&arbeitszeit=minijob&veroeffentlicht=&umkreis=30", "Arbeitszeit = Teilzeit and Minijob (either)", run_query(az=["teilzeit", "minijob"])),
        "filter_heute": q("/jobs?was=&wo=&veroeffentlicht=heute&umkreis=30", "Veröffentlicht = Heute (shown as 'Neu')", run_query(pub="heute")),
        "filter_3_tage": q("/jobs?was=&wo=&veroeffentlicht=3&umkreis=30", "Veröffentlicht = Letzte 3 Tage (at most 3 days old)", run_query(pub="3")),
        "filter_7_tage_vollzeit": q("/jobs?was=&wo=&arbeitszeit=vollzeit&veroeffentlicht=7&umkreis=30", "Arbeitszeit = Vollzeit and Veröffentlicht = Letzte 7 Tage", run_query(az=["vollzeit"], pub="7")),
        "search_hamburg_vollzeit": q("/jobs?was=&wo=Hamburg&arbeitszeit=vollzeit&veroeffentlicht=&umkreis=30", "Wo? = Hamburg, then Arbeitszeit = Vollzeit", run_query(wo="Hamburg", az=["vollzeit"])),
    }
    for v in queries.values():
        v["pages"] = max(1, math.ceil(v["count"] / PAGE_SIZE))

    counts = {
        "Arbeitszeit": {lbl: sum(1 for j in jobs if j["arbeitszeit"] == lbl) for lbl in ("Vollzeit", "Teilzeit", "Minijob")},
        "Veröffentlicht": {
            "Heute": sum(1 for j in jobs if j["age"] == 0),
            "Letzte 3 Tage": sum(1 for j in jobs if j["age"] <= 3),
            "Letzte 7 Tage": sum(1 for j in jobs if j["age"] <= 7),
            "Beliebig": n,
        },
    }
    truth_jobs = {}
    for j in jobs:
        truth_jobs[str(j["id"])] = {
            "id": str(j["id"]),
            "title": j["title"],
            "company": j["company"],
            "location": j["location"],
            "work_mode": "Remote" if j["location"] == REMOTE else ("Hybrid" if j["homeoffice"] else "On-site"),
            "job_type": j["arbeitszeit"],
            "arbeitszeit": j["arbeitszeit"],
            "anstellungsart": j["anstellungsart"],
            "department": j["category"],
            "salary": j["salary"],
            "posted": j["posted"],
            "posted_date": j["posted_date"],
            "url": j["url"],
            "detail_url": j["url"],
            "apply_type": j["apply_type"],
            "apply_url": j["apply_url"],
            "easy_apply_badge": j["apply_type"] == "easy_apply",
        }
    truth = {
        "site": "stellenmarkt_de",
        "platform_like": "StepStone / Indeed.de",
        "kind": "multi_page",
        "language": "de",
        "as_of": AS_OF.isoformat(),
        "start_url": "/jobs",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": n,
        "search_input": True,
        "search_params": {"was": "Was? (Jobtitel, Kompetenz oder Firmenname)", "wo": "Wo? (Ort oder PLZ)"},
        "pagination": "pages",
        "pages": math.ceil(n / PAGE_SIZE),
        "pager": {"nav": 'nav[aria-label="Seitennavigation"]', "prev": "Zurück", "next": "Weiter", "param": "page"},
        "filters": {
            "Arbeitszeit": ["Vollzeit", "Teilzeit", "Minijob"],
            "Veröffentlicht": ["Heute", "Letzte 3 Tage", "Letzte 7 Tage", "Beliebig"],
            "Umkreis": [f"{r} km" for r in RADII],
        },
        "filter_kinds": {"Arbeitszeit": "checkbox (name=arbeitszeit, repeatable, OR within the group)",
                         "Veröffentlicht": "radio (name=veroeffentlicht: heute|3|7|empty)",
                         "Umkreis": "select (name=umkreis, km, default 30 km, only applies when Wo? names a city or PLZ)"},
        "filter_apply_button": "Filter anwenden",
        "filter_reset_link": "Alle Filter zurücksetzen",
        "filter_counts": counts,
        "result_count_text": f"{n} Jobs gefunden",
        "queries": queries,
        "jobs": truth_jobs,
        "forms": {
            "jobwelt-bewerbung": {
                "url": "/bewerbung/<id>",
                "example_url": f"/bewerbung/{jobs[0]['id']}",
                "submit_text": "Bewerbung absenden",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/jobwelt-bewerbung, then navigate to /bewerbung/danke?id=<id>",
                "confirmation": "Vielen Dank für Ihre Bewerbung!",
                "validation_messages": {"required": "Bitte füllen Sie dieses Feld aus.", "email": "Bitte geben Sie eine gültige E-Mail-Adresse ein."},
                "hidden_fields": ["job_id", "job_title"],
                "fields": [
                    {"label": "Anrede", "name": "anrede", "type": "select", "required": False, "options": ["Frau", "Herr", "Divers"]},
                    {"label": "Vorname", "name": "vorname", "type": "text", "required": True},
                    {"label": "Nachname", "name": "nachname", "type": "text", "required": True},
                    {"label": "E-Mail-Adresse", "name": "email", "type": "email", "required": True},
                    {"label": "Telefonnummer", "name": "telefon", "type": "tel", "required": False},
                    {"label": "Lebenslauf", "name": "lebenslauf", "type": "file", "required": True},
                    {"label": "Anschreiben", "name": "anschreiben", "type": "textarea", "required": False},
                    {"label": "Ich habe die Datenschutzerklärung gelesen und stimme zu.", "name": "datenschutz", "type": "checkbox", "required": True, "value": "ja"},
                ],
            }
        },
        "cookie_banner": {"shown": "first visit (until a choice is stored in localStorage jobwelt_cookie_consent)",
                          "position": "fixed bar at the bottom of the viewport, no backdrop",
                          "text_starts": "Wir verwenden Cookies",
                          "buttons": ["Einstellungen", "Nur notwendige", "Alle akzeptieren"]},
        "notes": ("Listing is rendered client-side from assets/js/jobs-data.js reading location.search. Order: newest first. "
                  "A third of the jobs (16) apply externally via 'Auf Unternehmenswebsite bewerben' (an <a target=_blank> to the company's site); "
                  "the other 32 show a 'Schnellbewerbung' badge and a 'Jetzt bewerben' <button> (JS navigation to /bewerbung/<id>). "
                  "Posted labels: 'Neu' = today, 'vor N Tagen', 'vor 1 Woche', 'vor N Wochen'. "
                  "The cookie banner is a fixed bottom bar that overlaps content until a choice is made. "
                  "Facet counts next to options are computed over the current search with the other filter groups applied."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def main():
    # remove stale generated job pages
    for p in HERE.glob("stellenangebote--*-inline.html"):
        p.unlink()
    for p in (HERE / "bewerbung").glob("[0-9]*.html"):
        p.unlink()
    build_data()
    build_index()
    build_listing()
    for j in jobs:
        build_job(j)
        if j["apply_type"] == "easy_apply":
            build_apply(j)
    build_danke()
    build_legal()
    build_truth()
    print(f"{len(jobs)} jobs, {sum(j['apply_type'] == 'external' for j in jobs)} external")


if __name__ == "__main__":
    main()
