#!/usr/bin/env python3
"""Generate data/jobs.json and truth.json for the `workable_careers` site.

Deterministic: no randomness, no clock. Run:  python3 make_data.py
"""
import datetime as dt
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 1)
SLUG = "tessellate"
COMPANY = "Tessellate Games"
PAGE_SIZE = 10
FORM_NAME = "workable-application"
RTW_QUESTION = "QA_5512873"

# Locations written the way Workable renders them: "City, Region, Country".
MTL = "Montréal, Quebec, Canada"
TOR = "Toronto, Ontario, Canada"
VAN = "Vancouver, British Columbia, Canada"
LDN = "London, England, United Kingdom"
HEL = "Helsinki, Uusimaa, Finland"
BER = "Berlin, Berlin, Germany"
AUS = "Austin, Texas, United States"
LIS = "Lisbon, Lisbon, Portugal"
US = "United States"
CA = "Canada"

# title, department, location, workplace, type, days ago, salary (detail page only)
JOBS = [
    ("Senior Gameplay Programmer", "Engineering", MTL, "Hybrid", "Full time", 0, "CA$120,000 - CA$150,000"),
    ("Lead Environment Artist", "Art", MTL, "On-site", "Full time", 1, None),
    ("Backend Engineer, Live Services", "Engineering", US, "Remote", "Full time", 2, "$140,000 - $175,000"),
    ("Community Manager (French & English)", "Marketing", MTL, "Hybrid", "Full time", 3, "CA$62,000 - CA$75,000"),
    ("QA Tester (Contract, 6 months)", "Quality Assurance", MTL, "On-site", "Contract", 3, "CA$22 - CA$25 per hour"),
    ("Technical Artist", "Art", HEL, "Hybrid", "Full time", 4, None),
    ("Senior Level Designer", "Game Design", TOR, "Hybrid", "Full time", 5, "CA$105,000 - CA$130,000"),
    ("Data Engineer", "Data & Analytics", LDN, "Hybrid", "Full time", 6, "£70,000 - £85,000"),
    ("Player Support Specialist (German)", "Player Support", BER, "Hybrid", "Full time", 6, None),
    ("Engine Programmer (C++)", "Engineering", HEL, "On-site", "Full time", 7, None),
    ("Associate Producer", "Production", MTL, "Hybrid", "Full time", 8, "CA$70,000 - CA$85,000"),
    ("UI/UX Designer", "Game Design", LIS, "Remote", "Full time", 9, None),
    ("Narrative Designer", "Game Design", MTL, "Hybrid", "Contract", 10, None),
    ("Site Reliability Engineer", "Engineering", CA, "Remote", "Full time", 11, "CA$125,000 - CA$155,000"),
    ("Character Animator", "Art", VAN, "On-site", "Full time", 12, "CA$85,000 - CA$105,000"),
    ("Performance Marketing Manager", "Marketing", LDN, "Hybrid", "Full time", 13, "£60,000 - £72,000"),
    ("Localization QA Tester (Japanese)", "Quality Assurance", MTL, "On-site", "Part time", 15, None),
    ("Senior Data Analyst, Monetization", "Data & Analytics", AUS, "Hybrid", "Full time", 16, "$115,000 - $140,000"),
    ("Game Economy Designer", "Game Design", HEL, "Hybrid", "Full time", 18, None),
    ("Talent Acquisition Partner", "People", TOR, "Hybrid", "Full time", 20, "CA$80,000 - CA$95,000"),
    ("Audio Designer", "Art", LDN, "On-site", "Contract", 21, None),
    ("Mobile Engineer (Unity)", "Engineering", LIS, "Hybrid", "Full time", 23, None),
    ("Senior Producer, Live Ops", "Production", AUS, "Hybrid", "Full time", 26, "$130,000 - $160,000"),
    ("Financial Analyst", "Finance", MTL, "Hybrid", "Full time", 28, None),
    ("Player Support Lead", "Player Support", US, "Remote", "Full time", 31, "$75,000 - $90,000"),
    ("Software Engineer in Test", "Quality Assurance", VAN, "Hybrid", "Full time", 35, None),
    ("People Operations Coordinator", "People", BER, "On-site", "Part time", 40, None),
    ("Game Design Intern (Summer 2027)", "Game Design", MTL, "On-site", "Internship", 44, None),
]

