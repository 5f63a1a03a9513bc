"""A stat compared with a count keeps the objects counted ("with mana value less than or equal to the number of Elves
and Faeries you control from among cards exiled with ~"), so what they refer to links as the same card's French text
does (Maralen, Fae Ascendant)."""

from __future__ import annotations

from helpers import link_triples

import mtglinks
from mtglinks.tree import Action, ObjectPhrase

MARALEN_EN = (
    "Flying\n"
    "Whenever Maralen or another Elf or Faerie you control enters, exile the top two cards of target opponent's "
    "library.\n"
    "Once each turn, you may cast a spell with mana value less than or equal to the number of Elves and Faeries you "
    "control from among cards exiled with Maralen this turn without paying its mana cost."
)
MARALEN_FR = (
    "Vol\n"
    "À chaque fois que Maralen ou qu'un autre elfe ou peuple fée que vous contrôlez arrive, exilez les deux cartes du "
    "dessus de la bibliothèque d'un adversaire ciblé.\n"
    "Une fois par tour, vous pouvez lancer un sort avec une valeur de mana inférieure ou égale au nombre d'elfes et de "
    "peuples fée que vous contrôlez parmi les cartes exilées par Maralen ce tour-ci sans payer son coût de mana."
)


def test_the_objects_counted_are_related_to_the_spell_cast() -> None:
    card = mtglinks.analyze(MARALEN_EN, lang="en", name="Maralen, Fae Ascendant")
    cast = card.abilities[2].effects[0]
    assert isinstance(cast, Action) and cast.verb == "cast"
    spell = cast.objects[0]
    assert isinstance(spell, ObjectPhrase) and "mana_value:number_of:at_most" in spell.qualifiers
    counted = [node.text for node in spell.related]
    assert counted == ["Elves", "Faeries you control from among cards exiled with ~"]
    faeries = spell.related[1]
    assert isinstance(faeries, ObjectPhrase)
    assert [r.qualifiers for r in faeries.related if isinstance(r, ObjectPhrase)] == [["exiled_with_self"]]


def test_the_english_and_french_texts_link_the_same_abilities() -> None:
    english = link_triples(mtglinks.analyze(MARALEN_EN, lang="en", name="Maralen, Fae Ascendant"))
    french = link_triples(mtglinks.analyze(MARALEN_FR, lang="fr", name="Maralen, ascendante fæ"))
    assert english == {("2a", 1, 2)}
    assert french == english


def test_a_stat_compared_with_a_stat_relates_nothing() -> None:
    # Champion of Lambholt: "power less than ~'s power" counts nothing, so nothing is related
    text = "Creatures with power less than Champion of Lambholt's power can't block creatures you control."
    block = mtglinks.analyze(text, lang="en", name="Champion of Lambholt").abilities[0].effects[0]
    assert isinstance(block, Action) and isinstance(block.actor, ObjectPhrase)
    assert block.actor.qualifiers == ["power:power:less"]
    assert block.actor.related == []
