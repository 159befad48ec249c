#!/usr/bin/env python3
"""Generate the EmploiPublic site: offer data, static HTML pages, the results fragment and truth.json.

Run from anywhere: python3 make_data.py
"""
import datetime as dt
import html
import json
import random
import re
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 27)
PAGE_SIZE = 20
PARTNER_EVERY = 7
SEARCH_PATH = "/candidat/offres/recherche"
DETAIL_PATH = SEARCH_PATH + "/detail/"
FORM_NAME = "emploipublic-candidature"
STOPWORDS = {"de", "du", "des", "la", "le", "les", "en", "et", "h", "f", "d", "l", "a", "au", "aux", "un", "une", "ou"}
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]

rng = random.Random(19821127)

# --------------------------------------------------------------------------- places
REGIONS = {
    "11R": "Île-de-France", "84R": "Auvergne-Rhône-Alpes", "93R": "Provence-Alpes-Côte d'Azur",
    "75R": "Nouvelle-Aquitaine", "76R": "Occitanie", "52R": "Pays de la Loire", "32R": "Hauts-de-France",
    "44R": "Grand Est", "53R": "Bretagne",
}
DEPTS = {  # code: (name, region)
    "75": ("Paris", "11R"), "92": ("Hauts-de-Seine", "11R"), "93": ("Seine-Saint-Denis", "11R"),
    "94": ("Val-de-Marne", "11R"), "69": ("Rhône", "84R"), "38": ("Isère", "84R"),
    "13": ("Bouches-du-Rhône", "93R"), "06": ("Alpes-Maritimes", "93R"), "33": ("Gironde", "75R"),
    "31": ("Haute-Garonne", "76R"), "34": ("Hérault", "76R"), "44": ("Loire-Atlantique", "52R"),
    "59": ("Nord", "32R"), "67": ("Bas-Rhin", "44R"), "35": ("Ille-et-Vilaine", "53R"),
}
# cities split into arrondissements: INSEE code of the whole city -> label
PARENTS = {"75056": ("Paris", "75"), "69123": ("Lyon", "69"), "13055": ("Marseille", "13")}
# insee, label shown in suggestions, name as the result line writes it, postal code, dept, parent city
COMMUNES = [
    ("75102", "Paris 2e Arrondissement", "PARIS 02", "75002", "75", "75056"),
    ("75108", "Paris 8e Arrondissement", "PARIS 08", "75008", "75", "75056"),
    ("75109", "Paris 9e Arrondissement", "PARIS 09", "75009", "75", "75056"),
    ("75111", "Paris 11e Arrondissement", "PARIS 11", "75011", "75", "75056"),
    ("75113", "Paris 13e Arrondissement", "PARIS 13", "75013", "75", "75056"),
    ("75115", "Paris 15e Arrondissement", "PARIS 15", "75015", "75", "75056"),
    ("75117", "Paris 17e Arrondissement", "PARIS 17", "75017", "75", "75056"),
    ("69382", "Lyon 2e Arrondissement", "LYON 02", "69002", "69", "69123"),
    ("69383", "Lyon 3e Arrondissement", "LYON 03", "69003", "69", "69123"),
    ("69387", "Lyon 7e Arrondissement", "LYON 07", "69007", "69", "69123"),
    ("69389", "Lyon 9e Arrondissement", "LYON 09", "69009", "69", "69123"),
    ("69266", "Villeurbanne", "VILLEURBANNE", "69100", "69", None),
    ("69259", "Vénissieux", "VENISSIEUX", "69200", "69", None),
    ("13201", "Marseille 1er Arrondissement", "MARSEILLE 01", "13001", "13", "13055"),
    ("13206", "Marseille 6e Arrondissement", "MARSEILLE 06", "13006", "13", "13055"),
    ("13208", "Marseille 8e Arrondissement", "MARSEILLE 08", "13008", "13", "13055"),
    ("13001", "Aix-en-Provence", "AIX EN PROVENCE", "13100", "13", None),
    ("13005", "Aubagne", "AUBAGNE", "13400", "13", None),
    ("13117", "Vitrolles", "VITROLLES", "13127", "13", None),
    ("92050", "Nanterre", "NANTERRE", "92000", "92", None),
    ("92012", "Boulogne-Billancourt", "BOULOGNE BILLANCOURT", "92100", "92", None),
    ("93066", "Saint-Denis", "ST DENIS", "93200", "93", None),
    ("94028", "Créteil", "CRETEIL", "94000", "94", None),
    ("38185", "Grenoble", "GRENOBLE", "38000", "38", None),
    ("06088", "Nice", "NICE", "06000", "06", None),
    ("33063", "Bordeaux", "BORDEAUX", "33000", "33", None),
    ("33281", "Mérignac", "MERIGNAC", "33700", "33", None),
    ("31555", "Toulouse", "TOULOUSE", "31000", "31", None),
    ("34172", "Montpellier", "MONTPELLIER", "34000", "34", None),
    ("44109", "Nantes", "NANTES", "44000", "44", None),
    ("59350", "Lille", "LILLE", "59000", "59", None),
    ("67482", "Strasbourg", "STRASBOURG", "67000", "67", None),
    ("35238", "Rennes", "RENNES", "35000", "35", None),
]
COMMUNE = {c[0]: c for c in COMMUNES}


def communes_of(dept):
    return [c for c in COMMUNES if c[4] == dept]


def place_for(dept, dept_level=False):
    """A place of an offer: its line text and the codes a place search matches."""
    if dept_level:
        return {"libelle": f"{dept} - {DEPTS[dept][0]} (Dept.)", "insee": None, "parent": None, "dept": dept,
                "region": DEPTS[dept][1], "cp": None}
    c = rng.choice(communes_of(dept))
    return {"libelle": f"{dept} - {c[2]}", "insee": c[0], "parent": c[5], "dept": dept, "region": DEPTS[dept][1],
            "cp": c[3]}


def place_suggestions():
    """What the 'Lieu de travail' box suggests: departments, cities, communes, regions (in that order)."""
    out = []
    for code, (name, _reg) in sorted(DEPTS.items()):
        out.append({"libelle": f"{code} - {name} (Département)", "code": f"{code}D", "type": "departement"})
    for code, (name, dept) in PARENTS.items():
        out.append({"libelle": f"{name} ({dept})", "code": code, "type": "commune"})
    for c in COMMUNES:
        out.append({"libelle": f"{c[1]} ({c[3]})", "code": c[0], "type": "commune"})
    for code, name in REGIONS.items():
        out.append({"libelle": f"{name} (Région)", "code": code, "type": "region"})
    return out


