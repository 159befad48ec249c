#!/usr/bin/env python3
"""Generate assets/jobs.json and truth.json for the wizard_ats site (Meridian Logistics careers).

Run:  python3 make_data.py
Everything is deterministic: dates are fixed, no randomness.
"""
import json
from datetime import date
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
AS_OF = date(2026, 11, 20)
COMPANY = "Meridian Logistics"
PAGE_SIZE = 8
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# (id, title, location, job family, employment type, work arrangement, pay range or None, posted date, blurb)
RAW = [
    ("REQ-2026-0412", "Warehouse Operations Supervisor", "Memphis, TN, US", "Operations", "Full-time", "On-site",
     "$62,000 - $78,000 per year", date(2026, 11, 3),
     "lead a second-shift team of 35 associates in our 1.2 million sq ft Memphis distribution hub"),
    ("REQ-2026-0398", "Senior Software Engineer, Routing Platform", "Chicago, IL, US", "Information Technology", "Full-time", "Hybrid",
     "$145,000 - $175,000 per year", date(2026, 11, 17),
     "build the services that plan more than 40,000 truck routes every day"),
    ("REQ-2026-0405", "CDL-A Regional Truck Driver", "Memphis, TN, US", "Transportation", "Full-time", "On-site",
     "$28.50 - $32.00 per hour", date(2026, 11, 12),
     "run regional lanes across the Mid-South and be home most weekends"),
    ("REQ-2026-0377", "Customs Compliance Specialist", "Rotterdam, ZH, NL", "Trade Compliance", "Full-time", "Hybrid",
     None, date(2026, 10, 28),
     "keep our EU import and export filings accurate for ocean freight moving through the Port of Rotterdam"),
    ("REQ-2026-0421", "Data Analyst, Network Planning", "Chicago, IL, US", "Supply Chain Planning", "Full-time", "Hybrid",
     "$88,000 - $104,000 per year", date(2026, 11, 18),
     "turn shipment and capacity data into the models that shape our North American network"),
    ("REQ-2026-0356", "Fleet Maintenance Technician", "Toronto, ON, CA", "Transportation", "Full-time", "On-site",
     "$34.00 - $39.50 CAD per hour", date(2026, 10, 14),
     "diagnose and repair Class 8 tractors and refrigerated trailers at our Mississauga yard"),
    ("REQ-2026-0389", "Key Account Manager, Life Sciences", "Frankfurt am Main, HE, DE", "Sales & Account Management", "Full-time", "Hybrid",
     None, date(2026, 11, 5),
     "grow our temperature-controlled logistics business with pharmaceutical customers in the DACH region"),
    ("REQ-2026-0402", "Customer Service Representative", "Remote - US", "Customer Service", "Full-time", "Remote",
     "$19.00 - $22.00 per hour", date(2026, 11, 10),
     "help shippers track, reschedule and resolve deliveries by phone, chat and email"),
    ("REQ-2026-0364", "Financial Analyst", "Manchester, ENG, GB", "Finance", "Full-time", "Hybrid",
     None, date(2026, 10, 21),
     "own monthly reporting and forecasting for our UK contract logistics business"),
    ("REQ-2026-0415", "IT Service Desk Analyst", "Singapore, SG", "Information Technology", "Full-time", "On-site",
     None, date(2026, 11, 14),
     "support 900 colleagues across our Asia-Pacific sites with hardware, software and access requests"),
    ("REQ-2026-0381", "HR Business Partner", "Toronto, ON, CA", "Human Resources", "Full-time", "Hybrid",
     "$92,000 - $110,000 CAD per year", date(2026, 11, 3),
     "partner with operations leaders across four Ontario distribution centres"),
    ("REQ-2026-0393", "Material Handler (Part-time, Weekends)", "Memphis, TN, US", "Operations", "Part-time", "On-site",
     "$18.25 per hour", date(2026, 11, 7),
     "pick, pack and load outbound orders on our weekend shift"),
    ("REQ-2026-0347", "Transportation Planner", "Rotterdam, ZH, NL", "Transportation", "Full-time", "On-site",
     None, date(2026, 10, 9),
     "plan daily FTL and LTL movements between the port and inland hubs across the Benelux"),
    ("REQ-2026-0418", "Demand Planning Manager", "Remote - US", "Supply Chain Planning", "Full-time", "Remote",
     "$118,000 - $138,000 per year", date(2026, 11, 16),
     "lead a team of five planners forecasting volume for our largest retail accounts"),
    ("REQ-2026-0370", "Cloud Infrastructure Engineer", "Frankfurt am Main, HE, DE", "Information Technology", "Full-time", "Hybrid",
     None, date(2026, 10, 26),
     "run the Kubernetes platform and cloud networks behind our warehouse management systems"),
    ("REQ-2026-0409", "Inventory Control Analyst", "Sydney, NSW, AU", "Operations", "Full-time", "On-site",
     None, date(2026, 11, 11),
     "keep stock accurate across our Eastern Creek fulfilment centre through cycle counts and root-cause analysis"),
    ("REQ-2026-0359", "Accounts Payable Specialist (12-month contract)", "Manchester, ENG, GB", "Finance", "Contract", "Hybrid",
     None, date(2026, 10, 17),
     "process carrier and supplier invoices for our UK and Ireland entities"),
    ("REQ-2026-0396", "Business Development Manager, Freight Forwarding", "Singapore, SG", "Sales & Account Management", "Full-time", "Hybrid",
     None, date(2026, 11, 6),
     "win new ocean and air freight customers across Southeast Asia"),
    ("REQ-2026-0384", "Talent Acquisition Partner", "Chicago, IL, US", "Human Resources", "Full-time", "Hybrid",
     "$78,000 - $92,000 per year", date(2026, 10, 31),
     "hire hourly and salaried talent for our Midwest warehouses and driver fleet"),
    ("REQ-2026-0426", "Solutions Engineer, Contract Logistics", "Sydney, NSW, AU", "Engineering", "Full-time", "Hybrid",
     None, date(2026, 11, 19),
     "design warehouse layouts, automation and labour models for new customer proposals"),
]

