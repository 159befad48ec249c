#!/usr/bin/env python3
"""Generator for the `iframe_apply` test site ("Orchard Lane Foods" careers + an embedded HireLoop form).

Writes (next to this script):
  jobs/index.html     - the board: 9 jobs grouped by department
  jobs/<slug>.html    - one static page per job, with the HireLoop form in an <iframe>
  ats/jobs.js         - `window.HIRELOOP_JOBS = {...}` read by ats/apply.html
  truth.json          - the answers (never served)

Hand-written (not generated): index.html, story.html, privacy.html, assets/site.css,
ats/apply.html, ats/apply.js, ats/hireloop.css.

Everything is fixed content; no network, no randomness.
Run:  python3 make_data.py
"""
import html
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = "2026-11-25"
COMPANY = "Orchard Lane Foods"
FORM_NAME = "hireloop-apply"
FRAME_TITLE = "Application form"
DEPARTMENTS = ["Stores", "Production", "Corporate"]

# id, slug, title, department, location, job_type, intro paragraphs, responsibilities, requirements
JOBS = [
    {
        "id": "OLF-104", "slug": "store-associate-sacramento", "title": "Store Associate",
        "department": "Stores", "location": "Sacramento, CA", "job_type": "Part-time",
        "intro": [
            "Our Midtown Sacramento store is looking for friendly Store Associates to help customers, keep "
            "shelves full and run the registers.",
            "Shifts are 4 to 8 hours, including some weekends. Associates get a 15% store discount from day one.",
        ],
        "resp": ["Greet and help customers on the sales floor", "Stock shelves and rotate fresh products",
                 "Run a register and handle cash and card payments", "Keep aisles and back rooms clean and safe"],
        "req": ["Able to stand for long periods and lift up to 40 lb", "Available at least two weekend shifts a month",
                "Basic math and good communication skills", "Must be at least 18 years old"],
    },
    {
        "id": "OLF-107", "slug": "deli-clerk-fresno", "title": "Deli Clerk",
        "department": "Stores", "location": "Fresno, CA", "job_type": "Part-time",
        "intro": [
            "Slice, pack and serve at the deli counter of our Fresno Blackstone store, where our kitchen-made "
            "salads and sandwiches are the best sellers.",
        ],
        "resp": ["Prepare sandwiches, platters and salads to order", "Slice meats and cheeses to customer requests",
                 "Label, date and rotate deli products", "Follow food safety and cleaning schedules"],
        "req": ["California Food Handler Card (or obtain within 30 days)", "Customer service experience a plus",
                "Able to work early mornings", "Must be at least 18 years old"],
    },
    {
        "id": "OLF-112", "slug": "assistant-store-manager-reno", "title": "Assistant Store Manager",
        "department": "Stores", "location": "Reno, NV", "job_type": "Full-time",
        "intro": [
            "Help lead a team of 40 at our Reno South Meadows store. You will run the store on the store "
            "manager's days off and own scheduling, ordering and merchandising.",
            "This is a salaried role with medical, dental and a 401(k) match.",
        ],
        "resp": ["Schedule and coach department leads and associates", "Place weekly orders and manage inventory counts",
                 "Open and close the store, including cash office duties", "Resolve customer concerns on the floor"],
        "req": ["3+ years of grocery or retail supervisory experience", "Comfortable with sales and labor reports",
                "Flexible schedule including weekends and holidays", "Valid driver's license"],
    },
    {
        "id": "OLF-115", "slug": "production-line-operator-fresno", "title": "Production Line Operator",
        "department": "Production", "location": "Fresno, CA", "job_type": "Full-time",
        "intro": [
            "Run and monitor the packaging lines in our Fresno kitchen, where we make ready meals and salads "
            "for all Orchard Lane stores.",
        ],
        "resp": ["Set up, run and clean filling and sealing machines", "Check weights, labels and seals every hour",
                 "Record batch data on line sheets", "Report equipment problems to maintenance"],
        "req": ["1+ year in food or manufacturing production", "Able to work in a 38 \u00b0F environment",
                "Available for rotating day and evening shifts", "Forklift certification a plus"],
    },
    {
        "id": "OLF-118", "slug": "food-safety-technician-fresno", "title": "Food Safety Technician",
        "department": "Production", "location": "Fresno, CA", "job_type": "Full-time",
        "intro": [
            "Keep our Fresno kitchen audit-ready. You will run swabs, check critical control points and help "
            "the QA manager keep our HACCP and SQF programs current.",
        ],
        "resp": ["Perform pre-operational inspections and environmental swabs", "Verify HACCP critical control point records",
                 "Hold and release product based on test results", "Train line staff on sanitation procedures"],
        "req": ["Degree in food science, biology or related field, or 2 years of QA experience",
                "Knowledge of HACCP; PCQI certificate preferred", "Detail-oriented with clear written records",
                "Able to work some Saturdays"],
    },
    {
        "id": "OLF-121", "slug": "bakery-production-supervisor-sacramento", "title": "Bakery Production Supervisor",
        "department": "Production", "location": "Sacramento, CA", "job_type": "Full-time",
        "intro": [
            "Lead the overnight shift at our Sacramento bakery, which bakes bread, rolls and pastries for "
            "every store before 6 a.m.",
        ],
        "resp": ["Supervise a crew of 12 bakers and packers", "Plan the night's production against store orders",
                 "Monitor yields, waste and oven schedules", "Enforce safety and food safety rules"],
        "req": ["2+ years supervising in a commercial bakery", "Able to work 10 p.m. to 6:30 a.m., Sunday to Thursday",
                "Working knowledge of mixers, dividers and rack ovens", "Bilingual English/Spanish a plus"],
    },
    {
        "id": "OLF-123", "slug": "produce-buyer-sacramento", "title": "Produce Buyer",
        "department": "Corporate", "location": "Sacramento, CA", "job_type": "Full-time",
        "intro": [
            "Buy the fruit and vegetables that made our name. You will work with more than 60 local growers "
            "and plan seasonal promotions with the merchandising team.",
        ],
        "resp": ["Negotiate prices and volumes with growers and distributors", "Forecast weekly demand by store",
                 "Visit farms to check quality and plan the season", "Track margins and shrink for the category"],
        "req": ["3+ years in produce buying or category management", "Strong Excel skills",
                "Able to travel in California about 20% of the time", "Knowledge of PACA rules a plus"],
    },
    {
        "id": "OLF-126", "slug": "payroll-specialist-remote", "title": "Payroll Specialist",
        "department": "Corporate", "location": "Remote \u2013 US", "job_type": "Full-time",
        "intro": [
            "Run bi-weekly payroll for about 1,100 store, kitchen and office employees in California and "
            "Nevada. This role is fully remote within the US.",
        ],
        "resp": ["Process bi-weekly payroll in our HR system", "Audit timecards, overtime and meal-break premiums",
                 "Answer employee pay questions by email and phone", "Prepare payroll tax filings with our provider"],
        "req": ["2+ years of multi-state payroll experience", "Knowledge of California wage and hour rules",
                "CPP or FPC certification preferred", "Reliable home internet and a quiet workspace"],
    },
    {
        "id": "OLF-130", "slug": "supply-chain-data-analyst-remote", "title": "Supply Chain Data Analyst",
        "department": "Corporate", "location": "Remote \u2013 US", "job_type": "Contract",
        "intro": [
            "A 9-month contract to help us cut waste between our kitchens and stores. You will build the "
            "reports and forecasts our planners use every morning.",
        ],
        "resp": ["Build daily demand forecasts by store and product", "Create dashboards on waste, fill rate and spoilage",
                 "Work with planners to tune order quantities", "Document data sources and report logic"],
        "req": ["2+ years of analytics experience, ideally in retail or CPG", "Strong SQL and one of Python or R",
                "Experience with a BI tool such as Power BI or Looker", "Available for Pacific-time meetings"],
    },
]

