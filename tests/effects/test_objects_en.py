"""The noun side of the English effect tree on real card text (2026 Oracle wording): determiners,
references, possessives, relative clauses and quantities each become a typed node of their own kind,
and the words that let them in (the, that, this, your, 's …) never make prose or garbage typed."""

from __future__ import annotations

import pytest
from helpers import original, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.coverage import measure, record_to_card
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import (
    Action,
    Card,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    Untyped,
)


def found(card: Card, kind: type[Effect]) -> list[Effect]:
    return [n for a in card.iter_abilities() for top in a.effects for n in walk(top) if isinstance(n, kind)]


def test_a_demonstrative_is_an_anaphora_and_its_possessive_names_the_controller() -> None:
    # Cryoclasm
    card, (destroy, damage) = read(
        "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's controller.", name="Cryoclasm"
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (player,) = damage.objects
    assert isinstance(player, PlayerPhrase) and player.who == "controller"
    assert isinstance(player.whose, Reference) and player.whose.refers == ReferenceKind.ANAPHORA
    assert original(card, player) == "that land's controller"
    assert original(card, player.whose) == "that land"


def test_those_cards_point_back() -> None:
    # Head Games, its last sentence
    card, (put, shuffle) = read("The player puts those cards into their hand, then shuffles.")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "hand"
    assert isinstance(put.actor, ObjectPhrase) and (put.actor.determiner, put.actor.types) == ("the", ["player"])
    (those,) = put.objects
    assert isinstance(those, Reference) and those.refers == ReferenceKind.ANAPHORA
    assert original(card, those) == "those cards"


def test_this_with_any_noun_is_the_card_itself() -> None:
    # Ghost Ark: "Whenever this Vehicle becomes crewed, …" — the noun is not in any fixed list
    card, top = read("This Vehicle becomes an artifact creature until end of turn.")
    (become,) = top
    assert isinstance(become, Action) and isinstance(become.actor, Reference)
    assert become.actor.refers == ReferenceKind.SELF and original(card, become.actor) == "This Vehicle"


@pytest.mark.parametrize(
    ("text", "words", "refers"),
    [
        # Tyrannical Pitlord; Legion's Initiative-style exile return; Pithing Needle's choice
        ("The chosen creature gets +3/+3 and has flying.", "The chosen creature", ReferenceKind.CHOSEN),
        (
            "Return the exiled card to the battlefield under its owner's control.",
            "the exiled card",
            ReferenceKind.EXILED_WITH,
        ),
        ("Put the revealed cards into your hand.", "the revealed cards", ReferenceKind.ANAPHORA),
    ],
)
def test_the_participle_says_what_a_definite_phrase_points_back_to(text: str, words: str, refers: str) -> None:
    card, _ = read(text)
    (ref,) = {id(n): n for n in found(card, Reference) if original(card, n) == words}.values()  # shared: one node
    assert isinstance(ref, Reference) and ref.refers == refers


def test_a_definite_phrase_without_a_participle_is_an_object_with_determiner_the() -> None:
    # Shadow in the Warp
    card, (cost,) = read("The first creature spell you cast each turn costs {2} less to cast.")
    assert isinstance(cost, Action) and isinstance(cost.actor, ObjectPhrase)
    spell = cost.actor
    assert (spell.determiner, spell.types, spell.controller) == ("the", ["creature", "spell"], "cast_by_you")
    assert {"first", "each_turn"} <= set(spell.qualifiers)


def test_an_owned_zone_is_one_zone_and_a_possessive_pronoun_is_whose_object() -> None:
    # Word of Command, its first clause
    card, (look, choose) = read("Look at target opponent's hand and choose a card from it.")
    (hand,) = look.objects if isinstance(look, Action) else []
    assert isinstance(hand, ObjectPhrase) and hand.zone == "hand"
    assert original(card, hand) == "target opponent's hand"
    card, (gain,) = read("Each creature card in your graveyard has unearth {2}{B}.")
    assert isinstance(gain, Action) and gain.detail == ["keyword:unearth:cost:{2}{B}"]
    card, (cant,) = read("Its activated abilities can't be activated.".replace("can't be activated", "gain flying"))
    assert isinstance(cant, Action) and isinstance(cant.actor, ObjectPhrase)
    assert (cant.actor.determiner, cant.actor.controller, cant.actor.types) == (
        "possessive",
        "it",
        ["activated_ability"],
    )


def test_objects_of_a_possessor_and_the_owner_of_an_object() -> None:
    card, (gain,) = read("Gain control of target opponent's creatures until end of turn.")
    (creatures,) = gain.objects if isinstance(gain, Action) else []
    assert isinstance(creatures, ObjectPhrase) and creatures.types == ["creature"]
    assert (creatures.determiner, creatures.qualifiers) == ("possessive", ["of:target_opponent"])
    card, (damage,) = read("Cryoclasm deals 3 damage to the controller of target creature.", name="Cryoclasm")
    (player,) = damage.objects if isinstance(damage, Action) else []
    assert isinstance(player, PlayerPhrase) and player.who == "controller"
    assert isinstance(player.whose, ObjectPhrase) and player.whose.determiner == "target"
    assert original(card, player.whose) == "target creature"


def test_this_way_after_a_condition_stays_on_its_action() -> None:
    # Shared Summons-style tutors: "If you search your library this way, shuffle."
    card, (shuffle,) = read("If you search your library this way, shuffle.")
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE and shuffle.condition is not None
    (search,) = shuffle.condition.about
    assert isinstance(search, Action) and (search.verb, search.detail) == (Verb.SEARCH, ["this_way"])


def test_a_relative_clause_keeps_its_action() -> None:
    # Gev, Scaled Scorch: the player phrase and what "who …" says of it
    card, (enter,) = read(
        "Other creatures you control enter with an additional +1/+1 counter on them for each opponent who lost life this turn."  # noqa: E501
    )
    assert isinstance(enter, Action) and isinstance(enter.per, ObjectPhrase)
    assert (enter.per.determiner, enter.per.types) == (None, ["opponent"])  # "for each" holds the each
    (who,) = enter.per.relative
    assert isinstance(who, Action) and who.verb == Verb.LOSE_LIFE
    assert original(card, enter.per) == "opponent who lost life this turn"


def test_relative_states_and_fixed_qualifiers() -> None:
    # Deathleaper, Terror Weapon: "Creatures you control that entered this turn have double strike."
    card, (have,) = read("Creatures you control that entered this turn have double strike.")
    assert isinstance(have, Action) and isinstance(have.actor, ObjectPhrase)
    assert have.actor.controller == "you" and "entered_this_turn" in have.actor.qualifiers
    card, (destroy,) = read("Destroy all creatures that are tapped.")
    (obj,) = destroy.objects if isinstance(destroy, Action) else []
    assert isinstance(obj, ObjectPhrase) and obj.qualifiers == ["is:tapped"]


def test_quantities_of_an_object_and_arithmetic() -> None:
    # Severed Strands, its second sentence
    card, (gain,) = read("You gain life equal to the sacrificed creature's toughness.")
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "toughness")
    # Boon Reflection
    card, (gain,) = read("If you would gain life, you gain twice that much life instead.")
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "2*that_much")
    # Phyrexian Devourer's effect
    card, (put,) = read("Put X +1/+1 counters on this creature, where X is the exiled card's mana value.")
    assert isinstance(put, Action) and put.amount == "mana_value"
    # Liliana, the Last Hope's emblem's effect
    card, (create,) = read(
        "Create X 2/2 black Zombie creature tokens, where X is two plus the number of Zombies you control."
    )
    assert isinstance(create, Action) and create.amount == "2:plus:number_of"
    assert isinstance(create.per, ObjectPhrase) and create.per.subtypes == ["Zombie"]


