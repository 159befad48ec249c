#!/usr/bin/env python3
"""Generate JobFinder Pro: data file, static pages and truth.json.

Run from anywhere: python3 make_data.py
"""
import html
import json
import math
import re
from pathlib import Path
from urllib.parse import quote_plus

HERE = Path(__file__).resolve().parent
AS_OF = "2026-11-01"
PAGE_SIZE = 12
DECOYS_PER_PAGE = 5000
# 0-based index, in the combined list of a result page, of the 1st, 2nd, ... real job of that page
SLOTS = {
    1: [2, 9, 31, 147, 402, 866, 1390, 2045, 2777, 3460, 4188, 5011],
    2: [0, 5, 57, 233, 618, 1107, 1802, 2503, 3301, 3999, 4620, 5006],
}

# id, title, company, location, salary, job type, posted, company careers host
REAL = [
    ("jf-83421", "Data Analyst", "Lakeshore Health Partners", "Chicago, IL", "$65,000 - $80,000 a year", "Full-time", "3 days ago", "careers.lakeshorehealth.org"),
    ("jf-83577", "Senior Financial Analyst", "Midway Capital Group", "Chicago, IL 60606", "$95,000 - $115,000 a year", "Full-time", "Just posted", "midwaycapital.wd5.myworkdayjobs.com"),
    ("jf-80912", "Business Intelligence Analyst", "Northbridge Insurance", "Remote", None, "Full-time", "5 days ago", "jobs.northbridgeins.com"),
    ("jf-84105", "Marketing Analyst", "Calder & Finch Consumer Brands", "Chicago, IL", "$58,000 - $70,000 a year", "Full-time", "Today", "boards.greenhouse.io/calderfinch"),
    ("jf-79346", "Operations Analyst", "Prairie Freight Logistics", "Chicago, IL 60632", "$28 - $34 an hour", "Full-time", "1 day ago", "careers.prairiefreight.com"),
    ("jf-82268", "Credit Risk Analyst", "Loop Street Bank", "Chicago, IL", None, "Full-time", "6 days ago", "careers.loopstreetbank.com"),
    ("jf-85013", "Junior Business Analyst", "Westbrook Software", "Remote", "$55,000 - $65,000 a year", "Full-time", "2 days ago", "jobs.lever.co/westbrook"),
    ("jf-81730", "Supply Chain Analyst", "Great Lakes Foods Co.", "Chicago, IL 60607", None, "Full-time", "30+ days ago", "careers.greatlakesfoods.com"),
    ("jf-83990", "Healthcare Data Analyst", "Riverside Community Health", "Chicago, IL", "$70,000 - $85,000 a year", "Full-time", "4 days ago", "riversidehealth.icims.com"),
    ("jf-78854", "Pricing Analyst", "Windy City Auto Parts", "Chicago, IL", None, "Full-time", "14 days ago", "careers.windycityauto.com"),
    ("jf-84466", "FP&A Analyst", "Halsted Media Group", "Chicago, IL 60654", "$80,000 - $95,000 a year", "Full-time", "2 days ago", "halstedmedia.bamboohr.com"),
    ("jf-80021", "Research Analyst (Part-time)", "Urban Policy Institute", "Chicago, IL", "$25 - $30 an hour", "Part-time", "8 days ago", "urbanpolicy.org"),
    ("jf-82915", "Claims Analyst", "Northbridge Insurance", "Chicago, IL 60601", "$52,000 - $60,000 a year", "Full-time", "3 days ago", "jobs.northbridgeins.com"),
    ("jf-85240", "Product Analyst", "Westbrook Software", "Remote", "$90,000 - $110,000 a year", "Full-time", "Today", "jobs.lever.co/westbrook"),
    ("jf-79908", "Compliance Analyst", "Loop Street Bank", "Chicago, IL", None, "Full-time", "10 days ago", "careers.loopstreetbank.com"),
    ("jf-81476", "IT Business Systems Analyst", "Lakeshore Health Partners", "Chicago, IL", "$85,000 - $100,000 a year", "Full-time", "5 days ago", "careers.lakeshorehealth.org"),
    ("jf-83158", "Investment Analyst", "Midway Capital Group", "Chicago, IL 60606", None, "Full-time", "20 days ago", "midwaycapital.wd5.myworkdayjobs.com"),
    ("jf-84702", "Revenue Cycle Analyst", "Riverside Community Health", "Remote", "$60,000 - $72,000 a year", "Full-time", "1 day ago", "riversidehealth.icims.com"),
    ("jf-80659", "Data Quality Analyst (Contract)", "Prairie Freight Logistics", "Chicago, IL", "$40 - $48 an hour", "Contract", "7 days ago", "careers.prairiefreight.com"),
    ("jf-82483", "Procurement Analyst", "Great Lakes Foods Co.", "Chicago, IL", None, "Full-time", "12 days ago", "careers.greatlakesfoods.com"),
    ("jf-85519", "Workforce Management Analyst", "Clearpath Customer Care", "Remote", "$50,000 - $58,000 a year", "Full-time", "Just posted", "apply.clearpathcare.com"),
    ("jf-78231", "Real Estate Analyst", "Wabash Property Partners", "Chicago, IL 60603", "$75,000 - $90,000 a year", "Full-time", "30+ days ago", "wabashproperty.applytojob.com"),
    ("jf-81104", "Financial Analyst", "Lakefront University", "Chicago, IL", "$62,000 - $71,000 a year", "Full-time", "9 days ago", "jobs.lakefront.edu"),
    ("jf-84039", "Security Analyst", "Halsted Media Group", "Chicago, IL", None, "Full-time", "4 days ago", "halstedmedia.bamboohr.com"),
]

