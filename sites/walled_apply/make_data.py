#!/usr/bin/env python3
"""Generate every page of the `walled_apply` site (Brightpath Staffing careers) and its truth.json.

Fixed data, no network, no clock: run it again and the output is byte-identical.
    python3 make_data.py
"""

from __future__ import annotations

import datetime as dt
import json
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent
COMPANY = "Brightpath Staffing"
AS_OF = dt.date(2026, 11, 25)
SITEKEY = "6LdBpS8qAAAAAGk3vQy2mZ7tR1xW9cN4hJ5eUa0L"
RECAPTCHA_V = "pCoGBhjs9s8EhFOHJFe8cqis"

# id, title, location, work mode, employment type, category, pay (or None), posted (ISO), apply flow
JOBS_RAW = [
    ("BPS-2041", "Forklift Operator", "Columbus, OH", "On-site", "Temp-to-Hire", "Light Industrial",
     "$19.50/hr", "2026-11-24", "signin"),
    ("BPS-2047", "Registered Nurse - Med/Surg", "Charlotte, NC", "On-site", "Contract", "Healthcare",
     "$52.00 - $58.00/hr", "2026-11-24", "captcha"),
    ("BPS-2052", "Payroll Specialist", "Toronto, ON, Canada", "Hybrid", "Full-time", "Finance & Accounting",
     "CA$58,000 - CA$66,000 per year", "2026-11-23", "open"),
    ("BPS-2058", "Warehouse Associate - 2nd Shift", "Mississauga, ON, Canada", "On-site", "Temporary",
     "Light Industrial", "CA$18.25/hr", "2026-11-21", "captcha"),
    ("BPS-2063", "Medical Receptionist", "Brisbane QLD", "On-site", "Part-time", "Healthcare",
     "A$34.50/hr", "2026-11-20", "open"),
    ("BPS-2069", "Java Developer", "Remote - US", "Remote", "Contract", "IT & Technology",
     "$70 - $85/hr", "2026-11-20", "signin"),
    ("BPS-2074", "Executive Assistant", "Manchester, England, United Kingdom", "Hybrid", "Full-time",
     "Office & Administrative", "£30,000 - £34,000 per year", "2026-11-19", "captcha"),
    ("BPS-2080", "Customer Service Representative", "Austin, TX", "Hybrid", "Full-time", "Customer Service",
     "$18.00/hr", "2026-11-18", "open"),
    ("BPS-2086", "CNC Machinist", "Calgary, AB, Canada", "On-site", "Full-time", "Skilled Trades",
     "CA$32.00 - CA$38.00/hr", "2026-11-17", "signin"),
    ("BPS-2091", "Accounts Payable Clerk", "Dublin, Ireland", "Hybrid", "Contract", "Finance & Accounting",
     "€32,000 - €36,000 per year", "2026-11-16", "captcha"),
    ("BPS-2097", "IT Help Desk Technician", "Leeds, England, United Kingdom", "On-site", "Temp-to-Hire",
     "IT & Technology", "£13.50 per hour", "2026-11-13", "open"),
    ("BPS-2103", "Pharmacy Technician", "Phoenix, AZ", "On-site", "Full-time", "Healthcare",
     None, "2026-11-12", "signin"),
    ("BPS-2108", "Logistics Coordinator", "Rotterdam - Netherlands", "Hybrid", "Full-time",
     "Supply Chain & Logistics", None, "2026-11-10", "captcha"),
    ("BPS-2114", "Data Entry Clerk", "Remote - US", "Remote", "Temporary", "Office & Administrative",
     "$17.00/hr", "2026-11-09", "open"),
    ("BPS-2119", "Licensed Practical Nurse (LPN)", "Columbus, OH", "On-site", "Part-time", "Healthcare",
     "$31.00 - $35.00/hr", "2026-11-06", "captcha"),
    ("BPS-2125", "Electrician", "Sydney NSW", "On-site", "Contract", "Skilled Trades",
     "A$55/hr", "2026-11-05", "signin"),
    ("BPS-2130", "Project Coordinator", "Toronto, ON, Canada", "Hybrid", "Contract", "Office & Administrative",
     None, "2026-11-03", "signin"),
    ("BPS-2136", "Bilingual Call Centre Agent (English/French)", "Montreal, QC, Canada", "On-site", "Full-time",
     "Customer Service", "CA$21.00/hr", "2026-10-30", "open"),
    ("BPS-2141", "Warehouse Team Lead", "Glasgow, Scotland, United Kingdom", "On-site", "Full-time",
     "Light Industrial", "£27,500 per year", "2026-10-28", "captcha"),
    ("BPS-2147", "Recruiter (Internal)", "Melbourne VIC", "Hybrid", "Full-time", "Brightpath Corporate",
     "A$75,000 - A$85,000 + super", "2026-10-26", "signin"),
]

