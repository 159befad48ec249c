"""A card split in a job part and a company part, as Chinese boards draw it (BOSS直聘, 智联招聘): the company's logo is
its initials hidden from assistive technology beside the name, the recruiter is a person in the footer, the
experience asked is a range of years and the posted time trails its word ("5天前发布"). Read by code (browser tier,
a small page of its own), mapped by the bundled model's rules."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser.hosts import strip_origin
from pytest_jobagent.heuristic.roles.extractor import extract_job, map_fields
from pytest_jobagent.runs.collect.details import DETAILS_BUDGET
from pytest_jobagent.runs.collect.listing import describe_samples, extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap

CARD = ('<li class="card" data-jid="{jid}"><div class="card-body">'
        '<a class="card-left" href="/job_detail/{jid}.html"><div class="job-title"><span class="job-name">{title}</span>'
        '<span class="job-area">{area}</span></div><div class="job-info"><span class="salary">{pay}</span>'
        '<ul class="tag-list"><li>{exp}</li><li>本科</li></ul></div></a>'
        '<div class="card-right"><div class="logo"><a href="/gongsi/{cid}.html"><span class="company-logo" aria-hidden="true">'
        '{initials}</span></a></div><div class="info"><h3 class="company-name"><a href="/gongsi/{cid}.html">{company}</a></h3>'
        '<ul class="tags"><li>互联网</li><li>已上市</li><li>10000人以上</li></ul></div></div></div>'
        '<div class="card-footer"><ul class="tag-list"><li>Java</li><li>MySQL</li></ul><div class="desc">五险一金，带薪年假</div>'
        '<div class="person"><img src="data:," alt="" width="20" height="20">{person}</div>'
        '<span class="job-pub-time">{posted}</span></div></li>')
JOBS = [
    dict(jid="d362341863707d991XQj_nVY~", title="高级Java开发工程师", area="北京·朝阳区·望京", pay="25-40K·15薪",
         exp="3-5年", cid="a67b3614", initials="字节", company="字节跳动", person="吴女士<em>HR</em>", posted="5天前发布"),
    dict(jid="04abbf78aeb6f7631XJ_VxnE~~", title="前端开发（Vue/React）", area="上海·浦东新区", pay="8-12K",
         exp="1-3年", cid="b805c5ff", initials="MI", company="小米", person="李先生·技术总监", posted="今日发布"),
    dict(jid="12f61dceffc68e6d1nu22JHY~", title="数据分析师（校招）", area="深圳", pay="200-300元/天",
         exp="经验不限", cid="c2ef7072", initials="百度", company="北京百度网讯科技有限公司", person="王女士<em>HR</em>",
         posted="11月20日发布"),
]


def test_a_split_card_gives_its_company_name_and_posted_time_not_the_logo_or_the_experience(mpage):
    cards = "".join(CARD.format(**job) for job in JOBS)
    mpage.set_content(f'<html lang="zh-CN"><body><main><ul class="job-list">{cards}</ul></main></body></html>')
    items = read_items(mpage, "ul.job-list > li.card")
    # the logo's initials are decoration: no leaf of the card
    assert not any(leaf["text"] in ("字节", "MI", "百度") for item in items for leaf in item["leaves"])
    reply = map_fields(f"LISTING PATTERN: ul.job-list > li.card\n\nSAMPLED ITEMS:\n{describe_samples(items)}")
    field_map = FieldMap(pattern="ul.job-list > li.card", **reply.args)
    got = [extract_item(item, field_map, "http://x/") for item in items]
    assert [(g["title"], g["company"], g["location"], g["posted_date"]) for g in got] == [
        (j["title"], j["company"], j["area"], j["posted"]) for j in JOBS]
    # each job keeps its own key: the id the card and its page's name carry
    assert [g["site_id"] for g in got] == [j["jid"] for j in JOBS]


JOB_PAGE = ('<html lang="zh-CN"><body><main><h1>运维开发工程师</h1><span class="salary">20-30K</span>'
            '<p>北京·海淀区·西二旗 · 3-5年 · 本科</p><div class="btns">{buttons}</div>'
            '<h3>职位描述</h3><p>负责容器平台的运维开发。</p><h3>工作地址</h3><p>北京海淀区西二旗</p></main></body></html>')


def test_an_application_on_the_employers_site_is_the_jobs_apply_control(mpage):
    """"去公司官网投递" (apply on the company's site) starts an application as "投递简历" does, elsewhere: external."""
    external = ('<a class="btn" href="https://zhaopin.example.com/job/7301" target="_blank" rel="noopener nofollow">'
                '去公司官网投递</a>')
    easy = '<a class="btn" href="javascript:;">立即沟通</a><a class="btn btn-apply" href="javascript:;">投递简历</a>'
    kinds = []
    for buttons in (external, easy):
        mpage.set_content(JOB_PAGE.format(buttons=buttons))
        _, rendered = browser.page_text(mpage, budget=DETAILS_BUDGET)
        reply = extract_job(f"URL: /job_detail/14c91bda.html\n\nTHE LISTING SHOWED:\ntitle: 运维开发工程师\n\n"
                            f"DOM:\n{strip_origin(rendered.text, mpage.url)}")
        kinds.append((reply.args["apply_type"], mpage.locator(reply.args["apply_selector"]).inner_text()))
    assert kinds == [("external", "去公司官网投递"), ("easy_apply", "投递简历")]
