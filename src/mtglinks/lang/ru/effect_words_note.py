"""Russian words of notes (rule 607.2e: "note the number/name …", issue #23) and of what refers to the value noted,
as `lang/en/effect_words_links.py` holds the English ones (its `_NOTE_PHRASES`): merged into the tables of `effects.py`.

No Russian text of the corpora prints a note (the draft-matters cards were printed in English only); the words are
those of the Russian translations of the rules and cards: "запишите", "запомните" (note), "записанное число" (the
noted number), "записанное имя", "записанное название" (the noted name), as "выберите" / "выбранное имя" read for a
choice (effect_choices.py). The lemma table, built from the corpora, holds no form of these verbs and participles: their
forms are listed here."""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

# the forms of "записать" / "запомнить" a card's instruction uses (imperative, infinitive, third person)
_NOTE = ("запишите", "записать", "записывает", "запишет", "запомните", "запомнить", "запоминает", "запомнит")
# the participles "записанный" / "запомненный" (noted), every case of the neuter and feminine a value takes
_NOTED = "|".join(
    f"{stem}{ending}"
    for stem in ("записанн", "запомненн")
    for ending in ("ое", "ого", "ому", "ым", "ом", "ая", "ую", "ой", "ый", "ые", "ых", "ыми")
)

NOTE_WORDS: dict[str, dict[str, str]] = {
    # the note (a value kept for later), the English "note": "… и запишите ее название." (the English "… and note its
    # name.")
    "NOTE": dict.fromkeys(_NOTE, "note"),
    # what is noted, the English "its name", "its power" ("запишите количество ваших жизней", the English "note your
    # life total", is the lexicon's QUANTITY after NOTE: grammar/effects-ru/9-note.lark)
    # (the accusative "ее силу" only: "ее силе", "ее силы" are the lexicon's QUANTITY, read after NOTE there too)
    "NOTED": table({"его|ее <имя>|<название>": "name", "его|ее силу": "power"}),
    # the value noted referred to: "равные записанному числу" (the English "equal to the noted number"), "карту с
    # записанным названием" (the English "a card with the noted name"), "записанное имя" (the English "the card with
    # the noted name", Magar of the Magic Strings)
    "QUANTITY": table({f"{_NOTED} <число>": "noted:number"}),
    "QUALIFIER": table({f"с {_NOTED} <имя>|<название>": "with:noted:name"}),
    "REF": table({f"{_NOTED} <имя>|<название>": "noted"}),
}