# id -> (intro paragraph, what you'll do, what you bring)
DESCRIPTIONS = {
    "BPS-2041": (
        "Brightpath Staffing is partnering with a leading food and beverage distributor in Columbus to hire "
        "experienced Forklift Operators for its regional distribution centre. This is a temp-to-hire role with "
        "the opportunity to go permanent after 90 days.",
        ["Load and unload trailers safely using sit-down and stand-up forklifts",
         "Move pallets between receiving, storage and shipping areas",
         "Scan product and keep inventory locations accurate in the warehouse system",
         "Complete daily equipment safety checks and report any issues"],
        ["6+ months of forklift experience in a warehouse setting",
         "Current forklift certification (or willingness to certify on site)",
         "Ability to lift up to 50 lbs and stand for a full shift",
         "Reliable transportation and a strong attendance record"]),
    "BPS-2047": (
        "We are hiring a Registered Nurse for a 13-week Medical/Surgical contract at a 400-bed acute care hospital "
        "in Charlotte. Weekly pay, housing assistance and extension opportunities are available.",
        ["Provide direct patient care to a Med/Surg unit of 5-6 patients",
         "Assess, plan and document patient care in Epic",
         "Administer medications and treatments as ordered",
         "Work with physicians, case managers and families on discharge planning"],
        ["Active RN license in North Carolina or a compact state",
         "At least 2 years of recent acute care Med/Surg experience",
         "Current BLS certification from the American Heart Association",
         "Flexibility to work 12-hour shifts, including nights and weekends"]),
    "BPS-2052": (
        "Our client, a fast-growing retail group headquartered in Toronto, is looking for a Payroll Specialist to "
        "join its finance team. This is a permanent, hybrid role with three days a week in the downtown office.",
        ["Process bi-weekly payroll for 1,200 employees across Ontario and Quebec",
         "Maintain employee records, deductions and benefits in Ceridian Dayforce",
         "Prepare year-end T4 and RL-1 slips and reconcile payroll accounts",
         "Answer payroll questions from employees and managers"],
        ["2-4 years of Canadian payroll experience",
         "Payroll Compliance Practitioner (PCP) designation, or working towards it",
         "Strong Excel skills and close attention to detail",
         "Experience with Dayforce or a similar payroll system is an asset"]),
    "BPS-2058": (
        "Brightpath is hiring Warehouse Associates for the afternoon shift at an e-commerce fulfilment centre in "
        "Mississauga. Weekly pay, free parking and immediate starts.",
        ["Pick, pack and ship customer orders using RF scanners",
         "Label and stage packages for carrier pickup",
         "Keep work areas clean, organised and safe",
         "Meet daily productivity and accuracy targets"],
        ["Availability for the 2nd shift, Monday to Friday, 3:00 pm - 11:30 pm",
         "Steel-toe safety boots",
         "Ability to stand, walk and lift up to 23 kg throughout the shift",
         "Previous warehouse experience is an asset, but not required"]),
    "BPS-2063": (
        "A busy multidisciplinary medical practice in Brisbane's inner north is looking for a friendly Medical "
        "Receptionist to join its front-of-house team on a permanent part-time basis (3 days per week).",
        ["Greet patients and manage the front desk in a busy GP clinic",
         "Book, confirm and reschedule appointments in Best Practice",
         "Process Medicare, DVA and private billing",
         "Answer phone calls and handle patient enquiries with care"],
        ["Previous experience in a medical reception role",
         "Knowledge of Medicare billing and medical terminology",
         "Excellent communication and customer service skills",
         "Availability on Mondays, Wednesdays and Fridays"]),
    "BPS-2069": (
        "Our client, a national insurance provider, needs a Java Developer for a 6-month contract (likely to "
        "extend) to help modernise its policy administration platform. Fully remote within the US.",
        ["Build and maintain REST services in Java 17 and Spring Boot",
         "Migrate legacy batch jobs to event-driven services on AWS",
         "Write unit and integration tests and take part in code reviews",
         "Work in two-week sprints with a distributed agile team"],
        ["5+ years of professional Java development experience",
         "Solid experience with Spring Boot, SQL and REST APIs",
         "Hands-on experience with AWS (Lambda, SQS, ECS)",
         "Insurance or financial services experience is a plus"]),
    "BPS-2074": (
        "We are recruiting an Executive Assistant to support the Managing Director of a well-established "
        "engineering consultancy in Manchester city centre. Hybrid working, with 3 days in the office.",
        ["Manage a complex diary, travel and expenses for the Managing Director",
         "Prepare board packs, take minutes and follow up on actions",
         "Act as the first point of contact for clients and senior stakeholders",
         "Coordinate internal events and office projects"],
        ["Proven experience supporting a senior executive",
         "Excellent organisation and written communication skills",
         "Advanced Microsoft Outlook, Word and PowerPoint",
         "Discretion when handling confidential information"]),
    "BPS-2080": (
        "Brightpath is hiring Customer Service Representatives for a leading home-services company in Austin. "
        "After four weeks of paid, in-office training, this role moves to a hybrid schedule.",
        ["Handle inbound calls, chats and emails from customers",
         "Schedule service appointments and resolve billing questions",
         "Document every interaction accurately in Salesforce",
         "Escalate complex issues to the right team"],
        ["1+ year of customer service or call centre experience",
         "High school diploma or equivalent",
         "Comfortable typing 35+ words per minute",
         "Bilingual English/Spanish is a plus"]),
    "BPS-2086": (
        "A precision manufacturing company in southeast Calgary is looking for an experienced CNC Machinist to "
        "join its day shift. Permanent, full-time role with benefits from day one.",
        ["Set up and operate CNC mills and lathes (Haas, Mazak)",
         "Read blueprints and GD&T to produce parts to tight tolerances",
         "Inspect finished parts using micrometers, calipers and CMM reports",
         "Make offsets and basic program edits at the machine"],
        ["Journeyperson Machinist certificate (Red Seal preferred)",
         "3+ years of CNC machining experience",
         "Working knowledge of G-code and Mastercam",
         "Commitment to a safe, clean workplace"]),
    "BPS-2091": (
        "Our client, a multinational medical devices company in Dublin 2, is looking for an Accounts Payable Clerk "
        "on an initial 9-month contract. Hybrid working (2 days on site).",
        ["Process supplier invoices and credit notes in SAP",
         "Match invoices to purchase orders and goods receipts",
         "Prepare weekly payment runs and supplier statement reconciliations",
         "Respond to supplier and internal queries in a shared inbox"],
        ["1-2 years of accounts payable experience",
         "SAP experience is highly desirable",
         "Good working knowledge of Excel",
         "Strong organisational skills and attention to detail"]),
    "BPS-2097": (
        "We are recruiting an IT Help Desk Technician for a large housing association's service desk in Leeds. "
        "Temp-to-perm, Monday to Friday, immediate start.",
        ["Provide first-line support by phone, email and in person",
         "Log, prioritise and resolve tickets in ServiceNow",
         "Set up laptops, mobile phones and user accounts",
         "Escalate complex problems to second-line teams"],
        ["Experience in a first-line IT support role",
         "Good knowledge of Windows 11, Microsoft 365 and Active Directory",
         "A patient, customer-focused approach",
         "CompTIA A+ or ITIL Foundation is desirable"]),
    "BPS-2103": (
        "Brightpath Staffing is hiring a Pharmacy Technician for a specialty pharmacy in Phoenix. Full-time, day "
        "shift, with medical, dental and 401(k) after 60 days.",
        ["Prepare and label prescriptions under the supervision of a pharmacist",
         "Process insurance claims and prior authorisations",
         "Maintain inventory and check expiration dates",
         "Answer patient calls about refills and deliveries"],
        ["Active Arizona Pharmacy Technician license",
         "PTCB or ExCPT certification",
         "1+ year of retail or specialty pharmacy experience",
         "Strong attention to detail and accuracy"]),
    "BPS-2108": (
        "Our client, an international freight forwarder at the Port of Rotterdam, is looking for a Logistics "
        "Coordinator to join its ocean freight team. English is the working language.",
        ["Coordinate import and export shipments from booking to delivery",
         "Prepare customs and shipping documentation",
         "Communicate with carriers, terminals and customers about shipment status",
         "Keep shipment data accurate in CargoWise"],
        ["MBO/HBO degree in logistics or a related field",
         "2+ years of experience in freight forwarding or shipping",
         "Fluent English; Dutch is a plus",
         "EU work authorisation"]),
    "BPS-2114": (
        "We are hiring remote Data Entry Clerks for a 3-month project with a healthcare billing company. "
        "Equipment is provided; you will need a quiet workspace and a reliable internet connection.",
        ["Enter and verify patient and claims data in a web-based system",
         "Review scanned documents for missing information",
         "Flag discrepancies to the team lead",
         "Meet daily accuracy and volume targets"],
        ["Typing speed of 45+ words per minute with high accuracy",
         "Previous data entry experience",
         "High-speed internet (25 Mbps or faster)",
         "Availability Monday to Friday, 8:00 am - 4:30 pm Eastern"]),
    "BPS-2119": (
        "A skilled nursing and rehabilitation centre in Columbus is looking for a Licensed Practical Nurse to join "
        "its team on a part-time basis (three 8-hour shifts per week).",
        ["Administer medications and treatments to residents",
         "Monitor residents and report changes in condition to the RN",
         "Document care in PointClickCare",
         "Support and supervise State Tested Nursing Assistants"],
        ["Active LPN license in Ohio",
         "Current CPR/BLS certification",
         "Long-term care experience is preferred",
         "Compassion and strong communication skills"]),
    "BPS-2125": (
        "Brightpath is looking for a qualified Electrician for a 6-month commercial fit-out project in the Sydney "
        "CBD. Competitive hourly rate, paid weekly.",
        ["Install lighting, power and data cabling in commercial fit-outs",
         "Read and work from electrical drawings and specifications",
         "Test and tag, and complete compliance documentation",
         "Work safely alongside other trades on an active site"],
        ["A-grade electrical licence (NSW)",
         "White Card and your own hand tools",
         "Commercial fit-out experience",
         "Own transport and a good safety record"]),
    "BPS-2130": (
        "Our client, a provincial infrastructure agency, needs a Project Coordinator on a 12-month contract to "
        "support a portfolio of transit projects. Hybrid (2 days per week in the office).",
        ["Maintain project schedules, risk logs and action registers",
         "Organise meetings, take minutes and track follow-ups",
         "Prepare monthly status reports for senior management",
         "Coordinate document control in SharePoint"],
        ["2+ years of project coordination experience",
         "Advanced Excel and MS Project skills",
         "Experience in the public sector or construction is an asset",
         "CAPM certification is an asset"]),
    "BPS-2136": (
        "We are hiring bilingual Call Centre Agents for a national telecommunications provider's customer care "
        "centre in Montreal. Paid training, benefits and career advancement.",
        ["Answer customer calls in English and French",
         "Troubleshoot billing and basic technical issues",
         "Offer plan upgrades that fit the customer's needs",
         "Record interactions accurately in the CRM"],
        ["Fluent spoken and written English and French",
         "Previous call centre or customer service experience",
         "Availability for rotating shifts, including weekends",
         "Comfortable using several applications at once"]),
    "BPS-2141": (
        "A leading grocery distributor is looking for a Warehouse Team Lead to run a team of 15 on the day shift "
        "at its distribution centre in Glasgow. Permanent role with an annual bonus.",
        ["Lead, train and motivate a team of warehouse operatives",
         "Plan daily workloads to meet dispatch deadlines",
         "Monitor KPIs for productivity, accuracy and safety",
         "Carry out return-to-work interviews and performance reviews"],
        ["Previous supervisory experience in a warehouse environment",
         "Counterbalance or reach truck licence",
         "Working knowledge of WMS systems and Excel",
         "Strong leadership and communication skills"]),
    "BPS-2147": (
        "Join Brightpath! We are growing our Melbourne branch and are looking for an Internal Recruiter to help "
        "us hire great people for our own teams across Australia.",
        ["Manage end-to-end recruitment for Brightpath's corporate roles",
         "Partner with hiring managers to define roles and interview plans",
         "Source candidates on LinkedIn, SEEK and through referrals",
         "Keep our applicant tracking system accurate and up to date"],
        ["2+ years of recruitment experience (agency or in-house)",
         "A track record of sourcing hard-to-find candidates",
         "Excellent relationship-building skills",
         "Full working rights in Australia"]),
}

