#!/usr/bin/env python3
"""Generate the SmartRecruiters-style career site for "Harbor & Finch Hotels".

Writes (next to this script):
  HarborFinch/index.html                       career page (first 10 jobs pre-rendered; JS handles search/filters/show more)
  HarborFinch/jobs.json                        all jobs (the career page JS fetches it)
  HarborFinch/<id>-<slug>/index.html           job ad
  HarborFinch/<id>-<slug>/apply.html           one-page application form
  index.html                                   redirect to /HarborFinch
  truth.json                                   answers for the test suite (never served)

Deterministic: no clock, no randomness.
"""
import html
import json
import re
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
COMPANY = "Harbor & Finch Hotels"
SLUG = "HarborFinch"
AS_OF = "2026-11-01"
PAGE_SIZE = 10

# (title, department, city, location as shown, job type, work mode, salary or None)
JOBS = [
    ("Front Office Manager", "Front Office", "Sydney", "Sydney NSW, Australia", "Full-time", "On-site", None),
    ("Executive Chef", "Food & Beverage", "Amsterdam", "Amsterdam, Netherlands", "Full-time", "On-site", None),
    ("Director of Sales", "Sales & Marketing", "London", "London, England, United Kingdom", "Full-time", "Hybrid", None),
    ("Room Attendant", "Housekeeping", "Sydney", "Sydney NSW, Australia", "Part-time", "On-site", None),
    ("Concierge", "Front Office", "New York", "New York, NY, United States", "Full-time", "On-site", "$24.00 - $28.00 per hour"),
    ("Revenue Manager", "Revenue Management", "Berlin", "Berlin, Germany", "Full-time", "Hybrid", None),
    ("Sous Chef", "Food & Beverage", "London", "London, England, United Kingdom", "Full-time", "On-site", None),
    ("Maintenance Technician", "Engineering & Maintenance", "Melbourne", "Melbourne VIC, Australia", "Full-time", "On-site", None),
    ("Senior Software Engineer, Guest Platform", "Technology", "Amsterdam", "Amsterdam, Netherlands", "Full-time", "Remote", None),
    ("Guest Services Agent", "Front Office", "Melbourne", "Melbourne VIC, Australia", "Part-time", "On-site", None),
    ("Bartender", "Food & Beverage", "Berlin", "Berlin, Germany", "Part-time", "On-site", None),
    ("Group Sales Manager", "Sales & Marketing", "Sydney", "Sydney NSW, Australia", "Full-time", "Hybrid", None),
    ("Executive Housekeeper", "Housekeeping", "Singapore", "Singapore, Singapore", "Full-time", "On-site", None),
    ("Financial Controller", "Finance", "Singapore", "Singapore, Singapore", "Full-time", "On-site", None),
    ("Reservations Agent", "Front Office", "Austin", "Austin, TX, United States", "Full-time", "Remote", "$19.50 - $22.00 per hour"),
    ("Chef de Partie", "Food & Beverage", "Sydney", "Sydney NSW, Australia", "Full-time", "On-site", None),
    ("Talent Acquisition Partner", "Human Resources", "London", "London, England, United Kingdom", "Full-time", "Hybrid", None),
    ("Chief Engineer", "Engineering & Maintenance", "New York", "New York, NY, United States", "Full-time", "On-site", "$115,000 - $135,000 per year"),
    ("Restaurant Supervisor", "Food & Beverage", "Toronto", "Toronto, ON, Canada", "Full-time", "On-site", "CA$52,000 - CA$58,000 per year"),
    ("Digital Marketing Specialist", "Sales & Marketing", "Amsterdam", "Amsterdam, Netherlands", "Full-time", "Hybrid", None),
    ("Laundry Supervisor", "Housekeeping", "Lisbon", "Lisbon, Portugal", "Full-time", "On-site", None),
    ("Revenue Analyst", "Revenue Management", "Lisbon", "Lisbon, Portugal", "Full-time", "Remote", None),
    ("Banquet Server", "Food & Beverage", "New York", "New York, NY, United States", "Part-time", "On-site", "$18.00 - $21.00 per hour"),
    ("Night Auditor", "Front Office", "London", "London, England, United Kingdom", "Full-time", "On-site", None),
    ("HVAC Technician", "Engineering & Maintenance", "Austin", "Austin, TX, United States", "Full-time", "On-site", "$26.00 - $32.00 per hour"),
    ("Events Coordinator", "Sales & Marketing", "Toronto", "Toronto, ON, Canada", "Contract", "Hybrid", "CA$48,000 - CA$54,000 per year"),
    ("Accounts Payable Clerk", "Finance", "Toronto", "Toronto, ON, Canada", "Full-time", "Hybrid", "CA$45,000 - CA$50,000 per year"),
    ("Barista", "Food & Beverage", "Melbourne", "Melbourne VIC, Australia", "Temporary", "On-site", None),
    ("IT Support Specialist", "Technology", "New York", "New York, NY, United States", "Full-time", "On-site", "$68,000 - $78,000 per year"),
    ("Human Resources Intern", "Human Resources", "Sydney", "Sydney NSW, Australia", "Internship", "On-site", None),
    ("Spa Therapist", "Spa & Wellness", "Lisbon", "Lisbon, Portugal", "Part-time", "On-site", None),
    ("Public Area Attendant", "Housekeeping", "Austin", "Austin, TX, United States", "Full-time", "On-site", "$16.50 - $18.00 per hour"),
]

