"""Host rules, storage state, consent banners and the scope of the offline browser, each through a small project."""

import json
import socket

import pytest

BOARD = """<!doctype html><html><head><title>Careers</title>
<script src="{other}/widget.js"></script></head>
<body><main><h1>Open roles</h1><p id="who">guest</p>
<ul><li><a href="/jobs/1">Data Engineer</a></li><li><a href="/jobs/2">Analyst</a></li></ul></main>
<div id="cookie-banner" style="position:fixed;bottom:0;left:0;right:0;height:200px;background:#fff">
  <p>We use cookies to improve your experience.</p>
  <button onclick="this.parentNode.remove()">Reject all</button><button>Accept all cookies</button></div>
<script>if (document.cookie.includes('session=ada')) document.getElementById('who').textContent = 'signed in';
document.body.insertAdjacentHTML('beforeend', document.cookie.includes('session=ada') ? '<button>Sign out</button>' : '<button>Sign in</button>');</script>
</body></html>"""

SCENARIO = """\
name: {name}
site: {url}
start: /index.html
run: observe
{extra}
expect:
  buttons: [{button}]
"""


def test_allow_hosts_storage_state_and_consent(pytester, plain_server):
    other_root = pytester.path / "other"
    other_root.mkdir()
    (other_root / "widget.js").write_text("window.widget = true;")
    other = plain_server(other_root, host="127.0.0.2")  # another host, still on this machine
    www = pytester.path / "www"
    www.mkdir()
    (www / "index.html").write_text(BOARD.format(other=other.url))
    site = plain_server(www)
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    state = {"cookies": [{"name": "session", "value": "ada", "domain": "127.0.0.1", "path": "/", "expires": -1,
                          "httpOnly": False, "secure": False, "sameSite": "Lax"}], "origins": []}
    (scenarios / "state.json").write_text(json.dumps(state))
    cases = {
        "blocked": ("", "Sign in"),
        "allowed": ("allow_hosts: [127.0.0.2]", "Sign in"),
        "signed in": ("storage_state: state.json", "Sign out"),
    }
    for name, (extra, button) in cases.items():
        (scenarios / f"{name.replace(' ', '_')}.yaml").write_text(
            SCENARIO.format(name=name, url=site.url, extra=extra, button=button))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")
    events_file = pytester.path / "events.jsonl"

    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--disable-recording",
                                           f"--jobagent-events={events_file}")

    result.assert_outcomes(passed=3)
    events = [json.loads(line) for line in events_file.read_text().splitlines()]
    traffic = {e["scenario"].split("::")[1]: e["body"] for e in events if e.get("name") == "site_traffic.json"}
    assert traffic["blocked"]["blocked"] == {"127.0.0.2": 1}  # the widget's host is not the site's: counted
    assert traffic["allowed"]["blocked"] == {}
    assert other.seen == ["GET /widget.js"]  # only the scenario that allows it reached the other host
    dismissed = [e for e in events if e["event"] == "action" and e.get("action_kind") == "dismiss_overlay"]
    assert len(dismissed) == 3 and {e["target"] for e in dismissed} == {"Reject all"}  # refused, not accepted


def test_a_missing_or_corrupt_site_recording_says_how_to_record_it(pytester):
    """Two URL sites replayed in one pytest process: one never recorded, one whose recording is not JSON."""
    (pytester.path / "scenarios").mkdir()
    for stem in ("board", "broken"):
        (pytester.path / "scenarios" / f"{stem}.yaml").write_text(
            "name: board by url\nsite: http://127.0.0.1:9/\nrun: observe\n")
    har = pytester.path / "cassettes" / "scenarios" / "broken" / "board-by-url.har"
    har.parent.mkdir(parents=True)
    har.write_text("{not json")
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider")

    result.assert_outcomes(failed=2)
    # the missing one names the command to record it
    result.stdout.fnmatch_lines(["*no site recording at *cassettes/scenarios/board/board-by-url.har*",
                                 "*pytest 'scenarios/board.yaml::board by url' --record-mode=once*"])
    assert "Traceback" not in result.stdout.str()
    # the corrupt one says to record it again
    result.stdout.fnmatch_lines(["*site recording *broken/board-by-url.har cannot be read*", "*--record-mode=rewrite*"])


@pytest.mark.parametrize("yaml, message", [
    ("site: jobboard_spa\nallow_hosts: [cdn.example.com]", "allow_hosts needs a URL site"),
    ("site: https://jobs.example.com\nallow_hosts: ['https://cdn.example.com/']", "is not a host name"),
    ("site: https://jobs.example.com\nstart: https://elsewhere.example.org/jobs", "must be on the site's host"),
    ("site: https://jobs.example.com\nstorage_state: missing.json", "storage state file not found"),
])
def test_bad_open_world_settings_fail_with_what_to_do(tmp_path, yaml, message):
    from pytest_jobagent.scenario.loader import load_file

    path = tmp_path / "bad.yaml"
    path.write_text(f"name: bad\nrun: observe\n{yaml}\n")
    [doc] = load_file(path)
    assert doc.error is not None and message in doc.error


