"""A mode's bullet printed right after a trigger's "elige uno:" with its line break lost ("…, elige uno:• Pon …"): cut
into the choice and its modes, as the text with the line break reads. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action


def test_trigger_choose_one_glued_bullet_retreat_to_kazandu() -> None:
    # Retirada a Kazandu (Retreat to Kazandu): "Landfall — Whenever a land you control enters, choose one — • Put a
    # +1/+1 counter on target creature. • You gain 2 life."
    text = (
        "Aterrizaje — Siempre que una tierra entre al campo de batalla bajo tu control, elige uno:• Pon un contador "
        "+1/+1 sobre la criatura objetivo.\n• Ganas 2 vidas."
    )
    card = mtglinks.parse(text, lang="es", name="Retirada a Kazandu")
    assert card.abilities[0].kind == AbilityKind.TRIGGERED
    assert card.abilities[0].text.endswith("elige uno:")
    found = effects(card)
    assert is_typed(found)
    verbs = [e.verb for e in found if isinstance(e, Action)]
    assert verbs == [Verb.PUT_COUNTER, Verb.GAIN_LIFE]


def test_colon_inside_a_sentence_is_no_cut_without_a_bullet() -> None:
    # Reclutador de Vigilaponiente (Duskwatch Recruiter): a cost's colon with no bullet after it stays as it was
    text = "{2}{G}:Mira las primeras tres cartas de tu biblioteca."
    card = mtglinks.parse(text, lang="es")
    assert len(card.abilities) == 1