COMPANY_DESCRIPTION = (
    "Harbor & Finch Hotels is an independent collection of waterfront hotels in ten cities, from "
    "Sydney's Walsh Bay to the Amstel in Amsterdam. We believe great hospitality is made by people who "
    "feel at home at work: we promote from within, invest in training, and give every team member the "
    "freedom to create memorable stays for our guests."
)

DEPT_TEXT = {
    "Front Office": (
        "As part of our Front Office team you are the first and last impression our guests have of the hotel.",
        ["Welcome guests warmly and handle arrivals, departures and room changes efficiently",
         "Resolve guest requests and concerns with ownership and follow-through",
         "Work closely with Housekeeping and Reservations to keep room inventory accurate",
         "Use our property management system (Opera Cloud) accurately and securely"],
        ["Previous experience in a guest-facing hospitality or customer service role",
         "Excellent spoken and written English; a second language is a plus",
         "Availability to work a rotating roster including weekends and public holidays"],
    ),
    "Food & Beverage": (
        "Our restaurants and bars are neighbourhood favourites as much as hotel outlets, and our Food & Beverage team takes real pride in that.",
        ["Deliver consistent, high-quality food and beverage service to hotel guests and local diners",
         "Follow food safety, hygiene and responsible service of alcohol standards at all times",
         "Support menu development and seasonal launches with the culinary team",
         "Keep stock, mise en place and service areas organised"],
        ["Relevant experience in a busy restaurant, bar or kitchen",
         "Food safety certification (or willingness to obtain it in your first month)",
         "A positive attitude and the ability to stay calm during peak service"],
    ),
    "Housekeeping": (
        "Our Housekeeping team makes sure every room and public space is spotless, comfortable and ready for our guests.",
        ["Clean and prepare guest rooms and public areas to our brand standards",
         "Report maintenance issues and lost property promptly",
         "Handle linen, amenities and chemicals safely and efficiently",
         "Support colleagues during high-occupancy periods"],
        ["Attention to detail and pride in your work",
         "Previous housekeeping experience is an advantage but not essential",
         "Ability to work weekends and to stand and move for long periods"],
    ),
    "Sales & Marketing": (
        "Our Sales & Marketing team grows our corporate, group and leisure business across the collection.",
        ["Develop and manage relationships with corporate, agency and event clients",
         "Prepare proposals, contracts and market reports",
         "Represent Harbor & Finch Hotels at trade shows, site inspections and client events",
         "Collaborate with Revenue Management on pricing and forecasting"],
        ["Proven track record in hotel or hospitality sales and marketing",
         "Strong negotiation and presentation skills",
         "Experience with a CRM such as Salesforce or Delphi"],
    ),
    "Engineering & Maintenance": (
        "The Engineering team keeps our historic buildings running safely, efficiently and sustainably.",
        ["Carry out planned preventive maintenance and respond to guest-room work orders",
         "Maintain HVAC, plumbing, electrical and life-safety systems",
         "Keep accurate records of maintenance activities and energy usage",
         "Work with contractors and follow permit-to-work procedures"],
        ["Trade qualification or equivalent technical experience",
         "Knowledge of health and safety regulations",
         "Willingness to participate in an on-call roster"],
    ),
    "Revenue Management": (
        "Our Revenue Management team sets the pricing and distribution strategy for the whole collection.",
        ["Forecast demand and optimise rates and inventory across all channels",
         "Analyse market trends, pick-up and competitor pricing",
         "Prepare weekly revenue reports and present recommendations to hotel leadership",
         "Maintain rate loading accuracy in the channel manager and revenue system"],
        ["Two or more years of experience in hotel revenue management or a related analytical role",
         "Advanced Excel skills; experience with IDeaS or Duetto is a plus",
         "Strong communication skills and comfort presenting data"],
    ),
    "Finance": (
        "Our Finance team keeps the collection on a sound financial footing and supports every department with clear numbers.",
        ["Process and reconcile accounts and prepare month-end entries",
         "Support budgeting, forecasting and audit preparation",
         "Ensure compliance with internal controls and local tax requirements",
         "Partner with department heads on cost control"],
        ["Degree or qualification in accounting or finance",
         "Experience with hotel accounting systems is an advantage",
         "High accuracy and the ability to meet deadlines"],
    ),
    "Human Resources": (
        "Our People team helps more than 2,000 team members grow their careers with Harbor & Finch Hotels.",
        ["Partner with hiring managers throughout the recruitment process",
         "Coordinate onboarding, training and engagement programmes",
         "Maintain accurate employee records in our HR systems",
         "Advise on policies and employment legislation"],
        ["Interest in or experience with HR, recruitment or learning and development",
         "Excellent organisational and interpersonal skills",
         "Discretion when handling confidential information"],
    ),
    "Technology": (
        "Our small Technology team builds and supports the tools our hotels and guests rely on every day.",
        ["Build, run and support systems used across the collection",
         "Troubleshoot hardware, network and software issues",
         "Document solutions and improve processes",
         "Work with vendors and hotel teams on new rollouts"],
        ["Relevant experience in a technology role",
         "Strong problem-solving skills and a service mindset",
         "Experience in hospitality technology is a plus"],
    ),
    "Spa & Wellness": (
        "Our spas offer guests a calm retreat, and our therapists are at the heart of that experience.",
        ["Deliver massages, facials and body treatments to our treatment menu standards",
         "Provide tailored product recommendations to guests",
         "Keep treatment rooms clean, stocked and welcoming",
         "Follow health, safety and hygiene procedures"],
        ["Recognised qualification in massage or beauty therapy",
         "Previous spa experience in a hotel or resort is an advantage",
         "A warm, guest-focused personality"],
    ),
}

