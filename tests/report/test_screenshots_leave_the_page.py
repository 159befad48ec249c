"""A report screenshot leaves the page as it was: the page's own observers (and the next settle, which counts from the
DOM's last change) must not see the report taking it."""

from __future__ import annotations

from pytest_jobagent.report.screenshots import Screenshots

FORM = """<title>Apply</title><style>@keyframes pulse { from { opacity: .5 } to { opacity: 1 } }
.busy { animation: pulse 1s infinite alternate } button { transition: background 300ms }</style>
<form><label>Email <input id="email" autofocus></label><span class="busy">saving…</span><button>Send</button></form>
<script>
window.mutations = 0;
new MutationObserver(records => { window.mutations += records.length; })
  .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
</script>"""


def test_a_screenshot_does_not_change_the_dom(mpage):
    mpage.set_content(FORM)
    mpage.focus("#email")  # a caret to hide, an animation and a transition to stop: what used to inject styles
    shots = Screenshots("failure", keep=3, page=lambda: mpage)
    for n in range(3):
        assert shots.take(f"after action {n}") is not None
    assert not shots.errors
    assert len(shots.kept) == 3 and all(shot.png.startswith(b"\x89PNG") for shot in shots.kept)
    assert mpage.evaluate("window.mutations") == 0
