"""Sentences of the 2026 Oracle text whose reading stopped in the grammar at a token named from O on (issue #22, round
22), on real card text: the shapes of grammar/effects-en/9-gramb.lark (effects/gramb_shapes.py) and their words
(lang/en/effect_words_gramb.py)."""

from __future__ import annotations

from helpers import typed_action_with, typed_card

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _actions(text: str, name: str | None = None) -> list[Action]:
    _, found = typed_card(text, name)
    return [node for node in found if isinstance(node, Action)]


def test_is_a_type_with_a_quoted_ability() -> None:
    # Minimus Containment: as "It's a Treasure artifact with "…"" reads, the quoted ability the object's qualifier
    got = typed_action_with(
        'Enchant nonland permanent\nEnchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: '
        'Add one mana of any color," and it loses all other abilities.',
        "Minimus Containment",
        "Treasure artifact",
    )
    assert got.verb == Verb.BECOME and got.detail == ["is"]
    (what,) = got.objects
    assert (
        isinstance(what, ObjectPhrase) and what.subtypes == ["Treasure"] and "with:granted_ability" in what.qualifiers
    )


def test_emblem_with_two_quoted_abilities() -> None:
    # Saheeli, Filigree Master
    got = typed_action_with(
        'You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you cast cost {1} '
        'less to cast."',
        "Saheeli, Filigree Master",
        "emblem",
    )
    assert got.verb == Verb.GET_EMBLEM and got.detail == ["granted_ability", "granted_ability"]


def test_a_state_still_held() -> None:
    # Auratouched Mage: as "if ~ is on the battlefield" reads
    (got,) = _actions("If ~ is still on the battlefield, put that Aura card onto the battlefield attached to it.")
    assert got.verb == Verb.PUT and isinstance(got.condition, EffectCondition)
    assert got.condition.test == "is:on_battlefield"
    (what,) = got.condition.about
    assert isinstance(what, Reference) and what.refers == "self"


def test_the_rest_put_after_a_comma() -> None:
    # Battle Myrsphere's wording in Oracle (as "… and the rest on the bottom …" reads without the comma)
    first, second = _actions(
        "Put it onto the battlefield, and the rest on the bottom of your library in a random order."
    )
    assert first.verb == second.verb == Verb.PUT
    assert first.zone_to == "battlefield" and second.zone_to == "library"
    (rest,) = second.objects
    assert isinstance(rest, Reference)


def test_choose_other_targets() -> None:
    # Court of Vantress: as "choose up to one target …" reads
    _, found = typed_card("choose up to one other target enchantment or artifact.")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.options == ["up to one"]
    (what,) = choice.objects
    assert isinstance(what, ObjectPhrase) and what.determiner == "target"


def test_either_word_said() -> None:
    # Spell Counter: the comma inside the quotes ends the condition
    got = typed_action_with(
        'Counter target spell.\nGotcha — If an opponent says "spell" or "counter," you may say "Gotcha!" When you do, '
        "return Spell Counter from your graveyard to your hand.",
        "Spell Counter",
        "Gotcha!",
    )
    assert got.verb == Verb.SAY and isinstance(got.condition, EffectCondition) and got.condition.test == "did"
    (said,) = got.condition.about
    assert isinstance(said, Action) and said.detail == ["said:spell", "said:counter"]
    assert isinstance(said.actor, PlayerPhrase) and said.actor.who == "an_opponent"


def test_top_of_that_library() -> None:
    # Psychic Surgery
    (got,) = _actions("Then put the rest on top of that library in any order.")
    assert got.verb == Verb.PUT and got.zone_to == "library"


def test_counts_plus_or_minus_a_number() -> None:
    # Eiganjo Uprising, Epiphany at the Drownyard, Izzet Generatorium
    (got,) = _actions("Each opponent creates X minus one 2/2 white Samurai creature tokens with vigilance.")
    (tokens,) = got.objects
    assert got.verb == Verb.CREATE and isinstance(tokens, ObjectPhrase) and tokens.count == "X:minus:1"
    got, _ = _actions("Reveal the top X plus one cards of your library and separate them into two piles.")
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "top" and cards.count == "X:plus:1"
    (got,) = _actions("If you would get one or more {E}, you get that many plus one {E} instead.")
    assert got.verb == Verb.GET_ENERGY and got.amount == "that_many:plus:1"


