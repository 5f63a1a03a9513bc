"""The halves of rule 607 read from the effect tree (`features.queries`), on real card text in four languages."""

from __future__ import annotations

import pytest
from helpers import PLUME

import mtglinks
from mtglinks.features.queries import halves, read_whole
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action


def kinds(ability: Ability) -> set[tuple[str, str | None]]:
    assert read_whole(ability), ability.effects
    return {(half.kind.value, half.value) for half in halves(ability)}


def test_an_exile_until_it_leaves_is_an_acting_half_and_its_span_is_the_sentence() -> None:
    # Banisher Priest (Oracle text).
    text = (
        "When Banisher Priest enters, exile target creature an opponent controls until Banisher Priest "
        "leaves the battlefield."
    )
    card = mtglinks.parse(text, name="Banisher Priest")
    (half,) = halves(card.abilities[0])
    assert half.kind == K.EXILE
    assert text[half.span[0] : half.span[1]].startswith("exile target creature")


def test_a_choice_and_the_references_to_it() -> None:
    card = mtglinks.parse(PLUME, name="Paradise Plume")
    choice, cast, mana = card.abilities
    assert kinds(choice) == {("choose", "color")}
    # "a spell of the chosen color" inside the trigger event still refers: an event only stops acting halves; the
    # reference names the kind of value it refers to, a color ("of:chosen_color", features/chosen_queries.py)
    assert kinds(cast) == {("chosen_ref", "color")}
    assert kinds(mana) == {("chosen_ref", "color")}


def test_exiled_with_self_and_the_exile_cost() -> None:
    # Izzet Chemister's second ability refers; a cost that exiles other cards acts.
    card = mtglinks.parse(
        "{R}, {T}: Exile target instant or sorcery card from your graveyard.\n"
        "{1}{R}, {T}, Sacrifice Izzet Chemister: Cast any number of cards exiled with Izzet Chemister "
        "without paying their mana costs.",
        name="Izzet Chemister",
    )
    assert kinds(card.abilities[0]) == {("exile", None)}
    assert kinds(card.abilities[1]) == {("exiled_with_self", None)}
    paid = mtglinks.parse("{1}, Exile two cards from your graveyard: Draw a card.", name="X")
    assert kinds(paid.abilities[0]) == {("exile", None)}


@pytest.mark.parametrize(
    "text",
    [
        "{T}, Exile Scrapheap Scrounger: Draw a card.",  # the card itself: nothing kept to refer to
        "Create a token that's a copy of target artifact. Exile it at the beginning of the next end step.",
        "Whenever a card is put into exile from anywhere, you gain 1 life.",  # what a trigger waits for
        "When this creature dies or is put into exile from the battlefield, return it to its owner's hand.",
    ],
)
def test_exiles_that_keep_nothing_are_not_acting_halves(text: str) -> None:
    card = mtglinks.parse(text, name="Scrapheap Scrounger")
    (ability,) = card.abilities
    assert read_whole(ability), ability.effects
    assert K.EXILE not in {half.kind for half in halves(ability)}, ability.effects


def test_tokens_created_with_it_and_a_kicker_asked_about() -> None:
    card = mtglinks.parse(
        "When this creature leaves the battlefield, exile all tokens created with it at the beginning of the "
        "next end step.\nDestroy target land. If this spell was kicked, destroy another target land.",
        name="X",
    )
    created, kicked = card.abilities
    assert ("created_with_self", None) in kinds(created)
    assert ("kicked_ref", None) in kinds(kicked)


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Angel of Serenity, printed in Spanish, French and Russian: "return the exiled cards"
        (
            "es",
            "Ángel de serenidad",
            "Cuando el Ángel de serenidad deje el campo de batalla, regresa las cartas exiliadas a las manos "
            "de sus propietarios.",
        ),
        (
            "fr",
            "Ange de la sérénité",
            "Quand l'Ange de la sérénité quitte le champ de bataille, renvoyez les cartes exilées dans les mains "
            "de leurs propriétaires.",
        ),
        (
            "ru",
            "Ангел Безмятежности",
            "Когда Ангел Безмятежности покидает поле битвы, верните изгнанные карты в руки их владельцев.",
        ),
    ],
)
def test_the_same_query_reads_every_language(lang: str, name: str, text: str) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    assert kinds(card.abilities[0]) == {("the_exiled_card", None)}


def test_a_sentence_not_read_gives_no_half() -> None:
    card = mtglinks.parse("Lorem ipsum dolor sit amet, exile the sky.", name="X")
    (ability,) = card.abilities
    assert not read_whole(ability)
    assert halves(ability) == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # Akroma's Blessing (Oracle and printed Spanish, French), Center Soul (printed Russian)
        ("en", "Creatures you control gain protection from the color of your choice until end of turn."),
        ("es", "Las criaturas que controles ganan protección contra el color de tu elección hasta el final del turno."),
        (
            "fr",
            "Les créatures que vous contrôlez acquièrent la protection contre la couleur de votre choix jusqu'à "
            "la fin du tour.",
        ),
        ("ru", "Целевое существо под вашим контролем получает Защиту от выбранного вами цвета до конца хода."),
    ],
)
def test_a_value_of_your_choice_refers_to_no_earlier_choice(lang: str, text: str) -> None:
    card = mtglinks.parse(text, lang=lang, name="Akroma's Blessing")
    assert kinds(card.abilities[0]) == set()
    (action,) = card.abilities[0].effects
    assert isinstance(action, Action) and action.detail == ["keyword:protection:from:of_choice"]


def test_a_number_of_the_exiled_card_refers_to_it() -> None:
    # Food Chain (its first sentence): a number read off the exiled creature
    card = mtglinks.parse(
        "Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled creature's mana "
        "value.",
        name="Food Chain",
    )
    assert kinds(card.abilities[0]) == {("exile", None), ("the_exiled_card", None)}
