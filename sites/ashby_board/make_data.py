#!/usr/bin/env python3
"""Generate the data for the `ashby_board` site (an Ashby-hosted job board for Lumen Analytics).

Writes:
  static/jobs.json   the job board data the SPA renders (like Ashby's job-board API payload)
  truth.json         the answers for the test suite (never served)
  site.json          {"spa": true}

Deterministic: ids are uuid5 values derived from fixed names; no clock is read.
Run: python3 make_data.py
"""
import json
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SLUG = "lumen"
COMPANY = "Lumen Analytics"
AS_OF = "2026-11-01"
NS = uuid.UUID("6f1c0a52-3b7e-4d8a-9c2e-5b4f1d7a8e90")


def uid(kind, name):
    return str(uuid.uuid5(NS, f"{kind}:{name}"))


# Ashby employment type enum -> label shown
EMPLOYMENT_TYPES = [
    ("FullTime", "Full time"),
    ("PartTime", "Part time"),
    ("Contract", "Contract"),
    ("Intern", "Intern"),
]
ET_LABEL = dict(EMPLOYMENT_TYPES)

DEPARTMENTS = ["Engineering", "Product", "Design", "Data Science", "Sales",
               "Marketing", "Customer Success", "People", "Finance"]

# (title, department, location, employment type enum, workplace type, compensation or None)
JOBS = [
    ("Senior Backend Engineer", "Engineering", "San Francisco, CA", "FullTime", "Hybrid", "$175K – $220K • Offers Equity"),
    ("Staff Software Engineer, Platform", "Engineering", "Remote - US", "FullTime", "Remote", "$210K – $260K • Offers Equity"),
    ("Frontend Engineer", "Engineering", "London, England, United Kingdom", "FullTime", "Hybrid", "£85K – £105K • Offers Equity"),
    ("Site Reliability Engineer", "Engineering", "Berlin", "FullTime", "On-site", "€80K – €98K"),
    ("Engineering Manager, Data Infrastructure", "Engineering", "Toronto, ON, Canada", "FullTime", "Hybrid", "CA$190K – CA$230K • Offers Equity"),
    ("Machine Learning Engineer", "Engineering", "New York, NY", "FullTime", "Hybrid", "$185K – $235K • Offers Equity"),
    ("Software Engineering Intern (Summer 2027)", "Engineering", "San Francisco, CA", "Intern", "On-site", "$55 – $65 per hour"),
    ("Security Engineer", "Engineering", "Remote - US", "Contract", "Remote", None),
    ("Senior Product Manager, Dashboards", "Product", "New York, NY", "FullTime", "Hybrid", "$180K – $215K • Offers Equity"),
    ("Product Manager, Integrations", "Product", "Amsterdam - Netherlands", "FullTime", "Hybrid", None),
    ("Senior Product Designer", "Design", "London, England, United Kingdom", "FullTime", "Remote", "£75K – £92K"),
    ("Brand Designer", "Design", "Remote - US", "Contract", "Remote", "$70 – $90 per hour"),
    ("Data Scientist, Experimentation", "Data Science", "San Francisco, CA", "FullTime", "Hybrid", "$165K – $205K • Offers Equity"),
    ("Analytics Engineer", "Data Science", "Toronto, ON, Canada", "FullTime", "Remote", None),
    ("Account Executive, Mid-Market", "Sales", "Austin, TX", "FullTime", "On-site", "$140K – $160K OTE"),
    ("Enterprise Account Executive", "Sales", "London, England, United Kingdom", "FullTime", "Hybrid", None),
    ("Sales Development Representative", "Sales", "Sydney NSW", "FullTime", "On-site", "A$85K – A$95K"),
    ("Solutions Engineer", "Sales", "Berlin", "FullTime", "Hybrid", None),
    ("Product Marketing Manager", "Marketing", "New York, NY", "FullTime", "Hybrid", "$150K – $180K"),
    ("Content Marketing Writer", "Marketing", "Remote - US", "PartTime", "Remote", "$45 – $60 per hour"),
    ("Customer Success Manager", "Customer Success", "Sydney NSW", "FullTime", "Hybrid", None),
    ("Technical Support Specialist", "Customer Success", "Amsterdam - Netherlands", "FullTime", "On-site", None),
    ("Recruiting Coordinator", "People", "Austin, TX", "Contract", "Hybrid", "$38 – $45 per hour"),
    ("Senior Financial Analyst", "Finance", "San Francisco, CA", "FullTime", "Hybrid", "$140K – $170K"),
]

