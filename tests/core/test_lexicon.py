"""The multilingual lexicon: a control's label says a concept in any language; a longer sentence does not."""

from __future__ import annotations

import pytest

from pytest_jobagent.lexicon import WORDS, mentions, normalize, phrases, says


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