# --------------------------------------------------------------------------- offers
FAMILIES = {
    "comptable": {
        "motscles": "comptabilité gestion finance",
        "titres": [
            ("Comptable (H/F)", "Comptable"),
            ("Comptable général (H/F)", "Comptable général / Comptable générale"),
            ("Assistant comptable H/F", "Assistant / Assistante comptable"),
            ("Aide-comptable (H/F)", "Aide-comptable"),
            ("COMPTABLE FOURNISSEURS (H/F)", "Comptable fournisseurs"),
            ("Comptable clients - recouvrement (H/F)", "Comptable clients"),
            ("Comptable unique H/F", "Comptable"),
            ("Chef comptable (H/F)", "Chef comptable"),
            ("Assistant(e) comptable", "Assistant / Assistante comptable"),
            ("Collaborateur comptable en cabinet (H/F)", "Collaborateur / Collaboratrice comptable"),
            ("COMPTABLE CONFIRME H/F", "Comptable"),
            ("Comptable trésorerie (H/F)", "Comptable trésorerie"),
        ],
        "depts": ["75"] * 7 + ["75*"] + ["69"] * 6 + ["13"] * 5 + ["92"] * 3 + ["93", "94", "33", "33", "31", "31",
                                                                             "44", "44", "59", "59", "67", "06",
                                                                             "34", "35", "38", "38"],
        "partners": 5,
        "desc": [
            "Au sein du service comptable, vous assurez la saisie des factures fournisseurs et clients, le lettrage des comptes et les rapprochements bancaires.",
            "Vous prenez en charge la comptabilité générale d'un portefeuille de PME jusqu'au bilan : saisie, révision, déclarations de TVA.",
            "Rattaché(e) au responsable administratif et financier, vous participez aux clôtures mensuelles et annuelles et au suivi de la trésorerie.",
            "Vous gérez la comptabilité fournisseurs : enregistrement des factures, préparation des règlements, relances et suivi des litiges.",
            "Poste polyvalent : comptabilité courante, suivi des encaissements, préparation des éléments pour l'expert-comptable.",
        ],
        "savoirs": ["Saisir les écritures comptables", "Effectuer les rapprochements bancaires", "Établir les déclarations de TVA",
                    "Logiciel Sage", "Logiciel Cegid", "Tableur Excel", "Préparer les éléments du bilan"],
        "formation": "Bac+2 comptabilité gestion (BTS CG, DUT GEA) ou équivalent",
        "salaire": [(1900, 2300), (2100, 2500), (2300, 2800), (2600, 3200), (2800, 3500)],
    },
    "infirmier": {
        "motscles": "soins santé hôpital",
        "titres": [
            ("Infirmier / Infirmière (H/F)", "Infirmier / Infirmière"),
            ("Infirmier Diplômé d'État (IDE) H/F", "Infirmier / Infirmière"),
            ("INFIRMIER DE NUIT (H/F)", "Infirmier / Infirmière de nuit"),
            ("Infirmière de bloc opératoire (IBODE) H/F", "Infirmier / Infirmière de bloc opératoire"),
            ("Infirmier en EHPAD (H/F)", "Infirmier / Infirmière"),
            ("Infirmier coordinateur H/F", "Infirmier coordinateur / Infirmière coordinatrice"),
            ("Infirmier(e) en intérim", "Infirmier / Infirmière"),
            ("Infirmier puériculteur (H/F)", "Infirmier puériculteur / Infirmière puéricultrice"),
            ("Infirmier scolaire (H/F)", "Infirmier / Infirmière"),
        ],
        "depts": ["75"] * 4 + ["69"] * 4 + ["13"] * 4 + ["13*"] + ["92", "94", "33", "33", "31", "31", "44", "59", "59",
                                                                  "67", "06", "34", "35"],
        "partners": 3,
        "desc": [
            "Au sein d'une équipe pluridisciplinaire, vous dispensez les soins infirmiers prescrits et assurez le suivi des résidents.",
            "Vous réalisez les soins techniques et relationnels, la préparation et la distribution des traitements et la tenue du dossier de soins.",
            "Service de médecine polyvalente de 30 lits : accueil des patients, surveillance clinique, transmissions avec l'équipe de jour.",
            "Vous participez à la prise en charge des patients au bloc opératoire et à la traçabilité des dispositifs médicaux.",
        ],
        "savoirs": ["Réaliser des soins infirmiers", "Surveiller l'état de santé du patient", "Gestes d'urgence",
                    "Logiciel de dossier patient", "Hygiène hospitalière", "Travail en équipe pluridisciplinaire"],
        "formation": "Diplôme d'État d'infirmier (DEI) exigé",
        "salaire": [(2100, 2400), (2200, 2600), (2400, 2900), (2600, 3100)],
    },
    "developpeur": {
        "motscles": "programmation logiciel numérique",
        "titres": [
            ("Développeur Full Stack (H/F)", "Développeur / Développeuse full-stack"),
            ("Développeur Java (H/F)", "Développeur / Développeuse informatique"),
            ("Développeuse / Développeur Web PHP", "Développeur / Développeuse web"),
            ("DEVELOPPEUR .NET C# (H/F)", "Développeur / Développeuse informatique"),
            ("Développeur Python - Data (H/F)", "Développeur / Développeuse back-end"),
            ("Développeur Front-end React H/F", "Développeur / Développeuse front-end"),
            ("Développeur mobile iOS / Android (H/F)", "Développeur / Développeuse mobile"),
            ("Développeur informatique en alternance (H/F)", "Développeur / Développeuse informatique"),
            ("Lead développeur (H/F)", "Développeur / Développeuse informatique"),
            ("Développeur PL/SQL H/F", "Développeur / Développeuse informatique"),
        ],
        "depts": ["75"] * 9 + ["69"] * 5 + ["13"] * 3 + ["92"] * 3 + ["93", "33", "33", "31", "31", "31", "44", "44",
                                                                        "59", "35", "38"],
        "partners": 4,
        "desc": [
            "Intégré(e) à une équipe agile de 8 personnes, vous développez de nouvelles fonctionnalités et participez aux revues de code.",
            "Vous concevez et maintenez les applications métier de nos clients, de l'analyse du besoin à la mise en production.",
            "Dans le cadre de la refonte de notre plateforme, vous développez des API REST et des interfaces web performantes.",
            "Vous assurez la maintenance évolutive et corrective des applications et rédigez la documentation technique.",
        ],
        "savoirs": ["Développer une application", "Git", "Méthode agile Scrum", "SQL", "Tests unitaires",
                    "Intégration continue", "Concevoir une API"],
        "formation": "Bac+3 à Bac+5 informatique ou équivalent",
        "salaire": [(2800, 3300), (3000, 3800), (3500, 4200), (4000, 5000)],
    },
    "autre": {
        "motscles": "",
        "titres": [
            ("Gestionnaire de paie (H/F)", "Gestionnaire de paie"),
            ("Assistant administratif (H/F)", "Assistant / Assistante administratif(ve)"),
            ("Aide-soignant de nuit (H/F)", "Aide-soignant / Aide-soignante"),
            ("Technicien support informatique (H/F)", "Technicien / Technicienne support informatique"),
            ("Chargé de recrutement (H/F)", "Chargé / Chargée de recrutement"),
        ],
        "depts": ["75", "75", "69", "69", "13", "13", "33", "59", "92"],
        "partners": 1,
        "desc": [
            "Vous assurez l'accueil téléphonique, la gestion du courrier et le suivi administratif des dossiers.",
            "Poste en journée au sein d'une équipe de 12 personnes, formation interne assurée.",
        ],
        "savoirs": ["Accueillir une clientèle", "Logiciels de bureautique", "Gérer un planning"],
        "formation": "Bac ou équivalent",
        "salaire": [(1800, 2100), (2000, 2400)],
    },
}