ABOUT = {
    "Lakeshore Health Partners": "Lakeshore Health Partners operates 14 outpatient clinics and two hospitals across Chicagoland.",
    "Midway Capital Group": "Midway Capital Group is a middle-market private equity and credit firm headquartered in the West Loop.",
    "Northbridge Insurance": "Northbridge Insurance provides property, casualty and specialty insurance to more than two million policyholders.",
    "Calder & Finch Consumer Brands": "Calder & Finch builds household and personal-care brands sold in 30,000 stores nationwide.",
    "Prairie Freight Logistics": "Prairie Freight Logistics runs intermodal and last-mile operations out of six Midwest hubs.",
    "Loop Street Bank": "Loop Street Bank is a community-focused commercial bank with 38 branches in Illinois and Indiana.",
    "Westbrook Software": "Westbrook Software makes scheduling and payments software for independent clinics. We are remote-first.",
    "Great Lakes Foods Co.": "Great Lakes Foods Co. manufactures and distributes packaged foods to grocery chains across North America.",
    "Riverside Community Health": "Riverside Community Health is a nonprofit network of community health centers serving 180,000 patients.",
    "Windy City Auto Parts": "Windy City Auto Parts is a distributor of aftermarket parts with 60 stores in the Midwest.",
    "Halsted Media Group": "Halsted Media Group owns local news, radio and digital brands in five Midwest markets.",
    "Urban Policy Institute": "The Urban Policy Institute is an independent, nonpartisan research center focused on cities.",
    "Clearpath Customer Care": "Clearpath Customer Care runs customer support operations for subscription and e-commerce brands.",
    "Wabash Property Partners": "Wabash Property Partners acquires and manages office and multifamily properties in the Midwest.",
    "Lakefront University": "Lakefront University is a private research university with 16,000 students on the lakefront.",
}