HEAR_ABOUT = ["Brightpath website", "Indeed", "LinkedIn", "Job fair", "Referral from a friend", "Other"]
CONFIRMATION_TEXT = "Thank you for applying! Your application has been submitted."
SIGNIN_ERROR = "The email or password you entered is incorrect."
CAPTCHA_ERROR = "Please verify that you are not a robot."


def fmt_date(iso: str) -> str:
    d = dt.date.fromisoformat(iso)
    return f"{d.strftime('%b')} {d.day}, {d.year}"


def build_jobs() -> list[dict]:
    jobs = []
    for jid, title, loc, mode, jtype, cat, pay, posted, flow in JOBS_RAW:
        intro, do, bring = DESCRIPTIONS[jid]
        apply_url = (f"/account/signin.html?next=/careers/apply/{jid}.html" if flow == "signin"
                     else f"/careers/apply/{jid}.html")
        jobs.append(dict(id=jid, title=title, location=loc, work_mode=mode, job_type=jtype, department=cat,
                         salary=pay, posted_iso=posted, posted=fmt_date(posted), flow=flow, intro=intro,
                         do=do, bring=bring, detail_url=f"/careers/job/{jid}.html", apply_url=apply_url))
    # listing order: newest first, then id descending
    jobs.sort(key=lambda j: (j["posted_iso"], j["id"]), reverse=True)
    return jobs


def search(jobs: list[dict], q: str) -> list[str]:
    """Same rule as careers.js: every whitespace-separated term is a case-insensitive substring of the title."""
    terms = q.lower().split()
    return [j["id"] for j in jobs if all(t in j["title"].lower() for t in terms)]


# --------------------------------------------------------------------------------------------- page chrome

def page(title: str, body: str, *, head_extra: str = "", scripts: str = "", nav_active: str = "") -> str:
    def nav(href: str, label: str, key: str) -> str:
        cur = ' aria-current="page"' if key == nav_active else ""
        return f'<li><a href="{href}"{cur}>{label}</a></li>'
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
{head_extra}</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="site-brand" href="/">
      <svg class="site-brand__mark" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="15" fill="#0b6e69"/><path d="M7 19 L13 11 L17 16 L20 12 L24 19 Z" fill="#f5b841"/></svg>
      <span class="site-brand__name">{COMPANY}</span>
    </a>
    <nav class="site-nav" aria-label="Main">
      <ul>
        {nav("/", "Home", "home")}
        {nav("/careers/index.html", "Find a job", "careers")}
        {nav("/account/signin.html", "Candidate Sign In", "account")}
      </ul>
    </nav>
  </div>
</header>
<main id="main" class="site-main">
{body}
</main>
<footer class="site-footer">
  <div class="site-footer__inner">
    <p>&copy; 2026 {COMPANY}. All rights reserved.</p>
    <p>{COMPANY} is an equal opportunity employer. We welcome applications from all qualified candidates.</p>
  </div>
</footer>
{scripts}</body>
</html>
"""


def home_page() -> str:
    body = f"""<section class="hero">
  <h1>Work that fits your life</h1>
  <p>{COMPANY} connects people with great employers across the United States, Canada, the United Kingdom,
  Ireland, the Netherlands and Australia &mdash; temporary, contract and permanent roles.</p>
  <p><a class="btn btn-primary" href="/careers/index.html">View current openings</a></p>
</section>
<section class="home-columns">
  <div><h2>Light industrial &amp; logistics</h2><p>Warehouse, forklift and distribution roles with weekly pay.</p></div>
  <div><h2>Healthcare</h2><p>Nursing, pharmacy and clinic roles, including travel contracts.</p></div>
  <div><h2>Office, IT &amp; finance</h2><p>Administrative, accounting and technology positions.</p></div>
</section>"""
    return page(f"{COMPANY} | Staffing & Recruitment", body, nav_active="home")


def listing_page(jobs: list[dict]) -> str:
    items = []
    for j in jobs:
        pay = (f'\n        <li class="job-card__pay">{escape(j["salary"])}</li>'
               if j["salary"] else "")
        items.append(f"""    <li class="job-card" data-job-id="{j['id']}">
      <h2 class="job-card__title"><a class="job-card__link" href="{j['detail_url']}">{escape(j['title'])}</a></h2>
      <ul class="job-card__meta">
        <li class="job-card__location">{escape(j['location'])}</li>
        <li class="job-card__workmode">{j['work_mode']}</li>
        <li class="job-card__type">{j['job_type']}</li>{pay}
      </ul>
      <p class="job-card__posted">Posted {j['posted']}</p>
    </li>""")
    body = f"""<div class="page-intro">
  <h1>Current openings</h1>
  <p>Browse temporary, contract and permanent roles with {COMPANY} and our client companies.</p>
