"""The kinds a language reads from the effect tree instead of its patterns (`features/tree.py`, `FROM_TREE` of
`lang/<code>/patterns.py`): their halves come from the tree's nodes, no pattern of theirs is left, and the links
they make are those the patterns made."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role
from mtglinks.lang import codes
from mtglinks.tree import Action


@pytest.mark.parametrize("code", codes())
def test_a_kind_read_from_the_tree_has_no_pattern_left(code: str) -> None:
    from_tree = tree.tree_kinds(code)
    left = {p.kind for p in patterns.language_data(code).patterns} & from_tree
    assert not left, f"{code}: patterns of kinds read from the tree: {sorted(left)}"


def test_english_reads_tokens_created_with_it_from_the_tree() -> None:
    assert K.CREATED_WITH_SELF in tree.tree_kinds("en")
    # Faerie Artisans (Oracle text): the reference is the object's qualifier, its span the object phrase
    text = (
        "Flying\nWhenever a nontoken creature enters the battlefield under an opponent's control, create a token "
        "that's a copy of that creature except it's an artifact in addition to its other types. Then exile all "
        "other tokens created with Faerie Artisans."
    )
    card = mtglinks.analyze(text, name="Faerie Artisans")
    (created,) = [f for f in card.abilities[1].features if f.kind == K.CREATED_WITH_SELF]
    assert created.role == Role.REFERRING
    assert "tokens created with Faerie Artisans" in text[created.span[0] : created.span[1]]
    trigger = card.abilities[1].id
    assert {(link.rule, link.source, link.target) for link in card.links} == {("607.2c", trigger, trigger)}


def test_english_reads_revealed_this_way_from_the_tree() -> None:
    assert K.THIS_WAY_REF in tree.tree_kinds("en")
    # Delver of Secrets (Oracle text): the reference is a detail of the action, its span the action
    text = (
        "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an "
        "instant or sorcery card is revealed this way, transform this creature."
    )
    card = mtglinks.analyze(text, name="Delver of Secrets")
    (ref,) = [f for f in card.abilities[0].features if f.kind == K.THIS_WAY_REF]
    assert ref.role == Role.REFERRING
    assert text[ref.span[0] : ref.span[1]].endswith("card is revealed")
    assert not card.links  # nothing reveals the first card drawn: no 607.2h link, as with the patterns
    # Keranos, God of Storms (Oracle text), whose sentences the grammar does not read whole yet: its link holds
    # by the static ability's "this way" (607.2h), which the patterns still read
    keranos = (
        "Indestructible\nAs long as your devotion to blue and red is less than seven, Keranos isn't a creature.\n"
        "Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, draw a "
        "card. Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target."
    )
    assert [link.rule for link in mtglinks.analyze(keranos, name="Keranos, God of Storms").links] == ["607.2h"]


def test_a_kind_not_read_whole_is_not_guessed() -> None:
    # Garbage that only looks like the words: no typed node, so no half from the tree either
    card = mtglinks.analyze("Tokens frobbed created with it this way revealed.", name="X")
    assert not [f for a in card.iter_abilities() for f in a.features if f.kind in tree.tree_kinds("en")]


def test_russian_reads_a_token_put_onto_the_battlefield_as_created_from_the_tree() -> None:
    # Ant Queen (Муравьиная Королева), printed in Russian: the older wording of "create", which the retired
    # pattern for "создать" never read
    assert K.CREATE_TOKEN in tree.tree_kinds("ru")
    text = "{1}{G}: положите на поле битвы одну фишку существа 1/1 зеленое Насекомое."
    card = mtglinks.analyze(text, lang="ru", name="Муравьиная Королева")
    (ability,) = card.abilities
    # (the pattern for putting onto the battlefield, which stays, reads the same words as a put)
    assert {(f.kind, f.role) for f in ability.features} == {
        (K.CREATE_TOKEN, Role.ACTING),
        (K.PUT_ONTO_BATTLEFIELD, Role.ACTING),
    }


@pytest.mark.parametrize("code", ["es", "fr"])
def test_spanish_and_french_read_the_additional_cost_from_the_tree(code: str) -> None:
    assert K.ADDITIONAL_COST in tree.tree_kinds(code)
    assert K.ADDITIONAL_COST not in {p.kind for p in patterns.language_data(code).patterns}
    if code == "fr":  # the keyword action collect evidence offered as the cost is read (its pattern is gone)
        text = "En tant que coût supplémentaire pour lancer ce sort, vous pouvez réunir des preuves 6."
        (action,) = mtglinks.analyze(text, lang="fr").abilities[0].effects
        assert isinstance(action, Action) and action.verb == "collect_evidence" and action.optional
        assert action.condition is not None and action.condition.test == "additional_cost"


def test_the_roles_of_the_tree_halves_are_those_of_the_relation_table() -> None:
    from mtglinks.features.queries import REFERRING
    from mtglinks.links.relations import RELATIONS

    acting = {kind for relation in RELATIONS for kind in relation.acting}
    referring = {kind for relation in RELATIONS for kind in relation.referring}
    assert referring >= REFERRING
    assert not REFERRING & acting


def test_english_reads_whether_bargain_was_paid_from_the_tree() -> None:
    assert K.BARGAINED_REF in tree.tree_kinds("en")
    # Ice Out (Oracle text): "if it's bargained" is the condition's test, linked to bargain (607.2i)
    text = (
        "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\n"
        "This spell costs {1} less to cast if it's bargained.\nCounter target spell."
    )
    card = mtglinks.analyze(text, name="Ice Out")
    (ref,) = [f for f in card.abilities[1].features if f.kind == K.BARGAINED_REF]
    assert ref.role == Role.REFERRING and text[ref.span[0] : ref.span[1]] == "if it's bargained"
    bargain, cost = card.abilities[0].id, card.abilities[1].id
    assert {(link.rule, link.source, link.target) for link in card.links} == {("607.2i", bargain, cost)}
    # an untyped sentence gives no half: "if it's bargained" in words the grammar does not read
    garbled = mtglinks.analyze(text.replace("Counter target spell.", "Frob it if it's bargained."), name="Ice Out")
    assert [f.kind for f in garbled.abilities[2].features] == []


def test_english_reads_cards_exiled_as_a_cost_from_the_tree() -> None:
    assert K.CAST_EXILE in tree.tree_kinds("en")
    # Greatest Show in the Multiverse (Oracle text): the cards exiled as its additional cost are those its chapters
    # choose among (607.2q); old printed "remove … from the game" as a cost is the same exile
    text = (
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
        "As an additional cost to cast this spell, exile five instant and/or sorcery cards you own with the same "
        "artist and different names from outside the game.\n"
        "I, II, III — Choose one of the exiled cards at random. You may cast it without paying its mana cost."
    )
    card = mtglinks.analyze(text, name="Greatest Show in the Multiverse")
    assert ("607.2q", 1, 2) in {
        (link.rule, card.ability(link.source).paragraph, card.ability(link.target).paragraph) for link in card.links
    }
    soul = mtglinks.analyze(
        "As an additional cost to play Soul Exchange, remove a creature you control from the game.",
        name="Soul Exchange",
    )
    assert [f.value for f in soul.abilities[0].features if f.kind == K.CAST_EXILE] == ["additional_cost"]


def test_english_reads_the_first_card_revealed_as_drawn_from_the_tree() -> None:
    assert K.REVEAL_STATIC in tree.tree_kinds("en")
    # Rowen (Oracle text): the static ability reveals, its trigger refers to the card "revealed this way" (607.2h)
    text = "Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw a card."
    card = mtglinks.analyze(text, name="Rowen")
    (reveal,) = [f for f in card.abilities[0].features if f.kind == K.REVEAL_STATIC]
    assert reveal.role == Role.ACTING
    assert text[reveal.span[0] : reveal.span[1]] == "Reveal the first card you draw each turn"
    assert [link.rule for link in card.links] == ["607.2h"]
    # God-Eternal Kefnet's wording ("You may reveal … as you draw it"), and old printed Rowen's ("During your draw
    # phase, reveal the first card you draw to all players.")
    for words in (
        "You may reveal the first card you draw each turn as you draw it.",
        "During your draw phase, reveal the first card you draw to all players.",
    ):
        (ability,) = mtglinks.analyze(words, name="Rowen").abilities
        assert [f.kind for f in ability.features] == [K.REVEAL_STATIC], words
    # a card revealed that is no first card drawn reveals nothing a static ability's triggers refer to
    (ability,) = mtglinks.analyze("Reveal the top card of your library.", name="X").abilities
    assert not [f for f in ability.features if f.kind == K.REVEAL_STATIC]


def test_english_reads_what_a_draft_matters_card_exiled_before_the_game_from_the_tree() -> None:
    assert {K.EXILE_BEFORE_GAME, K.EXILED_WITH_NAMED_REF} <= tree.tree_kinds("en")
    # Caller of the Untamed (Oracle text): the cards exiled before the game are those "exiled with cards named ~"
    text = (
        "Before you shuffle your deck to start the game, you may reveal this card from your deck and exile a "
        "creature card you drafted that isn't in your deck.\n"
        "{X}, {T}: Create a token that's a copy of a card you exiled with cards named Caller of the Untamed. X is "
        "the mana value of that card."
    )
    card = mtglinks.analyze(text, name="Caller of the Untamed")
    (before,) = [f for f in card.abilities[0].features if f.kind == K.EXILE_BEFORE_GAME]
    assert before.role == Role.ACTING
    assert text[before.span[0] : before.span[1]] == "exile a creature card you drafted that isn't in your deck"
    (ref,) = [f for f in card.abilities[1].features if f.kind == K.EXILED_WITH_NAMED_REF]
    assert ref.role == Role.REFERRING
    assert text[ref.span[0] : ref.span[1]] == "a card you exiled with cards named Caller of the Untamed"
    static, activated = card.abilities[0].id, card.abilities[1].id
    assert {(link.rule, link.source, link.target) for link in card.links} == {("607.2n", static, activated)}
    # an exile with no sentence before the game is no such half
    (ability,) = mtglinks.analyze("Exile a creature card you drafted that isn't in your deck.", name="X").abilities
    assert not [f for f in ability.features if f.kind == K.EXILE_BEFORE_GAME]
