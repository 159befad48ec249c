"""The apply agent's heuristic rules on hand-written prompts (no browser, no server): label-to-field matching."""

from __future__ import annotations

import json

from pytest_jobagent.heuristic.model import respond
from pytest_jobagent.heuristic.roles.apply_agent import date_part
from pytest_jobagent.llm import tool_schema
from pytest_jobagent.runs.apply.agent import TOOLS, ApplyAgent

PAGE = """PAGE: Apply | /apply
FORM "application" "#form":
  [TYPE: "#first_name"] textbox "First Name" (required)
  [TYPE: "#last_name"] textbox "Last Name" = "Lovelace" (required)
  [SELECT: "#src" options: LinkedIn | Job Fair] select "How Did You Hear About Us?" = "Select One" (required, collapsed)
  Have you previously worked for Acme?*
  [CHECK: "#prev-Yes"] radio "Yes" (unchecked, required)
  [CHECK: "#prev-No"] radio "No" (unchecked, required)
  [TYPE: "#phone-number"] tel "Phone Number"
  [UPLOAD: "#resume"] file "Resume/CV" (required)
  [CHECK: "#terms"] checkbox "I have read and consent to the terms and conditions" (unchecked)
  [CLICK: "#next"] button "Next"
"""
USER = {"previously_worked": "No", "first_name": "Ada", "last_name": "Lovelace", "phone_number": "612-555-0148",
        "hear_about_us": "Job Fair", "terms_consent": "true"}


def ask_why(page: str, history: list[str] | None = None, user=USER) -> tuple[str, dict, str]:
    """The tool, its arguments, and the reason the call gave."""
    agent = ApplyAgent(None, None, user_data=user, files={"resume": "/tmp/x/resume.pdf"}, history=history)
    request = {"model": "m", "messages": [{"role": "system", "content": "agent: apply_agent\n" + "x"},
                                          *agent.prompt(page)[1:]],
               "tools": [tool_schema(t) for t in TOOLS], "tool_choice": "required"}
    call = respond(request)[0]["choices"][0]["message"]["tool_calls"][0]["function"]
    args = json.loads(call["arguments"])
    return call["name"], args, args.pop("reason", "")


def ask(page: str, history: list[str] | None = None, user=USER) -> tuple[str, dict]:
    name, args, _ = ask_why(page, history, user)
    return name, args


def test_every_action_says_why_from_the_page_and_never_with_a_value():
    done: list[str] = []
    reasons = []
    for _ in range(7):
        name, args, reason = ask_why(PAGE, done)
        reasons.append(reason)
        done.append(f'- {name} "{args["selector"]}" (ok)' if name != "upload_file"
                    else f'- upload_file "{args["selector"]}" file resume (ok)')
    assert reasons[0] == 'the field "First Name" asks for the applicant\'s first name'
    assert reasons[1] == 'the field "How Did You Hear About Us?" asks for the applicant\'s hear about us'
    assert "Resume/CV" in reasons[4] and "resume file" in reasons[4]
    assert "consent" in reasons[5]
    assert reasons[6] == 'no field the data answers is left; "Next" takes the form to its next step'
    values = [v for v in USER.values() if v not in ("No", "true")]
    assert all(r and not any(v in r for v in values) for r in reasons), reasons


def test_fills_fields_in_page_order_by_label():
    assert ask(PAGE) == ("fill", {"selector": "#first_name", "value": "Ada"})
    done = ['- fill "#first_name" with the value (ok)']
    assert ask(PAGE, done) == ("select_option", {"selector": "#src", "option": "Job Fair"})  # last name already holds it
    done += ['- select_option "#src" option \'Job Fair\' (ok)']
    assert ask(PAGE, done) == ("check", {"selector": "#prev-No", "checked": True})  # the radio of the answer
    done += ['- check "#prev-No" true (ok)']
    assert ask(PAGE, done) == ("fill", {"selector": "#phone-number", "value": "612-555-0148"})
    done += ['- fill "#phone-number" with the value (ok)']
    assert ask(PAGE, done) == ("upload_file", {"selector": "#resume", "file": "resume"})
    done += ['- upload_file "#resume" file resume (ok)']
    assert ask(PAGE, done) == ("check", {"selector": "#terms", "checked": True})
    done += ['- check "#terms" true (ok)']
    assert ask(PAGE, done) == ("click", {"selector": "#next"})


def test_done_on_confirmation_and_when_stuck():
    assert ask("PAGE: x | /done\n# Thank you for applying\n")[0] == "done"
    page = 'PAGE: x | /a\n[CLICK: "#next"] button "Next"\nThe field City is required and must have a value.\n'
    name, args = ask(page, ['- click "#next" (ok) (nothing changed)'])
    assert (name, args["success"]) == ("done", False)


