#!/usr/bin/env python3
"""Generate LaunchList (startup job board, results grouped by company).

Writes assets/js/launchlist-data.js (the snapshot jobs.html renders from), the logos, the company pages,
the job pages and truth.json. Deterministic: a fixed seed and a fixed as-of date.

Run from anywhere: python3 make_data.py
"""
import datetime as dt
import html
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 29)
PAGE_SIZE = 12  # companies a page
START = "/jobs?role=software-engineer&remote=true"
rng = random.Random(20261129)

ROLES = [
    ("software-engineer", "Software Engineer"),
    ("product-designer", "Product Designer"),
    ("data-scientist", "Data Scientist"),
    ("product-manager", "Product Manager"),
]
STAGES = ["Bootstrapped", "Seed", "Series A", "Series B", "Series C+"]
SIZES = ["1-10", "11-50", "51-200", "201-500", "501+"]
JOB_TYPES = ["Full-time", "Contract", "Internship"]
SALARY_MIN = [("50000", "$50k+"), ("100000", "$100k+"), ("150000", "$150k+"), ("175000", "$175k+")]

# slug, name, pitch, stage, size, hiring, top investor, market, region, hq, colour, ats, n_remote_swe
COMPANIES = [
    ("northwind-robotics", "Northwind Robotics", "AI copilots for field technicians", "Series A", "51-200", True, "Sequoia", "Industrial AI", "US", "San Francisco, CA", "#2f6fed", "greenhouse", 5),
    ("pellucid-health", "Pellucid Health", "Clinical notes that write themselves", "Series B", "201-500", True, "General Catalyst", "Healthcare", "US", "Boston, MA", "#0f9d8a", "lever", 4),
    ("tandem", "Tandem", "Shared finances for couples", "Series C+", "201-500", False, "Ribbit Capital", "Fintech", "US", "New York, NY", "#e4572e", "ashby", 1),
    ("ledgerloop", "Ledgerloop", "Close the books in a day, not a week", "Seed", "11-50", True, None, "Fintech", "US", "New York, NY", "#6b4ce6", None, 2),
    ("brightwire", "Brightwire", "Grid-scale battery analytics", "Series A", "11-50", False, "Khosla Ventures", "Climate", "US", "Austin, TX", "#f2a81d", None, 3),
    ("quarry-labs", "Quarry Labs", "Data pipelines your analysts can own", "Seed", "1-10", True, None, "Developer Tools", "US", "Remote", "#3c4858", None, 1),
    ("haven-payroll", "Haven Payroll", "Payroll for global teams", "Series B", "201-500", True, "Accel", "Fintech", "EU", "Dublin, Ireland", "#1b998b", "greenhouse", 4),
    ("orbitly", "Orbitly", "Satellite imagery APIs for agriculture", "Series A", "51-200", False, None, "Climate", "US", "Denver, CO", "#334e9c", None, 2),
    ("cobalt-and-pine", "Cobalt & Pine", "Carbon accounting for manufacturers", "Seed", "11-50", True, "Y Combinator", "Climate", "EU", "Berlin, Germany", "#2e7d32", None, 2),
    ("fernweh-travel", "Fernweh Travel", "Group trips, planned by AI", "Series A", "11-50", False, None, "Consumer", "EU", "Berlin, Germany", "#c2185b", None, 3),
    ("kitestring", "Kitestring", "Incident response for platform teams", "Series B", "51-200", True, "Index Ventures", "Developer Tools", "US", "Seattle, WA", "#5e35b1", "lever", 5),
    ("mosaic-learning", "Mosaic Learning", "Tutoring marketplace for K-12 families", "Series A", "51-200", False, None, "Education", "US", "Chicago, IL", "#ef6c00", None, 2),
    ("parcelwise", "Parcelwise", "Returns logistics for DTC brands", "Series B", "51-200", True, None, "E-commerce", "US", "Los Angeles, CA", "#00838f", "ashby", 1),
    ("lumen-legal", "Lumen Legal", "Contract review for in-house legal teams", "Seed", "11-50", False, "Y Combinator", "Legal", "US", "New York, NY", "#8d6e63", None, 2),
    ("driftwood-games", "Driftwood Games", "Cozy multiplayer games for busy adults", "Series A", "11-50", True, None, "Gaming", "EU", "Amsterdam, Netherlands", "#7cb342", None, 4),
    ("stacksmith", "Stacksmith", "Internal tools on autopilot", "Seed", "1-10", True, None, "Developer Tools", "US", "San Francisco, CA", "#455a64", None, 3),
    ("verdant-bio", "Verdant Bio", "Lab automation for protein design", "Series B", "51-200", False, "a16z", "Biotech", "US", "South San Francisco, CA", "#43a047", "greenhouse", 2),
    ("atlas-freight", "Atlas Freight", "The freight marketplace for Europe", "Series C+", "501+", True, None, "Logistics", "EU", "Amsterdam, Netherlands", "#1e88e5", "greenhouse", 1),
    ("nimbus-notes", "Nimbus Notes", "The notebook for engineering teams", "Series A", "11-50", False, None, "Developer Tools", "EU", "London, UK", "#6d4c41", None, 3),
    ("clearpath-insurance", "Clearpath Insurance", "Embedded insurance APIs", "Series B", "51-200", True, "Ribbit Capital", "Fintech", "US", "Chicago, IL", "#00897b", "lever", 2),
    ("hearth-home", "Hearth Home", "Home repairs, booked in two taps", "Bootstrapped", "11-50", False, None, "Consumer", "US", "Portland, OR", "#d84315", None, 1),
    ("signalroom", "Signalroom", "Real-time coaching for sales calls", "Seed", "11-50", True, None, "Sales Tech", "US", "Remote", "#3949ab", None, 2),
    ("tidepool-security", "Tidepool Security", "Secrets scanning for monorepos", "Series A", "11-50", False, "Sequoia", "Security", "US", "Washington, DC", "#546e7a", None, 2),
    ("grove-commerce", "Grove Commerce", "Headless checkout for marketplaces", "Series C+", "501+", True, None, "Fintech", "US", "New York, NY", "#558b2f", "ashby", 1),
]
assert sum(c[-1] for c in COMPANIES) == 58, sum(c[-1] for c in COMPANIES)