COMPANIES = [
    "ENTREPRISE SOLUTIONS", "CABINET DUVAL ET ASSOCIES", "SAS BERTIN ET FILS", "GROUPE HOSPITALIER SAINT JOSEPH",
    "FIDUCIAIRE DU RHONE", "MAIRIE DE VILLEURBANNE", "CLINIQUE DES LILAS", "NUMERIQUE CONSEIL",
    "TRANSPORTS MARTIN", "LA POSTE", "EHPAD LES GLYCINES", "ADECCO FRANCE", "RANDSTAD", "SOPRA STERIA GROUP",
    "CAPGEMINI TECHNOLOGY SERVICES", "KPMG S.A.", "IN EXTENSO", "GROUPE SOS SOLIDARITES", "AP-HM",
    "HOSPICES CIVILS DE LYON", "BOULANGERIES PAUL", "SNCF VOYAGEURS", "DECATHLON", "AXIALYS",
    "ORANGE", "SODEXO", "ATOS", "MANPOWER FRANCE", "CROUS DE LYON", "SARL GARNIER & CIE",
]
PARTNERS = ["Indeed", "Indeed", "Indeed", "Apec"]


def new_id(used):
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    while True:
        tail = "".join(rng.choice(alphabet) for _ in range(4))
        if any(ch.isalpha() for ch in tail) and ("198" + tail) not in used:
            used.add("198" + tail)
            return "198" + tail


def posted_text(age):
    if age == 0:
        return "Publié aujourd'hui"
    if age == 1:
        return "Publié hier"
    if age < 7:
        return f"Publié il y a {age} jours"
    return "Publié le " + date_fr(AS_OF - dt.timedelta(days=age))


def date_fr(d):
    return f"{d.day} {MOIS[d.month - 1]} {d.year}"


CONTRACTS = {  # code: label in the filter
    "CDI": "CDI", "CDD": "CDD", "MIS": "Intérim", "SAI": "Saisonnier", "LIB": "Indépendant",
}
CONTRACT_LONG = {"CDI": "Contrat à durée indéterminée", "CDD": "Contrat à durée déterminée", "MIS": "Mission intérimaire",
                 "SAI": "Contrat travail saisonnier", "LIB": "Profession libérale"}
EXPERIENCE = {"1": "Débutant accepté", "2": "1 à 3 ans", "3": "3 ans et plus"}


def contract_for(family):
    roll = rng.random()
    if family == "infirmier":
        table = [("CDI", 0.5), ("CDD", 0.75), ("MIS", 0.92), ("LIB", 1.0)]
    elif family == "developpeur":
        table = [("CDI", 0.65), ("CDD", 0.78), ("MIS", 0.88), ("LIB", 1.0)]
    else:
        table = [("CDI", 0.5), ("CDD", 0.75), ("MIS", 0.92), ("SAI", 1.0)]
    code = next(c for c, p in table if roll <= p)
    months = {"CDD": rng.choice([3, 6, 6, 12, 18]), "MIS": rng.choice([1, 2, 3, 3, 6]), "SAI": rng.choice([2, 3, 4])}.get(code)
    line = code if code == "CDI" else (f"{CONTRACTS[code]} - {months} Mois" if months else CONTRACTS[code])
    return code, months, line


def make_offers():
    used = set()
    offers = []
    for family, spec in FAMILIES.items():
        depts = list(spec["depts"])
        rng.shuffle(depts)
        n = len(depts)
        partner_idx = set(rng.sample(range(n), spec["partners"]))
        for i, d in enumerate(depts):
            dept_level = d.endswith("*")
            d = d.rstrip("*")
            titre, appellation = rng.choice(spec["titres"])
            partner = rng.choice(PARTNERS) if i in partner_idx else None
            company = rng.choice(COMPANIES) if rng.random() > (0.1 if partner else 0.18) else None
            code, months, line = contract_for(family)
            full = rng.random() < 0.78
            age = rng.choice([0, 0, 1, 1, 2, 3, 3, 4, 5, 6, 6, 8, 9, 11, 13, 15, 18, 22, 25, 29, 34])
            exp_cat = rng.choice(["1", "1", "2", "2", "3"])
            exp_text = {"1": "Débutant accepté", "2": rng.choice(["1 an", "2 ans"]), "3": rng.choice(["3 ans", "5 ans"])}[exp_cat]
            lo, hi = rng.choice(spec["salaire"])
            oid = new_id(used)
            if partner:
                apply_type = "external"
                apply_url = (f"https://fr.indeed.com/viewjob?jk={rng.getrandbits(64):016x}&from=emploipublic" if partner == "Indeed"
                             else f"https://www.apec.fr/candidat/recherche-emploi.html/emploi/detail-offre/{rng.randint(170000000, 179999999)}W")
            elif rng.random() < 0.22:
                apply_type = "external"
                slug = re.sub(r"[^a-z0-9]+", "-", norm(company or "recrutement")).strip("-")
                apply_url = f"https://recrutement.{slug}.fr/offres/{rng.randint(10000, 99999)}"
            else:
                apply_type = "easy_apply"
                apply_url = DETAIL_PATH + oid
            offers.append({
                "id": oid, "famille": family, "titre": titre, "appellation": appellation,
                "entreprise": company, "lieu": place_for(d, dept_level),
                "contrat": code, "contratDuree": months, "contratLigne": line,
                "tempsPlein": full, "dureeTravail": "Temps plein" if full else "Temps partiel",
                "heures": ("35H/semaine" if full else rng.choice(["24H/semaine", "28H/semaine", "17H30/semaine"])),
                "experience": exp_cat, "experienceTexte": exp_text,
                "age": age, "datePublication": (AS_OF - dt.timedelta(days=age)).isoformat(),
                "publie": posted_text(age),
                "partenaire": partner,
                "handicap": rng.random() < 0.2, "aLaUne": rng.random() < 0.08,
                "salaire": f"Mensuel de {lo:,}.00 Euros à {hi:,}.00 Euros sur 12 mois".replace(",", ""),
                "salaireApec": f"{round(lo * 12 / 1000)} - {round(hi * 12 / 1000)} k€ brut annuel",
                "description": rng.choice(spec["desc"]),
                "description2": rng.choice([
                    "Horaires : du lundi au vendredi, 9h-17h30. Mutuelle, tickets restaurant, accès en transports en commun.",
                    "Poste à pourvoir dès que possible. Rémunération selon profil et convention collective.",
                    "Vous rejoignez une structure à taille humaine où l'autonomie et l'entraide sont valorisées.",
                    "Télétravail possible 2 jours par semaine après la période d'essai.",
                ]),
                "savoirs": rng.sample(spec["savoirs"], 3),
                "formation": spec["formation"],
                "applyType": apply_type, "applyUrl": apply_url,
            })
    # 'pertinence' order: one fixed order over every offer
    rng.shuffle(offers)
    for rank, o in enumerate(offers):
        o["rang"] = rank
    return offers


# --------------------------------------------------------------------------- search (mirrors static/js/recherche.js)
def norm(s):
    s = unicodedata.normalize("NFD", s)
    s = "".join(ch for ch in s if unicodedata.category(ch) != "Mn").lower()
    return re.sub(r"[^a-z0-9]+", " ", s).strip()


def words(s):
    return [w for w in norm(s).split(" ") if w]


def search_text(o):
    return words(o["titre"] + " " + o["appellation"] + " " + FAMILIES[o["famille"]]["motscles"])


def match_keywords(o, q):
    tokens = [t for t in words(q) if t not in STOPWORDS]
    ws = search_text(o)
    return all(any(w.startswith(t) for w in ws) for t in tokens)


