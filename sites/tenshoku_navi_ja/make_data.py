#!/usr/bin/env python3
"""Generate the テンショクNAVI site: job data, static HTML pages, scripts, styles and truth.json.

Run from anywhere: python3 make_data.py
"""
import datetime as dt
import html
import json
import math
import unicodedata
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2026, 11, 20)
PAGE_SIZE = 20
PERIOD_DAYS = 55  # 掲載予定期間: start + 55 days (8 weeks, both ends counted)
NEW_DAYS = 4      # NEW label: posted within the last 4 days (as_of included)
WEEKDAYS = "月火水木金土日"
SITE_NAME = "テンショクNAVI"
FORM_NAME = "tenshoku-oubo"

# --------------------------------------------------------------------------- prefectures (JIS codes) and regions
PREFS = ["北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県", "栃木県", "群馬県", "埼玉県",
         "千葉県", "東京都", "神奈川県", "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県", "岐阜県", "静岡県",
         "愛知県", "三重県", "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県", "鳥取県", "島根県", "岡山県",
         "広島県", "山口県", "徳島県", "香川県", "愛媛県", "高知県", "福岡県", "佐賀県", "長崎県", "熊本県", "大分県",
         "宮崎県", "鹿児島県", "沖縄県"]
PREF_CODE = {name: i + 1 for i, name in enumerate(PREFS)}
REGIONS = [("北海道・東北", range(1, 8)), ("関東", range(8, 15)), ("甲信越・北陸", [15, 16, 17, 18, 19, 20]),
           ("東海", [21, 22, 23, 24]), ("関西", range(25, 31)), ("中国・四国", range(31, 40)),
           ("九州・沖縄", range(40, 48))]

# --------------------------------------------------------------------------- 職種 tree (param oc)
OCCUPATIONS = [
    ("01", "ITエンジニア", [("0101", "Webエンジニア"), ("0102", "インフラエンジニア"), ("0103", "社内SE"),
                          ("0104", "データエンジニア・AI")]),
    ("02", "営業", [("0201", "法人営業"), ("0202", "個人営業"), ("0203", "営業企画")]),
    ("03", "事務・管理", [("0301", "一般事務"), ("0302", "経理・財務"), ("0303", "人事・総務")]),
    ("04", "企画・マーケティング", [("0401", "マーケティング"), ("0402", "商品企画"), ("0403", "広報・PR")]),
    ("05", "販売・サービス", [("0501", "販売スタッフ"), ("0502", "店長・店長候補"), ("0503", "ホテル・旅行")]),
    ("06", "医療・福祉", [("0601", "介護職"), ("0602", "看護師")]),
    ("07", "物流・製造", [("0701", "物流管理"), ("0702", "生産管理")]),
]
OCC_NAME = {code: name for p, pname, kids in OCCUPATIONS for code, name in [(p, pname)] + kids}

INCOMES = [300, 400, 500, 600, 700, 800, 900, 1000]  # param ic (万円以上)
KODAWARI = [("remote", "リモートワーク可"), ("donichi", "土日祝休み"), ("flex", "フレックスタイム制"),
            ("mikeiken", "未経験者歓迎"), ("kyujitsu120", "年間休日120日以上")]
SORTS = [("new", "新着順"), ("recommend", "おすすめ順"), ("salary", "年収が高い順")]

# --------------------------------------------------------------------------- companies
COMPANIES = {
    "c1001": ("株式会社サンプルテック", "東京都港区六本木1-4-5", "Webサービスの企画・開発・運営", "2012年", "186名"),
    "c1002": ("株式会社ネクストリンク", "東京都渋谷区道玄坂2-10-7", "SaaSプロダクトの開発・提供", "2016年", "94名"),
    "c1003": ("株式会社みらいソリューションズ", "大阪府大阪市北区梅田3-1-3", "システムインテグレーション", "2003年", "420名"),
    "c1004": ("東和システム株式会社", "東京都千代田区神田錦町3-22", "金融機関向けシステム開発", "1988年", "1,250名"),
    "c1005": ("株式会社クラウドブリッジ", "東京都品川区大崎1-6-1", "クラウドインフラの構築・運用支援", "2014年", "132名"),
    "c1006": ("株式会社アオバ商事", "宮城県仙台市青葉区中央2-2-1", "産業資材の専門商社", "1972年", "310名"),
    "c1007": ("株式会社フォーシーズン不動産", "神奈川県横浜市西区みなとみらい2-3-1", "不動産の売買仲介・賃貸管理", "1999年", "268名"),
    "c1008": ("日本ライフサポート株式会社", "東京都新宿区西新宿6-8-1", "福利厚生代行サービス", "1995年", "540名"),
    "c1009": ("株式会社さくら会計サービス", "愛知県名古屋市中村区名駅4-7-1", "記帳代行・給与計算のアウトソーシング", "2006年", "75名"),
    "c1010": ("株式会社ブライトマーケティング", "東京都中央区銀座5-9-13", "デジタルマーケティング支援", "2011年", "88名"),
    "c1011": ("株式会社ハルモニア化粧品", "東京都目黒区上目黒1-18-6", "化粧品の企画・製造・販売", "2001年", "372名"),
    "c1012": ("株式会社グリーンフーズ", "埼玉県さいたま市大宮区桜木町1-7-5", "食品スーパーの運営", "1981年", "2,840名"),
    "c1013": ("株式会社トラベルワン", "京都府京都市下京区烏丸通四条下ル", "国内旅行の企画・販売", "1993年", "215名"),
    "c1014": ("株式会社やまびこ物流", "千葉県千葉市美浜区中瀬1-3", "3PL・倉庫管理", "1986年", "960名"),
    "c1015": ("株式会社なごみホテルズ", "福岡県福岡市博多区博多駅前2-1-1", "ホテル・旅館の運営", "2008年", "630名"),
    "c1016": ("株式会社ミナト電機", "兵庫県神戸市中央区港島中町6-1", "産業用モーターの製造", "1964年", "1,480名"),
    "c1017": ("株式会社コトハ出版", "東京都文京区本郷3-14-2", "書籍・Webメディアの編集・出版", "1979年", "143名"),
    "c1018": ("株式会社ひだまりケア", "東京都練馬区豊玉北5-17-12", "介護施設・訪問介護事業所の運営", "2005年", "1,120名"),
    "c1019": ("株式会社ウエストデータ", "大阪府大阪市中央区本町2-5-7", "データ分析基盤の構築・AI開発", "2017年", "67名"),
    "c1020": ("株式会社九州デジタルラボ", "福岡県福岡市中央区天神1-11-1", "受託開発・自社サービス", "2013年", "112名"),
}