def test_conditions_on_what_a_player_has_and_on_a_number() -> None:
    # Gathan Raiders (hellbent)
    card, (gets,) = read("This creature gets +2/+2 as long as you have no cards in hand.")
    assert isinstance(gets, Action) and gets.condition is not None
    assert gets.condition.test == "as_long_as:have"
    (cards,) = [n for n in gets.condition.about if isinstance(n, ObjectPhrase)]
    assert (cards.determiner, cards.types, cards.zone) == ("no", ["card"], "hand")
    # The Deck of Many Things
    card, (discard,) = read("If the result is 0 or less, discard your hand.")
    assert isinstance(discard, Action) and isinstance(discard.condition, EffectCondition)
    assert discard.condition.test == "compare:result:or_less:0"


def test_mana_by_amount_and_keywords_of_a_token() -> None:
    # Food Chain; Drider
    _, (add,) = read("Add X mana of any one color, where X is 1 plus the exiled creature's mana value.")
    assert isinstance(add, Action) and add.detail == ["mana:any_color:X"] and add.amount == "1:plus:mana_value"
    _, (create,) = read("Create a 2/1 black Spider creature token with menace and reach.")
    (token,) = create.objects if isinstance(create, Action) else []
    assert isinstance(token, ObjectPhrase) and "with:menace,reach" in token.qualifiers