DUTIES = {
    "default": [
        "Collect, clean and analyze data from multiple internal systems",
        "Build and maintain recurring reports and dashboards for business stakeholders",
        "Identify trends and present findings and recommendations to leadership",
        "Partner with cross-functional teams to define metrics and improve processes",
        "Document data definitions, assumptions and methodologies",
    ],
    "finance": [
        "Prepare monthly, quarterly and annual forecasts and budget variance analysis",
        "Build financial models to support planning, pricing and investment decisions",
        "Partner with business leaders to understand drivers of performance",
        "Support month-end close and prepare management reporting packages",
        "Improve reporting processes and automate recurring analyses",
    ],
    "risk": [
        "Monitor portfolio and control metrics and escalate exceptions",
        "Perform reviews and testing against internal policies and regulatory requirements",
        "Prepare documentation for audits and regulatory examinations",
        "Recommend improvements to policies, procedures and controls",
    ],
}
QUALS = [
    "Bachelor's degree in business, finance, statistics, economics, computer science or a related field",
    "2+ years of experience in an analytical role",
    "Advanced Excel skills; experience with SQL and a BI tool (Tableau or Power BI) preferred",
    "Strong written and verbal communication skills",
    "Ability to manage multiple priorities and meet deadlines",
]
BENEFITS = ["Medical, dental and vision insurance", "401(k) with company match", "Paid time off and paid holidays",
            "Hybrid work schedule", "Tuition reimbursement", "Commuter benefits", "Employee assistance program",
            "Paid parental leave", "Life insurance", "Professional development budget"]


def esc(s):
    return html.escape(str(s), quote=True)


def duty_kind(title):
    t = title.lower()
    if any(w in t for w in ("financial", "fp&a", "investment", "pricing", "revenue", "real estate")):
        return "finance"
    if any(w in t for w in ("risk", "compliance", "claims", "security")):
        return "risk"
    return "default"


jobs = []
for i, (jid, title, company, loc, sal, jtype, posted, host) in enumerate(REAL):
    num = jid.split("-")[1]
    apply_url = f"https://{host}/jobs/{num}?utm_source=jobfinderpro&utm_medium=aggregator"
    if ".myworkdayjobs.com" in host:
        apply_url = f"https://{host}/en-US/External/job/Chicago-IL/{title.replace(' ', '-')}_R{num}"
    elif "greenhouse.io" in host:
        apply_url = f"https://{host}/jobs/{num}01?gh_src=jobfinderpro"
    elif "lever.co" in host:
        apply_url = f"https://{host}/{num}-7f3e-4b1c-9d2a-{num}{num[:2]}f0e1?lever-source=JobFinderPro"
    benefits = [BENEFITS[(i + k * 3) % len(BENEFITS)] for k in range(4)]
    duties = DUTIES[duty_kind(title)]
    jobs.append({
        "id": jid, "title": title, "company": company, "location": loc, "salary": sal, "jobType": jtype,
        "posted": posted, "url": f"/job/{jid}", "applyUrl": apply_url,
        "snippet": [duties[0], duties[1]],
        "_duties": duties, "_benefits": benefits,
    })
assert len(jobs) == 24 and len({j["id"] for j in jobs}) == 24


# ---------------------------------------------------------------- search logic (mirrors search.js)
def words(s):
    return [w for w in re.split(r"[^a-z0-9&+#]+", s.lower()) if w]


def matches(j, q, l):
    hay = f'{j["title"]} {j["company"]} {j["location"]} {j["jobType"]}'.lower()
    if any(w not in hay for w in words(q)):
        return False
    l = l.strip().lower()
    if l and l not in j["location"].lower() and j["location"] != "Remote":
        return False
    return True


def run(q="", l=""):
    return [j for j in jobs if matches(j, q, l)]


# ---------------------------------------------------------------- page chrome
LOGO = ('<svg width="160" height="30" viewBox="0 0 160 30" role="img" aria-label="JobFinder Pro">'
        '<rect x="0" y="3" width="24" height="24" rx="6" fill="#2557a7"/><path d="M7 15.5l4 4 7-8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>'
        '<text x="31" y="22" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#2557a7">JobFinder</text>'
        '<text x="127" y="22" font-family="Helvetica, Arial, sans-serif" font-size="19" font-weight="400" fill="#2d2d2d">Pro</text></svg>')


