#!/usr/bin/env python3
"""Generate the static pages and truth.json of "校招通" (a Chinese campus-recruitment portal).

The portal is "server-rendered": every list page, job page and company page is a static HTML file
written here.  js/campus_data.js is a snapshot of the same openings, used only by the filter/search
script (location.search) of the list pages.  Deterministic: dates come from AS_OF and a seeded RNG.
Run:  python3 make_data.py
"""
import datetime as dt
import html
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2025, 11, 28)
PAGE_SIZE = 32
RNG = random.Random(20251128)
E = html.escape

# ------------------------------------------------------------------ companies
# key: (name as shown, company id, short, industry text, scale, own 网申 site or None)
COMPANIES = [
    ("hw", "华为技术有限公司", 20315, "通信/电子", "10000人以上", "https://career.huawei.com/reccampportal/portal5/campus-recruitment-detail.html?jobId={n}"),
    ("icbc", "中国工商银行股份有限公司软件开发中心", 20488, "金融科技", "5000-10000人", "https://job.icbc.com.cn/pc/index.html#/main/school/detail?id={n}"),
    ("xhs", "小红书", 21102, "互联网", "5000-10000人", "https://job.xiaohongshu.com/campus/position/{n}"),
    ("catl", "宁德时代", 20977, "新能源/制造", "10000人以上", "https://catl.zhiye.com/campus/detail?jobAdId={n}"),
    ("tx", "腾讯", 20011, "互联网", "10000人以上", "https://join.qq.com/post_detail.html?postid={n}"),
    ("bd", "百度", 20014, "互联网", "10000人以上", "https://talent.baidu.com/jobs/detail/GRADUATE/{n}"),
    ("jd", "京东集团", 20036, "互联网/电商", "10000人以上", "https://campus.jd.com/#/details?id={n}"),
    ("mt", "美团", 20051, "互联网", "10000人以上", "https://zhaopin.meituan.com/web/position/detail?jobUnionId={n}"),
    ("zte", "中兴通讯股份有限公司", 20102, "通信/电子", "10000人以上", None),
    ("mi", "小米集团", 20233, "消费电子", "10000人以上", "https://hr.xiaomi.com/campus/position/{n}"),
    ("hik", "杭州海康威视数字技术股份有限公司", 20356, "安防/物联网", "10000人以上", None),
    ("ifly", "科大讯飞股份有限公司", 20412, "人工智能", "10000人以上", "https://campus.iflytek.com/official-pc/position/{n}"),
    ("cmbcc", "招商银行信用卡中心", 20530, "金融", "5000-10000人", None),
    ("ctri", "中国电信股份有限公司研究院", 20611, "通信", "1000-5000人", None),
    ("sangfor", "深信服科技股份有限公司", 20688, "网络安全", "5000-10000人", None),
    ("bili", "哔哩哔哩", 20724, "互联网/文娱", "5000-10000人", "https://jobs.bilibili.com/campus/positions/{n}"),
    ("mhy", "米哈游", 20781, "游戏", "1000-5000人", "https://jobs.mihoyo.com/#/campus/position/{n}"),
    ("nio", "蔚来汽车", 20845, "汽车", "10000人以上", None),
    ("byd", "比亚迪股份有限公司", 20903, "汽车/新能源", "10000人以上", None),
    ("yonyou", "用友网络科技股份有限公司", 21037, "企业软件", "10000人以上", None),
    ("honor", "荣耀终端有限公司", 21166, "消费电子", "10000人以上", "https://career.honor.com/SU61b9b9992f9d24431f5050a5/pb/school.html?postId={n}"),
    ("pingan", "平安科技（深圳）有限公司", 21209, "金融科技", "10000人以上", None),
    ("inspur", "浪潮集团有限公司", 21274, "IT服务/硬件", "10000人以上", None),
    ("sense", "商汤科技", 21318, "人工智能", "1000-5000人", None),
    ("boc", "中国银行软件中心", 21377, "金融科技", "1000-5000人", None),
    ("wps", "北京金山办公软件股份有限公司", 21425, "软件", "1000-5000人", None),
    ("lx", "联想集团", 21490, "计算机硬件", "10000人以上", "https://talent.lenovo.com.cn/campus/detail?positionId={n}"),
    ("ctrip", "携程集团", 21533, "互联网/旅游", "10000人以上", "https://careers.trip.com/campus/jobs/{n}"),
]
CO = {c[0]: c for c in COMPANIES}