FAVICON = ("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 64 64%27%3E"
           "%3Crect width=%2764%27 height=%2764%27 rx=%2710%27 fill=%27%2314365d%27/%3E%3C/svg%3E")

TYPE_CODE = {"Full-time": "FULL_TIME", "Part-time": "PART_TIME", "Contract": "CONTRACTOR",
             "Temporary": "TEMPORARY", "Internship": "INTERN"}


def slugify(s):
    s = s.lower().replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def job_id(i):
    # 15-digit SmartRecruiters-style posting ids, deterministic, descending (newest first)
    return str(744000098765432 - i * 1234567 - (i * i * 37))


def build_jobs():
    jobs = []
    for i, (title, dept, city, loc, jtype, mode, salary) in enumerate(JOBS):
        jid = job_id(i)
        path = f"/{SLUG}/{jid}-{slugify(title)}"
        jobs.append({
            "id": jid, "title": title, "department": dept, "city": city, "location": loc,
            "type": jtype, "work_mode": mode, "salary": salary,
            "url": path, "apply_url": path + "/apply", "ref": f"REF{4100 + i * 7}R",
        })
    return jobs


def e(s):
    return html.escape(s, quote=True)


LOGO_SVG = (
    '<svg class="logo-svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">'
    '<rect width="64" height="64" rx="10" fill="#14365d"/>'
    '<path d="M14 44 Q32 30 50 44" stroke="#e9c46a" stroke-width="3" fill="none"/>'
    '<text x="32" y="33" font-family="Georgia,serif" font-size="20" fill="#fff" text-anchor="middle">H&amp;F</text>'
    '</svg>'
)


