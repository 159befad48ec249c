"""Layout figures in cassette matching: a serialized page whose scroll figures differ (another machine's fonts) replays
the recorded answer, any other change is still drift, and a drift report does not show the figures."""

from __future__ import annotations

import pytest
from llm_helpers import DOM, EXPLORER_TOOLS, explorer_messages
from test_llm_cassettes import replay_settings

from pytest_jobagent.browser.dom import render
from pytest_jobagent.browser.model import Snapshot, Viewport
from pytest_jobagent.llm import CassetteDrift, llm_session
from pytest_jobagent.llm.layout import mask_layout


def page(height: int, scroll: int = 0, extra: str = "") -> str:
    """A user message as the agents send it: the task, then the serialized page with its PAGE line."""
    return f"{DOM}\nDOM:\nPAGE: Careers – Empirico | /careers.html | scroll {scroll}/{height}px\n{extra}" \
           '[CLICK: "a.job"] link "Senior Scientist"\n'


def two_calls(llm, first: str, second: str) -> list[tuple[str, dict]]:
    seen = []
    messages = explorer_messages(first)
    for following in (second, None):
        call = llm.call("explorer", messages, EXPLORER_TOOLS)
        seen.append((call.name, call.args.model_dump()))
        if following is not None:
            messages += [call.assistant_message(), call.result_message("ok"), {"role": "user", "content": following}]
    return seen


def test_the_serializers_page_line_is_what_is_masked():
    snap = Snapshot(url="http://127.0.0.1:1/jobs", title="Jobs", doc_id="d",
                    viewport=Viewport(width=1280, height=720, scroll_y=640, doc_height=3928))
    line = render(snap).text.splitlines()[0]
    assert line.endswith("| scroll 640/3928px")
    assert mask_layout({"content": line}) == {"content": line.replace("640/3928px", "<y>/<height>px")}


def test_only_a_page_lines_figures_are_masked():
    text = "PAGE: Jobs | /a | scroll 0/3928px\nThe banner is 3928px tall | scroll 1/2px"
    assert mask_layout([text]) == ["PAGE: Jobs | /a | scroll <y>/<height>px\nThe banner is 3928px tall | scroll 1/2px"]


def test_a_page_laid_out_taller_by_other_fonts_replays_the_recording(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        recorded = two_calls(llm, page(3928), page(3928, scroll=800))
    with llm_session(replay_settings(), cassette=path) as llm:
        assert two_calls(llm, page(3958), page(3958, scroll=830)) == recorded


def test_a_change_of_meaning_beside_other_figures_is_still_drift_and_only_it_is_shown(heuristic_settings, tmp_path):
    path = tmp_path / "c.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        two_calls(llm, page(3928), page(3928))
    with llm_session(replay_settings(), cassette=path) as llm, pytest.raises(CassetteDrift) as info:
        two_calls(llm, page(3958, extra='[CLICK: "#apply"] button "Apply"\n'), page(3958))
    text = str(info.value)
    assert '+[CLICK: "#apply"] button "Apply"' in text
    assert "3928" not in text and "3958" not in text
