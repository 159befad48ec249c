"""An AI run records why it took each step: the model's reason is in its action events, in the cookbook it learns,
and in the replay's step events and outcomes (where Allure shows it as a step parameter)."""

from __future__ import annotations

from apply_data import GREENHOUSE_START, GREENHOUSE_USER

from pytest_jobagent.runs.apply.engine import ExecutionEngine


class Events:
    def __init__(self) -> None:
        self.seen: list[tuple[str, dict]] = []

    def emit(self, kind: str, **data) -> None:
        self.seen.append((kind, data))

    def of(self, kind: str) -> list[dict]:
        return [d for k, d in self.seen if k == kind]


def test_learned_steps_keep_the_model_s_reasons_and_replays_report_them(page, serve_site, store, live_llm, resume):
    site = serve_site("ats_greenhouse")
    files = {"resume": str(resume)}
    events = Events()
    engine = ExecutionEngine(page, store, live_llm, events=events)

    page.goto(site.url(GREENHOUSE_START), wait_until="load")
    learned = engine.execute(user_data=GREENHOUSE_USER, files=files)
    assert learned.success, learned.error
    actions = [a for a in events.of("action") if a.get("success")]
    assert actions and all(a.get("thought") for a in actions)
    cookbook = store.get(learned.saved_cookbook_id)
    assert all(s.thought for s in cookbook.steps), [s for s in cookbook.steps if not s.thought]
    first_name = next(s for s in cookbook.steps if s.value == "{{first_name}}")
    assert "first name" in first_name.thought.lower()
    assert cookbook.steps[-1].action == "click" and "form" in cookbook.steps[-1].thought

    events.seen.clear()
    page.goto(site.url(GREENHOUSE_START), wait_until="load")
    replay = engine.execute(user_data=GREENHOUSE_USER, files=files)
    assert replay.success and replay.mode_used == "cookbook"
    assert [o.thought for o in replay.steps] == [s.thought for s in cookbook.steps]
    assert [e.get("thought") for e in events.of("cookbook_step")] == [s.thought for s in cookbook.steps]
