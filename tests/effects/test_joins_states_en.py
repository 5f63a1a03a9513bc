"""Clauses joined by "then" whose subject the lexer cannot see open, states of an object told with "it's", and players
told by what they did not do, on real card text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent, Untyped


def test_then_before_a_clause_with_a_long_subject() -> None:
    # Words of Wisdom
    card, (mine, theirs) = read("You draw two cards, then each other player draws a card.")
    assert isinstance(mine, Action) and mine.verb == Verb.DRAW and mine.amount == "2"
    assert isinstance(mine.actor, PlayerPhrase) and mine.actor.who == "you"
    assert isinstance(theirs, Action) and theirs.verb == Verb.DRAW and theirs.amount == "a"
    assert isinstance(theirs.actor, ObjectPhrase) and theirs.actor.determiner == "each"
    assert theirs.actor.types == ["player"]
    assert original(card, theirs.actor) == "each other player"
    # Void Stalker (its ability's effect): the players shuffle, not the objects put
    card, (put, shuffle) = read(
        "Put this creature and target creature on top of their owners' libraries, then those players shuffle their "
        "libraries."
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE
    assert original(card, shuffle.actor) == "those players"


def test_then_never_joins_a_list() -> None:
    # a "then" with no clause after it is still not read
    card = mtglinks.parse("Draw two cards, then.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(node, Untyped)


def test_what_a_creature_is_attacking_or_blocking() -> None:
    # Hellrider; Wall of Vipers
    card, (deal,) = read("This creature deals 1 damage to the player or planeswalker it's attacking.", name="Hellrider")
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    attacked = deal.objects[-1]
    assert isinstance(attacked, ObjectPhrase) and attacked.types == ["planeswalker"]
    (attack,) = attacked.relative
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK
    assert isinstance(attack.actor, Reference) and attack.actor.refers == ReferenceKind.ANAPHORA
    card, (destroy,) = read("Destroy Wall of Vipers and target creature it's blocking.", name="Wall of Vipers")
    blocked = destroy.objects[-1]
    assert isinstance(destroy, Action) and isinstance(blocked, ObjectPhrase) and blocked.determiner == "target"
    assert [a.verb for a in blocked.relative if isinstance(a, Action)] == [Verb.BLOCK]


def test_it_is_a_type_while_a_condition_holds() -> None:
    # Arixmethes, Slumbering Isle
    card, (land,) = read("As long as this creature has a slumber counter on it, it's a land.")
    assert isinstance(land, Action) and land.verb == Verb.BECOME and land.detail == ["is"] and not land.negated
    assert isinstance(land.objects[0], ObjectPhrase) and land.objects[0].types == ["land"]
    assert land.condition is not None and land.condition.test.startswith("as_long_as:")
    # Minas Morgul, Dark Fortress: a subtype added to the others
    card, (wraith,) = read(
        "For as long as that creature has a shadow counter on it, it's a Wraith in addition to its other types."
    )
    assert isinstance(wraith, Action) and wraith.verb == Verb.BECOME and wraith.condition is not None
    assert isinstance(wraith.objects[0], ObjectPhrase) and wraith.objects[0].subtypes == ["Wraith"]
    # Dancing Sword: "it isn't" is what it is not
    card, (not_equipment,) = read("If you do, it isn't an Equipment.")
    assert isinstance(not_equipment, Action) and not_equipment.negated and not_equipment.condition is not None
    card, (not_creature,) = read("It isn't a creature.")
    assert isinstance(not_creature, Action) and not_creature.negated


def test_players_by_whether_they_did_what_was_asked() -> None:
    # Tempt with Glory; Cruel Grimnarch; Zoyowa Lava-Tongue
    card, (put,) = read("For each opponent who does, put a +1/+1 counter on each creature you control.")
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.condition is not None
    (opponent,) = put.condition.about
    assert isinstance(opponent, ObjectPhrase) and opponent.types == ["opponent"]
    assert [c.test for c in opponent.relative if isinstance(c, EffectCondition)] == ["does"]
    card, (gain,) = read("For each opponent who can't, you gain 4 life.")
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.condition is not None
    (opponent,) = gain.condition.about
    assert isinstance(opponent, ObjectPhrase)
    assert [c.test for c in opponent.relative if isinstance(c, EffectCondition)] == ["does_not"]
    card, (deal,) = read("Zoyowa Lava-Tongue deals 3 damage to each opponent who didn't.", name="Zoyowa Lava-Tongue")
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    (player,) = deal.objects
    assert isinstance(player, PlayerPhrase) and player.who == "each_opponent"
    assert [c.test for c in player.relative if isinstance(c, EffectCondition)] == ["does_not"]


def test_a_players_life_total_set() -> None:
    # Blessed Wind; Sorin Markov
    card, (become,) = read("Target player's life total becomes 20.")
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.amount == "20"
    assert become.detail == ["set:life_total"]
    assert isinstance(become.actor, ObjectPhrase) and become.actor.qualifiers == ["of:target_player"]
    card, (become,) = read("Target opponent's life total becomes 10.")
    assert (
        isinstance(become, Action)
        and become.amount == "10"
        and original(card, become.actor) == ("Target opponent's life total")
    )


def test_a_state_of_either_subtype() -> None:
    # Howlpack Piper // Wildsong Howler; Rush the Room
    card, (untap,) = read("If it's a Wolf or Werewolf, untap this creature.")
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP and untap.condition is not None
    assert untap.condition.test == "is"
    (what,) = untap.condition.about
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Wolf_or_Werewolf"]
    # one subtype alone is read as before
    card, (draw,) = read("If it's a Human, draw a card.")
    assert isinstance(draw, Action) and draw.condition is not None
    (human,) = draw.condition.about
    assert isinstance(human, ObjectPhrase) and human.subtypes == ["Human"]


def test_what_an_object_or_a_player_has() -> None:
    # Edgewall Innkeeper's trigger event; Wojek Investigator; Banewhip Punisher; a "that has flying" reads as before
    card = mtglinks.parse(
        "Whenever you cast a creature spell that has an Adventure, draw a card.", name="Edgewall Innkeeper"
    )
    (ability,) = card.abilities
    event = ability.effects[0]
    assert isinstance(event, TriggerEvent) and not any(isinstance(n, Untyped) for n in ability.effects)
    (spell,) = event.actions[0].objects
    assert isinstance(spell, ObjectPhrase) and spell.types == ["creature", "spell"]
    (has,) = spell.relative
    assert isinstance(has, EffectCondition) and has.test == "have"
    assert isinstance(has.about[0], ObjectPhrase) and has.about[0].subtypes == ["Adventure"]
    card, (investigate,) = read("Investigate once for each opponent who has more cards in hand than you.")
    assert isinstance(investigate, Action) and isinstance(investigate.per, ObjectPhrase)
    (more,) = investigate.per.relative
    assert isinstance(more, EffectCondition) and more.test == "have"
    assert isinstance(more.about[0], ObjectPhrase) and more.about[0].determiner == "more"
    card, (destroy,) = read("Destroy target creature that has a -1/-1 counter on it.")
    assert isinstance(destroy, Action) and destroy.objects[0].qualifiers == ["with_counter:-1/-1"]  # type: ignore[union-attr]
    card, (destroy,) = read("Destroy target creature that has flying.")
    (flying,) = destroy.objects[0].relative  # type: ignore[union-attr]
    assert isinstance(flying, Action) and flying.verb == Verb.GAIN_ABILITY and flying.detail == ["keyword:flying"]


def test_what_is_had_has_no_controller_or_zone_of_its_own() -> None:
    # Edgewall Inn: "from your graveyard" is where the card is, which the grammar would put on "an Adventure"
    card = mtglinks.parse("Return target card that has an Adventure from your graveyard to your hand.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(node, Untyped) and "that has" in node.reason


def test_the_top_card_of_the_library_named_before_and_a_number_of_modes() -> None:
    # Urza, Lord High Artificer; Hazoret's Undying Fury
    card, (shuffle, exile) = read("Shuffle your library, then exile the top four cards.")
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.zone_from == "library"
    (top,) = exile.objects
    assert isinstance(top, ObjectPhrase) and (top.determiner, top.count, top.zone) == ("top", "4", "library")
    # Unite the Coalition
    card, (choice,) = read("Choose five.")
    assert isinstance(choice, Choice) and choice.what == "mode"
