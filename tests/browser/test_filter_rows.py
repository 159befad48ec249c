"""Filter rows as Chinese campus portals write them (前程无忧校园, 智联校园; browser tier, a small page of its own): a
caption and links that set one query parameter to different values, without counts, and a search form under a
banner whose dots and arrows are no label."""

from __future__ import annotations

from pytest_jobagent import browser

ROWS = ('<div class="banner"><a href="/zt/1"><img alt="Big employer" src="x.png"></a><div class="dots">'
        '<a href="javascript:;">1</a><a href="javascript:;">2</a></div><a href="javascript:;">›</a></div>'
        '<div class="so"><form action="/list"><input type="hidden" name="type" value="fulltime">'
        '<select name="city"><option value="">全部城市</option><option value="530">北京</option></select>'
        '<input type="text" name="keyword" placeholder="输入职位/公司关键词"><button>搜索</button></form></div>'
        '<div class="sel"><dl><dt>工作性质：</dt><dd><a href="/list?type=fulltime&amp;industry=it" class="on">全职</a>'
        '<a href="/list?type=intern&amp;industry=it">实习</a></dd></dl>'
        '<dl><dt>城市：</dt><dd><a href="/list?type=fulltime">不限</a><a href="/list?type=fulltime&amp;city=530">北京(41)</a>'
        '<a href="/list?type=fulltime&amp;city=538">上海(50)</a></dd></dl></div>'
        '<ul class="list">' + "".join(f'<li><a href="/company/{i}.html">Company {i}</a> <a href="/job/{i}.html">'
                                      f'Role {i}</a> <span>北京</span></li>' for i in range(1, 6)) + '</ul>')


def test_a_row_of_links_that_set_one_parameter_is_a_filter_group_without_counts(mpage):
    mpage.set_content(f"<html><body><main>{ROWS}</main></body></html>")
    groups = {g.label: g for g in browser.observe_page(mpage).filters}
    assert groups["工作性质"].kind == "links" and groups["工作性质"].options == ["全职", "实习"]
    assert groups["城市"].options == ["不限", "北京", "上海"] and groups["城市"].counts == {"北京": 41, "上海": 50}


def test_a_banner_s_dots_and_arrows_above_a_form_name_none_of_its_fields(mpage):
    mpage.set_content(f"<html><body><main>{ROWS}</main></body></html>")
    seen = browser.observe_page(mpage)
    assert [f.label for f in seen.search_inputs] == ["输入职位/公司关键词"]
    assert not any("›" in g.label for g in seen.filters)


def test_the_site_links_of_a_pages_footer_are_no_filter_group(mpage):
    # a board's footer links its popular searches ("Remote design jobs in Europe" -> ?search=designer&location=Europe):
    # they set the list's query too, but link the whole site, not this list's filters
    footer = ('<footer><strong>Board</strong><ul><li><a href="/offers?search=designer&amp;location=Europe">Remote design '
              'jobs in Europe</a></li><li><a href="/offers?location=United%20States">Remote jobs in the US</a></li>'
              '<li><a href="/offers?location=LATAM">Remote jobs in LATAM (87)</a></li></ul></footer>')
    mpage.set_content(f"<html><body><main>{ROWS}</main>{footer}</body></html>")
    groups = {g.label: g for g in browser.observe_page(mpage).filters}
    assert "Board" not in groups and "工作性质" in groups
