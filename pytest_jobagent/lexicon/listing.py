"""Words on a job listing's card that are no value of the job: badges ("New", "Pro", "Hot", "Featured", "急募")."""

from __future__ import annotations

WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    # a badge a board pins on a card or on its employer: never a company, a title or a place
    "badge": {
        "en": ("new", "pro", "top", "hot", "featured", "promoted", "sponsored", "urgent", "premium", "verified",
               "top job", "hot job", "new job", "top employer", "top company", "actively hiring", "urgently hiring",
               "be an early applicant", "highlighted", "vip", "plus", "ad"),
        "de": ("neu", "top", "premium", "gesponsert", "dringend", "hervorgehoben", "top-job", "topjob", "anzeige",
               "verifiziert", "top arbeitgeber"),
        "fr": ("nouveau", "nouvelle", "urgent", "à la une", "sponsorisé", "sponsorisée", "en vedette", "vérifié",
               "premium"),
        "es": ("nuevo", "nueva", "urgente", "destacado", "destacada", "patrocinado", "patrocinada", "verificado",
               "premium"),
        "pt": ("novo", "nova", "urgente", "destaque", "em destaque", "patrocinado", "patrocinada", "verificado"),
        "it": ("nuovo", "nuova", "urgente", "in evidenza", "sponsorizzato", "sponsorizzata", "verificato"),
        "nl": ("nieuw", "uitgelicht", "gesponsord", "dringend", "topvacature", "geverifieerd"),
        "pl": ("nowa", "nowe", "nowość", "pilne", "pilna", "wyróżnione", "wyróżniona", "promowane", "promowana",
               "zweryfikowany"),
        "ru": ("новая", "новинка", "новое", "срочно", "срочная", "горячая", "топ", "премиум", "проверено",
               "проверенная компания"),
        "uk": ("нова", "нове", "новинка", "терміново", "гаряча", "топ", "преміум", "перевірено",
               "перевірена компанія"),
        "tr": ("yeni", "acil", "öne çıkan", "sponsorlu", "onaylı", "premium"),
        "id": ("baru", "mendesak", "unggulan", "disponsori", "terverifikasi", "premium"),
        "vi": ("mới", "gấp", "hot", "nổi bật", "top", "pro", "tuyển gấp", "đã xác thực"),
        "ar": ("جديد", "جديدة", "عاجل", "مميز", "مميزة", "ممول", "إعلان"),
        "ja": ("新着", "急募", "注目", "おすすめ", "新規", "pr", "人気"),
        "ko": ("신규", "급구", "인기", "추천", "new", "hot", "핫", "프리미엄", "마감임박"),
        "zh": ("新", "急聘", "热门", "置顶", "推荐", "最新", "新品", "急招", "熱門"),
    },
}
