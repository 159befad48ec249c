#!/usr/bin/env python3
"""Generator for the `cityjobs_webforms` test site ("City of Riverton - Employment Opportunities").

Writes (next to this script):
  jobs.json   - the postings the server reads (departments + 47 jobs with their full text)
  truth.json  - the answers for tests (never served)

Deterministic: the catalogue below is fixed and the only random choices (JobIDs, closing dates) come from
random.Random(SEED). The result lists in truth.json are computed with server.search_jobs, the same function
the server's grid uses. Run:  python3 make_data.py
"""
from __future__ import annotations

import datetime as dt
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import server  # noqa: E402  (the grid's search, the page size, the form's field list)

SEED = 20081129
AS_OF = dt.date(2026, 11, 29)
COMPANY = "City of Riverton"
HOURS_PER_YEAR = 2080
STEP_SPREAD = 1.3151  # top of range / bottom of range on the city's step plan (25.20 -> 33.14)

DEPARTMENTS = [
    # id, name, work location, phone
    ("10", "Public Works", "Municipal Service Center, 2200 Industrial Pkwy, Riverton, OH", "(740) 555-0160"),
    ("20", "Parks & Recreation", "Parks & Recreation Office, 800 Riverside Dr, Riverton, OH", "(740) 555-0175"),
    ("30", "Police", "Police Headquarters, 450 Elm St, Riverton, OH", "(740) 555-0111"),
    ("40", "Fire", "Fire Station No. 1, 310 Oak St, Riverton, OH", "(740) 555-0122"),
    ("50", "Finance", "City Hall, 100 Main St, Riverton, OH", "(740) 555-0130"),
    ("60", "Library", "Riverton Public Library, 35 Court St, Riverton, OH", "(740) 555-0190"),
    ("70", "Water Utilities", "Water Treatment Plant, 1500 River Rd, Riverton, OH", "(740) 555-0150"),
    ("80", "Information Technology", "City Hall, 100 Main St, Riverton, OH", "(740) 555-0105"),
]

HS = "High school diploma or GED."
DL = "Valid Ohio driver's license and an acceptable driving record."

