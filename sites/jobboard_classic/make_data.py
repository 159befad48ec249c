"""Generates data/jobs.json and truth.json for the jobboard_classic site (run once, commit the output).

Not imported at runtime. The search and facet rules below mirror static/board.js exactly, so the
counts in truth.json are what the pages show. Re-run with:

    python sites/jobboard_classic/make_data.py
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import re
from pathlib import Path
from urllib.parse import quote, urlencode

HERE = Path(__file__).resolve().parent
SEED = 7341
PAGE_SIZE = 15
AS_OF = "2025-06-02"
START = {"q": "engineer", "l": ""}

FROMAGE = {"1": "Last 24 hours", "3": "Last 3 days", "7": "Last 7 days", "14": "Last 14 days"}
JOB_TYPES = {"fulltime": "Full-time", "parttime": "Part-time", "contract": "Contract", "temporary": "Temporary",
             "internship": "Internship"}
REMOTE = {"032b3046-06a3-4876-8dfd-474eb5e7ed11": "Remote", "7e3167e4-ccb4-49cb-b761-9bae564a0a63": "Hybrid work"}
REMOTE_KIND = {"032b3046-06a3-4876-8dfd-474eb5e7ed11": "remote", "7e3167e4-ccb4-49cb-b761-9bae564a0a63": "hybrid"}
SALARY = {"$40,000": 40000, "$60,000": 60000, "$80,000": 80000, "$100,000": 100000, "$120,000": 120000}
FACET_ORDER = ["fromage", "jt", "remotejob", "salaryType"]
FACET_LABELS = {"fromage": "Date posted", "jt": "Job type", "remotejob": "Remote", "salaryType": "Salary estimate"}

STATES = {"TX": "Texas", "CA": "California", "NY": "New York", "WA": "Washington", "IL": "Illinois",
          "CO": "Colorado", "GA": "Georgia", "MA": "Massachusetts", "OH": "Ohio", "AZ": "Arizona",
          "NC": "North Carolina", "MI": "Michigan", "FL": "Florida", "OR": "Oregon", "TN": "Tennessee"}
CITIES = [("Austin", "TX", "78701"), ("Houston", "TX", "77002"), ("San Jose", "CA", "95113"),
          ("San Diego", "CA", "92101"), ("New York", "NY", "10001"), ("Seattle", "WA", "98101"),
          ("Chicago", "IL", "60601"), ("Denver", "CO", "80202"), ("Atlanta", "GA", "30303"),
          ("Boston", "MA", "02108"), ("Columbus", "OH", "43215"), ("Phoenix", "AZ", "85004"),
          ("Charlotte", "NC", "28202"), ("Detroit", "MI", "48226"), ("Tampa", "FL", "33602"),
          ("Portland", "OR", "97204"), ("Nashville", "TN", "37203")]

COMPANIES = [
    ("Redwood Analytics", 4.1), ("Summit Health Partners", 3.6), ("Blue Harbor Logistics", 3.4),
    ("Crescent Manufacturing", 3.8), ("Northstar Software", 4.3), ("Evergreen Utilities", 3.9),
    ("Prairie Foods Co.", 3.2), ("Atlas Aerospace", 4.0), ("Ironwood Construction", 3.7),
    ("Clearwater Medical Center", 3.5), ("Beacon Financial Group", 3.9), ("Silverline Telecom", 3.3),
    ("Harvest Grocery", 3.1), ("Keystone Automotive", 3.6), ("Lakeside School District", 4.2),
    ("Orbit Labs", 4.4), ("Copperfield Energy", 3.8), ("Maple Street Bakery", 4.5),
]

TECH = ["Redwood Analytics", "Northstar Software", "Orbit Labs", "Silverline Telecom", "Beacon Financial Group"]
INDUSTRIAL = ["Crescent Manufacturing", "Atlas Aerospace", "Keystone Automotive", "Copperfield Energy",
              "Evergreen Utilities"]
FAMILY_COMPANIES = {
    "swe": TECH, "data": TECH, "devops": TECH, "qa": TECH, "it": TECH + ["Clearwater Medical Center"],
    "data_analyst": TECH + ["Harvest Grocery"], "embedded": ["Atlas Aerospace", "Orbit Labs", "Keystone Automotive"],
    "hardware": INDUSTRIAL + ["Orbit Labs", "Summit Health Partners"], "manufacturing": INDUSTRIAL + ["Prairie Foods Co."],
    "civil": ["Ironwood Construction", "Evergreen Utilities", "Copperfield Energy"],
    "intern": TECH + INDUSTRIAL, "sales": TECH + INDUSTRIAL,
    "health": ["Summit Health Partners", "Clearwater Medical Center"],
    "warehouse": ["Blue Harbor Logistics", "Prairie Foods Co.", "Harvest Grocery"],
    "driver": ["Blue Harbor Logistics", "Prairie Foods Co.", "Harvest Grocery", "Maple Street Bakery"],
    "service": ["Silverline Telecom", "Beacon Financial Group", "Clearwater Medical Center", "Harvest Grocery"],
    "retail": ["Harvest Grocery", "Keystone Automotive"],
    "food": ["Maple Street Bakery", "Prairie Foods Co.", "Harvest Grocery"],
    "education": ["Lakeside School District"],
    "trades": ["Ironwood Construction", "Evergreen Utilities", "Lakeside School District"],
}

# title, job type, (min, max, period) or None, skills, family
ROLES = [
    ("Software Engineer", "fulltime", (105000, 135000, "year"), ["Java", "Spring", "SQL"], "swe"),
    ("Senior Software Engineer", "fulltime", (140000, 175000, "year"), ["Python", "AWS", "Microservices"], "swe"),
    ("Software Engineer II", "fulltime", (118000, 142000, "year"), ["C#", ".NET", "Azure"], "swe"),
    ("Junior Software Engineer", "fulltime", (72000, 88000, "year"), ["JavaScript", "React", "Git"], "swe"),
    ("Front End Engineer", "fulltime", (98000, 125000, "year"), ["React", "TypeScript", "CSS"], "swe"),
    ("Back End Engineer", "contract", (60, 75, "hour"), ["Node.js", "PostgreSQL", "Docker"], "swe"),
    ("Full Stack Software Engineer", "fulltime", None, ["Angular", "Java", "MySQL"], "swe"),
    ("Embedded Software Engineer", "fulltime", (110000, 140000, "year"), ["C", "RTOS", "Firmware"], "embedded"),
    ("Data Engineer", "fulltime", (112000, 138000, "year"), ["Spark", "Python", "Airflow"], "data"),
    ("Cloud Engineer", "fulltime", (115000, 145000, "year"), ["AWS", "Terraform", "Linux"], "devops"),
    ("DevOps Engineer", "contract", (65, 80, "hour"), ["Kubernetes", "Jenkins", "Ansible"], "devops"),
    ("Network Engineer", "fulltime", (85000, 105000, "year"), ["Cisco", "Routing", "Firewalls"], "it"),
    ("Systems Engineer", "fulltime", None, ["Windows Server", "VMware", "Active Directory"], "it"),
    ("QA Engineer", "fulltime", (78000, 96000, "year"), ["Selenium", "Test plans", "Jira"], "qa"),
    ("Test Engineer", "temporary", (38, 45, "hour"), ["Test fixtures", "LabVIEW", "Data collection"], "hardware"),
    ("Mechanical Engineer", "fulltime", (80000, 98000, "year"), ["SolidWorks", "GD&T", "Prototyping"], "hardware"),
    ("Manufacturing Engineer", "fulltime", (76000, 94000, "year"), ["Lean", "Six Sigma", "CNC"], "manufacturing"),
    ("Process Engineer", "fulltime", (82000, 101000, "year"), ["Process control", "SPC", "Root cause analysis"], "manufacturing"),
    ("Quality Engineer", "fulltime", (74000, 90000, "year"), ["ISO 9001", "CAPA", "Auditing"], "manufacturing"),
    ("Electrical Engineer", "fulltime", (88000, 110000, "year"), ["Circuit design", "PLC", "AutoCAD Electrical"], "hardware"),
    ("Civil Engineer", "fulltime", (70000, 92000, "year"), ["AutoCAD", "Site design", "Stormwater"], "civil"),
    ("Structural Engineer", "fulltime", None, ["RISA", "Steel", "Concrete"], "civil"),
    ("Project Engineer", "fulltime", (75000, 95000, "year"), ["Construction management", "Procore", "Scheduling"], "civil"),
    ("Field Service Engineer", "fulltime", (68000, 82000, "year"), ["Troubleshooting", "Travel", "Customer service"], "hardware"),
    ("Maintenance Engineer", "fulltime", (34, 42, "hour"), ["Electrical", "Hydraulics", "PLC"], "manufacturing"),
    ("Aerospace Engineer", "fulltime", (98000, 128000, "year"), ["Aerodynamics", "MATLAB", "CATIA"], "hardware"),
    ("Engineering Intern", "internship", (22, 26, "hour"), ["CAD", "Excel", "Teamwork"], "intern"),
    ("Software Engineering Intern", "internship", (28, 34, "hour"), ["Python", "Git", "Algorithms"], "intern"),
    ("Sales Engineer", "fulltime", (90000, 120000, "year"), ["Technical sales", "CRM", "Presentations"], "sales"),
    ("Machine Learning Engineer", "fulltime", (135000, 170000, "year"), ["PyTorch", "Python", "MLOps"], "data"),
    ("Site Reliability Engineer", "fulltime", (130000, 160000, "year"), ["Kubernetes", "Go", "Observability"], "devops"),
    ("Security Engineer", "fulltime", None, ["SIEM", "Incident response", "Cloud security"], "it"),
    ("Environmental Engineer", "contract", (45, 55, "hour"), ["Permitting", "Air quality", "Site assessment"], "civil"),
    ("Biomedical Engineer", "fulltime", (76000, 95000, "year"), ["Medical devices", "FDA QSR", "Verification"], "hardware"),
    ("Chemical Engineer", "fulltime", (85000, 105000, "year"), ["Process design", "HAZOP", "Aspen"], "manufacturing"),
    ("Part-Time Software Engineer", "parttime", (50, 60, "hour"), ["PHP", "WordPress", "MySQL"], "swe"),
    ("Registered Nurse", "fulltime", (38, 52, "hour"), ["BLS", "Patient care", "EMR"], "health"),
    ("Medical Assistant", "fulltime", (18, 22, "hour"), ["Vital signs", "Scheduling", "EMR"], "health"),
    ("Pharmacy Technician", "parttime", (17, 20, "hour"), ["Dispensing", "Inventory", "Customer service"], "health"),
    ("Warehouse Associate", "fulltime", (17, 20, "hour"), ["Forklift", "Picking", "Packing"], "warehouse"),
    ("Forklift Operator", "temporary", (19, 22, "hour"), ["Forklift certification", "Loading", "Safety"], "warehouse"),
    ("Delivery Driver", "parttime", (18, 24, "hour"), ["Valid driver's license", "Navigation", "Customer service"], "driver"),
    ("CDL Truck Driver", "fulltime", (65000, 85000, "year"), ["CDL-A", "DOT regulations", "Logbooks"], "driver"),
    ("Customer Service Representative", "fulltime", (16, 19, "hour"), ["Phone support", "CRM", "Problem solving"], "service"),
    ("Call Center Agent", "parttime", (15, 17, "hour"), ["Phone etiquette", "Typing", "Bilingual a plus"], "service"),
    ("Administrative Assistant", "fulltime", (40000, 48000, "year"), ["Microsoft Office", "Scheduling", "Filing"], "office"),
    ("Receptionist", "parttime", (15, 18, "hour"), ["Front desk", "Phones", "Greeting visitors"], "office"),
    ("Office Manager", "fulltime", (52000, 62000, "year"), ["Office operations", "Vendors", "Payroll"], "office"),
    ("Accountant", "fulltime", (60000, 75000, "year"), ["GAAP", "Reconciliations", "QuickBooks"], "finance"),
    ("Bookkeeper", "parttime", (22, 28, "hour"), ["QuickBooks", "Accounts payable", "Payroll"], "finance"),
    ("Payroll Specialist", "fulltime", None, ["ADP", "Payroll processing", "Excel"], "finance"),
    ("Retail Sales Associate", "parttime", (15, 17, "hour"), ["Cash handling", "Customer service", "Merchandising"], "retail"),
    ("Store Manager", "fulltime", (55000, 68000, "year"), ["Team leadership", "P&L", "Scheduling"], "retail"),
    ("Line Cook", "fulltime", (16, 19, "hour"), ["Food prep", "Grill", "Food safety"], "food"),
    ("Barista", "parttime", (14, 17, "hour"), ["Espresso", "Customer service", "Cash handling"], "food"),
    ("Cashier", "temporary", (14, 15, "hour"), ["Cash register", "Customer service", "Stocking"], "retail"),
    ("Teacher Assistant", "fulltime", (30000, 36000, "year"), ["Classroom support", "Tutoring", "CPR"], "education"),
    ("Substitute Teacher", "temporary", (120, 150, "day"), ["Classroom management", "Lesson plans", "Flexibility"], "education"),
    ("Marketing Coordinator", "fulltime", (48000, 58000, "year"), ["Social media", "Email marketing", "Canva"], "marketing"),
    ("Graphic Designer", "contract", (30, 40, "hour"), ["Adobe Creative Suite", "Branding", "Print"], "marketing"),
    ("Human Resources Generalist", "fulltime", (58000, 70000, "year"), ["Onboarding", "HRIS", "Employee relations"], "office"),
    ("Recruiter", "contract", (35, 45, "hour"), ["Sourcing", "ATS", "Interviewing"], "office"),
    ("Project Manager", "fulltime", (85000, 110000, "year"), ["PMP", "Budgets", "Stakeholders"], "office"),
    ("Data Analyst", "fulltime", (68000, 85000, "year"), ["SQL", "Excel", "Power BI"], "data_analyst"),
    ("Business Analyst", "fulltime", None, ["Requirements", "Visio", "SQL"], "data_analyst"),
    ("IT Support Specialist", "fulltime", (45000, 55000, "year"), ["Help desk", "Windows", "Active Directory"], "it"),
    ("Help Desk Technician", "temporary", (20, 24, "hour"), ["Ticketing", "Hardware setup", "Troubleshooting"], "it"),
    ("Electrician", "fulltime", (28, 38, "hour"), ["Journeyman license", "Conduit", "NEC"], "trades"),
    ("HVAC Technician", "fulltime", (26, 35, "hour"), ["EPA 608", "Refrigeration", "Diagnostics"], "trades"),
    ("Plumber", "fulltime", None, ["Pipefitting", "Blueprints", "Repairs"], "trades"),
    ("Construction Laborer", "temporary", (18, 22, "hour"), ["Power tools", "Site cleanup", "OSHA 10"], "trades"),
    ("Security Officer", "parttime", (17, 19, "hour"), ["Patrols", "Reports", "Guard card"], "service"),
    ("Housekeeper", "parttime", (15, 17, "hour"), ["Cleaning", "Laundry", "Attention to detail"], "service"),
    ("Dental Hygienist", "parttime", (42, 50, "hour"), ["RDH license", "X-rays", "Patient education"], "health"),
    ("Physical Therapist", "fulltime", (85000, 100000, "year"), ["DPT", "Outpatient ortho", "Documentation"], "health"),
    ("Operations Intern", "internship", (18, 20, "hour"), ["Excel", "Process improvement", "Communication"], "intern"),
]

FAMILY = {
    "swe": ("Design, develop and test software in an agile team", ["Write maintainable, well-tested code", "Participate in code reviews and sprint planning", "Troubleshoot production issues", "Collaborate with product owners and QA"], ["Bachelor's degree in Computer Science or related field, or equivalent experience", "Experience with at least one modern programming language", "Familiarity with relational databases", "Strong problem-solving skills"]),
    "embedded": ("Develop firmware for connected industrial devices", ["Write firmware in C for microcontrollers", "Bring up new boards with the hardware team", "Debug with oscilloscopes and JTAG", "Document designs and test results"], ["BS in Electrical or Computer Engineering", "Experience with embedded C", "Knowledge of SPI, I2C and UART", "Ability to read schematics"]),
    "data": ("Build the data platform that powers our analytics and machine learning", ["Build and maintain data pipelines", "Model data for reporting", "Monitor data quality", "Work with analysts and data scientists"], ["Strong SQL and Python", "Experience with cloud data tools", "Understanding of data modeling", "Good communication skills"]),
    "devops": ("Keep our cloud infrastructure reliable, secure and automated", ["Maintain CI/CD pipelines", "Manage infrastructure as code", "Monitor systems and respond to incidents", "Improve deployment automation"], ["Experience with AWS or Azure", "Scripting in Bash or Python", "Linux administration", "Experience with containers"]),
    "it": ("Support and secure the systems our employees rely on every day", ["Install and configure hardware and software", "Monitor network and system performance", "Respond to tickets and incidents", "Maintain documentation"], ["Associate or bachelor's degree in IT or equivalent experience", "Relevant certifications a plus (CCNA, Security+)", "Customer service mindset", "Ability to lift 30 lbs"]),
    "qa": ("Make sure every release meets our quality bar", ["Write and run manual and automated tests", "Report defects with clear steps", "Maintain regression suites", "Work closely with developers"], ["Experience in software testing", "Familiarity with test automation tools", "Attention to detail", "Good written communication"]),
    "hardware": ("Design, test and support physical products from prototype to production", ["Create designs and drawings", "Build and test prototypes", "Support manufacturing and suppliers", "Analyze test data and write reports"], ["Bachelor's degree in engineering", "Experience with CAD tools", "Hands-on lab experience", "Willingness to travel up to 20%"]),
    "manufacturing": ("Improve safety, quality and throughput on our production lines", ["Develop and improve manufacturing processes", "Lead root cause investigations", "Support new product introductions", "Train operators on new procedures"], ["Bachelor's degree in engineering", "Experience in a manufacturing environment", "Knowledge of Lean and Six Sigma", "Strong analytical skills"]),
    "civil": ("Deliver infrastructure projects for public and private clients", ["Prepare plans, specifications and estimates", "Coordinate with clients and agencies", "Perform site visits and inspections", "Review contractor submittals"], ["Bachelor's degree in Civil Engineering", "EIT required, PE preferred", "Experience with AutoCAD or Civil 3D", "Valid driver's license"]),
    "intern": ("Spend a summer working on real projects with a mentor", ["Support engineers on a real project", "Present your work at the end of the summer", "Learn our tools and processes", "Attend intern events"], ["Currently enrolled in a related degree program", "Available May through August", "Eager to learn", "Good communication skills"]),
    "sales": ("Help customers choose the right technical solution", ["Deliver product demonstrations", "Answer technical questions during the sales cycle", "Prepare proposals", "Support trade shows"], ["Technical degree or equivalent experience", "Excellent presentation skills", "Customer-facing experience", "Travel up to 40%"]),
    "health": ("Provide excellent care to patients in our community", ["Provide patient care according to protocols", "Document care in the EMR", "Communicate with physicians and families", "Maintain a clean and safe environment"], ["Current state license or certification as required", "BLS certification", "Strong communication skills", "Ability to work weekends and holidays"]),
    "warehouse": ("Keep orders moving in our distribution center", ["Pick, pack and ship orders accurately", "Load and unload trucks", "Operate warehouse equipment safely", "Keep work areas clean"], ["Ability to lift up to 50 lbs", "Forklift certification a plus", "Reliable attendance", "Able to stand for long periods"]),
    "driver": ("Deliver for our customers safely and on time", ["Make deliveries on an assigned route", "Inspect your vehicle before each shift", "Keep accurate delivery records", "Provide friendly customer service"], ["Valid driver's license and clean driving record", "Minimum age 21", "Able to lift 50 lbs", "Pass a background check"]),
    "service": ("Be the friendly, helpful face of our company", ["Respond to customer inquiries", "Resolve issues on the first contact", "Document interactions", "Meet service goals"], ["High school diploma or equivalent", "Customer service experience preferred", "Clear communication", "Flexible schedule"]),
    "office": ("Keep our office and our people running smoothly", ["Coordinate schedules and meetings", "Prepare documents and reports", "Manage supplies and vendors", "Support team members"], ["Experience in an office role", "Proficiency with Microsoft Office", "Strong organization skills", "Professional demeanor"]),
    "finance": ("Keep our books accurate and our bills paid", ["Process invoices and payments", "Reconcile accounts", "Assist with month-end close", "Prepare financial reports"], ["Degree in accounting or equivalent experience", "Experience with accounting software", "Attention to detail", "Advanced Excel skills"]),
    "retail": ("Create a great shopping experience for every customer", ["Greet and assist customers", "Operate the register", "Stock shelves and maintain displays", "Support store promotions"], ["Previous retail experience a plus", "Friendly attitude", "Weekend availability", "Ability to stand for long periods"]),
    "food": ("Serve great food and drinks to our guests", ["Prepare items to recipe standards", "Keep stations clean and stocked", "Follow food safety rules", "Work as part of a team"], ["Food handler card or willingness to obtain", "Previous experience a plus", "Early morning availability", "Team player"]),
    "education": ("Support student learning in our classrooms", ["Support lesson delivery", "Work with small groups of students", "Help manage the classroom", "Communicate with teachers"], ["High school diploma; some college preferred", "Experience working with children", "Background check required", "Patience and reliability"]),
    "marketing": ("Tell our story and grow our brand", ["Create content for web and social", "Coordinate campaigns and events", "Track campaign results", "Work with agencies and vendors"], ["Degree in marketing or related field", "Experience with design tools", "Strong writing", "Organized and creative"]),
    "data_analyst": ("Turn data into decisions", ["Build reports and dashboards", "Analyze trends and present findings", "Gather requirements from stakeholders", "Ensure data accuracy"], ["Bachelor's degree", "Strong SQL and Excel skills", "Experience with BI tools", "Clear communication"]),
    "trades": ("Do skilled, hands-on work on residential and commercial jobs", ["Install, maintain and repair systems", "Read blueprints and follow code", "Diagnose problems on site", "Keep tools and vehicles in order"], ["Relevant license or certification", "Own hand tools", "Valid driver's license", "Able to work at heights and in tight spaces"]),
}
BENEFITS = ["Health insurance", "Dental insurance", "Vision insurance", "401(k)", "401(k) matching", "Paid time off",
            "Life insurance", "Employee discount", "Flexible schedule", "Tuition reimbursement",
            "Referral program", "Retirement plan"]
SCHEDULES = ["Monday to Friday", "8 hour shift", "Day shift", "Weekends as needed", "Night shift", "On call"]


def norm(text: str) -> str:
    """Lowercase and turn every run of non-alphanumerics into one space (same as board.js norm())."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())