# openings per company: (title, location, degree, headcount)
OPENINGS = {
    "hw": [("2026届校园招聘-软件开发工程师", "深圳", "本科及以上"), ("2026届校园招聘-AI工程师", "深圳/杭州/西安", "硕士及以上"),
           ("2026届校园招聘-通信工程师", "上海", "本科及以上"), ("2026届校园招聘-芯片与器件设计工程师", "深圳/上海/成都", "硕士及以上"),
           ("2026届校园招聘-测试工程师", "全国", "本科及以上"), ("2026届校园招聘-数据科学与数据库工程师", "杭州", "硕士及以上")],
    "icbc": [("数字化管理培训生", "北京/上海/杭州", "本科及以上"), ("软件研发岗（2026届）", "北京", "本科及以上"),
             ("软件研发岗（2026届）", "珠海", "本科及以上"), ("数据分析岗（2026届）", "上海", "硕士及以上")],
    "xhs": [("2026校园招聘-后端开发工程师", "上海/北京", "本科及以上"), ("2026校园招聘-推荐算法工程师", "上海", "硕士及以上"),
            ("2026校园招聘-前端开发工程师", "上海/杭州", "本科及以上"), ("2026校园招聘-数据分析师", "上海", "本科及以上")],
    "catl": [("嵌入式工程师（应届）", "宁德", "本科及以上"), ("BMS软件开发工程师（应届）", "宁德/上海", "硕士及以上"),
             ("IT信息化管培生", "宁德/溧阳/宜宾", "本科及以上"), ("MES系统开发工程师（应届）", "宁德", "本科及以上")],
    "tx": [("技术研究-后台开发", "深圳/北京/上海/广州/成都", "本科及以上"), ("技术研究-客户端开发", "深圳/广州", "本科及以上"),
           ("游戏引擎开发工程师", "深圳/上海", "本科及以上"), ("安全技术研究员", "深圳", "硕士及以上")],
    "bd": [("AIG-大模型算法工程师（J70412）", "北京", "硕士及以上"), ("研发工程师-C++方向", "北京/上海", "本科及以上"),
           ("测试开发工程师", "北京/上海/深圳", "本科及以上"), ("产品经理（应届生）", "北京", "本科及以上")],
    "jd": [("京东零售-Java开发工程师", "北京", "本科及以上"), ("京东物流-算法工程师", "北京/上海", "硕士及以上"),
           ("京东科技-前端开发工程师", "北京", "本科及以上"), ("运维开发工程师", "北京/宿迁", "本科及以上")],
    "mt": [("后端开发工程师（北斗计划）", "北京/上海", "硕士及以上"), ("软件开发工程师-到店事业群", "北京/上海/成都", "本科及以上"),
           ("数据开发工程师", "北京", "本科及以上")],
    "zte": [("软件开发工程师（2026届）", "南京/深圳/西安", "本科及以上"), ("硬件开发工程师（2026届）", "深圳/上海", "硕士及以上"),
            ("无线通信算法工程师", "上海/西安/南京", "硕士及以上"), ("技术支持工程师", "全国", "本科及以上")],
    "mi": [("Android开发工程师（应届）", "北京/武汉", "本科及以上"), ("自动驾驶感知算法工程师", "北京", "硕士及以上"),
           ("MIUI系统软件工程师", "北京/南京", "本科及以上")],
    "hik": [("软件开发工程师（C/C++）", "杭州", "本科及以上"), ("嵌入式软件工程师", "杭州/武汉", "本科及以上"),
            ("Java开发工程师", "杭州/成都/西安", "本科及以上"), ("产品经理（应届）", "杭州", "硕士及以上")],
    "ifly": [("语音识别算法研究员", "合肥", "硕士及以上"), ("Java开发工程师", "合肥/北京/上海", "本科及以上"),
             ("测试工程师", "合肥", "本科及以上")],
    "cmbcc": [("金融科技岗-开发方向", "上海", "本科及以上"), ("金融科技岗-数据方向", "上海", "硕士及以上"),
              ("信息安全工程师", "上海", "本科及以上")],
    "ctri": [("云计算研发工程师", "北京/上海/广州", "硕士及以上"), ("网络技术研究岗", "北京", "硕士及以上"),
             ("人工智能研发岗", "北京/上海", "硕士及以上")],
    "sangfor": [("研发工程师（C/C++）", "深圳/长沙", "本科及以上"), ("安全服务工程师", "全国", "本科及以上"),
                ("售前技术工程师", "全国", "本科及以上"), ("测试工程师（应届）", "深圳", "本科及以上")],
    "bili": [("【2026届】服务端开发工程师", "上海", "本科及以上"), ("【2026届】视频算法工程师", "上海", "硕士及以上"),
             ("【2026届】数据分析师", "上海", "本科及以上")],
    "mhy": [("游戏客户端开发工程师", "上海", "本科及以上"), ("技术美术（TA）", "上海", "本科及以上"),
            ("服务器开发工程师", "上海", "本科及以上")],
    "nio": [("智能座舱软件工程师", "上海/合肥", "本科及以上"), ("自动驾驶系统工程师", "上海", "硕士及以上"),
            ("NIO IT 数字化管培生", "上海/合肥", "本科及以上")],
    "byd": [("软件工程师（储备干部）", "深圳/西安/长沙", "本科及以上"), ("电子信息研发工程师", "深圳", "硕士及以上"),
            ("IT信息化工程师", "深圳/合肥/常州", "本科及以上"), ("嵌入式软件工程师", "深圳", "本科及以上")],
    "yonyou": [("Java开发工程师（应届生）", "北京", "本科及以上"), ("实施顾问（管培生）", "全国", "本科及以上"),
               ("前端开发工程师（应届生）", "北京/南昌", "本科及以上")],
    "honor": [("软件开发工程师", "深圳/西安/上海", "硕士及以上"), ("操作系统工程师", "深圳/北京", "硕士及以上"),
              ("射频工程师", "深圳", "硕士及以上")],
    "pingan": [("金融科技管培生（IT方向）", "深圳/上海", "本科及以上"), ("大数据开发工程师", "深圳", "本科及以上"),
               ("AI算法工程师", "深圳/上海", "硕士及以上")],
    "inspur": [("服务器研发工程师", "济南/北京", "硕士及以上"), ("云计算开发工程师", "济南", "本科及以上"),
               ("技术支持工程师（应届）", "全国", "本科及以上")],
    "sense": [("计算机视觉研究员", "上海/北京/深圳", "硕士及以上"), ("AI系统开发工程师", "上海", "本科及以上")],
    "boc": [("软件开发岗（2026年校园招聘）", "北京/上海/合肥", "本科及以上"), ("测试岗（2026年校园招聘）", "北京/成都", "本科及以上"),
            ("系统运维岗（2026年校园招聘）", "北京", "本科及以上")],
    "wps": [("C++开发工程师", "珠海/武汉/北京", "本科及以上"), ("Web前端开发工程师", "珠海/北京", "本科及以上"),
            ("AI应用工程师", "北京", "硕士及以上")],
    "lx": [("软件开发工程师（2026届）", "北京/上海/深圳", "本科及以上"), ("BIOS工程师", "上海/合肥", "本科及以上"),
           ("IT管培生", "北京/武汉", "本科及以上")],
    "ctrip": [("后端开发工程师（2026届）", "上海", "本科及以上"), ("数据分析师（2026届）", "上海", "本科及以上"),
              ("测试开发工程师（2026届）", "上海/南通", "本科及以上")],
}

# filter rows (real links; the list pages read location.search and filter the rows)
TYPES = [("全职", "fulltime"), ("实习", "intern")]
INDUSTRIES = [("IT互联网", "it"), ("金融", "finance"), ("制造", "manufacture"), ("教育", "education"),
              ("通信电子", "telecom"), ("能源化工", "energy"), ("快消", "fmcg"), ("医疗", "medical")]
CITIES = [("北京", "530"), ("上海", "538"), ("广州", "763"), ("深圳", "765"), ("杭州", "653"),
          ("成都", "801"), ("武汉", "736"), ("南京", "635"), ("西安", "854"), ("合肥", "664")]
BASE_Q = "type=fulltime&industry=it"
START = "/campus/list?" + BASE_Q


def list_url(page):
    return START if page == 1 else f"/campus/list_{page}.html?{BASE_Q}"


# ------------------------------------------------------------------ build openings
rows = []
for key, items in OPENINGS.items():
    for it in items:
        rows.append((key,) + it)
assert len(rows) == 96, len(rows)
RNG.shuffle(rows)