def header(q="", l=""):
    return f"""<header class="gnav" id="gnav-main-container">
  <div class="gnav-inner">
    <a class="gnav-logo" href="/" aria-label="JobFinder Pro home">{LOGO}</a>
    <nav class="gnav-links" aria-label="Main">
      <a href="/" class="gnav-link gnav-link--active">Home</a>
      <a href="/companies" class="gnav-link">Company reviews</a>
      <a href="/career/salaries" class="gnav-link">Find salaries</a>
    </nav>
    <div class="gnav-right">
      <a href="/account/login" class="gnav-link gnav-signin">Sign in</a>
      <span class="gnav-sep" aria-hidden="true"></span>
      <a href="/hire" class="gnav-link">Employers / Post Job</a>
    </div>
  </div>
</header>"""


def search_box(q="", l="", cls=""):
    return f"""<div class="jobsearch-Yosegi {cls}" id="jobsearch-Main">
  <form class="yosegi-InlineWhatWhere" id="jobsearch" action="/search" method="get" role="search">
    <div class="yosegi-InlineWhatWhere-primary">
      <div class="ww-field">
        <label for="text-input-what" class="ww-label">What</label>
        <input id="text-input-what" name="q" type="text" value="{esc(q)}" placeholder="Job title, keywords, or company" autocomplete="off" aria-label="search: Job title, keywords, or company">
      </div>
      <div class="ww-field">
        <label for="text-input-where" class="ww-label">Where</label>
        <input id="text-input-where" name="l" type="text" value="{esc(l)}" placeholder="City, state, zip code, or &quot;remote&quot;" autocomplete="off" aria-label="Edit location">
      </div>
      <button type="submit" class="yosegi-InlineWhatWhere-findJobs">Find jobs</button>
    </div>
  </form>
</div>"""


FOOTER_LINKS = [
    ("Browse jobs", "/browsejobs"), ("Browse companies", "/companies/browse"), ("Salaries", "/career/salaries"),
    ("JobFinder Events", "/events"), ("Work at JobFinder", "/about/careers"), ("Countries", "/worldwide"),
    ("About", "/about"), ("Help", "/support"), ("ESG at JobFinder", "/esg"), ("Career advice", "/career-advice"),
    ("Hiring Lab", "/hiring-lab"), ("Remote jobs", "/q-remote-jobs.html"), ("Part-time jobs", "/q-part-time-jobs.html"),
    ("Entry level jobs", "/q-entry-level-jobs.html"), ("Jobs by title", "/browsejobs/Title"),
    ("Jobs by category", "/browsejobs/Category"), ("Resume builder", "/career-services/resume-builder"),
    ("Resume samples", "/career-advice/resume-samples"), ("Interview tips", "/career-advice/interviewing"),
    ("Cover letter samples", "/career-advice/cover-letter-samples"), ("Employers: Post a job", "/hire"),
    ("Employer resources", "/hire/resources"), ("Pricing", "/hire/pricing"), ("Mobile apps", "/mobile"),
]
LEGAL_LINKS = [("Your Privacy Choices", "/legal/privacy-choices"), ("Accessibility at JobFinder", "/accessibility"),
               ("Privacy Center and Ad Choices", "/legal/privacy"), ("Cookies", "/legal/cookies"), ("Terms", "/legal/terms")]


def footer():
    links = "".join(f'<li><a href="{u}">{esc(t)}</a></li>' for t, u in FOOTER_LINKS)
    legal = "".join(f'<li><a href="{u}">{esc(t)}</a></li>' for t, u in LEGAL_LINKS)
    return f"""<footer class="icl-GlobalFooter" id="gnav-footer-container">
  <nav aria-label="Footer">
    <ul class="icl-GlobalFooter-links">{links}</ul>
  </nav>
  <div class="icl-GlobalFooter-legal">
    <span>© 2026 JobFinder Pro</span>
    <ul>{legal}</ul>
  </div>
</footer>"""


