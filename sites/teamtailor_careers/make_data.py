#!/usr/bin/env python3
"""Generate the Brightwater Energy Teamtailor-style career site.

Writes: jobs.json, jobs/index.html (page 1 pre-rendered + inline data), one folder per job
(jobs/<id>-<slug>/index.html and jobs/<id>-<slug>/applications/new.html), index.html,
privacy-policy.html and truth.json. Static assets (assets/app.css, assets/*.js) are hand-written.

Run: python3 make_data.py   (deterministic: same output every time)
"""
import hashlib
import html
import json
import re
import shutil
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
COMPANY = "Brightwater Energy"
AS_OF = "2026-11-01"
PAGE_SIZE = 12
FORM_NAME = "teamtailor-application"

REMOTE = {"fully": "Fully remote", "hybrid": "Hybrid", "none": "On-site"}
WORK_MODE = {"fully": "Remote", "hybrid": "Hybrid", "none": "On-site"}

# title, department, location, remote_status, employment type, salary (None = not shown), published
JOBS = [
    ("Senior Data Engineer", "Data & Digital", "Copenhagen", "hybrid", "Full-time", "DKK 62,000 – 72,000 per month", "2026-10-29"),
    ("Offshore Wind Turbine Technician", "Operations & Maintenance", "Esbjerg", "none", "Full-time", "DKK 41,000 – 47,000 per month", "2026-10-28"),
    ("Electrical Engineer, Grid Connection", "Engineering", "Hamburg", "hybrid", "Full-time", None, "2026-10-27"),
    ("Project Manager, Onshore Wind", "Project Development", "Aberdeen", "hybrid", "Full-time", "£58,000 – £68,000 per year", "2026-10-27"),
    ("Frontend Developer", "Data & Digital", "Oslo", "fully", "Full-time", None, "2026-10-26"),
    ("Financial Controller", "Finance", "London", "hybrid", "Full-time", "£65,000 – £75,000 per year", "2026-10-24"),
    ("Talent Acquisition Partner", "People & Culture", "Copenhagen", "hybrid", "Full-time", None, "2026-10-23"),
    ("HSE Advisor", "HSEQ", "Esbjerg", "none", "Full-time", None, "2026-10-22"),
    ("Power Trader", "Commercial", "Oslo", "none", "Full-time", "NOK 780,000 – 900,000 per year", "2026-10-21"),
    ("Solar PV Design Engineer", "Engineering", "Melbourne VIC", "hybrid", "Full-time", "AUD 115,000 – 130,000 per year", "2026-10-20"),
    ("Site Manager, Battery Storage", "Project Development", "Boston, MA", "none", "Full-time", "$110,000 – $130,000 per year", "2026-10-20"),
    ("Machine Learning Engineer, Forecasting", "Data & Digital", "London", "fully", "Full-time", None, "2026-10-17"),
    ("Structural Engineer, Foundations", "Engineering", "Copenhagen", "hybrid", "Full-time", None, "2026-10-16"),
    ("Blade Inspection Technician", "Operations & Maintenance", "Aberdeen", "none", "Full-time", None, "2026-10-15"),
    ("Payroll Specialist", "Finance", "Hamburg", "hybrid", "Part-time", "€3,100 – €3,500 per month", "2026-10-14"),
    ("Business Development Manager, US", "Commercial", "Boston, MA", "hybrid", "Full-time", None, "2026-10-13"),
    ("Quality Engineer", "HSEQ", "Hamburg", "none", "Full-time", None, "2026-10-10"),
    ("Senior Backend Engineer (Python)", "Data & Digital", "Copenhagen", "fully", "Full-time", "DKK 60,000 – 70,000 per month", "2026-10-09"),
    ("Grid Compliance Specialist", "Engineering", "London", "hybrid", "Full-time", None, "2026-10-08"),
    ("Land Acquisition Manager", "Project Development", "Melbourne VIC", "hybrid", "Full-time", None, "2026-10-07"),
    ("Maintenance Planner", "Operations & Maintenance", "Esbjerg", "none", "Full-time", None, "2026-10-06"),
    ("People Partner", "People & Culture", "London", "hybrid", "Full-time", "£52,000 – £60,000 per year", "2026-10-03"),
    ("Treasury Analyst", "Finance", "Copenhagen", "hybrid", "Full-time", None, "2026-10-02"),
    ("SCADA Engineer", "Engineering", "Oslo", "hybrid", "Full-time", None, "2026-10-01"),
    ("Environmental Permitting Specialist", "HSEQ", "Aberdeen", "hybrid", "Full-time", None, "2026-09-30"),
    ("Graduate Programme 2027 – Engineering", "Engineering", "Copenhagen", "none", "Full-time", None, "2026-09-29"),
    ("Customer Success Manager, Corporate PPAs", "Commercial", "London", "hybrid", "Full-time", None, "2026-09-26"),
    ("IT Support Technician", "Data & Digital", "Hamburg", "none", "Temporary", None, "2026-09-25"),
    ("Working Student, Sustainability Reporting", "HSEQ", "Hamburg", "hybrid", "Part-time", "€16 per hour", "2026-09-24"),
    ("Data Analyst, Asset Performance", "Data & Digital", "Melbourne VIC", "fully", "Full-time", None, "2026-09-23"),
]

