"""Generates the data of the Workday-like sites ats_workday and ats_workday_v2 (run once, output committed).

Writes, for both sites: jobs.json (postings), form.json (the application steps the page renders)
and truth.json (what tests and scenarios assert). ats_workday_v2 is the drift variant: it gets the
same app.js, index.html and style.css (copied from ats_workday) and a form.json with the documented
drift. Nothing here is imported at runtime. Deterministic: no randomness, no clock.

    python sites/ats_workday/make_data.py
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
V2 = HERE.parent / "ats_workday_v2"
COMPANY = "Meridian Dynamics"

# --------------------------------------------------------------------------- jobs

JOBS = [
    # req, title, category, location, extra locations, time type, remote type, posted
    ("R24017", "Senior Software Engineer", "Engineering", "Minneapolis, MN", [], "Full time", "Hybrid",
     "Posted Today"),
    ("R24009", "Data Analyst", "Data & Analytics", "Chicago, IL", ["Remote, USA"], "Full time", "Remote",
     "Posted 2 Days Ago"),
    ("R23981", "Clinical Research Associate", "Clinical", "Boston, MA", [], "Full time", "On-site",
     "Posted 5 Days Ago"),
    ("R23954", "Quality Engineer II", "Quality", "Minneapolis, MN", [], "Full time", "On-site",
     "Posted 7 Days Ago"),
    ("R23922", "Product Marketing Manager", "Marketing", "New York, NY", [], "Full time", "Hybrid",
     "Posted 14 Days Ago"),
    ("R23897", "Financial Analyst", "Finance", "Minneapolis, MN", [], "Full time", "Hybrid",
     "Posted 21 Days Ago"),
    ("R23860", "Field Service Technician", "Service", "Denver, CO", ["Phoenix, AZ"], "Full time",
     "On-site", "Posted 30+ Days Ago"),
    ("R23815", "HR Business Partner", "Human Resources", "Chicago, IL", [], "Part time", "Hybrid",
     "Posted 30+ Days Ago"),
]

DUTIES = {
    "Engineering": [
        "Design, build and operate services for our connected medical device platform",
        "Review code and designs, and mentor engineers on testing and reliability",
        "Work with product and clinical teams to turn requirements into shippable increments",
        "Improve observability, deployment pipelines and on-call practices",
    ],
    "Data & Analytics": [
        "Build dashboards and recurring reports for commercial and operations leaders",
        "Write SQL and Python to clean, join and validate data from several source systems",
        "Present findings and recommendations to non-technical stakeholders",
    ],
    "Clinical": [
        "Monitor clinical study sites for protocol compliance and data quality",
        "Prepare site visit reports and follow up on action items",
        "Support investigator meetings and study start-up activities",
    ],
    "Quality": [
        "Own CAPA investigations and root cause analysis for manufacturing nonconformances",
        "Write and review validation protocols (IQ/OQ/PQ) and test method validations",
        "Support internal and external audits (FDA, ISO 13485)",
    ],
    "Marketing": [
        "Define positioning and messaging for a portfolio of cardiac monitoring products",
        "Plan launches with sales, clinical and regulatory partners",
        "Create sales enablement material and competitive analyses",
    ],
    "Finance": [
        "Prepare monthly forecasts, variance analysis and management reporting",
        "Partner with operations leaders on budgets and capital requests",
        "Improve planning models and automate recurring reports",
    ],
    "Service": [
        "Install, maintain and repair imaging equipment at customer sites",
        "Document service activities accurately in the service management system",
        "Train hospital staff on safe equipment operation",
    ],
    "Human Resources": [
        "Advise leaders on organization design, performance and employee relations",
        "Drive talent reviews, engagement action plans and workforce planning",
        "Interpret HR data to identify trends and recommend actions",
    ],
}

QUALIFICATIONS = {
    "Engineering": ["Bachelor's degree in Computer Science or a related field",
                    "5+ years of professional software development experience",
                    "Experience with Python or Java, SQL and cloud platforms"],
    "Data & Analytics": ["Bachelor's degree in a quantitative field",
                         "2+ years of experience with SQL and a BI tool",
                         "Strong written and verbal communication skills"],
    "Clinical": ["Bachelor's degree in life sciences or nursing",
                 "2+ years of clinical monitoring experience",
                 "Working knowledge of ICH-GCP; up to 60% travel"],
    "Quality": ["Bachelor's degree in Engineering",
                "2+ years of experience in a regulated manufacturing environment",
                "Knowledge of ISO 13485 and 21 CFR 820"],
    "Marketing": ["Bachelor's degree; MBA preferred",
                  "5+ years of product marketing experience, medical devices preferred",
                  "Excellent storytelling and presentation skills"],
    "Finance": ["Bachelor's degree in Finance or Accounting",
                "2+ years of FP&A experience",
                "Advanced Excel skills; experience with Workday Adaptive Planning a plus"],
    "Service": ["Associate degree in electronics or equivalent military training",
                "Valid driver's license and ability to travel within the region",
                "Ability to lift 50 lbs"],
    "Human Resources": ["Bachelor's degree in Human Resources or Business",
                        "4+ years of HR business partner experience",
                        "Sound judgment and discretion with confidential information"],
}

PAY = {
    "Engineering": "$128,000.00 - $192,000.00",
    "Data & Analytics": "$72,000.00 - $108,000.00",
    "Clinical": "$80,000.00 - $115,000.00",
    "Quality": "$84,000.00 - $118,000.00",
    "Marketing": "$120,000.00 - $165,000.00",
    "Finance": "$70,000.00 - $98,000.00",
    "Service": "$58,000.00 - $82,000.00",
    "Human Resources": "$95,000.00 - $130,000.00",
}


def slug(title: str) -> str:
    return "-".join("".join(c for c in w if c.isalnum()) for w in title.split())


def make_jobs() -> list[dict]:
    jobs = []
    for req, title, cat, loc, more, time_type, remote, posted in JOBS:
        jobs.append({
            "id": f"{slug(title)}_{req}",
            "req_id": req,
            "title": title,
            "category": cat,
            "location": loc if not more else f"{1 + len(more)} Locations",
            "locations": [loc, *more],
            "time_type": time_type,
            "remote_type": remote,
            "posted_on": posted,
            "summary": (f"{COMPANY} is looking for a {title} to join our {cat} team in {loc}. "
                        f"At {COMPANY}, we build technology that helps clinicians diagnose earlier "
                        "and treat better."),
            "responsibilities": DUTIES[cat],
            "qualifications": QUALIFICATIONS[cat],
            "pay_range": PAY[cat],
        })
    return jobs


# --------------------------------------------------------------------------- application form

YES_NO = ["Yes", "No"]
COUNTRIES = ["United States of America", "Canada", "United Kingdom", "Germany", "India", "Mexico"]
SOURCES = ["LinkedIn", "Indeed", "Company Website", "Employee Referral", "Job Fair", "Glassdoor",
           "Other"]
DEVICE_TYPES = ["Mobile", "Home", "Work"]
GENDERS = ["Male", "Female", "Non-binary", "I do not wish to answer"]
ETHNICITIES = [
    "American Indian or Alaska Native (United States of America)",
    "Asian (United States of America)",
    "Black or African American (United States of America)",
    "Hispanic or Latino (United States of America)",
    "Native Hawaiian or Other Pacific Islander (United States of America)",
    "Two or More Races (United States of America)",
    "White (United States of America)",
    "I do not wish to answer. (United States of America)",
]
VETERAN = [
    "I am not a protected veteran",
    "I identify as one or more of the classifications of protected veteran",
    "I do not wish to answer",
]


def f(aid: str, label: str, type_: str, required: bool, **kw) -> dict:
    """One field: automation id, label, type, required, and extras (name, options, show_if ...)."""
    out = {"automation_id": aid, "name": kw.pop("name", aid), "label": label, "type": type_,
           "required": required}
    out.update(kw)
    return out


def make_form() -> dict:
    my_info = {
        "id": "myInformation",
        "title": "My Information",
        "automation_id": "applyFlowMyInfoPage",
        "sections": [
            {"id": "source", "title": None, "fields": [
                f("sourceDropdown", "How Did You Hear About Us?", "listbox", True, name="source",
                  options=SOURCES),
                f("previousWorker", f"Have you previously worked for {COMPANY}?", "radio", True,
                  options=YES_NO),
            ]},
            {"id": "country", "title": "Country", "fields": [
                f("countryDropdown", "Country", "select", True, name="country", options=COUNTRIES),
            ]},
            {"id": "legalName", "title": "Legal Name", "fields": [
                f("legalNameSection_firstName", "First Name", "text", True, autocomplete="given-name"),
                f("legalNameSection_lastName", "Last Name", "text", True, autocomplete="family-name"),
            ]},
            {"id": "address", "title": "Address", "fields": [
                f("addressSection_addressLine1", "Address Line 1", "text", True,
                  autocomplete="address-line1"),
                f("addressSection_city", "City", "text", True, autocomplete="address-level2"),
                f("addressSection_postalCode", "Postal Code", "text", True, autocomplete="postal-code"),
            ]},
            {"id": "email", "title": "Email Address", "fields": [
                f("email", "Email", "email", True, autocomplete="email"),
            ]},
            {"id": "phone", "title": "Phone", "fields": [
                f("phone-device-type", "Phone Device Type", "select", True, options=DEVICE_TYPES),
                f("phone-number", "Phone Number", "tel", True, autocomplete="tel"),
            ]},
        ],
    }
    my_exp = {
        "id": "myExperience",
        "title": "My Experience",
        "automation_id": "applyFlowMyExpPage",
        "sections": [
            {"id": "workExperience", "title": "Work Experience", "repeatable": {
                "item_title": "Work Experience {n}",
                "add_automation_id": "add-button",
                "add_label": "Add",
                "add_another_label": "Add Another",
                "delete_automation_id": "panel-set-delete-button",
                "name_pattern": "workExperience-{n}--{key}",
                "min": 0,
                "fields": [
                    f("jobTitle", "Job Title", "text", True, key="jobTitle"),
                    f("company", "Company", "text", True, key="companyName"),
                    f("location", "Location", "text", False, key="location"),
                    f("currentlyWorkHere", "I currently work here", "checkbox", False,
                      key="currentlyWorkHere"),
                    f("startDate", "From", "month_year", True, key="startDate", placeholder="MM/YYYY"),
                    f("endDate", "To", "month_year", False, key="endDate", placeholder="MM/YYYY",
                      show_if={"key": "currentlyWorkHere", "equals": False}),
                    f("description", "Role Description", "textarea", False, key="roleDescription"),
                ],
            }, "fields": []},
            {"id": "resume", "title": "Resume/CV", "fields": [
                f("file-upload-input-ref", "Resume/CV", "file", True, name="resume",
                  accept=".pdf,.doc,.docx,.txt,.rtf",
                  hint="Upload a file (5MB max): pdf, doc, docx, txt, rtf"),
            ]},
            {"id": "websites", "title": "Social Network URLs", "fields": [
                f("linkedinQuestion", "LinkedIn", "url", False, placeholder="https://www.linkedin.com/in/"),
            ]},
        ],
    }
    questions = {
        "id": "applicationQuestions",
        "title": "Application Questions",
        "automation_id": "applyFlowPrimaryQuestionsPage",
        "sections": [
            {"id": "questionnaire", "title": None, "fields": [
                f("primaryQuestionnaire--workAuthorization",
                  "Are you legally authorized to work in the country in which this job is located?",
                  "listbox", True, options=YES_NO),
                f("primaryQuestionnaire--sponsorship",
                  "Will you now or in the future require sponsorship for employment visa status?",
                  "listbox", True, options=YES_NO),
                f("primaryQuestionnaire--sponsorshipDetails",
                  "Please describe the type of sponsorship required", "textarea", True,
                  show_if={"name": "primaryQuestionnaire--sponsorship", "equals": "Yes"}),
                f("primaryQuestionnaire--desiredSalary", "What is your desired annual salary?", "text",
                  True, placeholder="e.g. 95,000 USD"),
            ]},
        ],
    }
    disclosures = {
        "id": "voluntaryDisclosures",
        "title": "Voluntary Disclosures",
        "automation_id": "applyFlowVoluntaryDisclosuresPage",
        "intro": (f"{COMPANY} is an equal opportunity employer. Providing this information is "
                  "voluntary; refusal to provide it will not subject you to any adverse treatment. "
                  "The information will be kept confidential and used only in ways consistent with "
                  "applicable law."),
        "sections": [
            {"id": "eeo", "title": None, "fields": [
                f("gender", "Gender", "select", False, options=GENDERS),
                f("ethnicityDropdown", "Ethnicity", "select", False, name="ethnicity",
                  options=ETHNICITIES),
                f("veteranStatus", "Veteran Status", "select", False, options=VETERAN),
            ]},
            {"id": "terms", "title": "Terms and Conditions", "fields": [
                f("agreementCheckbox", "I have read and consent to the terms and conditions",
                  "checkbox", True,
                  hint=(f"By submitting this application I certify that the information is true and "
                        f"complete and I consent to {COMPANY} processing my personal data for "
                        "recruiting purposes.")),
            ]},
        ],
    }
    review = {"id": "review", "title": "Review", "automation_id": "reviewJobApplicationPage",
              "sections": []}
    return {
        "company": COMPANY,
        "submit_form": "workday-application",
        "extra_fields": {"jobReqId": "requisition id of the posting (R12345)",
                         "jobPostingId": "the <id> of the URL /job/<id>/apply/applyManually",
                         "jobTitle": "title of the posting"},
        "steps": [my_info, my_exp, questions, disclosures, review],
    }


def make_form_v2(form: dict) -> tuple[dict, dict]:
    """The drift: Postal Code renamed to ZIP Code (new automation id and name), and in My
    Information the Email and Phone sections come before the Address section."""
    v2 = copy.deepcopy(form)
    info = v2["steps"][0]
    by_id = {s["id"]: s for s in info["sections"]}
    old_order = [s["id"] for s in info["sections"]]
    new_order = ["source", "country", "legalName", "email", "phone", "address"]
    info["sections"] = [by_id[i] for i in new_order]
    postal = by_id["address"]["fields"][2]
    before = {k: postal[k] for k in ("label", "automation_id", "name")}
    postal.update(label="ZIP Code", automation_id="addressSection_zipCode", name="addressSection_zip")
    after = {k: postal[k] for k in ("label", "automation_id", "name")}
    drift = {
        "base": "ats_workday",
        "summary": ("Postal Code renamed to ZIP Code (label, automation id and field name changed); "
                    "My Information reordered: Email Address and Phone sections now come before "
                    "Address. Everything else is identical to ats_workday."),
        "renamed_fields": [{"step": "My Information", "from": before, "to": after}],
        "layout_changes": [{"step": "My Information", "what": "section order",
                            "from": old_order, "to": new_order}],
    }
    return v2, drift


# --------------------------------------------------------------------------- truth


def field_truth(step: dict, section: dict, fld: dict) -> dict:
    out = {"step": step["title"], "section": section["title"], "label": fld["label"],
           "automation_id": fld["automation_id"], "name": fld["name"], "type": fld["type"],
           "required": fld["required"]}
    for k in ("options", "show_if", "placeholder", "accept"):
        if k in fld:
            out[k] = fld[k]
    return out


def make_truth(site: str, jobs: list[dict], form: dict, drift: dict | None) -> dict:
    steps = []
    for step in form["steps"]:
        fields, repeatables = [], []
        for sec in step["sections"]:
            for fld in sec["fields"]:
                fields.append(field_truth(step, sec, fld))
            if "repeatable" in sec:
                rep = sec["repeatable"]
                repeatables.append({
                    "section": sec["title"],
                    "add_button": {"automation_id": rep["add_automation_id"], "text": rep["add_label"],
                                   "text_after_first": rep["add_another_label"],
                                   "aria_label": f"Add {sec['title']}"},
                    "name_pattern": rep["name_pattern"],
                    "fields": [dict(field_truth(step, sec, fl), key=fl["key"],
                                    name=rep["name_pattern"].replace("{key}", fl["key"]))
                               for fl in rep["fields"]],
                })
        entry = {"id": step["id"], "title": step["title"], "automation_id": step["automation_id"],
                 "fields": fields}
        if repeatables:
            entry["repeatable"] = repeatables
        steps.append(entry)
    return {
        "site": site,
        "platform": "workday",
        "company": COMPANY,
        "start_url": "/",
        "spa": True,
        "urls": {
            "board": "/",
            "job": "/job/{id}",
            "apply": "/job/{id}/apply",
            "apply_manually": "/job/{id}/apply/applyManually",
            "autofill_with_resume": "/job/{id}/apply/autofillWithResume (the same application flow)",
            "submitted": "/job/{id}/apply/submitted",
            "unknown_id": ("any id works: a known id or requisition id (R24017) shows that posting; "
                           "an unknown id of the form Title-Words_REQ shows that title and requisition; "
                           "the rest of the posting is taken from jobs[sum of char codes of the id % count]"),
        },
        "jobs": {
            "count": len(jobs),
            "found_text": f"{len(jobs)} JOBS FOUND",
            "items": [{"id": j["id"], "req_id": j["req_id"], "title": j["title"],
                       "location": j["location"], "category": j["category"],
                       "url": f"/job/{j['id']}"} for j in jobs],
        },
        "selectors": {
            "job_links": "a[data-automation-id='jobTitle']",
            "job_count": "[data-automation-id='jobFoundText']",
            "search_input": "[data-automation-id='keywordSearchInput']",
            "search_button": "[data-automation-id='keywordSearchButton']",
            "job_title": "[data-automation-id='jobPostingHeader']",
            "apply_button": "[data-automation-id='adventureButton']",
            "start_dialog": "[role='dialog'][data-automation-id='startApplicationDialog']",
            "apply_manually": "[data-automation-id='applyManually']",
            "progress_bar": "[data-automation-id='progressBar']",
            "active_step": "[data-automation-id='progressBarActiveStep']",
            "next_button": "[data-automation-id='bottom-navigation-next-button']",
            "back_button": "[data-automation-id='bottom-navigation-back-button']",
            "error_message": "[data-automation-id='errorMessage']",
            "error_banner": "[data-automation-id='errorBanner']",
            "file_input": "[data-automation-id='file-upload-input-ref']",
            "select_files": "[data-automation-id='select-files']",
            "uploaded_file_name": "[data-automation-id='file-upload-file-name']",
            "review_page": "[data-automation-id='reviewJobApplicationPage']",
            "confirmation": "[data-automation-id='applicationSubmittedPage']",
        },
        "texts": {"apply": "Apply", "apply_manually": "Apply Manually", "next": "Next", "back": "Back",
                  "submit": "Submit", "required_error": "The field {label} is required and must have a value.",
                  "confirmation_title": "Application Submitted",
                  "confirmation_text": "Thank you for applying"},
        "submit": {"form": form["submit_form"], "url": f"/__submit/{form['submit_form']}",
                   "encoding": "multipart/form-data (fetch)",
                   "extra_fields": form["extra_fields"],
                   "files": [{"field": "resume", "from": "file-upload-input-ref"}],
                   "notes": ("every visible field is sent under its name, empty string when not filled; "
                             "checkboxes send 'true'/'false'; a conditional field is sent only while "
                             "shown; the resume is sent as file field 'resume' (nothing when absent).")},
        "application": {"steps": steps},
        "drift": drift,
    }


def write(path: Path, obj) -> None:
    path.write_text(json.dumps(obj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    jobs = make_jobs()
    form = make_form()
    form_v2, drift = make_form_v2(form)
    write(HERE / "jobs.json", jobs)
    write(HERE / "form.json", form)
    write(HERE / "truth.json", make_truth("ats_workday", jobs, form, None))
    write(HERE / "site.json", {"spa": True})
    V2.mkdir(exist_ok=True)
    for name in ("index.html", "app.js", "style.css"):
        shutil.copyfile(HERE / name, V2 / name)
    write(V2 / "jobs.json", jobs)
    write(V2 / "form.json", form_v2)
    write(V2 / "truth.json", make_truth("ats_workday_v2", jobs, form_v2, drift))
    write(V2 / "site.json", {"spa": True})


if __name__ == "__main__":
    main()
