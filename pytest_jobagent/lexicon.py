"""The multilingual lexicon: the words users see for one meaning (close, reject, accept, consent...), in many languages.

Every rule that reads what a control or a text *says* takes its words from here, never from one site's wording:
a concept maps a language (ISO 639-1) to phrases as people see them on pages, lower case. Matching is done by
`says` (Python) and by the in-page scripts, which receive `for_page()`: a phrase matches a label that *is* the
phrase, perhaps followed by a few more words ("reject all cookies" for "reject all"); a phrase in a script written
without spaces (Chinese, Japanese) matches inside a short label ("すべて拒否する" for "拒否").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Literal

Concept = Literal["reject", "dismiss", "accept", "consent", "job_board", "location_label", "attest"]

# a label this much longer than the phrase it starts with is a sentence, not a control's name
EXTRA_WORDS = 2
EXTRA_CHARS_UNSPACED = 4

WORDS: Mapping[Concept, Mapping[str, tuple[str, ...]]] = {
    # refusing optional cookies or tracking: the choice a consent wall is answered with first
    "reject": {
        "en": ("reject", "reject all", "decline", "decline all", "deny", "refuse", "refuse all", "disagree",
               "only necessary", "only essential", "necessary only", "essential only", "necessary cookies only",
               "use necessary cookies only", "only necessary cookies", "only required", "strictly necessary only",
               "continue without accepting", "reject optional cookies", "reject non-essential cookies",
               "decline optional cookies"),
        "de": ("ablehnen", "alle ablehnen", "nur notwendige", "nur notwendige cookies", "nur erforderliche",
               "nur essenzielle", "nur essenzielle cookies", "verweigern", "weiter ohne einwilligung",
               "nur technisch notwendige"),
        "fr": ("refuser", "tout refuser", "refuser tout", "refuser les cookies", "continuer sans accepter",
               "uniquement nécessaires", "cookies nécessaires uniquement", "je refuse"),
        "es": ("rechazar", "rechazar todo", "rechazar todas", "rechazar todas las cookies", "solo necesarias",
               "solo las necesarias", "solo cookies necesarias", "denegar", "continuar sin aceptar"),
        "pt": ("rejeitar", "rejeitar tudo", "rejeitar todos", "recusar", "recusar tudo", "apenas necessários",
               "somente necessários", "apenas essenciais"),
        "it": ("rifiuta", "rifiuta tutto", "rifiuta tutti", "solo necessari", "solo cookie necessari",
               "continua senza accettare", "nega"),
        "nl": ("weigeren", "alles weigeren", "alle weigeren", "afwijzen", "alleen noodzakelijk",
               "alleen noodzakelijke cookies", "alleen functionele cookies"),
        "pl": ("odrzuć", "odrzuć wszystko", "odrzuć wszystkie", "tylko niezbędne", "nie zgadzam się"),
        "sv": ("avvisa", "avvisa alla", "neka", "neka alla", "endast nödvändiga"),
        "da": ("afvis", "afvis alle", "kun nødvendige"),
        "no": ("avvis", "avvis alle", "kun nødvendige"),
        "fi": ("hylkää", "hylkää kaikki", "vain välttämättömät"),
        "cs": ("odmítnout", "odmítnout vše", "pouze nezbytné"),
        "ro": ("respinge", "respinge tot", "doar necesare"),
        "hu": ("elutasítás", "összes elutasítása", "csak a szükségesek"),
        "tr": ("reddet", "tümünü reddet", "hepsini reddet", "sadece gerekli", "yalnızca gerekli"),
        "ru": ("отклонить", "отклонить все", "отказаться", "только необходимые"),
        "uk": ("відхилити", "відхилити всі", "відмовитися", "лише необхідні", "тільки необхідні"),
        "el": ("απόρριψη", "απόρριψη όλων"),
        "ar": ("رفض", "رفض الكل", "رفض الجميع", "الضرورية فقط"),
        "he": ("דחה", "דחה הכל", "דחייה"),
        "hi": ("अस्वीकार करें", "सभी अस्वीकार करें"),
        "id": ("tolak", "tolak semua", "hanya yang diperlukan"),
        "ms": ("tolak", "tolak semua"),
        "vi": ("từ chối", "từ chối tất cả"),
        "th": ("ปฏิเสธ", "ปฏิเสธทั้งหมด"),
        "ja": ("拒否", "すべて拒否", "全て拒否", "同意しない", "必須のみ", "必要なcookieのみ"),
        "ko": ("거부", "모두 거부", "전체 거부", "필수만 허용", "동의하지 않음"),
        "zh": ("拒绝", "全部拒绝", "拒绝全部", "仅必要", "仅限必要", "拒絕", "全部拒絕"),
    },
    # closing an interruption without choosing anything in it: a newsletter, an app banner, a region chooser
    "dismiss": {
        "en": ("close", "close dialog", "close modal", "close banner", "dismiss", "no thanks", "no, thanks",
               "no thank you", "not now", "maybe later", "later", "not interested", "skip", "continue to site",
               "stay on this site", "×", "✕", "✖", "x"),
        "de": ("schließen", "schliessen", "nein danke", "nein, danke", "nicht jetzt", "später", "vielleicht später",
               "überspringen", "kein interesse"),
        "fr": ("fermer", "non merci", "non, merci", "pas maintenant", "plus tard", "ignorer", "passer"),
        "es": ("cerrar", "no gracias", "no, gracias", "ahora no", "más tarde", "quizás más tarde", "omitir",
               "saltar"),
        "pt": ("fechar", "não obrigado", "não, obrigado", "agora não", "mais tarde", "pular", "ignorar"),
        "it": ("chiudi", "no grazie", "no, grazie", "non ora", "più tardi", "salta"),
        "nl": ("sluiten", "nee bedankt", "nee, bedankt", "niet nu", "later", "overslaan"),
        "pl": ("zamknij", "nie, dziękuję", "nie dziękuję", "nie teraz", "później", "pomiń"),
        "sv": ("stäng", "nej tack", "inte nu", "senare", "hoppa över"),
        "da": ("luk", "nej tak", "ikke nu", "senere", "spring over"),
        "no": ("lukk", "nei takk", "ikke nå", "senere", "hopp over"),
        "fi": ("sulje", "ei kiitos", "ei nyt", "myöhemmin", "ohita"),
        "cs": ("zavřít", "ne, děkuji", "ne děkuji", "teď ne", "později", "přeskočit"),
        "ro": ("închide", "nu, mulțumesc", "nu acum", "mai târziu"),
        "hu": ("bezárás", "nem, köszönöm", "most nem", "később"),
        "tr": ("kapat", "hayır teşekkürler", "hayır, teşekkürler", "şimdi değil", "daha sonra", "atla"),
        "ru": ("закрыть", "нет, спасибо", "нет спасибо", "не сейчас", "позже", "пропустить"),
        "uk": ("закрити", "ні, дякую", "ні дякую", "не зараз", "пізніше", "пропустити"),
        "el": ("κλείσιμο", "όχι ευχαριστώ", "όχι τώρα", "αργότερα"),
        "ar": ("إغلاق", "اغلاق", "لا شكرا", "لا، شكرًا", "ليس الآن", "لاحقا", "لاحقًا", "تخطي"),
        "he": ("סגור", "סגירה", "לא תודה", "לא עכשיו", "אחר כך", "דלג"),
        "hi": ("बंद करें", "नहीं, धन्यवाद", "अभी नहीं", "बाद में"),
        "id": ("tutup", "tidak, terima kasih", "tidak terima kasih", "nanti saja", "lain kali", "lewati"),
        "ms": ("tutup", "tidak, terima kasih", "nanti", "langkau"),
        "vi": ("đóng", "không, cảm ơn", "để sau", "bỏ qua"),
        "th": ("ปิด", "ไม่ ขอบคุณ", "ไว้ทีหลัง", "ข้าม"),
        "ja": ("閉じる", "今はしない", "後で", "あとで", "スキップ", "結構です"),
        "ko": ("닫기", "다음에", "나중에", "괜찮습니다", "건너뛰기", "오늘 하루 보지 않기"),
        "zh": ("关闭", "關閉", "不用了", "以后再说", "稍后", "跳过", "跳過"),
    },
    # agreeing: the last resort for a consent wall that offers no refusal
    "accept": {
        "en": ("accept", "accept all", "accept cookies", "accept all cookies", "allow", "allow all",
               "allow all cookies", "agree", "i agree", "agree and close", "agree & close", "accept and close",
               "accept & close", "i accept", "ok", "okay", "got it", "i understand", "understood", "continue",
               "yes, i agree", "allow cookies"),
        "de": ("akzeptieren", "alle akzeptieren", "alles akzeptieren", "zustimmen", "alle zustimmen",
               "einverstanden", "alle cookies akzeptieren", "annehmen", "alle annehmen", "verstanden",
               "zulassen", "alle zulassen", "ok"),
        "fr": ("accepter", "tout accepter", "accepter tout", "accepter et fermer", "j'accepte", "d'accord",
               "autoriser", "tout autoriser", "compris", "ok"),
        "es": ("aceptar", "aceptar todo", "aceptar todas", "aceptar todas las cookies", "acepto", "de acuerdo",
               "permitir", "permitir todas", "entendido", "ok"),
        "pt": ("aceitar", "aceitar tudo", "aceitar todos", "aceito", "concordo", "permitir", "permitir todos",
               "entendi", "ok"),
        "it": ("accetta", "accetta tutto", "accetta tutti", "accetto", "acconsento", "consenti", "ho capito",
               "ok"),
        "nl": ("accepteren", "alles accepteren", "alle accepteren", "akkoord", "toestaan", "alles toestaan",
               "ik ga akkoord", "ok"),
        "pl": ("akceptuję", "akceptuj", "akceptuj wszystko", "zaakceptuj wszystkie", "zgadzam się",
               "zezwól", "rozumiem", "ok"),
        "sv": ("acceptera", "acceptera alla", "godkänn", "godkänn alla", "tillåt alla", "jag förstår", "ok"),
        "da": ("accepter", "accepter alle", "tillad alle", "ok"),
        "no": ("godta", "godta alle", "aksepter", "tillat alle", "ok"),
        "fi": ("hyväksy", "hyväksy kaikki", "salli kaikki", "selvä", "ok"),
        "cs": ("přijmout", "přijmout vše", "souhlasím", "povolit vše", "rozumím", "ok"),
        "ro": ("accept", "acceptă", "accept tot", "sunt de acord", "ok"),
        "hu": ("elfogadom", "összes elfogadása", "elfogadás", "rendben", "ok"),
        "tr": ("kabul et", "tümünü kabul et", "hepsini kabul et", "kabul ediyorum", "anladım", "tamam"),
        "ru": ("принять", "принять все", "согласен", "согласна", "понятно", "хорошо", "ок", "разрешить все"),
        "uk": ("прийняти", "прийняти всі", "погоджуюсь", "погоджуюся", "зрозуміло", "добре", "дозволити всі"),
        "el": ("αποδοχή", "αποδοχή όλων", "συμφωνώ"),
        "ar": ("قبول", "قبول الكل", "قبول الجميع", "أوافق", "موافق", "حسنا", "حسنًا", "فهمت"),
        "he": ("אישור", "אני מסכים", "קבל הכל", "הבנתי"),
        "hi": ("स्वीकार करें", "सभी स्वीकार करें", "मैं सहमत हूँ", "ठीक है"),
        "id": ("terima", "terima semua", "setuju", "saya setuju", "izinkan semua", "mengerti", "oke"),
        "ms": ("terima", "terima semua", "setuju", "faham"),
        "vi": ("chấp nhận", "chấp nhận tất cả", "đồng ý", "tôi đồng ý", "đã hiểu"),
        "th": ("ยอมรับ", "ยอมรับทั้งหมด", "ตกลง"),
        "ja": ("同意する", "すべて同意", "全て同意", "同意", "許可", "すべて許可", "受け入れる", "すべて受け入れる",
               "了解", "ok"),
        "ko": ("동의", "모두 동의", "전체 동의", "수락", "모두 수락", "확인", "허용", "모두 허용"),
        "zh": ("接受", "全部接受", "接受全部", "同意", "我同意", "允许", "允许全部", "知道了", "好的", "确定",
               "確定"),
    },
    # what a consent wall speaks of (found inside its text, not as a whole label)
    "consent": {
        "en": ("cookie", "cookies", "consent", "your privacy", "privacy settings", "privacy preferences", "gdpr",
               "tracking technologies"),
        "de": ("cookies", "einwilligung", "datenschutz", "privatsphäre", "zustimmung"),
        "fr": ("cookies", "consentement", "vie privée", "confidentialité", "traceurs"),
        "es": ("cookies", "consentimiento", "privacidad", "tu privacidad"),
        "pt": ("cookies", "consentimento", "privacidade"),
        "it": ("cookie", "consenso", "privacy"),
        "nl": ("cookies", "toestemming", "privacy"),
        "pl": ("cookies", "ciasteczka", "pliki cookie", "zgoda", "prywatność"),
        "sv": ("kakor", "cookies", "samtycke", "integritet"),
        "da": ("cookies", "samtykke"),
        "no": ("informasjonskapsler", "samtykke"),
        "fi": ("evästeet", "evästeitä", "suostumus"),
        "cs": ("cookies", "soubory cookie", "souhlas"),
        "ro": ("cookie-uri", "consimțământ"),
        "hu": ("sütik", "cookie", "hozzájárulás"),
        "tr": ("çerez", "çerezler", "onay", "gizlilik"),
        "ru": ("cookie", "файлы cookie", "куки", "согласие", "конфиденциальность"),
        "uk": ("cookie", "файли cookie", "куки", "згода", "конфіденційність"),
        "el": ("cookies", "συγκατάθεση"),
        "ar": ("ملفات تعريف الارتباط", "الكوكيز", "الخصوصية", "الموافقة"),
        "he": ("עוגיות", "קובצי cookie", "פרטיות"),
        "hi": ("कुकीज़", "गोपनीयता", "सहमति"),
        "id": ("cookie", "persetujuan", "privasi"),
        "ms": ("kuki", "persetujuan", "privasi"),
        "vi": ("cookie", "quyền riêng tư", "đồng ý"),
        "th": ("คุกกี้", "ความเป็นส่วนตัว"),
        "ja": ("cookie", "クッキー", "プライバシー", "同意"),
        "ko": ("쿠키", "개인정보", "동의"),
        "zh": ("cookie", "隐私", "隱私", "同意"),
    },
    # what a board or careers page calls itself ("Careers at X", "X - Employment Opportunities", "Stellenangebote")
    "job_board": {
        "en": ("jobs", "careers", "career opportunities", "employment opportunities", "job opportunities",
               "open positions", "open roles", "job openings", "current openings", "current vacancies", "vacancies",
               "join us", "work with us", "join our team"),
        "de": ("stellenangebote", "offene stellen", "karriere", "stellenmarkt", "jobs"),
        "fr": ("emplois", "offres d'emploi", "carrières", "recrutement", "nous rejoindre", "rejoignez-nous"),
        "es": ("empleos", "empleo", "ofertas de empleo", "ofertas de trabajo", "trabaja con nosotros",
               "bolsa de trabajo", "vacantes"),
        "pt": ("vagas", "empregos", "carreiras", "trabalhe conosco", "oportunidades"),
        "it": ("lavora con noi", "offerte di lavoro", "carriere", "posizioni aperte"),
        "nl": ("vacatures", "werken bij", "carrière"),
        "pl": ("oferty pracy", "kariera", "praca"),
        "ru": ("вакансии", "карьера", "работа у нас"),
        "uk": ("вакансії", "кар'єра", "робота"),
        "tr": ("iş ilanları", "kariyer", "açık pozisyonlar"),
        "ar": ("وظائف", "الوظائف", "فرص العمل", "الوظائف الشاغرة"),
        "id": ("lowongan kerja", "lowongan", "karir", "karier"),
        "vi": ("tuyển dụng", "việc làm"),
        "ja": ("求人", "採用情報", "求人情報", "キャリア採用"),
        "ko": ("채용", "채용정보", "채용공고", "인재채용"),
        "zh": ("招聘", "职位", "加入我们", "社会招聘", "校园招聘"),
    },
    # the label a page puts before a job's place ("Location:", "Arbeitsort", "근무지역")
    "location_label": {
        "en": ("location", "job location", "work location", "locations", "where", "city", "place of work",
               "office", "office location", "based in"),
        "de": ("ort", "arbeitsort", "standort", "einsatzort", "dienstort"),
        "fr": ("lieu", "lieu de travail", "localisation", "ville"),
        "es": ("ubicación", "ciudad", "lugar de trabajo", "localidad", "provincia"),
        "pt": ("local", "localização", "cidade", "local de trabalho"),
        "it": ("sede", "luogo di lavoro", "località"),
        "nl": ("locatie", "standplaats", "plaats", "werklocatie"),
        "pl": ("lokalizacja", "miejsce pracy", "miasto"),
        "ru": ("город", "место работы", "местоположение", "адрес"),
        "uk": ("місто", "місце роботи", "локація", "адреса"),
        "tr": ("konum", "şehir", "lokasyon", "çalışma yeri"),
        "ar": ("الموقع", "المدينة", "مكان العمل", "الموقع الجغرافي"),
        "id": ("lokasi", "kota", "penempatan"),
        "vi": ("địa điểm", "nơi làm việc", "địa điểm làm việc"),
        "ja": ("勤務地", "所在地", "勤務場所"),
        "ko": ("근무지역", "근무지", "지역", "근무 지역"),
        "zh": ("工作地点", "地点", "城市", "工作城市"),
    },
    # what a box the applicant ticks to vouch or agree says (found inside its label, a sentence): certifying the
    # answers true, confirming, agreeing, consenting, declaring, acknowledging; and what such a box agrees to (terms,
    # a privacy policy, the processing of one's data)
    "attest": {
        "en": ("certify", "i certify", "i hereby certify", "confirm", "i confirm", "agree", "i agree", "consent",
               "i consent", "declare", "i declare", "acknowledge", "i acknowledge", "attest", "i attest", "affirm",
               "i affirm", "i accept", "i have read", "i understand and agree", "terms", "terms and conditions",
               "terms of use", "terms of service", "privacy policy", "privacy notice", "data processing",
               "processing of my"),
        "de": ("ich bestätige", "bestätige", "bestätigen", "ich versichere", "versichere", "ich erkläre", "erkläre",
               "ich stimme", "stimme zu", "zustimmen", "einverstanden", "ich willige ein", "willige ein",
               "einwilligung", "ich akzeptiere", "akzeptiere", "datenschutzerklärung", "datenschutzhinweise",
               "datenschutzbestimmungen", "agb", "nutzungsbedingungen", "wahrheitsgemäß"),
        "fr": ("je certifie", "certifie", "je confirme", "confirme", "j'accepte", "accepte", "je consens", "consens",
               "je déclare", "déclare", "je reconnais", "reconnais", "j'atteste", "atteste", "consentement",
               "conditions générales", "conditions d'utilisation", "politique de confidentialité",
               "traitement de mes données", "sur l'honneur"),
        "es": ("certifico", "confirmo", "acepto", "declaro", "consiento", "doy mi consentimiento", "reconozco",
               "autorizo", "he leído", "consentimiento", "términos y condiciones", "política de privacidad",
               "aviso de privacidad", "tratamiento de mis datos"),
        "pt": ("certifico", "confirmo", "aceito", "concordo", "declaro", "autorizo", "reconheço", "li e aceito",
               "consentimento", "termos e condições", "termos de uso", "política de privacidade",
               "tratamento dos meus dados"),
        "it": ("certifico", "confermo", "accetto", "dichiaro", "acconsento", "autorizzo", "ho letto", "consenso",
               "termini e condizioni", "informativa sulla privacy", "informativa privacy", "trattamento dei dati",
               "trattamento dei miei dati"),
        "nl": ("ik bevestig", "bevestig", "ik verklaar", "verklaar", "ik ga akkoord", "akkoord", "ik stem in",
               "stem in", "toestemming", "algemene voorwaarden", "privacyverklaring", "privacybeleid",
               "naar waarheid"),
        "pl": ("oświadczam", "potwierdzam", "zgadzam się", "wyrażam zgodę", "akceptuję", "zapoznałem się",
               "zapoznałam się", "zgoda", "regulamin", "polityka prywatności", "polityką prywatności",
               "przetwarzanie moich danych", "przetwarzanie danych"),
        "sv": ("jag intygar", "intygar", "jag bekräftar", "bekräftar", "jag godkänner", "godkänner", "jag samtycker",
               "samtycker", "samtycke", "villkoren", "integritetspolicy", "personuppgifter"),
        "da": ("jeg bekræfter", "bekræfter", "jeg erklærer", "erklærer", "jeg accepterer", "accepterer",
               "jeg samtykker", "samtykker", "samtykke", "vilkår", "privatlivspolitik", "persondata"),
        "no": ("jeg bekrefter", "bekrefter", "jeg erklærer", "erklærer", "jeg godtar", "godtar", "jeg samtykker",
               "samtykker", "samtykke", "vilkår", "personvernerklæring", "personopplysninger"),
        "fi": ("vakuutan", "vahvistan", "hyväksyn", "suostun", "annan suostumukseni", "suostumus", "käyttöehdot",
               "tietosuojaseloste", "henkilötietojeni käsittelyn"),
        "cs": ("potvrzuji", "prohlašuji", "souhlasím", "beru na vědomí", "souhlas", "obchodní podmínky",
               "zásady ochrany osobních údajů", "zpracováním osobních údajů"),
        "ro": ("certific", "declar", "sunt de acord", "consimt", "îmi exprim acordul",
               "termenii și condițiile", "politica de confidențialitate", "prelucrarea datelor"),
        "hu": ("igazolom", "megerősítem", "kijelentem", "elfogadom", "hozzájárulok", "hozzájárulás",
               "adatvédelmi tájékoztató", "adatkezelési tájékoztató", "felhasználási feltételek"),
        "tr": ("onaylıyorum", "beyan ederim", "kabul ediyorum", "okudum", "rıza", "açık rıza", "kvkk",
               "aydınlatma metni", "gizlilik politikası", "kişisel verilerimin işlenmesi"),
        "ru": ("подтверждаю", "я подтверждаю", "согласен", "согласна", "я согласен", "я согласна", "заявляю",
               "удостоверяю", "принимаю", "даю согласие", "согласие на обработку", "политика конфиденциальности",
               "политикой конфиденциальности", "обработку персональных данных"),
        "uk": ("підтверджую", "погоджуюсь", "погоджуюся", "засвідчую", "заявляю", "приймаю", "надаю згоду",
               "згоду на обробку", "політика конфіденційності", "обробку персональних даних"),
        "el": ("βεβαιώνω", "επιβεβαιώνω", "συμφωνώ", "δηλώνω", "αποδέχομαι", "συναινώ", "συγκατάθεση",
               "όροι χρήσης", "πολιτική απορρήτου"),
        "ar": ("أقر", "أؤكد", "أوافق", "أصرح", "أتعهد", "أشهد", "موافق", "الموافقة", "الشروط والأحكام",
               "سياسة الخصوصية", "معالجة بياناتي"),
        "he": ("אני מאשר", "אני מאשרת", "אני מצהיר", "אני מצהירה", "אני מסכים", "אני מסכימה", "מאשר", "מסכים",
               "הסכמה", "תנאי השימוש", "מדיניות הפרטיות"),
        "hi": ("प्रमाणित", "पुष्टि", "सहमत", "सहमति", "घोषणा", "स्वीकार", "नियम और शर्तें", "गोपनीयता नीति"),
        "id": ("saya menyatakan", "menyatakan", "saya mengonfirmasi", "mengonfirmasi", "saya setuju", "setuju",
               "menyetujui", "saya menerima", "persetujuan", "syarat dan ketentuan", "kebijakan privasi",
               "pemrosesan data"),
        "ms": ("saya mengesahkan", "mengesahkan", "saya mengaku", "mengaku", "saya bersetuju", "bersetuju",
               "persetujuan", "terma dan syarat", "dasar privasi"),
        "vi": ("tôi xác nhận", "xác nhận", "tôi cam đoan", "cam đoan", "tôi đồng ý", "đồng ý", "tôi chấp nhận",
               "chấp nhận", "điều khoản", "chính sách bảo mật", "xử lý dữ liệu"),
        "th": ("ข้าพเจ้าขอรับรอง", "ขอรับรอง", "รับรองว่า", "ยืนยัน", "ยอมรับ", "ยินยอม", "ข้อกำหนดและเงื่อนไข",
               "นโยบายความเป็นส่วนตัว"),
        "ja": ("同意します", "同意する", "同意", "確認しました", "相違ありません", "誓約", "承諾", "了承", "利用規約",
               "プライバシーポリシー", "個人情報の取り扱い", "個人情報の取扱い"),
        "ko": ("동의합니다", "동의함", "동의하며", "동의하고", "동의", "확인합니다", "확인했습니다", "확인하였습니다",
               "서약합니다", "사실임을", "이용약관", "개인정보처리방침", "개인정보 수집 및 이용"),
        "zh": ("本人确认", "本人承诺", "本人声明", "我确认", "我同意", "同意", "确认", "承诺", "声明", "本人確認",
               "我確認", "聲明", "承諾", "用户协议", "服务条款", "隐私政策", "隱私政策", "條款"),
    },
}

_PUNCT = re.compile(r"[\s\u00a0\u200b]+")


def normalize(label: str) -> str:
    """A label as phrases are written: NFC, lower case, spaces collapsed, punctuation at its ends dropped."""
    text = _PUNCT.sub(" ", unicodedata.normalize("NFC", label or "")).strip().lower()
    return text.strip(" .!?¡¿:;…\"'«»()[]")


def unspaced(phrase: str) -> bool:
    """A phrase in a script written without spaces between words (Han, Kana, Thai)."""
    return any(unicodedata.name(ch, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "THAI")) for ch in phrase)


def phrases(concept: Concept) -> tuple[str, ...]:
    """Every phrase of a concept, in every language, longest first (so "reject all" wins over "reject")."""
    seen = {p for words in WORDS[concept].values() for p in words}
    return tuple(sorted(seen, key=lambda p: (-len(p), p)))


def says(label: str, concept: Concept) -> str | None:
    """The phrase of `concept` that the control label `label` says, or None."""
    text = normalize(label)
    if not text:
        return None
    for phrase in phrases(concept):
        if _names(text, phrase):
            return phrase
    return None


def mentions(text: str, concept: Concept) -> str | None:
    """The phrase of `concept` found anywhere in a longer text (a dialog's words), or None."""
    low = normalize(text)
    for phrase in phrases(concept):
        if unspaced(phrase):
            if phrase in low:
                return phrase
        elif re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", low):
            return phrase
    return None


def _names(text: str, phrase: str) -> bool:
    if text == phrase:
        return True
    if unspaced(phrase):
        return phrase in text and len(text) <= len(phrase) + EXTRA_CHARS_UNSPACED
    if not text.startswith(phrase + " "):
        return False
    return len(text[len(phrase):].split()) <= EXTRA_WORDS


def labelled(lines: list[str], concept: Concept) -> str | None:
    """The value a page gives under a label of `concept`: "Location: Berlin" on one line, or "Location:" (a
    <dt>, a <th>, a bold label) and the value on the line after it."""
    for i, line in enumerate(lines):
        head, colon, rest = line.partition(":")
        if says(head if colon else line, concept) is None or (not colon and len(line) > 40):
            continue
        if rest.strip():
            return rest.strip()
        if i + 1 < len(lines) and lines[i + 1].strip() and ":" not in lines[i + 1][:30]:
            return lines[i + 1].strip()
    return None


def for_page(concepts: Iterable[Concept]) -> dict[str, list[str]]:
    """The phrases the in-page scripts match with (the same rule as `says`, written in overlays.js)."""
    return {c: list(phrases(c)) for c in concepts}
