"""Shapes of words the English lexicon lacked (issue #22), on real card text (2026 Oracle wording of the cards named):
a payment that ends its effect, the result of dice rolled, a card that specializes from a zone, a choice of self or
others, whole sentences of rules (grammar/effects-en/4-lex-groups.lark, effects/lex_group_shapes.py,
lang/en/effect_words_lex_groups.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_pay_to_end_this_effect() -> None:
    # Calming Licid (its first sentence, "loses this ability and becomes an Aura …", is not read yet: left out)
    _, found = read(
        "{W}, {T}: Attach it to target creature. You may pay {W} to end this effect.\nEnchanted creature can't attack.",
        name="Calming Licid",
    )
    pay = _actions(found)[1]
    assert pay.verb == Verb.PAY and pay.optional and pay.amount == "{W}"
    assert pay.detail == ["mana", "to_end:this_effect"]


def test_the_result_of_the_dice_rolled() -> None:
    # Spark Fiend
    _, found = read(
        "When this creature enters, roll two six-sided dice. If you rolled 2, 3, or 12, sacrifice this creature.\n"
        "At the beginning of your upkeep, roll two six-sided dice. If you rolled 7, sacrifice this creature.",
        name="Spark Fiend",
    )
    first, second = (a for a in _actions(found) if a.verb == Verb.SACRIFICE)
    assert first.condition is not None and first.condition.test == "any"
    assert [c.test for c in first.condition.about if isinstance(c, EffectCondition)] == [
        "compare:result:exactly:2",
        "compare:result:exactly:3",
        "compare:result:exactly:12",
    ]
    assert second.condition is not None and second.condition.test == "compare:result:exactly:7"
    # Mr. House, President and CEO: a bound, as "the result is 6 or higher" reads
    _, (draw,) = read("If you rolled 6 or higher, draw a card.")
    assert isinstance(draw, Action) and draw.condition is not None
    assert draw.condition.test == "compare:result:or_more:6"


def test_specializes_from_a_zone() -> None:
    # Karlach, Tiefling Zealot
    _, found = read(
        "When this card specializes from any zone, create a 2/2 white Knight creature token.",
        name="Karlach, Tiefling Zealot",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == Verb.SPECIALIZE and event.actions[0].zone_from == "anywhere"
    _, found = read(
        "When this card specializes from your graveyard, return it from your graveyard to the battlefield.",
        name="Karlach, Tiefling Zealot",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.actions[0].zone_from == "graveyard"


def test_only_specialize_is_read_from_a_zone() -> None:
    card = mtglinks.parse("Whenever you scry from your graveyard, draw a card.", name="Foo")
    assert any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_self_or_others() -> None:
    # Feed the Machine (its last sentence, "each of your other opponents sacrifices …", is not read yet: left out)
    _, found = read(
        "When you set this scheme in motion, target opponent chooses self or others. If that player chooses self, the "
        "player sacrifices two creatures of their choice.",
        name="Feed the Machine",
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "self_or_others"
    (sacrifice,) = _actions(found)
    assert sacrifice.condition is not None and sacrifice.condition.test == "chose_self"
    # The Fate of the Flammable
    _, found = read(
        "If the player chooses others, this scheme deals 3 damage to each opponent.", name="The Fate of the Flammable"
    )
    (damage,) = _actions(found)
    assert damage.condition is not None and damage.condition.test == "chose_others"


def test_choose_left_or_right() -> None:
    # Aminatou, the Fateshifter
    _, (choice, *_) = read("Choose left or right.", name="Aminatou, the Fateshifter")
    assert isinstance(choice, Choice) and choice.what == "direction"


def test_rules_read_whole() -> None:
    # Contract from Below (an ante card), Master Warcraft
    _, (rule, *_) = read(
        "Remove this card from your deck before playing if you're not playing for ante.", name="Contract from Below"
    )
    assert isinstance(rule, Action) and rule.verb == Verb.DECK_LIMIT and rule.detail == ["none_unless_ante"]
    _, (attacks, blocks) = read(
        "You choose which creatures attack this turn.\nYou choose which creatures block this turn and how those "
        "creatures block.",
        name="Master Warcraft",
    )
    assert isinstance(attacks, Action) and attacks.verb == Verb.CHOOSE and attacks.detail == ["attacks"]
    assert isinstance(blocks, Action) and blocks.detail == ["blocks"]


def test_odd_and_even_results() -> None:
    # Clown Car
    _, found = read(
        "When this Vehicle enters, roll X six-sided dice. For each odd result, create a 1/1 white Clown Robot artifact "
        "creature token. For each even result, put a +1/+1 counter on this Vehicle.",
        name="Clown Car",
    )
    create, put = _actions(found)[1:]
    assert create.verb == Verb.CREATE and create.condition is not None
    assert create.condition.test == "for_each:odd_results"
    assert put.verb == Verb.PUT_COUNTER and put.condition is not None
    assert put.condition.test == "for_each:even_results"


def test_a_number_is_odd() -> None:
    # Yennett, Cryptic Sovereign
    _, found = read(
        "Whenever Yennett attacks, reveal the top card of your library. You may cast it without paying its mana cost "
        "if its mana value is odd.",
        name="Yennett, Cryptic Sovereign",
    )
    cast = _actions(found)[-1]
    assert cast.verb == Verb.CAST and cast.condition is not None and cast.condition.test == "mana_value:odd"


def test_round_up_each_time() -> None:
    # Pox (its first sentence, "a third of their life", is not read yet: the last sentence alone), Hydroid Krasis
    card = mtglinks.parse("Round up each time.", name="Pox")
    ((rounding,),) = [a.effects for a in card.iter_abilities()]
    assert isinstance(rounding, Action) and rounding.verb == Verb.ROUND and rounding.detail == ["up_each_time"]
    _, (down,) = read("Round down each time.", name="Hydroid Krasis")
    assert isinstance(down, Action) and down.detail == ["down_each_time"]


def test_art_by_the_chosen_artist() -> None:
    # Drawn Together
    _, found = read(
        "As this enchantment enters, choose an artist.\nCreatures with art by the chosen artist get +2/+2.",
        name="Drawn Together",
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "artist"
    (pump,) = _actions(found)
    assert pump.verb == Verb.MODIFY_PT and pump.actor.qualifiers == ["art_by:chosen_artist"]  # type: ignore[union-attr]


def test_the_high_bidder() -> None:
    # Mages' Contest
    _, found = read("The high bidder loses life equal to the high bid.", name="Mages' Contest")
    (lose,) = _actions(found)
    assert lose.verb == Verb.LOSE_LIFE and lose.actor.who == "high_bidder"  # type: ignore[union-attr]


def test_a_name_that_ends_with_an_exclamation_mark() -> None:
    # Kill! Maim! Burn!
    _, found = read(
        "Choose one or more —\n• Destroy target artifact.\n• Kill! Maim! Burn! deals 3 damage to target player.",
        name="Kill! Maim! Burn!",
    )
    damage = _actions(found)[-1]
    assert damage.verb == Verb.DEAL_DAMAGE and damage.actor.refers == "self"  # type: ignore[union-attr]