def head(title, extra=""):
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)}</title>
<link rel="icon" type="image/svg+xml" href="{FAVICON}">
<link rel="stylesheet" href="/static/careers.css">
{extra}</head>
"""


def header_html():
    return f"""<header class="header" role="banner">
  <div class="header-container">
    <a class="header-logo-link" href="/{SLUG}" title="{e(COMPANY)} careers">
      <span class="header-logo" role="img" aria-label="{e(COMPANY)} logo">{LOGO_SVG}</span>
    </a>
    <span class="header-title">{e(COMPANY)}</span>
    <nav class="header-nav" aria-label="Company links">
      <a class="link" href="https://www.harborandfinch.example/">Company website</a>
    </nav>
  </div>
</header>
"""


FOOTER = """<footer class="footer" role="contentinfo">
  <div class="footer-container">
    <a class="footer-link" href="https://www.harborandfinch.example/privacy">Privacy Policy</a>
    <span class="footer-sep">&middot;</span>
    <a class="footer-link" href="https://www.smartrecruiters.com/legal/cookies/">Cookies</a>
    <span class="footer-powered">Powered by <a href="https://www.smartrecruiters.com" class="footer-link">SmartRecruiters</a> Job Ad</span>
  </div>
</footer>
"""


def listing_item(j):
    return f"""<li class="opening-job job column wide-7of16 medium-1of2">
          <a href="{e(j['url'])}" class="details link--block">
            <h4 class="details-title job-title link--block-target">{e(j['title'])}</h4>
            <ul class="job-list list--dotted">
              <li class="job-desc">{e(j['location'])}</li>
              <li class="job-desc">{e(j['type'])}</li>
              <li class="job-desc">{e(j['department'])}</li>
            </ul>
          </a>
        </li>"""


def career_page(jobs):
    cities = sorted({j["city"] for j in jobs})
    depts = sorted({j["department"] for j in jobs})
    loc_opts = "\n".join(f'            <option value="{e(c)}">{e(c)}</option>' for c in cities)
    dept_opts = "\n".join(f'            <option value="{e(d)}">{e(d)}</option>' for d in depts)
    first = "\n        ".join(listing_item(j) for j in jobs[:PAGE_SIZE])
    return head(f"{COMPANY} Careers and Jobs", '<script src="/static/careers.js" defer></script>\n') + f"""<body class="careers">
{header_html()}
<main class="main" role="main">
  <section class="hero">
    <div class="hero-container">
      <h1 class="hero-title">Join the crew at {e(COMPANY)}</h1>
      <p class="hero-text">Waterfront hotels, neighbourhood restaurants and a team that looks after each other.</p>
    </div>
  </section>

  <section class="openings-section" id="st-jobs" aria-labelledby="openings-title">
    <div class="openings-container">
      <h2 class="openings-title title title--medium" id="openings-title">Current job openings</h2>

      <form class="openings-search" id="st-search-form" action="/{SLUG}" method="get" role="search">
        <div class="search-field search-field--keyword">
          <label class="visually-hidden" for="st-search">Search jobs</label>
          <input type="search" id="st-search" class="input input--search" name="search" placeholder="Search jobs" aria-label="Search jobs" autocomplete="off">
        </div>
        <div class="search-field">
          <label class="search-label" for="st-location">Location</label>
          <select id="st-location" name="location" class="select">
            <option value="">All locations</option>
{loc_opts}
          </select>
        </div>
        <div class="search-field">
          <label class="search-label" for="st-dept">Department</label>
          <select id="st-dept" name="dept" class="select">
            <option value="">All departments</option>
{dept_opts}
          </select>
        </div>
        <button type="submit" class="button button--primary openings-search-button">Search</button>
      </form>

      <p class="openings-count" id="st-jobs-count" aria-live="polite"><span class="js-jobs-count">{len(jobs)}</span> jobs</p>

      <ul class="jobs-list opening-jobs grid" id="st-jobs-list">
        {first}
      </ul>
      <p class="openings-empty" id="st-no-jobs" hidden>There are no job openings matching your search criteria.</p>

      <div class="openings-more">
        <button type="button" class="js-more button button--default" id="st-more">Show more jobs</button>
      </div>
    </div>
  </section>