OLD_FORM = """PAGE: Apply | /apply.html?id=10231
FORM "form":
  [TYPE: "input[name='name']"] textbox "Name" = "Ada Lovelace" (required)
  [TYPE: "input[name='email']"] textbox "E-mail" = "ada@example.com" (required)
  [CHECK: "input[name='terms']"] checkbox "I agree to the Terms of Use" (unchecked, required)
  [CLICK: "input[type='submit']"] button "Send application" (submit)
"""


def test_a_consent_box_is_ticked_then_an_input_submit_sends_the_form():
    user = {"name": "Ada Lovelace", "email": "ada@example.com"}
    assert ask(OLD_FORM, user=user) == ("check", {"selector": "input[name='terms']", "checked": True})
    ticked = OLD_FORM.replace("(unchecked, required)", "(checked, required)")
    assert ask(ticked, ['- check "input[name=\'terms\']" true (ok)'], user=user) == (
        "click", {"selector": "input[type='submit']"})


def test_consent_is_not_given_when_the_applicant_data_refuses_it():
    user = {"name": "Ada Lovelace", "email": "ada@example.com", "terms_consent": "no"}
    name, args = ask(OLD_FORM, user=user)
    assert (name, args) != ("check", {"selector": "input[name='terms']", "checked": True})


TABLE_FORM = """PAGE: Apply Online | /apply.html?id=51464
[CLICK: "td > a"] link "Apply Online"
FORM "applyform" "form":
  [TYPE: "input[name='name']"] textbox "Name *"
  [TYPE: "input[name='company']"] textbox "Company name"
  [TYPE: "input[name='email']"] textbox "E-mail *"
  [TYPE: "input[name='email2']"] textbox "Confirm your email"
"""


def test_a_whole_name_field_takes_the_name_parts_joined_and_a_repeated_field_its_value_again():
    user = {"first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com"}
    assert ask(TABLE_FORM, user=user) == ("fill", {"selector": "input[name='name']", "value": "Ada Lovelace"})
    done = ['- fill "input[name=\'name\']" with the value (ok)']
    assert ask(TABLE_FORM, done, user=user) == ("fill", {"selector": "input[name='email']", "value": "ada@example.com"})
    done += ['- fill "input[name=\'email\']" with the value (ok)']
    # "Confirm your email" asks for the same value; "Company name" is no name of the applicant
    assert ask(TABLE_FORM, done, user=user) == ("fill", {"selector": "input[name='email2']", "value": "ada@example.com"})
    done += ['- fill "input[name=\'email2\']" with the value (ok)']
    assert ask(TABLE_FORM, done, user=user)[0] == "done"  # the link "Apply Online" is no way on from a form


def test_an_apply_link_in_other_words_opens_the_form():
    page = 'PAGE: Job | /job.html?id=1\n# Night Auditor\n[CLICK: "td > a"] link "Apply Online"\n'
    assert ask(page) == ("click", {"selector": "td > a"})
    filters = 'PAGE: Jobs | /jobs\n[CLICK: "#f"] button "Apply filters"\n'
    assert ask(filters)[0] == "done"
    # the site's search box and a bookmark toggle beside the job are no application form: its apply button opens one
    board = ('PAGE: Empleo | /empleos/x-1\nFORM "search" "#er-search":\n'
             '  [TYPE: "#er-q"] searchbox "Puesto, empresa o palabra clave"\n'
             '  [CLICK: "role=button[name=\'Buscar\'s]"] button "Buscar" (submit)\n## Diseñador/a UX/UI\n'
             '[CLICK: "#er-apply-open"] button "Inscribirme"\n'
             '[CLICK: "#save"] button "Guardar oferta" (not pressed)\n')
    assert ask(board) == ("click", {"selector": "#er-apply-open"})


TOGGLES = """PAGE: Apply | /lumen/1/application
FORM "application-form" "#application-form":
  [UPLOAD: "role=button[name='Upload File's]"] file "Resume*" (required)
  Are you currently authorized to work in the location of this role?*
  *
  [CLICK: "role=button[name='Yes's]"] button "Yes" (not pressed, toggle of "Are you currently authorized to work in…")
  [CLICK: "role=button[name='No's]"] button "No" (not pressed, toggle of "Are you currently authorized to work in…")
  [CLICK: "#submit"] button "Submit Application" (submit)
"""


def test_toggle_buttons_under_a_question_answer_it_and_a_file_goes_up_once():
    user = {"work_authorization": "No"}
    assert ask(TOGGLES, user=user) == ("upload_file", {"selector": "role=button[name='Upload File's]", "file": "resume"})
    # the widget is renamed after the upload; the same file is not sent again
    renamed = TOGGLES.replace("Upload File", "Replace")
    done = ['- upload_file "role=button[name=\'Upload File\'s]" file resume (ok)']
    assert ask(renamed, done, user=user) == ("click", {"selector": "role=button[name='No's]"})
    pressed = renamed.replace('button "No" (not pressed', 'button "No" (pressed')
    done += ['- click "role=button[name=\'No\'s]" (ok) (page changed)']
    assert ask(pressed, done, user=user) == ("click", {"selector": "#submit"})