FEATURED = [  # carousel decoys: company cards with no job rows
    ("quillmate", "Quillmate", "Writing assistant for grant applications", "Seed", "11-50", "#9c27b0"),
    ("harborlight-energy", "Harborlight Energy", "Offshore wind, financed by the community", "Series B", "51-200", "#0277bd"),
    ("vantage-loop", "Vantage Loop", "Customer interviews, summarized", "Series A", "11-50", "#ff7043"),
]
HIRING_NOW = [  # "Hiring now in Fintech" decoys: job-looking links to other searches
    ("Senior Payments Engineer", "Ledgerly", "/jobs?role=software-engineer&market=fintech&ref=hiring_now"),
    ("Risk Data Scientist", "Copperline", "/jobs?role=data-scientist&market=fintech&ref=hiring_now"),
    ("Product Manager, Cards", "Moneta", "/jobs?role=product-manager&market=fintech&ref=hiring_now"),
    ("Founding Designer", "Pennywise", "/jobs?role=product-designer&market=fintech&ref=hiring_now"),
]

SWE_TITLES = [
    "Senior Backend Engineer", "Founding Engineer", "Staff ML Engineer (Ranking)", "Full Stack Engineer",
    "Senior Frontend Engineer (React)", "Platform Engineer", "Software Engineer, Infrastructure",
    "iOS Engineer", "Android Engineer", "Senior Software Engineer, Payments", "Backend Engineer (Go)",
    "Software Engineer II", "Staff Software Engineer", "Machine Learning Engineer", "Data Engineer",
    "Site Reliability Engineer", "Engineering Manager, Core Product", "Software Engineer, Growth",
    "Senior Full Stack Engineer (TypeScript)", "Security Engineer", "Founding Frontend Engineer",
    "Software Engineer, Developer Experience", "Senior Rust Engineer", "Software Engineering Intern (Summer 2027)",
    "Backend Engineer, Integrations", "Senior Mobile Engineer (React Native)", "Applied AI Engineer",
    "Software Engineer, Search", "Principal Engineer", "Graphics Engineer",
]
OTHER_TITLES = {
    "product-designer": ["Product Designer", "Senior Product Designer", "Founding Designer"],
    "data-scientist": ["Data Scientist", "Senior Data Scientist, Experimentation", "Data Scientist (Pricing)"],
    "product-manager": ["Product Manager", "Senior Product Manager, Platform", "Group Product Manager"],
}
US_REMOTE_PLACES = ["Remote (US)", "{hq} • Remote", "Remote (US) • {hq}", "Remote (Americas)", "New York City / Remote", "Remote"]
EU_REMOTE_PLACES = ["Remote • Europe", "{hq}", "{hq} • Remote", "Remote (EU timezones)", "Remote • Europe"]


def slugify(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower().replace("&", "and")).strip("-")


def posted_text(days, reposted):
    word = "Reposted" if reposted else "Posted"
    if days == 0:
        return f"{word} today"
    if days == 1:
        return f"{word} yesterday"
    if days < 7:
        return f"{word} {days} days ago"
    if days < 14:
        return f"{word} 1 week ago"
    if days < 30:
        return f"{word} {days // 7} weeks ago"
    return f"{word} 1 month ago"


def make_pay(region, title, jtype):
    """Returns (text or None, min in thousands or None)."""
    if rng.random() < 0.16:
        return None, None
    if jtype == "Internship":
        return ("$45/hr" if region == "US" else "€2.5k/mo"), None
    cur = "$" if region == "US" else "€"
    lo = rng.choice([110, 120, 130, 140, 150, 160, 170, 180]) if region == "US" else rng.choice([60, 65, 70, 75, 80, 90])
    if "Staff" in title or "Principal" in title or "Manager" in title:
        lo += 40 if region == "US" else 20
    if "Founding" in title:
        lo -= 10
    hi = lo + (rng.choice([30, 40, 50]) if region == "US" else rng.choice([15, 20, 25]))
    text = f"{cur}{lo}k – {cur}{hi}k"
    if jtype == "Contract":
        return text, lo
    r = rng.random()
    if r < 0.55:
        e_lo = rng.choice(["0.05%", "0.1%", "0.2%", "0.25%", "0.5%"])
        e_hi = {"0.05%": "0.15%", "0.1%": "0.25%", "0.2%": "0.5%", "0.25%": "0.75%", "0.5%": "1.5%"}[e_lo]
        if "Founding" in title:
            e_lo, e_hi = "0.5%", "1.5%"
        text += f" • {e_lo} – {e_hi}"
    elif r < 0.8:
        text += " • No equity"
    return text, lo


def ats_url(ats, cslug, jid, title):
    short = cslug.replace("-", "")
    if ats == "greenhouse":
        return f"https://boards.greenhouse.io/{short}/jobs/{4100000 + jid % 900000}"
    if ats == "lever":
        h = f"{jid * 2654435761 % (16 ** 8):08x}"
        return f"https://jobs.lever.co/{short}/{h}-{jid % 10000:04x}-4c1d-9e2a-{jid * 97 % (16 ** 12):012x}"
    h = f"{jid * 40503 % (16 ** 8):08x}"
    return f"https://jobs.ashbyhq.com/{short}/{h}-7a2b-4f0e-b1c3-{jid * 131 % (16 ** 12):012x}/application"