# title, department, job type code, bottom hourly rate, continuous?, duties, minimum qualifications
CATALOG = [
    # Public Works (11)
    ("Maintenance Worker I", "Public Works", "FT", 21.40, False,
     "Performs semi-skilled manual work in the maintenance and repair of city streets, sidewalks, storm sewers "
     "and public grounds, including pothole patching, mowing, litter pickup and snow and ice removal.",
     [HS, "Ability to obtain an Ohio Class B Commercial Driver's License (CDL) within six months of hire.",
      "Ability to perform heavy manual labor in all weather conditions."]),
    ("Maintenance Worker II", "Public Works", "FT", 25.20, False,
     "Performs skilled maintenance work on streets, storm drainage systems and city facilities; operates light "
     "and medium equipment such as dump trucks, backhoes and skid steers; may serve as lead worker on a crew.",
     [HS, "Two (2) years of experience in street, construction or facilities maintenance.",
      "Valid Ohio Class B Commercial Driver's License (CDL) with air brake endorsement."]),
    ("Equipment Operator III", "Public Works", "FT", 27.35, False,
     "Operates heavy construction and maintenance equipment including graders, loaders, excavators and street "
     "sweepers; performs daily equipment inspections and minor repairs.",
     [HS, "Three (3) years of experience operating heavy equipment.", "Valid Ohio Class A CDL."]),
    ("Traffic Signal Technician", "Public Works", "FT", 28.10, False,
     "Installs, maintains and troubleshoots traffic signals, school flashers, signal controllers and vehicle "
     "detection equipment; responds to after-hours signal outages.",
     ["Associate's degree in electronics or a related field, or equivalent experience.",
      "IMSA Traffic Signal Technician Level I certification, or ability to obtain within one year.", DL]),
    ("Civil Engineer II", "Public Works", "FT", 38.45, False,
     "Prepares plans, specifications and cost estimates for street, storm sewer and sidewalk improvement "
     "projects; reviews private development plans and inspects construction for compliance.",
     ["Bachelor's degree in civil engineering.", "Three (3) years of professional civil engineering experience.",
      "Registration as a Professional Engineer (PE) in Ohio preferred."]),
    ("Engineering Technician", "Public Works", "FT", 24.60, False,
     "Performs field surveying, construction inspection, AutoCAD drafting and record keeping in support of the "
     "City Engineer's office.",
     ["Associate's degree in civil engineering technology or a related field.",
      "One (1) year of experience in surveying or construction inspection.", "Working knowledge of AutoCAD."]),
    ("Fleet Mechanic", "Public Works", "FT", 26.75, False,
     "Diagnoses, repairs and maintains the city's fleet of light and heavy vehicles, including police cruisers, "
     "dump trucks, fire apparatus support vehicles and off-road equipment.",
     [HS, "Three (3) years of experience as an automotive or diesel mechanic.",
      "ASE certification preferred; must provide own hand tools."]),
    ("Solid Waste Collector", "Public Works", "FT", 20.85, False,
     "Collects residential refuse, recycling and yard waste on assigned routes using automated and rear-load "
     "collection vehicles.",
     ["Valid Ohio Class B CDL, or ability to obtain within six months of hire.",
      "Ability to lift 50 pounds repeatedly.", "Must be available to work holidays as scheduled."]),
    ("Seasonal Laborer - Streets", "Public Works", "SEAS", 15.00, False,
     "Assists street crews with litter pickup, mowing of rights-of-way, crack sealing and general labor during "
     "the spring and summer construction season (April through September 2027).",
     ["Must be at least 18 years of age.", DL, "Ability to perform manual labor outdoors in hot weather."]),
    ("Snow Plow Driver (Temporary)", "Public Works", "SEAS", 22.50, True,
     "Operates city snow plows and salt trucks on assigned routes during winter storm events; on call nights, "
     "weekends and holidays from December through March.",
     ["Valid Ohio Class B CDL with air brake endorsement.", "Clean driving record for the past three (3) years.",
      "Ability to respond to call-outs within 45 minutes."]),
    ("Custodian", "Public Works", "PT", 16.40, False,
     "Performs routine evening cleaning of City Hall and the Municipal Service Center, including restrooms, "
     "offices, floors and trash removal; 20 to 25 hours per week.",
     ["Six (6) months of custodial or janitorial experience preferred.",
      "Ability to safely use cleaning chemicals and floor care equipment.", "Must pass a criminal background check."]),
    # Parks & Recreation (8)
    ("Recreation Leader", "Parks & Recreation", "PT", 14.25, True,
     "Leads recreational activities for youth and adults at the Eastside and Riverside community centers, "
     "including after-school programs, open gym and special events.",
     ["Must be at least 16 years of age.", "Experience working with children in a group setting preferred.",
      "First Aid and CPR certification within 30 days of hire."]),
    ("Lifeguard", "Parks & Recreation", "SEAS", 13.50, True,
     "Supervises swimmers at Riverside Aquatic Center and Memorial Pool, enforces pool safety rules and performs "
     "water rescues and first aid as needed during the 2027 summer season.",
     ["Must be at least 15 years of age by May 25, 2027.",
      "Current American Red Cross Lifeguarding, First Aid and CPR/AED certification, or obtain before start.",
      "Ability to pass a pre-season swim test."]),
    ("Head Lifeguard", "Parks & Recreation", "SEAS", 15.75, False,
     "Leads the lifeguard staff on each shift, schedules rotations, conducts in-service training and completes "
     "incident reports at the city pools.",
     ["Must be at least 18 years of age.", "One (1) season of lifeguarding experience.",
      "Current American Red Cross Lifeguarding, First Aid and CPR/AED certification."]),
    ("Park Ranger", "Parks & Recreation", "FT", 22.90, False,
     "Patrols city parks, trails and the Muskingum River greenway; educates visitors, enforces park rules and "
     "coordinates with the Police Department on incidents.",
     [HS, "Two (2) years of experience in park operations, security or customer service.", DL]),
    ("Groundskeeper", "Parks & Recreation", "SEAS", 15.50, False,
     "Mows, trims and maintains athletic fields, playgrounds and landscaped areas; prepares ball diamonds for "
     "league play from April through October 2027.",
     ["Must be at least 18 years of age.", DL, "Experience operating commercial mowing equipment preferred."]),
    ("Recreation Supervisor", "Parks & Recreation", "FT", 30.15, False,
     "Plans, budgets and supervises youth sports, adult leagues and community special events; hires, trains and "
     "schedules part-time and seasonal staff.",
     ["Bachelor's degree in recreation, sports management or a related field.",
      "Three (3) years of recreation programming experience, including one year of supervision.", DL]),
    ("Day Camp Counselor", "Parks & Recreation", "SEAS", 13.25, False,
     "Leads groups of campers ages 6 to 12 in games, crafts, swimming and field trips during the eight-week "
     "Camp Riverton summer day camp.",
     ["Must be at least 17 years of age.", "Experience working with children preferred.",
      "Must complete First Aid and CPR training before camp begins."]),
    ("Golf Course Attendant", "Parks & Recreation", "PT", 13.75, False,
     "Registers golfers, collects green fees, rents carts and keeps the pro shop and clubhouse at Willow Creek "
     "Golf Course clean and stocked.",
     ["Must be at least 16 years of age.", "Cash handling experience preferred.",
      "Availability on weekends and holidays."]),
    # Police (6)
    ("Police Officer - Lateral", "Police", "FT", 33.65, True,
     "Performs general law enforcement duties for the Riverton Police Department, including patrol, traffic "
     "enforcement, investigation of crimes and community policing. Lateral entry for currently certified officers.",
     ["Current Ohio Peace Officer Training Commission (OPOTC) certification.",
      "Minimum of two (2) years of full-time sworn law enforcement experience.", DL]),
    ("Police Officer - Entry Level", "Police", "FT", 29.80, False,
     "Performs general law enforcement duties, including patrol, traffic enforcement, report writing and "
     "community policing, following completion of a basic police academy and field training.",
     ["Must be at least 21 years of age at time of appointment.", HS,
      "Must pass the civil service written examination, physical fitness test, background investigation, "
      "polygraph and psychological evaluation."]),
    ("Police Dispatcher", "Police", "FT", 24.35, False,
     "Receives 9-1-1 and non-emergency calls, dispatches police, fire and EMS units using CAD and radio systems, "
     "and enters records into LEADS/NCIC.",
     [HS, "Ability to type 35 words per minute.",
      "Ability to work rotating shifts, weekends and holidays; LEADS certification within six months."]),
    ("Records Clerk", "Police", "PT", 17.90, False,
     "Processes police reports, public records requests and court paperwork; assists the public at the records "
     "window; 24 hours per week.",
     [HS, "One (1) year of clerical or records management experience.", "Must pass a background investigation."]),
    ("Crossing Guard", "Police", "PT", 15.25, True,
     "Safely assists children crossing streets at assigned school crossings before and after school during the "
     "school year.",
     ["Must be at least 18 years of age.", "Ability to stand for long periods in all weather conditions.",
      "Must pass a background investigation."]),
    ("Community Service Officer", "Police", "FT", 21.65, False,
     "Handles non-emergency calls for service such as parking enforcement, animal complaints, abandoned vehicles "
     "and minor traffic crashes, freeing sworn officers for priority calls.",
     [HS, "One (1) year of customer service or public safety experience.", DL]),
    # Fire (4)
    ("Firefighter/Paramedic", "Fire", "FT", 26.90, False,
     "Responds to fires, medical emergencies, hazardous materials incidents and rescues; provides advanced life "
     "support; works a 24-hours-on / 48-hours-off schedule.",
     ["Ohio Firefighter II certification.", "Ohio Paramedic certification.", "Must pass the CPAT physical ability test."]),
    ("Firefighter/EMT", "Fire", "FT", 24.85, False,
     "Responds to fires, medical emergencies and rescues; provides basic life support and performs station and "
     "equipment maintenance on a 24/48 schedule.",
     ["Ohio Firefighter II certification.", "Ohio EMT-Basic certification.",
      "Must pass the CPAT physical ability test."]),
    ("Fire Inspector I", "Fire", "FT", 28.60, False,
     "Inspects commercial and multi-family buildings for compliance with the Ohio Fire Code, reviews plans for "
     "fire protection systems and investigates complaints.",
     ["Ohio Fire Safety Inspector certification.", "Two (2) years of fire service or code enforcement experience.",
      DL]),
    ("Administrative Assistant - Fire", "Fire", "FT", 20.40, False,
     "Provides administrative support to the Fire Chief, including payroll entry, purchasing, run report "
     "records and answering the public line at Fire Station No. 1.",
     [HS, "Two (2) years of office or administrative experience.", "Proficiency with Microsoft Word and Excel."]),
    # Finance (5)
    ("Accountant I", "Finance", "FT", 27.50, False,
     "Performs professional accounting work including account reconciliations, journal entries, fixed asset "
     "records and preparation of schedules for the annual audit.",
     ["Bachelor's degree in accounting or finance.", "One (1) year of accounting experience, governmental preferred.",
      "Working knowledge of generally accepted accounting principles."]),
    ("Accounting Technician", "Finance", "FT", 21.10, False,
     "Processes accounts payable, vendor records and purchase orders; assists with cash receipts and month-end "
     "close.",
     [HS, "Two (2) years of bookkeeping or accounts payable experience.", "Proficiency with Microsoft Excel."]),
    ("Payroll Specialist", "Finance", "FT", 25.45, False,
     "Processes bi-weekly payroll for approximately 420 city employees, maintains payroll records, prepares "
     "OPERS and OP&F reports and answers employee payroll questions.",
     ["Associate's degree in accounting or business.", "Three (3) years of payroll experience.",
      "Certified Payroll Professional (CPP) preferred."]),
    ("Utility Billing Clerk", "Finance", "PT", 17.20, False,
     "Assists customers with water and sewer accounts at the City Hall counter and by telephone, processes "
     "payments and starts and stops of service; 25 hours per week.",
     [HS, "One (1) year of customer service or cashiering experience.", "Accurate data entry skills."]),
    ("Budget Analyst", "Finance", "FT", 32.70, False,
     "Prepares the annual operating and capital budgets, monitors department spending, prepares revenue "
     "forecasts and presents financial reports to City Council.",
     ["Bachelor's degree in finance, accounting, public administration or a related field.",
      "Three (3) years of budget or financial analysis experience.", "Advanced Microsoft Excel skills."]),
    # Library (5)
    ("Librarian I", "Library", "FT", 24.30, False,
     "Provides reference and readers' advisory services, plans adult programs, selects materials in assigned "
     "subject areas and teaches patrons to use library databases.",
     ["Master's degree in Library Science (MLS/MLIS) from an ALA-accredited program.",
      "Knowledge of library automation systems and online resources.", "Evening and weekend work required."]),
    ("Children's Librarian", "Library", "FT", 25.80, False,
     "Plans and presents story times and children's programs, selects juvenile materials, coordinates the "
     "summer reading program and conducts school outreach visits.",
     ["Master's degree in Library Science (MLS/MLIS) from an ALA-accredited program.",
      "One (1) year of experience in children's library services.", "Evening and weekend work required."]),
    ("Library Technician", "Library", "FT", 19.60, False,
     "Catalogs and processes new materials, maintains the integrated library system database and assists with "
     "interlibrary loan requests.",
     ["Associate's degree or two years of college.", "One (1) year of library or clerical experience.",
      "Accurate keyboarding and attention to detail."]),
    ("Library Assistant", "Library", "PT", 16.15, False,
     "Checks materials in and out, registers patrons, answers directional questions and assists with holds at "
     "the circulation desk; 20 hours per week including evenings and Saturdays.",
     [HS, "Customer service experience.", "Basic computer skills."]),
    ("Library Page", "Library", "PT", 12.75, True,
     "Shelves returned books and media, maintains order on the shelves and assists with mailing and program "
     "setup; 10 to 15 hours per week.",
     ["Must be at least 16 years of age.", "Knowledge of alphabetical and numerical (Dewey) order.",
      "Ability to push loaded book carts."]),
    # Water Utilities (5)
    ("Water Plant Operator Trainee", "Water Utilities", "FT", 22.20, False,
     "Learns to operate and monitor water treatment processes, collects samples, performs routine laboratory "
     "tests and assists with plant maintenance under the direction of a licensed operator.",
     [HS, "Must obtain Ohio EPA Class I Water Supply Operator certification within eighteen months of hire.",
      "Ability to work rotating shifts, weekends and holidays."]),
    ("Wastewater Treatment Operator III", "Water Utilities", "FT", 31.40, False,
     "Operates and maintains the city's 6 MGD wastewater treatment plant, adjusts treatment processes, "
     "prepares Ohio EPA monthly operating reports and directs the work of operators.",
     ["Ohio EPA Class III Wastewater Operator certification.", "Five (5) years of wastewater treatment experience.",
      DL]),
    ("Utility Line Maintenance Worker", "Water Utilities", "FT", 23.95, False,
     "Installs, repairs and maintains water mains, service lines, valves, fire hydrants and sanitary sewer lines; "
     "participates in after-hours emergency call-out rotation.",
     [HS, "Valid Ohio Class B CDL, or ability to obtain within six months of hire.",
      "Ability to work in trenches and confined spaces."]),
    ("Meter Reader", "Water Utilities", "FT", 19.85, False,
     "Reads water meters on assigned routes using a handheld AMR device, investigates high-usage complaints and "
     "performs service shut-offs and turn-ons.",
     [HS, DL, "Ability to walk up to ten miles per day in all weather conditions."]),
    ("Laboratory Analyst", "Water Utilities", "FT", 27.05, False,
     "Performs chemical and bacteriological analyses of drinking water and wastewater samples, maintains "
     "quality control records and prepares regulatory reports.",
     ["Bachelor's degree in chemistry, biology or a related science.", "One (1) year of laboratory experience.",
      "Ohio EPA laboratory certification preferred."]),
    # Information Technology (3)
    ("Systems Administrator", "Information Technology", "FT", 36.80, False,
     "Administers the city's Windows servers, Active Directory, Exchange e-mail, backups and VMware environment; "
     "supports police and fire mobile data systems.",
     ["Bachelor's degree in computer science or information systems, or equivalent experience.",
      "Three (3) years of Windows server administration experience.", "MCSE or MCITP certification preferred."]),
    ("GIS Analyst", "Information Technology", "FT", 31.95, False,
     "Maintains the city's geographic information system, edits parcel, utility and street centerline data, "
     "and produces maps and analysis for city departments using ArcGIS.",
     ["Bachelor's degree in geography, GIS or a related field.", "Two (2) years of experience with ArcGIS.",
      "Experience with SQL Server databases preferred."]),
    ("Help Desk Technician", "Information Technology", "FT", 23.40, False,
     "Provides first-level support for approximately 350 city computer users, installs and configures PCs, "
     "printers and software, and tracks requests in the help desk system.",
     ["Associate's degree in computer technology, or equivalent experience.",
      "One (1) year of desktop support experience.", "A+ certification preferred."]),
]

