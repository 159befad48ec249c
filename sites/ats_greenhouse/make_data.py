"""Generates the data of the Greenhouse-like site ats_greenhouse (run once, output committed).

Writes jobs.json (departments, offices, postings), form.json (the application form the page
renders) and truth.json (what tests and scenarios assert). Nothing here is imported at runtime.
Deterministic: no randomness, no clock.

    python sites/ats_greenhouse/make_data.py
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPANY = "Brightwave Labs"

OFFICES = [
    {"id": "4003101002", "name": "San Francisco, CA"},
    {"id": "4003102002", "name": "New York, NY"},
    {"id": "4003103002", "name": "Austin, TX"},
    {"id": "4003104002", "name": "London, United Kingdom"},
    {"id": "4003105002", "name": "Remote - US"},
]
OFFICE = {o["name"]: o["id"] for o in OFFICES}

# department -> [(job id, title, office)]
DEPARTMENTS = [
    ("4009201002", "Engineering", [
        ("4871201007", "Senior Backend Engineer", "San Francisco, CA"),
        ("4871202007", "Frontend Engineer", "Remote - US"),
        ("4871203007", "Site Reliability Engineer", "Austin, TX"),
        ("4871204007", "Engineering Manager, Data Platform", "New York, NY"),
    ]),
    ("4009202002", "Product & Design", [
        ("4871211007", "Senior Product Manager", "San Francisco, CA"),
        ("4871212007", "Product Designer", "London, United Kingdom"),
    ]),
    ("4009203002", "Sales", [
        ("4871221007", "Account Executive, Mid-Market", "New York, NY"),
        ("4871222007", "Sales Development Representative", "Austin, TX"),
        ("4871223007", "Solutions Engineer", "Remote - US"),
    ]),
    ("4009204002", "Customer Success", [
        ("4871231007", "Customer Success Manager", "London, United Kingdom"),
        ("4871232007", "Technical Support Specialist", "Remote - US"),
    ]),
    ("4009205002", "People", [
        ("4871241007", "Recruiting Coordinator", "San Francisco, CA"),
    ]),
]

ABOUT = (f"{COMPANY} builds the analytics platform that thousands of product teams use to understand "
         "their customers. We are a 300-person company backed by leading investors, with offices in "
         "San Francisco, New York, Austin and London.")

DUTIES = {
    "Engineering": ["Design, build and operate services that handle billions of events a day",
                    "Own features end to end, from design doc to production monitoring",
                    "Raise the bar on code quality through reviews, testing and mentoring"],
    "Product & Design": ["Talk to customers every week and turn what you learn into clear problems",
                         "Partner with engineering and design to ship iteratively",
                         "Define success metrics and follow up on them after launch"],
    "Sales": ["Run the full sales cycle from discovery to close",
              "Build relationships with product and data leaders at prospective customers",
              "Keep an accurate forecast in Salesforce"],
    "Customer Success": ["Onboard new customers and drive adoption of the platform",
                         "Be the voice of the customer inside the company",
                         "Identify expansion opportunities together with account executives"],
    "People": ["Schedule interviews across time zones and keep candidates informed",
               "Maintain accurate data in Greenhouse",
               "Help plan onboarding for new hires"],
}
REQUIREMENTS = {
    "Engineering": ["4+ years of professional software engineering experience",
                    "Experience with Go, Python, TypeScript or a similar language",
                    "Familiarity with distributed systems and cloud infrastructure"],
    "Product & Design": ["4+ years of experience in product management or product design",
                         "A portfolio or track record of shipped B2B products",
                         "Excellent written communication"],
    "Sales": ["2+ years of experience selling SaaS",
              "A consultative approach and strong discovery skills",
              "Comfort with a quota and a fast-paced environment"],
    "Customer Success": ["3+ years in a customer-facing role at a SaaS company",
                         "Ability to explain technical concepts clearly",
                         "Strong organizational skills"],
    "People": ["1+ years of experience in recruiting or HR operations",
               "Meticulous attention to detail",
               "A friendly, professional communication style"],
}
PAY = {
    "Engineering": "$165,000 - $215,000 USD",
    "Product & Design": "$150,000 - $195,000 USD",
    "Sales": "$80,000 - $110,000 USD base + commission",
    "Customer Success": "$95,000 - $125,000 USD",
    "People": "$65,000 - $80,000 USD",
}
BENEFITS = ["Medical, dental and vision insurance", "401(k) with 4% match",
            "Flexible time off and 12 company holidays", "$1,500 yearly learning budget"]


def make_jobs() -> dict:
    departments, jobs = [], []
    for dep_id, dep, items in DEPARTMENTS:
        departments.append({"id": dep_id, "name": dep, "count": len(items)})
        for job_id, title, office in items:
            jobs.append({
                "id": job_id, "title": title, "department": dep, "department_id": dep_id,
                "location": office, "office_id": OFFICE[office],
                "intro": f"{COMPANY} is hiring a {title} to join our {dep} team in {office}.",
                "responsibilities": DUTIES[dep], "requirements": REQUIREMENTS[dep],
                "pay_range": PAY[dep], "benefits": BENEFITS,
            })
    return {"company": COMPANY, "about": ABOUT, "offices": OFFICES, "departments": departments,
            "jobs": jobs}


# --------------------------------------------------------------------------- application form

YES_NO = ["Yes", "No"]
GENDER = ["Male", "Female", "Decline To Self Identify"]
HISPANIC = ["Yes", "No", "Decline To Self Identify"]
RACE = ["American Indian or Alaskan Native", "Asian", "Black or African American",
        "Native Hawaiian or Other Pacific Islander", "White", "Two or More Races",
        "Decline To Self Identify"]
VETERAN = ["I am not a protected veteran",
           "I identify as one or more of the classifications of protected veteran",
           "I don't wish to answer"]
DISABILITY = ["Yes, I have a disability, or have had one in the past",
              "No, I do not have a disability and have not had one in the past",
              "I do not want to answer"]
ACCEPT = ".pdf,.doc,.docx,.txt,.rtf"


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
                f("phone", "Phone", "tel", False, autocomplete="tel"),
                f("resume", "Resume/CV", "file", True, accept=ACCEPT, text_name="resume_text"),
                f("cover_letter", "Cover Letter", "file", False, accept=ACCEPT, text_name="cover_letter_text"),
            ]},
            {"id": "custom_fields", "title": None, "fields": [
                f("question_4011020007", "LinkedIn Profile", "url", False),
                f("question_4011021007", "Website", "url", False),
                f("question_4011022007", "Are you legally authorized to work in the United States?", "select",
                  True, options=YES_NO),
                f("question_4011023007",
                  "Will you now or in the future require visa sponsorship to work in the United States?",
                  "select", True, options=YES_NO),
            ]},
            {"id": "eeoc_fields", "title": "U.S. Equal Employment Opportunity Information",
             "subtitle": "(Completion is voluntary and will not subject you to adverse treatment)",
             "intro": ("Our company values diversity. To ensure that we comply with reporting requirements "
                       "and to learn more about how we can increase diversity in our candidate pool, we "
                       "invite you to voluntarily provide demographic information in a confidential survey "
                       "at the end of this application. Providing this information is optional. It will "
                       "not be accessible or used in the hiring process, and has no effect on your "
                       "opportunity for employment."),
             "fields": [
                 f("gender", "Gender", "select", False, options=GENDER),
                 f("hispanic_ethnicity", "Are you Hispanic/Latino?", "select", False, options=HISPANIC),
                 f("race", "Please identify your race", "select", False, options=RACE,
                   show_if={"name": "hispanic_ethnicity", "equals": "No"}),
                 f("veteran_status", "Veteran Status", "select", False, options=VETERAN,
                   help=("A \"protected veteran\" is a veteran who is a disabled veteran, a recently "
                         "separated veteran, an active duty wartime or campaign badge veteran, or an Armed "
                         "Forces service medal veteran.")),
                 f("disability_status", "Disability Status", "select", False, options=DISABILITY,
                   help=("Voluntary Self-Identification of Disability (Form CC-305). We are a federal "
                         "contractor or subcontractor. The law requires us to provide equal employment "
                         "opportunity to qualified people with disabilities.")),
             ]},
        ],
    }


def make_truth(data: dict, form: dict) -> dict:
    fields = []
    for sec in form["sections"]:
        for fld in sec["fields"]:
            entry = {"section": sec["id"], "label": fld["label"], "id": fld["id"], "name": fld["name"],
                     "type": fld["type"], "required": fld["required"]}
            for k in ("options", "show_if", "accept", "text_name"):
                if k in fld:
                    entry[k] = fld[k]
            fields.append(entry)
    return {
        "site": "ats_greenhouse",
        "platform": "greenhouse",
        "company": COMPANY,
        "start_url": "/",
        "spa": True,
        "urls": {
            "board": "/",
            "job": "/jobs/{id}",
            "confirmation": "/jobs/{id}/confirmation",
            "unknown_id": "any id works: the posting shown is jobs[sum of char codes of the id % count]",
        },
        "departments": [{"name": d["name"], "id": d["id"], "count": d["count"]} for d in data["departments"]],
        "jobs_per_department": {d["name"]: d["count"] for d in data["departments"]},
        "offices": [o["name"] for o in data["offices"]],
        "jobs": {
            "count": len(data["jobs"]),
            "items": [{"id": j["id"], "title": j["title"], "department": j["department"],
                       "location": j["location"], "url": f"/jobs/{j['id']}"} for j in data["jobs"]],
        },
        "selectors": {
            "department_sections": "section.level-0",
            "department_heading": "section.level-0 > h3",
            "job_links": "div.opening > a",
            "job_location": "div.opening > span.location",
            "department_filter": "select#departments-select",
            "office_filter": "select#offices-select",
            "job_title": "h1.app-title",
            "apply_button": "a#apply_button",
            "form": "form#application_form",
            "submit_button": "button#submit_app",
            "field_error": ".field-error-msg",
            "error_summary": "#error_summary",
            "resume_attach": "#resume_fieldset button.attach",
            "resume_filename": "#resume_filename",
            "confirmation": "#application_confirmation",
        },
        "texts": {"board_title": f"Current Job Openings at {COMPANY}", "apply": "Apply for this job",
                  "attach": "Attach", "enter_manually": "Enter manually", "submit": "Submit application",
                  "required_error": "This field is required.",
                  "confirmation_title": "Thank you for applying."},
        "submit": {
            "form": form["submit_form"], "url": f"/__submit/{form['submit_form']}",
            "encoding": "multipart/form-data (fetch)",
            "extra_fields": {"job_id": "the <id> of /jobs/<id>"},
            "files": [{"field": "resume"}, {"field": "cover_letter"}],
            "notes": ("every visible non-file field is sent under its name, empty string when not filled; "
                      "race only while shown (Hispanic/Latino = No); a file is sent only when attached; "
                      "resume_text / cover_letter_text only when 'Enter manually' was used."),
        },
        "application": {"form_selector": "form#application_form", "fields": fields},
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