WORKTYPE_VALUES = {"Full time": "full", "Part time": "part", "Contract": "contract",
                   "Internship": "internship", "Temporary": "temporary", "Other": "other"}

DEPT_BLURB = {
    "Engineering": ("Our engineers build the tech that lets small teams ship big worlds: our in-house engine, "
                    "the live services behind our multiplayer titles, and the tools our artists and designers use every day.",
                    ["Write clean, well-tested, performant code and review the code of others",
                     "Collaborate closely with design, art and production to turn prototypes into shippable features",
                     "Profile, debug and optimize across PC, console and mobile targets",
                     "Contribute to technical design documents and estimates"]),
    "Art": ("The Art team defines the look of every Tessellate game, from stylised mosaic worlds to the smallest UI icon.",
            ["Create high-quality assets that match the art direction of the project",
             "Work with technical art and engineering to keep assets within budget",
             "Give and receive feedback in daily art reviews",
             "Mentor other artists and share best practices"]),
    "Game Design": ("Game Design at Tessellate is about systems that are easy to learn and hard to master.",
                    ["Own features from first paper prototype through to launch and live operations",
                     "Write clear design documentation and keep it up to date",
                     "Playtest constantly and iterate using player feedback and data",
                     "Balance content in close collaboration with analytics"]),
    "Production": ("Producers keep our teams focused, healthy and shipping on time.",
                   ["Plan and track milestones, dependencies and risks",
                    "Run sprint rituals and keep communication flowing between disciplines",
                    "Coordinate with external partners, platform holders and outsourcers",
                    "Protect the team from crunch by scoping realistically"]),
    "Quality Assurance": ("Quality Assurance is the last line of defence between our games and millions of players.",
                          ["Execute test plans and exploratory test sessions",
                           "Write clear, reproducible bug reports in Jira",
                           "Verify fixes and run regression passes before each release",
                           "Suggest improvements to our testing processes and tools"]),
    "Marketing": ("Marketing tells the story of our games and grows the communities around them.",
                  ["Plan and execute campaigns across social, paid and owned channels",
                   "Work with the game teams to find the stories players care about",
                   "Measure results and report on what works",
                   "Represent Tessellate at events and in our player communities"]),
    "Data & Analytics": ("Our Data & Analytics team turns billions of gameplay events into decisions.",
                         ["Build and maintain reliable data pipelines and models",
                          "Design dashboards and analyses that answer real product questions",
                          "Partner with designers on A/B tests and economy tuning",
                          "Champion data quality and documentation"]),
    "Player Support": ("Player Support makes sure every player who reaches out leaves happier than they arrived.",
                       ["Answer player tickets by email, chat and social media",
                        "Spot trends and escalate bugs to the game teams",
                        "Write and maintain help-centre articles",
                        "Keep our tone friendly, helpful and on-brand"]),
    "People": ("The People team builds a studio where talented people want to stay for a long time.",
               ["Partner with hiring managers to attract and hire great people",
                "Deliver an excellent candidate and employee experience",
                "Keep our HR processes and tools running smoothly",
                "Support our diversity, equity and inclusion programme"]),
    "Finance": ("Finance keeps the studio sustainable so we can keep making the games we love.",
                ["Prepare monthly reporting, budgets and forecasts",
                 "Analyse project costs and revenue performance",
                 "Support audits, tax filings and grant applications",
                 "Improve our financial processes and tooling"]),
}

