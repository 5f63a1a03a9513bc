"""English sentences the effect tree typed but read wrong (real Oracle text, 2026 wording): each test asserts
the nodes a phrase must keep, so that a node never claims words whose meaning it dropped. A misreading is
worse than an untyped sentence: where a phrase cannot be represented, the sentence must stay untyped."""

from __future__ import annotations

import pytest
from helpers import original, walk

import mtglinks
from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind, ReferenceKind
from mtglinks.tree import (
    Action,
    Card,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
    Untyped,
)


def sentence(text: str, words: str, name: str | None = None) -> tuple[Card, Effect]:
    """The card and the top effect node whose words start with `words`."""
    card = mtglinks.parse(text, name=name)
    for ability in card.iter_abilities():
        for node in ability.effects:
            if original(card, node).startswith(words):
                return card, node
    raise AssertionError(f"no sentence starts with {words!r}")


def objects_in(node: Effect) -> list[ObjectPhrase]:
    return [n for n in walk(node) if isinstance(n, ObjectPhrase)]


def phrase(card: Card, node: Effect, words: str) -> Effect:
    """The node inside `node` whose words are exactly `words`."""
    found = [n for n in walk(node) if original(card, n) == words]
    assert found, [original(card, n) for n in walk(node)]
    return found[0]


# ---- "from among X", "with the same name as X", "a copy of X": X is kept -----------------------------------


def test_from_among_keeps_the_cards_it_names() -> None:
    # Hedonist's Trove
    text = (
        "When this enchantment enters, exile target opponent's graveyard.\n"
        "You may play lands from among cards exiled with this enchantment.\n"
        "You may cast spells from among cards exiled with this enchantment. "
        "You can't cast more than one spell this way each turn."
    )
    card, play = sentence(text, "You may play lands", name="Hedonist's Trove")
    assert isinstance(play, Action)
    (lands,) = play.objects
    assert isinstance(lands, ObjectPhrase) and "among" in lands.qualifiers
    (among,) = lands.related
    assert original(card, among) == "cards exiled with this enchantment"
    assert isinstance(among, ObjectPhrase) and "exiled_with_self" in among.qualifiers
    # so the referring half of rule 607.2a is read from the tree
    ability = next(a for a in card.iter_abilities() if play in a.effects)
    assert FeatureKind.EXILED_WITH_SELF in {half.kind for half in halves(ability)}


def test_from_among_those_exiled_cards_points_back() -> None:
    # Dream Pillager
    card, cast = sentence(
        "Whenever this creature deals combat damage to a player, exile that many cards from the top of your "
        "library. Until end of turn, you may cast spells from among those exiled cards.",
        "Until end of turn",
    )
    assert isinstance(cast, Action)
    (spells,) = cast.objects
    assert isinstance(spells, ObjectPhrase)
    (among,) = spells.related
    assert original(card, among) == "those exiled cards"


def test_with_the_same_name_as_keeps_what_it_names() -> None:
    # Mindreaver
    card, counter = sentence(
        "{U}{U}, Sacrifice this creature: Counter target spell with the same name as a card exiled with this creature.",
        "Counter target spell",
    )
    assert isinstance(counter, Action)
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase) and "same:name" in spell.qualifiers
    (other,) = spell.related
    assert original(card, other) == "a card exiled with this creature"
    assert isinstance(other, ObjectPhrase) and "exiled_with_self" in other.qualifiers


def test_with_the_same_name_as_the_exiled_card() -> None:
    # Ashiok's Erasure
    card, cast = sentence(
        "Your opponents can't cast spells with the same name as the exiled card.", "Your opponents can't"
    )
    assert isinstance(cast, Action)
    (spells,) = cast.objects
    assert isinstance(spells, ObjectPhrase)
    (other,) = spells.related
    assert isinstance(other, Reference) and other.refers == ReferenceKind.EXILED_WITH


def test_a_copy_of_keeps_what_is_copied() -> None:
    # Mimic Vat
    card, create = sentence(
        "{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste.",
        "Create a token",
    )
    assert isinstance(create, Action)
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "copy_of" in token.qualifiers
    (copied,) = token.related
    assert original(card, copied) == "a card exiled with this artifact"


def test_a_copy_of_the_exiled_card() -> None:
    # Phantom Steed
    card, create = sentence(
        "Whenever this creature attacks, create a tapped and attacking token that's a copy of the exiled card, "
        "except it's an Illusion in addition to its other types.",
        "create a tapped",
    )
    assert isinstance(create, Action)
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase)
    (copied,) = token.related
    assert isinstance(copied, Reference) and copied.refers == ReferenceKind.EXILED_WITH


