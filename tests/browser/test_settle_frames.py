"""Settle waits for the animation frames a page asks for (a render scheduled for the next frame), not for an
animation loop that asks for frames forever."""

from pytest_jobagent.browser import actions
from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle

NEXT_FRAMES = """<!doctype html><html><body><button id="go">Show jobs</button><ul id="jobs"></ul><script>
go.addEventListener('click', () => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => {
  jobs.innerHTML = '<li>Data Engineer</li><li>Backend Engineer</li>';
})), 30));
</script></body></html>"""

LOOP = """<!doctype html><html><body><canvas id="c"></canvas><button id="go">Start</button><script>
window.ticks = 0;
go.addEventListener('click', () => { const tick = () => { window.ticks += 1;
  c.getContext('2d').fillRect(window.ticks % 100, 0, 1, 1); requestAnimationFrame(tick); }; requestAnimationFrame(tick); });
</script></body></html>"""


def test_a_render_in_the_next_frames_is_waited_for_even_without_a_quiet_window(page):
    # the click's handler waits 30 ms (a tracked timer), then renders two frames later
    page.set_content(NEXT_FRAMES)
    result = actions.click(page, "#go", settle=SettleOptions(quiet_ms=0))
    assert result.settled and page.locator("#jobs li").count() == 2


def test_an_animation_loop_does_not_hold_the_wait(page):
    page.set_content(LOOP)
    result = actions.click(page, "#go", settle=SettleOptions(timeout_ms=3000))
    assert result.settled, result.settle
    assert page.evaluate("window.ticks") > 1  # the loop draws on
    assert wait_for_settle(page, SettleOptions(timeout_ms=3000)).settled