def test_the_form_s_answer_to_a_press_ends_the_run_with_what_it_said():
    user = {"name": "Ada Lovelace"}
    filled = OLD_FORM.replace("(unchecked, required)", "(checked, required)")
    done = ['- click "input[type=\'submit\']" (ok) (page changed; the page says: "Please fill in: E-mail")']
    name, args = ask(filled, done, user=user)
    assert (name, args["success"]) == ("done", False)
    assert 'the page says: "Please fill in: E-mail"' in args["summary"]


def test_an_input_s_own_type_says_what_it_holds_in_any_words():
    # "رقم التواصل" (contact number) is in no lexicon: the input's type (tel, email) answers the phone and e-mail keys
    page = """PAGE: التقديم | /apply
FORM "apply-form" "#apply-form":
  [TYPE: "#reach"] tel "رقم التواصل" (required)
  [TYPE: "#mail"] email "عنوان المراسلة" (required)
  [CLICK: "#send"] button "إرسال الطلب" (submit)
"""
    user = {"phone": "501234567", "email": "ada@example.com"}
    assert ask(page, user=user) == ("fill", {"selector": "#reach", "value": "501234567"})
    assert ask(page, ['- fill "#reach" with the value (ok)'], user=user) == \
        ("fill", {"selector": "#mail", "value": "ada@example.com"})


def test_a_given_name_field_with_no_family_name_field_takes_the_whole_name():
    # Korean forms ask "이름" (the lexicon's given name) alone for the whole name; beside "성" it is the given name
    page = """PAGE: 즉시지원 | /apply
FORM "apply" "#apply":
  [TYPE: "#apply_name"] textbox "이름*" (required)
  [TYPE: "#apply_email"] email "이메일*" (required)
  [CLICK: "#send"] button "지원하기" (submit)
"""
    user = {"full_name": "김하늘", "email": "haneul.kim@example.com"}
    assert ask(page, user=user) == ("fill", {"selector": "#apply_name", "value": "김하늘"})
    parts = page.replace('  [TYPE: "#apply_email"]', '  [TYPE: "#apply_family"] textbox "성*" (required)\n'
                                                       '  [TYPE: "#apply_email"]')
    user = {"first_name": "하늘", "last_name": "김", "email": "haneul.kim@example.com"}
    assert ask(parts, user=user) == ("fill", {"selector": "#apply_name", "value": "하늘"})


def test_the_form_s_submit_button_sends_it_in_words_that_say_apply():
    # "지원하기" (apply) is the submit button of the form shown: it sends the form, and is no link that opens one
    page = """PAGE: 즉시지원 | /apply
DIALOG "즉시지원" (modal) "#layer":
  FORM "apply" "#apply":
    [TYPE: "#apply_email"] email "이메일*" = "haneul.kim@example.com" (required)
    [CLICK: "#cancel"] button "취소"
    [CLICK: "#send"] button "지원하기" (submit)
"""
    done = ['- fill "#apply_email" with the value (ok)']
    assert ask(page, done, user={"email": "haneul.kim@example.com"}) == ("click", {"selector": "#send"})


def test_a_confirmation_in_a_compound_word_ends_the_run():
    # Korean writes "입사지원" (job application) as one word: its confirmation is still one
    page = 'PAGE: 입사지원 완료 | /view\nDIALOG "입사지원 완료" (modal) "#layer":\n  입사지원이 완료되었습니다.\n'
    assert ask(page, ['- click "#send" (ok)'], user={"email": "a@example.com"})[0] == "done"
    assert ask_why(page, ['- click "#send" (ok)'], user={"email": "a@example.com"})[1]["success"] is True


def test_the_site_search_box_is_no_application_form_shown_so_easy_apply_opens_it():
    page = """PAGE: Senior Data Engineer - Northwind Health | /job-listing/senior-data-engineer.htm?jl=1
-- search --
FORM "form":
  [TYPE: "#searchBar-jobTitle"] textbox "Search keyword" placeholder="Job title, keywords, or company"
  [TYPE: "#searchBar-location"] textbox "Search location" placeholder="City, state, zip code, or 'remote'"
  [CLICK: "button[aria-label='Search']"] button "Search" (submit)
-- main --
# Senior Data Engineer
Chicago, IL
[CLICK: "[data-test='easyApply']"] button "Easy Apply"
[CLICK: "button[aria-label='Save']"] button "Save" (not pressed)
"""
    assert ask(page) == ("click", {"selector": "[data-test='easyApply']"})


