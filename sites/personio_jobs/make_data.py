#!/usr/bin/env python3
"""Generate the personio_jobs site: job data (assets/jobs-data.js), one static page per job
(job/<id>.html) and truth.json. Run from anywhere: python3 make_data.py"""
import json
import html
from pathlib import Path
from urllib.parse import quote

HERE = Path(__file__).resolve().parent
COMPANY = "Kranich Mobility GmbH"
AS_OF = "2026-11-01"
PAGE_SIZE = 10

# id, title, department, office, schedule, employment type (detail), seniority
JOBS = [
    (1843207, "Senior Backend Engineer (Kotlin)", "Engineering", "München", "Full-time", "Permanent employee", "Experienced"),
    (1843219, "Frontend Engineer (React / TypeScript)", "Engineering", "Berlin", "Full-time", "Permanent employee", "Experienced"),
    (1851140, "Embedded Software Engineer – Battery Management", "Engineering", "München", "Full-time", "Permanent employee", "Experienced"),
    (1851162, "Engineering Manager Platform", "Engineering", "Remote", "Full-time", "Permanent employee", "Executive"),
    (1860055, "Site Reliability Engineer", "Engineering", "Amsterdam", "Full-time", "Permanent employee", "Experienced"),
    (1860071, "Working Student Software Engineering (m/f/d)", "Engineering", "München", "Part-time", "Working student", "Student"),
    (1862390, "QA Engineer Mobile Apps", "Engineering", "Barcelona", "Full-time", "Permanent employee", "Entry level"),
    (1866402, "Data Engineer", "Data & Analytics", "Berlin", "Full-time or part-time", "Permanent employee", "Experienced"),
    (1866418, "Senior Data Scientist – Demand Forecasting", "Data & Analytics", "Remote", "Full-time", "Permanent employee", "Experienced"),
    (1870233, "BI Analyst", "Data & Analytics", "Wien", "Full-time or part-time", "Permanent employee", "Entry level"),
    (1870246, "Product Manager Rider App", "Product", "Berlin", "Full-time", "Permanent employee", "Experienced"),
    (1874510, "Senior Product Designer", "Product", "Amsterdam", "Full-time", "Permanent employee", "Experienced"),
    (1874527, "UX Researcher (Part-time)", "Product", "Remote", "Part-time", "Permanent employee", "Experienced"),
    (1878864, "Fleet Operations Manager", "Operations", "München", "Full-time", "Permanent employee", "Experienced"),
    (1878871, "Fleet Technician E-Scooter & E-Bike", "Operations", "Wien", "Full-time", "Permanent employee", "Entry level"),
    (1881096, "Warehouse & Logistics Coordinator", "Operations", "Barcelona", "Full-time", "Permanent employee", "Entry level"),
    (1881103, "Night Shift Battery Swapper (Minijob)", "Operations", "Berlin", "Part-time", "Temporary employee", "Entry level"),
    (1885347, "City Launch Manager DACH", "Operations", "Wien", "Full-time", "Permanent employee", "Experienced"),
    (1885359, "Field Operations Team Lead", "Operations", "Amsterdam", "Full-time", "Permanent employee", "Experienced"),
    (1890012, "Account Executive B2B Mobility", "Sales", "München", "Full-time", "Permanent employee", "Experienced"),
    (1890028, "Key Account Manager Municipalities", "Sales", "Wien", "Full-time or part-time", "Permanent employee", "Experienced"),
    (1890031, "Sales Development Representative (Spanish speaking)", "Sales", "Barcelona", "Full-time", "Permanent employee", "Entry level"),
    (1893675, "Customer Support Agent (German / English)", "Customer Service", "Berlin", "Full-time or part-time", "Permanent employee", "Entry level"),
    (1893688, "Customer Support Agent (Dutch / English)", "Customer Service", "Amsterdam", "Part-time", "Permanent employee", "Entry level"),
    (1893692, "Team Lead Customer Service", "Customer Service", "Barcelona", "Full-time", "Permanent employee", "Experienced"),
    (1897420, "Performance Marketing Manager", "Marketing", "Berlin", "Full-time", "Permanent employee", "Experienced"),
    (1897437, "Content & Social Media Manager", "Marketing", "München", "Full-time or part-time", "Permanent employee", "Experienced"),
    (1897441, "Internship Brand Marketing (6 months)", "Marketing", "München", "Full-time", "Intern", "Student"),
    (1902156, "Senior Accountant (HGB / IFRS)", "Finance", "München", "Full-time", "Permanent employee", "Experienced"),
    (1902163, "Financial Controller", "Finance", "Wien", "Full-time or part-time", "Permanent employee", "Experienced"),
    (1905880, "Talent Acquisition Partner", "People & Culture", "Berlin", "Full-time", "Permanent employee", "Experienced"),
    (1905894, "People Operations Specialist", "People & Culture", "Remote", "Full-time or part-time", "Permanent employee", "Entry level"),
    (1909217, "Legal Counsel Regulatory Affairs", "Legal", "München", "Full-time", "Permanent employee", "Experienced"),
    (1909224, "Unsolicited application", "General", "München", "Full-time or part-time", "Permanent employee", "Entry level"),
]

