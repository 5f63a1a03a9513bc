"""The card's own keyword ability said as a sentence in older printed text: "El Hacha de acero oscuro es
indestructible." (Darksteel Axe), "~ puede bloquear como si tuviera la habilidad de volar.", "~ no se gira al
atacar.", where the Oracle text prints the keyword alone ("Indestructible", "Reach", "Vigilance"). Each wording says
what the keyword's rule says (rule 702), nothing more or less."""

# the verb that links the card to its keyword, singular and plural, with the adjective's number
KEYWORD_PREDICATES = {"es indestructible": "indestructible", "son indestructibles": "indestructible"}
# the keyword's rule in the words of its time -> canonical keyword
KEYWORD_RULES = {
    "puede bloquear como si tuviera la habilidad de volar": "reach",
    "pueden bloquear como si tuvieran la habilidad de volar": "reach",
    "no se gira al atacar": "vigilance",
    "no puede ser objetivo de hechizos o habilidades": "shroud",
    "no puede ser objetivo de hechizos o habilidades que controlen tus oponentes": "hexproof",
}
# "no puede ser bloqueado", "no puede ser bloqueada": the participle in the name's gender
_BLOCKED_EXCEPT_BY = {"dos o más criaturas": "menace", "criaturas artefacto y/o criaturas negras": "fear"}

# the keyword's rule said to the player, the card named inside the sentence: "Puedes jugar la Escama de Chiss-Goria en
# cualquier momento en que pudieras jugar un instantáneo." (flash, rule 702.8a: "You may cast this card any time you
# could cast an instant"), with or without the name's article or the personal "a"
_FLASH_RULES = {
    f"puedes {play} {the}~ en cualquier momento en que pudieras {play} un instantáneo": "flash"
    for play in ("jugar", "lanzar")
    for the in ("", "a ", "el ", "la ", "los ", "las ")
}

KEYWORD_SENTENCES = {
    **{f"~ {words}": keyword for words, keyword in KEYWORD_PREDICATES.items()},
    **{f"~ {words}": keyword for words, keyword in KEYWORD_RULES.items()},
    **{
        f"~ no puede ser bloquead{end} excepto por {blockers}": keyword
        for end in ("o", "a")
        for blockers, keyword in _BLOCKED_EXCEPT_BY.items()
    },
    **_FLASH_RULES,
}
