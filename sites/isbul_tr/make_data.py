#!/usr/bin/env python3
"""Generate the İşBul site's JSON API files, company logos and truth.json (the app itself is static in _nuxt/).

Run from anywhere: python3 make_data.py
"""
import datetime as dt
import json
import random
import re
from pathlib import Path
from urllib.parse import quote

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2025, 10, 15)
SERVER_TIME = f"{AS_OF.isoformat()}T14:00:00+03:00"
ROW_HEIGHT = 128
VIEWPORT_HEIGHT = 640
OVERSCAN = 3
AD_AFTER = 6  # the sponsored row stands between the 6th and the 7th job of a result with more than 6 jobs
PAGE_SIZE_NOTE = "all results in one virtual list, no pages"

# --------------------------------------------------------------------------- text helpers (mirrored in _nuxt/entry.*.js)
FOLD = str.maketrans({"ı": "i", "ş": "s", "ç": "c", "ğ": "g", "ö": "o", "ü": "u", "â": "a", "î": "i", "û": "u"})


def fold(s):
    return s.replace("İ", "i").replace("I", "ı").lower().translate(FOLD)


def slugify(s):
    return re.sub(r"[^a-z0-9]+", "-", fold(s)).strip("-")


# --------------------------------------------------------------------------- places, companies
AVR, ASYA_KOC, ANK, IZM, REMOTE = "İstanbul(Avr.)", "İstanbul(Asya), Kocaeli", "Ankara", "İzmir", "Uzaktan / Remote"
GIZLI = "Gizli Firma"

COMPANIES = {
    "Boğaziçi Teknoloji A.Ş.": ("#1d4ed8", "https://kariyer.bogazicitek.com.tr/ilanlar", "Bankacılık ve sigortacılık için yazılım çözümleri geliştiren, 400 kişilik bir teknoloji şirketiyiz."),
    "Kuzey Yazılım Ltd. Şti.": ("#0f766e", "https://kuzeyyazilim.com/kariyer", "Lojistik ve perakende sektörlerine SaaS ürünleri sunan yazılım evi."),
    "Ege Bilişim A.Ş.": ("#7c3aed", "https://www.egebilisim.com.tr/insan-kaynaklari", "İzmir merkezli sistem entegratörü; 25 yıldır kamu ve özel sektöre hizmet veriyor."),
    "Turkuaz Dijital": ("#0891b2", "https://turkuazdijital.io/jobs", "E-ticaret markaları için web ve mobil ürünler geliştiren dijital ajans."),
    "Başkent Savunma Sistemleri A.Ş.": ("#334155", "https://kariyer.baskentsavunma.com.tr", "Ankara'da gömülü sistemler ve haberleşme çözümleri üreten savunma sanayii şirketi."),
    "Marmara Finans Teknolojileri": ("#b45309", "https://marmarafintech.com/kariyer", "Ödeme sistemleri ve dijital bankacılık altyapıları geliştiren fintek şirketi."),
    "Pusula Oyun Stüdyosu": ("#be185d", "https://pusulaoyun.com/careers", "Dünya çapında 50 milyondan fazla indirilen mobil oyunların yapımcısı."),
    "Lale Bulut Hizmetleri A.Ş.": ("#dc2626", "https://lalebulut.com.tr/kariyer", "Türkiye'nin yerli bulut altyapısı ve veri merkezi hizmetleri sağlayıcısı."),
    "Demirtaş Holding": ("#1e3a8a", "https://www.demirtasholding.com.tr/kariyer", "İnşaat, enerji ve turizm alanlarında faaliyet gösteren köklü bir holding."),
    "Akdeniz Gıda San. ve Tic. A.Ş.": ("#15803d", "https://akdenizgida.com.tr/kariyer", "Zeytinyağı ve konserve ürünleriyle 30 ülkeye ihracat yapan gıda üreticisi."),
    "Yıldız Lojistik A.Ş.": ("#ca8a04", "https://yildizlojistik.com.tr/is-basvurusu", "Karayolu, depolama ve gümrükleme hizmetleri veren lojistik firması."),
    "Öztürk Mali Müşavirlik": ("#4b5563", "https://ozturkmm.com.tr/kariyer", "KOBİ'lere muhasebe, vergi ve bordro danışmanlığı veren mali müşavirlik bürosu."),
    "Mavi Otomotiv A.Ş.": ("#2563eb", "https://maviotomotiv.com.tr/kariyer", "Üç markanın yetkili satıcısı ve servisi olan otomotiv grubu."),
    "Zeytin Dalı Perakende": ("#65a30d", "https://zeytindali.com.tr/kariyer", "Ege ve Marmara'da 80 mağazası bulunan perakende zinciri."),
    "Anka Medikal Ltd. Şti.": ("#9333ea", "https://ankamedikal.com.tr/kariyer", "Hastanelere tıbbi cihaz ve sarf malzemesi tedarik eden firma."),
    "Karadeniz Tekstil A.Ş.": ("#0e7490", "https://karadeniztekstil.com.tr/ik", "Ev tekstili üretimi ve ihracatı yapan aile şirketi."),
    "Ekin Ev Aletleri": ("#ea580c", "https://ekinevaletleri.com/kariyer", "Küçük ev aletleri üreticisi ve online satış platformu."),
}
SOFTWARE_COS = ["Boğaziçi Teknoloji A.Ş.", "Kuzey Yazılım Ltd. Şti.", "Ege Bilişim A.Ş.", "Turkuaz Dijital",
                "Başkent Savunma Sistemleri A.Ş.", "Marmara Finans Teknolojileri", "Pusula Oyun Stüdyosu",
                "Lale Bulut Hizmetleri A.Ş."]