TAGS = ["急", "热门", "宣讲会"]
jobs = []
day = AS_OF
for i, (key, title, loc, degree) in enumerate(rows):
    if i and RNG.random() < 0.42:
        day -= dt.timedelta(days=1)
    co = CO[key]
    jid = 3100000 + RNG.randint(1000, 98999)
    while any(j["id"] == str(jid) for j in jobs):
        jid += 7
    tag = None
    r = RNG.random()
    if r < 0.10:
        tag = "急"
    elif r < 0.22:
        tag = "热门"
    elif r < 0.30:
        tag = "宣讲会"
    jobs.append({
        "id": str(jid), "key": key, "company": co[1], "cid": co[2], "title": title, "location": loc,
        "degree": degree, "date": day, "tag": tag,
        "headcount": RNG.choice(["若干", "若干", "10人", "20人", "5人", "30人", "50人", "100人"]),
        "deadline": AS_OF + dt.timedelta(days=RNG.choice([12, 20, 33, 33, 48, 63, 94])),
    })

# apply type: companies with their own 网申 system → external; the rest mostly 立即投递; exactly 32 立即投递
for j in jobs:
    j["apply"] = "external" if CO[j["key"]][5] else "easy_apply"
easy = [j for j in jobs if j["apply"] == "easy_apply"]
ext_fallback = {
    "zte": "https://job.zte.com.cn/campus/position?id={n}", "hik": "https://campushr.hikvision.com/campus/job/{n}",
    "cmbcc": "https://career.cmbchina.com/campus/{n}", "sangfor": "https://hr.sangfor.com/campus/jobdetail/{n}",
    "nio": "https://nio.jobs.feishu.cn/campus/position/{n}/detail", "byd": "https://job.byd.com/portal/pc/#/campus/detail/{n}",
    "pingan": "https://campus.pingan.com/positionDetail?positionId={n}", "sense": "https://hr.sensetime.com/SU60fa3c3b/pb/school.html?p={n}",
    "inspur": "https://inspur.zhiye.com/campus/detail?jobAdId={n}", "yonyou": "https://yonyou.zhiye.com/campus/detail?jobAdId={n}",
    "ctri": "https://job.chinatelecom.com.cn/campus/{n}", "boc": "https://www.boc.cn/aboutboc/bi4/campus/{n}.html",
    "wps": "https://zhaopin.wps.cn/campus/position/{n}",
}
# keep whole companies on 立即投递 where possible, flip the rest to their own site
order = ["boc", "cmbcc", "ctri", "inspur", "sense", "zte", "yonyou", "pingan", "sangfor", "wps", "byd", "nio", "hik"]
keep, n_easy = set(), 0
for k in order:
    c = sum(1 for j in easy if j["key"] == k)
    if n_easy + c <= 32:
        keep.add(k)
        n_easy += c
for j in easy:
    if j["key"] not in keep:
        j["apply"] = "external"
if n_easy < 32:   # flip single postings of a company that keeps its own site
    for j in jobs:
        if n_easy == 32:
            break
        if j["apply"] == "external" and j["key"] in ext_fallback and j["key"] not in keep:
            j["apply"] = "easy_apply"
            n_easy += 1
assert sum(j["apply"] == "easy_apply" for j in jobs) == 32
for j in jobs:
    if j["apply"] == "external":
        pat = CO[j["key"]][5] or ext_fallback[j["key"]]
        j["apply_url"] = pat.format(n=int(j["id"]) * 3 % 1000003 + 100000)
    else:
        j["apply_url"] = None

for j in jobs:
    j["url"] = f"/job/{j['id']}.html"
    j["page"] = jobs.index(j) // PAGE_SIZE + 1
    j["posted"] = j["date"].strftime("%m-%d") if j["page"] == 1 else j["date"].isoformat()

# ------------------------------------------------------------------ decoys
BANNERS = [
    ("华为2026届校园招聘全球启动", "/zhuanti/huawei2026.html", "banner_huawei.svg", "#c7000b"),
    ("宁德时代2026校园招聘 · 与新能源一起成长", "/zhuanti/catl2026.html", "banner_catl.svg", "#0a4ea2"),
    ("国家电网2026年高校毕业生招聘（第一批）", "/zhuanti/sgcc2026.html", "banner_sgcc.svg", "#007b5f"),
    ("腾讯2026校招 · Offer季 正式开启", "/zhuanti/tencent2026.html", "banner_tencent.svg", "#1d6ff2"),
]
XJH = [  # 热门宣讲会: school, time, company, place
    ("3021", "清华大学", "12-02 14:00", "华为技术有限公司", "就业中心多功能厅"),
    ("3022", "北京邮电大学", "12-02 18:30", "中国移动研究院", "教三楼报告厅"),
    ("3025", "浙江大学", "12-03 14:00", "杭州海康威视数字技术股份有限公司", "紫金港校区临水报告厅"),
    ("3027", "华中科技大学", "12-03 19:00", "小米集团", "东九楼B101"),
    ("3030", "电子科技大学", "12-04 14:30", "比亚迪股份有限公司", "清水河校区图书馆报告厅"),
    ("3031", "上海交通大学", "12-05 15:00", "宁德时代", "闵行校区学生服务中心"),
    ("3034", "西安电子科技大学", "12-05 19:00", "中兴通讯股份有限公司", "南校区大学生活动中心"),
    ("3036", "南京大学", "12-08 14:00", "中国工商银行股份有限公司软件开发中心", "仙林校区就业中心"),
]
LOGO_WALL = [  # 名企直通车: (name, id) — company pages, not openings
    ("华为", 20315), ("腾讯", 20011), ("阿里巴巴集团", 20002), ("字节跳动", 20019), ("宁德时代", 20977),
    ("国家电网", 22001), ("中国移动", 22015), ("比亚迪", 20903), ("招商银行", 22033), ("小红书", 21102),
    ("中国商飞", 22048), ("海尔集团", 22056),
]
for name, cid in LOGO_WALL:
    if not any(c[2] == cid for c in COMPANIES):
        COMPANIES.append(("x%d" % cid, name, cid, "综合", "10000人以上", None))
CO = {c[0]: c for c in COMPANIES}

