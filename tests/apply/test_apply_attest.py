"""Boxes the applicant ticks to vouch or agree (certify, confirm, agree, consent, declare, acknowledge) in the apply
agent's heuristic rules: found by the lexicon's `attest` words in any language, ticked unless the applicant data
refuses, left to a data key that answers them; no browser, no server."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.heuristic.roles.apply_agent import Field, attests, refuses_consent
from pytest_jobagent.lexicon import WORDS, mentions, normalize
from pytest_jobagent.llm import tool_schema
from pytest_jobagent.runs.apply.agent import TOOLS, ApplyAgent


def box(label: str, checked: bool = False, role: str = "checkbox") -> Field:
    return Field("CHECK", "#box", role, label, "", checked, [])


@pytest.mark.parametrize("label", [
    "I certify that the information provided in this application is true and complet…",
    "I hereby declare that the above particulars are true",
    "I acknowledge that I have read the job description",
    "I agree to the Terms of Use",
    "I have read and consent to the terms and conditions",
    "Ich bestätige, dass meine Angaben wahrheitsgemäß sind",
    "Ich habe die Datenschutzerklärung gelesen",
    "Je certifie sur l'honneur l'exactitude des renseignements fournis",
    "J’accepte la politique de confidentialité",
    "Declaro que la información proporcionada es verdadera",
    "Acepto la política de privacidad",
    "Declaro que as informações são verdadeiras",
    "Dichiaro che le informazioni fornite sono veritiere",
    "Ik verklaar dat ik dit formulier naar waarheid heb ingevuld",
    "Oświadczam, że podane informacje są prawdziwe",
    "Jag intygar att uppgifterna är korrekta",
    "Vakuutan antamani tiedot oikeiksi",
    "Bilgilerin doğru olduğunu beyan ederim",
    "Подтверждаю, что предоставленная информация достоверна",
    "Підтверджую достовірність наданої інформації",
    "أقر بأن المعلومات المقدمة صحيحة",
    "אני מצהיר כי הפרטים נכונים",
    "मैं प्रमाणित करता हूँ कि दी गई जानकारी सही है",
    "Saya menyatakan bahwa data yang saya isi adalah benar",
    "Tôi cam đoan những thông tin trên là đúng sự thật",
    "ข้าพเจ้าขอรับรองว่าข้อมูลข้างต้นเป็นความจริง",
    "上記の内容に相違ありません",
    "위 내용이 사실임을 확인합니다",
    "本人承诺以上信息真实有效",
])
def test_a_box_that_vouches_or_agrees_is_found_in_any_language(label):
    assert attests(box(label))


@pytest.mark.parametrize(("label", "checked", "role"), [
    ("Subscribe me to job alerts", False, "checkbox"),
    ("I am willing to relocate", False, "checkbox"),
    ("Remote", False, "checkbox"),
    ("Nur Vollzeitstellen anzeigen", False, "checkbox"),
    ("I certify that the information is true", True, "checkbox"),  # ticked already
    ("I agree", False, "radio"),  # a radio answers a question: the data decides it
])
def test_other_boxes_and_ticked_ones_are_no_box_to_tick(label, checked, role):
    assert not attests(box(label, checked, role))


def test_the_attest_words_are_normalized_and_cover_the_languages_of_the_consent_walls():
    for language, phrases in WORDS["attest"].items():
        assert all(normalize(p) == p for p in phrases), language
    assert set(WORDS["reject"]) <= set(WORDS["attest"])
    # a whole word, never a piece of another: "agreement" and "confirmed" are no vow
    assert mentions("Employment agreement type", "attest") is None
    assert mentions("Status: confirmed", "attest") is None


@pytest.mark.parametrize(("data", "refused"), [
    ({"first_name": "Ada"}, False),
    ({"terms_consent": "true"}, False),
    ({"terms_consent": "no"}, True),
    ({"privacy": "maybe"}, True),  # a key about consent that is no yes refuses, as it always did
    ({"certify": "No"}, True),
    ({"iDeclare": "false"}, True),
    ({"certify": "Yes"}, False),
    ({"confirm_email": "ada@example.com"}, False),  # a value, not a refusal
])
def test_the_applicant_data_refuses_consent_only_by_saying_no(data, refused):
    assert refuses_consent(data) is refused


CITY_FORM = """PAGE: Apply - Maintenance Worker II | /Apply.aspx?JobID=417
FORM "aspnetForm" "#aspnetForm":
  # Online Employment Application
  *
  [TYPE: "#first"] textbox "First Name:" = "Pat"
  Are you at least 18 years of age?
  *
  [CHECK: "#age-yes"] radio "Yes" (checked)
  [CHECK: "#age-no"] radio "No" (unchecked)
  [CHECK: "#newsletter"] checkbox "Send me news about city jobs" (unchecked)
  ## Certification
  [CHECK: "#certify"] checkbox "I certify that the information in this application is true and complete." (unchecked)
  *
  [CLICK: "#submit"] button "Submit Application" (submit)
  [CLICK: "#cancel"] button "Cancel" (submit)
"""
DONE = ['- fill "#first" with the value (ok)', '- check "#age-yes" true (ok)']


def ask(page: str, user: dict[str, str], history: list[str]) -> tuple[str, dict, str]:
    agent = ApplyAgent(None, None, user_data=user, files={}, history=list(history))
    request = {"model": "m", "messages": [{"role": "system", "content": "agent: apply_agent\nx"},
                                          *agent.prompt(page)[1:]],
               "tools": [tool_schema(t) for t in TOOLS], "tool_choice": "required"}
    call = respond(request)[0]["choices"][0]["message"]["tool_calls"][0]["function"]
    args = json.loads(call["arguments"])
    return call["name"], args, args.pop("reason", "")


def test_the_certification_is_ticked_before_the_form_is_sent_and_no_other_box():
    user = {"first_name": "Pat", "age_18_or_over": "Yes"}
    name, args, reason = ask(CITY_FORM, user, DONE)
    assert (name, args) == ("check", {"selector": "#certify", "checked": True})
    assert "I certify" in reason and "does not refuse" in reason
    ticked = CITY_FORM.replace('complete." (unchecked)', 'complete." (checked)')
    assert ask(ticked, user, [*DONE, '- check "#certify" true (ok)'])[:2] == ("click", {"selector": "#submit"})


def test_a_certification_the_data_refuses_is_left_unticked():
    name, args, _ = ask(CITY_FORM, {"first_name": "Pat", "age_18_or_over": "Yes", "certify": "No"}, DONE)
    assert (name, args) == ("click", {"selector": "#submit"})


def test_a_box_a_data_key_answers_is_left_to_that_key():
    # "news: no" answers the box that agrees to news by its own words: it stays unticked, and the certification,
    # which no key answers and nothing refuses, is ticked
    page = CITY_FORM.replace('"Send me news about city jobs"', '"I agree to receive news about city jobs"')
    name, args, _ = ask(page, {"first_name": "Pat", "age_18_or_over": "Yes", "news": "no"}, DONE)
    assert (name, args) == ("check", {"selector": "#certify", "checked": True})
    # "news: yes" ticks it by its value, before the certification
    name, args, reason = ask(page, {"first_name": "Pat", "age_18_or_over": "Yes", "news": "yes"}, DONE)
    assert (name, args) == ("check", {"selector": "#newsletter", "checked": True})
    assert "news" in reason