ADDRESS = {
    "Copenhagen": ("Kalvebod Brygge 45", "Copenhagen", "1560", "DK"),
    "Esbjerg": ("Dokvej 3", "Esbjerg", "6700", "DK"),
    "Hamburg": ("Großer Burstah 31", "Hamburg", "20457", "DE"),
    "Aberdeen": ("1 Marischal Square", "Aberdeen", "AB10 1BL", "GB"),
    "London": ("20 Farringdon Street", "London", "EC4A 4AB", "GB"),
    "Oslo": ("Dronning Eufemias gate 16", "Oslo", "0191", "NO"),
    "Melbourne VIC": ("525 Collins Street", "Melbourne", "3000", "AU"),
    "Boston, MA": ("100 Summer Street", "Boston", "02110", "US"),
}

DEPT_INTRO = {
    "Data & Digital": "Our Data & Digital team builds the platforms that turn sensor data from more than 2,000 turbines, inverters and batteries into decisions our operators can trust.",
    "Operations & Maintenance": "Operations & Maintenance keeps our wind farms, solar parks and storage sites running safely every hour of the year, onshore and offshore.",
    "Engineering": "Engineering owns the technical design of our assets, from foundations and cables to grid connection and control systems.",
    "Project Development": "Project Development takes new renewable projects from the first landowner meeting to financial close and construction.",
    "Finance": "Finance keeps a growing, international business in control: reporting, treasury, tax and payroll across eight countries.",
    "People & Culture": "People & Culture helps us hire, grow and keep the people who make the energy transition happen.",
    "Commercial": "Commercial sells the power we produce, trades it on Nordic and European markets and signs long-term agreements with corporate buyers.",
    "HSEQ": "Health, Safety, Environment and Quality make sure everyone goes home safe and every project leaves nature better than we found it.",
}

TASKS = {
    "Data & Digital": ["Design, build and run reliable data pipelines and services", "Work closely with analysts, operators and engineers to understand their needs", "Take part in code reviews and help us raise the bar on quality", "Improve monitoring, testing and documentation of what we ship"],
    "Operations & Maintenance": ["Carry out scheduled and corrective maintenance on our assets", "Document work orders and findings in our maintenance system", "Follow and improve our safety procedures on site", "Work with technicians, planners and suppliers to reduce downtime"],
    "Engineering": ["Prepare and review technical designs, calculations and specifications", "Follow projects from concept through construction and commissioning", "Work with grid operators, suppliers and authorities", "Share knowledge across our engineering community"],
    "Project Development": ["Drive projects through permitting, grid and land agreements", "Coordinate consultants, landowners and local communities", "Manage budgets, schedules and risks", "Prepare investment cases for our investment committee"],
    "Finance": ["Own monthly and annual closing for your area", "Prepare reports and analyses for management", "Improve processes, controls and systems", "Work with colleagues across our country organisations"],
    "People & Culture": ["Partner with managers on recruitment, development and organisation", "Run people processes from onboarding to performance reviews", "Use data to understand engagement and retention", "Help shape an inclusive, safe workplace"],
    "Commercial": ["Build and maintain relationships with customers and partners", "Analyse markets, prices and contract structures", "Negotiate and close agreements", "Work with operations and finance to deliver on our commitments"],
    "HSEQ": ["Support sites and projects with health, safety and environmental expertise", "Run audits, inspections and incident investigations", "Keep our management system and permits up to date", "Train colleagues and contractors"],
}

