"""Object phrases of the noun side on real card text (2026 Oracle wording): what objects have told by a word and
a noun, a symbol in their costs, counters more than those before, counts listed, targets counted with no noun,
"the next spell", and a value two objects share; prose with the same words types nothing."""

from __future__ import annotations

import pytest
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference, Untyped


def test_cards_with_different_names_and_cards_with_that_name() -> None:
    # Gifts Ungiven, its first sentence; Cabal Therapy, its last
    card, (search, reveal) = read("Search your library for up to four cards with different names and reveal them.")
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "library"
    (cards,) = search.objects
    assert isinstance(cards, ObjectPhrase) and (cards.determiner, cards.count, cards.types) == ("up_to", "4", ["card"])
    assert cards.qualifiers == ["with:different:name"]
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL
    card, (_reveal, discard) = read("Target player reveals their hand and discards all cards with that name.")
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    (named,) = discard.objects
    assert isinstance(named, ObjectPhrase) and (named.determiner, named.qualifiers) == ("all", ["with:that:name"])
    assert original(card, named) == "all cards with that name"


def test_abilities_with_a_symbol_in_their_costs() -> None:
    # Serra Bestiary
    card, (_cant, activate) = read(
        "Enchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be "
        "activated."
    )
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE and activate.negated
    assert isinstance(activate.actor, ObjectPhrase) and activate.actor.types == ["activated_ability"]
    assert activate.actor.qualifiers == ["cost_with:{T}"]


def test_counters_more_than_those_put_before() -> None:
    # What Must Be Done, its second mode's last sentence
    card, (enter,) = read("It enters with two additional +1/+1 counters on it if it's a creature.")
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:+1/+1:2:additional"] and enter.condition is not None


def test_an_additional_land_is_still_an_object_not_counters() -> None:
    # Fastbond-era printed wording: "one additional land" is a land, counted
    card, (put,) = read("During each player's turn, that player may put one additional land into play.")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    (land,) = put.objects
    assert isinstance(land, ObjectPhrase) and land.types == ["land"] and "additional" in land.qualifiers


@pytest.mark.parametrize(
    ("text", "name", "determiner", "count", "qualifiers"),
    [
        # Magic Missile; Pinnacle of Rage; a "deals X damage to each of up to three targets" spell
        (
            "Magic Missile deals 3 damage divided as you choose among one, two, or three targets.",
            "Magic Missile",
            "target",
            "1_or_2_or_3",
            [],
        ),
        ("Pinnacle of Rage deals 3 damage to each of two targets.", "Pinnacle of Rage", "each", "2", ["target"]),
        ("It deals 7 damage to each of up to three targets.", None, "up_to", "3", ["target"]),
    ],
)
def test_targets_counted_without_a_noun_are_any_targets(
    text: str, name: str | None, determiner: str, count: str, qualifiers: list[str]
) -> None:
    card, (damage,) = read(text, name=name)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (targets,) = damage.objects
    assert isinstance(targets, ObjectPhrase) and targets.types == ["any"]
    assert (targets.determiner, targets.count, targets.qualifiers) == (determiner, count, qualifiers)


def test_a_count_listed_before_target_creatures() -> None:
    # Fireball-style wording: "one, two, or three target creatures"
    card, (tap,) = read("Tap one, two, or three target creatures.")
    (creatures,) = tap.objects if isinstance(tap, Action) else []
    assert isinstance(creatures, ObjectPhrase) and creatures.types == ["creature"]
    assert (creatures.determiner, creatures.count) == ("target", "1_or_2_or_3")


def test_the_next_spell_you_cast() -> None:
    # The Five Stages of Grief, its last chapter
    card, (gain,) = read("The next spell you cast has epic.")
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:epic"]
    assert isinstance(gain.actor, ObjectPhrase)
    assert (gain.actor.determiner, gain.actor.types, gain.actor.controller) == ("next", ["spell"], "cast_by_you")


def test_a_value_two_objects_share() -> None:
    # Hisoka, Minamo Sensei
    card, (counter,) = read("Counter target spell if it has the same mana value as the discarded card.")
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    condition = counter.condition
    assert isinstance(condition, EffectCondition) and condition.test == "same:mana_value"
    it, discarded = condition.about
    assert isinstance(it, Reference) and it.refers == ReferenceKind.ANAPHORA
    assert isinstance(discarded, Reference) and original(card, discarded) == "the discarded card"