# ------------------------------------------------------------------ html helpers
def header(title, active="campus"):
    nav = [("首页", "/", "home"), ("校园招聘", START, "campus"), ("实习招聘", "/campus/list?type=intern&industry=it", "intern"),
           ("宣讲会", "/xjh/index.html", "xjh"), ("双选会", "/xjh/index.html#sxh", "sxh"), ("名企", "/company/index.html", "mq"),
           ("求职攻略", "/help/about.html#gl", "gl")]
    navh = "".join(f'<li class="{"cur" if k == active else ""}"><a href="{u}">{t}</a></li>' for t, u, k in nav)
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{E(title)}</title>
<meta name="keywords" content="校园招聘,应届生求职,2026届校招,网申,宣讲会,校招通">
<meta name="description" content="校招通为2026届应届毕业生提供最新最全的校园招聘信息、宣讲会、双选会、网申入口。">
<link rel="stylesheet" href="/css/global.css?v=20251120">
<link rel="stylesheet" href="/css/campus.css?v=20251126">
<link rel="shortcut icon" href="/img/favicon.svg">
</head>
<body>
<div class="topbar"><div class="wrap">
  <span class="welcome">您好，欢迎来到校招通！</span>
  <span class="fr"><a href="/help/about.html#login" rel="nofollow">登录</a> | <a href="/help/about.html#reg" rel="nofollow">免费注册</a> | <a href="/help/about.html#qy" rel="nofollow">企业招聘入口</a> | <a href="/help/about.html#app">手机版</a></span>
</div></div>
<div class="header"><div class="wrap clearfix">
  <a class="logo" href="/" title="校招通 - 应届生求职第一站"><img src="/img/logo.svg" alt="校招通" width="168" height="44"></a>
  <ul class="mainnav">{navh}</ul>
</div></div>
"""


FOOTER = """<div class="footer"><div class="wrap">
  <p class="flinks"><a href="/help/about.html">关于我们</a>|<a href="/help/about.html#lx">联系我们</a>|<a href="/help/about.html#gg">广告服务</a>|<a href="/help/about.html#ys">隐私政策</a>|<a href="/help/about.html#mz">免责声明</a>|<a href="/help/about.html#jb">举报投诉</a></p>
  <p>Copyright &copy; 2012-2025 校招通 xiaozhaotong.example 版权所有 &nbsp; 人力资源服务许可证 &nbsp; 京ICP备1208xxxx号-3</p>
  <p class="gray">本站所有招聘信息均由用户单位发布，求职过程中请提高警惕，谨防上当受骗。</p>
</div></div>
<div class="sidefix"><a href="/help/about.html#app" class="sf-app">APP<br>下载</a><a href="/help/about.html#fk" class="sf-fk">意见<br>反馈</a><a href="#" class="sf-top" onclick="window.scrollTo(0,0);return false;">返回<br>顶部</a></div>
"""


def filter_html(counts):
    def row(label, param, opts, with_all=True, show_counts=False):
        cells = []
        if with_all:
            cells.append(f'<a href="{START}" data-v="" class="on">不限</a>')
        for t, v in opts:
            q = BASE_Q
            if param == "type":
                q = f"type={v}&industry=it"
            elif param == "industry":
                q = f"type=fulltime&industry={v}"
            else:
                q = f"{BASE_Q}&{param}={v}"
            cnt = f'<span class="num">({counts[t]})</span>' if show_counts else ""
            on = ' class="on"' if (param == "type" and v == "fulltime") or (param == "industry" and v == "it") else ""
            cells.append(f'<a href="/campus/list?{q}" data-v="{v}"{on} rel="nofollow">{t}{cnt}</a>')
        return f'<dl class="sel-row" data-param="{param}"><dt>{label}：</dt><dd>{"".join(cells)}</dd></dl>'
    return ('<div class="selbox" id="selbox">' + row("工作性质", "type", TYPES, with_all=False)
            + row("行业", "industry", INDUSTRIES, with_all=False) + row("城市", "city", CITIES, show_counts=True)
            + '</div>')


def search_html():
    opts = "".join(f'<option value="{v}">{t}</option>' for t, v in CITIES)
    return f"""<div class="sobox"><form action="/campus/list" method="get" id="soForm" autocomplete="off">
  <input type="hidden" name="type" value="fulltime"><input type="hidden" name="industry" value="it">
  <select name="city" class="so-city"><option value="">全部城市</option>{opts}</select>
  <input type="text" name="keyword" class="so-kw" placeholder="输入职位/公司关键词" maxlength="40">
  <button type="submit" class="so-btn">搜索</button>
  <span class="hotkw">热门搜索：<a href="/campus/list?{BASE_Q}&keyword=%E5%8D%8E%E4%B8%BA">华为</a><a href="/campus/list?{BASE_Q}&keyword=%E7%AE%97%E6%B3%95">算法</a><a href="/campus/list?{BASE_Q}&keyword=%E7%AE%A1%E5%9F%B9%E7%94%9F">管培生</a><a href="/campus/list?{BASE_Q}&keyword=%E5%B5%8C%E5%85%A5%E5%BC%8F">嵌入式</a></span>
</form></div>"""


def banner_html():
    slides = "".join(
        f'<li class="slide{" cur" if i == 0 else ""}"><a href="{u}" target="_blank" onclick="_xzt.push([\'banner\',{i + 1}])"><img src="/img/{img}" alt="{E(t)}" width="1000" height="160"></a></li>'
        for i, (t, u, img, _) in enumerate(BANNERS))
    dots = "".join(f'<a href="javascript:;" class="{"cur" if i == 0 else ""}" data-i="{i}">{i + 1}</a>' for i in range(len(BANNERS)))
    return f'<div class="banner" id="banner"><ul class="slides">{slides}</ul><div class="dots">{dots}</div><a class="prev" href="javascript:;">&lsaquo;</a><a class="next" href="javascript:;">&rsaquo;</a></div>'


def side_html():
    x = "".join(f'<li><a href="/xjh/{i}.html" target="_blank"><span class="school">{s}</span><span class="xtime">{t}</span><span class="xcom">{E(c)}</span></a></li>'
                for i, s, t, c, _ in XJH)
    return f"""<div class="side">
  <div class="sidebox xjh"><div class="hd"><h3>热门宣讲会</h3><a href="/xjh/index.html" class="more">更多&gt;&gt;</a></div><ul class="xjh-list">{x}</ul></div>
  <div class="sidebox adbox"><a href="/zhuanti/sgcc2026.html" target="_blank"><img src="/img/ad_side.svg" alt="国家电网2026届招聘专场" width="260" height="180"></a><span class="adtag">广告</span></div>
  <div class="sidebox"><div class="hd"><h3>求职攻略</h3></div><ul class="gl-list"><li><a href="/help/about.html#gl">网申简历怎么写才能通过筛选？</a></li><li><a href="/help/about.html#gl">2026届秋招时间线汇总</a></li><li><a href="/help/about.html#gl">群面无领导小组讨论技巧</a></li><li><a href="/help/about.html#gl">三方协议与劳动合同的区别</a></li></ul></div>
