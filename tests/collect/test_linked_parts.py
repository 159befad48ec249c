"""A listing value written as linked parts in one element (a region and its district, a city and its country), read
whole by code (browser tier, a small page of its own); a card that names one part only gives that part."""

from __future__ import annotations

from pytest_jobagent.runs.collect.listing import extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap

CARD = ('<div class="item"><h2><a href="/view?rec_idx={n}">{title}</a></h2><div class="cond"><span>{place}</span>'
        '<span>경력 3~5년</span><span>정규직</span></div><div class="tags"><a href="?q=Java">Java</a>, '
        '<a href="?q=API">API</a><span>등록일 25/11/30</span></div></div>')
PLACES = ['<a href="?loc=102000">경기</a> <a href="?loc=102000">성남시 분당구</a>',
          '<a href="?loc=210000">재택근무</a>', '<a href="?loc=101000">서울</a> <a href="?loc=101000">강남구</a>']


def test_a_place_in_linked_parts_is_read_whole(mpage):
    cards = "".join(CARD.format(n=n, title=f"개발자 {n}", place=p) for n, p in enumerate(PLACES))
    mpage.set_content(f'<html lang="ko"><body><main><div class="list">{cards}</div></main></body></html>')
    # the map the extractor drew from the first card: the district's link
    field_map = FieldMap(pattern="div.list > div.item", title="h2 > a", location="div.cond > span > a #2")
    found = [extract_item(i, field_map, "http://x/")["location"] for i in read_items(mpage, field_map.pattern)]
    assert found == ["경기 성남시 분당구", "재택근무", "서울 강남구"]


STATION_CARD = ('<div class="card"><h3><a href="/vacancy/{n}">{title}</a></h3><div><a href="/employer/{n}">{company}'
                '</a></div><div class="addr">{place}</div><div>Опыт 1–3 года</div></div>')
STATIONS = ['Казань', 'Казань, <span class="st"><span class="dot"></span>Кремлёвская</span>',
            'Казань, <span class="st"><span class="dot"></span>Суконная слобода</span> и еще 2',
            'Казань, <b>вчера</b>']


def test_a_place_that_goes_on_in_an_inline_child_is_read_as_its_line(mpage):
    # a city, then a station the board marks up apart (a coloured dot, no text, before it): the element's line
    cards = "".join(STATION_CARD.format(n=n, title=f"Инженер {n}", company=f"ООО Ромашка {n}", place=p)
                    for n, p in enumerate(STATIONS))
    mpage.set_content(f'<html lang="ru"><body><main><div class="list">{cards}</div></main></body></html>')
    field_map = FieldMap(pattern="div.list > div.card", title="h3 > a", company="div > a", location="div.addr")
    found = [extract_item(i, field_map, "http://x/")["location"] for i in read_items(mpage, field_map.pattern)]
    # a date put after the city is no part of its place
    assert found == ["Казань", "Казань, Кремлёвская", "Казань, Суконная слобода и еще 2", "Казань"]