FAMILY_TEXT = {
    "Operations": (
        ["Plan and assign daily work so that inbound, storage and outbound volumes are handled on time",
         "Monitor productivity, accuracy and safety KPIs and act on them during the shift",
         "Coach associates and support onboarding of new team members",
         "Work with inventory control and transportation teams to resolve exceptions"],
        ["Experience in a warehouse, distribution or manufacturing environment",
         "Comfortable with warehouse management systems and handheld scanners",
         "Able to stand, walk and lift up to 50 lb (23 kg) during a shift",
         "Strong attention to detail and a safety-first mindset"]),
    "Transportation": (
        ["Operate or plan transport safely and in line with all regulations",
         "Complete pre-trip and post-trip inspections and required documentation",
         "Communicate delays and issues promptly to dispatch and customers",
         "Support continuous improvement of on-time delivery performance"],
        ["Valid licence and certifications required for the role",
         "Clean safety record",
         "Knowledge of transport regulations in the region",
         "Reliable, punctual and customer-focused"]),
    "Information Technology": (
        ["Design, build and operate reliable systems used by our sites every day",
         "Collaborate with product owners and operations users to understand needs",
         "Write clear documentation and participate in an on-call rotation",
         "Contribute to security, monitoring and automation improvements"],
        ["Bachelor's degree in computer science or equivalent experience",
         "Hands-on experience with modern tooling for the role",
         "Strong troubleshooting and communication skills",
         "Experience in logistics or supply chain is a plus"]),
    "Trade Compliance": (
        ["Prepare and review customs declarations and supporting documentation",
         "Classify goods and apply tariff and origin rules correctly",
         "Advise customers and colleagues on customs procedures",
         "Support audits and maintain compliance records"],
        ["Experience in customs brokerage or trade compliance",
         "Knowledge of the Union Customs Code",
         "Fluent English; Dutch is a plus",
         "Accurate, organised and able to work to deadlines"]),
    "Supply Chain Planning": (
        ["Build forecasts and capacity plans from historical and customer data",
         "Present insights and recommendations to operations and commercial teams",
         "Maintain planning models and dashboards",
         "Drive improvements to planning processes and tools"],
        ["Degree in supply chain, engineering, mathematics or a related field",
         "Advanced Excel and SQL; Python or R is a plus",
         "Experience with planning or BI tools",
         "Clear written and verbal communication"]),
    "Sales & Account Management": (
        ["Build and manage a pipeline of new and existing customers",
         "Develop tailored logistics proposals with solutions and operations teams",
         "Negotiate contracts and pricing",
         "Maintain accurate account and opportunity records in our CRM"],
        ["Proven B2B sales or account management experience in logistics",
         "Strong negotiation and presentation skills",
         "Willingness to travel up to 30%",
         "Business fluency in English; local language skills preferred"]),
    "Customer Service": (
        ["Answer customer enquiries by phone, chat and email",
         "Track shipments and resolve delivery exceptions",
         "Log every interaction accurately in our case management system",
         "Escalate complex issues to the right team"],
        ["High school diploma or equivalent",
         "Customer service experience, ideally in a contact centre",
         "Quiet home workspace and reliable high-speed internet",
         "Friendly, patient and solution-oriented"]),
    "Finance": (
        ["Prepare accurate and timely financial reports and reconciliations",
         "Support month-end close and annual audits",
         "Partner with operations managers on cost and margin questions",
         "Improve finance processes and controls"],
        ["Degree in finance or accounting, or a part-qualified accountant",
         "Strong Excel skills; SAP experience is a plus",
         "Excellent attention to detail",
         "Comfortable working to tight deadlines"]),
    "Human Resources": (
        ["Advise managers on people matters, from hiring to performance and employee relations",
         "Run recruitment, onboarding and engagement programmes",
         "Use HR data to identify trends and priorities",
         "Ensure compliance with local employment law and company policies"],
        ["Experience in an HR generalist, business partner or recruiting role",
         "Knowledge of local employment legislation",
         "Strong relationship-building and communication skills",
         "Experience in operations-heavy environments is a plus"]),
    "Engineering": (
        ["Design warehouse layouts, material flows and automation concepts",
         "Build labour, space and cost models for customer proposals",
         "Present solutions to customers together with the sales team",
         "Support implementation teams during start-up"],
        ["Degree in industrial engineering or a related field",
         "Experience with AutoCAD and simulation or modelling tools",
         "Knowledge of warehouse automation and material handling equipment",
         "Strong analytical and presentation skills"]),
}