PROFILE = {
    "Data & Digital": ["A few years of experience in a similar role", "Solid skills in Python, SQL or TypeScript", "Experience with cloud platforms (we use Azure)", "Fluent English; any Nordic language is a plus"],
    "Operations & Maintenance": ["A vocational education as electrician, mechanic or similar", "GWO Basic Safety Training (or willingness to complete it)", "Comfort working at heights and offshore", "A valid driving licence"],
    "Engineering": ["A degree in electrical, mechanical or civil engineering", "Experience from energy, utilities or infrastructure", "A structured way of working and good communication skills", "Fluent English"],
    "Project Development": ["Experience from project development, consultancy or construction", "Strong stakeholder management skills", "A commercial mindset", "Fluent English and the local language"],
    "Finance": ["A degree in finance, accounting or economics", "Experience with IFRS and an ERP system (we use Dynamics 365)", "Strong Excel skills and attention to detail", "Fluent English"],
    "People & Culture": ["Experience from HR or recruitment in a growing company", "Good judgement and a service mindset", "Comfort with HR systems and data", "Fluent English"],
    "Commercial": ["Experience from energy trading, sales or origination", "Good understanding of power markets", "Strong negotiation skills", "Fluent English"],
    "HSEQ": ["Education within HSE, environmental science or engineering", "Knowledge of ISO 45001, 14001 or 9001", "Good communication skills on site and in the office", "Fluent English"],
}


def slugify(title):
    s = title.lower().replace("&", " ").replace("–", " ")
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s


def make_id(title):
    h = int(hashlib.md5(title.encode()).hexdigest()[:6], 16)
    return 4310000 + h % 89000


def matches(job, query="", department="", location="", remote_status=""):
    """Same rule as assets/jobs.js."""
    if department and job["department"] != department:
        return False
    if location and job["location"] != location:
        return False
    if remote_status and job["remote_status"] != remote_status:
        return False
    q = (query or "").strip().lower()
    if q:
        hay = (job["title"] + " " + job["department"] + " " + job["location"]).lower()
        for w in q.split():
            if w not in hay:
                return False
    return True


def esc(s):
    return html.escape(s, quote=True)


LOGO = ('<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">'
        '<circle cx="18" cy="18" r="18" fill="#0b4f6c"/>'
        '<path d="M6 21c4-4 8-4 12 0s8 4 12 0" stroke="#7fd1ae" stroke-width="3" fill="none" stroke-linecap="round"/>'
        '<path d="M6 15c4-4 8-4 12 0s8 4 12 0" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>')


def page(title, body, scripts=(), description="", body_class=""):
    sc = "".join(f'<script src="{s}" defer></script>' for s in scripts)
    return f"""<!DOCTYPE html>
<html lang="en" class="h-full">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc(description or 'Careers at ' + COMPANY)}">
<meta name="generator" content="Teamtailor">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/app.css">
{sc}
</head>
<body class="flex flex-col min-h-full font-company-body text-company-primary bg-company-primary {body_class}">
<a href="#main-content" class="sr-only focus:not-sr-only">Skip to main content</a>
<header class="z-career-header relative bg-company-primary border-b border-block-base">
  <div class="flex items-center justify-between mx-auto block-max-w--lg block-px h-[72px]">
    <a href="/" class="flex items-center gap-x-3 font-company-header text-lg font-semibold" aria-label="{COMPANY} career site">{LOGO}<span>{COMPANY}</span></a>
    <nav aria-label="Main" class="hidden sm:flex items-center gap-x-6 text-md">
      <a class="hover:underline" href="/">Start</a>
      <a class="hover:underline font-medium" href="/jobs">Jobs</a>
      <a class="hover:underline" href="/#departments">Departments</a>
      <a class="hover:underline" href="/#locations">Locations</a>
      <a class="hover:underline" href="/#people">People</a>
    </nav>
  </div>
</header>
<main id="main-content" class="flex-grow">
{body}
</main>
<footer class="mt-auto border-t border-block-base bg-company-secondary">
  <div class="flex flex-col sm:flex-row items-center justify-between gap-4 mx-auto block-max-w--lg block-px py-8 text-sm text-company-muted">
    <div class="flex items-center gap-x-2">{LOGO.replace('width="36" height="36"', 'width="20" height="20"')}<span>{COMPANY}</span></div>
    <ul class="flex gap-x-6">
      <li><a class="hover:underline" href="/jobs">Jobs</a></li>
      <li><a class="hover:underline" href="/privacy-policy">Candidate privacy policy</a></li>
      <li><a class="hover:underline" href="https://www.teamtailor.com" rel="noopener">Career site by Teamtailor</a></li>
    </ul>
  </div>
</footer>
<div id="cookie_alert" class="fixed bottom-4 left-4 z-cookie max-w-[380px] p-5 rounded-lg shadow-lg bg-white text-sm border border-block-base" role="dialog" aria-labelledby="cookie_alert_title" data-controller="common--cookies--alert" hidden>
  <p id="cookie_alert_title" class="font-semibold mb-1">Cookies on this career site</p>
  <p class="text-company-muted">We use necessary cookies to make this career site work. With your consent we also use cookies to improve your experience.</p>
  <div class="flex gap-x-2 mt-4">
    <button type="button" class="careersite-button careersite-button--small" data-action="click->common--cookies--alert#acceptAll">Accept all</button>
    <button type="button" class="careersite-button careersite-button--small careersite-button--secondary" data-action="click->common--cookies--alert#disableAll">Decline all</button>
  </div>
</div>
<script src="/assets/cookies.js" defer></script>
</body>
</html>
"""