# --------------------------------------------------------------------------- jobs, newest first (新着順)
# (title, company, 職種 code, 勤務地 cell, prefectures it matches, 給与 cell, yearly figure in 万円, こだわり,
#  catch copy, 急募, apply: "box" (応募する in the box + on-site form) | "easy" (on-site form, no box button) |
#  "ext" (company's own site), company name linked in the box)
J = [
    ("【東京/フルリモート可】Webアプリケーションエンジニア（Go/TypeScript）※年収600万円～", "c1001", "0101",
     "フルリモート（東京本社）", [13], "年収600万円～900万円", 900, "remote flex donichi kyujitsu120",
     "月間300万人が使う予約サービスを、少数精鋭のチームで一緒に育てませんか。", False, "box", True),
    ("法人営業（ITソリューションの提案）★未経験歓迎／研修充実／土日祝休み", "c1006", "0201",
     "宮城県仙台市青葉区（最寄駅：仙台駅）", [4], "月給25万円～", 300, "donichi mikeiken",
     "創業50年の安定基盤。既存顧客へのルート営業が中心です。", True, "box", False),
    ("インフラエンジニア（AWS/Kubernetes）【リモート週3日～】", "c1005", "0102",
     "東京都品川区（最寄駅：大崎駅）", [13], "年収550万円～850万円", 850, "remote flex kyujitsu120",
     "クラウド移行案件が急増中。設計から運用改善まで幅広く携われます。", False, "easy", False),
    ("一般事務（受発注・データ入力）※残業月10時間以内", "c1008", "0301",
     "東京都新宿区（最寄駅：西新宿駅）", [13], "月給22万円～26万円", 312, "donichi mikeiken kyujitsu120",
     "子育て中の社員も多数活躍中。定時退社しやすい環境です。", False, "box", False),
    ("【大阪】社内SE（ヘルプデスク～インフラ運用）／年間休日125日", "c1003", "0103",
     "大阪府大阪市北区", [27], "年収400万円～600万円", 600, "donichi kyujitsu120",
     "全社約400名のIT環境を支えるポジションです。", False, "easy", True),
    ("Webマーケター（広告運用・SEO）【フレックス／在宅勤務あり】", "c1010", "0401",
     "東京都中央区（最寄駅：銀座駅）", [13], "年収450万円～700万円", 700, "remote flex donichi",
     "大手ECからスタートアップまで、多様なクライアントを担当します。", False, "ext", True),
    ("介護職員（正社員）◆資格取得支援あり◆未経験OK", "c1018", "0601",
     "東京都練馬区（最寄駅：練馬駅）", [13], "月給24万円～30万円", 360, "mikeiken",
     "「ありがとう」が直接届く仕事です。資格取得費用は全額会社負担。", True, "box", False),
    ("データエンジニア（Python/BigQuery）※年収700万円～", "c1019", "0104",
     "大阪府大阪市中央区（最寄駅：本町駅）", [27], "年収700万円～1000万円", 1000, "remote flex donichi kyujitsu120",
     "小売・物流の大規模データでAIプロダクトを作っています。", False, "easy", True),
    ("店長候補（食品スーパー）／入社1年で店長を目指せます", "c1012", "0502",
     "埼玉県さいたま市大宮区", [11], "月給27万円～", 324, "mikeiken",
     "地域に根ざした店舗づくり。平均3年で店長に昇格しています。", False, "ext", False),
    ("経理（月次・年次決算）【名古屋駅直結／土日祝休み】", "c1009", "0302",
     "愛知県名古屋市中村区（最寄駅：名古屋駅）", [23], "年収380万円～520万円", 520, "donichi kyujitsu120",
     "クライアント企業の決算業務をチームで支えます。", False, "box", False),
    ("フロントエンドエンジニア（React/Next.js）【福岡／自社サービス】", "c1020", "0101",
     "福岡県福岡市中央区（最寄駅：天神駅）", [40], "年収450万円～750万円", 750, "remote flex donichi kyujitsu120",
     "福岡から全国へ。自社の学習サービスを内製で開発しています。", False, "box", False),
    ("不動産営業（売買仲介）◎インセンティブ充実", "c1007", "0202",
     "東京都、神奈川県、千葉県", [13, 14, 12], "年収400万円～1200万円", 1200, "mikeiken",
     "成果がしっかり報われる環境。1年目から年収600万円も可能です。", True, "ext", False),
    ("人事（採用担当）／中途・新卒の採用を幅広くお任せ", "c1004", "0303",
     "東京都千代田区（最寄駅：竹橋駅）", [13], "年収500万円～700万円", 700, "flex donichi kyujitsu120",
     "年間100名規模の採用をリードするポジションです。", False, "easy", True),
    ("ホテルフロントスタッフ（契約社員）※正社員登用あり", "c1015", "0503",
     "福岡県福岡市博多区（最寄駅：博多駅）", [40], "月給21万円～", 252, "mikeiken",
     "国内外のお客様をお迎えする、ホテルの顔となるお仕事です。", False, "box", False),
    ("バックエンドエンジニア（Java/Spring）★金融系大規模システム", "c1004", "0101",
     "東京都千代田区（最寄駅：竹橋駅）", [13], "年収550万円～800万円", 800, "flex donichi kyujitsu120",
     "社会インフラを支える大規模システムの刷新プロジェクトです。", False, "easy", False),
    ("化粧品の商品企画（スキンケアブランド）", "c1011", "0402",
     "東京都目黒区（最寄駅：中目黒駅）", [13], "年収480万円～680万円", 680, "flex donichi",
     "企画から発売まで一貫して携われる、自社ブランドの商品企画です。", False, "box", True),
    ("物流管理（倉庫の運営管理）◆土日休み◆年間休日120日", "c1014", "0701",
     "千葉県千葉市美浜区", [12], "月給26万円～32万円", 384, "donichi kyujitsu120",
     "大手通販の物流センターで、現場の改善をリードしていただきます。", False, "easy", False),
    ("販売スタッフ（パート）／週3日・1日4時間～OK", "c1011", "0501",
     "東京都、大阪府、福岡県", [13, 27, 40], "時給1,500円～", 288, "mikeiken",
     "百貨店内のカウンターで、お客様に合うスキンケアをご提案します。", True, "box", False),
    ("SRE（サイト信頼性エンジニア）※フルリモート／年収700万円～", "c1002", "0102",
     "フルリモート（東京本社）", [13], "年収700万円～950万円", 950, "remote flex donichi kyujitsu120",
     "SLO設計から障害対応の自動化まで、信頼性向上を担います。", False, "box", True),
    ("広報・PR（企業広報）【出版社／リモート併用】", "c1017", "0403",
     "東京都文京区（最寄駅：本郷三丁目駅）", [13], "年収420万円～560万円", 560, "remote donichi",
     "創業80年の出版社で、メディアリレーションを担当します。", False, "ext", False),
    ("旅行プランナー（国内ツアーの企画）◎未経験歓迎", "c1013", "0503",
     "京都府京都市下京区（最寄駅：四条駅）", [26], "月給23万円～28万円", 336, "mikeiken",
     "全国の観光地と連携して、オリジナルツアーを企画します。", False, "ext", False),
    ("生産管理（産業用モーター）／メーカー", "c1016", "0702",
     "兵庫県神戸市中央区", [28], "年収450万円～650万円", 650, "donichi kyujitsu120",
     "国内シェアトップクラスの製品の生産計画を担います。", False, "box", True),
    ("営業企画（SaaS）／データを活かした営業戦略立案", "c1002", "0203",
     "東京都渋谷区（最寄駅：渋谷駅）", [13], "年収550万円～800万円", 800, "remote flex donichi kyujitsu120",
     "営業組織の仕組みづくりを、経営陣と近い距離で進めます。", False, "easy", False),
    ("看護師（訪問看護）★オンコールなし★日勤のみ", "c1018", "0602",
     "東京都練馬区（最寄駅：練馬駅）", [13], "月給32万円～38万円", 456, "donichi",
     "利用者様のご自宅で、一人ひとりに寄り添った看護を。", True, "box", False),
    ("社内SE（情報システム）／東証プライム上場メーカー", "c1016", "0103",
     "兵庫県神戸市中央区", [28], "年収500万円～750万円", 750, "flex donichi kyujitsu120",
     "基幹システムの刷新をはじめ、全社のDXを推進します。", False, "ext", False),
    ("ITコンサルタント営業（法人向け）※年収500万円～", "c1003", "0201",
     "大阪府大阪市北区（最寄駅：梅田駅）", [27], "年収500万円～900万円", 900, "flex donichi kyujitsu120",
     "製造業のお客様の課題をシステムで解決する提案営業です。", False, "box", False),
    ("機械学習エンジニア（LLM/推薦システム）【リモート可】", "c1019", "0104",
     "フルリモート（大阪本社）", [27], "年収650万円～1000万円", 1000, "remote flex donichi kyujitsu120",
     "推薦システムの精度改善から、LLMを使った新機能開発まで。", False, "easy", False),
    ("総務（庶務・ファシリティ管理）／残業少なめ", "c1006", "0303",
     "宮城県仙台市青葉区（最寄駅：仙台駅）", [4], "月給23万円～", 276, "donichi kyujitsu120",
     "オフィス移転プロジェクトも控えています。", False, "box", False),
    ("WEB編集者（自社メディア）【在宅勤務可】", "c1017", "0403",
     "東京都文京区（最寄駅：本郷三丁目駅）", [13], "年収380万円～500万円", 500, "remote flex",
     "月間500万PVの自社メディアで、企画と編集を担当します。", False, "easy", False),
    ("テックリード（TypeScript）※自社SaaS／年収800万円～", "c1002", "0101",
     "東京都渋谷区（最寄駅：渋谷駅）", [13], "年収800万円～1100万円", 1100, "remote flex donichi kyujitsu120",
     "開発組織30名のプロダクトで、技術選定とチームの成長を担います。", False, "box", False),
    ("ルート営業（産業資材）◆既存顧客中心◆転勤なし", "c1006", "0201",
     "宮城県仙台市青葉区", [4], "月給24万円～30万円", 360, "donichi mikeiken",
     "ノルマなし。長くお付き合いのある既存のお客様が中心です。", False, "easy", False),
    ("コールセンターSV（福利厚生サービス）", "c1008", "0303",
     "東京都新宿区（最寄駅：西新宿駅）", [13], "月給26万円～", 312, "kyujitsu120",
     "オペレーター20名のチームをまとめるスーパーバイザーです。", False, "ext", False),
    ("ネットワークエンジニア（設計・構築）【大阪／年間休日125日】", "c1003", "0102",
     "大阪府大阪市北区（最寄駅：梅田駅）", [27], "年収450万円～680万円", 680, "donichi kyujitsu120",
     "大手企業のネットワーク刷新プロジェクトに上流から参画します。", False, "box", False),
    ("販売スタッフ（食品スーパー）※パート・アルバイト", "c1012", "0501",
     "埼玉県さいたま市大宮区", [11], "時給1,150円～", 220, "mikeiken",
     "週2日・1日4時間から。主婦（夫）の方も活躍中です。", False, "easy", False),
    ("経理（連結決算・開示）／上場企業", "c1016", "0302",
     "兵庫県神戸市中央区（最寄駅：三宮駅）", [28], "年収550万円～750万円", 750, "flex donichi kyujitsu120",
     "グループ会社12社の連結決算を担うポジションです。", False, "box", False),
    ("ドライバー管理・配車担当（物流センター）", "c1014", "0701",
     "千葉県千葉市美浜区", [12], "月給25万円～", 300, "mikeiken",
     "協力会社のドライバーさんと連携し、最適な配車を組み立てます。", False, "easy", False),
    ("【京都】Webディレクター（旅行サイト）", "c1013", "0401",
     "京都府京都市下京区（最寄駅：烏丸駅）", [26], "年収400万円～550万円", 550, "flex donichi",
     "旅行予約サイトの改善を、データをもとに企画します。", False, "box", False),
    ("客室清掃スタッフ（アルバイト）／朝のみOK", "c1015", "0503",
     "福岡県福岡市博多区", [40], "時給1,100円～", 211, "mikeiken",
     "短時間から始められる、ホテルの客室清掃のお仕事です。", False, "easy", False),
    ("QAエンジニア（テスト自動化）【福岡／フレックス】", "c1020", "0101",
     "福岡県福岡市中央区（最寄駅：天神駅）", [40], "年収420万円～620万円", 620, "remote flex donichi kyujitsu120",
     "E2Eテストの自動化で、リリースの品質とスピードを両立させます。", False, "box", False),
    ("個人営業（住宅リフォームの提案）★未経験歓迎", "c1007", "0202",
     "神奈川県横浜市西区（最寄駅：みなとみらい駅）", [14], "月給26万円～＋インセンティブ", 312, "mikeiken",
     "反響営業のみで飛び込み営業はありません。", False, "ext", False),
    ("マーケティングリサーチャー（消費財）", "c1010", "0401",
     "東京都中央区（最寄駅：銀座駅）", [13], "年収430万円～600万円", 600, "remote flex donichi kyujitsu120",
     "定量・定性調査を通じて、クライアントのブランド戦略を支えます。", False, "easy", False),
    ("介護職員（パート）／週2日～・扶養内OK", "c1018", "0601",
     "東京都練馬区", [13], "時給1,350円～", 259, "mikeiken",
     "家庭と両立しながら働けるよう、シフトは柔軟に調整します。", False, "box", False),
]
assert len(J) == 42, len(J)
JOB_IDS = [str(3_041_207 + i * 1373 + (i * i * 7) % 491) for i in reversed(range(len(J)))]  # newest has the highest id

