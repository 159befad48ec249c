#!/usr/bin/env python3
"""Generate the data file, the static job/company pages and truth.json of "职途" (BOSS直聘 style).

The search page /web/geek/job renders in JS from static/js/zt_data.js (the snapshot of the "server" data,
like the JSON a Vue app fetches from /wapi/...). Run: python3 make_data.py
Deterministic: dates are computed from AS_OF, the PRNG is seeded.
"""
import datetime as dt
import hashlib
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 29)
PAGE_SIZE = 30
R = random.Random(20261129)

CITIES = [  # code, name, districts (district, [business areas])
    ("101010100", "北京", [("朝阳区", ["望京", "酒仙桥", "国贸", "三里屯"]), ("海淀区", ["西二旗", "中关村", "上地", "五道口"]),
                          ("东城区", ["东直门"]), ("丰台区", ["丽泽"]), ("昌平区", ["回龙观"])]),
    ("101020100", "上海", [("浦东新区", ["张江", "陆家嘴"]), ("徐汇区", ["漕河泾"]), ("闵行区", ["莘庄"]), ("杨浦区", ["五角场"])]),
    ("101280600", "深圳", [("南山区", ["科技园", "西丽"]), ("福田区", ["车公庙"]), ("宝安区", ["西乡"])]),
    ("101210100", "杭州", [("西湖区", ["文三路"]), ("滨江区", ["长河"]), ("余杭区", ["未来科技城"])]),
    ("101280100", "广州", [("天河区", ["珠江新城"]), ("海珠区", ["琶洲"])]),
    ("101270100", "成都", [("高新区", ["天府软件园"]), ("武侯区", ["桐梓林"])]),
]
CITY_BY_NAME = {c[1]: c for c in CITIES}
HOT_CITIES = [("100010000", "全国")] + [(c[0], c[1]) for c in CITIES] + [
    ("101200100", "武汉"), ("101110100", "西安"), ("101190400", "苏州"), ("101030100", "天津"), ("101230200", "厦门")]