def meta_spans(job, outer_cls="mt-1 text-md"):
    return (f'<div class="{outer_cls}">'
            f'<span>{esc(job["department"])}</span>'
            f'<span class="mx-[2px]">·</span>'
            f'<span>{esc(job["location"])}</span>'
            f'<span class="mx-[2px]">·</span>'
            f'<span class="inline-flex items-center gap-x-2">{esc(job["remote_label"])}</span>'
            f'</div>')


def list_item(job):
    # Must stay identical to renderItem() in assets/jobs.js
    return (f'<li class="w-full"><div class="block flex flex-col">'
            f'<a class="flex flex-col py-6 text-center sm:px-6 hover:bg-gradient-block-base-bg focus-visible-company focus-visible:-outline-offset-2" href="{job["path"]}">'
            f'<span class="text-block-base-link sm:min-w-[25%] sm:truncate company-link-style text-lg font-medium" title="{esc(job["title"])}">{esc(job["title"])}</span>'
            f'{meta_spans(job)}'
            f'</a></div></li>')


def build_jobs():
    jobs = []
    seen = set()
    for title, dept, loc, rs, etype, salary, published in JOBS:
        jid = make_id(title)
        assert jid not in seen
        seen.add(jid)
        slug = slugify(title)
        jobs.append({
            "id": f"{jid}-{slug}",
            "numeric_id": jid,
            "title": title,
            "department": dept,
            "location": loc,
            "remote_status": rs,
            "remote_label": REMOTE[rs],
            "employment_type": etype,
            "salary": salary,
            "published": published,
            "path": f"/jobs/{jid}-{slug}",
        })
    return jobs


def description_html(job):
    d = job["department"]
    t = job["title"]
    remote_line = {
        "fully": f"This is a fully remote role. You can work from anywhere within a few hours of {job['location']} time, and we meet in person a few times a year.",
        "hybrid": f"This role is based in our {job['location']} office. We work hybrid: most of us are in the office two to three days a week.",
        "none": f"This role is based on site in {job['location']}.",
    }[job["remote_status"]]
    tasks = "".join(f"<li>{esc(x)}</li>" for x in TASKS[d])
    prof = "".join(f"<li>{esc(x)}</li>" for x in PROFILE[d])
    return f"""<p>At {COMPANY} we develop, build and operate wind, solar and battery projects in Europe, Australia and the United States. We are around 900 people with one goal: more renewable power, faster.</p>
<p>{esc(DEPT_INTRO[d])} We are now looking for a <strong>{esc(t)}</strong> to join us.</p>
<h3>What you will do</h3>
<ul>{tasks}</ul>
<h3>Who you are</h3>
<ul>{prof}</ul>
<h3>What we offer</h3>
<ul><li>A meaningful job in a company that is growing fast</li><li>Competitive salary, pension and health insurance</li><li>Time and budget for learning, including our internal academy</li><li>Colleagues who care about each other and about the planet</li></ul>
<p>{esc(remote_line)}</p>
<p>We review applications continuously, so don't wait to apply. If you have questions about the role, contact our recruitment team at <a href="mailto:careers@brightwater-energy.example">careers@brightwater-energy.example</a>.</p>"""


