"""Generates data/jobs.json and truth.json for the jobboard_spa site (run once, commit the output).

Not imported at runtime. The filtering rules below mirror app.js exactly; truth.json is computed
with them so tests and scenarios can assert exact counts. Re-run with:

    python sites/jobboard_spa/make_data.py
"""

from __future__ import annotations

import datetime as dt
import json
import math
import random
import re
from pathlib import Path
from urllib.parse import quote, urlencode

HERE = Path(__file__).resolve().parent
SEED = 20250602
AS_OF = dt.datetime(2025, 6, 2, 9, 0, 0)  # the fixed "now" of the site
PAGE_SIZE = 25
START_KEYWORDS = "engineer"
START_LOCATION = "United States"

# ---------------------------------------------------------------- filter vocabulary (as in app.js)
TPR = {"r2592000": ("Past month", 2592000), "r604800": ("Past week", 604800), "r86400": ("Past 24 hours", 86400)}
EXPERIENCE = {"1": "Internship", "2": "Entry level", "3": "Associate", "4": "Mid-Senior level", "5": "Director"}
JOB_TYPE = {"F": "Full-time", "P": "Part-time", "C": "Contract", "T": "Temporary", "I": "Internship"}
WORKPLACE = {"1": "On-site", "2": "Remote", "3": "Hybrid"}

# ---------------------------------------------------------------- companies and places
COMPANIES = [
    # name, slug, industry, size, blurb
    ("Quillstack", "quillstack", "Software Development", "201-500 employees",
     "Quillstack builds collaborative documentation tools used by over 9,000 engineering teams."),
    ("Lumenfield Labs", "lumenfield-labs", "Technology, Information and Internet", "51-200 employees",
     "Lumenfield Labs makes computer-vision software that helps farms measure crop health."),
    ("Harborline Health", "harborline-health", "Hospitals and Health Care", "1,001-5,000 employees",
     "Harborline Health runs a network of community clinics and a patient app used by 2 million people."),
    ("Tidewater Freight", "tidewater-freight", "Transportation, Logistics, Supply Chain and Storage", "5,001-10,000 employees",
     "Tidewater Freight moves goods across North America with a fleet of 4,000 trucks and a digital brokerage."),
    ("Nimbusly", "nimbusly", "IT Services and IT Consulting", "501-1,000 employees",
     "Nimbusly operates managed cloud platforms for mid-sized companies."),
    ("Orchidia Bio", "orchidia-bio", "Biotechnology Research", "201-500 employees",
     "Orchidia Bio develops RNA-based therapies for rare metabolic diseases."),
    ("Vantage Ridge Capital", "vantage-ridge-capital", "Financial Services", "1,001-5,000 employees",
     "Vantage Ridge Capital is an investment firm managing $40B for pension funds and endowments."),
    ("Pinecrest Renewables", "pinecrest-renewables", "Renewable Energy Power Generation", "501-1,000 employees",
     "Pinecrest Renewables designs, builds and operates utility-scale solar and storage projects."),
    ("Brightloop", "brightloop", "Software Development", "51-200 employees",
     "Brightloop is a seed-to-Series B startup building payments infrastructure for marketplaces."),
    ("Kestrel Systems", "kestrel-systems", "Defense and Space Manufacturing", "1,001-5,000 employees",
     "Kestrel Systems builds avionics and flight software for small satellites."),
    ("Meridian Mutual", "meridian-mutual", "Insurance", "10,001+ employees",
     "Meridian Mutual has insured families and small businesses for more than 90 years."),
    ("Saltmarsh Games", "saltmarsh-games", "Computer Games", "201-500 employees",
     "Saltmarsh Games is an independent studio behind three award-winning multiplayer titles."),
    ("Arborview Retail", "arborview-retail", "Retail", "10,001+ employees",
     "Arborview Retail operates 600 home and garden stores and a fast-growing online shop."),
    ("Foxglove Media", "foxglove-media", "Online Audio and Video Media", "201-500 employees",
     "Foxglove Media produces podcasts and streaming shows for an audience of 30 million listeners."),
    ("Granite Peak Software", "granite-peak-software", "Software Development", "501-1,000 employees",
     "Granite Peak Software makes field-service management software for construction companies."),
    ("Bridgeport Engineering Group", "bridgeport-engineering-group", "Civil Engineering", "1,001-5,000 employees",
     "Bridgeport Engineering Group designs bridges, transit systems and water infrastructure."),
    ("Cinderwell Robotics", "cinderwell-robotics", "Automation Machinery Manufacturing", "201-500 employees",
     "Cinderwell Robotics builds autonomous mobile robots for warehouses."),
    ("Juniper Lane Bank", "juniper-lane-bank", "Banking", "5,001-10,000 employees",
     "Juniper Lane Bank is a regional bank serving customers in 14 states."),
]

COMPANY_BY_SLUG = {c[1]: c for c in COMPANIES}
HARDWARE_COMPANIES = [COMPANY_BY_SLUG[s] for s in ("kestrel-systems", "cinderwell-robotics", "pinecrest-renewables")]

