"""An application's kind from its control: where its link goes, and what the control says in any language."""

from __future__ import annotations

import pytest

from pytest_jobagent.runs.collect.controls import apply_kind

JOB = "https://board.example/empleos/ux-607563"


def test_a_link_to_another_host_leaves_the_site_and_one_under_the_posting_is_its_form():
    assert apply_kind("easy_apply", "https://acme.example/careers/1", JOB) == "external"
    assert apply_kind("unknown", "https://board.example/empleos/ux-607563/apply", JOB) == "unknown"
    assert apply_kind("external", "https://board.example/empleos/ux-607563/apply", JOB) == "easy_apply"


@pytest.mark.parametrize("label", ["Aplicar en la web de la empresa", "Apply on company site",
                                   "Auf der Unternehmenswebsite bewerben", "Postuler sur le site de l'entreprise",
                                   "企業サイトで応募", "网申入口"])
def test_a_control_that_says_it_applies_on_the_employers_site_is_external_through_the_boards_own_exit_page(label):
    # the board's "you are leaving" page is on its own host: the words tell where the application happens
    assert apply_kind("easy_apply", "https://board.example/externo/605736", JOB, label) == "external"


@pytest.mark.parametrize("label", ["Inscribirme", "Apply now", "Jetzt bewerben", "Company overview"])
def test_other_apply_controls_keep_what_their_link_shows(label):
    assert apply_kind("easy_apply", "https://board.example/externo/605736", JOB, label) == "easy_apply"
