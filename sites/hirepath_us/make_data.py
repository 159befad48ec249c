#!/usr/bin/env python3
"""Generate the data of the "HirePath" US job search engine (SimplyHired / ZipRecruiter / Dice style).

Writes assets/js/hp-data.js (the "API snapshot" the search page hydrates from), one static
folder per job page (job-detail/<uuid>/index.html) and per company page
(company-profile/<slug>/index.html), the company logos, and truth.json.
Deterministic: a seeded PRNG, dates computed from AS_OF, never from the clock.
Run:  python3 make_data.py
"""
import datetime as dt
import json
import random
import re
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.datetime(2026, 11, 30, 9, 0)
PAGE_SIZE = 20
rng = random.Random(20261130)

# slug, name, linked on cards, has logo, ats host pattern, colour, industry, size, rating
COMPANIES = [
    ("lakeview-digital", "Lakeview Digital", True, True, "https://boards.greenhouse.io/lakeviewdigital/jobs/{n}", "#1f6feb", "Digital agency", "201-500", 4.1),
    ("northbridge-financial", "Northbridge Financial Group", True, True, "https://northbridge.wd5.myworkdayjobs.com/en-US/careers/job/Chicago-IL/{t}_R{n}", "#0b3d91", "Financial services", "5,001-10,000", 3.8),
    ("cobalt-health", "Cobalt Health Systems", True, False, "https://jobs.lever.co/cobalthealth/{u}", "#0e9f6e", "Hospitals & health care", "1,001-5,000", 3.6),
    ("prairie-logistics", "Prairie Logistics Co.", True, True, "https://prairielogistics.icims.com/jobs/{n}/{t}/job", "#b45309", "Transportation & logistics", "501-1,000", 3.4),
    ("windy-city-media", "Windy City Media Labs", False, False, None, "#7c3aed", "Media", "51-200", 4.4),
    ("harbor-insurance", "Harbor Mutual Insurance", True, True, "https://careers.harbormutual.com/us/en/job/HMI{n}", "#0f766e", "Insurance", "10,001+", 3.9),
    ("greenline-retail", "Greenline Retail Inc.", True, False, "https://greenline.taleo.net/careersection/ext/jobdetail.ftl?job={n}", "#15803d", "Retail", "10,001+", 3.2),
    ("quarry-software", "Quarry Software", True, True, "https://jobs.ashbyhq.com/quarry/{u}", "#111827", "Software", "51-200", 4.6),
    ("midway-university", "Midway University", False, True, None, "#9f1239", "Higher education", "1,001-5,000", 4.0),
    ("loopworks", "LoopWorks Studio", True, False, "https://apply.workable.com/loopworks/j/{h}/", "#db2777", "Design & software", "11-50", 4.8),
    ("civic-data-partners", "Civic Data Partners", True, True, "https://civicdata.applytojob.com/apply/{h}/{t}", "#2563eb", "Government contracting", "201-500", 3.7),
    ("fulton-market-foods", "Fulton Market Foods", False, False, None, "#ea580c", "Food production", "501-1,000", 3.5),
]
AGENCIES = [  # staffing agencies shown instead of the client company
    ("brightpath-staffing", "BrightPath Staffing Solutions", "#475569"),
    ("keystone-tech-talent", "Keystone Tech Talent", "#334155"),
]

