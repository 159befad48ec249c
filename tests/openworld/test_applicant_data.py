"""Apply on a real site: the final post is held unless the scenario says `submit: true`, `submitted:` checks what
was (or would have been) sent, offline too; the applicant's data never lands in a cassette, HAR, event or Allure
file, and is put back at replay."""

import json
import shutil

SCENARIO = """\
name: apply {name}
site: {url}
start: /jobs/4871201007
run: apply
mode: ai_only
store: fresh
submit: {submit}
limits: {{max_steps: 30, max_llm_calls: 40}}
user_data:
  first_name: Augusta
  last_name: Lovelace
  email: augusta.lovelace@example.com
  phone: +1 612 555 0148
  linkedin_profile: https://www.linkedin.com/in/augusta-lovelace
  work_authorization: "Yes"
  visa_sponsorship: "No"
  gender: Female
  hispanic_latino: "No"
  race: Asian
  veteran_status: I am not a protected veteran
files: {{resume: files/resume.txt}}
expect:
  mode_used: ai
  submitted:
    form: greenhouse-application
    files: [resume]
    fields: {{first_name: "{{{{first_name}}}}", email: "{{{{email}}}}", phone: "{{{{phone}}}}"}}
"""

RESUME = "Augusta Ada Lovelace\nAnalyst of the Analytical Engine, London\n"
SECRETS = ["Augusta", "Lovelace", "augusta.lovelace@example.com", "augusta.lovelace%40example.com",
           "612 555 0148", "linkedin.com/in/augusta", "Analytical Engine"]


def recorded_files(root):
    for folder in ("cassettes", "results"):
        yield from (p for p in (root / folder).rglob("*") if p.is_file())
    yield root / "events.jsonl"


def test_apply_holds_the_post_and_keeps_applicant_data_out_of_every_recording(pytester, repo, plain_server):
    www = pytester.path / "www"
    shutil.copytree(repo / "sites" / "ats_greenhouse", www, ignore=shutil.ignore_patterns("*.py", "truth.json"))
    server = plain_server(www, spa=True)
    scenarios = pytester.path / "scenarios"
    (scenarios / "files").mkdir(parents=True)
    (scenarios / "files" / "resume.txt").write_text(RESUME)
    for name, submit in (("held", "false"), ("sent", "true")):
        (scenarios / f"{name}.yaml").write_text(SCENARIO.format(name=name, url=server.url, submit=submit))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    def run(*args):
        return pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--alluredir=results",
                                             f"--jobagent-events={pytester.path / 'events.jsonl'}", *args)

    # If both scenarios are recorded against the live site
    run("--llm=heuristic", "--record-mode=once").assert_outcomes(passed=2)

    # Then only the one that says `submit: true` reached the server; the other's post is in its result, held
    posts = [line for line in server.seen if line.startswith("POST")]
    assert posts == ["POST /__submit/greenhouse-application"]
    events = [json.loads(line) for line in (pytester.path / "events.jsonl").read_text().splitlines()]
    traffic = {e["scenario"].split("::")[1]: e["body"] for e in events if e.get("name") == "site_traffic.json"}
    assert [s["held"] for s in traffic["apply held"]["submissions"]] == [True]
    assert [s["held"] for s in traffic["apply sent"]["submissions"]] == [False]
    assert traffic["apply held"]["submissions"][0]["fields"]["email"] == "{{email}}"  # reports show placeholders

    # And no value of the applicant's data, nor the resume's content, is in any recording or report file
    for path in recorded_files(pytester.path):
        text = path.read_text(errors="replace")
        found = [s for s in SECRETS if s in text]
        assert not found, f"{path.relative_to(pytester.path)} holds {found}"
    cassettes = "".join(p.read_text() for p in (pytester.path / "cassettes").rglob("*.yaml"))
    assert "{{email}}" in cassettes and "applicant_data: placeholders" in cassettes
    sent_har = next((pytester.path / "cassettes").rglob("apply-sent.har")).read_text()
    assert "{{email}}" in sent_har and "{{first_name}}" in sent_har  # the post, as the site received it

    # And with the site gone, both replay offline: values filled back, the recorded post answered from the HAR
    server.stop()
    (pytester.path / "events.jsonl").unlink()
    run("--record-mode=none").assert_outcomes(passed=2)
    events = [json.loads(line) for line in (pytester.path / "events.jsonl").read_text().splitlines()]
    traffic = {e["scenario"].split("::")[1]: e["body"] for e in events if e.get("name") == "site_traffic.json"}
    assert [s["held"] for s in traffic["apply sent"]["submissions"]] == [False]
    assert not traffic["apply sent"].get("not_recorded")
