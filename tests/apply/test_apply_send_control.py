"""The control that sends an application form in the apply agent's heuristic rules: of two controls whose words both
say they send (a Chinese campus portal's "立即投递" link that scrolls to the form and the form's own "提交"; 投递 says
both apply and submit), the form's submit button; no browser, no server."""

from __future__ import annotations

import json

from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.llm import tool_schema
from pytest_jobagent.runs.apply.agent import TOOLS, ApplyAgent

CAMPUS_JOB = """PAGE: AI应用工程师 | /job/3192422.html
  # AI应用工程师
  [CLICK: "#btnApply"] link "立即投递"
FORM "#applyForm":
  [TYPE: "#f_name"] textbox "*姓名：" = "李明"
  [TYPE: "#f_email"] textbox "*邮箱：" = "liming2026@example.com"
  [CLICK: "form#applyForm button.btn-submit"] button "提交" (submit)
"""
DONE = ['- fill "#f_name" with the value (ok)', '- fill "#f_email" with the value (ok)']


def ask(page: str, user: dict[str, str], history: list[str]) -> tuple[str, dict]:
    agent = ApplyAgent(None, None, user_data=user, files={}, history=list(history))
    request = {"model": "m", "messages": [{"role": "system", "content": "agent: apply_agent\nx"},
                                          *agent.prompt(page)[1:]],
               "tools": [tool_schema(t) for t in TOOLS], "tool_choice": "required"}
    call = respond(request)[0]["choices"][0]["message"]["tool_calls"][0]["function"]
    args = json.loads(call["arguments"])
    args.pop("reason", None)
    return call["name"], args


def test_the_forms_own_submit_button_sends_it_not_the_link_that_scrolls_to_it():
    user = {"full_name": "李明", "email": "liming2026@example.com"}
    assert ask(CAMPUS_JOB, user, DONE) == ("click", {"selector": "form#applyForm button.btn-submit"})