# PR decoys ("この求人を見た人におすすめ"): other jobs of the board that are never results of a search
DECOYS = [
    ("3999021", "【PR】カスタマーサクセス（SaaS）／年収450万円～", "c1002", "東京都渋谷区"),
    ("3999137", "【PR】施工管理（リノベーション）◎資格手当あり", "c1007", "神奈川県横浜市"),
    ("3999254", "【PR】薬剤師（調剤薬局）★年間休日124日", "c1018", "東京都練馬区"),
    ("3999388", "【PR】秘書（役員付き）／英語を活かせる", "c1004", "東京都千代田区"),
    ("3999412", "【PR】セールスエンジニア（産業機器）", "c1016", "兵庫県神戸市"),
    ("3999576", "【PR】ブライダルプランナー（未経験OK）", "c1015", "福岡県福岡市"),
]
# search page N (1-based) shows DECOY_SETS[(N - 1) % 2] between boxes 10 and 11 (only when box 11 exists)
DECOY_SETS = [DECOYS[0:3], DECOYS[3:6]]

DUTIES = {
    "01": "自社サービスの設計・開発・運用をお任せします。要件定義からリリース、運用改善まで一貫して担当し、チームでのコードレビューや技術選定にも参加していただきます。",
    "02": "既存のお客様を中心に、課題のヒアリングから提案、受注後のフォローまでを担当します。1人あたりの担当は30社程度です。",
    "03": "部署内の管理業務全般をお任せします。社内外とのやりとりやデータの管理、書類作成など、会社を支える大切なお仕事です。",
    "04": "市場やお客様の動向を分析し、施策の企画から実行、効果検証までを担当します。社内の各部署と連携しながら進めます。",
    "05": "店舗・施設でのお客様対応をお任せします。接客のほか、商品やサービスのご案内、スタッフとの連携業務などがあります。",
    "06": "ご利用者様一人ひとりに合わせたケアをお任せします。チームで情報を共有しながら、安心して暮らせる毎日を支えます。",
    "07": "現場の工程や在庫、人員配置を管理し、品質と効率の両立を図ります。改善活動のリーダーとしての役割も期待しています。",
}
TARGETS = {
    "01": "■必須：実務でのWebアプリケーション開発経験（2年以上）\n■歓迎：クラウド環境での開発・運用経験",
    "02": "■必須：社会人経験1年以上（業種・職種不問）\n■歓迎：法人営業の経験",
    "03": "■必須：基本的なPCスキル（Word・Excel）\n■歓迎：同職種での実務経験",
    "04": "■必須：マーケティングまたは企画業務の経験（2年以上）\n■歓迎：データ分析の経験",
    "05": "■学歴・経験不問\n■接客が好きな方、人と話すことが好きな方歓迎",
    "06": "■介護職員初任者研修以上（看護職は正看護師免許）\n■ブランクのある方も歓迎",
    "07": "■必須：物流・製造業での管理業務経験\n■歓迎：フォークリフト免許",
}
HOURS = {
    "flex": "フレックスタイム制（コアタイム11:00～15:00）\n標準労働時間：1日8時間",
    "default": "9:00～18:00（所定労働時間8時間、休憩60分）",
    "shift": "シフト制（実働8時間）\n例：7:00～16:00／10:00～19:00",
    "part": "シフト制（週2日～、1日4時間～）",
}
BENEFITS = "社会保険完備、交通費支給（月3万円まで）、退職金制度、育児・介護休業制度、研修制度、資格取得支援"
RECOMMEND_KEY = [17, 3, 29, 8, 40, 12, 0, 25, 33, 6, 21, 38, 14, 2, 36, 10, 27, 5, 19, 31, 1, 41, 23, 9, 35, 16, 4,
                 30, 13, 39, 20, 7, 34, 26, 11, 37, 22, 15, 32, 18, 28, 24]
