#!/usr/bin/env python3
"""Generate the data snapshot, the per-job pages and truth.json of "TalentStack".

TalentStack is a US/India tech job board in the style of Glassdoor / Dice / LinkedIn job search:
a split view (job cards left, selected job right) rendered by static/js/app.js from
static/js/ts-data.js (the "server state" the SPA hydrates from).  Run:  python3 make_data.py
Deterministic: no clock, no unseeded randomness; ages are computed from AS_OF.
"""
import datetime as dt
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 27)
PAGE_SIZE = 15
START_Q, START_LOC = "data engineer", "Remote"
RNG = random.Random(20261127)

# key: name, rating (None = no rating), has logo, colour, careers site, ATS kind, HQ, about
EMPLOYERS = {
    "acme": ("Acme Analytics", 4.1, True, "#0caa41", "https://careers.acmeanalytics.com", "greenhouse", "Chicago, IL",
             "Acme Analytics builds retail demand-forecasting software used by 300 grocery chains."),
    "northwind": ("Northwind Health", 3.7, True, "#1861bf", "https://jobs.northwindhealth.org", "workday", "Minneapolis, MN",
                  "Northwind Health is a regional payer and provider network serving 2.1 million members."),
    "bluepeak": ("BluePeak Logistics", 3.4, True, "#2f4e9b", "https://bluepeaklogistics.com/careers", "lever", "Dallas, TX",
                 "BluePeak Logistics runs freight brokerage and last-mile delivery across North America."),
    "quantive": ("Quantive Labs", None, True, "#7b3fe4", "https://quantivelabs.io/jobs", "ashby", "San Francisco, CA",
                 "Quantive Labs is a Series B startup building an experimentation platform for product teams."),
    "infosphere": ("Infosphere Technologies", 3.9, True, "#e2571f", "https://careers.infospheretech.in", "custom", "Bengaluru, Karnataka",
                   "Infosphere Technologies is an IT services company with 18,000 engineers across India and the US."),
    "meridian": ("Meridian Bank", 3.8, True, "#003b5c", "https://careers.meridianbank.com", "workday", "Charlotte, NC",
                 "Meridian Bank is a commercial bank with $84B in assets and 420 branches."),
    "solstice": ("Solstice Energy", 4.3, False, "#f2a900", "https://solsticeenergy.com/careers", "greenhouse", "Austin, TX",
                 "Solstice Energy develops and operates utility-scale solar and storage projects."),
    "cartwheel": ("Cartwheel Commerce", 4.0, True, "#d6336c", "https://cartwheel.com/careers", "greenhouse", "New York, NY",
                  "Cartwheel Commerce powers checkout and loyalty for 9,000 online stores."),
    "vyapar": ("Vyapar Fintech", 4.4, True, "#5b2a86", "https://vyaparfintech.com/careers", "lever", "Mumbai, Maharashtra",
               "Vyapar Fintech offers lending and payments products to small merchants in India."),
    "helix": ("Helix Genomics", None, False, "#198754", "https://helixgenomics.bio/careers", "ashby", "Boston, MA",
              "Helix Genomics sequences and analyses tumour samples for oncology research."),
    "stratus": ("Stratus Cloudworks", 3.6, True, "#0d6efd", "https://stratuscloudworks.com/careers", "smartrecruiters", "Seattle, WA",
                "Stratus Cloudworks is a cloud consultancy and AWS Premier partner."),
    "kiteworks": ("Kiteworks Staffing Inc", 3.2, False, "#6c757d", "https://kiteworksstaffing.com/jobs", "custom", "Edison, NJ",
                  "Kiteworks Staffing places IT contractors with Fortune 500 clients."),
    "pinnacle": ("Pinnacle Insurance Group", 3.5, True, "#8a1538", "https://careers.pinnacleinsurance.com", "workday", "Hartford, CT",
                 "Pinnacle Insurance Group writes property and casualty insurance in 38 states."),
    "zenith": ("Zenith Mobility", 4.2, True, "#111111", "https://zenithmobility.com/careers", "greenhouse", "Hyderabad, Telangana",
               "Zenith Mobility builds ride-hailing and EV fleet software for Indian cities."),
    "orchard": ("Orchard Learning", 4.6, True, "#3d8b37", "https://orchardlearning.org/jobs", "lever", "Denver, CO",
                "Orchard Learning is a nonprofit building adaptive math courses for K-12 schools."),
    "tessellate": ("Tessellate AI", None, True, "#ff5a5f", "https://tessellate.ai/careers", "ashby", "Pune, Maharashtra",
                   "Tessellate AI builds document-understanding models for insurers and banks."),
}