COUNTRIES = [
    "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "China", "Colombia",
    "Czech Republic", "Denmark", "Egypt", "Finland", "France", "Germany", "Greece", "Hong Kong", "Hungary",
    "India", "Indonesia", "Ireland", "Israel", "Italy", "Japan", "Kenya", "Malaysia", "Mexico", "Morocco",
    "Netherlands", "New Zealand", "Nigeria", "Norway", "Peru", "Philippines", "Poland", "Portugal", "Romania",
    "Saudi Arabia", "Singapore", "South Africa", "South Korea", "Spain", "Sweden", "Switzerland", "Taiwan",
    "Thailand", "Turkey", "Ukraine", "United Arab Emirates", "United Kingdom", "United States", "Vietnam",
]
YEARS = ["0-1", "2-4", "5-9", "10+"]
EDUCATION = ["High school diploma or equivalent", "Associate degree", "Bachelor's degree", "Master's degree",
             "Doctorate", "Vocational or trade certification", "Other"]
YES_NO = ["Yes", "No"]
RELOCATE = ["Yes", "No", "Maybe"]


def fmt_date(d):
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def build_jobs():
    jobs = []
    for (jid, title, loc, fam, etype, mode, pay, posted, blurb) in RAW:
        resp, quals = FAMILY_TEXT[fam]
        city = loc.split(",")[0].replace("Remote - US", "the United States")
        jobs.append({
            "id": jid,
            "title": title,
            "location": loc,
            "job_family": fam,
            "employment_type": etype,
            "work_arrangement": mode,
            "pay_range": pay,
            "posted": fmt_date(posted),
            "posted_iso": posted.isoformat(),
            "summary": (f"As {('an' if title[0] in 'AEIOU' else 'a')} {title} at {COMPANY}, you will {blurb}. "
                        f"This is a {etype.lower()}, {mode.lower()} position based in {city}."),
            "responsibilities": resp,
            "qualifications": quals,
        })
    # Listing order: newest first, ties by req id
    jobs.sort(key=lambda j: (j["posted_iso"], j["id"]), reverse=True)
    return jobs


def matches(job, q="", location="", family=""):
    if location and job["location"] != location:
        return False
    if family and job["job_family"] != family:
        return False
    hay = " ".join([job["title"], job["job_family"], job["id"]]).lower()
    return all(tok in hay for tok in q.lower().split())


def search_url(q="", location="", family=""):
    params = [(k, v) for k, v in (("q", q), ("location", location), ("family", family)) if v]
    return "/careers/search" + ("?" + urlencode(params) if params else "")