def test_a_trigger_with_the_same_name_as_a_card_exiled_with_it() -> None:
    # Circle of Confinement
    card, event = sentence(
        "Whenever an opponent casts a Vampire spell with the same name as a card exiled with this enchantment, "
        "you gain 2 life.",
        "an opponent casts",
    )
    assert isinstance(event, TriggerEvent)
    spell = next(o for o in objects_in(event) if "same:name" in o.qualifiers)
    (other,) = spell.related
    assert original(card, other) == "a card exiled with this enchantment"


# ---- "of that type", "of that color", "becomes that type": which value is named ---------------------------


def test_of_that_color_names_a_color() -> None:
    # Persecute
    card, discard = sentence(
        "Choose a color. Target player reveals their hand and discards all cards of that color.", "discards"
    )
    assert isinstance(discard, Action)
    (cards,) = discard.objects
    assert isinstance(cards, ObjectPhrase) and "of:that_color" in cards.qualifiers


def test_of_that_type_names_a_type() -> None:
    # Distant Melody
    card, draw = sentence("Choose a creature type. Draw a card for each permanent you control of that type.", "Draw")
    assert isinstance(draw, Action) and isinstance(draw.per, ObjectPhrase)
    assert "of:that_type" in draw.per.qualifiers


def test_becomes_that_type_names_a_type() -> None:
    # Elsewhere Flask
    card, become = sentence(
        "Sacrifice this artifact: Choose a basic land type. Each land you control becomes that type until end of turn.",
        "Each land",
    )
    assert isinstance(become, Action)
    (what,) = become.objects
    assert isinstance(what, ObjectPhrase) and (what.determiner, what.types) == ("that", ["type"])


# ---- one name for the tribute test in every language ------------------------------------------------------


def test_untyped_is_never_a_misreading() -> None:
    # garbage stays untyped (the fixes above must not widen what is typed)
    card = mtglinks.parse("Blorp the frobnicated wizzle among copies of nothing.")
    assert all(isinstance(node, Untyped) for a in card.iter_abilities() for node in a.effects)


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Fanatic of Xenagos in English (Oracle), Spanish and Russian (printed)
        (
            "en",
            "Fanatic of Xenagos",
            "When this creature enters, if tribute wasn't paid, it gets +1/+1 and gains haste until end of turn.",
        ),
        (
            "es",
            "Fanático de Xenagos",
            "Cuando el Fanático de Xenagos entre al campo de batalla, si no se pagó tributo, obtiene +1/+1 y gana "
            "la habilidad de prisa hasta el final del turno.",
        ),
        (
            "ru",
            "Фанатик Ксенага",
            "Когда Фанатик Ксенага выходит на поле битвы, если Дань не была заплачена, он получает +1/+1 и "
            "Ускорение до конца хода.",
        ),
    ],
)
def test_tribute_not_paid_is_one_test_in_every_language(lang: str, name: str, text: str) -> None:
    card = mtglinks.parse(text, name=name, lang=lang)
    tests = {
        n.test for a in card.iter_abilities() for top in a.effects for n in walk(top) if isinstance(n, EffectCondition)
    }
    assert "paid:not_tribute" in tests, tests


# ---- words dropped inside longer phrases ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words", "qualifier"),
    [
        # Pithing Needle, Sorcerous Spyglass
        (
            "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
            "sources with the chosen name",
            "with:chosen_name",
        ),
        # Iona, Shield of Emeria
        ("Your opponents can't cast spells of the chosen color.", "spells of the chosen color", "of:chosen_color"),
        # Door of Destinies
        (
            "Creatures you control of the chosen type get +1/+1 for each charge counter on this artifact.",
            "Creatures you control of the chosen type",
            "of:chosen_type",
        ),
    ],
)
def test_the_chosen_value_keeps_its_noun(text: str, words: str, qualifier: str) -> None:
    card, top = sentence(text, text[:10])
    node = phrase(card, top, words)
    assert isinstance(node, ObjectPhrase) and qualifier in node.qualifiers, node