SUPPLEMENTAL_BY_DEPT = {
    "Public Works": "Public Works employees may be required to work overtime during snow and ice events and other "
                    "emergencies.",
    "Parks & Recreation": "Parks & Recreation positions involve work on evenings, weekends and holidays when "
                          "programs and facilities are in use.",
    "Police": "Candidates must pass a comprehensive background investigation, including a criminal history check "
              "and a review of driving and employment records.",
    "Fire": "Candidates must pass a comprehensive background investigation and a medical examination meeting NFPA "
            "1582 standards.",
    "Finance": "Finance Department employees handle confidential financial information and must pass a credit and "
               "background check.",
    "Library": "The Riverton Public Library is open seven days a week during the school year; schedules include "
               "evenings and weekends.",
    "Water Utilities": "Water Utilities positions are part of the department's emergency response rotation and may "
                       "be called out after hours.",
    "Information Technology": "IT staff participate in an after-hours on-call rotation supporting 24/7 public safety "
                              "systems.",
}
TYPE_TEXT = {
    "FT": "This is a full-time position (40 hours per week) eligible for the City's benefits package, including "
          "medical, dental and vision insurance, paid vacation and sick leave, and OPERS retirement.",
    "PT": "This is a part-time position (fewer than 30 hours per week) and is not eligible for health insurance "
          "benefits. Part-time employees contribute to OPERS.",
    "SEAS": "This is a seasonal position of limited duration and is not eligible for benefits. Seasonal employees "
            "may be eligible to return in future seasons.",
}


