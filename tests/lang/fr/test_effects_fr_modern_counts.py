"""French counts of current templates (the words of `lang/fr/effect_modern_templates.py`, the rule of the block
"modern templates" in grammar/effects-fr.lark): "une ou plusieurs" (the English "one or more"), "votre premier sort
d'éphémère ou de rituel à chaque tour". Quotes real cards of printed-fr-modern."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_spell_that_targets_one_or_more_creatures_confusion() -> None:
    # Confusion (printed-fr-modern; the Oracle "Counter target spell that targets a creature."): the whole sentence is
    # read, its verb the English one
    (counter,) = effects(parse("Contrecarrez le sort ciblé qui cible une ou plusieurs créatures."))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER


def test_one_or_more_is_the_number_one_and_more() -> None:
    # "une ou plusieurs créatures" as the English "one or more creatures" reads (`number:1:or_more`)
    event, _draw = effects(parse("Quand une ou plusieurs créatures meurent, piochez une carte."))
    assert isinstance(event, TriggerEvent)
    (action,) = event.actions
    assert isinstance(action.actor, ObjectPhrase)
    assert (action.actor.determiner, action.actor.count) == ("number", "1:or_more")


def test_your_first_instant_or_sorcery_spell_each_turn_aquatic_alchemist() -> None:
    # Aquatic Alchemist: "Whenever you cast your first instant or sorcery spell each turn, this creature gets +2/+0
    # until end of turn."
    text = (
        "À chaque fois que vous lancez votre premier sort d'éphémère ou de rituel à chaque tour, l'Alchimiste "
        "aquatique gagne +2/+0 jusqu'à la fin du tour."
    )
    event, pump = effects(parse(text, name="Alchimiste aquatique"))
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.CAST]
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
