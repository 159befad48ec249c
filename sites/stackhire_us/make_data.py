#!/usr/bin/env python3
"""Generate the "StackHire" US tech-jobs search engine (Dice 2024-2025 / Built In / LinkedIn Jobs style).

Writes jobs/index.html (the search page, its data embedded as a Next.js-style __NEXT_DATA__ blob), one static
page per job (job-detail/<guid>/index.html, also for the "Similar Jobs" decoys), one per company
(company-profile/<uuid>/index.html), the company logos, the purged Tailwind stylesheet (only the utility classes
the markup uses, like a real build ships) and truth.json.
Deterministic: a seeded PRNG, ages fixed in the data (as of AS_OF), never the clock.
Run:  python3 make_data.py
"""
import datetime as dt
import html
import json
import random
import re
import urllib.parse
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 30)
PAGE_SIZE = 20
rng = random.Random(20261130)


def uid() -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


# key, card name, logo (None = initials tile), logo alt, colour, kind, industry, size, ats pattern
COMPANIES = [
    ("brightline", "Brightline Analytics", "logo", "Brightline Analytics", "#2563eb", "employer", "Data & analytics software", "201-500", "https://job-boards.greenhouse.io/brightlineanalytics/jobs/{n}"),
    ("cedarpine", "Cedar & Pine Health", "logo", "Cedar & Pine Health", "#15803d", "employer", "Hospitals & health care", "5,001-10,000", "https://cedarpine.wd1.myworkdayjobs.com/en-US/External/job/{city}/{slug}_R{n}"),
    ("northwind", "Northwind Labs", "logo", "Northwind Labs, Inc.", "#0f172a", "employer", "Developer tools", "51-200", "https://jobs.lever.co/northwindlabs/{u}"),
    ("orbital", "Orbital Freight Systems", "logo", "Orbital Freight Systems", "#b45309", "employer", "Logistics software", "1,001-5,000", "https://careers-orbitalfreight.icims.com/jobs/{n}/{slug}/job"),
    ("quillstone", "Quillstone Media", None, None, "#7c3aed", "employer", "Digital media", "11-50", "https://apply.workable.com/quillstone-media/j/{h}/"),
    ("ridgeback", "Ridgeback Security", "logo", "Ridgeback Security", "#be123c", "employer", "Cybersecurity", "501-1,000", "https://jobs.ashbyhq.com/ridgeback/{u}"),
    ("tamarack", "Tamarack Financial", "logo", "Tamarack Financial", "#0e7490", "employer", "Financial services", "10,001+", "https://tamarack.wd5.myworkdayjobs.com/en-US/TamarackCareers/job/{city}/{slug}_JR-{n}"),
    ("lumen", "Lumen Civic Technologies", "logo", "Lumen Civic Technologies", "#1d4ed8", "employer", "Government contracting", "201-500", "https://lumencivic.applytojob.com/apply/{h}/{slug}"),
    ("harborview", "Harborview University", None, None, "#9f1239", "employer", "Higher education", "5,001-10,000", "https://careers.harborview.edu/en-us/job/{n}/{slug}"),
    ("saltmarsh", "Saltmarsh Games", "logo", "Saltmarsh Games", "#db2777", "employer", "Video games", "51-200", "https://jobs.smartrecruiters.com/SaltmarshGames/{n}-{slug}"),
    ("brightwell", "Brightwell Staffing Group", "logo", "Brightwell Staffing Group", "#475569", "agency", "Staffing & recruiting", "501-1,000", "https://www.brightwellstaffing.com/jobs/{n}?utm_source=stackhire"),
    ("vantage", "Vantage Point IT Resources", None, None, "#334155", "agency", "IT staffing", "51-200", "https://vantagepointit.catsone.com/careers/index.php?m=portal&a=details&jobOrderID={n}"),
    ("summitridge", "Summit Ridge Consulting LLC", "logo", "Summit Ridge Consulting LLC", "#065f46", "agency", "IT services & consulting", "201-500", "https://summitridgeconsulting.bamboohr.com/careers/{n}"),
    ("confidential", "Confidential Company", None, None, "#6b7280", "confidential", "", "", None),
]

WEB_TITLES = [
    ("Web Developer", ["HTML", "CSS", "JavaScript", "WordPress"]),
    ("Senior Web Developer", ["JavaScript", "TypeScript", "Node.js", "PostgreSQL"]),
    ("Front End Web Developer", ["React", "TypeScript", "Tailwind CSS", "Accessibility"]),
    ("Full Stack Web Developer", ["React", "Node.js", "AWS", "GraphQL"]),
    ("Web Developer II", ["C#", ".NET", "SQL Server", "Azure"]),
    ("Junior Web Developer", ["HTML", "CSS", "JavaScript", "Git"]),
    ("Lead Web Developer", ["Vue.js", "Laravel", "Docker", "CI/CD"]),
    ("Web Application Developer", ["Java", "Spring Boot", "Angular", "REST"]),
    ("Remote Web Developer - React/Next.js", ["React", "Next.js", "Vercel", "Jest"]),
    ("WordPress Web Developer", ["WordPress", "PHP", "ACF", "SEO"]),
    ("Python Web Developer", ["Python", "Django", "Celery", "PostgreSQL"]),
    ("Web Developer (Drupal)", ["Drupal", "PHP", "Twig", "MySQL"]),
    ("Shopify Web Developer", ["Shopify", "Liquid", "JavaScript", "UX"]),
    ("Sr. Web Developer - Angular", ["Angular", "RxJS", "NgRx", "Jasmine"]),
    ("Web Developer / UI Engineer", ["Figma", "Storybook", "CSS", "Design systems"]),
    ("Web Developer - Accessibility (508)", ["WCAG 2.1", "Section 508", "ARIA", "HTML"]),
    ("Staff Web Developer", ["TypeScript", "Micro-frontends", "Webpack", "Kubernetes"]),
    ("Web Developer Contractor", ["JavaScript", "jQuery", "ASP.NET MVC", "SQL"]),
    ("E-Commerce Web Developer", ["Magento", "PHP", "Adobe Commerce", "MySQL"]),
    ("Web Developer III", ["Ruby on Rails", "Hotwire", "PostgreSQL", "Redis"]),
]

# (card text, work mode) - the card writes the place exactly like this
PLACES = [
    ("Remote", "Remote"),
    ("Remote", "Remote"),
    ("Remote", "Remote"),
    ("Remote or Jacksonville, Florida", "Remote"),
    ("Remote or Denver, Colorado", "Remote"),
    ("Hybrid in Austin, Texas", "Hybrid"),
    ("Hybrid in Chicago, Illinois", "Hybrid"),
    ("Hybrid in Raleigh, North Carolina", "Hybrid"),
    ("On-Site in Reston, Virginia", "On-Site"),
    ("On-Site in Columbus, Ohio", "On-Site"),
    ("Chicago, Illinois", None),
    ("Seattle, Washington", None),
    ("No location provided", None),
]
PLACE_WEIGHTS = [10, 8, 7, 3, 3, 4, 3, 2, 3, 2, 3, 2, 2]