</div>
<form class="job-search" action="/careers/index.html" method="get" role="search">
  <label for="keyword">Search jobs</label>
  <div class="job-search__row">
    <input type="search" id="keyword" name="q" placeholder="Job title or keyword" autocomplete="off">
    <button type="submit" class="btn btn-primary">Search</button>
  </div>
</form>
<div class="results-bar">
  <p class="results-count" id="results-count" aria-live="polite">{len(jobs)} open positions</p>
  <a class="clear-search" id="clear-search" href="/careers/index.html" hidden>Clear search</a>
</div>
<ul class="job-list" id="job-list">
{chr(10).join(items)}
</ul>
<p class="no-results" id="no-results" hidden>No jobs match your search. Try a different keyword or <a href="/careers/index.html">view all openings</a>.</p>"""
    return page(f"Current openings | {COMPANY}", body, nav_active="careers",
                scripts='<script src="/assets/careers.js"></script>\n')


def detail_page(j: dict) -> str:
    do = "\n".join(f"    <li>{escape(x)}</li>" for x in j["do"])
    bring = "\n".join(f"    <li>{escape(x)}</li>" for x in j["bring"])
    pay = (f'\n    <div class="job-facts__item"><dt>Pay</dt><dd class="job-pay">{escape(j["salary"])}</dd></div>'
           if j["salary"] else "")
    body = f"""<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/careers/index.html">Current openings</a> <span aria-hidden="true">&rsaquo;</span> <span aria-current="page">{escape(j['title'])}</span></nav>
<article class="job-detail" data-job-id="{j['id']}">
  <header class="job-detail__header">
    <h1 class="job-detail__title">{escape(j['title'])}</h1>
    <dl class="job-facts">
    <div class="job-facts__item"><dt>Location</dt><dd class="job-location">{escape(j['location'])}</dd></div>
    <div class="job-facts__item"><dt>Work mode</dt><dd class="job-workmode">{j['work_mode']}</dd></div>
    <div class="job-facts__item"><dt>Employment type</dt><dd class="job-type">{j['job_type']}</dd></div>
    <div class="job-facts__item"><dt>Category</dt><dd class="job-category">{escape(j['department'])}</dd></div>{pay}
    <div class="job-facts__item"><dt>Job ID</dt><dd class="job-id">{j['id']}</dd></div>
    <div class="job-facts__item"><dt>Posted</dt><dd class="job-posted">{j['posted']}</dd></div>
    </dl>
    <p class="job-detail__apply"><a class="btn btn-primary apply-button" href="{j['apply_url']}">Apply now</a></p>
  </header>
  <section class="job-description">
    <h2 class="visually-hidden">Job description</h2>
    <p>{escape(j['intro'])}</p>
    <h3>What you'll do</h3>
    <ul>
{do}
    </ul>
    <h3>What you bring</h3>
    <ul>
{bring}
    </ul>
    <p class="about-us"><strong>About {COMPANY}:</strong> For more than 20 years, {COMPANY} has placed
    people in temporary, contract and permanent jobs with employers they love. Our services are always free
    for candidates.</p>
  </section>
</article>"""
    return page(f"{j['title']} - {j['location']} | {COMPANY}", body, nav_active="careers")


def apply_page(j: dict) -> str:
    captcha = j["flow"] == "captcha"
    options = "\n".join(f'        <option value="{escape(o)}">{escape(o)}</option>' for o in HEAR_ABOUT)
    captcha_html = ""
    head_extra = ""
    if captcha:
        head_extra = '<script src="/recaptcha/api.js" async defer></script>\n'
        captcha_html = f"""
    <div class="form-field form-field--captcha">
      <div class="g-recaptcha" data-sitekey="{SITEKEY}"></div>
      <p class="field-error captcha-error" id="captcha-error" role="alert" hidden>{CAPTCHA_ERROR}</p>
    </div>"""
    body = f"""<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/careers/index.html">Current openings</a> <span aria-hidden="true">&rsaquo;</span> <a href="{j['detail_url']}">{escape(j['title'])}</a> <span aria-hidden="true">&rsaquo;</span> <span aria-current="page">Apply</span></nav>
<section class="apply">
  <h1>Apply for {escape(j['title'])}</h1>
  <p class="apply__meta">{j['id']} &middot; {escape(j['location'])} &middot; {j['job_type']}</p>
  <p class="apply__note">Fields marked with <span class="req">*</span> are required.</p>
  <form id="application-form" class="application-form" action="/__submit/brightpath-apply" method="post" enctype="multipart/form-data">
    <input type="hidden" name="job_id" value="{j['id']}">
    <div class="form-row">
      <div class="form-field">
        <label for="first_name">First name <span class="req" aria-hidden="true">*</span></label>
        <input type="text" id="first_name" name="first_name" autocomplete="given-name" required>
      </div>
      <div class="form-field">
        <label for="last_name">Last name <span class="req" aria-hidden="true">*</span></label>
        <input type="text" id="last_name" name="last_name" autocomplete="family-name" required>
      </div>
    </div>
    <div class="form-field">
      <label for="email">Email <span class="req" aria-hidden="true">*</span></label>
      <input type="email" id="email" name="email" autocomplete="email" required>
    </div>
    <div class="form-field">
      <label for="phone">Phone</label>
      <input type="tel" id="phone" name="phone" autocomplete="tel">
    </div>
    <div class="form-field">
      <label for="resume">Resume <span class="req" aria-hidden="true">*</span></label>
      <input type="file" id="resume" name="resume" accept=".pdf,.doc,.docx,.rtf,.txt" required>
      <p class="field-hint">PDF, Word, RTF or text file, up to 5 MB.</p>
    </div>
    <div class="form-field">
      <label for="source">How did you hear about us?</label>
      <select id="source" name="source">
        <option value="">Select...</option>
{options}
      </select>
    </div>{captcha_html}
    <p class="form-error" id="form-error" role="alert" hidden></p>
    <div class="form-actions">
      <button type="submit" class="btn btn-primary" id="submit-application">Submit application</button>
    </div>
  </form>
</section>"""
    return page(f"Apply - {j['title']} | {COMPANY}", body, head_extra=head_extra, nav_active="careers",
                scripts='<script src="/assets/apply.js"></script>\n')


def submitted_page() -> str:
    body = f"""<section class="confirmation">
  <h1>Application submitted</h1>
  <p class="confirmation__message" id="confirmation-message">{CONFIRMATION_TEXT}</p>
  <p class="confirmation__job" id="confirmation-job" hidden></p>
  <p>A Brightpath recruiter will review your application and contact you if your experience is a good match.</p>
  <p><a class="btn" href="/careers/index.html">Back to current openings</a></p>
