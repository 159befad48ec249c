"""Generate the Harborview Health job data and the site's truth.json.

Deterministic (fixed seed, standard library only, no network). Run from anywhere:

    python sites/embedded_board/make_data.py

Writes embed/jobs.json (the data), embed/jobs.js (the same data as a plain script the frame pages load
synchronously, so the board is rendered before the frame's load event) and truth.json (the answers).
"""

from __future__ import annotations

import datetime as dt
import json
import random
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20261125
AS_OF = dt.date(2026, 11, 25)
PAGE_SIZE = 10
COMPANY = "Harborview Health"
FORM_NAME = "harborview-apply"
LOCATIONS = ["Portland, ME", "Bangor, ME", "Lewiston, ME", "Augusta, ME"]
# how many of the 28 jobs sit in each town (Portland spans two result pages on its own)
LOCATION_COUNTS = {"Portland, ME": 12, "Bangor, ME": 7, "Lewiston, ME": 5, "Augusta, ME": 4}
FACILITY = {
    "Portland, ME": "Harborview Medical Center",
    "Bangor, ME": "Penobscot Valley Hospital",
    "Lewiston, ME": "Androscoggin Community Hospital",
    "Augusta, ME": "Kennebec Outpatient Center",
}

# (title, department)
ROLES = [
    ("Registered Nurse – Medical/Surgical", "Nursing"),
    ("Registered Nurse – Emergency Department", "Nursing"),
    ("Charge Nurse – Intensive Care Unit", "Nursing"),
    ("Licensed Practical Nurse", "Nursing"),
    ("Nurse Practitioner – Primary Care", "Nursing"),
    ("Certified Nursing Assistant", "Nursing"),
    ("Clinical Nurse Educator", "Nursing"),
    ("Radiologic Technologist", "Radiology"),
    ("CT Technologist", "Radiology"),
    ("MRI Technologist", "Radiology"),
    ("Diagnostic Medical Sonographer", "Radiology"),
    ("Clinical Pharmacist", "Pharmacy"),
    ("Pharmacy Technician", "Pharmacy"),
    ("Medical Laboratory Scientist", "Laboratory"),
    ("Phlebotomist", "Laboratory"),
    ("Physical Therapist", "Rehabilitation"),
    ("Occupational Therapist", "Rehabilitation"),
    ("Speech-Language Pathologist", "Rehabilitation"),
    ("EHR Analyst (Epic)", "Information Technology"),
    ("Help Desk Technician", "Information Technology"),
    ("Network Engineer", "Information Technology"),
    ("Environmental Services Aide", "Facilities"),
    ("Maintenance Mechanic", "Facilities"),
    ("Patient Access Representative", "Patient Services"),
    ("Unit Secretary", "Patient Services"),
    ("Medical Scribe", "Patient Services"),
    ("Medical Coder", "Finance"),
    ("Revenue Cycle Specialist", "Finance"),
]

TEAM_TEXT = {
    "Nursing": "Our nursing teams practise shared governance: bedside nurses sit on the councils that set "
               "staffing, education and practice standards, and every new hire is paired with a preceptor.",
    "Radiology": "The imaging department runs around the clock and works closely with emergency, oncology "
                 "and orthopaedic teams; our equipment was replaced in 2025.",
    "Pharmacy": "Pharmacy staff support inpatient units, infusion clinics and our outpatient retail pharmacy, "
                "with a strong focus on medication safety and stewardship.",
    "Laboratory": "The laboratory is CAP-accredited and processes more than a million tests a year for our "
                  "hospitals, clinics and community partners.",
    "Rehabilitation": "Rehabilitation therapists work in inpatient, outpatient and home settings, helping "
                      "patients regain function after illness, injury and surgery.",
    "Information Technology": "Our IT team keeps the clinical systems, network and devices of the whole network "
                              "running, and partners with clinicians on every new project.",
    "Facilities": "Facilities and environmental services keep our buildings safe, clean and welcoming for "
                  "patients, visitors and staff alike.",
    "Patient Services": "Patient services staff are often the first people our patients meet, guiding them "
                        "through registration, scheduling and their visit.",
    "Finance": "The revenue cycle team makes sure care is documented, coded and billed accurately so that "
               "Harborview can keep investing in its communities.",
}