TYPE_CODES = {"Full-time": "FULLTIME", "Part-time": "PARTTIME", "Contract": "CONTRACTS", "Third Party": "THIRD_PARTY"}
WORK_CODES = {"Remote": "Remote", "On-Site": "On-Site", "Hybrid": "Hybrid"}
POSTED_CODES = {"Any Date": None, "Today": "ONE", "Last 3 Days": "THREE", "Last 7 Days": "SEVEN"}
POSTED_DAYS = {"ONE": 0, "THREE": 3, "SEVEN": 7}


def age_text(days: int, updated: bool) -> str:
    base = "Today" if days == 0 else "Yesterday" if days == 1 else f"{days}d ago"
    if updated and days >= 2:
        return "Updated " + base
    return base


def slugify(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def money(n: float) -> str:
    return f"{n:,.2f}"


def pay_for(types: list[str], level: int) -> str | None:
    r = rng.random()
    if r < 0.16:
        return None
    if r < 0.28:
        return "Depends on Experience"
    if "Contract" in types or "Part-time" in types or "Third Party" in types:
        lo = rng.choice([45, 50, 55, 60, 65, 70]) + level * 5
        hi = lo + rng.choice([5, 10, 15])
        return f"${lo} - ${hi} per hour" if rng.random() < 0.6 else f"USD {money(lo)} - {money(hi)} per hour"
    lo = rng.choice([85, 90, 100, 110, 120]) * 1000 + level * 15000
    hi = lo + rng.choice([20, 30, 40]) * 1000
    return f"USD {money(lo)} - {money(hi)} per year" if rng.random() < 0.7 else f"${lo:,} - ${hi:,} per year"


OPENERS = [
    "{co} is looking for a {t} to join a small product team shipping customer-facing web applications.",
    "As a {t} at {co}, you will build and maintain responsive web experiences used by thousands of people every day.",
    "Our client, {co_client}, needs an experienced {t} for a long-term engagement with a cross-functional agile team.",
    "We are hiring a {t} who enjoys turning designs into fast, accessible and well-tested web interfaces.",
]
DUTIES = [
    "Build reusable UI components and page templates from Figma designs",
    "Write clean, tested code and review pull requests from other developers",
    "Improve Core Web Vitals, bundle size and accessibility (WCAG 2.1 AA)",
    "Integrate REST and GraphQL APIs with the front end",
    "Maintain CI/CD pipelines and deploy to staging and production",
    "Work with product managers and designers in two-week sprints",
    "Troubleshoot production issues and write post-incident notes",
    "Document components in Storybook and the team wiki",
]
BENEFITS = [
    "Medical, dental and vision from day one",
    "401(k) with 4% match",
    "Flexible PTO and 11 paid holidays",
    "$1,500 yearly learning budget",
    "Home-office stipend",
]


def description(j: dict) -> str:
    co = j["company"]["name"]
    client = rng.choice(["a Fortune 500 insurer", "a national retailer", "a state agency", "a healthcare network"])
    opener = rng.choice(OPENERS).format(t=j["title"], co=co, co_client=client)
    duties = rng.sample(DUTIES, 4)
    yrs = rng.choice([2, 3, 4, 5, 7])
    reqs = [f"{yrs}+ years of professional experience as a web developer"] + \
           [f"Hands-on experience with {s}" for s in j["skills"][:3]] + \
           ["Bachelor's degree in Computer Science or equivalent experience"]
    parts = [f"<p>{html.escape(opener)}</p>", "<p><strong>What you'll do</strong></p><ul>"]
    parts += [f"<li>{html.escape(d)}</li>" for d in duties]
    parts += ["</ul><p><strong>What you'll bring</strong></p><ul>"]
    parts += [f"<li>{html.escape(r)}</li>" for r in reqs]
    parts += ["</ul>"]
    if j["company"]["kind"] == "employer":
        parts += ["<p><strong>Benefits</strong></p><ul>"] + [f"<li>{html.escape(b)}</li>" for b in rng.sample(BENEFITS, 3)] + ["</ul>"]
    if j["sponsor"]:
        parts.append("<p>Visa sponsorship is available for this role.</p>")
    elif "Third Party" in j["types"] or j["company"]["kind"] == "agency":
        parts.append("<p>W2 or C2C. Unable to sponsor at this time; US citizens and green card holders only.</p>")
    return "".join(parts)


def ats_url(c: dict, j: dict, n: int) -> str:
    city = slugify(j["location"].split(" in ")[-1].split(" or ")[-1].split(",")[0]) or "remote"
    return c["ats"].format(n=n, u=uid(), h=f"{rng.getrandbits(40):010X}", slug=slugify(j["title"]),
                           city=city.title())


def make_companies() -> dict:
    out = {}
    for key, name, logo, alt, colour, kind, industry, size, ats in COMPANIES:
        initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", name)[:2]).upper()
        out[key] = {"key": key, "uuid": uid(), "name": name, "logo": f"/assets/company-logos/{key}-{rng.getrandbits(24):06x}.svg" if logo else None,
                    "alt": alt, "initials": initials, "color": colour, "kind": kind, "industry": industry, "size": size, "ats": ats}
    return out


def make_job(c: dict, title: str, skills: list[str], place: tuple, n: int, *, days: int, types: list[str],
             easy: bool, sponsor: bool) -> dict:
    level = 2 if re.search(r"Senior|Sr\.|Lead|Staff|III", title) else 0 if re.search(r"Junior|II\b", title) else 1
    j = {
        "id": "", "guid": uid(), "title": title, "company": c, "location": place[0], "workMode": place[1],
        "days": days, "updated": days >= 2 and rng.random() < 0.35, "types": types, "easyApply": easy,
        "sponsor": sponsor, "skills": skills,
    }
    j["age"] = age_text(days, j["updated"])
    j["pay"] = pay_for(types, level)
    # the id the card prints in "View Details for <title> (<id>)": the poster's own position id
    style = rng.random()
    if c["kind"] == "agency":
        j["id"] = f"{c['key'][:3].upper()}-{rng.randint(10000, 99999)}"
    elif style < 0.5:
        j["id"] = str(rng.randint(10100000, 10199999))
    elif style < 0.75:
        j["id"] = f"R{rng.randint(100000, 299999)}"
    else:
        j["id"] = f"2025-{rng.randint(1000, 9999)}"
    j["applyUrl"] = None if easy else (ats_url(c, j, n) if c["ats"] else None)
    if not easy and j["applyUrl"] is None:  # Confidential Company posts through StackHire's own apply
        j["easyApply"] = True
    j["desc"] = description(j)
    return j


def build():
    companies = make_companies()
    # how many jobs each poster has among the 50 (sums to 50)
    plan = [("brightline", 6), ("cedarpine", 4), ("northwind", 5), ("orbital", 4), ("quillstone", 3), ("ridgeback", 4),
            ("tamarack", 5), ("lumen", 3), ("harborview", 2), ("saltmarsh", 3), ("brightwell", 4), ("vantage", 2),
            ("summitridge", 3), ("confidential", 2)]
    assert sum(n for _, n in plan) == 50
    slots = [k for k, n in plan for _ in range(n)]
    rng.shuffle(slots)
    jobs = []
    used_titles: dict[str, set] = {}
    for i, key in enumerate(slots):
        c = companies[key]
        while True:
            title, skills = rng.choice(WEB_TITLES)
            if title not in used_titles.setdefault(key, set()):
                used_titles[key].add(title)
                break
        place = rng.choices(PLACES, PLACE_WEIGHTS)[0]
        if c["kind"] == "agency":
            types = rng.choice([["Contract"], ["Contract", "Third Party"], ["Third Party"], ["Contract", "Full-time"]])
        elif c["kind"] == "confidential":
            types = ["Full-time"]
        else:
            types = rng.choices([["Full-time"], ["Contract"], ["Part-time"], ["Full-time", "Contract"]], [14, 4, 1, 1])[0]
        days = rng.choices([0, 1, 2, 3, 4, 5, 6, 8, 12, 20], [8, 6, 4, 4, 3, 3, 2, 3, 2, 2])[0]
        easy = rng.random() < 0.32
        sponsor = c["kind"] == "employer" and rng.random() < 0.22
        types = sorted(types, key=list(TYPE_CODES).index)  # chips in the filter's order
        jobs.append(make_job(c, title, skills, place, 4000 + i * 37, days=days, types=types, easy=easy, sponsor=sponsor))
    # Similar Jobs decoys: other jobs of the same companies, not results of the search
    decoy_specs = [("northwind", "Frontend Engineer (React)"), ("brightline", "UI Developer"), ("saltmarsh", "Web Designer"),
                   ("orbital", "JavaScript Developer"), ("brightwell", "Front End Developer - Contract to Hire"),
                   ("lumen", "Drupal Site Builder"), ("ridgeback", "Software Engineer, Web Platform"), ("tamarack", "Digital Experience Developer")]
    decoys = []
    for k, (key, title) in enumerate(decoy_specs):
        c = companies[key]
        place = rng.choices(PLACES[:10], PLACE_WEIGHTS[:10])[0]
        types = ["Contract"] if c["kind"] == "agency" else ["Full-time"]
        decoys.append(make_job(c, title, ["JavaScript", "CSS", "React", "Figma"], place, 9000 + k * 41,
                               days=rng.choice([1, 2, 4, 6]), types=types, easy=rng.random() < 0.3, sponsor=False))
    for j in jobs:
        j["similar"] = [d["guid"] for d in rng.sample(decoys, 4)]
    assert len({j["id"] for j in jobs + decoys}) == len(jobs + decoys)
    return companies, jobs, decoys


# ---------------------------------------------------------------- search semantics (mirrored in the page's JS)
def matches(j: dict, q: str = "web developer", location: str = "Remote", f: dict | None = None) -> bool:
    f = f or {}
    hay = " ".join([j["title"], j["company"]["name"], " ".join(j["skills"]), re.sub("<[^>]+>", " ", j["desc"])]).lower()
    if any(w not in hay for w in q.lower().split()):
        return False
    loc = location.strip().lower()
    if loc and loc not in ("remote", "united states", "us", "usa"):
        if loc.split(",")[0].strip() not in j["location"].lower():
            return False
    if f.get("postedDate") and j["days"] > POSTED_DAYS[f["postedDate"]]:
        return False
    if f.get("workplaceTypes") and j["workMode"] not in f["workplaceTypes"]:
        return False
    if f.get("employmentType") and not any(TYPE_CODES[t] in f["employmentType"] for t in j["types"]):
        return False
    if f.get("easyApply") and not j["easyApply"]:
        return False
    if f.get("willingToSponsor") and not j["sponsor"]:
        return False
    return True


def grouped(page_jobs: list[dict]) -> list[tuple[str, list[dict]]]:
    groups: dict[str, list[dict]] = {}
    for j in page_jobs:
        groups.setdefault(j["company"]["name"], []).append(j)
    return list(groups.items())


# ---------------------------------------------------------------- files
def logo_svg(c: dict) -> str:
    shape = ['<rect x="6" y="6" width="52" height="52" rx="12" fill="{c}"/>', '<circle cx="32" cy="32" r="26" fill="{c}"/>',
             '<path d="M32 4 60 32 32 60 4 32z" fill="{c}"/>'][len(c["name"]) % 3].format(c=c["color"])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">'
            f'<rect width="64" height="64" fill="#fff"/>{shape}<text x="32" y="39" font-family="Arial,sans-serif" '
            f'font-size="20" font-weight="700" fill="#fff" text-anchor="middle">{html.escape(c["initials"])}</text></svg>\n')


