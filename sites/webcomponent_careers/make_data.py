#!/usr/bin/env python3
"""Generate data/jobs.json and truth.json for the webcomponent_careers site.

Run:  python3 make_data.py   (from any directory)
The JS app (app.js) loads data/jobs.json; the filtering/search rules below
mirror the ones in app.js exactly (see `matches`).
"""
import json
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
AS_OF = date(2026, 11, 1)
COMPANY = "Orbital Foods"
PAGE_SIZE = 12
FORM_NAME = "orbital-application"

DEPARTMENTS = ["Engineering", "Operations", "Marketing", "Sales", "People"]
LOCATIONS = ["Chicago, IL", "Austin, TX", "Toronto, ON", "London, UK",
             "Amsterdam, Netherlands", "Remote"]

# title, department, location, work mode, employment type, salary (as shown), days ago, summary
JOBS = [
    ("Senior Backend Engineer, Supply Chain Platform", "Engineering", "Chicago, IL", "Hybrid", "Full-time",
     "$145,000 – $175,000 USD per year", 2,
     "Build the services that move 40,000 pallets a week from our plants to grocery shelves. You will own APIs for inventory, order promising and carrier tendering."),
    ("Frontend Engineer, E-commerce", "Engineering", "Toronto, ON", "Hybrid", "Full-time",
     "$110,000 – $130,000 CAD per year", 5,
     "Shape the direct-to-consumer storefront for our snack and pantry brands, from product pages to subscription checkout."),
    ("Staff Data Engineer", "Engineering", "Remote", "Remote", "Full-time",
     "$170,000 – $205,000 USD per year", 9,
     "Lead the design of our lakehouse and the pipelines that feed forecasting, pricing and plant analytics."),
    ("Site Reliability Engineer", "Engineering", "London, UK", "Hybrid", "Full-time",
     "£70,000 – £85,000 per year", 12,
     "Keep our ordering, planning and plant-floor systems fast and available across three continents."),
    ("Machine Learning Engineer, Demand Forecasting", "Engineering", "Chicago, IL", "Hybrid", "Full-time",
     "$150,000 – $180,000 USD per year", 16,
     "Ship forecasting models that decide how much granola, soup and frozen pizza we make each week."),
    ("Controls Engineer", "Engineering", "Austin, TX", "On-site", "Full-time",
     "$95,000 – $115,000 USD per year", 3,
     "Program, tune and improve the PLC and SCADA systems on our Austin baking and packaging lines."),
    ("Software Engineering Intern (Summer 2027)", "Engineering", "Chicago, IL", "Hybrid", "Internship",
     "$32 – $36 USD per hour", 21,
     "Spend twelve weeks on a product team, shipping real code with a mentor and a cohort of interns."),
    ("QA Automation Engineer", "Engineering", "Amsterdam, Netherlands", "Hybrid", "Contract",
     None, 7,
     "Build and maintain automated test suites for our European ordering portal and retailer integrations."),
    ("Engineering Manager, Mobile", "Engineering", "Remote", "Remote", "Full-time",
     "$175,000 – $210,000 USD per year", 34,
     "Lead the team behind the Orbital Rewards app, used by two million shoppers every month."),

    ("Production Supervisor, 2nd Shift", "Operations", "Austin, TX", "On-site", "Full-time",
     "$68,000 – $78,000 USD per year", 1,
     "Lead a team of 30 operators on our second shift, keeping lines safe, on schedule and on spec."),
    ("Food Safety & Quality Manager", "Operations", "Chicago, IL", "On-site", "Full-time",
     "$105,000 – $125,000 USD per year", 6,
     "Own the food safety program at our Chicago plant, from HACCP plans to customer and regulatory audits."),
    ("Warehouse Associate", "Operations", "Toronto, ON", "On-site", "Part-time",
     "$21 – $23 CAD per hour", 0,
     "Receive, pick and ship finished goods at our Mississauga distribution centre, weekend shifts available."),
    ("Supply Chain Planner", "Operations", "Chicago, IL", "Hybrid", "Full-time",
     "$80,000 – $95,000 USD per year", 11,
     "Balance demand, capacity and inventory for our frozen portfolio across four co-manufacturers."),
    ("Logistics Coordinator", "Operations", "Amsterdam, Netherlands", "Hybrid", "Full-time",
     None, 14,
     "Coordinate inbound ingredients and outbound shipments for our European customers and 3PL partners."),
    ("Maintenance Technician", "Operations", "Austin, TX", "On-site", "Full-time",
     "$30 – $38 USD per hour", 4,
     "Troubleshoot and repair mixers, ovens, conveyors and packaging equipment on a rotating schedule."),
    ("Procurement Specialist, Ingredients", "Operations", "London, UK", "Hybrid", "Full-time",
     None, 19,
     "Source oats, nuts, cocoa and packaging from suppliers who meet our quality and sustainability standards."),
    ("Operations Analyst", "Operations", "Remote", "Remote", "Contract",
     "$55 – $65 USD per hour", 25,
     "Turn plant and distribution data into weekly insights on yield, downtime and cost to serve."),

    ("Brand Manager, Snacks", "Marketing", "Chicago, IL", "Hybrid", "Full-time",
     "$115,000 – $135,000 USD per year", 2,
     "Grow our fastest-growing snack brand through innovation, pricing and integrated campaigns."),
    ("Senior Content Designer", "Marketing", "Remote", "Remote", "Full-time",
     "$120,000 – $140,000 USD per year", 8,
     "Write the words on our packaging, websites and app, and set the voice for a family of food brands."),
    ("Performance Marketing Specialist", "Marketing", "Toronto, ON", "Hybrid", "Full-time",
     "$75,000 – $88,000 CAD per year", 13,
     "Plan and optimize paid search, social and retail media campaigns for our Canadian brands."),
    ("Consumer Insights Manager", "Marketing", "London, UK", "Hybrid", "Full-time",
     "£55,000 – £65,000 per year", 17,
     "Lead qualitative and quantitative research that tells us what shoppers want in their basket next."),
    ("Social Media Coordinator", "Marketing", "Chicago, IL", "Hybrid", "Part-time",
     "$26 – $30 USD per hour", 23,
     "Plan, post and report on content across our brand channels, working with creators and our in-house studio."),
    ("Marketing Intern, Brand Partnerships", "Marketing", "Amsterdam, Netherlands", "Hybrid", "Internship",
     None, 30,
     "Support partnership campaigns with retailers and restaurants across the Benelux for six months."),

    ("Key Account Manager, Grocery", "Sales", "Chicago, IL", "Hybrid", "Full-time",
     "$110,000 – $130,000 USD per year", 4,
     "Own the relationship with two national grocery chains, from annual planning to weekly promotions."),
    ("Regional Sales Representative", "Sales", "Austin, TX", "On-site", "Full-time",
     "$62,000 – $70,000 USD per year plus commission", 10,
     "Visit independent grocers and convenience stores across Central Texas to grow distribution."),
    ("Sales Development Representative", "Sales", "Toronto, ON", "Hybrid", "Full-time",
     "$58,000 – $64,000 CAD per year", 6,
     "Open doors with foodservice operators and book first meetings for our account executives."),
    ("Foodservice Sales Director", "Sales", "Remote", "Remote", "Full-time",
     "$160,000 – $190,000 USD per year", 15,
     "Build our foodservice business with distributors, universities and restaurant groups nationwide."),
    ("Account Executive, Convenience Channel", "Sales", "London, UK", "Hybrid", "Full-time",
     None, 20,
     "Win and grow listings with UK convenience retailers and wholesalers."),
    ("Sales Operations Analyst", "Sales", "Chicago, IL", "Hybrid", "Full-time",
     "$78,000 – $90,000 USD per year", 27,
     "Run the reporting, territory planning and incentive calculations behind our sales team."),

    ("Talent Acquisition Partner", "People", "Chicago, IL", "Hybrid", "Full-time",
     "$85,000 – $100,000 USD per year", 3,
     "Partner with hiring managers in Engineering and Marketing to find and close great people."),
    ("HR Business Partner, Manufacturing", "People", "Austin, TX", "On-site", "Full-time",
     "$90,000 – $105,000 USD per year", 9,
     "Be the trusted advisor to plant leaders on employee relations, workforce planning and culture."),
    ("People Operations Coordinator", "People", "Toronto, ON", "Hybrid", "Contract",
     "$34 – $38 CAD per hour", 18,
     "Keep onboarding, HR records and benefits enrolment running smoothly for our Canadian team."),
    ("Learning & Development Specialist", "People", "Remote", "Remote", "Full-time",
     "$82,000 – $96,000 USD per year", 24,
     "Design leadership and frontline training programs used across all of our sites."),
    ("Total Rewards Analyst", "People", "London, UK", "Hybrid", "Full-time",
     None, 41,
     "Analyse pay and benefits across our UK and European workforce and help run the annual pay review."),
]