def build():
    companies, jobs = [], []
    next_id = 2894001
    used_titles = set()
    ext_budget = 12  # a fifth of the 58 start jobs apply on the company site
    for ci, (slug, name, pitch, stage, size, hiring, investor, market, region, hq, colour, ats, n) in enumerate(COMPANIES):
        badges = [stage, f"{size} employees"]
        if hiring:
            badges.append("Actively hiring")
        if investor:
            badges.append(f"Top investor: {investor}")
        c = dict(slug=slug, name=name, pitch=pitch, stage=stage, size=size, badges=badges, market=market,
                 region=region, hq=hq, colour=colour, ats=ats, logo=f"/assets/logos/{slug}.svg",
                 url=f"/company/{slug}", rank=ci + 1)
        companies.append(c)
        specs = [("software-engineer", True)] * n
        if ci % 3 == 0:
            specs.append(("software-engineer", False))  # on-site only: shows when "Remote only" is off
        if ci % 4 == 1:
            specs.append((list(OTHER_TITLES)[ci % 3], ci % 8 == 1))
        for k, (role, remote) in enumerate(specs):
            if role == "software-engineer":
                pool = [t for t in SWE_TITLES if (t, slug) not in used_titles]
                if ci == 0 and k == 0:
                    title = "Senior Backend Engineer"
                elif ci == 1 and k == 0:
                    title = "Staff ML Engineer (Ranking)"
                elif ci == 3 and k == 0:
                    title = "Founding Engineer"
                else:
                    title = rng.choice(pool)
            else:
                title = rng.choice(OTHER_TITLES[role])
            used_titles.add((title, slug))
            jtype = "Internship" if "Intern" in title else ("Contract" if rng.random() < 0.12 else "Full-time")
            if remote:
                pl = rng.choice(US_REMOTE_PLACES if region == "US" else EU_REMOTE_PLACES)
                place = pl.format(hq=hq if hq != "Remote" else "San Francisco, CA")
                if place == "Remote":
                    place = "Remote (US)"
            else:
                place = hq if hq != "Remote" else "San Francisco, CA"
            pay, pay_min = make_pay(region, title, jtype)
            days = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 8, 10, 12, 15, 18, 21, 26, 33])
            reposted = rng.random() < 0.12
            jid = next_id
            next_id += rng.choice([17, 23, 41, 58, 112])
            jslug = slugify(title)
            url = f"/company/{slug}/jobs/{jid}-{jslug}"
            external = False
            if ats and role == "software-engineer" and remote and ext_budget > 0 and rng.random() < 0.6:
                external = True
                ext_budget -= 1
            jobs.append(dict(
                id=str(jid), title=title, company=name, company_slug=slug, location=place, remote=remote,
                role=role, salary=pay, salary_min_k=pay_min, job_type=jtype,
                posted=posted_text(days, reposted), posted_date=(AS_OF - dt.timedelta(days=days)).isoformat(),
                reposted=reposted, url=url, slug=jslug,
                apply_type="external" if external else "easy_apply",
                apply_url=ats_url(ats, slug, jid, title) if external else url,
            ))
    # a few rows written exactly as in the brief's examples
    j = jobs[0]  # Northwind Robotics, Senior Backend Engineer
    j.update(salary="$150k – $190k • 0.1% – 0.25%", salary_min_k=150, job_type="Full-time",
             posted=posted_text(3, False), posted_date=(AS_OF - dt.timedelta(days=3)).isoformat(), reposted=False)
    j = next(x for x in jobs if x["company_slug"] == "fernweh-travel")
    j.update(location="Berlin, Germany", salary="€70k – €90k", salary_min_k=70)
    # top up external jobs so exactly 12 of the 58 start jobs are external
    start = [j for j in jobs if j["role"] == "software-engineer" and j["remote"]]
    n_ext = sum(j["apply_type"] == "external" for j in start)
    for j in start[::-1]:
        if n_ext >= 12:
            break
        if j["apply_type"] == "easy_apply" and int(j["id"]) % 2 == 0:
            ats = rng.choice(["greenhouse", "lever", "ashby"])
            j["apply_type"], j["apply_url"] = "external", ats_url(ats, j["company_slug"], int(j["id"]), j["title"])
            n_ext += 1
    return companies, jobs


def logo_svg(name, colour):
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", name)[:2]).upper()
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="12" fill="{colour}"/>'
            f'<text x="32" y="41" font-family="Helvetica,Arial,sans-serif" font-size="24" font-weight="700" '
            f'fill="#fff" text-anchor="middle">{initials}</text></svg>\n')


E = html.escape

HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="/assets/img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/css/app.css">
</head>
<body class="antialiased">
<div id="__next">
<header class="styles_navbar__Qm2Lx" data-test="Navbar">
  <div class="styles_navInner__b81Hs">
    <a href="/" class="styles_brand__9sKpe" aria-label="LaunchList home"><img src="/assets/img/launchlist.svg" alt="" width="26" height="26"><span>LaunchList</span></a>
    <nav class="styles_navLinks__ZP0x2" aria-label="Main">
      <a href="/jobs?role=software-engineer&amp;remote=true" class="styles_navLink__wq4X1">Jobs</a>
      <a href="/companies" class="styles_navLink__wq4X1">Companies</a>
      <a href="/salaries" class="styles_navLink__wq4X1">Salaries</a>
      <a href="/recruit" class="styles_navLink__wq4X1">For recruiters</a>
    </nav>
    <div class="styles_navRight__T4dVm"><a href="/login" class="styles_navLink__wq4X1">Log in</a><a href="/join" class="styles_btnPrimary__Hk2nA styles_sm__P1x0a">Sign up</a></div>
  </div>
