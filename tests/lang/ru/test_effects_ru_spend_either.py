"""Mana spent on either of two uses, the second after "или на" ("Тратьте эту ману только на разыгрывание заклинаний
артефактов или на активацию способностей артефактов"): the spending, on the condition of either use."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action


def test_to_cast_or_to_activate() -> None:
    # Myr Reservoir: "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr."
    text = (
        "{T}: добавьте {2} в ваше хранилище маны. Тратьте эту ману только на разыгрывание заклинаний Миэров или на"
        " активацию способностей Миэров."
    )
    card = mtglinks.parse(text, lang="ru", name="Миэрохранилище")
    assert is_typed(card_effects(card))
    spend = next(node for node in card_effects(card) if isinstance(node, Action) and node.verb == Verb.SPEND)
    assert spend.condition is not None and spend.condition.test == "only_to"
    cast, activate = spend.condition.about
    assert isinstance(cast, Action) and isinstance(activate, Action)
    assert (cast.verb, activate.verb) == (Verb.CAST, Verb.ACTIVATE)
