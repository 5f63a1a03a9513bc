"""French "mettez ~ à exécution" (the words of `lang/fr/effect_modern_templates.py`): an Archenemy scheme set in
motion, the English "When you set this scheme in motion" (rule 701.25). Quotes real cards of printed-fr-modern."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_when_you_set_this_scheme_in_motion_a_premonition_of_your_demise() -> None:
    # Une prémonition de votre trépas (A Premonition of Your Demise): "When you set this scheme in motion, choose an
    # opponent with the highest life total among your opponents. That player loses 7 life." The choice's words are
    # left aside: only the event is this module's.
    text = "Quand vous mettez cette machination à exécution, choisissez un adversaire. Ce joueur perd 7 points de vie."
    event, _choice, lose = effects(parse(text, name="Une prémonition de votre trépas"))
    assert isinstance(event, TriggerEvent) and event.event == "set_in_motion"
    assert [a.verb for a in event.actions] == [Verb.SET_IN_MOTION]
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE


def test_the_event_names_the_scheme_itself_approach_my_molten_realm() -> None:
    # Approach My Molten Realm: "When you set this scheme in motion, until your next turn, if a source would deal
    # damage, it deals double that damage instead."
    text = (
        "Quand vous mettez cette machination à exécution, jusqu'à votre prochain tour, si une source devait infliger "
        "des blessures, elle inflige le double de ces blessures à la place."
    )
    event = effects(parse(text, name="Approach My Molten Realm"))[0]
    assert isinstance(event, TriggerEvent) and event.event == "set_in_motion"
    assert event.text == "vous mettez ~ à exécution"
