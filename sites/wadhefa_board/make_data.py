#!/usr/bin/env python3
"""Generate the "وظيفة بلس" (Bayt / Wuzzuf style) Arabic job board.

Writes js/jobs-data.js (the listing page renders from it, reading location.search), one static page per
job (/ar/job/<id>-<slug>/), one apply page per easy-apply job (/ar/job/<id>/apply/) with its confirmation
page, company pages, a few static pages, and truth.json.  Deterministic: dates come from AS_OF.
Run:  python3 make_data.py
"""
import datetime as dt
import html
import json
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 29)
PAGE_SIZE = 12
SITE = "وظيفة بلس"

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def ar(n):
    return str(n).translate(AR_DIGITS)


def ar_date(d):
    return f"{ar(d.day)} {MONTHS[d.month - 1]} {ar(d.year)}"


def rel_posted(days):
    if days == 0:
        return "اليوم"
    if days == 1:
        return "منذ يوم"
    if days == 2:
        return "منذ يومين"
    if days <= 6:
        return f"منذ {days} أيام"
    if days <= 13:
        return "منذ أسبوع"
    if days <= 20:
        return "منذ أسبوعين"
    if days <= 29:
        return "منذ 3 أسابيع"
    return "منذ شهر"


def esc(s):
    return html.escape(str(s), quote=True)


# ------------------------------------------------------------------ reference data
COUNTRIES = {  # code: (name in filters, currency)
    "eg": ("مصر", "جنيه مصري", "+20"),
    "ae": ("الإمارات", "درهم إماراتي", "+971"),
    "sa": ("السعودية", "ريال سعودي", "+966"),
    "jo": ("الأردن", "دينار أردني", "+962"),
    "qa": ("قطر", "ريال قطري", "+974"),
}
CITIES = {  # key: (location text as shown, country code, english alias)
    "cairo": ("القاهرة، مصر", "eg", "cairo"),
    "giza": ("الجيزة، مصر", "eg", "giza"),
    "alex": ("الإسكندرية، مصر", "eg", "alexandria"),
    "dubai": ("دبي، الإمارات العربية المتحدة", "ae", "dubai"),
    "abudhabi": ("أبوظبي، الإمارات العربية المتحدة", "ae", "abu dhabi"),
    "riyadh": ("الرياض، السعودية", "sa", "riyadh"),
    "jeddah": ("جدة، السعودية", "sa", "jeddah"),
    "dammam": ("الدمام، السعودية", "sa", "dammam"),
    "amman": ("عمّان، الأردن", "jo", "amman"),
    "doha": ("الدوحة، قطر", "qa", "doha"),
}
JOB_TYPES = [("full", "دوام كامل"), ("part", "دوام جزئي"), ("remote", "عن بعد")]
EXPERIENCE = [  # code, filter label, text on cards
    ("0-2", "أقل من سنتين", "خبرة 0-2 سنوات"),
    ("2-5", "2-5 سنوات", "خبرة 2-5 سنوات"),
    ("5-10", "5-10 سنوات", "خبرة 5-10 سنوات"),
    ("10", "أكثر من 10 سنوات", "خبرة أكثر من 10 سنوات"),
]
CAREER_LEVEL = {"0-2": "مبتدئ", "2-5": "متوسط الخبرة", "5-10": "خبير", "10": "إدارة عليا"}

COMPANIES = {  # key: (name, slug, industry, size, careers site)
    "alofoq": ("شركة الأفق للتقنية", "alofoq-tech-10482", "تقنية المعلومات والبرمجيات", "201-500 موظف", "https://careers.alofoq-tech.com"),
    "elite": ("مجموعة النخبة", "elite-group-20517", "التجارة والتوزيع", "أكثر من 1000 موظف", "https://jobs.elitegroup-me.com"),
    "mostaqbal": ("شركة المستقبل للتجارة", "almostaqbal-trading-31094", "تجارة التجزئة", "501-1000 موظف", "https://careers.mostaqbal-trading.sa"),
    "bayan": ("مؤسسة البيان للاستشارات", "albayan-consulting-40211", "الاستشارات الإدارية", "51-200 موظف", "https://albayan-consulting.jo/careers"),
    "nile_food": ("شركة النيل للصناعات الغذائية", "nile-food-industries-52367", "الصناعات الغذائية", "أكثر من 1000 موظف", "https://careers.nilefood.com.eg"),
    "waha": ("مجموعة الواحة العقارية", "alwaha-real-estate-60938", "التطوير العقاري", "501-1000 موظف", "https://careers.alwaha-re.com"),
    "salam": ("مستشفى السلام الدولي", "alsalam-international-hospital-71250", "الرعاية الصحية", "أكثر من 1000 موظف", "https://careers.alsalam-hospital.com"),
    "naseem": ("شركة نسيم للاتصالات", "naseem-telecom-83301", "الاتصالات", "أكثر من 1000 موظف", "https://careers.naseemtelecom.com"),
    "marefa": ("أكاديمية المعرفة الدولية", "almarefa-academy-90176", "التعليم", "201-500 موظف", "https://jobs.almarefa-academy.qa"),
    "saqr": ("شركة الصقر للخدمات اللوجستية", "alsaqr-logistics-11563", "النقل والخدمات اللوجستية", "501-1000 موظف", "https://careers.alsaqr-logistics.com"),
    "adala": ("مكتب العدالة للمحاماة والاستشارات القانونية", "aladala-law-12872", "الخدمات القانونية", "11-50 موظف", "https://aladala-law.com.eg/careers"),
    "zad": ("شركة زاد للأغذية", "zad-foods-13409", "الأغذية والمشروبات", "201-500 موظف", "https://careers.zadfoods.com"),
    "basira": ("شركة بصيرة لتحليل البيانات", "basira-analytics-14655", "تحليل البيانات والذكاء الاصطناعي", "51-200 موظف", "https://basira.ai/careers"),
    "rowad": ("شركة الرواد للمقاولات", "alrowad-contracting-15720", "المقاولات والإنشاءات", "أكثر من 1000 موظف", "https://careers.alrowad-contracting.sa"),
    "khaleej": ("مصرف الخليج المتحد", "gulf-united-bank-16084", "الخدمات المصرفية", "أكثر من 1000 موظف", "https://careers.gulfunitedbank.com"),
}

