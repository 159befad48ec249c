"""Pure parts of the open world: placeholders, HAR cleaning and merging, robots.txt answers, politeness, modes."""

import json
import time

import pytest

from pytest_jobagent.browser import har as harfile
from pytest_jobagent.browser.hosts import HostRules
from pytest_jobagent.browser.traffic import MODES, SiteTraffic, TrafficOptions, UrlSite, _robots_parser, form_name
from pytest_jobagent.llm.cassette_format import APPLICANT_KEY, PlaceholderSerializer
from pytest_jobagent.redact import Placeholders

ADA = {"first_name": "Ada", "last_name": "Lovelace", "email": "ada.lovelace@example.com", "phone": "+44 20 7946 0958",
       "consent": True, "years": 5, "visa": "No", "city": "Zoë's \"Town\""}


def test_placeholders_hide_every_encoding_and_fill_back_exactly():
    placeholders = Placeholders.of(ADA)
    text = ('Hi Ada (Adaptive), ada.lovelace@example.com / ada.lovelace%40example.com, +44 20 7946 0958, '
            'years 5, visa No, a template {{email}} and Zo\\u00eb\'s \\"Town\\"')
    hidden = placeholders.hide(text)
    for value in ("Ada ", "Lovelace", "ada.lovelace", "7946"):
        assert value not in hidden
    assert "Adaptive" in hidden and "years 5" in hidden and "visa No" in hidden  # whole words; not answers
    assert "{{email|url}}" in hidden and "{{=email}}" in hidden  # an encoding; a literal template escaped
    assert placeholders.fill(hidden) == text
    # a value right after an escaped line break or tab in JSON text (a letter signed with the name) is hidden too
    signed = 'regards,\\nAda Lovelace\\tLovelace; xAda stays'
    assert placeholders.hide(signed) == 'regards,\\n{{first_name}} {{last_name}}\\t{{last_name}}; xAda stays'


def test_file_contents_are_hidden_by_their_name(tmp_path):
    resume = tmp_path / "cv.txt"
    resume.write_text("Ada Lovelace, analyst\n")
    placeholders = Placeholders.of({}, {"resume": str(resume)})
    assert placeholders.hide("body:Ada Lovelace, analyst\n--") == "body:{{resume}}--"


def test_a_cassette_keeps_placeholders_on_disk_and_values_in_memory():
    serializer = PlaceholderSerializer(Placeholders.of(ADA))
    body = json.dumps({"messages": [{"role": "user", "content": "Fill email with ada.lovelace@example.com"}]})
    cassette = {"version": 1, "interactions": [{"request": {"method": "POST", "uri": "http://x/v1/chat/completions",
                                                            "body": body, "headers": {}},
                                                "response": {"status": {"code": 200}, "headers": {},
                                                             "body": {"string": '{"ok": "Ada"}'}}}]}
    text = serializer.serialize(json.loads(json.dumps(cassette)))
    assert "ada.lovelace@example.com" not in text and "{{email}}" in text and APPLICANT_KEY in text
    loaded = serializer.deserialize(text)["interactions"][0]
    assert json.loads(loaded["request"]["body"]) == json.loads(body)
    assert loaded["response"]["body"]["string"] == '{"ok":"Ada"}'


def _entry(url, status=200, method="GET", text="", headers=()):
    return {"request": {"method": method, "url": url, "headers": [{"name": n, "value": v} for n, v in headers],
                        "cookies": [{"name": "a"}], "postData": {"text": text} if text else None},
            "response": {"status": status, "headers": [{"name": "Set-Cookie", "value": "s=1"}], "content": {}}}


def test_a_har_keeps_no_cookie_secret_header_failed_request_or_applicant_value():
    har = {"log": {"entries": [
        _entry("http://site/?q=1", headers=[("Cookie", "s=1"), ("Authorization", "Bearer x"), ("Accept", "*/*")]),
        _entry("http://cdn/blocked.js", status=-1),
        _entry("http://site/apply", method="POST", text="email=ada.lovelace%40example.com"),
    ]}}
    cleaned = harfile.clean(har, Placeholders.of(ADA))
    entries = cleaned["log"]["entries"]
    assert [e["request"]["url"] for e in entries] == ["http://site/?q=1", "http://site/apply"]
    assert [h["name"] for h in entries[0]["request"]["headers"]] == ["Accept"]
    assert entries[0]["response"]["headers"] == [] and entries[0]["request"]["cookies"] == []
    assert entries[1]["request"]["postData"]["text"] == "email={{email|url}}"