def public_job(j: dict) -> dict:
    c = j["company"]
    return {"id": j["id"], "guid": j["guid"], "title": j["title"], "companyName": c["name"], "companyId": c["uuid"],
            "companyLogoUrl": c["logo"], "companyLogoAlt": c["alt"], "companyInitials": c["initials"],
            "companyColor": c["color"], "jobLocation": j["location"], "workplaceType": j["workMode"],
            "postedAge": j["age"], "daysAgo": j["days"], "employmentTypes": j["types"], "salary": j["pay"],
            "easyApply": j["easyApply"], "willingToSponsor": j["sponsor"], "applyUrl": j["applyUrl"],
            "skills": j["skills"], "descriptionHtml": j["desc"], "similar": j.get("similar", [])}


def company_href(c: dict) -> str:
    return f"/company-profile/{c['uuid']}?companyname={urllib.parse.quote_plus(c['name'])}"


HEAD = """<!DOCTYPE html>
<html lang="en" class="h-full">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/_next/static/css/5b1f0c2e8a7d4e91.css">
<link rel="icon" href="/assets/favicon.svg">
</head>
"""


def header_html() -> str:
    return ('<header class="sticky top-0 z-30 border-b border-zinc-200 bg-white"><div class="mx-auto flex h-16 max-w-screen-2xl items-center gap-6 px-4">'
            '<a href="/" aria-label="StackHire home" class="flex items-center gap-2 text-xl font-bold text-zinc-900 no-underline">'
            '<img src="/assets/favicon.svg" alt="" width="28" height="28"><span>Stack<span class="text-indigo-600">Hire</span></span></a>'
            '<nav aria-label="Main" class="hidden items-center gap-4 text-sm md:flex"><a class="text-zinc-700 hover:text-indigo-600" href="/jobs?q=&amp;location=">Find Jobs</a>'
            '<a class="text-zinc-700 hover:text-indigo-600" href="/company-profile">Companies</a></nav>'
            '<div class="ml-auto flex items-center gap-3 text-sm"><a class="text-zinc-700" href="/jobs?q=&amp;location=#login">Log in</a>'
            '<a class="rounded-full bg-indigo-600 px-4 py-2 font-semibold text-white" href="/jobs?q=&amp;location=#register">Sign up</a></div></div></header>')


FOOTER = ('<footer class="mt-12 border-t border-zinc-200 bg-zinc-50"><div class="mx-auto max-w-screen-2xl px-4 py-8 text-sm text-zinc-600">'
          '<p class="mb-0">© 2026 StackHire, a fictional demo. All rights reserved.</p></div></footer>')