assert sorted(RECOMMEND_KEY) == list(range(42))


def esc(text):
    return html.escape(text, quote=True)


def date_ja(day):
    return f"{day.year}/{day.month:02d}/{day.day:02d}（{WEEKDAYS[day.weekday()]}）"


def norm(text):
    return unicodedata.normalize("NFKC", text).lower()


def build_jobs():
    jobs = []
    day = AS_OF
    for i, row in enumerate(J):
        title, cid, occ, place, prefs, salary, annual, kd, catch, urgent, apply, co_link = row
        if i and i % 3 == 0:  # three jobs a day, newest first
            day -= dt.timedelta(days=1 if i < 24 else 2)
        jid = JOB_IDS[i]
        start, end = day, day + dt.timedelta(days=PERIOD_DAYS)
        labels = (["NEW"] if (AS_OF - start).days < NEW_DAYS else []) + (["急募"] if urgent else [])
        parent = occ[:2]
        kds = kd.split()
        if "時給" in salary:
            hours = HOURS["part"]
        elif "flex" in kds:
            hours = HOURS["flex"]
        elif parent in ("05", "06"):
            hours = HOURS["shift"]
        else:
            hours = HOURS["default"]
        holidays = ("完全週休2日制（土・日）、祝日、夏季休暇、年末年始休暇、有給休暇" if "donichi" in kds
                    else "週休2日制（シフト制）、夏季休暇、年末年始休暇、有給休暇")
        holidays += "\n年間休日125日" if "kyujitsu120" in kds else "\n年間休日110日"
        company = COMPANIES[cid][0]
        ext_url = f"https://saiyo.{cid}.example/entry/{jid}?utm_source=tenshokunavi&utm_medium=referral"
        jobs.append({
            "id": jid, "seq": i, "rec": RECOMMEND_KEY.index(i), "title": title, "company": company, "cid": cid,
            "company_linked": co_link, "occ": occ, "occ_parent": parent, "location": place, "prefs": prefs,
            "salary": salary, "annual": annual, "kd": kds, "catch": catch, "labels": labels,
            "duty": DUTIES[parent], "target": TARGETS[parent], "hours": hours, "holidays": holidays,
            "benefits": BENEFITS, "start": start.isoformat(), "end": end.isoformat(),
            "period": f"{date_ja(start)}～{date_ja(end)}",
            "apply": "external" if apply == "ext" else "easy_apply", "box_apply": apply == "box",
            "detail_url": f"/job/{jid}/",
            "apply_url": ext_url if apply == "ext" else f"/apply/{jid}/",
        })
    return jobs


# --------------------------------------------------------------------------- search semantics (mirrors search.js)
def search(jobs, params):
    """params: dict of lists, as URLSearchParams would give them."""
    def values(name):
        return [v for v in params.get(name, []) if v.strip()]
    words = [w for w in norm(" ".join(values("kw"))).split() if w]
    prs = {int(v) for v in values("pr")}
    occs = set(values("oc"))
    ic = int(values("ic")[0]) if values("ic") else 0
    kds = set(values("kd"))
    out = []
    for j in jobs:
        hay = norm(" ".join([j["title"], j["company"], j["catch"], j["duty"], OCC_NAME[j["occ"]],
                             OCC_NAME[j["occ_parent"]], j["location"]]))
        if any(w not in hay for w in words):
            continue
        if prs and not prs & set(j["prefs"]):
            continue
        if occs and j["occ"] not in occs and j["occ_parent"] not in occs:
            continue
        if j["annual"] < ic:
            continue
        if not kds <= set(j["kd"]):
            continue
        out.append(j)
    sort = (values("sort") or ["new"])[0]
    if sort == "recommend":
        out.sort(key=lambda j: j["rec"])
    elif sort == "salary":
        out.sort(key=lambda j: (-j["annual"], j["seq"]))
    else:
        out.sort(key=lambda j: j["seq"])
    return out


# --------------------------------------------------------------------------- page chrome
def head(title, extra=""):
    return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=1100">
<title>{esc(title)}｜{SITE_NAME}</title>
<link rel="stylesheet" href="/assets/css/tenshoku.css">
{extra}</head>
"""


def header():
    return f"""<div id="header">
  <div class="header__inner clearfix">
    <p class="header__logo"><a href="/"><span class="logo__main">テンショク</span><span class="logo__sub">NAVI</span></a></p>
    <p class="header__lead">転職・求人情報サイト</p>
    <ul class="header__nav">
      <li><a href="/search/">求人を探す</a></li>
      <li><a href="/knowhow/">転職ノウハウ</a></li>
      <li><a href="/bookmark/">気になるリスト（<span class="js-bookmarkCount">0</span>）</a></li>
      <li class="header__login"><a href="/login/">ログイン</a></li>
      <li class="header__regist"><a href="/login/">会員登録（無料）</a></li>
    </ul>
  </div>
</div>
"""


def footer():
    return f"""<div id="footer">
  <div class="footer__inner">
    <ul class="footer__links">
      <li><a href="/">{SITE_NAME} TOP</a></li>
      <li><a href="/search/">求人検索</a></li>
      <li><a href="/knowhow/">転職ノウハウ</a></li>
      <li><a href="/terms/">利用規約</a></li>
      <li><a href="/privacy/">個人情報の取り扱い</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <p class="footer__copy">Copyright &copy; TENSHOKU NAVI Co., Ltd. All Rights Reserved.</p>
  </div>
</div>
"""


def pref_options(selected=None, blank="全国"):
    opts = [f'<option value="">{blank}</option>']
    for name, code in PREF_CODE.items():
        sel = ' selected="selected"' if code == selected else ""
        opts.append(f'<option value="{code}"{sel}>{name}</option>')
    return "".join(opts)


def search_box(kw=""):
    return f"""<div class="searchBox">
  <form action="/search/" method="get" class="searchBox__form" name="topSearch">
    <table class="searchBox__table"><tr>
      <td class="searchBox__kw"><input type="text" name="kw" value="{esc(kw)}" placeholder="職種、スキル、会社名などのキーワード" class="js-kw" maxlength="100"></td>
      <td class="searchBox__area"><span class="searchBox__label">勤務地</span><select name="pr" class="js-topPref">{pref_options()}</select></td>
      <td class="searchBox__btn"><input type="submit" value="検索する" class="btn btn--search"></td>
    </tr></table>
  </form>
</div>
"""


def conditions_form():
    occ = []
    for code, name, kids in OCCUPATIONS:
        items = "".join(f'<li><label><input type="checkbox" name="oc" value="{c}" class="js-occChild" data-parent="{code}"> {esc(n)}</label></li>'
                        for c, n in kids)
        occ.append(f'<li class="tree__parent"><label><input type="checkbox" name="oc" value="{code}" class="js-occParent"> {esc(name)}</label>'
                   f'<ul class="tree__children">{items}</ul></li>')
    area = []
    for region, codes in REGIONS:
        boxes = "".join(f'<li><label><input type="checkbox" name="pr" value="{c}"> {PREFS[c - 1]}</label></li>' for c in codes)
        area.append(f'<dt>{region}</dt><dd><ul class="cond__prefs clearfix">{boxes}</ul></dd>')
    income = '<option value="">指定しない</option>' + "".join(f'<option value="{v}">{v}万円以上</option>' for v in INCOMES)
    kd = "".join(f'<li><label><input type="checkbox" name="kd" value="{v}"> {n}</label></li>' for v, n in KODAWARI)
    return f"""<div class="sideCond">
  <form action="/search/" method="get" name="condForm" id="condForm">
    <input type="hidden" name="kw" value="">
    <h2 class="sideCond__title">条件を絞り込む</h2>
    <div class="sideCond__block">
      <h3 class="sideCond__head">職種</h3>
      <ul class="tree">{"".join(occ)}</ul>
    </div>
    <div class="sideCond__block">
      <h3 class="sideCond__head">勤務地</h3>
      <dl class="cond__area">{"".join(area)}</dl>
    </div>
    <div class="sideCond__block">
      <h3 class="sideCond__head">年収</h3>
      <select name="ic">{income}</select>
    </div>
    <div class="sideCond__block">
      <h3 class="sideCond__head">こだわり条件</h3>
      <ul class="cond__kd">{kd}</ul>
    </div>
    <p class="sideCond__submit"><input type="submit" value="この条件で検索する" class="btn btn--cond"></p>
    <p class="sideCond__clear"><a href="/search/">条件をクリア</a></p>
  </form>
