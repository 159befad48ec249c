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

Concept = Literal["reject", "dismiss", "accept", "consent"]

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


def for_page(concepts: Iterable[Concept]) -> dict[str, list[str]]:
    """The phrases the in-page scripts match with (the same rule as `says`, written in overlays.js)."""
    return {c: list(phrases(c)) for c in concepts}
