"""The pinned font set without a browser: its fontconfig file, the modes and their errors, the launch environment,
missing or other fonts, the remote browser left alone, and scripts/ensure_browser.sh installing the fonts."""

from __future__ import annotations

import os
import shutil
import subprocess
import warnings
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pytest_jobagent.browser import fonts
from pytest_jobagent.browser.fontconfig import fontconfig_text
from pytest_jobagent.browser.fonts import (
    PINNED,
    FontPackage,
    FontsModeError,
    FontsNotPinned,
    font_env,
    font_revision,
    fonts_mode,
    missing_packages,
    pinned_fontconfig,
)
from pytest_jobagent.browser.launch import launch_options

REPO = Path(__file__).resolve().parents[2]
PINNED_HERE = not missing_packages()
needs_pinned = pytest.mark.skipif(not PINNED_HERE, reason=f"the pinned fonts are not installed ({fonts.INSTALL_FONTS})")


@pytest.fixture(autouse=True)
def fresh_pin(monkeypatch, tmp_path):
    """Each test writes its own fontconfig file (the cached one of the session is set aside and restored)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(fonts.FONTS_ENV, raising=False)
    pinned_fontconfig.cache_clear()
    yield
    pinned_fontconfig.cache_clear()


def test_the_fontconfig_file_reads_only_the_pinned_files(tmp_path):
    files = [Path("/fonts/a/One.ttf"), Path("/fonts/a/Two.ttf"), Path("/fonts/b/Three.ttf")]
    root = ET.fromstring(fontconfig_text(files, tmp_path / "cache"))
    assert [d.text for d in root.findall("dir")] == ["/fonts/a", "/fonts/b"]
    assert root.find("include") is None  # nothing of /etc/fonts: no rule of the machine's
    assert [c.text for c in root.findall("cachedir")] == [str(tmp_path / "cache")]
    select = root.find("selectfont")
    assert [g.text for g in select.find("acceptfont")] == [str(f) for f in files]
    assert [g.text for g in select.find("rejectfont")] == ["*"]  # another font in those folders is not read


def fc_match(pattern: str, env: dict[str, str]) -> str:
    out = subprocess.run(["fc-match", "-f", "%{family[0]}", pattern], env=env, capture_output=True, text=True,
                         check=True)
    return out.stdout


@needs_pinned
@pytest.mark.skipif(shutil.which("fc-match") is None, reason="fontconfig's fc-match is not installed")
def test_families_resolve_to_the_pinned_fonts_whatever_the_machine_says(tmp_path):
    # a machine whose own configuration sends every family to DejaVu Serif (as a machine with other fonts would send
    # them to those)
    other = tmp_path / "other.conf"
    other.write_text('<?xml version="1.0"?><fontconfig><dir>/usr/share/fonts</dir>'
                     '<match target="pattern"><edit name="family" mode="prepend" binding="strong">'
                     "<string>DejaVu Serif</string></edit></match></fontconfig>")
    machine = {**os.environ, "FONTCONFIG_FILE": str(other)}
    assert fc_match("Arial", machine) == "DejaVu Serif"
    pinned = font_env("pinned", machine)
    assert pinned is not None
    expected = {"Arial": "Liberation Sans", "Helvetica": "Liberation Sans", "Times New Roman": "Liberation Serif",
                "Times": "Liberation Serif", "Courier New": "Liberation Mono", "sans-serif": "DejaVu Sans",
                "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono", "system-ui": "DejaVu Sans",
                "Inter": "DejaVu Sans"}
    assert {name: fc_match(name, pinned) for name in expected} == expected


def test_modes_default_to_pinned_and_the_option_wins_over_the_environment(monkeypatch):
    assert fonts_mode() == "pinned"
    monkeypatch.setenv(fonts.FONTS_ENV, "System")
    assert fonts_mode() == "system"
    assert fonts_mode("pinned") == "pinned"


def test_an_unknown_mode_says_which_modes_there_are(monkeypatch):
    monkeypatch.setenv(fonts.FONTS_ENV, "dejavu")
    with pytest.raises(FontsModeError, match=r"JOBAGENT_FONTS='dejavu': use 'pinned' .* or 'system'"):
        fonts_mode()


@needs_pinned
def test_pinned_launches_point_fontconfig_at_the_pinned_file(monkeypatch):
    monkeypatch.setenv("FONTCONFIG_FILE", "/etc/other/fonts.conf")
    monkeypatch.setenv("FONTCONFIG_PATH", "/etc/other")
    monkeypatch.setenv("FC_LANG", "ja")
    options = launch_options("/usr/bin/chromium", {"headless": True})
    env = options["env"]
    assert env["FONTCONFIG_FILE"] == str(pinned_fontconfig())
    assert Path(env["FONTCONFIG_FILE"]).read_text() == fontconfig_text(
        [f for package in PINNED for f in package.files], Path(env["FONTCONFIG_FILE"]).parent / "cache")
    assert "FONTCONFIG_PATH" not in env and env["FC_LANG"] == "en"
    assert env["PATH"] == os.environ["PATH"]  # the rest of the environment is the process's


def test_system_fonts_and_other_engines_launch_with_the_environment_as_it_is():
    assert "env" not in launch_options("/usr/bin/chromium", {"headless": True}, fonts="system")
    assert launch_options(None, {"headless": True}, engine="firefox", fonts="pinned") == {"headless": True}


@needs_pinned
def test_a_callers_environment_is_kept_but_for_fontconfig():
    own = {"FONTCONFIG_FILE": "/mine/fonts.conf", "HOME": "/home/me"}
    assert launch_options(None, {"env": own}, fonts="system")["env"] == own
    assert launch_options(None, {"env": own})["env"] == {"HOME": "/home/me", "FONTCONFIG_FILE": str(pinned_fontconfig()),
                                                        "FC_LANG": "en"}


def test_missing_fonts_warn_once_naming_the_packages_and_launch_with_the_machines(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "PINNED", (FontPackage("fonts-dejavu-extra", 2.37, (tmp_path / "gone.ttf",)),))
    with pytest.warns(FontsNotPinned, match=r"missing fonts-dejavu-extra.*As root: apt-get install -y "
                                            r"fonts-dejavu-core fonts-dejavu-extra fonts-liberation"):
        options = launch_options(None, {})
    assert "env" not in options
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert launch_options(None, {}).get("env") is None  # said once per process


@needs_pinned
def test_fonts_of_another_version_are_used_and_said(monkeypatch, tmp_path):
    font = tmp_path / "Font.ttf"
    shutil.copyfile(PINNED[0].files[0], font)  # DejaVu 2.37 where Liberation 1.07 is pinned
    monkeypatch.setattr(fonts, "PINNED", (FontPackage("fonts-liberation", 1.07, (font,)),))
    with pytest.warns(FontsNotPinned, match=r"other versions: fonts-liberation 2.37 \(pinned 1.07\)"):
        path = pinned_fontconfig()
    assert path is not None and str(font) in path.read_text()


def test_a_fonts_revision_is_read_from_its_head_table(tmp_path):
    if PINNED_HERE:
        assert font_revision(PINNED[0].files[0]) == 2.37
        assert font_revision(PINNED[2].files[0]) == 1.07
    junk = tmp_path / "junk.ttf"
    junk.write_bytes(b"\x00\x01\x00\x00\x00\x00")
    assert font_revision(junk) is None


@needs_pinned
def test_an_unwritable_cache_folder_falls_back_to_a_temporary_one(monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    path = pinned_fontconfig()
    assert path is not None and path.is_file() and blocker not in path.parents


@needs_pinned
def test_the_file_is_written_once_and_rewritten_when_changed(tmp_path):
    path = pinned_fontconfig()
    assert path is not None
    pinned_fontconfig.cache_clear()
    assert pinned_fontconfig() == path
    path.write_text("<fontconfig/>")  # damaged: written again
    pinned_fontconfig.cache_clear()
    assert pinned_fontconfig() == path and "<acceptfont>" in path.read_text()


RECORD_LAUNCH = """
import pytest

