"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a to k (issue #22, the twenty-first
round's list), on real card text (2026 Oracle wording of the cards named): each sentence read whole, with the verb,
objects and references it says (lang/en/effect_words_lex_ak.py)."""

from __future__ import annotations

from helpers import typed_action_with as _action
from helpers import typed_node_with as _node

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, PlayerPhrase, Reference


def test_dungeons_plural() -> None:
    # Hama Pashar, Ruin Seeker
    action = _action(
        "Room abilities of dungeons you own trigger an additional time.", "Hama Pashar, Ruin Seeker", "Room abilities"
    )
    assert action.verb == Verb.TRIGGER and action.detail == ["times:1_more"]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.qualifiers == ["of:dungeon"]


def test_he_and_himself_as_it() -> None:
    # Kaito, Bane of Nightmares
    kaito = _action(
        "Ninjutsu {1}{U}{B}\nDuring your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 "
        "Ninja creature and has hexproof.",
        "Kaito, Bane of Nightmares",
        "he's a 3/4",
    )
    assert kaito.verb == Verb.BECOME and kaito.detail == ["is"]
    (ninja,) = kaito.objects
    assert isinstance(ninja, ObjectPhrase) and ninja.subtypes == ["Ninja"] and ninja.qualifiers == ["3/4"]
    # Gideon, Champion of Justice
    still = _action(
        "[0]: Until end of turn, Gideon becomes a Human Soldier creature with power and toughness each equal to the "
        "number of loyalty counters on him and gains indestructible. He's still a planeswalker. Prevent all damage "
        "that would be dealt to him this turn.",
        "Gideon, Champion of Justice",
        "still a planeswalker",
    )
    assert still.verb == Verb.BECOME and "still" in still.detail
    # Sarkhan the Mad
    damage = _action(
        "[0]: Reveal the top card of your library and put it into your hand. Sarkhan deals damage to himself equal "
        "to that card's mana value.",
        "Sarkhan the Mad",
        "himself",
    )
    assert damage.verb == Verb.DEAL_DAMAGE and damage.amount == "mana_value"
    assert [o.refers for o in damage.objects] == ["anaphora"]  # type: ignore[attr-defined]


def test_mills_for_each_damage_dealt_to_them() -> None:
    # Anowon, the Ruin Thief
    mill = _action(
        "Other Rogues you control get +1/+1.\nWhenever one or more Rogues you control deal combat damage to a player, "
        "that player mills a card for each 1 damage dealt to them. If the player mills at least one creature card "
        "this way, you draw a card.",
        "Anowon, the Ruin Thief",
        "mills a card",
    )
    assert mill.verb == Verb.MILL and mill.detail == ["per:damage_dealt_to_them"]
    assert isinstance(mill.actor, PlayerPhrase) and mill.actor.who == "that_player"


def test_spells_cast_before_it_this_turn() -> None:
    # Thousand-Year Storm
    copy = _action(
        "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast "
        "before it this turn. You may choose new targets for the copies.",
        "Thousand-Year Storm",
        "copy it",
    )
    assert copy.verb == Verb.COPY and isinstance(copy.per, ObjectPhrase)
    assert copy.per.controller == "cast_by_you" and copy.per.qualifiers == ["cast_before_it_this_turn"]
    # Sentinel Tower
    damage = _action(
        "Whenever an instant or sorcery spell is cast during your turn, this artifact deals damage to any target "
        "equal to 1 plus the number of instant and sorcery spells cast before that spell this turn.",
        "Sentinel Tower",
        "deals damage",
    )
    assert damage.verb == Verb.DEAL_DAMAGE and damage.amount == "1:plus:number_of"
    assert isinstance(damage.per, ObjectPhrase) and damage.per.qualifiers == ["cast_before_it_this_turn"]


def test_auras_enchanting_a_permanent() -> None:
    # Glamer Spinners
    attach = _action(
        "Flash\nFlying\nWhen this creature enters, attach all Auras enchanting target permanent to another permanent "
        "with the same controller.",
        "Glamer Spinners",
        "attach all Auras",
    )
    auras, other = attach.objects
    assert isinstance(auras, ObjectPhrase) and auras.subtypes == ["Aura"] and auras.qualifiers == ["attached_to"]
    assert isinstance(other, ObjectPhrase) and other.qualifiers == ["same:controller"]


def test_equal_toughness() -> None:
    # V.A.T.S.
    choice = _node(
        "Split second\nChoose any number of target creatures with equal toughness. Destroy the chosen creatures.",
        "V.A.T.S.",
        "equal toughness",
    )
    assert isinstance(choice, Choice)
    (creatures,) = choice.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["same:toughness"]


def test_two_d20_one_ignored() -> None:
    # Berserker's Frenzy
    roll = _action(
        "Cast this spell only before combat or during combat before blockers are declared.\n"
        "Roll two d20 and ignore the lower roll.",
        "Berserker's Frenzy",
        "Roll two d20",
    )
    assert roll.verb == Verb.ROLL


def test_the_discovered_card() -> None:
    # Hit the Mother Lode
    create = _action(
        "Discover 10. If the discovered card's mana value is less than 10, create a number of tapped Treasure tokens "
        "equal to the difference.",
        "Hit the Mother Lode",
        "create a number",
    )
    assert create.verb == Verb.CREATE and create.amount == "difference"
    assert create.condition is not None and create.condition.test == "compare:mana_value:less:10"


def test_activation_costs_paid() -> None:
    # Quicksilver Elemental
    spend = _action(
        "You may spend blue mana as though it were mana of any color to pay the activation costs of this creature's "
        "abilities.",
        "Quicksilver Elemental",
        "spend blue mana",
    )
    assert spend.verb == Verb.SPEND and spend.condition is not None
    (paid,) = spend.condition.about
    assert isinstance(paid, Action) and paid.verb == Verb.ACTIVATE


def test_token_with_those_characteristics() -> None:
    # Outlaws' Merriment
    create = _action(
        "At the beginning of your upkeep, choose one at random. Create a red and white creature token with those "
        "characteristics.\n• 3/1 Human Warrior with trample and haste.\n• 2/1 Human Cleric with lifelink and haste.",
        "Outlaws' Merriment",
        "Create a red",
    )
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["with:those:characteristics"]


def test_the_player_who_has_the_initiative() -> None:
    # Loot Dispute
    card = mtglinks.parse(
        "When this enchantment enters, you take the initiative and create a Treasure token.\n"
        "Whenever you attack the player who has the initiative, create a Treasure token.",
        name="Loot Dispute",
    )
    (ability,) = [a for a in card.iter_abilities() if "who has" in a.text]
    event = ability.effects[0]
    assert event.kind == EffectKind.EVENT
    (attack,) = event.actions  # type: ignore[attr-defined]
    (player,) = attack.objects
    assert isinstance(player, PlayerPhrase) and player.who == "initiative"


def test_states_said_whole() -> None:
    # Hundred-Battle Veteran
    gets = _action(
        "As long as there are three or more different kinds of counters among creatures you control, this creature "
        "gets +2/+4.",
        "Hundred-Battle Veteran",
        "gets +2/+4",
    )
    assert gets.condition is not None
    assert gets.condition.test == "as_long_as:counter_kinds_among_your_creatures:3_or_more"
    # Mindstorm Crown
    draw = _action(
        "At the beginning of your upkeep, draw a card if you had no cards in hand at the beginning of this turn. If "
        "you had a card in hand, this artifact deals 1 damage to you.",
        "Mindstorm Crown",
        "draw a card",
    )
    assert draw.verb == Verb.DRAW and draw.condition is not None
    assert draw.condition.test == "no_cards_in_hand_as_turn_began"


def test_the_chosen_kind() -> None:
    # Gollum, Scheming Guide
    guess = _action(
        "Whenever Gollum attacks, look at the top two cards of your library, put them back in any order, then choose "
        "land or nonland. An opponent guesses whether the top card of your library is the chosen kind. Reveal that "
        "card.",
        "Gollum, Scheming Guide",
        "guesses whether",
    )
    assert guess.verb == Verb.GUESS
    (whether,) = guess.objects
    (is_kind,) = whether.about  # type: ignore[attr-defined]
    assert isinstance(is_kind.objects[0], Reference) and is_kind.objects[0].refers == "chosen"


def test_devoured_this_way() -> None:
    # Thromok the Insatiable
    devour = _action(
        "Devour X, where X is the number of creatures devoured this way", "Thromok the Insatiable", "Devour X"
    )
    assert isinstance(devour.per, ObjectPhrase) and devour.per.qualifiers == ["devoured_this_way"]


def test_spells_cast_but_not_owned() -> None:
    # Gonti, Canny Acquisitor
    cost = _action("Spells you cast but don't own cost {1} less to cast.", "Gonti, Canny Acquisitor", "cost {1}")
    assert cost.verb == Verb.MODIFY_COST and cost.detail == ["less"]
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.controller == "cast_by_you:not_owned"


def test_but_only_if_after_timing() -> None:
    # Lightning Storm
    activate = _action(
        "Lightning Storm deals X damage to any target, where X is 3 plus the number of charge counters on Lightning "
        "Storm.\nDiscard a land card: Put two charge counters on Lightning Storm. You may choose a new target for it. "
        "Any player may activate this ability but only if Lightning Storm is on the stack.",
        "Lightning Storm",
        "Any player",
    )
    assert activate.verb == Verb.ACTIVATE and activate.detail == ["only:any_player"]
    assert activate.condition is not None and activate.condition.test == "is:stack"
    # "but" stays unknown elsewhere (Library of Leng)
    card = mtglinks.parse(
        "You have no maximum hand size.\nIf an effect causes you to discard a card, discard it, but you may put it on "
        "top of your library instead of into your graveyard.",
        name="Library of Leng",
    )
    assert any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)