</div>
"""


def page(title, body, scripts=(), body_class=""):
    js = "".join(f'<script src="{s}"></script>\n' for s in scripts)
    return (head(title) + f'<body class="{body_class}">\n<div id="wrapper">\n' + header() + body + footer()
            + "</div>\n" + js + "</body>\n</html>\n")


def write(rel, text):
    path = HERE / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def nl2br(text):
    return "<br>".join(esc(line) for line in text.split("\n"))


# --------------------------------------------------------------------------- pages
def search_page():
    body = f"""<div id="contents" class="clearfix">
  <p class="breadcrumb"><a href="/">転職TOP</a> &gt; <span>求人検索結果</span></p>
{search_box()}
  <div id="side">
{conditions_form()}
  </div>
  <div id="main">
    <div class="jobSearchResult__header clearfix">
      <h1 class="jobSearchResult__title">求人検索結果 <span class="jobSearchResult__count js-count">0</span>件</h1>
      <p class="jobSearchResult__range js-range"></p>
      <div class="jobSearchResult__sort">
        <label for="sortSelect">並び替え：</label>
        <select name="sort" id="sortSelect" class="js-sort">{"".join(f'<option value="{v}">{n}</option>' for v, n in SORTS)}</select>
      </div>
    </div>
    <div class="jobSearchResult js-results"></div>
    <div class="pagerWrap js-pager"></div>
    <div class="recentlyViewed">
      <h2 class="recentlyViewed__title">最近見た求人</h2>
      <div class="recentlyViewed__body js-recent"></div>
    </div>
  </div>
</div>
"""
    return page("求人検索結果", body, ["/assets/js/common.js", "/assets/js/jobs-data.js", "/assets/js/search.js"])


def detail_page(j):
    apply_btn = (f'<a href="{esc(j["apply_url"])}" class="btn btn--apply">この求人に応募する</a>' if j["apply"] == "easy_apply"
                 else f'<a href="{esc(j["apply_url"])}" class="btn btn--apply btn--external" target="_blank" rel="noopener">企業ホームページから応募する</a>'
                      '<p class="apply__note">※応募は企業の採用ホームページで受け付けています（外部サイトに移動します）。</p>')
    labels = "".join(f'<span class="label label--{"new" if l == "NEW" else "urgent"}">{l}</span>' for l in j["labels"])
    rows = [("仕事内容", nl2br(j["duty"])), ("応募資格", nl2br(j["target"])), ("勤務地", esc(j["location"])),
            ("勤務時間", nl2br(j["hours"])), ("給与", esc(j["salary"])), ("休日休暇", nl2br(j["holidays"])),
            ("福利厚生", esc(j["benefits"]))]
    table = "".join(f"<tr><th>{h}</th><td>{v}</td></tr>" for h, v in rows)
    recent = json.dumps({"id": j["id"], "title": j["title"], "company": j["company"]}, ensure_ascii=False)
    body = f"""<div id="contents" class="clearfix">
  <p class="breadcrumb"><a href="/">転職TOP</a> &gt; <a href="/search/">求人検索結果</a> &gt; <span>{esc(j["company"])}の求人</span></p>
  <div class="jobDetail">
    <div class="jobDetail__head">
      <p class="jobDetail__company"><a href="/company/{j["cid"]}/">{esc(j["company"])}</a></p>
      <h1 class="jobDetail__title">{esc(j["title"])}</h1>
      <p class="jobDetail__labels">{labels}</p>
      <p class="jobDetail__catch">{esc(j["catch"])}</p>
      <p class="jobDetail__period">掲載予定期間：{j["period"]}</p>
    </div>
    <h2 class="jobDetail__sub">募集要項</h2>
    <table class="jobDetail__table">{table}</table>
    <div class="jobDetail__apply">
      {apply_btn}
      <button type="button" class="btn btn--keep js-keep" data-id="{j["id"]}">気になる</button>
    </div>
    <p class="jobDetail__back"><a href="javascript:history.back();">&lt; 検索結果に戻る</a></p>
  </div>
</div>
<script>var TNAVI_VIEWED = {recent};</script>
"""
    return page(j["title"], body, ["/assets/js/common.js", "/assets/js/detail.js"])


def decoy_page(d):
    did, title, cid, place = d
    company = COMPANIES[cid][0]
    body = f"""<div id="contents" class="clearfix">
  <p class="breadcrumb"><a href="/">転職TOP</a> &gt; <span>{esc(company)}の求人</span></p>
  <div class="jobDetail">
    <div class="jobDetail__head">
      <p class="jobDetail__company"><a href="/company/{cid}/">{esc(company)}</a></p>
      <h1 class="jobDetail__title">{esc(title)}</h1>
      <p class="jobDetail__catch">こちらは広告掲載の求人です。</p>
    </div>
    <table class="jobDetail__table"><tr><th>勤務地</th><td>{esc(place)}</td></tr>
    <tr><th>応募方法</th><td>この求人の募集は終了しました。</td></tr></table>
  </div>
</div>
"""
    return page(title, body, ["/assets/js/common.js"])


def company_page(cid, jobs):
    name, addr, biz, founded, staff = COMPANIES[cid]
    own = "".join(f'<li><a href="{j["detail_url"]}">{esc(j["title"])}</a></li>' for j in jobs if j["cid"] == cid)
    body = f"""<div id="contents" class="clearfix">
  <p class="breadcrumb"><a href="/">転職TOP</a> &gt; <span>{esc(name)}の企業情報</span></p>
  <div class="companyInfo">
    <h1 class="companyInfo__name">{esc(name)}</h1>
    <table class="companyInfo__table">
      <tr><th>事業内容</th><td>{esc(biz)}</td></tr>
      <tr><th>設立</th><td>{esc(founded)}</td></tr>
      <tr><th>従業員数</th><td>{esc(staff)}</td></tr>
      <tr><th>本社所在地</th><td>{esc(addr)}</td></tr>
    </table>
    <h2 class="companyInfo__sub">この企業の求人</h2>
    <ul class="companyInfo__jobs">{own or "<li>現在掲載中の求人はありません。</li>"}</ul>
  </div>