DEPT_BLURB = {
    "Engineering": ("build the systems that ingest, model and serve billions of events a day",
                    ["Design, build and operate services in Go and Python on Kubernetes",
                     "Own features end to end, from design doc to production rollout",
                     "Improve reliability, latency and cost across our data platform",
                     "Review code and mentor engineers across the team"],
                    ["Strong experience shipping production software",
                     "Comfort with distributed systems, SQL and cloud infrastructure",
                     "Clear written communication and a bias for simple solutions"]),
    "Product": ("shape what we build next for analytics teams at thousands of companies",
                ["Talk to customers every week and turn what you learn into a roadmap",
                 "Write crisp specs and partner closely with engineering and design",
                 "Define success metrics and follow launches through to adoption"],
                ["Several years of B2B SaaS product management",
                 "Technical fluency; you can read a query plan or an API spec",
                 "Excellent judgement about scope and sequencing"]),
    "Design": ("make complex data feel obvious and approachable",
               ["Lead design for core surfaces from discovery to polished UI",
                "Contribute to and evolve the Lumen design system",
                "Run lightweight research with customers and prospects"],
               ["A portfolio that shows strong interaction and visual craft",
                "Experience designing data-dense products",
                "Comfort working in Figma with engineers day to day"]),
    "Data Science": ("help customers and our own teams make better decisions with data",
                     ["Design and analyse experiments across the product",
                      "Build models that power forecasting and anomaly detection",
                      "Partner with product and engineering on metrics definitions"],
                     ["Strong statistics fundamentals and fluency in SQL and Python",
                      "Experience with A/B testing at scale",
                      "Ability to explain results to non-technical audiences"]),
    "Sales": ("bring Lumen to new customers and grow our largest accounts",
              ["Run full-cycle sales from discovery to close",
               "Build relationships with data leaders and executive sponsors",
               "Work with solutions engineering on tailored demos and pilots"],
              ["A track record of meeting or exceeding quota in B2B SaaS",
               "Curiosity about data tooling and how analytics teams work",
               "Strong forecasting and pipeline discipline"]),
    "Marketing": ("tell the Lumen story to the people who need it most",
                  ["Own positioning and messaging for key product areas",
                   "Create launch plans, web content and sales enablement",
                   "Measure what works and double down on it"],
                  ["Experience marketing technical products to technical buyers",
                   "Excellent writing and editing skills",
                   "Comfort working across product, sales and design"]),
    "Customer Success": ("make sure every customer gets lasting value from Lumen",
                         ["Onboard new customers and guide them to their first insights",
                          "Answer technical questions and troubleshoot integrations",
                          "Be the voice of the customer inside Lumen"],
                         ["Experience in a customer-facing role at a SaaS company",
                          "Working knowledge of SQL and data warehouses",
                          "Patience, empathy and great follow-through"]),
    "People": ("help us hire and grow an exceptional team",
               ["Coordinate interview loops across time zones",
                "Deliver a thoughtful, consistent candidate experience",
                "Keep our ATS data clean and reporting accurate"],
               ["Experience coordinating recruiting at a fast-growing company",
                "Exceptional organisation and attention to detail",
                "Warm, clear communication"]),
    "Finance": ("keep Lumen's growth efficient and well planned",
                ["Own the monthly forecast and budget-vs-actuals reporting",
                 "Build models for pricing, hiring and capacity planning",
                 "Partner with department leaders on spend decisions"],
                ["Several years of FP&A experience, ideally in SaaS",
                 "Advanced spreadsheet modelling skills",
                 "Ability to turn numbers into clear recommendations"]),
}

LOCATIONS = []
for j in JOBS:
    if j[2] not in LOCATIONS:
        LOCATIONS.append(j[2])