</div>"""


def logowall_html():
    cells = "".join(f'<li><a href="/company/{cid}.html" target="_blank" title="{E(n)}"><img src="/img/logo/{cid}.svg" alt="{E(n)}" width="110" height="50"></a></li>'
                    for n, cid in LOGO_WALL)
    return f'<div class="mqzt"><div class="hd"><h3>名企直通车</h3><a class="more" href="/company/index.html">全部名企&gt;&gt;</a></div><ul class="logo-wall clearfix">{cells}</ul></div>'


def pager_html(page, pages, total):
    def a(p, text, cls=""):
        c = f' class="{cls}"' if cls else ""
        return f'<a href="{list_url(p)}"{c}>{text}</a>'
    parts = [a(1, "首页")]
    parts.append(a(page - 1, "上一页", "prev") if page > 1 else '<span class="disabled">上一页</span>')
    for p in range(1, pages + 1):
        parts.append(f'<span class="current">{p}</span>' if p == page else a(p, str(p)))
    parts.append(a(page + 1, "下一页", "next") if page < pages else '<span class="disabled">下一页</span>')
    parts.append(a(pages, "尾页"))
    parts.append(f'<span class="total">共{total}条</span>')
    return f'<div class="page" id="pager">{"".join(parts)}</div>'


def tag_html(tag, where):
    if not tag:
        return ""
    cls = {"急": "ji", "热门": "hot", "宣讲会": "xjh"}[tag]
    if where == "td":
        return f' <i class="ico ico-{cls}" title="{tag}">{tag}</i>'
    return f'<em class="zp-tag zp-tag--{cls}">{tag}</em>'


def table_rows(js):
    out = []
    for i, j in enumerate(js):
        out.append(f'<tr class="{"odd" if i % 2 == 0 else "even"}" data-jid="{j["id"]}">'
                   f'<td class="c1"><a href="/company/{j["cid"]}.html" target="_blank" class="cname" title="{E(j["company"])}">{E(j["company"])}</a></td>'
                   f'<td class="c2"><a href="{j["url"]}" target="_blank" class="jname" title="{E(j["title"])}">{E(j["title"])}</a>{tag_html(j["tag"], "td")}</td>'
                   f'<td class="c3">{E(j["location"])}</td>'
                   f'<td class="c4">{j["posted"]}</td></tr>')
    return "\n".join(out)


def li_rows(js):
    out = []
    for j in js:
        out.append(f'<li class="zp-item clearfix" data-id="{j["id"]}">'
                   f'<span class="zp-com"><a href="/company/{j["cid"]}.html" target="_blank" title="{E(j["company"])}">{E(j["company"])}</a></span>'
                   f'<span class="zp-pos"><a href="{j["url"]}" target="_blank" title="{E(j["title"])}">{E(j["title"])}</a></span>'
                   f'<span class="zp-city">{E(j["location"])}</span>'
                   f'<span class="zp-date">{j["posted"]}</span>{tag_html(j["tag"], "li")}</li>')
    return "\n".join(out)


def city_match(loc, city):
    return loc == "全国" or city in loc.split("/")


CITY_COUNTS = {t: sum(city_match(j["location"], t) for j in jobs) for t, _ in CITIES}


def list_page(page):
    pages = (len(jobs) + PAGE_SIZE - 1) // PAGE_SIZE
    chunk = jobs[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    if page == 1:
        body = ('<table class="jobList" id="jobList" cellspacing="0" cellpadding="0" width="100%">'
                '<thead><tr><th class="c1">公司名称</th><th class="c2">招聘职位</th><th class="c3">工作地点</th><th class="c4">发布时间</th></tr></thead>'
                f'<tbody>\n{table_rows(chunk)}\n</tbody></table>')
    else:
        body = f'<ul class="zp-list" id="jobList">\n{li_rows(chunk)}\n</ul>'
    crumbs = '<div class="crumbs"><a href="/">校招通</a> &gt; <a href="' + START + '">校园招聘</a> &gt; <span>IT互联网 · 全职</span></div>'
    return (header(f"IT互联网校园招聘_2026届应届生全职招聘信息{'' if page == 1 else f'_第{page}页'} - 校招通")
            + f'<div class="wrap">{banner_html()}{search_html()}{crumbs}{filter_html(CITY_COUNTS)}'
            + '<div class="main clearfix"><div class="content">'
            + f'<div class="list-hd"><h2>招聘信息</h2><span class="list-sum" id="listSum">共找到 <b>{len(jobs)}</b> 条职位信息</span></div>'
            + f'<div class="list-bd" data-tpl="{"table" if page == 1 else "ul"}" data-page="{page}">{body}'
            + '<div class="nodata" id="noData" style="display:none">暂无符合条件的职位信息，换个条件试试吧~</div></div>'
            + pager_html(page, pages, len(jobs)) + '</div>'
            + side_html() + '</div>' + logowall_html() + '</div>' + FOOTER
            + '<script src="/js/common.js?v=20251101"></script><script src="/js/campus_data.js?v=20251128"></script><script src="/js/campus_list.js?v=20251126"></script>'
            + '<script>var _xzt=_xzt||[];_xzt.push(["pv","campus_list",' + str(page) + ']);</script>\n</body></html>\n')


DESC = {
    "开发": ["负责公司核心产品的后台/客户端软件设计与开发；", "参与系统架构设计、编码实现、单元测试与性能优化；", "与产品、测试团队紧密配合，保障版本按期高质量交付。"],
    "算法": ["负责相关方向算法的研究、建模与工程落地；", "跟踪业界前沿技术，持续优化模型效果与性能；", "参与大规模数据处理与训练平台建设。"],
    "测试": ["负责产品功能、性能、稳定性测试方案的设计与执行；", "开发自动化测试工具与框架，提升测试效率；", "跟踪缺陷并推动问题闭环。"],
    "数据": ["负责业务数据的采集、清洗、建模与分析；", "搭建数据指标体系与报表，输出分析结论支持业务决策；", "参与数据仓库与数据平台建设。"],
    "管培": ["参加为期12-24个月的轮岗培养计划，熟悉科技、业务与管理各环节；", "参与数字化转型项目，承担需求分析与项目管理工作；", "定岗后根据个人意愿与绩效发展为技术或管理骨干。"],
    "other": ["负责相关技术领域的研发、支持与交付工作；", "参与项目需求分析、方案设计与实施；", "完成部门安排的其他工作。"],
}


def desc_for(title):
    for k in ("算法", "测试", "数据", "管培"):
        if k in title:
            return DESC[k]
    if "开发" in title or "工程师" in title:
        return DESC["开发"]
    return DESC["other"]


FORM_FIELDS = [
    ("name", "姓名", "text"), ("mobile", "手机", "tel"), ("email", "邮箱", "email"), ("school", "学校", "text"),
    ("major", "专业", "text"), ("degree", "学历", "select"), ("resume", "简历附件", "file"),
]


def job_page(j):
    co = CO[j["key"]]
    same = [x for x in jobs if x["key"] == j["key"] and x["id"] != j["id"]]
    same_html = "".join(f'<li><a href="{x["url"]}">{E(x["title"])}</a><span>{E(x["location"])}</span></li>' for x in same) or "<li>暂无其他职位</li>"
    desc = "".join(f"<p>{i + 1}. {d}</p>" for i, d in enumerate(desc_for(j["title"])))
    req = ("<p>1. 2026届国内外高校应届毕业生（2025年9月-2026年8月毕业），" + j["degree"] + "学历；</p>"
           "<p>2. 计算机、软件工程、电子信息、通信、自动化、数学等相关专业优先；</p>"
           "<p>3. 具备良好的学习能力、沟通能力与团队合作精神；</p><p>4. 有相关实习或项目经历者优先。</p>")
    if j["apply"] == "external":
        apply = (f'<div class="apply-box"><a class="btn-wangshen" href="{E(j["apply_url"])}" target="_blank" rel="nofollow noopener">网申入口</a>'
                 '<p class="tip">本职位需前往企业官方网申系统投递，请以企业官网信息为准。</p></div>')
        form = ""
    else:
        apply = ('<div class="apply-box"><a class="btn-toudi" href="#applyForm" id="btnApply">立即投递</a>'
                 '<p class="tip">简历将直接投递至企业HR邮箱，请确保信息真实有效。</p></div>')
        form = f"""<div class="applywrap" id="applyWrap"><h3 class="bt">在线投递</h3>