ACCOUNTING_COS = ["Demirtaş Holding", "Akdeniz Gıda San. ve Tic. A.Ş.", "Yıldız Lojistik A.Ş.", "Öztürk Mali Müşavirlik"]
SALES_COS = ["Mavi Otomotiv A.Ş.", "Zeytin Dalı Perakende", "Anka Medikal Ltd. Şti.", "Karadeniz Tekstil A.Ş.",
             "Ekin Ev Aletleri"]

LEVELS = {"stajyer": "Stajyer", "yeni-baslayan": "Yeni Başlayan", "uzman": "Uzman", "yonetici": "Yönetici"}
CATEGORIES = {"sw": "Bilişim / Yazılım", "acc": "Muhasebe / Finans", "sales": "Satış / Pazarlama"}

SOFTWARE = [
    ("Kıdemli Backend Geliştirici (Java)", "uzman"), ("Frontend Geliştirici (React)", "uzman"),
    ("Yazılım Geliştirme Uzmanı (.NET)", "uzman"), ("Stajyer Yazılım Geliştirici", "stajyer"),
    ("Mobil Uygulama Geliştirici (Flutter)", "uzman"), ("DevOps Mühendisi", "uzman"),
    ("Yazılım Test Uzmanı", "uzman"), ("Yeni Mezun Yazılım Mühendisi", "yeni-baslayan"),
    ("Yazılım Ekip Lideri", "yonetici"), ("Full Stack Developer (Node.js / Vue)", "uzman"),
    ("Veri Mühendisi (Python)", "uzman"), ("iOS Developer (Swift)", "uzman"),
    ("Android Geliştirici (Kotlin)", "uzman"), ("SAP ABAP Danışmanı", "uzman"),
    ("Gömülü Yazılım Mühendisi", "uzman"), ("Yazılım Geliştirme Müdürü", "yonetici"),
    ("Junior PHP Geliştirici", "yeni-baslayan"), ("QA Otomasyon Mühendisi", "uzman"),
    ("Siber Güvenlik Uzmanı", "uzman"), ("Yazılım Destek Uzmanı", "yeni-baslayan"),
    ("Muhasebe Yazılımı Destek Uzmanı", "uzman"), ("Python Geliştirici (Django)", "uzman"),
    ("Oyun Geliştirici (Unity)", "uzman"), ("Bulut Mimarı (AWS)", "yonetici"),
    ("Kıdemli Go Geliştirici", "uzman"), ("ERP Yazılım Uzmanı", "uzman"),
    ("UI/UX Tasarımcı", "uzman"), ("Veritabanı Yöneticisi (Oracle)", "uzman"),
    ("Makine Öğrenmesi Mühendisi", "uzman"), ("Yazılım Stajyeri (Yaz Dönemi)", "stajyer"),
    ("Angular Geliştirici", "uzman"), ("Sistem Yöneticisi (Linux)", "uzman"),
    ("Teknik Proje Yöneticisi (Yazılım)", "yonetici"), ("Salesforce Geliştirici", "uzman"),
    ("C++ Yazılım Mühendisi", "uzman"), ("Scrum Master", "uzman"),
    ("Ürün Yöneticisi (Yazılım)", "yonetici"), ("Java Geliştirici (Yeni Mezun)", "yeni-baslayan"),
    ("Site Güvenilirlik Mühendisi (SRE)", "uzman"), (".NET Core Geliştirici", "uzman"),
    ("Business Intelligence Geliştirici", "uzman"), ("Yazılım Satış Uzmanı", "uzman"),
    ("React Native Geliştirici", "uzman"), ("Yazılım Mimarı", "yonetici"),
    ("Kıdemli Frontend Geliştirici (Vue.js)", "uzman"),
]
ACCOUNTING = [
    ("Muhasebe Uzmanı", "uzman"), ("Ön Muhasebe Elemanı", "yeni-baslayan"), ("Genel Muhasebe Müdürü", "yonetici"),
    ("Muhasebe Stajyeri", "stajyer"), ("Maliyet Muhasebesi Uzmanı", "uzman"), ("Muhasebe Sorumlusu", "uzman"),
    ("Kıdemli Muhasebe Uzmanı", "uzman"), ("Muhasebe ve Finans Uzmanı", "uzman"), ("Muhasebe Şefi", "yonetici"),
    ("Muhasebe Elemanı (Yarı Zamanlı)", "yeni-baslayan"), ("Vergi ve Muhasebe Uzmanı", "uzman"),
    ("Yeni Mezun Muhasebe Elemanı", "yeni-baslayan"),
]
SALES = [
    ("Satış Temsilcisi", "yeni-baslayan"), ("Saha Satış Uzmanı", "uzman"), ("Mağaza Satış Danışmanı", "yeni-baslayan"),
    ("Kurumsal Satış Müdürü", "yonetici"), ("Satış Destek Elemanı", "yeni-baslayan"),
    ("Bölge Satış Yöneticisi", "yonetici"), ("Telefonla Satış Temsilcisi (Çağrı Merkezi)", "yeni-baslayan"),
    ("Satış Sorumlusu (Otomotiv)", "uzman"), ("İhracat Satış Uzmanı", "uzman"), ("Medikal Satış Temsilcisi", "uzman"),
    ("Satış Stajyeri", "stajyer"), ("E-Ticaret Satış Uzmanı", "uzman"),
]

