"""Spanish mana spent told as objects (the words of `lang/es/effect_mana_spent.py` and its block of
`grammar/effects-es.lark`), read as the English Oracle's "if at least three blue mana was spent to cast ~". Each case
quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_at_least_three_blue_mana_spent_boreal_outrider() -> None:
    # Paladín de Vendaleza (Vantress Paladin, Adamant): "If at least three blue mana was spent to cast this spell,
    # ~ enters with a +1/+1 counter on it."
    text = (
        "Si se usaron al menos tres manás azules para lanzar el Paladín de Vendaleza, el Paladín de Vendaleza entra "
        "al campo de batalla con un contador +1/+1 sobre él."
    )
    (enter,) = effects(parse(text, name="Paladín de Vendaleza"))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.condition is not None
    assert enter.condition.test == "spent:mana"
    mana, spell = enter.condition.about
    assert isinstance(mana, ObjectPhrase) and mana.types == ["mana"] and mana.colors == ["blue"]
    assert mana.determiner == "at_least" and mana.count == "3"
    assert isinstance(spell, Reference) and spell.refers == "self"


def test_se_uso_one_symbol_still_reads_as_before() -> None:
    # Abrazo del río (River's Grasp): "If {U} was spent to cast River's Grasp, …" keeps the symbol's reading
    text = (
        "Si se usó {U} para jugar el Abrazo del río, regresa hasta una criatura objetivo a la mano de su propietario."
    )
    (bounce,) = effects(parse(text, name="Abrazo del río"))
    assert isinstance(bounce, Action) and bounce.condition is not None and bounce.condition.test == "spent:{U}"
