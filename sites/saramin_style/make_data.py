#!/usr/bin/env python3
"""Generate the data file and truth.json of the "커리어랩" (Saramin / JobKorea style) board.

The pages are static HTML that render from js/recruit_data.js (a snapshot of the "server" data,
like the JSON a real search page hydrates from).  Run:  python3 make_data.py
Everything is deterministic: dates are computed from AS_OF, never from the clock.
"""
import datetime as dt
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
AS_OF = dt.date(2025, 12, 1)          # a Monday
PAGE_SIZE = 20
WEEKDAYS = "월화수목금토일"

# ------------------------------------------------------------------ companies
# key: (name, csn, industry, employees, founded, address, intro, external apply URL pattern)
COMPANIES = {
    "hanbit": ("(주)한빛소프트", "1208712345", "게임·소프트웨어 개발", "약 320명", "1999",
               "경기 성남시 분당구 대왕판교로 644번길 49",
               "(주)한빛소프트는 온라인·모바일 게임과 게임 플랫폼을 직접 개발하고 서비스하는 25년 업력의 게임 전문 기업입니다.",
               None),
    "ncloud": ("네이버클라우드", "1298645521", "클라우드 컴퓨팅 서비스", "약 1,400명", "2009",
               "경기 성남시 분당구 분당내곡로 117",
               "네이버클라우드는 퍼블릭 클라우드, 하이퍼스케일 AI, 협업 도구를 자체 개발해 기업과 공공기관에 제공하는 클라우드 플랫폼 기업입니다.",
               "https://recruit.navercloudcorp.com/rcrt/view.do?annoId={n}&lang=ko"),
    "sejin": ("(주)세진테크", "1348801122", "반도체 장비 부품 제조", "약 180명", "2004",
              "서울 금천구 가산디지털1로 168",
              "(주)세진테크는 반도체 장비용 정밀 부품을 설계·개발하고 생산하는 소재·부품 전문 기업입니다.",
              None),
    "codebrick": ("주식회사 코드브릭", "7658100234", "SaaS 솔루션", "약 70명", "2018",
                  "서울 강남구 테헤란로 427",
                  "주식회사 코드브릭은 중소기업용 업무 자동화 SaaS를 개발하는 스타트업으로, 시리즈 B 투자를 유치했습니다.",
                  "https://codebrick.career.greetinghr.com/o/{n}"),
    "onnuri": ("(주)온누리정보기술", "2148620981", "SI·IT 서비스", "약 450명", "2001",
               "서울 영등포구 여의대로 108",
               "(주)온누리정보기술은 금융·공공 분야 정보시스템 구축과 솔루션 개발을 수행하는 IT 서비스 기업입니다.",
               None),
    "daon": ("(주)다온헬스케어", "1188166012", "의료기기 제조", "약 210명", "2011",
             "서울 구로구 디지털로 288",
             "(주)다온헬스케어는 체외진단 의료기기와 헬스케어 플랫폼을 개발·제조하여 30여 개국에 수출하고 있습니다.",
             "https://daonhealthcare.recruiter.co.kr/app/jobnotice/view?systemKindCode=MRS2&jobnoticeSn={n}"),
    "hangyeol": ("한결물류(주)", "6218154003", "물류·운송", "약 600명", "1996",
                 "부산 강서구 신항로 200",
                 "한결물류(주)는 부산신항을 거점으로 3PL·국제물류 서비스를 제공하며, 자체 WMS를 개발해 운영하고 있습니다.",
                 None),
    "bright": ("(주)브라이트에듀", "2208833145", "교육 서비스", "약 150명", "2013",
               "서울 마포구 월드컵북로 396",
               "(주)브라이트에듀는 초·중등 온라인 학습 콘텐츠와 AI 튜터를 개발하는 에듀테크 기업입니다.",
               None),
    "lucid": ("주식회사 루시드랩", "4538700451", "인공지능 솔루션", "약 45명", "2020",
              "서울 성동구 성수이로 113",
              "주식회사 루시드랩은 제조 현장용 비전 AI 검사 솔루션을 개발하는 딥테크 스타트업입니다.",
              "https://lucidlab.ninehire.site/job_posting/{n}"),
    "haedam": ("(주)해담푸드", "1358122467", "식품 제조·유통", "약 380명", "2002",
               "경기 화성시 향남읍 제약공단2길 31",
               "(주)해담푸드는 HMR·간편식 제품을 연구개발하고 생산하는 식품 제조 기업입니다.",
               None),
    "woori_bio": ("우리바이오(주)", "3148609215", "바이오·제약", "약 260명", "2008",
                  "대전 유성구 테크노2로 187",
                  "우리바이오(주)는 바이오의약품 신약 개발과 CDMO 사업을 영위하는 바이오 기업입니다.",
                  "https://wooribio.recruiter.co.kr/app/jobnotice/view?systemKindCode=MRS2&jobnoticeSn={n}"),
    "saebom": ("(주)새봄커머스", "1058755320", "이커머스", "약 130명", "2016",
               "서울 서초구 강남대로 373",
               "(주)새봄커머스는 리빙·뷰티 카테고리의 온라인 쇼핑몰을 운영하며 PB 상품을 기획·개발합니다.",
               None),
    "jnk": ("제이앤케이게임즈", "2118877001", "게임 개발", "약 90명", "2015",
            "경기 성남시 분당구 판교역로 235",
            "제이앤케이게임즈는 PC·콘솔 액션 RPG를 개발하는 게임 스튜디오입니다.",
            "https://jnkgames.career.greetinghr.com/o/{n}"),
    "dongbang": ("(주)동방테크", "5068122098", "자동차 부품 제조", "약 520명", "1991",
                 "대구 달서구 성서공단로 11길 62",
                 "(주)동방테크는 자동차 전장 부품을 개발·생산하여 완성차 업체에 공급하는 1차 협력사입니다.",
                 None),
    "samwoo": ("삼우엔지니어링(주)", "1078643310", "건설 엔지니어링", "약 340명", "1987",
               "서울 중구 세종대로 39",
               "삼우엔지니어링(주)는 플랜트·인프라 설계와 BIM 기반 엔지니어링 기술을 개발해 온 종합 엔지니어링사입니다.",
               None),
    "hanaro": ("(주)하나로모빌리티", "8878100912", "모빌리티 플랫폼", "약 160명", "2017",
               "서울 강남구 선릉로 551",
               "(주)하나로모빌리티는 법인 차량 공유와 배차 최적화 플랫폼을 개발·운영하는 모빌리티 기업입니다.",
               "https://hanaromobility.ninehire.site/job_posting/{n}"),
    "geo": ("(주)지오메디칼", "6068177123", "병원·의료", "약 410명", "2006",
            "부산 해운대구 센텀중앙로 79",
            "(주)지오메디칼은 검진센터와 재활병원을 운영하며 디지털 헬스 서비스를 공동 개발하고 있습니다.",
            None),
    "hl": ("에이치엘디자인(주)", "1018155678", "디자인 에이전시", "약 40명", "2012",
           "서울 마포구 양화로 45",
           "에이치엘디자인(주)는 브랜드 경험 디자인과 디지털 프로덕트 UX를 개발하는 디자인 에이전시입니다.",
           None),
    "blueocean": ("(주)블루오션마케팅", "2208165432", "광고·마케팅", "약 85명", "2014",
                  "서울 강남구 논현로 508",
                  "(주)블루오션마케팅은 퍼포먼스 마케팅과 콘텐츠 마케팅 전략을 개발하는 디지털 광고 대행사입니다.",
                  None),
    "smartfactory": ("한국스마트팩토리(주)", "1248770654", "산업 자동화", "약 230명", "2010",
                     "경기 수원시 영통구 광교로 156",
                     "한국스마트팩토리(주)는 공장 자동화 설비와 MES 솔루션을 개발·공급하는 스마트제조 기업입니다.",
                     "https://ksf.recruiter.co.kr/app/jobnotice/view?systemKindCode=MRS2&jobnoticeSn={n}"),
    "unionfin": ("(주)유니온핀테크", "1078199876", "핀테크", "약 120명", "2016",
                 "서울 영등포구 국제금융로 10",
                 "(주)유니온핀테크는 간편결제와 기업 정산 서비스를 자체 개발하여 운영하는 핀테크 기업입니다.",
                 "https://unionfintech.career.greetinghr.com/o/{n}"),
    "nuri_sec": ("(주)누리보안", "1208845321", "정보보안", "약 110명", "2005",
                 "서울 구로구 디지털로26길 5",
                 "(주)누리보안은 보안관제 서비스와 취약점 진단 솔루션을 개발하는 정보보안 전문 기업입니다.",
                 None),
    "gwangju_energy": ("(주)빛고을에너지", "4108122789", "신재생에너지", "약 95명", "2012",
                       "광주 서구 상무중앙로 110",
                       "(주)빛고을에너지는 태양광 발전소 EPC와 에너지 관리 시스템을 개발·운영합니다.",
                       None),
    "incheon_air": ("(주)스카이로지텍", "1218166345", "항공 물류", "약 270명", "2003",
                    "인천 중구 공항동로 296",
                    "(주)스카이로지텍은 인천공항 기반 항공 화물 포워딩 기업으로, 화물 추적 시스템을 자체 개발했습니다.",
                    None),
}

