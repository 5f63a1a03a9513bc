"""French words of notes (rule 607.2e: "note the number/name …", issue #23) and of what refers to the value noted,
as `lang/en/effect_words_links.py` holds the English ones (its `_NOTE_PHRASES`). Merged into the tables of `effects.py`
by `extend`; each entry says the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # the note (a value kept for later), the English "note": "Révélez la prochaine carte que vous draftez et notez son
    # nom." (Aether Searcher; the English "Reveal the next card you draft and note its name.")
    "NOTE": {"notez": "note", "noter": "note", "note": "note", "notent": "note"},
    # what is noted, the English "its name" ("notez votre total de points de vie", the English "note your life total",
    # is the lexicon's QUANTITY after NOTE: grammar/effects-fr/9-note.lark)
    "NOTED": {"son nom": "name", "le nom de cette carte": "name"},
    # the card a draft-matters card reveals and notes the name of, the English "the next card you draft" (Aether
    # Searcher), as "la première carte que vous piochez à chacun de vos tours" reads (effect_words_links.py)
    "OBJ_PHRASE": {"la prochaine carte que vous draftez": "card:next_drafted"},
    # the value noted referred to: "… une carte avec le nom noté au moment où vous avez drafté l'Aether Searcher."
    # (Aether Searcher; the English "a card with a name noted as you drafted cards named Aether Searcher")
    "QUALIFIER": {
        f"{with_} le nom noté au moment où vous avez drafté ~": "noted:as_drafted:named_self"
        for with_ in ("avec", "ayant")
    },
    # the English "the noted number" (the boons of Dragonborn Immolator: "equal to the noted number")
    "QUANTITY": {"le nombre noté": "noted:number"},
    # the English "the card with the noted name" (Magar of the Magic Strings)
    "REF": {"la carte avec le nom noté": "noted", "la carte ayant le nom noté": "noted"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    del after  # no phrase read only after another
    merge_words(words, more, _WORDS)