# category: (duties, requirements, skills)
CATS = {
    "software": (["تصميم وتطوير الخدمات الخلفية للأنظمة الأساسية للشركة", "مراجعة الشيفرة البرمجية وتوجيه المطورين الأقل خبرة", "المشاركة في وضع المعمارية التقنية وتحسين الأداء"],
                 ["بكالوريوس علوم الحاسب أو ما يعادله", "إتقان لغة Java أو Python أو Go", "خبرة في قواعد البيانات العلائقية"],
                 ["Java", "Spring Boot", "Microservices", "PostgreSQL"]),
    "accounting": (["تسجيل القيود اليومية ومتابعة الحسابات العامة", "إعداد التسويات البنكية الشهرية", "المشاركة في إعداد القوائم المالية الختامية"],
                   ["بكالوريوس تجارة شعبة محاسبة", "إجادة برامج المحاسبة مثل Odoo أو SAP", "إجادة برنامج Excel"],
                   ["المحاسبة العامة", "التسويات البنكية", "Excel", "ERP"]),
    "sales": (["زيارة العملاء الحاليين والمحتملين وعرض منتجات الشركة", "تحقيق المستهدفات البيعية الشهرية", "إعداد تقارير الزيارات والمبيعات"],
              ["مؤهل متوسط أو عالٍ", "رخصة قيادة سارية", "مهارات تواصل وإقناع ممتازة"],
              ["المبيعات", "خدمة العملاء", "التفاوض", "CRM"]),
    "marketing": (["وضع وتنفيذ الاستراتيجية التسويقية الرقمية", "إدارة الحملات الإعلانية المدفوعة وتحليل نتائجها", "قيادة فريق المحتوى والتصميم"],
                  ["خبرة في إدارة الحملات على Google و Meta", "مهارات تحليلية قوية", "إجادة اللغتين العربية والإنجليزية"],
                  ["التسويق الرقمي", "Google Ads", "SEO", "تحليل البيانات"]),
    "design": (["تصميم الهوية البصرية والمواد التسويقية", "تصميم منشورات وسائل التواصل الاجتماعي", "التنسيق مع فريق التسويق لتنفيذ الحملات"],
               ["معرض أعمال احترافي", "إتقان Adobe Photoshop و Illustrator", "حس إبداعي عالٍ"],
               ["Photoshop", "Illustrator", "الهوية البصرية", "Figma"]),
    "hr": (["إدارة عمليات التوظيف من الإعلان حتى التعيين", "متابعة شؤون الموظفين والرواتب", "تنظيم برامج التدريب والتطوير"],
           ["بكالوريوس إدارة أعمال أو موارد بشرية", "معرفة بنظام العمل المحلي", "مهارات تنظيمية عالية"],
           ["التوظيف", "شؤون الموظفين", "نظام العمل", "HRIS"]),
    "mobile": (["تطوير تطبيقات الجوال لنظامي Android و iOS باستخدام Flutter", "ربط التطبيقات بواجهات البرمجة REST", "نشر التطبيقات على المتاجر ومتابعة الأداء"],
               ["خبرة عملية في Flutter و Dart", "فهم لمبادئ إدارة الحالة", "خبرة في Git"],
               ["Flutter", "Dart", "Firebase", "REST API"]),
    "data": (["تحليل بيانات العملاء وإعداد لوحات المتابعة", "كتابة استعلامات SQL معقدة", "تقديم توصيات مبنية على البيانات للإدارة"],
             ["إتقان SQL و Python", "خبرة في Power BI أو Tableau", "مهارات عرض وتقديم"],
             ["SQL", "Python", "Power BI", "الإحصاء"]),
    "nursing": (["تقديم الرعاية التمريضية للمرضى في وحدة العناية المركزة", "متابعة العلامات الحيوية وتنفيذ خطة العلاج", "توثيق الحالات في السجل الطبي الإلكتروني"],
                ["بكالوريوس التمريض", "ترخيص مزاولة المهنة ساري", "شهادة BLS و ACLS"],
                ["العناية المركزة", "BLS", "ACLS", "التمريض"]),
    "teaching": (["تدريس المنهج وفق الخطة الدراسية المعتمدة", "إعداد خطط الدروس والتقييمات", "التواصل مع أولياء الأمور"],
                 ["بكالوريوس في التخصص مع شهادة تربوية", "خبرة تدريسية في مدارس دولية", "إجادة اللغة الإنجليزية"],
                 ["التدريس", "إدارة الصف", "IGCSE", "التعليم الإلكتروني"]),
    "warehouse": (["الإشراف على عمليات الاستلام والتخزين والصرف", "متابعة الجرد الدوري ودقة المخزون", "إدارة فريق عمال المستودع"],
                  ["خبرة في إدارة المستودعات", "معرفة بأنظمة WMS", "القدرة على العمل بنظام الورديات"],
                  ["إدارة المخزون", "WMS", "الجرد", "السلامة"]),
    "legal": (["صياغة ومراجعة العقود التجارية", "تقديم الاستشارات القانونية للعملاء", "تمثيل العملاء أمام الجهات القضائية"],
              ["ليسانس الحقوق", "قيد بنقابة المحامين", "خبرة في القانون التجاري"],
              ["صياغة العقود", "القانون التجاري", "التقاضي", "الامتثال"]),
    "civil": (["الإشراف على تنفيذ الأعمال الإنشائية بالموقع", "مراجعة المخططات وجداول الكميات", "متابعة الجدول الزمني للمشروع"],
              ["بكالوريوس هندسة مدنية", "عضوية الهيئة السعودية للمهندسين", "إجادة AutoCAD و Primavera"],
              ["AutoCAD", "Primavera", "إدارة المواقع", "الخرسانة"]),
    "support": (["الرد على استفسارات العملاء عبر الهاتف والدردشة", "حل مشكلات العملاء ومتابعتها حتى الإغلاق", "تسجيل الملاحظات في نظام خدمة العملاء"],
                ["مؤهل عالٍ", "مهارات تواصل ممتازة", "إجادة استخدام الحاسب"],
                ["خدمة العملاء", "الاتصال", "حل المشكلات", "CRM"]),
    "network": (["تصميم وتشغيل شبكات الاتصالات الأساسية", "مراقبة أداء الشبكة ومعالجة الأعطال", "تنفيذ مشاريع التوسعة"],
                ["شهادة CCNP أو ما يعادلها", "خبرة في أجهزة Cisco و Huawei", "بكالوريوس هندسة اتصالات"],
                ["Cisco", "BGP", "MPLS", "أمن الشبكات"]),
    "content": (["كتابة محتوى عربي إبداعي للمواقع ووسائل التواصل", "تحرير وتدقيق المقالات", "كتابة محتوى متوافق مع محركات البحث"],
                ["لغة عربية سليمة", "نماذج أعمال منشورة", "الالتزام بالمواعيد"],
                ["كتابة المحتوى", "SEO", "التحرير", "التدقيق اللغوي"]),
    "pm": (["إدارة مشاريع إنشائية كبرى من التخطيط حتى التسليم", "إدارة الميزانيات والمخاطر", "التنسيق مع الاستشاريين والمقاولين"],
           ["شهادة PMP", "بكالوريوس هندسة", "خبرة في مشاريع تتجاوز 100 مليون"],
           ["PMP", "إدارة المخاطر", "Primavera", "القيادة"]),
    "social": (["إدارة حسابات الشركة على وسائل التواصل الاجتماعي", "إعداد خطة المحتوى الشهرية", "قياس التفاعل وإعداد التقارير"],
               ["خبرة في إدارة الصفحات التجارية", "مهارات كتابة إبداعية", "معرفة بأدوات الجدولة والتحليل"],
               ["وسائل التواصل الاجتماعي", "Meta Business", "المحتوى", "التحليلات"]),
    "pharmacy": (["صرف الأدوية ومراجعة الوصفات الطبية", "تقديم المشورة الدوائية للمرضى", "متابعة المخزون الدوائي"],
                 ["بكالوريوس صيدلة", "ترخيص مزاولة المهنة", "مهارات تواصل جيدة"],
                 ["الصيدلة السريرية", "صرف الأدوية", "المخزون الدوائي"]),
    "qa": (["كتابة وتنفيذ حالات الاختبار اليدوية والآلية", "تتبع الأخطاء والتحقق من إصلاحها", "المشاركة في تحسين عملية الجودة"],
           ["خبرة في Selenium أو Cypress", "فهم دورة حياة تطوير البرمجيات", "خبرة في Jira"],
           ["اختبار البرمجيات", "Selenium", "Cypress", "Jira"]),
    "procurement": (["إدارة عمليات الشراء وطلبات عروض الأسعار", "التفاوض مع الموردين وتقييمهم", "متابعة أوامر الشراء حتى التسليم"],
                    ["بكالوريوس إدارة أعمال أو سلاسل إمداد", "شهادة CIPS ميزة إضافية", "مهارات تفاوض قوية"],
                    ["المشتريات", "التفاوض", "سلاسل الإمداد", "SAP"]),
    "admin": (["تنظيم المواعيد والاجتماعات", "إعداد المراسلات والتقارير", "أرشفة الملفات ومتابعة المعاملات"],
              ["مؤهل عالٍ", "إجادة برامج Office", "مهارات تنظيمية"],
              ["الأعمال الإدارية", "Microsoft Office", "الأرشفة"]),
    "audit": (["تنفيذ خطة التدقيق الداخلي السنوية", "تقييم أنظمة الرقابة الداخلية", "إعداد تقارير التدقيق ومتابعة التوصيات"],
              ["شهادة CIA أو CPA", "خبرة في القطاع المصرفي", "معرفة بالمعايير الدولية"],
              ["التدقيق الداخلي", "إدارة المخاطر", "IFRS", "الامتثال"]),
    "devops": (["بناء وصيانة خطوط CI/CD", "إدارة البنية التحتية السحابية باستخدام Terraform", "مراقبة الأنظمة وضمان توافرها"],
               ["خبرة في Kubernetes و Docker", "خبرة في AWS أو Azure", "إتقان Linux"],
               ["Kubernetes", "Terraform", "AWS", "CI/CD"]),
    "ux": (["تصميم واجهات المستخدم لتطبيقات الويب والجوال", "إجراء أبحاث المستخدمين واختبارات قابلية الاستخدام", "بناء نظام التصميم وتحديثه"],
           ["معرض أعمال UI/UX", "إتقان Figma", "فهم لمبادئ التصميم من اليمين لليسار"],
           ["Figma", "UI/UX", "أبحاث المستخدم", "Design Systems"]),
    "branch": (["إدارة عمليات الفرع وتحقيق الأهداف البيعية", "قيادة فريق الفرع وتطويره", "ضمان الالتزام بالسياسات الرقابية"],
               ["خبرة مصرفية لا تقل عن 10 سنوات", "خبرة إشرافية سابقة", "بكالوريوس في المالية أو إدارة الأعمال"],
               ["الخدمات المصرفية للأفراد", "القيادة", "الامتثال", "المبيعات"]),
    "maintenance": (["تركيب وصيانة أنظمة التكييف المركزي والسبليت", "تنفيذ الصيانة الوقائية الدورية", "تشخيص الأعطال وإصلاحها"],
                    ["دبلوم فني تبريد وتكييف", "خبرة في أنظمة Chiller", "القدرة على العمل الميداني"],
                    ["التكييف المركزي", "الصيانة الوقائية", "Chiller"]),
    "planner": (["تقديم الاستشارات المالية لعملاء الخدمات المصرفية الخاصة", "إعداد خطط الاستثمار والتقاعد", "متابعة محافظ العملاء"],
                ["شهادة CFP أو CFA", "خبرة في إدارة الثروات", "إجادة اللغة الإنجليزية"],
                ["التخطيط المالي", "إدارة الثروات", "CFA", "الاستثمار"]),
    "hse": (["تطبيق اشتراطات السلامة والصحة المهنية بالمصنع", "إجراء التفتيش الدوري وتقييم المخاطر", "تدريب العاملين على إجراءات الطوارئ"],
            ["شهادة NEBOSH", "بكالوريوس علوم أو هندسة", "خبرة في بيئة صناعية"],
            ["NEBOSH", "تقييم المخاطر", "ISO 45001", "السلامة"]),
    "pr": (["إدارة العلاقات مع وسائل الإعلام", "تنظيم الفعاليات والمؤتمرات الصحفية", "إعداد البيانات الصحفية"],
           ["بكالوريوس إعلام أو علاقات عامة", "شبكة علاقات إعلامية", "مهارات كتابة ممتازة"],
           ["العلاقات العامة", "الإعلام", "تنظيم الفعاليات"]),
    "frontend": (["تطوير واجهات الويب باستخدام React و TypeScript", "دعم الاتجاه من اليمين لليسار وتعدد اللغات", "تحسين أداء الواجهات وإمكانية الوصول"],
                 ["خبرة عملية في React", "إتقان HTML و CSS", "خبرة في اختبارات الواجهات"],
                 ["React", "TypeScript", "CSS", "RTL"]),
    "logistics": (["تنسيق شحنات الاستيراد والتصدير", "متابعة التخليص الجمركي مع الجهات المختصة", "التواصل مع شركات الشحن والعملاء"],
                  ["بكالوريوس تجارة أو لوجستيات", "معرفة بإجراءات الجمارك", "إجادة الإنجليزية"],
                  ["الشحن", "التخليص الجمركي", "سلاسل الإمداد"]),
}