# ------------------------------------------------------------------ job categories
# sectors (job_sector keywords), 주요업무, 자격요건, 우대사항
CATS = {
    "backend": (["백엔드/서버개발", "Java", "Spring", "API", "MySQL"],
                ["대규모 트래픽을 처리하는 서비스의 백엔드 API 설계 및 개발", "MSA 기반 서비스 구조 개선 및 성능 최적화", "RDBMS·NoSQL 데이터 모델링"],
                ["Java/Spring Boot 기반 웹 서비스 개발 경험", "RESTful API 설계 경험", "Git 기반 협업 경험"],
                ["Kafka, Redis 등 메시징·캐시 운영 경험", "AWS 또는 NCP 환경 서비스 운영 경험"]),
    "frontend": (["프론트엔드", "React", "TypeScript", "웹개발"],
                 ["React 기반 웹 서비스 화면 개발", "디자인 시스템 컴포넌트 개발 및 유지보수", "웹 성능 최적화 및 접근성 개선"],
                 ["React, TypeScript 실무 경험", "HTML/CSS 및 반응형 웹 이해", "REST API 연동 경험"],
                 ["Next.js SSR 경험", "테스트 코드(Jest, Playwright) 작성 경험"]),
    "mobile": (["앱개발", "Android", "iOS", "Kotlin", "Swift"],
               ["Android/iOS 네이티브 앱 신규 기능 개발", "앱 성능 및 안정성 개선", "앱 배포 및 스토어 운영"],
               ["Kotlin 또는 Swift 기반 앱 개발 경험", "MVVM 등 아키텍처 패턴 이해"],
               ["Flutter 또는 React Native 경험", "앱 출시 및 운영 경험"]),
    "data": (["데이터엔지니어", "데이터분석", "SQL", "Python", "빅데이터"],
             ["데이터 파이프라인 설계 및 개발", "데이터 웨어하우스 구축 및 운영", "사업 부서 대상 데이터 분석 및 리포팅"],
             ["SQL 활용 능력", "Python 기반 데이터 처리 경험"],
             ["Airflow, Spark 사용 경험", "BI 툴(Tableau, Superset) 활용 경험"]),
    "devops": (["DevOps", "클라우드", "Kubernetes", "리눅스", "인프라"],
               ["클라우드 인프라 설계·구축 및 운영", "CI/CD 파이프라인 구축", "모니터링 및 장애 대응 체계 개발"],
               ["Linux 시스템 운영 경험", "Docker, Kubernetes 이해", "네트워크 기본 지식"],
               ["Terraform 등 IaC 경험", "클라우드 관련 자격증 보유자"]),
    "qa": (["QA", "테스트", "품질관리", "자동화테스트"],
           ["웹·앱 서비스 기능 테스트 및 결함 관리", "테스트 케이스 작성 및 자동화 테스트 개발", "릴리즈 품질 검증"],
           ["소프트웨어 테스트 실무 경험", "JIRA 등 이슈 관리 도구 사용 경험"],
           ["Selenium, Appium 자동화 경험", "ISTQB 자격 보유자"]),
    "ai": (["인공지능(AI)", "머신러닝", "딥러닝", "Python", "컴퓨터비전"],
           ["비전 AI 모델 연구 및 개발", "학습 데이터 구축 및 모델 경량화", "모델 서빙 파이프라인 개발"],
           ["PyTorch 또는 TensorFlow 사용 경험", "컴퓨터비전 관련 프로젝트 경험"],
           ["관련 분야 석사 이상", "MLOps 경험"]),
    "game": (["게임개발", "Unity", "Unreal", "C++", "클라이언트"],
             ["게임 클라이언트 콘텐츠 개발", "전투·UI 시스템 구현", "최적화 및 플랫폼 대응"],
             ["C++ 또는 C# 개발 경험", "Unreal 또는 Unity 엔진 사용 경험"],
             ["출시 게임 개발 참여 경험", "콘솔 플랫폼 개발 경험"]),
    "security": (["정보보안", "보안관제", "모의해킹", "네트워크보안"],
                 ["보안관제 및 침해사고 대응", "취약점 진단 및 모의해킹 수행", "보안 솔루션 운영 및 정책 관리"],
                 ["정보보안 관련 실무 경험", "네트워크·시스템 보안 지식"],
                 ["정보보안기사, CISSP 등 자격증", "클라우드 보안 경험"]),
    "embedded": (["임베디드", "펌웨어", "C언어", "회로설계"],
                 ["MCU 기반 펌웨어 개발", "차량용 전장 제어 소프트웨어 개발", "HW 연동 시험 및 디버깅"],
                 ["C 언어 기반 임베디드 개발 경험", "회로도 해석 능력"],
                 ["AUTOSAR 경험", "CAN 통신 이해"]),
    "erp": (["SI", "ERP", "SAP", "시스템운영"],
            ["금융·공공 정보시스템 구축 프로젝트 수행", "ERP 모듈 운영 및 개선 개발", "현업 요구사항 분석"],
            ["SI 프로젝트 수행 경험", "SQL 활용 능력"],
            ["SAP ABAP 경험", "정보처리기사 자격증"]),
    "finance": (["재무회계", "결산", "세무", "ERP"],
                ["월·분기·연말 결산 및 재무제표 작성", "법인세·부가세 신고 등 세무 업무", "외부 회계감사 대응"],
                ["재무회계 실무 경력", "더존 또는 SAP 사용 가능자"],
                ["회계 관련 자격증(재경관리사, 전산세무) 보유자", "제조업 원가회계 경험"]),
    "hr": (["인사", "채용", "HRD", "노무"],
           ["채용 전형 운영 및 채용 브랜딩", "인사제도 운영 및 평가·보상 업무", "교육 프로그램 기획 및 운영"],
           ["인사 실무 경험", "원활한 커뮤니케이션 능력"],
           ["공인노무사 자격 보유자", "HR 시스템 운영 경험"]),
    "marketing": (["마케팅", "퍼포먼스마케팅", "콘텐츠기획", "SNS"],
                  ["온라인 광고 캠페인 기획·운영", "매체 성과 분석 및 리포트 작성", "브랜드 콘텐츠 기획"],
                  ["디지털 마케팅 실무 경험", "GA4 등 분석 도구 활용 능력"],
                  ["광고대행사 경력자", "이커머스 마케팅 경험"]),
    "sales": (["영업", "B2B영업", "기술영업", "해외영업"],
              ["신규 고객사 발굴 및 관리", "제안서 작성 및 영업 프레젠테이션", "매출 목표 관리"],
              ["B2B 영업 경험", "운전면허 소지자"],
              ["관련 업계 영업 경험", "영어 또는 일본어 가능자"]),
    "design": (["웹디자인", "UI/UX", "Figma", "BX디자인"],
               ["웹·앱 서비스 UI 디자인", "브랜드 가이드 및 디자인 시스템 관리", "마케팅 콘텐츠 디자인"],
               ["Figma, Adobe 툴 능숙자", "포트폴리오 필수 제출"],
               ["모션 그래픽 가능자", "디자인 에이전시 경험"]),
    "planning": (["서비스기획", "PM", "PO", "웹기획"],
                 ["서비스 신규 기능 기획 및 정책 수립", "화면 설계서(스토리보드) 작성", "개발·디자인 조직과 일정 관리"],
                 ["웹·앱 서비스 기획 경험", "데이터 기반 의사결정 경험"],
                 ["SQL 활용 가능자", "애자일 조직 경험"]),
    "logistics": (["물류", "SCM", "재고관리", "무역"],
                  ["입출고 및 재고 관리", "수출입 통관 서류 관리", "운송사·협력사 관리"],
                  ["물류 또는 무역 실무 경험", "엑셀 중급 이상"],
                  ["국제무역사, 물류관리사 자격증", "WMS 사용 경험"]),
    "production": (["생산관리", "품질관리", "공정관리", "QC"],
                   ["생산 계획 수립 및 공정 관리", "품질 검사 및 불량 원인 분석", "ISO 품질시스템 운영"],
                   ["제조업 생산·품질 업무 경험", "교대 근무 가능자"],
                   ["품질경영기사 자격증", "6시그마 경험"]),
    "cs": (["고객상담", "CS", "인바운드", "고객관리"],
           ["고객 문의 응대(전화·채팅)", "VOC 분석 및 개선 제안", "CS 매뉴얼 관리"],
           ["고객 응대 경험", "기본 PC 활용 능력"],
           ["이커머스 CS 경험", "장기 근무 가능자"]),
    "nurse": (["간호사", "검진센터", "의료"],
              ["건강검진 수검자 안내 및 검사 보조", "채혈 및 기초 검사", "검진 결과 상담 지원"],
              ["간호사 면허 소지자", "병원 근무 경험"],
              ["검진센터 근무 경험", "3교대 가능자"]),
    "edu": (["교육콘텐츠", "교재개발", "강사", "교육기획"],
            ["초·중등 온라인 학습 콘텐츠 기획", "문항 및 교재 집필·검수", "강의 영상 제작 협업"],
            ["관련 전공자 또는 교육 업계 경험", "문서 작성 능력"],
            ["교원자격증 보유자", "에듀테크 기업 경험"]),
    "rnd": (["연구개발", "R&D", "바이오", "분석"],
            ["바이오의약품 공정 개발 연구", "분석법 개발 및 밸리데이션", "연구 보고서 작성"],
            ["생명공학·화학 관련 전공 석사 이상", "실험 설계 및 분석 경험"],
            ["GMP 환경 근무 경험", "영어 논문 작성 가능자"]),
    "mech": (["기계설계", "CAD", "설비", "플랜트"],
             ["플랜트 배관·기계 설계", "3D 모델링 및 도면 작성", "현장 기술 지원"],
             ["AutoCAD, Inventor 활용 가능자", "기계공학 관련 전공"],
             ["BIM 프로젝트 경험", "일반기계기사 자격증"]),
    "energy": (["전기", "태양광", "전기설계", "시공관리"],
               ["태양광 발전소 전기 설계", "시공 현장 관리 및 인허가 대응", "발전소 유지보수 관리"],
               ["전기 관련 전공자", "전기기사 자격증 보유자"],
               ["신재생에너지 분야 경험", "현장 관리 경험"]),
    "office": (["사무보조", "경영지원", "총무", "문서관리"],
               ["총무 및 비품·시설 관리", "전자결재 문서 관리", "경영지원 업무 보조"],
               ["MS Office 활용 가능자", "성실하고 꼼꼼한 분"],
               ["유관 업무 경험", "인근 거주자"]),
}

