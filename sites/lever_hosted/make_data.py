#!/usr/bin/env python3
"""Generate the Lever-hosted style board for "Northwind Robotics".

Run:  python3 make_data.py
Writes (next to this file):
  northwind/index.html                     the board (all postings; JS filters by ?location/?team/?commitment)
  northwind/<uuid>/index.html              posting page
  northwind/<uuid>/apply/index.html        application form (POST /__submit/lever-application)
  northwind/<uuid>/thanks/index.html       "Application submitted!" page
  northwind/postings.json                  the data (same shape as Lever's public postings API, trimmed)
  index.html                               redirect to /northwind
  truth.json                               answers for the test-suite (never served)
Static assets (css/js/svg) live in static/ and are hand-written, not generated.
Everything is deterministic: ids are v4-shaped UUIDs hashed from fixed strings, no clock is read.
"""
import hashlib
import html
import json
import shutil
import uuid
from pathlib import Path
from urllib.parse import quote

HERE = Path(__file__).resolve().parent
BOARD = "northwind"
COMPANY = "Northwind Robotics"
COMPANY_SITE = "https://www.northwindrobotics.com"
AS_OF = "2026-11-01"
NS = uuid.UUID("6f1c3a52-9d0e-4b8e-a2f4-0c5e7d1b9a33")
FORM_NAME = "lever-application"

E = html.escape

# (title, team, sub-team, location, commitment, workplace, salary or None, flavour key)
JOBS = [
    ("Senior Backend Engineer, Fleet Platform", "Engineering", "Platform", "Berlin", "Full-time", "Hybrid", None, "backend"),
    ("Staff Software Engineer, Cloud Infrastructure", "Engineering", "Platform", "Remote - US", "Full-time", "Remote", "$185,000 - $225,000 a year", "infra"),
    ("Site Reliability Engineer", "Engineering", "Platform", "Amsterdam - Netherlands", "Full-time", "Hybrid", None, "infra"),
    ("Robotics Software Engineer, Motion Planning", "Engineering", "Autonomy", "Boston, MA", "Full-time", "On-site", "$150,000 - $190,000 a year", "robotics"),
    ("Perception Engineer (Computer Vision)", "Engineering", "Autonomy", "Boston, MA", "Full-time", "Hybrid", "$160,000 - $200,000 a year", "robotics"),
    ("Machine Learning Engineer, Grasping", "Engineering", "Autonomy", "Berlin", "Full-time", "Hybrid", None, "ml"),
    ("Embedded Firmware Engineer", "Engineering", "Embedded Software", "Austin, TX", "Full-time", "On-site", "$135,000 - $165,000 a year", "firmware"),
    ("Senior Frontend Engineer, Fleet Dashboard", "Engineering", "Web", "Toronto, ON, Canada", "Full-time", "Remote", "CA$140,000 - CA$170,000 a year", "frontend"),
    ("Software Engineering Intern (Summer 2027)", "Engineering", "Autonomy", "Boston, MA", "Internship", "On-site", "$45 - $55 an hour", "intern"),
    ("QA Automation Engineer", "Engineering", "Embedded Software", "Berlin", "Contract", "On-site", None, "qa"),
    ("Mechanical Engineer, End Effectors", "Hardware", "Mechanical", "Boston, MA", "Full-time", "On-site", "$125,000 - $155,000 a year", "mech"),
    ("Electrical Engineer, Power Systems", "Hardware", "Electrical", "Austin, TX", "Full-time", "On-site", "$130,000 - $160,000 a year", "elec"),
    ("Hardware Test Technician", "Hardware", "Test", "Austin, TX", "Contract", "On-site", "$32 - $38 an hour", "tech"),
    ("Senior Mechanical Design Engineer", "Hardware", "Mechanical", "Berlin", "Full-time", "On-site", None, "mech"),
    ("Manufacturing Engineer", "Operations", "Manufacturing", "Austin, TX", "Full-time", "On-site", "$110,000 - $135,000 a year", "mfg"),
    ("Supply Chain Planner", "Operations", "Supply Chain", "Amsterdam - Netherlands", "Full-time", "Hybrid", None, "supply"),
    ("Field Service Technician", "Operations", "Field Service", "London, England, United Kingdom", "Full-time", "On-site", None, "field"),
    ("Deployment Engineer", "Operations", "Field Service", "Toronto, ON, Canada", "Full-time", "On-site", "CA$95,000 - CA$115,000 a year", "field"),
    ("Account Executive, Enterprise", "Sales", "North America", "Remote - US", "Full-time", "Remote", "$130,000 - $150,000 a year", "sales"),
    ("Sales Development Representative", "Sales", "EMEA", "London, England, United Kingdom", "Full-time", "Hybrid", None, "sdr"),
    ("Solutions Engineer", "Sales", "EMEA", "Berlin", "Full-time", "Hybrid", None, "se"),
    ("Customer Success Manager", "Customer Success", "Accounts", "Amsterdam - Netherlands", "Full-time", "Hybrid", None, "csm"),
    ("Technical Support Specialist", "Customer Success", "Support", "Toronto, ON, Canada", "Part-time", "Remote", "CA$30 - CA$36 an hour", "support"),
    ("Product Marketing Manager", "Marketing", "Product Marketing", "San Francisco, CA", "Full-time", "Hybrid", "$145,000 - $175,000 a year", "pmm"),
    ("Content Writer", "Marketing", "Brand", "Remote - US", "Contract", "Remote", "$60 - $75 an hour", "content"),
    ("Technical Recruiter", "People", "Talent Acquisition", "London, England, United Kingdom", "Full-time", "Hybrid", None, "recruiter"),
]

