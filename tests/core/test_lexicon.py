"""The multilingual lexicon: a control's label says a concept in any language; a longer sentence does not."""

from __future__ import annotations

import pytest

from pytest_jobagent.lexicon import WORDS, labelled, mentions, normalize, phrases, says
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