def main():
    jobs = build_jobs()
    assert len({j["id"] for j in jobs}) == len(jobs) == 20
    locations = sorted({j["location"] for j in jobs})
    families = sorted({j["job_family"] for j in jobs})
    data = {
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "locations": locations,
        "job_families": families,
        "countries": COUNTRIES,
        "years_experience": YEARS,
        "education": EDUCATION,
        "jobs": jobs,
    }
    (HERE / "assets" / "jobs.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")

    def q(description, **kw):
        ids = [j["id"] for j in jobs if matches(j, **kw)]
        return {"url": search_url(**kw), "description": description, "ids": ids}

    queries = {
        "start": {"url": "/careers/search", "description": "every job, walking pages 1-3 with Next (8 per page)",
                  "ids": [j["id"] for j in jobs]},
        "search_manager": q("keyword 'manager' typed in 'Search by keyword', then Search", q="manager"),
        "search_engineer": q("keyword 'engineer' (matches Software/Cloud/Solutions Engineer), then Search", q="engineer"),
        "location_memphis": q("Location = Memphis, TN, US, then Search", location="Memphis, TN, US"),
        "family_it": q("Job family = Information Technology, then Search", family="Information Technology"),
        "family_transportation": q("Job family = Transportation, then Search", family="Transportation"),
        "analyst_chicago": q("keyword 'analyst' + Location = Chicago, IL, US, then Search", q="analyst",
                             location="Chicago, IL, US"),
        "analyst_any": q("keyword 'analyst', then Search", q="analyst"),
    }
    for k, v in queries.items():
        assert v["ids"], k

    def yn(label, name, options):
        return {"label": label, "name": name, "type": "radio", "required": True, "options": options, "step": 3}

    truth = {
        "site": "wizard_ats",
        "platform_like": "SuccessFactors / iCIMS / Taleo style enterprise careers site",
        "kind": "spa",
        "as_of": AS_OF.isoformat(),
        "start_url": "/careers/search",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "filters": {"Location": locations, "Job family": families},
        "queries": queries,
        "jobs": {
            j["id"]: {
                "title": j["title"],
                "company": COMPANY,
                "location": j["location"],
                "work_mode": j["work_arrangement"],
                "job_type": j["employment_type"],
                "department": j["job_family"],
                "salary": j["pay_range"],
                "posted": j["posted"],
                "detail_url": f"/careers/job/{j['id']}",
                "apply_type": "easy_apply",
                "apply_url": f"/careers/job/{j['id']}/apply",
            } for j in jobs
        },
        "forms": {
            "meridian-application": {
                "url": "/careers/job/<id>/apply",
                "example_url": "/careers/job/REQ-2026-0421/apply",
                "submit_text": "Submit",
                "steps": 4,
                "step_names": ["Personal information", "Experience", "Questions", "Review"],
                "fields": [
                    {"label": "First name", "name": "first_name", "type": "text", "required": True, "step": 1},
                    {"label": "Last name", "name": "last_name", "type": "text", "required": True, "step": 1},
                    {"label": "Email", "name": "email", "type": "email", "required": True, "step": 1},
                    {"label": "Phone", "name": "phone", "type": "tel", "required": True, "step": 1},
                    {"label": "Country", "name": "country", "type": "combobox", "required": True,
                     "options": COUNTRIES, "step": 1},
                    {"label": "Resume", "name": "resume", "type": "file", "required": True, "step": 2},
                    {"label": "Years of experience", "name": "years_experience", "type": "combobox",
                     "required": True, "options": YEARS, "step": 2},
                    {"label": "Highest level of education", "name": "education", "type": "combobox",
                     "required": True, "options": EDUCATION, "step": 2},
                    yn("Are you legally authorized to work in the country of this job?", "work_authorized", YES_NO),
                    yn("Will you require visa sponsorship?", "requires_sponsorship", YES_NO),
                    yn("Are you willing to relocate?", "willing_to_relocate", RELOCATE),
                ],
            }
        },
        "notes": (
            "History-API SPA: /careers/search, /careers/job/<REQ id>, /careers/job/<REQ id>/apply all serve index.html; "
            "data comes from /assets/jobs.json. Search form values are applied only when 'Search' is pressed "
            "(or Enter in the keyword box); the URL then carries ?q=&location=&family= and paging adds &page=N "
            "(pushState, no reload). Keyword matches every word against title + job family + req id "
            "(case-insensitive). Location / Job family are custom selects (button[aria-haspopup=listbox] -> "
            "ul[role=listbox] > li[role=option]); first options are 'Any location' / 'Any job family'. "
            "Listing shows 'Posted on <date>'; truth 'posted' holds the date part only. Work arrangement, "
            "employment type and pay range (salary; only US/CA jobs have one) are shown on the job page, not in the "
            "listing. Apply wizard is one route with 4 steps; required fields use aria-required=true (no required "
            "attribute). Country, Years of experience and education are custom listbox selects (type-ahead supported). "
            "Submit posts JSON to /__submit/meridian-application with keys job_id, job_title, first_name, last_name, "
            "email, phone, country, years_experience, education, work_authorized, requires_sponsorship, "
            "willing_to_relocate, resume_filename, resume_size, resume_content_type, resume_base64; then shows "
            "'Thank you, your application has been submitted' and a reference number (APP-...)."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    for k, v in queries.items():
        print(f"{k:24s} {len(v['ids']):3d}  {v['url']}")


if __name__ == "__main__":
    main()