</section>"""
    return page(f"Application submitted | {COMPANY}", body, nav_active="careers",
                scripts='<script src="/assets/jobs-index.js"></script>\n<script src="/assets/submitted.js"></script>\n')


def signin_page() -> str:
    body = f"""<div class="portal">
  <p class="portal__brand">{COMPANY} Candidate Home</p>
  <section class="portal-card" data-automation-id="signInContent" aria-labelledby="signin-heading">
    <h1 id="signin-heading" data-automation-id="signInHeader">Sign In</h1>
    <p class="portal-card__context" id="signin-context" data-automation-id="signInContext">Sign in to your candidate account.</p>
    <div class="portal-alert" id="signin-error" data-automation-id="errorMessage" role="alert" hidden></div>
    <form id="signin-form" class="portal-form" action="/__submit/candidate-signin" method="post" novalidate>
      <input type="hidden" name="next" id="next" value="">
      <div class="form-field">
        <label for="email">Email Address <span class="req" aria-hidden="true">*</span></label>
        <input type="email" id="email" name="email" autocomplete="username" data-automation-id="email" aria-required="true">
        <p class="field-error" id="email-error" hidden></p>
      </div>
      <div class="form-field">
        <label for="password">Password <span class="req" aria-hidden="true">*</span></label>
        <input type="password" id="password" name="password" autocomplete="current-password" data-automation-id="password" aria-required="true">
        <p class="field-error" id="password-error" hidden></p>
      </div>
      <button type="submit" class="btn btn-primary btn-block" data-automation-id="signInSubmitButton">Sign In</button>
    </form>
    <p class="portal-card__link"><a id="forgot-password-link" href="/account/forgot-password.html" data-automation-id="forgotPasswordLink">Forgot your password?</a></p>
    <p class="portal-card__footer">Don't have an account? <a id="create-account-link" href="/account/create-account.html" data-automation-id="createAccountLink">Create Account</a></p>
  </section>
</div>"""
    return page(f"Sign In | {COMPANY} Candidate Home", body, nav_active="account",
                scripts='<script src="/assets/jobs-index.js"></script>\n<script src="/assets/account.js"></script>\n')


def create_account_page() -> str:
    body = f"""<div class="portal">
  <p class="portal__brand">{COMPANY} Candidate Home</p>
  <section class="portal-card" data-automation-id="createAccountContent" aria-labelledby="create-heading">
    <div id="create-account-view">
      <h1 id="create-heading">Create Account</h1>
      <p class="portal-card__context">Create a candidate account to apply for jobs and track your applications.</p>
      <div class="portal-alert" id="create-error" role="alert" hidden></div>
      <form id="create-account-form" class="portal-form" action="/__submit/candidate-create-account" method="post" novalidate>
        <input type="hidden" name="next" id="next" value="">
        <div class="form-field">
          <label for="email">Email Address <span class="req" aria-hidden="true">*</span></label>
          <input type="email" id="email" name="email" autocomplete="email" data-automation-id="email" aria-required="true">
          <p class="field-error" id="email-error" hidden></p>
        </div>
        <div class="form-field">
          <label for="password">Password <span class="req" aria-hidden="true">*</span></label>
          <input type="password" id="password" name="password" autocomplete="new-password" data-automation-id="password" aria-required="true" aria-describedby="password-rules">
          <p class="field-hint" id="password-rules">At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.</p>
          <p class="field-error" id="password-error" hidden></p>
        </div>
        <div class="form-field">
          <label for="verify_password">Verify New Password <span class="req" aria-hidden="true">*</span></label>
          <input type="password" id="verify_password" name="verify_password" autocomplete="new-password" data-automation-id="verifyPassword" aria-required="true">
          <p class="field-error" id="verify_password-error" hidden></p>
        </div>
        <div class="form-field form-field--check">
          <input type="checkbox" id="privacy_consent" name="privacy_consent" value="yes" data-automation-id="createAccountCheckbox">
          <label for="privacy_consent">I have read and agree to the Candidate Privacy Notice <span class="req" aria-hidden="true">*</span></label>
          <p class="field-error" id="privacy_consent-error" hidden></p>
        </div>
        <button type="submit" class="btn btn-primary btn-block" data-automation-id="createAccountSubmitButton">Create Account</button>
      </form>
      <p class="portal-card__footer">Already have an account? <a class="signin-link" href="/account/signin.html" data-automation-id="signInLink">Sign In</a></p>
    </div>
    <div id="create-account-done" hidden>
      <h1>Verify your email</h1>
      <p class="portal-card__context" id="create-account-done-text"></p>
      <p>Your account isn't active until you verify your email address. Didn't get the email? Check your spam folder.</p>
      <p><a class="btn btn-block signin-link" href="/account/signin.html">Back to Sign In</a></p>
    </div>
  </section>
</div>"""
    return page(f"Create Account | {COMPANY} Candidate Home", body, nav_active="account",
                scripts='<script src="/assets/jobs-index.js"></script>\n<script src="/assets/account.js"></script>\n')


def forgot_password_page() -> str:
    body = f"""<div class="portal">
  <p class="portal__brand">{COMPANY} Candidate Home</p>
  <section class="portal-card" data-automation-id="forgotPasswordContent" aria-labelledby="forgot-heading">
    <div id="forgot-password-view">
      <h1 id="forgot-heading">Forgot Password</h1>
      <p class="portal-card__context">Enter the email address for your candidate account and we'll send you a link to reset your password.</p>
      <form id="forgot-password-form" class="portal-form" action="/__submit/candidate-password-reset" method="post" novalidate>
        <input type="hidden" name="next" id="next" value="">
        <div class="form-field">
          <label for="email">Email Address <span class="req" aria-hidden="true">*</span></label>
          <input type="email" id="email" name="email" autocomplete="username" data-automation-id="email" aria-required="true">
          <p class="field-error" id="email-error" hidden></p>
        </div>
        <button type="submit" class="btn btn-primary btn-block" data-automation-id="resetPasswordSubmitButton">Reset Password</button>
      </form>
      <p class="portal-card__footer"><a class="signin-link" href="/account/signin.html" data-automation-id="signInLink">Back to Sign In</a></p>
    </div>
    <div id="forgot-password-done" hidden>
      <h1>Check your email</h1>
      <p class="portal-card__context" id="forgot-password-done-text"></p>
      <p><a class="btn btn-block signin-link" href="/account/signin.html">Back to Sign In</a></p>
    </div>
  </section>