# id, name, short logo text, industry, stage, scale, intro, external careers URL pattern or None
COMPANIES = [
    ("a67b361452e384e71XV82N4~", "字节跳动", "字节", "互联网", "D轮及以上", "10000人以上",
     "字节跳动成立于2012年，旗下产品包括今日头条、抖音、飞书等，致力于用技术连接人与信息。", "https://jobs.bytedance.com/experienced/position/{n}/detail"),
    ("ab9fdc6f043679990HY~0tQ~", "北京百度网讯科技有限公司", "百度", "互联网", "已上市", "10000人以上",
     "百度是拥有强大互联网基础的领先AI公司，业务涵盖搜索、智能云、自动驾驶与大模型。", "https://talent.baidu.com/jobs/detail/SOCIAL/{n}"),
    ("e2e58e1a4c1c1a1d1HV62t0~", "美团", "美团", "生活服务", "已上市", "10000人以上",
     "美团的使命是“帮大家吃得更好，生活更好”，是中国领先的生活服务电子商务平台。", "https://zhaopin.meituan.com/web/position/detail?jobUnionId={n}"),
    ("5d627415a46b4a750nJ9.g~~", "京东", "JD", "电子商务", "已上市", "10000人以上",
     "京东是以供应链为基础的技术与服务企业，业务涉及零售、科技、物流、健康等领域。", "https://zhaopin.jd.com/web/job/job_info_list/3?jobId={n}"),
    ("fa2f92669c66db331nF60t4~", "小米", "MI", "智能硬件", "已上市", "10000人以上",
     "小米集团是一家以智能手机、智能硬件和IoT平台为核心的消费电子及智能制造公司。", "https://hr.xiaomi.com/social/position/{n}"),
    ("3d7b3b1c8d3f2f3c1XN72Nk~", "北京云帆数智科技有限公司", "云帆", "计算机软件", "A轮", "100-499人",
     "云帆数智专注企业级数据中台与智能报表SaaS，服务金融、零售等行业客户300余家。", None),
    ("9c2d4e5f6a7b8c9d1nN_39S7", "北京华信恒通信息技术有限公司", "华信", "IT服务", "不需要融资", "1000-9999人",
     "华信恒通是一家IT外包与技术服务公司，为银行、运营商和互联网企业提供软件开发与测试服务。", None),
    ("71c8d2b0e6f24a9b1HR-2d26", "北京知行优学教育科技有限公司", "知行", "在线教育", "B轮", "500-999人",
     "知行优学是K12在线教育平台，提供直播课与AI自适应学习产品。", None),
    ("0b5e4c3a2f1d9e8c1n182ti_", "上海星河数码科技有限公司", "星河", "游戏", "不需要融资", "20-99人",
     "星河数码是一家小型独立游戏工作室，作品在Steam与TapTap上线。", None),
    ("c4d3e2f1a0b9c8d71Xd52dm5", "深圳市前海微链科技有限公司", "微链", "区块链", "天使轮", "0-20人",
     "前海微链为跨境贸易企业提供供应链金融与结算系统。", None),
    ("e8f7a6b5c4d3e2f11nZ53Nu0", "杭州青柠网络科技有限公司", "青柠", "电子商务", "C轮", "100-499人",
     "青柠网络运营社交电商平台与品牌小程序商城，服务商家逾5万家。", "https://qingning.zhiye.com/social/detail?jobAdId={n}"),
    ("2a3b4c5d6e7f8a9b1HZ43t-9", "网易", "网易", "互联网", "已上市", "10000人以上",
     "网易是中国领先的互联网技术公司，业务包括在线游戏、音乐、教育和电商。", "https://hr.163.com/job-detail.html?id={n}"),
    ("6f5e4d3c2b1a0f9e1nN-2N-4", "北京拾光物联科技有限公司", "拾光", "物联网", "未融资", "20-99人",
     "拾光物联做智慧楼宇与能耗管理设备，自研边缘网关与云平台。", None),
    ("d1c2b3a4f5e6d7c81XB-39q1", "成都数澜智能科技有限公司", "数澜", "人工智能", "B轮", "100-499人",
     "数澜智能专注计算机视觉与工业质检，客户覆盖汽车、3C制造行业。", None),
    ("8e9f0a1b2c3d4e5f1n1_0tS8", "广州讯达金融服务外包有限公司", "讯达", "金融外包", "不需要融资", "500-999人",
     "讯达为银行和保险公司提供客服、运营及系统运维外包服务。", None),
    ("b7a6c5d4e3f2a1b01HJ_3Nm3", "北京百川汇达科技有限公司", "百川", "企业服务", "天使轮", "20-99人",
     "百川汇达为中小企业提供人事、财税一体化SaaS。", None),
]
COMP = {c[1]: c for c in COMPANIES}