</header>
"""
FOOT = """<footer class="styles_footer__m3Qwe">
  <div class="styles_footerInner__H8sQ1">
    <div><img src="/assets/img/launchlist.svg" alt="" width="20" height="20"> <strong>LaunchList</strong><p class="text-gray-600">Jobs at startups that are going places.</p></div>
    <div><h4>Candidates</h4><a href="/jobs?role=software-engineer&amp;remote=true">Remote software jobs</a><a href="/companies">Browse companies</a><a href="/salaries">Startup salaries</a></div>
    <div><h4>Companies</h4><a href="/recruit">Post a job</a><a href="/recruit">Pricing</a></div>
    <div><h4>LaunchList</h4><a href="/about">About</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></div>
  </div>
  <p class="styles_copy__Lr0pX">© 2026 LaunchList, Inc.</p>
</footer>
</div>
<div class="styles_cookieBar__c8Zt1" id="cookie-bar" hidden>
  <p>We use cookies to keep you signed in and to understand how LaunchList is used. <a href="/privacy">Learn more</a></p>
  <div><button type="button" class="styles_btnSecondary__p2Tq0 styles_sm__P1x0a" data-cookie="reject">Reject non-essential</button><button type="button" class="styles_btnPrimary__Hk2nA styles_sm__P1x0a" data-cookie="accept">Accept all</button></div>
</div>
{scripts}
</body>
</html>
"""


def badge_html(b):
    cls = "styles_badge__v2XkP"
    if b == "Actively hiring":
        cls += " styles_badgeGreen__1pFfA"
    elif b.startswith("Top investor"):
        cls += " styles_badgeBlue__Wc0qm"
    return f'<span class="{cls}">{E(b)}</span>'


def company_page(c, cjobs):
    rows = []
    for j in cjobs:
        rows.append(
            f'<li class="styles_companyJob__Zr7uN"><a href="{E(j["url"])}" class="styles_jobLink__Kd93a">{E(j["title"])}</a>'
            f'<span class="text-gray-600"> · {E(j["location"])} · {E(j["job_type"])}</span></li>')
    body = f"""<main class="styles_main__P3kQ1 styles_narrow__Vb2s0">
  <div class="styles_companyHero__Nn5aU">
    <img src="{c['logo']}" alt="{E(c['name'])}" width="72" height="72" class="styles_logoLg__t3J0e">
    <div><h1 class="text-2xl font-semibold">{E(c['name'])}</h1><p class="text-gray-700">{E(c['pitch'])}</p>
    <div class="styles_badges__8dKq2">{''.join(badge_html(b) for b in c['badges'])}</div></div>
  </div>
  <section><h2 class="styles_sectionTitle__R1zq0">About {E(c['name'])}</h2>
  <p>{E(c['name'])} is a {E(c['stage'])} company in {E(c['market'].lower())} with {E(c['size'])} employees, headquartered in {E(c['hq'])}. {E(c['pitch'])}.</p></section>
  <section><h2 class="styles_sectionTitle__R1zq0">Open jobs ({len(cjobs)})</h2>
  {'<ul class="styles_companyJobs__Fz0a2">' + ''.join(rows) + '</ul>' if rows else '<p class="text-gray-600">No open jobs right now. Follow the company to hear when they are hiring.</p>'}
  </section>
  <p><a href="/jobs?role=software-engineer&amp;remote=true">← Back to search</a></p>
</main>
"""
    return HEAD.format(title=f"{E(c['name'])} – Careers, Funding &amp; Jobs | LaunchList") + body + FOOT.format(
        scripts='<script src="/assets/js/common.js"></script>')


ABOUT_ROLE = [
    "We are a small team shipping quickly, and the {title} will own meaningful parts of the product from day one.",
    "You will work closely with our founders and a handful of engineers who care about craft, clear writing and calm on-call.",
]
DUTIES = [
    "Design, build and run services that our customers rely on every day",
    "Pair with product and design to turn rough ideas into shipped features",
    "Improve our testing, deployment and observability tooling",
    "Mentor teammates through code review and design docs",
    "Talk to customers: we all do support rotations once a quarter",
]


def job_page(j, c):
    ext = j["apply_type"] == "external"
    if ext:
        apply_ctl = (f'<a class="styles_btnPrimary__Hk2nA styles_applyButton__Yq0cB" href="{E(j["apply_url"])}" '
                     f'target="_blank" rel="noopener noreferrer" data-test="ApplyExternal">Apply on company website '
                     f'<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M4 1h7v7M11 1 4.5 7.5M9 7v4H1V3h4" fill="none" stroke="currentColor" stroke-width="1.4"/></svg></a>')
    else:
        apply_ctl = (f'<button type="button" class="styles_btnPrimary__Hk2nA styles_applyButton__Yq0cB" data-test="Apply" '
                     f'data-apply-job="{j["id"]}">Apply</button>')
    pay = f'<li><span class="styles_metaLabel__a8Kq1">Compensation</span><span>{E(j["salary"])}</span></li>' if j["salary"] else ""
    about = " ".join(p.format(title=j["title"]) for p in ABOUT_ROLE)
    duties = "".join(f"<li>{E(d)}</li>" for d in rng.sample(DUTIES, 4))
    body = f"""<main class="styles_main__P3kQ1 styles_narrow__Vb2s0" data-job-id="{j['id']}">
  <nav class="styles_crumbs__J2m1x" aria-label="Breadcrumb"><a href="/jobs?role=software-engineer&amp;remote=true">Jobs</a> / <a href="{c['url']}">{E(c['name'])}</a> / <span>{E(j['title'])}</span></nav>
  <div class="styles_jobCompanyHeader__Pd1sX">
    <a href="{c['url']}"><img src="{c['logo']}" alt="{E(c['name'])}" width="48" height="48" class="styles_logo__W1qzR"></a>
    <div><a href="{c['url']}" class="styles_companyName__G4fTr">{E(c['name'])}</a><div class="text-gray-600 text-sm">{E(c['pitch'])}</div>
    <div class="styles_badges__8dKq2">{''.join(badge_html(b) for b in c['badges'][:2])}</div></div>
  </div>
  <div class="styles_jobHeader__Ls7eN">
    <h1 class="text-2xl font-semibold">{E(j['title'])}</h1>
    <div class="styles_jobHeaderActions__s8Vbq"><button type="button" class="styles_btnSecondary__p2Tq0" data-save="{j['id']}" aria-pressed="false">Save</button>{apply_ctl}</div>
  </div>
  <ul class="styles_jobMeta__Xo9sD">
    <li><span class="styles_metaLabel__a8Kq1">Location</span><span>{E(j['location'])}</span></li>
    {pay}
    <li><span class="styles_metaLabel__a8Kq1">Job type</span><span>{E(j['job_type'])}</span></li>
    <li><span class="styles_metaLabel__a8Kq1">Posted</span><span>{E(j['posted'])}</span></li>
  </ul>
  <section class="styles_description__Gm4Wd">
    <h2 class="styles_sectionTitle__R1zq0">About the role</h2>
    <p>{E(about)}</p>
    <p>{E(c['name'])} builds {E(c['pitch'][0].lower() + c['pitch'][1:])}. We are {E(c['stage'])}-funded and {E(c['size'])} people strong.</p>
    <h2 class="styles_sectionTitle__R1zq0">What you'll do</h2>
    <ul>{duties}</ul>
    <h2 class="styles_sectionTitle__R1zq0">Benefits</h2>
    <ul><li>Health, dental and vision</li><li>Home-office budget</li><li>Two team off-sites a year</li></ul>
  </section>
  <div class="styles_bottomApply__K0zPw">{apply_ctl}</div>