e = html.escape


def head(title: str) -> str:
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<header class="site-header">
  <a class="brand" href="/index.html">{e(COMPANY)}</a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/index.html">Home</a></li>
      <li><a href="/story.html">Our story</a></li>
    </ul>
  </nav>
</header>
"""


FOOT = f"""<footer class="site-footer">&copy; 2026 {e(COMPANY)}, Inc. &middot; <a href="/privacy.html">Privacy notice</a></footer>
</body>
</html>
"""


def board() -> str:
    parts = [head(f"Open positions \u2013 {COMPANY}"), "<main>\n  <h1>Open positions</h1>\n",
             f"  <p>{len(JOBS)} open positions in our stores, kitchens and support office.</p>\n"]
    for dept in DEPARTMENTS:
        parts.append(f'  <section aria-labelledby="dept-{dept.lower()}">\n'
                     f'    <h2 id="dept-{dept.lower()}">{e(dept)}</h2>\n')
        for job in (j for j in JOBS if j["department"] == dept):
            parts.append(
                f'    <article class="job">\n'
                f'      <h3><a href="/jobs/{job["slug"]}.html">{e(job["title"])}</a></h3>\n'
                f'      <p><span class="job-location">{e(job["location"])}</span> &middot; '
                f'<span class="job-type">{e(job["job_type"])}</span></p>\n'
                f'    </article>\n')
        parts.append("  </section>\n")
    parts.append("</main>\n")
    parts.append(FOOT)
    return "".join(parts)


def job_page(job: dict) -> str:
    intro = "".join(f"  <p>{e(p)}</p>\n" for p in job["intro"])
    resp = "".join(f"    <li>{e(x)}</li>\n" for x in job["resp"])
    req = "".join(f"    <li>{e(x)}</li>\n" for x in job["req"])
    return (head(f"{job['title']} \u2013 {COMPANY} careers") + f"""<main>
  <nav class="breadcrumb" aria-label="Breadcrumb">
    <ol>
      <li><a href="/jobs/index.html">Open positions</a></li>
      <li aria-current="page">{e(job["title"])}</li>
    </ol>
  </nav>
  <h1>{e(job["title"])}</h1>
  <p class="meta"><span class="job-location">{e(job["location"])}</span> &middot; <span class="job-type">{e(job["job_type"])}</span> &middot; <span class="job-department">{e(job["department"])}</span></p>
{intro}  <h2>Responsibilities</h2>
  <ul>
{resp}  </ul>
  <h2>Requirements</h2>
  <ul>
{req}  </ul>
  <section class="apply-section" aria-labelledby="apply-heading">
    <h2 id="apply-heading">Apply for this position</h2>
    <iframe id="ats-frame" title="{FRAME_TITLE}" src="/ats/apply.html?job={job["id"]}" style="width:100%;height:1100px;border:0"></iframe>
  </section>
