"""The Russian effect tree on the shapes read in round 9, each on printed Russian card text beside its card's English
Oracle text: "ни …, ни …" (can't attack or block), modes of several clauses in one sentence, "вместо этого" before a
subject, "для каждого из них" (for each of them), and keywords gained before a bonus ("Пробивной удар и +X/+X")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, PlayerPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_neither_nor() -> None:
    # Droning Bureaucrats: "Each creature with converted mana cost X can't attack or block this turn."
    text = "{X}, {T}: Каждое существо с общей мановой стоимостью X не может ни нападать, ни блокировать в этот ход."
    card = parsed("Бубнящие бюрократы", text)
    assert is_typed(card_effects(card))
    (attack,) = [a for a in actions(card) if a.verb == Verb.ATTACK]
    assert attack.negated and [(a.verb, a.negated) for a in attack.alternatives] == [(Verb.BLOCK, True)]


def test_modes_of_several_clauses() -> None:
    # Izzet Charm: "Choose one — • Counter target noncreature spell unless its controller pays {2}. • Izzet Charm
    # deals 2 damage to target creature. • Draw two cards, then discard two cards."
    text = (
        "Выберите одно — отмените целевое заклинание, не являющееся существом, если только контролирующий его игрок не "
        "заплатит {2}; или Талисман Иззетов наносит 2 повреждения целевому существу; или возьмите две карты, затем "
        "сбросьте две карты."
    )
    card = parsed("Талисман Иззетов", text)
    assert is_typed(card_effects(card))
    assert [a.verb for a in actions(card)] == [Verb.COUNTER, Verb.DEAL_DAMAGE, Verb.DRAW, Verb.DISCARD]


def test_instead_before_the_subject() -> None:
    # Gruesome Discovery: "Morbid — If a creature died this turn, instead that player reveals his or her hand, you
    # choose two cards from it, then that player discards those cards."
    text = (
        "Болезненность — Если в этом ходу умерло существо, вместо этого тот игрок показывает свою руку, вы выбираете "
        "из нее две карты, затем тот игрок сбрасывает те карты."
    )
    card = parsed("Ужасная Находка", text)
    reveal = actions(card)[0]
    assert reveal.verb == Verb.REVEAL and reveal.condition is not None
    assert isinstance(reveal.actor, PlayerPhrase) and reveal.actor.who == "that_player"


def test_for_each_of_them() -> None:
    # Twinflame: "For each of them, put a token that's a copy of that creature onto the battlefield."
    text = "Для каждого из них положите на поле битвы одну фишку, являющуюся копией того существа."
    (create,) = actions(parsed("Пламенный Двойник", text))
    assert create.verb == Verb.CREATE and isinstance(create.per, Reference) and create.per.refers == "anaphora"


def test_keywords_then_a_bonus() -> None:
    # Dragon Throne of Tarkir: "Other creatures you control gain trample and get +X/+X until end of turn, where X is
    # this creature's power."
    text = "{2}, {T}: другие существа под вашим контролем получают Пробивной удар и +X/+X до конца хода."
    gain, bonus = actions(parsed("Драконий Трон Таркира", text))
    assert (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:trample"])
    assert (bonus.verb, bonus.amount) == (Verb.MODIFY_PT, "+X/+X")
    assert bonus.actor is gain.actor and bonus.duration is not None and bonus.duration.until == "end_of_turn"