def page(title, body, scripts=(), body_class=""):
    sc = "\n".join(f'<script src="{s}"></script>' for s in scripts)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/css/jobfinder.css">
</head>
<body class="{body_class}">
{body}
{sc}
</body>
</html>
"""


def write(path, text):
    p = HERE / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


PEOPLE_ALSO = ["data analyst", "business analyst", "financial analyst", "remote analyst", "senior analyst",
               "entry level analyst", "analyst intern"]
CITY_LINKS = ["Chicago, IL", "New York, NY", "Los Angeles, CA", "Houston, TX", "Dallas, TX", "Atlanta, GA",
              "Boston, MA", "Denver, CO", "Seattle, WA", "Minneapolis, MN", "Milwaukee, WI", "Indianapolis, IN"]


def build_search():
    people = "".join(f'<li><a class="pas-link" href="/search?q={quote_plus(s)}">{esc(s)}</a></li>' for s in PEOPLE_ALSO)
    cities = "".join(f'<li><a href="/search?q=analyst&amp;l={quote_plus(c)}">Analyst jobs in {esc(c)}</a></li>' for c in CITY_LINKS)
    body = f"""{header()}
{search_box()}
<div class="jobsearch-JobsListLayout" id="jobsearch-layout">
  <main class="jobsearch-LeftPane" id="main" aria-labelledby="jobsearch-title">
    <div class="jobsearch-JobCountAndSortPane">
      <h1 class="jobsearch-title" id="jobsearch-title">Jobs</h1>
      <div class="jobsearch-JobCountAndSortPane-jobCount"><span id="job-count"></span></div>
      <div class="jobsearch-SortPane">Sort by: <strong>relevance</strong></div>
    </div>
    <div class="jobsearch-ResultsDisclaimer">Results include sponsored listings. Employers pay to have their jobs shown as &ldquo;Sponsored&rdquo;.</div>
    <div id="mosaic-provider-jobcards" class="mosaic mosaic-provider-jobcards">
      <ul class="css-zu9cdh eu4oa1w0" id="jobcards-list"></ul>
    </div>
    <div id="pagination-container"></div>
    <section class="jobsearch-RelatedLinks jobs-by-city" aria-labelledby="jobs-by-city-h">
      <h2 id="jobs-by-city-h">Jobs by city</h2>
      <ul class="related-links-grid">{cities}</ul>
    </section>
    <section class="jobsearch-RelatedLinks" aria-labelledby="related-salaries-h">
      <h2 id="related-salaries-h">Salary information</h2>
      <ul class="related-links-grid">
        <li><a href="/career/analyst/salaries/Chicago--IL">Analyst salaries in Chicago, IL</a></li>
        <li><a href="/career/data-analyst/salaries">Data Analyst salaries</a></li>
        <li><a href="/career/financial-analyst/salaries">Financial Analyst salaries</a></li>
        <li><a href="/career/business-analyst/salaries">Business Analyst salaries</a></li>
      </ul>
    </section>
  </main>
  <aside class="jobsearch-RightPane" aria-label="Related searches">
    <div class="pas-box">
      <h2 class="pas-title">People also searched</h2>
      <ul class="pas-list">{people}</ul>
    </div>
    <div class="pas-box pas-box--promo">
      <h2 class="pas-title">Get new jobs for this search by email</h2>
      <form class="alert-form" action="/__submit/jobfinder-job-alert" method="post">
        <label for="alert-email">Your email</label>
        <input id="alert-email" name="email" type="email" placeholder="you@example.com" required>
        <input type="hidden" name="q" id="alert-q" value="">
        <input type="hidden" name="l" id="alert-l" value="">
        <button type="submit">Activate</button>
      </form>
      <p class="pas-fine">By creating a job alert, you agree to our Terms. You can change your consent settings at any time.</p>
    </div>
  </aside>