def chips_html(j: dict) -> str:
    out = []
    for t in j["types"]:
        out.append(f'<div class="flex items-center rounded-full bg-zinc-100 px-3 py-1" aria-labelledby="employmentType-label">'
                   f'<p class="mb-0 text-sm font-normal text-zinc-600" id="employmentType-label">{t}</p></div>')
    if j["pay"]:
        out.append(f'<div class="flex items-center rounded-full bg-zinc-100 px-3 py-1" aria-labelledby="salary-label">'
                   f'<p class="mb-0 text-sm font-normal text-zinc-600" id="salary-label">{html.escape(j["pay"])}</p></div>')
    return '<div class="flex flex-wrap gap-2">' + "".join(out) + "</div>"


def detail_page(j: dict, is_decoy: bool) -> str:
    c = j["company"]
    logo = (f'<img src="{c["logo"]}" alt="{html.escape(c["alt"])}" class="h-16 w-16 rounded-lg object-contain">' if c["logo"] else
            f'<div class="flex h-16 w-16 items-center justify-center rounded-lg text-xl font-semibold text-white" style="background-color:{c["color"]}">{c["initials"]}</div>')
    if j["easyApply"]:
        apply = ('<button type="button" data-testid="easy-apply-button" data-rac="" data-react-aria-pressable="true" '
                 'class="inline-flex items-center gap-2 rounded-full bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700">'
                 '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M13 2 4 14h7l-1 8 9-12h-7z"/></svg>Easy Apply</button>')
    else:
        apply = (f'<a href="{html.escape(j["applyUrl"])}" target="_blank" rel="noopener noreferrer" data-testid="apply-button" '
                 'class="inline-flex items-center gap-2 rounded-full bg-indigo-600 px-6 py-3 font-semibold text-white no-underline hover:bg-indigo-700">'
                 'Apply Now<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z"/></svg></a>')
    skills = "".join(f'<li class="rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700">{html.escape(s)}</li>' for s in j["skills"])
    data = json.dumps({"guid": j["guid"], "id": j["id"], "title": j["title"]}).replace("</", "<\\/")
    return (HEAD.format(title=html.escape(f'{j["title"]} - {c["name"]} - {j["location"]} | StackHire')) +
            '<body class="h-full bg-zinc-50 font-sans text-zinc-900 antialiased">' + header_html() +
            '<main class="mx-auto max-w-screen-lg px-4 py-8"><div class="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">'
            '<div class="flex items-start gap-4">'
            f'<a href="{html.escape(company_href(c))}" aria-label="Company Logo" class="shrink-0">{logo}</a>'
            f'<div class="min-w-0 flex-1"><h1 class="mb-1 text-2xl font-bold" data-testid="job-detail-header-title">{html.escape(j["title"])}</h1>'
            f'<a href="{html.escape(company_href(c))}" class="text-indigo-700 hover:underline" data-testid="job-detail-header-company">{html.escape(c["name"])}</a>'
            f'<p class="mb-0 mt-1 text-sm font-normal text-zinc-600" data-testid="job-detail-header-location">{html.escape(j["location"])}<!-- --> • <!-- -->{j["age"]}</p>'
            f'<div class="mt-3">{chips_html(j)}</div></div>'
            '<button type="button" aria-label="Save job" aria-pressed="false" data-rac="" class="rounded-full p-2 text-zinc-500 hover:bg-zinc-100">'
            '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6a5.2 5.2 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z"/></svg></button></div>'
            f'<div class="mt-6 flex items-center gap-3">{apply}</div>'
            f'<section aria-label="Job Details" class="mt-8 border-t border-zinc-200 pt-6"><h2 class="mb-3 text-lg font-semibold">Job Details</h2>'
            f'<div class="space-y-3 text-zinc-800" data-testid="jobDescriptionHtml">{j["desc"]}</div></section>'
            f'<section aria-label="Skills" class="mt-6"><h2 class="mb-3 text-lg font-semibold">Skills</h2><ul class="flex flex-wrap gap-2" role="list">{skills}</ul></section>'
            f'<p class="mt-6 text-xs text-zinc-500">Position ID: <span>{html.escape(j["id"])}</span> · StackHire ID: <span>{j["guid"]}</span></p>'
            '</div></main>' + FOOTER +
            '<div id="sh-toast-region" aria-live="polite" class="fixed bottom-20 left-1/2 z-50 -translate-x-1/2"></div>'
            f'<script id="job-detail-data" type="application/json">{data}</script>'
            '<script src="/_next/static/chunks/main-app-3c81d0a2f4b5.js"></script>'
            '<script src="/_next/static/chunks/app/job-detail/page-8e2c71f0b9a3.js"></script></body></html>\n')


def company_page(c: dict, jobs: list[dict]) -> str:
    logo = (f'<img src="{c["logo"]}" alt="{html.escape(c["alt"])}" class="h-20 w-20 rounded-xl object-contain">' if c["logo"] else
            f'<div class="flex h-20 w-20 items-center justify-center rounded-xl text-2xl font-semibold text-white" style="background-color:{c["color"]}">{c["initials"]}</div>')
    about = {"employer": f'{c["name"]} is a {c["industry"].lower()} company with {c["size"]} employees.',
             "agency": f'{c["name"]} is a staffing firm placing technology professionals with clients across the United States.',
             "confidential": "This employer has chosen to keep its name confidential. Jobs are posted on its behalf."}[c["kind"]]
    rows = "".join(f'<li class="border-b border-zinc-200 py-3"><a class="font-semibold text-indigo-700 hover:underline" href="/job-detail/{j["guid"]}">{html.escape(j["title"])}</a>'
                   f'<p class="mb-0 text-sm font-normal text-zinc-600">{html.escape(j["location"])}<!-- --> • <!-- -->{j["age"]}</p></li>' for j in jobs)
    return (HEAD.format(title=html.escape(f'{c["name"]} - Company Profile | StackHire')) +
            '<body class="h-full bg-zinc-50 font-sans text-zinc-900 antialiased">' + header_html() +
            '<main class="mx-auto max-w-screen-lg px-4 py-8"><div class="flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-6">'
            f'{logo}<div><h1 class="mb-1 text-2xl font-bold">{html.escape(c["name"])}</h1>'
            f'<p class="mb-0 text-sm text-zinc-600">{html.escape(c["industry"] or "Industry not disclosed")}{(" · " + c["size"] + " employees") if c["size"] else ""}</p></div></div>'
            f'<section aria-label="About" class="mt-6 rounded-xl border border-zinc-200 bg-white p-6"><h2 class="mb-2 text-lg font-semibold">About</h2><p class="mb-0">{html.escape(about)}</p></section>'
            f'<section aria-label="Open jobs" class="mt-6 rounded-xl border border-zinc-200 bg-white p-6"><h2 class="mb-2 text-lg font-semibold">Open jobs ({len(jobs)})</h2>'
            f'<ul role="list">{rows}</ul></section></main>' + FOOTER +
            '<script src="/_next/static/chunks/main-app-3c81d0a2f4b5.js"></script></body></html>\n')


