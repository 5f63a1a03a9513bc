"""The card's own keyword ability said as a sentence in older printed text: "~ is indestructible." (Blightsteel
Colossus, 2011), "~ is unaffected by summoning sickness." (Portal, 1997), "~ can block as though it had flying.",
"~ can't be the target of spells or abilities.", where the Oracle text prints the keyword alone ("Indestructible",
"Haste", "Reach", "Shroud"). Each wording says what the keyword's rule says (rule 702), nothing more or less."""

# the verb that links the card to its keyword; "are" for a name in the plural
COPULAS = ("is", "are")
# the keyword as a predicate -> canonical keyword ("is flying" is no English: flying was always printed alone)
KEYWORD_PREDICATES = {"indestructible": "indestructible", "unaffected by summoning sickness": "haste"}
# the keyword's rule in the words of its time -> canonical keyword
KEYWORD_RULES = {
    "can block as though it had flying": "reach",
    "may block as though it had flying": "reach",
    "can block creatures with flying": "reach",
    "can't be the target of spells or abilities": "shroud",
    "cannot be the target of spells or abilities": "shroud",
    "can't be the target of spells or abilities your opponents control": "hexproof",
    "can't be blocked except by two or more creatures": "menace",
    "can't be blocked except by artifact creatures and/or black creatures": "fear",
    "can't be blocked except by artifact creatures and black creatures": "fear",
    "cannot be blocked except by artifact creatures and black creatures": "fear",
}

# the keyword's rule said of the card with the card's name inside the sentence
KEYWORD_RULES_AROUND = {
    "attacking doesn't cause ~ to tap": "vigilance",
    "attacking does not cause ~ to tap": "vigilance",
}

KEYWORD_SENTENCES = {
    **{f"~ {copula} {word}": keyword for copula in COPULAS for word, keyword in KEYWORD_PREDICATES.items()},
    **{f"~ {words}": keyword for words, keyword in KEYWORD_RULES.items()},
    **KEYWORD_RULES_AROUND,
}
