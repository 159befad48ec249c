#!/usr/bin/env python3
"""Generator for the `table_aggregator` test site ("JobsDirect Midwest").

Writes (next to this script):
  jobs.js      - `var JOBS = [...]` loaded by search.html / job.html / apply.html
  jobs.json    - the same data as plain JSON (for reference)
  *.html       - the static page shells (old table layout); data parts are filled by JS
  truth.json   - the answers (never served)

Everything is deterministic: dates are computed from the fixed AS_OF date.
Run:  python3 make_data.py
"""
import datetime as dt
import html
import json
import re
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 18)
PAGE_SIZE = 15
SITE = "JobsDirect Midwest"

TYPES = [("ft", "Full-time"), ("pt", "Part-time"), ("ct", "Contract")]
AGES = [("1", "Today"), ("7", "Last 7 days"), ("30", "Last 30 days")]
CATS = [
    ("health", "Healthcare"),
    ("it", "Information Technology"),
    ("mfg", "Manufacturing & Warehouse"),
    ("office", "Office & Administrative"),
    ("sales", "Sales & Customer Service"),
]
TYPE_LABEL = dict(TYPES)
CAT_LABEL = dict(CATS)

CITIES = {
    "Des Moines, IA": "50309",
    "Cedar Rapids, IA": "52401",
    "Omaha, NE": "68102",
    "Lincoln, NE": "68508",
    "Kansas City, MO": "64106",
    "Minneapolis, MN": "55401",
    "St. Paul, MN": "55102",
    "Madison, WI": "53703",
    "Milwaukee, WI": "53202",
    "Chicago, IL": "60601",
    "Peoria, IL": "61602",
    "Indianapolis, IN": "46204",
    "Columbus, OH": "43215",
    "Sioux Falls, SD": "57104",
    "Fargo, ND": "58102",
    "Wichita, KS": "67202",
    "Windsor, ON": "N9A 5K6",
}

COMPANIES = {
    "Mercy Ridge Medical Center": "Mercy Ridge Medical Center is a 320-bed regional hospital serving central Iowa since 1911.",
    "Gateway Home Health": "Gateway Home Health provides skilled nursing and personal care to clients in their own homes across Nebraska.",
    "Buckeye Dental Partners": "Buckeye Dental Partners operates 14 family dental offices in central Ohio.",
    "Twin Cities Medical Center": "Twin Cities Medical Center is a non-profit teaching hospital with clinics throughout the metro area.",
    "Lakeshore Software Inc.": "Lakeshore Software builds policy administration and billing software for mid-size insurers.",
    "Hawkeye Staffing Services": "Hawkeye Staffing Services places office, light industrial and IT professionals with employers across eastern Iowa.",
    "Midland Telecom": "Midland Telecom delivers phone, internet and cable service to more than 200,000 customers in Missouri and Kansas.",
    "North Star Data Corp.": "North Star Data Corp. provides data processing and outsourcing services to banks and credit unions.",
    "Cornbelt Insurance Group": "Cornbelt Insurance Group has written auto, home and farm insurance for Midwest families for over 80 years.",
    "Prairie State Bank": "Prairie State Bank is a locally owned community bank with 22 branches in the Dakotas.",
    "Riverside Tool & Die": "Riverside Tool & Die manufactures precision tooling and stamped parts for the automotive and agricultural industries.",
    "Heartland Logistics": "Heartland Logistics runs third-party warehousing and distribution centers in six Midwest states.",
    "Flatwater Foods": "Flatwater Foods is a family-owned food processor making frozen and refrigerated products sold under store brands.",
    "Great Plains Manufacturing Co.": "Great Plains Manufacturing Co. builds grain handling and storage equipment shipped worldwide.",
    "Omaha Freight Systems": "Omaha Freight Systems is an asset-based regional carrier with 450 tractors and a 98% on-time record.",
    "Keystone Property Management": "Keystone Property Management manages over 5,000 apartment units and commercial properties in Chicagoland.",
    "Badger State Credit Union": "Badger State Credit Union is a member-owned financial cooperative serving southern Wisconsin.",
    "Sunflower Retail Group": "Sunflower Retail Group operates 40 home and garden stores in Kansas, Oklahoma and Missouri.",
}

