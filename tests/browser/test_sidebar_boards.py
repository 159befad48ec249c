"""A board's results beside a filter sidebar and above a strip of similar jobs (browser tier, small pages of their own,
written as Polish and Japanese boards write them): which cards are the listing, what names each group of boxes, and
which text box asks what to search."""

from __future__ import annotations

from pytest_jobagent import browser


def tile(i: int, featured: bool = False) -> str:
    """A card with a test attribute and hashed classes only (CSS modules); a featured one has a banner above its body."""
    banner = '<div class="tiles_b18pwp01"><img src="" alt=""><span>Oferta wyróżniona</span></div>' if featured else ""
    return (f'<div class="tiles_c1k2agp8{" tiles_cjkyq1p9" if featured else ""}" data-test="default-offer">{banner}'
            f'<div class="tiles_h1r8ar5w"><div class="tiles_l1b3q0oj"><img src="" alt="Employer {i}"></div>'
            f'<div class="tiles_c1m5bwec">'
            f'<h2><a href="/praca/role-{i},oferta,{1000 + i}">Role number {i}</a></h2>'
            f'<h3><a href="/pracodawcy/employer-{i}">Employer {i}</a></h3><h4>Warszawa</h4>'
            f'<span>8 000 zł brutto / mies.</span><p>Opublikowana: 27 listopada 2026</p></div>'
            f'<button type="button" aria-label="Zapisz ofertę">♡</button></div></div>')


def test_cards_are_the_listing_when_a_strip_of_the_same_cards_stands_under_the_results(mpage):
    # the card bodies (results' and strip's together) outnumber the results' cards: still a part of each card
    results = "".join(tile(i, featured=i % 4 == 1) for i in range(1, 9))
    strip = "".join(tile(i) for i in range(20, 24))
    mpage.set_content(f'<html><body><main><section><div data-test="section-offers-list">{results}</div></section>'
                      f'<section data-test="section-similar"><h2>Podobne oferty</h2><div>{strip}</div></section>'
                      f'</main></body></html>')
    best = browser.observe_page(mpage).listing_groups[0]
    assert best.count == 8 and best.pattern_exact
    assert mpage.locator(best.pattern).count() == 8
    assert best.sample_titles[:2] == ["Role number 1", "Role number 2"]


SIDEBAR = ('<aside aria-label="Filtry"><section aria-labelledby="f-wm"><h3 id="f-wm">Tryb pracy</h3><ul>'
           + "".join(f'<li><input type="checkbox" id="wm{i}" name="wm" value="{v}"><label for="wm{i}">{v}</label></li>'
                     for i, v in enumerate(["praca zdalna", "praca hybrydowa"]))
           + '</ul></section></aside>'
           '<form action="/search/"><div class="block"><h3>こだわり条件</h3><ul>'
           + "".join(f'<li><label><input type="checkbox" name="kd" value="{i}"> {v}</label></li>'
                     for i, v in enumerate(["リモートワーク可", "土日祝休み"]))
           + '</ul></div><input type="submit" value="この条件で検索する"></form>')


def test_a_group_of_boxes_is_named_by_the_block_that_holds_it_alone(mpage):
    mpage.set_content(f"<html><body><main>{SIDEBAR}<ul>{''.join(tile(i) for i in range(1, 4))}</ul></main></body></html>")
    groups = {g.label: g.options for g in browser.observe_page(mpage).filters}
    assert groups["Tryb pracy"] == ["praca zdalna", "praca hybrydowa"]  # aria-labelledby of its own section
    assert groups["こだわり条件"] == ["リモートワーク可", "土日祝休み"]  # the heading its block opens with


def test_a_keyword_box_whose_placeholder_mentions_keywords_in_japanese_is_the_search_input(mpage):
    mpage.set_content('<html><body><form action="/search/" method="get"><table><tr><td><input type="text" name="kw"'
                      ' placeholder="職種、スキル、会社名などのキーワード"></td><td><select name="pr"><option>全国</option>'
                      '</select></td><td><input type="submit" value="検索する"></td></tr></table></form></body></html>')
    assert [f.label for f in browser.observe_page(mpage).search_inputs] == ["職種、スキル、会社名などのキーワード"]