def match_place(o, lieux):
    codes = [c.strip() for c in lieux.split(",") if c.strip()]
    if not codes:
        return True
    lieu = o["lieu"]
    for c in codes:
        c = c.upper()
        if re.fullmatch(r"(\d{2}|2A|2B)D?", c):
            if lieu["dept"] == c[:2]:
                return True
        elif re.fullmatch(r"\d{2}R", c):
            if lieu["region"] == c:
                return True
        elif re.fullmatch(r"\d{5}", c):
            if lieu["insee"] == c or lieu["parent"] == c:
                return True
        else:
            raise ValueError("free-text places are resolved in the browser only: " + c)
    return False


def run_search(offers, mots="", lieux="", contrats=(), temps=None, experience=(), publication=None):
    hits = [o for o in offers
            if match_keywords(o, mots) and match_place(o, lieux)
            and (not contrats or o["contrat"] in contrats)
            and (temps is None or o["tempsPlein"] == temps)
            and (not experience or o["experience"] in experience)
            and (publication is None or o["age"] < publication)]
    hits.sort(key=lambda o: o["rang"])
    own = [o for o in hits if not o["partenaire"]]
    partners = [o for o in hits if o["partenaire"]]
    out = []
    while own or partners:
        if (len(out) + 1) % PARTNER_EVERY == 0 and partners:
            out.append(partners.pop(0))
        elif own:
            out.append(own.pop(0))
        else:
            out.append(partners.pop(0))
    return [o["id"] for o in out]


# --------------------------------------------------------------------------- HTML
def e(s):
    return html.escape(s, quote=True)


def subtext(o):
    place = f"<span>{e(o['lieu']['libelle'])}</span>"
    if o["entreprise"]:
        return f"{e(o['entreprise'])} - \n            {place}"
    return place


def result_li(o):
    cls = "result partenaire" if o["partenaire"] else "result"
    badges = []
    if o["aLaUne"]:
        badges.append('<span class="label label-une"><span class="icon-star" aria-hidden="true"></span> Offre à la une</span>')
    if o["handicap"]:
        badges.append('<span class="label label-handi"><span class="icon-handi" aria-hidden="true"></span> Accessible aux personnes en situation de handicap</span>')
    badge_html = f'\n          <p class="badges">{" ".join(badges)}</p>' if badges else ""
    partner = (f'\n          <p class="partenaire-ligne"><img src="/static/img/partenaire-{norm(o["partenaire"])}.svg" alt="" width="16" height="16"> '
               f'Offre proposée par notre partenaire : {e(o["partenaire"])}</p>') if o["partenaire"] else ""
    desc = o["description"]
    short = desc if len(desc) <= 110 else desc[:desc.rfind(" ", 0, 108)] + "..."
    return f"""<li class="{cls}" data-id-offre="{o['id']}">
      <div class="media">
        <div class="media-left hidden-xs">
          <img class="media-object" src="/static/img/logo-offre-defaut.svg" alt="" width="60" height="60">
        </div>
        <div class="media-body">
          <h2 class="t4 media-heading">
            <a href="{DETAIL_PATH}{o['id']}" class="form-dirty-ignore" data-intitule="">{e(o['titre'])}</a>
          </h2>
          <p class="subtext">
            {subtext(o)}
          </p>
          <p class="description">{e(short)}</p>{badge_html}{partner}
        </div>
        <div class="media-right media-middle">
          <p class="contrat">{e(o['contratLigne'])}<br>{e(o['dureeTravail'])}</p>
          <p class="date">{e(o['publie'])}</p>
        </div>
      </div>
    </li>"""


def search_form(mots="", small=False):
    return f"""<form id="formRecherche" class="form-recherche{' form-recherche-small' if small else ''}" method="get" action="{SEARCH_PATH}" role="search" autocomplete="off">
        <div class="row">
          <div class="col-sm-5 form-group">
            <label for="idmotsCles-input" class="control-label">Métier, compétence, mot-clé</label>
            <div class="autocomplete">
              <input type="text" id="idmotsCles-input" name="motsCles" class="form-control" value="{e(mots)}"
                     placeholder="Ex : comptable, infirmier..." role="combobox" aria-autocomplete="list"
                     aria-expanded="false" aria-controls="idmotsCles-liste" maxlength="100">
              <ul id="idmotsCles-liste" class="dropdown-menu autocomplete-liste" role="listbox" aria-label="Suggestions de métiers" hidden></ul>
            </div>
          </div>
          <div class="col-sm-5 form-group">
            <label for="idlieux-input" class="control-label">Lieu de travail</label>
            <div class="autocomplete">
              <input type="text" id="idlieux-input" class="form-control" value=""
                     placeholder="Commune, département, région" role="combobox" aria-autocomplete="list"
                     aria-expanded="false" aria-controls="idlieux-liste">
              <ul id="idlieux-liste" class="dropdown-menu autocomplete-liste" role="listbox" aria-label="Suggestions de lieux" hidden></ul>
              <input type="hidden" name="lieux" id="idlieux" value="">
            </div>
          </div>
          <div class="col-sm-2 form-group form-group-btn">
            <button type="submit" id="btnSubmitRechercheForm" class="btn btn-primary btn-block">
              <span class="icon-search" aria-hidden="true"></span> Rechercher
            </button>
          </div>
        </div>
      </form>"""


HEADER = """<a class="sr-only sr-only-focusable" href="#contenu">Aller au contenu</a>
  <header class="header" role="banner">
    <div class="container">
      <div class="header-inner">
        <a class="logo" href="/" title="EmploiPublic - Accueil"><img src="/static/img/logo-emploipublic.svg" alt="EmploiPublic" width="170" height="40"></a>
        <nav class="nav-main" aria-label="Menu principal">
          <ul class="nav navbar-nav">
            <li class="active"><a href="/candidat/offres/recherche">Candidat</a></li>
            <li><a href="/informations/recruteur">Recruteur</a></li>
          </ul>
        </nav>
        <div class="header-actions">
          <a class="btn btn-default btn-connexion" href="/informations/connexion"><span class="icon-user" aria-hidden="true"></span> Se connecter</a>
        </div>
      </div>
    </div>
  </header>"""

FOOTER = """<footer class="footer" role="contentinfo">
    <div class="container">
      <ul class="list-inline footer-links">
        <li><a href="/informations/mentions-legales">Mentions légales</a></li>
        <li><a href="/informations/accessibilite">Accessibilité : partiellement conforme</a></li>
        <li><a href="/informations/cookies">Gestion des cookies</a></li>
        <li><a href="/informations/connexion">Espace personnel</a></li>
      </ul>
      <p class="footer-copy">© 2026 EmploiPublic - Service public de l'emploi</p>
    </div>
  </footer>"""


def page(title, body, scripts=(), body_class="", head_scripts=()):
    if not head_scripts:
        scripts = ("/static/js/referentiel.js", "/static/js/ep-commun.js", *scripts)
    else:
        scripts = tuple(scripts)
    script_tags = "\n  ".join(f'<script src="{s}"></script>' for s in scripts)
    head_tags = "".join(f'\n  <script src="{s}"></script>' for s in head_scripts)
    return f"""<!DOCTYPE html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{e(title)}</title>
  <link rel="icon" type="image/svg+xml" href="/static/img/favicon.svg">
  <link rel="stylesheet" href="/static/css/emploipublic.css">{head_tags}
</head>
<body class="{body_class}">
  {HEADER}
  {body}
  {FOOTER}
  {script_tags}
</body>
</html>
"""