def test_new_episodes_keeps_what_was_recorded_and_all_prefers_the_new_recording():
    old = {"log": {"entries": [_entry("http://site/a", text=""), _entry("http://site/b")], "_jobagent": {"robots": 1}}}
    new = {"log": {"entries": [_entry("http://site/b", status=201), _entry("http://site/c")]}}
    kept = harfile.merge(json.loads(json.dumps(old)), json.loads(json.dumps(new)), prefer_new=False)
    assert [(e["request"]["url"], e["response"]["status"]) for e in kept["log"]["entries"]] == [
        ("http://site/a", 200), ("http://site/b", 200), ("http://site/c", 200)]
    assert kept["log"]["_jobagent"] == {"robots": 1}
    fresh = harfile.merge(old, new, prefer_new=True)
    assert ("http://site/b", 201) in [(e["request"]["url"], e["response"]["status"]) for e in fresh["log"]["entries"]]


def test_record_modes_map_to_what_happens_to_site_traffic():
    assert MODES[("none", True)] == "replay" and MODES[("none", False)] == "missing"
    assert MODES[("once", True)] == "replay" and MODES[("once", False)] == "record"
    assert MODES[("new_episodes", True)] == "update"
    assert MODES[("all", True)] == MODES[("rewrite", True)] == "record"


def test_a_url_site_without_recording_in_replay_says_how_to_record(tmp_path):
    with pytest.raises(harfile.SiteTrafficMissing, match="--record-mode=once"):
        SiteTraffic(TrafficOptions(site_url="https://jobs.example.com"), record_mode="none",
                    har=tmp_path / "x.har", rerun="scenarios/x.yaml::x")


def test_robots_txt_answers_follow_rfc_9309():
    text = {"status": 200, "text": "User-agent: *\nDisallow: /search\n"}
    assert not _robots_parser(text).can_fetch("pytest-jobagent", "https://jobs.example.com/search?q=x")
    assert _robots_parser(text).can_fetch("pytest-jobagent", "https://jobs.example.com/jobs/1")
    assert _robots_parser({"status": 404, "text": ""}).can_fetch("pytest-jobagent", "https://x/any")
    assert not _robots_parser({"status": 503, "text": ""}).can_fetch("pytest-jobagent", "https://x/any")


def test_the_own_site_can_opt_out_of_robots_but_other_hosts_cannot():
    traffic = SiteTraffic(TrafficOptions(site_url="https://jobs.example.com", allow_hosts=("boards.example.org",),
                                         robots_txt=True, robots_own_site=False))
    traffic.mode = "replay"  # answers come from the recording, never the network
    traffic._recorded_robots = {"https://boards.example.org": {"status": 200, "text": "User-agent: *\nDisallow: /\n"},
                                "https://jobs.example.com": {"status": 200, "text": "User-agent: *\nDisallow: /\n"}}
    assert traffic._robots_allow("https://jobs.example.com/jobs")
    assert not traffic._robots_allow("https://boards.example.org/jobs")


def test_politeness_spaces_page_loads_per_host():
    traffic = SiteTraffic(TrafficOptions(site_url="https://jobs.example.com", min_delay_s=0.2))
    started = time.monotonic()
    traffic._polite("jobs.example.com")
    traffic._polite("cdn.example.com")   # another host: no wait
    traffic._polite("jobs.example.com")  # the same host: waits the rest of 0.2 s
    assert time.monotonic() - started >= 0.19 and traffic.waited_s > 0.1


def test_host_rules_and_url_site_paths():
    rules = HostRules("jobs.example.com", ("*.greenhouse.io",))
    assert rules.allows("https://jobs.example.com/x") and rules.allows("https://boards.greenhouse.io/a")
    assert not rules.allows("https://greenhouse.io/") and not rules.allows("https://cdn.example.com/a.js")
    assert rules.allows("data:image/png;base64,xx") and not HostRules().allows("https://example.com/")
    site = UrlSite("https://example.com/careers", traffic=None)
    assert site.url("/") == "https://example.com/careers"
    assert site.url("/jobs?q=a") == "https://example.com/careers/jobs?q=a"
    assert site.url("https://example.com/other") == "https://example.com/other"
    assert form_name("https://x/__submit/apply-form") == "apply-form" and form_name("https://x/jobs/1/apply") == \
        "/jobs/1/apply"