TITLES = [
    ("Web Developer", ["HTML", "CSS", "JavaScript", "WordPress"]),
    ("Front End Web Developer", ["React", "TypeScript", "CSS", "Accessibility"]),
    ("Senior Web Developer", ["JavaScript", "Node.js", "PHP", "MySQL"]),
    ("Full Stack Web Developer", ["React", "Node.js", "PostgreSQL", "AWS"]),
    ("Junior Web Developer", ["HTML", "CSS", "JavaScript", "Git"]),
    ("Web Developer II", ["C#", ".NET", "SQL Server", "Azure"]),
    ("WordPress Web Developer", ["WordPress", "PHP", "SEO", "CSS"]),
    ("Web Application Developer", ["Java", "Spring Boot", "Angular", "REST APIs"]),
    ("React Developer", ["React", "Redux", "Jest", "GraphQL"]),
    ("Shopify Web Developer", ["Shopify", "Liquid", "JavaScript", "UX"]),
    ("Lead Web Developer", ["Vue.js", "Laravel", "Docker", "CI/CD"]),
    ("Web Developer / Designer", ["Figma", "HTML", "CSS", "Adobe XD"]),
    ("UI Web Developer", ["Angular", "SCSS", "Storybook", "Accessibility"]),
    ("Python Web Developer", ["Python", "Django", "PostgreSQL", "Docker"]),
    ("Web Developer (Drupal)", ["Drupal", "PHP", "Twig", "MySQL"]),
    ("Backend Web Developer", ["Node.js", "Express", "MongoDB", "AWS"]),
    ("Web Developer Intern", ["HTML", "CSS", "JavaScript"]),
    ("E-Commerce Web Developer", ["Magento", "PHP", "JavaScript", "MySQL"]),
    ("Salesforce Web Developer", ["Salesforce", "Apex", "LWC", "JavaScript"]),
    ("Web Developer - Marketing Technology", ["HubSpot", "HTML", "CSS", "Google Analytics"]),
    ("Web Developer III", ["TypeScript", "Next.js", "GraphQL", "AWS"]),
    ("Web Developer (.NET)", ["C#", "ASP.NET MVC", "jQuery", "SQL Server"]),
    ("Software Engineer, Web", ["TypeScript", "React", "Go", "Kubernetes"]),
    ("Web Developer - Accessibility", ["WCAG", "ARIA", "HTML", "JavaScript"]),
    ("Web Content Developer", ["CMS", "HTML", "Copywriting", "SEO"]),
]

# (location as the card writes it, work setting, city, miles from Chicago)
PLACES = [
    ("Chicago, IL", "onsite", "Chicago", 0),
    ("Remote", "remote", None, 0),
    ("Hybrid in Chicago, IL 60601", "hybrid", "Chicago", 0),
    ("Evanston, IL (On-Site)", "onsite", "Evanston", 12),
    ("Remote or Chicago, IL", "remote", "Chicago", 0),
    ("Hybrid in Oak Brook, IL 60523", "hybrid", "Oak Brook", 18),
    ("Schaumburg, IL", "onsite", "Schaumburg", 27),
    ("Naperville, IL (On-Site)", "onsite", "Naperville", 29),
    ("Hybrid in Chicago, IL 60606", "hybrid", "Chicago", 0),
    ("Oak Park, IL", "onsite", "Oak Park", 8),
    ("Chicago, IL 60654", "onsite", "Chicago", 0),
    ("Hybrid in Skokie, IL 60077", "hybrid", "Skokie", 14),
    ("Aurora, IL", "onsite", "Aurora", 41),
]
PLACE_WEIGHTS = [9, 8, 6, 3, 4, 2, 3, 2, 3, 2, 3, 2, 2]

TYPES = {  # pill text -> filter code
    "Full-time": "FULLTIME",
    "Contract - W2": "CONTRACT_W2",
    "Contract - Corp-To-Corp": "CONTRACT_C2C",
    "Contract - Independent": "CONTRACT_IND",
    "Part-time": "PARTTIME",
}
WS_LABEL = {"remote": "Remote", "hybrid": "Hybrid", "onsite": "On-Site"}
ATS_SUFFIX = "source=hirepath"


def days_text(days, hours, updated):
    if days == 0:
        if updated:
            return f"Updated {hours} hour{'s' if hours != 1 else ''} ago"
        return "Today"
    if days >= 30:
        return "30+ days ago"
    if updated:
        return f"Updated {days} day{'s' if days != 1 else ''} ago"
    return f"Posted {days} day{'s' if days != 1 else ''} ago"