def job_page(job):
    info = [("Department", job["department"]), ("Locations", job["location"]),
            ("Remote status", job["remote_label"]), ("Employment type", job["employment_type"])]
    if job["salary"]:
        info.append(("Salary", job["salary"]))
    dl = "".join(f'<div class="flex flex-col"><dt class="font-semibold">{k}</dt><dd class="text-company-muted">{esc(v)}</dd></div>' for k, v in info)
    street, city, zipc, country = ADDRESS[job["location"]]
    ld = {
        "@context": "https://schema.org", "@type": "JobPosting",
        "title": job["title"], "datePosted": job["published"],
        "employmentType": {"Full-time": "FULL_TIME", "Part-time": "PART_TIME", "Temporary": "TEMPORARY"}[job["employment_type"]],
        "hiringOrganization": {"@type": "Organization", "name": COMPANY},
        "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "streetAddress": street, "addressLocality": city, "postalCode": zipc, "addressCountry": country}},
    }
    if job["remote_status"] == "fully":
        ld["jobLocationType"] = "TELECOMMUTE"
    apply = f'{job["path"]}/applications/new'
    body = f"""<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<section class="relative bg-company-hero text-white" data-section-model="job-header">
  <div class="flex flex-col items-center mx-auto text-center block-max-w--md block-px py-16 sm:py-24">
    <h1 class="font-company-header text-4xl sm:text-5xl font-semibold leading-tight break-words">{esc(job["title"])}</h1>
    {meta_spans(job, "mt-4 text-lg sm:text-xl opacity-90")}
    <a href="{apply}" class="careersite-button careersite-button--inverted mt-8" data-turbo="false">Apply for this job</a>
  </div>
</section>
<section class="block-px py-12 sm:py-16">
  <div class="prose font-company-body mx-auto block-max-w--md">
{description_html(job)}
  </div>
</section>
<section class="block-px pb-16" aria-label="Job information">
  <div class="mx-auto block-max-w--md border-t border-block-base pt-8">
    <dl class="grid sm:grid-cols-3 gap-6 text-md">{dl}</dl>
  </div>
</section>
<section class="block-px pb-24 bg-company-secondary" id="colleagues">
  <div class="mx-auto block-max-w--md pt-12 text-center">
    <h2 class="font-company-header text-2xl font-semibold">About {COMPANY}</h2>
    <p class="mt-3 text-company-muted">Founded in Esbjerg in 2009, {COMPANY} now operates 4.2 GW of wind, solar and storage capacity. Already working at {COMPANY}? <a class="underline" href="/jobs">Let’s recruit together and find your next colleague.</a></p>
  </div>
</section>
<div class="sticky bottom-0 z-sticky-apply bg-white border-t border-block-base shadow-up" id="sticky_apply">
  <div class="flex items-center justify-between gap-4 mx-auto block-max-w--lg block-px py-3">
    <div class="hidden sm:block truncate"><span class="font-medium">{esc(job["title"])}</span><span class="text-company-muted"> · {esc(job["location"])}</span></div>
    <a href="{apply}" class="careersite-button w-full sm:w-auto" data-turbo="false">Apply for this job</a>
  </div>
</div>"""
    return page(f"{job['title']} - {COMPANY}", body, description=f"{job['title']} at {COMPANY}, {job['location']}")


def apply_page(job):
    def field(label, name, fid, ftype, required, autocomplete):
        star = ' <span aria-hidden="true">*</span>' if required else ""
        req = " required aria-required=\"true\"" if required else ""
        return f"""<div class="form-group" data-field="{fid}">
  <label for="{fid}" class="block mb-1 font-medium">{label}{star}</label>
  <input type="{ftype}" name="{name}" id="{fid}" autocomplete="{autocomplete}" class="form-input"{req}>
</div>"""

    body = f"""<section class="block-px py-10 sm:py-14">
  <div class="mx-auto block-max-w--sm">
    <a href="{job["path"]}" class="text-sm text-company-muted hover:underline">← Back to job</a>
    <h1 class="mt-4 font-company-header text-3xl font-semibold">{esc(job["title"])}</h1>
    {meta_spans(job, "mt-1 text-md text-company-muted")}
    <div id="application_container" class="mt-8">
    <form id="new_candidate" class="flex flex-col gap-y-5" action="/__submit/{FORM_NAME}" method="post" enctype="multipart/form-data" accept-charset="UTF-8" novalidate data-job-title="{esc(job["title"])}">
      <input type="hidden" name="authenticity_token" value="bwE-3f9c1a7e52d84b0c9a6f1e2d3c4b5a69">
      <input type="hidden" name="job_id" value="{job["numeric_id"]}">
      <h2 class="text-xl font-semibold">Personal information</h2>
      <p class="text-sm text-company-muted -mt-3">Fields marked with * are required.</p>
      <div class="grid sm:grid-cols-2 gap-5">
{field("First name", "candidate[first_name]", "candidate_first_name", "text", True, "given-name")}
{field("Last name", "candidate[last_name]", "candidate_last_name", "text", True, "family-name")}
      </div>
{field("Email", "candidate[email]", "candidate_email", "email", True, "email")}
{field("Phone", "candidate[phone]", "candidate_phone", "tel", True, "tel")}
      <div class="form-group" data-field="candidate_resume">
        <label for="candidate_resume" class="block mb-1 font-medium">Resume <span aria-hidden="true">*</span></label>
        <div class="flex items-center gap-x-4 p-4 border border-dashed border-block-base rounded-md">
          <label for="candidate_resume" class="careersite-button careersite-button--secondary careersite-button--small cursor-pointer">Upload CV</label>
          <span id="candidate_resume_name" class="text-sm text-company-muted">No file chosen (PDF, DOC, DOCX – max 10 MB)</span>
          <input type="file" name="candidate[resume]" id="candidate_resume" class="sr-only" accept=".pdf,.doc,.docx,.odt,.rtf,.txt" required aria-required="true">
        </div>
      </div>
      <div class="form-group" data-field="candidate_cover_letter">
        <label for="candidate_cover_letter" class="block mb-1 font-medium">Cover letter</label>
        <textarea name="candidate[cover_letter]" id="candidate_cover_letter" rows="6" class="form-input" placeholder="Tell us why you would like to join {COMPANY}"></textarea>
      </div>
      <div class="form-group" data-field="candidate_consent_given">
        <div class="flex items-start gap-x-3">
          <input type="hidden" name="candidate[consent_given]" value="0">
          <input type="checkbox" name="candidate[consent_given]" id="candidate_consent_given" value="1" class="mt-1 h-4 w-4" required aria-required="true">
          <label for="candidate_consent_given">I have read and accept the <a href="/privacy-policy" class="underline" target="_blank" rel="noopener">privacy policy</a> <span aria-hidden="true">*</span></label>
        </div>
      </div>
      <div>
        <button type="submit" class="careersite-button w-full sm:w-auto" data-disable-with="Sending…">Send application</button>
      </div>
    </form>
    </div>
  </div>
</section>"""
    return page(f"Apply for {job['title']} - {COMPANY}", body, scripts=("/assets/apply.js",))


