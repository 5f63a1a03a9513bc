"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning l–z or with a sign (issue #22, the
twenty-first round's list), on real card text (2026 Oracle wording of the cards named): steps added after a phase,
"simultaneously", dice results and the words, letters and stickers of names counted, what a card is (its border,
rarity, legality), halves, schemes set in motion, "whose" said of an object, events said whole
(lang/en/effect_words_lex_lz.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, PlayerPhrase, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _untyped(text: str, name: str = "Foo") -> list[str]:
    card = mtglinks.parse(text, name=name)
    return [n.text for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.UNTYPED]


def test_steps_added_after_this_phase() -> None:
    # Untap, Upkeep, Draw
    _, found = read(
        "Choose one —\n"
        "• After this phase, there is an additional untap step.\n"
        "• After this phase, there is an additional upkeep step.\n"
        "• After this phase, there is an additional draw step.\n"
        "Entwine {3} (Choose all of them if you pay the entwine cost.)",
        name="Untap, Upkeep, Draw",
    )
    added = [a for a in _actions(found) if a.verb == Verb.ADD_PHASE]
    assert [a.detail for a in added] == [["untap"], ["upkeep"], ["draw"]]
    assert all(a.condition is not None and a.condition.test == "after:this_phase" for a in added)


def test_simultaneously_marks_the_action() -> None:
    # Breaking Wave
    _, found = read(
        "You may cast this spell as though it had flash if you pay {2} more to cast it. (You may cast it any time you "
        "could cast an instant.)\nSimultaneously untap all tapped creatures and tap all untapped creatures.",
        name="Breaking Wave",
    )
    untap, tap = _actions(found)[-2:]
    assert untap.verb == Verb.UNTAP and untap.detail == ["simultaneously"]
    assert tap.verb == Verb.TAP and tap.detail == []
    # Stalking Leonin: "secretly" still marks its choice as secretly
    _, found = read("When this creature enters, secretly choose an opponent.", name="Stalking Leonin")
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert "secretly" in choice.options and "simultaneously" not in choice.options


def test_dice_results_counted() -> None:
    # Circuits Act
    _, (roll, create) = read(
        "Roll three six-sided dice. For each different result, create a 1/1 white Clown Robot artifact creature token.",
        name="Circuits Act",
    )
    assert isinstance(roll, Action) and roll.verb == Verb.ROLL
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert create.condition is not None and create.condition.test == "for_each:different_results"
    # Goblin Girder Gang
    _, (pump,) = read("This creature gets +1/+0 for each result stored on it.", name="Goblin Girder Gang")
    assert isinstance(pump, Action) and pump.detail == ["per:results_stored_on:it"]
    # Eelectrocute
    _, found = read(
        "Eelectrocute deals 2 damage to any target.\n"
        "You may cast this card from your graveyard as long as you've rolled a 6 this turn.",
        name="Eelectrocute",
    )
    cast = _actions(found)[-1]
    assert cast.verb == Verb.CAST and cast.zone_from == "graveyard"
    assert cast.condition is not None and cast.condition.test == "as_long_as:rolled:6_this_turn"


def test_words_of_a_name_counted() -> None:
    # Wordmail
    _, found = read("Enchant creature\nEnchanted creature gets +1/+1 for each word in its name.", name="Wordmail")
    pump = _actions(found)[-1]
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+1/+1" and pump.detail == ["per:words_in_name:its"]


def test_mana_spent_on_a_creature() -> None:
    # Red and Black Legac…
    _, (black, red) = read(
        "If you spent black mana on this creature, it enters with a deathtouch counter. If you spent red mana on this "
        "creature, it enters with a first strike counter.",
        name="Red and Black Legac",
    )
    assert isinstance(black, Action) and black.verb == Verb.ENTER and black.detail == ["counter:deathtouch"]
    assert black.condition is not None and black.condition.test == "spent:black"
    assert isinstance(red, Action) and red.condition is not None and red.condition.test == "spent:red"


def test_what_a_card_is() -> None:
    # The Whiteboarder
    _, found = read("White-bordered creatures you control get +1/+1.", name="The Whiteboarder")
    (pump,) = _actions(found)
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.qualifiers == ["white_bordered"]
    # Super Secret Tech
    _, (cost, pump) = read(
        "Premium spells cost {1} less to cast.\nPremium creatures get +1/+1.", name="Super Secret Tech"
    )
    assert isinstance(cost, Action) and isinstance(cost.actor, ObjectPhrase) and cost.actor.qualifiers == ["premium"]
    # Rarity: the two rarities one qualifier, not a second object with no kind of its own
    _, (cost,) = read("Rare and mythic rare spells you cast cost {1} less to cast.", name="Rarity")
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST and cost.other_actors == []
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.types == ["spell"]
    assert cost.actor.qualifiers == ["rare_or_mythic_rare"]
    # The Zabulous Cosplayer
    _, found = read(
        "As The Zabulous Cosplayer enters and at the beginning of your upkeep, choose a tournament-legal non-Aura "
        "permanent card at random.",
        name="The Zabulous Cosplayer",
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    (card,) = choice.objects
    assert isinstance(card, ObjectPhrase) and card.not_types == ["Aura"] and "tournament_legal" in card.qualifiers


def test_halves() -> None:
    # Supersize
    _, (pump,) = read("Target creature gets +3½/+3½ until end of turn.", name="Supersize")
    assert isinstance(pump, Action) and pump.amount == "+3½/+3½"
    # Wet Willie of the Damned
    _, (damage, life) = read(
        "Wet Willie of the Damned deals 2½ damage to any target and you gain 2½ life.", name="Wet Willie of the Damned"
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "2½"
    assert isinstance(life, Action) and life.verb == Verb.GAIN_LIFE and life.amount == "2½"


def test_schemes_set_in_motion() -> None:
    # My Laughter Echoes
    _, found = read(
        "(An ongoing scheme remains face up until it's abandoned.)\nWhenever you set a non-ongoing scheme in motion, "
        "you may abandon this scheme. If you do, set that scheme in motion again.",
        name="My Laughter Echoes",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.SET_IN_MOTION
    assert [a.verb for a in _actions(found)] == [Verb.ABANDON, Verb.SET_IN_MOTION]
    # Plots That Span Centuries: three schemes set in motion at once stays untyped (the count would be lost)
    assert _untyped(
        "When you set this scheme in motion, the next time you would set a scheme in motion, set three schemes in "
        "motion instead.",
        name="Plots That Span Centuries",
    )


def test_theyve_as_youve() -> None:
    # Cerebral Vortex
    _, (draw, damage) = read(
        "Target player draws two cards, then Cerebral Vortex deals damage to that player equal to the number of cards "
        "they've drawn this turn.",
        name="Cerebral Vortex",
    )
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(damage, Action) and isinstance(damage.per, ObjectPhrase)
    (drawn,) = damage.per.relative
    assert isinstance(drawn, Action) and drawn.verb == Verb.DRAW
    assert isinstance(drawn.actor, PlayerPhrase) and drawn.actor.who == "they"


def test_whose_controller() -> None:
    # Steel Hellkite
    _, found = read(
        "{X}: Destroy each nonland permanent with mana value X whose controller was dealt combat damage by this "
        "creature this turn. Activate only once each turn.",
        name="Steel Hellkite",
    )
    (destroy,) = [a for a in _actions(found) if a.verb == Verb.DESTROY]
    (permanent,) = destroy.objects
    assert isinstance(permanent, ObjectPhrase)
    assert "controller_dealt_combat_damage_by_self_this_turn" in permanent.qualifiers


def test_events_said_whole() -> None:
    # Nevermind
    _, found = read("When this spell resolves, discard a card. Then draw a card.", name="Nevermind")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "self_resolved"
    # The Weekly Princess
    _, found = read(
        "Whenever night becomes day, put a +1/+1 counter on The Weekly Princess.", name="The Weekly Princess"
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "night_to_day"
    assert _actions(found)[-1].verb == Verb.PUT_COUNTER


def test_borders_listed_as_options_keep_their_link() -> None:
    # Ineffable Blessing: the borders, now qualifiers the lexicon knows, are still read as the options of the choice
    # (words without rules meaning, 607.2f), and the trigger that refers to the chosen border stays linked to it
    card = mtglinks.analyze(
        "As this enchantment enters, choose white-bordered or silver-bordered.\n"
        "Whenever a creature you control with the chosen border enters, draw a card.",
        name="Ineffable Blessing",
    )
    choice = next(iter(card.iter_abilities())).effects[0]
    assert isinstance(choice, Choice) and choice.what == "white-bordered_or_silver-bordered"
    assert [(link.rule, link.source, link.target) for link in card.links] == [("607.2f", 0, 1)]


def test_ownership_exchanged() -> None:
    # Tempest Efreet: the owners exchanged, not the controllers (detail `ownership`; "exchange control of" has none)
    _, (exchange,) = read("Exchange ownership of the revealed card and Tempest Efreet.", name="Tempest Efreet")
    assert isinstance(exchange, Action) and exchange.verb == Verb.EXCHANGE and exchange.detail == ["ownership"]
    assert [getattr(o, "refers", None) for o in exchange.objects] == ["anaphora", "self"]
    _, (control,) = read("Exchange control of target creature and Tempest Efreet.", name="Tempest Efreet")
    assert isinstance(control, Action) and control.verb == Verb.EXCHANGE and control.detail == []