FLAVOURS = {
    "backend": ("the services that schedule, monitor and update thousands of picking robots in our customers' warehouses",
                ["Design and build Go and Python services for fleet orchestration and telemetry", "Own APIs used by robots, our dashboard and customer WMS integrations", "Improve reliability and latency of the job-assignment pipeline", "Mentor engineers and lead design reviews"],
                ["5+ years building production backend systems", "Strong experience with distributed systems and PostgreSQL", "Comfort with Kubernetes and observability tooling", "Clear written communication in English"]),
    "infra": ("the cloud and edge infrastructure that keeps every Northwind robot connected",
              ["Run our Kubernetes platform across three cloud regions and on-site edge servers", "Build infrastructure-as-code with Terraform and improve our CI/CD", "Define SLOs and lead incident reviews", "Automate everything you have to do twice"],
              ["Hands-on experience operating Kubernetes in production", "Terraform, Prometheus and Grafana", "On-call experience and a calm approach to incidents", "Experience with networking (VPN, MQTT, TLS) is a plus"]),
    "robotics": ("how our robots see, plan and move safely among people",
                 ["Develop motion-planning and perception algorithms in C++ and Python", "Test on real hardware in our Boston lab every week", "Build simulation scenarios that catch regressions before they ship", "Work with hardware engineers on sensors and calibration"],
                 ["MS or PhD in robotics, computer science or a related field, or equivalent experience", "Strong C++ and ROS 2 experience", "Solid grounding in geometry, optimisation or computer vision", "Experience shipping software onto physical robots"]),
    "ml": ("the learned models that let our arms pick items they have never seen before",
           ["Train and evaluate grasp-prediction models on millions of real picks", "Build data pipelines from the fleet back to training", "Deploy models to GPUs on the robot with tight latency budgets", "Publish internally and occasionally externally"],
           ["Experience training deep-learning models with PyTorch", "Solid Python and good software engineering habits", "Understanding of 3D data (point clouds, depth images)", "Robotics experience is a plus, not a must"]),
    "firmware": ("the firmware running on our motor controllers, grippers and safety boards",
                 ["Write embedded C and Rust for ARM Cortex-M microcontrollers", "Bring up new boards with the electrical team", "Implement CAN and EtherCAT communication", "Own the firmware update path for the fleet"],
                 ["4+ years of embedded software experience", "Comfort with oscilloscopes and logic analysers", "Experience with RTOSes (Zephyr or FreeRTOS)", "Functional-safety experience (IEC 61508) is a plus"]),
    "frontend": ("the dashboard our customers use to watch and manage their robot fleets",
                 ["Build features in TypeScript and React for the fleet dashboard", "Turn live telemetry into clear, fast visualisations", "Own accessibility and performance for the web app", "Work closely with design and customer success"],
                 ["5+ years of frontend development", "Deep knowledge of TypeScript, React and modern CSS", "Experience with real-time data (WebSockets)", "An eye for detail and usability"]),
    "intern": ("a real project on our autonomy team during a 12-week summer internship",
               ["Ship a project with a mentor from the autonomy team", "Write C++ or Python that runs on our robots", "Present your work to the whole company at the end of summer"],
               ["Currently pursuing a BS, MS or PhD in computer science, robotics or similar", "Programming experience in C++ or Python", "Available from June to August 2027"]),
    "qa": ("the test automation that protects every firmware and software release",
           ["Build automated test rigs for firmware and robot software", "Maintain hardware-in-the-loop test benches", "Triage failures and work with developers to fix them"],
           ["3+ years in test automation", "Python and pytest", "Experience testing embedded or hardware products", "German is a plus"]),
    "mech": ("the grippers and end effectors at the tip of every Northwind arm",
             ["Design mechanisms and parts in SolidWorks from concept to production", "Build and test prototypes in our machine shop", "Run tolerance analysis and DFM reviews with suppliers", "Support failure analysis of parts returned from the field"],
             ["BS in mechanical engineering or equivalent", "3+ years of product design experience", "Strong CAD and GD&T skills", "Hands-on prototyping skills"]),
    "elec": ("the power electronics and battery systems of our mobile robots",
             ["Design power-distribution and battery-management boards", "Do schematic capture and layout review in Altium", "Validate designs in the lab and through certification", "Work with firmware on protection features"],
             ["BS in electrical engineering or equivalent", "Experience with power electronics above 48 V", "Altium or similar EDA tools", "Familiarity with UL and CE certification"]),
    "tech": ("the test lab where every new robot design is put through its paces",
             ["Run test procedures on prototypes and record the results", "Assemble test fixtures and cable harnesses", "Report defects clearly to engineering"],
             ["2+ years as a technician in electronics or mechatronics", "Able to read drawings and schematics", "Comfortable with hand and power tools"]),
    "mfg": ("the processes that turn our designs into hundreds of robots a month",
            ["Develop and document assembly processes for new products", "Improve yield and cycle time on our Austin line", "Qualify fixtures, tooling and suppliers", "Lead root-cause analysis for production issues"],
            ["BS in manufacturing, mechanical or industrial engineering", "3+ years in electromechanical manufacturing", "Lean and Six Sigma tools", "Experience scaling a product from pilot to volume"]),
    "supply": ("the plan that gets the right parts to our factory at the right time",
               ["Own the material plan for our European operations", "Work with suppliers on lead times and allocations", "Keep our ERP data clean and trustworthy"],
               ["3+ years in supply chain planning", "Advanced Excel and experience with an ERP", "Fluent English; Dutch is a plus"]),
    "field": ("installing and maintaining our robots at customer sites",
              ["Install and commission robots at customer warehouses", "Diagnose and repair mechanical, electrical and software issues", "Train customer staff on safe operation", "Travel to customer sites (about 40% of the time)"],
              ["Background in mechatronics, automation or field service", "Comfortable with Linux command line basics", "A valid driving licence", "Excellent customer manners"]),
    "sales": ("bringing Northwind robots to the largest retailers and 3PLs in North America",
              ["Own a territory of enterprise accounts from first call to signature", "Run complex sales cycles with operations, IT and finance buyers", "Work with solutions engineers on pilots and business cases", "Forecast accurately and keep the CRM up to date"],
              ["6+ years of enterprise B2B sales, ideally in automation or supply-chain software", "A track record of closing six- and seven-figure deals", "Willingness to travel"]),
    "sdr": ("the first conversations with warehouses across Europe",
            ["Research target accounts and start conversations by phone, email and LinkedIn", "Qualify opportunities and book meetings for account executives", "Share what you hear from the market with marketing"],
            ["1+ year in a sales or customer-facing role", "Curiosity about logistics and robotics", "Fluent English; another European language is a plus"]),
    "se": ("the technical side of every sale in Europe",
           ["Run discovery visits and map customer workflows", "Design robot cell layouts and ROI models", "Lead pilots together with our deployment team"],
           ["Background in industrial automation or intralogistics", "Comfortable presenting to technical and executive audiences", "German and English"]),
    "csm": ("our customers' success after the robots go live",
            ["Own a portfolio of customer accounts across the Benelux and Nordics", "Run business reviews and drive adoption", "Turn customer feedback into product input"],
            ["3+ years in customer success or account management", "Experience with B2B hardware or SaaS products", "Excellent written and spoken English"]),
    "support": ("the support desk our customers call when something needs attention",
                ["Answer customer tickets and calls (20-25 hours a week)", "Troubleshoot robots remotely with our tools", "Write and improve help-centre articles"],
                ["1+ year in technical support", "Patience and clear communication", "Available for some evening shifts"]),
    "pmm": ("how the world understands what Northwind robots do",
            ["Own positioning and messaging for our picking products", "Launch new features with product and sales", "Build sales enablement material and case studies"],
            ["5+ years in product marketing for B2B technology", "Strong writing and storytelling", "Experience in robotics, logistics or industrial tech is a plus"]),
    "content": ("our blog, case studies and technical articles",
                ["Write 4-6 articles a month for our blog and newsletter", "Interview engineers and customers for case studies", "Edit and polish content written by others"],
                ["A portfolio of published B2B or technical writing", "Ability to explain complex topics simply", "Reliable delivery on deadlines"]),
    "recruiter": ("hiring the engineers who build our robots",
                  ["Run full-cycle recruiting for engineering roles in Europe", "Partner with hiring managers on role design and interview plans", "Source candidates and build long-term talent pipelines", "Make every candidate's experience a good one"],
                  ["3+ years of technical recruiting, in-house or agency", "Experience hiring software or hardware engineers", "A structured, data-informed approach"]),
}