# title, skills, description(duties, reqs), exp, degree, salary, weight (how many times it repeats)
ROLES = [
    ("高级Java开发工程师", ["Java", "Spring Boot", "MySQL", "Redis"], "负责核心业务系统的后端设计与开发；参与高并发、高可用架构设计；编写技术文档并进行代码评审。",
     "计算机相关专业本科及以上学历；精通Java，熟悉Spring Boot、MyBatis；熟悉MySQL、Redis、Kafka；有分布式系统经验优先。"),
    ("Java开发工程师", ["Java", "Spring Cloud", "微服务"], "参与公司SaaS产品后端模块开发；根据需求完成接口设计与单元测试；维护线上服务稳定。",
     "熟练掌握Java基础，熟悉Spring Cloud微服务体系；熟悉Linux常用命令；有良好的沟通能力。"),
    ("Java后端开发（实习）", ["Java", "Spring", "Git"], "在导师指导下参与后端服务开发；学习并实践代码规范与测试流程。",
     "2027届在校生，每周实习4天以上；熟悉Java语言和数据结构；有项目经历优先。"),
    ("数据分析师（校招）", ["SQL", "Python", "Tableau"], "负责业务数据的监控与分析，搭建指标体系；输出分析报告，支持业务决策。",
     "统计、数学、计算机相关专业；熟练使用SQL，掌握Python或Java中至少一种；逻辑清晰，对数据敏感。"),
    ("大数据开发工程师", ["Hadoop", "Spark", "Flink", "Java"], "负责离线与实时数仓建设；开发Spark/Flink任务并优化性能。",
     "熟悉Java或Scala；熟悉Hadoop生态，掌握Hive、Spark、Flink；有数仓建模经验优先。"),
    ("前端开发（Vue/React）", ["Vue", "React", "TypeScript"], "负责Web端与H5页面开发，与后端（Java）工程师协作完成接口联调；优化前端性能。",
     "熟悉HTML/CSS/JavaScript，掌握Vue或React；了解Node.js；了解Java后端开发流程者优先。"),
    ("测试工程师", ["功能测试", "接口测试", "Selenium"], "负责产品功能测试与接口测试，编写测试用例；推动缺陷修复，参与自动化测试建设。",
     "熟悉软件测试流程；会使用Postman、JMeter；能用Java或Python编写自动化脚本者优先。"),
    ("测试开发工程师", ["Java", "TestNG", "自动化测试"], "搭建接口自动化与性能测试平台；持续集成中的质量保障。",
     "熟练掌握Java，熟悉TestNG/JUnit；熟悉Jenkins、Git；有测试平台开发经验优先。"),
    ("Android开发工程师", ["Android", "Java", "Kotlin"], "负责App的Android端开发与维护；参与组件化架构设计。",
     "精通Java/Kotlin，熟悉Android SDK；熟悉常用开源框架；有上架App经验。"),
    ("Java架构师", ["Java", "架构设计", "JVM"], "负责系统整体架构设计与技术选型；解决核心技术难题，带领团队攻关。",
     "8年以上Java开发经验，3年以上架构经验；精通JVM调优与分布式中间件；有大型互联网项目经验。"),
    ("运维开发工程师", ["Linux", "Kubernetes", "Go"], "负责容器平台与CI/CD流水线建设；编写运维工具，保障Java服务稳定运行。",
     "熟悉Linux、Docker、Kubernetes；掌握Go、Python或Java之一；有SRE经验优先。"),
    ("Java软件开发（驻场）", ["Java", "Oracle", "SSM"], "驻场银行客户，参与核心系统的需求分析、开发与测试。",
     "大专及以上学历，2年以上Java开发经验；熟悉SSM框架、Oracle数据库；能接受驻场。"),
    ("技术支持工程师", ["技术支持", "Linux", "SQL"], "负责客户现场的软件部署与问题排查；整理技术文档和常见问题。",
     "大专及以上学历，了解Java Web项目部署，熟悉Linux与SQL；能适应短期出差。"),
    ("算法工程师", ["机器学习", "Python", "推荐算法"], "负责推荐、搜索排序算法的研发与落地，配合Java工程团队完成线上部署。",
     "硕士及以上学历；熟悉常用机器学习算法；熟练使用Python，了解Java/C++工程开发。"),
    ("Java开发兼职", ["Java", "接私活", "远程"], "按项目进度完成后台接口开发，可远程办公，按天结算。",
     "有1年以上Java项目经验，能独立完成Spring Boot接口开发；每周可投入3天以上。"),
]
EXPS = {"101": "经验不限", "102": "应届生", "108": "在校生", "103": "1年以内", "104": "1-3年", "105": "3-5年", "106": "5-10年", "107": "10年以上"}
DEGREES = {"209": "初中及以下", "208": "中专/中技", "206": "高中", "202": "大专", "203": "本科", "204": "硕士", "205": "博士"}
SALARY_OPTS = {"402": "3K以下", "403": "3-5K", "404": "5-10K", "405": "10-20K", "406": "20-50K", "407": "50K以上"}
SCALES = {"301": "0-20人", "302": "20-99人", "303": "100-499人", "304": "500-999人", "305": "1000-9999人", "306": "10000人以上"}
WELFARE = ["五险一金", "带薪年假", "年终奖", "餐补", "定期体检", "弹性工作", "员工旅游", "节日福利", "免费班车", "股票期权", "住房补贴", "零食下午茶"]
SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗"]
REC_TITLES = ["HR", "HR", "HR", "招聘经理", "技术总监", "人事", "HRBP", "招聘专员", "研发经理", "CEO"]

