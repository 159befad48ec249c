"""The multilingual lexicon: a control's label says a concept in any language; a longer sentence does not."""

from __future__ import annotations

import pytest

from pytest_jobagent.lexicon import (
    FIELD_CONCEPTS,
    WORDS,
    asks,
    labelled,
    mentions,
    normalize,
    pattern,
    phrases,
    said_outside_steps,
    says,
    which,
)
from pytest_jobagent.runs.collect.employer import employer_from


@pytest.mark.parametrize(("label", "concept", "phrase"), [
    ("Reject all", "reject", "reject all"),
    ("Reject all cookies", "reject", "reject all"),
    ("Alle ablehnen", "reject", "alle ablehnen"),
    ("  Rechazar   todas ", "reject", "rechazar todas"),
    ("すべて拒否する", "reject", "すべて拒否"),
    ("모두 거부", "reject", "모두 거부"),
    ("Nein, danke!", "dismiss", "nein, danke"),
    ("No, gracias", "dismiss", "no, gracias"),
    ("닫기", "dismiss", "닫기"),
    ("×", "dismiss", "×"),
    ("Закрыть", "dismiss", "закрыть"),
    ("إغلاق", "dismiss", "إغلاق"),
    ("Tout accepter", "accept", "tout accepter"),
    ("同意する", "accept", "同意する"),
])
def test_a_label_says_its_concept_in_any_language(label, concept, phrase):
    assert says(label, concept) == phrase


@pytest.mark.parametrize(("label", "concept"), [
    ("We reject applications that arrive after the closing date", "reject"),  # a sentence, not a control
    ("Close to the city centre", "dismiss"),
    ("Accepting applications until 31 December", "accept"),
    ("Apply now", "dismiss"),
    ("", "accept"),
])
def test_a_sentence_or_another_control_does_not(label, concept):
    assert says(label, concept) is None


def test_mentions_finds_a_topic_inside_text_by_words_not_parts_of_words():
    assert mentions("Utilizamos cookies propias y de terceros", "consent") == "cookies"
    assert mentions("当サイトではクッキーを使用しています", "consent") == "クッキー"
    assert mentions("Wir verwenden Cookies. Ihre Einwilligung ...", "consent") in {"cookies", "einwilligung"}
    assert mentions("Privacyless", "consent") is None


def test_phrases_are_normalized_and_longest_first():
    for concept, languages in WORDS.items():
        for words in languages.values():
            assert all(normalize(w) == w for w in words), (concept, words)
    ordered = phrases("reject")
    assert ordered.index("reject all") < ordered.index("reject")


@pytest.mark.parametrize(("lines", "value"), [
    (["Job Type:", "Full Time", "Location:", "City Hall, 100 Main St, Riverton, OH"], "City Hall, 100 Main St, Riverton, OH"),
    (["Arbeitsort: München", "Vollzeit"], "München"),
    (["근무지역", "서울 강남구"], "서울 강남구"),
    (["الموقع", "دبي، الإمارات العربية المتحدة"], "دبي، الإمارات العربية المتحدة"),
    (["We are located in a beautiful city with many parks and a river", "Berlin"], None),  # a sentence, not a label
    (["Location:", "Salary: $50,000"], None),  # the next line is another label's
])
def test_labelled_reads_the_value_under_a_label_in_any_language(lines, value):
    assert labelled(lines, "location_label") == value


@pytest.mark.parametrize(("title", "employer"), [
    ("City of Riverton - Employment Opportunities", "City of Riverton"),
    ("Stellenangebote | Müller GmbH", "Müller GmbH"),
    ("채용정보 - 한빛소프트", "한빛소프트"),
    ("Careers at Lumen", "Lumen"),
    ("Search jobs | Meridian Logistics Careers", "Meridian Logistics"),
    ("Software Engineer - Remote", None),
])
def test_a_boards_title_names_its_employer_in_any_language(title, employer):
    assert employer_from({"title": title})[0] == employer