WHY = ("Northwind Robotics builds autonomous picking robots for warehouses. Our robots have handled more than "
       "400 million items for retailers and logistics companies on three continents, and we are growing fast.")
CLOSING = ("Northwind Robotics is an equal opportunity employer. We welcome applicants of every background and do not "
           "discriminate on the basis of race, religion, colour, national origin, gender, sexual orientation, age, "
           "marital status, veteran status or disability status. If you need an accommodation during the hiring "
           "process, tell your recruiter.")
BENEFITS = ["Competitive salary and equity", "Health, dental and vision cover (or the local equivalent)",
            "30 days of paid holiday (25 in North America)", "A yearly learning budget", "Parental leave of 20 weeks"]

EEO = {
    "Gender": ("eeo[gender]", ["Male", "Female", "Decline to self-identify"]),
    "Race": ("eeo[race]", [
        "Hispanic or Latino", "White (Not Hispanic or Latino)", "Black or African American (Not Hispanic or Latino)",
        "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)", "Asian (Not Hispanic or Latino)",
        "American Indian or Alaska Native (Not Hispanic or Latino)", "Two or More Races (Not Hispanic or Latino)",
        "Decline to self-identify"]),
    "Veteran status": ("eeo[veteran]", ["I am a veteran", "I am not a veteran", "Decline to self-identify"]),
}