def build_search_page():
    body = f"""<main id="contenu" role="main" class="page-recherche">
    <div class="zone-recherche">
      <div class="container">
        {search_form()}
      </div>
    </div>
    <div class="container" id="zoneAfficherListeOffres">
      <div class="results-header clearfix">
        <h1 class="title" id="titreResultats" aria-live="polite">Recherche en cours...</h1>
        <p class="subtitle" id="critereResultats"></p>
        <div class="results-actions">
          <button type="button" class="btn btn-default btn-filtres" id="btnFiltres" data-toggle="modal" data-target="#PopinFiltres" aria-haspopup="dialog">
            <span class="icon-filter" aria-hidden="true"></span> Filtres <span class="badge" id="nbFiltres" hidden></span>
          </button>
        </div>
      </div>
      <div id="zoneResultats">
        <ul class="result-list list-unstyled" data-nb-resultats="0"></ul>
        <p class="aucun-resultat" hidden>Aucune offre ne correspond à votre recherche. Modifiez vos critères et relancez la recherche.</p>
        <div class="results-more text-center">
          <p class="results-vues" id="nbOffresVues" hidden></p>
          <p><a href="#" role="button" class="btn btn-primary" id="btnAfficherPlus" data-range="20-39" hidden>Afficher les 20 offres suivantes</a></p>
          <p class="chargement" hidden><span class="spinner" aria-hidden="true"></span> Chargement en cours...</p>
        </div>
      </div>
      <script>EP.recherche.afficher();</script>
    </div>
    {filters_modal()}
  </main>"""
    # the data and the search script must be there before the inline call: they are in the head
    out = page("Offres d'emploi | EmploiPublic", body, body_class="recherche",
               head_scripts=("/static/js/referentiel.js", "/static/js/ep-commun.js", "/static/js/offres-data.js",
                             "/static/js/recherche.js"))
    write("candidat/offres/recherche/index.html", out)


def filters_modal():
    def checks(name, items, kind="checkbox"):
        rows = []
        for value, label in items:
            ident = f"{name}-{norm(value).replace(' ', '-') or 'x'}"
            rows.append(f"""<div class="{kind}"><label for="{ident}"><input type="{kind}" id="{ident}" name="{name}" value="{value}"> {e(label)}</label></div>""")
        return "\n              ".join(rows)
    return f"""<div class="modal fade" id="PopinFiltres" tabindex="-1" role="dialog" aria-labelledby="PopinFiltresTitre" aria-hidden="true" style="display:none">
      <div class="modal-dialog" role="document">
        <div class="modal-content">
          <form id="formFiltres" action="{SEARCH_PATH}" method="get" novalidate>
          <div class="modal-header">
            <button type="button" class="close" data-dismiss="modal" aria-label="Fermer"><span aria-hidden="true">&times;</span></button>
            <h2 class="modal-title" id="PopinFiltresTitre">Filtrer les offres</h2>
          </div>
          <div class="modal-body">
            <fieldset class="filtre-section">
              <legend>Type de contrat</legend>
              {checks("typeContrat", [(c, lbl) for c, lbl in CONTRACTS.items()])}
            </fieldset>
            <fieldset class="filtre-section">
              <legend>Temps de travail</legend>
              {checks("tempsPlein", [("true", "Temps plein"), ("false", "Temps partiel"), ("", "Indifférent")], "radio")}
            </fieldset>
            <fieldset class="filtre-section">
              <legend>Expérience</legend>
              {checks("experience", list(EXPERIENCE.items()))}
            </fieldset>
            <fieldset class="filtre-section">
              <legend>Date de publication</legend>
              {checks("publication", [("1", "Un jour"), ("3", "Trois jours"), ("7", "Une semaine"), ("14", "Deux semaines"), ("31", "Un mois")], "radio")}
            </fieldset>
          </div>
          <div class="modal-footer">
            <button type="button" class="btn btn-link" id="btnReinitialiserFiltres">Réinitialiser</button>
            <button type="submit" class="btn btn-primary" id="btnAppliquerFiltres">Appliquer les filtres</button>
          </div>
          </form>
        </div>
      </div>
    </div>"""


def build_fragment(offers):
    lis = "\n    ".join(result_li(o) for o in offers)
    write("candidat/offres/recherche/fragments/listeoffres.html",
          f'<!-- zone de résultats : rendue par le serveur, ajoutée à la liste par "Afficher les 20 offres suivantes" -->\n<ul class="result-list">\n    {lis}\n</ul>\n')


def build_data(offers):
    public = []
    for o in offers:
        public.append({
            "id": o["id"], "rang": o["rang"], "famille": o["famille"], "titre": o["titre"],
            "appellation": o["appellation"], "motsCles": FAMILIES[o["famille"]]["motscles"],
            "lieu": o["lieu"], "contrat": o["contrat"], "tempsPlein": o["tempsPlein"],
            "experience": o["experience"], "age": o["age"], "partenaire": o["partenaire"],
            "html": result_li(o),
        })
    metiers = []
    seen = set()
    for fam in FAMILIES.values():
        for _t, app in fam["titres"]:
            if app not in seen:
                seen.add(app)
                metiers.append(app)
    state = {
        "dateReference": AS_OF.isoformat(), "taillePage": PAGE_SIZE, "partenaireTous": PARTNER_EVERY,
        "motsVides": sorted(STOPWORDS), "offres": public,
    }
    write("static/js/offres-data.js",
          "/* généré par make_data.py - ne pas modifier */\nwindow.EP_DONNEES = " + json.dumps(state, ensure_ascii=False, indent=1) + ";\n")
    write("static/js/referentiel.js",
          "/* généré par make_data.py - référentiels de l'autocomplétion (métiers, lieux) */\nwindow.EP_REFERENTIEL = "
          + json.dumps({"metiers": metiers, "lieux": place_suggestions()}, ensure_ascii=False, indent=1) + ";\n")