# (title, company, location, type, category, salary or None, days before AS_OF, summary)
RAW = [
    ("Registered Nurse - Med/Surg (Nights)", "Mercy Ridge Medical Center", "Des Moines, IA", "ft", "health", "$34.50 - $42.00/hour", 0,
     "Mercy Ridge Medical Center is seeking an experienced Registered Nurse for our 36-bed Medical/Surgical unit, three 12-hour night shifts per week. Sign-on bonus available."),
    ("Certified Nursing Assistant (CNA)", "Gateway Home Health", "Omaha, NE", "pt", "health", "$17.75/hour", 2,
     "Part-time CNA needed to provide personal care to home health clients in the Omaha metro. Flexible weekday schedule, mileage reimbursed."),
    ("Medical Receptionist", "Buckeye Dental Partners", "Columbus, OH", "ft", "health", None, 9,
     "Busy family dental office looking for a friendly Medical Receptionist to greet patients, schedule appointments and verify insurance."),
    ("Pharmacy Technician", "Twin Cities Medical Center", "Minneapolis, MN", "ft", "health", "$19.00 - $22.50/hour", 4,
     "Our inpatient pharmacy is hiring a Pharmacy Technician to fill and deliver medications and maintain automated dispensing cabinets."),
    ("Licensed Practical Nurse (LPN)", "Gateway Home Health", "Lincoln, NE", "pt", "health", "$26.00/hour", 15,
     "Gateway Home Health seeks an LPN for private duty and skilled visits in Lincoln and surrounding communities, 20-24 hours per week."),
    ("Dental Hygienist", "Buckeye Dental Partners", "Columbus, OH", "ft", "health", "$38.00 - $44.00/hour", 21,
     "Full-time Dental Hygienist wanted for a modern practice with digital x-rays and a caring team. Four-day work week."),
    ("Physical Therapist", "Twin Cities Medical Center", "St. Paul, MN", "ft", "health", "$78,000 - $92,000/year", 12,
     "Outpatient orthopedic clinic seeks a Physical Therapist to evaluate and treat patients recovering from injury and surgery."),
    ("Medical Billing Specialist", "Mercy Ridge Medical Center", "Des Moines, IA", "ft", "health", None, 27,
     "Patient Financial Services is hiring a Medical Billing Specialist to submit claims, work denials and follow up with payers."),
    ("Web Developer (ASP.NET / SQL Server)", "Lakeshore Software Inc.", "Milwaukee, WI", "ft", "it", "$58,000 - $72,000/year", 1,
     "Join a small team building web-based insurance software. You will write ASP.NET pages, stored procedures and reports."),
    ("Help Desk Technician", "Hawkeye Staffing Services", "Cedar Rapids, IA", "ct", "it", "$21.00/hour", 0,
     "6-month contract for a Help Desk Technician supporting 900 users of a local manufacturer. Possible contract-to-hire."),
    ("Network Administrator", "Midland Telecom", "Kansas City, MO", "ft", "it", None, 6,
     "Midland Telecom needs a Network Administrator to maintain our Cisco routers and switches, firewalls and Windows servers."),
    ("Java Programmer/Analyst", "North Star Data Corp.", "Minneapolis, MN", "ct", "it", "$45.00 - $55.00/hour", 18,
     "Long-term contract for a Java Programmer/Analyst to enhance core banking interfaces. J2EE, Struts and DB2 experience a plus."),
    ("Database Administrator (Oracle)", "Cornbelt Insurance Group", "Des Moines, IA", "ft", "it", "$85,000 - $98,000/year", 24,
     "Cornbelt Insurance Group is looking for an Oracle Database Administrator to support production policy and claims databases."),
    ("PC Support Specialist", "Prairie State Bank", "Sioux Falls, SD", "ft", "it", "$40,000 - $46,000/year", 10,
     "Install, configure and repair desktop PCs, printers and teller equipment for our branches. Some travel within South Dakota."),
    ("QA Software Tester", "Lakeshore Software Inc.", "Madison, WI", "ft", "it", None, 3,
     "Write and run test plans for new releases of our billing software and log defects. Experience with automated test tools preferred."),
    ("CNC Machinist - 2nd Shift", "Riverside Tool & Die", "Peoria, IL", "ft", "mfg", "$22.00 - $27.00/hour", 0,
     "Set up and operate CNC mills and lathes on 2nd shift (3:00pm - 11:30pm). Shift differential plus overtime available."),
    ("Forklift Operator", "Heartland Logistics", "Kansas City, MO", "ft", "mfg", "$18.50/hour", 5,
     "Load and unload trailers and put away product using sit-down and stand-up forklifts in our 400,000 sq. ft. distribution center."),
    ("Maintenance Mechanic", "Flatwater Foods", "Omaha, NE", "ft", "mfg", "$25.00 - $31.00/hour", 11,
     "Troubleshoot and repair food production equipment, conveyors and refrigeration systems. Rotating shifts."),
    ("Production Supervisor", "Great Plains Manufacturing Co.", "Wichita, KS", "ft", "mfg", "$55,000 - $63,000/year", 16,
     "Lead a team of 25 assemblers and welders on first shift. Responsible for safety, quality and meeting daily production goals."),
    ("Warehouse Associate (Seasonal)", "Heartland Logistics", "Indianapolis, IN", "pt", "mfg", "$16.00/hour", 1,
     "Seasonal part-time Warehouse Associates needed for the holiday peak: picking, packing and shipping orders. Evening and weekend hours."),
    ("Welder / Fabricator", "Great Plains Manufacturing Co.", "Wichita, KS", "ft", "mfg", None, 20,
     "MIG welding and fabrication of steel grain bin components from blueprints. Must pass a weld test."),
    ("Tool and Die Maker", "Riverside Tool & Die", "Windsor, ON", "ft", "mfg", None, 26,
     "Build and repair progressive dies for automotive stampings at our Windsor plant. Journeyman certificate required."),
    ("CDL-A Truck Driver - Regional", "Omaha Freight Systems", "Omaha, NE", "ft", "mfg", "$0.52 - $0.58/mile", 8,
     "Regional dry van runs in a 500-mile radius of Omaha, home every weekend. Late-model equipment and paid orientation."),
    ("Administrative Assistant", "Keystone Property Management", "Chicago, IL", "ft", "office", "$38,000 - $42,000/year", 2,
     "Support our regional property managers with correspondence, lease files, vendor invoices and phones in our Loop office."),
    ("Accounts Payable Clerk", "Flatwater Foods", "Omaha, NE", "ft", "office", "$17.00 - $19.50/hour", 4,
     "Process vendor invoices, match purchase orders and receiving documents, and prepare weekly check runs."),
    ("Receptionist", "Hawkeye Staffing Services", "Cedar Rapids, IA", "pt", "office", "$14.00/hour", 13,
     "Part-time front desk Receptionist for a professional office, Monday - Friday 8:00am - 12:30pm."),
    ("Claims Processor", "Cornbelt Insurance Group", "Des Moines, IA", "ft", "office", None, 19,
     "Review and enter auto and property claims, request documentation and keep policyholders informed of claim status."),
    ("Office Manager", "Keystone Property Management", "Chicago, IL", "ft", "office", "$48,000 - $54,000/year", 23,
     "Manage the daily operations of a busy property management office, supervise two clerks and handle payroll entry."),
    ("Data Entry Operator", "Hawkeye Staffing Services", "Cedar Rapids, IA", "ct", "office", "$15.50/hour", 28,
     "Short-term data entry project (approx. 3 months) entering customer records. 10,000 keystrokes per hour required."),
    ("Bookkeeper", "Badger State Credit Union", "Madison, WI", "pt", "office", None, 14,
     "Part-time Bookkeeper to reconcile general ledger accounts and prepare month-end reports, about 25 hours per week."),
    ("Customer Service Representative", "Midland Telecom", "Kansas City, MO", "ft", "sales", "$16.50/hour + bonus", 0,
     "Answer inbound calls from residential customers about billing, service changes and new orders. Paid training class starts soon."),
    ("Retail Store Manager", "Sunflower Retail Group", "Wichita, KS", "ft", "sales", "$45,000 - $50,000/year", 3,
     "Run all aspects of a high-volume home and garden store including hiring, scheduling, merchandising and inventory control."),
    ("Freight Sales Account Executive", "Omaha Freight Systems", "Omaha, NE", "ft", "sales", "$40,000 base + commission", 6,
     "Develop new shipper accounts in the Midwest and grow existing customers. Strong phone skills and a hunter mentality required."),
    ("Bank Teller", "Badger State Credit Union", "Milwaukee, WI", "pt", "sales", "$15.75/hour", 17,
     "Part-time Teller to process member transactions accurately and refer members to products and services. Saturday mornings required."),
    ("Personal Banker", "Prairie State Bank", "Fargo, ND", "ft", "sales", None, 22,
     "Open new accounts, process loan applications and build relationships with customers at our downtown Fargo branch."),
    ("Inside Sales Associate", "North Star Data Corp.", "Minneapolis, MN", "ft", "sales", None, 25,
     "Qualify leads and sell check imaging and statement services to community banks by phone. Base salary plus uncapped commission."),
]