def jobs_page(companies: dict, jobs: list[dict], decoys: list[dict]) -> str:
    data = {"props": {"pageProps": {
        "searchResults": [public_job(j) for j in jobs],
        "similarJobs": [public_job(d) for d in decoys],
        "meta": {"pageSize": PAGE_SIZE, "asOf": AS_OF.isoformat(), "buildId": "sh-2025.11.4"}}},
        "page": "/jobs", "query": {}, "buildId": "Xk3pQ9vTz1aLm0Rb", "isFallback": False, "gssp": True}
    blob = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return (HEAD.format(title="Web Developer Jobs | StackHire") +
            '<body class="h-full bg-zinc-50 font-sans text-zinc-900 antialiased">'
            '<div id="__next"><div class="flex min-h-screen items-center justify-center" aria-busy="true">'
            '<div class="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"></div></div></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{blob}</script>'
            '<script src="/_next/static/chunks/main-app-3c81d0a2f4b5.js"></script>'
            '<script src="/_next/static/chunks/app/jobs/page-1f4d9a7c2e60.js"></script></body></html>\n')


HOME = (HEAD.format(title="StackHire - Find tech jobs") + '<body class="h-full bg-zinc-50 font-sans text-zinc-900 antialiased">' + "{header}" +
        '<main class="mx-auto max-w-screen-lg px-4 py-16"><h1 class="mb-6 text-4xl font-bold">Find your next tech job</h1>'
        '<form action="/jobs" method="get" role="search" aria-label="Job search" class="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 md:flex-row">'
        '<input name="q" aria-label="Job title, skill, company, keyword" placeholder="Job title, skill, company, keyword" class="flex-1 rounded-lg border border-zinc-300 px-4 py-3">'
        '<input name="location" aria-label="Location (ex. Denver, remote)" placeholder="Location (ex. Denver, remote)" class="flex-1 rounded-lg border border-zinc-300 px-4 py-3">'
        '<button type="submit" class="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">Search</button></form>'
        '<h2 class="mb-3 mt-10 text-lg font-semibold">Popular searches</h2><ul class="flex flex-wrap gap-2" role="list">'
        '<li><a class="rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700" href="/jobs?q=web+developer&amp;location=Remote">Remote web developer jobs</a></li>'
        '<li><a class="rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700" href="/jobs?q=react&amp;location=Remote">React jobs</a></li>'
        '<li><a class="rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700" href="/jobs?q=wordpress&amp;location=">WordPress jobs</a></li></ul></main>'
        + FOOTER + '<script src="/_next/static/chunks/main-app-3c81d0a2f4b5.js"></script></body></html>\n')


# ---------------------------------------------------------------- purged "Tailwind" stylesheet
SPACING = {"0": "0px", "px": "1px", "0.5": "0.125rem", "1": "0.25rem", "1.5": "0.375rem", "2": "0.5rem", "2.5": "0.625rem", "3": "0.75rem",
           "4": "1rem", "5": "1.25rem", "6": "1.5rem", "8": "2rem", "9": "2.25rem", "10": "2.5rem", "12": "3rem", "14": "3.5rem", "16": "4rem",
           "20": "5rem", "56": "14rem", "24": "6rem", "auto": "auto", "full": "100%", "1/2": "50%"}
COLORS = {"white": "#fff", "black": "#000", "transparent": "transparent",
          "zinc-50": "#fafafa", "zinc-100": "#f4f4f5", "zinc-200": "#e4e4e7", "zinc-300": "#d4d4d8", "zinc-400": "#a1a1aa",
          "zinc-500": "#71717a", "zinc-600": "#52525b", "zinc-700": "#3f3f46", "zinc-800": "#27272a", "zinc-900": "#18181b",
          "indigo-50": "#eef2ff", "indigo-100": "#e0e7ff", "indigo-200": "#c7d2fe", "indigo-600": "#4f46e5", "indigo-700": "#4338ca",
          "blue-50": "#eff6ff", "blue-700": "#1d4ed8", "green-50": "#f0fdf4", "green-700": "#15803d", "red-600": "#dc2626",
          "rose-500": "#f43f5e", "emerald-600": "#059669"}