def apply_modal(o):
    if o["applyType"] == "external":
        who = (f"Cette offre est proposée par notre partenaire {e(o['partenaire'])}. " if o["partenaire"] else "")
        body = f"""<div class="modal-body">
            <p>{who}Pour postuler à cette offre, rendez-vous sur le site de l'entreprise.</p>
            <p class="text-center"><a class="btn btn-primary" href="{e(o['applyUrl'])}" target="_blank" rel="noopener noreferrer">Postuler sur le site de l'entreprise <span class="sr-only">(nouvelle fenêtre)</span></a></p>
          </div>"""
    else:
        body = f"""<div class="modal-body">
            <h3 class="t4">Candidater par e-mail</h3>
            <p class="obligatoire-info">Les champs marqués d'un <span class="obligatoire">*</span> sont obligatoires.</p>
            <form id="formCandidature" action="/__submit/{FORM_NAME}" method="post" enctype="multipart/form-data" novalidate>
              <input type="hidden" name="numeroOffre" value="{o['id']}">
              <fieldset class="form-group">
                <legend class="control-label">Civilité</legend>
                <label class="radio-inline" for="civ-mme"><input type="radio" name="civilite" id="civ-mme" value="MME"> Madame</label>
                <label class="radio-inline" for="civ-m"><input type="radio" name="civilite" id="civ-m" value="M"> Monsieur</label>
              </fieldset>
              <div class="form-group">
                <label class="control-label" for="cand-prenom">Prénom<span class="obligatoire" aria-hidden="true"> *</span></label>
                <input type="text" class="form-control" id="cand-prenom" name="prenom" required autocomplete="given-name">
              </div>
              <div class="form-group">
                <label class="control-label" for="cand-nom">Nom<span class="obligatoire" aria-hidden="true"> *</span></label>
                <input type="text" class="form-control" id="cand-nom" name="nom" required autocomplete="family-name">
              </div>
              <div class="form-group">
                <label class="control-label" for="cand-email">Adresse e-mail<span class="obligatoire" aria-hidden="true"> *</span></label>
                <input type="email" class="form-control" id="cand-email" name="email" required autocomplete="email">
              </div>
              <div class="form-group">
                <label class="control-label" for="cand-tel">Téléphone</label>
                <input type="tel" class="form-control" id="cand-tel" name="telephone" autocomplete="tel">
              </div>
              <div class="form-group">
                <label class="control-label" for="cand-cv">CV<span class="obligatoire" aria-hidden="true"> *</span></label>
                <input type="file" id="cand-cv" name="cv" required accept=".pdf,.doc,.docx,.odt">
                <p class="help-block help-format">Formats acceptés : PDF, DOC, ODT (2 Mo maximum)</p>
              </div>
              <div class="form-group">
                <label class="control-label" for="cand-lettre">Lettre de motivation</label>
                <textarea class="form-control" id="cand-lettre" name="lettreMotivation" rows="5" maxlength="4000"></textarea>
              </div>
              <div class="form-group">
                <div class="checkbox">
                  <label for="cand-accord"><input type="checkbox" id="cand-accord" name="accordTransmission" value="true" required> J'accepte que mes données soient transmises au recruteur<span class="obligatoire" aria-hidden="true"> *</span></label>
                </div>
              </div>
              <div class="form-actions text-right">
                <button type="submit" class="btn btn-primary" id="btnEnvoyerCandidature">Envoyer ma candidature</button>
              </div>
            </form>
          </div>"""
    return f"""<div class="modal fade" id="PopinPostuler" tabindex="-1" role="dialog" aria-labelledby="PopinPostulerTitre" aria-hidden="true" style="display:none">
      <div class="modal-dialog" role="document">
        <div class="modal-content">
          <div class="modal-header">
            <button type="button" class="close" data-dismiss="modal" aria-label="Fermer"><span aria-hidden="true">&times;</span></button>
            <h2 class="modal-title" id="PopinPostulerTitre">Postuler à l'offre n° {o['id']}</h2>
          </div>
          {body}
        </div>
      </div>
    </div>"""


def build_detail(o):
    pub_date = AS_OF - dt.timedelta(days=o["age"])
    company_box = (f"""<h3 class="t4 title" itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">{e(o['entreprise'])}</span></h3>"""
                   if o["entreprise"] else '<p class="italic">Entreprise non renseignée</p>')
    partner = (f'<p class="partenaire-ligne"><img src="/static/img/partenaire-{norm(o["partenaire"])}.svg" alt="" width="16" height="16"> '
               f'Offre proposée par notre partenaire : {e(o["partenaire"])}</p>') if o["partenaire"] else ""
    badges = []
    if o["aLaUne"]:
        badges.append('<span class="label label-une">Offre à la une</span>')
    if o["handicap"]:
        badges.append('<span class="label label-handi">Accessible aux personnes en situation de handicap</span>')
    savoirs = "\n                ".join(f'<li><span class="skill skill-competence">{e(s)}</span></li>' for s in o["savoirs"])
    salaire = o["salaireApec"] if o["partenaire"] == "Apec" else o["salaire"]
    place_map = (f' <a href="https://www.mappy.com/plan/{o["lieu"]["cp"]}" target="_blank" rel="noopener" class="link-map">Localiser avec Mappy</a>'
                 if o["lieu"]["cp"] else "")
    body = f"""<main id="contenu" role="main" class="page-detail">
    <div class="container">
      <ol class="breadcrumb">
        <li><a href="/">Accueil</a></li>
        <li><a href="{SEARCH_PATH}" class="lien-retour-resultats">Offres d'emploi</a></li>
        <li class="active">Offre n° {o['id']}</li>
      </ol>
      <div class="row" itemscope itemtype="http://schema.org/JobPosting">
        <div class="col-md-8 panel-detail" id="detailOffreVolet">
          <h1 class="t2 title" id="labelPopinDetailsOffre"><span itemprop="title">{e(o['titre'])}</span></h1>
          <p class="t5 title-complementary">
            <span>Publié le <span itemprop="datePosted" content="{pub_date.isoformat()}">{date_fr(pub_date)}</span> - offre n° {o['id']}</span>
          </p>
          <p class="t4 title-complementary" itemprop="jobLocation" itemscope itemtype="http://schema.org/Place">
            <span class="icon-map-marker" aria-hidden="true"></span>
            <span itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="addressLocality">{e(o['lieu']['libelle'])}</span></span>{place_map}
          </p>
          {('<p class="badges">' + " ".join(badges) + '</p>') if badges else ''}
          {partner}
          <div class="description">
            <p class="description-offre" itemprop="description">{e(o['description'])}<br><br>{e(o['description2'])}</p>
          </div>
          <div class="description-aside">
            <dl class="icon-group">
              <dt title="Type de contrat"><span class="icon-file" aria-hidden="true"></span><span class="sr-only">Type de contrat</span></dt>
              <dd>{e(CONTRACT_LONG[o['contrat']])}{' - ' + str(o['contratDuree']) + ' Mois' if o['contratDuree'] else ''}<br>
                <span itemprop="employmentType" content="{'FULL_TIME' if o['tempsPlein'] else 'PART_TIME'}">{e(o['contratLigne'])}</span></dd>
              <dt title="Durée du travail"><span class="icon-clock" aria-hidden="true"></span><span class="sr-only">Durée du travail</span></dt>
              <dd itemprop="workHours">{e(o['heures'])}<br>{e(o['dureeTravail'])}</dd>
              <dt title="Salaire"><span class="icon-euro" aria-hidden="true"></span><span class="sr-only">Salaire</span></dt>
              <dd>Salaire : {e(salaire)}</dd>
            </dl>
          </div>
          <h3 class="h4">Profil souhaité</h3>
          <div class="profil">
            <h4 class="h6">Expérience</h4>
            <ul class="skill-list list-unstyled">
              <li><span class="skill skill-experience" itemprop="experienceRequirements">{e(o['experienceTexte'])}{'' if o['experience'] == '1' else ' - Expérience exigée'}</span></li>
            </ul>
            <h4 class="h6">Formation</h4>
            <ul class="skill-list list-unstyled">
              <li><span class="skill skill-formation" itemprop="educationRequirements">{e(o['formation'])}</span></li>
            </ul>
            <h4 class="h6">Savoirs et savoir-faire</h4>
            <ul class="skill-list list-unstyled">
                {savoirs}
            </ul>
          </div>
          <p class="retour"><a href="{SEARCH_PATH}" class="btn btn-link lien-retour-resultats"><span class="icon-arrow-left" aria-hidden="true"></span> Retour aux résultats</a></p>
        </div>
        <div class="col-md-4">
          <div class="block-actions">
            <button type="button" class="btn btn-primary btn-block btn-lg" id="idPostuler" data-toggle="modal" data-target="#PopinPostuler" aria-haspopup="dialog">Postuler</button>
          </div>
          <div class="media block-other-info">
            <h2 class="t4 title">Entreprise</h2>
            <div class="media-body">
              {company_box}
            </div>
          </div>
        </div>
      </div>
    </div>
    {apply_modal(o)}
  </main>"""
    write(f"candidat/offres/recherche/detail/{o['id']}.html",
          page(f"Offre d'emploi {o['titre']} - {o['lieu']['libelle']} - {o['id']} | EmploiPublic", body,
               scripts=("/static/js/detail.js",), body_class="detail-offre"))