LANGUAGES = ("en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "id", "ja", "zh", "ko")
# how a name is read is asked only where the script does not say it (Japanese forms' katakana: "セイ", "メイ")
NEW_CONCEPTS = ("next", "previous", "load_more", "search", "what", "where", "apply", "submit", "show_results",
                "no_results", "required", "application_received", "company_hidden", "continue_step", "field_again",
                *(c for c in FIELD_CONCEPTS if not c.endswith("_reading")))


@pytest.mark.parametrize("concept", NEW_CONCEPTS)
def test_every_new_concept_speaks_the_fifteen_languages(concept):
    assert set(LANGUAGES) <= set(WORDS[concept]), sorted(set(LANGUAGES) - set(WORDS[concept]))


@pytest.mark.parametrize(("label", "concept", "phrase"), [
    ("Next »", "next", "next"),
    ("Weiter", "next", "weiter"),
    ("Page suivante", "next", "page suivante"),
    ("Следующая", "next", "следующая"),
    ("다음", "next", "다음"),
    ("下一页", "next", "下一页"),
    ("次へ", "next", "次へ"),
    ("Zurück", "previous", "zurück"),
    ("Mehr laden", "load_more", "mehr laden"),
    ("Show 20 more jobs", "load_more", "show more jobs"),
    ("더보기", "load_more", "더보기"),
    ("Jobs finden", "search", "jobs finden"),
    ("Buscar", "search", "buscar"),
    ("검색", "search", "검색"),
    ("搜索", "search", "搜索"),
    ("Was?", "what", "was"),
    ("Jobtitel, Kompetenz oder Firmenname", "what", "jobtitel, kompetenz oder firmenname"),
    ("¿Qué?", "what", "qué"),
    ("직무", "what", "직무"),
    ("Wo?", "where", "wo"),
    ("Ort oder PLZ", "where", "ort oder plz"),
    ("¿Dónde?", "where", "dónde"),
    ("지역", "where", "지역"),
    ("Jetzt bewerben", "apply", "jetzt bewerben"),
    ("Postuler", "apply", "postuler"),
    ("Candidatar-se", "apply", "candidatar-se"),
    ("지원하기", "apply", "지원하기"),
    ("応募する", "apply", "応募する"),
    ("Bewerbung absenden", "submit", "bewerbung absenden"),
    ("Filter anwenden", "show_results", "filter anwenden"),
    ("Show 23 jobs", "show_results", "show jobs"),
    ("23 Ergebnisse anzeigen", "show_results", "ergebnisse anzeigen"),
    ("Ver 1.234 empleos", "show_results", "ver empleos"),
    ("Aplicar filtros", "show_results", "aplicar filtros"),
])
def test_a_new_concept_is_said_in_any_language_and_script(label, concept, phrase):
    assert says(label, concept) == phrase


@pytest.mark.parametrize(("label", "concept"), [
    ("Next.js developer", "next"),                          # a job title, not a pager's control
    ("Next.js Developer (m/w/d)", "next"),
    ("Python Developer – Apply by Friday", "apply"),        # "Apply" inside a job title
    ("Applied Scientist", "apply"),
    ("Weitere Informationen zum Datenschutz", "next"),
    ("Senior Search Engineer", "search"),
    ("Wohnort des Bewerbers ist egal, Remote möglich", "where"),
])
def test_near_misses_are_not_the_concept(label, concept):
    assert says(label, concept, 4 if concept == "apply" else 2) is None


@pytest.mark.parametrize(("text", "concept"), [
    ("Vielen Dank für Ihre Bewerbung! Wir melden uns.", "application_received"),
    ("Ihre Bewerbung wurde gesendet.", "application_received"),
    ("Merci pour votre candidature.", "application_received"),
    ("지원이 완료되었습니다.", "application_received"),
    ("Thank you for applying to Acme.", "application_received"),
    ("Leider keine Treffer für Ihre Suche.", "no_results"),
    ("検索条件に該当する求人はありません", "no_results"),
    ("Bitte füllen Sie dieses Feld aus.", "required"),
    ("이메일은 필수 입력 항목입니다", "required"),
])
def test_a_text_mentions_a_concept_in_any_language(text, concept):
    assert mentions(text, concept) is not None
    assert pattern(concept).search(text) is not None


def test_a_thank_you_for_something_else_is_no_confirmation():
    assert mentions("Thank you for visiting our careers site", "application_received") is None
    assert pattern("application_received").search("Danke für Ihren Besuch") is None


@pytest.mark.parametrize(("label", "concept"), [
    ("Vorname*", "first_name"), ("Nachname", "last_name"), ("Vor- und Nachname", "full_name"),
    ("E-Mail-Adresse", "email"), ("Telefonnummer", "phone"), ("Lebenslauf (PDF)", "resume"),
    ("Anschreiben", "cover_letter"), ("Gehaltsvorstellung", "salary_expectation"),
    ("Frühester Eintrittstermin", "start_date"), ("Anrede", "salutation"), ("Prénom", "first_name"),
    ("Apellidos", "last_name"), ("Имя", "first_name"), ("Прізвище", "last_name"), ("이메일", "email"),
    ("メールアドレス", "email"), ("简历", "resume"), ("Nama lengkap", "full_name"), ("Full name", "full_name"),
    ("First Name", "first_name"), ("Name", "full_name"), ("Company name", None),
])
def test_a_field_label_names_what_it_asks_for(label, concept):
    assert which(label, FIELD_CONCEPTS, 3) == concept


@pytest.mark.parametrize(("label", "opens"), [
    ("Filters", True), ("全部筛选", True), ("Alle Filter", True),
    ("清空筛选条件", False), ("Clear all filters", False), ("Filter zurücksetzen", False), ("필터 초기화", False),
])
def test_a_control_that_clears_the_filters_opens_none(label, opens):
    """It names the filters, yet clicking it undoes them ("清空筛选条件" beside BOSS直聘's filter boxes)."""
    from pytest_jobagent.heuristic.roles._page import says_filters

    assert says_filters(label) is opens


@pytest.mark.parametrize(("text", "concept"), [
    ("Afficher les 20 offres suivantes", "load_more"),
    ("Başvurunuz başarıyla alındı.", "application_received"),
    ("Firmanın Sitesinde Başvur", "apply_external"),
    ("企業ホームページから応募する", "apply_external"),
    ("確認画面へ進む", "continue_step"),
])
def test_boards_written_blind_say_it_in_these_words(text, concept):
    assert says(text, concept, 4) is not None or mentions(text, concept) is not None


def test_a_confirmation_named_as_a_step_of_the_form_s_progress_is_no_confirmation():
    steps = ["# 応募フォーム", "1. 情報の入力", "2. 入力内容の確認", "3. 応募完了", "氏名必須"]
    assert said_outside_steps(steps, "application_received") is None
    assert said_outside_steps(["Step 1 of 3", "Step 2 of 3 Review", "Step 3 of 3 Application received"],
                              "application_received") is None
    assert said_outside_steps([*steps[:4], "応募が完了しました"], "application_received") == "応募が完了しました"
    assert said_outside_steps(["Thank you for applying"], "application_received") is not None
    # one numbered line alone is a message that happens to start with a number, not a list of steps
    assert said_outside_steps(["1 application received"], "application_received") is not None


def test_a_field_asks_for_a_concept_said_or_mentioned_in_a_short_label_any_script():
    assert asks("職種、スキル、会社名などのキーワード", "what", 6) == "キーワード"
    assert asks("Enter a keyword", "what", 6) == "keyword"
    assert asks("Tell us in a few words which keyword you would use to describe it", "what", 6) is None
    assert asks("City, state, or zip code", "what", 6) is None


@pytest.mark.parametrize(("label", "concept"), [
    ("名", "first_name"), ("姓", "last_name"), ("姓（漢字）", "last_name"), ("氏名", "full_name"),
    ("セイ", "last_name_reading"), ("メイ", "first_name_reading"), ("last name kana", "last_name_reading"),
    ("生年月日", "birth_date"), ("Date of birth", "birth_date"), ("都道府県を選択", "home_region"),
    ("会社名", None), ("名前", "full_name"), ("学校名", None),
])
def test_one_character_is_a_field_s_word_only_standing_alone(label, concept):
    assert which(label, FIELD_CONCEPTS, 3) == concept


def test_every_phrase_is_said_and_mentioned_by_a_label_that_holds_it():
    # says and mentions first look for any phrase of the concept with one search: it must find every phrase where the
    # phrase-by-phrase rules do (alone, before more words, after a count, inside a line)
    from typing import get_args

    from pytest_jobagent.lexicon import Concept, mentions, phrases, says, unspaced

    for concept in get_args(Concept):
        for phrase in phrases(concept):
            assert says(phrase, concept) is not None, (concept, phrase)
            assert says(f"{phrase} (23)", concept) is not None, (concept, phrase)
            assert mentions(f"Look: {phrase}, then more", concept) is not None, (concept, phrase)
            if unspaced(phrase):  # inside a word of a script without spaces too
                assert mentions(f"すべて{phrase}する", concept) is not None, (concept, phrase)
