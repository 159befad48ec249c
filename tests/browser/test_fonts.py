"""Proof that a recording replays on a machine with other fonts. The saved Empirico careers page
(../shared/realpages) is drawn on "another machine": one whose fontconfig knows only DejaVu (as a slim image without
fonts-liberation), named by FONTCONFIG_FILE in its environment. With the machine's own fonts its serialized page
carries other figures; with the pinned fonts it reads exactly as here; and its bundled scenario replays its cassette
there on pinning alone (cassette matching's masking of layout figures turned off), while without pinning it drifts."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_jobagent.browser import page_text
from pytest_jobagent.browser.fonts import INSTALL_FONTS, missing_packages
from pytest_jobagent.browser.launch import block_external_requests, find_chromium, launch_options
from pytest_jobagent.siteserver import SiteServer

REPO = Path(__file__).resolve().parents[2]
REALPAGES = REPO.parent / "shared" / "realpages"
SITE, START = REALPAGES / "company_careers", "/empirico_careers_lever_links.html"
SCENARIO = "scenarios/realpages/explore_empirico.yaml"
RECORDED_HEADER = "PAGE: Careers – Empirico | /empirico_careers_lever_links.html | scroll 0/3928px"

pytestmark = [
    pytest.mark.skipif(not (SITE / START.lstrip("/")).is_file(), reason=f"saved real pages not found at {REALPAGES}"),
    pytest.mark.skipif(bool(missing_packages()), reason=f"the pinned fonts are not installed ({INSTALL_FONTS})"),
]

# Debian's rules for whatever fonts there are, but only DejaVu's folder
OTHER_MACHINE = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""
# for the replay on pinning alone: the masking of layout figures in cassette matching (llm/layout.py) turned off
NO_MASKING_PLUGIN = """
import re


def pytest_configure(config):
    import pytest_jobagent.llm.layout as layout

    layout.PAGE_SCROLL = re.compile(r"(?!x)(x)")  # matches nothing
"""


@pytest.fixture(scope="module")
def other_machine(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a process on the other machine."""
    folder = tmp_path_factory.mktemp("other-machine")
    conf = folder / "fonts.conf"
    conf.write_text(OTHER_MACHINE.format(cache=folder / "cache"))
    return {**os.environ, "FONTCONFIG_FILE": str(conf)}


@pytest.fixture(scope="module")
def this_machine() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "FONTCONFIG_FILE"}


@pytest.fixture(scope="module")
def empirico():
    server = SiteServer(SITE)
    yield server
    server.close()


def serialized(playwright, server: SiteServer, env: dict[str, str], fonts: str) -> str:
    """The Empirico page as a model reads it, drawn by a Chromium launched with `env` and `fonts`."""
    browser = playwright.chromium.launch(**launch_options(find_chromium(), {"headless": True, "env": env},
                                                          fonts=fonts))
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 720})
        block_external_requests(context)
        page = context.new_page()
        host, port = server.address
        page.goto(f"http://{host}:{port}{START}")
        return page_text(page)[1].text
    finally:
        browser.close()


def scroll_figures(text: str) -> str:
    match = re.search(r"scroll (\d+/\d+)px", text.splitlines()[0])
    assert match, text.splitlines()[0]
    return match.group(1)


def test_the_machines_own_fonts_change_the_figures_the_pinned_ones_do_not(playwright, empirico, this_machine,
                                                                         other_machine):
    here = serialized(playwright, empirico, this_machine, "system")
    there = serialized(playwright, empirico, other_machine, "system")
    assert scroll_figures(here) != scroll_figures(there)  # the other machine lays the page out differently

    pinned_here = serialized(playwright, empirico, this_machine, "pinned")
    pinned_there = serialized(playwright, empirico, other_machine, "pinned")
    assert pinned_there == pinned_here
    assert scroll_figures(pinned_here) == "0/3928"  # the figure the bundled cassettes hold


def replay(env: dict[str, str], fonts: str, plugin_dir: Path) -> subprocess.CompletedProcess:
    """The bundled scenario replayed from its cassette in a pytest of its own, layout masking turned off."""
    (plugin_dir / "nomasking.py").write_text(NO_MASKING_PLUGIN)
    env = {**env, "JOBAGENT_FONTS": fonts,
           "PYTHONPATH": os.pathsep.join([str(plugin_dir), env.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "pytest", SCENARIO, "-p", "nomasking", "-p", "no:cacheprovider",
                           "-p", "no:xdist", "-p", "no:randomly", "-q"], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def test_the_bundled_scenario_replays_on_the_other_machine(other_machine, tmp_path):
    pinned = replay(other_machine, "pinned", tmp_path)
    assert pinned.returncode == 0, pinned.stdout[-3000:] + pinned.stderr[-2000:]
    assert "1 passed" in pinned.stdout

    unpinned = replay(other_machine, "system", tmp_path)  # the failure pinning prevents: drift on the figures
    assert unpinned.returncode == 1, unpinned.stdout[-3000:]
    assert "cassette drift" in unpinned.stdout and f"-{RECORDED_HEADER}" in unpinned.stdout