# per role: (exp code, degree code, salary text) choices
ROLE_TERMS = {
    "高级Java开发工程师": [("105", "203", "25-40K·15薪"), ("106", "203", "30-50K·16薪"), ("105", "203", "15-25K·13薪")],
    "Java开发工程师": [("104", "203", "15-25K·13薪"), ("104", "202", "10-15K"), ("101", "203", "12-20K"), ("105", "203", "18-30K·14薪")],
    "Java后端开发（实习）": [("108", "203", "200-300元/天"), ("108", "204", "300-400元/天")],
    "数据分析师（校招）": [("102", "203", "12-18K·14薪"), ("102", "204", "15-25K·15薪")],
    "大数据开发工程师": [("105", "203", "25-45K·15薪"), ("104", "203", "18-28K")],
    "前端开发（Vue/React）": [("104", "203", "15-25K"), ("104", "202", "8-12K"), ("101", "202", "6-9K")],
    "测试工程师": [("104", "202", "8-12K"), ("101", "202", "6-8K"), ("104", "203", "10-15K·13薪")],
    "测试开发工程师": [("105", "203", "20-35K·15薪"), ("104", "203", "15-25K")],
    "Android开发工程师": [("105", "203", "20-35K"), ("104", "202", "12-18K")],
    "Java架构师": [("106", "203", "50-80K·16薪"), ("107", "203", "面议")],
    "运维开发工程师": [("104", "203", "15-25K·13薪"), ("105", "203", "20-30K")],
    "Java软件开发（驻场）": [("104", "202", "9-14K"), ("103", "202", "6-10K")],
    "技术支持工程师": [("101", "202", "5-8K"), ("103", "202", "4-6K"), ("101", "206", "3-5K")],
    "算法工程师": [("104", "204", "35-60K·16薪"), ("102", "205", "面议")],
    "Java开发兼职": [("104", "202", "300-500元/天"), ("101", "202", "面议")],
}
# company: roles it recruits for; city weights
COMP_ROLES = {
    "字节跳动": ["高级Java开发工程师", "数据分析师（校招）", "大数据开发工程师", "测试开发工程师", "算法工程师", "Java后端开发（实习）", "前端开发（Vue/React）"],
    "北京百度网讯科技有限公司": ["Java开发工程师", "Java架构师", "算法工程师", "Android开发工程师", "运维开发工程师"],
    "美团": ["高级Java开发工程师", "Java后端开发（实习）", "数据分析师（校招）", "测试工程师", "大数据开发工程师"],
    "京东": ["Java开发工程师", "高级Java开发工程师", "前端开发（Vue/React）", "运维开发工程师"],
    "小米": ["Android开发工程师", "Java开发工程师", "测试开发工程师"],
    "北京云帆数智科技有限公司": ["Java开发工程师", "前端开发（Vue/React）", "数据分析师（校招）", "技术支持工程师"],
    "北京华信恒通信息技术有限公司": ["Java软件开发（驻场）", "测试工程师", "技术支持工程师", "Java开发工程师"],
    "北京知行优学教育科技有限公司": ["Java开发工程师", "前端开发（Vue/React）", "测试工程师"],
    "上海星河数码科技有限公司": ["Java开发工程师", "前端开发（Vue/React）"],
    "深圳市前海微链科技有限公司": ["Java开发工程师", "Java开发兼职"],
    "杭州青柠网络科技有限公司": ["高级Java开发工程师", "测试工程师", "前端开发（Vue/React）"],
    "网易": ["Java开发工程师", "测试开发工程师", "数据分析师（校招）"],
    "北京拾光物联科技有限公司": ["Java开发工程师", "运维开发工程师", "Java开发兼职"],
    "成都数澜智能科技有限公司": ["算法工程师", "Java开发工程师"],
    "广州讯达金融服务外包有限公司": ["Java软件开发（驻场）", "技术支持工程师"],
    "北京百川汇达科技有限公司": ["Java开发工程师", "测试工程师", "Java开发兼职"],
}
COMP_CITY = {
    "字节跳动": ["北京", "北京", "上海", "深圳", "杭州"], "北京百度网讯科技有限公司": ["北京", "北京", "上海", "深圳"],
    "美团": ["北京", "北京", "上海", "成都"], "京东": ["北京", "北京", "成都"], "小米": ["北京", "北京", "深圳", "上海"],
    "北京云帆数智科技有限公司": ["北京"], "北京华信恒通信息技术有限公司": ["北京", "北京", "广州"],
    "北京知行优学教育科技有限公司": ["北京"], "上海星河数码科技有限公司": ["上海"], "深圳市前海微链科技有限公司": ["深圳"],
    "杭州青柠网络科技有限公司": ["杭州"], "网易": ["杭州", "北京", "广州"], "北京拾光物联科技有限公司": ["北京"],
    "成都数澜智能科技有限公司": ["成都"], "广州讯达金融服务外包有限公司": ["广州"], "北京百川汇达科技有限公司": ["北京"],
}
# how many postings per company (sums to 75)
COMP_N = {"字节跳动": 8, "北京百度网讯科技有限公司": 6, "美团": 7, "京东": 5, "小米": 4, "北京云帆数智科技有限公司": 5,
          "北京华信恒通信息技术有限公司": 6, "北京知行优学教育科技有限公司": 4, "上海星河数码科技有限公司": 3,
          "深圳市前海微链科技有限公司": 3, "杭州青柠网络科技有限公司": 4, "网易": 5, "北京拾光物联科技有限公司": 4,
          "成都数澜智能科技有限公司": 3, "广州讯达金融服务外包有限公司": 3, "北京百川汇达科技有限公司": 5}