# ------------------------------------------------------------------ the 60 jobs
# (title, company, category, location, career, education, employment, deadline, salary, apply)
# deadline: "YYYY-MM-DD" | "always" (상시채용) | "hire" (채용시 마감)
# apply: "easy" (입사지원 / 즉시지원 on this site) | "home" (홈페이지 지원)
E, H = "easy", "home"
JOBS = [
    ("백엔드 개발자 (Java/Spring)", "hanbit", "backend", "경기 성남시 분당구", "경력 3~5년", "대졸↑", "정규직", "2025-12-15", "연봉 4,000~5,000만원", E),
    ("재무회계 담당자 (경력 3년 이상)", "sejin", "finance", "서울 금천구", "경력 3~5년", "대졸↑", "정규직", "2025-12-08", "회사내규에 따름", E),
    ("클라우드 인프라 엔지니어 (신입/경력)", "ncloud", "devops", "경기 성남시 분당구", "신입·경력", "대졸↑", "정규직", "2025-12-21", "회사내규에 따름", H),
    ("프론트엔드 개발자 (React/TypeScript)", "codebrick", "frontend", "서울 강남구", "경력 2~5년", "학력무관", "정규직", "always", "연봉 4,500~6,000만원", H),
    ("SI 프로젝트 개발자 (금융권)", "onnuri", "erp", "서울 영등포구", "경력 5~10년", "대졸↑", "정규직", "2025-12-19", "회사내규에 따름", E),
    ("체외진단기기 펌웨어 개발자", "daon", "embedded", "서울 구로구", "경력 3~5년", "대졸↑", "정규직", "2025-12-31", "회사내규에 따름", H),
    ("물류센터 재고관리 사원", "hangyeol", "logistics", "부산 강서구", "신입", "고졸↑", "정규직", "2025-12-05", "연봉 3,000~3,400만원", E),
    ("초등 수학 교육콘텐츠 개발자", "bright", "edu", "서울 마포구", "경력무관", "대졸↑", "계약직", "2025-12-12", "면접 후 결정", E),
    ("비전 AI 연구원 (딥러닝)", "lucid", "ai", "서울 성동구", "경력 1~3년", "석사↑", "정규직", "always", "회사내규에 따름", H),
    ("생산관리 담당자 (HMR 공장)", "haedam", "production", "경기 화성시", "경력 1~3년", "초대졸↑", "정규직", "2025-12-10", "회사내규에 따름", E),
    ("바이오의약품 공정개발 연구원", "woori_bio", "rnd", "대전 유성구", "경력 3~5년", "석사↑", "정규직", "2026-01-09", "회사내규에 따름", H),
    ("온라인 퍼포먼스 마케터", "saebom", "marketing", "서울 서초구", "경력 2~5년", "대졸↑", "정규직", "2025-12-03", "연봉 3,800~4,500만원", E),
    ("게임 클라이언트 프로그래머 (Unreal)", "jnk", "game", "경기 성남시 분당구", "경력 3~5년", "학력무관", "정규직", "hire", "회사내규에 따름", H),
    ("차량 전장 임베디드 SW 개발 (신입)", "dongbang", "embedded", "대구 달서구", "신입", "대졸↑", "정규직", "2025-12-17", "연봉 3,600만원 이상", E),
    ("플랜트 기계설계 엔지니어", "samwoo", "mech", "서울 중구", "경력 5~10년", "대졸↑", "정규직", "2025-12-26", "회사내규에 따름", E),
    ("안드로이드 앱 개발자 (Kotlin)", "hanaro", "mobile", "서울 강남구", "경력 2~5년", "학력무관", "정규직", "2025-12-14", "연봉 4,500~5,500만원", H),
    ("건강검진센터 간호사", "geo", "nurse", "부산 해운대구", "경력무관", "초대졸↑", "정규직", "always", "회사내규에 따름", E),
    ("UI/UX 디자이너 (웹·앱)", "hl", "design", "서울 마포구", "경력 1~3년", "대졸↑", "정규직", "2025-12-13", "면접 후 결정", E),
    ("퍼포먼스 마케팅 AE (신입)", "blueocean", "marketing", "서울 강남구", "신입", "대졸↑", "정규직", "2025-12-07", "회사내규에 따름", E),
    ("MES 솔루션 개발자 (C#/.NET)", "smartfactory", "backend", "경기 수원시 영통구", "경력 3~5년", "대졸↑", "정규직", "2025-12-24", "회사내규에 따름", H),
    # page 2
    ("결제 서버 개발자 (Kotlin/Spring)", "unionfin", "backend", "서울 영등포구", "경력 5년↑", "학력무관", "정규직", "always", "연봉 6,000~8,000만원", H),
    ("보안관제 요원 (신입/경력)", "nuri_sec", "security", "서울 구로구", "신입·경력", "초대졸↑", "정규직", "2025-12-11", "회사내규에 따름", E),
    ("태양광 전기설계 엔지니어", "gwangju_energy", "energy", "광주 서구", "경력 3~5년", "대졸↑", "정규직", "2025-12-20", "회사내규에 따름", E),
    ("항공 수출입 포워딩 사원", "incheon_air", "logistics", "인천 중구", "신입·경력", "대졸↑", "정규직", "2025-12-09", "연봉 3,200~3,800만원", E),
    ("게임 QA 테스터 (계약직 6개월)", "hanbit", "qa", "경기 성남시 분당구", "경력무관", "학력무관", "계약직", "2025-12-06", "월급 230만원", E),
    ("하이퍼스케일 AI 플랫폼 백엔드 개발", "ncloud", "backend", "경기 성남시 분당구", "경력 5년↑", "대졸↑", "정규직", "2026-01-04", "회사내규에 따름", H),
    ("원가회계 담당 (제조업)", "dongbang", "finance", "대구 달서구", "경력 3~5년", "대졸↑", "정규직", "2025-12-16", "회사내규에 따름", E),
    ("데이터 엔지니어 (Airflow/Spark)", "codebrick", "data", "재택근무", "경력 3~5년", "학력무관", "정규직", "hire", "연봉 5,000~6,500만원", H),
    ("인사·채용 담당자 (HRM)", "onnuri", "hr", "서울 영등포구", "경력 3~5년", "대졸↑", "정규직", "2025-12-22", "회사내규에 따름", E),
    ("의료기기 해외영업 (영어 가능자)", "daon", "sales", "서울 구로구", "경력 2~5년", "대졸↑", "정규직", "2025-12-18", "면접 후 결정", E),
    ("부산신항 물류센터 현장관리자", "hangyeol", "logistics", "부산 강서구", "경력 5~10년", "학력무관", "정규직", "2025-12-04", "연봉 4,200~5,000만원", E),
    ("에듀테크 서비스 기획자 (PM)", "bright", "planning", "서울 마포구", "경력 3~5년", "대졸↑", "정규직", "2025-12-27", "회사내규에 따름", E),
    ("MLOps 엔지니어", "lucid", "devops", "재택근무", "경력 3~5년", "학력무관", "정규직", "always", "회사내규에 따름", H),
    ("식품 품질관리(QC) 사원", "haedam", "production", "경기 화성시", "신입", "초대졸↑", "정규직", "2025-12-02", "회사내규에 따름", E),
    ("QC 분석 연구원 (GMP)", "woori_bio", "rnd", "대전 유성구", "경력 1~3년", "대졸↑", "정규직", "2025-12-30", "회사내규에 따름", H),
    ("쇼핑몰 고객상담 (CS) 사원", "saebom", "cs", "서울 서초구", "경력무관", "고졸↑", "계약직", "2025-12-05", "월급 220~250만원", E),
    ("게임 서버 개발자 (C++)", "jnk", "game", "경기 성남시 분당구", "경력 5~10년", "학력무관", "정규직", "always", "회사내규에 따름", H),
    ("생산기술 엔지니어 (신입)", "dongbang", "production", "대구 달서구", "신입", "대졸↑", "정규직", "2025-12-23", "연봉 3,800만원 이상", E),
    ("BIM 설계 엔지니어 (경력 5년 이상)", "samwoo", "mech", "서울 중구", "경력 5~10년", "대졸↑", "정규직", "2026-01-07", "회사내규에 따름", E),
    ("iOS 앱 개발자 (Swift)", "hanaro", "mobile", "서울 강남구", "경력 3~5년", "학력무관", "정규직", "2025-12-14", "연봉 5,000~6,500만원", H),
    # page 3
    ("재활병원 물리치료사·간호사", "geo", "nurse", "부산 해운대구", "신입·경력", "초대졸↑", "정규직", "hire", "회사내규에 따름", E),
    ("BX 디자이너 (브랜드)", "hl", "design", "서울 마포구", "경력 3~5년", "대졸↑", "정규직", "2025-12-28", "면접 후 결정", E),
    ("콘텐츠 마케터 (SNS 운영)", "blueocean", "marketing", "재택근무", "경력 1~3년", "학력무관", "계약직", "2025-12-08", "회사내규에 따름", E),
    ("스마트팩토리 기술영업", "smartfactory", "sales", "경기 수원시 영통구", "경력 3~5년", "대졸↑", "정규직", "2025-12-29", "회사내규에 따름", H),
    ("정산 시스템 QA 엔지니어", "unionfin", "qa", "서울 영등포구", "경력 2~5년", "학력무관", "정규직", "2025-12-21", "회사내규에 따름", E),
    ("모의해킹 컨설턴트", "nuri_sec", "security", "서울 구로구", "경력 3~5년", "대졸↑", "정규직", "2026-01-02", "연봉 4,500~6,000만원", E),
    ("발전소 운영관리 사무원", "gwangju_energy", "office", "광주 서구", "경력무관", "고졸↑", "계약직", "2025-12-10", "월급 240만원", E),
    ("화물추적 시스템 유지보수 개발자", "incheon_air", "erp", "인천 중구", "경력 3~5년", "초대졸↑", "정규직", "2025-12-19", "회사내규에 따름", E),
    ("사업개발 매니저 (게임 퍼블리싱)", "hanbit", "planning", "경기 성남시 분당구", "경력 5년↑", "대졸↑", "정규직", "2025-12-12", "회사내규에 따름", E),
    ("클라우드 기술영업 (공공)", "ncloud", "sales", "서울 중구", "경력 5~10년", "대졸↑", "정규직", "2025-12-26", "회사내규에 따름", H),
    ("경영지원 총무 담당 (신입)", "sejin", "office", "서울 금천구", "신입", "초대졸↑", "정규직", "2025-12-11", "회사내규에 따름", E),
    ("백엔드 개발자 (Node.js) 신입", "codebrick", "backend", "서울 강남구", "신입", "학력무관", "인턴", "2025-12-09", "연봉 3,600~4,000만원", E),
    ("공공 SI 사업관리 PM", "onnuri", "planning", "서울 영등포구", "경력 7년↑", "대졸↑", "정규직", "2026-01-05", "회사내규에 따름", E),
    ("품질보증(QA) 엔지니어 (의료기기)", "daon", "production", "서울 구로구", "경력 3~5년", "대졸↑", "정규직", "2025-12-30", "회사내규에 따름", H),
    ("WMS 개발 및 운영 담당", "hangyeol", "erp", "부산 강서구", "경력 2~5년", "대졸↑", "정규직", "2025-12-24", "회사내규에 따름", E),
    ("수학 강사 (온라인 라이브)", "bright", "edu", "재택근무", "경력무관", "대졸↑", "프리랜서", "always", "면접 후 결정", E),
    ("AI 데이터 라벨링 운영 매니저", "lucid", "data", "서울 성동구", "경력무관", "학력무관", "계약직", "2025-12-15", "회사내규에 따름", H),
    ("식품 연구개발(R&D) 연구원", "haedam", "rnd", "경기 화성시", "경력 1~3년", "대졸↑", "정규직", "2025-12-22", "회사내규에 따름", E),
    ("MD (리빙 카테고리)", "saebom", "sales", "서울 서초구", "경력 3~5년", "대졸↑", "정규직", "2025-12-18", "연봉 4,000~5,000만원", E),
    ("테크니컬 아티스트 (Unreal)", "jnk", "game", "경기 성남시 분당구", "경력 2~5년", "학력무관", "정규직", "2026-01-10", "회사내규에 따름", H),
]