def jobs_index(jobs, departments, locations):
    dopts = "".join(f'<option value="{esc(d)}">{esc(d)}</option>' for d in departments)
    lopts = "".join(f'<option value="{esc(l)}">{esc(l)}</option>' for l in locations)
    ropts = "".join(f'<option value="{k}">{v}</option>' for k, v in REMOTE.items())
    first = "".join(list_item(j) for j in jobs[:PAGE_SIZE])
    public = [{k: j[k] for k in ("id", "title", "department", "location", "remote_status", "remote_label", "path")} for j in jobs]
    data_json = json.dumps(public, ensure_ascii=False).replace("</", "<\\/")
    body = f"""<section class="bg-company-hero text-white">
  <div class="mx-auto text-center block-max-w--md block-px py-14 sm:py-20">
    <h1 class="font-company-header text-4xl sm:text-5xl font-semibold">Jobs</h1>
    <p class="mt-3 text-lg opacity-90">Join us and help power the transition to renewable energy.</p>
  </div>
</section>
<section class="block-px py-10" data-section-model="jobs">
  <div class="mx-auto block-max-w--lg">
    <form id="jobs_filter" class="flex flex-col sm:flex-row flex-wrap gap-3 justify-center mb-8" action="/jobs" method="get" accept-charset="UTF-8" role="search">
      <div class="relative flex-grow sm:max-w-[340px]">
        <label for="query" class="sr-only">Search</label>
        <svg class="absolute left-3 top-[13px] pointer-events-none" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><circle cx="7" cy="7" r="5.5" stroke="currentColor" stroke-width="1.6" fill="none"/><path d="M11 11l4 4" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>
        <input type="search" name="query" id="query" placeholder="Search jobs" autocomplete="off" class="form-input pl-9">
      </div>
      <div>
        <label for="department" class="sr-only">Department</label>
        <select name="department" id="department" class="form-select" data-action="change->careersite--jobs-filter#submit"><option value="">Department</option>{dopts}</select>
      </div>
      <div>
        <label for="location" class="sr-only">Location</label>
        <select name="location" id="location" class="form-select" data-action="change->careersite--jobs-filter#submit"><option value="">Location</option>{lopts}</select>
      </div>
      <div>
        <label for="remote_status" class="sr-only">Remote status</label>
        <select name="remote_status" id="remote_status" class="form-select" data-action="change->careersite--jobs-filter#submit"><option value="">Remote status</option>{ropts}</select>
      </div>
      <button type="submit" class="sr-only">Search</button>
    </form>
    <p id="jobs_empty" class="text-center text-company-muted py-12" hidden>No jobs found. Try another search or remove a filter.</p>
    <ul id="jobs_list_container" class="mx-auto text-lg block-grid large-screen:gap-y-0 divide-y divide-block-base">{first}</ul>
    <div id="show_more_button" class="flex justify-center mt-10">
      <a id="show_more_button_link" class="careersite-button careersite-button--secondary" rel="next" href="?page=2" data-action="careersite--jobs#showMore">Show more</a>
    </div>
  </div>
</section>
<script type="application/json" id="jobs-data">{data_json}</script>"""
    return page(f"Jobs - {COMPANY}", body, scripts=("/assets/jobs.js",), description=f"Open positions at {COMPANY}")