</div>
"""
    return page(f"{name}の企業情報", body, ["/assets/js/common.js"])


def apply_page(j):
    years = "".join(f'<option value="{y}">{y}</option>' for y in range(2008, 1949, -1))
    months = "".join(f'<option value="{m}">{m}</option>' for m in range(1, 13))
    days = "".join(f'<option value="{d}">{d}</option>' for d in range(1, 32))
    req = '<span class="badge badge--req">必須</span>'
    opt = '<span class="badge badge--opt">任意</span>'
    body = f"""<div id="contents" class="clearfix">
  <div class="entry">
    <h1 class="entry__title">応募フォーム</h1>
    <ol class="entry__steps clearfix">
      <li class="js-step1 is-current">1. 情報の入力</li>
      <li class="js-step2">2. 入力内容の確認</li>
      <li>3. 応募完了</li>
    </ol>
    <div class="entry__job">
      <p class="entry__jobLabel">応募する求人</p>
      <p class="entry__jobTitle">{esc(j["title"])}</p>
      <p class="entry__jobCompany">{esc(j["company"])}</p>
    </div>
    <div class="entry__input js-inputStep">
      <p class="entry__errorSummary js-errorSummary" style="display:none;">入力内容に誤りがあります。赤字のメッセージをご確認ください。</p>
      <form name="entryForm" id="entryForm" action="/__submit/{FORM_NAME}" method="post" enctype="multipart/form-data" novalidate>
        <input type="hidden" name="job_id" value="{j["id"]}">
        <input type="hidden" name="job_title" value="{esc(j["title"])}">
        <table class="entryTable">
          <tr>
            <th>氏名{req}</th>
            <td>
              <span class="entryTable__pair"><label for="sei">姓</label><input type="text" name="sei" id="sei" class="w-s" placeholder="例）山田"></span>
              <span class="entryTable__pair"><label for="mei">名</label><input type="text" name="mei" id="mei" class="w-s" placeholder="例）太郎"></span>
              <p class="error js-err" data-for="sei"></p><p class="error js-err" data-for="mei"></p>
            </td>
          </tr>
          <tr>
            <th>フリガナ{req}</th>
            <td>
              <span class="entryTable__pair"><label for="sei_kana">セイ</label><input type="text" name="sei_kana" id="sei_kana" class="w-s" placeholder="例）ヤマダ"></span>
              <span class="entryTable__pair"><label for="mei_kana">メイ</label><input type="text" name="mei_kana" id="mei_kana" class="w-s" placeholder="例）タロウ"></span>
              <p class="error js-err" data-for="sei_kana"></p><p class="error js-err" data-for="mei_kana"></p>
            </td>
          </tr>
          <tr>
            <th>生年月日{req}</th>
            <td>
              <select name="birth_year" id="birth_year" title="生年月日（年）"><option value="">----</option>{years}</select> 年
              <select name="birth_month" id="birth_month" title="生年月日（月）"><option value="">--</option>{months}</select> 月
              <select name="birth_day" id="birth_day" title="生年月日（日）"><option value="">--</option>{days}</select> 日
              <p class="error js-err" data-for="birth"></p>
            </td>
          </tr>
          <tr>
            <th>性別{opt}</th>
            <td>
              <label><input type="radio" name="gender" value="男性"> 男性</label>
              <label><input type="radio" name="gender" value="女性"> 女性</label>
              <label><input type="radio" name="gender" value="回答しない"> 回答しない</label>
            </td>
          </tr>
          <tr>
            <th><label for="email">メールアドレス</label>{req}</th>
            <td><input type="text" name="email" id="email" class="w-l" placeholder="例）taro@example.com" inputmode="email">
              <p class="error js-err" data-for="email"></p></td>
          </tr>
          <tr>
            <th><label for="email_confirm">メールアドレス（確認用）</label>{req}</th>
            <td><input type="text" name="email_confirm" id="email_confirm" class="w-l" placeholder="確認のため再度入力してください" inputmode="email">
              <p class="error js-err" data-for="email_confirm"></p></td>
          </tr>
          <tr>
            <th><label for="tel">電話番号</label>{req}</th>
            <td><input type="text" name="tel" id="tel" class="w-m" placeholder="例）090-1234-5678" inputmode="tel">
              <p class="entryTable__note">半角数字とハイフンで入力してください</p>
              <p class="error js-err" data-for="tel"></p></td>
          </tr>
          <tr>
            <th><label for="pref">現住所</label>{req}</th>
            <td><select name="pref" id="pref">{pref_options(blank="都道府県を選択")}</select>
              <p class="error js-err" data-for="pref"></p></td>
          </tr>
          <tr>
            <th><label for="resume">履歴書</label>{opt}</th>
            <td><input type="file" name="resume" id="resume" accept=".pdf,.doc,.docx">
              <p class="entryTable__note">PDF・Word形式（5MBまで）</p></td>
          </tr>
          <tr>
            <th><label for="motivation">志望動機</label>{opt}</th>
            <td><textarea name="motivation" id="motivation" rows="6" cols="50" placeholder="1,000文字以内"></textarea></td>
          </tr>
        </table>
        <div class="entry__agree">
          <p><a href="/privacy/" target="_blank">個人情報の取り扱いについて</a>をお読みください。</p>
          <label><input type="checkbox" name="agree" id="agree" value="1"> 個人情報の取り扱いに同意する</label>{req}
          <p class="error js-err" data-for="agree"></p>
        </div>
        <p class="entry__btns"><button type="button" class="btn btn--next js-toConfirm">確認画面へ進む</button></p>
      </form>
    </div>
    <div class="entry__confirm js-confirmStep" style="display:none;">
      <p class="entry__lead">以下の内容で応募します。よろしければ「この内容で応募する」を押してください。</p>
      <table class="entryTable entryTable--confirm js-confirmTable"></table>
      <p class="entry__sendError js-sendError" style="display:none;">送信に失敗しました。時間をおいて再度お試しください。</p>
      <p class="entry__btns">
        <button type="button" class="btn btn--back js-back">修正する</button>
        <button type="button" class="btn btn--send js-send">この内容で応募する</button>
      </p>
    </div>
  </div>
</div>
"""
    return page(f"応募フォーム（{j['company']}）", body, ["/assets/js/common.js", "/assets/js/apply.js"], "page-entry")


def complete_page():
    body = """<div id="contents" class="clearfix">
  <div class="entry">
    <ol class="entry__steps clearfix"><li>1. 情報の入力</li><li>2. 入力内容の確認</li><li class="is-current">3. 応募完了</li></ol>
    <h1 class="entry__title">応募が完了しました</h1>
    <p class="entry__done js-doneJob"></p>
    <p>ご応募いただきありがとうございます。ご登録のメールアドレスに確認メールをお送りしました。<br>
    選考結果につきましては、企業の担当者より直接ご連絡いたします。</p>
    <p class="entry__btns"><a href="/search/" class="btn btn--back">求人検索に戻る</a></p>
  </div>
</div>
"""
    return page("応募完了", body, ["/assets/js/common.js", "/assets/js/jobs-data.js", "/assets/js/complete.js"])


def top_page():
    occ = "".join(f'<li><a href="/search/?oc={c}">{esc(n)}</a></li>' for c, n, _ in OCCUPATIONS)
    areas = "".join(f'<li><a href="/search/?pr={PREF_CODE[p]}">{p}</a></li>'
                    for p in ["北海道", "宮城県", "東京都", "神奈川県", "埼玉県", "千葉県", "愛知県", "京都府", "大阪府",
                              "兵庫県", "福岡県"])
    body = f"""<div id="contents" class="clearfix">
  <div class="topVisual"><p class="topVisual__copy">あなたらしい転職を、ここから。</p>
  <p class="topVisual__sub">掲載求人数 <strong>42</strong>件（{AS_OF.month}月{AS_OF.day}日更新）</p></div>
{search_box()}
  <div class="topLinks clearfix">
    <div class="topLinks__col"><h2>職種から探す</h2><ul>{occ}</ul></div>
    <div class="topLinks__col"><h2>勤務地から探す</h2><ul>{areas}</ul></div>
  </div>
  <p class="topAll"><a href="/search/">すべての求人を見る &gt;</a></p>
</div>
"""
    return page("転職・求人情報", body, ["/assets/js/common.js"])


def simple_page(title, text):
    body = f"""<div id="contents" class="clearfix"><div class="simple"><h1>{esc(title)}</h1>{text}</div></div>\n"""
    return page(title, body, ["/assets/js/common.js"])


def bookmark_page():
    body = """<div id="contents" class="clearfix"><div class="simple"><h1>気になるリスト</h1>