def money(n: int) -> str:
    return f"${n:,}"


def salary_text(sal) -> str | None:
    if not sal:
        return None
    lo, hi, period = sal
    unit = {"year": "a year", "hour": "an hour", "day": "a day"}[period]
    return f"{money(lo)} - {money(hi)} {unit}"


def annual_min(sal) -> int | None:
    if not sal:
        return None
    lo, _, period = sal
    return lo * {"year": 1, "hour": 2080, "day": 260}[period]


def posted_text(days: int) -> str:
    if days == 0:
        return "Just posted"
    if days >= 30:
        return "Posted 30+ days ago"
    return f"Posted {days} day{'s' if days != 1 else ''} ago"


def build_jobs() -> list[dict]:
    rng = random.Random(SEED)
    jobs = []
    days_pool = [0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 15, 18, 21, 24, 27, 30, 35]
    for n, (title, jt, sal, skills, family) in enumerate(ROLES):
        names = FAMILY_COMPANIES.get(family)
        company = names[n % len(names)] if names else COMPANIES[(n * 5 + 2) % len(COMPANIES)][0]
        rating = dict(COMPANIES)[company]
        city, st, zipc = CITIES[(n * 7 + 1) % len(CITIES)]
        r = rng.random()
        remote = None
        if family in ("swe", "data", "devops", "it", "qa", "marketing", "data_analyst", "finance") or title == "Recruiter":
            remote = "remote" if r < 0.4 else ("hybrid" if r < 0.6 else None)
        elif family in ("civil", "office", "sales") and r < 0.25:
            remote = "hybrid"
        if remote == "remote" and n % 3 == 0:
            display = "Remote"
        elif remote == "remote":
            display = f"Remote in {city}, {st}"
        elif remote == "hybrid":
            display = f"Hybrid work in {city}, {st} {zipc}"
        else:
            display = f"{city}, {st} {zipc}"
        days = days_pool[(n * 11 + 3) % len(days_pool)]
        jk = hashlib.sha1(f"{SEED}-{n}-{title}".encode()).hexdigest()[:16]
        easy = rng.random() < 0.6
        ats = ats_id = apply_url = None
        if not easy:
            ats = "workday" if n % 2 else "greenhouse"
            if ats == "workday":
                ats_id = f"R{rng.randrange(10000, 99999)}"
                apply_url = f"/__site/ats_workday/job/{ats_id}/apply"
            else:
                ats_id = str(rng.randrange(5_000_000_000, 5_999_999_999))
                apply_url = f"/__site/ats_greenhouse/jobs/{ats_id}"
        summary, duties, reqs = FAMILY[family]
        where = "from home" if display == "Remote" else f"in {city}, {STATES[st]}"
        about = (f"{company} is hiring a {title} {where}. {summary}. "
                 f"This is a {JOB_TYPES[jt].lower()} position.")
        jobs.append({
            "jk": jk,
            "title": title,
            "company": company,
            "company_rating": rating,
            "city": city,
            "state": st,
            "state_name": STATES[st],
            "remote": remote,
            "location": display,
            "job_type": jt,
            "job_type_label": JOB_TYPES[jt],
            "salary": {"min": sal[0], "max": sal[1], "period": sal[2]} if sal else None,
            "salary_text": salary_text(sal),
            "annual_min": annual_min(sal),
            "days_ago": days,
            "posted_text": posted_text(days),
            "urgently_hiring": n % 8 == 5,
            "skills": skills,
            "snippet": duties[:2],
            "easy_apply": easy,
            "apply_type": "easy_apply" if easy else "external",
            "ats": ats,
            "ats_job_id": ats_id,
            "apply_url": apply_url,
            "description": {
                "about": about,
                "responsibilities": duties,
                "requirements": reqs,
                "benefits": rng.sample(BENEFITS, 5),
                "schedule": rng.sample(SCHEDULES, 2),
            },
        })
    rng.shuffle(jobs)
    return jobs