# (title, company, city, job type, experience code, salary (min, max) or None, posted days ago, apply, category)
EASY, EXT = "easy", "external"
JOBS = [
    ("مهندس برمجيات أول", "alofoq", "cairo", "full", "2-5", (45000, 60000), 3, EASY, "software"),
    ("محاسب عام", "elite", "cairo", "full", "2-5", (8000, 12000), 1, EASY, "accounting"),
    ("مندوب مبيعات", "mostaqbal", "riyadh", "full", "0-2", (4000, 6000), 2, EASY, "sales"),
    ("مدير تسويق رقمي", "naseem", "dubai", "full", "5-10", None, 5, EXT, "marketing"),
    ("مصمم جرافيك", "bayan", "amman", "part", "0-2", (400, 600), 4, EASY, "design"),
    ("أخصائي موارد بشرية", "waha", "jeddah", "full", "2-5", None, 6, EASY, "hr"),
    ("مطور تطبيقات جوال (Flutter)", "alofoq", "cairo", "remote", "2-5", (30000, 45000), 8, EASY, "mobile"),
    ("محلل بيانات", "basira", "riyadh", "full", "2-5", (12000, 16000), 2, EXT, "data"),
    ("ممرض عناية مركزة", "salam", "dubai", "full", "2-5", (9000, 13000), 10, EXT, "nursing"),
    ("مدرس لغة إنجليزية", "marefa", "doha", "full", "2-5", None, 7, EASY, "teaching"),
    ("مشرف مستودع", "saqr", "dammam", "full", "5-10", (7000, 9000), 12, EASY, "warehouse"),
    ("مستشار قانوني", "adala", "cairo", "full", "5-10", None, 15, EXT, "legal"),
    # page 2
    ("مهندس مدني", "rowad", "riyadh", "full", "5-10", (15000, 20000), 3, EXT, "civil"),
    ("محاسب تكاليف", "nile_food", "alex", "full", "2-5", (10000, 14000), 9, EASY, "accounting"),
    ("ممثل خدمة عملاء", "naseem", "cairo", "part", "0-2", (6000, 7500), 1, EASY, "support"),
    ("مهندس شبكات", "naseem", "abudhabi", "full", "5-10", None, 11, EXT, "network"),
    ("كاتب محتوى عربي", "bayan", "amman", "remote", "0-2", None, 4, EASY, "content"),
    ("مدير مشروع إنشاءات", "rowad", "jeddah", "full", "10", (25000, 32000), 20, EXT, "pm"),
    ("أخصائي تسويق عبر وسائل التواصل الاجتماعي", "zad", "amman", "full", "2-5", (700, 900), 6, EASY, "social"),
    ("صيدلي", "salam", "giza", "full", "0-2", (9000, 11000), 13, EASY, "pharmacy"),
    ("مهندس ضمان الجودة", "alofoq", "cairo", "full", "2-5", None, 5, EASY, "qa"),
    ("مسؤول مشتريات", "elite", "dubai", "full", "5-10", (14000, 18000), 18, EXT, "procurement"),
    ("مساعد إداري", "waha", "abudhabi", "part", "0-2", None, 2, EASY, "admin"),
    ("مدقق حسابات داخلي", "khaleej", "doha", "full", "5-10", None, 25, EXT, "audit"),
    # page 3
    ("مهندس DevOps", "basira", "dubai", "remote", "5-10", (22000, 28000), 3, EASY, "devops"),
    ("مصمم واجهات وتجربة المستخدم UI/UX", "alofoq", "cairo", "remote", "2-5", (25000, 35000), 7, EASY, "ux"),
    ("مدير فرع", "khaleej", "riyadh", "full", "10", None, 16, EXT, "branch"),
    ("فني صيانة تكييف", "rowad", "dammam", "full", "2-5", (4500, 6000), 5, EASY, "maintenance"),
    ("مندوب مبيعات ميداني", "zad", "alex", "full", "0-2", (7000, 9000), 1, EASY, "sales"),
    ("مخطط مالي", "khaleej", "dubai", "full", "5-10", None, 9, EXT, "planner"),
    ("أخصائي سلامة وصحة مهنية", "nile_food", "giza", "full", "2-5", None, 14, EASY, "hse"),
    ("مسؤول علاقات عامة", "waha", "jeddah", "full", "5-10", None, 21, EXT, "pr"),
    ("مدرس رياضيات", "marefa", "doha", "part", "2-5", (4000, 6000), 8, EASY, "teaching"),
    ("مطور واجهات أمامية React", "basira", "cairo", "full", "2-5", None, 4, EASY, "frontend"),
    ("منسق لوجستي", "saqr", "dubai", "full", "0-2", (6000, 8000), 10, EASY, "logistics"),
    ("محاسب عام", "mostaqbal", "jeddah", "full", "0-2", (5000, 7000), 27, EXT, "accounting"),
]

