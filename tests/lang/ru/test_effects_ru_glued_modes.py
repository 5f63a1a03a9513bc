"""Printed Russian text whose first mode's bullet is glued to the dash of "выберите одно —" ("выберите одно —• Вы
можете …"): the paragraph is cut at the dash, and the first mode reads as a mode of its own, as the others do."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice


def test_a_first_mode_glued_to_its_dash() -> None:
    # Retreat to Coralhelm: "Landfall — Whenever a land you control enters, choose one — • You may tap or untap target
    # creature. • Scry 1."
    text = (
        "Землепад — Каждый раз, когда земля выходит на поле битвы под вашим контролем, выберите одно —• Вы можете"
        " повернуть или развернуть целевое существо.\n"
        "• Предскажите 1. (Посмотрите верхнюю карту вашей библиотеки. Вы можете положить ту карту в низ вашей"
        " библиотеки.)"
    )
    card = mtglinks.parse(text, lang="ru", name="Отступление в Коралхельм")
    (trigger,) = card.abilities
    assert [mode.bullet for mode in trigger.children] == [True, True]
    assert is_typed(card_effects(card))
    (choice,) = [node for node in trigger.effects if isinstance(node, Choice)]
    assert choice.what == "mode"
    verbs = [node.verb for node in card_effects(card) if isinstance(node, Action)]
    assert Verb.TAP in verbs and Verb.SCRY in verbs
