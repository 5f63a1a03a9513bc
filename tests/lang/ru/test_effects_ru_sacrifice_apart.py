"""The Russian effect tree on printed Russian card text: the object of "принести в жертву" (sacrifice) said between
its words ("приносит его в жертву", English "sacrifices it")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, PlayerPhrase, Reference


def actions_of(name: str, text: str) -> list[Action]:
    card = mtglinks.parse(text, lang="ru", name=name)
    assert is_typed(card_effects(card))
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_controller_sacrifices_it_then_creates() -> None:
    # Mercy Killing: "Target creature's controller sacrifices it, then creates X 1/1 green and white Elf Warrior
    # creature tokens, where X is that creature's power."
    text = (
        "Игрок, контролирующий целевое существо, приносит его в жертву, затем кладет в игру X фишек существа 1/1"
        " зеленый и белый Эльф Воин, где X значение силы того существа."
    )
    sacrifice, create = actions_of("Убийство из Сострадания", text)
    assert sacrifice.verb == Verb.SACRIFICE and create.verb == Verb.CREATE
    assert isinstance(sacrifice.actor, PlayerPhrase)
    (it,) = sacrifice.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
    assert sacrifice.text.endswith("приносит его в жертву")


def test_imperative_sacrifice_it() -> None:
    # "… принесите его в жертву": English "sacrifice it"
    (sacrifice,) = actions_of("Х", "Принесите его в жертву.")
    assert sacrifice.verb == Verb.SACRIFICE and [type(o) for o in sacrifice.objects] == [Reference]


def test_verb_alone_is_not_sacrifice() -> None:
    # "приносит" with no "в жертву" after its object is not a sacrifice (brings)
    card = mtglinks.parse("Игрок приносит его на кладбище.", lang="ru", name="Х")
    assert not is_typed(card_effects(card))