assert sum(COMP_N.values()) == 75


def enc_id(seed):
    """BOSS-style encrypted job id: 16 hex + '1' + 7 chars of [A-Za-z0-9_-~.] + '~' padding."""
    h = hashlib.md5(seed.encode()).hexdigest()
    alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    b = hashlib.sha1(seed.encode()).digest()
    tail = "".join(alpha[x % 64] for x in b[:6])
    return h[:16] + ("1n" if b[7] % 2 else "1X") + tail + ("~~" if b[8] % 3 == 0 else "~")


def salary_code(s):
    if s == "面议":
        return None
    if "元/天" in s:
        lo, hi = [int(x) for x in s.replace("元/天", "").split("-")]
        mid = (lo + hi) / 2 * 21.75 / 1000
    else:
        lo, hi = [int(x) for x in s.split("·")[0].rstrip("K").split("-")]
        mid = (lo + hi) / 2
    if mid < 3: return "402"
    if mid < 5: return "403"
    if mid < 10: return "404"
    if mid < 20: return "405"
    if mid < 50: return "406"
    return "407"


def posted_text(d):
    n = (AS_OF - d).days
    if n == 0:
        return "今日发布"
    if n == 1:
        return "昨日发布"
    if n < 7:
        return "%d天前发布" % n
    return "%d月%d日发布" % (d.month, d.day)


def area_for(city):
    c = CITY_BY_NAME[city]
    form = R.random()
    dist, bizs = R.choice(c[2])
    if form < 0.55:
        return "%s·%s·%s" % (city, dist, R.choice(bizs))
    if form < 0.87:
        return "%s·%s" % (city, dist)
    return city


jobs = []
n = 0
ext_counter = 7301234567890120000
names_used = set()
for cname, cnt in COMP_N.items():
    comp = COMP[cname]
    for i in range(cnt):
        n += 1
        role = COMP_ROLES[cname][i % len(COMP_ROLES[cname])]
        rdef = next(r for r in ROLES if r[0] == role)
        exp, deg, sal = R.choice(ROLE_TERMS[role])
        city = COMP_CITY[cname][i % len(COMP_CITY[cname])]
        jid = enc_id("zhitu-job-%d" % n)
        days = R.choice([0, 0, 1, 2, 3, 3, 5, 6, 9, 12, 16, 21, 30, 38])
        pdate = AS_OF - dt.timedelta(days=days)
        while True:
            surname = R.choice(SURNAMES)
            rname = surname + R.choice(["女士", "先生"])
            rtitle = R.choice(REC_TITLES)
            if rtitle == "CEO" and comp[5] in ("1000-9999人", "10000人以上"):
                rtitle = "招聘经理"
            if (rname, cname) not in names_used:
                names_used.add((rname, cname)); break
        ext = comp[7]
        apply_type = "easy_apply"
        apply_url = "/job_detail/%s.html" % jid
        if ext and i % 2 == 1:
            ext_counter += 9173
            apply_type = "external"
            apply_url = ext.format(n=ext_counter)
        title = role
        if role == "Java开发工程师" and cname in ("北京百川汇达科技有限公司", "北京拾光物联科技有限公司") and i > 2:
            title = "Java开发工程师（急招）"
        wel = R.sample(WELFARE, R.choice([2, 3, 4, 5]))
        if "五险一金" not in wel and R.random() < 0.7:
            wel.insert(0, "五险一金")
        badge = None
        x = R.random()
        if x < 0.18:
            badge = "急聘"
        elif x < 0.32 and days <= 3:
            badge = "新"
        heads = R.choice([2, 3, 5, 10, 1])
        jobs.append(dict(
            id=jid, title=title, company=cname, company_id=comp[0], logo=comp[2], industry=comp[3], stage=comp[4], scale=comp[5],
            city=city, city_code=CITY_BY_NAME[city][0], location=area_for(city), salary=sal, salary_code=salary_code(sal),
            experience=EXPS[exp], exp_code=exp, degree=DEGREES[deg], degree_code=deg,
            scale_code=next(k for k, v in SCALES.items() if v == comp[5]),
            skills=rdef[1], duties=rdef[2], reqs=rdef[3], welfare=wel, recruiter=rname, recruiter_title=rtitle,
            posted=posted_text(pdate), posted_date=pdate.isoformat(), badge=badge, heads=heads,
            apply_type=apply_type, url="/job_detail/%s.html" % jid, apply_url=apply_url,
            address="%s%s%s" % (city, "市", R.choice(["科技园路18号", "创业大街6号院", "望京东路1号", "软件园二期3号楼", "中关村大街27号", "金融街9号"])),
        ))

