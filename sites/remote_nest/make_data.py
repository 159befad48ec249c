#!/usr/bin/env python3
"""Generate the data, static offer/company shells and truth.json of "RemoteNest",
a remote-work job aggregator (Jobgether / Himalayas / Remotive / Working Nomads / Jobicy style).

The pages are client-rendered: every HTML file is an empty shell (#__next) plus /static/js/app.js,
which fetches /static/data/offers.json and renders.  Run:  python3 make_data.py
Deterministic: a seeded PRNG, and relative dates computed from AS_OF, never from the clock.
"""
import datetime as dt
import hashlib
import json
import random
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 27)
PAGE_SIZE = 18
rng = random.Random(20261127)

# slug: (name, size, industry, hq, ats)
COMPANIES = {
    "northwind-labs": ("Northwind Labs", "51-200 employees", "Developer tools", "Berlin, Germany", "greenhouse"),
    "pebble-health": ("Pebble Health", "201-500 employees", "Digital health", "London, UK", "lever"),
    "orbitly": ("Orbitly", "11-50 employees", "SaaS / Productivity", "Lisbon, Portugal", "workable"),
    "kanso": ("Kanso", "11-50 employees", "E-commerce", "Amsterdam, Netherlands", "workable"),
    "fernhill-studio": ("Fernhill Studio", "2-10 employees", "Design agency", "Dublin, Ireland", "lever"),
    "ledgerline": ("Ledgerline", "501-1000 employees", "Fintech", "Madrid, Spain", "ashby"),
    "tidepool-games": ("Tidepool Games", "51-200 employees", "Gaming", "Helsinki, Finland", "greenhouse"),
    "brightpath-learning": ("Brightpath Learning", "201-500 employees", "EdTech", "Warsaw, Poland", "lever"),
    "semaphore-ai": ("Semaphore AI", "51-200 employees", "Artificial intelligence", "Paris, France", "ashby"),
    "hearth-co": ("Hearth & Co.", "11-50 employees", "Proptech", "Manchester, UK", "greenhouse"),
    "voltaic": ("Voltaic", "201-500 employees", "Climate tech", "Copenhagen, Denmark", "greenhouse"),
    "mosaic-bank": ("Mosaic Bank", "1001-5000 employees", "Banking", "Vilnius, Lithuania", "workable"),
    "quillstack": ("Quillstack", "11-50 employees", "Content / CMS", "Tallinn, Estonia", "ashby"),
    "atlas-freight": ("Atlas Freight", "501-1000 employees", "Logistics", "Rotterdam, Netherlands", "lever"),
    "sunday-robotics": ("Sunday Robotics", "51-200 employees", "Hardware", "Zurich, Switzerland", "ashby"),
    "lumen-travel": ("Lumen Travel", "201-500 employees", "Travel", "Barcelona, Spain", "greenhouse"),
    "cobalt-security": ("Cobalt Security", "51-200 employees", "Cybersecurity", "Austin, TX, USA", "lever"),
    "pawprint": ("Pawprint", "11-50 employees", "Pet care", "Bristol, UK", "workable"),
    "helix-bio": ("Helix Bio", "201-500 employees", "Biotech", "Cambridge, UK", "workable"),
    "tandem-hr": ("Tandem HR", "51-200 employees", "HR software", "Munich, Germany", "ashby"),
}

ATS_HOST = {
    "greenhouse": "https://boards.greenhouse.io/{slug}/jobs/{num}?gh_src=remotenest",
    "lever": "https://jobs.lever.co/{slug}/{uuid}/apply?lever-source=RemoteNest",
    "workable": "https://apply.workable.com/{slug}/j/{short}/apply/?utm_source=remotenest",
    "ashby": "https://jobs.ashbyhq.com/{slug}/{uuid}/application?utm_source=remotenest",
}