# ---------------------------------------------------------------- the rules of board.js
def base_match(job: dict, q: dict) -> bool:
    kw = norm(q.get("q", ""))
    if kw:
        hay = norm(" ".join([job["title"], job["company"], " ".join(job["skills"])]))
        if not all(t in hay for t in kw.split()):
            return False
    loc = norm(q.get("l", ""))
    if loc:
        hay = norm(job["location"] + " " + job["state_name"])
        if not all(t in hay for t in loc.split()):
            return False
    return True


def facet_match(job: dict, key: str, value: str) -> bool:
    if key == "fromage":
        return job["days_ago"] <= int(value)
    if key == "jt":
        return job["job_type"] == value
    if key == "remotejob":
        return job["remote"] == REMOTE_KIND[value]
    if key == "salaryType":
        return job["annual_min"] is not None and job["annual_min"] >= SALARY[value]
    raise KeyError(key)


def search(jobs: list[dict], q: dict, skip: str | None = None) -> list[dict]:
    out = [j for j in jobs if base_match(j, q)]
    for key in FACET_ORDER:
        if key != skip and q.get(key):
            out = [j for j in out if facet_match(j, key, q[key])]
    if q.get("sort") == "date":
        out = sorted(out, key=lambda j: j["days_ago"])  # stable, like Array.prototype.sort
    return out