REQS = {
    "Engineering": ["3+ years of professional software development experience (5+ for senior roles)",
                    "Strong C++, C# or Go skills, depending on the team",
                    "Experience shipping at least one game or online service",
                    "Comfort with Git, CI and code review"],
    "Art": ["A portfolio that shows strong fundamentals and range",
            "Expert knowledge of Maya, Blender or Houdini and Substance",
            "Experience working in a real-time engine (Unreal or Unity)",
            "Ability to take direction and iterate quickly"],
    "Game Design": ["A portfolio or examples of shipped design work",
                    "Excellent written and verbal communication",
                    "Hands-on experience with scripting or visual scripting",
                    "A passion for playing and analysing games of many genres"],
    "Production": ["2+ years of production experience in games or software",
                   "Experience with Agile and tools such as Jira and Confluence",
                   "Strong organisational and communication skills",
                   "A calm, people-first approach"],
    "Quality Assurance": ["Previous QA experience is an asset but not required for junior roles",
                          "Excellent attention to detail and written communication",
                          "Familiarity with consoles, PC and mobile devices",
                          "Fluency in the language listed in the title, where applicable"],
    "Marketing": ["3+ years of marketing experience, ideally in games or entertainment",
                  "Strong writing skills and a feel for online communities",
                  "Experience with analytics and ad platforms",
                  "Bilingual French/English is an asset in Montréal"],
    "Data & Analytics": ["Strong SQL and Python",
                         "Experience with dbt, Airflow or similar tools",
                         "Solid grasp of statistics and experimentation",
                         "Ability to explain findings to non-technical partners"],
    "Player Support": ["1+ years in customer or player support",
                       "Excellent written communication in the listed language(s)",
                       "Empathy and patience with frustrated players",
                       "Experience with Zendesk or a similar helpdesk"],
    "People": ["Experience in recruitment or HR, ideally in tech or games",
               "Strong organisational skills and discretion",
               "Experience with an ATS such as Workable",
               "Excellent communication skills"],
    "Finance": ["A degree in finance, accounting or a related field",
                "2+ years of FP&A or accounting experience",
                "Advanced Excel or Google Sheets skills",
                "CPA designation or progress toward it is an asset"],
}

BENEFITS = ["Competitive salary and annual profit-sharing bonus",
            "Comprehensive health, dental and vision coverage from day one",
            "Flexible hours and a hybrid-friendly studio culture",
            "Annual learning budget and conference attendance",
            "Five weeks of paid vacation plus a winter studio closure",
            "Free copies of every Tessellate game (obviously)"]


def shortcode(title: str) -> str:
    return hashlib.sha1(("tessellate:" + title).encode()).hexdigest()[:10].upper()


def posted_text(days: int) -> str:
    if days == 0:
        return "Posted today"
    if days == 1:
        return "Posted yesterday"
    if days >= 30:
        return "Posted 30+ days ago"
    return f"Posted {days} days ago"


def build():
    jobs = []
    for title, dept, loc, workplace, jtype, days, salary in JOBS:
        code = shortcode(title)
        blurb, resp = DEPT_BLURB[dept]
        city = loc.split(",")[0]
        where = "remotely" if workplace == "Remote" else f"from our {city} studio"
        description = [
            f"Tessellate Games is an independent studio behind the award-winning puzzle-adventure series "
            f"Mosaic and the co-op builder Hexfall. We are looking for a {title} to join our "
            f"{dept} team, working {where}.",
            blurb,
        ]
        jobs.append({
            "shortcode": code,
            "title": title,
            "department": dept,
            "location": loc,
            "workplace": workplace,
            "type": jtype,
            "worktype": WORKTYPE_VALUES[jtype],
            "posted_days": days,
            "posted": posted_text(days),
            "published_on": (AS_OF - dt.timedelta(days=days)).isoformat(),
            "salary": salary,
            "description": description,
            "responsibilities": resp,
            "requirements": REQS[dept],
            "benefits": BENEFITS,
        })
    codes = [j["shortcode"] for j in jobs]
    assert len(set(codes)) == len(codes)
    assert 20 <= len(jobs) <= 36
    return jobs