# location string as the card writes it -> regions it counts for in the location combobox
LOCS = {
    "Remote - Spain": ["Europe"],
    "Remote - Portugal": ["Europe"],
    "Remote - Poland": ["Europe"],
    "Remote · Europe": ["Europe"],
    "Remote · Europe, LATAM": ["Europe", "LATAM"],
    "Worldwide": ["Europe", "United States", "LATAM", "Asia"],
    "Remote (UK, Ireland)": ["Europe"],
    "EMEA": ["Europe"],
    "Germany +3": ["Europe"],
    "Netherlands, Belgium": ["Europe"],
    "CET ±3 hours": ["Europe"],
    "Europe, Asia": ["Europe", "Asia"],
    "United States, Canada": ["United States"],
    "Remote - US": ["United States"],
    "Americas": ["United States", "LATAM"],
    "Brazil, Mexico, Argentina": ["LATAM"],
    "APAC": ["Asia"],
}
LOC_TITLES = {"Germany +3": "Germany, Austria, Switzerland, Netherlands"}
EU_LOCS = [k for k, v in LOCS.items() if "Europe" in v]

# (title, category, seniority, company slug, loc, type, salary, days_ago, featured, match)
# the first 54 match search=designer & location=Europe; the last 14 do not.
DESIGN_TITLES = [
    ("Senior Product Designer", "Design", "Senior"),
    ("Product Designer", "Design", "Mid-level"),
    ("UX Designer", "Design", "Mid-level"),
    ("UI/UX Designer", "Design", "Mid-level"),
    ("Lead Product Designer", "Design", "Lead"),
    ("Brand Designer", "Design", "Mid-level"),
    ("Visual Designer", "Design", "Junior"),
    ("Product Designer (Growth)", "Design", "Senior"),
    ("Motion Designer", "Design", "Mid-level"),
    ("Content Designer", "Design", "Senior"),
    ("UX Researcher & Designer", "Design", "Mid-level"),
    ("Design Systems Designer", "Design", "Senior"),
    ("Graphic Designer", "Design", "Junior"),
    ("Web Designer", "Design", "Mid-level"),
    ("Senior UX Designer, Payments", "Design", "Senior"),
    ("Service Designer", "Design", "Senior"),
    ("Interaction Designer", "Design", "Mid-level"),
    ("Staff Product Designer", "Design", "Lead"),
    ("Junior Product Designer", "Design", "Junior"),
    ("Instructional Designer", "Design", "Mid-level"),
    ("Game UI Designer", "Design", "Mid-level"),
    ("Marketing Designer", "Design", "Mid-level"),
    ("Illustrator & Visual Designer", "Design", "Mid-level"),
    ("Design Engineer", "Engineering", "Senior"),
    ("Frontend Engineer, Design Systems", "Engineering", "Senior"),
    ("Creative Technologist", "Engineering", "Mid-level"),
    ("Senior Product Designer, Mobile", "Design", "Senior"),
    ("Product Designer II", "Design", "Mid-level"),
]
OTHER_TITLES = [
    ("Backend Engineer (Go)", "Engineering", "Senior"),
    ("Customer Success Manager", "Customer Support", "Mid-level"),
    ("Data Analyst", "Data", "Mid-level"),
    ("DevOps Engineer", "Engineering", "Senior"),
    ("Technical Writer", "Writing", "Mid-level"),
]


def salary_for(cur, lo, hi, style):
    sym = {"EUR": "€", "USD": "$", "GBP": "£"}[cur]
    if style == "k":
        return f"{sym}{lo}k – {sym}{hi}k", lo * 1000
    if style == "year":
        return f"{sym}{lo * 1000:,} - {sym}{hi * 1000:,} /year", lo * 1000
    if style == "month":
        return f"{sym}{lo * 100:,} – {sym}{hi * 100:,} /month", lo * 1200
    if style == "hour":
        return f"{sym}{lo} - {sym}{hi} /hour", lo * 2000
    raise ValueError(style)


def slugify(s):
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", s.lower())).strip("-")


def oid(n):
    return hashlib.md5(f"remotenest-offer-{n}".encode()).hexdigest()[:24]