def money(x: float) -> str:
    return f"${x:,.2f}"


def salary_for(code: str, low: float) -> str:
    high = round(low * STEP_SPREAD, 2)
    if code == "FT":
        return f"{money(round(low * HOURS_PER_YEAR, 2))} - {money(round(high * HOURS_PER_YEAR, 2))} Annually"
    if code == "SEAS":
        high = round(low * 1.12, 2)
    return f"{money(low)} - {money(high)} Hourly"


def build_jobs() -> list[dict]:
    rng = random.Random(SEED)
    ids = rng.sample([i for i in range(301, 560) if i != 417], len(CATALOG) - 1)
    dept = {name: (did, loc) for did, name, loc, _ in DEPARTMENTS}
    jobs = []
    for title, dname, code, low, continuous, duties, quals in CATALOG:
        jid = 417 if title == "Maintenance Worker II" else ids.pop()
        if continuous:
            closing = "Continuous"
        elif jid == 417:
            closing = "12/15/2026"
        else:
            closing = (AS_OF + dt.timedelta(days=rng.randint(4, 63))).strftime("%m/%d/%Y")
        did, loc = dept[dname]
        type_label = server.TYPE_LABEL[code]
        description = [
            f"The City of Riverton {dname} Department is accepting applications for the position of {title}. "
            f"{duties}",
            TYPE_TEXT[code],
        ]
        supplemental = [
            SUPPLEMENTAL_BY_DEPT[dname],
            ("This posting is open on a continuous basis; applications are reviewed as they are received and the "
             "posting may close at any time once a sufficient number of applications has been received."
             if continuous else
             f"Applications must be received by 4:30 p.m. on {closing}. Late applications will not be accepted."),
            "All offers of employment are contingent upon passing a pre-employment drug screen and background check. "
            "The City of Riverton is an Equal Opportunity Employer.",
        ]
        jobs.append({
            "id": str(jid),
            "job_number": f"2026-{jid:05d}",
            "title": title,
            "company": COMPANY,
            "department": dname,
            "department_id": did,
            "job_type": type_label,
            "job_type_code": code,
            "salary": salary_for(code, low),
            "closing_date": closing,
            "location": loc,
            "description": description,
            "qualifications": quals,
            "supplemental": supplemental,
        })
    return jobs