Q_AUTH = "Are you legally authorized to work in the country of this job?"
Q_SPONSOR = "Will you now or in the future require sponsorship?"


def v4(key):
    """A version-4-shaped UUID (Lever's ids are random v4 UUIDs) derived deterministically from key."""
    return str(uuid.UUID(bytes=hashlib.sha256(f"{NS}:{key}".encode()).digest()[:16], version=4))


def job_id(title):
    return v4("posting:" + title)


# Lever custom-question cards are account-level templates, so the card id is the same on every posting.
CARD_ID = v4("card:work-authorization")


def build_jobs():
    jobs = []
    for (title, team, sub, loc, commit, wp, salary, flav) in JOBS:
        jid = job_id(title)
        jobs.append(dict(id=jid, title=title, team=team, subteam=sub, department=f"{team} \u2013 {sub}",
                         location=loc, commitment=commit, workplace=wp, salary=salary, flavour=flav,
                         url=f"/{BOARD}/{jid}", apply=f"/{BOARD}/{jid}/apply"))
    # Lever lists groups alphabetically and postings alphabetically inside each group.
    jobs.sort(key=lambda j: (j["team"], j["title"]))
    return jobs


def page(title, body, scripts=(), body_class=""):
    s = "".join(f'\n  <script src="{E(x)}"></script>' for x in scripts)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{E(title)}</title>
  <meta property="og:title" content="{E(title)}">
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/style.css">
</head>
<body class="{body_class}">
  <div class="main-header page-full-width section-wrapper">
    <div class="main-header-content page-centered narrow-section page-full-width">
      <a class="main-header-logo" href="{COMPANY_SITE}"><img alt="{E(COMPANY)}" src="/static/northwind-logo.svg"></a>
    </div>
  </div>
{body}
  <div class="main-footer page-full-width">
    <div class="main-footer-text page-centered">
      <p><a href="{COMPANY_SITE}">{E(COMPANY)} Home Page</a></p>
      <a class="image-link" href="https://lever.co/job-seeker-support/"><span>Jobs powered by </span><img alt="Lever logo" src="/static/lever-logo.svg"></a>
    </div>
  </div>{s}