</main>
"""
    return HEAD.format(title=f"{E(j['title'])} at {E(c['name'])} | LaunchList") + body + FOOT.format(
        scripts='<script src="/assets/js/launchlist-data.js"></script>\n<script src="/assets/js/common.js"></script>\n<script src="/assets/js/apply.js"></script>')


JOBS_MAIN = """<main class="styles_main__P3kQ1" data-test="SearchResults">
  <form id="search-form" class="styles_searchBar__Tz8cU" role="search" autocomplete="off">
    <div class="styles_combo__Wm1bN">
      <label for="role-input" class="styles_fieldLabel__E0q2s">Role</label>
      <input id="role-input" class="styles_input__Hn5vY" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="role-listbox" placeholder="Search roles" value="Software Engineer">
      <ul id="role-listbox" class="styles_listbox__Ke4Ao" role="listbox" aria-label="Roles" hidden></ul>
    </div>
    <div class="styles_locField__D2bXu">
      <label for="location-input" class="styles_fieldLabel__E0q2s">Location</label>
      <input id="location-input" class="styles_input__Hn5vY" type="text" name="location" placeholder="City, country or &quot;Europe&quot;">
    </div>
    <div class="styles_switchWrap__Ap5qB">
      <button type="button" id="remote-switch" class="styles_switch__Yb0cP" role="switch" aria-checked="true" aria-labelledby="remote-label"><span class="styles_knob__Vw1sE"></span></button>
      <span id="remote-label" class="styles_switchLabel__R3nHc">Remote only</span>
    </div>
    <button type="button" id="filters-button" class="styles_btnSecondary__p2Tq0" aria-haspopup="dialog" aria-expanded="false" aria-controls="filters-sheet">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" stroke-width="2" fill="none"/></svg> Filters</button>
    <button type="submit" class="styles_btnPrimary__Hk2nA">Search</button>
  </form>
  <div class="styles_resultsHead__Bq2Lx">
    <h1 id="results-heading" class="text-xl font-semibold">Software Engineer jobs</h1>
    <p id="result-count" class="styles_resultCount__Zm8Qa" aria-live="polite"></p>
  </div>
  <div class="styles_layout__Cj3Vr">
    <div id="results" class="styles_results__Fk9Pz"></div>
    <aside class="styles_sidebar__Hs1Ty">
      <div class="styles_promoCard__Rt4Wq"><h3>Get matched, not spammed</h3><p>Tell us what you want and startups reach out to you.</p><a href="/join" class="styles_btnPrimary__Hk2nA styles_sm__P1x0a">Create a profile</a></div>
      <div class="styles_promoCard__Rt4Wq"><h3>Salary data</h3><p>See what engineers earn at seed to Series C startups.</p><a href="/salaries">Explore salaries →</a></div>
    </aside>
  </div>
  <div id="pager"></div>
</main>
<div id="sheet-backdrop" class="styles_backdrop__Rr2aV" hidden></div>
<div id="filters-sheet" class="styles_sheet__Jd8Pn" role="dialog" aria-modal="true" aria-labelledby="filters-title" hidden>
  <div class="styles_sheetHead__Ee1Yc"><h2 id="filters-title">Filters</h2><button type="button" id="filters-close" class="styles_close__Vv0aT" aria-label="Close filters">×</button></div>
  <div id="filters-body" class="styles_sheetBody__Xh2Nn"></div>
  <div class="styles_sheetFoot__Gq5Lm"><button type="button" id="filters-reset" class="styles_btnSecondary__p2Tq0">Reset</button><button type="button" id="filters-apply" class="styles_btnPrimary__Hk2nA">Apply filters</button></div>
</div>
<div id="drawer-backdrop" class="styles_backdrop__Rr2aV" hidden></div>
<aside id="apply-drawer" class="styles_drawer__Mb4Ve" role="dialog" aria-modal="true" aria-labelledby="drawer-title" hidden></aside>
"""

INDEX_MAIN = """<main class="styles_main__P3kQ1">
  <section class="styles_hero__Ty6Gb">
    <h1>Find what's next at a startup</h1>
    <p>130,000+ jobs at startups that are hiring now. One profile, no recruiters in between.</p>
    <a class="styles_btnPrimary__Hk2nA" href="/jobs?role=software-engineer&amp;remote=true">Browse remote software jobs</a>
    <a class="styles_btnSecondary__p2Tq0" href="/companies">Browse companies</a>
  </section>
  <section class="styles_popular__Lk2Qa"><h2>Popular searches</h2><ul>
    <li><a href="/jobs?role=software-engineer&amp;remote=true">Remote Software Engineer jobs</a></li>
    <li><a href="/jobs?role=software-engineer">Software Engineer jobs</a></li>
    <li><a href="/jobs?role=product-designer&amp;remote=true">Remote Product Designer jobs</a></li>
    <li><a href="/jobs?role=data-scientist">Data Scientist jobs</a></li>
    <li><a href="/jobs?role=product-manager">Product Manager jobs</a></li>
  </ul></section>