def ids(jobs: list[dict]) -> list[str]:
    return [j["id"] for j in jobs]


def build_truth(jobs: list[dict]) -> dict:
    depts = sorted(DEPARTMENTS, key=lambda d: d[1])
    search = server.search_jobs
    everything = search(jobs)
    pages = server.page_count(len(everything))
    start_pages = {str(p + 1): ids(everything[p * server.PAGE_SIZE:(p + 1) * server.PAGE_SIZE]) for p in range(pages)}
    types = [(c, t) for c, t in server.JOB_TYPES if c != "ALL"]

    queries: dict[str, dict] = {
        "start": {
            "url": "/JobSearch.aspx",
            "actions": [],
            "description": f"every job, by walking all {pages} grid pages with the postback pager "
                           f"({server.PAGE_SIZE} per page)",
            "ids": ids(everything),
        },
    }
    for did, name, _, _ in depts:
        slug = "dept_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        got = search(jobs, dept_id=did)
        queries[slug] = {
            "url": "/JobSearch.aspx",
            "actions": [{"select": "Department", "option": name}],
            "description": f"Department = {name} (AutoPostBack re-renders the grid; "
                           f"{server.page_count(len(got))} page(s))",
            "ids": ids(got),
        }
    for code, label in types:
        queries["type_" + code.lower()] = {
            "url": "/JobSearch.aspx",
            "actions": [{"radio": "Job Type", "option": label}, {"click": "Search"}],
            "description": f"Job Type = {label}, then the Search button (the radio list has no AutoPostBack)",
            "ids": ids(search(jobs, type_code=code)),
        }
    for kw in ("librarian", "Police Officer", "operator", "lifeguard", "2026-00417"):
        queries["kw_" + re.sub(r"[^a-z0-9]+", "_", kw.lower()).strip("_")] = {
            "url": "/JobSearch.aspx",
            "actions": [{"fill": "Keyword", "value": kw}, {"click": "Search"}],
            "description": f"Keyword = '{kw}' (phrase, case-insensitive, in title, job number or description)",
            "ids": ids(search(jobs, keyword=kw)),
        }
    queries["dept_public_works_seasonal"] = {
        "url": "/JobSearch.aspx",
        "actions": [{"radio": "Job Type", "option": "Seasonal"}, {"select": "Department", "option": "Public Works"}],
        "description": "Job Type = Seasonal chosen first, then Department = Public Works: the department's "
                       "AutoPostBack applies every search control as it is at that moment",
        "ids": ids(search(jobs, dept_id="10", type_code="SEAS")),
    }
    queries["kw_worker_public_works"] = {
        "url": "/JobSearch.aspx",
        "actions": [{"fill": "Keyword", "value": "worker"}, {"select": "Department", "option": "Public Works"}],
        "description": "Keyword 'worker' typed, then Department = Public Works (its postback applies the keyword too)",
        "ids": ids(search(jobs, keyword="worker", dept_id="10")),
    }
    queries["search_no_results"] = {
        "url": "/JobSearch.aspx",
        "actions": [{"fill": "Keyword", "value": "astronaut"}, {"click": "Search"}],
        "description": "no match: '0 job(s) found.' and the grid's empty-data row",
        "ids": [],
    }

    apply_fields = []
    for _key, label, ctl, kind, required in server.APPLY_FIELDS:
        f = {"label": label, "name": server.MC + ctl, "id": server.MCID + ctl, "type": kind, "required": required}
        if ctl == "ddlState":
            f["options"] = "'-- Select State --' (value '') then the 50 states and DC, value = postal code (OH = Ohio)"
        elif ctl == "ddlEducation":
            f["options"] = ["-- Select --"] + server.EDUCATION
        elif ctl == "rblAge18":
            f["options"] = ["Yes", "No"]
        elif ctl == "chkCertify":
            f["value"] = "on"
        apply_fields.append(f)

    truth = {
        "site": "cityjobs_webforms",
        "platform_like": "2008-era ASP.NET 2.0 WebForms city government job portal (master page, GridView with "
                         "postback pager, AutoPostBack DropDownList, signed __VIEWSTATE, server-side validators)",
        "kind": "postback",
        "as_of": AS_OF.isoformat(),
        "start_url": "/JobSearch.aspx",
        "company": COMPANY,
        "server": "python server.py --port 0  (first stdout line: 'listening on http://127.0.0.1:<port>/')",
        "page_size": server.PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "postback",
        "filters": {
            "Department": [name for _, name, _, _ in depts],
            "Job Type": [label for _, label in types],
        },
        "filter_counts_unfiltered": {
            "Department": {name: len(search(jobs, dept_id=did)) for did, name, _, _ in depts},
            "Job Type": {label: len(search(jobs, type_code=code)) for code, label in types},
        },
        "filter_controls": {
            "Keyword": {"name": "ctl00$MainContent$txtKeyword", "type": "text", "label_cell": "Keyword:"},
            "Department": {
                "name": "ctl00$MainContent$ddlDepartment", "type": "select", "autopostback": True,
                "all_option": {"text": "-- All Departments --", "value": "0"},
                "values": {name: did for did, name, _, _ in depts},
            },
            "Job Type": {
                "name": "ctl00$MainContent$rblJobType", "type": "radio", "autopostback": False,
                "values": {label: code for code, label in server.JOB_TYPES},
            },
            "Search": {"name": "ctl00$MainContent$btnSearch", "type": "submit", "value": "Search"},
            "Clear": {"name": "ctl00$MainContent$btnClear", "type": "submit", "value": "Clear"},
        },
        "start_pages": start_pages,
        "pager": {
            "row": "tr.GridPager (last row of table#ctl00_MainContent_gvJobs)",
            "current": "<span>N</span>",
            "links": "javascript:__doPostBack('ctl00$MainContent$gvJobs','Page$N')",
            "window": f"current page +/- {server.PAGER_SPAN}; '...' links post 'Page$Prev' / 'Page$Next' "
                      "(one page back / forward) when pages lie beyond the window",
            "pages_seen_from_page_1": ["1", "2", "3", "..."],
            "hidden_when_one_page": True,
        },
        "queries": queries,
        "forms": {
            "riverton-apply": {
                "url": "/Apply.aspx?JobID=<id>",
                "reached_by": "JobDetail.aspx popup -> 'Apply Online' submit button -> POST answers 302 "
                              "Location: /Apply.aspx?JobID=<id>",
                "submit_text": "Submit Application",
                "submit_name": "ctl00$MainContent$btnSubmit",
                "cancel": "'Cancel' submit button (ctl00$MainContent$btnCancel): 302 to /JobSearch.aspx, no record",
                "steps": 1,
                "method": "POST ./Apply.aspx?JobID=<id> (multipart/form-data, a normal navigating postback)",
                "fields": apply_fields,
                "required_fields": [label for _, label, _, _, req in server.APPLY_FIELDS if req],
                "validation": "server-side only (validators with EnableClientScript=false, no `required` "
                              "attributes): an incomplete POST re-renders the form (HTTP 200, same URL) keeping "
                              "typed values (the file input comes back empty), with "
                              "<div class=\"ValidationSummary\" style=\"color:Red\"> 'Please correct the following "
                              "errors:' and one <li> per problem, in form order, plus 'Required'/'Invalid' red text "
                              "beside each bad field.",
                "messages": {
                    "First Name": "First Name is required.",
                    "Last Name": "Last Name is required.",
                    "Email Address": "Email Address is required.",
                    "Email Address (malformed)": "Please enter a valid Email Address.",
                    "Phone Number": "Phone Number is required.",
                    "Phone Number (not 10 digits)": "Please enter a valid 10-digit Phone Number, e.g. (740) 555-0100.",
                    "ZIP (malformed, when given)": "ZIP must be a 5-digit ZIP code (or ZIP+4).",
                    "Are you at least 18 years of age?": "Please indicate whether you are at least 18 years of age.",
                    "Resume (wrong file type)": "Resume must be a PDF, Word (.doc, .docx), RTF or text (.txt) file.",
                    "certify": "You must certify that the information provided is true and complete.",
                },
                "empty_submit_messages": [
                    "First Name is required.", "Last Name is required.", "Email Address is required.",
                    "Phone Number is required.", "Please indicate whether you are at least 18 years of age.",
                    "You must certify that the information provided is true and complete.",
                ],
                "confirmation_text": "Thank you. Your application for {title} ({job_number}) has been received. "
                                     "Confirmation number: {confirmation}",
                "confirmation_pattern": r"Thank you\. Your application for (?P<title>.+) \((?P<job_number>\d{4}-\d{5})\) "
                                        r"has been received\. Confirmation number: (?P<confirmation>RIV-\d{5}-[0-9A-F]{6})",
                "confirmation_number": "RIV-<JobID as 5 digits>-<first 6 hex digits, upper case, of "
                                       "sha1('<job_number>|<email trimmed, lower case>')>",
                "example_confirmation": {
                    "job_id": "417", "email": "pat.doe@example.com",
                    "confirmation": server.confirmation_number({"id": "417", "job_number": "2026-00417"},
                                                               "pat.doe@example.com"),
                },
                "submissions_endpoint": "GET /__submissions -> JSON list of completed applications: seq, form, "
                                        "page, job_id, job_number, title, confirmation, fields (label -> value; the "
                                        "certify checkbox as true/false; Resume = file name), values (key -> value), "
                                        "raw (posted control names -> values), files [{field, filename, "
                                        "content_type, size, sha1}]. DELETE /__submissions empties it.",
            },
        },
        "jobs": [
            {k: j[k] for k in ("id", "job_number", "title", "company", "department", "location", "salary",
                               "job_type", "closing_date")}
            | {"url": f"/JobDetail.aspx?JobID={j['id']}", "apply_url": f"/Apply.aspx?JobID={j['id']}"}
            for j in everything
        ],
        "notes": (
            "Every page is one <form id=\"aspnetForm\" method=\"post\"> that posts to its own URL (JobSearch.aspx "
            "-> ./JobSearch.aspx, JobDetail.aspx?JobID=N -> ./JobDetail.aspx?JobID=N, Apply.aspx?JobID=N -> "
            "./Apply.aspx?JobID=N, multipart). Hidden __EVENTTARGET, __EVENTARGUMENT, __VIEWSTATE, "
            "__VIEWSTATEGENERATOR, __EVENTVALIDATION; the classic __doPostBack script. __VIEWSTATE is base64 "
            "('/wE...') of a compressed state plus an HMAC-SHA1 over the page's generator and the state: a changed, "
            "truncated or other page's view state answers 500 'Invalid viewstate.' (ASP.NET yellow error page). "
            "__EVENTVALIDATION is signed too: a drop-down/radio value or pager argument the page did not render "
            "answers 500 'Invalid postback or callback argument.'. A POST with neither __VIEWSTATE nor "
            "__EVENTTARGET is not a postback (the start page is rendered). The grid's state (page, applied "
            "keyword/department/job type) lives only in __VIEWSTATE: the URL never changes. Search button (or "
            "Enter in the keyword box) and the Department drop-down's AutoPostBack both apply all three search "
            "controls as they stand and go to page 1; the Job Type radios do nothing until a postback. Pager clicks "
            "keep the filters applied by the last search even if the controls were edited since. 'Clear' resets "
            "everything. Listing order: job title A-Z. A single-page result has no pager row; no result shows '0 "
            "job(s) found.' and a one-cell empty-data row. Job titles are '#' links whose onclick does "
            "window.open('JobDetail.aspx?JobID=N','JobDetail','width=800,height=600,scrollbars=yes'): the detail "
            "opens in a popup (a small page without the site's left nav). Its 'Apply Online' submit posts back and "
            "gets a real 302 to /Apply.aspx?JobID=N (in the popup). Unknown JobID: 404 with 'Job Posting Not "
            "Found'; a non-numeric JobID: 500 'Input string was not in a correct format.'. Paths and query names "
            "are case-insensitive (IIS). Request validation: a posted or query value containing '<' followed by "
            "a letter, '!', '/' or '?', or '&#', answers 500 'A potentially dangerous Request.Form value was "
            "detected from the client'. Requests over 4 MB answer 500 'Maximum request length exceeded.'. "
            "Salaries: full-time ranges are 2080 x the hourly step rates, 'Annually'; part-time and seasonal "
            "are 'Hourly'. Every job's company is the City of Riverton; location is the department's work site."
        ),
    }
    return truth


def main() -> None:
    jobs = build_jobs()
    departments = [{"id": did, "name": name, "location": loc, "phone": phone} for did, name, loc, phone in DEPARTMENTS]
    data = {"site": "cityjobs_webforms", "as_of": AS_OF.isoformat(), "company": COMPANY,
            "departments": departments, "jobs": jobs}
    (HERE / "jobs.json").write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    truth = build_truth(jobs)
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote jobs.json and truth.json: {len(jobs)} jobs")


if __name__ == "__main__":
    main()