</main>
{FOOTER}</body>
</html>
"""


def job_page(j):
    intro, duties, quals = DEPT_TEXT[j["department"]]
    duties_html = "".join(f"<li>{e(d)}</li>" for d in duties)
    quals_html = "".join(f"<li>{e(q)}</li>" for q in quals)
    pay = f"<p><strong>Pay range:</strong> {e(j['salary'])}</p>" if j["salary"] else ""
    mode_line = {"Remote": "This is a remote role; you will visit the hotel for team days once a quarter.",
                 "Hybrid": "This is a hybrid role with three days a week on property.",
                 "On-site": "This role is based on property."}[j["work_mode"]]
    ld = {
        "@context": "http://schema.org", "@type": "JobPosting", "title": j["title"],
        "identifier": {"@type": "PropertyValue", "name": COMPANY, "value": j["id"]},
        "employmentType": TYPE_CODE[j["type"]],
        "hiringOrganization": {"@type": "Organization", "name": COMPANY},
        "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": j["city"]}},
    }
    return head(f"{j['title']} | {COMPANY} | SmartRecruiters",
                '<script src="/static/jobad.js" defer></script>\n'
                f'<script type="application/ld+json">{json.dumps(ld)}</script>\n') + f"""<body class="jobad">
{header_html()}
<main class="jobad-main job" role="main" itemscope itemtype="http://schema.org/JobPosting">
  <div class="jobad-container">
    <nav class="breadcrumbs" aria-label="Breadcrumb"><a class="link" href="/{SLUG}">&larr; All jobs</a></nav>
    <header class="job-header">
      <p class="job-company" itemprop="hiringOrganization">{e(COMPANY)}</p>
      <h1 class="job-title" itemprop="title">{e(j['title'])}</h1>
      <ul class="job-details">
        <li class="job-detail job-detail--location"><spl-job-location formattedaddress="{e(j['location'])}" workplacetype="{e(j['work_mode'].lower())}">{e(j['location'])}</spl-job-location></li>
        <li class="job-detail job-detail--workplace">{e(j['work_mode'])}</li>
        <li class="job-detail" itemprop="employmentType">{e(j['type'])}</li>
        <li class="job-detail">{e(j['department'])}</li>
      </ul>
    </header>

    <div class="job-layout">
      <div class="job-sections" itemprop="description">
        <section id="st-companyDescription" class="job-section">
          <div class="wysiwyg"><h2 class="title title--medium">Company Description</h2>
            <p>{e(COMPANY_DESCRIPTION)}</p></div>
        </section>
        <section id="st-jobDescription" class="job-section">
          <div class="wysiwyg"><h2 class="title title--medium">Job Description</h2>
            <p>{e(intro)} As our new <strong>{e(j['title'])}</strong> in {e(j['city'])}, you will:</p>
            <ul>{duties_html}</ul></div>
        </section>
        <section id="st-qualifications" class="job-section">
          <div class="wysiwyg"><h2 class="title title--medium">Qualifications</h2>
            <ul>{quals_html}</ul></div>
        </section>
        <section id="st-additionalInformation" class="job-section">
          <div class="wysiwyg"><h2 class="title title--medium">Additional Information</h2>
            {pay}<p>{e(mode_line)}</p>
            <p>Team member benefits include discounted stays across the collection, free meals on duty, a birthday day off and paid volunteering leave.</p>
            <p>{e(COMPANY)} is an equal opportunity employer. All your information will be kept confidential according to EEO guidelines.</p></div>
        </section>
      </div>

      <aside class="job-sidebar">
        <div class="job-apply">
          <a id="st-apply" class="button button--primary button--block" href="{e(j['apply_url'])}">I'm interested</a>
          <a id="st-refer" class="button button--default button--block" href="https://jobs.smartrecruiters.com/ni/{SLUG}/{j['id']}-{slugify(j['title'])}?refer=1">Refer a friend</a>
        </div>
        <p class="job-ref">Job reference: <span>{e(j['ref'])}</span></p>
      </aside>
    </div>
  </div>