</div>"""
    return page(f"Forgot Password | {COMPANY} Candidate Home", body, nav_active="account",
                scripts='<script src="/assets/jobs-index.js"></script>\n<script src="/assets/account.js"></script>\n')


def jobs_index_js(jobs: list[dict]) -> str:
    data = {j["id"]: {"title": j["title"], "location": j["location"]} for j in jobs}
    return ("/* Job titles for the candidate portal and the confirmation page (generated by make_data.py). */\n"
            f"window.BRIGHTPATH_JOBS = {json.dumps(data, indent=1, ensure_ascii=False)};\n")


# --------------------------------------------------------------------------------------------- reCAPTCHA

def scene_svg(kind: str) -> str:
    """One 126x126 challenge tile: a small street scene drawn with inline SVG."""
    sky = '<rect width="126" height="126" fill="#a9cce3"/>'
    road = '<rect y="88" width="126" height="38" fill="#6e6e6e"/><rect y="86" width="126" height="3" fill="#b0b0b0"/>'
    parts = {
        "car": road + '<rect x="22" y="70" width="82" height="22" rx="6" fill="#c0392b"/>'
               '<path d="M38 70 L48 56 L80 56 L90 70 Z" fill="#c0392b"/><path d="M44 69 L51 59 L62 59 L62 69 Z M66 69 L66 59 L78 59 L85 69 Z" fill="#d6eaf8"/>'
               '<circle cx="40" cy="93" r="9" fill="#222"/><circle cx="86" cy="93" r="9" fill="#222"/>',
        "bus": road + '<rect x="10" y="44" width="106" height="48" rx="5" fill="#f1c40f"/>'
               '<rect x="16" y="50" width="20" height="16" fill="#d6eaf8"/><rect x="40" y="50" width="20" height="16" fill="#d6eaf8"/>'
               '<rect x="64" y="50" width="20" height="16" fill="#d6eaf8"/><rect x="88" y="50" width="22" height="16" fill="#d6eaf8"/>'
               '<circle cx="32" cy="94" r="8" fill="#222"/><circle cx="94" cy="94" r="8" fill="#222"/>',
        "tree": road + '<rect x="58" y="58" width="10" height="32" fill="#7b4a2a"/><circle cx="63" cy="46" r="26" fill="#27ae60"/>'
                '<circle cx="48" cy="56" r="14" fill="#229954"/><circle cx="78" cy="54" r="15" fill="#229954"/>',
        "crosswalk": '<rect width="126" height="126" fill="#707070"/>' + "".join(
                f'<rect x="{x}" y="20" width="12" height="86" fill="#f4f4f4"/>' for x in (8, 32, 56, 80, 104)),
        "hydrant": road + '<rect x="0" y="76" width="126" height="12" fill="#bdbdbd"/>'
                   '<rect x="52" y="44" width="22" height="38" rx="3" fill="#e74c3c"/><rect x="46" y="54" width="34" height="8" rx="3" fill="#c0392b"/>'
                   '<path d="M52 44 Q63 30 74 44 Z" fill="#c0392b"/><rect x="48" y="80" width="30" height="6" fill="#922b21"/>',
        "building": '<rect width="126" height="126" fill="#a9cce3"/><rect x="14" y="18" width="60" height="108" fill="#b9770e"/>'
                    '<rect x="78" y="40" width="40" height="86" fill="#85929e"/>' + "".join(
                    f'<rect x="{x}" y="{y}" width="10" height="12" fill="#fdebd0"/>'
                    for x in (22, 40, 56) for y in (28, 50, 72, 94)) + "".join(
                    f'<rect x="{x}" y="{y}" width="8" height="10" fill="#eaf2f8"/>' for x in (84, 102) for y in (50, 70, 90)),
        "bike": road + '<circle cx="38" cy="82" r="16" fill="none" stroke="#222" stroke-width="4"/>'
                '<circle cx="90" cy="82" r="16" fill="none" stroke="#222" stroke-width="4"/>'
                '<path d="M38 82 L56 56 L80 56 L90 82 M56 56 L64 82 L80 56 M52 48 L62 48 M78 56 L76 46 L86 46" fill="none" stroke="#1f618d" stroke-width="4"/>',
        "sign": road + '<rect x="60" y="50" width="6" height="40" fill="#7f8c8d"/>'
                '<polygon points="52,18 74,18 90,34 90,56 74,72 52,72 36,56 36,34" fill="#c0392b" stroke="#fff" stroke-width="3"/>'
                '<text x="63" y="50" font-family="Arial, sans-serif" font-size="15" font-weight="bold" fill="#fff" text-anchor="middle">STOP</text>',
        "light": road + '<rect x="60" y="52" width="7" height="40" fill="#566573"/>'
                 '<rect x="50" y="6" width="27" height="50" rx="5" fill="#1c1c1c"/>'
                 '<circle cx="63.5" cy="17" r="6.5" fill="#e74c3c"/><circle cx="63.5" cy="31" r="6.5" fill="#6e5d1f"/><circle cx="63.5" cy="45" r="6.5" fill="#1e4d2b"/>',
        "light2": '<rect width="126" height="126" fill="#a9cce3"/><rect x="0" y="22" width="126" height="6" fill="#566573"/>'
                  '<rect x="22" y="28" width="22" height="46" rx="4" fill="#1c1c1c"/><circle cx="33" cy="39" r="6" fill="#5b2c2c"/>'
                  '<circle cx="33" cy="51" r="6" fill="#6e5d1f"/><circle cx="33" cy="63" r="6" fill="#2ecc71"/>'
                  '<rect x="82" y="28" width="22" height="46" rx="4" fill="#1c1c1c"/><circle cx="93" cy="39" r="6" fill="#5b2c2c"/>'
                  '<circle cx="93" cy="51" r="6" fill="#6e5d1f"/><circle cx="93" cy="63" r="6" fill="#2ecc71"/>',
        "light3": '<rect width="126" height="126" fill="#d5d8dc"/><rect x="34" y="0" width="58" height="126" rx="8" fill="#212121"/>'
                  '<circle cx="63" cy="24" r="16" fill="#5b2c2c"/><circle cx="63" cy="63" r="16" fill="#f39c12"/><circle cx="63" cy="102" r="16" fill="#1e4d2b"/>',
    }
    inner = parts[kind] if kind in ("crosswalk", "building", "light2", "light3") else sky + parts[kind]
    return (f'<svg class="rc-image-tile-33" xmlns="http://www.w3.org/2000/svg" width="126" height="126" '
            f'viewBox="0 0 126 126" aria-hidden="true" focusable="false">{inner}</svg>')


CHALLENGES = [
    ["car", "light", "tree", "crosswalk", "light2", "bus", "hydrant", "building", "light3"],
    ["light3", "bike", "building", "bus", "sign", "light", "crosswalk", "tree", "car"],
    ["tree", "hydrant", "light2", "light", "car", "building", "bike", "light3", "crosswalk"],
]


def challenge_table(tiles: list[str]) -> str:
    rows = []
    for r in range(3):
        cells = []
        for c in range(3):
            cells.append(
                '<td role="button" tabindex="0" class="rc-imageselect-tile" aria-label="Image challenge">'
                '<div class="rc-image-tile-target"><div class="rc-image-tile-wrapper" style="width: 126px; height: 126px">'
                f'{scene_svg(tiles[r * 3 + c])}<div class="rc-image-tile-overlay"></div></div>'
                '<div class="rc-imageselect-checkbox"></div></div></td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return '<table class="rc-imageselect-table-33"><tbody>' + "".join(rows) + "</tbody></table>"


def _recaptcha_logo() -> str:
    """An approximation of the reCAPTCHA logo: three arrow arcs around a circle."""
    import math
    cx = cy = 32.0
    r = 19.0
    parts = []
    for a0, a1, color in ((200, 290, "#1c3aa9"), (320, 410, "#4285f4"), (80, 170, "#ababab")):
        t0, t1 = math.radians(a0), math.radians(a1)
        x0, y0 = cx + r * math.cos(t0), cy + r * math.sin(t0)
        x1, y1 = cx + r * math.cos(t1), cy + r * math.sin(t1)
        parts.append(f'<path d="M{x0:.1f} {y0:.1f} A{r:.0f} {r:.0f} 0 0 1 {x1:.1f} {y1:.1f}" fill="none" '
                     f'stroke="{color}" stroke-width="8"/>')
        nx, ny = math.cos(t1), math.sin(t1)          # outward normal at the arc's end
        tx, ty = -math.sin(t1), math.cos(t1)         # clockwise tangent
        pts = [(x1 + tx * 10, y1 + ty * 10), (x1 + nx * 9, y1 + ny * 9), (x1 - nx * 9, y1 - ny * 9)]
        parts.append('<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in pts) + f'" fill="{color}"/>')
    return ('<svg class="rc-anchor-logo-svg" width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" '
            'focusable="false">' + "".join(parts) + "</svg>")


RECAPTCHA_LOGO = _recaptcha_logo()


def anchor_page() -> str:
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>reCAPTCHA</title>
<link rel="stylesheet" type="text/css" href="/recaptcha/api2/styles__ltr.css">
</head>
<body>
<div id="rc-anchor-alert" class="rc-anchor-alert"></div>
<div id="rc-anchor-container" class="rc-anchor rc-anchor-normal rc-anchor-light">
  <div id="recaptcha-accessible-status" class="rc-anchor-aria-status" aria-hidden="true">Recaptcha requires verification. </div>
  <div class="rc-anchor-error-msg-container" style="display:none"><span class="rc-anchor-error-msg" aria-hidden="true"></span></div>
  <div class="rc-anchor-content">
    <div class="rc-inline-block"><div class="rc-anchor-center-container"><div class="rc-anchor-center-item rc-anchor-checkbox-holder">
      <span class="recaptcha-checkbox goog-inline-block recaptcha-checkbox-unchecked rc-anchor-checkbox" role="checkbox" aria-checked="false" id="recaptcha-anchor" tabindex="0" dir="ltr" aria-labelledby="recaptcha-anchor-label">
        <div class="recaptcha-checkbox-border" role="presentation"></div>
        <div class="recaptcha-checkbox-borderAnimation" role="presentation"></div>
        <div class="recaptcha-checkbox-spinner" role="presentation"><div class="recaptcha-checkbox-spinner-overlay"></div></div>
        <div class="recaptcha-checkbox-checkmark" role="presentation"></div>
      </span>
    </div></div></div>
    <div class="rc-inline-block"><div class="rc-anchor-center-container"><label class="rc-anchor-center-item rc-anchor-checkbox-label" aria-hidden="true" role="presentation" id="recaptcha-anchor-label"><span aria-live="polite" aria-labelledby="recaptcha-accessible-status"></span>I'm not a robot</label></div></div>
  </div>
  <div class="rc-anchor-normal-footer">
    <div class="rc-anchor-logo-portrait" aria-hidden="true" role="presentation">
      <div class="rc-anchor-logo-img rc-anchor-logo-img-portrait">{RECAPTCHA_LOGO}</div>
      <div class="rc-anchor-logo-text">reCAPTCHA</div>
    </div>
    <div class="rc-anchor-pt"><a href="https://www.google.com/intl/en/policies/privacy/" target="_blank">Privacy</a><span aria-hidden="true" role="presentation"> - </span><a href="https://www.google.com/intl/en/policies/terms/" target="_blank">Terms</a></div>
  </div>
</div>
<script src="/recaptcha/api2/anchor.js"></script>
</body>
</html>
"""


