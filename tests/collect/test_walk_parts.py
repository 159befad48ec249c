"""The collection's parts without a browser: the walk state's view reset, details routes and the refused `finish`."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pytest_jobagent.oversight.thinking import MAX_REJECTIONS
from pytest_jobagent.runs.collect import gates
from pytest_jobagent.runs.collect.details import _route
from pytest_jobagent.runs.collect.state import DEFAULT_TASK, WalkState
from pytest_jobagent.runs.collect.walker import Collection


def walk(**options) -> WalkState:
    return WalkState(SimpleNamespace(url="http://127.0.0.1:8000/jobs"), None, None, **options)


@pytest.mark.parametrize("url, expected", [
    ("http://h/jobs?page=2", "/jobs"),
    ("http://h/#/jobs/12", "/#/jobs/12"),
    ("http://h/#!/jobs?x=1", "/#/jobs"),
    ("http://h/jobs#apply", "/jobs"),  # an anchor is the same view
])
def test_route_tells_hash_views_apart(url, expected):
    assert _route(url) == expected


def test_walk_state_defaults_and_new_view():
    state = walk(filters=[{}, {"Type": ["Remote"]}])
    assert state.task == DEFAULT_TASK and state.passes == [{"Type": ["Remote"]}]  # empty passes dropped
    state.view_seen["k"] += 1
    state.view_grown, state.scroll_probe = True, (("u", 1), True)
    state.new_view()
    assert not state.view_seen and not state.view_grown and state.scroll_probe is None


def test_refuse_finish_names_what_is_left_then_lets_go():
    state = walk(filters=[{"Type": ["Remote"]}])
    for _ in range(MAX_REJECTIONS - 1):
        assert gates.refuse_finish(state, 3, "a.next")
    said = state.last_result or ""
    assert said.startswith("finish refused: the page lists 3 jobs that extract_data has not read")
    assert 'next page control "a.next"' in said and "1 of 1 filter passes are not done" in said
    assert state.refusals == MAX_REJECTIONS - 1 and state.evidence[-1] == said
    assert not gates.refuse_finish(state, 3, "a.next")  # the ThinkingAgent's allowance is spent


def test_refuse_finish_lets_a_finish_through_when_nothing_is_left_or_the_user_spoke():
    state = walk()
    state.extracted = True
    assert not gates.refuse_finish(state, 3, None) and state.refusals == 0
    state.follow_ups.append("only remote jobs")
    assert not gates.refuse_finish(state, 3, "a.next")


def test_collection_builds_its_parts_on_the_shared_state():
    collection = Collection(SimpleNamespace(url="http://127.0.0.1:8000/jobs"), None, None)
    assert collection.listings.pager is collection.pager and collection.listings.details is collection.details
    assert collection.pager.walk is collection and collection.details.walk is collection