</div>
<div id="jf-toast" class="jf-toast" role="status" aria-live="polite" hidden></div>
{footer()}"""
    write("search.html", page("Analyst Jobs | JobFinder Pro", body, scripts=("/assets/js/search-data.js", "/assets/js/search.js"), body_class="page-serp"))


def build_index():
    body = f"""{header()}
<main class="home" id="main">
  <h1 class="home-title">Your next job starts here</h1>
  {search_box(cls="jobsearch-Yosegi--home")}
  <section class="home-recent">
    <h2>Popular searches</h2>
    <ul class="related-links-grid">
      <li><a href="/search?q=analyst&amp;l=Chicago">Analyst jobs in Chicago</a></li>
      <li><a href="/search?q=data+analyst">Data analyst jobs</a></li>
      <li><a href="/search?q=analyst&amp;l=Remote">Remote analyst jobs</a></li>
    </ul>
  </section>
</main>
{footer()}"""
    write("index.html", page("JobFinder Pro: Job Search", body, body_class="page-home"))


def build_job(j):
    sal = f'<span class="salary">{esc(j["salary"])}</span><span class="jtype"> -  {esc(j["jobType"])}</span>' if j["salary"] else f'<span class="jtype">{esc(j["jobType"])}</span>'
    details = [("Job type", j["jobType"])]
    if j["salary"]:
        details.insert(0, ("Pay", j["salary"]))
    details_html = "".join(f'<div class="jd-row"><h3>{esc(a)}</h3><p>{esc(b)}</p></div>' for a, b in details)
    lis = lambda xs: "".join(f"<li>{esc(x)}</li>" for x in xs)
    loc_sentence = "This is a fully remote position open to candidates in the United States." if j["location"] == "Remote" else f"This position is based in our {j['location'].split(' 6')[0]} office."
    body = f"""{header()}
{search_box()}
<div class="jobsearch-ViewJobLayout" id="viewJobLayout">
  <div class="jobsearch-ViewJobLayout-backLink"><a href="/search?q=analyst&amp;l=Chicago" data-back-link>&larr; Back to search results</a></div>
  <main class="jobsearch-JobComponent" id="main" data-jk="{j["id"]}">
    <div class="jobsearch-InfoHeaderContainer">
      <h1 class="jobsearch-JobInfoHeader-title" data-testid="jobsearch-JobInfoHeader-title"><span>{esc(j["title"])}</span></h1>
      <div data-testid="jobsearch-CompanyInfoContainer" class="jobsearch-CompanyInfoContainer">
        <div data-company-name="true" class="jobsearch-CompanyName"><a href="/cmp/{re.sub(r'[^A-Za-z0-9]+', '-', j['company']).strip('-')}">{esc(j["company"])}</a></div>
        <div data-testid="inlineHeader-companyLocation" class="jobsearch-CompanyLocation"><div>{esc(j["location"])}</div></div>
      </div>
      <div id="salaryInfoAndJobType" class="jobsearch-SalaryJobType">{sal}</div>
    </div>
    <div id="jobsearch-ViewJobButtons-container" class="jobsearch-ViewJobButtons">
      <div id="applyButtonLinkContainer">
        <a class="jf-apply-btn" href="{esc(j["applyUrl"])}" target="_blank" rel="noopener nofollow" aria-label="Apply on company site (opens in a new tab)">Apply on company site
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z" fill="currentColor"/></svg></a>
      </div>
      <button type="button" class="jf-save-btn" aria-label="Save job" aria-pressed="false">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.4-9.3C1.2 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 6 3.5 4.6 7.2C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>
    </div>
    <div id="jobDetailsSection" class="jobsearch-JobDetails">
      <h2>Job details</h2>
      {details_html}
    </div>
    <div id="jobLocationSection" class="jobsearch-JobLocation"><h2>Location</h2><p>{esc(j["location"])}</p></div>
    <div id="jobDescriptionText" class="jobsearch-jobDescriptionText">
      <h2>Full job description</h2>
      <p>{esc(ABOUT[j["company"]])} We are hiring a <b>{esc(j["title"])}</b> to join our team. {esc(loc_sentence)}</p>
      <p><b>What you will do</b></p>
      <ul>{lis(j["_duties"])}</ul>
      <p><b>What you bring</b></p>
      <ul>{lis(QUALS)}</ul>
      <p><b>Benefits</b></p>
      <ul>{lis(j["_benefits"])}</ul>
      <p>{esc(j["company"])} is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.</p>
    </div>
    <div class="jobsearch-JobMetadataFooter">
      <span>{esc(j["posted"] if j["posted"] in ("Just posted", "Today") else "Posted " + j["posted"])}</span>
      <a href="/report-job?jk={j["id"]}">Report job</a>
    </div>
    <div class="jobsearch-ViewJobButtons jobsearch-ViewJobButtons--bottom">
      <a class="jf-apply-btn" href="{esc(j["applyUrl"])}" target="_blank" rel="noopener nofollow" aria-label="Apply on company site (opens in a new tab)">Apply on company site
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z" fill="currentColor"/></svg></a>
    </div>
  </main>