LAUNCHED = []

@pytest.fixture(scope="session")
def launch_browser():
    class Browser:
        def close(self):
            pass

    def launch(**options):
        LAUNCHED.append(options)
        return Browser()

    return launch

{connect}
"""
TEST_LAUNCH = """
from conftest import LAUNCHED

def test_launch(jobagent_browser):
    assert len(LAUNCHED) == 1
    print("ENV", "FONTCONFIG_FILE" in (LAUNCHED[0].get("env") or {}))
"""


@needs_pinned
@pytest.mark.parametrize("remote", [False, True])
def test_a_remote_browser_keeps_its_own_fonts(pytester, remote):
    # a Playwright server would launch with whatever environment it is sent: this machine's is not for it
    connect = ('@pytest.fixture(scope="session")\ndef connect_options():\n    return {"endpoint": "ws://127.0.0.1:9/"}'
               if remote else "")
    pytester.makeconftest(RECORD_LAUNCH.format(connect=connect))
    pytester.makepyfile(TEST_LAUNCH)
    result = pytester.runpytest_subprocess("-s", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines([f"*ENV {not remote}"])


def test_a_bad_fonts_environment_stops_the_run_in_one_line(pytester, monkeypatch):
    monkeypatch.setenv(fonts.FONTS_ENV, "mine")
    pytester.makepyfile("def test_x():\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["ERROR: JOBAGENT_FONTS='mine': use 'pinned'*or 'system'*"])


FAKE_PYTHON = """#!/bin/sh
case "$2" in
  *missing_packages*) echo "{missing}" ;;
  *find_chromium*) echo playwright ;;
esac
"""


@pytest.mark.parametrize("root", [True, False])
def test_setup_installs_missing_fonts_as_root_and_says_what_to_install_otherwise(tmp_path, root):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "apt.log"
    fakes = {"python": FAKE_PYTHON.format(missing="fonts-dejavu-extra fonts-liberation"),
             "id": f"#!/bin/sh\necho {0 if root else 1000}\n",
             "apt-get": f'#!/bin/sh\necho "$*" >> {log}\n'}
    for name, text in fakes.items():
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    result = subprocess.run(["bash", str(REPO / "scripts" / "ensure_browser.sh"), str(bin_dir / "python")],
                            env={**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    if root:
        assert log.read_text().splitlines() == ["update -qq", "install -y -qq fonts-dejavu-extra fonts-liberation"]
    else:
        assert not log.exists()
        assert "apt-get install -y fonts-dejavu-extra fonts-liberation" in result.stderr