def bframe_page() -> str:
    templates = "\n".join(f'<template id="rc-challenge-{i}">{challenge_table(t)}</template>'
                          for i, t in enumerate(CHALLENGES))
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>reCAPTCHA</title>
<link rel="stylesheet" type="text/css" href="/recaptcha/api2/styles__ltr.css">
</head>
<body class="rc-bframe">
<div id="rc-imageselect" aria-modal="true" role="dialog">
  <div class="rc-imageselect-response-field"></div>
  <span class="rc-imageselect-tabloop-begin" tabindex="0"></span>
  <div class="rc-imageselect-payload">
    <div class="rc-imageselect-instructions">
      <div class="rc-imageselect-desc-wrapper">
        <div class="rc-imageselect-desc-no-canonical">Select all images with <strong>traffic lights</strong><span>Click verify once there are none left.</span></div>
      </div>
    </div>
    <div class="rc-imageselect-challenge">
      <div id="rc-imageselect-target" class="rc-imageselect-target" dir="ltr" role="presentation">{challenge_table(CHALLENGES[0])}</div>
    </div>
    <div class="rc-imageselect-incorrect-response" style="display:none" tabindex="0">Please try again.</div>
    <div class="rc-imageselect-error-select-more" style="display:none" tabindex="0">Please select all matching images.</div>
    <div class="rc-imageselect-error-dynamic-more" style="display:none">Please also check the new images.</div>
    <div class="rc-imageselect-error-select-something" style="display:none">Please select around the object, or reload if there are none.</div>
    <div class="rc-doscaptcha-body" style="display:none">Try again later. Your computer or network may be sending automated queries. To protect our users, we can't process your request right now.</div>
  </div>
  <div class="rc-help-panel" id="rc-help-panel" style="display:none">Select each image that contains the object described in the text at the top of the challenge. Then click Verify. To get a new challenge, click the reload icon.</div>
  <div class="rc-footer">
    <div class="rc-separator"></div>
    <div class="rc-controls">
      <div class="primary-controls">
        <div class="rc-buttons">
          <div class="button-holder reload-button-holder"><button class="rc-button goog-inline-block rc-button-reload" title="Get a new challenge" value="" id="recaptcha-reload-button" tabindex="0"></button></div>
          <div class="button-holder audio-button-holder"><button class="rc-button goog-inline-block rc-button-audio" title="Get an audio challenge" value="" id="recaptcha-audio-button" tabindex="0"></button></div>
          <div class="button-holder help-button-holder"><button class="rc-button goog-inline-block rc-button-help" title="Help" value="" id="recaptcha-help-button" tabindex="0"></button></div>
        </div>
        <div class="verify-button-holder"><button class="rc-button-default goog-inline-block" title="" value="" id="recaptcha-verify-button" tabindex="0">Verify</button></div>
      </div>
    </div>
  </div>
  <span class="rc-imageselect-tabloop-end" tabindex="0"></span>