# featured carousel on each result page: jobs (by index in JOBS) that live on *other* pages
FEATURED = {1: [12, 21, 24, 29], 2: [0, 7, 26, 33], 3: [3, 8, 15, 17]}

SPONSORED = [
    {"slot": "list", "label": "إعلان", "title": "احصل على شهادة PMP المعتمدة مع أكاديمية التميّز – خصم 30% لفترة محدودة",
     "advertiser": "أكاديمية التميّز للتدريب", "cta": "سجّل الآن",
     "url": "https://www.tamayuz-training.com/ar/pmp?utm_source=wadhefaplus&utm_medium=banner"},
    {"slot": "sidebar", "label": "إعلان", "title": "تعلّم البرمجة من الصفر في 12 أسبوعاً وابدأ مسيرتك كمطور ويب",
     "advertiser": "أكاديمية كود العرب", "cta": "اعرف المزيد",
     "url": "https://www.codearab-academy.com/bootcamp?utm_source=wadhefaplus&utm_medium=sidebar"},
]


def job_ids():
    ids, seen = [], set()
    for i in range(len(JOBS)):
        x = 4821733 if i == 0 else 4821733 + ((i * 48271) % 190000) - 95000
        assert x not in seen
        seen.add(x)
        ids.append(x)
    return ids


def slugify(title):
    s = re.sub(r"[()\[\]/،,.]", " ", title)
    s = re.sub(r"\s+", "-", s.strip()).lower()
    return s


def salary_text(sal, country):
    if not sal:
        return None
    cur = COUNTRIES[country][1]
    return f"{sal[0]:,} - {sal[1]:,} {cur}"


def norm(s):
    """The same Arabic normalisation the listing page's JS applies (js/jobs.js norm())."""
    s = s.lower()
    s = re.sub("[\u064B-\u0652\u0640]", "", s)          # tashkeel, tatweel
    s = re.sub("[أإآ]", "ا", s)
    s = s.replace("ة", "ه").replace("ى", "ي")
    return s.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))


def build():
    ids = job_ids()
    jobs = []
    for i, (title, ck, city, jt, exp, sal, days, apply, cat) in enumerate(JOBS):
        loc, country, alias = CITIES[city]
        cname, cslug, industry, size, careers = COMPANIES[ck]
        duties, reqs, skills = CATS[cat]
        posted = AS_OF - dt.timedelta(days=days)
        jid = str(ids[i])
        slug = slugify(title)
        exp_text = next(t for c, _l, t in EXPERIENCE if c == exp)
        jobs.append({
            "id": jid,
            "title": title,
            "slug": slug,
            "url": f"/ar/job/{jid}-{slug}",
            "company": cname,
            "company_key": ck,
            "company_url": f"/ar/company/{cslug}/",
            "location": loc,
            "city_key": city,
            "city_alias": alias,
            "country": country,
            "jt": jt,
            "job_type": dict(JOB_TYPES)[jt],
            "exp": exp,
            "experience": exp_text,
            "career_level": CAREER_LEVEL[exp],
            "salary": salary_text(sal, country),
            "posted_date": posted.isoformat(),
            "posted": rel_posted(days),
            "posted_abs": ar_date(posted),
            "apply_type": apply,
            "apply_url": f"/ar/job/{jid}/apply" if apply == EASY else f"{careers}/jobs/{jid}?source=wadhefaplus",
            "duties": duties,
            "requirements": reqs,
            "skills": skills,
            "vacancies": 1 + (i % 3),
            "snippet": duties[0] + "، " + duties[1] + ".",
        })
    return jobs


