"""The card's own keyword ability said as a sentence in older printed text: "Топор Темной Стали не может быть
уничтожен." (Darksteel Axe), "… является неразрушимой", "~ не может быть заблокирован менее чем двумя существами.",
where the Oracle text prints the keyword alone ("Indestructible", "Menace"). Each wording says what the keyword's
rule says (rule 702), nothing more or less."""

# "can't be destroyed": the modal verb and the short participle, in the name's gender and number
_CANNOT_BE = {"не может быть": ("уничтожен", "уничтожена", "уничтожено"), "не могут быть": ("уничтожены",)}
# "is indestructible": the copula and the adjective in the instrumental case
_IS = {"является": ("неразрушимым", "неразрушимой"), "являются": ("неразрушимыми",)}
# the keyword's rule in the words of its time -> canonical keyword
KEYWORD_RULES = {
    "не может быть заблокирован менее чем двумя существами": "menace",
    "не может быть заблокирована менее чем двумя существами": "menace",
    "не может быть целью заклинаний или способностей под контролем ваших оппонентов": "hexproof",
    "не может стать целью заклинания или способности": "shroud",
    # rule 702.18a: "can't be the target of spells or abilities"
    "не может быть целью заклинания или способности": "shroud",
    "не может быть целью заклинаний или способностей": "shroud",
    "может блокировать, как если бы он обладал способностью полета": "reach",
    "может блокировать, как если бы она обладала способностью полета": "reach",
}

KEYWORD_SENTENCES = {
    **{
        f"~ {verb} {form}": "indestructible"
        for table in (_CANNOT_BE, _IS)
        for verb, forms in table.items()
        for form in forms
    },
    **{f"~ {words}": keyword for words, keyword in KEYWORD_RULES.items()},
}
