"""More of the verb side of the English effect tree on real card text (2026 Oracle wording unless said): the
shapes of sentences read whole since the fourth round, each checked for its verb, objects, zones, condition and
duration, not only for being typed."""

from __future__ import annotations

from helpers import original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Card, Effect, ObjectPhrase, PlayerPhrase, Reference


def read(text: str, name: str | None = None) -> tuple[Card, list[Effect]]:
    """The card and the effect nodes of its abilities, which must all be typed."""
    card = mtglinks.parse(text, name=name)
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert is_typed(found), [n.to_dict() for n in found if n.kind == EffectKind.UNTYPED]
    return card, found


def only_action(text: str, name: str | None = None) -> tuple[Card, Action]:
    """The one action the text reads as."""
    card, found = read(text, name)
    (action,) = found
    assert isinstance(action, Action)
    return card, action


def test_counters_a_player_has_are_held_by_the_subject() -> None:
    # Phyrexian Hydra's kin of the toxic sets: "Activate only if an opponent has three or more poison counters."
    # (the condition's holder is the player, where "on it" names none)
    card, found = read("{1}{B}: Draw a card. Activate only if an opponent has three or more poison counters.")
    activate = found[-1]
    assert isinstance(activate, Action)
    assert activate.verb == Verb.ACTIVATE and activate.condition is not None
    assert activate.condition.test == "has:counter:poison:3:or_more"
    (holder,) = activate.condition.about
    assert isinstance(holder, PlayerPhrase) and holder.who == "an_opponent"
    assert original(card, holder) == "an opponent"


def test_counters_on_it_are_still_held_by_what_it_names() -> None:
    # Quest for the Gemblades kin: "if ~ has four or more quest counters on it"
    card, found = read(
        "Remove four quest counters from this enchantment: Draw a card. Activate only if this enchantment has four"
        " or more quest counters on it."
    )
    activate = found[-1]
    assert isinstance(activate, Action) and activate.condition is not None
    assert activate.condition.test == "has:counter:quest:4:or_more"
    (holder,) = activate.condition.about
    assert isinstance(holder, Reference) and holder.refers == "anaphora" and original(card, holder) == "it"


def test_a_choice_or_another_verb_offers_both() -> None:
    # the Dragons of Tarkir cost, as a creature: a choice first, the other verb its alternative
    card, found = read(
        "As an additional cost to cast this spell, choose a creature you control or reveal a creature card from"
        " your hand.\nDraw a card."
    )
    choose = found[0]
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    assert choose.condition is not None and choose.condition.test == "additional_cost"
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["creature"] and chosen.controller == "you"
    (reveal,) = choose.alternatives
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.zone_from == "hand"
    assert original(card, reveal) == "reveal a creature card from your hand"


def test_a_verb_or_a_choice_keeps_the_choice_as_the_alternative() -> None:
    # a wish of the 2025 sets: "You may reveal … or choose a face-up … in exile."
    card, reveal = only_action(
        "You may reveal an artifact card you own from outside the game or choose a face-up artifact card you own"
        " in exile."
    )
    assert reveal.verb == Verb.REVEAL and reveal.optional and reveal.zone_from == "outside"
    (choose,) = reveal.alternatives
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.zone == "exile" and "face-up" in chosen.qualifiers
    assert original(card, choose) == "choose a face-up artifact card you own in exile"