# ------------------------------------------------------------------ listing logic (mirrors js/jobs.js)
def matches(j, q="", city="", jt=(), exp=(), country=()):
    hay = norm(" ".join([j["title"], j["company"], " ".join(j["skills"])]))
    for t in norm(q).split():
        if t not in hay:
            return False
    loc_hay = norm(j["location"] + " " + j["city_alias"])
    for t in norm(city).replace("،", " ").replace(",", " ").split():
        if t not in loc_hay:
            return False
    if jt and j["jt"] not in jt:
        return False
    if exp and j["exp"] not in exp:
        return False
    if country and j["country"] not in country:
        return False
    return True


def select(jobs, **kw):
    return [j for j in jobs if matches(j, **kw)]


# ------------------------------------------------------------------ HTML
HEADER = """<header class="site-header">
  <div class="container header-inner">
    <a class="brand" href="/ar/" aria-label="وظيفة بلس - الصفحة الرئيسية"><span class="brand-mark" aria-hidden="true">و+</span><span class="brand-name">وظيفة بلس</span></a>
    <nav class="main-nav" aria-label="القائمة الرئيسية">
      <ul>
        <li><a href="/ar/jobs/"{jobs_active}>الوظائف</a></li>
        <li><a href="/ar/companies/"{companies_active}>الشركات</a></li>
        <li><a href="/ar/career-advice/">نصائح مهنية</a></li>
        <li><a href="/ar/employers/">أصحاب العمل</a></li>
      </ul>
    </nav>
    <div class="header-actions">
      <a class="btn btn-link" href="/ar/login/">تسجيل الدخول</a>
      <a class="btn btn-outline" href="/ar/register/">إنشاء حساب</a>
    </div>
  </div>
</header>"""

FOOTER = """<footer class="site-footer">
  <div class="container footer-inner">
    <div class="footer-col">
      <strong class="brand-name">وظيفة بلس</strong>
      <p>منصة التوظيف للباحثين عن عمل وأصحاب العمل في مصر والخليج والأردن.</p>
    </div>
    <ul class="footer-links">
      <li><a href="/ar/about/">من نحن</a></li>
      <li><a href="/ar/privacy/">سياسة الخصوصية</a></li>
      <li><a href="/ar/terms/">الشروط والأحكام</a></li>
      <li><a href="/ar/contact/">اتصل بنا</a></li>
    </ul>
    <p class="copyright">© {year} وظيفة بلس. جميع الحقوق محفوظة.</p>
  </div>
</footer>""".replace("{year}", ar(AS_OF.year))


def page(title, body, active="", scripts="", extra_head="", body_class=""):
    head = HEADER.replace("{jobs_active}", ' class="is-active" aria-current="page"' if active == "jobs" else "") \
                 .replace("{companies_active}", ' class="is-active" aria-current="page"' if active == "companies" else "")
    return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} | {SITE}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/css/main.css">
{extra_head}</head>
<body class="{body_class}">
{head}
<main id="main" class="site-main">
{body}
</main>
{FOOTER}
{scripts}</body>
</html>
"""


def job_page(j, jobs):
    c = COMPANIES[j["company_key"]]
    if j["apply_type"] == EASY:
        apply_btn = (f'<a class="btn btn-primary btn-lg" id="apply-btn" href="/ar/job/{j["id"]}/apply">قدّم الآن</a>'
                     '<span class="badge badge-easy">تقديم سهل</span>')
    else:
        apply_btn = (f'<a class="btn btn-primary btn-lg" id="apply-btn" href="{esc(j["apply_url"])}" target="_blank" rel="noopener nofollow">'
                     'قدّم الآن <span class="ext-icon" aria-hidden="true">↗</span></a>'
                     '<p class="apply-note">سيتم تحويلك إلى موقع صاحب العمل لإكمال التقديم.</p>')
    similar = [x for x in jobs if x["id"] != j["id"] and (x["country"] == j["country"])][:3]
    sim_html = "".join(
        f'<li><a href="{esc(x["url"])}">{esc(x["title"])}</a><span>{esc(x["company"])}</span></li>' for x in similar)
    body = f"""<div class="container">
  <nav class="breadcrumb" aria-label="مسار التنقل">
    <ol><li><a href="/ar/">الرئيسية</a></li><li><a href="/ar/jobs/">الوظائف</a></li><li aria-current="page">{esc(j["title"])}</li></ol>
  </nav>
  <div class="job-layout">
    <article class="job-view card" data-job-id="{j["id"]}">
      <header class="job-view__head">
        <h1 class="job-view__title">{esc(j["title"])}</h1>
        <p class="job-view__company"><a href="{esc(j["company_url"])}">{esc(j["company"])}</a></p>
        <p class="job-view__meta"><span class="jb-loc">{esc(j["location"])}</span> · <span class="jb-date">{esc(j["posted"])}</span></p>
        <div class="job-view__apply">{apply_btn}</div>
      </header>
      <section class="job-details" aria-labelledby="details-h">
        <h2 id="details-h">تفاصيل الوظيفة</h2>
        <dl class="details-list">
          <div><dt>الموقع</dt><dd>{esc(j["location"])}</dd></div>
          <div><dt>نوع الوظيفة</dt><dd>{esc(j["job_type"])}</dd></div>
          <div><dt>الخبرة</dt><dd>{esc(j["experience"])}</dd></div>
          <div><dt>المستوى الوظيفي</dt><dd>{esc(j["career_level"])}</dd></div>
          <div><dt>الراتب</dt><dd>{esc(j["salary"] or "غير محدد")}</dd></div>
          <div><dt>عدد الشواغر</dt><dd>{ar(j["vacancies"])}</dd></div>
          <div><dt>تاريخ النشر</dt><dd><time datetime="{j["posted_date"]}">{esc(j["posted_abs"])}</time></dd></div>
          <div><dt>رقم الوظيفة</dt><dd>{j["id"]}</dd></div>
        </dl>
      </section>
      <section class="job-description" aria-labelledby="desc-h">
        <h2 id="desc-h">الوصف الوظيفي</h2>
        <p>تبحث {esc(j["company"])} عن {esc(j["title"])} للانضمام إلى فريقها في {esc(j["location"].split("،")[0])}.</p>
        <h3>المهام والمسؤوليات</h3>
        <ul>{"".join(f"<li>{esc(d)}</li>" for d in j["duties"])}</ul>
        <h3>المتطلبات</h3>
        <ul>{"".join(f"<li>{esc(r)}</li>" for r in j["requirements"])}<li>{esc(j["experience"])}</li></ul>
        <h3>المهارات</h3>
        <ul class="skills">{"".join(f"<li>{esc(s)}</li>" for s in j["skills"])}</ul>
      </section>
      <div class="job-view__apply job-view__apply--bottom">{apply_btn.replace('id="apply-btn"', 'id="apply-btn-bottom"')}</div>
    </article>
    <aside class="job-aside">
      <section class="card company-card">
        <h2>عن الشركة</h2>
        <p><a href="{esc(j["company_url"])}">{esc(c[0])}</a></p>
        <dl><dt>المجال</dt><dd>{esc(c[2])}</dd><dt>حجم الشركة</dt><dd>{esc(c[3])}</dd></dl>
      </section>
      <section class="card similar-jobs">
        <h2>وظائف مشابهة</h2>
        <ul>{sim_html}</ul>
      </section>
    </aside>
  </div>