def location_options(jobs):
    return sorted({j["location"] for j in jobs})


def main():
    jobs = build()
    locations = location_options(jobs)
    departments = sorted({j["department"] for j in jobs})
    type_order = ["Full time", "Part time", "Contract", "Internship"]
    worktypes = [t for t in type_order if any(j["type"] == t for j in jobs)]

    data = {
        "account": {
            "slug": SLUG,
            "name": COMPANY,
            "tagline": "We make small worlds with big hearts.",
            "about": ("Tessellate Games is an independent game studio founded in Montréal in 2014. "
                      "Around 180 people across five studios make the Mosaic series and Hexfall, "
                      "played by more than 20 million players worldwide."),
            "website": "https://www.tessellategames.example",
        },
        "as_of": AS_OF.isoformat(),
        "page_size": PAGE_SIZE,
        "filters": {
            "location": locations,
            "department": departments,
            "worktype": [{"value": WORKTYPE_VALUES[t], "label": t} for t in worktypes],
        },
        "form": {"name": FORM_NAME, "rtw_question": RTW_QUESTION},
        "jobs": jobs,
    }
    (HERE / "data").mkdir(exist_ok=True)
    (HERE / "data" / "jobs.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    # ---- truth ----
    def ids(pred):
        return [j["shortcode"] for j in jobs if pred(j)]

    def q(s):
        from urllib.parse import urlencode
        return urlencode(s)

    start = f"/{SLUG}"
    queries = {
        "start": {"url": start,
                  "description": "every job reachable from the careers page by clicking 'Show more' until it disappears",
                  "ids": ids(lambda j: True)},
        "search_designer": {"url": f"{start}?{q({'query': 'designer'})}",
                            "description": "typed 'designer' in the Search box (matches job titles, case-insensitive)",
                            "ids": ids(lambda j: "designer" in j["title"].lower())},
        "search_engineer": {"url": f"{start}?{q({'query': 'engineer'})}",
                            "description": "typed 'engineer' in the Search box (matches job titles, case-insensitive)",
                            "ids": ids(lambda j: "engineer" in j["title"].lower())},
        "department_engineering": {"url": f"{start}?{q({'department': 'Engineering'})}",
                                   "description": "Department = Engineering",
                                   "ids": ids(lambda j: j["department"] == "Engineering")},
        "location_montreal": {"url": f"{start}?{q({'location': MTL})}",
                              "description": f"Location = {MTL}",
                              "ids": ids(lambda j: j["location"] == MTL)},
        "worktype_contract": {"url": f"{start}?{q({'worktype': 'contract'})}",
                              "description": "Work type = Contract",
                              "ids": ids(lambda j: j["type"] == "Contract")},
        "game_design_in_montreal": {"url": f"{start}?{q([('location', MTL), ('department', 'Game Design')])}",
                                    "description": f"Location = {MTL} and Department = Game Design",
                                    "ids": ids(lambda j: j["location"] == MTL and j["department"] == "Game Design")},
        "art_or_game_design": {"url": f"{start}?{q([('department', 'Art'), ('department', 'Game Design')])}",
                               "description": "Department = Art and Game Design both ticked (options within a filter are OR-ed)",
                               "ids": ids(lambda j: j["department"] in ("Art", "Game Design"))},
    }
    for k, v in queries.items():
        assert v["ids"], k

    truth_jobs = {}
    for j in jobs:
        truth_jobs[j["shortcode"]] = {
            "title": j["title"],
            "company": COMPANY,
            "location": j["location"],
            "work_mode": j["workplace"],
            "job_type": j["type"],
            "department": j["department"],
            "salary": j["salary"],
            "posted": j["posted"],
            "detail_url": f"/{SLUG}/j/{j['shortcode']}/",
            "apply_type": "easy_apply",
            "apply_url": f"/{SLUG}/j/{j['shortcode']}/apply/",
        }

    example = jobs[0]["shortcode"]
    truth = {
        "site": "workable_careers",
        "platform_like": "workable",
        "kind": "spa",
        "as_of": AS_OF.isoformat(),
        "start_url": start,
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "load_more",
        "filters": {
            "Location": locations,
            "Department": departments,
            "Work type": worktypes,
        },
        "queries": queries,
        "jobs": truth_jobs,
        "forms": {
            FORM_NAME: {
                "url": f"/{SLUG}/j/{example}/apply/",
                "url_pattern": f"/{SLUG}/j/<SHORTCODE>/apply/",
                "submit_text": "Submit application",
                "steps": 1,
                "transport": "fetch JSON POST /__submit/workable-application",
                "fields": [
                    {"label": "First name", "name": "firstname", "type": "text", "required": True},
                    {"label": "Last name", "name": "lastname", "type": "text", "required": True},
                    {"label": "Email", "name": "email", "type": "email", "required": True},
                    {"label": "Headline", "name": "headline", "type": "text", "required": False},
                    {"label": "Phone", "name": "phone", "type": "tel", "required": True},
                    {"label": "Address", "name": "address", "type": "text", "required": False},
                    {"label": "Resume", "name": "resume", "type": "file", "required": True},
                    {"label": "Cover letter", "name": "cover_letter", "type": "textarea", "required": False},
                    {"label": "Do you have the right to work in the country of this job?", "name": RTW_QUESTION,
                     "type": "radio", "required": True, "options": ["Yes", "No"]},
                    {"label": "I agree to the processing of my data", "name": "gdpr", "type": "checkbox",
                     "required": True},
                ],
            }
        },
        "notes": (
            "Single-page app (history API). The careers page filters in place and mirrors the state in the "
            "query string (?query=&location=&department=&worktype=, repeated keys for several ticked options), "
            "so the query URLs above load directly. Search matches job titles only (case-insensitive substring), "
            "applied as you type (250 ms debounce) or on Enter. Filters are Workable-style comboboxes: clicking "
            "the 'Location' / 'Department' / 'Work type' control opens a listbox of checkbox options; ticking "
            "several options in one filter ORs them, different filters AND. 'Work type' is the employment type "
            "(Full time / Part time / Contract / Internship), as on Workable; the workplace (Remote/Hybrid/On-site) "
            "is shown on every row but is not a filter. 10 rows are shown, 'Show more' appends 10 more. "
            "Job type is shown as Workable writes it ('Full time', no hyphen). Remote jobs show a country as "
            "location ('United States', 'Canada'). Salary is shown only on the job page, under the title "
            "as 'Salary: <amount>' (data-ui=salary), never in the list; 14 of 28 jobs have one. The job page has "
            "two 'Apply for this job' links (a[data-ui=apply-button] at the top, a[data-ui=overview-apply-now] at "
            "the end) and an 'Application' tab, all to /tessellate/j/<SHORTCODE>/apply/; the form's submit is "
            "button[data-ui=apply-button]. The resume file input is visually hidden behind the 'Upload a file' "
            "button. Missing required fields show 'This field is required' under the field. The application is posted as JSON; the resume travels inside the JSON "
            "as {name, size, type, data (base64)} under 'resume'; the right-to-work answer is sent as 'Yes' or 'No' "
            "under " + RTW_QUESTION + "; the consent checkbox as gdpr=true. The posted JSON also carries "
            "'shortcode' and 'job_title'."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    (HERE / "site.json").write_text(json.dumps({"spa": True}) + "\n", encoding="utf-8")
    print(f"{len(jobs)} jobs; queries: " + ", ".join(f"{k}={len(v['ids'])}" for k, v in queries.items()))


if __name__ == "__main__":
    main()
