"""The controls of a Chinese board's search page (BOSS直聘, 智联招聘): dropdown filters of plain list items without
ARIA (工作经验 / 学历要求 / 公司规模: a clickable box showing its name, its options a hidden <ul> of <li>s with a click
handler each or of links to this page with a query), read as filter groups before any opens and chosen by opening
their box; a search box beside a city switcher, named by its own placeholder."""

from __future__ import annotations

from pytest_jobagent import browser

BOX = ('<div class="select" style="cursor:pointer;display:inline-block;padding:4px"><div class="current">'
       '<span>{name}</span><i class="arrow"></i></div><div class="dropdown" style="display:none"><ul>{items}</ul></div></div>')
PAGE = ('<html lang="zh-CN"><head><style>.select.open .dropdown{{display:block!important}}</style></head><body>'
        '<div class="search"><input placeholder="搜索职位、公司"><a href="javascript:;">搜索</a></div>'
        '<div class="filters">{boxes}</div><ul class="list"><li><a href="/job_detail/a1.html">Java开发</a></li></ul>'
        '<script>document.querySelectorAll(".select").forEach(b => b.addEventListener("click", () => b.classList.toggle("open")));'
        '</script></body></html>')


def test_dropdowns_of_plain_list_items_are_filter_groups(mpage):
    plain = "".join(f'<li data-val="{v}">{o}</li>' for v, o in ((0, "不限"), (202, "大专"), (203, "本科"), (204, "硕士")))
    links = "".join(f'<li><a href="/web/geek/job?query=Java&amp;scale={v}">{o}</a></li>'
                    for v, o in ((0, "不限"), (301, "0-20人"), (306, "10000人以上")))
    mpage.set_content(PAGE.format(boxes=BOX.format(name="学历要求", items=plain) + BOX.format(name="公司规模", items=links)))
    groups = {f.label: f.options for f in browser.observe_page(mpage).filters}
    assert groups.get("学历要求") == ["不限", "大专", "本科", "硕士"]
    assert groups.get("公司规模") == ["不限", "0-20人", "10000人以上"]


def test_a_list_in_view_is_no_dropdown(mpage):
    shown = "".join(f"<li>{o}</li>" for o in ("五险一金", "带薪年假"))
    mpage.set_content(PAGE.format(boxes=BOX.replace('style="display:none"', "").format(name="福利", items=shown)))
    assert not [f for f in browser.observe_page(mpage).filters if f.label == "福利"]


def test_an_option_of_a_closed_dropdown_is_chosen_after_opening_it(mpage):
    from pytest_jobagent.runs.collect import controls

    plain = "".join(f'<li data-val="{v}">{o}</li>' for v, o in ((0, "不限"), (202, "大专"), (203, "本科")))
    mpage.set_content(PAGE.format(boxes=BOX.format(name="工作经验", items="<li>不限</li><li>1-3年</li>")
                                  + BOX.format(name="学历要求", items=plain)))
    mpage.evaluate("document.querySelectorAll('li[data-val]').forEach(li => li.addEventListener('click', e => {"
                   "e.stopPropagation(); document.body.dataset.degree = li.dataset.val; }))")
    assert not controls.mark_option(mpage, None, "学历要求", "本科").get("found")  # hidden until its box opens
    assert controls.mark_dropdown(mpage, "学历要求", "本科")
    assert mpage.locator(f"[{controls.MARK}]").inner_text().startswith("学历要求")
    mpage.click(f"[{controls.MARK}]")
    assert controls.mark_option(mpage, None, "学历要求", "本科").get("found")
    mpage.click(f"[{controls.MARK}]")
    assert mpage.evaluate("document.body.dataset.degree") == "203"
    assert not controls.mark_dropdown(mpage, "学历要求", "博士")  # no such option: nothing to open


def test_a_search_box_beside_a_city_switcher_is_named_by_its_placeholder(mpage):
    """The city switcher "北京" before the box is a control of its own, and its closed city panel says nothing now."""
    mpage.set_content('<html lang="zh-CN"><body><div class="search-box">'
                      '<div class="city-label" style="cursor:pointer" onclick="">北京</div>'
                      '<div class="city-sel" style="display:none">热门城市<ul><li>全国</li><li>北京</li><li>上海</li></ul></div>'
                      '<div class="ipt"><input type="text" name="query" placeholder="搜索职位、公司"></div>'
                      '<a href="javascript:;" class="search-btn">搜索</a></div></body></html>')
    seen = browser.observe_page(mpage)
    assert [f.label for f in seen.search_inputs] == ["搜索职位、公司"]