def home(jobs, departments, locations):
    dep_li = "".join(f'<li><a class="block p-4 rounded-md border border-block-base hover:bg-company-secondary" href="/jobs?{urlencode({"query": "", "department": d, "location": "", "remote_status": ""})}">{esc(d)}</a></li>' for d in departments)
    loc_li = "".join(f'<li><a class="block p-4 rounded-md border border-block-base hover:bg-company-secondary" href="/jobs?{urlencode({"query": "", "department": "", "location": l, "remote_status": ""})}">{esc(l)}</a></li>' for l in locations)
    latest = "".join(list_item(j) for j in jobs[:5])
    body = f"""<section class="bg-company-hero text-white">
  <div class="mx-auto text-center block-max-w--md block-px py-20 sm:py-28">
    <h1 class="font-company-header text-4xl sm:text-6xl font-semibold">Power the transition with us</h1>
    <p class="mt-4 text-xl opacity-90">Wind, solar and storage in eight countries – and room for you.</p>
    <a href="/jobs" class="careersite-button careersite-button--inverted mt-8">See all jobs</a>
  </div>
</section>
<section class="block-px py-14">
  <div class="mx-auto block-max-w--md">
    <h2 class="font-company-header text-3xl font-semibold text-center">Latest jobs</h2>
    <ul class="mt-6 divide-y divide-block-base">{latest}</ul>
    <div class="flex justify-center mt-6"><a class="careersite-button careersite-button--secondary" href="/jobs">All {len(jobs)} jobs</a></div>
  </div>
</section>
<section class="block-px py-14 bg-company-secondary" id="departments">
  <div class="mx-auto block-max-w--md">
    <h2 class="font-company-header text-3xl font-semibold text-center">Departments</h2>
    <ul class="mt-6 grid sm:grid-cols-2 gap-3">{dep_li}</ul>
  </div>
</section>
<section class="block-px py-14" id="locations">
  <div class="mx-auto block-max-w--md">
    <h2 class="font-company-header text-3xl font-semibold text-center">Locations</h2>
    <ul class="mt-6 grid sm:grid-cols-2 gap-3">{loc_li}</ul>
  </div>
</section>
<section class="block-px py-14 bg-company-secondary" id="people">
  <div class="mx-auto block-max-w--md text-center">
    <h2 class="font-company-header text-3xl font-semibold">People</h2>
    <p class="mt-3 text-company-muted">“I came for the turbines and stayed for the people.” – Mette, Maintenance Planner, Esbjerg</p>
  </div>
</section>"""
    return page(f"Careers at {COMPANY}", body)


def privacy():
    body = f"""<section class="block-px py-14"><div class="prose mx-auto block-max-w--md">
<h1>Candidate privacy policy</h1>
<p>{COMPANY} A/S is the data controller for the personal data you share with us when you apply for a job or join our talent community.</p>
<h3>What we collect</h3><p>Your name, contact details, CV, cover letter and any other information you choose to share with us.</p>
<h3>Why</h3><p>We use your data to assess your application and to contact you about the recruitment process.</p>
<h3>How long</h3><p>We keep your data for 6 months after the recruitment process has ended, unless you give us consent to keep it longer.</p>
<h3>Your rights</h3><p>You can ask to see, correct or delete your data at any time by writing to privacy@brightwater-energy.example.</p>
</div></section>"""
    return page(f"Candidate privacy policy - {COMPANY}", body)


def write(path, text):
    p = HERE / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def q_url(query="", department="", location="", remote_status=""):
    return "/jobs?" + urlencode({"query": query, "department": department, "location": location, "remote_status": remote_status})


