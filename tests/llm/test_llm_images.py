"""Images for models that take them: settings say when (`vision`), requests carry them as image content, the heuristic
model accepts and ignores them, cassettes keep them by hash in a side file and put them back at replay."""

from __future__ import annotations

import base64
import hashlib
import json

import pytest
from llm_helpers import EXPLORER_TOOLS, explorer_messages

from pytest_jobagent.llm import CassetteCorrupt, LLMOverrides, LLMSettings, llm_session
from pytest_jobagent.llm.cassette_format import images_path
from pytest_jobagent.llm.images import REF_PREFIX, data_url, hide_images, image_part, mask_images, show_images

CLOSED = "http://127.0.0.1:9/v1"
PNG_A = b"\x89PNG\r\n\x1a\n" + b"first screenshot" * 64
PNG_B = b"\x89PNG\r\n\x1a\n" + b"other pixels.." * 64


def with_image(png: bytes) -> list[dict]:
    """The explorer's messages with a screenshot after the user's text (as the steps agent sends one)."""
    messages = explorer_messages()
    messages[1]["content"] = [{"type": "text", "text": messages[1]["content"]}, image_part(png)]
    return messages


@pytest.mark.parametrize("model, vision, takes", [
    ("gpt-4.1-mini", None, True), ("gpt-4o", None, True), ("openai/gpt-5-mini", None, True),
    ("o3-mini", None, False), ("jobagent-heuristic", None, False), ("smollm2-135m", None, False),
    ("jobagent-heuristic", True, True), ("gpt-4o", False, False),
])
def test_vision_is_on_for_models_known_to_take_images_or_when_a_scenario_says_so(model, vision, takes):
    settings = LLMSettings(provider="openai", model=model).with_overrides(
        LLMOverrides(vision=vision) if vision is not None else None)
    assert settings.accepts_images is takes


def test_images_become_references_and_come_back():
    found: dict[str, str] = {}
    body = {"messages": [{"role": "user", "content": [{"type": "text", "text": "data:image is just text here"},
                                                      image_part(PNG_A), image_part(PNG_A)]}]}
    hidden = hide_images(body, found)
    key = hashlib.sha256(PNG_A).hexdigest()
    assert list(found) == [key] and found[key] == data_url(PNG_A)  # the same screenshot twice is stored once
    assert hidden["messages"][0]["content"][1]["image_url"]["url"] == REF_PREFIX + key
    assert hidden["messages"][0]["content"][0]["text"] == "data:image is just text here"
    assert show_images(hidden, found) == body
    assert mask_images(body) == mask_images(hidden)


def test_a_recording_keeps_images_by_hash_beside_the_cassette_and_replays_them(heuristic, heuristic_settings,
                                                                               tmp_path):
    path = tmp_path / "vision.yaml"
    # If a model is sent a screenshot while recording
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        recorded = llm.call("probe", with_image(PNG_A), EXPLORER_TOOLS)
        plain = llm.call("probe", explorer_messages(), EXPLORER_TOOLS)
    heuristic.stop()

    # Then the heuristic model took the image and answered as without it
    assert recorded.name == plain.name and recorded.args == plain.args
    # And the cassette holds a hash reference, no base64; the side file holds the image under that hash
    text = path.read_text()
    key = hashlib.sha256(PNG_A).hexdigest()
    assert f"url: {REF_PREFIX}{key}" in text
    assert "base64" not in text and base64.b64encode(PNG_A).decode()[:40] not in text
    side = json.loads(images_path(path).read_text())
    assert images_path(path).name == "vision.images.json" and side == {key: data_url(PNG_A)}

    # Then offline, the same request replays (the image put back for matching), and so does a screenshot that another
    # machine's fonts drew a little differently: requests are matched by their text and where their images are
    for png in (PNG_A, PNG_B):
        with llm_session(LLMSettings(provider="heuristic", base_url=CLOSED, model="jobagent-heuristic"),
                         cassette=path, record_mode="none") as llm:
            assert llm.call("probe", with_image(png), EXPLORER_TOOLS).args == recorded.args


def test_a_cassette_whose_image_side_file_is_gone_says_so(heuristic_settings, tmp_path):
    path = tmp_path / "vision.yaml"
    with llm_session(heuristic_settings, cassette=path, record_mode="once") as llm:
        llm.call("probe", with_image(PNG_A), EXPLORER_TOOLS)
    images_path(path).unlink()
    with pytest.raises(CassetteCorrupt) as info:
        with llm_session(LLMSettings(provider="heuristic", base_url=CLOSED, model="jobagent-heuristic"),
                         cassette=path, record_mode="none") as llm:
            llm.call("probe", with_image(PNG_A), EXPLORER_TOOLS)
    assert "vision.images.json" in str(info.value) and "--record-mode=rewrite" in str(info.value)


def test_a_call_record_keeps_the_reference_not_the_image(heuristic_settings, tmp_path):
    records = []
    with llm_session(heuristic_settings, cassette=tmp_path / "c.yaml", record_mode="once") as llm:
        llm.add_listener(records.append)
        llm.call("probe", with_image(PNG_A), EXPLORER_TOOLS)
    sent = json.dumps(records[0].request)
    assert REF_PREFIX + hashlib.sha256(PNG_A).hexdigest() in sent and "base64" not in sent