FIXED = {
    "flex": "display:flex", "inline-flex": "display:inline-flex", "block": "display:block", "hidden": "display:none", "grid": "display:grid",
    "contents": "display:contents", "flex-col": "flex-direction:column", "flex-row": "flex-direction:row", "flex-wrap": "flex-wrap:wrap",
    "flex-1": "flex:1 1 0%", "shrink-0": "flex-shrink:0", "grow": "flex-grow:1", "items-center": "align-items:center",
    "items-start": "align-items:flex-start", "justify-center": "justify-content:center", "justify-between": "justify-content:space-between",
    "justify-end": "justify-content:flex-end", "relative": "position:relative", "absolute": "position:absolute", "fixed": "position:fixed",
    "sticky": "position:sticky", "inset-0": "inset:0px", "inset-x-0": "left:0px;right:0px", "z-0": "z-index:0", "z-10": "z-index:10",
    "z-20": "z-index:20", "z-30": "z-index:30", "z-40": "z-index:40", "z-50": "z-index:50", "min-w-0": "min-width:0px",
    "min-h-screen": "min-height:100vh", "h-full": "height:100%", "w-full": "width:100%", "h-screen": "height:100vh",
    "max-w-screen-2xl": "max-width:1536px", "max-w-screen-lg": "max-width:1024px", "max-w-lg": "max-width:32rem", "max-w-md": "max-width:28rem",
    "mx-auto": "margin-left:auto;margin-right:auto", "ml-auto": "margin-left:auto", "overflow-hidden": "overflow:hidden",
    "overflow-y-auto": "overflow-y:auto", "rounded": "border-radius:0.25rem", "rounded-lg": "border-radius:0.5rem",
    "rounded-xl": "border-radius:0.75rem", "rounded-full": "border-radius:9999px", "rounded-md": "border-radius:0.375rem",
    "border": "border-width:1px;border-style:solid", "border-2": "border-width:2px;border-style:solid", "border-4": "border-width:4px;border-style:solid",
    "border-b": "border-bottom-width:1px;border-bottom-style:solid", "border-t": "border-top-width:1px;border-top-style:solid",
    "border-l": "border-left-width:1px;border-left-style:solid", "shadow-sm": "box-shadow:0 1px 2px 0 rgb(0 0 0 / .05)",
    "shadow": "box-shadow:0 1px 3px 0 rgb(0 0 0 / .1),0 1px 2px -1px rgb(0 0 0 / .1)", "shadow-lg": "box-shadow:0 10px 15px -3px rgb(0 0 0 / .1),0 4px 6px -4px rgb(0 0 0 / .1)",
    "shadow-2xl": "box-shadow:0 25px 50px -12px rgb(0 0 0 / .25)", "text-xs": "font-size:0.75rem;line-height:1rem", "text-sm": "font-size:0.875rem;line-height:1.25rem",
    "text-base": "font-size:1rem;line-height:1.5rem", "text-lg": "font-size:1.125rem;line-height:1.75rem", "text-xl": "font-size:1.25rem;line-height:1.75rem",
    "text-2xl": "font-size:1.5rem;line-height:2rem", "text-4xl": "font-size:2.25rem;line-height:2.5rem", "font-normal": "font-weight:400",
    "font-medium": "font-weight:500", "font-semibold": "font-weight:600", "font-bold": "font-weight:700",
    "font-sans": "font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif", "antialiased": "-webkit-font-smoothing:antialiased",
    "text-center": "text-align:center", "text-left": "text-align:left", "underline": "text-decoration-line:underline", "no-underline": "text-decoration-line:none",
    "line-clamp-1": "overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1",
    "line-clamp-2": "overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2",
    "truncate": "overflow:hidden;text-overflow:ellipsis;white-space:nowrap", "whitespace-nowrap": "white-space:nowrap",
    "object-contain": "object-fit:contain", "cursor-pointer": "cursor:pointer", "cursor-not-allowed": "cursor:not-allowed",
    "opacity-50": "opacity:.5", "pointer-events-none": "pointer-events:none", "pointer-events-auto": "pointer-events:auto",
    "sr-only": "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0",
    "transition": "transition-property:color,background-color,border-color,box-shadow,transform;transition-duration:150ms",
    "animate-spin": "animation:spin 1s linear infinite", "-translate-x-1/2": "transform:translateX(-50%)", "translate-x-5": "transform:translateX(1.25rem)",
    "translate-x-0": "transform:translateX(0)", "list-none": "list-style-type:none", "outline-none": "outline:2px solid transparent;outline-offset:2px",
    "bg-black/50": "background-color:rgb(0 0 0 / .5)", "appearance-none": "appearance:none", "self-start": "align-self:flex-start",
    "top-16": "top:4rem", "h-[calc(100vh-5rem)]": "height:calc(100vh - 5rem)", "w-[56%]": "width:56%", "basis-[44%]": "flex-basis:44%",
    "translate-x-4": "transform:translateX(1rem)", "grid-cols-1": "grid-template-columns:repeat(1,minmax(0,1fr))",
    "grid-cols-2": "grid-template-columns:repeat(2,minmax(0,1fr))",
    "accent-indigo-600": "accent-color:#4f46e5", "leading-tight": "line-height:1.25", "tracking-wide": "letter-spacing:.025em", "uppercase": "text-transform:uppercase",
}
SPACE_PROPS = {"p": ["padding"], "px": ["padding-left", "padding-right"], "py": ["padding-top", "padding-bottom"], "pt": ["padding-top"],
               "pb": ["padding-bottom"], "pl": ["padding-left"], "pr": ["padding-right"], "m": ["margin"], "mx": ["margin-left", "margin-right"],
               "my": ["margin-top", "margin-bottom"], "mt": ["margin-top"], "mb": ["margin-bottom"], "ml": ["margin-left"], "mr": ["margin-right"],
               "gap": ["gap"], "gap-x": ["column-gap"], "gap-y": ["row-gap"], "h": ["height"], "w": ["width"], "top": ["top"], "bottom": ["bottom"],
               "left": ["left"], "right": ["right"]}
BREAKPOINTS = {"sm": "640px", "md": "768px", "lg": "1024px", "xl": "1280px"}
STATES = {"hover": ":hover", "focus": ":focus", "focus-visible": ":focus-visible", "disabled": ":disabled", "group-hover": None}


def rule_for(token: str) -> str | None:
    if token in FIXED:
        return FIXED[token]
    m = re.fullmatch(r"space-y-(.+)", token)
    if m and m.group(1) in SPACING:
        return "@space-y " + SPACING[m.group(1)]
    m = re.fullmatch(r"(bg|text|border|ring)-(.+)", token)
    if m and m.group(2) in COLORS:
        prop = {"bg": "background-color", "text": "color", "border": "border-color", "ring": "box-shadow"}[m.group(1)]
        if m.group(1) == "ring":
            return f"box-shadow:0 0 0 2px {COLORS[m.group(2)]}"
        return f"{prop}:{COLORS[m.group(2)]}"
    m = re.fullmatch(r"border-t-(.+)", token)
    if m and m.group(1) in COLORS:
        return f"border-top-color:{COLORS[m.group(1)]}"
    m = re.fullmatch(r"(-?)([a-z]+(?:-[xy])?)-(.+)", token)
    if m and m.group(2) in SPACE_PROPS and m.group(3) in SPACING:
        v = SPACING[m.group(3)]
        if m.group(1):
            v = "-" + v
        if m.group(2) == "gap-x" or m.group(2) == "gap-y" or m.group(2) == "gap":
            pass
        return ";".join(f"{p}:{v}" for p in SPACE_PROPS[m.group(2)])
    return None


def css_escape(token: str) -> str:
    return re.sub(r"([:/\[\]().%>*+=])", r"\\\1", token)


def write_css(sources: list[Path]) -> list[str]:
    strict: set[str] = set()  # from class="..." attributes: every token must be a known utility
    loose: set[str] = set()  # from JS string literals (class lists built by conditions): known utilities only
    for src in sources:
        text = src.read_text()
        for m in re.finditer(r'class="([^"]*)"', text):
            strict.update(t for t in m.group(1).split() if re.fullmatch(r"-?[a-z][a-z0-9\-:\[\]()/.%=]*", t))
        if src.suffix == ".js":  # like Tailwind's content scanner: every candidate token of the file
            loose.update(re.split(r"[\s\"'`<>(){};,+?]+", text))
    tokens = strict | {t for t in loose if rule_for(t.split(":")[-1]) is not None}
    unknown, lines, media = [], [], {bp: [] for bp in BREAKPOINTS}
    for tok in sorted(tokens):
        parts = tok.split(":")
        base, prefixes = parts[-1], parts[:-1]
        body = rule_for(base)
        if body is None:
            unknown.append(tok)
            continue
        sel = "." + css_escape(tok)
        bp = None
        for p in prefixes:
            if p in BREAKPOINTS:
                bp = p
            elif p in STATES and STATES[p]:
                sel += STATES[p]
            elif p.startswith("aria-"):
                sel += f'[{p.replace("aria-", "aria-", 1).split("-", 1)[0]}-{p.split("-", 1)[1]}="true"]'
            elif p == "data-[selected=true]":
                sel += '[data-selected="true"]'
            else:
                if tok in strict:
                    unknown.append(tok)
                body = None
        if body is None:
            continue
        if body.startswith("@space-y "):
            rule = f"{sel}>:not([hidden])~:not([hidden]){{margin-top:{body.split(' ', 1)[1]}}}"
        else:
            rule = f"{sel}{{{body}}}"
        (media[bp] if bp else lines).append(rule)
    preflight = ("*,::before,::after{box-sizing:border-box;border:0 solid #e4e4e7}html{line-height:1.5;-webkit-text-size-adjust:100%}"
                 "body{margin:0;line-height:inherit}h1,h2,h3,p,ul,ol{margin:0}ul,ol{list-style:none;padding:0}"
                 "a{color:inherit;text-decoration:inherit}button,input,select{font:inherit;color:inherit;margin:0}"
                 "button{background-color:transparent;background-image:none;cursor:pointer;padding:0}img,svg{display:block;vertical-align:middle}"
                 "img{max-width:100%;height:auto}[data-testid=jobDescriptionHtml] ul{list-style:disc;padding-left:1.5rem}"
                 "@keyframes spin{to{transform:rotate(360deg)}}")
    css = "/*! tailwindcss v3.4.13 | MIT License | https://tailwindcss.com */" + preflight + "".join(lines)
    for bp, rules in media.items():
        if rules:
            css += f"@media (min-width:{BREAKPOINTS[bp]}){{{''.join(rules)}}}"
    out = HERE / "_next/static/css/5b1f0c2e8a7d4e91.css"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(css + "\n")
    return unknown