ATS = {
    "greenhouse": "https://boards.greenhouse.io/{slug}/jobs/{n}?gh_src=talentstack",
    "lever": "https://jobs.lever.co/{slug}/{uuid}/apply?source=TalentStack",
    "workday": "https://{slug}.wd5.myworkdayjobs.com/en-US/External/job/{loc}/{title}_R{n}",
    "ashby": "https://jobs.ashbyhq.com/{slug}/{uuid}/application?utm_source=talentstack",
    "smartrecruiters": "https://jobs.smartrecruiters.com/{Slug}/{n}-{title}",
    "custom": "{site}/openings/{n}?src=talentstack",
}

# place key: card text, work mode, city-ish search text, IC code, country
PLACES = {
    "remote": ("Remote", "remote", "remote united states", "", "US"),
    "us": ("United States", "remote", "united states remote", "", "US"),
    "austin": ("Austin, TX", "onsite", "austin texas tx", "IC1139761", "US"),
    "nyc_h": ("Hybrid work in New York, NY", "hybrid", "new york ny", "IC1132348", "US"),
    "chicago": ("Chicago, IL", "onsite", "chicago illinois il", "IC1128808", "US"),
    "seattle_h": ("Hybrid work in Seattle, WA", "hybrid", "seattle washington wa", "IC1150505", "US"),
    "charlotte": ("Charlotte, NC", "onsite", "charlotte north carolina nc", "IC1138644", "US"),
    "dallas": ("Dallas, TX", "onsite", "dallas texas tx", "IC1139977", "US"),
    "sf_h": ("Hybrid work in San Francisco, CA", "hybrid", "san francisco california ca", "IC1147401", "US"),
    "boston": ("Boston, MA", "onsite", "boston massachusetts ma", "IC1154532", "US"),
    "blr": ("Bengaluru, Karnataka", "onsite", "bengaluru bangalore karnataka india", "IC2940587", "IN"),
    "blr_h": ("Hybrid work in Bengaluru, Karnataka", "hybrid", "bengaluru bangalore karnataka india", "IC2940587", "IN"),
    "hyd": ("Hyderabad, Telangana", "onsite", "hyderabad telangana india", "IC2865319", "IN"),
    "pune": ("Pune, Maharashtra", "onsite", "pune maharashtra india", "IC2856202", "IN"),
    "mum": ("Mumbai, Maharashtra", "onsite", "mumbai maharashtra india", "IC2851180", "IN"),
    "india": ("India", "remote", "india remote", "", "IN"),
}