def build_home():
    body = f"""<main id="contenu" role="main" class="page-accueil">
    <div class="zone-recherche zone-accueil">
      <div class="container">
        <h1 class="t1">Trouvez votre emploi parmi des milliers d'offres</h1>
        {search_form()}
      </div>
    </div>
    <div class="container">
      <h2 class="t3">Recherches fréquentes</h2>
      <ul class="list-inline recherches-frequentes">
        <li><a href="{SEARCH_PATH}?motsCles=comptable">Comptable</a></li>
        <li><a href="{SEARCH_PATH}?motsCles=infirmier">Infirmier</a></li>
        <li><a href="{SEARCH_PATH}?motsCles=d%C3%A9veloppeur">Développeur</a></li>
      </ul>
    </div>
  </main>"""
    write("index.html", page("EmploiPublic - Offres d'emploi", body, body_class="accueil"))


def build_info_pages():
    pages = {
        "mentions-legales": ("Mentions légales", "Ce site de démonstration est édité par le service public de l'emploi fictif EmploiPublic."),
        "accessibilite": ("Accessibilité", "Ce site est partiellement conforme au référentiel général d'amélioration de l'accessibilité (RGAA)."),
        "cookies": ("Gestion des cookies", "Vous pouvez modifier vos choix à tout moment depuis le bandeau de gestion des cookies."),
        "connexion": ("Se connecter", "La connexion à l'espace personnel n'est pas disponible sur ce site de démonstration."),
        "recruteur": ("Espace recruteur", "Déposez vos offres d'emploi et trouvez des candidats."),
    }
    for slug, (title, text) in pages.items():
        body = f"""<main id="contenu" role="main" class="page-info"><div class="container">
      <h1 class="t2">{e(title)}</h1><p>{e(text)}</p></div></main>"""
        write(f"informations/{slug}.html", page(f"{title} | EmploiPublic", body))


def write(rel, text):
    p = HERE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- truth