SCHEDULE_SLUG = {"Full-time": "full-time", "Part-time": "part-time", "Full-time or part-time": "full-or-part-time"}
SCHEDULES = ["Full-time", "Part-time", "Full-time or part-time"]

TASKS = {
    "Engineering": [
        "You design, build and run services and apps used by more than 400,000 riders every month",
        "You take ownership of features from the first sketch to monitoring in production",
        "You review code, pair with colleagues and help raise the bar for quality and testing",
        "You work closely with Product, Design and Operations in a cross-functional team",
    ],
    "Data & Analytics": [
        "You turn ride, vehicle and battery data into reliable datasets and clear insights",
        "You build and maintain pipelines and models in our cloud data platform",
        "You partner with Operations and Finance to answer their most important questions",
        "You help define KPIs and make data accessible across the company",
    ],
    "Product": [
        "You discover what our riders and city partners really need",
        "You shape the roadmap together with engineering and design and prioritise ruthlessly",
        "You run interviews, usability tests and experiments and share what you learn",
        "You measure the impact of what we ship and iterate quickly",
    ],
    "Operations": [
        "You keep our fleet of e-scooters and e-bikes on the street, charged and safe",
        "You plan shifts, routes and workshop capacity together with the local team",
        "You analyse operational KPIs and improve processes step by step",
        "You are the first point of contact for our service partners in the city",
    ],
    "Sales": [
        "You win new B2B customers, municipalities and corporate partners",
        "You manage the full sales cycle from first call to signed contract",
        "You maintain our CRM and forecast your pipeline accurately",
        "You represent Kranich at trade fairs and city events",
    ],
    "Customer Service": [
        "You help our riders by chat, e-mail and phone with questions about rides, payments and damages",
        "You solve issues independently and escalate where needed",
        "You document feedback and help us improve our help centre",
        "You work in a rota that covers weekdays and weekends",
    ],
    "Marketing": [
        "You plan and run campaigns across paid, owned and social channels",
        "You create content that makes people want to ride with us",
        "You track campaign performance and optimise budgets",
        "You work with local teams on city launches and partnerships",
    ],
    "Finance": [
        "You prepare monthly, quarterly and annual closings",
        "You work on reporting, budgeting and forecasting for our entities in Germany, Austria, Spain and the Netherlands",
        "You improve processes and tools in accounting and controlling",
        "You are the contact person for auditors and tax advisors",
    ],
    "People & Culture": [
        "You support hiring managers across all departments",
        "You make onboarding, offboarding and everything in between a great experience",
        "You maintain employee data in Personio and prepare payroll input",
        "You help us develop our culture as we grow",
    ],
    "Legal": [
        "You advise management on regulatory questions in our markets",
        "You negotiate concession agreements with cities",
        "You draft and review contracts with suppliers and partners",
        "You keep an eye on new mobility regulations in the EU",
    ],
    "General": [
        "You have not found the right position but would like to work with us",
        "Tell us what you are good at and where you see yourself at Kranich",
        "We will get back to you as soon as a matching position opens up",
    ],
}