<form id="applyForm" class="applyform" action="/__submit/xiaozhao-apply" method="post" enctype="multipart/form-data" novalidate>
  <input type="hidden" name="job_id" value="{j['id']}"><input type="hidden" name="company_id" value="{j['cid']}">
  <div class="fi"><label for="f_name"><i>*</i>姓名：</label><input type="text" id="f_name" name="name" maxlength="20"><span class="err" data-for="name"></span></div>
  <div class="fi"><label for="f_mobile"><i>*</i>手机：</label><input type="tel" id="f_mobile" name="mobile" maxlength="11"><span class="err" data-for="mobile"></span></div>
  <div class="fi"><label for="f_email"><i>*</i>邮箱：</label><input type="email" id="f_email" name="email" maxlength="60"><span class="err" data-for="email"></span></div>
  <div class="fi"><label for="f_school"><i>*</i>学校：</label><input type="text" id="f_school" name="school" maxlength="40"><span class="err" data-for="school"></span></div>
  <div class="fi"><label for="f_major"><i>*</i>专业：</label><input type="text" id="f_major" name="major" maxlength="40"><span class="err" data-for="major"></span></div>
  <div class="fi"><label for="f_degree"><i>*</i>学历：</label><select id="f_degree" name="degree"><option value="">请选择</option><option value="dazhuan">大专</option><option value="benke">本科</option><option value="shuoshi">硕士</option><option value="boshi">博士</option></select><span class="err" data-for="degree"></span></div>
  <div class="fi"><label for="f_resume"><i>*</i>简历附件：</label><input type="file" id="f_resume" name="resume" accept=".pdf,.doc,.docx"><em class="gray">支持pdf/doc/docx，不超过5M</em><span class="err" data-for="resume"></span></div>
  <div class="fi fi-btn"><button type="submit" class="btn-submit">提交</button></div>