DUTIES = {
    "sw": ["Ürünlerimizin yeni özelliklerini analiz, tasarım ve geliştirme aşamalarında yer almak",
           "Temiz, test edilebilir ve sürdürülebilir kod yazmak; kod incelemelerine katılmak",
           "Ürün ve tasarım ekipleriyle birlikte çevik (Scrum) süreçlerde çalışmak",
           "Mevcut sistemlerin performans ve güvenlik iyileştirmelerini yapmak"],
    "acc": ["Günlük muhasebe kayıtlarını ve hesap mutabakatlarını yapmak",
            "KDV, muhtasar ve diğer beyannameleri hazırlamak",
            "Ay sonu ve yıl sonu kapanış işlemlerine destek olmak",
            "Bağımsız denetim süreçlerinde gerekli raporları hazırlamak"],
    "sales": ["Bölgedeki mevcut müşterileri düzenli olarak ziyaret etmek ve yeni müşteriler kazanmak",
              "Satış hedeflerini gerçekleştirmek ve haftalık raporlamak",
              "Teklif hazırlamak, fiyat ve ödeme koşullarını müzakere etmek",
              "Kampanya ve ürün tanıtım faaliyetlerinde yer almak"],
}
QUALIFICATIONS = {
    "sw": ["Üniversitelerin Bilgisayar Mühendisliği veya ilgili bölümlerinden mezun",
           "Git, REST API ve ilişkisel veritabanları konusunda deneyimli",
           "Birim testi ve CI/CD pratiklerine hakim",
           "Teknik dokümanları okuyabilecek düzeyde İngilizce bilen"],
    "acc": ["Üniversitelerin İktisat, İşletme veya Muhasebe bölümlerinden mezun",
            "Tek Düzen Hesap Planı ve vergi mevzuatına hakim",
            "Logo, Mikro veya SAP programlarından birini aktif kullanabilen",
            "MS Excel'i ileri düzeyde kullanabilen"],
    "sales": ["En az lise mezunu, tercihen üniversite mezunu",
              "İkna kabiliyeti ve iletişim becerileri güçlü",
              "Aktif olarak araç kullanabilen (B sınıfı ehliyet)",
              "Hedef odaklı ve takım çalışmasına yatkın"],
}
EXPERIENCE = {"stajyer": "Öğrenci (3. veya 4. sınıf)", "yeni-baslayan": "Tecrübeli veya tecrübesiz",
              "uzman": "En az 3 yıl deneyimli", "yonetici": "En az 8 yıl deneyimli, ekip yönetmiş"}


