"""Cassettes over real HTTP: record through the heuristic model, replay offline, drift, secrets, record modes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from llm_helpers import EXPLORER_TOOLS, FAKE_KEY, explorer_messages

from pytest_jobagent.llm import (
    CassetteCorrupt,
    CassetteDrift,
    CassetteMissing,
    LLMSettings,
    cassette_path,
    llm_session,
    slugify,
)

CLOSED = "http://127.0.0.1:9/v1"  # discard port: nothing listens, a request would fail at once


def run_agent(llm, turns: int = 3, dom_suffix: str = "") -> list[tuple[str, dict]]:
    """A tiny agent loop: call, append the tool call and a result, call again."""
    messages = explorer_messages()
    messages[1]["content"] += dom_suffix
    seen = []
    for _ in range(turns):
        call = llm.call("probe", messages, EXPLORER_TOOLS)
        seen.append((call.name, call.args.model_dump()))
        messages += [call.assistant_message(), call.result_message(f"ok: {call.name} done, page unchanged")]
    return seen


def replay_settings(**update) -> LLMSettings:
    return LLMSettings(provider="heuristic", base_url=CLOSED, model="jobagent-heuristic", **update)


def test_record_then_replay_offline_gives_same_results(heuristic, heuristic_settings, tmp_path):
    path = tmp_path / "scenario.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        recorded = run_agent(llm)
        recorded_stats = llm.stats
    served = heuristic.served
    heuristic.stop()
    assert served == 3 and path.is_file()

    with llm_session(replay_settings(), cassette=path, record_mode="none") as llm:
        replayed = run_agent(llm)
    assert replayed == recorded
    assert llm.stats.prompt_tokens == recorded_stats.prompt_tokens > 0
    assert llm.stats.agents["probe"].llm_calls == 3


def test_changed_prompt_is_drift_with_a_diff(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=2)
    rerun = "scenarios/x.yaml::spa explore"
    with llm_session(replay_settings(), cassette=path, rerun=rerun) as llm, pytest.raises(CassetteDrift) as info:
        run_agent(llm, turns=2, dom_suffix='[CLICK: "#new-button"] New button\n')
    err = info.value
    text = str(err)
    assert (err.agent, err.turn) == ("probe", 1)
    assert "message 2 (user) differs" in text
    assert '+[CLICK: "#new-button"] New button' in text
    assert "--record-mode=rewrite" in text and "--llm=heuristic" in text
    assert "'scenarios/x.yaml::spa explore'" in text
    assert str(path) in text


def test_drift_at_a_later_turn_names_that_turn(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=2)
    with llm_session(replay_settings(), cassette=path) as llm, pytest.raises(CassetteDrift) as info:
        messages = explorer_messages()
        call = llm.call("probe", messages, EXPLORER_TOOLS)
        messages += [call.assistant_message(), call.result_message("a different tool result than recorded")]
        llm.call("probe", messages, EXPLORER_TOOLS)
    assert info.value.turn == 2
    assert "message 4 (tool) differs" in str(info.value)


def test_more_calls_than_recorded_is_drift(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
    with llm_session(replay_settings(), cassette=path) as llm:
        run_agent(llm, turns=1)
        with pytest.raises(CassetteDrift, match="fewer"):
            llm.call("probe", explorer_messages(), EXPLORER_TOOLS)


def test_missing_cassette_names_path_and_commands(tmp_path):
    path = tmp_path / "nested" / "missing.yaml"
    rerun = "scenarios/spa.yaml::spa explore"
    with llm_session(replay_settings(), cassette=path, rerun=rerun) as llm, pytest.raises(CassetteMissing) as info:
        llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    text = str(info.value)
    assert str(path) in text
    assert "pytest 'scenarios/spa.yaml::spa explore' --llm=heuristic --record-mode=once" in text
    assert "--llm=openai --llm-model=gpt-4.1-mini --record-mode=once" in text
    assert not path.exists()


def test_no_session_without_calls_needs_a_cassette(tmp_path):
    with llm_session(replay_settings(), cassette=tmp_path / "none.yaml") as llm:
        assert llm.stats.llm_calls == 0


def test_cassette_never_holds_secrets(heuristic_settings, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_ORG_ID", "org-SECRETORG123456")
    monkeypatch.setenv("OPENAI_PROJECT_ID", "proj_SECRETPROJECT123")
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
    text = path.read_text()
    assert FAKE_KEY not in text and FAKE_KEY[8:24] not in text
    assert "SECRETORG" not in text and "SECRETPROJECT" not in text
    lowered = text.lower()
    for header in ("authorization", "openai-organization", "openai-project", "x-stainless"):
        assert header not in lowered
    # the stored bodies are decoded (the heuristic server gzips its answers)
    assert "content-encoding" not in lowered and "chat.completion" in text


def test_failed_recording_leaves_no_cassette(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with pytest.raises(RuntimeError), llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
        raise RuntimeError("the browser crashed")
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []


def test_failed_rewrite_keeps_the_old_cassette(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=2)
    before = path.read_bytes()
    with pytest.raises(KeyboardInterrupt), llm_session(heuristic_settings, cassette=path, record_mode="rewrite") as llm:
        run_agent(llm, turns=1, dom_suffix="changed\n")
        raise KeyboardInterrupt
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.yaml"]


def test_rerecording_the_same_traffic_changes_no_byte(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="rewrite") as llm:
        run_agent(llm)
    first = path.read_bytes()
    with HeuristicServerOnNewPort() as url, llm_session(  # a different free port: the cassette must not care
            heuristic_settings.model_copy(update={"base_url": url}), cassette=path, record_mode="rewrite") as llm:
        run_agent(llm)
    assert path.read_bytes() == first


class HeuristicServerOnNewPort:
    def __enter__(self) -> str:
        from pytest_jobagent.heuristic import HeuristicServer

        self.server = HeuristicServer().start()
        return self.server.url

    def __exit__(self, *exc) -> None:
        self.server.stop()


def test_record_modes(heuristic, heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"

    def interactions() -> int:
        return len(yaml.safe_load(path.read_text())["interactions"])

    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
    assert interactions() == 1 and heuristic.served == 1
    # once + existing cassette: replay only, new calls are drift
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
        with pytest.raises(CassetteDrift):
            run_agent(llm, turns=1, dom_suffix="other\n")
    assert heuristic.served == 1
    # new_episodes: replays what it has, records the new call
    with llm_session(heuristic_settings, cassette=path, record_mode="new_episodes") as llm:
        run_agent(llm, turns=1)
        run_agent(llm, turns=1, dom_suffix="other\n")
    assert interactions() == 2 and heuristic.served == 2
    # all: every call goes to the model; untouched old interactions stay
    with llm_session(heuristic_settings, cassette=path, record_mode="all") as llm:
        run_agent(llm, turns=1)
    assert interactions() == 2 and heuristic.served == 3
    # rewrite: only what this run recorded
    with llm_session(heuristic_settings, cassette=path, record_mode="rewrite") as llm:
        run_agent(llm, turns=1, dom_suffix="third\n")
    assert interactions() == 1 and heuristic.served == 4
    # rewrite of a run that makes no model call removes the stale cassette
    with llm_session(heuristic_settings, cassette=path, record_mode="rewrite"):
        pass
    assert not path.exists()


def test_replay_uses_the_recorded_model_unless_one_is_chosen(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        run_agent(llm, turns=1)
    assert yaml.safe_load(path.read_text())["metadata"]["jobagent"] == {"model": "jobagent-heuristic",
                                                                         "provider": "heuristic"}
    default = LLMSettings(provider="openai", base_url=CLOSED, model="gpt-4.1-mini")
    with llm_session(default, cassette=path) as llm:
        run_agent(llm, turns=1)
        assert llm.stats.cost_usd == 0.0  # priced by the recorded (heuristic) model
    chosen = default.with_overrides({"model": "gpt-4.1"})
    with llm_session(chosen, cassette=path) as llm, pytest.raises(CassetteDrift) as info:
        run_agent(llm, turns=1)
    assert 'model: "gpt-4.1" now, "jobagent-heuristic" recorded' in str(info.value)


def test_unreadable_cassette_is_a_clear_error(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("interactions: [unclosed\n")
    with pytest.raises(CassetteCorrupt, match="--record-mode=rewrite"), llm_session(replay_settings(), cassette=path):
        pass


def test_a_cassette_not_in_utf8_is_unreadable_not_empty(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_bytes("version: 1\ninteractions: []\n# Zürich\n".encode("latin-1"))
    with pytest.raises(CassetteCorrupt, match="not UTF-8") as info, llm_session(replay_settings(), cassette=path):
        pass
    assert "--record-mode=rewrite" in str(info.value)


def test_rewrite_records_over_an_unreadable_cassette(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("interactions: [unclosed\n")
    with llm_session(heuristic_settings, cassette=path, record_mode="rewrite") as llm:
        recorded = run_agent(llm, turns=2)
    with llm_session(replay_settings(), cassette=path, record_mode="none") as llm:
        assert run_agent(llm, turns=2) == recorded


def test_cassette_path_from_scenario_file_and_name(tmp_path):
    assert cassette_path("cassettes", "explore/spa.yaml", "SPA board: explore!") == Path(
        "cassettes/explore/spa/spa-board-explore.yaml")
    assert cassette_path("c", tmp_path / "scenarios" / "x.yml", "a b", root=tmp_path) == Path("c/scenarios/x/a-b.yaml")
    assert cassette_path("c", "/elsewhere/x.yaml", "n", root=tmp_path) == Path("c/x/n.yaml")
    assert slugify("Überprüfung — Jobs (2)") == "uberprufung-jobs-2"
    assert slugify("???").startswith("scenario-")


def test_a_retried_server_error_is_not_recorded(scripted, tmp_path):
    from llm_helpers import tool_reply

    scripted.replies += [(503, {"error": {"message": "overloaded"}}),
                         tool_reply("click", '{"selector": "#filters-toggle", "reason": "r"}')]
    settings = LLMSettings(provider="openai", base_url=scripted.url, model="test-model", api_key=FAKE_KEY,
                           max_retries=1)
    path = tmp_path / "c.yaml"
    with llm_session(settings, cassette=path, record_mode="once") as llm:
        assert llm.call("probe", explorer_messages(), EXPLORER_TOOLS).name == "click"
    assert len(scripted.requests) == 2
    assert len(yaml.safe_load(path.read_text())["interactions"]) == 1
    with llm_session(settings.model_copy(update={"base_url": CLOSED}), cassette=path) as llm:
        assert llm.call("probe", explorer_messages(), EXPLORER_TOOLS).name == "click"


def test_cassette_holds_model_traffic_only(heuristic_settings, tmp_path):
    """A site request made while a cassette is open (a run checking an apply link) is neither recorded nor
    replayed: it reaches the site in every record mode, so replays see the real site."""
    import urllib.request

    from pytest_jobagent.siteserver import SiteServer

    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<h1>v1</h1>")
    server = SiteServer(site)
    path = tmp_path / "c.yaml"
    try:
        with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
            run_agent(llm, turns=1)
            assert urllib.request.urlopen(server.url("/"), timeout=5).read() == b"<h1>v1</h1>"
        assert "<h1>v1</h1>" not in path.read_text()
        (site / "index.html").write_text("<h1>v2</h1>")
        with llm_session(replay_settings(), cassette=path, record_mode="none") as llm:
            run_agent(llm, turns=1)
            assert urllib.request.urlopen(server.url("/"), timeout=5).read() == b"<h1>v2</h1>"
    finally:
        server.close()


def test_a_users_vcr_config_adds_filters_and_matchers(heuristic_settings, tmp_path):
    """`jobagent_vcr_config`: a user's header filter is applied on top of the plugin's, and a custom matcher decides
    what replays (one that never matches turns every call into drift)."""
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once",
                     vcr_config={"filter_headers": [("accept-encoding", "<ENC>"), "accept"]}) as llm:
        recorded = run_agent(llm, turns=2)
    request_headers = yaml.safe_load(path.read_text())["interactions"][0]["request"]["headers"]
    assert request_headers["accept-encoding"] == ["<ENC>"] and "accept" not in request_headers
    assert "x-jobagent-agent" in request_headers  # the plugin's own recording is otherwise unchanged

    def same_turn(r1, r2):
        assert r1.headers.get("X-Jobagent-Turn") == r2.headers.get("X-Jobagent-Turn")

    with llm_session(replay_settings(), cassette=path, record_mode="none",
                     vcr_config={"custom_matchers": {"turn": same_turn}, "match_on": ["method", "turn"]}) as llm:
        assert run_agent(llm, turns=2) == recorded  # matched on the turn alone: a changed body would still replay

    def never(r1, r2):
        raise AssertionError("never matches")

    with pytest.raises(CassetteDrift):
        with llm_session(replay_settings(), cassette=path, record_mode="none",
                         vcr_config={"custom_matchers": {"never": never}, "match_on": ["never"]}) as llm:
            run_agent(llm, turns=1)


@pytest.mark.parametrize("config, message", [
    ({"record_mode": "all"}, "unknown key(s) ['record_mode']"),
    ({"match_on": ["method", "tenant"]}, "unknown matcher(s) ['tenant']"),
])
def test_a_vcr_config_the_plugin_cannot_use_is_refused_with_what_is_allowed(tmp_path, config, message):
    from pytest_jobagent.llm import LLMConfigError

    with pytest.raises(LLMConfigError, match=re.escape(message)):
        with llm_session(replay_settings(), cassette=tmp_path / "c.yaml", record_mode="none", vcr_config=config):
            pass
