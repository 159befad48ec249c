"""A cover letter tailored to the job: the model quotes the posting and names profile entries, code writes the letter
in the page's language; a quote the posting does not hold or an entry the profile lacks is sent back, so the letter
never carries an invented fact."""

from __future__ import annotations

from pytest_jobagent.browser.settle import tracker
from pytest_jobagent.runs.apply.cover_letter import (
    PlanCoverLetter,
    check_plan,
    compose,
    facts_of,
    posting_of,
    write_cover_letter,
)

POSTING = """Bookkeeper
Keystone Automotive
Requirements:
Degree in accounting or equivalent experience
Experience with accounting software"""

PROFILE = {"full_name": "Ada Lovelace", "email": "ada@example.com", "phone": "+1 612 555 0148",
           "linkedin": "https://www.linkedin.com/in/ada", "experience": "Six years of bookkeeping",
           "degree": "BSc in accounting", "relocate": True}


def plan(**change) -> PlanCoverLetter:
    values = {"job_title": "Bookkeeper", "company": "Keystone Automotive",
              "requirements": ["Degree in accounting or equivalent experience"], "profile_keys": ["degree"]}
    return PlanCoverLetter(**{**values, **change})


def test_only_the_profiles_plain_entries_are_facts_a_letter_may_cite():
    assert facts_of(PROFILE) == {"experience": "Six years of bookkeeping", "degree": "BSc in accounting"}


def test_a_plan_must_quote_the_posting_and_name_the_profiles_entries():
    facts = facts_of(PROFILE)
    assert check_plan(plan(), POSTING, facts) is None
    assert "is not in the JOB POSTING" in check_plan(plan(requirements=["Ten years of SAP"]), POSTING, facts)
    assert "is not in the JOB POSTING" in check_plan(plan(company="Acme Corp"), POSTING, facts)
    assert "not in PROFILE: ['salary']" in check_plan(plan(profile_keys=["salary"]), POSTING, facts)
    assert "one to three requirements" in check_plan(plan(requirements=[]), POSTING, facts)
    assert check_plan(plan(company="", job_title="  bookkeeper "), POSTING, facts) is None  # case and spaces aside


def test_the_letter_is_the_plans_quotes_and_the_profiles_values_in_the_pages_language():
    facts = facts_of(PROFILE)
    english = compose(plan(profile_keys=["experience", "degree"]), facts, "Ada Lovelace", "en-US")
    assert english == ("Dear hiring team at Keystone Automotive,\n\nI am applying for the Bookkeeper position. Your "
                       "posting asks for Degree in accounting or equivalent experience. What I bring: Six years of "
                       "bookkeeping; BSc in accounting.\n\nThank you for considering my application.\n\n"
                       "Kind regards,\nAda Lovelace")
    german = compose(plan(company=""), facts, "Ada Lovelace", "de")
    assert german.startswith("Sehr geehrte Damen und Herren,") and "Mit freundlichen Grüßen\nAda Lovelace" in german
    assert compose(plan(), facts, "Ada", "xx").startswith("Dear hiring team at")  # an unknown language: English


def test_the_bundled_model_plans_a_letter_from_a_real_posting(page, serve_site, live_llm):
    site = serve_site("jobboard_classic")
    tracker(page)  # watched from its start, as a run's pages are: the posting arrives by a fetch after `load`
    page.goto(site.url("/viewjob?jk=7c25c99b804db8ea"), wait_until="load")
    profile = {"full_name": "Ada Lovelace", "experience": "Six years of bookkeeping and month-end close",
               "software": "QuickBooks and Advanced Excel", "email": "ada@example.com"}
    letter = write_cover_letter(page, live_llm, profile)
    assert letter.job_title == "Bookkeeper" and letter.language == "en"
    assert letter.requirements and all(r in page.locator("body").inner_text() for r in letter.requirements)
    assert set(letter.profile_keys) <= {"experience", "software"} and "ada@example.com" not in letter.text
    assert "I am applying for the Bookkeeper position." in letter.text and letter.text.endswith("Ada Lovelace")
    assert any(profile[k] in letter.text for k in letter.profile_keys)


def test_a_posting_its_script_fills_in_after_load_is_read_whole(page):
    # the heading and the requirements arrive 300 ms after `load` (a fetch's reply, as on most boards' job pages): the
    # posting is read once the page is quiet, not as the chrome around an empty heading; the page is watched from its
    # start, as a run's pages are
    tracker(page)
    page.set_content("""<a href="#main">Skip to main content</a><main id="main"><h1></h1><ul></ul></main><script>
      setTimeout(() => { document.querySelector('h1').textContent = 'Payroll Clerk';
        document.querySelector('ul').innerHTML = '<li>Two years of payroll experience</li>'; }, 300);</script>""")
    posting = posting_of(page)
    assert posting.heading == "Payroll Clerk" and "Two years of payroll experience" in posting.text