RESPONSIBILITIES = {
    "Engineering": [
        "Design, build and operate reliable systems with a small, senior team",
        "Write clear technical proposals and review code with care",
        "Work closely with product, operations and data partners to pick the right problems",
        "Take part in a humane on-call rotation and improve what pages us",
    ],
    "Operations": [
        "Keep people safe first: lead by example on GMP and safety practices",
        "Hit daily targets for output, quality and cost",
        "Find and fix the root cause of recurring problems with your team",
        "Report clearly on performance to site and regional leaders",
    ],
    "Marketing": [
        "Turn consumer insight into clear briefs and memorable work",
        "Plan and manage budgets, timelines and agency partners",
        "Measure what works and share what you learn",
        "Collaborate with Sales, R&D and Finance on launches",
    ],
    "Sales": [
        "Build trusted relationships with buyers and category managers",
        "Plan promotions and track results against your annual plan",
        "Negotiate listings, pricing and shelf space",
        "Keep our CRM accurate and forecast with confidence",
    ],
    "People": [
        "Partner with leaders on hiring, development and retention",
        "Make our people processes simple, fair and consistent",
        "Use data to spot trends and recommend action",
        "Champion an inclusive workplace at every site",
    ],
}
QUALIFICATIONS = {
    "Engineering": [
        "Experience shipping and running production software",
        "Comfort with one or more of Go, Python, TypeScript or Kotlin",
        "Curiosity about how physical products are made and moved",
    ],
    "Operations": [
        "Experience in food, beverage or consumer goods manufacturing or distribution",
        "Working knowledge of lean or continuous-improvement methods",
        "Flexibility to work shifts, weekends or overtime when the plant needs it",
    ],
    "Marketing": [
        "Experience in consumer packaged goods or retail marketing",
        "Strong writing and storytelling skills",
        "Comfort with data from Nielsen, Circana or digital platforms",
    ],
    "Sales": [
        "Experience selling into grocery, convenience or foodservice",
        "Confident presenting to senior buyers",
        "A valid driver's licence for roles with travel",
    ],
    "People": [
        "Experience in an HR, talent or learning role",
        "Sound judgement and discretion with confidential information",
        "Knowledge of local employment law is a plus",
    ],
}
BENEFITS = [
    "Medical, dental and vision coverage from day one",
    "Retirement plan with company match",
    "Paid parental leave and generous time off",
    "Free Orbital Foods products (the good stuff, every month)",
]
ABOUT = ("Orbital Foods makes snacks, pantry staples and frozen meals enjoyed in more than 20 countries. "
         "Founded in Chicago in 1987, we now have 4,800 people across plants, distribution centres and offices "
         "in North America and Europe.")


