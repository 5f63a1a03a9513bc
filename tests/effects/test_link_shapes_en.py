"""The English shapes of the block `// links` of grammar/effects.lark (effects/link_shapes.py) and the words of
lang/en/effect_words_links.py: sentences that refer to a linked ability's half, on real card text (2026 Oracle
wording), each checked for what it reads."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference


def test_a_cost_asked_about_with_its_is_the_cost_paid() -> None:
    # Ice Out: "it's bargained" asks whether bargain's cost was paid, as "if it was bargained" does
    card, cost = only_action("This spell costs {1} less to cast if it's bargained.", "Ice Out")
    assert cost.verb == Verb.MODIFY_COST and cost.amount == "{1}"
    assert isinstance(cost.condition, EffectCondition) and cost.condition.test == "paid:bargained"
    assert original(card, cost.condition) == "if it's bargained"


def test_some_of_those_cards_with_a_number_put_instead_of_into_the_hand() -> None:
    # Back for Seconds: one of the returned cards, which has a mana value of 4 or less, goes elsewhere
    card, put = only_action(
        "If this spell was bargained, you may put one of those cards with mana value 4 or less onto the battlefield "
        "instead of putting it into your hand.",
        "Back for Seconds",
    )
    assert put.verb == Verb.PUT and put.zone_to == "battlefield" and put.optional
    assert put.detail == ["instead_of:hand"]
    (one,) = put.objects
    assert isinstance(one, ObjectPhrase) and one.determiner == "of" and one.count == "1"
    assert one.qualifiers == ["of:anaphora", "mana_value:4:or_less"]
    assert original(card, one) == "one of those cards with mana value 4 or less"
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "paid:bargained"


def test_cards_put_back_on_top_in_any_order_and_the_rest_elsewhere() -> None:
    # Rowan's Grim Search: two puts, the first back on top of the library in the order chosen
    card, found = read(
        "If this spell was bargained, look at the top four cards of your library, then put up to two of them back "
        "on top of your library in any order and the rest into your graveyard.",
        "Rowan's Grim Search",
    )
    look, top, rest = found
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT
    assert isinstance(top, Action) and top.verb == Verb.PUT and top.zone_to == "library"
    assert top.detail == ["back", "any_order"]
    assert original(card, top) == "put up to two of them back on top of your library in any order"
    assert isinstance(rest, Action) and rest.verb == Verb.PUT and rest.zone_to == "graveyard"
    (the_rest,) = rest.objects
    assert isinstance(the_rest, Reference) and original(card, the_rest) == "the rest"


def test_two_qualities_after_one_with() -> None:
    # Greatest Show in the Multiverse: the cards exiled as its cost share an artist and have different names
    card, exile = only_action(
        "As an additional cost to cast this spell, exile five cards you own with the same artist and different "
        "names from outside the game.",
        "Greatest Show in the Multiverse",
    )
    assert exile.verb == Verb.EXILE and exile.zone_from == "outside"
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.count == "5"
    assert cards.qualifiers == ["same:artist", "with:different:name"]
    assert isinstance(exile.condition, EffectCondition) and exile.condition.test == "additional_cost"


def test_the_words_alone_are_not_read_elsewhere() -> None:
    # the phrases are read only in their shape: "and different names" with no "with" before it stays unread
    card = mtglinks.parse("Exile and different names.", name="X")
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert found and all(node.kind == EffectKind.UNTYPED for node in found)


def test_the_first_card_drawn_is_one_object() -> None:
    # Keranos, God of Storms; Primitive Etchings: the card a static ability reveals as it is drawn
    for words, quality in (
        ("Reveal the first card you draw on each of your turns.", "first_drawn_your_turn"),
        ("Reveal the first card you draw each turn.", "first_drawn_each_turn"),
    ):
        card, reveal = only_action(words, "Keranos, God of Storms")
        assert reveal.verb == Verb.REVEAL
        (drawn,) = reveal.objects
        assert isinstance(drawn, ObjectPhrase) and drawn.types == ["card"] and drawn.qualifiers == [quality]
        assert original(card, drawn) == words.removeprefix("Reveal ").removesuffix(".")


def test_a_sentence_done_before_the_game_begins() -> None:
    # Volatile Chimera: the condition opens the sentence, the exiled cards are those drafted and not in the deck
    card, (reveal, exile) = read(
        "Before you shuffle your deck to start the game, you may reveal this card from your deck and exile three or "
        "more creature cards you drafted that aren't in your deck.",
        "Volatile Chimera",
    )
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.optional
    assert isinstance(reveal.condition, EffectCondition) and reveal.condition.test == "before_game"
    assert original(card, reveal.condition) == "Before you shuffle your deck to start the game,"
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.count == "3:or_more"
    assert cards.qualifiers == ["drafted:not_in_deck"]


def test_the_cards_exiled_with_cards_of_a_name() -> None:
    # Caller of the Untamed: the token copies a card exiled with cards named ~ (a quality read whole)
    card, create = only_action(
        "Create a token that's a copy of a card you exiled with cards named Caller of the Untamed.",
        "Caller of the Untamed",
    )
    assert create.verb == Verb.CREATE
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["copy_of"]
    (copied,) = token.related
    assert isinstance(copied, ObjectPhrase) and copied.qualifiers == ["exiled_with_named"]
    assert original(card, copied) == "a card you exiled with cards named Caller of the Untamed"


def test_which_kicker_cost_was_paid_in_old_printed_text() -> None:
    # Sunscape Battlemage and Ana Battlemage (printed text): the condition names the kicker cost, as "if it was kicked
    # with its {1}{G} kicker" does
    for words, cost in (
        ("When Sunscape Battlemage comes into play, if you paid the {1}{G} kicker cost, draw two cards.", "{1}{G}"),
        ("When Sunscape Battlemage comes into play, if the {2}{U} kicker cost was paid, draw two cards.", "{2}{U}"),
    ):
        card, found = read(words, "Sunscape Battlemage")
        (condition,) = [node for node in found if isinstance(node, EffectCondition)]
        assert condition.test == f"paid:kicked:{cost}"
        assert original(card, condition) == words.split(", ")[1]