# (employer, title, place, salary (lo, hi, "Employer"|"Glassdoor") or None, age days, easy apply, promoted,
#  employment chips, skills)
FT, W2, C2C, RH, DOE = "Full-time", "Contract - W2", "Contract - Corp-To-Corp", "Remote or Hybrid", "Depends on Experience"
JOBS = [
    ("acme", "Data Engineer", "remote", (120, 150, "Employer"), 3, False, False, [FT, RH], ["Python", "Airflow", "Snowflake", "data pipelines"]),
    ("northwind", "Senior Data Engineer", "chicago", (145, 175, "Employer"), 0, True, True, [FT, RH], ["Spark", "Databricks", "data modeling"]),
    ("infosphere", "Data Engineer - Azure", "blr", (6, 10, "Glassdoor"), 1, True, False, [FT, RH], ["Azure Data Factory", "SQL", "data engineering"]),
    ("kiteworks", "AWS Data Engineer (W2 only)", "dallas", None, 2, True, False, [W2, RH, DOE], ["AWS Glue", "Redshift", "PySpark", "data"]),
    ("quantive", "Analytics Engineer", "sf_h", (150, 190, "Employer"), 5, False, False, [FT, RH], ["dbt", "SQL", "Looker", "data modeling"]),
    ("meridian", "Data Engineer II", "charlotte", (110, 135, "Glassdoor"), 9, False, False, [FT, RH], ["Kafka", "Java", "data warehousing"]),
    ("solstice", "Lead Data Engineer", "austin", (165, 200, "Employer"), 4, False, True, [FT, RH], ["Python", "TimescaleDB", "data platform"]),
    ("vyapar", "Senior Data Engineer", "blr_h", (28, 40, "Employer"), 0, True, False, [FT, RH], ["Spark", "Kafka", "data lake"]),
    ("cartwheel", "Data Platform Engineer", "nyc_h", (160, 195, "Employer"), 12, False, False, [FT, RH], ["Kubernetes", "Trino", "data platform"]),
    ("bluepeak", "Big Data Engineer", "us", None, 38, True, False, [FT, RH], ["Hadoop", "Hive", "Scala", "big data"]),
    ("helix", "Bioinformatics Data Engineer", "boston", (130, 160, "Glassdoor"), 6, False, False, [FT, RH], ["Nextflow", "Python", "data pipelines"]),
    ("stratus", "Cloud Data Engineer", "seattle_h", (125, 155, "Glassdoor"), 1, True, False, [FT, RH, DOE], ["AWS", "Terraform", "data engineering"]),
    ("pinnacle", "ETL Developer", "remote", (95, 120, "Employer"), 21, False, False, [FT, RH], ["Informatica", "SQL Server", "data engineer"]),
    ("zenith", "Data Engineer", "hyd", (18, 26, "Glassdoor"), 2, True, False, [FT, RH], ["Flink", "Kafka", "data streaming"]),
    ("orchard", "Analytics Engineer", "remote", (105, 130, "Employer"), 7, True, False, [FT, RH], ["dbt", "BigQuery", "data modeling"]),
    ("tessellate", "ML Data Engineer", "pune", None, 10, False, False, [FT, RH], ["PyTorch", "Ray", "training data"]),
    ("kiteworks", "Snowflake Data Engineer", "us", None, 0, True, True, [C2C, W2, RH, DOE], ["Snowflake", "dbt", "data"]),
    ("acme", "Staff Data Engineer", "chicago", (185, 220, "Employer"), 15, False, False, [FT, RH], ["Spark", "Iceberg", "data architecture"]),
    ("infosphere", "Big Data Engineer", "hyd", (8, 14, "Glassdoor"), 4, True, False, [FT, RH], ["Spark", "Scala", "big data"]),
    ("meridian", "Senior Data Engineer - Risk", "charlotte", (140, 170, "Employer"), 3, False, False, [FT, RH], ["Python", "Kafka", "data quality"]),
    ("cartwheel", "Analytics Engineer II", "remote", (135, 160, "Employer"), 1, False, False, [FT, RH], ["dbt", "Snowflake", "data modeling"]),
    ("quantive", "Founding Data Engineer", "sf_h", (170, 210, "Employer"), 45, False, False, [FT, RH], ["ClickHouse", "Go", "data infrastructure"]),
    ("northwind", "Data Engineer - Claims", "remote", (100, 125, "Glassdoor"), 8, True, False, [FT, RH], ["SQL", "SSIS", "data engineering"]),
    ("vyapar", "Data Engineer", "mum", (15, 24, "Employer"), 6, True, False, [FT, RH], ["Airflow", "Python", "data pipelines"]),
    ("stratus", "Data Engineer (Contract)", "us", None, 2, True, False, [W2, C2C, RH, DOE], ["AWS", "Glue", "data migration"]),
    ("solstice", "Data Engineer, Grid Analytics", "austin", (120, 145, "Glassdoor"), 33, False, False, [FT, RH], ["Python", "PostgreSQL", "data"]),
    ("bluepeak", "Senior Analytics Engineer", "dallas", (125, 150, "Employer"), 11, False, False, [FT, RH], ["dbt", "Redshift", "data modeling"]),
    ("zenith", "Senior Data Engineer", "blr", (30, 45, "Employer"), 0, False, True, [FT, RH], ["Spark", "Delta Lake", "data lakehouse"]),
    ("pinnacle", "Data Warehouse Engineer", "remote", (110, 140, "Employer"), 17, True, False, [FT, RH], ["Teradata", "Snowflake", "data warehousing"]),
    ("helix", "Data Engineer, Research Platform", "remote", None, 1, False, False, [FT, RH], ["AWS", "Python", "data platform"]),
    ("orchard", "Data Engineering Manager", "remote", (150, 175, "Employer"), 26, False, False, [FT, RH], ["leadership", "Airflow", "data engineering"]),
    ("tessellate", "Data Engineer - NLP", "india", (20, 32, "Glassdoor"), 3, True, False, [FT, RH], ["Python", "Elasticsearch", "data pipelines"]),
    ("acme", "Junior Data Engineer", "remote", (80, 95, "Employer"), 0, True, False, [FT, RH], ["SQL", "Python", "data engineering"]),
    ("kiteworks", "GCP Data Engineer", "nyc_h", None, 5, True, False, [C2C, RH, DOE], ["BigQuery", "Dataflow", "data"]),
    ("infosphere", "Databricks Engineer", "blr_h", (12, 20, "Glassdoor"), 31, False, False, [FT, RH], ["Databricks", "PySpark", "data engineering"]),
    ("meridian", "Data Quality Engineer", "charlotte", (105, 125, "Glassdoor"), 14, False, False, [FT, RH], ["Great Expectations", "SQL", "data quality"]),
    ("cartwheel", "Streaming Data Engineer", "nyc_h", (155, 185, "Employer"), 4, False, False, [FT, RH], ["Kafka", "Flink", "data streaming"]),
    ("stratus", "Principal Data Engineer", "seattle_h", (205, 240, "Employer"), 40, False, False, [FT, RH], ["AWS", "architecture", "data platform"]),
    ("zenith", "Data Engineer - Maps", "hyd", None, 9, True, False, [FT, RH], ["PostGIS", "Spark", "geospatial data"]),
    ("northwind", "Healthcare Data Engineer", "us", (115, 140, "Employer"), 2, False, True, [FT, RH], ["HL7", "FHIR", "data integration"]),
    ("vyapar", "Analytics Engineer", "blr", (20, 30, "Glassdoor"), 13, False, False, [FT, RH], ["dbt", "Metabase", "data modeling"]),
    ("bluepeak", "Data Integration Engineer", "remote", (100, 120, "Glassdoor"), 6, True, False, [FT, RH], ["MuleSoft", "APIs", "data integration"]),
    ("quantive", "Data Engineer", "remote", None, 22, False, False, [FT, RH], ["Python", "Kafka", "data pipelines"]),
    ("pinnacle", "Python Data Engineer", "austin", (115, 135, "Employer"), 1, True, False, [FT, RH], ["Python", "Airflow", "data"]),
    ("tessellate", "Senior Data Engineer", "blr", (35, 55, "Employer"), 7, False, False, [FT, RH], ["Spark", "Kubernetes", "data platform"]),
]
assert len(JOBS) == 45, len(JOBS)