</body>
</html>
"""


def categories_listing(j):
    return f"""          <div class="posting-categories">
            <span href="#" class="sort-by-location posting-category small-category-label location">{E(j['location'])}</span>
            <span href="#" class="sort-by-team posting-category small-category-label department">{E(j['department'])}</span>
            <span href="#" class="sort-by-commitment posting-category small-category-label commitment">{E(j['commitment'])}</span>
            <span class="display-inline-block small-category-label workplaceTypes">{E(j['workplace'])}</span>
          </div>"""


def categories_headline(j):
    # Lever's posting page writes the separators into the category text ("Berlin /").
    return f"""        <div class="posting-categories">
          <div href="#" class="sort-by-time posting-category medium-category-label width-202 capitalize-labels location">{E(j['location'])} /</div>
          <div href="#" class="sort-by-team posting-category medium-category-label capitalize-labels department">{E(j['department'])} /</div>
          <div href="#" class="sort-by-commitment posting-category medium-category-label capitalize-labels commitment">{E(j['commitment'])} /</div>
          <div href="#" class="sort-by-workplaceType posting-category medium-category-label capitalize-labels workplaceTypes">{E(j['workplace'])}</div>
        </div>"""


def filter_values(jobs):
    locs = sorted({j["location"] for j in jobs})
    teams = sorted({j["team"] for j in jobs})
    order = ["Full-time", "Part-time", "Contract", "Internship"]
    commits = [c for c in order if any(j["commitment"] == c for j in jobs)]
    return {"Location": ("location", locs), "Team": ("team", teams), "Work type": ("commitment", commits)}


def board_html(jobs):
    fbar = []
    for label, (param, values) in filter_values(jobs).items():
        items = [f'            <li><a class="category-link" href="/{BOARD}" data-param="{param}" data-value="">All</a></li>']
        for v in values:
            items.append(f'            <li><a class="category-link" href="/{BOARD}?{param}={quote(v)}" '
                         f'data-param="{param}" data-value="{E(v)}">{E(v)}</a></li>')
        fbar.append(f"""        <div class="filter-button-wrapper" tabindex="0" role="button" aria-haspopup="true" aria-expanded="false" aria-label="Filter by {label}: All" data-param="{param}" data-label="{label}">
          <div class="filter-button">{label}</div>
          <ul class="filter-popup">
{chr(10).join(items)}
          </ul>
        </div>""")
    groups = []
    teams = []
    for j in jobs:
        if j["team"] not in teams:
            teams.append(j["team"])
    for t in teams:
        posts = []
        for j in (x for x in jobs if x["team"] == t):
            posts.append(f"""      <div class="posting" data-qa-posting-id="{j['id']}">
        <div class="posting-apply" data-qa="btn-apply">
          <a href="{j['apply']}" class="posting-btn-submit template-btn-submit hex-color">Apply</a>
        </div>
        <a class="posting-title" href="{j['url']}">
          <h5 data-qa="posting-name">{E(j['title'])}</h5>
{categories_listing(j)}
        </a>
      </div>""")
        groups.append(f"""    <div class="postings-group">
      <div class="posting-category-title large-category-label">{E(t)}</div>
{chr(10).join(posts)}
    </div>""")
    body = f"""  <div class="content-wrapper">
    <div class="content">
      <div class="section-wrapper accent-section page-full-width">
        <div class="section page-centered">
      <div class="filter-bar" data-qa="filter-bar">
        <div class="filter-bar-inner">
{chr(10).join(fbar)}
        </div>
      </div>
        </div>
      </div>
      <div class="section-wrapper page-full-width">
        <div class="section page-centered">
  <div class="postings-wrapper">
{chr(10).join(groups)}
    <div class="no-postings-message" hidden>
      <h4>Sorry, no job openings at the moment.</h4>
      <p>There are no postings that match the filters you selected. <a href="/{BOARD}">See all jobs</a></p>
    </div>
  </div>
        </div>
      </div>
    </div>
  </div>"""
    return page(f"{COMPANY}", body, scripts=["/static/board.js"], body_class="list-page")


def description_sections(j):
    intro, do, bring = FLAVOURS[j["flavour"]]
    parts = [f"""    <div class="section page-centered" data-qa="job-description">
      <div><b>About Northwind Robotics</b></div>
      <div>{E(WHY)}</div>
      <div><br></div>
      <div><b>About the role</b></div>
      <div>As a {E(j['title'])} on our {E(j['department'])} team, you will work on {E(intro)}. This role is {E(j['workplace'].lower())}{'' if j['workplace'] == 'Remote' else ' in ' + E(j['location'])}.</div>
    </div>"""]
    for h, items in (("What you'll do", do), ("What you'll bring", bring), ("What we offer", BENEFITS)):
        lis = "\n".join(f"          <li>{E(x)}</li>" for x in items)
        parts.append(f"""    <div class="section page-centered">
      <h3>{E(h)}</h3>
      <div class="posting-requirements plain-list">
        <ul>
{lis}
        </ul>
      </div>
    </div>""")
    if j["salary"]:
        parts.append(f"""    <div class="section page-centered" data-qa="salary-range">
      <div>
        <h3>Pay range</h3>
        <div class="posting-salary"><span>{E(j['salary'])}</span></div>
        <div class="salary-note">The range above is the base pay we expect to offer for this role in {E(j['location'])}. Final pay depends on experience and skills.</div>
      </div>
    </div>""")
    parts.append(f"""    <div class="section page-centered" data-qa="closing-description">
      <div>{E(CLOSING)}</div>
    </div>""")
    return "\n".join(parts)


def headline(j, with_button):
    btn = ""
    if with_button:
        btn = f"""
      <div class="postings-btn-wrapper">
        <a class="postings-btn template-btn-submit hex-color" data-qa="show-page-apply" href="{j['apply']}">Apply for this job</a>
      </div>"""
    return f"""  <div class="content-wrapper posting-page">
  <div class="section-wrapper accent-section page-full-width">
    <div class="section page-centered posting-header">
      <div class="posting-headline">
        <h2>{E(j['title'])}</h2>
{categories_headline(j)}
      </div>{btn}
    </div>
  </div>"""


def detail_html(j):
    body = f"""{headline(j, True)}
  <div class="section-wrapper page-full-width">
{description_sections(j)}
    <div class="section page-centered last-section-apply" data-qa="btn-apply-bottom">
      <a class="postings-btn template-btn-submit hex-color" href="{j['apply']}">Apply for this job</a>
    </div>
  </div>
  </div>"""
    return page(f"{COMPANY} - {j['title']}", body, body_class="show-page")


def q(label, name, typ="text", required=False, extra="", cls=""):
    req = '<span class="required">\u2731</span>' if required else ""
    ra = ' required aria-required="true"' if required else ""
    return f"""          <li class="application-question {cls}">
            <label>
              <div class="application-label">{E(label)}{req}</div>
              <div class="application-field{' required-field' if required else ''}">
                <input type="{typ}" name="{name}"{ra}{extra}>
              </div>
            </label>
          </li>"""


def radio_card(field, label, hidden=False):
    opts = "\n".join(f"""                <li><label><input type="radio" name="cards[{CARD_ID}][{field}]" value="{v}" required><span class="application-answer-alternative">{v}</span></label></li>"""
                     for v in ("Yes", "No"))
    return f"""          <li class="application-question custom-question" data-field="{field}"{' hidden' if hidden else ''}>
            <div class="application-label full-width text">{E(label)}<span class="required">\u2731</span></div>
            <div class="application-field full-width required-field">
              <ul data-qa="multiple-choice" role="radiogroup" aria-label="{E(label)}">
{opts}
              </ul>
            </div>
          </li>"""


def base_template():
    return json.dumps({"id": CARD_ID, "text": "Work authorization", "fields": [
        {"type": "multiple-choice", "text": Q_AUTH, "required": True, "options": [{"text": "Yes"}, {"text": "No"}]},
        {"type": "multiple-choice", "text": Q_SPONSOR, "required": True, "options": [{"text": "Yes"}, {"text": "No"}],
         "prompt": {"dependsOn": "field0", "value": "No"}}]}, separators=(",", ":"))


def apply_html(j):
    eeo = []
    for label, (name, opts) in EEO.items():
        o = "".join(f'<option value="{E(x)}">{E(x)}</option>' for x in opts)
        eeo.append(f"""          <li class="application-question">
            <label>
              <div class="application-label">{E(label)}</div>
              <div class="application-field application-dropdown">
                <select name="{name}"><option value="">Select ...</option>{o}</select>
              </div>
            </label>
          </li>""")
    body = f"""{headline(j, False)}
  <div class="section-wrapper page-full-width">
    <form id="application-form" method="POST" action="/__submit/{FORM_NAME}" enctype="multipart/form-data" novalidate data-thanks="/{BOARD}/{j['id']}/thanks">
      <input type="hidden" name="postingId" value="{j['id']}">
      <input type="hidden" name="accountId" value="{v4('account')}">
      <input type="hidden" name="origin" value="">
      <input type="hidden" name="referer" value="">
      <div class="section application-form page-centered">
        <h4>Submit your application</h4>
        <ul>
          <li class="application-question resume">
            <label>
              <div class="application-label">Resume/CV<span class="required">\u2731</span></div>
              <div class="application-field required-field">
                <a class="postings-btn template-btn-utility visible-resume-upload">
                  <svg class="icon icon-paperclip" aria-hidden="true" width="12" height="14" viewBox="0 0 12 14"><path d="M9.5 6.5 5.6 10.4a2.3 2.3 0 0 1-3.2-3.2l4.6-4.6a1.5 1.5 0 0 1 2.1 2.1L4.6 9.2a.7.7 0 0 1-1-1l3.9-3.9" fill="none" stroke="currentColor" stroke-width="1.2" stroke-linecap="round"/></svg>
                  <span class="default-label">ATTACH RESUME/CV</span>
                  <input type="file" id="resume-upload-input" name="resume" class="application-file-input" data-qa="input-resume" required aria-required="true" accept=".pdf,.doc,.docx,.txt,.rtf,.odt">
                </a>
                <span class="filename" data-qa="resume-filename"></span>
              </div>
            </label>
          </li>
{q("Full name", "name", required=True, extra=' data-qa="name-input" autocomplete="name"')}
{q("Email", "email", typ="email", required=True, extra=' data-qa="email-input" autocomplete="email"')}
{q("Phone", "phone", typ="text", extra=' data-qa="phone-input" autocomplete="tel"')}
{q("Current company", "org", extra=' data-qa="org-input" autocomplete="organization"')}
        </ul>
      </div>
      <div class="section application-form page-centered">
        <h4>Links</h4>
        <ul>
{q("LinkedIn URL", "urls[LinkedIn]", extra=' data-qa="linkedin-input"')}
{q("Portfolio URL", "urls[Portfolio]", extra=' data-qa="portfolio-input"')}
        </ul>
      </div>
      <div class="section application-form page-centered">
        <div class="custom-question">
          <input type="hidden" name="cards[{CARD_ID}][baseTemplate]" value="{E(base_template())}">
          <ul>
{radio_card("field0", Q_AUTH)}
{radio_card("field1", Q_SPONSOR, hidden=True)}
          </ul>
        </div>
      </div>
      <div class="section application-form page-centered">
        <h4>Additional information</h4>
        <div class="application-additional">
          <textarea name="comments" aria-label="Additional information" placeholder="Add a cover letter or anything else you want to share."></textarea>
        </div>
      </div>
      <div class="section application-form page-centered eeo-section">
        <h4>U.S. Equal Employment Opportunity information <span class="optional">(Completion is voluntary and will not subject you to adverse treatment)</span></h4>
        <p class="eeo-text">Our company values diversity. To ensure that we comply with reporting requirements and to learn more about how we can increase diversity in our candidate pool, we invite you to voluntarily provide demographic information in a confidential survey at the end of this application. Providing this information is optional. It will not be accessible or used in the hiring process, and has no effect on your opportunity for employment.</p>
        <ul>
{chr(10).join(eeo)}
        </ul>
      </div>
      <div class="section page-centered last-section-apply">
        <div class="application-error-summary" role="alert" hidden></div>
        <button type="submit" id="btn-submit" class="postings-btn template-btn-submit hex-color" data-qa="btn-submit">Submit application</button>
      </div>
    </form>
  </div>
  </div>"""
    return page(f"{COMPANY} - {j['title']}", body, scripts=["/static/apply.js"], body_class="application-page")


def thanks_html(j):
    body = f"""  <div class="content-wrapper thanks-page">
  <div class="section-wrapper page-full-width">
    <div class="section page-centered application-confirmation" data-qa="msg-submit-success">
      <h3>Application submitted!</h3>
      <p>Thank you for applying to the {E(j['title'])} position at {E(COMPANY)}. We have received your application and our team will be in touch if your background is a good fit.</p>
      <p><a href="/{BOARD}">See all open positions</a></p>
    </div>
  </div>
  </div>"""
    return page(f"{COMPANY} - Application submitted", body, body_class="thanks-page")


def matches(j, location=None, team=None, commitment=None):
    return ((location is None or j["location"] == location) and (team is None or j["team"] == team)
            and (commitment is None or j["commitment"] == commitment))


def main():
    jobs = build_jobs()
    assert len(jobs) == 26 and len({j["id"] for j in jobs}) == 26
    out = HERE / BOARD
    if out.exists():
        shutil.rmtree(out)
    out.mkdir()
    (out / "index.html").write_text(board_html(jobs))
    for j in jobs:
        d = out / j["id"]
        (d / "apply").mkdir(parents=True)
        (d / "thanks").mkdir()
        (d / "index.html").write_text(detail_html(j))
        (d / "apply" / "index.html").write_text(apply_html(j))
        (d / "thanks" / "index.html").write_text(thanks_html(j))
    (out / "postings.json").write_text(json.dumps([
        {"id": j["id"], "text": j["title"], "categories": {"location": j["location"], "team": j["department"],
         "department": j["team"], "commitment": j["commitment"]}, "workplaceType": j["workplace"].lower(),
         "salary": j["salary"], "hostedUrl": j["url"], "applyUrl": j["apply"]} for j in jobs], indent=1))
    (HERE / "index.html").write_text(
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">'
        f'<meta http-equiv="refresh" content="0; url=/{BOARD}"><title>{E(COMPANY)}</title></head>'
        f'<body><a href="/{BOARD}">{E(COMPANY)} jobs</a></body></html>\n')

    ids = lambda **kw: [j["id"] for j in jobs if matches(j, **kw)]
    fv = filter_values(jobs)
    first = jobs[0]
    truth = {
        "site": "lever_hosted",
        "platform_like": "lever",
        "kind": "multi_page",
        "as_of": AS_OF,
        "start_url": f"/{BOARD}",
        "company": COMPANY,
        "page_size": None,
        "total_jobs": len(jobs),
        "search_input": False,
        "pagination": "none",
        "filters": {label: vals for label, (_, vals) in fv.items()},
        "queries": {
            "start": {"url": f"/{BOARD}", "description": "every posting on the board (one page, grouped by team)", "ids": ids()},
            "location_berlin": {"url": f"/{BOARD}?location=Berlin", "description": "Location = Berlin", "ids": ids(location="Berlin")},
            "location_london": {"url": f"/{BOARD}?location={quote('London, England, United Kingdom')}",
                                "description": "Location = London, England, United Kingdom",
                                "ids": ids(location="London, England, United Kingdom")},
            "team_engineering": {"url": f"/{BOARD}?team=Engineering", "description": "Team = Engineering", "ids": ids(team="Engineering")},
            "worktype_contract": {"url": f"/{BOARD}?commitment=Contract", "description": "Work type = Contract", "ids": ids(commitment="Contract")},
            "berlin_engineering": {"url": f"/{BOARD}?location=Berlin&team=Engineering",
                                   "description": "Location = Berlin and Team = Engineering", "ids": ids(location="Berlin", team="Engineering")},
            "austin_hardware_fulltime": {"url": f"/{BOARD}?location={quote('Austin, TX')}&team=Hardware&commitment=Full-time",
                                         "description": "Location = Austin, TX and Team = Hardware and Work type = Full-time",
                                         "ids": ids(location="Austin, TX", team="Hardware", commitment="Full-time")},
        },
        "jobs": {j["id"]: {
            "title": j["title"], "company": COMPANY, "location": j["location"], "work_mode": j["workplace"],
            "job_type": j["commitment"], "department": j["department"], "team": j["team"], "salary": j["salary"],
            "posted": None, "detail_url": j["url"], "apply_type": "easy_apply", "apply_url": j["apply"]} for j in jobs},
        "forms": {FORM_NAME: {
            "url": first["apply"], "submit_text": "Submit application", "steps": 1,
            "success_url": f"/{BOARD}/{first['id']}/thanks", "success_text": "Application submitted!",
            "fields": [
                {"label": "Resume/CV", "name": "resume", "type": "file", "required": True},
                {"label": "Full name", "name": "name", "type": "text", "required": True},
                {"label": "Email", "name": "email", "type": "email", "required": True},
                {"label": "Phone", "name": "phone", "type": "text", "required": False},
                {"label": "Current company", "name": "org", "type": "text", "required": False},
                {"label": "LinkedIn URL", "name": "urls[LinkedIn]", "type": "text", "required": False},
                {"label": "Portfolio URL", "name": "urls[Portfolio]", "type": "text", "required": False},
                {"label": Q_AUTH, "name": f"cards[{CARD_ID}][field0]", "type": "radio", "required": True, "options": ["Yes", "No"]},
                {"label": Q_SPONSOR, "name": f"cards[{CARD_ID}][field1]", "type": "radio", "required": True,
                 "options": ["Yes", "No"], "conditional": f"shown (and then required) only when '{Q_AUTH}' = No"},
                {"label": "Additional information", "name": "comments", "type": "textarea", "required": False},
                {"label": "Gender", "name": "eeo[gender]", "type": "select", "required": False, "options": EEO["Gender"][1]},
                {"label": "Race", "name": "eeo[race]", "type": "select", "required": False, "options": EEO["Race"][1]},
                {"label": "Veteran status", "name": "eeo[veteran]", "type": "select", "required": False, "options": EEO["Veteran status"][1]},
            ],
            "hidden_fields": ["postingId", "accountId", "origin", "referer", f"cards[{CARD_ID}][baseTemplate]"],
        }},
        "notes": (
            "Single employer board at /northwind (Lever jobs.lever.co style). No keyword search and no pagination: all 26 "
            "postings are on one page, grouped by team (groups and titles sorted alphabetically). Filters are hover/click "
            "dropdowns in div.filter-bar (Location, Team, Work type); each option is a link (?location=, ?team=, "
            "?commitment=) that reloads the page; selected params combine and the chosen value replaces the button label. "
            "Each popup also has an 'All' link that clears that filter. 'department' in jobs is the text of the "
            "span.department ('Engineering \u2013 Platform', en dash); the Team filter and the group headings use the top-level "
            "team ('Engineering'). Salary is not shown in the listing; it appears only on the posting page (Pay range "
            "section) for US/Canada roles. No posted dates (Lever does not show them). On the posting page the category "
            "texts carry Lever's trailing ' /' separators ('Berlin /'). Every posting has its own apply page "
            "/northwind/<uuid>/apply with the same form (form 'url' above is the first posting's); postingId hidden "
            "field carries the uuid. The sponsorship question is hidden until the work-authorization answer is 'No'. "
            "The form posts via fetch (multipart) to /__submit/lever-application and then navigates to "
            "/northwind/<uuid>/thanks ('Application submitted!'). Validation on submit: '\u2731 This field is required' "
            "under each empty required field, '\u2731 Please enter a valid email address' for a bad email."),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(jobs)} postings")


if __name__ == "__main__":
    main()