# Six "추천 공고" ads (paid placements, not jobs). Shown in three blocks of two between every five jobs.
ADS = [
    {"ad_idx": "90117", "label": "AD", "title": "2026 상반기 대졸 신입사원 공개채용", "company": "(주)케이스타그룹",
     "condition": ["서울 종로구", "신입", "대졸↑", "정규직"], "sector": ["대기업", "공채", "신입공채"], "date": "~12/31(수)"},
    {"ad_idx": "90118", "label": "광고", "title": "IT 개발자 취업 부트캠프 수강생 모집 (국비지원 6개월)", "company": "코드스쿨 아카데미",
     "condition": ["서울 강남구", "신입", "학력무관", "교육"], "sector": ["국비지원", "부트캠프", "개발자교육"], "date": "상시모집"},
    {"ad_idx": "90119", "label": "AD", "title": "프론트엔드 개발자 연봉 6,000만원 보장 채용관", "company": "(주)넥스트랩스",
     "condition": ["서울 서초구", "경력 3년↑", "학력무관", "정규직"], "sector": ["프론트엔드", "React", "스톡옵션"], "date": "~12/20(토)"},
    {"ad_idx": "90120", "label": "광고", "title": "[커리어랩 x 잡페어] 2025 온라인 채용박람회 사전등록", "company": "커리어랩 잡페어",
     "condition": ["온라인", "경력무관", "학력무관", "박람회"], "sector": ["채용박람회", "사전등록", "IT·제조"], "date": "~12/12(금)"},
    {"ad_idx": "90121", "label": "AD", "title": "해외취업 개발자 (일본·싱가포르) 대규모 채용", "company": "글로벌잡브릿지",
     "condition": ["해외", "경력 2년↑", "대졸↑", "정규직"], "sector": ["해외취업", "백엔드", "일본어"], "date": "상시채용"},
    {"ad_idx": "90122", "label": "광고", "title": "SW 개발 직무 채용연계형 인턴십 모집", "company": "(주)에스원테크",
     "condition": ["경기 용인시 기흥구", "신입", "대졸↑", "인턴"], "sector": ["인턴십", "채용연계형", "SW개발"], "date": "~12/10(수)"},
]