# search order: "综合排序" – a deterministic interleave, 北京 first
R.shuffle(jobs)
jobs.sort(key=lambda j: 0 if j["city"] == "北京" else 1)
for k, j in enumerate(jobs):
    j["rank"] = k

RECOMMENDED = [  # 猜你喜欢 – not part of the results
    ("Java开发工程师（年底双薪）", "北京链家科技有限公司", "20-30K·14薪", "北京·海淀区·上地"),
    ("资深Java工程师-支付方向", "北京拉卡拉支付股份有限公司", "30-45K", "北京·朝阳区"),
    ("Java研发工程师（可转正）", "北京快手科技有限公司", "300-400元/天", "北京·海淀区·西二旗"),
    ("中级Java开发（双休）", "北京天润融通科技股份有限公司", "13-20K", "北京·丰台区"),
    ("Java后端开发工程师-电商平台", "北京当当网信息技术有限公司", "18-28K·13薪", "北京·东城区"),
    ("Java全栈工程师", "北京滴滴无限科技发展有限公司", "25-40K·15薪", "北京·海淀区"),
]
recommended = []
for k, (t, c, s, a) in enumerate(RECOMMENDED):
    recommended.append(dict(id=enc_id("zhitu-rec-%d" % k), title=t, company=c, salary=s, location=a))
for r in recommended:
    r["url"] = "/job_detail/%s.html" % r["id"]

HOT_POSITIONS = ["Java", "Python", "前端开发", "数据分析师", "产品经理", "UI设计师", "测试工程师", "运维工程师", "算法工程师", "C++", "Golang", "销售代表"]

data = dict(as_of=AS_OF.isoformat(), page_size=PAGE_SIZE, cities=[dict(code=c, name=nm) for c, nm in HOT_CITIES],
            exps=EXPS, degrees=DEGREES, salaries=SALARY_OPTS, scales=SCALES, jobs=jobs, recommended=recommended,
            companies=[dict(id=c[0], name=c[1], logo=c[2], industry=c[3], stage=c[4], scale=c[5], intro=c[6]) for c in COMPANIES],
            hot_positions=HOT_POSITIONS)
(HERE / "static" / "js").mkdir(parents=True, exist_ok=True)
(HERE / "static" / "js" / "zt_data.js").write_text(
    "/* snapshot of /wapi/zpgeek/search/joblist.json — generated by make_data.py */\nwindow.__ZT_STATE__ = "
    + json.dumps(data, ensure_ascii=False, separators=(",", ":")) + ";\n", encoding="utf-8")

# ---------------------------------------------------------------- static pages
SEARCH_HTML = (HERE / "templates" / "search.html").read_text(encoding="utf-8")
DETAIL_HTML = (HERE / "templates" / "detail.html").read_text(encoding="utf-8")
COMPANY_HTML = (HERE / "templates" / "company.html").read_text(encoding="utf-8")
for p in ["web/geek/job.html", "web/geek/job/index.html"]:
    (HERE / p).parent.mkdir(parents=True, exist_ok=True)
    (HERE / p).write_text(SEARCH_HTML, encoding="utf-8")