ORDINARY = '''
def test_ordinary_page_reaches_another_machine(page, browser_type_launch_args):
    page.goto("{url}/index.html")
    assert page.locator("h1").inner_text() == "Open roles"
    assert "--disable-gpu" not in browser_type_launch_args.get("args", [])  # pytest-playwright's launch, as is
'''


def _lan_address() -> str | None:
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("198.51.100.1", 9))  # no packet is sent: this only picks the outgoing interface
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") else address


def test_an_ordinary_test_reaches_a_non_loopback_address_while_a_scenario_is_blocked(pytester, plain_server):
    address = _lan_address()
    if address is None:
        pytest.skip("this machine has no non-loopback address")
    www = pytester.path / "www"
    www.mkdir()
    (www / "index.html").write_text("<html><body><main><h1>Open roles</h1></main></body></html>")
    lan = plain_server(www, host=address)
    site = pytester.path / "sites" / "board"
    site.mkdir(parents=True)
    (site / "index.html").write_text(f'<html><body><h1>Jobs</h1><img src="{lan.url}/pixel.png"></body></html>')
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "board.yaml").write_text("name: folder board\nsite: board\nrun: observe\n")
    pytester.makepyfile(test_ordinary=ORDINARY.format(url=lan.url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    events_file = pytester.path / "events.jsonl"

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "scenarios", "test_ordinary.py",
                                           f"--jobagent-events={events_file}")

    result.assert_outcomes(passed=2)
    assert "GET /index.html" in lan.seen and "GET /pixel.png" not in lan.seen  # the scenario's pixel never left
    events = [json.loads(line) for line in events_file.read_text().splitlines()]
    [traffic] = [e["body"] for e in events if e.get("name") == "site_traffic.json"]
    assert traffic["mode"] == "offline" and traffic["blocked"] == {address: 1}


SIGNED_IN_FORM = """<!doctype html><html><head><title>Apply – Acme</title></head><body><main>
<h1>Apply: Data Analyst</h1><p id="who"></p>
<form id="apply" action="/__submit/acme-application" method="post" hidden>
  <label for="name">Full name</label> <input id="name" name="name" required>
  <label for="email">Email</label> <input id="email" name="email" type="email" required>
  <button type="submit">Submit application</button>
</form>
<script>
  // the form is for signed-in people only: without the session cookie the page asks to sign in
  const signedIn = document.cookie.split('; ').includes('session=ada');
  document.getElementById('who').textContent = signedIn ? 'Signed in as Ada' : 'Sign in to apply';
  document.getElementById('apply').hidden = !signedIn;
  document.getElementById('apply').addEventListener('submit', e => {
    e.preventDefault();
    fetch('/__submit/acme-application', {method: 'POST', body: new URLSearchParams(new FormData(e.target))})
      .then(() => { document.querySelector('main').innerHTML = '<h1>Thank you for applying</h1>'; });
  });
</script></main></body></html>"""

SIGNED_IN_APPLY = """\
name: apply signed in
site: {url}
start: /apply
run: apply
submit: true
storage_state: state.json
user_data: {{name: Ada Lovelace, email: ada@example.com}}
runs:
  - name: learn
    mode: ai_only
    expect: {{mode_used: ai, saved: true, submitted: {{form: acme-application}}}}
  - name: replay
    expect: {{mode_used: cookbook, llm_calls: {{max: 0}}, submitted: {{form: acme-application}}}}
"""


def test_every_apply_run_starts_signed_in_from_storage_state(pytester, plain_server):
    """Each run after the first starts with the last run's cookies cleared; the scenario's own session comes back."""
    www = pytester.path / "www"
    www.mkdir()
    (www / "apply.html").write_text(SIGNED_IN_FORM)
    site = plain_server(www)
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    state = {"cookies": [{"name": "session", "value": "ada", "domain": "127.0.0.1", "path": "/", "expires": -1,
                          "httpOnly": False, "secure": False, "sameSite": "Lax"}], "origins": []}
    (scenarios / "state.json").write_text(json.dumps(state))
    (scenarios / "apply.yaml").write_text(SIGNED_IN_APPLY.format(url=site.url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--disable-recording",
                                           "--llm=heuristic")

    result.assert_outcomes(passed=1)
    assert [line for line in site.seen if line.startswith("POST")] == ["POST /__submit/acme-application"] * 2