def build_truth(offers):
    by_id = {o["id"]: o for o in offers}

    def q(url, desc, ids):
        return {"url": url, "description": desc, "ids": ids, "count": len(ids),
                "loads": max(0, (len(ids) - 1) // PAGE_SIZE)}

    queries = {
        "start": q(f"{SEARCH_PATH}?motsCles=comptable",
                   "motsCles=comptable: 20 offers, then one 'Afficher les 20 offres suivantes' load (18); partner offers at positions 7, 14, 21, 28, 35",
                   run_search(offers, "comptable")),
        "search_infirmier": q(f"{SEARCH_PATH}?motsCles=infirmier", "motsCles=infirmier", run_search(offers, "infirmier")),
        "search_developpeur": q(f"{SEARCH_PATH}?motsCles=d%C3%A9veloppeur", "motsCles=développeur (accents are ignored)",
                                run_search(offers, "développeur")),
        "search_comptable_75": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=75D", "comptable in 75 - Paris (Département)",
                                 run_search(offers, "comptable", "75D")),
        "search_comptable_69": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=69D", "comptable in 69 - Rhône (Département)",
                                 run_search(offers, "comptable", "69D")),
        "search_comptable_13": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=13D", "comptable in 13 - Bouches-du-Rhône (Département)",
                                 run_search(offers, "comptable", "13D")),
        "search_infirmier_13": q(f"{SEARCH_PATH}?motsCles=infirmier&lieux=13D", "infirmier in 13 - Bouches-du-Rhône (Département)",
                                 run_search(offers, "infirmier", "13D")),
        "search_developpeur_69": q(f"{SEARCH_PATH}?motsCles=d%C3%A9veloppeur&lieux=69D", "développeur in 69 - Rhône (Département)",
                                   run_search(offers, "développeur", "69D")),
        "search_developpeur_75": q(f"{SEARCH_PATH}?motsCles=d%C3%A9veloppeur&lieux=75D", "développeur in 75 - Paris (Département)",
                                   run_search(offers, "développeur", "75D")),
        "search_lieu_lyon": q(f"{SEARCH_PATH}?motsCles=&lieux=69123", "no keyword, place Lyon (69) = every Lyon arrondissement",
                              run_search(offers, "", "69123")),
        "search_all": q(SEARCH_PATH, "no criteria: every offer", run_search(offers)),
        "filter_comptable_cdi": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=&typeContrat=CDI", "comptable, Type de contrat = CDI",
                                  run_search(offers, "comptable", contrats={"CDI"})),
        "filter_comptable_cdi_plein_semaine": q(
            f"{SEARCH_PATH}?motsCles=comptable&lieux=&typeContrat=CDI&tempsPlein=true&publication=7",
            "comptable, CDI, Temps plein, Une semaine (published less than 7 days ago)",
            run_search(offers, "comptable", contrats={"CDI"}, temps=True, publication=7)),
        "filter_comptable_cdd_interim": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=&typeContrat=CDD,MIS",
                                          "comptable, Type de contrat = CDD or Intérim",
                                          run_search(offers, "comptable", contrats={"CDD", "MIS"})),
        "filter_comptable_debutant": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=&experience=1",
                                       "comptable, Expérience = Débutant accepté",
                                       run_search(offers, "comptable", experience={"1"})),
        "filter_comptable_un_jour": q(f"{SEARCH_PATH}?motsCles=comptable&lieux=&publication=1",
                                      "comptable, Date de publication = Un jour (published today)",
                                      run_search(offers, "comptable", publication=1)),
        "filter_infirmier_partiel": q(f"{SEARCH_PATH}?motsCles=infirmier&lieux=&tempsPlein=false",
                                      "infirmier, Temps de travail = Temps partiel",
                                      run_search(offers, "infirmier", temps=False)),
    }
    assert queries["start"]["count"] == 38, queries["start"]["count"]
    start_ids = queries["start"]["ids"]
    assert [i for i, x in enumerate(start_ids, 1) if by_id[x]["partenaire"]] == [7, 14, 21, 28, 35]

    jobs = {}
    for o in offers:
        pub_date = AS_OF - dt.timedelta(days=o["age"])
        jobs[o["id"]] = {
            "id": o["id"],
            "title": o["titre"],
            "company": o["entreprise"],
            "location": o["lieu"]["libelle"],
            "department": o["lieu"]["dept"],
            "contract": o["contratLigne"],
            "contract_type": o["contrat"],
            "work_time": o["dureeTravail"],
            "job_type": o["dureeTravail"],
            "experience": EXPERIENCE[o["experience"]],
            "posted": o["publie"],
            "posted_date": o["datePublication"],
            "posted_detail": f"Publié le {date_fr(pub_date)} - offre n° {o['id']}",
            "description": o["description"] + "\n\n" + o["description2"],
            "salary": "Salaire : " + (o["salaireApec"] if o["partenaire"] == "Apec" else o["salaire"]),
            "partner": bool(o["partenaire"]),
            "partner_name": o["partenaire"],
            "badges": ([("Offre à la une")] if o["aLaUne"] else []) + (["Accessible aux personnes en situation de handicap"] if o["handicap"] else []),
            "url": DETAIL_PATH + o["id"],
            "detail_url": DETAIL_PATH + o["id"],
            "apply_type": o["applyType"],
            "apply_url": o["applyUrl"],
        }
    truth = {
        "site": "emploi_public_fr",
        "platform_like": "France Travail (ex Pôle emploi) candidat/offres/recherche, with touches of APEC and Indeed France",
        "kind": "multi_page",
        "language": "fr",
        "as_of": AS_OF.isoformat(),
        "start_url": f"{SEARCH_PATH}?motsCles=comptable",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(offers),
        "search_input": True,
        "search_params": {"motsCles": "Métier, compétence, mot-clé", "lieux": "Lieu de travail (commune / département / région; a code: 75D, 69123, 11R)"},
        "pagination": "load_more",
        "load_more": {"button": "Afficher les 20 offres suivantes", "transport": "fetch of /candidat/offres/recherche/fragments/listeoffres.html, the next 20 <li> appended to ul.result-list",
                      "url_param": "range (replaceState: &range=20-39, then 40-59...)", "seen_line": "Vous avez vu {n} offres sur {total}",
                      "button_after_last_load": "removed (hidden)"},
        "result_count_text": "38 offres d'emploi",
        "listing": {"list": "ul.result-list", "item": "li.result[data-id-offre]", "title": "h2.t4.media-heading a",
                    "subtext": "p.subtext: 'COMPANY - <span>DEPT - COMMUNE</span>' or only the span",
                    "description": "p.description", "contract": "p.contrat: '<contract><br><work time>'", "date": "p.date",
                    "partner": "li.result.partenaire + 'Offre proposée par notre partenaire : Indeed|Apec'",
                    "partner_every": PARTNER_EVERY},
        "filters": {
            "Type de contrat": [lbl for lbl in CONTRACTS.values()],
            "Temps de travail": ["Temps plein", "Temps partiel", "Indifférent"],
            "Expérience": list(EXPERIENCE.values()),
            "Date de publication": ["Un jour", "Trois jours", "Une semaine", "Deux semaines", "Un mois"],
        },
        "filter_params": {
            "Type de contrat": {"param": "typeContrat", "kind": "checkbox, comma-joined (typeContrat=CDD,MIS); repeated params also accepted",
                                "values": {lbl: c for c, lbl in CONTRACTS.items()}},
            "Temps de travail": {"param": "tempsPlein", "kind": "radio", "values": {"Temps plein": "true", "Temps partiel": "false", "Indifférent": None}},
            "Expérience": {"param": "experience", "kind": "checkbox, comma-joined",
                           "values": {lbl: c for c, lbl in EXPERIENCE.items()}},
            "Date de publication": {"param": "publication", "kind": "radio (days: offers published less than N days ago)",
                                    "values": {"Un jour": "1", "Trois jours": "3", "Une semaine": "7", "Deux semaines": "14", "Un mois": "31"}},
        },
        "filter_ui": {"open_button": "Filtres", "dialog": "#PopinFiltres (Bootstrap 3 modal, role=dialog, backdrop)",
                      "apply_button": "Appliquer les filtres", "reset_button": "Réinitialiser",
                      "apply_url_example": f"{SEARCH_PATH}?motsCles=comptable&lieux=&typeContrat=CDI&tempsPlein=true&publication=7"},
        "queries": queries,
        "jobs": jobs,
        "forms": {
            FORM_NAME: {
                "url": DETAIL_PATH + "<id>",
                "example_url": DETAIL_PATH + next(o["id"] for o in offers if o["applyType"] == "easy_apply"),
                "opened_by": "button 'Postuler' -> modal #PopinPostuler 'Candidater par e-mail'",
                "submit_text": "Envoyer ma candidature",
                "steps": 1,
                "transport": f"fetch POST multipart/form-data to /__submit/{FORM_NAME}; the modal then shows the confirmation",
                "confirmation": "Votre candidature a bien été envoyée.",
                "validation_messages": {"required": "Ce champ est obligatoire",
                                        "email": "Le format de l'adresse e-mail est incorrect",
                                        "file": "Le format du fichier est incorrect (PDF, DOC ou ODT)"},
                "hidden_fields": ["numeroOffre"],
                "fields": [
                    {"label": "Civilité", "name": "civilite", "type": "radio", "required": False,
                     "options": ["Madame", "Monsieur"], "values": ["MME", "M"]},
                    {"label": "Prénom", "name": "prenom", "type": "text", "required": True},
                    {"label": "Nom", "name": "nom", "type": "text", "required": True},
                    {"label": "Adresse e-mail", "name": "email", "type": "email", "required": True},
                    {"label": "Téléphone", "name": "telephone", "type": "tel", "required": False},
                    {"label": "CV", "name": "cv", "type": "file", "required": True, "accept": ".pdf,.doc,.docx,.odt"},
                    {"label": "Lettre de motivation", "name": "lettreMotivation", "type": "textarea", "required": False},
                    {"label": "J'accepte que mes données soient transmises au recruteur", "name": "accordTransmission",
                     "type": "checkbox", "required": True, "value": "true"},
                ],
            },
        },
        "external_apply": {"opened_by": "button 'Postuler' -> modal with a link 'Postuler sur le site de l'entreprise' (target=_blank)",
                           "count": sum(o["applyType"] == "external" for o in offers)},
        "cookie_banner": {"shown": "first visit, until a choice is stored in the cookie 'tarteaucitron'",
                          "position": "fixed bar at the bottom (#tarteaucitronRoot #tarteaucitronAlertBig), no backdrop, does not block clicks",
                          "text_starts": "Ce site utilise des cookies",
                          "buttons": ["Tout accepter", "Tout refuser", "Personnaliser"],
                          "cookie": "tarteaucitron=!audience=true!video=true (or false), path=/, 6 months"},
        "notes": ("The server is static: /candidat/offres/recherche is one page whose results are written by "
                  "static/js/recherche.js from static/js/offres-data.js while the page loads (inline call right after the list), "
                  "reading location.search. Order: one fixed 'pertinence' order; partner offers are interleaved at every "
                  "7th place while any remain. range=a-b in the URL shows results 0..b on load."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return queries


def main():
    offers = make_offers()
    detail_dir = HERE / "candidat/offres/recherche/detail"
    if detail_dir.exists():
        for p in detail_dir.glob("*.html"):
            p.unlink()
    build_data(offers)
    build_fragment(offers)
    build_search_page()
    build_home()
    build_info_pages()
    for o in offers:
        build_detail(o)
    queries = build_truth(offers)
    print(f"{len(offers)} offers, {sum(o['applyType'] == 'external' for o in offers)} external, "
          f"{sum(bool(o['partenaire']) for o in offers)} partner")
    for k, v in queries.items():
        print(f"  {k}: {v['count']}")


if __name__ == "__main__":
    main()