# Application form (custom questions carry uuid names, as on Ashby)
Q_PHONE = uid("question", "phone")
Q_LINKEDIN = uid("question", "linkedin")
Q_AUTH = uid("question", "work-authorization")
Q_WHY = uid("question", "why-lumen")
FORM_FIELDS = [
    {"label": "Name", "name": "_systemfield_name", "type": "text", "required": True},
    {"label": "Email", "name": "_systemfield_email", "type": "email", "required": True},
    {"label": "Phone", "name": Q_PHONE, "type": "tel", "required": False},
    {"label": "Resume", "name": "_systemfield_resume", "type": "file", "required": True},
    {"label": "LinkedIn Profile", "name": Q_LINKEDIN, "type": "url", "required": False},
    {"label": "Are you currently authorized to work in the location of this role?", "name": Q_AUTH,
     "type": "yes_no_buttons", "required": True, "options": ["Yes", "No"]},
    {"label": "Why Lumen?", "name": Q_WHY, "type": "textarea", "required": False},
]


def description_html(title, dept, loc, mode):
    blurb, todo, want = DEPT_BLURB[dept]
    where = {"Remote": f"This role is remote ({loc}).",
             "Hybrid": f"This role is hybrid, based in our {loc} office three days a week.",
             "On-site": f"This role is on-site in {loc}."}[mode]
    lis = lambda xs: "".join(f"<li><p>{x}</p></li>" for x in xs)
    return (
        f"<p><strong>About Lumen Analytics</strong></p>"
        f"<p>Lumen Analytics is the product analytics platform that helps teams understand what their "
        f"users do and why. More than 4,000 companies use Lumen to answer questions in seconds instead of weeks.</p>"
        f"<p><strong>About the role</strong></p>"
        f"<p>As our {title}, you will join the {dept} team to {blurb}. {where}</p>"
        f"<p><strong>What you'll do</strong></p><ul>{lis(todo)}</ul>"
        f"<p><strong>What we're looking for</strong></p><ul>{lis(want)}</ul>"
        f"<p><strong>Benefits</strong></p><ul>{lis(['Comprehensive health, dental and vision coverage', 'Flexible time off and 16 weeks of paid parental leave', 'Annual learning and home-office stipends'])}</ul>"
        f"<p>Lumen Analytics is an equal opportunity employer. We welcome applicants of all backgrounds.</p>"
    )


