"""The pinned font set a locally launched Chromium renders with: a fontconfig file that names only Debian's DejaVu and
Liberation fonts, so that a page lays out alike on every machine (a recorded cassette replays whatever else is
installed); `JOBAGENT_FONTS=system` leaves the machine's own fonts."""

from __future__ import annotations

import functools
import hashlib
import os
import struct
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path

from pytest_jobagent.errors import JobagentError

FONTS_ENV = "JOBAGENT_FONTS"
MODES = ("pinned", "system")

# The pinned set: Debian's packages, the version of their fonts (the `head` table's revision) and every file of theirs,
# so that a folder holding only part of a package, or other fonts beside it, does not pass for the pinned set.
# fonts-liberation comes with Debian's chromium (chromium-common depends on it), fonts-dejavu-core with fontconfig.
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
LIBERATION = Path("/usr/share/fonts/truetype/liberation")


@dataclass(frozen=True)
class FontPackage:
    name: str
    revision: float
    files: tuple[Path, ...]


PINNED = (
    FontPackage("fonts-dejavu-core", 2.37, tuple(DEJAVU / f"DejaVu{name}.ttf" for name in (
        "Sans", "Sans-Bold", "SansMono", "SansMono-Bold", "Serif", "Serif-Bold"))),
    FontPackage("fonts-dejavu-extra", 2.37, tuple(DEJAVU / f"DejaVu{name}.ttf" for name in (
        "MathTeXGyre", "Sans-BoldOblique", "Sans-ExtraLight", "Sans-Oblique", "SansCondensed-Bold",
        "SansCondensed-BoldOblique", "SansCondensed-Oblique", "SansCondensed", "SansMono-BoldOblique",
        "SansMono-Oblique", "Serif-BoldItalic", "Serif-Italic", "SerifCondensed-Bold", "SerifCondensed-BoldItalic",
        "SerifCondensed-Italic", "SerifCondensed"))),
    FontPackage("fonts-liberation", 1.07, tuple(LIBERATION / f"Liberation{family}-{style}.ttf"
                                                for family in ("Mono", "Sans", "SansNarrow", "Serif")
                                                for style in ("Bold", "BoldItalic", "Italic", "Regular"))),
)
INSTALL_FONTS = "apt-get install -y " + " ".join(package.name for package in PINNED)


class FontsModeError(JobagentError, ValueError):
    """JOBAGENT_FONTS (or a caller's `fonts`) names no mode: the message lists the modes."""


class FontsNotPinned(UserWarning):
    """The pinned fonts are not installed: Chromium renders with the machine's fonts (the message says what to
    install)."""


def fonts_mode(explicit: str | None = None) -> str:
    """`pinned` (the default) or `system`: the caller's choice, else JOBAGENT_FONTS."""
    value = (explicit or os.environ.get(FONTS_ENV) or "pinned").strip().lower()
    if value not in MODES:
        source = "fonts" if explicit else FONTS_ENV
        raise FontsModeError(f"{source}={value!r}: use 'pinned' (the default: Chromium renders with DejaVu and "
                             "Liberation only, so recordings replay on any machine) or 'system' (the machine's own "
                             "fonts: pages look as on this machine, recordings may not replay elsewhere)")
    return value


def missing_packages() -> list[str]:
    """The Debian packages of the pinned set whose files are not all here."""
    return [package.name for package in PINNED if not all(f.is_file() for f in package.files)]


def font_revision(path: Path) -> float | None:
    """The revision a TrueType font gives itself (its `head` table's fontRevision), None when it has none."""
    with path.open("rb") as handle:
        header = handle.read(12)
        if len(header) < 12:
            return None
        (count,) = struct.unpack(">H", header[4:6])
        records = handle.read(16 * count)
        for index in range(len(records) // 16):
            tag, _, offset, _ = struct.unpack(">4sIII", records[16 * index: 16 * index + 16])
            if tag == b"head":
                handle.seek(offset + 4)
                raw = handle.read(4)
                return round(struct.unpack(">i", raw)[0] / 65536, 2) if len(raw) == 4 else None
    return None


def other_versions() -> list[str]:
    """The packages of the pinned set whose fonts here are of another version than the pinned one, as
    "fonts-liberation 2.1 (pinned 1.07)"."""
    found = [(package, font_revision(package.files[0])) for package in PINNED]
    return [f"{package.name} {revision} (pinned {package.revision})" for package, revision in found
            if revision != package.revision]


def _cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pytest-jobagent" / "fontconfig"


def _write(folder: Path) -> Path:
    """The fontconfig file in `folder`, named by its content (written once; concurrent writers rename atomically)."""
    from .fontconfig import fontconfig_text  # xml.sax (and urllib with it) only when a browser launches

    folder.mkdir(parents=True, exist_ok=True)
    text = fontconfig_text([f for package in PINNED for f in package.files], folder / "cache")
    path = folder / f"fonts-{hashlib.sha256(text.encode()).hexdigest()[:12]}.conf"
    if not path.is_file() or path.read_text() != text:
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w") as handle:
            handle.write(text)
        os.replace(tmp, path)
    return path


@functools.cache
def pinned_fontconfig() -> Path | None:
    """The pinned fontconfig file (in the user's cache folder, else a temporary one), None when the pinned fonts are
    not installed: then a warning, once per process, says what to install."""
    missing = missing_packages()
    if missing:
        warnings.warn(FontsNotPinned(
            f"the pinned fonts are not installed (missing {', '.join(missing)}): Chromium renders with this machine's "
            f"fonts, so pages may lay out differently from where their cassettes were recorded and replay may report "
            f"drift. As root: {INSTALL_FONTS} (scripts/ensure_browser.sh does it), or set {FONTS_ENV}=system to "
            "silence this"), stacklevel=2)
        return None
    versions = other_versions()
    if versions:
        warnings.warn(FontsNotPinned(
            f"the pinned fonts here are of other versions: {'; '.join(versions)}. Chromium renders with them, so pages "
            "may lay out a little differently from where the bundled cassettes were recorded (Debian 12's packages)"), stacklevel=2)
    try:
        return _write(_cache_root())
    except OSError:  # no writable home (a locked-down CI user): a folder of this process
        return _write(Path(tempfile.mkdtemp(prefix="jobagent-fonts-")))


# fontconfig variables of the outer process that would add to or move what the pinned file says
OVERRIDDEN = ("FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG")
# the language fontconfig ranks fonts for when a request names none: a C or English locale's, whatever the machine's
# locale is (a German or Japanese one would rank the pinned fonts by their coverage of that language)
FC_LANG = "en"


def font_env(mode: str, base: dict[str, str] | None = None) -> dict[str, str] | None:
    """The environment to launch Chromium with: `base` (default: this process's) with fontconfig pointed at the pinned
    file; None, the environment left as it is, for `system` or when the pinned fonts are missing."""
    if mode != "pinned":
        return None
    path = pinned_fontconfig()
    if path is None:
        return None
    env = {k: v for k, v in (os.environ if base is None else base).items() if k not in OVERRIDDEN}
    env["FONTCONFIG_FILE"] = str(path)
    env["FC_LANG"] = FC_LANG
    return env