jd = HERE / "job_detail"
jd.mkdir(exist_ok=True)
for f in jd.glob("*.html"):
    f.unlink()
for j in jobs + recommended:
    (jd / ("%s.html" % j["id"])).write_text(DETAIL_HTML.replace("{{JOB_ID}}", j["id"]).replace("{{TITLE}}", j["title"]), encoding="utf-8")
gd = HERE / "gongsi"
gd.mkdir(exist_ok=True)
for c in COMPANIES:
    (gd / ("%s.html" % c[0])).write_text(COMPANY_HTML.replace("{{COMPANY_ID}}", c[0]).replace("{{NAME}}", c[1]), encoding="utf-8")

# ---------------------------------------------------------------- truth
def search(q="", exp=None, degree=None, salary=None, scale=None):
    ql = q.lower().strip()
    out = []
    for j in jobs:
        hay = " ".join([j["title"], j["company"], " ".join(j["skills"]), j["duties"], j["reqs"]]).lower()
        if ql and ql not in hay: continue
        if exp and j["exp_code"] != exp: continue
        if degree and j["degree_code"] != degree: continue
        if salary and j["salary_code"] != salary: continue
        if scale and j["scale_code"] != scale: continue
        out.append(j)
    return out

allj = search("Java")
assert len(allj) == 75, len(allj)
BASE = "/web/geek/job?query=Java&city=101010100"
filters = {"工作经验": list(EXPS.values()), "学历要求": list(DEGREES.values()), "薪资待遇": list(SALARY_OPTS.values()), "公司规模": list(SCALES.values())}
fkeys = {"工作经验": ("experience", EXPS, "exp"), "学历要求": ("degree", DEGREES, "degree"), "薪资待遇": ("salary", SALARY_OPTS, "salary"), "公司规模": ("scale", SCALES, "scale")}
filter_params, filter_counts = {}, {}
for fname, (param, opts, kw) in fkeys.items():
    filter_params[fname] = {v: "%s=%s" % (param, k) for k, v in opts.items()}
    filter_counts[fname] = {v: len(search("Java", **{kw: k})) for k, v in opts.items()}

def q(url, desc, res):
    return dict(url=url, description=desc, ids=[j["id"] for j in res], count=len(res))