REQUIREMENTS = {
    "Nursing": ["Current Maine nursing licence or multistate compact licence",
                "BLS certification (ACLS preferred for acute areas)",
                "Strong assessment, communication and teamwork skills"],
    "Radiology": ["ARRT registration in the relevant modality",
                  "Maine radiologic technology licence",
                  "BLS certification"],
    "Pharmacy": ["Maine Board of Pharmacy licence or registration",
                 "Hospital or retail pharmacy experience preferred",
                 "Attention to detail and accuracy"],
    "Laboratory": ["Degree or certificate in laboratory science or phlebotomy",
                   "ASCP certification preferred",
                   "Comfort working in a fast-paced environment"],
    "Rehabilitation": ["Maine licence in the relevant therapy discipline",
                       "Degree from an accredited program",
                       "BLS certification"],
    "Information Technology": ["Two or more years of relevant IT experience",
                               "Healthcare IT experience a plus",
                               "Clear, patient communication with non-technical colleagues"],
    "Facilities": ["High school diploma or equivalent",
                   "Ability to stand, walk and lift up to 50 lb",
                   "Reliable and safety-minded"],
    "Patient Services": ["High school diploma or equivalent",
                         "Customer service experience",
                         "Familiarity with medical terminology preferred"],
    "Finance": ["Two or more years of healthcare revenue cycle experience",
                "CPC or CCS certification preferred (coding roles)",
                "Working knowledge of Epic or a similar EHR"],
}

SHIFTS = ["Day shift", "Evening shift", "Night shift", "Rotating shifts", "Monday to Friday, business hours"]


def article(title: str) -> str:
    if title.startswith(("EHR", "MRI")) or (title[0] in "AEIOU" and not title.startswith("Unit")):
        return "an"
    return "a"


def fmt_date(d: dt.date) -> str:
    return f"{d.strftime('%b')} {d.day}, {d.year}"


def board_url(q: str = "", location: str = "", page: int | None = None) -> str:
    params = []
    if q:
        params.append(("q", q))
    if location:
        params.append(("location", location))
    if page is not None:
        params.append(("page", str(page)))
    return "/embed/board.html" + ("?" + urllib.parse.urlencode(params) if params else "")


def build_jobs() -> list[dict]:
    rng = random.Random(SEED)
    n = len(ROLES)
    ids = rng.sample(range(2001, 2999), n)
    locations = [loc for loc, count in LOCATION_COUNTS.items() for _ in range(count)]
    assert len(locations) == n
    rng.shuffle(locations)
    # distinct posting days between Oct 20 and Nov 25, 2026 (so "newest first" has no ties)
    days = sorted(rng.sample(range(0, 37), n))
    dates = [AS_OF - dt.timedelta(days=d) for d in days]
    roles = ROLES[:]
    rng.shuffle(roles)
    jobs = []
    for i, ((title, dept), loc, posted, num) in enumerate(zip(roles, locations, dates, ids)):
        etype = rng.choices(["Full-time", "Part-time", "Per diem"], weights=[7, 2, 1])[0]
        shift = rng.choice(SHIFTS)
        hours = {"Full-time": "36–40 hours per week", "Part-time": "20–24 hours per week",
                 "Per diem": "as-needed shifts, minimum two per month"}[etype]
        facility = FACILITY[loc]
        description = [
            f"Harborview Health is hiring {article(title)} {title} to join the {dept} team at {facility} in {loc}. "
            f"This is a {etype.lower()} position ({hours}); {shift[0].lower() + shift[1:]}.",
            TEAM_TEXT[dept],
            "We offer competitive pay, medical, dental and vision coverage from day one, a 403(b) with employer "
            "match, tuition assistance and paid time off that grows with you.",
        ]
        jobs.append({
            "id": f"HH-{num}",
            "title": title,
            "department": dept,
            "location": loc,
            "facility": facility,
            "employment_type": etype,
            "shift": shift,
            "posted": posted.isoformat(),
            "posted_display": fmt_date(posted),
            "description": description,
            "requirements": REQUIREMENTS[dept],
        })
    jobs.sort(key=lambda j: (j["posted"], j["id"]), reverse=True)
    return jobs