US_PLACES = [
    ("San Francisco, CA", "United States"), ("New York, NY", "United States"), ("Seattle, WA", "United States"),
    ("Austin, TX", "United States"), ("Boston, MA", "United States"), ("Chicago, IL", "United States"),
    ("Denver, CO", "United States"), ("Atlanta, GA", "United States"), ("Los Angeles, CA", "United States"),
    ("Raleigh, NC", "United States"), ("Pittsburgh, PA", "United States"), ("Minneapolis, MN", "United States"),
]
OTHER_PLACES = [
    ("Toronto, ON, Canada", "Canada"), ("Vancouver, BC, Canada", "Canada"),
    ("London, England, United Kingdom", "United Kingdom"), ("Berlin, Berlin, Germany", "Germany"),
    ("Dublin, County Dublin, Ireland", "Ireland"),
]
CURRENCY = {"United States": "$", "Canada": "CA$", "United Kingdom": "£", "Germany": "€", "Ireland": "€"}

# ---------------------------------------------------------------- roles
# title, family, experience code, job type code, skills, base salary (k per year) or hourly
ROLES = [
    ("Software Engineer", "swe", "2", "F", ["Python", "Django", "PostgreSQL"], 125),
    ("Senior Software Engineer", "swe", "4", "F", ["Go", "Kubernetes", "gRPC"], 175),
    ("Staff Software Engineer", "swe", "4", "F", ["Java", "Distributed Systems", "Kafka"], 215),
    ("Frontend Engineer", "swe", "3", "F", ["TypeScript", "React", "CSS"], 140),
    ("Senior Frontend Engineer", "swe", "4", "F", ["TypeScript", "React", "Accessibility"], 170),
    ("Backend Engineer, Payments", "swe", "3", "F", ["Go", "PostgreSQL", "AWS"], 150),
    ("Full Stack Engineer", "swe", "3", "F", ["TypeScript", "Node.js", "React"], 145),
    ("Full Stack Engineer (Contract)", "swe", "4", "C", ["Ruby on Rails", "React", "PostgreSQL"], 85),
    ("Data Engineer", "data", "3", "F", ["SQL", "Airflow", "Spark"], 145),
    ("Senior Data Engineer", "data", "4", "F", ["dbt", "Snowflake", "Python"], 175),
    ("Machine Learning Engineer", "ml", "4", "F", ["PyTorch", "Python", "MLOps"], 185),
    ("Machine Learning Engineer, Computer Vision", "ml", "3", "F", ["PyTorch", "OpenCV", "CUDA"], 170),
    ("DevOps Engineer", "devops", "3", "F", ["Terraform", "AWS", "CI/CD"], 140),
    ("Site Reliability Engineer", "devops", "4", "F", ["Kubernetes", "Prometheus", "Linux"], 170),
    ("Platform Engineer", "devops", "4", "F", ["Kubernetes", "Go", "Terraform"], 175),
    ("Cloud Infrastructure Engineer (Contract)", "devops", "4", "C", ["Azure", "Terraform", "Networking"], 80),
    ("QA Automation Engineer", "qa", "3", "F", ["Playwright", "Python", "CI/CD"], 115),
    ("Software Engineer in Test", "qa", "2", "F", ["Selenium", "Java", "API testing"], 110),
    ("Security Engineer", "security", "4", "F", ["Threat modeling", "AWS", "SIEM"], 180),
    ("Application Security Engineer", "security", "3", "F", ["OWASP", "Static analysis", "Python"], 160),
    ("iOS Engineer", "mobile", "3", "F", ["Swift", "SwiftUI", "Xcode"], 150),
    ("Android Engineer", "mobile", "3", "F", ["Kotlin", "Jetpack Compose", "Android"], 148),
    ("Embedded Software Engineer", "embedded", "4", "F", ["C", "RTOS", "ARM Cortex-M"], 160),
    ("Flight Software Engineer", "embedded", "3", "F", ["C++", "Real-time systems", "Linux"], 155),
    ("Mechanical Engineer", "hardware", "3", "F", ["SolidWorks", "GD&T", "FEA"], 105),
    ("Electrical Engineer", "hardware", "2", "F", ["Altium", "PCB design", "Power electronics"], 100),
    ("Civil Engineer", "civil", "3", "F", ["AutoCAD Civil 3D", "Stormwater design", "PE license"], 98),
    ("Structural Engineer", "civil", "4", "F", ["ETABS", "Steel design", "PE license"], 120),
    ("Software Engineering Intern", "swe", "1", "I", ["Python", "Git", "Data structures"], 45),
    ("Data Engineering Intern", "data", "1", "I", ["SQL", "Python", "ETL"], 42),
    ("Hardware Engineering Intern (Summer)", "hardware", "1", "I", ["Circuit design", "MATLAB", "Soldering"], 38),
    ("Engineering Manager, Platform", "eng_mgmt", "5", "F", ["People management", "Kubernetes", "Roadmapping"], 230),
    ("Director of Engineering", "eng_mgmt", "5", "F", ["Engineering leadership", "Hiring", "Distributed Systems"], 265),
    ("Solutions Engineer", "sales_eng", "3", "F", ["APIs", "Technical demos", "SQL"], 135),
    ("Sales Engineer", "sales_eng", "4", "F", ["Pre-sales", "Networking", "Cloud security"], 150),
    ("Support Engineer (Part-time)", "support", "2", "P", ["Linux", "Troubleshooting", "SQL"], 38),
    ("Field Service Engineer (Temporary)", "hardware", "2", "T", ["Robotics", "Troubleshooting", "PLC"], 40),
    ("Data Scientist", "data_sci", "4", "F", ["Python", "Statistics", "Experimentation"], 165),
    ("Data Analyst", "analytics", "2", "F", ["SQL", "Tableau", "Excel"], 85),
    ("Senior Data Analyst", "analytics", "4", "F", ["SQL", "Looker", "dbt"], 120),
    ("Product Manager", "product", "4", "F", ["Roadmapping", "User research", "SQL"], 165),
    ("Associate Product Manager", "product", "2", "F", ["Agile", "Jira", "Analytics"], 115),
    ("Product Designer", "design", "3", "F", ["Figma", "Prototyping", "Design systems"], 135),
    ("UX Researcher", "design", "3", "C", ["Usability testing", "Interviews", "Survey design"], 70),
    ("Graphic Designer (Part-time)", "design", "2", "P", ["Adobe Illustrator", "Branding", "Layout"], 35),
    ("Marketing Manager", "marketing", "4", "F", ["Demand generation", "HubSpot", "Content strategy"], 130),
    ("Content Writer", "marketing", "2", "C", ["SEO", "Copywriting", "Editing"], 40),
    ("Account Executive", "sales", "3", "F", ["B2B sales", "Salesforce", "Negotiation"], 95),
    ("Sales Development Representative", "sales", "2", "F", ["Outbound prospecting", "Salesforce", "Cold calling"], 65),
    ("Customer Success Manager", "cs", "3", "F", ["Account management", "Onboarding", "Gainsight"], 95),
    ("Technical Recruiter", "hr", "3", "F", ["Sourcing", "Greenhouse", "Interviewing"], 100),
    ("HR Generalist", "hr", "3", "F", ["Employee relations", "HRIS", "Benefits"], 80),
    ("Financial Analyst", "finance", "2", "F", ["Excel", "Financial modeling", "FP&A"], 90),
    ("Staff Accountant", "finance", "2", "F", ["GAAP", "NetSuite", "Reconciliations"], 75),
    ("Project Manager", "pm", "4", "F", ["PMP", "Scheduling", "Stakeholder management"], 115),
    ("Operations Coordinator (Temporary)", "ops", "2", "T", ["Scheduling", "Excel", "Vendor management"], 28),
    ("Technical Writer", "writing", "3", "C", ["Docs-as-code", "Markdown", "API documentation"], 60),
    ("Business Analyst", "analytics", "3", "F", ["Requirements gathering", "SQL", "Process mapping"], 100),
    ("Supply Chain Analyst", "ops", "2", "F", ["Forecasting", "SAP", "Excel"], 78),
    ("Legal Counsel", "legal", "5", "F", ["Commercial contracts", "Privacy", "Negotiation"], 210),
    ("Customer Support Specialist (Part-time)", "cs", "2", "P", ["Zendesk", "Written communication", "Troubleshooting"], 24),
    ("Marketing Intern", "marketing", "1", "I", ["Social media", "Canva", "Copywriting"], 22),
    ("Office Manager", "ops", "3", "F", ["Facilities", "Vendor management", "Event planning"], 70),
    ("Director of Product Design", "design", "5", "F", ["Design leadership", "Design systems", "Hiring"], 240),
    ("Senior Software Engineer, Mobile", "mobile", "4", "F", ["React Native", "TypeScript", "iOS"], 180),
    ("Backend Engineer (Contract)", "swe", "3", "C", ["Python", "FastAPI", "PostgreSQL"], 75),
    ("Robotics Software Engineer", "embedded", "3", "F", ["ROS 2", "C++", "Motion planning"], 165),
    ("Senior DevOps Engineer", "devops", "4", "F", ["AWS", "Terraform", "GitHub Actions"], 175),
    ("Junior Web Developer", "swe", "2", "F", ["JavaScript", "HTML", "CSS"], 72),
    ("Data Platform Engineer", "data", "4", "F", ["Kafka", "Flink", "Iceberg"], 180),
    ("Quality Engineer (Temporary)", "qa", "2", "T", ["ISO 9001", "Root cause analysis", "Inspection"], 34),
    ("Accounts Payable Clerk (Part-time)", "finance", "2", "P", ["Invoicing", "QuickBooks", "Data entry"], 21),
]