PROFILE = {
    "Entry level": ["First practical experience, e.g. from internships or a first job", "A hands-on mentality and the wish to learn quickly"],
    "Experienced": ["Several years of relevant professional experience", "You work independently and take responsibility for results"],
    "Executive": ["Proven experience leading teams of 8+ people", "You hire, develop and coach people and give clear direction"],
    "Student": ["You are enrolled at a university in Germany", "You can work 16-20 hours per week (internship: full-time)"],
}

WHY_US = [
    "Free Kranich rides and a yearly mobility budget",
    "30 days of vacation plus your birthday off",
    "Flexible working hours and up to 40 days of remote work from abroad",
    "A personal learning budget of 1,000 € per year",
    "Company pension scheme and JobRad bike leasing",
    "Regular team events and an open, international team of 35 nationalities",
]

SOURCES = ["LinkedIn", "Indeed", "StepStone", "XING", "Kranich website", "Recommendation by an employee", "Event / trade fair", "Other"]


def job_url(jid):
    return f"/job/{jid}?language=en&display=en"


def esc(s):
    return html.escape(s, quote=True)


LOGO_SVG = """<svg class="company-logo" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="8" fill="#0f5e4f"/><path d="M9 28 L20 11 L31 28 M14.5 21 H25.5" stroke="#d7f75b" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>"""


def header_html():
    return f"""<header class="header" role="banner">
  <div class="header-container">
    <a class="header-logo" href="/?language=en" aria-label="{esc(COMPANY)} job page">{LOGO_SVG}<span class="header-company-name">{esc(COMPANY)}</span></a>
    <nav class="header-links" aria-label="Company links">
      <a href="https://www.kranich-mobility.example/" rel="noopener" target="_blank">Company website</a>
      <div class="language-switch"><a href="?language=de" lang="de">Deutsch</a><span aria-current="true">English</span></div>
    </nav>
  </div>
</header>"""


def footer_html():
    return """<footer class="footer">
  <div class="footer-container">
    <div class="footer-links"><a href="https://www.kranich-mobility.example/imprint" target="_blank" rel="noopener">Imprint</a><a href="https://www.kranich-mobility.example/privacy" target="_blank" rel="noopener">Privacy policy</a><a href="https://www.kranich-mobility.example/privacy#applicants" target="_blank" rel="noopener">Data privacy statement for applicants</a></div>
    <div class="footer-powered">Powered by <a href="https://www.personio.com/" target="_blank" rel="noopener"><strong>Personio</strong></a></div>
  </div>
</footer>"""


def job_page(j):
    jid, title, dept, office, sched, etype, senior = j
    tasks = "".join(f"<li>{esc(t)}</li>" for t in TASKS[dept])
    prof = PROFILE[senior] + [
        "Very good English skills; German, Spanish or Dutch is a plus" if office != "Remote" else "Very good English skills and a reliable home office set-up in the EU",
        "You share our passion for sustainable urban mobility",
    ]
    profile = "".join(f"<li>{esc(t)}</li>" for t in prof)
    why = "".join(f"<li>{esc(t)}</li>" for t in WHY_US)
    sources = "".join(f'<option value="{esc(s)}">{esc(s)}</option>' for s in SOURCES)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} | Jobs at {esc(COMPANY)}</title>