FACET_OPTIONS = {"fromage": FROMAGE, "jt": JOB_TYPES, "remotejob": REMOTE, "salaryType": {k: f"{k}+" for k in SALARY}}


def facet_counts(jobs: list[dict], q: dict) -> dict:
    """Per facet group: option -> count with every other active filter applied (options with 0 are not shown)."""
    out = {}
    for key in FACET_ORDER:
        pool = search(jobs, q, skip=key)
        counts = {}
        for value in FACET_OPTIONS[key]:
            c = sum(1 for j in pool if facet_match(j, key, value))
            if c or q.get(key) == value:
                counts[value] = c
        out[key] = counts
    return out


def query_url(q: dict) -> str:
    order = ["q", "l", "sort", "fromage", "jt", "remotejob", "salaryType", "start"]
    items = [(k, q[k]) for k in order if k in q and (q[k] or k in ("q", "l"))]
    return "/jobs?" + urlencode(items, quote_via=quote, safe="")


def main() -> None:
    jobs = build_jobs()
    (HERE / "data").mkdir(exist_ok=True)
    data = {
        "as_of": AS_OF,
        "page_size": PAGE_SIZE,
        "facets": {key: {"label": FACET_LABELS[key], "options": FACET_OPTIONS[key]} for key in FACET_ORDER},
        "jobs": jobs,
    }
    (HERE / "data" / "jobs.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")

    queries: dict[str, dict] = {}

    def add(name: str, q: dict) -> None:
        res = search(jobs, q)
        queries[name] = {"params": q, "url": query_url(q), "count": len(res),
                         "pages": max(1, math.ceil(len(res) / PAGE_SIZE)), "jks": [j["jk"] for j in res],
                         "facet_counts": facet_counts(jobs, q)}

    add("all", {"q": "", "l": ""})
    add("start", dict(START))
    add("engineer_in_texas", {"q": "engineer", "l": "Texas"})
    add("remote_location", {"q": "", "l": "remote"})
    add("software_engineer", {"q": "software engineer", "l": ""})
    add("nurse", {"q": "nurse", "l": ""})
    add("no_results", {"q": "astronaut", "l": ""})
    add("start+sort=date", {**START, "sort": "date"})
    for key in FACET_ORDER:
        for value in FACET_OPTIONS[key]:
            add(f"start+{key}={value}", {**START, key: value})
    add("start+jt=fulltime+fromage=14", {**START, "jt": "fulltime", "fromage": "14"})
    add("start+jt=fulltime+salaryType=$100,000", {**START, "jt": "fulltime", "salaryType": "$100,000"})
    add("all+jt=parttime", {"q": "", "l": "", "jt": "parttime"})

    st = queries["start"]
    assert 2 * PAGE_SIZE < st["count"] <= 3 * PAGE_SIZE, st["count"]
    assert len(jobs) >= 60
    start_url = query_url(START)

    truth = {
        "site": "jobboard_classic",
        "kind": "multi_page",
        "platform_like": "indeed",
        "start_url": start_url,
        "home_url": "/",
        "as_of": AS_OF,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "matching": {
            "q": "normalized tokens (lowercase, non-alphanumerics -> space); every token is a substring of title + company + skills",
            "l": "every normalized token is a substring of the location text + state name ('remote' matches remote jobs)",
            "fromage": "days_ago <= N",
            "jt": "job type code",
            "remotejob": "uuid of Remote or Hybrid work",
            "salaryType": "annualized minimum pay (hourly x 2080, daily x 260) >= amount; jobs without pay are excluded",
            "sort": "'date' orders by days_ago (stable), default is relevance (data order)",
            "start": "offset, multiple of page_size",
            "facets": "AND across groups, one value per group; a facet count applies all other active groups",
        },
        "url_params": ["q", "l", "sort", "fromage", "jt", "remotejob", "salaryType", "start"],
        "pages": {
            "home": "/",
            "results": "/jobs?q=&l=&start=",
            "job": "/viewjob?jk=<jk>",
            "apply": "/apply?jk=<jk>",
        },
        "selectors": {
            "search_form": "form#jobsearch",
            "search_input": "#text-input-what",
            "location_input": "#text-input-where",
            "search_button": "button.yosegi-InlineWhatWhere-primaryButton",
            "filters": "#filter-bar",
            "facet_links": "#filter-bar a[data-facet]",
            "job_listings": "div.job_seen_beacon[data-jk]",
            "job_list": "ul.jobsearch-ResultsList",
            "job_title_link": "a.jcs-JobTitle",
            "results_count": ".jobsearch-JobCountAndSortPane-jobCount",
            "pagination": "nav[aria-label=pagination]",
            "job_title": "h1.jobsearch-JobInfoHeader-title",
            "apply_button": "#applyButtonLinkContainer a",
            "save_button": "button.jobsearch-SaveJobButton",
            "apply_form": "form#ia-container-form",
        },
        "texts": {
            "search_button": "Find jobs",
            "results_count": "{n} jobs ('1 job' for one)",
            "next": "Next",
            "previous": "Previous",
            "page_link_label": "Page {n}",
            "easy_apply": "Apply now",
            "external_apply": "Apply on company site",
            "easy_apply_badge": "Easily apply",
            "save": "Save job",
            "saved": "Saved",
            "submit": "Submit your application",
            "no_results": "The search {q} did not match any jobs.",
            "clear_filters": "Clear all",
        },
        "listing_hint": "div.job_seen_beacon[data-jk] (title link a.jcs-JobTitle -> /viewjob?jk=...)",
        "facets": data["facets"],
        "queries": queries,
        "easy_apply_jks": [j["jk"] for j in jobs if j["easy_apply"]],
        "external_jobs": [
            {"jk": j["jk"], "ats": j["ats"], "ats_job_id": j["ats_job_id"], "apply_url": j["apply_url"],
             "title": j["title"], "company": j["company"]}
            for j in jobs if not j["easy_apply"]
        ],
        "jobs": {
            j["jk"]: {k: j[k] for k in ("title", "company", "location", "job_type_label", "salary_text",
                                        "posted_text", "apply_type", "apply_url")}
            for j in jobs
        },
        "forms": {
            "indeed-apply": {
                "page": "/apply?jk=<jk>",
                "endpoint": "/__submit/indeed-apply",
                "method": "POST multipart/form-data (plain HTML form, 303 to a confirmation page)",
                "hidden": ["jk", "job_title", "company"],
                "fields": [
                    {"name": "name", "label": "Full name", "type": "text", "required": True},
                    {"name": "email", "label": "Email", "type": "email", "required": True},
                    {"name": "phone", "label": "Phone number (optional)", "type": "tel", "required": False},
                    {"name": "resume", "label": "Resume", "type": "file", "required": True,
                     "accept": ".pdf,.doc,.docx,.txt"},
                    {"name": "cover_letter", "label": "Cover letter (optional)", "type": "textarea", "required": False},
                ],
                "submit": "Submit your application",
            }
        },
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(jobs)} jobs; start {st['count']} in {st['pages']} pages; easy {len(truth['easy_apply_jks'])}")
    print(json.dumps(st["facet_counts"]))


if __name__ == "__main__":
    main()