DUTIES = {
    "health": [
        "Provide safe, compassionate care according to policies and procedures",
        "Document patient information accurately in the electronic medical record",
        "Communicate with physicians, families and other members of the care team",
        "Maintain patient confidentiality in accordance with HIPAA",
        "Participate in staff meetings and continuing education",
    ],
    "it": [
        "Respond to user requests and resolve problems in a timely manner",
        "Document procedures, configurations and changes",
        "Work with business users to understand requirements",
        "Participate in an on-call rotation as needed",
        "Keep current with new technologies and best practices",
    ],
    "mfg": [
        "Follow all safety rules and wear required personal protective equipment",
        "Meet daily production and quality standards",
        "Keep work area clean and organized",
        "Report equipment problems to the supervisor promptly",
        "Complete required paperwork accurately",
    ],
    "office": [
        "Answer phones and direct calls in a professional manner",
        "Maintain accurate filing and recordkeeping systems",
        "Prepare correspondence, spreadsheets and reports",
        "Order office supplies and coordinate with vendors",
        "Assist other departments with special projects",
    ],
    "sales": [
        "Provide friendly, professional service to every customer",
        "Meet or exceed individual sales and service goals",
        "Resolve customer questions and complaints",
        "Keep accurate records of customer contacts",
        "Learn and promote current products and promotions",
    ],
}
REQS = {
    "health": ["Current state license or certification as required", "CPR/BLS certification", "1+ years of experience preferred"],
    "it": ["Associate or Bachelor's degree in computer science or related field, or equivalent experience", "2+ years of related experience", "Excellent troubleshooting and communication skills"],
    "mfg": ["High school diploma or GED", "Ability to lift up to 50 lbs. and stand for long periods", "Must pass a drug screen and background check"],
    "office": ["High school diploma required; some college preferred", "Proficient in Microsoft Word, Excel and Outlook", "Typing speed of 45+ WPM"],
    "sales": ["High school diploma or GED", "Previous sales or customer service experience preferred", "Reliable transportation and a positive attitude"],
}
BENEFITS = {
    "ft": "We offer competitive pay, medical, dental and vision insurance, 401(k) with company match, paid time off and paid holidays.",
    "pt": "Part-time employees are eligible for paid time off, an employee discount and a 401(k) plan.",
    "ct": "This is a contract position paid weekly. Contract staff are eligible for optional medical coverage.",
}


def fmt_date(d):
    return f"{d.month:02d}/{d.day:02d}/{d.year}"


def build_jobs():
    # ids increase with posting date (older posting -> smaller id); irregular but deterministic gaps
    order = sorted(range(len(RAW)), key=lambda i: (-RAW[i][6], i))
    ids = {}
    cur = 47126
    for n, i in enumerate(order):
        cur += 37 + (n * 53) % 211
        ids[i] = cur
    jobs = []
    for i, (title, company, loc, jt, cat, salary, days, summary) in enumerate(RAW):
        city, state = [s.strip() for s in loc.split(",")]
        posted_d = AS_OF - dt.timedelta(days=days)
        duties = DUTIES[cat]
        picked = [duties[(i + k) % len(duties)] for k in range(3)]
        reqs = REQS[cat]
        about = COMPANIES[company]
        benefits = BENEFITS[jt]
        desc_html = (
            f"<p>{html.escape(summary)}</p>"
            f"<p><b>Responsibilities:</b></p><ul>" + "".join(f"<li>{html.escape(x)}</li>" for x in picked) + "</ul>"
            f"<p><b>Requirements:</b></p><ul>" + "".join(f"<li>{html.escape(x)}</li>" for x in reqs) + "</ul>"
            f"<p>{html.escape(benefits)}</p>"
            f"<p><b>About {html.escape(company)}:</b> {html.escape(about)}</p>"
            f"<p>{html.escape(company)} is an Equal Opportunity Employer.</p>"
        )
        desc_text = " ".join([summary, "Responsibilities:", *picked, "Requirements:", *reqs, benefits,
                              f"About {company}:", about, f"{company} is an Equal Opportunity Employer."])
        jid = ids[i]
        jobs.append({
            "id": str(jid),
            "title": title,
            "company": company,
            "location": loc,
            "city": city,
            "state": state,
            "zip": CITIES[loc],
            "type": jt,
            "type_label": TYPE_LABEL[jt],
            "cat": cat,
            "cat_label": CAT_LABEL[cat],
            "salary": salary,
            "days": days,
            "posted": fmt_date(posted_d),
            "desc_html": desc_html,
            # haystack for the keyword search (title + company + description), lower-cased
            "search_text": " ".join([title, company, desc_text]).lower(),
        })
    # display order: newest first (same date -> higher id first)
    jobs.sort(key=lambda j: (j["days"], -int(j["id"])))
    return jobs


# ---------- search logic (mirrors search.html's JS exactly) ----------

def match_kw(job, kw):
    words = [w for w in kw.lower().split() if w]
    return all(w in job["search_text"] for w in words)


def match_loc(job, loc):
    s = loc.strip().lower()
    if not s:
        return True
    if re.fullmatch(r"\d{3,5}", s):
        return job["zip"].startswith(s)
    parts = [p.strip() for p in s.split(",")]
    if len(parts) == 1 and len(parts[0]) == 2:
        return job["state"].lower() == parts[0]
    city_ok = parts[0] in job["city"].lower() if parts[0] else True
    state_ok = (job["state"].lower() == parts[1]) if len(parts) > 1 and parts[1] else True
    return city_ok and state_ok


def filt(jobs, kw="", loc="", type="", age="", cat=""):
    out = []
    for j in jobs:
        if kw and not match_kw(j, kw):
            continue
        if loc and not match_loc(j, loc):
            continue
        if type and j["type"] != type:
            continue
        if age and not (j["days"] < int(age)):
            continue
        if cat and j["cat"] != cat:
            continue
        out.append(j)
    return out


def qurl(**params):
    keys = ["kw", "loc", "type", "age", "cat", "page"]
    items = [(k, params[k]) for k in keys if params.get(k)]
    return "/search.html" + ("?" + urlencode(items) if items else "")


# ---------- page shells ----------

STYLE = """<style type="text/css">
<!--
body { margin: 0px; font-family: Verdana, Arial, Helvetica, sans-serif; }
td { font-family: Verdana, Arial, Helvetica, sans-serif; font-size: 12px; }
a { color: #003399; }
a:visited { color: #663399; }
a:hover { color: #CC0000; }
.navlink { color: #FFFFFF; font-weight: bold; text-decoration: none; }
.navlink:visited { color: #FFFFFF; }
.navlink:hover { color: #FFCC00; }
-->
</style>"""