def posted_text(days):
    if days == 0:
        return "Posted today"
    if days == 1:
        return "Posted yesterday"
    if days >= 30:
        return "Posted 30+ days ago"
    return f"Posted {days} days ago"


def job_id(i):
    return f"OF-{24103 + (i * 173) % 900}"


def matches(job, q="", departments=(), location=""):
    """Mirror of app.js `matches`."""
    terms = [t for t in q.strip().lower().split() if t]
    hay = (job["title"] + " " + job["department"] + " " + job["location"]).lower()
    if any(t not in hay for t in terms):
        return False
    if departments and job["department"] not in departments:
        return False
    if location and job["location"] != location:
        return False
    return True


def list_url(q="", departments=(), location=""):
    params = []
    if q:
        params.append(("q", q))
    for d in DEPARTMENTS:
        if d in departments:
            params.append(("department", d))
    if location:
        params.append(("location", location))
    return "/#/jobs" + ("?" + urlencode(params) if params else "")


def main():
    jobs = []
    for i, (title, dept, loc, mode, jtype, salary, days, summary) in enumerate(JOBS):
        assert dept in DEPARTMENTS and loc in LOCATIONS, (title, dept, loc)
        jid = job_id(i)
        jobs.append({
            "id": jid,
            "title": title,
            "department": dept,
            "location": loc,
            "work_mode": mode,
            "employment_type": jtype,
            "salary": salary,
            "posted_date": (AS_OF - timedelta(days=days)).isoformat(),
            "posted": posted_text(days),
            "_days": days,
            "summary": summary,
            "responsibilities": RESPONSIBILITIES[dept],
            "qualifications": QUALIFICATIONS[dept],
        })
    assert len(jobs) == 34 and len({j["id"] for j in jobs}) == 34
    # newest first; ties keep generator order
    jobs.sort(key=lambda j: j["_days"])
    for j in jobs:
        del j["_days"]

    data = {
        "company": COMPANY,
        "as_of": AS_OF.isoformat(),
        "departments": DEPARTMENTS,
        "locations": LOCATIONS,
        "benefits": BENEFITS,
        "about": ABOUT,
        "jobs": jobs,
    }
    (HERE / "data").mkdir(exist_ok=True)
    (HERE / "data" / "jobs.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

    def q(desc, **kw):
        ids = [j["id"] for j in jobs if matches(j, **kw)]
        return {"url": list_url(**kw), "description": desc, "ids": ids}

    queries = {
        "start": q("every job reachable from the start page by scrolling the feed to the end (12 per batch: 12, 24, 34)"),
        "search_manager": q("Search roles = 'manager' (matches title, department or location text)", q="manager"),
        "search_analyst": q("Search roles = 'analyst'", q="analyst"),
        "dept_engineering": q("Department toggle ENGINEERING pressed", departments=("Engineering",)),
        "dept_marketing_or_sales": q("Department toggles MARKETING and SALES pressed (OR)", departments=("Marketing", "Sales")),
        "location_toronto": q("Location combobox = Toronto, ON", location="Toronto, ON"),
        "location_remote": q("Location combobox = Remote", location="Remote"),
        "ops_in_chicago": q("Department OPERATIONS pressed and Location = Chicago, IL", departments=("Operations",), location="Chicago, IL"),
        "search_engineer_london": q("Search roles = 'engineer' and Location = London, UK", q="engineer", location="London, UK"),
    }
    for name, qq in queries.items():
        assert qq["ids"], name

    truth_jobs = {}
    for j in jobs:
        truth_jobs[j["id"]] = {
            "title": j["title"],
            "company": COMPANY,
            "location": j["location"],
            "work_mode": j["work_mode"],
            "job_type": j["employment_type"],
            "department": j["department"],
            "salary": j["salary"],
            "posted": j["posted"],
            "detail_url": f"/#/jobs/{j['id']}",
            "apply_type": "easy_apply",
            "apply_url": f"/#/jobs/{j['id']}/apply",
        }

    first = jobs[0]["id"]
    truth = {
        "site": "webcomponent_careers",
        "platform_like": "custom careers SPA built from web components (custom elements with open shadow roots)",
        "kind": "spa",
        "as_of": AS_OF.isoformat(),
        "start_url": "/#/jobs",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "infinite_scroll",
        "filters": {
            "Department": DEPARTMENTS,
            "Location": ["All locations"] + LOCATIONS,
        },
        "queries": queries,
        "jobs": truth_jobs,
        "forms": {
            FORM_NAME: {
                "url": f"/#/jobs/{first}/apply",
                "url_pattern": "/#/jobs/<id>/apply (same wizard for every job)",
                "submit_text": "Submit application",
                "steps": 3,
                "step_names": ["Contact", "Experience", "Review"],
                "fields": [
                    {"label": "First name", "name": "first_name", "type": "text", "required": True, "step": 1},
                    {"label": "Last name", "name": "last_name", "type": "text", "required": True, "step": 1},
                    {"label": "Email", "name": "email", "type": "email", "required": True, "step": 1},
                    {"label": "Phone", "name": "phone", "type": "tel", "required": False, "step": 1},
                    {"label": "Resume", "name": "resume", "type": "file", "required": True, "step": 2},
                    {"label": "Years of experience", "name": "years_experience", "type": "select", "required": False, "step": 2,
                     "options": ["Less than 1 year", "1–2 years", "3–5 years", "6–10 years", "More than 10 years"]},
                    {"label": "LinkedIn URL", "name": "linkedin_url", "type": "url", "required": False, "step": 2},
                    {"label": "I confirm the information is correct", "name": "confirm", "type": "checkbox", "required": True, "step": 3},
                ],
                "hidden_fields": {"job_id": "<id>", "job_title": "<title>"},
                "success_text": "Application received",
            }
        },
        "notes": (
            "Hash-routed SPA: #/jobs, #/jobs/<id>, #/jobs/<id>/apply; filter state lives in the hash query "
            "(q, repeated department, location). Every UI piece is a custom element with an OPEN shadow root "
            "(oc-app > oc-search-bar, oc-toggle-group, oc-location-select, oc-job-card, oc-job-detail, oc-apply-wizard), "
            "nested two levels deep. Department buttons display upper-case via CSS text-transform but their DOM text is "
            "normal case; several can be pressed (OR). Location is an ARIA select-only combobox (div role=combobox + "
            "role=listbox/option), not a native select. The feed shows 12 cards and loads 12 more when the sentinel "
            "after the feed scrolls into view (IntersectionObserver); status line 'Showing N of M jobs' / 'All M jobs shown'. "
            "Search matches every whitespace-separated term against title + department + location, so 'engineer' also "
            "matches every Engineering-department job. Salary and employment type appear only on the job detail page. "
            "Remote jobs have location text 'Remote' and work mode 'Remote'. The wizard posts multipart FormData via fetch "
            "to /__submit/orbital-application, including hidden job_id and job_title, and shows 'Application received'."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print("jobs:", len(jobs))
    for name, qq in queries.items():
        print(f"  {name}: {len(qq['ids'])}  {qq['url']}")


if __name__ == "__main__":
    main()