</div>
{footer()}"""
    write(f'job/{j["id"]}.html', page(f'{j["title"]} - {j["company"]} - {j["location"]} | JobFinder Pro', body, scripts=("/assets/js/job.js",), body_class="page-viewjob"))


def build_data():
    public = [{k: v for k, v in j.items() if not k.startswith("_")} for j in jobs]
    state = {"asOf": AS_OF, "pageSize": PAGE_SIZE, "decoysPerPage": DECOYS_PER_PAGE,
             "slots": {str(k): v for k, v in SLOTS.items()}, "jobs": public}
    write("assets/js/search-data.js", "/* generated by make_data.py - do not edit */\nwindow.JF_DATA = " + json.dumps(state, indent=1) + ";\n")


def page_layout(n_matched):
    """positions of the real jobs, per page, for a query matching n_matched jobs."""
    pages = max(1, math.ceil(n_matched / PAGE_SIZE)) if n_matched else 0
    out = {}
    for p in range(1, pages + 1):
        n = min(PAGE_SIZE, n_matched - (p - 1) * PAGE_SIZE)
        out[p] = SLOTS.get(p, SLOTS[2])[:n]
    return out


def build_truth():
    def q(url, desc, matched):
        lay = page_layout(len(matched))
        pages = {}
        for p, slots in lay.items():
            ids = [j["id"] for j in matched[(p - 1) * PAGE_SIZE: p * PAGE_SIZE]]
            pages[str(p)] = {"ids": ids, "positions": dict(zip(ids, slots)), "decoys": DECOYS_PER_PAGE,
                             "cards_total": DECOYS_PER_PAGE + len(ids)}
        return {"url": url, "description": desc, "ids": [j["id"] for j in matched], "count": len(matched),
                "pages": len(lay), "per_page": pages}

    queries = {
        "start": q("/search?q=analyst&l=Chicago", "all real jobs: page 1 and page 2 (?q=analyst&l=Chicago&page=2)", run("analyst", "Chicago")),
        "page_2": q("/search?q=analyst&l=Chicago&page=2", "page 2 only (its 12 real jobs among 5,000 sponsored cards)", run("analyst", "Chicago")[12:]),
        "data_analyst": q("/search?q=data+analyst", "'People also searched' link: data analyst", run("data analyst")),
        "financial_analyst_chicago": q("/search?q=financial+analyst&l=Chicago", "What = financial analyst, Where = Chicago", run("financial analyst", "Chicago")),
        "remote": q("/search?q=analyst&l=Remote", "Where = Remote", run("analyst", "Remote")),
        "business_analyst": q("/search?q=business+analyst", "'People also searched' link: business analyst", run("business analyst")),
        "no_results": q("/search?q=analyst+intern", "'People also searched' link: analyst intern (no real jobs; no sponsored cards either)", run("analyst intern")),
    }
    # page_2 positions belong to page 2 of the start query
    queries["page_2"]["per_page"] = {"2": queries["start"]["per_page"]["2"]}
    queries["page_2"]["pages"] = 1

    truth_jobs = {}
    start_pos = {}
    for p, d in queries["start"]["per_page"].items():
        for jid, pos in d["positions"].items():
            start_pos[jid] = (int(p), pos)
    for j in jobs:
        pg, pos = start_pos[j["id"]]
        truth_jobs[j["id"]] = {
            "id": j["id"], "title": j["title"], "company": j["company"], "location": j["location"],
            "work_mode": "Remote" if j["location"] == "Remote" else "On-site",
            "job_type": j["jobType"], "department": None, "salary": j["salary"], "posted": j["posted"],
            "url": j["url"], "detail_url": j["url"],
            "apply_type": "external", "apply_url": j["applyUrl"],
            "start_page": pg, "position_on_page": pos,
        }
    truth = {
        "site": "jobfinder_sponsored",
        "platform_like": "Indeed-style job aggregator (search results full of sponsored ads)",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": "/search?q=analyst&l=Chicago",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "pages": math.ceil(len(jobs) / PAGE_SIZE),
        "pager": {"nav": 'nav[aria-label="pagination"]', "next": "Next ›", "next_rel": "next", "prev": "‹ Previous", "param": "page"},
        "filters": {},
        "decoys": {
            "per_page": {str(p): DECOYS_PER_PAGE for p in SLOTS},
            "total_on_start_query": DECOYS_PER_PAGE * len(SLOTS),
            "label": "Sponsored",
            "markup": "li > div.cardOutline.tapItem.result.sponsoredJob[onclick] (no <a> inside or around); title in h2.jobTitle > span; a click shows the toast 'Sign up to see this job'",
            "toast": "Sign up to see this job",
            "generated": "assets/js/search.js, mulberry32 PRNG seeded from q|l|page: same URL, same cards",
        },
        "real_card_markup": "li > div.cardOutline.tapItem.result[data-jk] ... h2.jobTitle > a.jcs-JobTitle[href=/job/<id>]",
        "real_positions": {p: d["positions"] for p, d in queries["start"]["per_page"].items()},
        "queries": queries,
        "jobs": truth_jobs,
        "non_job_links": {
            "people_also_searched": [f"/search?q={quote_plus(s)}" for s in PEOPLE_ALSO],
            "jobs_by_city": [f"/search?q=analyst&l={quote_plus(c)}" for c in CITY_LINKS],
            "footer": [u for _, u in FOOTER_LINKS + LEGAL_LINKS],
        },
        "forms": {
            "jobfinder-job-alert": {"url": "/search", "submit_text": "Activate", "steps": 1,
                                     "fields": [{"label": "Your email", "name": "email", "type": "email", "required": True}],
                                     "note": "job-alert sidebar form, not an application"},
        },
        "notes": ("Every result page renders 5,000 sponsored decoy cards plus its real jobs (12 on each of the 2 start pages) in one <ul>; "
                  "positions are 0-based indexes in that list. The pager sits after the last card. Real jobs apply externally "
                  "('Apply on company site', target=_blank). Search: all words of q must occur in title, company, location or job type; "
                  "l must be a substring of the location, and Remote jobs match every l. A query with no real jobs shows no decoys."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for k, v in queries.items():
        print(k, v["count"], v["pages"])


def main():
    for p in (HERE / "job").glob("jf-*.html"):
        p.unlink()
    build_data()
    build_index()
    build_search()
    for j in jobs:
        build_job(j)
    build_truth()


if __name__ == "__main__":
    main()