def header(active=""):
    def nav(href, label):
        return f'<a href="{href}" class="navlink">{label}</a>'
    links = " &nbsp;|&nbsp; ".join([
        nav("index.html", "Home"), nav("search.html", "Search Jobs"), nav("employers.html", "Post a Job"),
        nav("employers.html", "Employers"), nav("help.html", "Help"),
    ])
    return f"""<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#003366">
<tr>
<td align="center">
<table width="760" border="0" cellspacing="0" cellpadding="8" align="center">
<tr>
<td valign="middle"><a href="index.html" style="text-decoration:none"><font face="Arial Black, Arial" size="5" color="#FFFFFF"><b>JobsDirect</b></font><font face="Arial" size="5" color="#FFCC00"><b><i> Midwest</i></b></font></a><br>
<font size="1" color="#99CCFF">Your hometown job search&trade; &mdash; Iowa &middot; Nebraska &middot; Minnesota &middot; Wisconsin &middot; Illinois &middot; Missouri &middot; Kansas &middot; and more</font></td>
<td align="right" valign="middle"><font size="1" color="#FFFFFF"><a href="help.html" style="color:#FFFFFF">Job Seeker Login</a> | <a href="employers.html" style="color:#FFFFFF">Employer Login</a></font></td>
</tr>
</table>
</td>
</tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="4" bgcolor="#6699CC">
<tr><td><table width="760" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td><font size="2">{links}</font></td></tr></table></td></tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#FFCC00"><tr><td height="3"><img src="spacer.gif" width="1" height="3" alt=""></td></tr></table>
"""


FOOTER = """<br>
<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td bgcolor="#CCCCCC" height="1"><img src="spacer.gif" width="1" height="1" alt=""></td></tr>
</table>
<table width="760" border="0" cellspacing="0" cellpadding="6" align="center">
<tr><td align="center"><font size="1" color="#666666">
<a href="about.html">About Us</a> | <a href="terms.html">Terms of Use</a> | <a href="privacy.html">Privacy Policy</a> | <a href="employers.html">Advertise With Us</a> | <a href="help.html">Contact</a><br><br>
Copyright &copy; 2005-2026 JobsDirect Midwest, Inc. All rights reserved.<br>
Jobs are posted by employers and staffing agencies. JobsDirect Midwest is not responsible for the content of job postings.
</font></td></tr>
</table>
"""


def page(title, body, scripts=""):
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>{title}</title>
{STYLE}
</head>
<body bgcolor="#FFFFFF" text="#000000" link="#003399" vlink="#663399" alink="#CC0000" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
{header()}
{body}
{FOOTER}
{scripts}
</body>
</html>
"""


def search_box(kw_value_js=False):
    # Inputs have no <label> and no placeholder; only text in neighbouring cells.
    return """<table width="100%" border="0" cellspacing="0" cellpadding="1" bgcolor="#336699">
<tr><td>
<table width="100%" border="0" cellspacing="0" cellpadding="5" bgcolor="#E6EEF7">
<form name="searchform" method="get" action="search.html">
<tr>
<td nowrap><font size="2"><b>Keywords:</b></font></td>
<td><input type="text" name="kw" size="22" maxlength="100" value=""></td>
<td nowrap><font size="2"><b>City or ZIP:</b></font></td>
<td><input type="text" name="loc" size="16" maxlength="60" value=""></td>
<td><input type="submit" value="Find Jobs"></td>
</tr>
<tr>
<td>&nbsp;</td>
<td><font size="1" color="#666666">job title, skills or company</font></td>
<td>&nbsp;</td>
<td><font size="1" color="#666666">e.g. Omaha, NE or 50309</font></td>
<td>&nbsp;</td>
</tr>
</form>
</table>
</td></tr>
</table>"""


SEARCH_BODY = """<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td height="8"></td></tr>
<tr><td>""" + search_box() + """</td></tr>
<tr><td height="8"></td></tr>
</table>
<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr>
<td width="175" valign="top" bgcolor="#EEF3F9">
<table width="100%" border="0" cellspacing="0" cellpadding="5">
<tr><td bgcolor="#336699"><font size="2" color="#FFFFFF"><b>Refine Your Search</b></font></td></tr>
<tr><td id="sidebar"><font size="2">Loading...</font></td></tr>
</table>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="5">
<tr><td bgcolor="#999999"><font size="1" color="#FFFFFF"><b>JOB SEEKER TOOLS</b></font></td></tr>
<tr><td><font size="1">&raquo; <a href="help.html">Resume Tips</a><br>&raquo; <a href="help.html">Interview Tips</a><br>&raquo; <a href="help.html">E-mail Job Alerts</a></font></td></tr>
</table>
</td>
<td width="10"><img src="spacer.gif" width="10" height="1" alt=""></td>
<td valign="top">
<table width="100%" border="0" cellspacing="0" cellpadding="2">
<tr><td id="resultshead"></td></tr>
</table>
<table width="100%" border="0" cellspacing="1" cellpadding="4" bgcolor="#CCCCCC" id="results">
<tr><td bgcolor="#FFFFFF">Loading...</td></tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="4" id="pagertable">
<tr><td id="pageinfo" align="center"></td></tr>
<tr><td id="pager" align="center"></td></tr>
</table>
</td>
</tr>
</table>
"""

SEARCH_JS = r"""<script type="text/javascript" src="jobs.js"></script>
<script type="text/javascript">
var PAGE_SIZE = 15;
var TYPES = [["ft","Full-time"],["pt","Part-time"],["ct","Contract"]];
var AGES = [["1","Today"],["7","Last 7 days"],["30","Last 30 days"]];
var CATS = __CATS__;