</div>"""
    return page(f'{j["title"]} - {j["company"]}', body, active="jobs")


def apply_page(j):
    cc = COUNTRIES[j["country"]][2]
    opts = "".join(f'<option value="{v[2]}"{" selected" if v[2] == cc else ""}>{v[0]} ({v[2]})</option>'
                   for v in COUNTRIES.values())
    body = f"""<div class="container narrow">
  <nav class="breadcrumb" aria-label="مسار التنقل">
    <ol><li><a href="/ar/jobs/">الوظائف</a></li><li><a href="{esc(j["url"])}">{esc(j["title"])}</a></li><li aria-current="page">التقديم</li></ol>
  </nav>
  <section class="card apply-card">
    <h1 class="apply-title">التقديم على وظيفة: {esc(j["title"])}</h1>
    <p class="apply-sub">{esc(j["company"])} · {esc(j["location"])}</p>
    <form id="apply-form" class="apply-form" action="/__submit/wadhefa-apply" method="post" enctype="multipart/form-data" novalidate data-success="/ar/job/{j["id"]}/apply/success/">
      <input type="hidden" name="job_id" value="{j["id"]}">
      <div class="form-group">
        <label for="full_name">الاسم الكامل <span class="req" aria-hidden="true">*</span></label>
        <input class="form-control" type="text" id="full_name" name="full_name" autocomplete="name" required>
      </div>
      <div class="form-group">
        <label for="email">البريد الإلكتروني <span class="req" aria-hidden="true">*</span></label>
        <input class="form-control" type="email" id="email" name="email" dir="ltr" autocomplete="email" required>
      </div>
      <div class="form-group">
        <label for="mobile">رقم الجوال <span class="req" aria-hidden="true">*</span></label>
        <div class="input-group" dir="ltr">
          <select class="form-control cc" id="mobile_cc" name="mobile_country_code" aria-label="رمز الدولة">{opts}</select>
          <input class="form-control" type="tel" id="mobile" name="mobile" autocomplete="tel-national" required>
        </div>
      </div>
      <div class="form-group">
        <label for="cv">السيرة الذاتية <span class="req" aria-hidden="true">*</span></label>
        <input class="form-control" type="file" id="cv" name="cv" accept=".pdf,.doc,.docx,.rtf,.txt" required>
        <small class="form-text">الصيغ المقبولة: PDF أو Word، بحد أقصى ٥ ميجابايت.</small>
      </div>
      <div class="form-group form-check">
        <input class="form-check-input" type="checkbox" id="confirm" name="confirm" value="1" required>
        <label class="form-check-label" for="confirm">أؤكد صحة المعلومات المقدمة <span class="req" aria-hidden="true">*</span></label>
      </div>
      <div class="form-actions">
        <button type="submit" class="btn btn-primary btn-lg" id="submit-application">إرسال الطلب</button>
        <a class="btn btn-link" href="{esc(j["url"])}">إلغاء</a>
      </div>
    </form>
  </section>
</div>"""
    return page(f'التقديم على وظيفة {j["title"]}', body, active="jobs",
                scripts='<script src="/static/js/apply.js"></script>\n')


def success_page(j):
    body = f"""<div class="container narrow">
  <section class="card success-card" role="status">
    <div class="success-icon" aria-hidden="true">✓</div>
    <h1>تم إرسال طلبك بنجاح</h1>
    <p>شكراً لتقديمك على وظيفة <strong>{esc(j["title"])}</strong> لدى {esc(j["company"])}. سيقوم صاحب العمل بمراجعة طلبك والتواصل معك في حال الترشيح.</p>
    <p class="actions"><a class="btn btn-primary" href="/ar/jobs/">تصفح المزيد من الوظائف</a> <a class="btn btn-link" href="{esc(j["url"])}">العودة إلى الوظيفة</a></p>
  </section>
</div>"""
    return page("تم إرسال طلبك بنجاح", body, active="jobs")


def company_page(ck, jobs):
    name, slug, industry, size, careers = COMPANIES[ck]
    own = [j for j in jobs if j["company_key"] == ck]
    items = "".join(f'<li><a href="{esc(j["url"])}">{esc(j["title"])}</a><span>{esc(j["location"])} · {esc(j["posted"])}</span></li>' for j in own)
    body = f"""<div class="container narrow">
  <section class="card">
    <h1>{esc(name)}</h1>
    <dl class="details-list"><div><dt>المجال</dt><dd>{esc(industry)}</dd></div><div><dt>حجم الشركة</dt><dd>{esc(size)}</dd></div></dl>
    <h2>الوظائف المتاحة ({ar(len(own))})</h2>
    <ul class="plain-list">{items}</ul>
  </section>
</div>"""
    return page(name, body, active="companies")


def simple_page(title, text):
    return page(title, f'<div class="container narrow"><section class="card"><h1>{esc(title)}</h1><p>{text}</p></section></div>')


LISTING_BODY = """<section class="search-hero">
  <div class="container">
    <h1 class="search-hero__title" id="page-title">الوظائف المتاحة</h1>
    <form class="search-form" id="search-form" action="/ar/jobs/" method="get" role="search">
      <div class="search-field">
        <label for="q" class="sr-only">المسمى الوظيفي أو الكلمات المفتاحية</label>
        <input type="search" id="q" name="q" class="form-control" placeholder="المسمى الوظيفي أو الكلمات المفتاحية" autocomplete="off">
      </div>
      <div class="search-field">
        <label for="city" class="sr-only">المدينة</label>
        <input type="text" id="city" name="city" class="form-control" placeholder="المدينة" autocomplete="off">
      </div>
      <button type="submit" class="btn btn-primary">بحث</button>
    </form>
  </div>
