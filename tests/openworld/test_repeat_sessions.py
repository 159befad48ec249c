"""A repeated scenario with `storage_state:` starts every run signed in: the next run's clean start puts back the
state's cookies after clearing the last run's."""

import json

BOARD = """<!doctype html><html><head><title>Careers</title></head>
<body><main><h1>Open roles</h1>
<ul><li><a href="/jobs/1">Data Engineer</a></li><li><a href="/jobs/2">Analyst</a></li></ul></main>
<script>document.cookie = 'visited=1; path=/';
document.querySelector('main').insertAdjacentHTML('beforeend',
  document.cookie.includes('session=ada') ? '<button>Sign out</button>' : '<button>Sign in</button>');</script>
</body></html>"""

SCENARIO = """\
name: signed in on every run
site: {url}
start: /index.html
run: observe
storage_state: state.json
repeat: {{runs: 2, pass_rate: 1}}
expect:
  buttons: [Sign out]
"""


def test_every_run_of_a_repeated_scenario_starts_signed_in(pytester, plain_server):
    www = pytester.path / "www"
    www.mkdir()
    (www / "index.html").write_text(BOARD)
    site = plain_server(www)
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    state = {"cookies": [{"name": "session", "value": "ada", "domain": "127.0.0.1", "path": "/", "expires": -1,
                          "httpOnly": False, "secure": False, "sameSite": "Lax"}], "origins": []}
    (scenarios / "state.json").write_text(json.dumps(state))
    (scenarios / "repeated.yaml").write_text(SCENARIO.format(url=site.url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")
    events_file = pytester.path / "events.jsonl"

    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--disable-recording",
                                           f"--jobagent-events={events_file}")

    result.assert_outcomes(passed=1)
    events = [json.loads(line) for line in events_file.read_text().splitlines()]
    runs = [e for e in events if e["event"] == "run_finished"]
    assert [e["outcome"] for e in runs] == ["passed", "passed"]