function esc(s) {
  return String(s).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;");
}
function getParams() {
  var sp = new URLSearchParams(location.search);
  var p = {};
  var keys = ["kw","loc","type","age","cat","page"];
  for (var i = 0; i < keys.length; i++) { p[keys[i]] = (sp.get(keys[i]) || "").replace(/^\s+|\s+$/g, ""); }
  return p;
}
function buildUrl(p) {
  var keys = ["kw","loc","type","age","cat","page"];
  var sp = new URLSearchParams();
  for (var i = 0; i < keys.length; i++) { if (p[keys[i]]) sp.append(keys[i], p[keys[i]]); }
  var q = sp.toString();
  return "search.html" + (q ? "?" + q : "");
}
function withParam(p, key, val) {
  var c = {}; for (var k in p) c[k] = p[k];
  c[key] = val; c.page = "";
  return c;
}
function matchKw(job, kw) {
  var words = kw.toLowerCase().split(/\s+/);
  for (var i = 0; i < words.length; i++) {
    if (words[i] && job.search_text.indexOf(words[i]) < 0) return false;
  }
  return true;
}
function matchLoc(job, loc) {
  var s = loc.replace(/^\s+|\s+$/g, "").toLowerCase();
  if (!s) return true;
  if (/^\d{3,5}$/.test(s)) return job.zip.indexOf(s) === 0;
  var parts = s.split(",");
  for (var i = 0; i < parts.length; i++) parts[i] = parts[i].replace(/^\s+|\s+$/g, "");
  if (parts.length == 1 && parts[0].length == 2) return job.state.toLowerCase() == parts[0];
  var cityOk = parts[0] ? job.city.toLowerCase().indexOf(parts[0]) >= 0 : true;
  var stateOk = (parts.length > 1 && parts[1]) ? job.state.toLowerCase() == parts[1] : true;
  return cityOk && stateOk;
}
function filterJobs(p) {
  var out = [];
  for (var i = 0; i < JOBS.length; i++) {
    var j = JOBS[i];
    if (p.kw && !matchKw(j, p.kw)) continue;
    if (p.loc && !matchLoc(j, p.loc)) continue;
    if (p.type && j.type != p.type) continue;
    if (p.age && !(j.days < parseInt(p.age, 10))) continue;
    if (p.cat && j.cat != p.cat) continue;
    out.push(j);
  }
  return out;
}
function filterGroup(p, key, heading, options) {
  var h = '<table width="100%" border="0" cellspacing="0" cellpadding="2">';
  h += '<tr><td><font size="2" color="#003366"><b>' + heading + '</b></font></td></tr><tr><td><font size="2">';
  for (var i = 0; i < options.length; i++) {
    var val = options[i][0], label = options[i][1];
    var n = filterJobs(withParam(p, key, val)).length;
    if (p[key] == val) {
      h += '<b>' + esc(label) + ' (' + n + ')</b> <font size="1"><a href="' + esc(buildUrl(withParam(p, key, ""))) + '">[remove]</a></font><br>';
    } else if (n == 0) {
      h += '<font color="#999999">' + esc(label) + ' (0)</font><br>';
    } else {
      h += '<a href="' + esc(buildUrl(withParam(p, key, val))) + '">' + esc(label) + ' (' + n + ')</a><br>';
    }
  }
  h += '</font></td></tr></table><img src="spacer.gif" width="1" height="6" alt=""><br>';
  return h;
}
function labelOf(list, v) { for (var i = 0; i < list.length; i++) if (list[i][0] == v) return list[i][1]; return ""; }
function render() {
  var p = getParams();
  var f = document.forms["searchform"];
  f.kw.value = p.kw; f.loc.value = p.loc;
  // sidebar
  var sb = filterGroup(p, "type", "Job Type", TYPES) + filterGroup(p, "age", "Posted", AGES) + filterGroup(p, "cat", "Category", CATS);
  document.getElementById("sidebar").innerHTML = sb;
  // results
  var res = filterJobs(p);
  var total = res.length;
  var pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  var cur = parseInt(p.page, 10); if (!(cur >= 1)) cur = 1; if (cur > pages) cur = pages;
  var start = (cur - 1) * PAGE_SIZE;
  var slice = res.slice(start, start + PAGE_SIZE);
  var what = p.kw ? '<b>' + esc(p.kw) + '</b> jobs' : 'All jobs';
  if (p.loc) what += ' in <b>' + esc(p.loc) + '</b>';
  var extra = [];
  if (p.type) extra.push(labelOf(TYPES, p.type));
  if (p.age) extra.push(labelOf(AGES, p.age));
  if (p.cat) extra.push(labelOf(CATS, p.cat));
  var head = '<font size="3" color="#003366"><b>Search Results</b></font><br><font size="2">' + what;
  if (extra.length) head += ' &middot; ' + esc(extra.join(", "));
  head += '</font>';
  document.getElementById("resultshead").innerHTML = head;
  var t = '<tr bgcolor="#336699"><td><font size="2" color="#FFFFFF"><b>Job Title / Company</b></font></td>' +
          '<td width="130"><font size="2" color="#FFFFFF"><b>Location</b></font></td>' +
          '<td width="75"><font size="2" color="#FFFFFF"><b>Date</b></font></td></tr>';
  if (total == 0) {
    t += '<tr bgcolor="#FFFFFF"><td colspan="3"><font size="2"><br><b>Sorry, no jobs matched your search.</b><br>Try fewer or different keywords, check your spelling, or <a href="search.html">view all jobs</a>.<br><br></font></td></tr>';
  }
  for (var i = 0; i < slice.length; i++) {
    var j = slice[i];
    var bg = (i % 2 == 0) ? "#FFFFFF" : "#F0F4FA";
    t += '<tr bgcolor="' + bg + '">' +
         '<td valign="top"><b><a href="job.html?id=' + j.id + '">' + esc(j.title) + '</a></b><br><font size="2" color="#555555">' + esc(j.company) + '</font></td>' +
         '<td valign="top"><font size="2">' + esc(j.location) + '</font></td>' +
         '<td valign="top"><font size="2">' + esc(j.posted) + '</font></td></tr>';
  }
  document.getElementById("results").innerHTML = t;
  if (total > 0) {
    document.getElementById("pageinfo").innerHTML = '<font size="2">Jobs ' + (start + 1) + ' to ' + (start + slice.length) + ' of ' + total + '</font>';
    var pg = '';
    if (cur > 1) pg += '<a href="' + esc(buildUrl(withParamPage(p, cur - 1))) + '">&laquo; Prev</a>';
    else pg += '<font color="#999999">&laquo; Prev</font>';
    pg += ' &nbsp; ';
    for (var n = 1; n <= pages; n++) {
      if (n == cur) pg += '<b>' + n + '</b> ';
      else pg += '<a href="' + esc(buildUrl(withParamPage(p, n))) + '">' + n + '</a> ';
    }
    pg += ' &nbsp; ';
    if (cur < pages) pg += '<a href="' + esc(buildUrl(withParamPage(p, cur + 1))) + '">Next &raquo;</a>';
    else pg += '<font color="#999999">Next &raquo;</font>';
    document.getElementById("pager").innerHTML = '<font size="2">' + pg + '</font>';
  } else {
    document.getElementById("pageinfo").innerHTML = '';
    document.getElementById("pager").innerHTML = '';
  }
  var tt = (p.kw ? p.kw + ' Jobs' : 'Jobs') + (p.loc ? ' in ' + p.loc : '') + ' - JobsDirect Midwest';
  document.title = tt;
}
function withParamPage(p, n) {
  var c = {}; for (var k in p) c[k] = p[k];
  c.page = n > 1 ? String(n) : "";
  return c;
}
render();
</script>"""

JOB_BODY = """<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td height="8"></td></tr>
<tr><td><font size="2"><a href="search.html">&laquo; Back to Search Results</a></font></td></tr>
<tr><td height="8"></td></tr>
<tr><td id="jobmain"><font size="2">Loading...</font></td></tr>
</table>
"""

JOB_JS = r"""<script type="text/javascript" src="jobs.js"></script>
<script type="text/javascript">
function esc(s) {
  return String(s).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;");
}
function findJob(id) {
  for (var i = 0; i < JOBS.length; i++) if (JOBS[i].id == id) return JOBS[i];
  return null;
}
(function () {
  var id = new URLSearchParams(location.search).get("id") || "";
  var j = findJob(id);
  var el = document.getElementById("jobmain");
  if (!j) {
    el.innerHTML = '<table width="100%" border="0" cellpadding="10" cellspacing="0" bgcolor="#FFF8DC"><tr><td><font size="3"><b>Job Not Found</b></font><br><br><font size="2">Sorry, this job is no longer available. It may have been filled or removed by the employer.<br><br><a href="search.html">Search all jobs</a></font></td></tr></table>';
    document.title = "Job Not Found - JobsDirect Midwest";
    return;
  }
  document.title = j.title + " - " + j.company + " - " + j.location + " | JobsDirect Midwest";
  function row(label, value, bg) {
    return '<tr bgcolor="' + bg + '"><td width="120" valign="top"><font size="2"><b>' + label + '</b></font></td><td valign="top"><font size="2">' + value + '</font></td></tr>';
  }
  var apply = 'apply.html?id=' + j.id;
  var h = '';
  h += '<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>';
  h += '<td valign="top">';
  h += '<table width="100%" border="0" cellspacing="0" cellpadding="6" bgcolor="#E6EEF7"><tr><td>';
  h += '<font size="4" color="#003366"><b>' + esc(j.title) + '</b></font><br>';
  h += '<font size="2"><b>' + esc(j.company) + '</b> &ndash; ' + esc(j.location) + '</font>';
  h += '</td><td align="right" valign="middle" nowrap><a href="' + apply + '"><font size="3"><b>Apply Online</b></font></a></td></tr></table>';
  h += '<br>';
  h += '<table width="100%" border="0" cellspacing="1" cellpadding="5" bgcolor="#CCCCCC">';
  h += row("Job Title:", esc(j.title), "#FFFFFF");
  h += row("Company:", esc(j.company), "#F0F4FA");
  h += row("Location:", esc(j.location) + ' ' + esc(j.zip), "#FFFFFF");
  h += row("Salary:", j.salary ? esc(j.salary) : 'Not Specified', "#F0F4FA");
  h += row("Job Type:", esc(j.type_label), "#FFFFFF");
  h += row("Category:", esc(j.cat_label), "#F0F4FA");
  h += row("Date Posted:", esc(j.posted), "#FFFFFF");
  h += row("Job ID:", esc(j.id), "#F0F4FA");
  h += '</table><br>';
  h += '<table width="100%" border="0" cellspacing="0" cellpadding="5">';
  h += '<tr><td bgcolor="#336699"><font size="2" color="#FFFFFF"><b>Job Description</b></font></td></tr>';
  h += '<tr><td><font size="2">' + j.desc_html + '</font></td></tr>';
  h += '</table><br>';
  h += '<table width="100%" border="0" cellspacing="0" cellpadding="8" bgcolor="#FFF8DC"><tr><td align="center">';
  h += '<a href="' + apply + '"><font size="3"><b>Apply Online</b></font></a>';
  h += '<font size="2"> &nbsp;|&nbsp; <a href="search.html?kw=' + encodeURIComponent(j.company).replace(/%20/g, "+") + '">More jobs from this company</a></font>';
  h += '</td></tr></table>';
  h += '</td>';
  h += '<td width="10"><img src="spacer.gif" width="10" height="1" alt=""></td>';
  h += '<td width="170" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="5" bgcolor="#EEF3F9">';
  h += '<tr><td bgcolor="#999999"><font size="1" color="#FFFFFF"><b>JOB TOOLS</b></font></td></tr>';
  h += '<tr><td><font size="1">&raquo; <a href="' + apply + '">Apply Online</a><br>&raquo; <a href="help.html">E-mail to a Friend</a><br>&raquo; <a href="javascript:window.print()">Printer-Friendly Version</a><br>&raquo; <a href="help.html">Report this Job</a></font></td></tr>';
  h += '</table></td>';
  h += '</tr></table>';
  el.innerHTML = h;
})();
</script>"""

APPLY_BODY = """<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td height="8"></td></tr>
<tr><td id="applyhead"><font size="2">Loading...</font></td></tr>
<tr><td height="8"></td></tr>
<tr><td id="applybox">
<form name="applyform" method="post" action="/__submit/jobsdirect-apply" enctype="multipart/form-data" onsubmit="return checkForm(this);">
<input type="hidden" name="job_id" value="">
<input type="hidden" name="job_title" value="">
<table width="100%" border="0" cellspacing="0" cellpadding="1" bgcolor="#336699"><tr><td>
<table width="100%" border="0" cellspacing="0" cellpadding="6" bgcolor="#FFFFFF">
<tr><td colspan="2" bgcolor="#336699"><font size="2" color="#FFFFFF"><b>Online Application</b></font></td></tr>
<tr><td colspan="2" id="formerror" style="display:none"></td></tr>
<tr><td colspan="2"><font size="1" color="#666666">Fields marked with * are required.</font></td></tr>
<tr bgcolor="#F0F4FA">
<td width="170" valign="top"><font size="2"><b>Name *</b></font></td>
<td><input type="text" name="name" size="40" maxlength="100"></td>
</tr>
<tr>
<td valign="top"><font size="2"><b>E-mail *</b></font></td>
<td><input type="text" name="email" size="40" maxlength="100"></td>
</tr>
<tr bgcolor="#F0F4FA">
<td valign="top"><font size="2"><b>Phone</b></font></td>
<td><input type="text" name="phone" size="20" maxlength="30"></td>
</tr>
<tr>
<td valign="top"><font size="2"><b>Resume (paste or attach)</b></font></td>
<td><input type="file" name="resume" size="30"><br><font size="1" color="#666666">Word (.doc), PDF, RTF or plain text, 500 KB max.</font></td>
</tr>
<tr bgcolor="#F0F4FA">
<td valign="top"><font size="2"><b>Cover letter</b></font></td>
<td><textarea name="cover_letter" rows="8" cols="50" wrap="virtual"></textarea></td>
</tr>
<tr>
<td>&nbsp;</td>
<td><font size="2"><input type="checkbox" name="agree" value="yes"> I agree to the <a href="terms.html" target="_blank">Terms of Use</a> *</font></td>
</tr>
<tr bgcolor="#F0F4FA">
<td>&nbsp;</td>
<td><input type="submit" value="Send application"> &nbsp; <font size="1"><a href="search.html">Cancel</a></font></td>
</tr>
</table>
</td></tr></table>
</form>
</td></tr>
<tr><td><br><font size="1" color="#666666">Your application will be forwarded to the employer by e-mail. JobsDirect Midwest does not share your information with anyone except the employer you apply to. See our <a href="privacy.html">Privacy Policy</a>.</font></td></tr>
</table>
"""

APPLY_JS = r"""<script type="text/javascript" src="jobs.js"></script>
<script type="text/javascript">
function esc(s) {
  return String(s).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;");
}
function trim(s) { return s.replace(/^\s+|\s+$/g, ""); }
function checkForm(f) {
  var missing = [];
  if (trim(f.name.value) == "") missing.push("Name");
  if (trim(f.email.value) == "") missing.push("E-mail");
  if (!f.agree.checked) missing.push("Terms of Use");
  var box = document.getElementById("formerror");
  var msg = "";
  if (missing.length) {
    msg = "Please fill in: " + missing.join(", ");
  } else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trim(f.email.value))) {
    msg = "Please enter a valid E-mail address.";
  }
  if (msg) {
    box.innerHTML = '<font size="2" color="#CC0000"><b>' + esc(msg) + '</b></font>';
    box.style.display = "";
    window.scrollTo(0, 0);
    return false;
  }
  box.style.display = "none";
  return true;
}
(function () {
  var id = new URLSearchParams(location.search).get("id") || "";
  var j = null;
  for (var i = 0; i < JOBS.length; i++) if (JOBS[i].id == id) j = JOBS[i];
  var head = document.getElementById("applyhead");
  if (!j) {
    head.innerHTML = '<table width="100%" border="0" cellpadding="10" cellspacing="0" bgcolor="#FFF8DC"><tr><td><font size="3"><b>Job Not Found</b></font><br><br><font size="2">Sorry, this job is no longer accepting applications.<br><br><a href="search.html">Search all jobs</a></font></td></tr></table>';
    document.getElementById("applybox").style.display = "none";
    document.title = "Job Not Found - JobsDirect Midwest";
    return;
  }
  document.title = "Apply Online: " + j.title + " - JobsDirect Midwest";
  head.innerHTML = '<font size="2"><a href="job.html?id=' + j.id + '">&laquo; Back to Job Description</a></font><br><br>' +
    '<font size="4" color="#003366"><b>Apply for: ' + esc(j.title) + '</b></font><br>' +
    '<font size="2"><b>' + esc(j.company) + '</b> &ndash; ' + esc(j.location) + ' &nbsp; (Job ID ' + esc(j.id) + ')</font>';
  var f = document.forms["applyform"];
  f.job_id.value = j.id;
  f.job_title.value = j.title;
})();
</script>"""


INDEX_BODY = """<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td height="10"></td></tr>
<tr><td><font size="4" color="#003366"><b>Find a job close to home.</b></font><br><font size="2">__TOTAL__ jobs from Midwest employers, updated daily.</font><br><br></td></tr>
<tr><td>""" + search_box() + """</td></tr>
<tr><td height="12"></td></tr>
<tr><td>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>
<td width="50%" valign="top">
<table width="100%" border="0" cellspacing="0" cellpadding="5">
<tr><td bgcolor="#336699"><font size="2" color="#FFFFFF"><b>Browse Jobs by Category</b></font></td></tr>
<tr><td><font size="2">__CATLINKS__</font></td></tr>
</table>
</td>
<td width="10">&nbsp;</td>
<td width="50%" valign="top">
<table width="100%" border="0" cellspacing="0" cellpadding="5">
<tr><td bgcolor="#336699"><font size="2" color="#FFFFFF"><b>Browse Jobs by City</b></font></td></tr>
<tr><td><font size="2">__CITYLINKS__</font></td></tr>
</table>
</td>
</tr></table>
</td></tr>
<tr><td height="12"></td></tr>
<tr><td><font size="2"><b><a href="search.html">View All Jobs &raquo;</a></b> &nbsp; | &nbsp; <a href="search.html?age=1">Jobs Posted Today</a></font></td></tr>
</table>
"""


def static_page(title, heading, paras):
    body = f"""<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td height="10"></td></tr>