<meta name="description" content="{esc(title)} in {esc(office)} – {esc(sched)}. Apply now at {esc(COMPANY)}.">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/style.css">
</head>
<body class="job-detail-page">
{header_html()}
<main class="main job-detail" id="main" data-job-position-id="{jid}">
  <div class="container">
    <a class="back-link" href="/?language=en">‹ All jobs</a>
    <div class="detail-header">
      <div class="detail-department">{esc(dept)}</div>
      <h1 class="detail-title job-position-title">{esc(title)}</h1>
      <div class="job-details" aria-label="Job details">
        <span class="jb-attribute">{esc(sched)}</span><span class="sep" aria-hidden="true"> · </span><span class="jb-attribute">{esc(office)}</span><span class="sep" aria-hidden="true"> · </span><span class="jb-attribute">{esc(etype)}</span><span class="sep" aria-hidden="true"> · </span><span class="jb-attribute">{esc(senior)}</span>
      </div>
      <a class="btn btn-primary action-btn apply-btn" href="#apply">Apply for this position</a>
    </div>
    <div class="detail-content">
      <div class="jb-description-item detail-content-block">
        <h2 class="detail-block-title">Your tasks</h2>
        <div class="rich-text-content detail-block-description"><ul>{tasks}</ul></div>
      </div>
      <div class="jb-description-item detail-content-block">
        <h2 class="detail-block-title">Your profile</h2>
        <div class="rich-text-content detail-block-description"><ul>{profile}</ul></div>
      </div>
      <div class="jb-description-item detail-content-block">
        <h2 class="detail-block-title">Why us?</h2>
        <div class="rich-text-content detail-block-description"><ul>{why}</ul></div>
      </div>
      <div class="jb-description-item detail-content-block detail-content-block-about-us">
        <h2 class="detail-block-title">About us</h2>
        <div class="rich-text-content detail-block-description"><p>{esc(COMPANY)} was founded in Munich in 2018 and runs shared e-scooters and e-bikes in 14 cities in Germany, Austria, Spain and the Netherlands. Our 320 employees work on making cities quieter, cleaner and easier to move around in.</p></div>
      </div>
    </div>

    <section class="application" id="apply" aria-labelledby="apply-title">
      <h2 id="apply-title" class="application-title">Apply for this position</h2>
      <p class="application-hint">Fields marked with * are required.</p>
      <form id="application-form" class="application-form" action="/__submit/personio-application" method="post" enctype="multipart/form-data" novalidate>
        <input type="hidden" name="job_position_id" value="{jid}">
        <input type="hidden" name="job_position_title" value="{esc(title)}">
        <div class="form-row two-cols">
          <div class="form-group" data-field="first_name">
            <label for="first_name">First name*</label>
            <input type="text" id="first_name" name="first_name" autocomplete="given-name" required aria-required="true">
            <div class="field-error" id="first_name-error" role="alert"></div>
          </div>
          <div class="form-group" data-field="last_name">
            <label for="last_name">Last name*</label>
            <input type="text" id="last_name" name="last_name" autocomplete="family-name" required aria-required="true">
            <div class="field-error" id="last_name-error" role="alert"></div>
          </div>
        </div>
        <div class="form-row two-cols">
          <div class="form-group" data-field="email">
            <label for="email">Email*</label>
            <input type="email" id="email" name="email" autocomplete="email" required aria-required="true">
            <div class="field-error" id="email-error" role="alert"></div>
          </div>
          <div class="form-group" data-field="phone">
            <label for="phone">Phone</label>
            <input type="tel" id="phone" name="phone" autocomplete="tel">
            <div class="field-error" id="phone-error" role="alert"></div>
          </div>
        </div>
        <div class="form-row two-cols">
          <div class="form-group" data-field="salary_expectations">
            <label for="salary_expectations">Salary expectations</label>
            <input type="text" id="salary_expectations" name="salary_expectations" placeholder="e.g. 60,000 € gross per year">
            <div class="field-error" id="salary_expectations-error" role="alert"></div>
          </div>
          <div class="form-group" data-field="available_from">
            <label for="available_from">Available from</label>
            <input type="date" id="available_from" name="available_from">
            <div class="field-error" id="available_from-error" role="alert"></div>
          </div>
        </div>
        <div class="form-group file-group" data-field="cv">
          <label for="cv">CV*</label>
          <input type="file" id="cv" name="cv" accept=".pdf,.doc,.docx,.odt,.rtf,.jpg,.jpeg,.png" required aria-required="true">
          <div class="field-hint">PDF, Word or image. Max. file size: 20 MB</div>
          <div class="field-error" id="cv-error" role="alert"></div>
        </div>
        <div class="form-group file-group" data-field="cover_letter">
          <label for="cover_letter">Cover letter</label>
          <input type="file" id="cover_letter" name="cover_letter" accept=".pdf,.doc,.docx,.odt,.rtf,.jpg,.jpeg,.png">
          <div class="field-hint">PDF, Word or image. Max. file size: 20 MB</div>
          <div class="field-error" id="cover_letter-error" role="alert"></div>
        </div>
        <div class="form-group" data-field="recruiting_channel">
          <label for="recruiting_channel">How did you hear about us?</label>
          <select id="recruiting_channel" name="recruiting_channel">
            <option value="">Please select</option>
            {sources}
          </select>
          <div class="field-error" id="recruiting_channel-error" role="alert"></div>
        </div>
        <div class="form-group checkbox-group" data-field="privacy_policy_acceptance">
          <input type="checkbox" id="privacy_policy_acceptance" name="privacy_policy_acceptance" value="1" required aria-required="true">
          <label for="privacy_policy_acceptance">I consent to the processing of my personal data according to the <a href="https://www.kranich-mobility.example/privacy#applicants" target="_blank" rel="noopener">privacy policy</a>*</label>
          <div class="field-error" id="privacy_policy_acceptance-error" role="alert"></div>
        </div>
        <div class="form-error-summary" role="alert" hidden></div>
        <button type="submit" class="btn btn-primary submit-btn">Send</button>
      </form>
      <div class="application-success" hidden tabindex="-1">
        <h3>Thank you for your application</h3>
        <p>We have received your application for the position <strong>{esc(title)}</strong> and will get back to you as soon as possible. You will receive a confirmation by email shortly.</p>
        <a href="/?language=en">Back to all jobs</a>
      </div>
    </section>
  </div>
