"""A steps run's tool discipline and vision, end to end: the bundled 'look harder' scenario recorded with a model that
is shown screenshots, then replayed offline; its events show the refused fourth tool call, the cached looks at an
unchanged page, the overuse nudge, the screenshot sent as an image, and each turn's reflection and experiences."""

from __future__ import annotations

import json
import shutil


def test_look_harder_records_with_vision_and_replays_offline(pytester, repo):
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    shutil.copy(repo / "scenarios" / "steps_jobboard_spa_look.yaml", scenarios)
    pytester.makeini(f"[pytest]\njobagent_scenarios = scenarios\njobagent_sites = {repo / 'sites'}\n")

    def run(*args):
        events = pytester.path / "events.jsonl"
        events.unlink(missing_ok=True)
        result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--llm=heuristic",
                                               f"--jobagent-events={events}", *args)
        return result, [json.loads(line) for line in events.read_text().splitlines()]

    # If the scenario (llm: {vision: true}) is recorded through the heuristic model
    recorded, events = run("--record-mode=rewrite")
    recorded.assert_outcomes(passed=1)

    # Then the cassette refers to the screenshot by its hash and the image sits beside it, once
    cassette = next((pytester.path / "cassettes").rglob("steps-jobboard-spa-look-harder.yaml"))
    side = cassette.with_name("steps-jobboard-spa-look-harder.images.json")
    text = cassette.read_text()
    images = json.loads(side.read_text())
    assert len(images) == 1 and all(v.startswith("data:image/png;base64,") for v in images.values())
    (key,) = images
    assert text.count(f"jobagent-image:sha256:{key}") == 1 and "base64" not in text
    assert len(text) < 150_000

    # And the events tell the story of the wait step
    calls = [e for e in events if e["event"] == "tool_call" and e["step"] == 2]
    first = [(c["tool"], c["refused"]) for c in calls if c["iteration"] == 1]
    assert first == [("inspect_page", False), ("take_screenshot", False), ("check_page_ready", False),
                     ("verify_action_result", True)]  # at most 3 per iteration
    assert [c["images"] for c in calls if c["tool"] == "take_screenshot"] == [1]
    assert {c["tool"]: c["cached"] for c in calls if c["iteration"] == 2} == {"check_page_ready": True,
                                                                             "inspect_page": True}
    overuse = [e for e in events if e["event"] == "tool_overuse"]
    assert [(o["step"], o["iteration"], o["tools"]) for o in overuse] == [
        (2, 3, ["check_page_ready", "inspect_page"])]
    turns = [e for e in events if e["event"] == "agent_turn" and e["step"] == 2]
    assert [t["status"] for t in turns] == ["continue", "continue", "continue", "stuck"]  # ended by the nudge
    assert turns[1]["reflection"]["guidance_for_next"] == "wait for Visa sponsorship to appear"
    assert turns[-1]["experiences"] == turns[-1]["learned"] == ["looking again at an unchanged page shows nothing new"]
    # the screenshot went to the model in the next request, as image content, kept in the record as its reference
    asked = [e for e in events if e["event"] == "llm_call" and e["agent"] == "steps_orchestrator"]
    parts = asked[2]["request"][-1]["content"]
    assert [p["type"] for p in parts] == ["text", "image_url"]
    assert parts[1]["image_url"]["url"] == f"jobagent-image:sha256:{key}"

    # Then offline, it replays from the cassette and its side file with the same story
    replayed, again = run("--record-mode=none")
    replayed.assert_outcomes(passed=1)
    assert [(e["event"], e.get("tool"), e.get("cached"), e.get("refused")) for e in again if e["event"] in (
        "tool_call", "tool_overuse")] == [(e["event"], e.get("tool"), e.get("cached"), e.get("refused"))
                                           for e in events if e["event"] in ("tool_call", "tool_overuse")]
