"""Words of a cover letter, per language: the frame a tailored letter is written in (its facts come from the
applicant's profile and the job's own words, never from these)."""

from __future__ import annotations

# {company}, {title}, {requirements}, {facts}, {name}: filled by code; a part whose slot is empty is left out
LETTERS: dict[str, dict[str, str]] = {
    "en": {"greeting": "Dear hiring team at {company},", "greeting_plain": "Dear hiring team,",
           "opening": "I am applying for the {title} position.", "requirements": "Your posting asks for {requirements}.",
           "facts": "What I bring: {facts}.", "closing": "Thank you for considering my application.",
           "sign_off": "Kind regards,", "and": "and"},
    "de": {"greeting": "Sehr geehrtes Team von {company},", "greeting_plain": "Sehr geehrte Damen und Herren,",
           "opening": "hiermit bewerbe ich mich auf die Stelle {title}.",
           "requirements": "Ihre Ausschreibung nennt {requirements}.", "facts": "Was ich mitbringe: {facts}.",
           "closing": "Vielen Dank für die Prüfung meiner Bewerbung.", "sign_off": "Mit freundlichen Grüßen",
           "and": "und"},
    "fr": {"greeting": "Madame, Monsieur, chère équipe de {company},", "greeting_plain": "Madame, Monsieur,",
           "opening": "je vous adresse ma candidature au poste de {title}.",
           "requirements": "Votre annonce demande {requirements}.", "facts": "Ce que j'apporte : {facts}.",
           "closing": "Je vous remercie de l'attention portée à ma candidature.", "sign_off": "Cordialement,",
           "and": "et"},
    "es": {"greeting": "Estimado equipo de {company}:", "greeting_plain": "Estimado equipo:",
           "opening": "Me postulo al puesto de {title}.", "requirements": "Su oferta pide {requirements}.",
           "facts": "Lo que aporto: {facts}.", "closing": "Gracias por considerar mi candidatura.",
           "sign_off": "Atentamente,", "and": "y"},
    "pt": {"greeting": "Prezada equipe da {company},", "greeting_plain": "Prezada equipe,",
           "opening": "Candidato-me à vaga de {title}.", "requirements": "O anúncio pede {requirements}.",
           "facts": "O que trago: {facts}.", "closing": "Agradeço a atenção à minha candidatura.",
           "sign_off": "Atenciosamente,", "and": "e"},
    "it": {"greeting": "Gentile team di {company},", "greeting_plain": "Gentile team,",
           "opening": "mi candido per la posizione di {title}.", "requirements": "L'annuncio richiede {requirements}.",
           "facts": "Cosa porto: {facts}.", "closing": "Grazie per l'attenzione alla mia candidatura.",
           "sign_off": "Cordiali saluti,", "and": "e"},
    "nl": {"greeting": "Beste team van {company},", "greeting_plain": "Beste team,",
           "opening": "Hierbij solliciteer ik naar de functie {title}.",
           "requirements": "Uw vacature vraagt om {requirements}.", "facts": "Wat ik meebreng: {facts}.",
           "closing": "Dank voor het overwegen van mijn sollicitatie.", "sign_off": "Met vriendelijke groet,",
           "and": "en"},
}


def letter_words(language: str | None) -> dict[str, str]:
    """The frame of a letter in the page's language (its primary subtag: 'de-AT' -> de); English otherwise."""
    primary = (language or "").split("-")[0].split("_")[0].lower()
    return LETTERS.get(primary, LETTERS["en"])