def main():
    depts = [{"id": uid("department", d), "name": d} for d in DEPARTMENTS]
    dept_id = {d["name"]: d["id"] for d in depts}
    locs = [{"id": uid("location", l), "name": l} for l in LOCATIONS]
    loc_id = {l["name"]: l["id"] for l in locs}

    jobs = []
    for i, (title, dept, loc, et, mode, comp) in enumerate(JOBS):
        jid = uid("job", f"{i}:{title}")
        jobs.append({
            "id": jid,
            "title": title,
            "departmentId": dept_id[dept],
            "departmentName": dept,
            "locationId": loc_id[loc],
            "locationName": loc,
            "employmentType": et,
            "employmentTypeLabel": ET_LABEL[et],
            "workplaceType": mode,
            "compensationTierSummary": comp,
            "descriptionHtml": description_html(title, dept, loc, mode),
        })

    used_et = [e for e, _ in EMPLOYMENT_TYPES if any(j["employmentType"] == e for j in jobs)]
    board = {
        "organization": {"name": COMPANY, "slug": SLUG, "website": "https://www.lumenanalytics.example"},
        "departments": depts,
        "locations": locs,
        "employmentTypes": [{"id": e, "name": ET_LABEL[e]} for e in used_et],
        "applicationForm": {
            "fields": FORM_FIELDS,
        },
        "jobs": jobs,
    }
    (HERE / "static").mkdir(exist_ok=True)
    (HERE / "static" / "jobs.json").write_text(json.dumps(board, indent=1, ensure_ascii=False) + "\n")
    (HERE / "site.json").write_text(json.dumps({"spa": True}) + "\n")

    # The board groups by department in department order, jobs in data order inside a group.
    def board_order(js):
        return [j["id"] for d in DEPARTMENTS for j in js if j["departmentName"] == d]

    start = f"/{SLUG}"
    queries = {"start": {"url": start, "description": "every job on the board (no filter)", "ids": board_order(jobs)}}

    def q(name, params, desc, pred):
        url = start + "?" + "&".join(f"{k}={v}" for k, v in params)
        queries[name] = {"url": url, "description": desc, "ids": board_order([j for j in jobs if pred(j)])}

    q("department_engineering", [("departmentId", dept_id["Engineering"])],
      "Department = Engineering", lambda j: j["departmentName"] == "Engineering")
    q("department_sales", [("departmentId", dept_id["Sales"])],
      "Department = Sales", lambda j: j["departmentName"] == "Sales")
    q("location_london", [("locationId", loc_id["London, England, United Kingdom"])],
      "Location = London, England, United Kingdom", lambda j: j["locationName"] == "London, England, United Kingdom")
    q("location_remote_us", [("locationId", loc_id["Remote - US"])],
      "Location = Remote - US", lambda j: j["locationName"] == "Remote - US")
    q("employment_contract", [("employmentType", "Contract")],
      "Employment Type = Contract", lambda j: j["employmentType"] == "Contract")
    q("engineering_san_francisco", [("departmentId", dept_id["Engineering"]), ("locationId", loc_id["San Francisco, CA"])],
      "Department = Engineering and Location = San Francisco, CA",
      lambda j: j["departmentName"] == "Engineering" and j["locationName"] == "San Francisco, CA")
    q("engineering_full_time", [("departmentId", dept_id["Engineering"]), ("employmentType", "FullTime")],
      "Department = Engineering and Employment Type = Full time",
      lambda j: j["departmentName"] == "Engineering" and j["employmentType"] == "FullTime")

    truth = {
        "site": "ashby_board",
        "platform_like": "ashby",
        "kind": "spa",
        "as_of": AS_OF,
        "start_url": start,
        "company": COMPANY,
        "page_size": None,
        "total_jobs": len(jobs),
        "search_input": False,
        "pagination": "none",
        "filters": {
            "Department": [d for d in DEPARTMENTS],
            "Location": LOCATIONS,
            "Employment Type": [ET_LABEL[e] for e in used_et],
        },
        "filter_all_options": {"Department": "All Departments", "Location": "All Locations",
                               "Employment Type": "All Employment Types"},
        "queries": queries,
        "jobs": {
            j["id"]: {
                "title": j["title"],
                "company": COMPANY,
                "location": j["locationName"],
                "work_mode": j["workplaceType"],
                "job_type": j["employmentTypeLabel"],
                "department": j["departmentName"],
                "salary": j["compensationTierSummary"],
                "posted": None,
                "detail_url": f"/{SLUG}/{j['id']}",
                "apply_type": "easy_apply",
                "apply_url": f"/{SLUG}/{j['id']}/application",
            } for j in jobs
        },
        "forms": {
            "ashby-application": {
                "url": f"/{SLUG}/<job id>/application",
                "example_url": f"/{SLUG}/{jobs[0]['id']}/application",
                "submit_text": "Submit Application",
                "steps": 1,
                "transport": "fetch, multipart/form-data, POST /__submit/ashby-application",
                "hidden_fields": {"jobPostingId": "the job's uuid", "jobPostingTitle": "the job's title"},
                "fields": FORM_FIELDS,
                "confirmation_text": "Thank you for applying",
            }
        },
        "notes": (
            "Client-rendered SPA (history API). Ashby-like hashed CSS-module class names. "
            "The heading reads 'Open Positions (N)' where N is the number of jobs matching the current filters "
            "(24 unfiltered). Filters are native <select>s; changing one re-renders in place and pushes "
            "?departmentId=<uuid> / ?locationId=<uuid> / ?employmentType=<FullTime|PartTime|Contract|Intern> "
            "to the URL (no reload). Listing card details: 'Department • Location • Employment type • Location type'. "
            "Salary ('Compensation') is shown only on the job page's left column, not in the listing. "
            "No posted dates are shown. Resume is a hidden file input behind an 'Upload File' button. "
            "The work-authorization question is two toggle buttons Yes/No (aria-pressed), their value is sent "
            "as that question's field. Required labels end with '*'. Missing required fields produce "
            "'Missing entry for required field: <label>' messages; success replaces the form with 'Thank you for applying'."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(jobs)} jobs, {len(queries)} queries")


if __name__ == "__main__":
    main()
