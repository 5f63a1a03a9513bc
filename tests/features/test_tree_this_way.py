"""607.2h's "this way" (`this_way`) read from the effect tree instead of the English patterns, on real card text: a
trigger printed after a static ability in its paragraph refers to what the static ability did, the trigger's action
carrying `this_way`."""

from __future__ import annotations

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_english_reads_this_way_from_the_tree() -> None:
    assert K.THIS_WAY in tree.tree_kinds("en")
    assert K.THIS_WAY not in {p.kind for p in patterns.language_data("en").patterns}


def test_a_word_said_this_way_links_the_trigger_to_its_static_ability() -> None:
    # Sorry (Oracle): the first two sentences are a static ability, the third a trigger on what it let players do
    text = (
        'Before any player casts a spell with the same name as a card in any graveyard, that player may say "sorry." '
        'If they don\'t, any other player may say "sorry" as the spell is being cast. When another player says '
        '"sorry" this way, counter the spell.\nWhenever a player says "sorry" at any other time, Sorry deals 2 damage '
        "to that player."
    )
    card = mtglinks.analyze(text, name="Sorry")
    said = card.abilities[0].effects[2]
    assert said.kind == "event"
    (action,) = said.actions  # type: ignore[attr-defined]
    assert action.verb == "say" and action.detail == ["said:sorry", "this_way"]
    assert [(f.kind, f.role) for f in card.abilities[0].features if f.kind == K.THIS_WAY] == [
        (K.THIS_WAY, Role.REFERRING)
    ]
    assert _links(card) == {("607.2h", 0, 0)}


def test_cast_this_way_after_a_static_ability() -> None:
    # Bolas's Citadel (Oracle): "You may play lands and cast spells from the top of your library. If you cast a spell
    # this way, pay life equal to its mana value rather than pay its mana cost." has no trigger: no 607.2h link
    text = (
        "You may look at the top card of your library any time.\nYou may play lands and cast spells from the top of "
        "your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost."
    )
    card = mtglinks.analyze(text, name="Bolas's Citadel")
    assert not any(link.rule == "607.2h" for link in card.links)


def test_a_spell_cast_this_way_from_the_top_of_the_library() -> None:
    # Galea, Kindler of Hope (Oracle): the trigger's cast carries "this way", the static ability's first sentence is
    # the acting half
    text = (
        "Vigilance\nYou may look at the top card of your library any time.\nYou may cast Aura and Equipment spells "
        'from the top of your library. When you cast an Equipment spell this way, it gains "When this Equipment '
        'enters, attach it to target creature you control."'
    )
    card = mtglinks.analyze(text, name="Galea, Kindler of Hope")
    assert [f.kind for f in card.abilities[2].features if f.kind == K.THIS_WAY] == [K.THIS_WAY]
    assert ("607.2h", 2, 2) in _links(card)