SPONSORED = [
    {"title": "Data Engineering Bootcamp: job-ready in 16 weeks", "provider": "Upskillr Academy", "rating": 4.7,
     "place": "Online course", "price": "$2,990 or $249/mo", "age": None,
     "url": "https://www.upskillr-academy.com/data-engineering-bootcamp?utm_source=talentstack&utm_medium=sponsored&utm_campaign=jobs_srp",
     "after": 3, "component": "light"},
    {"title": "Professional Certificate in Cloud Data Engineering (AWS)", "provider": "Crestline University Online", "rating": None,
     "place": "Online · Self-paced", "price": "Financial aid available", "age": None,
     "url": "https://online.crestline.edu/programs/cloud-data-engineering?src=ts_sponsored&placement=srp_2",
     "after": 17, "component": "shadow"},
    {"title": "Snowflake & dbt Masterclass for Data Engineers", "provider": "LearnLoop", "rating": 4.5,
     "place": "Live online · Starts Dec 7", "price": "₹14,999", "age": None,
     "url": "https://learnloop.in/courses/snowflake-dbt-masterclass?ref=talentstack_jobs",
     "after": 32, "component": "light"},
]


def slugify(s):
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", s.lower())).strip("-")


def fmt_age(d):
    if d == 0:
        return "24h"
    if d > 30:
        return "30d+"
    return f"{d}d"


def fmt_salary(sal, country):
    if not sal:
        return None
    lo, hi, src = sal
    if country == "US":
        return f"${lo}K - ${hi}K ({src} est.)"
    return f"₹{lo}L - ₹{hi}L ({src} est.)"


