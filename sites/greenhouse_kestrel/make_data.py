"""Generates the data of greenhouse_kestrel, another tenant of the Greenhouse-style board (run once, output committed).

Kestrel Biosciences' board as Greenhouse hosts it for every customer: the same platform (app.js is the board of
sites/ats_greenhouse, serving one tenant under its board path /kestrelbio like boards.greenhouse.io/kestrelbio),
with this employer's own departments, offices, postings, branding and application form: phone required, its own
custom questions (all optional: LinkedIn, how you heard of the job, a relocation question, a free-text note), the
standard EEOC survey without the disability question (not a federal contractor). Writes jobs.json, form.json and
truth.json. Deterministic: no randomness, no clock.

    python sites/greenhouse_kestrel/make_data.py
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPANY = "Kestrel Biosciences"
TENANT = "kestrelbio"
BOARD = f"/{TENANT}"

OFFICES = [
    {"id": "4410021003", "name": "Cambridge, MA"},
    {"id": "4410022003", "name": "South San Francisco, CA"},
    {"id": "4410023003", "name": "Basel, Switzerland"},
    {"id": "4410024003", "name": "Remote - US"},
]
OFFICE = {o["name"]: o["id"] for o in OFFICES}

DEPARTMENTS = [
    ("4120331003", "Research", [
        ("6203418003", "Senior Scientist, Protein Engineering", "Cambridge, MA"),
        ("6203419003", "Research Associate II, Cell Biology", "Cambridge, MA"),
        ("6203420003", "Principal Scientist, Computational Biology", "South San Francisco, CA"),
    ]),
    ("4120332003", "Clinical Development", [
        ("6203431003", "Clinical Trial Manager", "Basel, Switzerland"),
        ("6203432003", "Associate Director, Biostatistics", "Remote - US"),
    ]),
    ("4120333003", "Data & Platform Engineering", [
        ("6203441003", "Software Engineer, Lab Automation", "Cambridge, MA"),
        ("6203442003", "Data Engineer, Scientific Data Platform", "Remote - US"),
        ("6203443003", "Machine Learning Engineer", "South San Francisco, CA"),
    ]),
    ("4120334003", "Operations", [
        ("6203451003", "Facilities Coordinator", "Cambridge, MA"),
        ("6203452003", "Quality Assurance Specialist, GMP", "Basel, Switzerland"),
    ]),
]

ABOUT = (f"{COMPANY} designs protein therapeutics for autoimmune disease with a closed loop of machine learning and "
         "high-throughput lab automation. We are 180 people in Cambridge, South San Francisco and Basel, with two "
         "programs in clinical trials.")

DUTIES = {
    "Research": ["Design and run experiments that move our programs toward the clinic",
                 "Analyze and present your results to cross-functional teams",
                 "Keep a meticulous electronic lab notebook"],
    "Clinical Development": ["Plan and oversee clinical studies with our CRO partners",
                             "Own timelines, budgets and vendor relationships",
                             "Make sure every study meets GCP and regulatory expectations"],
    "Data & Platform Engineering": ["Build the software that connects our instruments, data and models",
                                    "Work side by side with scientists to automate their workflows",
                                    "Operate reliable services on AWS"],
    "Operations": ["Keep our labs and offices running safely and smoothly",
                   "Coordinate with vendors, EHS and site leadership",
                   "Maintain accurate records for audits"],
}
REQUIREMENTS = {
    "Research": ["PhD or MS in biochemistry, bioengineering or a related field",
                 "Hands-on experience with protein expression and assays",
                 "Curiosity and rigor in equal measure"],
    "Clinical Development": ["5+ years in clinical operations or biostatistics in biotech or pharma",
                             "Working knowledge of ICH-GCP",
                             "Clear written and spoken English"],
    "Data & Platform Engineering": ["3+ years building production software in Python",
                                    "Experience with data pipelines, APIs or robotics",
                                    "Interest in biology (no lab experience needed)"],
    "Operations": ["2+ years in facilities, quality or lab operations",
                   "Strong organizational skills",
                   "Familiarity with GMP is a plus"],
}
PAY = {
    "Research": "$120,000 - $190,000 USD",
    "Clinical Development": "$150,000 - $210,000 USD",
    "Data & Platform Engineering": "$155,000 - $205,000 USD",
    "Operations": "$70,000 - $95,000 USD",
}
BENEFITS = ["Premium medical, dental and vision coverage", "Equity for every employee",
            "Paid parental leave of 16 weeks", "Commuter and lunch benefits on lab days"]


def make_jobs() -> dict:
    departments, jobs = [], []
    for dep_id, dep, items in DEPARTMENTS:
        departments.append({"id": dep_id, "name": dep, "count": len(items)})
        for job_id, title, office in items:
            jobs.append({
                "id": job_id, "title": title, "department": dep, "department_id": dep_id,
                "location": office, "office_id": OFFICE[office],
                "intro": f"We are looking for a {title} to join {dep} in {office}.",
                "responsibilities": DUTIES[dep], "requirements": REQUIREMENTS[dep],
                "pay_range": PAY[dep], "benefits": BENEFITS,
            })
    return {"company": COMPANY, "board_path": BOARD, "about": ABOUT, "offices": OFFICES,
            "departments": departments, "jobs": jobs}


# --------------------------------------------------------------------------- application form

GENDER = ["Male", "Female", "Decline To Self Identify"]
HISPANIC = ["Yes", "No", "Decline To Self Identify"]
RACE = ["American Indian or Alaskan Native", "Asian", "Black or African American",
        "Native Hawaiian or Other Pacific Islander", "White", "Two or More Races",
        "Decline To Self Identify"]
VETERAN = ["I am not a protected veteran",
           "I identify as one or more of the classifications of protected veteran",
           "I don't wish to answer"]
HEARD = ["Kestrel website", "LinkedIn", "Employee referral", "Conference or scientific meeting", "Other"]
ACCEPT = ".pdf,.doc,.docx"


def f(id_: str, label: str, type_: str, required: bool, **kw) -> dict:
    out = {"id": id_, "name": kw.pop("name", id_), "label": label, "type": type_, "required": required}
    out.update(kw)
    return out


def make_form() -> dict:
    return {
        "company": COMPANY,
        "submit_form": "greenhouse-application",
        "sections": [
            {"id": "main_fields", "title": None, "fields": [
                f("first_name", "First Name", "text", True, autocomplete="given-name"),
                f("last_name", "Last Name", "text", True, autocomplete="family-name"),
                f("email", "Email", "email", True, autocomplete="email"),
                f("phone", "Phone", "tel", True, autocomplete="tel"),
                f("resume", "Resume/CV", "file", True, accept=ACCEPT, text_name="resume_text"),
                f("cover_letter", "Cover Letter", "file", False, accept=ACCEPT, text_name="cover_letter_text"),
            ]},
            {"id": "custom_fields", "title": None, "fields": [
                f("question_7302114008", "LinkedIn Profile", "url", False),
                f("question_7302115008", "How did you hear about this job?", "select", False, options=HEARD),
                f("question_7302116008", "If you are not local to the office of this role, would you need "
                                         "relocation support?", "select", False, options=["Yes", "No", "Not applicable"]),
                f("question_7302117008", "Anything else you would like us to know?", "text", False),
            ]},
            {"id": "eeoc_fields", "title": "U.S. Equal Employment Opportunity Information",
             "subtitle": "(Completion is voluntary and will not subject you to adverse treatment)",
             "intro": (f"{COMPANY} is an equal opportunity employer. Government agencies require periodic reports "
                       "on the sex, ethnicity, race and veteran status of applicants. Submitting this information "
                       "is voluntary and declining to provide it will not subject you to any adverse treatment. "
                       "It is kept separate from your application."),
             "fields": [
                 f("gender", "Gender", "select", False, options=GENDER),
                 f("hispanic_ethnicity", "Are you Hispanic/Latino?", "select", False, options=HISPANIC),
                 f("race", "Please identify your race", "select", False, options=RACE,
                   show_if={"name": "hispanic_ethnicity", "equals": "No"}),
                 f("veteran_status", "Veteran Status", "select", False, options=VETERAN,
                   help=("A \"protected veteran\" is a veteran who is a disabled veteran, a recently "
                         "separated veteran, an active duty wartime or campaign badge veteran, or an Armed "
                         "Forces service medal veteran.")),
             ]},
        ],
    }


def make_truth(data: dict, form: dict) -> dict:
    fields = [{"section": sec["id"], **{k: v for k, v in fld.items()}}
              for sec in form["sections"] for fld in sec["fields"]]
    return {
        "site": "greenhouse_kestrel",
        "platform": "greenhouse",
        "tenant": TENANT,
        "company": COMPANY,
        "start_url": BOARD,
        "spa": True,
        "urls": {"board": BOARD, "job": BOARD + "/jobs/{id}", "confirmation": BOARD + "/jobs/{id}/confirmation",
                 "root": "/ shows the board and rewrites the address to " + BOARD},
        "jobs": {"count": len(data["jobs"]),
                 "items": [{"id": j["id"], "title": j["title"], "department": j["department"],
                            "location": j["location"], "url": f"{BOARD}/jobs/{j['id']}"} for j in data["jobs"]]},
        "submit": {"form": form["submit_form"], "url": f"/__submit/{form['submit_form']}",
                   "files": [{"field": "resume"}, {"field": "cover_letter"}]},
        "application": {"form_selector": "form#application_form", "fields": fields,
                        "required": [fl["name"] for fl in fields if fl["required"]]},
    }


def write(path: Path, obj) -> None:
    path.write_text(json.dumps(obj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    data = make_jobs()
    form = make_form()
    write(HERE / "jobs.json", data)
    write(HERE / "form.json", form)
    write(HERE / "truth.json", make_truth(data, form))
    write(HERE / "site.json", {"spa": True})


if __name__ == "__main__":
    main()