</main>
{FOOTER}</body>
</html>
"""


def apply_page(j):
    def field(fid, name, label, typ="text", required=True, autocomplete=None, extra=""):
        star = '<span class="required-mark" aria-hidden="true"> *</span>' if required else ""
        ac = f' autocomplete="{autocomplete}"' if autocomplete else ""
        req = ' required aria-required="true"' if required else ""
        return f"""        <div class="form-field" data-field="{name}">
          <label class="form-label" for="{fid}">{e(label)}{star}</label>
          <input class="input" id="{fid}" name="{name}" type="{typ}"{ac}{req}{extra}>
          <p class="form-error" id="{fid}-error" role="alert" hidden></p>
        </div>
"""
    return head(f"Apply: {j['title']} | {COMPANY}", '<script src="/static/apply.js" defer></script>\n') + f"""<body class="oneclick">
{header_html()}
<main class="apply-main" role="main">
  <div class="apply-container">
    <header class="apply-header">
      <a class="link apply-back" href="{e(j['url'])}">&larr; Back to job description</a>
      <h1 class="apply-title">{e(j['title'])}</h1>
      <p class="apply-subtitle">{e(COMPANY)} &middot; {e(j['location'])}</p>
    </header>

    <form id="st-application-form" class="application-form" action="/__submit/smartrecruiters-application" method="post" enctype="multipart/form-data" novalidate>
      <input type="hidden" name="jobId" value="{e(j['id'])}">
      <input type="hidden" name="jobTitle" value="{e(j['title'])}">
      <input type="hidden" name="company" value="{e(SLUG)}">

      <section class="form-section">
        <h2 class="form-section-title">Personal information</h2>
        <p class="form-section-hint">Fill out the information below</p>
        <div class="form-row">
{field("firstName", "firstName", "First name", autocomplete="given-name")}{field("lastName", "lastName", "Last name", autocomplete="family-name")}        </div>
        <div class="form-row">
{field("email", "email", "Email", "email", autocomplete="email")}{field("confirmEmail", "confirmEmail", "Confirm your email", "email", autocomplete="off")}        </div>
        <div class="form-row">
{field("city", "city", "City", autocomplete="address-level2", extra=' placeholder="e.g. Sydney"')}{field("phoneNumber", "phoneNumber", "Phone number", "tel", autocomplete="tel")}        </div>
      </section>

      <section class="form-section">
        <h2 class="form-section-title"><label for="resume">Resume<span class="required-mark" aria-hidden="true"> *</span></label></h2>
        <div class="file-drop" data-field="resume">
          <input class="file-input" id="resume" name="resume" type="file" accept=".pdf,.doc,.docx,.odt,.rtf,.txt" required aria-required="true">
          <span class="file-drop-text">Choose a file or drop it here</span>
          <span class="file-drop-hint">Please make sure to upload a PDF, DOC, DOCX, ODT, RTF or TXT file (max 5 MB)</span>
          <span class="file-name" id="resume-name"></span>
        </div>
        <p class="form-error" id="resume-error" role="alert" hidden></p>
      </section>

      <section class="form-section">
        <h2 class="form-section-title"><label for="hiringTeamMessage">Message to the Hiring Team</label></h2>
        <p class="form-section-hint">Let the company know about your interest working there</p>
        <textarea class="textarea" id="hiringTeamMessage" name="hiringTeamMessage" rows="5" maxlength="2000"></textarea>
      </section>

      <section class="form-section form-section--consent">
        <div class="checkbox" data-field="privacyPolicy">
          <input type="checkbox" id="privacyPolicy" name="privacyPolicy" value="accepted" required aria-required="true">
          <label for="privacyPolicy">I have read and agree to the privacy policy<span class="required-mark" aria-hidden="true"> *</span></label>
        </div>
        <p class="consent-link"><a class="link" href="https://www.harborandfinch.example/privacy" target="_blank" rel="noopener">View the {e(COMPANY)} privacy policy</a></p>
        <p class="form-error" id="privacyPolicy-error" role="alert" hidden></p>
      </section>

      <div class="form-actions">
        <button type="submit" class="button button--primary button--large" id="st-submit">Submit application</button>
      </div>
    </form>

    <div class="apply-confirmation" id="st-confirmation" hidden tabindex="-1">
      <h2 class="apply-confirmation-title">Thank you for applying!</h2>
      <p>Your application for <strong>{e(j['title'])}</strong> at {e(COMPANY)} has been submitted. The hiring team will review it and get back to you.</p>
      <p><a class="link" href="/{SLUG}">See more jobs at {e(COMPANY)}</a></p>
    </div>
  </div>