def description(j, emp):
    name, title, place = emp[0], j["title"], j["location"]
    sk = j["skills"]
    mode = {"remote": "This is a fully remote role", "hybrid": "This is a hybrid role (3 days a week in the office)",
            "onsite": "This role is based in our office; remote or hybrid work is considered for experienced candidates"}[j["work_mode"]]
    years = {"Junior": "0-2", "Senior": "5+", "Staff": "8+", "Principal": "10+", "Lead": "7+", "Founding": "5+"}
    yr = next((v for k, v in years.items() if title.startswith(k)), "3+")
    paras = [
        f"{emp[7]} We are hiring a {title} to join the data team and help us turn raw events into trusted, "
        f"well-modelled data that analysts, data scientists and product teams rely on every day.",
        f"{mode}. You will work closely with analytics, product and platform engineers, own pipelines end to end, "
        f"and take part in an on-call rotation shared by the team (roughly one week in eight).",
    ]
    resp = [
        f"Design, build and operate batch and streaming pipelines using {sk[0]} and {sk[1]}.",
        "Model data for analytics and machine learning; document datasets and their owners.",
        "Improve data quality with tests, monitoring and clear SLAs.",
        "Review code, mentor teammates and contribute to our engineering standards.",
        "Partner with stakeholders to translate business questions into data products.",
    ]
    qual = [
        f"{yr} years of experience in data engineering or backend software engineering.",
        "Strong SQL and Python (or Scala/Java).",
        f"Hands-on experience with {', '.join(sk[:-1])}.",
        "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
        "Clear written communication; comfortable working across time zones.",
    ]
    if j["country"] == "US":
        qual.append("Must be authorized to work in the United States; we are unable to sponsor visas for this role.")
        benefits = ["Medical, dental and vision insurance", "401(k) with 4% match", "Flexible PTO and 11 paid holidays",
                    "$1,500 yearly learning budget", "Home-office stipend"]
    else:
        benefits = ["Group health insurance for you and your family", "Provident fund and gratuity",
                    "Flexible working hours", "Annual learning allowance", "Internet reimbursement"]
    eeo = (f"{name} is an equal opportunity employer. We celebrate diversity and are committed to creating an "
           f"inclusive environment for all employees.")
    return {"paras": paras, "resp": resp, "qual": qual, "benefits": benefits, "eeo": eeo}


def build():
    jobs = []
    used_ids = set()
    for i, (ek, title, pk, sal, age, easy, promo, chips, skills) in enumerate(JOBS):
        emp = EMPLOYERS[ek]
        place = PLACES[pk]
        jl = 1009000000000 + 400000000 + RNG.randrange(10_000_000, 99_999_999)
        while jl in used_ids:
            jl += 1
        used_ids.add(jl)
        tslug, eslug = slugify(title), slugify(emp[0])
        slug = f"{tslug}-{eslug}"
        ko = f"KO0,{len(tslug)}_KE{len(tslug) + 1},{len(slug)}"
        jv = f"JV_{place[3]}_{ko}" if place[3] else f"JV_{ko}"
        path = f"/job-listing/{slug}-{jv}.htm"
        url = f"{path}?jl={jl}"
        n = jl % 10_000_000
        uuid = f"{jl % 0xffffffff:08x}-{n % 0xffff:04x}-4{n % 0xfff:03x}-a{(n * 7) % 0xfff:03x}-{(jl * 31) % 0xffffffffffff:012x}"
        ats = emp[5]
        apply_url = None
        if not easy:
            apply_url = ATS[ats].format(slug=eslug.replace("-", ""), Slug=emp[0].replace(" ", ""), n=n, uuid=uuid,
                                        loc=place[0].replace(", ", "-").replace(" ", "-") if place[3] else "Remote",
                                        title=title.replace(" ", "-").replace(",", "").replace("(", "").replace(")", ""),
                                        site=emp[4])
        posted = AS_OF - dt.timedelta(days=age)
        j = {
            "id": str(jl), "title": title, "company": emp[0], "employer_key": ek, "rating": emp[1],
            "logo": f"/static/logos/{ek}.svg" if emp[2] else None, "location": place[0], "work_mode": place[1],
            "loc_search": place[0].lower() + " " + place[2], "country": place[4],
            "salary": fmt_salary(sal, place[4]),
            "salary_min_usd_k": sal[0] if (sal and place[4] == "US") else None,
            "age": fmt_age(age), "age_days": age, "posted_date": posted.isoformat(),
            "promoted": promo, "easy_apply": easy, "apply_type": "easy_apply" if easy else "external",
            "url": url, "path": path, "apply_url": apply_url, "employment_types": chips, "skills": skills,
            "component": "shadow" if i % 2 == 0 else "light",
            "employer_site": emp[4], "employer_hq": emp[6],
        }
        j["description"] = description(j, emp)
        jobs.append(j)
    paths = [j["path"] for j in jobs]
    assert len(set(paths)) == len(paths)
    return jobs