def test_whose_counters() -> None:
    # Phyresis Outbreak: as "for each poison counter you have" reads
    got = typed_action_with(
        "Each opponent gets a poison counter. Then each creature your opponents control gets -1/-1 until end of turn "
        "for each poison counter its controller has.",
        "Phyresis Outbreak",
        "-1/-1",
    )
    assert isinstance(got.per, ObjectPhrase) and got.per.controller == "has:its_controller"


def test_a_stat_shared() -> None:
    # The Crimson Avenger
    (got,) = _actions(
        "Reveal cards from the top of your library until you reveal a card that shares a mana value with it."
    )
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "until"
    (revealed,) = got.condition.about
    assert isinstance(revealed, Action)
    (card,) = revealed.objects
    assert isinstance(card, ObjectPhrase) and any("mana_value" in q for q in card.qualifiers)


def test_still_another_type() -> None:
    # Living Terrain, Animate Library
    (got,) = _actions("Enchanted land is a 5/6 green Treefolk creature that's still a land.")
    (what,) = got.objects
    assert got.verb == Verb.BECOME and isinstance(what, ObjectPhrase) and "is:land" in what.qualifiers
    got = typed_action_with(
        "Enchant your library\nEnchanted library is an artifact creature on the battlefield with power and toughness "
        "each equal to the number of cards in it. It's still a library.\nIf enchanted library would leave the "
        "battlefield, exile this Aura instead.",
        "Animate Library",
        "still a library",
    )
    (zone,) = got.objects
    assert got.detail == ["is", "still"] and isinstance(zone, ObjectPhrase) and zone.zone == "library"


def test_done_when_an_event_happens() -> None:
    # Stangg: the condition `when` about the event, as "until …" reads `until`
    got = typed_action_with(
        "When Stangg enters, create Stangg Twin, a legendary 3/4 red and green Human Warrior creature token. Exile "
        "that token when Stangg leaves the battlefield. Sacrifice Stangg when that token leaves the battlefield.",
        "Stangg",
        "Sacrifice",
    )
    assert got.verb == Verb.SACRIFICE and isinstance(got.condition, EffectCondition) and got.condition.test == "when"
    (event,) = got.condition.about
    assert isinstance(event, Action) and event.verb == Verb.LEAVE_BATTLEFIELD


def test_half_the_damage_prevented() -> None:
    # Gisela, Blade of Goldnight
    (got,) = _actions(
        "If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up."
    )
    assert got.verb == Verb.PREVENT and got.amount == "half:up"


def test_chosen_at_random_and_the_other_chosen_player() -> None:
    # Chaos Defiler, Sower of Discord, Invincible Hymn
    (got,) = _actions("Destroy one of them chosen at random.")
    assert got.verb == Verb.DESTROY and got.detail == ["at_random"]
    got = typed_action_with(
        "Flying\nAs this creature enters, choose two players.\nWhenever damage is dealt to one of the chosen players, "
        "the other chosen player also loses that much life.",
        "Sower of Discord",
        "loses that much life",
    )
    assert isinstance(got.actor, Reference) and got.actor.refers == "chosen"
    got = typed_action_with(
        "Count the number of cards in your library. Your life total becomes that number.", "Invincible Hymn", "becomes"
    )
    assert got.verb == Verb.BECOME and got.amount == "that_number" and got.detail == ["set:life_total"]


def test_a_player_with_what_is_so_of_them() -> None:
    # Goblin Assassin, Wicked Akuba: the player's relative a condition `is:<what>`
    (got,) = _actions("Each player whose coin comes up tails sacrifices a creature of their choice.")
    assert got.verb == Verb.SACRIFICE and isinstance(got.actor, PlayerPhrase) and got.actor.who == "each_player"
    (what,) = got.actor.relative
    assert isinstance(what, EffectCondition) and what.test == "is:coin_tails"
    (got,) = _actions("Target player dealt damage by ~ this turn loses 1 life.", "Wicked Akuba")
    assert got.verb == Verb.LOSE_LIFE and isinstance(got.actor, PlayerPhrase)
    (what,) = got.actor.relative
    assert isinstance(what, EffectCondition) and what.test == "is:dealt_damage_by_self_this_turn"


def test_what_is_not_so() -> None:
    # Grist, the Hunger Tide: as "if ~ isn't tapped" reads (`act_is_not`), the state the object's qualifier
    got = typed_action_with(
        "As long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.",
        "Grist, the Hunger Tide",
        "Insect",
    )
    assert isinstance(got.condition, EffectCondition)
    (state,) = got.condition.about
    assert isinstance(state, Action) and state.verb == Verb.BECOME and state.negated
    (what,) = state.objects
    assert isinstance(what, ObjectPhrase) and what.qualifiers == ["on_battlefield"]