<div class="js-bookmarkList"></div></div></div>
"""
    return page("気になるリスト", body, ["/assets/js/common.js", "/assets/js/jobs-data.js", "/assets/js/bookmark.js"])


# --------------------------------------------------------------------------- data file for the scripts
def data_js(jobs):
    rows = [{k: j[k] for k in ("id", "seq", "rec", "title", "company", "cid", "company_linked", "occ", "occ_parent",
                               "location", "prefs", "salary", "annual", "kd", "catch", "labels", "duty", "target",
                               "period", "apply", "box_apply", "detail_url", "apply_url")} for j in jobs]
    for r in rows:
        r["occ_names"] = [OCC_NAME[r["occ"]], OCC_NAME[r["occ_parent"]]]
    decoys = [[{"id": d[0], "title": d[1], "company": COMPANIES[d[2]][0], "place": d[3], "url": f"/job/{d[0]}/"}
               for d in s] for s in DECOY_SETS]
    return ("/* テンショクNAVI 求人データ (generated by make_data.py) */\n"
            "var TNAVI = window.TNAVI || {};\n"
            f"TNAVI.PAGE_SIZE = {PAGE_SIZE};\n"
            f"TNAVI.JOBS = {json.dumps(rows, ensure_ascii=False)};\n"
            f"TNAVI.PR = {json.dumps(decoys, ensure_ascii=False)};\n"
            "window.TNAVI = TNAVI;\n")


# --------------------------------------------------------------------------- truth
def query(url_path, params, description, jobs):
    res = search(jobs, params)
    return {"url": url_path, "description": description, "ids": [j["id"] for j in res], "count": len(res),
            "pages": max(1, math.ceil(len(res) / PAGE_SIZE))}


def q(**kw):
    return {k: (v if isinstance(v, list) else [v]) for k, v in kw.items()}


def url(params):
    return "/search/?" + urllib.parse.urlencode([(k, v) for k, vs in params.items() for v in vs])


def build_truth(jobs):
    n_ext = sum(j["apply"] == "external" for j in jobs)
    n_box = sum(j["box_apply"] for j in jobs)
    n_link = sum(j["company_linked"] for j in jobs)
    everything = search(jobs, {})
    ids = [j["id"] for j in everything]
    queries = {
        "start": {"url": "/search/", "description": "every job, walking pages 1-3 of /search/ (20 a page, 新着順)",
                  "ids": ids, "count": len(ids), "pages": 3},
        "page_2": {"url": "/search/?page=2", "description": "second result page", "ids": ids[20:40], "count": 20, "pages": 1},
        "page_3": {"url": "/search/?page=3", "description": "last result page", "ids": ids[40:], "count": 2, "pages": 1},
    }
    searches = [
        ("search_kw_engineer", q(kw="エンジニア"), "キーワード = エンジニア (top search box)"),
        ("search_pr_tokyo", q(pr="13"), "勤務地 = 東京都 (top select; remote jobs count for their head office's prefecture)"),
        ("search_kw_engineer_tokyo", q(kw="エンジニア", pr="13"), "キーワード = エンジニア, 勤務地 = 東京都"),
        ("search_kw_eigyo", q(kw="営業"), "キーワード = 営業"),
        ("search_kw_two_words", q(kw="エンジニア リモート"), "キーワード = 'エンジニア リモート' (every word must occur)"),
        ("search_kw_company", q(kw="サンプルテック"), "キーワード = a company name"),
        ("search_pr_osaka", q(pr="27"), "勤務地 = 大阪府"),
        ("cond_oc_it", q(kw="", oc=["01", "0101", "0102", "0103", "0104"], ic=""),
         "条件: 職種 = ITエンジニア (ticking the parent ticks its children; the form sends all five codes)"),
        ("cond_oc_web", q(kw="", oc="0101", ic=""), "条件: 職種 = Webエンジニア only"),
        ("cond_oc_sales_office", q(kw="", oc=["02", "0201", "0202", "0203", "03", "0301", "0302", "0303"], ic=""),
         "条件: 職種 = 営業 + 事務・管理 (as the form sends them: parents with their children)"),
        ("cond_pr_tokyo_osaka", q(kw="", pr=["13", "27"], ic=""), "条件: 勤務地 = 東京都 or 大阪府 (checkboxes)"),
        ("cond_ic_600", q(kw="", ic="600"), "条件: 年収 = 600万円以上"),
        ("cond_kd_remote", q(kw="", ic="", kd="remote"), "条件: こだわり = リモートワーク可"),
        ("cond_kd_donichi_mikeiken", q(kw="", ic="", kd=["donichi", "mikeiken"]), "条件: 土日祝休み and 未経験者歓迎 (all must hold)"),
        ("cond_kw_engineer_ic_800", q(kw="エンジニア", ic="800"), "キーワード = エンジニア, then 条件: 年収 = 800万円以上"),
        ("sort_salary", q(sort="salary"), "並び替え = 年収が高い順"),
        ("sort_recommend", q(sort="recommend"), "並び替え = おすすめ順"),
        ("sort_salary_page_2", q(sort="salary", page="2"), "年収が高い順, page 2"),
    ]
    for name, params, desc in searches:
        entry = query(url(params), params, desc, jobs)
        if "page" in params:
            page_no = int(params["page"][0])
            entry["ids"] = entry["ids"][(page_no - 1) * PAGE_SIZE: page_no * PAGE_SIZE]
            entry["count"] = len(entry["ids"])
            entry["pages"] = 1
        queries[name] = entry
    queries["search_kw_engineer"]["also"] = ["/search/?kw=%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2&pr=",
                                             "/search/?kw=エンジニア"]
    queries["search_pr_tokyo"]["also"] = ["/search/?kw=&pr=13"]
    queries["cond_oc_it"]["also"] = ["/search/?oc=01"]

    truth_jobs = {}
    for j in jobs:
        truth_jobs[j["id"]] = {
            "id": j["id"], "title": j["title"], "company": j["company"],
            "company_url": f"/company/{j['cid']}/" if j["company_linked"] else None,
            "company_page": f"/company/{j['cid']}/",
            "location": j["location"], "salary": j["salary"], "labels": j["labels"], "catch": j["catch"],
            "posted_period": j["period"], "posted_date": j["start"], "end_date": j["end"],
            "occupation": OCC_NAME[j["occ"]], "occupation_parent": OCC_NAME[j["occ_parent"]],
            "occupation_code": j["occ"], "prefecture_codes": j["prefs"],
            "prefectures": [PREFS[c - 1] for c in j["prefs"]],
            "annual_salary_man": j["annual"], "kodawari": [dict(KODAWARI)[k] for k in j["kd"]],
            "remote": "remote" in j["kd"],
            "detail_url": j["detail_url"], "url": j["detail_url"],
            "apply_type": j["apply"], "apply_url": j["apply_url"],
            "apply_button_in_box": j["box_apply"],
            "apply_text": "この求人に応募する" if j["apply"] == "easy_apply" else "企業ホームページから応募する",
            "details": {"仕事内容": j["duty"], "応募資格": j["target"], "勤務地": j["location"], "勤務時間": j["hours"],
                        "給与": j["salary"], "休日休暇": j["holidays"], "福利厚生": j["benefits"]},
        }
    decoys = [{"id": d[0], "title": d[1], "company": COMPANIES[d[2]][0], "place": d[3], "detail_url": f"/job/{d[0]}/"}
              for d in DECOYS]
    return {
        "site": "tenshoku_navi_ja",
        "platform_like": "doda / マイナビ転職 / リクナビNEXT",
        "kind": "multi_page",
        "language": "ja",
        "as_of": AS_OF.isoformat(),
        "start_url": "/search/",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "search_params": {"kw": "キーワード (placeholder 職種、スキル、会社名などのキーワード)",
                          "pr": "勤務地 select (JIS prefecture code 1-47, empty = 全国)"},
        "search_button": "検索する",
        "pagination": "pages",
        "pages": 3,
        "pager": {"nav": "ul.pager", "prev": "＜ 前へ", "next": "次へ ＞", "param": "page",
                  "current": "a <span> (not a link); 前へ on page 1 and 次へ on the last page are <span class=\"is-disabled\">",
                  "keeps_params": True, "page_1_link": "drops the page param (/search/ when nothing else is set)",
                  "example": "/search/?kw=%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2&page=2"},
        "result_count_text": f"求人検索結果 {len(jobs)}件",
        "range_texts": ["1～20件を表示", "21～40件を表示", "41～42件を表示"],
        "sort": {"param": "sort", "options": {n: v for v, n in SORTS}, "default": "new",
                 "behaviour": "the select navigates on change (page reset, other params kept)"},
        "filters": {
            "職種": {n: c for c, n, _ in OCCUPATIONS} | {n: c for _, _, kids in OCCUPATIONS for c, n in kids},
            "勤務地": {p: str(c) for p, c in PREF_CODE.items()},
            "年収": {f"{v}万円以上": str(v) for v in INCOMES},
            "こだわり条件": {n: v for v, n in KODAWARI},
        },
        "filter_kinds": {
            "職種": "checkbox tree (name=oc, repeatable; a parent code matches all its children; OR within the group; "
                  "ticking a parent ticks its children in the page)",
            "勤務地": "checkboxes under region headings (name=pr, repeatable, OR); the top search box's select sends the same pr",
            "年収": "select (name=ic, 万円); a job matches when its yearly figure (the upper figure of 給与, else the lower; "
                  "月給 x12, 時給 x1920 h) is at least that much",
            "こだわり条件": "checkboxes (name=kd, repeatable, AND: every ticked condition must hold)",
        },
        "filter_apply_button": "この条件で検索する",
        "filter_form": "GET /search/ with a hidden kw (the current keyword); nothing applies until the button is pressed",
        "filter_reset_link": "条件をクリア",
        "queries": queries,
        "jobs": truth_jobs,
        "pr_decoys": {
            "heading": "この求人を見た人におすすめ",
            "position": "between result boxes 10 and 11 (pages with at least 11 results); page 1, 3, ... show the first three, page 2, 4, ... the last three",
            "jobs": decoys,
        },
        "recently_viewed": {"heading": "最近見た求人", "storage": "localStorage tnavi_recent (set by /job/<id>/ pages, newest first, at most 5)",
                            "empty_text": "最近見た求人はありません。"},
        "bookmark": {"button": "気になる", "pressed_text": "気になる登録済み", "storage": "localStorage tnavi_keep"},
        "forms": {
            FORM_NAME: {
                "url": "/apply/<id>/", "example_url": f"/apply/{jobs[0]['id']}/",
                "steps": 2,
                "step_buttons": ["確認画面へ進む", "この内容で応募する"],
                "back_button": "修正する",
                "submit_text": "この内容で応募する",
                "transport": f"fetch POST multipart/form-data (the form's FormData) to /__submit/{FORM_NAME}, then navigate to /apply/complete/?id=<id>",
                "confirmation": "応募が完了しました",
                "validation_messages": {"required": "必須項目です", "katakana": "全角カタカナで入力してください",
                                        "email": "メールアドレスの形式が正しくありません",
                                        "email_mismatch": "メールアドレスが一致しません",
                                        "tel": "半角数字とハイフンで入力してください",
                                        "summary": "入力内容に誤りがあります。赤字のメッセージをご確認ください。"},
                "hidden_fields": ["job_id", "job_title"],
                "fields": [
                    {"label": "姓", "group": "氏名", "name": "sei", "type": "text", "required": True},
                    {"label": "名", "group": "氏名", "name": "mei", "type": "text", "required": True},
                    {"label": "セイ", "group": "フリガナ", "name": "sei_kana", "type": "text", "required": True, "format": "全角カタカナ"},
                    {"label": "メイ", "group": "フリガナ", "name": "mei_kana", "type": "text", "required": True, "format": "全角カタカナ"},
                    {"label": "生年月日（年）", "group": "生年月日", "name": "birth_year", "type": "select", "required": True, "options": "2008 … 1950"},
                    {"label": "生年月日（月）", "group": "生年月日", "name": "birth_month", "type": "select", "required": True, "options": "1 … 12"},
                    {"label": "生年月日（日）", "group": "生年月日", "name": "birth_day", "type": "select", "required": True, "options": "1 … 31"},
                    {"label": "性別", "name": "gender", "type": "radio", "required": False, "options": ["男性", "女性", "回答しない"]},
                    {"label": "メールアドレス", "name": "email", "type": "text", "required": True, "format": "email"},
                    {"label": "メールアドレス（確認用）", "name": "email_confirm", "type": "text", "required": True, "must_match": "email"},
                    {"label": "電話番号", "name": "tel", "type": "text", "required": True, "format": "半角数字とハイフン (10-11 digits)"},
                    {"label": "現住所", "name": "pref", "type": "select", "required": True, "options": PREFS,
                     "values": "JIS code 1-47"},
                    {"label": "履歴書", "name": "resume", "type": "file", "required": False},
                    {"label": "志望動機", "name": "motivation", "type": "textarea", "required": False},
                    {"label": "個人情報の取り扱いに同意する", "name": "agree", "type": "checkbox", "required": True, "value": "1"},
                ],
            }
        },
        "notes": ("Pages look server-rendered (table layouts, BEM classes) but the static server ignores query strings: "
                  "/search/ is rendered by assets/js/search.js from location.search before DOMContentLoaded. "
                  f"Order 新着順 = posted date, newest first. NEW = posted within {NEW_DAYS} days of as_of (as_of counted); 急募 on some. "
                  f"{n_ext} jobs apply on the company's own site (企業ホームページから応募する, target=_blank, .example addresses); "
                  f"the other {len(jobs) - n_ext} use the two-step on-site form, and {n_box} of those also show 応募する in their result box. "
                  f"The company name on top of a box is a link to /company/<id>/ on {n_link} boxes, plain text on the others. "
                  "Decoys: the PR block between boxes 10 and 11 and the 最近見た求人 strip under the list."),
    }


# --------------------------------------------------------------------------- main
def main():
    jobs = build_jobs()
    write("assets/js/jobs-data.js", data_js(jobs))
    write("index.html", top_page())
    write("search/index.html", search_page())
    for j in jobs:
        write(f"job/{j['id']}/index.html", detail_page(j))
        if j["apply"] == "easy_apply":
            write(f"apply/{j['id']}/index.html", apply_page(j))
    for d in DECOYS:
        write(f"job/{d[0]}/index.html", decoy_page(d))
    for cid in COMPANIES:
        write(f"company/{cid}/index.html", company_page(cid, jobs))
    write("apply/complete/index.html", complete_page())
    write("bookmark/index.html", bookmark_page())
    write("knowhow/index.html", simple_page("転職ノウハウ", "<p>職務経歴書の書き方、面接対策など、転職活動に役立つ情報を順次公開予定です。</p>"))
    write("login/index.html", simple_page("ログイン", "<p>このデモサイトでは会員登録・ログインはご利用いただけません。</p><p><a href=\"/search/\">求人を探す</a></p>"))
    write("terms/index.html", simple_page("利用規約", "<p>本規約は、テンショクNAVI（以下「本サービス」）の利用条件を定めるものです。</p>"))
    write("privacy/index.html", simple_page("個人情報の取り扱い", "<p>ご応募いただいた個人情報は、応募先企業への提供および選考連絡のためにのみ利用します。</p>"))
    write("sitemap/index.html", simple_page("サイトマップ", '<ul><li><a href="/">TOP</a></li><li><a href="/search/">求人検索</a></li><li><a href="/knowhow/">転職ノウハウ</a></li></ul>'))
    truth = build_truth(jobs)
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    n_ext = sum(j["apply"] == "external" for j in jobs)
    print(f"{len(jobs)} jobs ({n_ext} external, {sum(j['box_apply'] for j in jobs)} with 応募する in the box, "
          f"{sum(j['company_linked'] for j in jobs)} linked companies)")


if __name__ == "__main__":
    main()