</main>
{FOOTER}</body>
</html>
"""


def matches(j, search="", location="", dept=""):
    """Same logic as static/careers.js."""
    words = search.strip().lower().split()
    hay = (j["title"] + " " + j["department"]).lower()
    if any(w not in hay for w in words):
        return False
    if location and j["city"] != location:
        return False
    if dept and j["department"] != dept:
        return False
    return True


def main():
    jobs = build_jobs()
    hf = HERE / SLUG
    hf.mkdir(exist_ok=True)
    public = [{k: j[k] for k in ("id", "title", "department", "city", "location", "type", "url")} for j in jobs]
    (hf / "jobs.json").write_text(json.dumps({"company": COMPANY, "pageSize": PAGE_SIZE, "totalFound": len(public),
                                              "content": public}, indent=1, ensure_ascii=False) + "\n")
    (hf / "index.html").write_text(career_page(jobs))
    for j in jobs:
        d = HERE / j["url"].lstrip("/")
        d.mkdir(parents=True, exist_ok=True)
        (d / "index.html").write_text(job_page(j))
        (d / "apply.html").write_text(apply_page(j))
    (HERE / "index.html").write_text(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="0; url=/{SLUG}"><link rel="icon" type="image/svg+xml" href="{FAVICON}"><title>{e(COMPANY)}</title></head>'
        f'<body><a href="/{SLUG}">{e(COMPANY)} careers</a></body></html>\n')

    def q(name, desc, **params):
        p = {k: v for k, v in params.items() if v}
        url = f"/{SLUG}" + ("?" + urlencode(p) if p else "")
        return name, {"url": url, "description": desc,
                      "ids": [j["id"] for j in jobs if matches(j, **params)]}

    queries = dict([
        q("start", "every job on the career page, revealed by clicking 'Show more jobs' until it disappears (10 + 10 + 10 + 2)"),
        q("search_chef", "Search jobs = 'chef'", search="chef"),
        q("search_manager", "Search jobs = 'manager'", search="manager"),
        q("location_sydney", "Location = Sydney", location="Sydney"),
        q("dept_food_beverage", "Department = Food & Beverage", dept="Food & Beverage"),
        q("location_london_dept_sales", "Location = London and Department = Sales & Marketing", location="London", dept="Sales & Marketing"),
        q("search_supervisor_toronto", "Search jobs = 'supervisor', Location = Toronto", search="supervisor", location="Toronto"),
    ])
    fields = [
        {"label": "First name", "name": "firstName", "type": "text", "required": True},
        {"label": "Last name", "name": "lastName", "type": "text", "required": True},
        {"label": "Email", "name": "email", "type": "email", "required": True},
        {"label": "Confirm your email", "name": "confirmEmail", "type": "email", "required": True},
        {"label": "City", "name": "city", "type": "text", "required": True},
        {"label": "Phone number", "name": "phoneNumber", "type": "tel", "required": True},
        {"label": "Resume", "name": "resume", "type": "file", "required": True},
        {"label": "Message to the Hiring Team", "name": "hiringTeamMessage", "type": "textarea", "required": False},
        {"label": "I have read and agree to the privacy policy", "name": "privacyPolicy", "type": "checkbox", "required": True},
    ]
    truth = {
        "site": "smartrecruiters_careers",
        "platform_like": "SmartRecruiters",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": f"/{SLUG}",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "load_more",
        "filters": {
            "Location": sorted({j["city"] for j in jobs}),
            "Department": sorted({j["department"] for j in jobs}),
        },
        "queries": queries,
        "jobs": {j["id"]: {
            "title": j["title"], "company": COMPANY, "location": j["location"], "work_mode": j["work_mode"],
            "job_type": j["type"], "department": j["department"], "salary": j["salary"], "posted": None,
            "detail_url": j["url"], "apply_type": "easy_apply", "apply_url": j["apply_url"],
        } for j in jobs},
        "forms": {
            "smartrecruiters-application": {
                "url": jobs[0]["apply_url"],
                "url_pattern": "/HarborFinch/<id>-<slug>/apply (one page per job, same form)",
                "submit_text": "Submit application", "steps": 1, "fields": fields,
                "hidden_fields": ["jobId", "jobTitle", "company"],
            }
        },
        "notes": (
            "Career page /HarborFinch shows 10 jobs and a 'Show more jobs' button (button.js-more) that appends the "
            "next 10 from /HarborFinch/jobs.json; it disappears once all are shown. Search/Location/Department is a GET "
            "form (?search=&location=&dept=) with full page loads; the search matches every word against title + "
            "department (case-insensitive substring). Location select options are city names; the listing shows the "
            "full location ('Sydney NSW, Australia'). The job ad shows the work mode (On-site/Hybrid/Remote) in "
            "ul.job-details, not in the listing; salary appears only in 'Additional Information' as 'Pay range: ...'. "
            "No posted date is shown. Apply page posts by fetch (multipart FormData) to "
            "/__submit/smartrecruiters-application after client-side validation, then shows 'Thank you for applying!' "
            "in place. Each job ad also has a 'Refer a friend' external link (not the apply control)."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    print(f"{len(jobs)} jobs; queries:", {k: len(v["ids"]) for k, v in queries.items()})


if __name__ == "__main__":
    main()