<tr><td><font size="4" color="#003366"><b>{heading}</b></font><br><br>
<font size="2">{"".join(f"<p>{p}</p>" for p in paras)}</font></td></tr>
</table>"""
    return page(f"{title} - JobsDirect Midwest", body)


# 1x1 transparent GIF
SPACER_GIF = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")


def favicon_ico():
    """16x16 32bpp ICO: navy square with a yellow bar (deterministic bytes)."""
    import struct
    w = h = 16
    pixels = b""
    for y in range(h):  # BMP rows bottom-up
        for x in range(w):
            if 3 <= y <= 5 and 2 <= x <= 13:
                pixels += bytes([0x00, 0xCC, 0xFF, 0xFF])  # BGRA yellow
            else:
                pixels += bytes([0x66, 0x33, 0x00, 0xFF])  # BGRA navy
    mask = b"\x00" * (4 * h)
    bih = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    img = bih + pixels + mask
    return struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", w, h, 0, 0, 1, 32, len(img), 22) + img


def main():
    jobs = build_jobs()
    by_id = {j["id"]: j for j in jobs}
    assert len(jobs) == 36 and len(by_id) == 36

    (HERE / "jobs.json").write_text(json.dumps(jobs, indent=1, ensure_ascii=False) + "\n")
    (HERE / "jobs.js").write_text("/* JobsDirect Midwest job data - generated by make_data.py */\nvar JOBS = "
                                  + json.dumps(jobs, ensure_ascii=False) + ";\n")
    (HERE / "spacer.gif").write_bytes(SPACER_GIF)
    (HERE / "favicon.ico").write_bytes(favicon_ico())

    cats_js = json.dumps([[k, v] for k, v in CATS])
    (HERE / "search.html").write_text(page("Jobs - JobsDirect Midwest", SEARCH_BODY, SEARCH_JS.replace("__CATS__", cats_js)))
    (HERE / "job.html").write_text(page("Job Details - JobsDirect Midwest", JOB_BODY, JOB_JS))
    (HERE / "apply.html").write_text(page("Apply Online - JobsDirect Midwest", APPLY_BODY, APPLY_JS))

    catlinks = "<br>".join(
        f'&raquo; <a href="search.html?cat={k}">{html.escape(v)}</a> ({len(filt(jobs, cat=k))})' for k, v in CATS)
    cities = ["Des Moines, IA", "Omaha, NE", "Kansas City, MO", "Minneapolis, MN", "Chicago, IL", "Wichita, KS", "Madison, WI", "Cedar Rapids, IA"]
    citylinks = "<br>".join(
        f'&raquo; <a href="search.html?{urlencode([("loc", c)])}">{html.escape(c)}</a>' for c in cities)
    (HERE / "index.html").write_text(page("JobsDirect Midwest - Find Jobs in Iowa, Nebraska, Minnesota and the Midwest",
                                          INDEX_BODY.replace("__TOTAL__", str(len(jobs)))
                                          .replace("__CATLINKS__", catlinks).replace("__CITYLINKS__", citylinks)))
    (HERE / "about.html").write_text(static_page("About Us", "About JobsDirect Midwest", [
        "JobsDirect Midwest has helped job seekers find work close to home since 2005.",
        "We collect job openings from hundreds of employers and staffing agencies across the Midwest and put them in one easy-to-search place."]))
    (HERE / "terms.html").write_text(static_page("Terms of Use", "Terms of Use", [
        "By using this web site you agree to these Terms of Use.",
        "1. Information you submit with an application is forwarded to the employer named in the job posting.",
        "2. You agree not to submit false or misleading information.",
        "3. JobsDirect Midwest does not guarantee that any job posting is accurate or still open."]))
    (HERE / "privacy.html").write_text(static_page("Privacy Policy", "Privacy Policy", [
        "We respect your privacy. Your resume and contact information are only sent to employers you apply to.",
        "We do not sell your personal information to third parties."]))
    (HERE / "employers.html").write_text(static_page("Employers", "Employers: Post a Job", [
        "Reach thousands of qualified Midwest job seekers. Job postings start at $49 for 30 days.",
        "Call our sales team at 1-800-555-0142 or e-mail sales@jobsdirect-midwest.example to get started."]))
    (HERE / "help.html").write_text(static_page("Help", "Help &amp; Contact", [
        "<b>How do I search for jobs?</b><br>Enter keywords such as a job title, skill or company name, and a city or ZIP code, then click Find Jobs.",
        "<b>How do I apply?</b><br>Click a job title, then click Apply Online and fill in the application form.",
        "<b>Contact us:</b> help@jobsdirect-midwest.example"]))

    # ---------- truth ----------
    def q(desc, **params):
        res = filt(jobs, **{k: v for k, v in params.items() if k != "page"})
        return {"url": qurl(**params), "description": desc, "ids": [j["id"] for j in res]}

    queries = {
        "start": q("every job reachable from the start page by walking all 3 result pages (15 per page)"),
        "search_nurse": q("Keywords = 'nurse' (matches title, company and description text)", kw="nurse"),
        "search_loc_des_moines": q("City or ZIP = 'Des Moines'", loc="Des Moines"),
        "search_zip_68102": q("City or ZIP = '68102' (Omaha ZIP; ZIP prefix match)", loc="68102"),
        "search_kw_loc": q("Keywords = 'manager' and City or ZIP = 'Chicago'", kw="manager", loc="Chicago"),
        "filter_part_time": q("Job Type = Part-time (sidebar link)", type="pt"),
        "filter_contract": q("Job Type = Contract (sidebar link)", type="ct"),
        "filter_today": q("Posted = Today (sidebar link)", age="1"),
        "filter_last7": q("Posted = Last 7 days (sidebar link)", age="7"),
        "filter_healthcare": q("Category = Healthcare (sidebar link)", cat="health"),
        "filter_it_fulltime": q("Category = Information Technology, then Job Type = Full-time", type="ft", cat="it"),
        "search_no_results": q("Keywords = 'astronaut' (no results)", kw="astronaut"),
    }
    # page-level expectations of the start view
    start_ids = queries["start"]["ids"]
    pages = {str(n + 1): start_ids[n * PAGE_SIZE:(n + 1) * PAGE_SIZE] for n in range((len(start_ids) + PAGE_SIZE - 1) // PAGE_SIZE)}

    counts = {
        "Job Type": {lbl: len(filt(jobs, type=k)) for k, lbl in TYPES},
        "Posted": {lbl: len(filt(jobs, age=k)) for k, lbl in AGES},
        "Category": {lbl: len(filt(jobs, cat=k)) for k, lbl in CATS},
    }
    assert counts["Job Type"] == {"Full-time": 27, "Part-time": 6, "Contract": 3}, counts
    assert counts["Posted"] == {"Today": 4, "Last 7 days": 15, "Last 30 days": 36}, counts

    truth = {
        "site": "table_aggregator",
        "platform_like": "2005-era regional job aggregator (table layout, e.g. JobsDirect / CareerBuilder-affiliate style)",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/search.html",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "filters": {
            "Job Type": [lbl for _, lbl in TYPES],
            "Posted": [lbl for _, lbl in AGES],
            "Category": [lbl for _, lbl in CATS],
        },
        "filter_params": {
            "Job Type": {lbl: f"type={k}" for k, lbl in TYPES},
            "Posted": {lbl: f"age={k}" for k, lbl in AGES},
            "Category": {lbl: f"cat={k}" for k, lbl in CATS},
        },
        "filter_counts_unfiltered": counts,
        "start_pages": pages,
        "queries": queries,
        "jobs": {
            j["id"]: {
                "title": j["title"],
                "company": j["company"],
                "location": j["location"],
                "work_mode": None,
                "job_type": j["type_label"],
                "department": j["cat_label"],
                "salary": j["salary"],
                "posted": j["posted"],
                "detail_url": f"/job.html?id={j['id']}",
                "apply_type": "easy_apply",
                "apply_url": f"/apply.html?id={j['id']}",
            } for j in jobs
        },
        "forms": {
            "jobsdirect-apply": {
                "url": "/apply.html",
                "submit_text": "Send application",
                "steps": 1,
                "method": "POST /__submit/jobsdirect-apply (multipart/form-data, normal navigating post)",
                "fields": [
                    {"label": "Name *", "name": "name", "type": "text", "required": True},
                    {"label": "E-mail *", "name": "email", "type": "text", "required": True},
                    {"label": "Phone", "name": "phone", "type": "text", "required": False},
                    {"label": "Resume (paste or attach)", "name": "resume", "type": "file", "required": False},
                    {"label": "Cover letter", "name": "cover_letter", "type": "textarea", "required": False},
                    {"label": "I agree to the Terms of Use *", "name": "agree", "type": "checkbox", "required": True, "value": "yes"},
                ],
                "hidden_fields": {"job_id": "the job's id", "job_title": "the job's title"},
                "validation": "JS onsubmit; no `required` attributes. Empty required fields -> red text at the top of the form "
                              "'Please fill in: Name, E-mail, Terms of Use' (only the missing ones, in that order) and no post. "
                              "A filled but malformed e-mail -> 'Please enter a valid E-mail address.'",
            }
        },
        "notes": (
            "Old table-layout aggregator: no <label>, no placeholders, no ARIA, no <th>. "
            "Search inputs kw / loc are identified only by the text in neighbouring cells ('Keywords:', 'City or ZIP:'). "
            "Filtering/search/paging are done by JS reading location.search on search.html (full page loads). "
            "Keyword search: every whitespace-separated word must occur (case-insensitive substring) in title + company + description. "
            "City or ZIP: 3-5 digits = ZIP prefix; a 2-letter word = state code; otherwise city substring, optional ', ST'. "
            "A new search from the box drops sidebar filters. Sidebar counts are the number of results that link gives "
            "(other selections kept); the active option is bold, unlinked, with a '[remove]' link; zero-count options are grey text. "
            "Posted 'Today' = posted on as_of (11/18/2026); 'Last 7 days' = as_of and the 6 days before. "
            "Listing order: date descending, then id descending. Pager: '« Prev 1 2 3 Next »' (current page bold, disabled ends grey text). "
            "Salary is shown only on the job page ('Not Specified' when null). 'department' in jobs = the aggregator's Category. "
            "Locations are 'City, ST' (one Canadian: 'Windsor, ON'); job pages append the ZIP/postal code. "
            "Every job's 'Apply Online' leads to /apply.html?id=<id>; the post lands on the server's generic confirmation page."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    print("jobs:", len(jobs), {k: len(v["ids"]) for k, v in queries.items()})
    print("counts:", counts)


if __name__ == "__main__":
    main()