@pytest.mark.parametrize(
    "text",
    [
        "The cat sat on the mat.",
        "That is the question.",
        "This way to the exit, your honour.",
        "Any colour you like, as long as it's black.",
        "The king's horses and all the king's men.",
        "Their hands were cold and those nights were long.",
        "Your call is important to us; the next agent will be with you shortly.",
    ],
)
def test_prose_with_the_new_determiners_and_possessives_types_nothing(text: str) -> None:
    card = mtglinks.parse(text)
    top = [node for ability in card.iter_abilities() for node in ability.effects]
    assert top and all(isinstance(n, Untyped) and n.reason for n in top)


def test_the_coverage_figures_count_no_garbage() -> None:
    records = [
        {"name": "Prose", "text": "The king's horses and all the king's men.\nThat is the question."},
        {"name": "Lorem", "text": "Lorem ipsum dolor sit amet, that creature's power."},
        {"name": "Real", "text": "Destroy target Plains or Island. Real deals 3 damage to that land's controller."},
    ]
    result = measure(record_to_card(r, line=i) for i, r in enumerate(records))
    assert result.cards == 3 and result.cards_typed == 1
    assert result.sentences_typed == 2 and result.sentences == 5
    assert all(node.kind != EffectKind.UNTYPED for node in read(records[2]["text"], name="Real")[1])


def test_a_paid_condition_keeps_the_zone_and_counters_need_no_count() -> None:
    # a cast-from-hand check, and "with counters on them" as card text words them
    card, (draw,) = read("If this spell was cast from your hand, draw a card.")
    assert isinstance(draw, Action) and draw.condition is not None
    assert draw.condition.test == "paid:cast:from:hand"
    card, (gets,) = read("Creatures you control with counters on them get +1/+1.")
    assert isinstance(gets, Action) and isinstance(gets.actor, ObjectPhrase)
    assert gets.actor.qualifiers == ["with_counter:any"]


@pytest.mark.parametrize(
    ("text", "controller"),
    [
        # Karmic Justice; Rushblade Commander; Evacuation-style "they own"; a card's own "~ doesn't control"
        ("You may destroy target permanent that opponent controls.", "that_player"),
        ("Warriors your team controls have haste.", "team"),
        ("Each player gains control of all permanents they own.", "owner_they"),
        ("Destroy all creatures ~ doesn't control.", "not_self"),
        # Run Away Together
        ("Choose two target creatures controlled by different players.", "player:different"),
    ],
)
def test_who_controls_or_owns_an_object_after_its_noun(text: str, controller: str) -> None:
    card, top = read(text)
    objects = [n for n in found(card, ObjectPhrase) if isinstance(n, ObjectPhrase) and n.controller]
    assert [n.controller for n in objects] == [controller]