queries = {
    "start": q(BASE, "query=Java, city 北京 (北京 jobs first, then the other cities after the tip '当前城市职位较少…'); 3 pages of 30", allj),
    "exp_1_3": q(BASE + "&experience=104", "工作经验 = 1-3年", search("Java", exp="104")),
    "degree_bachelor": q(BASE + "&degree=203", "学历要求 = 本科", search("Java", degree="203")),
    "salary_20_50": q(BASE + "&salary=406", "薪资待遇 = 20-50K", search("Java", salary="406")),
    "scale_big_bachelor": q(BASE + "&degree=203&scale=306", "学历要求 = 本科 + 公司规模 = 10000人以上", search("Java", degree="203", scale="306")),
    "search_test": q("/web/geek/job?query=测试&city=101010100", "搜索 '测试'", search("测试")),
    "search_data": q("/web/geek/job?query=数据&city=101010100", "搜索 '数据'", search("数据")),
}
truth_jobs = {}
for j in allj:
    truth_jobs[j["id"]] = dict(
        id=j["id"], title=j["title"], company=j["company"], location=j["location"], city=j["city"], salary=j["salary"],
        experience=j["experience"], degree=j["degree"], posted=j["posted"], posted_date=j["posted_date"],
        badge=j["badge"], tags=[j["experience"], j["degree"]], skills=j["skills"], welfare=j["welfare"],
        company_tags=[j["industry"], j["stage"], j["scale"]], company_url="/gongsi/%s.html" % j["company_id"],
        recruiter=j["recruiter"], recruiter_title=j["recruiter_title"],
        apply_type=j["apply_type"],
        apply_control="投递简历 (in-page form) + 立即沟通 on the job page" if j["apply_type"] == "easy_apply" else "去公司官网投递 (external link, target=_blank) on the job page, no 立即沟通 / 投递简历",
        url=j["url"], detail_url=j["url"], apply_url=j["apply_url"], page=j["rank"] // PAGE_SIZE + 1)

truth = dict(
    site="zhipin_style",
    platform_like="BOSS直聘 / 智联招聘 / 前程无忧 (Chinese job board, client-rendered Vue-like search page)",
    kind="multi_page",
    as_of=AS_OF.isoformat(),
    start_url=BASE,
    company=None,
    page_size=PAGE_SIZE,
    total_jobs=len(allj),
    search_input=True,
    pagination="pages",
    pagination_detail=dict(param="page", pages=3, next_text="下一页", prev_text="上一页", container="div.options-pages",
                           markup="<a href='/web/geek/job?...&page=2' ka='page-2'> number links, no rel; click is intercepted (history.pushState + re-render, like a Vue router); loading the URL directly works too; 上一页 on page 1 / 下一页 on page 3 are <a class='disabled' href='javascript:;'>"),
    filters=filters, filter_params=filter_params, filter_counts=filter_counts,
    queries=queries,
    jobs=truth_jobs,
    decoys=dict(
        recommended=[dict(title=r["title"], company=r["company"], url=r["url"], block="猜你喜欢") for r in recommended],
        ads=[dict(title="职途VIP · 简历置顶，曝光提升10倍", url="/activity/vip.html", label="广告"),
             dict(title="2027届秋招进行中 · 名企直招专场", url="/activity/campus.html", label="广告")],
        where="猜你喜欢 box (div.recommend-job-box, 6 links to /job_detail/<hash>.html that are not results) in the right column; ad banners (div.ad-banner) above the list and in the right column; 热门职位 / 热门城市 link blocks at the bottom"),
    forms={"zhipin-apply": dict(
        url=next(j["url"] for j in allj if j["apply_type"] == "easy_apply"),
        opened_by="button '投递简历' on the job page (opens an in-page dialog div.apply-dialog)",
        submit_text="提交", steps=1,
        transport="fetch POST multipart/form-data to /__submit/zhipin-apply; then the dialog shows '投递成功'",
        fields=[
            dict(label="姓名", name="name", type="text", required=True),
            dict(label="手机号码", name="phone", type="tel", required=True, note="prefix '+86' shown as a select (name=areaCode, default +86)"),
            dict(label="邮箱", name="email", type="email", required=False),
            dict(label="上传简历", name="resume", type="file", required=False),
            dict(label="期望薪资", name="expectSalary", type="select", required=False),
            dict(label="我已阅读并同意《用户协议》和《隐私政策》", name="agree", type="checkbox", required=True),
            dict(label="(hidden)", name="jobId", type="hidden", required=False),
        ],
        validation="empty 姓名 → '请输入姓名'; empty phone → '请输入手机号码'; not 11 digits starting 1 → '请输入正确的手机号码'; bad email → '邮箱格式不正确'; agree unchecked → '请阅读并同意《用户协议》和《隐私政策》'",
        success_text="投递成功")},
    notes=("Chinese UI (lang=zh-CN). Search page /web/geek/job renders from static/js/zt_data.js by location.search "
           "(query, city, experience, degree, salary, scale, page). query matches title, company, skills and the 职位描述; "
           "every posting's 职位描述 mentions Java, so query=Java gives all 75. city does not remove jobs: jobs of the chosen city come first, "
           "then an <li class='job-list-tip'> '当前城市职位较少，为你推荐以下其他城市的相关职位' and the other cities' jobs (same filters). "
           "Card: li.job-card-wrapper > div.job-card-body > a.job-card-left[href=/job_detail/<id>.html] (span.job-name, optional badge i.job-tag-icon '急聘'/'新', "
           "span.job-area, span.salary, ul.tag-list [experience, degree]) + div.job-card-right (logo, h3.company-name a[href=/gongsi/<id>.html], ul.company-tag-list); "
           "div.job-card-footer: ul.tag-list skills, div.info-desc welfare '，'-joined, div.info-public recruiter (avatar, name + <em>title</em>), span.job-pub-time posted. "
           "An app modal '扫码下载APP' covers the page 1 s after load until '×' is clicked. "
           "Job page has '立即沟通' (shows a login prompt) and '投递简历' (easy apply) or '去公司官网投递' (external, %d jobs)." % sum(1 for j in allj if j["apply_type"] == "external")),
)
(HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
print("jobs", len(allj), "external", sum(1 for j in allj if j["apply_type"] == "external"),
      "beijing", sum(1 for j in allj if j["city"] == "北京"), {k: v["count"] for k, v in queries.items()})