def main():
    jobs = build_jobs()
    departments = sorted({j["department"] for j in jobs})
    locations = sorted({j["location"] for j in jobs})

    # clean generated job folders
    jd = HERE / "jobs"
    if jd.exists():
        shutil.rmtree(jd)
    jd.mkdir()

    public = [{k: j[k] for k in ("id", "title", "department", "location", "remote_status", "remote_label", "path")} for j in jobs]
    write("jobs.json", json.dumps({"jobs": public, "page_size": PAGE_SIZE}, ensure_ascii=False, indent=1))
    write("jobs/index.html", jobs_index(jobs, departments, locations))
    write("index.html", home(jobs, departments, locations))
    write("privacy-policy.html", privacy())
    for j in jobs:
        write(f"jobs/{j['id']}/index.html", job_page(j))
        write(f"jobs/{j['id']}/applications/new.html", apply_page(j))

    def ids(**kw):
        return [j["id"] for j in jobs if matches(j, **kw)]

    queries = {
        "start": {"url": "/jobs", "description": "every job reachable from /jobs by clicking Show more until it disappears (12 + 12 + 6)", "ids": ids()},
        "page_2": {"url": "/jobs?page=2", "description": "full page load of ?page=2 (no-JS fallback of Show more): jobs 13-24 only", "ids": [j["id"] for j in jobs[12:24]]},
        "search_engineer": {"url": q_url(query="engineer"), "description": "Search 'engineer' (matches title, department or location; every word must match)", "ids": ids(query="engineer")},
        "search_data": {"url": q_url(query="data"), "description": "Search 'data'", "ids": ids(query="data")},
        "department_engineering": {"url": q_url(department="Engineering"), "description": "Department = Engineering", "ids": ids(department="Engineering")},
        "location_hamburg": {"url": q_url(location="Hamburg"), "description": "Location = Hamburg", "ids": ids(location="Hamburg")},
        "remote_fully": {"url": q_url(remote_status="fully"), "description": "Remote status = Fully remote", "ids": ids(remote_status="fully")},
        "data_digital_copenhagen": {"url": q_url(department="Data & Digital", location="Copenhagen"), "description": "Department = Data & Digital and Location = Copenhagen", "ids": ids(department="Data & Digital", location="Copenhagen")},
        "search_manager_london": {"url": q_url(query="manager", location="London"), "description": "Search 'manager' with Location = London", "ids": ids(query="manager", location="London")},
    }
    for k, v in queries.items():
        assert v["ids"], k

    fields = [
        {"label": "First name", "name": "candidate[first_name]", "type": "text", "required": True},
        {"label": "Last name", "name": "candidate[last_name]", "type": "text", "required": True},
        {"label": "Email", "name": "candidate[email]", "type": "email", "required": True},
        {"label": "Phone", "name": "candidate[phone]", "type": "tel", "required": True},
        {"label": "Resume", "name": "candidate[resume]", "type": "file", "required": True},
        {"label": "Cover letter", "name": "candidate[cover_letter]", "type": "textarea", "required": False},
        {"label": "I have read and accept the privacy policy", "name": "candidate[consent_given]", "type": "checkbox", "required": True},
    ]
    truth = {
        "site": "teamtailor_careers",
        "platform_like": "Teamtailor",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": "/jobs",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "load_more",
        "filters": {
            "Department": departments,
            "Location": locations,
            "Remote status": list(REMOTE.values()),
        },
        "queries": queries,
        "jobs": {
            j["id"]: {
                "title": j["title"],
                "company": COMPANY,
                "location": j["location"],
                "work_mode": WORK_MODE[j["remote_status"]],
                "job_type": j["employment_type"],
                "department": j["department"],
                "salary": j["salary"],
                "posted": None,
                "detail_url": j["path"],
                "apply_type": "easy_apply",
                "apply_url": j["path"] + "/applications/new",
            } for j in jobs
        },
        "forms": {
            FORM_NAME: {
                "url": jobs[0]["path"] + "/applications/new",
                "url_pattern": "/jobs/<id>/applications/new (one per job; hidden field job_id carries the numeric id)",
                "submit_text": "Send application",
                "steps": 1,
                "fields": fields,
                "hidden_fields": ["authenticity_token", "job_id"],
                "success_text": "Thank you for your application!",
            }
        },
        "notes": ("Job id = the '/jobs/<id>' path segment '<number>-<slug>' (e.g. " + jobs[0]["id"] + "). "
                  "Listing shows 12 jobs; 'Show more' (a#show_more_button_link, rel=next, href ?page=N) fetches /jobs.json and appends the next 12; "
                  "a full load of /jobs?page=N shows only that page's jobs. Filters are <select>s that submit the GET form on change "
                  "(URL keeps empty params: ?query=&department=...&location=&remote_status=); remote_status values are fully/hybrid/none "
                  "shown as Fully remote/Hybrid/On-site. Search matches every word against title + department + location. "
                  "Listing line is department · location · remote status; job_type and salary are shown only on the job page "
                  "(info list 'Employment type' / 'Salary'); no posted date is shown. The application posts via fetch (multipart FormData) "
                  "to /__submit/teamtailor-application and then shows 'Thank you for your application!' in place; without JS the form posts normally. "
                  "The resume file input is visually hidden behind an 'Upload CV' label. The consent checkbox has a hidden '0' twin (Rails style). "
                  "A non-blocking cookie dialog appears bottom-left until 'Accept all' or 'Decline all' is clicked."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(jobs)} jobs; queries: " + ", ".join(f"{k}={len(v['ids'])}" for k, v in queries.items()))


if __name__ == "__main__":
    main()