def search(jobs: list[dict], q: str = "", location: str = "") -> list[dict]:
    """Mirror of embed/board.js: case-insensitive substring on title + department, exact location."""
    ql = q.strip().lower()
    out = []
    for j in jobs:
        if ql and ql not in j["title"].lower() and ql not in j["department"].lower():
            continue
        if location and j["location"] != location:
            continue
        out.append(j)
    return out


def build_truth(jobs: list[dict]) -> dict:
    ids = [j["id"] for j in jobs]
    pages = {str(p + 1): ids[p * PAGE_SIZE:(p + 1) * PAGE_SIZE] for p in range((len(ids) + PAGE_SIZE - 1) // PAGE_SIZE)}

    def query(description: str, q: str = "", location: str = "") -> dict:
        hits = [j["id"] for j in search(jobs, q, location)]
        return {"url": board_url(q, location), "description": description, "ids": hits,
                "pages": (len(hits) + PAGE_SIZE - 1) // PAGE_SIZE}

    queries = {
        "start": {
            "url": "/careers.html",
            "frame_url": "/embed/board.html",
            "description": f"every job reachable from the start page by walking all {len(pages)} result pages "
                           f"of the embedded board ({PAGE_SIZE} per page)",
            "ids": ids,
        },
        "search_nurse": query("Search jobs = 'nurse' (title or department, case-insensitive substring; the "
                              "department 'Nursing' does not contain 'nurse', so 'Certified Nursing Assistant' "
                              "is not a hit)", q="nurse"),
        "search_nursing": query("Search jobs = 'nursing' (matches the department 'Nursing')", q="nursing"),
        "search_technologist": query("Search jobs = 'technologist'", q="technologist"),
        "location_portland": query("Location = Portland, ME (spans two result pages)", location="Portland, ME"),
        "location_augusta": query("Location = Augusta, ME", location="Augusta, ME"),
        "search_nurse_portland": query("Search jobs = 'nurse' and Location = Portland, ME",
                                       q="nurse", location="Portland, ME"),
        "search_no_results": query("Search jobs = 'astronaut' (no results)", q="astronaut"),
    }
    portland = queries["location_portland"]["ids"]
    queries["location_portland"]["page_urls"] = {
        str(p + 1): board_url("", "Portland, ME", p + 1) for p in range(queries["location_portland"]["pages"])}
    queries["location_portland"]["page_ids"] = {
        str(p + 1): portland[p * PAGE_SIZE:(p + 1) * PAGE_SIZE] for p in range(queries["location_portland"]["pages"])}

    fields = [
        {"label": "First name *", "name": "first_name", "type": "text", "required": True},
        {"label": "Last name *", "name": "last_name", "type": "text", "required": True},
        {"label": "Email *", "name": "email", "type": "email", "required": True},
        {"label": "Phone", "name": "phone", "type": "tel", "required": False},
        {"label": "Resume *", "name": "resume", "type": "file", "required": True, "accept": ".pdf,.doc,.docx"},
        {"label": "How did you hear about us?", "name": "source", "type": "select", "required": False,
         "options": ["Job board", "Referral", "Social media", "Other"]},
        {"label": "I consent to Harborview Health processing my data for recruiting purposes *",
         "name": "consent", "type": "checkbox", "required": True, "value": "yes"},
    ]
    apply = {
        "form_name": FORM_NAME,
        "url": "/embed/apply.html?id=<id>",
        "action": f"/__submit/{FORM_NAME}",
        "method": f"POST /__submit/{FORM_NAME} (multipart/form-data, normal navigating post inside the iframe; "
                  "the frame then shows the server's confirmation page)",
        "submit_text": "Submit application",
        "required_labels": [f["label"] for f in fields if f["required"]],
        "field_names": [f["name"] for f in fields] + ["job_id"],
        "fields": fields,
        "hidden_fields": {"job_id": "the job's id, e.g. HH-2041"},
        "validation": "native HTML `required` attributes only (and type=email); no custom JS validation",
    }
    return {
        "site": "embedded_board",
        "platform_like": "hospital careers page with a same-origin iframe job board embed (Greenhouse / iCIMS "
                         "embed style)",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/careers.html",
        "company": COMPANY,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "embedding": {"frame_title": "Job openings", "frame_src": "/embed/board.html"},
        "filters": {"Location": ["All locations"] + LOCATIONS},
        "filter_params": {"Location": {"All locations": "location=",
                                       **{loc: urllib.parse.urlencode({"location": loc}) for loc in LOCATIONS}}},
        "filter_counts_unfiltered": {"Location": {loc: sum(j["location"] == loc for j in jobs) for loc in LOCATIONS}},
        "start_pages": pages,
        "queries": queries,
        "jobs": {
            j["id"]: {
                "id": j["id"],
                "title": j["title"],
                "company": COMPANY,
                "department": j["department"],
                "location": j["location"],
                "employment_type": j["employment_type"],
                "job_type": j["employment_type"],
                "posted": j["posted_display"],
                "posted_iso": j["posted"],
                "url": f"/embed/job.html?id={j['id']}",
                "detail_url": f"/embed/job.html?id={j['id']}",
                "apply_type": "easy_apply",
                "apply_url": f"/embed/apply.html?id={j['id']}",
            }
            for j in jobs
        },
        "apply": apply,
        "forms": {FORM_NAME: {**{k: v for k, v in apply.items() if k not in ("form_name", "required_labels",
                                                                            "field_names")}, "steps": 1}},
        "notes": "The top document (/careers.html) holds only the employer's header, hero, footer and an "
                 "<iframe title=\"Job openings\" src=\"/embed/board.html\"> (100% wide, 1500px tall, no border); "
                 "everything about the board (search form, list, pager, job pages, apply form, confirmation) "
                 "happens inside that same-origin frame, whose links have no target attribute. Board params: q "
                 "(case-insensitive substring of title or department), location (exact, one of the 4 towns), "
                 "page (1-based, clamped). Ordering: posted date descending (all dates distinct). Result line "
                 "'Showing 1–10 of 28 jobs' (en dash; '0 jobs found' when empty). Pager: 'Previous 1 2 3 Next'; "
                 "current page is a <span aria-current=\"page\">, disabled ends are plain <span> text, links carry "
                 "rel=prev/next and keep q/location. Data is in embed/jobs.js (window.HARBORVIEW_JOBS) and "
                 "embed/jobs.json, rendered by vanilla JS on each frame page. Unknown job ids show 'Job not "
                 "found'. The static pages about/locations/benefits.html hold no jobs.",
    }


def main() -> None:
    jobs = build_jobs()
    (HERE / "embed").mkdir(exist_ok=True)
    (HERE / "embed" / "jobs.json").write_text(json.dumps(jobs, indent=2, ensure_ascii=False) + "\n")
    (HERE / "embed" / "jobs.js").write_text(
        "// Generated by make_data.py — do not edit by hand.\n"
        "window.HARBORVIEW_JOBS = " + json.dumps(jobs, indent=2, ensure_ascii=False) + ";\n")
    (HERE / "truth.json").write_text(json.dumps(build_truth(jobs), indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(jobs)} jobs")


if __name__ == "__main__":
    main()