# --------------------------------------------------------------------------- generate the jobs
def make_jobs():
    rng = random.Random(4107)
    jobs = []
    used_ids = set()
    groups = [("sw", SOFTWARE, SOFTWARE_COS), ("acc", ACCOUNTING, ACCOUNTING_COS), ("sales", SALES, SALES_COS)]
    for cat, titles, cos in groups:
        for title, level in titles:
            while True:
                jid = rng.randint(3950000, 4049999)
                if jid not in used_ids:
                    used_ids.add(jid)
                    break
            confidential = rng.random() < 0.14
            company = GIZLI if confidential else rng.choice(cos)
            r = rng.random()
            if cat == "sw":
                location = AVR if r < 0.32 else ASYA_KOC if r < 0.46 else ANK if r < 0.64 else IZM if r < 0.78 else REMOTE
            else:
                location = AVR if r < 0.38 else ASYA_KOC if r < 0.52 else ANK if r < 0.74 else IZM if r < 0.92 else REMOTE
            if location == REMOTE:
                mode = "Uzaktan"
            else:
                mode = "Hibrit" if (cat == "sw" and rng.random() < 0.45) or rng.random() < 0.12 else "İş Yerinde"
            if "Yarı Zamanlı" in title or level == "stajyer":
                work_type = "Yarı Zamanlı"
            else:
                w = rng.random()
                work_type = "Tam Zamanlı" if w < 0.78 else "Yarı Zamanlı" if w < 0.9 else "Proje Bazlı"
            age = rng.choice([0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 19, 22, 25, 28, 31, 34])
            minute = rng.randint(0, (6 if age == 0 else 10) * 60 - 1)  # today's jobs before the 14:00 server time
            posted_at = dt.datetime.combine(AS_OF - dt.timedelta(days=age), dt.time(8, 0)) + dt.timedelta(minutes=minute)
            while posted_at.strftime("%Y-%m-%dT%H:%M") in {j["posted_at"][:16] for j in jobs}:
                posted_at -= dt.timedelta(minutes=1)
            featured = rng.random() < 0.13
            quick = confidential or rng.random() < 0.6
            jobs.append({
                "id": str(jid), "title": title, "level": level, "category": CATEGORIES[cat], "cat": cat,
                "company": company, "confidential": confidential, "location": location, "work_mode": mode,
                "work_type": work_type, "age": age, "posted_at": posted_at.strftime("%Y-%m-%dT%H:%M:00+03:00"),
                "featured": featured, "quick": quick,
            })
    # a few hand-placed facts the brief's example filter (ws=remote&lvl=uzman&d=3) needs to find
    by_title = {j["title"]: j for j in jobs}
    for title, age in (("DevOps Mühendisi", 1), ("Kıdemli Go Geliştirici", 2)):
        j = by_title[title]
        j.update(location=REMOTE, work_mode="Uzaktan", age=age)
        j["posted_at"] = (dt.datetime.combine(AS_OF - dt.timedelta(days=age), dt.time(10, 15 + age))).strftime("%Y-%m-%dT%H:%M:00+03:00")
    for j in jobs:
        j["posted_label"] = posted_label(j["age"])
        j["slug"] = slugify(f"{j['company']} {j['title']}")
        j["detail_url"] = f"/is-ilani/{j['slug']}-{j['id']}"
        if j["quick"]:
            j["apply_type"], j["apply_url"] = "easy_apply", j["detail_url"]
        else:
            base = COMPANIES[j["company"]][1]
            j["apply_type"], j["apply_url"] = "external", f"{base}?ilan={j['id']}&kaynak=isbul"
        j["logo"] = f"/images/logos/{slugify(j['company'])}.svg"
    assert len({j["posted_at"] for j in jobs}) == len(jobs), "posting times must be unique for a stable order"
    return jobs


def posted_label(age):
    if age == 0:
        return "Bugün"
    if age == 1:
        return "Dün"
    if age < 7:
        return f"{age} gün önce"
    if age < 30:
        return f"{age // 7} hafta önce"
    return f"{age // 30} ay önce"


JOBS = make_jobs()