</main>
{footer_html()}
<script src="/assets/apply.js"></script>
</body>
</html>
"""


def main():
    jobs = []
    for j in JOBS:
        jid, title, dept, office, sched, etype, senior = j
        jobs.append({"id": str(jid), "title": title, "department": dept, "office": office,
                     "schedule": sched, "schedule_slug": SCHEDULE_SLUG[sched],
                     "employment_type": etype, "seniority": senior})
    assert len(jobs) == 34 and len({x["id"] for x in jobs}) == 34

    departments = sorted({x["department"] for x in jobs})
    offices = ["München", "Berlin", "Wien", "Barcelona", "Amsterdam", "Remote"]
    assert set(offices) == {x["office"] for x in jobs}

    data = {"company": COMPANY, "departments": departments, "offices": offices,
            "schedules": [{"value": SCHEDULE_SLUG[s], "label": s} for s in SCHEDULES],
            "page_size": PAGE_SIZE, "jobs": jobs}
    (HERE / "assets" / "jobs-data.js").write_text(
        "/* generated by make_data.py */\nwindow.PERSONIO_JOBS = " + json.dumps(data, ensure_ascii=False, indent=1) + ";\n",
        encoding="utf-8")

    jobdir = HERE / "job"
    jobdir.mkdir(exist_ok=True)
    for old in jobdir.glob("*.html"):
        old.unlink()
    for j in JOBS:
        (jobdir / f"{j[0]}.html").write_text(job_page(j), encoding="utf-8")

    # ----- truth -----
    def match(j, search="", department="", office="", schedule=""):
        if search and search.lower() not in j["title"].lower():
            return False
        if department and j["department"] != department:
            return False
        if office and j["office"] != office:
            return False
        if schedule and j["schedule_slug"] != schedule:
            return False
        return True

    def ids(**kw):
        return [j["id"] for j in jobs if match(j, **kw)]

    queries = {
        "start": {"url": "/?language=en", "description": "every job reachable from the start page by walking all 4 result pages", "ids": ids()},
        "search_engineer": {"url": "/?language=en&search=engineer", "description": "Search jobs = 'engineer' (matches job titles)", "ids": ids(search="engineer")},
        "department_operations": {"url": "/?language=en&department=" + quote("Operations"), "description": "Department = Operations", "ids": ids(department="Operations")},
        "office_muenchen": {"url": "/?language=en&office=" + quote("München"), "description": "Office = München", "ids": ids(office="München")},
        "employment_full_time": {"url": "/?language=en&employment_type=full-time", "description": "Employment type = Full-time (walk all result pages)", "ids": ids(schedule="full-time")},
        "employment_part_time": {"url": "/?language=en&employment_type=part-time", "description": "Employment type = Part-time", "ids": ids(schedule="part-time")},
        "engineering_in_berlin": {"url": "/?language=en&department=Engineering&office=Berlin", "description": "Department = Engineering and Office = Berlin", "ids": ids(department="Engineering", office="Berlin")},
        "search_customer_fulltime_or_part": {"url": "/?language=en&search=customer&employment_type=full-or-part-time", "description": "Search 'customer' and Employment type = Full-time or part-time", "ids": ids(search="customer", schedule="full-or-part-time")},
    }
    for q in queries.values():
        assert q["ids"], q

    truth = {
        "site": "personio_jobs",
        "platform_like": "personio",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": "/?language=en",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "filters": {
            "Department": departments,
            "Office": offices,
            "Employment type": SCHEDULES,
        },
        "queries": queries,
        "jobs": {
            j["id"]: {
                "title": j["title"],
                "company": COMPANY,
                "location": j["office"],
                "work_mode": "Remote" if j["office"] == "Remote" else None,
                "job_type": j["schedule"],
                "department": j["department"],
                "salary": None,
                "posted": None,
                "detail_url": job_url(j["id"]),
                "apply_type": "easy_apply",
                "apply_url": job_url(j["id"]) + "#apply",
            } for j in jobs
        },
        "forms": {
            "personio-application": {
                "url": "/job/<id>?language=en&display=en (every job page, section #apply)",
                "submit_text": "Send",
                "steps": 1,
                "fields": [
                    {"label": "First name", "name": "first_name", "type": "text", "required": True},
                    {"label": "Last name", "name": "last_name", "type": "text", "required": True},
                    {"label": "Email", "name": "email", "type": "email", "required": True},
                    {"label": "Phone", "name": "phone", "type": "tel", "required": False},
                    {"label": "Salary expectations", "name": "salary_expectations", "type": "text", "required": False},
                    {"label": "Available from", "name": "available_from", "type": "date", "required": False},
                    {"label": "CV", "name": "cv", "type": "file", "required": True},
                    {"label": "Cover letter", "name": "cover_letter", "type": "file", "required": False},
                    {"label": "How did you hear about us?", "name": "recruiting_channel", "type": "select", "required": False, "options": SOURCES},
                    {"label": "I consent to the processing of my personal data according to the privacy policy", "name": "privacy_policy_acceptance", "type": "checkbox", "required": True},
                ],
            }
        },
        "notes": ("Single employer page in the style of <company>.jobs.personio.de (English, ?language=en). "
                  "The list is rendered by /assets/list.js from /assets/jobs-data.js according to the query string "
                  "(search, department, office, employment_type, page); every filter change or search is a full page load. "
                  "Search matches job titles only (case-insensitive substring). Filter selects auto-submit on change; the search "
                  "submits on Enter. The listing shows no company, date or salary per job; 'job_type' is the schedule shown in the "
                  "listing (the job page also shows the contract type such as 'Permanent employee', 'Working student', 'Intern'). "
                  "The application form is on the job page itself (#apply); it is sent with fetch as multipart to "
                  "/__submit/personio-application and then replaced by 'Thank you for your application'. Hidden fields "
                  "job_position_id and job_position_title are posted too. Office 'Remote' jobs have work_mode Remote; Personio shows "
                  "no work mode otherwise."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    (HERE / "site.json").write_text(json.dumps({"spa": False}) + "\n", encoding="utf-8")
    print("jobs:", len(jobs), {k: len(v["ids"]) for k, v in queries.items()})


if __name__ == "__main__":
    main()