# ---- search semantics (mirrored exactly in static/js/app.js) ----
def matches(j, q, loc, f):
    hay = (j["title"] + " " + j["company"] + " " + " ".join(j["skills"])).lower()
    for tok in re.split(r"[\s+]+", q.lower().strip()):
        if tok and tok not in hay:
            return False
    loc = loc.lower().strip()
    if loc and loc != "remote":       # every posting is remote-eligible ("Remote or Hybrid" chip)
        if not all(t in j["loc_search"] for t in re.split(r"[\s,]+", loc) if t):
            return False
    if f.get("easyApply") and not j["easy_apply"]:
        return False
    if f.get("remoteWorkType") and j["work_mode"] != "remote":
        return False
    if f.get("fromAge") and j["age_days"] > int(f["fromAge"]):
        return False
    if f.get("minSalary") and not (j["salary_min_usd_k"] and j["salary_min_usd_k"] * 1000 >= int(f["minSalary"])):
        return False
    if f.get("minRating") and not (j["rating"] and j["rating"] >= float(f["minRating"])):
        return False
    return True


def search(jobs, q=START_Q, loc=START_LOC, **f):
    return [j for j in jobs if matches(j, q, loc, f)]


FILTERS = {
    "Easy Apply only": [("Easy Apply only", "easyApply=true", {"easyApply": "true"})],
    "Remote only": [("Remote only", "remoteWorkType=1", {"remoteWorkType": "1"})],
    "Date posted": [("Last day", "fromAge=1", {"fromAge": "1"}), ("Last 3 days", "fromAge=3", {"fromAge": "3"}),
                    ("Last week", "fromAge=7", {"fromAge": "7"}), ("Last month", "fromAge=30", {"fromAge": "30"})],
    "Salary range": [("$50K+", "minSalary=50000", {"minSalary": "50000"}), ("$100K+", "minSalary=100000", {"minSalary": "100000"}),
                     ("$150K+", "minSalary=150000", {"minSalary": "150000"}), ("$200K+", "minSalary=200000", {"minSalary": "200000"})],
    "Company rating": [("4+ ★", "minRating=4", {"minRating": "4"}), ("3+ ★", "minRating=3", {"minRating": "3"})],
}


def logo_svg(name, colour):
    initials = "".join(w[0] for w in name.split()[:2]).upper()
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="10" fill="{colour}"/>'
            f'<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" '
            f'fill="#fff" text-anchor="middle">{initials}</text></svg>\n')