FAMILY_TEXT = {
    "swe": (["Design, build and ship features across our web application and APIs",
             "Write clean, well-tested code and review the code of your teammates",
             "Work with product and design to turn ideas into small, shippable increments",
             "Improve the reliability and performance of services that handle millions of requests a day",
             "Take part in a fair, blameless on-call rotation"],
            ["Experience building production software in a modern language",
             "Comfort with relational databases and REST or gRPC APIs",
             "A habit of writing tests and clear documentation",
             "Good written communication in a distributed team"]),
    "data": (["Build and maintain batch and streaming data pipelines",
              "Model data in the warehouse so that analysts can trust it",
              "Monitor data quality and fix issues at their source",
              "Partner with analytics and machine learning teams on new datasets"],
             ["Strong SQL and experience with a workflow orchestrator",
              "Experience with a cloud data warehouse",
              "Understanding of data modeling and testing",
              "Python for data processing"]),
    "ml": (["Train, evaluate and deploy machine learning models to production",
            "Build feature pipelines and model monitoring",
            "Run experiments and communicate results to the team",
            "Optimize inference for latency and cost"],
           ["Hands-on experience with deep learning frameworks",
            "Solid software engineering fundamentals",
            "Experience taking models from notebook to production",
            "A degree in a quantitative field or equivalent experience"]),
    "devops": (["Own our cloud infrastructure as code",
                "Build and maintain CI/CD pipelines used by every team",
                "Improve observability: metrics, logs, traces and alerts",
                "Lead incident response and write useful postmortems"],
               ["Experience operating Kubernetes or a similar platform in production",
                "Infrastructure as code with Terraform or Pulumi",
                "Scripting in Python, Go or Bash",
                "A calm approach to production incidents"]),
    "qa": (["Design and automate end-to-end and API tests",
            "Own the quality of releases together with the engineers",
            "Investigate flaky tests and fix their root causes",
            "Define test plans for new features"],
           ["Experience with a browser automation framework",
            "Programming skills in Python, Java or TypeScript",
            "Understanding of CI systems",
            "Attention to detail and clear bug reports"]),
    "security": (["Review designs and code for security issues",
                  "Build tooling that makes the secure way the easy way",
                  "Run threat modeling sessions with product teams",
                  "Respond to security incidents and vulnerability reports"],
                 ["Background in application or cloud security",
                  "Ability to read and write code in at least one language",
                  "Knowledge of common vulnerability classes",
                  "Security certifications are a plus"]),
    "mobile": (["Build features for our mobile apps used by millions of people",
                "Improve app startup time, stability and accessibility",
                "Work closely with designers on polished interactions",
                "Contribute to our shared mobile component library"],
               ["Shipped at least one app to the App Store or Google Play",
                "Strong knowledge of the platform's UI frameworks",
                "Experience with automated UI testing",
                "Care for performance and accessibility"]),
    "embedded": (["Develop firmware and real-time software for our devices",
                  "Bring up new hardware together with electrical engineers",
                  "Write hardware-in-the-loop tests",
                  "Debug issues on real hardware with scopes and logic analyzers"],
                 ["Strong C or C++ skills",
                  "Experience with microcontrollers or embedded Linux",
                  "Understanding of communication buses (SPI, I2C, CAN)",
                  "A degree in computer or electrical engineering"]),
    "hardware": (["Design and test components and assemblies",
                  "Build prototypes and run validation tests",
                  "Work with suppliers and manufacturing on production readiness",
                  "Document designs and test results"],
                 ["Degree in mechanical or electrical engineering",
                  "Experience with CAD and simulation tools",
                  "Hands-on prototyping skills",
                  "Willingness to work in the lab and on site"]),
    "civil": (["Prepare designs, calculations and drawings for infrastructure projects",
               "Coordinate with clients, contractors and public agencies",
               "Review submittals and support construction administration",
               "Mentor junior engineers and drafters"],
              ["Bachelor's degree in civil or structural engineering",
               "EIT or PE license",
               "Experience with design software and codes",
               "Strong technical writing"]),
    "eng_mgmt": (["Lead and grow a team of engineers",
                  "Set technical direction together with staff engineers",
                  "Run hiring, onboarding and career conversations",
                  "Own delivery and quality for your area"],
                 ["Several years of experience managing software engineers",
                  "A strong technical background",
                  "Experience hiring and developing people",
                  "Clear, kind communication"]),
    "sales_eng": (["Run technical discovery and product demos with customers",
                   "Build proofs of concept and integrations",
                   "Answer security and architecture questionnaires",
                   "Bring customer feedback to the product team"],
                  ["Technical background in software or networking",
                   "Excellent presentation skills",
                   "Experience in a customer-facing technical role",
                   "Willingness to travel up to 25%"]),
    "support": (["Resolve technical support tickets from customers",
                 "Reproduce and escalate bugs with clear reports",
                 "Write help center articles",
                 "Cover evening shifts two days a week"],
                ["Comfort with Linux and the command line",
                 "Basic SQL",
                 "Patience and great written communication",
                 "Available 20 hours per week"]),
    "data_sci": (["Design and analyze experiments",
                  "Build models that inform product and pricing decisions",
                  "Define metrics with product managers",
                  "Share insights with clear visualizations"],
                 ["Strong statistics and Python or R",
                  "Experience with A/B testing",
                  "SQL fluency",
                  "Ability to explain results to non-specialists"]),
    "analytics": (["Build dashboards and reports for business teams",
                   "Answer ad-hoc questions with SQL",
                   "Define and document key metrics",
                   "Find opportunities in the data and present them"],
                  ["Strong SQL and spreadsheet skills",
                   "Experience with a BI tool",
                   "Structured problem solving",
                   "Clear communication"]),
    "product": (["Own the roadmap for a product area",
                 "Talk to customers every week",
                 "Write clear specs and prioritize the backlog",
                 "Measure outcomes and iterate"],
                ["Experience as a product manager or in a related role",
                 "Comfort with data and basic SQL",
                 "Strong written communication",
                 "Experience working with engineering teams"]),
    "design": (["Design end-to-end experiences from research to polished UI",
                "Prototype and test ideas with users",
                "Contribute to our design system",
                "Present work and give thoughtful critique"],
               ["A portfolio that shows your process",
                "Fluency in Figma",
                "Experience working with engineers",
                "Understanding of accessibility"]),
    "marketing": (["Plan and run campaigns across channels",
                   "Write and edit content for web, email and social",
                   "Track performance and report results",
                   "Work with sales on pipeline goals"],
                  ["Experience in B2B or B2C marketing",
                   "Excellent writing",
                   "Comfort with marketing automation tools",
                   "Data-driven mindset"]),
    "sales": (["Prospect and qualify new business",
               "Run discovery calls and demos",
               "Manage your pipeline in Salesforce",
               "Meet and exceed quarterly targets"],
              ["Experience in a sales role",
               "Strong verbal communication",
               "Resilience and curiosity",
               "Familiarity with a CRM"]),
    "cs": (["Onboard new customers and drive adoption",
            "Be the main point of contact for a book of accounts",
            "Identify expansion opportunities",
            "Turn customer feedback into product insight"],
           ["Experience in customer success or account management",
            "Empathy and excellent communication",
            "Organized and proactive",
            "Comfort with software products"]),
    "hr": (["Partner with hiring managers on open roles",
            "Source and screen candidates",
            "Support employee relations and HR programs",
            "Keep HR records and processes accurate"],
           ["Experience in recruiting or HR",
            "Knowledge of employment law basics",
            "Discretion with confidential information",
            "Great organization skills"]),
    "finance": (["Prepare monthly close entries and reconciliations",
                 "Build financial models and forecasts",
                 "Support audits and reporting",
                 "Improve finance processes and systems"],
                ["Degree in accounting or finance",
                 "Advanced Excel skills",
                 "Attention to detail",
                 "ERP experience is a plus"]),
    "pm": (["Plan and run projects from kickoff to delivery",
            "Manage scope, schedule and budget",
            "Coordinate cross-functional teams and vendors",
            "Report status to stakeholders"],
           ["Project management experience",
            "PMP or similar certification preferred",
            "Strong organization",
            "Clear communication"]),
    "ops": (["Keep day-to-day operations running smoothly",
             "Coordinate schedules, vendors and logistics",
             "Track inventory and orders",
             "Improve processes with simple tools"],
            ["Experience in operations or administration",
             "Proficiency with spreadsheets",
             "Reliability and attention to detail",
             "Friendly communication"]),
    "writing": (["Write and maintain developer documentation and tutorials",
                 "Work with engineers to document new features",
                 "Improve docs information architecture",
                 "Review and edit content from other writers"],
                ["Experience writing technical documentation",
                 "Ability to read code samples",
                 "Familiarity with docs-as-code tools",
                 "Excellent English writing"]),
    "legal": (["Draft and negotiate commercial agreements",
               "Advise teams on privacy and product questions",
               "Manage outside counsel",
               "Build scalable legal processes"],
              ["JD and admission to a state bar",
               "Several years of in-house or law firm experience",
               "Commercial contracts expertise",
               "Pragmatic judgment"]),
}
BENEFITS = [
    "Medical, dental and vision insurance", "401(k) with company match", "Flexible paid time off",
    "Annual learning budget of $1,500", "Paid parental leave", "Home office stipend",
    "Commuter benefits", "Employee stock options", "Wellness stipend", "Four-day summer weeks",
]
TEAMS = {"swe": "Product Engineering", "data": "Data Platform", "ml": "Applied ML", "devops": "Infrastructure",
         "qa": "Quality", "security": "Security", "mobile": "Mobile", "embedded": "Devices",
         "hardware": "Hardware", "civil": "Infrastructure Design", "eng_mgmt": "Engineering",
         "sales_eng": "Solutions", "support": "Support", "data_sci": "Data Science", "analytics": "Analytics",
         "product": "Product", "design": "Design", "marketing": "Marketing", "sales": "Sales",
         "cs": "Customer Success", "hr": "People", "finance": "Finance", "pm": "Delivery",
         "ops": "Operations", "writing": "Developer Experience", "legal": "Legal"}