@pytest.mark.parametrize(
    "text",
    [
        "We met two targets of the survey with different names and that name again.",
        "The next time you see them, say one, two, or three targets.",
        "It has the same smell as the sea.",
    ],
)
def test_prose_with_these_words_types_nothing(text: str) -> None:
    card = mtglinks.parse(text)
    top = [node for ability in card.iter_abilities() for node in ability.effects]
    assert top and all(isinstance(n, Untyped) for n in top)


def test_a_relative_clause_with_no_that_is_what_a_player_did_to_the_objects() -> None:
    # Hollow One
    text = "Hollow One costs {2} less to cast for each card you've cycled or discarded this turn."
    card, (cost,) = read(text, name="Hollow One")
    assert isinstance(cost, Action) and isinstance(cost.per, ObjectPhrase) and cost.per.types == ["card"]
    (done,) = cost.per.relative
    assert isinstance(done, Action) and done.verb == Verb.CYCLE and done.duration is not None
    assert done.duration.until == "this_turn" and [a.verb for a in done.alternatives] == [Verb.DISCARD]
    assert done.actor is not None and done.actor.to_dict()["who"] == "you"
    # Kydele, Chosen of Kruphix: a participle after the player
    card, (add,) = read("{T}: Add {C} for each card you've drawn this turn.")
    assert isinstance(add, Action) and isinstance(add.per, ObjectPhrase)
    (drawn,) = add.per.relative
    assert isinstance(drawn, Action) and drawn.verb == Verb.DRAW