</section>

<div class="container">
  <section class="featured" aria-labelledby="featured-h">
    <div class="featured__head">
      <h2 id="featured-h">وظائف مميزة</h2>
      <div class="carousel-controls">
        <button type="button" class="carousel-btn" data-dir="prev" aria-label="السابق">›</button>
        <button type="button" class="carousel-btn" data-dir="next" aria-label="التالي">‹</button>
      </div>
    </div>
    <div class="carousel" role="region" aria-roledescription="carousel" aria-label="وظائف مميزة">
      <div class="carousel__track" id="featured-track"></div>
    </div>
  </section>

  <div class="results-layout">
    <aside class="filters" id="filters" aria-label="تصفية النتائج">
      <div class="filters__head"><h2>تصفية النتائج</h2><a href="/ar/jobs/" id="clear-filters" class="clear-link">مسح الكل</a></div>
      <form id="filters-form" action="/ar/jobs/" method="get"></form>
      <div class="sponsored sponsored--sidebar" id="sponsored-sidebar"></div>
    </aside>

    <section class="results" aria-labelledby="results-h">
      <div class="results__head">
        <h2 id="results-h" class="results__count"></h2>
        <div class="active-filters" id="active-filters"></div>
      </div>
      <ul class="jobs-list" id="jobs-list"></ul>
      <nav class="pagination" id="pagination" aria-label="التنقل بين الصفحات"></nav>
    </section>
  </div>
</div>"""


def main():
    jobs = build()
    assert len(jobs) == 36
    # clean generated trees
    for sub in ("ar",):
        if (HERE / sub).exists():
            shutil.rmtree(HERE / sub)

    def write(rel, text):
        p = HERE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    data = {
        "as_of": AS_OF.isoformat(),
        "page_size": PAGE_SIZE,
        "jobs": [{k: j[k] for k in ("id", "title", "url", "company", "company_url", "location", "city_alias",
                                    "country", "jt", "job_type", "exp", "experience", "salary", "posted",
                                    "posted_date", "apply_type", "skills", "snippet")} for j in jobs],
        "featured": {str(p): [jobs[i]["id"] for i in idx] for p, idx in FEATURED.items()},
        "sponsored": SPONSORED,
        "filters": {
            "jt": {"label": "نوع الوظيفة", "options": [{"value": v, "label": l} for v, l in JOB_TYPES]},
            "exp": {"label": "الخبرة", "options": [{"value": v, "label": l} for v, l, _t in EXPERIENCE]},
            "country": {"label": "الدولة", "options": [{"value": v, "label": c[0]} for v, c in COUNTRIES.items()]},
        },
    }
    write("static/js/jobs-data.js", "/* وظيفة بلس: بيانات الوظائف (generated by make_data.py) */\nwindow.WADHEFA = "
          + json.dumps(data, ensure_ascii=False, indent=1) + ";\n")

    write("ar/jobs/index.html", page("وظائف شاغرة في مصر والخليج", LISTING_BODY, active="jobs",
                                     scripts='<script src="/static/js/jobs-data.js"></script>\n<script src="/static/js/jobs.js"></script>\n',
                                     body_class="page-jobs"))
    for j in jobs:
        write(f"ar/job/{j['id']}-{j['slug']}/index.html", job_page(j, jobs))
        if j["apply_type"] == EASY:
            write(f"ar/job/{j['id']}/apply/index.html", apply_page(j))
            write(f"ar/job/{j['id']}/apply/success/index.html", success_page(j))
    for ck in COMPANIES:
        write(f"ar/company/{COMPANIES[ck][1]}/index.html", company_page(ck, jobs))
    comp_items = "".join(f'<li><a href="/ar/company/{c[1]}/">{esc(c[0])}</a><span>{esc(c[2])}</span></li>' for c in COMPANIES.values())
    write("ar/companies/index.html", page("الشركات", f'<div class="container narrow"><section class="card"><h1>الشركات</h1><ul class="plain-list">{comp_items}</ul></section></div>', active="companies"))
    home = f"""<section class="search-hero search-hero--home"><div class="container">
  <h1 class="search-hero__title">ابحث عن وظيفتك القادمة</h1>
  <p class="search-hero__sub">{ar(len(jobs))} وظيفة شاغرة من {ar(len(COMPANIES))} شركة في مصر والخليج والأردن</p>
  <form class="search-form" action="/ar/jobs/" method="get" role="search">
    <div class="search-field"><label for="hq" class="sr-only">المسمى الوظيفي أو الكلمات المفتاحية</label><input type="search" id="hq" name="q" class="form-control" placeholder="المسمى الوظيفي أو الكلمات المفتاحية"></div>
    <div class="search-field"><label for="hcity" class="sr-only">المدينة</label><input type="text" id="hcity" name="city" class="form-control" placeholder="المدينة"></div>
    <button type="submit" class="btn btn-primary">بحث</button>
  </form></div></section>