def test_a_controller_condition_in_the_past() -> None:
    # Bloodfire Infusion-style: "If you controlled that permanent, draw a card." (a dies-trigger's check)
    card, (draw,) = read("If you controlled that permanent, draw a card.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.condition is not None and draw.condition.test == "control"
    who, about = draw.condition.about
    assert isinstance(who, PlayerPhrase) and who.who == "you"
    assert isinstance(about, Reference) and original(card, about) == "that permanent"


def test_what_an_object_shares_with_another() -> None:
    # Shifting Loyalties; Kithkin Zephyrnaut
    card, (exchange,) = read("Exchange control of two target permanents that share a card type.")
    (pair,) = exchange.objects if isinstance(exchange, Action) else []
    assert isinstance(pair, ObjectPhrase) and pair.count == "2" and pair.qualifiers == ["share:card_type"]
    card, (reveal,) = read("If it shares a creature type with ~, you may reveal it.", name="Kithkin Zephyrnaut")
    assert isinstance(reveal, Action) and reveal.optional and reveal.condition is not None
    assert reveal.condition.test == "share:creature_type:with:self"
    assert [n.refers for n in reveal.condition.about if isinstance(n, Reference)] == ["anaphora", "self"]


def test_a_number_of_players_a_player_has() -> None:
    # Inspired Sphinx: "opponents you have" counts the players, the player being "you"
    card, (draw,) = read("Draw cards equal to the number of opponents you have.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    (counted,) = [n for n in found(card, ObjectPhrase) if isinstance(n, ObjectPhrase) and "opponent" in n.types]
    assert counted.controller == "has:you"


@pytest.mark.parametrize(
    "text",
    [
        "The vote was controlled by the chairman.",
        "They share a flat with their cousins.",
        "You own the house they control.",
    ],
)
def test_prose_with_the_controller_and_share_words_types_nothing(text: str) -> None:
    card = mtglinks.parse(text)
    top = [node for ability in card.iter_abilities() for node in ability.effects]
    assert top and all(isinstance(n, Untyped) for n in top)


def test_a_number_compared_with_a_number_computed() -> None:
    # Rending Vines
    card, (destroy,) = read(
        "Destroy target artifact or enchantment if its mana value is less than or equal to the number of cards in "
        "your hand."
    )
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and destroy.condition is not None
    assert destroy.condition.test == "compare:mana_value:at_most:hand_size"


def test_the_participle_after_the_is_what_was_done_to_the_noun() -> None:
    # Morbid Curiosity: "sacrificed" after "the" is not the verb
    card, (draw,) = read("Draw cards equal to the mana value of the sacrificed permanent.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    (sacrificed,) = found(card, Reference)
    assert isinstance(sacrificed, Reference) and original(card, sacrificed) == "the sacrificed permanent"


def test_numbers_multiplied_and_differences() -> None:
    # Tezzeret, Agent of Bolas; Iymrith, Desert Doom
    card, (lose, gain) = read(
        "Target player loses X life and you gain X life, where X is twice the number of artifacts you control."
    )
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.amount == "2*number_of"
    card, (draw,) = read("Then if you have fewer than three cards in hand, draw cards equal to the difference.")
    assert isinstance(draw, Action) and draw.amount == "difference"


def test_counters_counted_without_a_count_before_them() -> None:
    # Hydra Trainer: "counters" with no count before it is the noun, here what is counted
    card, (gets,) = read(
        "target creature gets +X/+X until end of turn, where X is the number of counters on permanents you control."
    )
    assert isinstance(gets, Action) and gets.verb == Verb.MODIFY_PT
    counters = [n for n in found(card, ObjectPhrase) if isinstance(n, ObjectPhrase) and n.types == ["counter"]]
    assert len(counters) == 1 and original(card, counters[0]) == "counters on permanents you control"


def test_counters_as_many_as_a_number_computed() -> None:
    # Jenova, Ancient Calamity
    card, (put,) = read(
        "Put a number of +1/+1 counters equal to ~'s power on up to one other target creature.", name="Jenova"
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["counter:+1/+1:power"]


@pytest.mark.parametrize(
    ("text", "words", "determiner", "count"),
    [
        # March of Reckless Joy; Jhoira of the Ghitu Avatar; Armored Skyhunter
        (
            "You may play up to two of those cards until the end of your next turn.",
            "up to two of those cards",
            "up_to",
            "2",
        ),
        ("You may cast one of the copies without paying its mana cost.", "one of the copies", "of", "1"),
        (
            "Put the rest of those cards on the bottom of your library in a random order.",
            "the rest of those cards",
            "anaphora",
            None,
        ),
    ],
)
def test_some_of_the_objects_named_after_of(text: str, words: str, determiner: str, count: str | None) -> None:
    card, (action,) = read(text)
    assert isinstance(action, Action)
    (part,) = action.objects
    assert isinstance(part, ObjectPhrase) and original(card, part) == words
    assert (part.determiner, part.count) == (determiner, count)
    assert any(q.startswith("of:") for q in part.qualifiers)


def test_for_each_of_and_the_top_of_their_owners_libraries() -> None:
    # Civic Saber; Plow Under
    card, (gets,) = read("Equipped creature gets +1/+0 for each of its colors.")
    assert isinstance(gets, Action) and gets.verb == Verb.MODIFY_PT and gets.per is not None
    assert original(card, gets.per) == "its colors"
    card, (put,) = read("Put two target lands on top of their owners' libraries.")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"


def test_objects_counted_against_another_players() -> None:
    # Stoic Farmer; Beza, the Bounding Spring
    card, (put,) = read("If an opponent controls more lands than you, put it onto the battlefield tapped.")
    assert isinstance(put, Action) and put.condition is not None and put.condition.test == "control"
    who, lands = put.condition.about  # who controls, then what
    assert isinstance(who, PlayerPhrase) and who.who == "opponent" and original(card, who) == "an opponent controls"
    assert isinstance(lands, ObjectPhrase) and (lands.determiner, lands.types) == ("more", ["land"])
    assert lands.qualifiers == ["than:you"] and original(card, lands) == "more lands than you"
    card, (gain,) = read("You gain 4 life if an opponent has more life than you.")
    assert isinstance(gain, Action) and gain.condition is not None
    assert gain.condition.test == "life:more:than:you"


def test_counters_bounded_below_and_a_kicker_named_by_its_cost() -> None:
    # Runadi, Behemoth Caller; a kicked creature's enters trigger
    card, (have,) = read("Creatures you control with three or more +1/+1 counters on them have haste.")
    assert isinstance(have, Action) and isinstance(have.actor, ObjectPhrase)
    assert have.actor.qualifiers == ["with_counter:+1/+1:3:or_more"]
    card, top = read("When this creature enters, if it was kicked with its {1}{B} kicker, draw a card.")
    conditions = [n for n in found(card, EffectCondition) if isinstance(n, EffectCondition)]
    assert [c.test for c in conditions] == ["paid:kicked:{1}{B}"]


def test_a_total_power_of_objects() -> None:
    # Atarka Beastbreaker's restriction
    card, top = read(
        "{4}{G}: This creature gets +4/+4 until end of turn. Activate only if creatures you control have "
        "total power 8 or greater."
    )
    conditions = [n for n in found(card, EffectCondition) if isinstance(n, EffectCondition)]
    assert [c.test for c in conditions] == ["have:total_power:8:or_greater"]


def test_a_player_by_what_they_control() -> None:
    # Depopulate
    card, (draw,) = read("Each player who controls a multicolored creature draws a card.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and isinstance(draw.actor, PlayerPhrase)
    assert draw.actor.who == "each_player"
    (controls,) = draw.actor.relative
    assert isinstance(controls, EffectCondition) and controls.test == "control"
    (creature,) = controls.about
    assert isinstance(creature, ObjectPhrase) and (creature.types, creature.colors) == (["creature"], ["multicolored"])
    # Skittish Kavu: "no opponent controls" is the condition's player
    card, (gets,) = read("~ gets +1/+1 as long as no opponent controls a white or blue creature.", name="Skittish Kavu")
    assert isinstance(gets, Action) and gets.condition is not None


def test_counters_on_any_object_and_counted_targets() -> None:
    # Solidarity of Heroes; Dwarven Song
    card, (double,) = read("Double the number of +1/+1 counters on each of them.")
    assert isinstance(double, Action) and double.verb == Verb.DOUBLE
    counters = [n for n in found(card, ObjectPhrase) if isinstance(n, ObjectPhrase) and n.types == ["counter"]]
    assert len(counters) == 1 and original(card, counters[0]) == "+1/+1 counters on each of them"
    card, (become,) = read("One or more target creatures become red until end of turn.")
    assert isinstance(become, Action) and isinstance(become.actor, ObjectPhrase)
    assert (become.actor.determiner, become.actor.count) == ("target", "1:or_more")


@pytest.mark.parametrize(
    ("text", "determiner", "count", "qualifiers"),
    [
        # Command of Unsummoning; Stern Scolding; Wave Goodbye
        ("Return one or two target attacking creatures to their owner's hand.", "target", "1_or_2", []),
        (
            "Counter target creature spell with power or toughness 2 or less.",
            "target",
            None,
            ["power_or_toughness:2:or_less"],
        ),
        (
            "Return each creature without a +1/+1 counter on it to its owner's hand.",
            "each",
            None,
            ["without_counter:+1/+1"],
        ),
    ],
)
def test_counts_and_bounds_of_either_kind(text: str, determiner: str, count: str | None, qualifiers: list[str]) -> None:
    card, (action,) = read(text)
    assert isinstance(action, Action)
    (what,) = action.objects
    assert isinstance(what, ObjectPhrase) and (what.determiner, what.count) == (determiner, count)
    assert [q for q in what.qualifiers if q not in ("attacking",)] == qualifiers


def test_the_object_with_the_least_or_greatest_of_a_number() -> None:
    # Witch-king, Bringer of Ruin; Drop of Honey
    card, (sacrifice,) = read(
        "Defending player sacrifices a creature with the least power among creatures they control."
    )
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    (creature,) = sacrifice.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["least:power:among"]
    card, (destroy,) = read("Destroy the creature with the least power.")
    assert isinstance(destroy, Action) and [getattr(o, "qualifiers", None) for o in destroy.objects] == [
        ["least:power"]
    ]


def test_a_player_other_than_another_and_counters_among_objects() -> None:
    # Death by Dragons; Tom Bombadil; Syndicate Infiltrator
    card, (create,) = read("Each player other than target player creates a 5/5 red Dragon creature token with flying.")
    assert isinstance(create, Action) and isinstance(create.actor, PlayerPhrase)
    assert create.actor.who == "each_player" and [
        p.who for p in create.actor.relative if isinstance(p, PlayerPhrase)
    ] == ["target_player"]
    card, (has,) = read(
        "As long as there are four or more lore counters among Sagas you control, ~ has hexproof and indestructible.",
        name="Tom Bombadil",
    )
    assert isinstance(has, Action) and has.condition is not None and has.condition.test == "as_long_as:there_are"
    card, (gets,) = read("As long as there are five or more mana values among cards in your graveyard, ~ gets +2/+2.")
    assert isinstance(gets, Action) and gets.condition is not None
    (values,) = gets.condition.about
    assert isinstance(values, ObjectPhrase) and values.types == ["mana_value"] and "among" in values.qualifiers


def test_older_printed_wording_of_owners_and_controllers() -> None:
    # Stronghold Discipline, Thawing Glaciers and Vampiric Tutor as printed
    card, (lose,) = read("Each player loses 1 life for each creature he or she controls.")
    assert isinstance(lose, Action) and isinstance(lose.per, ObjectPhrase) and lose.per.controller == "they"
    card, (ret,) = read("Return ~ to owner's hand.", name="Thawing Glaciers")
    assert isinstance(ret, Action) and ret.verb == Verb.RETURN and ret.zone_to == "hand"
    card, (search,) = read("Search your library for any one card.")
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    (one,) = [n for n in found(card, ObjectPhrase) if isinstance(n, ObjectPhrase) and n.types == ["card"]]
    assert one.count == "1"
