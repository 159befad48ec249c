#!/usr/bin/env python3
"""Generate the "Empregos Já" site (Brazilian job board, Catho / InfoJobs / Vagas.com.br style).

Server-rendered: every results page, load-more fragment, job page and company page is written here as
static HTML.  The filter mode (query strings) is handled in JS over a data file written here too.
Deterministic: a seeded PRNG, dates computed from AS_OF.   Run:  python3 make_data.py
"""
import datetime as dt
import html
import json
import random
import re
import shutil
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2025, 11, 28)
PAGE_SIZE = 20
SITE = "Empregos Já"
rng = random.Random(20251128)


def esc(s):
    return html.escape(s, quote=True)


def slugify(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    s = re.sub(r"[^a-zA-Z0-9]+", "-", s).strip("-").lower()
    return s


def brl(v):
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return "R$ " + s


# ------------------------------------------------------------------ companies
# name, ats subdomain (gupy), sector
COMPANIES = [
    ("Itaú Unibanco", "itau", "Bancos"),
    ("Stone Pagamentos", "stone", "Meios de pagamento"),
    ("Ambev Tech", "ambevtech", "Tecnologia / Bebidas"),
    ("Nubank", "nubank", "Serviços financeiros"),
    ("iFood", "ifood", "Tecnologia / Delivery"),
    ("Mercado Livre", "mercadolivre", "E-commerce"),
    ("PicPay", "picpay", "Serviços financeiros"),
    ("TOTVS", "totvs", "Software de gestão"),
    ("Localiza&Co", "localiza", "Mobilidade"),
    ("Luizalabs", "luizalabs", "Varejo / Tecnologia"),
    ("B3 S.A.", "b3", "Mercado de capitais"),
    ("CI&T", "ciandt", "Consultoria de TI"),
    ("Zup Innovation", "zup", "Tecnologia"),
    ("Banco Inter", "inter", "Bancos"),
    ("XP Inc.", "xpinc", "Investimentos"),
    ("Vivo (Telefônica Brasil)", "vivo", "Telecomunicações"),
    ("Serasa Experian", "serasaexperian", "Birô de crédito"),
    ("QuintoAndar", "quintoandar", "Imobiliário / Tecnologia"),
    ("Creditas", "creditas", "Fintech"),
    ("Grupo Boticário", "grupoboticario", "Cosméticos"),
    ("Natura &Co", "natura", "Cosméticos"),
    ("Sicredi", "sicredi", "Cooperativa de crédito"),
    ("Hapvida NotreDame Intermédica", "hapvida", "Saúde"),
    ("Globo", "globo", "Mídia e entretenimento"),
]
CONF = "Empresa confidencial"

BENEFITS = ["Vale-refeição", "Vale-alimentação", "Plano de saúde", "Plano odontológico", "Vale-transporte",
            "Seguro de vida", "Gympass / Wellhub", "Auxílio home office", "PLR", "Day off no aniversário"]
BENEFIT_ICON = {
    "Vale-refeição": "utensils", "Vale-alimentação": "cart", "Plano de saúde": "heart",
    "Plano odontológico": "tooth", "Vale-transporte": "bus", "Seguro de vida": "shield",
    "Gympass / Wellhub": "dumbbell", "Auxílio home office": "house", "PLR": "coins",
    "Day off no aniversário": "cake",
}
LEVEL_SLUG = {"Júnior": "junior", "Pleno": "pleno", "Sênior": "senior", "Estágio": "estagio"}
CONTRACT_SLUG = {"CLT (Efetivo)": "clt", "PJ": "pj", "Estágio": "estagio", "Temporário": "temporario"}
SAL_BUCKETS = [("ate-3000", "Até R$ 3.000"), ("3001-6000", "De R$ 3.001 a R$ 6.000"),
               ("6001-10000", "De R$ 6.001 a R$ 10.000"), ("acima-10000", "Acima de R$ 10.000"),
               ("a-combinar", "A combinar")]


def sal_bucket(mx):
    if mx is None:
        return "a-combinar"
    if mx <= 3000:
        return "ate-3000"
    if mx <= 6000:
        return "3001-6000"
    if mx <= 10000:
        return "6001-10000"
    return "acima-10000"


# ------------------------------------------------------------------ searches
DEV_ROLES = [
    ("Desenvolvedor Back-end", ["Java", "Spring Boot", "microsserviços", "PostgreSQL"]),
    ("Desenvolvedor Front-end", ["React", "TypeScript", "Next.js", "design systems"]),
    ("Desenvolvedor Full Stack", ["Node.js", "React", "AWS", "MongoDB"]),
    ("Desenvolvedor Java", ["Java 17", "Spring", "Kafka", "Oracle"]),
    ("Desenvolvedor .NET", ["C#", ".NET 8", "SQL Server", "Azure"]),
    ("Desenvolvedor Python", ["Python", "Django", "FastAPI", "Airflow"]),
    ("Desenvolvedor Mobile (Android)", ["Kotlin", "Jetpack Compose", "MVVM", "Firebase"]),
    ("Desenvolvedor iOS", ["Swift", "SwiftUI", "Combine", "CI/CD"]),
    ("Pessoa Desenvolvedora Back-end", ["Go", "gRPC", "Kubernetes", "DynamoDB"]),
    ("Desenvolvedor Node.js", ["Node.js", "NestJS", "Redis", "filas SQS"]),
    ("Desenvolvedor PHP (Laravel)", ["PHP 8", "Laravel", "MySQL", "Docker"]),
    ("Desenvolvedor Salesforce", ["Apex", "Lightning Web Components", "Sales Cloud", "integrações REST"]),
    ("Desenvolvedor de Software", ["Java", "Angular", "testes automatizados", "Git"]),
    ("Desenvolvedor Delphi", ["Delphi", "Firebird", "ERP", "SQL"]),
    ("Desenvolvedor ABAP", ["SAP ABAP", "S/4HANA", "Fiori", "BAPIs"]),
    ("Desenvolvedor Flutter", ["Dart", "Flutter", "BLoC", "apps híbridos"]),
    ("Desenvolvedor Golang", ["Go", "PostgreSQL", "Kafka", "observabilidade"]),
    ("Desenvolvedor RPA (UiPath)", ["UiPath", "automação de processos", "C#", "Orchestrator"]),
    ("Pessoa Desenvolvedora Front-end", ["Vue.js", "Nuxt", "acessibilidade", "Jest"]),
    ("Desenvolvedor COBOL (Mainframe)", ["COBOL", "CICS", "DB2", "JCL"]),
    ("Desenvolvedor Dados (Spark)", ["Spark", "Databricks", "Scala", "Delta Lake"]),
    ("Desenvolvedor OutSystems", ["OutSystems", "low-code", "integrações", "SQL"]),
]
DEV_PLACES = (["São Paulo - SP"] * 16 + ["Campinas - SP"] * 4 + ["100% Home Office"] * 9
              + ["Híbrido - São Paulo - SP"] * 6 + ["Barueri - SP"] * 3 + ["Santo André - SP"] * 2
              + ["São José dos Campos - SP"] * 2 + ["Rio de Janeiro - RJ"] * 2 + ["Belo Horizonte - MG"] * 2
              + ["Híbrido - Curitiba - PR"] * 2 + ["Osasco - SP"] * 2 + ["Sorocaba - SP"] * 2)

AN_ROLES = [
    ("Analista de Dados", ["SQL", "Power BI", "Python", "modelagem de dados"]),
    ("Analista Financeiro", ["contas a pagar", "conciliação bancária", "Excel avançado", "SAP FI"]),
    ("Analista de RH", ["recrutamento e seleção", "onboarding", "indicadores de RH", "eSocial"]),
    ("Analista de Sistemas", ["levantamento de requisitos", "SQL", "UML", "Scrum"]),
    ("Analista de Marketing Digital", ["Google Ads", "Meta Ads", "SEO", "GA4"]),
    ("Analista Contábil", ["fechamento contábil", "SPED", "IFRS", "conciliações"]),
    ("Analista de Suporte Técnico", ["Windows", "Active Directory", "ITIL", "service desk"]),
    ("Analista de Logística", ["WMS", "roteirização", "KPIs logísticos", "Excel"]),
    ("Analista de Qualidade (QA)", ["testes manuais", "Cypress", "BDD", "Jira"]),
    ("Analista Fiscal", ["ICMS", "PIS/COFINS", "obrigações acessórias", "SPED Fiscal"]),
    ("Analista de Compras", ["negociação", "cotações", "SAP MM", "gestão de fornecedores"]),
    ("Analista de Customer Success", ["onboarding de clientes", "churn", "CRM", "NPS"]),
    ("Analista de Segurança da Informação", ["SIEM", "ISO 27001", "gestão de vulnerabilidades", "LGPD"]),
    ("Analista de Business Intelligence", ["Power BI", "DAX", "SQL Server", "ETL"]),
    ("Analista de Departamento Pessoal", ["folha de pagamento", "férias e rescisões", "eSocial", "CLT"]),
    ("Analista de Produto", ["discovery", "métricas de produto", "SQL", "roadmap"]),
    ("Analista Comercial", ["CRM", "prospecção", "propostas comerciais", "Excel"]),
    ("Analista de Infraestrutura", ["Linux", "VMware", "redes", "backup"]),
]
AN_PLACES = (["Rio de Janeiro - RJ"] * 9 + ["Niterói - RJ"] * 2 + ["100% Home Office"] * 3
             + ["Híbrido - Rio de Janeiro - RJ"] * 2 + ["Duque de Caxias - RJ"] + ["Barra Mansa - RJ"])

SIMILAR = [  # "Vagas similares em outras cidades": real job pages, not results of this search
    ("Desenvolvedor Java Pleno", "Recife - PE", "Pleno"),
    ("Desenvolvedor Front-end Sênior", "Porto Alegre - RS", "Sênior"),
    ("Desenvolvedor Python Júnior", "Florianópolis - SC", "Júnior"),
    ("Desenvolvedor Full Stack Pleno", "Fortaleza - CE", "Pleno"),
]

COURSES = {
    "desenvolvedor": [
        ("Curso de Python com certificado", "Escola Digital Pro", "https://www.escoladigitalpro.com.br/cursos/python-completo?utm_source=empregosja&utm_medium=card&utm_campaign=dev-sp", "100% online · 60 horas · R$ 39,90/mês"),
        ("Formação Full Stack JavaScript – do zero ao primeiro emprego", "DevAcademy", "https://devacademy.com.br/formacao-fullstack?ref=empregosja_patrocinado", "Certificado reconhecido · 12x de R$ 97,00"),
        ("Bootcamp Java com Spring Boot (com certificado)", "CodeBR Bootcamps", "https://www.codebr.com.br/bootcamp/java-spring?src=empregosja", "Aulas ao vivo · Início em 08/12"),
        ("MBA em Engenharia de Software – EAD", "Faculdade Horizonte Online", "https://ead.faculdadehorizonte.edu.br/mba-engenharia-de-software?utm_source=empregosja", "Reconhecido pelo MEC · 18 meses"),
        ("Inglês para profissionais de TI", "Talk Tech English", "https://talktechenglish.com.br/ingles-ti?aff=empregosja", "Aulas online com professor nativo"),
        ("Curso de SQL e Banco de Dados com certificado", "Escola Digital Pro", "https://www.escoladigitalpro.com.br/cursos/sql?utm_source=empregosja&utm_medium=card", "100% online · 40 horas · R$ 29,90/mês"),
    ],
    "analista": [
        ("Curso de Excel Avançado com certificado", "Planilha Master", "https://planilhamaster.com.br/excel-avancado?utm_source=empregosja", "100% online · 30 horas · R$ 27,90/mês"),
        ("Power BI para Analistas – Curso completo", "DataSkills Brasil", "https://dataskills.com.br/power-bi-completo?ref=empregosja", "Certificado · Projetos reais"),
    ],
}

DESC_OPENERS = [
    "Estamos em busca de {art} <b>{kw}</b> para fazer parte do nosso time de tecnologia e atuar com {t1} e {t2} em projetos de alto impacto.",
    "Buscamos {art} <b>{kw}</b> com experiência em {t1} para desenvolver e manter soluções que atendem milhões de clientes.",
    "Oportunidade para {art} <b>{kw}</b> que goste de desafios: você vai trabalhar com {t1}, {t2} e {t3} em squads ágeis.",
    "Venha ser {art} <b>{kw}</b> em uma empresa que valoriza diversidade e aprendizado contínuo. Stack: {t1}, {t2}.",
]


AN_OPENERS = [
    "Estamos em busca de {art} <b>{kw}</b> para atuar com {t1} e {t2}, apoiando as áreas de negócio com análises e melhorias de processo.",
    "Buscamos {art} <b>{kw}</b> com vivência em {t1} para integrar um time colaborativo e em crescimento.",
    "Oportunidade para {art} <b>{kw}</b>: você será responsável por {t1}, {t2} e {t3}, com autonomia e foco em resultados.",
]


def posted_text(days, updated):
    d = AS_OF - dt.timedelta(days=days)
    if updated:
        return f"Atualizada em {d:%d/%m/%Y}", d
    if days == 0:
        return "Publicada hoje", d
    if days == 1:
        return "Publicada há 1 dia", d
    return f"Publicada há {days} dias", d


def make_salary(level, contract):
    r = rng.random()
    if r < 0.3:
        return None, None, None
    base = {"Estágio": 1800, "Júnior": 3000, "Pleno": 6000, "Sênior": 10500}[level]
    if contract == "PJ":
        base = int(base * 1.35)
    base = int(round(base * rng.uniform(0.85, 1.2) / 100.0) * 100)
    if level == "Estágio" or r < 0.45:
        return f"Até {brl(base)}", None, base
    hi = int(round(base * rng.uniform(1.25, 1.6) / 500.0) * 500)
    return f"{brl(base)} a {brl(hi)}", base, hi


JOB_IDS = set()


def new_id():
    while True:
        i = str(rng.randint(120000, 989999))
        if i not in JOB_IDS:
            JOB_IDS.add(i)
            return i


def make_job(title, level, place, kw, art, techs, search):
    if level == "Estágio":
        contract = "Estágio"
    else:
        contract = rng.choices(["CLT (Efetivo)", "PJ", "Temporário"], [70, 22, 8])[0]
    conf = rng.random() < 0.2
    comp = None if conf else rng.choice(COMPANIES)
    sal_text, sal_min, sal_max = make_salary(level, contract)
    days = rng.choice([0, 0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 21])
    updated = days >= 10 and rng.random() < 0.55
    ptxt, pdate = posted_text(days, updated)
    benefits = rng.sample(BENEFITS, rng.randint(2, 6)) if contract != "PJ" else rng.sample(BENEFITS[5:], rng.randint(0, 2))
    if contract == "Estágio":
        benefits = ["Vale-transporte", "Vale-refeição"] + rng.sample(["Seguro de vida", "Gympass / Wellhub", "Plano de saúde"], 1)
    jid = new_id()
    t1, t2, t3, t4 = techs
    opener = rng.choice(AN_OPENERS if search == "an" else DESC_OPENERS).format(art=art, kw=kw, t1=t1, t2=t2, t3=t3)
    return {
        "id": jid, "title": title, "slug": slugify(title), "level": level, "contract": contract,
        "company": CONF if conf else comp[0], "company_slug": None if conf else slugify(comp[0]),
        "ats": None if conf else comp[1], "location": place,
        "salary": sal_text, "salary_min": sal_min, "salary_max": sal_max, "sal_bucket": sal_bucket(sal_max),
        "posted": ptxt, "posted_date": pdate.isoformat(), "featured": False, "pcd": False,
        "benefits": benefits, "snippet": opener, "techs": techs, "search": search,
        "home_office": place == "100% Home Office",
    }


DUP = []


def dev_jobs():
    levels = (["Pleno"] * 18 + ["Sênior"] * 16 + ["Júnior"] * 12 + ["Estágio"] * 6)
    rng.shuffle(levels)
    places = DEV_PLACES[:]
    rng.shuffle(places)
    jobs = []
    roles = DEV_ROLES[:]
    used = set()
    for i in range(52):
        lv = levels[i]
        if lv == "Estágio":
            title = rng.choice(["Estágio em Desenvolvimento de Software", "Estagiário(a) de Desenvolvimento Web",
                                "Estágio em Desenvolvimento Mobile", "Estágio em TI – Desenvolvimento",
                                "Estagiário(a) Desenvolvedor(a) Front-end", "Estágio em Desenvolvimento Back-end"])
            techs = rng.choice(roles)[1]
        else:
            role, techs = roles[i % len(roles)]
            title = f"{role} {lv}"
        if title in used:
            title = title + (" – Squad Pagamentos" if i % 2 else " (Híbrido)")
        used.add(title)
        place = places[i]
        if lv == "Estágio" and place.startswith("100%"):
            place = "São Paulo - SP"
        j = make_job(title, lv, place, "desenvolvedor" if "Desenvolvedor" in title or "Desenvolvimento" in title else "desenvolvedor", "um(a)", techs, "dev")
        jobs.append(j)
    # a deliberate duplicate title at another company (real boards have them)
    src = next(k for k in range(52) if jobs[k]["level"] != "Estágio")
    dup = next(k for k in range(35, 52) if jobs[k]["level"] == jobs[src]["level"])
    DUP.extend([src, dup])
    for f in ("title", "slug", "techs"):
        jobs[dup][f] = jobs[src][f]
    if jobs[dup]["company"] == jobs[src]["company"] or jobs[dup]["company"] == CONF:
        jobs[dup]["company"], jobs[dup]["company_slug"], jobs[dup]["ats"] = "Mercado Livre", "mercado-livre", "mercadolivre"
        if jobs[src]["company"] == "Mercado Livre":
            jobs[dup]["company"], jobs[dup]["company_slug"], jobs[dup]["ats"] = "PicPay", "picpay", "picpay"
    return jobs


def an_jobs():
    levels = ["Pleno"] * 7 + ["Sênior"] * 4 + ["Júnior"] * 6 + ["Estágio"]
    rng.shuffle(levels)
    places = AN_PLACES[:]
    rng.shuffle(places)
    jobs = []
    for i in range(18):
        lv = levels[i]
        role, techs = AN_ROLES[i]
        title = f"Estágio em {role.replace('Analista de ', '').replace('Analista ', '')}" if lv == "Estágio" else f"{role} {lv}"
        j = make_job(title, lv, places[i], "analista", "um(a)", techs, "an")
        jobs.append(j)
    return jobs


DEV = dev_jobs()
AN = an_jobs()
SIM = []
for t, place, lv in SIMILAR:
    role = next(r for r in DEV_ROLES if t.startswith(r[0]))
    SIM.append(make_job(t, lv, place, "desenvolvedor", "um(a)", role[1], "sim"))
ALL = DEV + AN + SIM

# flags: featured, pcd, apply type
for lst in (DEV, AN):
    n = len(lst)
    for k, j in enumerate(lst):
        j["featured"] = (k in (0, 1)) or rng.random() < 0.1
        j["pcd"] = rng.random() < 0.15
for j in ALL:
    ext = j["ats"] is not None and rng.random() < 0.42
    j["apply_type"] = "external" if ext else "easy_apply"
    j["url"] = f"/vaga/{j['id']}/{j['slug']}"
    j["apply_url"] = (f"https://{j['ats']}.gupy.io/jobs/{rng.randint(4000000, 9999999)}?jobBoardSource=empregos_ja"
                      if ext else j["url"] + "#candidatura")

# ------------------------------------------------------------------ icons (inline SVG, local)
ICONS = {
    "pin": '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/>',
    "brief": '<path d="M10 3h4a2 2 0 0 1 2 2v2h4a1 1 0 0 1 1 1v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a1 1 0 0 1 1-1h4V5a2 2 0 0 1 2-2zm0 4h4V5h-4v2z"/>',
    "money": '<path d="M3 6h18v12H3zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"/>',
    "level": '<path d="M4 20h4V12H4zm6 0h4V8h-4zm6 0h4V4h-4z"/>',
    "clock": '<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4 3.3 2-1 1.7L11 13V6h2z"/>',
    "star": '<path d="m12 2 3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z"/>',
    "heart": '<path d="M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z"/>',
    "utensils": '<path d="M7 2v8a2 2 0 0 0 2 2v10h2V2H9v7H8V2zm8 0c-1.7 0-3 2.2-3 6v5h2v9h2V2z"/>',
    "cart": '<path d="M3 3h3l2.4 11h9.8l2-8H7.2M9 21a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"/>',
    "tooth": '<path d="M7 3c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 8 .4 3 1 5.5 2.5 5.5S9 19 10 16c.5-1.3 1.5-1.3 2 0 1 3 1 5 2.5 5S16.6 18.5 17 15.5c.5-3.5 2-5 2-8C19 5 17.5 3 15 3c-1.5 0-2.3.8-3 .8S8.5 3 7 3z"/>',
    "bus": '<path d="M5 3h14a2 2 0 0 1 2 2v11a2 2 0 0 1-1 1.7V20h-3v-2H7v2H4v-2.3A2 2 0 0 1 3 16V5a2 2 0 0 1 2-2zm0 3v5h14V6z"/>',
    "shield": '<path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z"/>',
    "dumbbell": '<path d="M2 10h2V7h3v10H4v-3H2zm20 0h-2V7h-3v10h3v-3h2zM8 11h8v2H8z"/>',
    "house": '<path d="M12 3 2 12h3v8h5v-5h4v5h5v-8h3z"/>',
    "coins": '<path d="M12 4c-4.4 0-8 1.3-8 3v10c0 1.7 3.6 3 8 3s8-1.3 8-3V7c0-1.7-3.6-3-8-3z"/>',
    "cake": '<path d="M12 2c1 1.2 1.5 2.2 1.5 3a1.5 1.5 0 0 1-3 0c0-.8.5-1.8 1.5-3zM4 11h16v4H4zm0 6h16v4H4z"/>',
    "access": '<path d="M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-7 6h14v2h-5v12h-2v-6h-0v6h-2V10H5z"/>',
    "ext": '<path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z"/>',
    "search": '<path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"/>',
}


def svg(name, cls="ico"):
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">{ICONS[name]}</svg>'


# ------------------------------------------------------------------ layout pieces
HEAD = """<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<meta name="description" content="{desc}">
<link rel="canonical" href="{canon}">
<link rel="icon" href="/static/img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/css/main.css?v=3.18.2">
{extra}</head>
<body class="{body}">
<a class="sr-only" href="#conteudo">Pular para o conteúdo</a>
<header class="sc-bczRLJ Header_header__d7Yk1" data-testid="header">
  <div class="Header_inner__a91Qs">
    <a class="Header_logo__Kp2mB" href="/" aria-label="{site} – página inicial"><img src="/static/img/logo.svg" alt="{site}" width="148" height="32"></a>
    <nav class="Header_nav__tT0vX" aria-label="Menu principal">
      <a href="/vagas/desenvolvedor/sao-paulo-sp/">Vagas</a>
      <a href="/empresas/">Empresas</a>
      <a href="/conteudo/dicas-de-carreira.html">Dicas de carreira</a>
      <a href="/conteudo/anunciar-vagas.html" class="Header_cta__p0Lq2">Anunciar vagas</a>
      <a href="/conteudo/entrar.html" class="Header_login__Z3bN1">Entrar</a>
    </nav>
  </div>
</header>
"""

SEARCH_FORM = """<section class="sc-gsnTZi SearchBar_wrap__Yy2Sx" aria-label="Buscar vagas">
  <form class="SearchBar_form__hP8cE" id="form-busca" action="/vagas/busca/" method="get" role="search" data-gtm="search-form">
    <div class="SearchBar_field__Rk3d0">
      <label for="busca-cargo">Cargo ou palavra-chave</label>
      <input id="busca-cargo" name="q" type="text" placeholder="Ex.: desenvolvedor, analista de dados" value="{q}" autocomplete="off">
    </div>
    <div class="SearchBar_field__Rk3d0">
      <label for="busca-cidade">Cidade ou estado</label>
      <input id="busca-cidade" name="l" type="text" placeholder="Ex.: São Paulo - SP" value="{l}" autocomplete="off">
    </div>
    <button type="submit" class="sc-btn Button_primary__Qe1Lx">{icon}<span>Buscar vagas</span></button>
  </form>
</section>
"""

FOOTER = """<footer class="sc-iBkjds Footer_footer__nL0pY">
  <div class="Footer_cols__eW2aK">
    <div><h4>Candidatos</h4><ul><li><a href="/vagas/desenvolvedor/sao-paulo-sp/">Vagas de Desenvolvedor em São Paulo</a></li><li><a href="/vagas/analista/rio-de-janeiro-rj/">Vagas de Analista no Rio de Janeiro</a></li><li><a href="/conteudo/dicas-de-carreira.html">Dicas de carreira</a></li></ul></div>
    <div><h4>Empresas</h4><ul><li><a href="/conteudo/anunciar-vagas.html">Anunciar vagas</a></li><li><a href="/empresas/">Empresas contratando</a></li></ul></div>
    <div><h4>Institucional</h4><ul><li><a href="/conteudo/politica-de-privacidade.html">Política de Privacidade</a></li><li><a href="/conteudo/termos-de-uso.html">Termos de uso</a></li><li><a href="/conteudo/politica-de-privacidade.html#cookies">Preferências de cookies</a></li></ul></div>
  </div>
  <p class="Footer_copy__Gm5xR">© 2025 Empregos Já Serviços de Internet Ltda. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1000 – São Paulo - SP</p>
</footer>
<div class="sc-cookie CookieBanner_banner__Vb2rQ" id="lgpd-banner" role="dialog" aria-live="polite" aria-label="Aviso de cookies" hidden>
  <p>Usamos cookies e tecnologias semelhantes para melhorar a sua experiência, personalizar anúncios e recomendar vagas, de acordo com a nossa <a href="/conteudo/politica-de-privacidade.html">Política de Privacidade</a>. Ao clicar em “Aceitar todos”, você concorda com o uso de cookies conforme a LGPD.</p>
  <div class="CookieBanner_actions__kR7mZ">
    <button type="button" class="sc-btn Button_ghost__uA0eN" id="lgpd-config">Configurar</button>
    <button type="button" class="sc-btn Button_primary__Qe1Lx" id="lgpd-aceitar">Aceitar todos</button>
  </div>
</div>
<div class="CookiePrefs_overlay__w1Lq8" id="lgpd-prefs" hidden>
  <div class="CookiePrefs_box__T4kQz" role="dialog" aria-modal="true" aria-labelledby="lgpd-prefs-title">
    <h2 id="lgpd-prefs-title">Preferências de cookies</h2>
    <label><input type="checkbox" checked disabled> Cookies necessários (sempre ativos)</label>
    <label><input type="checkbox" id="lgpd-analytics"> Cookies de desempenho e análise</label>
    <label><input type="checkbox" id="lgpd-marketing"> Cookies de publicidade</label>
    <div class="CookieBanner_actions__kR7mZ"><button type="button" class="sc-btn Button_primary__Qe1Lx" id="lgpd-salvar">Salvar preferências</button></div>
  </div>
</div>
<script src="/static/js/lgpd.js?v=3.18.2"></script>
"""


def page(title, desc, canon, body_cls, main, extra_head="", scripts=""):
    return (HEAD.format(title=esc(title), desc=esc(desc), canon=canon, extra=extra_head, body=body_cls, site=SITE)
            + main + FOOTER + scripts + "</body>\n</html>\n")


def company_html(j):
    if j["company_slug"]:
        return (f'<a class="JobCard_companyLink__f2Wq0" href="/empresa/{j["company_slug"]}/" '
                f'data-gtm="company-name">{esc(j["company"])}</a>')
    return '<span class="JobCard_companyConf__m8Hs1">Empresa confidencial</span>'


def card(j, pos):
    cls = "sc-jXbUNg JobCard_card__hT3k9" + (" JobCard_featured__q8Zr1" if j["featured"] else "")
    tags = []
    if j["featured"]:
        tags.append(f'<span class="sc-tag Tag_destaque__a1B2c">{svg("star")}Vaga em destaque</span>')
    if j["pcd"]:
        tags.append(f'<span class="sc-tag Tag_pcd__X0mW4" title="Vaga também para pessoas com deficiência">{svg("access")}PCD</span>')
    sal = j["salary"] or "A combinar"
    bens = "".join(
        f'<span class="Benefit_item__c4Jr9" title="{esc(b)}" data-beneficio="{slugify(b)}">{svg(BENEFIT_ICON[b], "ico ico-bnf")}<span class="sr-only">{esc(b)}</span></span>'
        for b in j["benefits"][:4])
    if len(j["benefits"]) > 4:
        bens += f'<span class="Benefit_more__yT5pE" title="{esc(", ".join(j["benefits"][4:]))}">+{len(j["benefits"]) - 4}</span>'
    ext = ('<span class="JobCard_extApply__Bn3Sd">' + svg("ext") + 'Candidatura no site da empresa</span>'
           if j["apply_type"] == "external" else
           '<span class="JobCard_easyApply__Hq9Lm">Candidatura simplificada</span>')
    return f"""<article class="{cls}" data-id="{j['id']}" data-position="{pos}" data-gtm-vaga="{j['id']}">
  <div class="JobCard_top__Lm2Qe">{''.join(tags)}<button type="button" class="JobCard_fav__r5Kx1" aria-label="Salvar vaga" data-fav="{j['id']}">{svg("heart")}</button></div>
  <h2 class="sc-kpDqfm JobCard_title__Ds8Kq"><a href="{j['url']}" data-gtm="job-title">{esc(j['title'])}</a></h2>
  <p class="sc-dmqHEX JobCard_company__Vx7aP">{company_html(j)}</p>
  <ul class="JobCard_attrs__Wb9Pz">
    <li class="JobCard_attr__g3Nn2" data-attr="nivel">{svg("level")}<span>{esc(j['level'])}</span></li>
    <li class="JobCard_attr__g3Nn2" data-attr="local">{svg("pin")}<span>{esc(j['location'])}</span></li>
    <li class="JobCard_attr__g3Nn2" data-attr="contrato">{svg("brief")}<span>{esc(j['contract'])}</span></li>
    <li class="JobCard_attr__g3Nn2 JobCard_salary__Jd2Ko" data-attr="salario">{svg("money")}<span>{esc(sal)}</span></li>
  </ul>
  <p class="JobCard_snippet__Kk8Te">{j['snippet'].rstrip('.')}&hellip;</p>
  <div class="JobCard_benefits__N6yUi" aria-label="Benefícios">{bens}</div>
  <div class="JobCard_footer__Ps4Rw"><time datetime="{j['posted_date']}">{svg("clock")}{esc(j['posted'])}</time>{ext}</div>
</article>
"""


def ad_card(ad, slot):
    title, who, url, meta = ad
    return f"""<article class="sc-jXbUNg JobCard_card__hT3k9 JobCard_sponsored__Zp1Xc" data-ad-slot="{slot}" data-gtm="ad-card">
  <div class="JobCard_top__Lm2Qe"><span class="sc-tag Tag_patrocinado__Ee5Hn">Patrocinado</span></div>
  <h2 class="sc-kpDqfm JobCard_title__Ds8Kq"><a href="{esc(url)}" target="_blank" rel="sponsored noopener">{esc(title)}</a></h2>
  <p class="sc-dmqHEX JobCard_company__Vx7aP"><span>{esc(who)}</span></p>
  <ul class="JobCard_attrs__Wb9Pz"><li class="JobCard_attr__g3Nn2">{svg("clock")}<span>{esc(meta)}</span></li></ul>
  <p class="JobCard_snippet__Kk8Te">Conquiste a vaga dos seus sonhos: aprenda com quem está no mercado e receba certificado ao concluir.</p>
  <div class="JobCard_footer__Ps4Rw"><span class="JobCard_adCta__L2uVb">Saiba mais {svg("ext")}</span></div>
</article>
"""


def similar_block():
    items = "".join(
        f'<li class="Similar_item__Oq3Rt"><a href="{j["url"]}">{esc(j["title"])}</a><span class="Similar_meta__eL8Cz">{esc(j["company"])} · {esc(j["location"])}</span></li>'
        for j in SIM)
    return f"""<aside class="sc-similar Similar_box__Hs7Dp" aria-labelledby="similares-titulo">
  <h3 id="similares-titulo">Vagas similares em outras cidades</h3>
  <ul class="Similar_list__Af9Wc">{items}</ul>
</aside>
"""


AD_AFTER = (3, 12)   # a sponsored card after the 3rd and the 12th job of every page of 20


def list_items(jobs, page_no, courses, offset, with_similar):
    """HTML of the cards of one page (jobs + sponsored + similar block)."""
    out = []
    for k, j in enumerate(jobs):
        out.append(card(j, offset + k + 1))
        if with_similar and k + 1 == 8:
            out.append(similar_block())
        if k + 1 in AD_AFTER:
            ai = ((page_no - 1) * len(AD_AFTER) + AD_AFTER.index(k + 1)) % len(courses)
            out.append(ad_card(courses[ai], f"p{page_no}-{AD_AFTER.index(k + 1) + 1}"))
    return "".join(out)


def ad_for(page_no, idx, courses):
    return courses[((page_no - 1) * len(AD_AFTER) + idx) % len(courses)]


# ------------------------------------------------------------------ results pages
SEARCHES = {
    "dev": {"cargo": "desenvolvedor", "cidade": "sao-paulo-sp", "q": "Desenvolvedor", "l": "São Paulo - SP",
            "jobs": DEV, "courses": COURSES["desenvolvedor"], "heading_q": "Desenvolvedor", "heading_l": "São Paulo - SP"},
    "an": {"cargo": "analista", "cidade": "rio-de-janeiro-rj", "q": "Analista", "l": "Rio de Janeiro - RJ",
           "jobs": AN, "courses": COURSES["analista"], "heading_q": "Analista", "heading_l": "Rio de Janeiro - RJ"},
}


def counts(jobs):
    c = {"nivel": {}, "contrato": {}, "salario": {}, "home_office": {}}
    for lv, s in LEVEL_SLUG.items():
        c["nivel"][s] = sum(1 for j in jobs if j["level"] == lv)
    for ct, s in CONTRACT_SLUG.items():
        c["contrato"][s] = sum(1 for j in jobs if j["contract"] == ct)
    for s, _ in SAL_BUCKETS:
        c["salario"][s] = sum(1 for j in jobs if j["sal_bucket"] == s)
    c["home_office"]["1"] = sum(1 for j in jobs if j["home_office"])
    return c


def sidebar(base, jobs):
    c = counts(jobs)

    def group(title, name, items, gid):
        lis = "".join(
            f'<li><label class="Filter_opt__b7Yx2"><input type="checkbox" name="{name}" value="{v}" data-filter="{name}">'
            f'<span class="Filter_label__Tm4pQ">{esc(lbl)}</span> <span class="Filter_count__Hx0Pd">({c[name][v]})</span></label></li>'
            for v, lbl in items if c[name][v] > 0)
        return (f'<fieldset class="Filter_group__Nn1Ks" id="{gid}"><legend class="Filter_title__Zo4Ve">{esc(title)}</legend>'
                f'<ul class="Filter_list__Qm8Dl">{lis}</ul></fieldset>')

    g1 = group("Nível hierárquico", "nivel", [(s, lv) for lv, s in LEVEL_SLUG.items()], "f-nivel")
    g2 = group("Tipo de contratação", "contrato", [(s, ct) for ct, s in CONTRACT_SLUG.items()], "f-contrato")
    g3 = group("Faixa salarial", "salario", SAL_BUCKETS, "f-salario")
    g4 = (f'<fieldset class="Filter_group__Nn1Ks" id="f-homeoffice"><legend class="Filter_title__Zo4Ve">Home office</legend>'
          f'<label class="Filter_opt__b7Yx2 Filter_switch__Ua6Bv"><input type="checkbox" name="home_office" value="1" data-filter="home_office">'
          f'<span class="Filter_label__Tm4pQ">Somente vagas 100% home office</span> <span class="Filter_count__Hx0Pd">({c["home_office"]["1"]})</span></label></fieldset>')
    return f"""<aside class="sc-eDvSVe Sidebar_aside__Pd0Wm" aria-label="Filtros">
  <form id="form-filtros" class="Sidebar_form__z3Gh7" action="{base}" method="get">
    <div class="Sidebar_head__Kb5Ya"><h2>Filtrar vagas</h2><a href="{base}" class="Sidebar_clear__Lw3Tu" id="limpar-filtros">Limpar filtros</a></div>
    {g1}{g2}{g3}{g4}
    <button type="submit" class="sc-btn Button_primary__Qe1Lx Sidebar_apply__q2Rr8">Aplicar filtros</button>
  </form>
</aside>
"""


def pager(base, cur, pages):
    if pages <= 1:
        return ('<nav class="sc-pager Pagination_nav__Xa4Lo" aria-label="Paginação"><ul class="Pagination_list__Rb7Nk">'
                '<li><span class="Pagination_current__u9Ek2" aria-current="page">1</span></li></ul></nav>')

    def href(n):
        return base if n == 1 else f"{base}pagina/{n}/"
    items = []
    if cur > 1:
        items.append(f'<li><a class="Pagination_prev__Yh3Vb" href="{href(cur - 1)}" rel="prev">« Anterior</a></li>')
    else:
        items.append('<li><span class="Pagination_prev__Yh3Vb Pagination_disabled__Fe5Co" aria-disabled="true">« Anterior</span></li>')
    for n in range(1, pages + 1):
        if n == cur:
            items.append(f'<li><span class="Pagination_current__u9Ek2" aria-current="page">{n}</span></li>')
        else:
            items.append(f'<li><a class="Pagination_num__Qy2Lp" href="{href(n)}">{n}</a></li>')
    if cur < pages:
        items.append(f'<li><a class="Pagination_next__Cc1Hw" href="{href(cur + 1)}" rel="next">Próxima »</a></li>')
    else:
        items.append('<li><span class="Pagination_next__Cc1Hw Pagination_disabled__Fe5Co" aria-disabled="true">Próxima »</span></li>')
    return f'<nav class="sc-pager Pagination_nav__Xa4Lo" aria-label="Paginação"><ul class="Pagination_list__Rb7Nk">{"".join(items)}</ul></nav>'


def results_page(key, page_no):
    s = SEARCHES[key]
    jobs = s["jobs"]
    base = f"/vagas/{s['cargo']}/{s['cidade']}/"
    pages = (len(jobs) + PAGE_SIZE - 1) // PAGE_SIZE
    chunk = jobs[(page_no - 1) * PAGE_SIZE: page_no * PAGE_SIZE]
    offset = (page_no - 1) * PAGE_SIZE
    items = list_items(chunk, page_no, s["courses"], offset, with_similar=(page_no == 1 and key == "dev"))
    first, last = offset + 1, offset + len(chunk)
    more = ""
    if page_no < pages:
        more = (f'<div class="LoadMore_wrap__Gk2Ps" id="carregar-mais-wrap"><button type="button" class="sc-btn Button_outline__Zm8Qa LoadMore_btn__r4Xn0" id="carregar-mais" '
                f'data-next="{page_no + 1}" data-pages="{pages}" data-base="{base}">Carregar mais vagas</button></div>')
    canon = base if page_no == 1 else f"{base}pagina/{page_no}/"
    title = f"{len(jobs)} Vagas de {s['heading_q']} em {s['heading_l']}" + (f" – Página {page_no}" if page_no > 1 else "") + f" | {SITE}"
    crumbs = (f'<nav class="Breadcrumb_nav__P8sVb" aria-label="Você está em"><ol><li><a href="/">Início</a></li>'
              f'<li><a href="{base}">Vagas de {s["heading_q"]}</a></li><li aria-current="page">{s["heading_l"]}</li></ol></nav>')
    main = (SEARCH_FORM.format(q=esc(s["q"]), l=esc(s["l"]), icon=svg("search")) + f"""<main id="conteudo" class="sc-hLBbgP Results_layout__Hn4Ve" data-busca="{key}" data-base="{base}" data-page="{page_no}">
{sidebar(base, jobs)}
<section class="Results_main__Zw2Ek" aria-labelledby="resultado-titulo">
  {crumbs}
  <div class="Results_head__Vt0Ff">
    <h1 id="resultado-titulo" class="Results_title__M4nBd"><strong id="total-vagas">{len(jobs)}</strong> vagas de {esc(s['heading_q'])} em {esc(s['heading_l'])}</h1>
    <p class="Results_range__Ws6Cz" id="faixa-resultados">Exibindo vagas {first} a {last} de {len(jobs)}</p>
    <div class="Results_sort__Ek8Uj"><label for="ordenar">Ordenar por</label> <select id="ordenar" disabled><option>Mais relevantes</option></select></div>
  </div>
  <div id="filtros-ativos" class="Results_chips__Uo1Nx" hidden></div>
  <div class="sc-gKPRtg Results_list__Qx5Jt" id="lista-vagas" role="feed" aria-busy="false">
{items}  </div>
  {more}
  <div id="paginacao">{pager(base, page_no, pages)}</div>
  <p class="Results_alert__Kd2Yb">Receba vagas como estas por e-mail: <a href="/conteudo/entrar.html">criar alerta de vagas</a></p>
</section>
</main>
""")
    scripts = (f'<script src="/static/data/busca-{s["cargo"]}-{s["cidade"]}.js?v=20251128"></script>\n'
               '<script src="/static/js/busca.js?v=3.18.2"></script>\n')
    return page(title, f"Encontre {len(jobs)} vagas de {s['heading_q']} em {s['heading_l']}.", canon, "page-busca", main, scripts=scripts)


def fragment(key, page_no):
    s = SEARCHES[key]
    chunk = s["jobs"][(page_no - 1) * PAGE_SIZE: page_no * PAGE_SIZE]
    return (f"<!-- fragmento: página {page_no} de /vagas/{s['cargo']}/{s['cidade']}/ -->\n"
            + list_items(chunk, page_no, s["courses"], (page_no - 1) * PAGE_SIZE, with_similar=False))


# ------------------------------------------------------------------ job pages
def job_page(j):
    secs = {
        "desc": [
            j["snippet"].replace("<b>", "").replace("</b>", "") ,
            ("No dia a dia você vai participar de todo o ciclo de desenvolvimento: entendimento do problema, desenho da solução, codificação, testes, revisão de código e acompanhamento em produção."
             if j["search"] != "an" else
             "No dia a dia você vai acompanhar indicadores, elaborar relatórios e propor melhorias junto às áreas parceiras."),
            ("Trabalhamos com squads multidisciplinares (produto, design, engenharia e dados), rituais ágeis e muita troca entre as pessoas do time."
             if j["search"] != "an" else
             "Valorizamos a diversidade, o aprendizado contínuo e um ambiente de respeito e colaboração."),
        ],
        "req": [f"Experiência com {t}" for t in j["techs"][:2]] + [f"Conhecimento em {j['techs'][2]}", f"Desejável: {j['techs'][3]}",
                                                                  "Boa comunicação e trabalho em equipe"],
    }
    if j["level"] == "Estágio":
        secs["req"] = ["Cursando graduação em Ciência da Computação, Sistemas de Informação, Engenharia ou áreas afins (formação a partir de 12/2026)",
                       f"Noções de {j['techs'][0]}", "Disponibilidade para estagiar 6 horas por dia"]
    tags = ""
    if j["featured"]:
        tags += f'<span class="sc-tag Tag_destaque__a1B2c">{svg("star")}Vaga em destaque</span>'
    if j["pcd"]:
        tags += f'<span class="sc-tag Tag_pcd__X0mW4">{svg("access")}PCD</span>'
    if j["apply_type"] == "external":
        cta = (f'<a class="sc-btn Button_primary__Qe1Lx JobHeader_cta__Fk2Ds" id="btn-candidatar-externo" href="{esc(j["apply_url"])}" target="_blank" rel="noopener" data-gtm="apply-external">'
               f'Candidatar-se no site da empresa {svg("ext")}</a><p class="JobHeader_note__Yb1Ue">Você será direcionado(a) para o site de recrutamento da empresa.</p>')
        modal = ""
    else:
        cta = ('<button type="button" class="sc-btn Button_primary__Qe1Lx JobHeader_cta__Fk2Ds" id="btn-candidatar" data-gtm="apply-open" '
               'aria-haspopup="dialog" aria-controls="candidatura">Candidatar-se</button>')
        modal = apply_modal(j)
    bens = "".join(f"<li>{svg(BENEFIT_ICON[b], 'ico ico-bnf')} {esc(b)}</li>" for b in j["benefits"]) or "<li>Não informado</li>"
    comp = (f'<a href="/empresa/{j["company_slug"]}/">{esc(j["company"])}</a>' if j["company_slug"]
            else '<span>Empresa confidencial</span>')
    sal = j["salary"] or "A combinar"
    ld = {"@context": "https://schema.org/", "@type": "JobPosting", "title": j["title"],
          "datePosted": j["posted_date"], "employmentType": {"CLT (Efetivo)": "FULL_TIME", "PJ": "CONTRACTOR", "Estágio": "INTERN", "Temporário": "TEMPORARY"}[j["contract"]],
          "hiringOrganization": {"@type": "Organization", "name": j["company"]},
          "identifier": {"@type": "PropertyValue", "name": SITE, "value": j["id"]}}
    extra = f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>\n'
    main = f"""<main id="conteudo" class="sc-job JobPage_main__Tb4Nc" data-vaga-id="{j['id']}">
  <nav class="Breadcrumb_nav__P8sVb" aria-label="Você está em"><ol><li><a href="/">Início</a></li><li><a href="/vagas/desenvolvedor/sao-paulo-sp/">Vagas</a></li><li aria-current="page">{esc(j['title'])}</li></ol></nav>
  <div class="JobPage_grid__Xy5Vb">
  <article class="JobPage_article__Gh2Zz">
    <header class="JobHeader_box__Pq3Mn">
      <div class="JobHeader_tags__Rr6Ta">{tags}</div>
      <h1 class="JobHeader_title__Wd8Ka">{esc(j['title'])}</h1>
      <p class="JobHeader_company__Fo1Ls">{comp}</p>
      <dl class="JobHeader_info__Ux5Bn">
        <div><dt>Local</dt><dd>{svg("pin")}{esc(j['location'])}</dd></div>
        <div><dt>Contratação</dt><dd>{svg("brief")}{esc(j['contract'])}</dd></div>
        <div><dt>Salário</dt><dd>{svg("money")}{esc(sal)}</dd></div>
        <div><dt>Nível hierárquico</dt><dd>{svg("level")}{esc(j['level'])}</dd></div>
      </dl>
      <p class="JobHeader_meta__Ka2Ej"><time datetime="{j['posted_date']}">{esc(j['posted'])}</time> · Código da vaga: {j['id']}</p>
      <div class="JobHeader_actions__Dd9Wq">{cta}</div>
    </header>
    <section class="JobSection_box__Vn0Ry"><h2>Descrição da vaga</h2>{''.join(f'<p>{esc(p)}</p>' for p in secs['desc'])}</section>
    <section class="JobSection_box__Vn0Ry"><h2>Requisitos</h2><ul>{''.join(f'<li>{esc(r)}</li>' for r in secs['req'])}</ul></section>
    <section class="JobSection_box__Vn0Ry JobSection_benefits__Hh1Qq"><h2>Benefícios</h2><ul>{bens}</ul></section>
    <section class="JobSection_box__Vn0Ry"><h2>Informações adicionais</h2><p>Regime de contratação: {esc(j['contract'])}. {'Vaga também para pessoas com deficiência (PCD). ' if j['pcd'] else ''}Local de trabalho: {esc(j['location'])}.</p></section>
  </article>
  <aside class="JobPage_aside__Mm7Cc"><div class="JobPage_safe__Ee4Pp"><h3>Dica de segurança</h3><p>O {SITE} nunca cobra para você se candidatar. Desconfie de pedidos de pagamento.</p></div></aside>
  </div>
{modal}</main>
"""
    scripts = '<script src="/static/js/vaga.js?v=3.18.2"></script>\n' if j["apply_type"] == "easy_apply" else ""
    return page(f"Vaga de {j['title']} – {j['company']} – {j['location']} | {SITE}",
                f"{j['title']} em {j['location']}. {j['contract']}.", j["url"], "page-vaga", main, extra, scripts)


APPLY_FIELDS = [
    ("nome", "Nome completo", "text", True),
    ("email", "E-mail", "email", True),
    ("celular", "Celular (WhatsApp)", "tel", True),
    ("cpf", "CPF", "text", False),
    ("pretensao", "Pretensão salarial", "text", False),
    ("linkedin", "LinkedIn", "url", False),
    ("curriculo", "Currículo (PDF)", "file", True),
    ("aceite_lgpd", "Li e concordo com a Política de Privacidade (LGPD)", "checkbox", True),
]


def apply_modal(j):
    return f"""<div class="sc-modal ApplyModal_overlay__Jk8Wx" id="candidatura" hidden>
  <div class="ApplyModal_box__Qa2Zo" role="dialog" aria-modal="true" aria-labelledby="candidatura-titulo">
    <button type="button" class="ApplyModal_close__Ff3Ui" id="fechar-candidatura" aria-label="Fechar">×</button>
    <h2 id="candidatura-titulo">Candidatar-se: {esc(j['title'])}</h2>
    <p class="ApplyModal_sub__Lp4Ck">{esc(j['company'])} · {esc(j['location'])}</p>
    <form id="form-candidatura" class="ApplyForm_form__Bv7Ns" action="/__submit/empregos-apply" method="post" enctype="multipart/form-data" novalidate>
      <input type="hidden" name="vaga_id" value="{j['id']}">
      <div class="ApplyForm_field__Hd3Kx"><label for="c-nome">Nome completo<span class="req" aria-hidden="true">*</span></label><input id="c-nome" name="nome" type="text" autocomplete="name" required><small class="ApplyForm_err__Ow9Pe" data-err="nome"></small></div>
      <div class="ApplyForm_field__Hd3Kx"><label for="c-email">E-mail<span class="req" aria-hidden="true">*</span></label><input id="c-email" name="email" type="email" autocomplete="email" required><small class="ApplyForm_err__Ow9Pe" data-err="email"></small></div>
      <div class="ApplyForm_field__Hd3Kx"><label for="c-celular">Celular (WhatsApp)<span class="req" aria-hidden="true">*</span></label><input id="c-celular" name="celular" type="tel" inputmode="numeric" placeholder="(11) 91234-5678" maxlength="15" autocomplete="tel" required><small class="ApplyForm_err__Ow9Pe" data-err="celular"></small></div>
      <div class="ApplyForm_row__Ls2Ty">
        <div class="ApplyForm_field__Hd3Kx"><label for="c-cpf">CPF</label><input id="c-cpf" name="cpf" type="text" inputmode="numeric" placeholder="000.000.000-00" maxlength="14"><small class="ApplyForm_err__Ow9Pe" data-err="cpf"></small></div>
        <div class="ApplyForm_field__Hd3Kx"><label for="c-pretensao">Pretensão salarial</label><input id="c-pretensao" name="pretensao" type="text" inputmode="numeric" placeholder="R$ 0,00"><small class="ApplyForm_err__Ow9Pe" data-err="pretensao"></small></div>
      </div>
      <div class="ApplyForm_field__Hd3Kx"><label for="c-linkedin">LinkedIn</label><input id="c-linkedin" name="linkedin" type="url" placeholder="https://www.linkedin.com/in/seu-perfil"><small class="ApplyForm_err__Ow9Pe" data-err="linkedin"></small></div>
      <div class="ApplyForm_field__Hd3Kx"><label for="c-curriculo">Currículo (PDF)<span class="req" aria-hidden="true">*</span></label><input id="c-curriculo" name="curriculo" type="file" accept="application/pdf,.pdf" required><small class="ApplyForm_hint__Uu2Ab">Arquivo PDF de até 5 MB.</small><small class="ApplyForm_err__Ow9Pe" data-err="curriculo"></small></div>
      <div class="ApplyForm_field__Hd3Kx ApplyForm_check__Wn5Rb"><label><input id="c-aceite" name="aceite_lgpd" type="checkbox" value="sim" required> Li e concordo com a <a href="/conteudo/politica-de-privacidade.html" target="_blank">Política de Privacidade (LGPD)</a><span class="req" aria-hidden="true">*</span></label><small class="ApplyForm_err__Ow9Pe" data-err="aceite_lgpd"></small></div>
      <p class="ApplyForm_legend__Ti3Mn"><span class="req">*</span> Campos obrigatórios</p>
      <button type="submit" class="sc-btn Button_primary__Qe1Lx" id="enviar-candidatura">Enviar candidatura</button>
      <p class="ApplyForm_status__Kc4Dd" id="status-envio" role="alert"></p>
    </form>
    <div class="ApplyModal_ok__Sx1Ne" id="candidatura-ok" hidden role="status">
      <h3>Candidatura enviada com sucesso!</h3>
      <p>A empresa receberá seu currículo. Acompanhe o processo pelo e-mail informado.</p>
    </div>
  </div>
</div>
"""


def company_page(slug, name, sector, jobs):
    lis = "".join(f'<li><a href="{j["url"]}">{esc(j["title"])}</a> <span>· {esc(j["location"])} · {esc(j["posted"])}</span></li>' for j in jobs)
    main = f"""<main id="conteudo" class="Company_main__Yq2Ps">
  <h1>{esc(name)}</h1><p class="Company_sector__Tg3Vv">{esc(sector)} · ★ {3.6 + (len(slug) % 13) / 10:.1f} ({120 + len(slug) * 37} avaliações)</p>
  <h2>Vagas abertas no {SITE}</h2><ul class="Company_jobs__Hf8Kw">{lis or '<li>Nenhuma vaga aberta no momento.</li>'}</ul>
</main>
"""
    return page(f"{name}: vagas e avaliações | {SITE}", f"Vagas abertas em {name}", f"/empresa/{slug}/", "page-empresa", main)


def simple_page(title, body, canon):
    return page(f"{title} | {SITE}", title, canon, "page-conteudo", f'<main id="conteudo" class="Content_main__Ka1Rt"><h1>{esc(title)}</h1>{body}</main>\n')


# ------------------------------------------------------------------ write
def write(path, text):
    p = HERE / path.lstrip("/")
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def main():
    for d in ("vagas", "vaga", "empresa", "empresas", "conteudo", "static/data"):
        shutil.rmtree(HERE / d, ignore_errors=True)
    for key, s in SEARCHES.items():
        base = f"/vagas/{s['cargo']}/{s['cidade']}/"
        pages = (len(s["jobs"]) + PAGE_SIZE - 1) // PAGE_SIZE
        for p in range(1, pages + 1):
            write(base + "index.html" if p == 1 else f"{base}pagina/{p}/index.html", results_page(key, p))
            if p > 1:
                write(f"{base}pagina-{p}.html", fragment(key, p))
        data = {
            "base": base, "total": len(s["jobs"]), "pageSize": PAGE_SIZE, "adAfter": list(AD_AFTER),
            "ads": [ad_card(a, f"f{i}") for i, a in enumerate(s["courses"])],
            "similar": similar_block() if key == "dev" else "",
            "vagas": [{"id": j["id"], "nivel": LEVEL_SLUG[j["level"]], "contrato": CONTRACT_SLUG[j["contract"]],
                       "salario": j["sal_bucket"], "home_office": j["home_office"], "html": card(j, 0)} for j in s["jobs"]],
            "labels": {"nivel": {v: k for k, v in LEVEL_SLUG.items()}, "contrato": {v: k for k, v in CONTRACT_SLUG.items()},
                       "salario": dict(SAL_BUCKETS), "home_office": {"1": "Home office"}},
        }
        write(f"/static/data/busca-{s['cargo']}-{s['cidade']}.js",
              "/* snapshot da busca (gerado no servidor) */\nwindow.__BUSCA__ = " + json.dumps(data, ensure_ascii=False) + ";\n")
    for j in ALL:
        write(j["url"] + "/index.html", job_page(j))
    comps = []
    for name, ats, sector in COMPANIES:
        slug = slugify(name)
        js = [j for j in ALL if j["company_slug"] == slug]
        write(f"/empresa/{slug}/index.html", company_page(slug, name, sector, js))
        comps.append((slug, name, len(js)))
    write("/empresas/index.html", simple_page("Empresas contratando", "<ul>" + "".join(
        f'<li><a href="/empresa/{s}/">{esc(n)}</a> ({c} vagas)</li>' for s, n, c in comps) + "</ul>", "/empresas/"))
    write("/conteudo/politica-de-privacidade.html", simple_page("Política de Privacidade", "<p>Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Você pode solicitar acesso, correção ou exclusão dos seus dados a qualquer momento pelo e-mail dpo@empregosja.com.br.</p><h2 id=\"cookies\">Cookies</h2><p>Usamos cookies necessários, de desempenho e de publicidade.</p>", "/conteudo/politica-de-privacidade.html"))
    write("/conteudo/termos-de-uso.html", simple_page("Termos de uso", "<p>Ao usar o Empregos Já você concorda com estes termos.</p>", "/conteudo/termos-de-uso.html"))
    write("/conteudo/dicas-de-carreira.html", simple_page("Dicas de carreira", "<p>Como montar um currículo campeão, como se preparar para entrevistas e mais.</p>", "/conteudo/dicas-de-carreira.html"))
    write("/conteudo/anunciar-vagas.html", simple_page("Anunciar vagas", "<p>Anuncie suas vagas e encontre os melhores talentos. Planos a partir de R$ 199,00.</p>", "/conteudo/anunciar-vagas.html"))
    write("/conteudo/entrar.html", simple_page("Entrar", "<p>Acesse sua conta para criar alertas de vagas e acompanhar candidaturas.</p><form><label>E-mail <input type=\"email\" name=\"login\"></label> <label>Senha <input type=\"password\" name=\"senha\"></label> <button type=\"button\">Entrar</button></form>", "/conteudo/entrar.html"))
    # search landing for unknown searches (JS)
    main_b = (SEARCH_FORM.format(q="", l="", icon=svg("search"))
              + '<main id="conteudo" class="Content_main__Ka1Rt"><h1 id="busca-titulo">Buscando vagas…</h1><div id="busca-resultado"></div>'
                '<p>Buscas populares: <a href="/vagas/desenvolvedor/sao-paulo-sp/">Desenvolvedor em São Paulo - SP</a> · '
                '<a href="/vagas/analista/rio-de-janeiro-rj/">Analista em Rio de Janeiro - RJ</a></p></main>\n')
    write("/vagas/busca/index.html", page(f"Busca de vagas | {SITE}", "Busca de vagas", "/vagas/busca/", "page-busca-livre", main_b,
                                         scripts='<script src="/static/js/busca.js?v=3.18.2"></script>\n'))
    main_h = (SEARCH_FORM.format(q="", l="", icon=svg("search"))
              + '<main id="conteudo" class="Home_main__Pp2Vt"><h1>Encontre seu próximo emprego</h1><p>Mais de 70 vagas novas esta semana.</p>'
                '<h2>Buscas populares</h2><ul class="Home_popular__Bn4Tt">'
                '<li><a href="/vagas/desenvolvedor/sao-paulo-sp/">Vagas de Desenvolvedor em São Paulo - SP</a></li>'
                '<li><a href="/vagas/analista/rio-de-janeiro-rj/">Vagas de Analista em Rio de Janeiro - RJ</a></li></ul></main>\n')
    write("/index.html", page(f"{SITE} – Vagas de emprego em todo o Brasil", "Vagas de emprego", "/", "page-home", main_h,
                              scripts='<script src="/static/js/busca.js?v=3.18.2"></script>\n'))
    write_truth()


def write_truth():
    def tj(j):
        return {
            "id": j["id"], "title": j["title"], "company": j["company"], "location": j["location"],
            "level": j["level"], "contract": j["contract"], "salary": j["salary"],
            "salary_text": j["salary"] or "A combinar", "posted": j["posted"], "posted_date": j["posted_date"],
            "featured": j["featured"], "pcd": j["pcd"], "benefits": j["benefits"],
            "home_office": j["home_office"], "salary_bucket": j["sal_bucket"],
            "apply_type": j["apply_type"],
            "apply_control": "Candidatar-se (job page modal form)" if j["apply_type"] == "easy_apply" else "Candidatar-se no site da empresa (link to the company's Gupy page)",
            "url": j["url"], "apply_url": j["apply_url"] if j["apply_type"] == "external" else j["url"],
        }

    def fparams(jobs):
        c = counts(jobs)
        return {
            "Nível hierárquico": {lv: c["nivel"][s] for lv, s in LEVEL_SLUG.items() if c["nivel"][s]},
            "Tipo de contratação": {ct: c["contrato"][s] for ct, s in CONTRACT_SLUG.items() if c["contrato"][s]},
            "Faixa salarial": {lbl: c["salario"][s] for s, lbl in SAL_BUCKETS if c["salario"][s]},
            "Home office": {"Somente vagas 100% home office": c["home_office"]["1"]},
        }

    base = "/vagas/desenvolvedor/sao-paulo-sp/"
    c = counts(DEV)

    def ids(pred, jobs=DEV):
        return [j["id"] for j in jobs if pred(j)]
    queries = {
        "start": {"url": base, "description": "Desenvolvedor em São Paulo - SP: all 52, 3 pages (20/20/12)", "ids": ids(lambda j: True), "count": 52},
        "analista_rj": {"url": "/vagas/analista/rio-de-janeiro-rj/", "description": "search form: Cargo 'analista', Cidade 'Rio de Janeiro' → 18 jobs on one page", "ids": ids(lambda j: True, AN), "count": 18},
        "nivel_pleno": {"url": base + "?nivel=pleno", "description": "Nível hierárquico → Pleno, Aplicar filtros", "ids": ids(lambda j: j["level"] == "Pleno"), "count": c["nivel"]["pleno"]},
        "nivel_senior_pj": {"url": base + "?nivel=senior&contrato=pj", "description": "Sênior AND PJ", "ids": ids(lambda j: j["level"] == "Sênior" and j["contract"] == "PJ"), "count": len(ids(lambda j: j["level"] == "Sênior" and j["contract"] == "PJ"))},
        "contrato_clt": {"url": base + "?contrato=clt", "description": "Tipo de contratação → CLT (Efetivo)", "ids": ids(lambda j: j["contract"] == "CLT (Efetivo)"), "count": c["contrato"]["clt"]},
        "home_office": {"url": base + "?home_office=1", "description": "Home office checkbox", "ids": ids(lambda j: j["home_office"]), "count": c["home_office"]["1"]},
        "junior_or_estagio": {"url": base + "?nivel=junior&nivel=estagio", "description": "two levels (OR inside a group)", "ids": ids(lambda j: j["level"] in ("Júnior", "Estágio")), "count": c["nivel"]["junior"] + c["nivel"]["estagio"]},
        "salario_6001_10000": {"url": base + "?salario=6001-10000", "description": "Faixa salarial → De R$ 6.001 a R$ 10.000 (bucket of the top of the range / the 'Até' value)", "ids": ids(lambda j: j["sal_bucket"] == "6001-10000"), "count": c["salario"]["6001-10000"]},
    }
    dev_pages = [[j["id"] for j in DEV[i:i + 20]] for i in range(0, 52, 20)]
    decoys = {
        "sponsored": [{"title": a[0], "advertiser": a[1], "label": "Patrocinado", "url": a[2]} for a in COURSES["desenvolvedor"] + COURSES["analista"]],
        "sponsored_where": "an article card with the label 'Patrocinado' after the 3rd and the 12th job of every page of 20 (full pages, load-more fragments, and JS filter mode); title is an <h2><a> to an external course site (target=_blank, rel=sponsored)",
        "similar_other_cities": [{"title": j["title"], "company": j["company"], "location": j["location"], "url": j["url"], "id": j["id"]} for j in SIM],
        "similar_where": "block 'Vagas similares em outras cidades' after the 8th job card of page 1 of the Desenvolvedor search (real job pages on the site, but not results of the search)",
        "titles": [a[0] for a in COURSES["desenvolvedor"] + COURSES["analista"]] + [j["title"] for j in SIM],
    }
    truth = {
        "site": "empregos_br",
        "platform_like": "Catho / InfoJobs Brasil / Vagas.com.br (Brazilian job board, server-rendered results with 'Carregar mais vagas')",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": base,
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(DEV),
        "search_input": True,
        "pagination": "load_more",
        "pagination_detail": {
            "load_more_button": "button#carregar-mais 'Carregar mais vagas' (page 1 and 2 full pages): fetches /vagas/desenvolvedor/sao-paulo-sp/pagina-N.html (HTML fragment of the cards) and appends it to div#lista-vagas; hidden after the last page",
            "fragments": [f"{base}pagina-2.html", f"{base}pagina-3.html"],
            "pages_links": "also at the bottom nav.Pagination_nav__Xa4Lo: '« Anterior', numbers, 'Próxima »' (rel=next) as plain links to full server-rendered pages",
            "page_urls": [base, f"{base}pagina/2/", f"{base}pagina/3/"],
            "pages": 3, "next_text": "Próxima »", "prev_text": "« Anterior",
            "ids_per_page": dev_pages,
            "filter_mode": "with filter query strings, JS renders the filtered list from /static/data/busca-*.js, 20 at a time, with the same 'Carregar mais vagas' button (client-side) and pager links ?…&pagina=N",
        },
        "filters": {k: list(v.keys()) for k, v in fparams(DEV).items()},
        "filter_params": {
            "Nível hierárquico": {lv: f"nivel={s}" for lv, s in LEVEL_SLUG.items()},
            "Tipo de contratação": {ct: f"contrato={s}" for ct, s in CONTRACT_SLUG.items()},
            "Faixa salarial": {lbl: f"salario={s}" for s, lbl in SAL_BUCKETS},
            "Home office": {"Somente vagas 100% home office": "home_office=1"},
            "_semantics": "GET form on the results path; several values of one group repeat the name (OR), groups combine with AND; 'Limpar filtros' links to the bare path",
        },
        "filter_counts": fparams(DEV),
        "filter_counts_analista_rj": fparams(AN),
        "queries": queries,
        "searches": {
            "desenvolvedor/sao-paulo-sp": {"url": base, "count": 52, "pages": 3},
            "analista/rio-de-janeiro-rj": {"url": "/vagas/analista/rio-de-janeiro-rj/", "count": 18, "pages": 1,
                                           "ids": [j["id"] for j in AN]},
            "form": "inputs q ('Cargo ou palavra-chave') and l ('Cidade ou estado'), button 'Buscar vagas'; JS turns them into /vagas/<cargo>/<cidade>/ (slugified; 'São Paulo', 'SP', 'sao paulo' → sao-paulo-sp; 'Rio de Janeiro', 'RJ' → rio-de-janeiro-rj); unknown combinations go to /vagas/busca/?q=&l= which says no jobs were found",
        },
        "jobs": {j["id"]: tj(j) for j in DEV},
        "jobs_analista_rj": {j["id"]: tj(j) for j in AN},
        "other_job_pages": {j["id"]: tj(j) for j in SIM},
        "decoys": decoys,
        "forms": {
            "empregos-apply": {
                "url": DEV[0]["url"] if DEV[0]["apply_type"] == "easy_apply" else next(j["url"] for j in DEV if j["apply_type"] == "easy_apply"),
                "opened_by": "button 'Candidatar-se' on the job page opens a modal dialog div#candidatura (opening the job URL with #candidatura opens it too)",
                "submit_text": "Enviar candidatura",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/empregos-apply; then the modal shows 'Candidatura enviada com sucesso!'",
                "fields": [{"label": l, "name": n, "type": t, "required": r} for n, l, t, r in APPLY_FIELDS]
                + [{"label": "(hidden)", "name": "vaga_id", "type": "hidden", "required": False}],
                "masks": {"celular": "(11) 91234-5678 (11 digits, must start with 9 after DDD)", "cpf": "000.000.000-00 (check digits validated if filled)"},
                "validation": "empty required field → 'Campo obrigatório'; bad e-mail → 'E-mail inválido'; incomplete phone → 'Celular inválido'; bad CPF → 'CPF inválido'; non-PDF file → 'Envie o currículo em PDF'; bad LinkedIn URL → 'URL inválida'",
                "success_text": "Candidatura enviada com sucesso!",
            }
        },
        "notes": ("Portuguese (pt-BR) UI. Results are <article> cards in div#lista-vagas (class JobCard_card__hT3k9); sponsored course cards are "
                  "<article> with the same class plus JobCard_sponsored__Zp1Xc and a 'Patrocinado' tag. Company is a link or the plain text "
                  "'Empresa confidencial'. Salary 'A combinar' is null in truth. A LGPD cookie banner (fixed at the bottom, non-blocking) shows until "
                  "'Aceitar todos' / 'Configurar'→'Salvar preferências' (localStorage 'ej_lgpd_consent'). External apply jobs link to <ats>.gupy.io. "
                  "One title appears twice (two different jobs, different companies): ids "
                  f"{DEV[DUP[0]]['id']} and {DEV[DUP[1]]['id']}."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