</main>
""" + FOOT)


def jobs_js() -> str:
    data = {j["id"]: {"title": j["title"], "location": j["location"], "job_type": j["job_type"],
                      "department": j["department"]} for j in JOBS}
    return ("/* HireLoop job feed for Orchard Lane Foods (generated by make_data.py) */\n"
            "window.HIRELOOP_JOBS = " + json.dumps(data, indent=2, ensure_ascii=False) + ";\n")


FIELDS = [
    {"label": "First name *", "name": "first_name", "id": "first_name", "type": "text", "required": True},
    {"label": "Last name *", "name": "last_name", "id": "last_name", "type": "text", "required": True},
    {"label": "Email address *", "name": "email", "id": "email", "type": "email", "required": True},
    {"label": "Mobile phone", "name": "phone", "id": "phone", "type": "tel", "required": False},
    {"label": "Resume/CV *", "name": "resume", "id": "resume", "type": "file", "required": True},
    {"label": "LinkedIn profile", "name": "linkedin", "id": "linkedin", "type": "url", "required": False},
    {"label": "Are you at least 18 years old? *", "name": "over_18", "id": ["over_18_yes", "over_18_no"],
     "type": "radio", "options": {"Yes": "yes", "No": "no"}, "required": True,
     "note": "legend of a fieldset; each radio has its own <label for> (Yes / No)"},
    {"label": "Desired start date", "name": "start_date", "id": "start_date", "type": "date", "required": False},
    {"label": "I have read the privacy notice *", "name": "privacy", "id": "privacy", "type": "checkbox",
     "value": "yes", "required": True, "note": "the words 'privacy notice' are a link to /privacy.html (new tab)"},
]

ERROR_TEXTS = {
    "first_name": "First name is required",
    "last_name": "Last name is required",
    "email": "Email address is required",
    "email_invalid": "Please enter a valid email address",
    "resume": "Please upload your resume",
    "over_18": "Please tell us whether you are at least 18 years old",
    "privacy": "Please confirm you have read the privacy notice",
    "summary": "Please correct the {n} errors below.",
    "summary_one": "Please correct the 1 error below.",
    "send_failed": "Something went wrong while sending your application. Please try again.",
}


def truth() -> dict:
    ids = [j["id"] for dept in DEPARTMENTS for j in JOBS if j["department"] == dept]
    by_id = {j["id"]: j for j in JOBS}
    return {
        "site": "iframe_apply",
        "platform_like": "employer's own static careers pages with the ATS application form embedded in an iframe "
                         "(e.g. Greenhouse grnhse_iframe / Jobvite embed); the ATS is the fictional 'HireLoop'",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": "/jobs/index.html",
        "company": COMPANY,
        "page_size": len(JOBS),
        "total_jobs": len(JOBS),
        "search_input": False,
        "pagination": "none",
        "filters": {},
        "start_pages": {"1": ids},
        "queries": {
            "start": {
                "url": "/jobs/index.html",
                "description": "every job on the single board page, grouped by department (Stores, Production, Corporate)",
                "ids": ids,
            }
        },
        "jobs": {
            jid: {
                "title": by_id[jid]["title"],
                "company": COMPANY,
                "location": by_id[jid]["location"],
                "job_type": by_id[jid]["job_type"],
                "department": by_id[jid]["department"],
                "detail_url": f"/jobs/{by_id[jid]['slug']}.html",
                "apply_type": "easy_apply",
                "apply_url": f"/jobs/{by_id[jid]['slug']}.html",
            }
            for jid in ids
        },
        "apply": {
            "form_name": FORM_NAME,
            "frame_title": FRAME_TITLE,
            "frame_selector": "iframe#ats-frame",
            "frame_src": "/ats/apply.html?job=<job-id>",
            "submit_text": "Submit application",
            "method": f"POST /__submit/{FORM_NAME} via fetch, Content-Type application/json (no navigation; "
                      "the server records the resume as a file: resume_base64 + resume_filename)",
            "required_labels": [f["label"] for f in FIELDS if f["required"]],
            "field_names": ["job_id", "first_name", "last_name", "email", "phone", "linkedin", "over_18",
                            "start_date", "privacy", "resume_filename", "resume_base64"],
            "fields": FIELDS,
            "error_texts": ERROR_TEXTS,
            "errors_on_empty_submit": 6,
            "summary_on_empty_submit": "Please correct the 6 errors below.",
            "confirmation": {
                "heading": "Application received",
                "text": "Thank you, <first name>. Your application for <job title> has been submitted.",
            },
        },
        "notes": (
            "The board (/jobs/index.html) lists all 9 jobs on one page under h2 department headings, in the "
            "order of start_pages. Each job page is a static top-level document with no form fields; the "
            "application form lives in <iframe id='ats-frame' title='Application form' "
            "src='/ats/apply.html?job=<id>'> (same origin). Inside the frame: a novalidate form without "
            "`required` attributes; on submit JS validates, writes each error under its field "
            "(<p id='<key>-error'>), sets aria-invalid='true' and aria-describedby='<key>-error' on the control "
            "(on both radios for the over_18 group), fills the role=alert summary at the top ('Please correct "
            "the N errors below.', singular for 1) and focuses the first invalid control; nothing is posted. "
            "Errors are recomputed only on submit. Email must look like a@b.c. When valid, the resume is read "
            "as base64 and the JSON is posted with fetch to /__submit/hireloop-apply; the form is then replaced "
            "by a role=status panel (h2 'Application received'). The top page never navigates. Optional fields "
            "are posted as '' when empty; values are trimmed. /ats/apply.html with an unknown or missing job id "
            "shows 'Job not found' and no form."
        ),
    }


def main() -> None:
    (HERE / "jobs").mkdir(exist_ok=True)
    (HERE / "ats").mkdir(exist_ok=True)
    (HERE / "jobs" / "index.html").write_text(board(), encoding="utf-8")
    for job in JOBS:
        (HERE / "jobs" / f"{job['slug']}.html").write_text(job_page(job), encoding="utf-8")
    (HERE / "ats" / "jobs.js").write_text(jobs_js(), encoding="utf-8")
    (HERE / "truth.json").write_text(json.dumps(truth(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(JOBS)} job pages, jobs/index.html, ats/jobs.js, truth.json")


if __name__ == "__main__":
    main()