def rel_long(d):
    if d == 0:
        return "Today"
    if d == 1:
        return "Yesterday"
    if d < 7:
        return f"{d} days ago"
    w = d // 7
    if w < 5:
        return "1 week ago" if w == 1 else f"{w} weeks ago"
    return "1 month ago"


def rel_short(d):
    if d == 0:
        return "Today"
    if d < 7:
        return f"{d}d"
    if d < 30:
        return f"{d // 7}w"
    return "1mo"


def build_jobs():
    slugs = list(COMPANIES)
    jobs = []
    # 54 matching jobs
    for i in range(54):
        title, cat, sen = DESIGN_TITLES[i % len(DESIGN_TITLES)]
        if i >= len(DESIGN_TITLES) and title in ("Product Designer", "UX Designer"):
            pass
        comp = slugs[(i * 7) % len(slugs)]
        if comp == "cobalt-security" and i % 2:
            comp = "kanso"
        loc = EU_LOCS[(i * 7 + i // 12) % len(EU_LOCS)]
        jobs.append(dict(title=title, category=cat, seniority=sen, company=comp, location=loc))
    # the same role twice at one company, two countries (aggregators list both)
    jobs[1].update(title="Product Designer", company="ledgerline", location="Remote - Spain")
    jobs[2].update(title="Product Designer", company="ledgerline", location="Remote - Portugal",
                   category="Design", seniority="Mid-level")
    # 14 non-matching: designers outside Europe, and non-design jobs in Europe
    non = [
        ("Senior Product Designer", "Design", "Senior", "cobalt-security", "United States, Canada"),
        ("UX Designer", "Design", "Mid-level", "cobalt-security", "Remote - US"),
        ("Brand Designer", "Design", "Mid-level", "pebble-health", "Americas"),
        ("Product Designer", "Design", "Mid-level", "orbitly", "Brazil, Mexico, Argentina"),
        ("Visual Designer", "Design", "Junior", "tidepool-games", "APAC"),
        ("Lead Product Designer", "Design", "Lead", "semaphore-ai", "Remote - US"),
    ]
    for k in range(8):
        t, c, s = OTHER_TITLES[k % len(OTHER_TITLES)]
        non.append((t, c, s, slugs[(k * 3 + 1) % len(slugs)], EU_LOCS[(k * 4) % len(EU_LOCS)]))
    for t, c, s, comp, loc in non:
        jobs.append(dict(title=t, category=c, seniority=s, company=comp, location=loc))

    types = ["Full time"] * 7 + ["Contract"] * 2 + ["Part time"]
    for n, j in enumerate(jobs):
        j["n"] = n
        j["id"] = oid(n)
        j["slug"] = slugify(j["title"])
        j["url"] = f"/offer/{j['id']}-{j['slug']}"
        j["job_type"] = types[(n * 3) % len(types)]
        j["days_ago"] = [0, 1, 2, 3, 4, 5, 6, 8, 9, 11, 13, 15, 18, 21, 24, 28, 33][(n * 11 + n // 4) % 17]
        j["posted_date"] = (AS_OF - dt.timedelta(days=j["days_ago"])).isoformat()
        j["featured"] = n in (5, 19, 33, 60)
        j["match"] = (62 + (n * 17) % 37) if n % 3 == 0 else None
        comp = COMPANIES[j["company"]]
        j["company_name"] = comp[0]
        # salary on about half
        sal_kind = (n * 5) % 9
        cur = {"United States, Canada": "USD", "Remote - US": "USD", "Americas": "USD",
               "Brazil, Mexico, Argentina": "USD", "APAC": "USD", "Worldwide": "USD",
               "Remote (UK, Ireland)": "GBP"}.get(j["location"], "EUR")
        lo = 38 + (n * 13) % 60
        hi = lo + 10 + (n % 4) * 5
        if j["job_type"] == "Contract" and sal_kind < 6:
            j["salary"], j["salary_min_year"] = salary_for(cur, 35 + n % 40, 50 + n % 40, "hour")
        elif sal_kind in (0, 1, 2):
            j["salary"], j["salary_min_year"] = salary_for(cur, lo, hi, "k")
        elif sal_kind in (3, 4):
            j["salary"], j["salary_min_year"] = salary_for(cur, lo, hi, "year")
        elif sal_kind == 5 and cur == "EUR":
            j["salary"], j["salary_min_year"] = salary_for(cur, lo // 2 + 15, hi // 2 + 20, "month")
        else:
            j["salary"], j["salary_min_year"] = None, None
        # apply: a third on RemoteNest (easy apply), two thirds at the employer's ATS
        ats = comp[4]
        if n % 3 == 1:
            j["apply_type"] = "easy_apply"
            j["apply_url"] = None
        else:
            if ats is None:
                ats = "greenhouse"
            h = hashlib.sha1(j["id"].encode()).hexdigest()
            uuid = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"
            j["apply_type"] = "external"
            j["apply_url"] = ATS_HOST[ats].format(slug=j["company"].replace("-", ""), num=4100000 + n * 9137,
                                                  uuid=uuid, short=h[:10].upper())
        j["ats"] = ats if j["apply_type"] == "external" else None
    return jobs


DESC_DESIGN = (
    "{company} is hiring a {title} to join a fully remote team spread across {n} time zones. "
    "You will own problems end to end: from discovery interviews and quick sketches to polished, "
    "production-ready interfaces in Figma, working side by side with product managers and engineers. "
    "Our designers ship every week and we believe in small, autonomous squads."
)
DESC_ENG = (
    "{company} is looking for a {title}. You will build and maintain the component library our product "
    "designers rely on, turn Figma specs into accessible React components and keep design tokens in sync "
    "between code and design files."
)
DESC_OTHER = (
    "{company} is looking for a {title} to join a distributed team. You will work asynchronously with "
    "colleagues in several countries, own your projects end to end and help us grow a product used by "
    "thousands of customers every day."
)
REQ_DESIGN = ["{y}+ years of experience in product or visual design", "A portfolio that shows your process, not only final screens",
              "Fluent with Figma (auto layout, components, variables)", "Comfortable writing in English and working asynchronously",
              "Experience with design systems is a plus"]
REQ_OTHER = ["{y}+ years of relevant experience", "Excellent written English", "Self-managed and comfortable with async work",
             "Experience in a remote team is a plus"]
SKILLS = {"Design": ["Figma", "Prototyping", "User research", "Design systems"],
          "Engineering": ["React", "TypeScript", "CSS", "Storybook"],
          "Customer Support": ["Zendesk", "Onboarding", "SaaS"],
          "Data": ["SQL", "Python", "Looker"],
          "Writing": ["Docs-as-code", "Markdown", "API docs"]}


def main():
    jobs = build_jobs()
    # order: featured first, then newest, then by n
    jobs.sort(key=lambda j: (not j["featured"], j["days_ago"], j["n"]))
    out_jobs = []
    rank = 0
    for j in jobs:
        if j["n"] < 54:
            j["card"] = "v2" if rank % 2 == 0 else "v1"
            rank += 1
        else:
            j["card"] = "v2" if j["n"] % 2 == 0 else "v1"
        cat = j["category"]
        y = {"Junior": 1, "Mid-level": 3, "Senior": 5, "Lead": 7}[j["seniority"]]
        if cat == "Design":
            desc, req = DESC_DESIGN, REQ_DESIGN
        elif "Design" in j["title"] or j["title"] == "Creative Technologist":
            desc, req = DESC_ENG, REQ_OTHER
        else:
            desc, req = DESC_OTHER, REQ_OTHER
        c = COMPANIES[j["company"]]
        out_jobs.append({
            "id": j["id"], "slug": j["slug"], "title": j["title"], "company": c[0], "companySlug": j["company"],
            "companySize": c[1], "industry": c[2], "hq": c[3],
            "location": j["location"], "locationTitle": LOC_TITLES.get(j["location"]),
            "regions": LOCS[j["location"]], "jobType": j["job_type"], "seniority": j["seniority"],
            "category": cat, "salary": j["salary"], "salaryMinYear": j["salary_min_year"],
            "postedDate": j["posted_date"], "daysAgo": j["days_ago"], "featured": j["featured"],
            "match": j["match"], "applyType": j["apply_type"], "applyUrl": j["apply_url"],
            "skills": SKILLS[cat], "cardVersion": j["card"],
            "companyLinked": j["card"] == "v1" and COMPANIES[j["company"]][4] in ("greenhouse", "lever"),
            "about": desc.format(company=c[0], title=j["title"], n=3 + j["n"] % 6),
            "requirements": [r.format(y=y) for r in req],
        })
    data = {"asOf": AS_OF.isoformat(), "pageSize": PAGE_SIZE, "companies": {
        k: {"name": v[0], "size": v[1], "industry": v[2], "hq": v[3]} for k, v in COMPANIES.items()},
        "offers": out_jobs}
    (HERE / "static" / "data").mkdir(parents=True, exist_ok=True)
    (HERE / "static" / "data" / "offers.json").write_text(json.dumps(data, ensure_ascii=False, indent=1))

    # logos
    logo_dir = HERE / "static" / "logos"
    logo_dir.mkdir(parents=True, exist_ok=True)
    palette = ["#5B5BD6", "#E5484D", "#30A46C", "#F76B15", "#0090FF", "#8E4EC6", "#D6409F", "#12A594", "#FFB224", "#3E63DD"]
    for i, (slug, c) in enumerate(COMPANIES.items()):
        initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", c[0])[:2]).upper()
        (logo_dir / f"{slug}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
            f'<rect width="96" height="96" rx="20" fill="{palette[i % len(palette)]}"/>'
            f'<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" '
            f'text-anchor="middle">{initials}</text></svg>')
    for name, col in (("pixel-academy", "#111827"), ("designlab-pro", "#7C3AED")):
        (logo_dir / f"{name}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
            f'<circle cx="48" cy="48" r="48" fill="{col}"/><path d="M30 62 L48 30 L66 62 Z" fill="#fff"/></svg>')

    # static shells for offers and companies
    shell = (HERE / "static" / "shell.html").read_text()
    for d in ("offer", "company"):
        if (HERE / d).exists():
            shutil.rmtree(HERE / d)
    for o in out_jobs:
        p = HERE / "offer" / f"{o['id']}-{o['slug']}"
        p.mkdir(parents=True)
        (p / "index.html").write_text(shell.replace("{{TITLE}}", f"{o['title']} at {o['company']} | RemoteNest")
                                      .replace("{{PAGE}}", "offer"))
    for slug, c in COMPANIES.items():
        p = HERE / "company" / slug
        p.mkdir(parents=True)
        (p / "index.html").write_text(shell.replace("{{TITLE}}", f"{c[0]} remote jobs | RemoteNest")
                                      .replace("{{PAGE}}", "company"))
    p = HERE / "offers"
    p.mkdir(exist_ok=True)
    (p / "index.html").write_text(shell.replace("{{TITLE}}", "Remote jobs | RemoteNest").replace("{{PAGE}}", "offers"))
    (HERE / "index.html").write_text(shell.replace("{{TITLE}}", "RemoteNest: remote jobs from company career sites")
                                     .replace("{{PAGE}}", "home"))
    return data


if __name__ == "__main__":
    main()


# ---------------------------------------------------------------------------------------------- truth
def slug_value(s):
    return slugify(s)


def filt(offers, search="", location="", jobType=(), seniority=(), salary="", posted=""):
    out = []
    for o in offers:
        if search:
            hay = " ".join([o["title"], o["company"], o["category"], " ".join(o["skills"]), o["about"]]).lower()
            if " ".join(search.lower().split()) not in hay:
                continue
        if location and location != "Anywhere" and location not in o["regions"]:
            continue
        if jobType and slug_value(o["jobType"]) not in jobType:
            continue
        if seniority and slug_value(o["seniority"]) not in seniority:
            continue
        if salary == "disclosed" and not o["salary"]:
            continue
        if salary in ("50k", "80k") and not (o["salaryMinYear"] and o["salaryMinYear"] >= (50000 if salary == "50k" else 80000)):
            continue
        if posted and o["daysAgo"] > int(posted):
            continue
        out.append(o)
    return out


def rel_for(o):
    return rel_short(o["daysAgo"]) if o["cardVersion"] == "v2" else rel_long(o["daysAgo"])


def write_truth(data):
    offers = data["offers"]
    base = dict(search="designer", location="Europe")
    start = filt(offers, **base)
    assert len(start) == 54, len(start)
    pos = {o["id"]: i for i, o in enumerate(start)}
    FILTERS = {
        "Location": ["Anywhere", "Europe", "United States", "LATAM", "Asia"],
        "Job type": ["Full time", "Contract", "Part time"],
        "Seniority": ["Junior", "Mid-level", "Senior", "Lead"],
        "Salary": ["Any salary", "Salary disclosed", "50k+ per year", "80k+ per year"],
        "Posted": ["Any time", "Last 24 hours", "Last 7 days", "Last 30 days"],
    }
    params = {
        "Location": {"Anywhere": "(none)", "Europe": "location=Europe", "United States": "location=United%20States",
                     "LATAM": "location=LATAM", "Asia": "location=Asia"},
        "Job type": {"Full time": "jobType=full-time", "Contract": "jobType=contract", "Part time": "jobType=part-time"},
        "Seniority": {"Junior": "seniority=junior", "Mid-level": "seniority=mid-level", "Senior": "seniority=senior", "Lead": "seniority=lead"},
        "Salary": {"Any salary": "(none)", "Salary disclosed": "salary=disclosed", "50k+ per year": "salary=50k", "80k+ per year": "salary=80k"},
        "Posted": {"Any time": "(none)", "Last 24 hours": "posted=1", "Last 7 days": "posted=7", "Last 30 days": "posted=30"},
    }
    counts = {
        "Location": {l: len(filt(offers, search="designer", location=l)) for l in FILTERS["Location"]},
        "Job type": {l: len(filt(start, jobType=[slugify(l)])) for l in FILTERS["Job type"]},
        "Seniority": {l: len(filt(start, seniority=[slugify(l)])) for l in FILTERS["Seniority"]},
        "Salary": {"Any salary": 54, "Salary disclosed": len(filt(start, salary="disclosed")),
                   "50k+ per year": len(filt(start, salary="50k")), "80k+ per year": len(filt(start, salary="80k"))},
        "Posted": {"Any time": 54, "Last 24 hours": len(filt(start, posted="1")), "Last 7 days": len(filt(start, posted="7")),
                   "Last 30 days": len(filt(start, posted="30"))},
    }

    def q(url, desc, lst):
        d = {"url": url, "description": desc, "ids": [o["id"] for o in lst], "count": len(lst),
             "pages": max(1, -(-len(lst) // PAGE_SIZE))}
        return d
    S = "/offers?search=designer&location=Europe"
    queries = {
        "start": q(S, "start query: search=designer, location=Europe; 3 pages of 18 (&page=2, &page=3)", start),
        "anywhere": q("/offers?search=designer", "location combobox → Anywhere (the location param is dropped)",
                      filt(offers, search="designer")),
        "us": q("/offers?search=designer&location=United%20States", "location combobox → United States",
                filt(offers, search="designer", location="United States")),
        "contract": q(S + "&jobType=contract", "Job type → Contract → Apply", filt(start, jobType=["contract"])),
        "fulltime_parttime_senior": q(S + "&jobType=full-time,part-time&seniority=senior",
                                      "Job type → Full time + Part time, Seniority → Senior",
                                      filt(start, jobType=["full-time", "part-time"], seniority=["senior"])),
        "salary_disclosed": q(S + "&salary=disclosed", "Salary → Salary disclosed", filt(start, salary="disclosed")),
        "salary_50k": q(S + "&salary=50k", "Salary → 50k+ per year (annualised lower bound; hourly ×2000, monthly ×12; currency ignored)",
                        filt(start, salary="50k")),
        "posted_7": q(S + "&posted=7", "Posted → Last 7 days (posted 0-7 days before as_of)", filt(start, posted="7")),
        "posted_1": q(S + "&posted=1", "Posted → Last 24 hours (Today and Yesterday)", filt(start, posted="1")),
        "product_designer": q("/offers?search=product%20designer&location=Europe", "keyword 'product designer' (matched as a phrase in title, company, category, skills and description)",
                              filt(offers, search="product designer", location="Europe")),
    }
    per_page = {}
    for p in range(3):
        ids = [o["id"] for o in start[p * PAGE_SIZE:(p + 1) * PAGE_SIZE]]
        per_page[str(p + 1)] = {"url": S + ("" if p == 0 else f"&page={p + 1}"), "ids": ids}
    queries["start"]["per_page"] = per_page

    jobs = {}
    for o in offers:
        tags = [o["jobType"], o["seniority"], o["category"]] + ([o["salary"]] if o["salary"] else [])
        i = pos.get(o["id"])
        jobs[o["id"]] = {
            "id": o["id"], "title": o["title"], "company": o["company"],
            "company_url": f"/company/{o['companySlug']}" if o["companyLinked"] else None,
            "location": o["location"], "location_tooltip": o["locationTitle"],
            "work_mode": "Remote", "job_type": o["jobType"], "seniority": o["seniority"], "category": o["category"],
            "tags": tags, "salary": o["salary"], "posted": rel_for(o), "posted_date": o["postedDate"],
            "featured": o["featured"], "match": f"Match {o['match']}%" if o["match"] else None,
            "card_template": "whole_card_link" if o["cardVersion"] == "v2" else "title_link",
            "logo_alt": "" if o["cardVersion"] == "v2" else o["company"],
            "url": f"/offer/{o['id']}-{o['slug']}", "detail_url": f"/offer/{o['id']}-{o['slug']}",
            "apply_type": o["applyType"],
            "apply_control": "link 'Apply now' (target=_blank) to the employer's ATS" if o["applyType"] == "external"
            else "button 'Apply now' opens the RemoteNest sign-up-to-apply modal",
            "apply_url": o["applyUrl"],
            "company_size": o["companySize"], "industry": o["industry"],
            "in_start_query": i is not None,
            "start_page": (i // PAGE_SIZE + 1) if i is not None else None,
            "position_on_page": (i % PAGE_SIZE + 1) if i is not None else None,
        }
    counts_by_company = {}
    for o in offers:
        counts_by_company[o["companySlug"]] = counts_by_company.get(o["companySlug"], 0) + 1
    top = sorted(counts_by_company, key=lambda s: (-counts_by_company[s], s))[:6]
    truth = {
        "site": "remote_nest",
        "platform_like": "Jobgether / Himalayas / Remotive / Working Nomads / Jobicy (remote-job aggregator, client-rendered React-style SPA)",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": S,
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": 54,
        "total_in_dataset": len(offers),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {"param": "page", "pages": 3, "next_text": "Next", "prev_text": "Previous",
                              "container": "nav[aria-label=Pagination]",
                              "how": "numbered <a href='/offers?...&page=N'> links; clicks are intercepted (history.pushState) and the list re-renders after a skeleton flash; loading the href directly also works"},
        "filters": FILTERS,
        "filter_params": params,
        "filter_counts": counts,
        "filter_counts_note": "counts shown in the popovers, for the start query (search+location, other filters ignored); Location counts are for search=designer",
        "queries": queries,
        "jobs": jobs,
        "decoys": {
            "promoted": [{"title": p[0], "company": p[1], "label": "Promoted", "url": p[2]} for p in (
                ("UX Design Certificate: 12-week online course", "Pixel Academy",
                 "https://pixelacademy.example/ux-certificate?utm_source=remotenest&utm_medium=promoted_card"),
                ("Become a Product Designer in 6 months", "DesignLab Pro", "https://designlabpro.example/bootcamp?ref=remotenest-feed"))],
            "newsletter": {"title": "Get remote jobs by email", "form_fields": ["email"], "submit_text": "Subscribe"},
            "top_companies_strip": {"title": "Top remote companies hiring",
                                    "links": [{"company": COMPANIES[s][0], "url": f"/company/{s}", "text": f"{counts_by_company[s]} jobs"} for s in top]},
            "similar_jobs": "the offer page's 'Similar remote jobs' aside links 3 other real offers (not a decoy, but not part of that page's job)",
            "where": "on every result page: newsletter card after job 4, Promoted 'Pixel Academy' after job 7, company strip after job 10, Promoted 'DesignLab Pro' after job 14 (each only if another job follows)",
        },
        "forms": {
            "remotenest-apply": {
                "url": "/offer/<id>-<slug> of an easy_apply offer",
                "opened_by": "button 'Apply now' (side panel or bottom of the offer) opens a modal dialog 'Apply to <company>'",
                "submit_text": "Send application",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/remotenest-apply",
                "fields": [
                    {"label": "Full name", "name": "fullName", "type": "text", "required": True},
                    {"label": "Email", "name": "email", "type": "email", "required": True},
                    {"label": "Country of residence", "name": "country", "type": "select", "required": True},
                    {"label": "LinkedIn profile", "name": "linkedin", "type": "url", "required": False},
                    {"label": "CV", "name": "cv", "type": "file", "required": True},
                    {"label": "Why do you want to work at <company>?", "name": "motivation", "type": "textarea", "required": False},
                    {"label": "(hidden)", "name": "offer_id", "type": "hidden", "required": False},
                ],
                "validation": "empty required → 'This field is required'; bad email → 'Enter a valid email address' (novalidate form, JS checks)",
                "success_text": "Application sent to <company>",
            },
            "newsletter": {"url": "/offers", "submit_text": "Subscribe", "steps": 1,
                           "fields": [{"label": "Email address", "name": "email", "type": "email", "required": False}],
                           "note": "'Get remote jobs by email' card between results, not an application; no request is sent"},
        },
        "notes": (
            "Client-rendered: every HTML file is an empty #__next shell; /static/js/app.js fetches /static/data/offers.json and "
            "paints 6 skeleton cards for 400 ms before the list. Two card templates alternate: 'whole_card_link' (a.JobCard_root__… "
            "wraps logo with alt='', company p, title h3, location, pills, age '5d'/'1w'/'Today', Match badge, heart and Apply "
            "buttons) and 'title_link' (article.sc-gEvEer, logo alt=company, h2 > a title, company as text or as a link to "
            "/company/<slug>, ages '5 days ago'/'1 week ago'/'Yesterday'). Card Apply buttons open the offer page. Featured jobs "
            "(badge 'Featured') are pinned first; one featured job does not match the start query. Ledgerline lists 'Product "
            "Designer' twice (Remote - Spain / Remote - Portugal): two distinct offers. 'Germany +3' has a title tooltip with the "
            "four countries. A fixed cookie banner (~150px) covers the bottom, incl. the pager, until Accept all/Reject. "
            "Location 'Worldwide' etc. match several regions of the combobox. Filters: popovers of checkboxes/radios with "
            "Apply/Clear; the URL changes via pushState (params search, location, jobType, seniority, salary, posted, page; "
            "lists comma-separated). Offer page: company header (logo, name, size, industry, HQ), title, place, pills, About "
            "the role, Requirements, Skills, 'Apply now' twice; external = <a target=_blank> to greenhouse/lever/workable/ashby URLs."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    write_truth(json.loads((HERE / "static" / "data" / "offers.json").read_text()))