JOB_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} - {company} | {location} | TalentStack</title>
<meta name="description" content="{company} is hiring a {title} in {location}. See this and similar jobs on TalentStack.">
<link rel="canonical" href="https://www.talentstack.com{path}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/css/app.css">
</head>
<body class="css-1u8qly9">
<div id="__next" data-page="job-listing" data-jl="{id}"><div class="css-ubw9vg"><div class="LoadingSpinner_spinner__tYk3c" role="progressbar" aria-label="Loading"></div></div></div>
<script>window.__TS_PAGE__ = {{"page": "job-listing", "jl": "{id}"}};</script>
<script src="/static/js/ts-data.js"></script>
<script src="/static/js/app.js"></script>
</body>
</html>
"""


def main():
    jobs = build()
    start = search(jobs)
    assert len(start) == 45, len(start)
    (HERE / "static/logos").mkdir(parents=True, exist_ok=True)
    for k, e in EMPLOYERS.items():
        if e[2]:
            (HERE / f"static/logos/{k}.svg").write_text(logo_svg(e[0], e[3]))
    for s in SPONSORED:
        pass
    data = {"asOf": AS_OF.isoformat(), "pageSize": PAGE_SIZE,
            "jobs": [{k: v for k, v in j.items()} for j in jobs],
            "sponsored": SPONSORED}
    (HERE / "static/js").mkdir(parents=True, exist_ok=True)
    (HERE / "static/js/ts-data.js").write_text(
        "/* TalentStack SRP state snapshot (hydration payload) */\nwindow.__TS_STATE__ = "
        + json.dumps(data, ensure_ascii=False, indent=1) + ";\n", encoding="utf-8")
    jl_dir = HERE / "job-listing"
    jl_dir.mkdir(exist_ok=True)
    for old in jl_dir.glob("*.htm"):
        old.unlink()
    esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
    for j in jobs:
        (HERE / j["path"].lstrip("/")).write_text(JOB_PAGE.format(
            title=esc(j["title"]), company=esc(j["company"]), location=esc(j["location"]), path=j["path"], id=j["id"]),
            encoding="utf-8")

    # ---- truth ----
    def ids(lst):
        return [j["id"] for j in lst]

    filter_counts = {g: {label: len(search(jobs, **f)) for label, _, f in opts} for g, opts in FILTERS.items()}
    queries = {
        "start": {"url": "/jobs?q=data+engineer&loc=Remote",
                  "description": "q='data engineer', loc='Remote': all 45 postings (every posting is remote-eligible), 15 shown, 'Show more jobs' twice",
                  "ids": ids(start), "count": len(start)},
    }
    extra = [
        ("analytics", "/jobs?q=analytics+engineer&loc=Remote", "q='analytics engineer' (title, company and skills must contain every word)", dict(q="analytics engineer")),
        ("bengaluru", "/jobs?q=data+engineer&loc=Bengaluru", "loc='Bengaluru' (place text / city / state)", dict(loc="Bengaluru")),
        ("easy_apply", "/jobs?q=data+engineer&loc=Remote&easyApply=true", "Easy Apply only", dict(easyApply="true")),
        ("remote_only", "/jobs?q=data+engineer&loc=Remote&remoteWorkType=1", "Remote only: card place 'Remote', 'United States' or 'India'", dict(remoteWorkType="1")),
        ("last_3_days", "/jobs?q=data+engineer&loc=Remote&fromAge=3", "Date posted: Last 3 days (age <= 3 days)", dict(fromAge="3")),
        ("salary_150k", "/jobs?q=data+engineer&loc=Remote&minSalary=150000", "Salary range $150K+: USD salaries whose lower bound >= $150K (INR and no-salary postings drop out)", dict(minSalary="150000")),
        ("rating_4", "/jobs?q=data+engineer&loc=Remote&minRating=4", "Company rating 4+ (unrated employers drop out)", dict(minRating="4")),
        ("easy_remote", "/jobs?q=data+engineer&loc=Remote&easyApply=true&remoteWorkType=1", "Easy Apply only + Remote only", dict(easyApply="true", remoteWorkType="1")),
        ("snowflake", "/jobs?q=snowflake&loc=", "q='snowflake', no location", dict(q="snowflake", loc="")),
    ]
    for key, url, desc, kw in extra:
        r = search(jobs, **kw)
        queries[key] = {"url": url, "description": desc, "ids": ids(r), "count": len(r)}

    # position in the rendered list (sponsored cards interleaved)
    order = []
    spons = {s["after"]: s for s in SPONSORED}
    for idx, j in enumerate(start, 1):
        order.append(j["id"])
        if idx in spons:
            order.append("sponsored:" + spons[idx]["title"])
    truth_jobs = {}
    for idx, j in enumerate(start):
        truth_jobs[j["id"]] = {
            "id": j["id"], "title": j["title"], "company": j["company"], "rating": j["rating"],
            "location": j["location"], "work_mode": j["work_mode"], "job_type": j["employment_types"][0],
            "employment_types": j["employment_types"], "department": None,
            "salary": j["salary"], "posted": j["age"], "age": j["age"], "posted_date": j["posted_date"],
            "promoted": j["promoted"], "easy_apply": j["easy_apply"], "apply_type": j["apply_type"],
            "url": j["url"], "detail_url": j["url"], "jobId_url": f"/jobs?q=data+engineer&loc=Remote&jobId={j['id']}",
            "apply_url": j["apply_url"],
            "card_component": "ts-job-card (open shadow root)" if j["component"] == "shadow" else "light-DOM li",
            "start_position": idx + 1, "start_batch": idx // PAGE_SIZE + 1,
            "skills": j["skills"], "has_logo": bool(j["logo"]),
        }
    truth = {
        "site": "talentstack_split",
        "platform_like": "Glassdoor / Dice / LinkedIn job search (split-view SPA: card list left, selected job right)",
        "kind": "spa",
        "as_of": AS_OF.isoformat(),
        "start_url": "/jobs?q=data+engineer&loc=Remote",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "load_more",
        "pagination_detail": {
            "button_text": "Show more jobs", "selector": "button[data-test='load-more']", "batch": PAGE_SIZE,
            "clicks_to_all": 2, "url_changes": False,
            "note": "appends 15 cards each click; button disappears when all results are shown; no page numbers",
        },
        "filters": {g: [o[0] for o in opts] for g, opts in FILTERS.items()},
        "filter_params": {g: {o[0]: o[1] for o in opts} for g, opts in FILTERS.items()},
        "filter_counts": filter_counts,
        "queries": queries,
        "jobs": truth_jobs,
        "decoys": {
            "sponsored": [{"title": s["title"], "provider": s["provider"], "label": "Sponsored", "url": s["url"],
                           "after_job": s["after"], "component": s["component"]} for s in SPONSORED],
            "other": ["Sign in to see more jobs and salaries (modal after 3 card clicks)",
                      "'Similar jobs' / 'People also searched' links on the job page are search links, not jobs"],
        },
        "start_list_order": order,
        "forms": {
            "talentstack-apply": {
                "url": "any Easy Apply job: /jobs?...&jobId=<id> (detail pane) or its /job-listing/... page",
                "opened_by": "button 'Easy Apply' in the detail pane (external jobs have an 'Apply' link with target=_blank instead)",
                "submit_text": "Submit application", "steps": 3,
                "step_buttons": ["Next", "Next", "Submit application"],
                "transport": "fetch POST multipart/form-data to /__submit/talentstack-apply",
                "success_text": "Your application was sent to <employer>",
                "fields": [
                    {"step": 1, "label": "First name", "name": "firstName", "type": "text", "required": True},
                    {"step": 1, "label": "Last name", "name": "lastName", "type": "text", "required": True},
                    {"step": 1, "label": "Email", "name": "email", "type": "email", "required": True},
                    {"step": 1, "label": "Phone", "name": "phone", "type": "tel", "required": False},
                    {"step": 2, "label": "Resume", "name": "resume", "type": "file", "required": True},
                    {"step": 2, "label": "Are you authorized to work in the US?", "name": "workAuthorization", "type": "radio",
                     "options": ["Yes", "No"], "required": True},
                    {"step": 2, "label": "Desired salary", "name": "desiredSalary", "type": "text", "required": False},
                    {"step": 0, "label": "(hidden)", "name": "jobListingId", "type": "hidden", "required": False},
                ],
                "validation": "'Next' stays on the step and shows 'Enter your first name' / 'Enter your last name' / "
                              "'Enter a valid email address' / 'Upload your resume' / 'Select an answer' under the field",
            },
            "signin-modal": {"title": "Sign in to see more jobs and salaries", "close": "button[aria-label='Close'] (×)",
                             "trigger": "third click on a job card (once per page load)", "note": "not an application form"},
        },
        "notes": (
            "Split view SPA at /jobs (jobs/index.html). Query params: q, loc, easyApply=true, remoteWorkType=1, "
            "fromAge=1|3|7|30, minSalary=50000|100000|150000|200000, minRating=3|4, jobId. Clicking a card (not with "
            "ctrl/meta/middle button) does not navigate: history.pushState adds jobId=<id> and the right pane renders the job; "
            "the first result is selected by default without jobId. Cards alternate: even positions (1st, 3rd, ...) of the "
            "start list are <ts-job-card> custom elements with an OPEN shadow root holding the markup (newer component, emotion "
            "css-xxxx classes, data-testid), odd positions are light-DOM <li class='JobsList_jobListItem__...'> cards (CSS "
            "modules classes, data-test). Company row shows the employer name then its rating in a separate span ('4.1 ★'); "
            "three employers have no rating. Some cards are 'Promoted' (real jobs). 3 'Sponsored' training-course cards "
            "(decoys) link off-site with target=_blank. Every posting is remote-eligible, so loc=Remote returns all 45. "
            "Search: every word of q must appear in title, employer or skills. Salary: USD '$120K - $150K (Employer est.)' "
            "or INR '₹6L - ₹10L (Glassdoor est.)' or none. Age '24h' (posted today), 'Nd', '30d+'. Detail pane and "
            "/job-listing/... pages show chips (Full-time, Contract - W2, Contract - Corp-To-Corp, Remote or Hybrid, "
            "Depends on Experience), the long 'Job description' (clipped, 'Show more'), and either 'Easy Apply' (3-step "
            "modal) or 'Apply' (external ATS link, target=_blank). Filter dropdown options show counts for the current q/loc "
            "(without the other filters). A cookie banner sits at the bottom until dismissed (in-memory)."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print("jobs", len(jobs), "filter_counts", json.dumps(filter_counts, ensure_ascii=False))
    for k, v in queries.items():
        print(k, v["count"])


if __name__ == "__main__":
    main()