# ---------------------------------------------------------------- truth
def jobs_url(**params) -> str:
    base = {"q": "web developer", "location": "Remote"}
    base.update(params)
    return "/jobs?" + urllib.parse.urlencode(base)


def truth_job(j: dict, pos: int) -> dict:
    c = j["company"]
    return {"id": j["id"], "guid": j["guid"], "title": j["title"], "company": c["name"], "company_kind": c["kind"],
            "company_url": company_href(c), "logo": bool(c["logo"]), "logo_alt": c["alt"],
            "location": j["location"], "work_mode": j["workMode"], "pay": j["pay"], "type": ", ".join(j["types"]),
            "types": j["types"], "posted": j["age"], "posted_days_ago": j["days"], "easy_apply": j["easyApply"],
            "willing_to_sponsor": j["sponsor"], "apply_type": "easy_apply" if j["easyApply"] else "external",
            "apply_url": j["applyUrl"] or f"/job-detail/{j['guid']}", "url": f"/job-detail/{j['guid']}",
            "start_page": pos // PAGE_SIZE + 1 if pos >= 0 else None, "position_on_page": pos % PAGE_SIZE + 1 if pos >= 0 else None,
            "skills": j["skills"], "similar_jobs": j.get("similar")}


def write_truth(companies: dict, jobs: list[dict], decoys: list[dict]) -> None:
    start = jobs_url()
    grouped_start = jobs_url(groupByCompany="true")
    pages, grouped_pages = [], []
    for p in range(3):
        chunk = jobs[p * PAGE_SIZE:(p + 1) * PAGE_SIZE]
        pages.append({"page": p + 1, "url": start + (f"&page={p + 1}" if p else ""), "ids": [j["id"] for j in chunk]})
        groups = grouped(chunk)
        grouped_pages.append({"page": p + 1, "url": grouped_start + (f"&page={p + 1}" if p else ""),
                              "ids": [j["id"] for _, js in groups for j in js],
                              "groups": [{"company": name, "ids": [j["id"] for j in js]} for name, js in groups]})
    filter_cases = {
        "Posted Date: Today": ("postedDate", "ONE"), "Posted Date: Last 3 Days": ("postedDate", "THREE"),
        "Posted Date: Last 7 Days": ("postedDate", "SEVEN"), "Work Settings: Remote": ("workplaceTypes", ["Remote"]),
        "Work Settings: On-Site": ("workplaceTypes", ["On-Site"]), "Work Settings: Hybrid": ("workplaceTypes", ["Hybrid"]),
        "Work Settings: Remote + Hybrid": ("workplaceTypes", ["Remote", "Hybrid"]),
        "Employment Type: Full-time": ("employmentType", ["FULLTIME"]), "Employment Type: Part-time": ("employmentType", ["PARTTIME"]),
        "Employment Type: Contract": ("employmentType", ["CONTRACTS"]), "Employment Type: Third Party": ("employmentType", ["THIRD_PARTY"]),
        "Easy Apply": ("easyApply", True), "Willing to Sponsor": ("willingToSponsor", True),
    }
    queries = {"start": {"url": start, "ids": [j["id"] for j in jobs], "count": len(jobs)}}
    for label, (key, val) in filter_cases.items():
        ids = [j["id"] for j in jobs if matches(j, f={key: val})]
        pv = "|".join(val) if isinstance(val, list) else ("true" if val is True else val)
        queries[label] = {"url": start + "&" + urllib.parse.urlencode({f"filters.{key}": pv}), "ids": ids, "count": len(ids)}
    for q, loc in [("react", "Remote"), ("wordpress", ""), ("web developer", "Chicago, IL"), ("kotlin", "Remote")]:
        ids = [j["id"] for j in jobs if matches(j, q, loc)]
        queries[f"search: {q} / {loc or '(any)'}"] = {"url": "/jobs?" + urllib.parse.urlencode({"q": q, "location": loc}), "ids": ids, "count": len(ids)}
    pos = {j["guid"]: i for i, j in enumerate(jobs)}
    truth = {
        "site": "stackhire_us",
        "platform_like": "Dice 2024-2025 (Next.js + React Aria, Tailwind utility classes only), Built In, LinkedIn Jobs split view",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": start,
        "start_urls": {"ungrouped": start, "grouped": grouped_start},
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {
            "param": "page", "pages": 3, "per_page": [20, 20, 10],
            "container": "nav[role=navigation][aria-label='Pagination'] > section[aria-label='Page N of 3']",
            "current": "span[aria-current='true'] (the current page number; other numbers are <a href> links)",
            "prev": "button[aria-label='Previous'] (icon + sr-only text 'Previous'; disabled on page 1)",
            "next": "button[aria-label='Next'] (icon + sr-only text 'Next'; disabled on page 3)",
            "note": "client-side: history.pushState + re-render, no page load; direct loads of ?page=N work. After the first client-side change the URL is rewritten canonically and gains countryCode=US&radius=30&radiusUnit=mi&pageSize=20&language=en (page=1 is written too); jobId is dropped when paging.",
        },
        "pages": pages,
        "grouped_pages": grouped_pages,
        "grouping": {"switch": "button[role=switch][aria-checked] labelled 'Group by company', above the list",
                     "param": "groupByCompany=true", "storage": "localStorage['sh:groupByCompany'] = 'true'|'false' (the URL wins when it has the param)",
                     "order": "grouping is within the page: the page's 20 (or 10) results, grouped by company in order of each company's first result on that page; jobs inside a group keep result order"},
        "filters": {"Posted Date": list(POSTED_CODES), "Work Settings": list(WORK_CODES), "Employment Type": list(TYPE_CODES),
                    "Easy Apply": ["on"], "Willing to Sponsor": ["on"]},
        "filter_params": {
            "Posted Date": {"Any Date": "(none)", "Today": "filters.postedDate=ONE", "Last 3 Days": "filters.postedDate=THREE", "Last 7 Days": "filters.postedDate=SEVEN"},
            "Work Settings": {k: f"filters.workplaceTypes={v}" for k, v in WORK_CODES.items()} | {"_multiple": "pipe-separated: filters.workplaceTypes=Remote%7CHybrid"},
            "Employment Type": {k: f"filters.employmentType={v}" for k, v in TYPE_CODES.items()} | {"_multiple": "pipe-separated: filters.employmentType=FULLTIME%7CCONTRACTS"},
            "Easy Apply": {"on": "filters.easyApply=true"}, "Willing to Sponsor": {"on": "filters.willingToSponsor=true"},
        },
        "filter_semantics": "Today = posted/updated 0 days ago; Last 3 Days = <=3; Last 7 Days = <=7 (days of the age text, 'Yesterday' = 1). Work Settings matches work_mode; jobs whose card shows a bare city or 'No location provided' have work_mode null and match none of the three. Employment Type matches any of the job's types. Each filter change resets to page 1.",
        "search_semantics": "every word of q must appear in title, company, skills or description; location empty/'Remote'/'United States' keeps all, anything else must match the card's location text (its part before a comma).",
        "queries": queries,
        "jobs": {j["id"]: truth_job(j, pos[j["guid"]]) for j in jobs},
        "decoys": {
            "similar_jobs": {d["id"]: truth_job(d, -1) for d in decoys},
            "where": "the 'Similar Jobs' strip at the bottom of the split-view detail pane (desktop): 4 jobs of this pool (which 4: jobs[id].similar_jobs, by guid) in the SAME markup as results: div[role=list][aria-label='Job search results'] > div[role=listitem] > div[data-testid=job-card]. They are NOT results of the search. Their links go to their own /job-detail/<guid> pages (no split view).",
        },
        "split_view": {"width": ">= 1024px (lg)", "opens_by": "click anywhere on a card/grouped entry (stretched link, title link, body); logo/company links (new tab) and the save button do not open it",
                       "url": "pushState adds &jobId=<guid>; a direct load with jobId opens the pane; 'Close' (aria-label 'Close job details') removes it",
                       "pane": "section[aria-label='Job details'] with h2 title, company link, '<where> • <age>', chips, Apply Now (a target=_blank to the ATS) or Easy Apply (button: goes to /job-detail/<guid>?apply=easy which opens the modal), description, 'Similar Jobs'",
                       "narrow": "< 1024px: clicks follow the links to /job-detail/<guid>"},
        "forms": {"stackhire-apply": {
            "url": "/job-detail/<guid> of an easy_apply job", "opened_by": "button 'Easy Apply' (opens a modal dialog; ?apply=easy opens it on load)",
            "dialog": "div[role=dialog][aria-modal=true] labelled 'Apply to <title>'", "submit_text": "Submit",
            "transport": "fetch POST multipart/form-data to /__submit/stackhire-apply; the dialog then shows 'Application submitted'",
            "fields": [{"label": "First Name", "name": "firstName", "type": "text", "required": True},
                       {"label": "Last Name", "name": "lastName", "type": "text", "required": True},
                       {"label": "Email", "name": "email", "type": "email", "required": True},
                       {"label": "Phone", "name": "phone", "type": "tel", "required": True},
                       {"label": "Resume", "name": "resume", "type": "file", "required": True},
                       {"label": "(hidden)", "name": "jobId", "type": "hidden", "required": False, "value": "the job's guid"},
                       {"label": "(hidden)", "name": "positionId", "type": "hidden", "required": False, "value": "the job's id"}],
            "validation": "empty required field -> '<Label> is required' under it; bad email -> 'Enter a valid email address'; phone needs 10 digits -> 'Enter a valid phone number'",
            "success_text": "Application submitted"}},
        "companies": {c["name"]: {"uuid": c["uuid"], "kind": c["kind"], "url": company_href(c), "logo": bool(c["logo"]), "logo_alt": c["alt"]}
                      for c in companies.values()},
        "notes": ("US English. Everything on /jobs is rendered client-side from the __NEXT_DATA__ blob; the static HTML holds a spinner. "
                  "Markup has Tailwind utility classes only; hooks are data-testid, role and aria-*. Every card has an empty stretched link "
                  "(text ' ', tabindex=-1, aria-label 'View Details for <title> (<id>)') besides the title link: two links per job to the same href. "
                  "The employment-type and salary chips repeat the ids employmentType-label / salary-label on every card (duplicate ids, as the real build does), "
                  "so aria-labelledby resolves to the first card's chip. The '<where> • <age>' line is one <p> with React's <!-- --> text separators. "
                  "Logo <img> alt is the company name except Northwind Labs ('Northwind Labs, Inc.'); Quillstone Media, Harborview University, "
                  "Vantage Point IT Resources and Confidential Company have an initials tile (div, no img). Staffing agencies: Brightwell Staffing Group, "
                  "Vantage Point IT Resources, Summit Ridge Consulting LLC (the card's company is the agency). Confidential Company: 2 jobs, Easy Apply only. "
                  "Cookie banner (OneTrust-like, #onetrust-banner-sdk) fixed at the bottom until 'Accept All Cookies' or 'Reject All' (localStorage). "
                  "Save (heart) buttons toggle aria-pressed and show a 'Log in to save jobs' toast."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")


def main():
    companies, jobs, decoys = build()
    for d in ("job-detail", "company-profile", "assets/company-logos", "jobs"):
        p = HERE / d
        if p.exists() and d != "jobs":
            for f in sorted(p.rglob("*"), reverse=True):
                f.unlink() if f.is_file() else f.rmdir()
        p.mkdir(parents=True, exist_ok=True)
    for c in companies.values():
        if c["logo"]:
            (HERE / c["logo"].lstrip("/")).write_text(logo_svg(c))
    for j in jobs + decoys:
        out = HERE / "job-detail" / j["guid"] / "index.html"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(detail_page(j, j in decoys))
    for c in companies.values():
        out = HERE / "company-profile" / c["uuid"] / "index.html"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(company_page(c, [j for j in jobs + decoys if j["company"] is c]))
    idx = ('<li class="border-b border-zinc-200 py-3"><a class="font-semibold text-indigo-700" href="{h}">{n}</a></li>')
    (HERE / "company-profile" / "index.html").write_text(
        HEAD.format(title="Companies | StackHire") + '<body class="h-full bg-zinc-50 font-sans text-zinc-900 antialiased">' + header_html() +
        '<main class="mx-auto max-w-screen-lg px-4 py-8"><h1 class="mb-4 text-2xl font-bold">Companies hiring on StackHire</h1><ul role="list">' +
        "".join(idx.format(h=html.escape(company_href(c)), n=html.escape(c["name"])) for c in companies.values()) +
        "</ul></main>" + FOOTER + "</body></html>\n")
    (HERE / "jobs" / "index.html").write_text(jobs_page(companies, jobs, decoys))
    (HERE / "index.html").write_text(HOME.replace("{header}", header_html()))
    (HERE / "assets" / "favicon.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/>'
        '<path d="M8 10h16v3H8zm0 5h16v3H8zm0 5h10v3H8z" fill="#fff"/></svg>\n')
    write_truth(companies, jobs, decoys)
    sources = [p for p in HERE.rglob("*") if p.suffix in (".html", ".js") and p.is_file()]
    unknown = write_css(sources)
    if unknown:
        print("no CSS for:", " ".join(sorted(set(unknown))))
    print(f"{len(jobs)} jobs, {len(decoys)} similar-job decoys, {len(companies)} companies")


if __name__ == "__main__":
    main()