</form>
<div class="apply-ok" id="applyOk" style="display:none"><b>投递成功，请留意短信通知</b><p>您的简历已投递至 {E(j['company'])}，HR将在5-10个工作日内处理。</p></div>
</div>"""
    return (header(f"{j['title']}_{j['company']}校园招聘 - 校招通")
            + f'<div class="wrap"><div class="crumbs"><a href="/">校招通</a> &gt; <a href="{START}">校园招聘</a> &gt; <a href="/company/{j["cid"]}.html">{E(j["company"])}</a> &gt; <span>{E(j["title"])}</span></div>'
            + '<div class="main clearfix"><div class="content jobdetail">'
            + f'<div class="jd-hd"><h1 class="jd-title">{E(j["title"])}</h1><p class="jd-com"><a href="/company/{j["cid"]}.html">{E(j["company"])}</a></p>'
            + f'<p class="jd-meta">发布时间：{j["date"].isoformat()} &nbsp;&nbsp; 浏览次数：{RNG.randint(300, 9000)}</p></div>'
            + '<table class="jd-info" cellspacing="0"><tbody>'
            + f'<tr><th>工作地点：</th><td>{E(j["location"])}</td><th>学历要求：</th><td>{j["degree"]}</td></tr>'
            + f'<tr><th>招聘人数：</th><td>{j["headcount"]}</td><th>截止日期：</th><td>{j["deadline"].isoformat()}</td></tr>'
            + f'<tr><th>工作性质：</th><td>全职</td><th>所属行业：</th><td>{E(co[3])}</td></tr></tbody></table>'
            + apply
            + f'<div class="jd-sec"><h3 class="bt">职位描述</h3><div class="jd-desc"><p><b>岗位职责：</b></p>{desc}<p><b>任职要求：</b></p>{req}</div></div>'
            + form
            + f'<div class="jd-sec"><h3 class="bt">该公司其他职位</h3><ul class="same-list">{same_html}</ul></div>'
            + '</div>'
            + f'<div class="side"><div class="sidebox comcard"><div class="hd"><h3>公司信息</h3></div><p class="cn"><a href="/company/{j["cid"]}.html">{E(co[1])}</a></p><p>行业：{E(co[3])}</p><p>规模：{co[4]}</p></div></div>'
            + '</div></div>' + FOOTER
            + (f'<script src="/js/apply.js?v=20251120"></script>' if j["apply"] == "easy_apply" else "")
            + '\n</body></html>\n')


def company_page(c):
    key, name, cid, ind, scale, _ = c
    cj = [j for j in jobs if j["key"] == key]
    lis = "".join(f'<li><a href="{j["url"]}">{E(j["title"])}</a><span class="city">{E(j["location"])}</span><span class="date">{j["date"].isoformat()}</span></li>' for j in cj) \
        or '<li class="none">该企业暂未发布IT互联网类全职职位，请关注企业官网或宣讲会信息。</li>'
    return (header(f"{name}2026校园招聘 - 校招通", "mq")
            + f'<div class="wrap"><div class="crumbs"><a href="/">校招通</a> &gt; <a href="/company/index.html">名企</a> &gt; <span>{E(name)}</span></div>'
            + f'<div class="comhd"><img src="/img/logo/{cid}.svg" alt="{E(name)}" width="110" height="50" onerror="this.style.display=\'none\'"><h1>{E(name)}</h1><p>行业：{E(ind)} &nbsp;|&nbsp; 规模：{scale}</p></div>'
            + f'<div class="jd-sec"><h3 class="bt">公司简介</h3><p>{E(name)}是行业领先企业，2026届校园招聘面向全国高校毕业生开放，提供完善的培养体系与有竞争力的薪酬福利。</p></div>'
            + f'<div class="jd-sec"><h3 class="bt">在招职位（{len(cj)}）</h3><ul class="com-jobs">{lis}</ul></div></div>'
            + FOOTER + '\n</body></html>\n')


def simple_page(title, h1, text, active="home"):
    return (header(title + " - 校招通", active) + f'<div class="wrap"><div class="crumbs"><a href="/">校招通</a> &gt; <span>{E(h1)}</span></div>'
            + f'<div class="jd-sec simple"><h1>{E(h1)}</h1>{text}</div></div>' + FOOTER + '\n</body></html>\n')


def svg(path, w, h, bg, text, fs=28, fg="#fff"):
    p = HERE / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
                 f'<rect width="{w}" height="{h}" fill="{bg}"/><text x="{w / 2}" y="{h / 2 + fs / 3}" font-size="{fs}" '
                 f'font-family="sans-serif" text-anchor="middle" fill="{fg}">{E(text)}</text></svg>\n', encoding="utf-8")


def write(path, text):
    p = HERE / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


# ------------------------------------------------------------------ write site
for p in (1, 2, 3):
    write("campus/list.html" if p == 1 else f"campus/list_{p}.html", list_page(p))
for j in jobs:
    write(f"job/{j['id']}.html", job_page(j))
for c in COMPANIES:
    write(f"company/{c[2]}.html", company_page(c))
    svg(f"img/logo/{c[2]}.svg", 110, 50, "#f4f6f9", c[1][:6], 15, "#1f4e99")
write("company/index.html", simple_page("名企招聘", "名企直通车",
      '<ul class="com-jobs">' + "".join(f'<li><a href="/company/{c[2]}.html">{E(c[1])}</a></li>' for c in COMPANIES) + "</ul>", "mq"))
for t, u, img, col in BANNERS:
    svg(f"img/{img}", 1000, 160, col, t, 40)
    write(u.lstrip("/"), simple_page(t, t, f"<p>{E(t)}：专题页面，网申请前往企业官网。</p><p><a href=\"{START}\">返回校园招聘列表</a></p>"))
svg("img/ad_side.svg", 260, 180, "#007b5f", "国家电网2026届招聘专场", 18)
svg("img/logo.svg", 168, 44, "#ffffff", "校招通", 28, "#e8491d")
svg("img/favicon.svg", 32, 32, "#e8491d", "校", 22)
for i, s, t, c, place in XJH:
    write(f"xjh/{i}.html", simple_page(f"{c}{s}宣讲会", f"{c} · {s}宣讲会",
          f"<p>宣讲时间：2025-{t}</p><p>宣讲地点：{E(s)}{E(place)}</p><p>宣讲企业：{E(c)}</p><p>请携带简历参加，现场可投递。</p>", "xjh"))
write("xjh/index.html", simple_page("宣讲会日历", "宣讲会日历", '<ul class="com-jobs">' + "".join(
    f'<li><a href="/xjh/{i}.html">{s} | {t} | {E(c)}</a></li>' for i, s, t, c, _ in XJH) + '</ul><h2 id="sxh">双选会</h2><p>暂无近期双选会。</p>', "xjh"))
write("help/about.html", simple_page("关于校招通", "关于校招通", "<p>校招通专注应届生求职，汇集名企校园招聘、宣讲会与双选会信息。</p>"
      + "".join(f'<h2 id="{a}">{b}</h2><p>{b}相关内容。</p>' for a, b in [("login", "登录"), ("reg", "注册"), ("qy", "企业招聘"), ("app", "APP下载"), ("gl", "求职攻略"), ("lx", "联系我们"), ("gg", "广告服务"), ("ys", "隐私政策"), ("mz", "免责声明"), ("jb", "举报投诉"), ("fk", "意见反馈")])))
write("index.html", simple_page("校招通 - 应届生求职第一站", "校招通 · 2026届校园招聘",
      f'<p><a href="{START}">IT互联网 全职校园招聘（{len(jobs)}）</a></p><p><a href="/xjh/index.html">宣讲会日历</a></p><p><a href="/company/index.html">名企直通车</a></p>'))

# data snapshot for the filter script
data = [{"id": j["id"], "c": j["company"], "cid": j["cid"], "t": j["title"], "l": j["location"],
         "d": j["date"].isoformat(), "g": j["tag"] or ""} for j in jobs]
write("js/campus_data.js", "/* campus list snapshot 2025-11-28 */\nwindow.__CAMPUS__={type:\"fulltime\",industry:\"it\",pageSize:%d,cities:%s,list:%s};\n"
      % (PAGE_SIZE, json.dumps({v: t for t, v in CITIES}, ensure_ascii=False), json.dumps(data, ensure_ascii=False)))

# ------------------------------------------------------------------ truth
def ids(pred):
    return [j["id"] for j in jobs if pred(j)]


queries = {
    "start": {"url": START, "description": "IT互联网 · 全职, no city: all 96, 3 pages of 32 (page 1 table, pages 2-3 ul)",
              "ids": ids(lambda j: True)},
    "page2": {"url": list_url(2), "description": "下一页 from page 1", "ids": ids(lambda j: j["page"] == 2)},
    "page3": {"url": list_url(3), "description": "尾页", "ids": ids(lambda j: j["page"] == 3)},
}
for t, v in CITIES:
    queries[f"city_{v}"] = {"url": f"/campus/list?{BASE_Q}&city={v}", "description": f"城市 {t}: openings whose 工作地点 lists {t}, plus those written 全国",
                            "ids": ids(lambda j, t=t: city_match(j["location"], t))}
queries["keyword_huawei"] = {"url": f"/campus/list?{BASE_Q}&keyword=华为", "description": "搜索 '华为' (title or company contains it)",
                             "ids": ids(lambda j: "华为" in j["title"] or "华为" in j["company"])}
queries["keyword_suanfa_sh"] = {"url": f"/campus/list?{BASE_Q}&city=538&keyword=算法", "description": "搜索 '算法' with 城市 上海",
                                "ids": ids(lambda j: "算法" in j["title"] and city_match(j["location"], "上海"))}
queries["intern"] = {"url": "/campus/list?type=intern&industry=it", "description": "工作性质 实习: no openings (message 暂无符合条件的职位信息)", "ids": []}
queries["industry_finance"] = {"url": "/campus/list?type=fulltime&industry=finance", "description": "行业 金融: no openings in this snapshot", "ids": []}
for q in queries.values():
    q["count"] = len(q["ids"])

truth = {
    "site": "xiaozhao_list",
    "platform_like": "Chinese campus-recruitment portal (前程无忧校园 / 智联校园 / 应届生求职网 / 大街网 style), server-rendered list",
    "kind": "multi_page",
    "as_of": AS_OF.isoformat(),
    "start_url": START,
    "company": None,
    "page_size": PAGE_SIZE,
    "total_jobs": len(jobs),
    "search_input": True,
    "pagination": "pages",
    "pagination_detail": {
        "pages": 3,
        "urls": [list_url(1), list_url(2), list_url(3)],
        "scheme": "page 1 /campus/list?type=fulltime&industry=it; page N /campus/list_N.html?type=fulltime&industry=it (static pages); filtered results re-paginate with &page=N on /campus/list",
        "container": "div.page#pager",
        "texts": ["首页", "上一页", "1", "2", "3", "下一页", "尾页", "共96条"],
        "next_text": "下一页", "prev_text": "上一页", "first_text": "首页", "last_text": "尾页",
        "disabled": "span.disabled (上一页 on page 1, 下一页 on page 3); current page span.current",
    },
    "filters": {"工作性质": [t for t, _ in TYPES], "行业": [t for t, _ in INDUSTRIES], "城市": ["不限"] + [t for t, _ in CITIES]},
    "filter_params": {"工作性质": {t: f"type={v}" for t, v in TYPES}, "行业": {t: f"industry={v}" for t, v in INDUSTRIES},
                      "城市": dict([("不限", "(none)")] + [(t, f"city={v}") for t, v in CITIES]),
                      "搜索": {"keyword": "keyword=<text>", "城市 select": "city=<code>"}},
    "filter_counts": {"工作性质": {"全职": len(jobs), "实习": 0}, "行业": {t: (len(jobs) if v == "it" else 0) for t, v in INDUSTRIES},
                      "城市": dict([("不限", len(jobs))] + list(CITY_COUNTS.items()))},
    "queries": queries,
    "jobs": {j["id"]: {
        "title": j["title"], "company": j["company"], "location": j["location"], "salary": None,
        "posted": j["posted"], "posted_date": j["date"].isoformat(), "tag": j["tag"], "page": j["page"],
        "education": j["degree"], "headcount": j["headcount"], "deadline": j["deadline"].isoformat(),
        "company_url": f"/company/{j['cid']}.html", "url": j["url"], "detail_url": j["url"],
        "apply_type": j["apply"],
        "apply_control": "网申入口 (link to the company's own site)" if j["apply"] == "external" else "立即投递 (form on the job page)",
        "apply_url": j["apply_url"] if j["apply"] == "external" else j["url"],
    } for j in jobs},
    "decoys": {
        "banner": [{"title": t, "url": u} for t, u, _, _ in BANNERS],
        "xjh_talks": [{"title": f"{s} {t} {c}", "school": s, "time": t, "company": c, "url": f"/xjh/{i}.html"} for i, s, t, c, _ in XJH],
        "logo_wall": [{"title": n, "url": f"/company/{cid}.html"} for n, cid in LOGO_WALL],
        "side_ad": {"title": "国家电网2026届招聘专场", "url": "/zhuanti/sgcc2026.html", "label": "广告"},
        "company_links": "every row's company name links to /company/<id>.html (a company page, not a job)",
        "where": "top banner carousel (4 image links), right column 热门宣讲会 (8 campus talks) + a 广告 image + 求职攻略 articles, bottom 名企直通车 logo wall (12 image links); hot-search keyword links under the search box",
    },
    "forms": {"xiaozhao-apply": {
        "url": "/job/<id>.html of a 立即投递 job",
        "opened_by": "link '立即投递' (scrolls to the form #applyForm, always on the page)",
        "submit_text": "提交", "steps": 1,
        "transport": "fetch POST multipart/form-data to /__submit/xiaozhao-apply; then the form is replaced by '投递成功，请留意短信通知'",
        "fields": [{"label": l, "name": n, "type": t, "required": True} for n, l, t in FORM_FIELDS]
                  + [{"label": "(hidden)", "name": "job_id", "type": "hidden", "required": False},
                     {"label": "(hidden)", "name": "company_id", "type": "hidden", "required": False}],
        "degree_options": ["大专", "本科", "硕士", "博士"],
        "validation": "empty field → '请填写姓名' / '请填写手机' / '请填写邮箱' / '请填写学校' / '请填写专业', '请选择学历', '请上传简历附件'; bad phone → '手机号码格式不正确' (11 digits starting 1); bad email → '邮箱格式不正确'",
        "success_text": "投递成功，请留意短信通知",
    }},
    "notes": ("Chinese UI (lang=zh-CN). Page 1 is a <table class=jobList> with header cells 公司名称/招聘职位/工作地点/发布时间; pages 2-3 "
              "(newer template) are <ul class=zp-list><li> lines span.zp-com / span.zp-pos / span.zp-city / span.zp-date (+ em.zp-tag). "
              "Dates: 'MM-DD' on page 1, 'YYYY-MM-DD' on pages 2-3 (truth 'posted' is the text shown). Tags 急/热门/宣讲会: on page 1 an "
              "i.ico inside the 招聘职位 cell after the title link (so that cell's text ends with the tag), on pages 2-3 an em after the date. "
              "Companies repeat on every line they have an opening. 工作地点 is written as the company gives it: one city, several joined "
              "with '/', or 全国; the 城市 filter matches a listed city or 全国. Filters/search: the list pages read location.search "
              "(type, industry, city, keyword, page) and re-render the rows from js/campus_data.js in the page's own template; "
              "type=intern or any industry but it gives no rows. 32 of 96 jobs are 立即投递 (form on the job page), 64 网申入口 (external)."),
}
write("truth.json", json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
print("jobs", len(jobs), "easy", sum(j["apply"] == "easy_apply" for j in jobs), "cities", CITY_COUNTS)
