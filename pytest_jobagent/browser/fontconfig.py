"""The fontconfig file of the pinned font set: Debian's own rules (in Debian's order) for the DejaVu and Liberation
fonts, and nothing of the machine's configuration, so the same fonts resolve the same way on every machine."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

# Each group below is the part of a Debian fontconfig file (/etc/fonts/conf.d, fontconfig 2.14) that concerns the
# pinned fonts or a name that resolves to one of them; rules about fonts outside the set change nothing and are left
# out. Kept in Debian's order, since fontconfig applies rules in the order it reads them. Chromium asks for Times New
# Roman (its standard and serif font on Linux), Arial (sans-serif) and Monospace; pages add Helvetica, Courier and
# their like.

# 30-metric-aliases: a font stands for the family it is metric-compatible with, and that family accepts it
METRIC_TWINS: dict[str, tuple[str, ...]] = {
    "Arial": ("Arimo", "Liberation Sans", "Albany", "Albany AMT"),
    "Arial Narrow": ("Liberation Sans Narrow",),
    "Times New Roman": ("Tinos", "Liberation Serif", "Thorndale", "Thorndale AMT"),
    "Courier New": ("Cousine", "Liberation Mono", "Cumberland", "Cumberland AMT"),
}
# 30-metric-aliases: the PostScript names and the Microsoft ones stand for each other
WEAK_TWINS = (("Helvetica", "Arial"), ("Helvetica Narrow", "Arial Narrow"), ("Times", "Times New Roman"),
              ("Courier", "Courier New"), ("Arial", "Helvetica"), ("Arial Narrow", "Helvetica Narrow"),
              ("Times New Roman", "Times"), ("Courier New", "Courier"))
# 45-latin: the generic family of each family it names (its fantasy, cursive and system-ui lists end at sans-serif
# anyway, by 49-sansserif: left out)
GENERIC_OF: dict[str, tuple[str, ...]] = {
    "serif": ("Bitstream Vera Serif", "Cambria", "Constantia", "DejaVu Serif", "Elephant", "Garamond", "Georgia",
              "Liberation Serif", "Luxi Serif", "MS Serif", "Nimbus Roman No9 L", "Nimbus Roman", "Palatino Linotype",
              "Thorndale AMT", "Thorndale", "Times New Roman", "Times"),
    "sans-serif": ("Albany AMT", "Albany", "Arial Unicode MS", "Arial", "Bitstream Vera Sans", "Britannic", "Calibri",
                   "Candara", "Century Gothic", "Corbel", "DejaVu Sans", "Helvetica", "Haettenschweiler",
                   "Liberation Sans", "MS Sans Serif", "Nimbus Sans L", "Nimbus Sans", "Luxi Sans", "Tahoma",
                   "Trebuchet MS", "Twentieth Century", "Verdana"),
    "monospace": ("Andale Mono", "Bitstream Vera Sans Mono", "Consolas", "Courier New", "Courier", "Courier Std",
                  "Cumberland AMT", "Cumberland", "DejaVu Sans Mono", "Fixedsys", "Inconsolata", "Liberation Mono",
                  "Luxi Mono", "Nimbus Mono L", "Nimbus Mono", "Nimbus Mono PS", "Terminal"),
}
# 57-dejavu-*: the fonts DejaVu grew from
DEJAVU_ANCESTORS: dict[str, tuple[str, ...]] = {
    "DejaVu Sans": ("Bitstream Vera Sans", "DejaVu LGC Sans"),
    "DejaVu Serif": ("Bitstream Vera Serif", "DejaVu LGC Serif"),
    "DejaVu Sans Mono": ("Bitstream Vera Sans Mono", "DejaVu LGC Sans Mono"),
}
# 60-latin: the fonts each generic family prefers, first to last
PREFERRED: dict[str, tuple[str, ...]] = {
    "serif": ("DejaVu Serif", "Times New Roman", "Thorndale AMT", "Times"),
    "sans-serif": ("DejaVu Sans", "Arial", "Albany AMT", "Helvetica"),
    "monospace": ("DejaVu Sans Mono", "Courier New", "Cumberland AMT", "Courier"),
}

# 10-hinting-slight, 10-yes-antialias, 11-lcdfilter-default: how glyphs are drawn (Chromium reads these)
RENDERING = """\
  <match target="pattern"><edit name="hintstyle" mode="append"><const>hintslight</const></edit></match>
  <match target="pattern"><edit name="antialias" mode="append"><bool>true</bool></edit></match>
  <match target="pattern"><edit name="lcdfilter" mode="append"><const>lcddefault</const></edit></match>"""
# 20-unhint-small-dejavu-*: DejaVu is not hinted below 7.5 pixels
UNHINT_SMALL = """\
  <match target="font"><test name="family"><string>{family}</string></test>
    <test name="pixelsize" compare="less"><double>7.5</double></test><edit name="hinting"><bool>false</bool></edit></match>"""
# 45-generic: math and emoji are asked for by language
GENERIC_LANGS = """\
  <match><test name="family"><string>emoji</string></test><edit name="lang" mode="prepend"><string>und-zsye</string></edit></match>
  <match><test name="lang"><string>und-zsye</string></test><test qual="all" name="family" compare="not_eq"><string>emoji</string></test>
    <edit name="family" mode="append" binding="strong"><string>emoji</string></edit></match>
  <match><test name="family"><string>math</string></test><edit name="lang" mode="prepend"><string>und-zmth</string></edit></match>
  <match><test name="lang"><string>und-zmth</string></test><test qual="all" name="family" compare="not_eq"><string>math</string></test>
    <edit name="family" mode="append" binding="strong"><string>math</string></edit></match>"""
# 48-spacing and 49-sansserif: a monospaced request becomes monospace; a family with no generic one falls to sans-serif
FALLBACKS = """\
  <match target="pattern"><test qual="any" name="spacing" compare="eq"><int>100</int></test>
    <edit name="family" mode="prepend"><string>monospace</string></edit></match>
  <match target="pattern"><test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit></match>"""
# 90-synthetic: an oblique drawn where a font has no italic, bold drawn where it has no bold
SYNTHETIC = """\
  <match target="font"><test name="slant"><const>roman</const></test>
    <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
    <edit name="matrix" mode="assign"><times><name>matrix</name>
      <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>
    <edit name="slant" mode="assign"><const>oblique</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit></match>
  <match target="font"><test name="weight" compare="less_eq"><const>medium</const></test>
    <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
    <edit name="embolden" mode="assign"><bool>true</bool></edit>
    <edit name="weight" mode="assign"><const>bold</const></edit></match>"""


def _families(names: Iterable[str]) -> str:
    return "".join(f"<family>{escape(name)}</family>" for name in names)


def _alias(family: str, kind: str, names: Sequence[str], binding: str = "") -> str:
    bound = f' binding="{binding}"' if binding else ""
    return f"  <alias{bound}>{_families([family])}<{kind}>{_families(names)}</{kind}></alias>"


def fontconfig_text(font_files: Sequence[Path], cache_dir: Path) -> str:
    """A complete fontconfig file: only `font_files` (their folders are read, any other file there is rejected;
    nothing comes from /etc/fonts, ~/.fonts or other folders of the machine), its own cache folder, the rules above."""
    lines = ['<?xml version="1.0"?>', '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
             "<!-- the pinned font set of pytest-jobagent (pytest_jobagent/browser/fontconfig.py) -->", "<fontconfig>"]
    lines += [f"  <dir>{escape(str(folder))}</dir>" for folder in dict.fromkeys(f.parent for f in font_files)]
    accepted = "".join(f"<glob>{escape(str(f))}</glob>" for f in font_files)
    lines.append(f"  <selectfont><acceptfont>{accepted}</acceptfont><rejectfont><glob>*</glob></rejectfont></selectfont>")
    lines += [f"  <cachedir>{escape(str(cache_dir))}</cachedir>", RENDERING]
    lines += [UNHINT_SMALL.format(family=family) for family in DEJAVU_ANCESTORS]
    for family, twins in METRIC_TWINS.items():
        lines += [_alias(twin, "default", [family], "same") for twin in twins]
    lines += [_alias(name, "default", [other]) for name, other in WEAK_TWINS]
    lines += [_alias(family, "accept", twins, "same") for family, twins in METRIC_TWINS.items()]
    lines.append(GENERIC_LANGS)
    for generic, names in GENERIC_OF.items():
        lines += [_alias(name, "default", [generic]) for name in names]
    lines.append(FALLBACKS)
    for font, ancestors in DEJAVU_ANCESTORS.items():
        lines += [_alias(ancestor, "accept", [font], "same") for ancestor in ancestors]
    lines += [_alias(generic, "prefer", fonts) for generic, fonts in PREFERRED.items()]
    lines += [SYNTHETIC, "</fontconfig>", ""]
    return "\n".join(lines)
