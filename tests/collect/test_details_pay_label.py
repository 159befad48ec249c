"""The bundled model reads a job page's pay under the page's own label for it ("Compensation"), not the first figure
that reads as a pay (a company badge "51-200 employees" above it); a pay is never its posting date."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles.extractor import extract_job

DOM = """-- main --
[CLICK: "a[href='/company/northwind']"] link "Northwind Robotics"
AI copilots for field technicians
Series A
51-200 employees
# Senior Backend Engineer
[CLICK: "#apply"] button "Apply"
Location
Remote (US)
Compensation
$150k – $190k • 0.1% – 0.25%
Job type
Full-time
Posted
Posted 3 days ago
"""


def test_the_pay_under_its_label_and_the_date_that_says_when():
    prompt = f"URL: /company/northwind/jobs/1\nTHE LISTING SHOWED: title: Senior Backend Engineer\nDOM:\n{DOM}"
    answer = extract_job(prompt)
    assert answer.args["salary"] == "$150k – $190k • 0.1% – 0.25%"
    assert answer.args["posted_date"] == "Posted 3 days ago"
