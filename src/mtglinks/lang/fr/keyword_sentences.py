"""The card's own keyword ability said as a sentence in older printed text: "La Hache de sombracier est
indestructible." (Darksteel Axe), "~ peut bloquer comme s'il avait le vol.", "~ ne peut pas être la cible de sorts
ou de capacités.", where the Oracle text prints the keyword alone ("Indestructible", "Reach", "Shroud"). Each wording
says what the keyword's rule says (rule 702), nothing more or less."""

# the verb that links the card to its keyword, singular and plural, with the adjective's number
KEYWORD_PREDICATES = {"est indestructible": "indestructible", "sont indestructibles": "indestructible"}
# the keyword's rule in the words of its time -> canonical keyword
KEYWORD_RULES = {
    "peut bloquer comme si elle avait le vol": "reach",
    "peut bloquer comme s'il avait le vol": "reach",
    "peuvent bloquer comme s'ils avaient le vol": "reach",
    "peuvent bloquer comme si elles avaient le vol": "reach",
    "ne peut pas être la cible de sorts ou de capacités": "shroud",
    "ne peut être la cible de sorts ou de capacités": "shroud",
    "ne peut pas être la cible de sorts ou de capacités que vos adversaires contrôlent": "hexproof",
    "ne peut être la cible de sorts ou de capacités contrôlés par vos adversaires": "hexproof",
    "ne peut pas être bloqué excepté par deux créatures ou plus": "menace",
    "ne peut pas être bloquée excepté par deux créatures ou plus": "menace",
}

# the keyword's rule said of the card with the card's name inside the sentence
KEYWORD_RULES_AROUND = {
    "attaquer avec ~ ne le fait pas s'engager": "vigilance",
    "attaquer avec ~ ne la fait pas s'engager": "vigilance",
    # "Vous pouvez jouer ~ à tout moment où vous pourriez jouer un éphémère.": flash (rule 702.8a: "You may play this
    # card any time you could cast an instant.")
    **{
        f"vous pouvez {play} ~ à tout moment où vous pourriez {play} un éphémère": "flash"
        for play in ("jouer", "lancer")
    },
}

KEYWORD_SENTENCES = {
    **{f"~ {words}": keyword for words, keyword in KEYWORD_PREDICATES.items()},
    **{f"~ {words}": keyword for words, keyword in KEYWORD_RULES.items()},
    **KEYWORD_RULES_AROUND,
}