<div class="container"><section class="card"><h2>تصفح حسب الدولة</h2><ul class="plain-list">
{"".join(f'<li><a href="/ar/jobs/?country={c}">وظائف في {esc(v[0])}</a></li>' for c, v in COUNTRIES.items())}
</ul></section></div>"""
    write("ar/index.html", page("وظائف في مصر والسعودية والإمارات", home))
    write("index.html", page("وظائف في مصر والسعودية والإمارات", home))   # the site root shows the Arabic home too
    for rel, (t, txt) in {
        "ar/login/index.html": ("تسجيل الدخول", "تسجيل الدخول غير متاح حالياً. يمكنك التقديم على وظائف «تقديم سهل» دون تسجيل."),
        "ar/register/index.html": ("إنشاء حساب", "إنشاء الحسابات الجديدة متوقف مؤقتاً للصيانة."),
        "ar/career-advice/index.html": ("نصائح مهنية", "نصائح لكتابة السيرة الذاتية والاستعداد للمقابلات."),
        "ar/employers/index.html": ("أصحاب العمل", "انشر وظائفك ووصل إلى آلاف المرشحين المؤهلين."),
        "ar/about/index.html": ("من نحن", "وظيفة بلس منصة توظيف عربية تربط الباحثين عن عمل بأفضل الشركات."),
        "ar/privacy/index.html": ("سياسة الخصوصية", "نحترم خصوصيتك ولا نشارك بياناتك إلا مع أصحاب العمل الذين تتقدم إليهم."),
        "ar/terms/index.html": ("الشروط والأحكام", "باستخدامك للموقع فإنك توافق على الشروط والأحكام."),
        "ar/contact/index.html": ("اتصل بنا", "للتواصل: support@wadhefaplus.example"),
    }.items():
        write(rel, simple_page(t, esc(txt)))

    # -------------------------------------------------------------- truth.json
    def q(url, desc, res):
        return {"url": url, "description": desc, "ids": [j["id"] for j in res], "count": len(res)}

    truth_jobs = {}
    for j in jobs:
        truth_jobs[j["id"]] = {
            "title": j["title"],
            "company": j["company"],
            "location": j["location"],
            "work_mode": "Remote" if j["jt"] == "remote" else None,
            "job_type": j["job_type"],
            "department": None,
            "experience": j["experience"],
            "salary": j["salary"],
            "posted": j["posted"],
            "posted_date": j["posted_date"],
            "posted_shown_on_job_page": j["posted_abs"],
            "url": j["url"],
            "detail_url": j["url"],
            "apply_type": "easy_apply" if j["apply_type"] == EASY else "external",
            "easy_apply_badge": j["apply_type"] == EASY,
            "apply_url": j["apply_url"],
        }
    counts = {}
    for key, opts in (("jt", JOB_TYPES), ("exp", [(c, l) for c, l, _ in EXPERIENCE]),
                      ("country", [(c, v[0]) for c, v in COUNTRIES.items()])):
        label = data["filters"][key]["label"]
        counts[label] = {l: len(select(jobs, **{key: [v]})) for v, l in opts}
    easy = next(j for j in jobs if j["apply_type"] == EASY)
    truth = {
        "site": "wadhefa_board",
        "platform_like": "Bayt / Wuzzuf (Arabic, right-to-left job board)",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/ar/jobs/",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {"param": "page", "pages": 3, "next_text": "التالي", "prev_text": "السابق",
                              "numbers": "Arabic-Indic (١ ٢ ٣)", "container": "nav.pagination"},
        "filters": {data["filters"][k]["label"]: [o["label"] for o in data["filters"][k]["options"]] for k in ("jt", "exp", "country")},
        "filter_params": {data["filters"][k]["label"]: {o["label"]: f"{k}={o['value']}" for o in data["filters"][k]["options"]}
                          for k in ("jt", "exp", "country")},
        "filter_counts": counts,
        "queries": {
            "start": q("/ar/jobs/", "every job, 3 pages of 12 (featured carousel and sponsored banners excluded)", jobs),
            "search_accountant": q("/ar/jobs/?q=محاسب", "المسمى الوظيفي = محاسب", select(jobs, q="محاسب")),
            "search_engineer_cairo": q("/ar/jobs/?q=مهندس&city=القاهرة", "المسمى الوظيفي = مهندس، المدينة = القاهرة",
                                       select(jobs, q="مهندس", city="القاهرة")),
            "city_dubai": q("/ar/jobs/?city=دبي", "المدينة = دبي", select(jobs, city="دبي")),
            "jt_full": q("/ar/jobs/?jt=full", "نوع الوظيفة = دوام كامل", select(jobs, jt=["full"])),
            "jt_remote_part": q("/ar/jobs/?jt=part,remote", "نوع الوظيفة = دوام جزئي + عن بعد", select(jobs, jt=["part", "remote"])),
            "exp_2_5": q("/ar/jobs/?exp=2-5", "الخبرة = 2-5 سنوات", select(jobs, exp=["2-5"])),
            "full_in_saudi": q("/ar/jobs/?jt=full&country=sa", "نوع الوظيفة = دوام كامل، الدولة = السعودية",
                               select(jobs, jt=["full"], country=["sa"])),
        },
        "jobs": truth_jobs,
        "decoys": {
            "featured": {f"page {p}": [{"id": jobs[i]["id"], "title": jobs[i]["title"], "on_page": i // PAGE_SIZE + 1}
                                       for i in idx] for p, idx in FEATURED.items()},
            "featured_note": "section.featured carousel (div.featured-card[data-job-id]) above the results on every page; "
                             "the same 4 cards for a given ?page= whatever the filters; each card repeats a real job that is "
                             "listed on another page (same id and URL): a collector must dedupe, not count them twice",
            "sponsored": [{"title": s["title"], "advertiser": s["advertiser"], "label": s["label"], "url": s["url"],
                           "where": "li.sponsored inside ul.jobs-list after the 6th card" if s["slot"] == "list" else "sidebar, under the filters"}
                          for s in SPONSORED],
        },
        "forms": {
            "wadhefa-apply": {
                "url": f"/ar/job/{easy['id']}/apply",
                "opened_by": "link 'قدّم الآن' on an easy-apply job page",
                "submit_text": "إرسال الطلب",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/wadhefa-apply, then the page goes to "
                             "/ar/job/<id>/apply/success/ which says 'تم إرسال طلبك بنجاح'",
                "fields": [
                    {"label": "الاسم الكامل", "name": "full_name", "type": "text", "required": True},
                    {"label": "البريد الإلكتروني", "name": "email", "type": "email", "required": True},
                    {"label": "رمز الدولة", "name": "mobile_country_code", "type": "select", "required": False,
                     "options": [f"{v[0]} ({v[2]})" for v in COUNTRIES.values()]},
                    {"label": "رقم الجوال", "name": "mobile", "type": "tel", "required": True},
                    {"label": "السيرة الذاتية", "name": "cv", "type": "file", "required": True},
                    {"label": "أؤكد صحة المعلومات المقدمة", "name": "confirm", "type": "checkbox", "required": True},
                    {"label": "(hidden)", "name": "job_id", "type": "hidden", "required": False},
                ],
                "validation": "empty required field → 'هذا الحقل مطلوب'; bad email → 'يرجى إدخال بريد إلكتروني صحيح'; "
                              "bad mobile → 'يرجى إدخال رقم جوال صحيح' (Arabic-Indic digits accepted); file over 5 MB refused",
                "success_text": "تم إرسال طلبك بنجاح",
            }
        },
        "notes": (
            "Right-to-left Arabic page (<html lang=ar dir=rtl>). Digits are mixed as on real Arabic boards: result counts, "
            "filter counts, pager numbers and absolute dates use Arabic-Indic digits (٣٦, ٢٦ نوفمبر ٢٠٢٦); posted ages "
            "('منذ 3 أيام'), experience, salaries and job ids use Western digits. Job URLs carry an Arabic slug "
            "(/ar/job/<id>-<slug>), percent-encoded on the wire; truth gives them decoded. Salary is shown only on the job "
            "page ('غير محدد' there when null). Filters apply on change by reloading with a query string (jt, exp, country; "
            "several values of one group comma-separated, e.g. ?jt=part,remote); counts in parentheses are facet counts for the "
            "current search. Search (q) matches title, company and skills; city matches the location text (Arabic letters "
            "normalised: أ/إ/آ→ا, ة→ه, ى→ي, no diacritics; English city names also work). Two different jobs are titled "
            "'محاسب عام' (different companies and ids). External jobs' 'قدّم الآن' opens the employer's careers site in a new tab."
        ),
    }
    write("truth.json", json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    print("jobs", len(jobs), "easy", sum(j["apply_type"] == EASY for j in jobs),
          {k: v["count"] for k, v in truth["queries"].items()}, counts)


if __name__ == "__main__":
    main()