</div>
{templates}
<script src="/recaptcha/api2/bframe.js"></script>
</body>
</html>
"""


# --------------------------------------------------------------------------------------------- truth

def truth(jobs: list[dict]) -> dict:
    by_flow = {f: [j["id"] for j in jobs if j["flow"] == f] for f in ("signin", "captcha", "open")}
    ex = {f: ids[0] for f, ids in by_flow.items()}
    url_of = {j["id"]: j["apply_url"] for j in jobs}
    queries = {
        "start": {"url": "/careers/index.html",
                  "description": "every job on the start page (one page, no pagination)",
                  "ids": [j["id"] for j in jobs]},
    }
    for q in ("nurse", "warehouse", "coordinator"):
        queries[f"search_{q}"] = {"url": f"/careers/index.html?q={q}",
                                  "description": f"search box = '{q}' (keyword over titles)",
                                  "ids": search(jobs, q)}
    fields = [
        {"label": "First name *", "name": "first_name", "type": "text", "required": True},
        {"label": "Last name *", "name": "last_name", "type": "text", "required": True},
        {"label": "Email *", "name": "email", "type": "email", "required": True},
        {"label": "Phone", "name": "phone", "type": "tel", "required": False},
        {"label": "Resume *", "name": "resume", "type": "file", "required": True},
        {"label": "How did you hear about us?", "name": "source", "type": "select", "required": False,
         "options": HEAR_ABOUT},
    ]
    return {
        "site": "walled_apply",
        "platform_like": "staffing agency careers site (custom HTML) with a Workday/Taleo-style candidate "
                         "sign-in wall and a reCAPTCHA v2 checkbox on some application forms",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/careers/index.html",
        "company": COMPANY,
        "page_size": 20,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "none",
        "filters": {},
        "queries": queries,
        "jobs": {j["id"]: {
            "title": j["title"], "company": COMPANY, "location": j["location"], "work_mode": j["work_mode"],
            "job_type": j["job_type"], "department": j["department"], "salary": j["salary"],
            "posted": j["posted"], "detail_url": j["detail_url"], "apply_type": "easy_apply",
            "apply_url": j["apply_url"], "apply_flow": j["flow"],
        } for j in jobs},
        "walls": {
            "signin": {
                "example_job": ex["signin"], "url": url_of[ex["signin"]],
                "why": "candidate account required; no guest apply",
                "jobs": by_flow["signin"],
                "heading": "Sign In",
                "context_text": "Sign in to continue your application for <title>",
                "post": "POST /__submit/candidate-signin (fetch, urlencoded: email, password, next)",
                "error_text": SIGNIN_ERROR,
                "dead_ends": {
                    "Forgot your password?": "/account/forgot-password.html -> POST /__submit/candidate-password-reset, "
                                             "then 'If an account exists for <email>, ...' (needs the email inbox)",
                    "Create Account": "/account/create-account.html -> POST /__submit/candidate-create-account, "
                                      "then 'Verify your email' (needs the email inbox; the account never activates, "
                                      "sign-in still fails)",
                },
                "unreachable": "the application page /careers/apply/<id>.html of a sign-in job does not exist (404)",
            },
            "captcha": {
                "example_job": ex["captcha"], "url": url_of[ex["captcha"]],
                "frame_title": "reCAPTCHA",
                "frame_src": "/recaptcha/api2/anchor?ar=1&k=<sitekey>&co=...&hl=en&v=...&size=normal&cb=...",
                "challenge_frame_title": "recaptcha challenge expires in two minutes",
                "challenge_frame_src": "/recaptcha/api2/bframe?hl=en&v=...&k=<sitekey>",
                "why": "reCAPTCHA v2 checkbox: clicking 'I'm not a robot' opens an image challenge "
                       "('Select all images with traffic lights') whose Verify always answers 'Please try again.'; "
                       "the hidden g-recaptcha-response textarea stays empty, so the form never posts",
                "error_text": CAPTCHA_ERROR,
                "jobs": by_flow["captcha"],
            },
            "open": {
                "example_job": ex["open"], "url": url_of[ex["open"]],
                "form_name": "brightpath-apply",
                "confirmation_text": CONFIRMATION_TEXT,
                "confirmation_url": f"/careers/application-submitted.html?job={ex['open']}",
                "jobs": by_flow["open"],
            },
        },
        "forms": {
            "brightpath-apply": {
                "url": url_of[ex["open"]],
                "urls": [url_of[i] for i in by_flow["open"] + by_flow["captcha"]],
                "submit_text": "Submit application",
                "steps": 1,
                "method": "POST /__submit/brightpath-apply, multipart/form-data, sent by fetch(FormData) from the "
                          "form's submit handler; on {ok: true} the page goes to "
                          "/careers/application-submitted.html?job=<id>",
                "fields": fields,
                "hidden_fields": {"job_id": "the job's id"},
                "validation": "native `required` on First name, Last name, Email (type=email) and Resume. On captcha "
                              "jobs the form also holds the reCAPTCHA widget and its hidden textarea "
                              "g-recaptcha-response; while it is empty, submitting shows "
                              f"'{CAPTCHA_ERROR}' under the widget and nothing is posted.",
                "posts_for": by_flow["open"],
                "never_posts_for": by_flow["captcha"],
            },
        },
        "notes": (
            "Single-employer staffing agency site. All 20 jobs on one page, newest first (posted date descending, "
            "then id descending); no pagination, no filters. Search: GET form on /careers/index.html with q; JS "
            "hides the <li> cards whose title does not contain every whitespace-separated term (case-insensitive); "
            "the count line reads '<n> open positions' or '<n> jobs found for \u201c<q>\u201d'. 'posted' is shown as "
            "'Posted <Mon D, YYYY>' in the listing and under 'Posted' on the job page. 'department' is the job "
            "page's 'Category'. Pay is shown only where the data has one. Every job's 'Apply now' is on this site, "
            "but only the 'open' flow can end in a submission: 'signin' jobs go to the candidate portal's Sign In "
            "page (every sign-in fails; Create Account and Forgot your password? end at 'check your email'), "
            "'captcha' jobs have a reCAPTCHA v2 look-alike served from /recaptcha/ on this site whose image "
            "challenge never passes. The root / is a small home page linking to the careers list. Sign-in, "
            "create-account and password-reset attempts are recorded as submissions of candidate-signin, "
            "candidate-create-account and candidate-password-reset. The reCAPTCHA frames are sandboxed without "
            "allow-same-origin (like Google's cross-origin frames, the page cannot read their documents; page and "
            "frames talk by postMessage). The open flow's confirmation is the site's own page "
            "/careers/application-submitted.html?job=<id> (the form posts by fetch and then navigates there), "
            "not the server's generic /__submitted page."
        ),
    }


# --------------------------------------------------------------------------------------------- main

def write(rel: str, text: str) -> None:
    path = ROOT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main() -> None:
    jobs = build_jobs()
    for old in list((ROOT / "careers" / "job").glob("*.html")) + list((ROOT / "careers" / "apply").glob("*.html")):
        old.unlink()
    write("index.html", home_page())
    write("careers/index.html", listing_page(jobs))
    write("careers/application-submitted.html", submitted_page())
    for j in jobs:
        write(f"careers/job/{j['id']}.html", detail_page(j))
        if j["flow"] != "signin":
            write(f"careers/apply/{j['id']}.html", apply_page(j))
    write("account/signin.html", signin_page())
    write("account/create-account.html", create_account_page())
    write("account/forgot-password.html", forgot_password_page())
    write("assets/jobs-index.js", jobs_index_js(jobs))
    write("recaptcha/api2/anchor.html", anchor_page())
    write("recaptcha/api2/bframe.html", bframe_page())
    write("truth.json", json.dumps(truth(jobs), indent=2, ensure_ascii=False) + "\n")
    counts = {f: sum(j["flow"] == f for j in jobs) for f in ("signin", "captcha", "open")}
    print(f"wrote {len(jobs)} jobs {counts}")


if __name__ == "__main__":
    main()