REGIONS = [  # (loc_mcd, label, prefix of the location text)
    ("101000", "서울", "서울"), ("102000", "경기", "경기"), ("108000", "인천", "인천"),
    ("106000", "부산", "부산"), ("104000", "대구", "대구"), ("105000", "대전", "대전"),
    ("103000", "광주", "광주"), ("210000", "재택근무", "재택근무"),
]
CAREER_CHIPS = [("", "전체"), ("1", "신입"), ("2", "경력"), ("3", "경력무관")]


def rec_ids():
    ids, x = [], 48213971
    for i in range(len(JOBS)):
        if i:
            x = 48213971 + ((i * 73013) % 96001) - 41000
        ids.append(x)
    assert len(set(ids)) == len(ids)
    return ids


def fmt_md(d):
    return f"{d.month:02d}/{d.day:02d}({WEEKDAYS[d.weekday()]})"


def deadline_text(spec):
    if spec == "always":
        return "상시채용", None
    if spec == "hire":
        return "채용시", None
    d = dt.date.fromisoformat(spec)
    n = (d - AS_OF).days
    assert n >= 1, spec
    if n == 1:
        return "내일마감", d.isoformat()
    if n <= 7:
        return f"D-{n}", d.isoformat()
    return "~" + fmt_md(d), d.isoformat()