def slugify(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def pay_for(types, title):
    senior = any(w in title for w in ("Senior", "Lead", "III", "Software Engineer"))
    junior = any(w in title for w in ("Junior", "Intern", "Content"))
    r = rng.random()
    if r < 0.14:
        return None
    if r < 0.24:
        return "Depends on Experience"
    if types[0] == "Full-time" and rng.random() < 0.8:
        lo = 60 if junior else (110 if senior else 80)
        lo = (lo + rng.randrange(0, 25)) * 1000
        hi = lo + rng.choice([20, 25, 30, 35, 40]) * 1000
        return f"${lo:,} - ${hi:,} a year"
    lo = (25 if junior else (60 if senior else 42)) + rng.randrange(0, 15)
    hi = lo + rng.choice([10, 12, 15, 20])
    return f"${lo} - ${hi} an hour"


DESC_OPENERS = [
    "{co} is looking for a {t} to join our team in {city}. As a web developer you will build and maintain customer-facing sites and internal tools.",
    "We are hiring a {t}! The web developer on this team owns features end to end, from design hand-off to production.",
    "Our client, a growing {ind} company, needs a {t}. This web developer will modernize a legacy site and ship new landing pages every sprint.",
    "Join {co} as a {t}. You will partner with designers and product managers and work as the go-to web developer for our {ind} platform.",
]
DUTIES = [
    "Build responsive, accessible pages and components",
    "Write clean, tested code and review pull requests",
    "Improve Core Web Vitals and page performance",
    "Integrate third-party APIs and analytics tags",
    "Maintain the CMS and publishing workflows",
    "Troubleshoot production issues with the on-call developer",
    "Document components in the design system",
    "Work with QA on release testing",
]


def build():
    jobs = []
    n_jobs = 50
    # ages: sorted newest first later (relevance sort mixes them)
    for i in range(n_jobs):
        title, skills = TITLES[i % len(TITLES)]
        if i >= len(TITLES) and rng.random() < 0.5:
            title, skills = rng.choice(TITLES)
        ci = rng.randrange(len(COMPANIES))
        slug, cname, linked, logo, ats, colour, ind, size, rating = COMPANIES[ci]
        shown = cname
        company_kind = "linked" if linked else "plain"
        agency = None
        if i in (6, 19, 33, 44):
            shown, company_kind, logo, linked = "Confidential", "confidential", False, False
        elif i in (11, 27, 38, 47):
            a = AGENCIES[i % 2]
            agency = a
            shown, company_kind, logo, linked = a[1], "agency", False, True
        place = rng.choices(PLACES, PLACE_WEIGHTS)[0]
        # types
        if agency or rng.random() < 0.3:
            kinds = rng.choice([["Contract - W2"], ["Contract - W2", "Contract - Corp-To-Corp"],
                                ["Contract - Corp-To-Corp"], ["Contract - Independent"],
                                ["Contract - W2", "Contract - Independent"]])
        elif "Intern" in title or rng.random() < 0.08:
            kinds = ["Part-time"]
        else:
            kinds = ["Full-time"]
        pay = pay_for(kinds, title)
        # age
        r = rng.random()
        if r < 0.22:
            days = 0
        elif r < 0.45:
            days = rng.randint(1, 3)
        elif r < 0.75:
            days = rng.randint(4, 7)
        elif r < 0.9:
            days = rng.randint(8, 29)
        else:
            days = rng.randint(31, 60)
        hours = rng.randint(1, 8)
        updated = rng.random() < 0.3
        posted = days_text(days, hours, updated)
        posted_at = AS_OF - dt.timedelta(days=days, hours=(hours if days == 0 else 0))
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        easy = (ats is None) or (company_kind in ("confidential",)) or rng.random() < 0.35
        if company_kind == "agency":
            easy = True
        sponsored = i in (0, 9, 23, 31, 42)
        n = 40000 + rng.randrange(10000)
        h = "%08X" % rng.getrandbits(32)
        apply_url = None
        if not easy:
            apply_url = ats.format(n=n, t=slugify(title), u=str(uuid.UUID(int=rng.getrandbits(128), version=4)), h=h)
            apply_url += ("&" if "?" in apply_url else "?") + ATS_SUFFIX
        city = place[2] or "Chicago"
        opener = rng.choice(DESC_OPENERS).format(
            co=("our client" if company_kind in ("confidential", "agency") else cname),
            t=title, city=city, ind=ind.lower())
        duties = rng.sample(DUTIES, 4)
        reqs = [f"{rng.randint(1, 7)}+ years of professional web development experience",
                f"Hands-on experience with {skills[0]} and {skills[1]}",
                "Bachelor's degree in Computer Science or equivalent experience",
                "Strong communication skills"]
        desc = {"opener": opener, "duties": duties, "reqs": reqs}
        jobs.append({
            "id": uid, "n": i, "title": title, "skills": skills,
            "company": shown, "company_kind": company_kind,
            "company_slug": (agency[0] if agency else (slug if company_kind != "confidential" else None)),
            "company_linked": bool(linked), "employer_name": cname if company_kind != "confidential" else None,
            "logo": (f"/assets/logos/{slug}.svg" if logo else None),
            "location": place[0], "work_setting": place[1], "miles": place[3],
            "types": kinds, "type_codes": [TYPES[k] for k in kinds],
            "pay": pay, "posted": posted, "posted_days": days,
            "posted_at": posted_at.isoformat(), "sponsored": sponsored,
            "easy_apply": easy, "apply_url": apply_url,
            "desc": desc, "rating": rating if company_kind == "linked" and rng.random() < 0.6 else None,
        })
    return jobs


def relevance_order(jobs):
    # the board's "relevance": sponsored interleaved, then a stable score
    def score(j):
        return (-(30 - min(j["posted_days"], 30)) - (5 if "Web Developer" == j["title"] else 0)
                + (j["n"] * 7919 % 13) / 3.0)
    return sorted(jobs, key=score)


def template_for(j):
    # A/B bucket of the redesign: the hash of the id decides which card component renders it
    return "new" if int(j["id"].replace("-", "")[:8], 16) % 5 in (0, 2, 3) else "legacy"


def write_logos():
    d = HERE / "assets" / "logos"
    d.mkdir(parents=True, exist_ok=True)
    for slug, name, _l, logo, _a, colour, *_ in COMPANIES:
        if not logo:
            continue
        initials = "".join(w[0] for w in name.split()[:2]).upper()
        (d / f"{slug}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="10" fill="{colour}"/>'
            f'<text x="32" y="40" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" '
            f'text-anchor="middle" fill="#fff">{initials}</text></svg>\n')


JOB_PAGE = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} - {company} - {location} | HirePath</title>
<link rel="stylesheet" href="/assets/css/hp-app.3f9c1e.css">
<link rel="icon" href="/assets/img/favicon.svg">
</head>
<body class="hp-body hp-job-detail">
<div id="__hp_root" data-route="job-detail" data-job-id="{id}"><div class="hp-boot-spinner" aria-busy="true">Loading…</div></div>
<script src="/assets/js/hp-data.js"></script>
<script src="/assets/js/hp-common.js"></script>
<script src="/assets/js/hp-job-detail.js"></script>
</body>
</html>
"""

COMPANY_PAGE = """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{name} Careers and Jobs | HirePath</title>
<link rel="stylesheet" href="/assets/css/hp-app.3f9c1e.css">
<link rel="icon" href="/assets/img/favicon.svg">
</head>
<body class="hp-body hp-company">
<div id="__hp_root" data-route="company-profile" data-slug="{slug}"><div class="hp-boot-spinner" aria-busy="true">Loading…</div></div>
<script src="/assets/js/hp-data.js"></script>
<script src="/assets/js/hp-common.js"></script>
<script src="/assets/js/hp-company.js"></script>
</body>
</html>
"""


def main():
    jobs = relevance_order(build())
    for j in jobs:
        j["template"] = template_for(j)
    write_logos()
    companies = {}
    for slug, name, linked, logo, ats, colour, ind, size, rating in COMPANIES:
        companies[slug] = {"slug": slug, "name": name, "logo": f"/assets/logos/{slug}.svg" if logo else None,
                           "industry": ind, "size": size, "rating": rating, "agency": False}
    for slug, name, colour in AGENCIES:
        companies[slug] = {"slug": slug, "name": name, "logo": None, "industry": "Staffing & recruiting",
                           "size": "1,001-5,000", "rating": 3.9, "agency": True}
    data = {"asOf": AS_OF.isoformat(), "pageSize": PAGE_SIZE, "jobs": jobs, "companies": companies,
            "salaryInsight": {"title": "Web Developer", "place": "Chicago", "amount": "$88,000",
                              "url": "/salaries/web-developer/chicago-il"},
            "related": [["Front End Developer jobs", "/search?q=front+end+developer&l=Chicago%2C+IL"],
                        ["React Developer jobs", "/search?q=react+developer&l=Chicago%2C+IL"],
                        ["Remote Web Developer jobs", "/search?q=web+developer&l=Remote"]]}
    js = HERE / "assets" / "js"
    js.mkdir(parents=True, exist_ok=True)
    (js / "hp-data.js").write_text("/* HirePath search API snapshot (generated by make_data.py) */\nwindow.__HP_STATE__ = "
                                   + json.dumps(data, indent=0, ensure_ascii=False) + ";\n")
    for j in jobs:
        d = HERE / "job-detail" / j["id"]
        d.mkdir(parents=True, exist_ok=True)
        (d / "index.html").write_text(JOB_PAGE.format(id=j["id"], title=j["title"], company=j["company"],
                                                      location=j["location"]))
    for slug, c in companies.items():
        d = HERE / "company-profile" / slug
        d.mkdir(parents=True, exist_ok=True)
        (d / "index.html").write_text(COMPANY_PAGE.format(slug=slug, name=c["name"]))
    write_truth(jobs)


def haystack(j):
    d = j["desc"]
    return " ".join([j["title"], j["company"], " ".join(j["skills"]), d["opener"], " ".join(d["duties"]),
                     " ".join(d["reqs"])]).lower()


def matches(j, q="web developer", l="Chicago, IL", t=None, ws=(), jt=(), ea=False, mi=50):
    for tok in q.lower().split():
        if tok not in haystack(j):
            return False
    ll = l.lower()
    if "remote" in ll:
        if j["work_setting"] != "remote":
            return False
    elif ll and "chicago" not in ll:
        return False
    if j["miles"] > mi:
        return False
    if t is not None and j["posted_days"] > t:
        return False
    if ws and j["work_setting"] not in ws:
        return False
    if jt and not set(j["type_codes"]) & set(jt):
        return False
    if ea and not j["easy_apply"]:
        return False
    return True


def write_truth(jobs):
    base = "/search?q=web+developer&l=Chicago%2C+IL"
    def q(name, url, desc, **kw):
        ids = [j["id"] for j in jobs if matches(j, **kw)]
        return name, {"url": url, "description": desc, "ids": ids, "count": len(ids)}
    queries = dict([
        q("start", base, "the start search: every job, 3 pages of 20 (page 1 = 20, page 2 = 20, page 3 = 10)"),
        q("page_2", base + "&pn=2", "pager '2' / 'Next' from page 1: jobs 21-40", ),
        q("date_today", base + "&t=1", "Date posted = Today (posted or updated today)", t=0),
        q("date_3", base + "&t=3", "Date posted = Last 3 days", t=3),
        q("date_7", base + "&t=7", "Date posted = Last 7 days", t=7),
        q("ws_remote", base + "&ws=remote", "Work setting = Remote", ws=("remote",)),
        q("ws_hybrid_onsite", base + "&ws=hybrid%2Consite", "Work setting = Hybrid + On-Site", ws=("hybrid", "onsite")),
        q("jt_fulltime", base + "&jt=FULLTIME", "Employment type = Full-time", jt=("FULLTIME",)),
        q("jt_c2c", base + "&jt=CONTRACT_C2C", "Employment type = Contract - Corp-To-Corp", jt=("CONTRACT_C2C",)),
        q("easy_apply", base + "&ea=1", "Easy Apply only toggle on", ea=True),
        q("radius_10", base + "&mi=10", "Distance = 10 miles (Remote jobs always kept)", mi=10),
        q("radius_25", base + "&mi=25", "Distance = 25 miles", mi=25),
        q("search_react", "/search?q=react&l=Chicago%2C+IL", "search 'react' (title, skills or description)", q="react"),
        q("search_php", "/search?q=php&l=Chicago%2C+IL", "search 'php'", q="php"),
        q("remote_location", "/search?q=web+developer&l=Remote", "City field 'Remote': remote jobs only", l="Remote"),
        q("combo", base + "&t=7&ws=hybrid&ea=1", "Last 7 days + Hybrid + Easy Apply only", t=7, ws=("hybrid",), ea=True),
    ])
    queries["page_2"]["ids"] = queries["start"]["ids"][20:40]
    queries["page_2"]["count"] = 20
    def cnt(**kw):
        return sum(1 for j in jobs if matches(j, **kw))
    filter_counts = {
        "Date posted": {"Any time": cnt(), "Today": cnt(t=0), "Last 3 days": cnt(t=3), "Last 7 days": cnt(t=7)},
        "Work setting": {WS_LABEL[k]: cnt(ws=(k,)) for k in ("remote", "hybrid", "onsite")},
        "Employment type": {lab: cnt(jt=(code,)) for lab, code in TYPES.items()},
        "Easy Apply only": {"on": cnt(ea=True)},
        "Distance": {f"{m} miles": cnt(mi=m) for m in (5, 10, 25, 50)},
    }
    out_jobs = {}
    for pos, j in enumerate(jobs):
        page, idx = divmod(pos, PAGE_SIZE)
        out_jobs[j["id"]] = {
            "id": j["id"], "title": j["title"], "company": j["company"],
            "company_kind": j["company_kind"],
            "company_url": (f"/company-profile/{j['company_slug']}" if j["company_linked"] else None),
            "location": j["location"], "work_mode": WS_LABEL[j["work_setting"]],
            "job_type": ", ".join(j["types"]), "employment_types": j["types"],
            "salary": j["pay"], "posted": j["posted"], "posted_days_ago": j["posted_days"],
            "sponsored": j["sponsored"], "easy_apply": j["easy_apply"],
            "easy_apply_badge": ("Easy Apply" if j["template"] == "legacy" else "Quick apply") if j["easy_apply"] else None,
            "logo": j["logo"] is not None, "skills": j["skills"],
            "card_template": "hp-search-card (legacy custom element)" if j["template"] == "legacy" else "div[data-testid=job-search-serp-card] (new React card)",
            "url": f"/job-detail/{j['id']}", "detail_url": f"/job-detail/{j['id']}",
            "apply_type": "easy_apply" if j["easy_apply"] else "external",
            "apply_control": "Easy Apply (two-step form on the job page)" if j["easy_apply"] else "Apply (link to the employer's ATS, target=_blank)",
            "apply_url": j["apply_url"] if not j["easy_apply"] else f"/job-detail/{j['id']}",
            "start_page": page + 1, "position_on_page": idx + 1,
        }
    truth = {
        "site": "hirepath_us",
        "platform_like": "SimplyHired / ZipRecruiter / Dice / Monster (US general job search engine, client-rendered SPA mid-redesign)",
        "kind": "multi_page",
        "as_of": AS_OF.date().isoformat(),
        "start_url": base,
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {
            "param": "pn", "pages": 3, "next_text": "Next", "prev_text": "Previous",
            "container": "nav[aria-label='Search results pagination']",
            "current": "a[aria-current='page']",
            "note": "links carry real hrefs (?...&pn=N) but clicks are intercepted: history.pushState + client re-render, no page load; 'Previous' is a disabled <button> on page 1 and 'Next' a disabled <button> on page 3",
        },
        "filters": {
            "Date posted": ["Any time", "Today", "Last 3 days", "Last 7 days"],
            "Work setting": ["Remote", "Hybrid", "On-Site"],
            "Employment type": list(TYPES),
            "Easy Apply only": ["on"],
            "Distance": ["5 miles", "10 miles", "25 miles", "50 miles"],
        },
        "filter_params": {
            "Date posted": {"Any time": "(none)", "Today": "t=1", "Last 3 days": "t=3", "Last 7 days": "t=7"},
            "Work setting": {"Remote": "ws=remote", "Hybrid": "ws=hybrid", "On-Site": "ws=onsite",
                             "_multiple": "comma-separated, ws=remote%2Chybrid"},
            "Employment type": {lab: f"jt={code}" for lab, code in TYPES.items()},
            "Easy Apply only": {"on": "ea=1"},
            "Distance": {"5 miles": "mi=5", "10 miles": "mi=10", "25 miles": "mi=25", "50 miles": "(none; default) or mi=50"},
        },
        "filter_counts": filter_counts,
        "filter_counts_note": "counts shown next to Work setting and Employment type checkboxes are facet counts: the current search with every OTHER filter applied (so they do not change when you tick a box of the same group); the numbers above are for the start search with no filters. Remote jobs always pass the Distance filter. 'Today' means posted or updated today (Today / Updated N hours ago).",
        "queries": queries,
        "jobs": out_jobs,
        "decoys": {
            "items": [
                {"title": "Jobs you may like", "kind": "related searches row",
                 "links": [{"text": t, "url": u} for t, u in
                           [["Front End Developer jobs", "/search?q=front+end+developer&l=Chicago%2C+IL"],
                            ["React Developer jobs", "/search?q=react+developer&l=Chicago%2C+IL"],
                            ["Remote Web Developer jobs", "/search?q=web+developer&l=Remote"]]]},
                {"title": "Salary for Web Developer in Chicago: $88,000", "kind": "salary insight card",
                 "url": "/salaries/web-developer/chicago-il"},
                {"title": "Upload your resume", "kind": "call-to-action card", "url": "/profile/resume-upload"},
            ],
            "where": "inside the results list between job cards: 'Jobs you may like' after the 4th card, the salary card after the 9th, the resume card after the 15th (each only when that many cards are on the page); they render in the new card style (div with data-testid) so they look like cards but have no job link, company or pay",
            "sponsored_note": "5 jobs are labelled 'Sponsored' (sponsored=true in jobs): they ARE real jobs of the results, counted in the 50, shown once each at their place in the list; their title links add tracking parameters (/job-detail/<uuid>?sp=1&trk=...)",
        },
        "forms": {
            "hirepath-apply": {
                "url": "/job-detail/<uuid> of an easy_apply job",
                "opened_by": "button 'Easy Apply' on the job page (opens the form in place, below the header)",
                "steps": 2,
                "step_1": {"title": "Contact info", "next_text": "Next"},
                "step_2": {"title": "Resume & questions", "submit_text": "Submit application", "back_text": "Back"},
                "transport": "fetch POST multipart/form-data to /__submit/hirepath-apply (job_id hidden field); then the form is replaced by 'Your application has been submitted'",
                "fields": [
                    {"step": 1, "label": "First name", "name": "firstName", "type": "text", "required": True},
                    {"step": 1, "label": "Last name", "name": "lastName", "type": "text", "required": True},
                    {"step": 1, "label": "Email", "name": "email", "type": "email", "required": True},
                    {"step": 1, "label": "Phone", "name": "phone", "type": "tel", "required": True},
                    {"step": 2, "label": "Resume", "name": "resume", "type": "file", "required": True},
                    {"step": 2, "label": "Are you legally authorized to work in the United States?", "name": "workAuthorization", "type": "radio", "options": ["Yes", "No"], "required": True},
                    {"step": 2, "label": "Will you now or in the future require sponsorship?", "name": "requiresSponsorship", "type": "radio", "options": ["Yes", "No"], "required": True},
                    {"step": 0, "label": "(hidden)", "name": "jobId", "type": "hidden", "required": False},
                ],
                "validation": "empty required field -> 'This field is required' under it (Next/Submit do nothing else); bad email -> 'Enter a valid email address'; phone needs 10 digits -> 'Enter a valid phone number'",
                "success_text": "Your application has been submitted",
            }
        },
        "notes": ("US English. Everything is rendered client-side from /assets/js/hp-data.js: the static HTML of /search/ holds only "
                  "a spinner. Cards come in two interleaved templates (A/B by job id, mid-redesign): legacy <hp-search-card> custom "
                  "elements (light DOM, data-cy attributes: a.card-title-link, a[data-cy=search-result-company-name], "
                  "span[data-cy=search-result-location], span[data-cy=search-result-employment-type], 'Easy Apply' badge) and new "
                  "React-style div[data-testid=job-search-serp-card] cards with hashed CSS-module classes (a[data-testid=job-search-job-detail-link], "
                  "[data-testid=job-card-company], [data-testid=job-card-location], 'Quick apply' badge); the new cards are also clickable "
                  "as a whole (onclick to the job page). Company: a link to /company-profile/<slug> (most), plain text (Windy City Media Labs, "
                  "Midway University, Fulton Market Foods), 'Confidential' (4 jobs) or a staffing agency (BrightPath Staffing Solutions, Keystone Tech Talent). "
                  "Some cards have a logo img (alt = company name). Search words are bold in snippets. Job search matching: every word of q "
                  "in title, company, skills or description; l 'Remote' keeps remote jobs, l containing 'Chicago' (or empty) keeps all, other "
                  "places give no results. Filters and pager change the URL query with history.pushState and re-render. A cookie banner "
                  "(Accept all / Reject non-essential) sits at the bottom until dismissed (localStorage). Save (bookmark) buttons toggle aria-pressed "
                  "and show a 'Sign in to save jobs' toast. External Apply opens the ATS in a new tab (target=_blank)."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
