"""Sentences of the 2026 Oracle text (and of older printed text) whose reading stopped in the grammar (issue #22),
on real card text: the shapes read since, and the rule methods that crashed on a choice where they wanted an action."""

from __future__ import annotations

import mtglinks
from helpers import typed_card as read

from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, TriggerEvent


def _untyped_reasons(text: str, name: str | None = None) -> list[str]:
    card = mtglinks.parse(text, name=name)
    return [
        str(n.to_dict().get("reason"))
        for a in card.iter_abilities()
        for n in a.effects
        if n.kind == EffectKind.UNTYPED
    ]


def test_a_choice_not_made_is_no_internal_error() -> None:
    # Territorial Hellkite (2026 Oracle text): `cond_you_do_this_way` took the action of the predicate, and "choose an
    # opponent" is a choice: StopIteration, reported as an untyped "internal error"
    text = (
        "At the beginning of combat on your turn, choose an opponent at random that this creature didn't attack "
        "during your last combat. This creature attacks that player this combat if able. If you can't choose an "
        "opponent this way, tap this creature."
    )
    assert not any("internal error" in r for r in _untyped_reasons(text, "Territorial Hellkite"))
    card, found = read("If you can't choose an opponent this way, tap this creature.")
    (tap,) = found
    assert isinstance(tap, Action) and tap.verb == Verb.TAP
    assert isinstance(tap.condition, EffectCondition) and tap.condition.test == "you_cant:did"
    (choose,) = tap.condition.about
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    assert choose.detail == ["what:opponent", "this_way"]


def test_a_trigger_on_a_choice_is_no_internal_error() -> None:
    # Taoist Hermit (printed, Portal Three Kingdoms): the event's rule took its first action, and a choice has none:
    # IndexError, reported as an untyped "internal error"
    text = "Whenever your opponent chooses a creature in play, he or she can't choose Taoist Hermit."
    assert not any("internal error" in r for r in _untyped_reasons(text, "Taoist Hermit"))
    card, found = read(text, "Taoist Hermit")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CHOOSE
    (choose,) = event.actions
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["creature"] and chosen.zone == "battlefield"
    assert isinstance(choose.actor, ObjectPhrase) and choose.actor.types == ["opponent"]