# --------------------------------------------------------------------------- the query the app runs (mirrored in JS)
WS = {"tam": lambda j: j["work_type"] == "Tam Zamanlı", "yari": lambda j: j["work_type"] == "Yarı Zamanlı",
      "remote": lambda j: j["work_mode"] == "Uzaktan", "hibrit": lambda j: j["work_mode"] == "Hibrit"}
WS_LABELS = {"tam": "Tam Zamanlı", "yari": "Yarı Zamanlı", "remote": "Uzaktan", "hibrit": "Hibrit"}
DATES = {"1": "Bugün", "3": "Son 3 gün", "7": "Son 1 hafta", "30": "Son 1 ay"}


def haystack(j):
    return fold(" ".join([j["title"], j["company"], j["category"]]))


def base_match(j, kw="", city=""):
    words = fold(kw).split()
    hay = haystack(j)
    if any(w not in hay for w in words):
        return False
    c = fold(city).strip()
    return not c or c in fold(j["location"])


def run(kw="", city="", ws=(), lvl=(), d="", sort="yeni", skip=None):
    out = []
    for j in JOBS:
        if not base_match(j, kw, city):
            continue
        if skip != "ws" and ws and not any(WS[w](j) for w in ws):
            continue
        if skip != "lvl" and lvl and j["level"] not in lvl:
            continue
        if skip != "d" and d and not j["age"] < int(d):
            continue
        out.append(j)
    out.sort(key=lambda j: j["posted_at"], reverse=True)
    if sort == "uygun":
        words = fold(kw).split()

        def score(j):
            return (2 if j["featured"] else 0) + (1 if words and all(w in fold(j["title"]) for w in words) else 0)
        out.sort(key=score, reverse=True)  # stable: newest first within a score
    return out


def url_for(kw="", city="", ws=(), lvl=(), d="", sort="yeni"):
    parts = []
    if kw:
        parts.append("kw=" + quote(kw, safe=""))
    if city:
        parts.append("city=" + quote(city, safe=""))
    parts += [f"ws={w}" for w in ws] + [f"lvl={v}" for v in lvl]
    if d:
        parts.append(f"d={d}")
    if sort != "yeni":
        parts.append(f"sort={sort}")
    return "/is-ilanlari" + ("?" + "&".join(parts) if parts else "")


def facet_counts(**params):
    counts = {"Çalışma Şekli": {}, "Pozisyon Seviyesi": {}, "İlan Tarihi": {}}
    for key, label in WS_LABELS.items():
        counts["Çalışma Şekli"][label] = sum(1 for j in run(**params, skip="ws") if WS[key](j))
    for key, label in LEVELS.items():
        counts["Pozisyon Seviyesi"][label] = sum(1 for j in run(**params, skip="lvl") if j["level"] == key)
    for key, label in DATES.items():
        counts["İlan Tarihi"][label] = sum(1 for j in run(**params, skip="d") if j["age"] < int(key))
    return counts


# --------------------------------------------------------------------------- files
def write(rel, text):
    p = HERE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def initials(name):
    if name == GIZLI:
        return "?"
    words = [w for w in re.split(r"[\s.]+", name) if w and w[0].isupper()]
    return "".join(w[0] for w in words[:2])


def build_logos():
    for name in list(COMPANIES) + [GIZLI]:
        color = COMPANIES[name][0] if name in COMPANIES else "#9ca3af"
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
               f'<rect width="64" height="64" rx="10" fill="{color}"/>'
               f'<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" '
               f'fill="#fff" text-anchor="middle">{initials(name)}</text></svg>\n')
        write(f"images/logos/{slugify(name)}.svg", svg)


def card_json(j):
    return {
        "id": int(j["id"]), "title": j["title"], "slug": j["slug"],
        "company": {"name": j["company"], "logo": j["logo"], "isConfidential": j["confidential"]},
        "locationText": j["location"], "workType": j["work_type"], "workModel": j["work_mode"],
        "positionLevel": j["level"], "sector": j["category"], "postedAt": j["posted_at"],
        "isFeatured": j["featured"], "isEasyApply": j["quick"],
    }


