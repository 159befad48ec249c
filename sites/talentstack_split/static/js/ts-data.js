/* TalentStack SRP state snapshot (hydration payload) */
window.__TS_STATE__ = {
 "asOf": "2026-11-27",
 "pageSize": 15,
 "jobs": [
  {
   "id": "1009414951486",
   "title": "Data Engineer",
   "company": "Acme Analytics",
   "employer_key": "acme",
   "rating": 4.1,
   "logo": "/static/logos/acme.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$120K - $150K (Employer est.)",
   "salary_min_usd_k": 120,
   "age": "3d",
   "age_days": 3,
   "posted_date": "2026-11-24",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineer-acme-analytics-JV_KO0,13_KE14,28.htm?jl=1009414951486",
   "path": "/job-listing/data-engineer-acme-analytics-JV_KO0,13_KE14,28.htm",
   "apply_url": "https://boards.greenhouse.io/acmeanalytics/jobs/4951486?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "Airflow",
    "Snowflake",
    "data pipelines"
   ],
   "component": "shadow",
   "employer_site": "https://careers.acmeanalytics.com",
   "employer_hq": "Chicago, IL",
   "description": {
    "paras": [
     "Acme Analytics builds retail demand-forecasting software used by 300 grocery chains. We are hiring a Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and Airflow.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, Airflow, Snowflake.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Acme Analytics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009489530162",
   "title": "Senior Data Engineer",
   "company": "Northwind Health",
   "employer_key": "northwind",
   "rating": 3.7,
   "logo": "/static/logos/northwind.svg",
   "location": "Chicago, IL",
   "work_mode": "onsite",
   "loc_search": "chicago, il chicago illinois il",
   "country": "US",
   "salary": "$145K - $175K (Employer est.)",
   "salary_min_usd_k": 145,
   "age": "24h",
   "age_days": 0,
   "posted_date": "2026-11-27",
   "promoted": true,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/senior-data-engineer-northwind-health-JV_IC1128808_KO0,20_KE21,37.htm?jl=1009489530162",
   "path": "/job-listing/senior-data-engineer-northwind-health-JV_IC1128808_KO0,20_KE21,37.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Databricks",
    "data modeling"
   ],
   "component": "light",
   "employer_site": "https://jobs.northwindhealth.org",
   "employer_hq": "Minneapolis, MN",
   "description": {
    "paras": [
     "Northwind Health is a regional payer and provider network serving 2.1 million members. We are hiring a Senior Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Databricks.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Databricks.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Northwind Health is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009445112813",
   "title": "Data Engineer - Azure",
   "company": "Infosphere Technologies",
   "employer_key": "infosphere",
   "rating": 3.9,
   "logo": "/static/logos/infosphere.svg",
   "location": "Bengaluru, Karnataka",
   "work_mode": "onsite",
   "loc_search": "bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹6L - ₹10L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "1d",
   "age_days": 1,
   "posted_date": "2026-11-26",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-azure-infosphere-technologies-JV_IC2940587_KO0,19_KE20,43.htm?jl=1009445112813",
   "path": "/job-listing/data-engineer-azure-infosphere-technologies-JV_IC2940587_KO0,19_KE20,43.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Azure Data Factory",
    "SQL",
    "data engineering"
   ],
   "component": "shadow",
   "employer_site": "https://careers.infospheretech.in",
   "employer_hq": "Bengaluru, Karnataka",
   "description": {
    "paras": [
     "Infosphere Technologies is an IT services company with 18,000 engineers across India and the US. We are hiring a Data Engineer - Azure to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Azure Data Factory and SQL.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Azure Data Factory, SQL.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Infosphere Technologies is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009450575741",
   "title": "AWS Data Engineer (W2 only)",
   "company": "Kiteworks Staffing Inc",
   "employer_key": "kiteworks",
   "rating": 3.2,
   "logo": null,
   "location": "Dallas, TX",
   "work_mode": "onsite",
   "loc_search": "dallas, tx dallas texas tx",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "2d",
   "age_days": 2,
   "posted_date": "2026-11-25",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/aws-data-engineer-w2-only-kiteworks-staffing-inc-JV_IC1139977_KO0,25_KE26,48.htm?jl=1009450575741",
   "path": "/job-listing/aws-data-engineer-w2-only-kiteworks-staffing-inc-JV_IC1139977_KO0,25_KE26,48.htm",
   "apply_url": null,
   "employment_types": [
    "Contract - W2",
    "Remote or Hybrid",
    "Depends on Experience"
   ],
   "skills": [
    "AWS Glue",
    "Redshift",
    "PySpark",
    "data"
   ],
   "component": "light",
   "employer_site": "https://kiteworksstaffing.com/jobs",
   "employer_hq": "Edison, NJ",
   "description": {
    "paras": [
     "Kiteworks Staffing places IT contractors with Fortune 500 clients. We are hiring a AWS Data Engineer (W2 only) to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using AWS Glue and Redshift.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with AWS Glue, Redshift, PySpark.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Kiteworks Staffing Inc is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009482620224",
   "title": "Analytics Engineer",
   "company": "Quantive Labs",
   "employer_key": "quantive",
   "rating": null,
   "logo": "/static/logos/quantive.svg",
   "location": "Hybrid work in San Francisco, CA",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in san francisco, ca san francisco california ca",
   "country": "US",
   "salary": "$150K - $190K (Employer est.)",
   "salary_min_usd_k": 150,
   "age": "5d",
   "age_days": 5,
   "posted_date": "2026-11-22",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/analytics-engineer-quantive-labs-JV_IC1147401_KO0,18_KE19,32.htm?jl=1009482620224",
   "path": "/job-listing/analytics-engineer-quantive-labs-JV_IC1147401_KO0,18_KE19,32.htm",
   "apply_url": "https://jobs.ashbyhq.com/quantivelabs/09da5e2b-fb67-4dbf-a03f-1c7631714ac0/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "dbt",
    "SQL",
    "Looker",
    "data modeling"
   ],
   "component": "shadow",
   "employer_site": "https://quantivelabs.io/jobs",
   "employer_hq": "San Francisco, CA",
   "description": {
    "paras": [
     "Quantive Labs is a Series B startup building an experimentation platform for product teams. We are hiring a Analytics Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using dbt and SQL.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with dbt, SQL, Looker.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Quantive Labs is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009429750596",
   "title": "Data Engineer II",
   "company": "Meridian Bank",
   "employer_key": "meridian",
   "rating": 3.8,
   "logo": "/static/logos/meridian.svg",
   "location": "Charlotte, NC",
   "work_mode": "onsite",
   "loc_search": "charlotte, nc charlotte north carolina nc",
   "country": "US",
   "salary": "$110K - $135K (Glassdoor est.)",
   "salary_min_usd_k": 110,
   "age": "9d",
   "age_days": 9,
   "posted_date": "2026-11-18",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineer-ii-meridian-bank-JV_IC1138644_KO0,16_KE17,30.htm?jl=1009429750596",
   "path": "/job-listing/data-engineer-ii-meridian-bank-JV_IC1138644_KO0,16_KE17,30.htm",
   "apply_url": "https://meridianbank.wd5.myworkdayjobs.com/en-US/External/job/Charlotte-NC/Data-Engineer-II_R9750596",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Kafka",
    "Java",
    "data warehousing"
   ],
   "component": "light",
   "employer_site": "https://careers.meridianbank.com",
   "employer_hq": "Charlotte, NC",
   "description": {
    "paras": [
     "Meridian Bank is a commercial bank with $84B in assets and 420 branches. We are hiring a Data Engineer II to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Kafka and Java.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Kafka, Java.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Meridian Bank is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009432405808",
   "title": "Lead Data Engineer",
   "company": "Solstice Energy",
   "employer_key": "solstice",
   "rating": 4.3,
   "logo": null,
   "location": "Austin, TX",
   "work_mode": "onsite",
   "loc_search": "austin, tx austin texas tx",
   "country": "US",
   "salary": "$165K - $200K (Employer est.)",
   "salary_min_usd_k": 165,
   "age": "4d",
   "age_days": 4,
   "posted_date": "2026-11-23",
   "promoted": true,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/lead-data-engineer-solstice-energy-JV_IC1139761_KO0,18_KE19,34.htm?jl=1009432405808",
   "path": "/job-listing/lead-data-engineer-solstice-energy-JV_IC1139761_KO0,18_KE19,34.htm",
   "apply_url": "https://boards.greenhouse.io/solsticeenergy/jobs/2405808?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "TimescaleDB",
    "data platform"
   ],
   "component": "shadow",
   "employer_site": "https://solsticeenergy.com/careers",
   "employer_hq": "Austin, TX",
   "description": {
    "paras": [
     "Solstice Energy develops and operates utility-scale solar and storage projects. We are hiring a Lead Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and TimescaleDB.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "7+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, TimescaleDB.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Solstice Energy is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009448092353",
   "title": "Senior Data Engineer",
   "company": "Vyapar Fintech",
   "employer_key": "vyapar",
   "rating": 4.4,
   "logo": "/static/logos/vyapar.svg",
   "location": "Hybrid work in Bengaluru, Karnataka",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹28L - ₹40L (Employer est.)",
   "salary_min_usd_k": null,
   "age": "24h",
   "age_days": 0,
   "posted_date": "2026-11-27",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/senior-data-engineer-vyapar-fintech-JV_IC2940587_KO0,20_KE21,35.htm?jl=1009448092353",
   "path": "/job-listing/senior-data-engineer-vyapar-fintech-JV_IC2940587_KO0,20_KE21,35.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Kafka",
    "data lake"
   ],
   "component": "light",
   "employer_site": "https://vyaparfintech.com/careers",
   "employer_hq": "Mumbai, Maharashtra",
   "description": {
    "paras": [
     "Vyapar Fintech offers lending and payments products to small merchants in India. We are hiring a Senior Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Kafka.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Kafka.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Vyapar Fintech is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009462825127",
   "title": "Data Platform Engineer",
   "company": "Cartwheel Commerce",
   "employer_key": "cartwheel",
   "rating": 4.0,
   "logo": "/static/logos/cartwheel.svg",
   "location": "Hybrid work in New York, NY",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in new york, ny new york ny",
   "country": "US",
   "salary": "$160K - $195K (Employer est.)",
   "salary_min_usd_k": 160,
   "age": "12d",
   "age_days": 12,
   "posted_date": "2026-11-15",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-platform-engineer-cartwheel-commerce-JV_IC1132348_KO0,22_KE23,41.htm?jl=1009462825127",
   "path": "/job-listing/data-platform-engineer-cartwheel-commerce-JV_IC1132348_KO0,22_KE23,41.htm",
   "apply_url": "https://boards.greenhouse.io/cartwheelcommerce/jobs/2825127?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Kubernetes",
    "Trino",
    "data platform"
   ],
   "component": "shadow",
   "employer_site": "https://cartwheel.com/careers",
   "employer_hq": "New York, NY",
   "description": {
    "paras": [
     "Cartwheel Commerce powers checkout and loyalty for 9,000 online stores. We are hiring a Data Platform Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Kubernetes and Trino.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Kubernetes, Trino.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Cartwheel Commerce is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009441841261",
   "title": "Big Data Engineer",
   "company": "BluePeak Logistics",
   "employer_key": "bluepeak",
   "rating": 3.4,
   "logo": "/static/logos/bluepeak.svg",
   "location": "United States",
   "work_mode": "remote",
   "loc_search": "united states united states remote",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "30d+",
   "age_days": 38,
   "posted_date": "2026-10-20",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/big-data-engineer-bluepeak-logistics-JV_KO0,17_KE18,36.htm?jl=1009441841261",
   "path": "/job-listing/big-data-engineer-bluepeak-logistics-JV_KO0,17_KE18,36.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Hadoop",
    "Hive",
    "Scala",
    "big data"
   ],
   "component": "light",
   "employer_site": "https://bluepeaklogistics.com/careers",
   "employer_hq": "Dallas, TX",
   "description": {
    "paras": [
     "BluePeak Logistics runs freight brokerage and last-mile delivery across North America. We are hiring a Big Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Hadoop and Hive.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Hadoop, Hive, Scala.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "BluePeak Logistics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009445976135",
   "title": "Bioinformatics Data Engineer",
   "company": "Helix Genomics",
   "employer_key": "helix",
   "rating": null,
   "logo": null,
   "location": "Boston, MA",
   "work_mode": "onsite",
   "loc_search": "boston, ma boston massachusetts ma",
   "country": "US",
   "salary": "$130K - $160K (Glassdoor est.)",
   "salary_min_usd_k": 130,
   "age": "6d",
   "age_days": 6,
   "posted_date": "2026-11-21",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/bioinformatics-data-engineer-helix-genomics-JV_IC1154532_KO0,28_KE29,43.htm?jl=1009445976135",
   "path": "/job-listing/bioinformatics-data-engineer-helix-genomics-JV_IC1154532_KO0,28_KE29,43.htm",
   "apply_url": "https://jobs.ashbyhq.com/helixgenomics/07ab3932-30a2-45fa-a9d8-1c75edbbd099/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Nextflow",
    "Python",
    "data pipelines"
   ],
   "component": "shadow",
   "employer_site": "https://helixgenomics.bio/careers",
   "employer_hq": "Boston, MA",
   "description": {
    "paras": [
     "Helix Genomics sequences and analyses tumour samples for oncology research. We are hiring a Bioinformatics Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Nextflow and Python.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Nextflow, Python.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Helix Genomics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009421615397",
   "title": "Cloud Data Engineer",
   "company": "Stratus Cloudworks",
   "employer_key": "stratus",
   "rating": 3.6,
   "logo": "/static/logos/stratus.svg",
   "location": "Hybrid work in Seattle, WA",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in seattle, wa seattle washington wa",
   "country": "US",
   "salary": "$125K - $155K (Glassdoor est.)",
   "salary_min_usd_k": 125,
   "age": "1d",
   "age_days": 1,
   "posted_date": "2026-11-26",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/cloud-data-engineer-stratus-cloudworks-JV_IC1150505_KO0,19_KE20,38.htm?jl=1009421615397",
   "path": "/job-listing/cloud-data-engineer-stratus-cloudworks-JV_IC1150505_KO0,19_KE20,38.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid",
    "Depends on Experience"
   ],
   "skills": [
    "AWS",
    "Terraform",
    "data engineering"
   ],
   "component": "light",
   "employer_site": "https://stratuscloudworks.com/careers",
   "employer_hq": "Seattle, WA",
   "description": {
    "paras": [
     "Stratus Cloudworks is a cloud consultancy and AWS Premier partner. We are hiring a Cloud Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using AWS and Terraform.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with AWS, Terraform.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Stratus Cloudworks is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009431705289",
   "title": "ETL Developer",
   "company": "Pinnacle Insurance Group",
   "employer_key": "pinnacle",
   "rating": 3.5,
   "logo": "/static/logos/pinnacle.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$95K - $120K (Employer est.)",
   "salary_min_usd_k": 95,
   "age": "21d",
   "age_days": 21,
   "posted_date": "2026-11-06",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/etl-developer-pinnacle-insurance-group-JV_KO0,13_KE14,38.htm?jl=1009431705289",
   "path": "/job-listing/etl-developer-pinnacle-insurance-group-JV_KO0,13_KE14,38.htm",
   "apply_url": "https://pinnacleinsurancegroup.wd5.myworkdayjobs.com/en-US/External/job/Remote/ETL-Developer_R1705289",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Informatica",
    "SQL Server",
    "data engineer"
   ],
   "component": "shadow",
   "employer_site": "https://careers.pinnacleinsurance.com",
   "employer_hq": "Hartford, CT",
   "description": {
    "paras": [
     "Pinnacle Insurance Group writes property and casualty insurance in 38 states. We are hiring a ETL Developer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Informatica and SQL Server.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Informatica, SQL Server.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Pinnacle Insurance Group is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009472344768",
   "title": "Data Engineer",
   "company": "Zenith Mobility",
   "employer_key": "zenith",
   "rating": 4.2,
   "logo": "/static/logos/zenith.svg",
   "location": "Hyderabad, Telangana",
   "work_mode": "onsite",
   "loc_search": "hyderabad, telangana hyderabad telangana india",
   "country": "IN",
   "salary": "₹18L - ₹26L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "2d",
   "age_days": 2,
   "posted_date": "2026-11-25",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-zenith-mobility-JV_IC2865319_KO0,13_KE14,29.htm?jl=1009472344768",
   "path": "/job-listing/data-engineer-zenith-mobility-JV_IC2865319_KO0,13_KE14,29.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Flink",
    "Kafka",
    "data streaming"
   ],
   "component": "light",
   "employer_site": "https://zenithmobility.com/careers",
   "employer_hq": "Hyderabad, Telangana",
   "description": {
    "paras": [
     "Zenith Mobility builds ride-hailing and EV fleet software for Indian cities. We are hiring a Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Flink and Kafka.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Flink, Kafka.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Zenith Mobility is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009414582636",
   "title": "Analytics Engineer",
   "company": "Orchard Learning",
   "employer_key": "orchard",
   "rating": 4.6,
   "logo": "/static/logos/orchard.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$105K - $130K (Employer est.)",
   "salary_min_usd_k": 105,
   "age": "7d",
   "age_days": 7,
   "posted_date": "2026-11-20",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/analytics-engineer-orchard-learning-JV_KO0,18_KE19,35.htm?jl=1009414582636",
   "path": "/job-listing/analytics-engineer-orchard-learning-JV_KO0,18_KE19,35.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "dbt",
    "BigQuery",
    "data modeling"
   ],
   "component": "shadow",
   "employer_site": "https://orchardlearning.org/jobs",
   "employer_hq": "Denver, CO",
   "description": {
    "paras": [
     "Orchard Learning is a nonprofit building adaptive math courses for K-12 schools. We are hiring a Analytics Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using dbt and BigQuery.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with dbt, BigQuery.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Orchard Learning is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009431979300",
   "title": "ML Data Engineer",
   "company": "Tessellate AI",
   "employer_key": "tessellate",
   "rating": null,
   "logo": "/static/logos/tessellate.svg",
   "location": "Pune, Maharashtra",
   "work_mode": "onsite",
   "loc_search": "pune, maharashtra pune maharashtra india",
   "country": "IN",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "10d",
   "age_days": 10,
   "posted_date": "2026-11-17",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/ml-data-engineer-tessellate-ai-JV_IC2856202_KO0,16_KE17,30.htm?jl=1009431979300",
   "path": "/job-listing/ml-data-engineer-tessellate-ai-JV_IC2856202_KO0,16_KE17,30.htm",
   "apply_url": "https://jobs.ashbyhq.com/tessellateai/06d5a60f-33c2-4587-a6b3-1c75d3deff5c/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "PyTorch",
    "Ray",
    "training data"
   ],
   "component": "light",
   "employer_site": "https://tessellate.ai/careers",
   "employer_hq": "Pune, Maharashtra",
   "description": {
    "paras": [
     "Tessellate AI builds document-understanding models for insurers and banks. We are hiring a ML Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using PyTorch and Ray.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with PyTorch, Ray.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Tessellate AI is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009437382116",
   "title": "Snowflake Data Engineer",
   "company": "Kiteworks Staffing Inc",
   "employer_key": "kiteworks",
   "rating": 3.2,
   "logo": null,
   "location": "United States",
   "work_mode": "remote",
   "loc_search": "united states united states remote",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "24h",
   "age_days": 0,
   "posted_date": "2026-11-27",
   "promoted": true,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/snowflake-data-engineer-kiteworks-staffing-inc-JV_KO0,23_KE24,46.htm?jl=1009437382116",
   "path": "/job-listing/snowflake-data-engineer-kiteworks-staffing-inc-JV_KO0,23_KE24,46.htm",
   "apply_url": null,
   "employment_types": [
    "Contract - Corp-To-Corp",
    "Contract - W2",
    "Remote or Hybrid",
    "Depends on Experience"
   ],
   "skills": [
    "Snowflake",
    "dbt",
    "data"
   ],
   "component": "shadow",
   "employer_site": "https://kiteworksstaffing.com/jobs",
   "employer_hq": "Edison, NJ",
   "description": {
    "paras": [
     "Kiteworks Staffing places IT contractors with Fortune 500 clients. We are hiring a Snowflake Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Snowflake and dbt.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Snowflake, dbt.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Kiteworks Staffing Inc is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009415479016",
   "title": "Staff Data Engineer",
   "company": "Acme Analytics",
   "employer_key": "acme",
   "rating": 4.1,
   "logo": "/static/logos/acme.svg",
   "location": "Chicago, IL",
   "work_mode": "onsite",
   "loc_search": "chicago, il chicago illinois il",
   "country": "US",
   "salary": "$185K - $220K (Employer est.)",
   "salary_min_usd_k": 185,
   "age": "15d",
   "age_days": 15,
   "posted_date": "2026-11-12",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/staff-data-engineer-acme-analytics-JV_IC1128808_KO0,19_KE20,34.htm?jl=1009415479016",
   "path": "/job-listing/staff-data-engineer-acme-analytics-JV_IC1128808_KO0,19_KE20,34.htm",
   "apply_url": "https://boards.greenhouse.io/acmeanalytics/jobs/5479016?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Iceberg",
    "data architecture"
   ],
   "component": "light",
   "employer_site": "https://careers.acmeanalytics.com",
   "employer_hq": "Chicago, IL",
   "description": {
    "paras": [
     "Acme Analytics builds retail demand-forecasting software used by 300 grocery chains. We are hiring a Staff Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Iceberg.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "8+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Iceberg.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Acme Analytics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009488425007",
   "title": "Big Data Engineer",
   "company": "Infosphere Technologies",
   "employer_key": "infosphere",
   "rating": 3.9,
   "logo": "/static/logos/infosphere.svg",
   "location": "Hyderabad, Telangana",
   "work_mode": "onsite",
   "loc_search": "hyderabad, telangana hyderabad telangana india",
   "country": "IN",
   "salary": "₹8L - ₹14L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "4d",
   "age_days": 4,
   "posted_date": "2026-11-23",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/big-data-engineer-infosphere-technologies-JV_IC2865319_KO0,17_KE18,41.htm?jl=1009488425007",
   "path": "/job-listing/big-data-engineer-infosphere-technologies-JV_IC2865319_KO0,17_KE18,41.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Scala",
    "big data"
   ],
   "component": "shadow",
   "employer_site": "https://careers.infospheretech.in",
   "employer_hq": "Bengaluru, Karnataka",
   "description": {
    "paras": [
     "Infosphere Technologies is an IT services company with 18,000 engineers across India and the US. We are hiring a Big Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Scala.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Scala.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Infosphere Technologies is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009497156655",
   "title": "Senior Data Engineer - Risk",
   "company": "Meridian Bank",
   "employer_key": "meridian",
   "rating": 3.8,
   "logo": "/static/logos/meridian.svg",
   "location": "Charlotte, NC",
   "work_mode": "onsite",
   "loc_search": "charlotte, nc charlotte north carolina nc",
   "country": "US",
   "salary": "$140K - $170K (Employer est.)",
   "salary_min_usd_k": 140,
   "age": "3d",
   "age_days": 3,
   "posted_date": "2026-11-24",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/senior-data-engineer-risk-meridian-bank-JV_IC1138644_KO0,25_KE26,39.htm?jl=1009497156655",
   "path": "/job-listing/senior-data-engineer-risk-meridian-bank-JV_IC1138644_KO0,25_KE26,39.htm",
   "apply_url": "https://meridianbank.wd5.myworkdayjobs.com/en-US/External/job/Charlotte-NC/Senior-Data-Engineer---Risk_R7156655",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "Kafka",
    "data quality"
   ],
   "component": "light",
   "employer_site": "https://careers.meridianbank.com",
   "employer_hq": "Charlotte, NC",
   "description": {
    "paras": [
     "Meridian Bank is a commercial bank with $84B in assets and 420 branches. We are hiring a Senior Data Engineer - Risk to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and Kafka.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, Kafka.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Meridian Bank is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009475784017",
   "title": "Analytics Engineer II",
   "company": "Cartwheel Commerce",
   "employer_key": "cartwheel",
   "rating": 4.0,
   "logo": "/static/logos/cartwheel.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$135K - $160K (Employer est.)",
   "salary_min_usd_k": 135,
   "age": "1d",
   "age_days": 1,
   "posted_date": "2026-11-26",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/analytics-engineer-ii-cartwheel-commerce-JV_KO0,21_KE22,40.htm?jl=1009475784017",
   "path": "/job-listing/analytics-engineer-ii-cartwheel-commerce-JV_KO0,21_KE22,40.htm",
   "apply_url": "https://boards.greenhouse.io/cartwheelcommerce/jobs/5784017?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "dbt",
    "Snowflake",
    "data modeling"
   ],
   "component": "shadow",
   "employer_site": "https://cartwheel.com/careers",
   "employer_hq": "New York, NY",
   "description": {
    "paras": [
     "Cartwheel Commerce powers checkout and loyalty for 9,000 online stores. We are hiring a Analytics Engineer II to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using dbt and Snowflake.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with dbt, Snowflake.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Cartwheel Commerce is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009430227855",
   "title": "Founding Data Engineer",
   "company": "Quantive Labs",
   "employer_key": "quantive",
   "rating": null,
   "logo": "/static/logos/quantive.svg",
   "location": "Hybrid work in San Francisco, CA",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in san francisco, ca san francisco california ca",
   "country": "US",
   "salary": "$170K - $210K (Employer est.)",
   "salary_min_usd_k": 170,
   "age": "30d+",
   "age_days": 45,
   "posted_date": "2026-10-13",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/founding-data-engineer-quantive-labs-JV_IC1147401_KO0,22_KE23,36.htm?jl=1009430227855",
   "path": "/job-listing/founding-data-engineer-quantive-labs-JV_IC1147401_KO0,22_KE23,36.htm",
   "apply_url": "https://jobs.ashbyhq.com/quantivelabs/06baec7a-7a12-4a46-a7ee-1c75d0a28651/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "ClickHouse",
    "Go",
    "data infrastructure"
   ],
   "component": "light",
   "employer_site": "https://quantivelabs.io/jobs",
   "employer_hq": "San Francisco, CA",
   "description": {
    "paras": [
     "Quantive Labs is a Series B startup building an experimentation platform for product teams. We are hiring a Founding Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using ClickHouse and Go.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with ClickHouse, Go.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Quantive Labs is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009413751590",
   "title": "Data Engineer - Claims",
   "company": "Northwind Health",
   "employer_key": "northwind",
   "rating": 3.7,
   "logo": "/static/logos/northwind.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$100K - $125K (Glassdoor est.)",
   "salary_min_usd_k": 100,
   "age": "8d",
   "age_days": 8,
   "posted_date": "2026-11-19",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-claims-northwind-health-JV_KO0,20_KE21,37.htm?jl=1009413751590",
   "path": "/job-listing/data-engineer-claims-northwind-health-JV_KO0,20_KE21,37.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "SQL",
    "SSIS",
    "data engineering"
   ],
   "component": "shadow",
   "employer_site": "https://jobs.northwindhealth.org",
   "employer_hq": "Minneapolis, MN",
   "description": {
    "paras": [
     "Northwind Health is a regional payer and provider network serving 2.1 million members. We are hiring a Data Engineer - Claims to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using SQL and SSIS.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with SQL, SSIS.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Northwind Health is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009417329777",
   "title": "Data Engineer",
   "company": "Vyapar Fintech",
   "employer_key": "vyapar",
   "rating": 4.4,
   "logo": "/static/logos/vyapar.svg",
   "location": "Mumbai, Maharashtra",
   "work_mode": "onsite",
   "loc_search": "mumbai, maharashtra mumbai maharashtra india",
   "country": "IN",
   "salary": "₹15L - ₹24L (Employer est.)",
   "salary_min_usd_k": null,
   "age": "6d",
   "age_days": 6,
   "posted_date": "2026-11-21",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-vyapar-fintech-JV_IC2851180_KO0,13_KE14,28.htm?jl=1009417329777",
   "path": "/job-listing/data-engineer-vyapar-fintech-JV_IC2851180_KO0,13_KE14,28.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Airflow",
    "Python",
    "data pipelines"
   ],
   "component": "light",
   "employer_site": "https://vyaparfintech.com/careers",
   "employer_hq": "Mumbai, Maharashtra",
   "description": {
    "paras": [
     "Vyapar Fintech offers lending and payments products to small merchants in India. We are hiring a Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Airflow and Python.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Airflow, Python.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Vyapar Fintech is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009469917404",
   "title": "Data Engineer (Contract)",
   "company": "Stratus Cloudworks",
   "employer_key": "stratus",
   "rating": 3.6,
   "logo": "/static/logos/stratus.svg",
   "location": "United States",
   "work_mode": "remote",
   "loc_search": "united states united states remote",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "2d",
   "age_days": 2,
   "posted_date": "2026-11-25",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-contract-stratus-cloudworks-JV_KO0,22_KE23,41.htm?jl=1009469917404",
   "path": "/job-listing/data-engineer-contract-stratus-cloudworks-JV_KO0,22_KE23,41.htm",
   "apply_url": null,
   "employment_types": [
    "Contract - W2",
    "Contract - Corp-To-Corp",
    "Remote or Hybrid",
    "Depends on Experience"
   ],
   "skills": [
    "AWS",
    "Glue",
    "data migration"
   ],
   "component": "shadow",
   "employer_site": "https://stratuscloudworks.com/careers",
   "employer_hq": "Seattle, WA",
   "description": {
    "paras": [
     "Stratus Cloudworks is a cloud consultancy and AWS Premier partner. We are hiring a Data Engineer (Contract) to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using AWS and Glue.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with AWS, Glue.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Stratus Cloudworks is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009479354552",
   "title": "Data Engineer, Grid Analytics",
   "company": "Solstice Energy",
   "employer_key": "solstice",
   "rating": 4.3,
   "logo": null,
   "location": "Austin, TX",
   "work_mode": "onsite",
   "loc_search": "austin, tx austin texas tx",
   "country": "US",
   "salary": "$120K - $145K (Glassdoor est.)",
   "salary_min_usd_k": 120,
   "age": "30d+",
   "age_days": 33,
   "posted_date": "2026-10-25",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineer-grid-analytics-solstice-energy-JV_IC1139761_KO0,28_KE29,44.htm?jl=1009479354552",
   "path": "/job-listing/data-engineer-grid-analytics-solstice-energy-JV_IC1139761_KO0,28_KE29,44.htm",
   "apply_url": "https://boards.greenhouse.io/solsticeenergy/jobs/9354552?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "PostgreSQL",
    "data"
   ],
   "component": "light",
   "employer_site": "https://solsticeenergy.com/careers",
   "employer_hq": "Austin, TX",
   "description": {
    "paras": [
     "Solstice Energy develops and operates utility-scale solar and storage projects. We are hiring a Data Engineer, Grid Analytics to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and PostgreSQL.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, PostgreSQL.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Solstice Energy is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009487430474",
   "title": "Senior Analytics Engineer",
   "company": "BluePeak Logistics",
   "employer_key": "bluepeak",
   "rating": 3.4,
   "logo": "/static/logos/bluepeak.svg",
   "location": "Dallas, TX",
   "work_mode": "onsite",
   "loc_search": "dallas, tx dallas texas tx",
   "country": "US",
   "salary": "$125K - $150K (Employer est.)",
   "salary_min_usd_k": 125,
   "age": "11d",
   "age_days": 11,
   "posted_date": "2026-11-16",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/senior-analytics-engineer-bluepeak-logistics-JV_IC1139977_KO0,25_KE26,44.htm?jl=1009487430474",
   "path": "/job-listing/senior-analytics-engineer-bluepeak-logistics-JV_IC1139977_KO0,25_KE26,44.htm",
   "apply_url": "https://jobs.lever.co/bluepeaklogistics/0a23c435-61bb-4860-aaa3-1c763a54a5f6/apply?source=TalentStack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "dbt",
    "Redshift",
    "data modeling"
   ],
   "component": "shadow",
   "employer_site": "https://bluepeaklogistics.com/careers",
   "employer_hq": "Dallas, TX",
   "description": {
    "paras": [
     "BluePeak Logistics runs freight brokerage and last-mile delivery across North America. We are hiring a Senior Analytics Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using dbt and Redshift.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with dbt, Redshift.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "BluePeak Logistics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009496709891",
   "title": "Senior Data Engineer",
   "company": "Zenith Mobility",
   "employer_key": "zenith",
   "rating": 4.2,
   "logo": "/static/logos/zenith.svg",
   "location": "Bengaluru, Karnataka",
   "work_mode": "onsite",
   "loc_search": "bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹30L - ₹45L (Employer est.)",
   "salary_min_usd_k": null,
   "age": "24h",
   "age_days": 0,
   "posted_date": "2026-11-27",
   "promoted": true,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/senior-data-engineer-zenith-mobility-JV_IC2940587_KO0,20_KE21,36.htm?jl=1009496709891",
   "path": "/job-listing/senior-data-engineer-zenith-mobility-JV_IC2940587_KO0,20_KE21,36.htm",
   "apply_url": "https://boards.greenhouse.io/zenithmobility/jobs/6709891?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Delta Lake",
    "data lakehouse"
   ],
   "component": "light",
   "employer_site": "https://zenithmobility.com/careers",
   "employer_hq": "Hyderabad, Telangana",
   "description": {
    "paras": [
     "Zenith Mobility builds ride-hailing and EV fleet software for Indian cities. We are hiring a Senior Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Delta Lake.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Delta Lake.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Zenith Mobility is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009483194471",
   "title": "Data Warehouse Engineer",
   "company": "Pinnacle Insurance Group",
   "employer_key": "pinnacle",
   "rating": 3.5,
   "logo": "/static/logos/pinnacle.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$110K - $140K (Employer est.)",
   "salary_min_usd_k": 110,
   "age": "17d",
   "age_days": 17,
   "posted_date": "2026-11-10",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-warehouse-engineer-pinnacle-insurance-group-JV_KO0,23_KE24,48.htm?jl=1009483194471",
   "path": "/job-listing/data-warehouse-engineer-pinnacle-insurance-group-JV_KO0,23_KE24,48.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Teradata",
    "Snowflake",
    "data warehousing"
   ],
   "component": "shadow",
   "employer_site": "https://careers.pinnacleinsurance.com",
   "employer_hq": "Hartford, CT",
   "description": {
    "paras": [
     "Pinnacle Insurance Group writes property and casualty insurance in 38 states. We are hiring a Data Warehouse Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Teradata and Snowflake.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Teradata, Snowflake.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Pinnacle Insurance Group is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009446800240",
   "title": "Data Engineer, Research Platform",
   "company": "Helix Genomics",
   "employer_key": "helix",
   "rating": null,
   "logo": null,
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "1d",
   "age_days": 1,
   "posted_date": "2026-11-26",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineer-research-platform-helix-genomics-JV_KO0,31_KE32,46.htm?jl=1009446800240",
   "path": "/job-listing/data-engineer-research-platform-helix-genomics-JV_KO0,31_KE32,46.htm",
   "apply_url": "https://jobs.ashbyhq.com/helixgenomics/07b7cc5b-c3d7-49ec-a578-1c75ef41a290/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "AWS",
    "Python",
    "data platform"
   ],
   "component": "light",
   "employer_site": "https://helixgenomics.bio/careers",
   "employer_hq": "Boston, MA",
   "description": {
    "paras": [
     "Helix Genomics sequences and analyses tumour samples for oncology research. We are hiring a Data Engineer, Research Platform to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using AWS and Python.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with AWS, Python.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Helix Genomics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009473661831",
   "title": "Data Engineering Manager",
   "company": "Orchard Learning",
   "employer_key": "orchard",
   "rating": 4.6,
   "logo": "/static/logos/orchard.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$150K - $175K (Employer est.)",
   "salary_min_usd_k": 150,
   "age": "26d",
   "age_days": 26,
   "posted_date": "2026-11-01",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineering-manager-orchard-learning-JV_KO0,24_KE25,41.htm?jl=1009473661831",
   "path": "/job-listing/data-engineering-manager-orchard-learning-JV_KO0,24_KE25,41.htm",
   "apply_url": "https://jobs.lever.co/orchardlearning/0951ac72-e03e-4385-a8a4-1c7620e3c559/apply?source=TalentStack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "leadership",
    "Airflow",
    "data engineering"
   ],
   "component": "shadow",
   "employer_site": "https://orchardlearning.org/jobs",
   "employer_hq": "Denver, CO",
   "description": {
    "paras": [
     "Orchard Learning is a nonprofit building adaptive math courses for K-12 schools. We are hiring a Data Engineering Manager to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using leadership and Airflow.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with leadership, Airflow.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Orchard Learning is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009414624541",
   "title": "Data Engineer - NLP",
   "company": "Tessellate AI",
   "employer_key": "tessellate",
   "rating": null,
   "logo": "/static/logos/tessellate.svg",
   "location": "India",
   "work_mode": "remote",
   "loc_search": "india india remote",
   "country": "IN",
   "salary": "₹20L - ₹32L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "3d",
   "age_days": 3,
   "posted_date": "2026-11-24",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-nlp-tessellate-ai-JV_KO0,17_KE18,31.htm?jl=1009414624541",
   "path": "/job-listing/data-engineer-nlp-tessellate-ai-JV_KO0,17_KE18,31.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "Elasticsearch",
    "data pipelines"
   ],
   "component": "light",
   "employer_site": "https://tessellate.ai/careers",
   "employer_hq": "Pune, Maharashtra",
   "description": {
    "paras": [
     "Tessellate AI builds document-understanding models for insurers and banks. We are hiring a Data Engineer - NLP to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and Elasticsearch.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, Elasticsearch.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Tessellate AI is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009480610056",
   "title": "Junior Data Engineer",
   "company": "Acme Analytics",
   "employer_key": "acme",
   "rating": 4.1,
   "logo": "/static/logos/acme.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$80K - $95K (Employer est.)",
   "salary_min_usd_k": 80,
   "age": "24h",
   "age_days": 0,
   "posted_date": "2026-11-27",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/junior-data-engineer-acme-analytics-JV_KO0,20_KE21,35.htm?jl=1009480610056",
   "path": "/job-listing/junior-data-engineer-acme-analytics-JV_KO0,20_KE21,35.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "SQL",
    "Python",
    "data engineering"
   ],
   "component": "shadow",
   "employer_site": "https://careers.acmeanalytics.com",
   "employer_hq": "Chicago, IL",
   "description": {
    "paras": [
     "Acme Analytics builds retail demand-forecasting software used by 300 grocery chains. We are hiring a Junior Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using SQL and Python.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "0-2 years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with SQL, Python.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Acme Analytics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009414204626",
   "title": "GCP Data Engineer",
   "company": "Kiteworks Staffing Inc",
   "employer_key": "kiteworks",
   "rating": 3.2,
   "logo": null,
   "location": "Hybrid work in New York, NY",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in new york, ny new york ny",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "5d",
   "age_days": 5,
   "posted_date": "2026-11-22",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/gcp-data-engineer-kiteworks-staffing-inc-JV_IC1132348_KO0,17_KE18,40.htm?jl=1009414204626",
   "path": "/job-listing/gcp-data-engineer-kiteworks-staffing-inc-JV_IC1132348_KO0,17_KE18,40.htm",
   "apply_url": null,
   "employment_types": [
    "Contract - Corp-To-Corp",
    "Remote or Hybrid",
    "Depends on Experience"
   ],
   "skills": [
    "BigQuery",
    "Dataflow",
    "data"
   ],
   "component": "light",
   "employer_site": "https://kiteworksstaffing.com/jobs",
   "employer_hq": "Edison, NJ",
   "description": {
    "paras": [
     "Kiteworks Staffing places IT contractors with Fortune 500 clients. We are hiring a GCP Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using BigQuery and Dataflow.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with BigQuery, Dataflow.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Kiteworks Staffing Inc is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009473850702",
   "title": "Databricks Engineer",
   "company": "Infosphere Technologies",
   "employer_key": "infosphere",
   "rating": 3.9,
   "logo": "/static/logos/infosphere.svg",
   "location": "Hybrid work in Bengaluru, Karnataka",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹12L - ₹20L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "30d+",
   "age_days": 31,
   "posted_date": "2026-10-27",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/databricks-engineer-infosphere-technologies-JV_IC2940587_KO0,19_KE20,43.htm?jl=1009473850702",
   "path": "/job-listing/databricks-engineer-infosphere-technologies-JV_IC2940587_KO0,19_KE20,43.htm",
   "apply_url": "https://careers.infospheretech.in/openings/3850702?src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Databricks",
    "PySpark",
    "data engineering"
   ],
   "component": "shadow",
   "employer_site": "https://careers.infospheretech.in",
   "employer_hq": "Bengaluru, Karnataka",
   "description": {
    "paras": [
     "Infosphere Technologies is an IT services company with 18,000 engineers across India and the US. We are hiring a Databricks Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Databricks and PySpark.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Databricks, PySpark.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Infosphere Technologies is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009442373026",
   "title": "Data Quality Engineer",
   "company": "Meridian Bank",
   "employer_key": "meridian",
   "rating": 3.8,
   "logo": "/static/logos/meridian.svg",
   "location": "Charlotte, NC",
   "work_mode": "onsite",
   "loc_search": "charlotte, nc charlotte north carolina nc",
   "country": "US",
   "salary": "$105K - $125K (Glassdoor est.)",
   "salary_min_usd_k": 105,
   "age": "14d",
   "age_days": 14,
   "posted_date": "2026-11-13",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-quality-engineer-meridian-bank-JV_IC1138644_KO0,21_KE22,35.htm?jl=1009442373026",
   "path": "/job-listing/data-quality-engineer-meridian-bank-JV_IC1138644_KO0,21_KE22,35.htm",
   "apply_url": "https://meridianbank.wd5.myworkdayjobs.com/en-US/External/job/Charlotte-NC/Data-Quality-Engineer_R2373026",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Great Expectations",
    "SQL",
    "data quality"
   ],
   "component": "light",
   "employer_site": "https://careers.meridianbank.com",
   "employer_hq": "Charlotte, NC",
   "description": {
    "paras": [
     "Meridian Bank is a commercial bank with $84B in assets and 420 branches. We are hiring a Data Quality Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Great Expectations and SQL.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Great Expectations, SQL.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Meridian Bank is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009478622099",
   "title": "Streaming Data Engineer",
   "company": "Cartwheel Commerce",
   "employer_key": "cartwheel",
   "rating": 4.0,
   "logo": "/static/logos/cartwheel.svg",
   "location": "Hybrid work in New York, NY",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in new york, ny new york ny",
   "country": "US",
   "salary": "$155K - $185K (Employer est.)",
   "salary_min_usd_k": 155,
   "age": "4d",
   "age_days": 4,
   "posted_date": "2026-11-23",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/streaming-data-engineer-cartwheel-commerce-JV_IC1132348_KO0,23_KE24,42.htm?jl=1009478622099",
   "path": "/job-listing/streaming-data-engineer-cartwheel-commerce-JV_IC1132348_KO0,23_KE24,42.htm",
   "apply_url": "https://boards.greenhouse.io/cartwheelcommerce/jobs/8622099?gh_src=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Kafka",
    "Flink",
    "data streaming"
   ],
   "component": "shadow",
   "employer_site": "https://cartwheel.com/careers",
   "employer_hq": "New York, NY",
   "description": {
    "paras": [
     "Cartwheel Commerce powers checkout and loyalty for 9,000 online stores. We are hiring a Streaming Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Kafka and Flink.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Kafka, Flink.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Cartwheel Commerce is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009432679662",
   "title": "Principal Data Engineer",
   "company": "Stratus Cloudworks",
   "employer_key": "stratus",
   "rating": 3.6,
   "logo": "/static/logos/stratus.svg",
   "location": "Hybrid work in Seattle, WA",
   "work_mode": "hybrid",
   "loc_search": "hybrid work in seattle, wa seattle washington wa",
   "country": "US",
   "salary": "$205K - $240K (Employer est.)",
   "salary_min_usd_k": 205,
   "age": "30d+",
   "age_days": 40,
   "posted_date": "2026-10-18",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/principal-data-engineer-stratus-cloudworks-JV_IC1150505_KO0,23_KE24,42.htm?jl=1009432679662",
   "path": "/job-listing/principal-data-engineer-stratus-cloudworks-JV_IC1150505_KO0,23_KE24,42.htm",
   "apply_url": "https://jobs.smartrecruiters.com/StratusCloudworks/2679662-Principal-Data-Engineer",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "AWS",
    "architecture",
    "data platform"
   ],
   "component": "light",
   "employer_site": "https://stratuscloudworks.com/careers",
   "employer_hq": "Seattle, WA",
   "description": {
    "paras": [
     "Stratus Cloudworks is a cloud consultancy and AWS Premier partner. We are hiring a Principal Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a hybrid role (3 days a week in the office). You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using AWS and architecture.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "10+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with AWS, architecture.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Stratus Cloudworks is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009461639246",
   "title": "Data Engineer - Maps",
   "company": "Zenith Mobility",
   "employer_key": "zenith",
   "rating": 4.2,
   "logo": "/static/logos/zenith.svg",
   "location": "Hyderabad, Telangana",
   "work_mode": "onsite",
   "loc_search": "hyderabad, telangana hyderabad telangana india",
   "country": "IN",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "9d",
   "age_days": 9,
   "posted_date": "2026-11-18",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-engineer-maps-zenith-mobility-JV_IC2865319_KO0,18_KE19,34.htm?jl=1009461639246",
   "path": "/job-listing/data-engineer-maps-zenith-mobility-JV_IC2865319_KO0,18_KE19,34.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "PostGIS",
    "Spark",
    "geospatial data"
   ],
   "component": "shadow",
   "employer_site": "https://zenithmobility.com/careers",
   "employer_hq": "Hyderabad, Telangana",
   "description": {
    "paras": [
     "Zenith Mobility builds ride-hailing and EV fleet software for Indian cities. We are hiring a Data Engineer - Maps to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using PostGIS and Spark.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with PostGIS, Spark.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Zenith Mobility is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009443832512",
   "title": "Healthcare Data Engineer",
   "company": "Northwind Health",
   "employer_key": "northwind",
   "rating": 3.7,
   "logo": "/static/logos/northwind.svg",
   "location": "United States",
   "work_mode": "remote",
   "loc_search": "united states united states remote",
   "country": "US",
   "salary": "$115K - $140K (Employer est.)",
   "salary_min_usd_k": 115,
   "age": "2d",
   "age_days": 2,
   "posted_date": "2026-11-25",
   "promoted": true,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/healthcare-data-engineer-northwind-health-JV_KO0,24_KE25,41.htm?jl=1009443832512",
   "path": "/job-listing/healthcare-data-engineer-northwind-health-JV_KO0,24_KE25,41.htm",
   "apply_url": "https://northwindhealth.wd5.myworkdayjobs.com/en-US/External/job/Remote/Healthcare-Data-Engineer_R3832512",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "HL7",
    "FHIR",
    "data integration"
   ],
   "component": "light",
   "employer_site": "https://jobs.northwindhealth.org",
   "employer_hq": "Minneapolis, MN",
   "description": {
    "paras": [
     "Northwind Health is a regional payer and provider network serving 2.1 million members. We are hiring a Healthcare Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using HL7 and FHIR.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with HL7, FHIR.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Northwind Health is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009430774924",
   "title": "Analytics Engineer",
   "company": "Vyapar Fintech",
   "employer_key": "vyapar",
   "rating": 4.4,
   "logo": "/static/logos/vyapar.svg",
   "location": "Bengaluru, Karnataka",
   "work_mode": "onsite",
   "loc_search": "bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹20L - ₹30L (Glassdoor est.)",
   "salary_min_usd_k": null,
   "age": "13d",
   "age_days": 13,
   "posted_date": "2026-11-14",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/analytics-engineer-vyapar-fintech-JV_IC2940587_KO0,18_KE19,33.htm?jl=1009430774924",
   "path": "/job-listing/analytics-engineer-vyapar-fintech-JV_IC2940587_KO0,18_KE19,33.htm",
   "apply_url": "https://jobs.lever.co/vyaparfintech/06c34577-d317-43c9-aa80-1c75d1a54cf4/apply?source=TalentStack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "dbt",
    "Metabase",
    "data modeling"
   ],
   "component": "shadow",
   "employer_site": "https://vyaparfintech.com/careers",
   "employer_hq": "Mumbai, Maharashtra",
   "description": {
    "paras": [
     "Vyapar Fintech offers lending and payments products to small merchants in India. We are hiring a Analytics Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using dbt and Metabase.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with dbt, Metabase.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Vyapar Fintech is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009446919765",
   "title": "Data Integration Engineer",
   "company": "BluePeak Logistics",
   "employer_key": "bluepeak",
   "rating": 3.4,
   "logo": "/static/logos/bluepeak.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": "$100K - $120K (Glassdoor est.)",
   "salary_min_usd_k": 100,
   "age": "6d",
   "age_days": 6,
   "posted_date": "2026-11-21",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/data-integration-engineer-bluepeak-logistics-JV_KO0,25_KE26,44.htm?jl=1009446919765",
   "path": "/job-listing/data-integration-engineer-bluepeak-logistics-JV_KO0,25_KE26,44.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "MuleSoft",
    "APIs",
    "data integration"
   ],
   "component": "light",
   "employer_site": "https://bluepeaklogistics.com/careers",
   "employer_hq": "Dallas, TX",
   "description": {
    "paras": [
     "BluePeak Logistics runs freight brokerage and last-mile delivery across North America. We are hiring a Data Integration Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using MuleSoft and APIs.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with MuleSoft, APIs.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "BluePeak Logistics is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009464895801",
   "title": "Data Engineer",
   "company": "Quantive Labs",
   "employer_key": "quantive",
   "rating": null,
   "logo": "/static/logos/quantive.svg",
   "location": "Remote",
   "work_mode": "remote",
   "loc_search": "remote remote united states",
   "country": "US",
   "salary": null,
   "salary_min_usd_k": null,
   "age": "22d",
   "age_days": 22,
   "posted_date": "2026-11-05",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/data-engineer-quantive-labs-JV_KO0,13_KE14,27.htm?jl=1009464895801",
   "path": "/job-listing/data-engineer-quantive-labs-JV_KO0,13_KE14,27.htm",
   "apply_url": "https://jobs.ashbyhq.com/quantivelabs/08cbea24-b483-48e4-ae3f-1c7610b13de7/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "Kafka",
    "data pipelines"
   ],
   "component": "shadow",
   "employer_site": "https://quantivelabs.io/jobs",
   "employer_hq": "San Francisco, CA",
   "description": {
    "paras": [
     "Quantive Labs is a Series B startup building an experimentation platform for product teams. We are hiring a Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This is a fully remote role. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and Kafka.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, Kafka.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Quantive Labs is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009478661018",
   "title": "Python Data Engineer",
   "company": "Pinnacle Insurance Group",
   "employer_key": "pinnacle",
   "rating": 3.5,
   "logo": "/static/logos/pinnacle.svg",
   "location": "Austin, TX",
   "work_mode": "onsite",
   "loc_search": "austin, tx austin texas tx",
   "country": "US",
   "salary": "$115K - $135K (Employer est.)",
   "salary_min_usd_k": 115,
   "age": "1d",
   "age_days": 1,
   "posted_date": "2026-11-26",
   "promoted": false,
   "easy_apply": true,
   "apply_type": "easy_apply",
   "url": "/job-listing/python-data-engineer-pinnacle-insurance-group-JV_IC1139761_KO0,20_KE21,45.htm?jl=1009478661018",
   "path": "/job-listing/python-data-engineer-pinnacle-insurance-group-JV_IC1139761_KO0,20_KE21,45.htm",
   "apply_url": null,
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Python",
    "Airflow",
    "data"
   ],
   "component": "light",
   "employer_site": "https://careers.pinnacleinsurance.com",
   "employer_hq": "Hartford, CT",
   "description": {
    "paras": [
     "Pinnacle Insurance Group writes property and casualty insurance in 38 states. We are hiring a Python Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Python and Airflow.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "3+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Python, Airflow.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones.",
     "Must be authorized to work in the United States; we are unable to sponsor visas for this role."
    ],
    "benefits": [
     "Medical, dental and vision insurance",
     "401(k) with 4% match",
     "Flexible PTO and 11 paid holidays",
     "$1,500 yearly learning budget",
     "Home-office stipend"
    ],
    "eeo": "Pinnacle Insurance Group is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  },
  {
   "id": "1009428466958",
   "title": "Senior Data Engineer",
   "company": "Tessellate AI",
   "employer_key": "tessellate",
   "rating": null,
   "logo": "/static/logos/tessellate.svg",
   "location": "Bengaluru, Karnataka",
   "work_mode": "onsite",
   "loc_search": "bengaluru, karnataka bengaluru bangalore karnataka india",
   "country": "IN",
   "salary": "₹35L - ₹55L (Employer est.)",
   "salary_min_usd_k": null,
   "age": "7d",
   "age_days": 7,
   "posted_date": "2026-11-20",
   "promoted": false,
   "easy_apply": false,
   "apply_type": "external",
   "url": "/job-listing/senior-data-engineer-tessellate-ai-JV_IC2940587_KO0,20_KE21,34.htm?jl=1009428466958",
   "path": "/job-listing/senior-data-engineer-tessellate-ai-JV_IC2940587_KO0,20_KE21,34.htm",
   "apply_url": "https://jobs.ashbyhq.com/tessellateai/06a00df9-328f-4a21-a6eb-1c75cd6194b2/application?utm_source=talentstack",
   "employment_types": [
    "Full-time",
    "Remote or Hybrid"
   ],
   "skills": [
    "Spark",
    "Kubernetes",
    "data platform"
   ],
   "component": "shadow",
   "employer_site": "https://tessellate.ai/careers",
   "employer_hq": "Pune, Maharashtra",
   "description": {
    "paras": [
     "Tessellate AI builds document-understanding models for insurers and banks. We are hiring a Senior Data Engineer to join the data team and help us turn raw events into trusted, well-modelled data that analysts, data scientists and product teams rely on every day.",
     "This role is based in our office; remote or hybrid work is considered for experienced candidates. You will work closely with analytics, product and platform engineers, own pipelines end to end, and take part in an on-call rotation shared by the team (roughly one week in eight)."
    ],
    "resp": [
     "Design, build and operate batch and streaming pipelines using Spark and Kubernetes.",
     "Model data for analytics and machine learning; document datasets and their owners.",
     "Improve data quality with tests, monitoring and clear SLAs.",
     "Review code, mentor teammates and contribute to our engineering standards.",
     "Partner with stakeholders to translate business questions into data products."
    ],
    "qual": [
     "5+ years of experience in data engineering or backend software engineering.",
     "Strong SQL and Python (or Scala/Java).",
     "Hands-on experience with Spark, Kubernetes.",
     "Experience with a cloud data warehouse (Snowflake, BigQuery, Redshift or Synapse).",
     "Clear written communication; comfortable working across time zones."
    ],
    "benefits": [
     "Group health insurance for you and your family",
     "Provident fund and gratuity",
     "Flexible working hours",
     "Annual learning allowance",
     "Internet reimbursement"
    ],
    "eeo": "Tessellate AI is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees."
   }
  }
 ],
 "sponsored": [
  {
   "title": "Data Engineering Bootcamp: job-ready in 16 weeks",
   "provider": "Upskillr Academy",
   "rating": 4.7,
   "place": "Online course",
   "price": "$2,990 or $249/mo",
   "age": null,
   "url": "https://www.upskillr-academy.com/data-engineering-bootcamp?utm_source=talentstack&utm_medium=sponsored&utm_campaign=jobs_srp",
   "after": 3,
   "component": "light"
  },
  {
   "title": "Professional Certificate in Cloud Data Engineering (AWS)",
   "provider": "Crestline University Online",
   "rating": null,
   "place": "Online · Self-paced",
   "price": "Financial aid available",
   "age": null,
   "url": "https://online.crestline.edu/programs/cloud-data-engineering?src=ts_sponsored&placement=srp_2",
   "after": 17,
   "component": "shadow"
  },
  {
   "title": "Snowflake & dbt Masterclass for Data Engineers",
   "provider": "LearnLoop",
   "rating": 4.5,
   "place": "Live online · Starts Dec 7",
   "price": "₹14,999",
   "age": null,
   "url": "https://learnloop.in/courses/snowflake-dbt-masterclass?ref=talentstack_jobs",
   "after": 32,
   "component": "light"
  }
 ]
};