</main>
"""


def simple_page(title, heading, text):
    body = (f'<main class="styles_main__P3kQ1 styles_narrow__Vb2s0"><h1 class="text-2xl font-semibold">{E(heading)}</h1>'
            f'<p>{text}</p><p><a href="/jobs?role=software-engineer&amp;remote=true">Browse jobs →</a></p></main>\n')
    return HEAD.format(title=E(title) + " | LaunchList") + body + FOOT.format(scripts='<script src="/assets/js/common.js"></script>')


def write_static_pages(companies):
    (HERE / "jobs.html").write_text(HEAD.format(title="Software Engineer jobs at startups | LaunchList") + JOBS_MAIN + FOOT.format(
        scripts='<script src="/assets/js/launchlist-data.js"></script>\n<script src="/assets/js/common.js"></script>\n'
                '<script src="/assets/js/apply.js"></script>\n<script src="/assets/js/jobs.js"></script>'))
    (HERE / "index.html").write_text(HEAD.format(title="LaunchList – Startup jobs") + INDEX_MAIN + FOOT.format(scripts='<script src="/assets/js/common.js"></script>'))
    items = "".join(f'<li><img src="{c["logo"]}" alt="{E(c["name"])}" width="24" height="24"> <a href="{c["url"]}">{E(c["name"])}</a> – {E(c["pitch"])}</li>' for c in companies)
    (HERE / "companies.html").write_text(simple_page("Companies", "Startups hiring on LaunchList", "Browse the companies hiring right now.</p><ul class=\"styles_companyJobs__Fz0a2\">" + items + "</ul><p>"))
    for name, title, heading, text in [
        ("salaries", "Startup salaries", "Startup salaries", "Salary and equity data from 40,000 startup offers. Sign up to see the numbers."),
        ("recruit", "For recruiters", "Hire with LaunchList", "Post jobs for free and reach engineers who want to work at startups."),
        ("login", "Log in", "Log in", "Logging in is not available in this demo."),
        ("join", "Sign up", "Create your profile", "Sign-up is not available in this demo."),
        ("about", "About", "About LaunchList", "LaunchList connects people with startups that are hiring."),
        ("privacy", "Privacy", "Privacy policy", "We use cookies to keep you signed in and to measure how the site is used."),
        ("terms", "Terms", "Terms of service", "By using LaunchList you agree to these terms."),
    ]:
        (HERE / f"{name}.html").write_text(simple_page(title, heading, text))


def query(jobs, companies, role="software-engineer", remote=True, job_type=None, size=None, stage=None,
          min_k=None, location=None, market=None):
    cmap = {c["slug"]: c for c in companies}
    out = []
    for j in jobs:
        c = cmap[j["company_slug"]]
        if j["role"] != role or (remote and not j["remote"]):
            continue
        if job_type and j["job_type"] not in job_type:
            continue
        if size and c["size"] not in size:
            continue
        if stage and c["stage"] not in stage:
            continue
        if min_k is not None and (j["salary_min_k"] is None or j["salary_min_k"] < min_k):
            continue
        if location and location.lower() not in j["location"].lower():
            continue
        if market and c["market"].lower() != market:
            continue
        out.append(j)
    order = {c["slug"]: c["rank"] for c in companies}
    out.sort(key=lambda j: order[j["company_slug"]])  # stable: row order inside a company kept
    return out


def main():
    companies, jobs = build()
    cmap = {c["slug"]: c for c in companies}
    (HERE / "assets/logos").mkdir(parents=True, exist_ok=True)
    for c in companies:
        (HERE / "assets/logos" / f"{c['slug']}.svg").write_text(logo_svg(c["name"], c["colour"]))
    for slug, name, pitch, stage, size, colour in FEATURED:
        (HERE / "assets/logos" / f"{slug}.svg").write_text(logo_svg(name, colour))
    data = {
        "asOf": AS_OF.isoformat(), "pageSize": PAGE_SIZE, "roles": ROLES, "stages": STAGES, "sizes": SIZES,
        "jobTypes": JOB_TYPES, "salaryMin": SALARY_MIN,
        "companies": [{k: c[k] for k in ("slug", "name", "pitch", "stage", "size", "badges", "market", "logo", "url", "rank")} for c in companies],
        "jobs": [{k: j[k] for k in ("id", "title", "company_slug", "location", "remote", "role", "salary", "salary_min_k", "job_type", "posted", "url", "apply_type", "apply_url")} for j in jobs],
        "featured": [dict(slug=s, name=n, pitch=p, badges=[st, f"{sz} employees"], logo=f"/assets/logos/{s}.svg", url=f"/company/{s}") for s, n, p, st, sz, _ in FEATURED],
        "hiringNow": [dict(title=t, company=co, url=u) for t, co, u in HIRING_NOW],
    }
    (HERE / "assets/js").mkdir(parents=True, exist_ok=True)
    (HERE / "assets/js/launchlist-data.js").write_text(
        "/* LaunchList search snapshot, generated by make_data.py */\nwindow.__LL_DATA__ = " + json.dumps(data, ensure_ascii=False, indent=0) + ";\n")

    # pages: /company/<slug> (both company/<slug>.html and company/<slug>/index.html), job pages
    for c in companies:
        cj = [j for j in jobs if j["company_slug"] == c["slug"]]
        page = company_page(c, cj)
        (HERE / "company" / c["slug"] / "jobs").mkdir(parents=True, exist_ok=True)
        (HERE / "company" / f"{c['slug']}.html").write_text(page)
        (HERE / "company" / c["slug"] / "index.html").write_text(page)
        for j in cj:
            (HERE / "company" / c["slug"] / "jobs" / f"{j['id']}-{j['slug']}.html").write_text(job_page(j, c))
    for slug, name, pitch, stage, size, colour in FEATURED:
        fc = dict(slug=slug, name=name, pitch=pitch, stage=stage, size=size, badges=[stage, f"{size} employees"],
                  market="startups", hq="San Francisco, CA", logo=f"/assets/logos/{slug}.svg", url=f"/company/{slug}")
        page = company_page(fc, [])
        (HERE / "company" / slug).mkdir(parents=True, exist_ok=True)
        (HERE / "company" / f"{slug}.html").write_text(page)
        (HERE / "company" / slug / "index.html").write_text(page)

    write_static_pages(companies)

    # truth
    start = query(jobs, companies)
    assert len(start) == 58
    start_companies = []
    for j in start:
        if j["company_slug"] not in start_companies:
            start_companies.append(j["company_slug"])
    assert len(start_companies) == 24
    page_of = {s: 1 + i // PAGE_SIZE for i, s in enumerate(start_companies)}

    def collapsed(slug, ids):
        return ids[2:] if len(ids) >= 4 else []

    by_co = {s: [j["id"] for j in start if j["company_slug"] == s] for s in start_companies}
    truth_jobs = {}
    for j in start:
        c = cmap[j["company_slug"]]
        ids = by_co[c["slug"]]
        idx = ids.index(j["id"])
        truth_jobs[j["id"]] = dict(
            id=j["id"], title=j["title"], company=c["name"], location=j["location"], salary=j["salary"],
            job_type=j["job_type"], posted=j["posted"], posted_date=j["posted_date"], work_mode="remote",
            url=j["url"], detail_url=j["url"], apply_type=j["apply_type"],
            apply_control=("'Apply' button (row: opens the application drawer; job page: opens the form)" if j["apply_type"] == "easy_apply"
                           else "'Apply' on the row opens the drawer with an 'Apply on company website' link; the job page has 'Apply on company website'"),
            apply_url=j["apply_url"],
            company_block={"company": c["name"], "company_url": c["url"], "page": page_of[c["slug"]],
                           "block_position": start_companies.index(c["slug"]) % PAGE_SIZE + 1,
                           "row_position": idx + 1, "rows_in_block": len(ids),
                           "hidden_until_more_jobs": j["id"] in collapsed(c["slug"], ids)},
        )
    others = {}
    for j in jobs:
        if j["id"] in truth_jobs:
            continue
        c = cmap[j["company_slug"]]
        others[j["id"]] = dict(id=j["id"], title=j["title"], company=c["name"], location=j["location"], salary=j["salary"],
                               job_type=j["job_type"], posted=j["posted"], role=j["role"], remote=j["remote"], url=j["url"],
                               apply_type=j["apply_type"], apply_url=j["apply_url"])

    def ids(lst):
        return [j["id"] for j in lst]

    def q(url, desc, lst):
        cos = []
        for j in lst:
            if cmap[j["company_slug"]]["name"] not in cos:
                cos.append(cmap[j["company_slug"]]["name"])
        return dict(url=url, description=desc, ids=ids(lst), count=len(lst), companies=len(cos))

    counts = {
        "Job type": {t: len(query(jobs, companies, job_type=[t])) for t in JOB_TYPES},
        "Company size": {s: len(query(jobs, companies, size=[s])) for s in SIZES},
        "Funding stage": {s: len(query(jobs, companies, stage=[s])) for s in STAGES},
        "Salary at least": {lbl: len(query(jobs, companies, min_k=int(v) // 1000)) for v, lbl in SALARY_MIN},
    }
    jt_slug = {"Full-time": "full-time", "Contract": "contract", "Internship": "internship"}
    st_slug = {s: slugify(s.replace("+", "-plus")) for s in STAGES}
    truth = {
        "site": "startup_jobs_grouped",
        "platform_like": "Wellfound (AngelList Talent) / YC Work at a Startup / Otta: startup job search with results grouped by company",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": START,
        "company": None,
        "page_size": PAGE_SIZE,
        "page_size_unit": "companies (each company block holds 1 to 5 job rows)",
        "total_jobs": len(start),
        "total_companies": len(start_companies),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {
            "param": "page", "pages": 2, "unit": "company blocks, 12 a page",
            "container": "nav[aria-label=\"Pagination\"]", "next_text": "Next", "prev_text": "Previous",
            "page_2_url": START + "&page=2",
            "per_page": {str(p): {"companies": [cmap[s]["name"] for s in start_companies if page_of[s] == p],
                                  "ids": [j["id"] for j in start if page_of[j["company_slug"]] == p]} for p in (1, 2)},
        },
        "grouped_by_company": True,
        "more_jobs_button": {
            "text": "+N more jobs (button, data-test=ExpandJobs); rows beyond the first 2 of a company with 4 or more matching jobs are not in the DOM until it is clicked; then it reads 'Show fewer jobs'",
            "blocks": {cmap[s]["name"]: {"text": f"+{len(collapsed(s, by_co[s]))} more jobs", "hidden_ids": collapsed(s, by_co[s])}
                       for s in start_companies if collapsed(s, by_co[s])},
        },
        "filters": {
            "Role": [r[1] for r in ROLES],
            "Remote only": ["on", "off"],
            "Location": "free text (substring of the job's place)",
            "Job type": JOB_TYPES, "Company size": SIZES, "Funding stage": STAGES,
            "Salary at least": ["Any"] + [lbl for _, lbl in SALARY_MIN],
        },
        "filter_params": {
            "Role": {r[1]: f"role={r[0]}" for r in ROLES},
            "Remote only": {"on": "remote=true", "off": "(no remote param)"},
            "Location": "location=<text>",
            "Job type": {t: f"jobType={jt_slug[t]}" for t in JOB_TYPES},
            "Company size": {s: f"companySize={s}" for s in SIZES},
            "Funding stage": {s: f"stage={st_slug[s]}" for s in STAGES},
            "Salary at least": {lbl: f"minSalary={v}" for v, lbl in SALARY_MIN},
            "note": "several values of one checkbox group are comma-separated (jobType=full-time,contract); the Filters sheet applies on 'Apply filters'; 'Reset' clears the sheet's filters",
        },
        "filter_counts": counts,
        "filter_counts_note": "job counts within the start query (Software Engineer, Remote only), as the Filters sheet shows them in brackets; salary compares the range's lower bound (€ at face value); jobs without pay never match a salary filter",
        "queries": {
            "start": dict(q(START, "Software Engineer, Remote only: 24 companies, 58 jobs, 2 pages of 12 companies", start), pages=2),
            "onsite_too": q("/jobs?role=software-engineer", "Remote only switched off: adds on-site jobs", query(jobs, companies, remote=False)),
            "contract": q("/jobs?role=software-engineer&remote=true&jobType=contract", "Filters → Job type: Contract → Apply filters", query(jobs, companies, job_type=["Contract"])),
            "series_a": q("/jobs?role=software-engineer&remote=true&stage=series-a", "Filters → Funding stage: Series A", query(jobs, companies, stage=["Series A"])),
            "min_150k": q("/jobs?role=software-engineer&remote=true&minSalary=150000", "Filters → Salary at least $150k+", query(jobs, companies, min_k=150)),
            "location_berlin": q("/jobs?role=software-engineer&remote=true&location=Berlin", "Location field 'Berlin'", query(jobs, companies, location="Berlin")),
            "product_designer": q("/jobs?role=product-designer&remote=true", "Role combobox → Product Designer", query(jobs, companies, role="product-designer")),
            "data_scientist_all": q("/jobs?role=data-scientist", "Role Data Scientist, Remote only off", query(jobs, companies, role="data-scientist", remote=False)),
        },
        "jobs": truth_jobs,
        "other_jobs": others,
        "other_jobs_note": "jobs on the site outside the start query (on-site software jobs, other roles); each has a job page and shows on the company page",
        "decoys": {
            "featured_companies": {
                "where": "carousel 'Featured companies' (section[data-test=FeaturedCompanies], aria-roledescription=carousel) after the 4th company block of every results page",
                "items": [{"company": n, "pitch": p, "url": f"/company/{s}"} for s, n, p, *_ in FEATURED],
                "note": "company cards with no job rows; their company pages list no jobs",
            },
            "hiring_now_fintech": {
                "where": "block 'Hiring now in Fintech' (aside[data-test=HiringNow]) after the 8th company block of every results page",
                "items": [{"title": t, "company": co, "url": u} for t, co, u in HIRING_NOW],
                "note": "look like job links but open other searches (/jobs?...&market=fintech); the companies named are not on the site",
            },
            "titles": [t for t, _, _ in HIRING_NOW] + [n for _, n, *_ in FEATURED],
        },
        "forms": {
            "launchlist-apply": {
                "url": start[0]["url"],
                "opened_by": "button 'Apply' on a results row (opens the application drawer, role=dialog, of that job) or 'Apply' on the job page (opens a modal with the same form)",
                "submit_text": "Submit application",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/launchlist-apply",
                "fields": [
                    {"label": "Full name", "name": "full_name", "type": "text", "required": True},
                    {"label": "Email", "name": "email", "type": "email", "required": True},
                    {"label": "LinkedIn URL", "name": "linkedin_url", "type": "url", "required": False},
                    {"label": "Resume", "name": "resume", "type": "file", "required": True},
                    {"label": "Why are you interested in <company>?", "name": "why_interested", "type": "textarea", "required": True},
                    {"label": "(hidden)", "name": "job_id", "type": "hidden", "required": False},
                    {"label": "(hidden)", "name": "company", "type": "hidden", "required": False},
                ],
                "validation": "empty required field → 'This field is required'; bad email → 'Enter a valid email address'; bad LinkedIn URL → 'Enter a valid URL'; no resume → 'Please attach your resume'",
                "success_text": "Application submitted! <company> will be in touch.",
            }
        },
        "notes": (
            "Results are company blocks (div[data-test=StartupResult]), 12 a page; each block: logo <img alt=company>, company name "
            "link (h2) to /company/<slug>, pitch, badges, then job rows (div[data-test=JobListing]) with the title link to the job page, "
            "place, pay (absent on some rows), job type, posted age, a 'Save' and an 'Apply' button. Companies with 4 or 5 matching "
            "jobs show 2 rows and '+N more jobs' (rows rendered only after the click). The company name is not repeated in the rows: "
            "a row's company is its block's. The results page is rendered by JS from assets/js/launchlist-data.js using location.search; "
            "the static server serves /jobs as jobs.html. Row 'Apply' opens a drawer (no navigation); for external jobs the drawer "
            "shows 'Apply on company website' (greenhouse / lever / ashby URLs, not reachable offline). Decoys: a 'Featured companies' "
            "carousel (3 company cards, no jobs) and 'Hiring now in Fintech' (4 job-like links to other searches). Cookie bar at the "
            "bottom until dismissed (localStorage). Location on a row is written as the row shows it (e.g. 'San Francisco, CA • Remote')."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    print(len(jobs), "jobs;", len(start), "in start;", sum(j["apply_type"] == "external" for j in start), "external in start")
    print({cmap[s]["name"]: len(v) for s, v in by_co.items()})


if __name__ == "__main__":
    main()