JA_FORM = """PAGE: 応募フォーム | /apply/3097974/
# 応募フォーム
1. 情報の入力
2. 入力内容の確認
3. 応募完了
FORM "entryForm" "#entryForm":
  氏名必須
  [TYPE: "#sei"] textbox "姓" placeholder="例）山田"
  [TYPE: "#mei"] textbox "名" placeholder="例）太郎"
  フリガナ必須
  [TYPE: "#sei_kana"] textbox "セイ" placeholder="例）ヤマダ"
  [TYPE: "#mei_kana"] textbox "メイ" placeholder="例）タロウ"
  [SELECT: "#birth_year" options: ---- | 2008 | 2007 | 2006 | 2005 | 2004 | 2003 | 2002 | 2001 | 2000 | 1999 | 1998 (+48 more)] select "生年月日必須" = "----"
  [SELECT: "#birth_month" options: -- | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 (+1 more)] select "生年月日必須" = "--"
  [SELECT: "#birth_day" options: -- | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 (+20 more)] select "生年月日必須" = "--"
  [TYPE: "#email"] textbox "メールアドレス" placeholder="例）taro@example.com"
  [TYPE: "#email_confirm"] textbox "メールアドレス（確認用）"
  [TYPE: "#tel"] textbox "電話番号"
  [SELECT: "#pref" options: 都道府県を選択 | 北海道 | 青森県 | 岩手県 | 宮城県 | 秋田県 | 山形県 | 福島県 | 茨城県 | 栃木県 | 群馬県 | 埼玉県 (+36 more)] select "現住所" = "都道府県を選択"
  [CHECK: "#agree"] checkbox "個人情報の取り扱いに同意する" (unchecked)
  [CLICK: "role=button[name='確認画面へ進む's]"] button "確認画面へ進む"
"""
JA_USER = {"last_name": "山田", "first_name": "花子", "last_name_kana": "ヤマダ", "first_name_kana": "ハナコ",
           "birth_date": "1990-04-01", "email": "hanako@example.com", "phone": "090-1234-5678", "prefecture": "東京都"}


def test_a_japanese_form_of_two_steps_is_filled_then_taken_to_its_review_never_done_on_its_list_of_steps():
    done: list[str] = []
    calls = []
    for _ in range(15):
        name, args = ask(JA_FORM, done, JA_USER)
        calls.append((name, args.get("selector"), args.get("value") or args.get("option")))
        if name in ("click", "done"):
            break
        done.append(f'- {name} "{args["selector"]}" (ok)')
    assert calls == [
        ("fill", "#sei", "山田"), ("fill", "#mei", "花子"), ("fill", "#sei_kana", "ヤマダ"), ("fill", "#mei_kana", "ハナコ"),
        ("select_option", "#birth_year", "1990"), ("select_option", "#birth_month", "4"),
        ("select_option", "#birth_day", "1"), ("fill", "#email", "hanako@example.com"),
        ("fill", "#email_confirm", "hanako@example.com"), ("fill", "#tel", "090-1234-5678"),
        ("select_option", "#pref", "東京都"), ("check", "#agree", None),
        ("click", "role=button[name='確認画面へ進む's]", None)]
    review = ("PAGE: 応募内容の確認 | /apply/3097974/\n# 応募フォーム\n1. 情報の入力\n2. 入力内容の確認\n3. 応募完了\n"
              "氏名\n山田 花子\n[CLICK: \"#back\"] button \"修正する\"\n"
              "[CLICK: \"#send\"] button \"この内容で応募する\"\n")
    assert ask(review, [], JA_USER)[:2] == ("click", {"selector": "#send"})
    assert ask("PAGE: 応募完了 | /apply/complete/\n1. 情報の入力\n2. 入力内容の確認\n3. 応募完了\n応募が完了しました\n",
               [], JA_USER)[0] == "done"


def test_a_date_in_three_lists_gives_each_its_part():
    assert date_part("1990-04-01", ["----", "2008", "2007", "1999 (+48 more)"]) == "1990"
    assert date_part("1990-04-01", ["--", "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"]) == "04"
    assert date_part("1990-04-01", ["--", "1", "2", "3", "11 (+20 more)"]) == "1"
    assert date_part("1. April 1990", ["Tag", "1", "2", "30", "31"]) == "1"
    assert date_part("not a date", ["----", "2008", "2007"]) is None
    assert date_part("1990-04-01", ["Frau", "Herr"]) is None


def test_a_range_of_years_is_no_date_and_a_list_of_ranges_no_part_of_one():
    assert date_part("3–5 years", ["Select…", "0–2 years", "3–5 years", "6+ years"]) is None
    assert date_part("1990-04-01", ["Select…", "0–2 years", "3–5 years", "6+ years"]) is None
    assert date_part("1990年4月1日", ["----", "1990年", "1991年"]) == "1990年"