def exp_codes(career):
    if career == "신입":
        return ["1"]
    if career == "신입·경력":
        return ["1", "2"]
    if career == "경력무관":
        return ["3"]
    assert career.startswith("경력 "), career
    return ["2"]


def region_code(location):
    for code, _label, prefix in REGIONS:
        if location.startswith(prefix):
            return code
    raise ValueError(location)


def build():
    ids = rec_ids()
    jobs = []
    for i, (title, ck, cat, loc, career, edu, emp, dl, salary, apply) in enumerate(JOBS):
        cname, csn, industry, emps, founded, addr, intro, ext = COMPANIES[ck]
        sectors, duties, reqs, prefs = CATS[cat]
        dl_text, dl_iso = deadline_text(dl)
        # posted: 1..27 days before AS_OF, deterministic
        posted = AS_OF - dt.timedelta(days=1 + (i * 7) % 27)
        start = posted
        rec = ids[i]
        ext_url = None
        if apply == "home":
            ext_url = (ext or "https://{host}/recruit/notice/view?no={n}").format(
                n=30000 + (rec % 9000), host=f"recruit.{ck.replace('_', '')}.co.kr")
        job = {
            "rec_idx": str(rec),
            "title": title,
            "company": cname,
            "csn": csn,
            "location": loc,
            "loc_mcd": region_code(loc),
            "career": career,
            "exp_cd": exp_codes(career),
            "education": edu,
            "employment": emp,
            "salary": salary,
            "deadline": dl_text,
            "deadline_date": dl_iso,
            "posted": posted.isoformat(),
            "posted_text": posted.strftime("%y/%m/%d"),
            "sectors": sectors[:4],
            "apply_type": apply,
            "homepage_url": ext_url,
            "work_hours": "주 5일(월~금) 09:00~18:00" if cat not in ("nurse", "production", "logistics") else
                          ("주 5일 교대근무 (협의)" if cat != "logistics" else "주 5일(월~금) 08:30~17:30"),
            "headcount": "1명" if i % 3 else "2명",
            "intro": intro,
            "duties": duties,
            "requirements": reqs,
            "preferred": prefs,
            "benefits": ["4대보험", "퇴직연금", "연차·반차 자유 사용", "경조사 지원",
                         "점심 식대 지원" if i % 2 else "사내 카페테리아", "명절 선물", "건강검진 지원" if i % 3 else "자기계발비 지원"],
            "process": ["서류전형", "1차 면접", "2차 면접" if i % 4 else "과제전형", "최종합격"],
            "start_date": start.isoformat(),
        }
        job["_kw"] = " ".join([title, cname, " ".join(job["sectors"]), intro, " ".join(duties),
                              " ".join(reqs), " ".join(prefs)]).lower()
        jobs.append(job)
    return jobs