def test_what_a_player_did_this_way_after_the_objects() -> None:
    # Living Death, its last clause
    card, (_exile, _sacrifice, put) = read(
        "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, "
        "then puts all cards they exiled this way onto the battlefield."
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_this_way:by:they"]


def test_counters_a_player_has_are_counted() -> None:
    # Kalemne, Disciple of Iroas, its last ability
    card, (get,) = read("Kalemne gets +1/+1 for each experience counter you have.", name="Kalemne")
    assert isinstance(get, Action) and get.verb == Verb.MODIFY_PT and get.amount == "+1/+1"
    counters = get.per
    assert isinstance(counters, ObjectPhrase) and counters.types == ["counter"]
    assert (counters.qualifiers, counters.controller) == (["experience"], "has:you")


def test_an_ability_by_what_it_is_or_what_it_comes_from() -> None:
    # Raggadragga, Goreguts Boss; Brown Ouphe
    card, (get,) = read("Each creature you control with a mana ability gets +2/+2.")
    assert isinstance(get, Action) and isinstance(get.actor, ObjectPhrase)
    assert (get.actor.controller, get.actor.qualifiers) == ("you", ["with:a:mana_ability"])
    card, (counter,) = read("{1}{U}, {T}: Counter target activated ability from an artifact source.")
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    (ability,) = counter.objects
    assert isinstance(ability, ObjectPhrase) and ability.types == ["activated_ability"]
    assert ability.qualifiers == ["from:artifact,source"]


def test_from_an_object_that_is_not_a_source_stays_untyped() -> None:
    # Akiri, Fearless Voyager: the creature is where the Equipment leaves, not what it is; read as a qualifier, its
    # "you control" would be said of the Equipment
    card = mtglinks.parse("You may unattach an Equipment from a creature you control.")
    (node,) = [n for ability in card.iter_abilities() for n in ability.effects]
    assert isinstance(node, Untyped) and "not a source" in node.reason


def test_if_it_is_somewhere_read_whole() -> None:
    # Hex, Kellan's Companion
    card, (exile,) = read("Then if it's on the battlefield, exile it with a fetch counter on it.")
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.condition is not None
    assert exile.condition.test == "is:on_battlefield"


def test_spells_a_subject_names_with_when_they_were_cast() -> None:
    # Ballad of the Black Flag, its third chapter
    card, (cost,) = read("Historic spells you cast this turn cost {2} less to cast.")
    assert isinstance(cost, Action) and isinstance(cost.actor, ObjectPhrase)
    assert (cost.actor.types, cost.actor.controller) == (["spell"], "cast_by_you")
    assert cost.actor.qualifiers == ["historic", "during:this_turn"] and cost.duration is None


def test_until_end_of_turn_after_an_object_of_a_verb_stays_the_actions_duration() -> None:
    # Control Magic-style: the duration is how long the control lasts, not when the creature was controlled
    card, (gain,) = read("Gain control of target creature an opponent controls until end of turn.")
    assert isinstance(gain, Action) and gain.duration is not None and gain.duration.until == "end_of_turn"
    (creature,) = gain.objects
    assert isinstance(creature, ObjectPhrase) and creature.controller == "opponent"


def test_power_and_toughness_each_equal_to_a_number() -> None:
    # Sydri, Galvanic Genius
    card, (become,) = read(
        "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana "
        "value until end of turn."
    )
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.duration is not None
    (creature,) = become.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["artifact", "creature"]
    assert creature.qualifiers == ["power_toughness:mana_value:equal_to"]


@pytest.mark.parametrize(
    ("text", "verb", "amount"),
    [
        # Cleric Class, its first level; Lashknife Barrier; Let the Galaxy Burn
        ("If you would gain life, you gain that much life plus 1 instead.", Verb.GAIN_LIFE, "that_much:plus:1"),
        (
            "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that "
            "creature instead.",
            Verb.DEAL_DAMAGE,
            "that_much:minus:1",
        ),
        (
            "This spell deals X plus 2 damage to each creature that didn't enter this turn.",
            Verb.DEAL_DAMAGE,
            "X:plus:2",
        ),
    ],
)
def test_an_amount_more_or_less_by_a_number(text: str, verb: str, amount: str) -> None:
    card, top = read(text)
    (action,) = [n for n in top if isinstance(n, Action) and n.verb == verb and n.amount is not None]
    assert action.amount == amount


def test_a_count_keeps_its_bound() -> None:
    # Vedalken Humiliator-style metalcraft; Blackcleave Cliffs: "two or fewer other lands"
    card, top = read("Whenever this creature attacks, if you control three or more artifacts, it gains flying.")
    (condition,) = [n for n in top if isinstance(n, EffectCondition)]
    (_you, artifacts) = condition.about
    assert isinstance(artifacts, ObjectPhrase) and (artifacts.determiner, artifacts.count) == ("number", "3:or_more")
    card, (enter,) = read("This land enters tapped unless you control two or fewer other lands.")
    assert isinstance(enter, Action) and enter.condition is not None
    (_you, lands) = enter.condition.about
    assert isinstance(lands, ObjectPhrase) and (lands.count, lands.types) == ("2:or_fewer", ["land"])


def test_mana_spent_told_as_objects() -> None:
    # Ardenvale Paladin's adamant
    card, (enter,) = read(
        "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 "
        "counter on it."
    )
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.condition is not None
    assert enter.condition.test == "spent:mana"
    mana, spell = enter.condition.about
    assert isinstance(mana, ObjectPhrase) and (mana.determiner, mana.count) == ("at_least", "3")
    assert (mana.types, mana.colors) == (["mana"], ["white"])
    assert isinstance(spell, Reference) and spell.refers == ReferenceKind.SELF


def test_mana_from_the_permanent_that_made_it() -> None:
    # Price of Loyalty, its last sentence; Bat Colony; Inga and Esika: mana comes from its source (rule 106), a
    # permanent named after "from" with or without its article
    card, (gets,) = read(
        "If mana from a Treasure was spent to cast this spell, that creature gets +2/+0 until end of turn."
    )
    assert isinstance(gets, Action) and gets.condition is not None and gets.condition.test == "spent:mana"
    mana = gets.condition.about[0]
    assert isinstance(mana, ObjectPhrase) and (mana.types, mana.qualifiers) == (["mana"], ["from:Treasure"])
    assert original(card, mana) == "mana from a Treasure"
    card, (create,) = read(
        "Create a 1/1 black Bat creature token with flying for each mana from a Cave spent to cast it."
    )
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert isinstance(create.per, ObjectPhrase) and create.per.qualifiers == ["from:Cave", "spent_to_cast"]
    card, (draw,) = read("If three or more mana from creatures was spent to cast it, draw a card.")
    assert isinstance(draw, Action) and draw.condition is not None
    counted = draw.condition.about[0]
    assert (
        isinstance(counted, ObjectPhrase) and counted.qualifiers == ["from:creature"] and counted.count == "3:or_more"
    )


def test_from_a_permanent_after_another_noun_types_nothing() -> None:
    # "from" after anything but mana is where from, not what made it: these made-up sentences stay untyped
    for text in ("Destroy a creature from a Treasure.", "Exile all cards from creatures you control."):
        card = mtglinks.parse(text)
        (node,) = [n for ability in card.iter_abilities() for n in ability.effects]
        assert isinstance(node, Untyped) and "not a source" in node.reason