def test_the_chosen_players_hand_is_not_read_as_any_hand() -> None:
    # Nyxathid: the zone keeps its owner, "the chosen player" (a reference to the choice), not any hand
    card = mtglinks.parse(
        "As this creature enters, choose an opponent.\nThis creature gets -1/-1 for each card in the chosen player's "
        "hand.",
        name="Nyxathid",
    )
    ability = card.abilities[1]
    (gets,) = ability.effects
    assert isinstance(gets, Action) and isinstance(gets.per, ObjectPhrase), gets.to_dict()
    assert isinstance(gets.per.zone_owner, PlayerPhrase) and gets.per.zone_owner.who == "chosen_player"
    assert original(card, gets.per.zone_owner) == "the chosen player's"
    assert any(half.kind == FeatureKind.CHOSEN_REF and half.value == "player" for half in halves(ability))


def test_the_damage_prevented_this_way() -> None:
    # Reverse Damage
    card, gain = sentence(
        "The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain "
        "life equal to the damage prevented this way.",
        "You gain life",
    )
    assert isinstance(gain, Action) and gain.amount == "damage_prevented_this_way"


def test_the_power_of_the_card_returned_this_way() -> None:
    # Morgue Burst
    card, deal = sentence(
        "Return target creature card from your graveyard to your hand. Morgue Burst deals damage to any target "
        "equal to the power of the card returned this way.",
        "Morgue Burst deals",
        name="Morgue Burst",
    )
    assert isinstance(deal, Action) and deal.amount == "power"
    assert isinstance(deal.per, ObjectPhrase) and original(card, deal.per) == "the card returned this way"
    assert "past:return" in deal.per.qualifiers and "this_way" in deal.per.qualifiers


def test_a_state_test_keeps_its_state() -> None:
    # Armored Skyhunter
    card, attach = sentence(
        "If an Equipment is put onto the battlefield this way, you may attach it to a creature you control.", "If"
    )
    assert isinstance(attach, Action) and attach.condition is not None
    assert attach.condition.test == "is:put_onto_battlefield_this_way"


# ---- objects joined by "or": one object whose type is either -----------------------------------------------


def test_an_artifact_or_creature_card_is_one_object() -> None:
    # Divest
    card, choose = sentence(
        "Target player reveals their hand. You choose an artifact or creature card from it. That player discards "
        "that card.",
        "You choose",
    )
    (chosen,) = choose.objects  # type: ignore[attr-defined]
    assert isinstance(chosen, ObjectPhrase) and original(card, chosen) == "an artifact or creature card from it"
    assert (chosen.determiner, chosen.types) == ("a", ["artifact_or_creature", "card"])


def test_an_instant_or_sorcery_spell_is_one_object() -> None:
    # Rod of Absorption
    card, event = sentence(
        "Whenever a player casts an instant or sorcery spell, exile it instead of putting it into a graveyard as it "
        "resolves.",
        "a player casts",
    )
    (spell,) = [o for o in objects_in(event) if "spell" in o.types]
    assert original(card, spell) == "an instant or sorcery spell" and spell.types == ["instant_or_sorcery", "spell"]


def test_two_whole_objects_joined_by_or_stay_two() -> None:
    # Szarekh, the Silent King: each side has its own noun; "an enchantment or green creature" keeps its colour apart
    card, put = sentence(
        "You may put an artifact creature card or Vehicle card from among the cards milled this way into your hand.",
        "You may put",
    )
    assert len(put.objects) == 2  # type: ignore[attr-defined]
    card, destroy = sentence("Destroy target enchantment or green creature.", "Destroy")
    assert len(destroy.objects) == 2  # type: ignore[attr-defined]


def test_other_than_keeps_what_it_excludes() -> None:
    # Veteran's Voice
    card, gets = sentence(
        "Tap enchanted creature: Target creature other than the creature tapped this way gets +2/+1 until end of turn.",
        "Target creature",
    )
    target = phrase(card, gets, "Target creature other than the creature tapped this way")
    assert isinstance(target, ObjectPhrase) and "other_than" in target.qualifiers
    (other,) = target.related
    assert original(card, other) == "the creature tapped this way"


def test_three_types_and_two_subtypes_joined_by_or() -> None:
    # Armored Skyhunter; Banishing Stroke
    card, put = sentence(
        "Whenever this creature attacks, look at the top six cards of your library. You may put an Aura or "
        "Equipment card from among them onto the battlefield.",
        "You may put",
    )
    (thing,) = put.objects  # type: ignore[attr-defined]
    assert (thing.determiner, thing.types, thing.subtypes) == ("a", ["card"], ["Aura_or_Equipment"])
    card, put = sentence("Put target artifact, creature, or enchantment on the bottom of its owner's library.", "Put")
    (target,) = put.objects  # type: ignore[attr-defined]
    assert (target.determiner, target.types) == ("target", ["artifact_or_creature_or_enchantment"])