def search(jobs, searchword="", loc_mcd=(), exp_cd=""):
    out = []
    terms = [t for t in searchword.lower().split() if t]
    for j in jobs:
        if any(t not in j["_kw"] for t in terms):
            continue
        if loc_mcd and j["loc_mcd"] not in loc_mcd:
            continue
        if exp_cd and exp_cd not in j["exp_cd"]:
            continue
        out.append(j)
    return out


def main():
    jobs = build()
    companies = {}
    for ck, (name, csn, industry, emps, founded, addr, intro, _ext) in COMPANIES.items():
        companies[csn] = {"name": name, "csn": csn, "industry": industry, "employees": emps,
                          "founded": founded, "address": addr, "intro": intro}
    data = {"as_of": AS_OF.isoformat(), "page_size": PAGE_SIZE, "jobs": jobs, "ads": ADS,
            "companies": companies,
            "regions": [{"code": c, "label": l} for c, l, _ in REGIONS],
            "careers": [{"code": c, "label": l} for c, l in CAREER_CHIPS]}
    js = ("/* 커리어랩 채용공고 데이터 (generated by make_data.py, do not edit) */\n"
          "window.__CAREERLAB__ = " + json.dumps(data, ensure_ascii=False, indent=1) + ";\n")
    (HERE / "js" / "recruit_data.js").write_text(js, encoding="utf-8")

    start = search(jobs, "개발")
    assert len(start) == 60, len(start)

    def url_of(j):
        return f"/zf_user/jobs/relay/view?rec_idx={j['rec_idx']}"

    truth_jobs = {}
    for j in jobs:
        truth_jobs[j["rec_idx"]] = {
            "title": j["title"],
            "company": j["company"],
            "location": j["location"],
            "work_mode": "Remote" if j["location"] == "재택근무" else None,
            "job_type": j["employment"],
            "department": None,
            "career": j["career"],
            "education": j["education"],
            "salary": j["salary"],
            "deadline": j["deadline"],
            "deadline_date": j["deadline_date"],
            "posted": "등록일 " + j["posted_text"],
            "sectors": j["sectors"],
            "url": url_of(j),
            "detail_url": url_of(j),
            "apply_type": "easy_apply" if j["apply_type"] == "easy" else "external",
            "apply_control": "입사지원 (list) / 즉시지원 (job page)" if j["apply_type"] == "easy" else "홈페이지 지원",
            "apply_url": url_of(j) if j["apply_type"] == "easy" else j["homepage_url"],
        }

    def q(url, desc, res):
        return {"url": url, "description": desc, "ids": [j["rec_idx"] for j in res], "count": len(res)}

    queries = {
        "start": q("/zf_user/search/recruit?searchword=개발",
                   "검색어 '개발': every job (each posting's 상세요강 mentions 개발), 3 pages of 20", start),
        "search_data": q("/zf_user/search/recruit?searchword=데이터", "검색어 '데이터'", search(jobs, "데이터")),
        "search_accounting": q("/zf_user/search/recruit?searchword=회계", "검색어 '회계'", search(jobs, "회계")),
        "region_seoul": q("/zf_user/search/recruit?searchword=개발&loc_mcd=101000",
                          "검색어 '개발', 지역선택 → 서울 → 선택완료", search(jobs, "개발", ["101000"])),
        "region_busan_remote": q("/zf_user/search/recruit?searchword=개발&loc_mcd=106000,210000",
                                 "검색어 '개발', 지역선택 → 부산 + 재택근무 → 선택완료",
                                 search(jobs, "개발", ["106000", "210000"])),
        "career_new": q("/zf_user/search/recruit?searchword=개발&exp_cd=1",
                        "검색어 '개발', 경력 = 신입 (includes 신입·경력 postings)", search(jobs, "개발", (), "1")),
        "career_any": q("/zf_user/search/recruit?searchword=개발&exp_cd=3",
                        "검색어 '개발', 경력 = 경력무관", search(jobs, "개발", (), "3")),
        "seoul_experienced": q("/zf_user/search/recruit?searchword=개발&loc_mcd=101000&exp_cd=2",
                               "검색어 '개발', 지역 = 서울, 경력 = 경력", search(jobs, "개발", ["101000"], "2")),
    }
    filter_counts = {
        "지역": {label: len(search(jobs, "개발", [code])) for code, label, _ in REGIONS},
        "경력": {label: len(search(jobs, "개발", (), code)) for code, label in CAREER_CHIPS},
    }
    example_easy = next(j for j in jobs if j["apply_type"] == "easy")
    truth = {
        "site": "saramin_style",
        "platform_like": "Saramin / JobKorea (Korean job board search results, server-rendered)",
        "kind": "multi_page",
        "as_of": AS_OF.isoformat(),
        "start_url": "/zf_user/search/recruit?searchword=개발",
        "company": None,
        "page_size": PAGE_SIZE,
        "total_jobs": len(jobs),
        "search_input": True,
        "pagination": "pages",
        "pagination_detail": {"param": "recruitPage", "pages": 3, "next_text": "다음", "prev_text": "이전",
                              "container": "div.pagination"},
        "filters": {
            "지역": [label for _c, label, _p in REGIONS],
            "경력": [label for _c, label in CAREER_CHIPS],
        },
        "filter_params": {"지역": {label: f"loc_mcd={code}" for code, label, _ in REGIONS},
                          "경력": {label: (f"exp_cd={code}" if code else "(none)") for code, label in CAREER_CHIPS}},
        "filter_counts": filter_counts,
        "queries": queries,
        "jobs": truth_jobs,
        "decoys": {
            "ads": [{"title": a["title"], "company": a["company"], "label": a["label"],
                     "url": f"/zf_user/ad/landing?ad_idx={a['ad_idx']}"} for a in ADS],
            "where": "three '추천 공고' blocks of two ads each, after jobs 5, 10 and 15 of every result page "
                     "(only between jobs: a filtered page with fewer jobs shows fewer blocks); "
                     "each ad is a div.item_recruit.item_ad labelled AD or 광고",
        },
        "forms": {
            "saramin-apply": {
                "url": f"/zf_user/jobs/relay/view?rec_idx={example_easy['rec_idx']}",
                "opened_by": "button '즉시지원' on the job page (or '입사지원' in the list, which opens the job page with the form open)",
                "submit_text": "지원하기",
                "steps": 1,
                "transport": "fetch POST multipart/form-data to /__submit/saramin-apply; then the layer shows '입사지원이 완료되었습니다.'",
                "fields": [
                    {"label": "이름", "name": "name", "type": "text", "required": True},
                    {"label": "휴대폰", "name": "hp", "type": "tel", "required": True},
                    {"label": "이메일", "name": "email", "type": "email", "required": True},
                    {"label": "이력서", "name": "resume_file", "type": "file", "required": False},
                    {"label": "개인정보 수집 및 이용에 동의합니다", "name": "agree_privacy", "type": "checkbox", "required": True},
                    {"label": "(hidden)", "name": "rec_idx", "type": "hidden", "required": False},
                ],
                "validation": "empty required field → '필수 입력 항목입니다.'; bad email → '이메일 형식이 올바르지 않습니다.'; "
                              "bad phone → '휴대폰 번호를 정확히 입력해 주세요.'",
                "success_text": "입사지원이 완료되었습니다.",
            }
        },
        "notes": (
            "Korean UI throughout (lang=ko). Search matches title, company, 직무 keywords and the whole 상세요강 text "
            "(every posting mentions 개발 in its company introduction, so searchword=개발 returns all 60). "
            "Job title and company links open in a new tab (target=_blank), as on Saramin. "
            "Listing rows: div.item_recruit > div.area_corp strong.corp_name a + div.area_job h2.job_tit a, "
            "div.job_date span.date, div.job_condition spans (location as two links 시/도 + 구/군), div.job_sector, and "
            "an apply control: button '입사지원' (easy apply: opens the job page with the apply layer open) or "
            "a.sri_btn_xs '홈페이지 지원' going straight to the company's own ATS (external). "
            "Salary is shown only on the job page (근무조건 table). Deadline shows D-N within a week, '~MM/DD(요일)' later, "
            "or 상시채용 / 채용시. Sorting (정확도순/최신순/마감임박순, recruitSort=relation|reg_dt|closing_dt) reorders results. "
            "Multiple regions are comma-separated in loc_mcd. 초기화 keeps the search word and drops the filters."
        ),
    }
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print("jobs", len(jobs), "easy", sum(j["apply_type"] == "easy" for j in jobs),
          {k: v["count"] for k, v in queries.items()})


if __name__ == "__main__":
    main()