# Hours since posting, chosen so that every "Date posted" option matters; none sits on a boundary.
AGES = [3, 7, 15, 20, 30, 50, 60, 75, 100, 130, 150, 200, 250, 300, 400, 500, 600, 700, 800, 1000, 1200, 1500]


def norm(text: str) -> str:
    """Lowercase and turn every run of non-alphanumerics into one space (same as app.js norm())."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())


def posted_text(hours: int) -> str:
    if hours < 1:
        return "Just now"
    if hours < 24:
        return f"{hours} hour{'s' if hours != 1 else ''} ago"
    days = hours // 24
    if days < 7:
        return f"{days} day{'s' if days != 1 else ''} ago"
    weeks = days // 7
    if days < 30:
        return f"{weeks} week{'s' if weeks != 1 else ''} ago"
    months = days // 30
    return f"{months} month{'s' if months != 1 else ''} ago"


def salary_text(country: str, base: int, job_type: str, rng: random.Random) -> str | None:
    cur = CURRENCY[country]
    if job_type in ("P", "T", "C", "I") and base < 100:  # hourly
        lo = base
        hi = base + rng.choice([5, 8, 10, 15])
        return f"{cur}{lo}/hr - {cur}{hi}/hr"
    factor = {"United States": 1.0, "Canada": 0.8, "United Kingdom": 0.6, "Germany": 0.6, "Ireland": 0.65}[country]
    lo = int(round(base * factor / 5.0) * 5)
    hi = lo + rng.choice([20, 25, 30, 40])
    return f"{cur}{lo}K/yr - {cur}{hi}K/yr"


def build_jobs() -> list[dict]:
    rng = random.Random(SEED)
    roles = list(ROLES)
    jobs = []
    used_ids = set()
    for n, (title, family, exp, jt, skills, base) in enumerate(roles):
        general = [c for c in COMPANIES if c[1] != "bridgeport-engineering-group"]
        company = general[(n * 7 + 3) % len(general)]
        if family in ("embedded", "hardware"):
            company = HARDWARE_COMPANIES[n % len(HARDWARE_COMPANIES)]
        if family == "civil" or title == "Staff Accountant":
            # the accountant matches "engineer" only through the company name
            company = COMPANY_BY_SLUG["bridgeport-engineering-group"]
        # 78% US, rest abroad; remote jobs are located at the country level
        if n % 9 == 4 or n % 11 == 7:
            loc, country = OTHER_PLACES[n % len(OTHER_PLACES)]
        else:
            loc, country = US_PLACES[(n * 5) % len(US_PLACES)]
        wt = rng.choices(["1", "2", "3"], weights=[45, 25, 30])[0]
        if family in ("hardware", "civil", "ops") or title.startswith("Field"):
            wt = "1"
        if wt == "2":
            loc = country
        hours = AGES[(n * 13 + 5) % len(AGES)] + (n % 3)
        while hours in (24, 168, 720):
            hours += 1
        posted = AS_OF - dt.timedelta(hours=hours)
        job_id = str(3900000000 + rng.randrange(10_000_000, 99_999_999))
        while job_id in used_ids:
            job_id = str(int(job_id) + 1)
        used_ids.add(job_id)
        easy = rng.random() < 0.55
        ats = None
        apply_url = None
        if not easy:
            ats = "greenhouse" if n % 2 == 0 else "workday"
            if ats == "greenhouse":
                ats_id = str(4000000000 + rng.randrange(1_000_000, 9_999_999) * 10 + 7)
                apply_url = f"/__site/ats_greenhouse/jobs/{ats_id}"
            else:
                ats_id = f"R{rng.randrange(100000, 999999)}"
                apply_url = f"/__site/ats_workday/job/{ats_id}/apply"
        else:
            ats_id = None
        salary = salary_text(country, base, jt, rng) if rng.random() < 0.7 else None
        resp, quals = FAMILY_TEXT[family]
        years = {"1": 0, "2": 1, "3": 3, "4": 5, "5": 10}[exp]
        qual_lines = list(quals)
        if years:
            qual_lines.insert(0, f"{years}+ years of relevant experience")
        else:
            qual_lines.insert(0, "Currently enrolled in a degree program, graduating in 2026 or 2027")
        city = loc.split(",")[0]
        the = "the " if country in ("United States", "United Kingdom") else ""
        where = f"remotely from anywhere in {the}{country}" if wt == "2" else f"in {city}"
        about = (f"{company[0]} is hiring a {title} to join the {TEAMS[family]} team, working {where}. "
                 f"{company[4]}")
        benefits = rng.sample(BENEFITS, 4)
        applicants = rng.choice([3, 8, 12, 19, 27, 35, 48, 64, 87, 120, 200])
        jobs.append({
            "id": job_id,
            "title": title,
            "company": company[0],
            "company_slug": company[1],
            "company_industry": company[2],
            "company_size": company[3],
            "company_about": company[4],
            "location": loc,
            "country": country,
            "workplace": WORKPLACE[wt],
            "workplace_code": wt,
            "job_type": JOB_TYPE[jt],
            "job_type_code": jt,
            "experience": EXPERIENCE[exp],
            "experience_code": exp,
            "posted_hours_ago": hours,
            "posted_text": posted_text(hours),
            "posted_date": posted.date().isoformat(),
            "applicants": applicants,
            "applicants_text": "Over 100 applicants" if applicants > 100 else f"{applicants} applicants",
            "salary": salary,
            "skills": skills,
            "promoted": n % 10 == 6,
            "easy_apply": easy,
            "apply_type": "easy_apply" if easy else "external",
            "ats": ats,
            "ats_job_id": ats_id,
            "apply_url": apply_url,
            "description": {
                "about": about,
                "responsibilities": resp,
                "qualifications": qual_lines,
                "benefits": benefits,
            },
        })
    rng.shuffle(jobs)  # "relevance" order of the site
    return jobs


# ---------------------------------------------------------------- the filter rules of app.js
def matches(job: dict, q: dict) -> bool:
    kw = norm(q.get("keywords", ""))
    if kw:
        hay = norm(" ".join([job["title"], job["company"], " ".join(job["skills"])]))
        if not all(tok in hay for tok in kw.split()):
            return False
    loc = norm(q.get("location", ""))
    if loc:
        hay = norm(job["location"] + " " + job["country"])
        if not all(tok in hay for tok in loc.split()):
            return False
    tpr = q.get("f_TPR")
    if tpr and job["posted_hours_ago"] * 3600 > TPR[tpr][1]:
        return False
    for key, field in (("f_E", "experience_code"), ("f_JT", "job_type_code"), ("f_WT", "workplace_code")):
        vals = [v for v in q.get(key, "").split(",") if v]
        if vals and job[field] not in vals:
            return False
    return not (q.get("f_AL") == "true" and not job["easy_apply"])


def search(jobs, q):
    return [j for j in jobs if matches(j, q)]


def query_url(q: dict) -> str:
    order = ["currentJobId", "f_AL", "f_E", "f_JT", "f_TPR", "f_WT", "keywords", "location", "start"]
    items = [(k, q[k]) for k in order if q.get(k)]
    return "/jobs/search" + ("?" + urlencode(items, quote_via=quote) if items else "")


def main() -> None:
    jobs = build_jobs()
    data = {
        "as_of": AS_OF.isoformat(),
        "page_size": PAGE_SIZE,
        "filters": {
            "f_TPR": {"label": "Date posted", "type": "radio", "options": {k: v[0] for k, v in TPR.items()}},
            "f_E": {"label": "Experience level", "type": "checkbox", "options": EXPERIENCE},
            "f_JT": {"label": "Job type", "type": "checkbox", "options": JOB_TYPE},
            "f_WT": {"label": "Remote", "type": "checkbox", "options": WORKPLACE},
        },
        "jobs": jobs,
    }
    (HERE / "data").mkdir(exist_ok=True)
    (HERE / "data" / "jobs.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")

    start = {"keywords": START_KEYWORDS, "location": START_LOCATION}
    queries: dict[str, dict] = {}

    def add(name: str, q: dict) -> None:
        res = search(jobs, q)
        queries[name] = {
            "params": q,
            "url": query_url(q),
            "count": len(res),
            "pages": max(1, math.ceil(len(res) / PAGE_SIZE)),
            "ids": [j["id"] for j in res],
        }

    add("all", {})
    add("start", dict(start))
    add("keywords_only", {"keywords": START_KEYWORDS})
    add("location_only", {"location": START_LOCATION})
    add("data_engineer_anywhere", {"keywords": "data engineer"})
    add("python_in_united_states", {"keywords": "python", "location": "United States"})
    add("designer_anywhere", {"keywords": "designer"})
    add("no_results", {"keywords": "astronaut"})
    for key, spec in data["filters"].items():
        for code in spec["options"]:
            add(f"start+{key}={code}", {**start, key: code})
    add("start+f_AL=true", {**start, "f_AL": "true"})
    add("start+f_E=4,5+f_WT=2,3", {**start, "f_E": "4,5", "f_WT": "2,3"})
    add("start+f_TPR=r604800+f_JT=F", {**start, "f_TPR": "r604800", "f_JT": "F"})
    add("start+f_E=2,3+f_JT=F+f_WT=1", {**start, "f_E": "2,3", "f_JT": "F", "f_WT": "1"})
    add("all+f_JT=I", {"f_JT": "I"})

    st = queries["start"]
    assert PAGE_SIZE < st["count"] <= 2 * PAGE_SIZE, st["count"]
    assert len(jobs) >= 60 and queries["keywords_only"]["count"] >= 25
    for name, q in queries.items():
        if name.startswith("start+") and name != "start+f_E=2,3+f_JT=F+f_WT=1":
            assert q["count"] > 0, name

    def text_field(name: str, label: str, typ: str = "text", req: bool = True, **kw) -> dict:
        return {"name": name, "label": label, "type": typ, "required": req, **kw}

    truth = {
        "site": "jobboard_spa",
        "kind": "spa",
        "platform_like": "linkedin",
        "start_url": st["url"],
        "as_of": data["as_of"],
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "matching": {
            "keywords": "normalized tokens (lowercase, non-alphanumerics -> space); every token is a substring of title + company + skills",
            "location": "every normalized token is a substring of location + country",
            "f_TPR": "posted_hours_ago * 3600 <= seconds",
            "f_E/f_JT/f_WT": "comma-separated codes, OR within a group, AND across groups",
            "f_AL": "'true' keeps Easy Apply jobs only",
        },
        "url_params": ["currentJobId", "f_AL", "f_E", "f_JT", "f_TPR", "f_WT", "keywords", "location", "start"],
        "selectors": {
            "search_form": "form[role=search]",
            "search_input": "#jobs-search-box-keyword-id",
            "location_input": "#jobs-search-box-location-id",
            "search_button": "button.jobs-search-box__submit-button",
            "filter_button": "button.search-reusables__all-filters-pill-button",
            "filter_dialog": "[role=dialog][aria-labelledby=reusable-search-filters-header]",
            "easy_apply_pill": "button.search-reusables__easy-apply-pill",
            "job_listings": "li[data-job-id]",
            "job_list": "ul.scaffold-layout__list-container",
            "job_title_link": "a.job-card-list__title",
            "results_count": ".jobs-search-results-list__subtitle",
            "pagination": "ul.artdeco-pagination__pages",
            "details": "section.jobs-search__job-details",
            "details_title": "h2.job-details-jobs-unified-top-card__job-title",
            "save_button": "button.jobs-save-button",
            "apply_button": ".jobs-apply-button",
            "easy_apply_dialog": "[role=dialog][aria-labelledby=jobs-apply-header]",
        },
        "texts": {
            "search_button": "Search",
            "filter_button": "All filters",
            "filter_dialog_heading": "All filters",
            "show_results": "Show results",
            "reset": "Reset",
            "dismiss_label": "Dismiss",
            "easy_apply": "Easy Apply",
            "external_apply": "Apply",
            "save": "Save",
            "saved": "Saved",
            "results_count": "{n} results ('1 result' for one)",
            "page_button_label": "Page {n}",
            "step_buttons": ["Next", "Back", "Review", "Submit application"],
            "confirmation": "Your application was sent to {company}!",
            "no_results": "No matching jobs found.",
        },
        "listing_hint": "li[data-job-id] (ids like ember214 are generated and change between renders)",
        "filters": data["filters"] | {"f_AL": {"label": "Easy Apply", "type": "toggle", "options": {"true": "Easy Apply"}}},
        "queries": queries,
        "easy_apply_job_ids": [j["id"] for j in jobs if j["easy_apply"]],
        "external_jobs": [
            {"id": j["id"], "ats": j["ats"], "ats_job_id": j["ats_job_id"], "apply_url": j["apply_url"],
             "title": j["title"], "company": j["company"]}
            for j in jobs if not j["easy_apply"]
        ],
        "jobs": {
            j["id"]: {k: j[k] for k in ("title", "company", "location", "workplace", "job_type", "experience",
                                        "posted_text", "posted_date", "salary", "apply_type", "apply_url")}
            for j in jobs
        },
        "forms": {
            "easy-apply": {
                "endpoint": "/__submit/easy-apply",
                "method": "fetch multipart/form-data",
                "hidden": ["job_id", "job_title", "company"],
                "steps": [
                    {"title": "Contact info", "button": "Next", "fields": [
                        text_field("first_name", "First name"),
                        text_field("last_name", "Last name"),
                        text_field("email", "Email address", "email"),
                        text_field("phone_country", "Phone country code", "select", options={
                            "US": "United States (+1)", "CA": "Canada (+1)", "GB": "United Kingdom (+44)",
                            "DE": "Germany (+49)", "IE": "Ireland (+353)", "IN": "India (+91)",
                            "MX": "Mexico (+52)", "BR": "Brazil (+55)"}),
                        text_field("phone", "Mobile phone number", "tel"),
                    ]},
                    {"title": "Resume", "button": "Next", "fields": [
                        text_field("resume", "Upload resume", "file", accept=".pdf,.doc,.docx"),
                    ]},
                    {"title": "Additional questions", "button": "Review", "fields": [
                        text_field("years_experience", "How many years of work experience do you have?", "number", min=0, max=99),
                        text_field("work_authorization", "Are you legally authorized to work in {country}?", "radio", options=["Yes", "No"]),
                        text_field("sponsorship", "Will you now or in the future require sponsorship for employment visa status?", "radio", options=["Yes", "No"]),
                    ]},
                    {"title": "Review your application", "button": "Submit application", "fields": []},
                ],
                "errors": {
                    "required": "Please enter a valid answer",
                    "select": "Please make a selection",
                    "file": "Please upload a resume",
                    "email": "Please enter a valid email address",
                    "phone": "Please enter a valid phone number",
                    "number": "Enter a whole number between 0 and 99",
                },
            }
        },
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(jobs)} jobs; start query {st['count']} results in {st['pages']} pages; "
          f"keywords only {queries['keywords_only']['count']}; easy apply {len(truth['easy_apply_job_ids'])}")


if __name__ == "__main__":
    main()
