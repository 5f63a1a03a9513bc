"""The Russian effect tree on words printed apart in printed Russian card text, each beside its card's English Oracle
text: "не" written apart from its adjective ("не синее", "не атакующее"), either colour in a condition ("было зеленым
или белым"), attach with what it is attached to first ("прикрепить к нему ~"), and "пока не" (until) after a repeated
action."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_non_written_apart() -> None:
    # Frazzle: "Counter target nonblue spell."
    (counter,) = actions(parsed("Пшик", "Прервите целевое не синее заклинание."))
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase) and (spell.types, spell.not_types) == (["spell"], ["blue"])
    # Ruthless Instincts: "Target nonattacking creature gains reach and deathtouch until end of turn."
    text = "Целевое не атакующее существо получает Захват и Смертельное касание до конца хода."
    gain = actions(parsed("Безжалостный Инстинкт", text))[0]
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.qualifiers == ["nonattacking"]


def test_either_colour() -> None:
    # Gloomlance: "If that creature was green or white, its controller discards a card."
    text = (
        "Уничтожьте целевое существо. Если то существо было зеленым или белым, контролирующий его игрок сбрасывает "
        "карту."
    )
    destroy, discard = actions(parsed("Копье Мрака", text))
    assert (destroy.verb, discard.verb) == (Verb.DESTROY, Verb.DISCARD)
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "is:green_or_white"
    # Consign to Dream: "If that permanent is red or green, put it on top of its owner's library instead."
    text = "Если тот перманент красный или зеленый, положите его на верх библиотеки его владельца вместо этого."
    (put,) = actions(parsed("Обречение на Сон", text))
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "is:red_or_green"


def test_attach_to_it() -> None:
    # Hero's Blade: "Whenever a legendary creature enters the battlefield under your control, you may attach Hero's
    # Blade to it."
    text = (
        "Каждый раз, когда легендарное существо выходит на поле битвы под вашим контролем, вы можете прикрепить к нему "
        "Клинок Героя."
    )
    card = parsed("Клинок Героя", text)
    assert is_typed(card_effects(card))
    (attach,) = [a for a in actions(card) if a.verb == Verb.ATTACH]
    blade, creature = attach.objects
    assert isinstance(blade, Reference) and blade.refers == "self"
    assert isinstance(creature, Reference) and creature.refers == "anaphora"


def test_reveal_until() -> None:
    # Polymorph: "Its controller reveals cards from the top of their library until they reveal a creature card."
    text = "Контролирующий его игрок открывает карты с верха своей библиотеки, пока не откроет карту существа."
    (reveal,) = actions(parsed("Полиморф", text))
    assert reveal.verb == Verb.REVEAL and isinstance(reveal.condition, EffectCondition)
    assert reveal.condition.test == "until"
    (until,) = reveal.condition.about
    assert isinstance(until, Action) and until.verb == Verb.REVEAL


def test_power_compared_with_its_own_and_a_pronoun_before_the_verb() -> None:
    # Battering Wurm: "Creatures with power less than Battering Wurm's power can't block it."
    text = "Существа с силой меньше силы Таранящего вурма не могут его блокировать."
    (block,) = actions(parsed("Таранящий вурм", text))
    assert (block.verb, block.negated) == (Verb.BLOCK, True)
    assert isinstance(block.actor, ObjectPhrase) and block.actor.qualifiers == ["power:power:less"]
    (it,) = block.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