def build_api():
    items = [card_json(j) for j in JOBS]
    write("api/v2/ilanlar.json", json.dumps({"serverTime": SERVER_TIME, "total": len(items), "items": items},
                                           ensure_ascii=False, separators=(",", ":")) + "\n")
    for j in JOBS:
        detail = card_json(j) | {
            "serverTime": SERVER_TIME,
            "description": {
                "jobDefinition": DUTIES[j["cat"]],
                "qualifications": [EXPERIENCE[j["level"]]] + QUALIFICATIONS[j["cat"]],
            },
            "companyAbout": None if j["confidential"] else COMPANIES[j["company"]][2],
            "applyUrl": None if j["quick"] else j["apply_url"],
            "similar": [],
        }
        same = [o for o in JOBS if o["cat"] == j["cat"] and o["id"] != j["id"]]
        same.sort(key=lambda o: (abs(o["age"] - j["age"]), o["id"]))
        detail["similar"] = [card_json(o) for o in same[:3]]
        write(f"api/v2/ilan/{j['id']}.json", json.dumps(detail, ensure_ascii=False, separators=(",", ":")) + "\n")


def build_truth():
    def q(desc, **params):
        res = run(**params)
        return {"url": url_for(**params), "description": desc, "ids": [j["id"] for j in res], "count": len(res),
                "count_text": f"{len(res)} ilan bulundu", "sponsored_row": len(res) > AD_AFTER,
                "virtual_items": len(res) + (1 if len(res) > AD_AFTER else 0)}

    Y = "yazilim"
    queries = {
        "start": q("the yazilim search, every result in list order (newest first)", kw=Y),
        "all": q("no keyword: every job"),
        "kw_muhasebe": q("Pozisyon = muhasebe", kw="muhasebe"),
        "kw_satis": q("Pozisyon = satış", kw="satış"),
        "yazilim_istanbul": q("yazilim in istanbul (İstanbul(Avr.) and İstanbul(Asya), Kocaeli)", kw=Y, city="istanbul"),
        "yazilim_ankara": q("yazilim in ankara", kw=Y, city="ankara"),
        "yazilim_izmir": q("yazilim in izmir", kw=Y, city="izmir"),
        "muhasebe_istanbul": q("muhasebe in istanbul", kw="muhasebe", city="istanbul"),
        "satis_ankara": q("satış in ankara", kw="satış", city="ankara"),
        "city_izmir": q("only Şehir = izmir", city="izmir"),
        "yazilim_ws_tam": q("yazilim, Çalışma Şekli = Tam Zamanlı", kw=Y, ws=("tam",)),
        "yazilim_ws_yari": q("yazilim, Çalışma Şekli = Yarı Zamanlı", kw=Y, ws=("yari",)),
        "yazilim_ws_remote": q("yazilim, Çalışma Şekli = Uzaktan", kw=Y, ws=("remote",)),
        "yazilim_ws_hibrit": q("yazilim, Çalışma Şekli = Hibrit", kw=Y, ws=("hibrit",)),
        "yazilim_ws_remote_hibrit": q("yazilim, Çalışma Şekli = Uzaktan or Hibrit (either)", kw=Y, ws=("remote", "hibrit")),
        "yazilim_lvl_stajyer": q("yazilim, Pozisyon Seviyesi = Stajyer", kw=Y, lvl=("stajyer",)),
        "yazilim_lvl_yeni": q("yazilim, Pozisyon Seviyesi = Yeni Başlayan", kw=Y, lvl=("yeni-baslayan",)),
        "yazilim_lvl_uzman": q("yazilim, Pozisyon Seviyesi = Uzman", kw=Y, lvl=("uzman",)),
        "yazilim_lvl_yonetici": q("yazilim, Pozisyon Seviyesi = Yönetici", kw=Y, lvl=("yonetici",)),
        "yazilim_d_1": q("yazilim, İlan Tarihi = Bugün", kw=Y, d="1"),
        "yazilim_d_3": q("yazilim, İlan Tarihi = Son 3 gün (posted today, yesterday or the day before)", kw=Y, d="3"),
        "yazilim_d_7": q("yazilim, İlan Tarihi = Son 1 hafta (less than 7 days old)", kw=Y, d="7"),
        "yazilim_d_30": q("yazilim, İlan Tarihi = Son 1 ay (less than 30 days old)", kw=Y, d="30"),
        "yazilim_remote_uzman_d3": q("the brief's example: Uzaktan + Uzman + Son 3 gün", kw=Y, ws=("remote",), lvl=("uzman",), d="3"),
        "yazilim_istanbul_tam_uzman": q("yazilim in istanbul, Tam Zamanlı, Uzman", kw=Y, city="istanbul", ws=("tam",), lvl=("uzman",)),
        "yazilim_sort_uygun": q("yazilim sorted 'En Uygun': Öne Çıkan first, then title matches, then newest", kw=Y, sort="uygun"),
        "muhasebe_sort_uygun": q("muhasebe sorted 'En Uygun'", kw="muhasebe", sort="uygun"),
    }
    assert queries["start"]["count"] == 45, queries["start"]["count"]
    assert queries["yazilim_remote_uzman_d3"]["count"] >= 1
    for name, v in queries.items():
        assert v["count"] > 0, name

    truth_jobs = {}
    for j in JOBS:
        badges = (["Öne Çıkan"] if j["featured"] else []) + (["Hızlı Başvuru"] if j["quick"] else [])
        truth_jobs[j["id"]] = {
            "id": j["id"], "title": j["title"], "company": j["company"], "confidential": j["confidential"],
            "location": j["location"], "work_type": j["work_type"], "job_type": j["work_type"],
            "work_mode": j["work_mode"], "level": LEVELS[j["level"]], "department": j["category"],
            "posted": j["posted_label"], "posted_date": j["posted_at"][:10], "badges": badges,
            "featured": j["featured"], "easy_apply_badge": j["quick"],
            "url": j["detail_url"], "detail_url": j["detail_url"],
            "apply_type": j["apply_type"], "apply_url": j["apply_url"], "logo_alt": j["company"],
        }
    start = queries["start"]
    truth = {
        "site": "isbul_tr",
        "platform_like": "kariyer.net / secretcv (2025 Vue 3 / Nuxt builds)",
        "kind": "spa",
        "language": "tr",
        "as_of": AS_OF.isoformat(),
        "start_url": start["url"],
        "company": None,
        "total_jobs": len(JOBS),
        "search_input": True,
        "search_params": {"kw": "Pozisyon, firma veya anahtar kelime", "city": "Şehir veya ilçe"},
        "search_button": "İş Bul",
        "search_rule": ("Turkish-folded (ı→i, ş→s, ç→c, ğ→g, ö→o, ü→u, İ→i) words of kw must all occur in title + "
                        "company as shown + sector; city is a folded substring of the location text"),
        "pagination": "virtual_scroll",
        "pages": 1,
        "result_count_text": start["count_text"],
        "sort": {"label": "Sıralama:", "options": ["En Yeni", "En Uygun"], "default": "En Yeni", "param": "sort",
                 "values": {"En Yeni": "yeni (omitted from the URL)", "En Uygun": "uygun"}},
        "filters": {"Çalışma Şekli": list(WS_LABELS.values()), "Pozisyon Seviyesi": list(LEVELS.values()),
                    "İlan Tarihi": list(DATES.values())},
        "filter_kinds": {
            "Çalışma Şekli": "checkbox, param ws repeated (tam|yari|remote|hibrit), OR within the group; Proje Bazlı jobs match none",
            "Pozisyon Seviyesi": "checkbox, param lvl repeated (stajyer|yeni-baslayan|uzman|yonetici), OR within the group",
            "İlan Tarihi": "radio, param d (1|3|7|30): posted less than d calendar days before as_of",
        },
        "filter_params": {"ws": {v: k for k, v in WS_LABELS.items()}, "lvl": {v: k for k, v in LEVELS.items()},
                          "d": {v: k for k, v in DATES.items()}},
        "filter_accordions": {"Çalışma Şekli": "expanded", "Pozisyon Seviyesi": "collapsed unless lvl is set",
                              "İlan Tarihi": "collapsed unless d is set"},
        "filter_apply_button": None,
        "filter_behaviour": "each change re-queries at once (pushState of the URL) and scrolls the virtual list to the top",
        "filter_reset_link": "Filtreleri Temizle",
        "filter_counts": facet_counts(kw=Y),
        "queries": queries,
        "jobs": truth_jobs,
        "virtual_list": {
            "container": 'div[role="list"][aria-label="İş ilanları"]',
            "container_height_px": VIEWPORT_HEIGHT,
            "overflow_y": "auto",
            "row_height_px": ROW_HEIGHT,
            "overscan_rows": OVERSCAN,
            "start_jobs": start["count"],
            "start_items": start["virtual_items"],
            "start_inner_height_px": start["virtual_items"] * ROW_HEIGHT,
            "inner_height_rule": "(jobs + 1 sponsored row when there are more than 6 jobs) × 128 px",
            "rows_rendered_at_top": (VIEWPORT_HEIGHT // ROW_HEIGHT) + OVERSCAN,
            "row_role": "listitem",
            "aria_setsize": "number of virtual items (jobs + the sponsored row): 46 for the start search",
            "aria_posinset": "virtual index + 1 (the sponsored row is 7; the 7th job is 8)",
            "row_position": "position:absolute; transform: translateY(index × 128px)",
        },
        "sponsored": [{
            "virtual_index": AD_AFTER, "aria_posinset": AD_AFTER + 1, "between_jobs": [AD_AFTER, AD_AFTER + 1],
            "label": "Sponsorlu", "title": "Full Stack Web Geliştirme Bootcamp'i",
            "advertiser": "Kodlama Akademisi Bilişim Okulu",
            "link_text": "Detaylı Bilgi",
            "href": "https://www.kodlamaakademisi.com.tr/bootcamp/full-stack?utm_source=isbul&utm_medium=liste",
            "is_job": False,
        }],
        "forms": {
            "isbul-basvuru": {
                "url": "/is-ilani/<slug>-<id> (modal dialog opened by the 'Başvur' button of a Hızlı Başvuru job)",
                "example_url": next(j["detail_url"] for j in JOBS if j["quick"]),
                "open_button": "Başvur",
                "dialog_title": "Hızlı Başvuru",
                "submit_text": "Başvuruyu Gönder",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/isbul-basvuru",
                "confirmation": "Başvurunuz başarıyla alındı.",
                "validation_messages": {"required": "Bu alan zorunludur",
                                        "email": "Geçerli bir e-posta adresi giriniz",
                                        "phone": "Geçerli bir telefon numarası giriniz",
                                        "pdf": "Lütfen PDF formatında bir dosya yükleyiniz"},
                "hidden_fields": ["ilan_id", "ilan_baslik"],
                "required_marker": "* after the label; no required attribute (validated in JS on submit)",
                "fields": [
                    {"label": "Ad", "name": "ad", "type": "text", "required": True},
                    {"label": "Soyad", "name": "soyad", "type": "text", "required": True},
                    {"label": "E-posta", "name": "eposta", "type": "email", "required": True},
                    {"label": "Ülke kodu", "name": "telefon_ulke_kodu", "type": "select", "required": True,
                     "options": ["+90", "+49", "+44", "+31", "+1"], "default": "+90"},
                    {"label": "Cep Telefonu", "name": "cep_telefonu", "type": "tel", "required": True},
                    {"label": "Özgeçmiş Yükle", "name": "ozgecmis", "type": "file", "required": False, "accept": ".pdf,application/pdf"},
                    {"label": "Ön Yazı", "name": "on_yazi", "type": "textarea", "required": False},
                    {"label": "KVKK Aydınlatma Metni'ni okudum ve kabul ediyorum", "name": "kvkk_onay",
                     "type": "checkbox", "required": True, "value": "1"},
                ],
            }
        },
        "external_apply": {"text": "Firmanın Sitesinde Başvur", "target": "_blank",
                           "count": sum(1 for j in JOBS if not j["quick"])},
        "cookie_banner": {"shown": "first visit, until a choice is stored in localStorage isbul_kvkk_consent",
                          "role": "dialog", "aria_modal": True, "position": "centred over a backdrop",
                          "title": "Çerez Tercihleri", "link": "Aydınlatma Metni",
                          "buttons": ["Tümünü Kabul Et", "Reddet", "Tercihleri Yönet"]},
        "promo_popup": {"text": "Mobil uygulamamızı indirin", "close_label": "Kapat", "close_text": "×",
                        "delay_ms": 3000, "position": "fixed bottom-right",
                        "shown": "once per tab session (sessionStorage isbul_app_promo), 3 s after the first load"},
        "notes": ("Client-rendered SPA (site.json spa): every route is index.html, the app fetches /api/v2/ilanlar.json "
                  "(again on every search/filter change) and filters it client-side. Posted labels are computed from the "
                  "API's serverTime. Only the rows in view plus 3 either side exist in the DOM. 'Gizli Firma' jobs are "
                  "always Hızlı Başvuru. apply_url of an easy_apply job is its detail page (the form is a modal there)."),
    }
    write("truth.json", json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    return truth


def main():
    for p in (HERE / "api/v2/ilan").glob("*.json"):
        p.unlink()
    build_logos()
    build_api()
    truth = build_truth()
    print(f"{len(JOBS)} jobs, start {truth['queries']['start']['count']}, "
          f"easy {sum(j['quick'] for j in JOBS)}, external {sum(not j['quick'] for j in JOBS)}")
    for name, v in truth["queries"].items():
        print(f"  {name:28} {v['count']:3}  {v['url']}")


if __name__ == "__main__":
    main()
