"""An apply button that opens a dialog holding, job by job, the board's own form or a link to apply elsewhere
(browser tier, a small page of its own, as a French public employment board writes it); and a truth's address
written without a path is the address the browser resolves."""

from __future__ import annotations

from pytest_jobagent.runs.collect.checks import _canonical
from pytest_jobagent.runs.collect.controls import waiting_external_link


def offer(inside: str) -> str:
    return ('<html lang="fr"><body><main><h1>Comptable (H/F)</h1><button type="button" aria-haspopup="dialog" '
            'data-target="#popin">Postuler</button><div id="popin" role="dialog" aria-hidden="true" '
            f'style="display:none"><h2>Postuler à l\'offre</h2>{inside}</div></main></body></html>')


def test_a_link_to_apply_elsewhere_waiting_in_the_apply_dialog_is_read_without_a_click(mpage):
    mpage.set_content(offer('<a href="https://fr.indeed.com/viewjob?jk=1" target="_blank">Postuler sur le site de '
                            "l'entreprise</a>"))
    assert waiting_external_link(mpage) == "https://fr.indeed.com/viewjob?jk=1"


def test_the_board_s_own_form_in_the_dialog_or_an_other_link_is_no_external_apply(mpage):
    mpage.set_content(offer('<form><label>Prénom <input name="prenom"></label><button>Envoyer ma candidature'
                            '</button></form><a href="https://example.org/aide">Aide</a>'))
    assert waiting_external_link(mpage) is None


def test_a_truth_address_without_a_path_is_the_address_the_browser_resolves():
    assert _canonical("https://kariyer.example.com.tr?ilan=1") == _canonical("https://KARIYER.example.com.tr/?ilan=1")
    assert _canonical("https://example.com/a?x=1") != _canonical("https://example.com/b?x=1")
    assert _canonical("/apply/12") == "/apply/12"
