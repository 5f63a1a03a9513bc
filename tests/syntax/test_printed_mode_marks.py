"""Modes as some printed texts of the modern samples type them: an asterisk for the bullet ("* Destruye …"), a hyphen
ending the paragraph that opens them ("Choisissez deux -"), a colon ending it ("elige uno:"). The modes are read as
with "•" and "—", and a mode's name after the bullet is no anchor word waiting for a choice (rule 607.2m)."""

from __future__ import annotations

import mtglinks
from mtglinks.kinds import AbilityKind, Verb

# Damage Control Crew as printed in Spanish (printed-es-modern).
DAMAGE_CONTROL = (
    "Cuando esta criatura entre, elige uno:\n"
    "* Reparar - Regresa la carta objetivo con valor de maná de 4 o más de tu cementerio a tu mano.\n"
    "* Incautar - Exilia el artefacto o encantamiento objetivo."
)
# Beholder ("Contemplador espantoso") as printed in Spanish (printed-es-modern): "•" and "—", a colon before them.
BEHOLDER = (
    "Cuando el Contemplador espantoso entre al campo de batalla, elige uno:\n"
    "• Cono antimagia — Cada oponente sacrifica un encantamiento.\n"
    "• Rayo aterrador — Las criaturas que controlas ganan la habilidad de amenaza hasta el final del turno."
)
# A French card of printed-fr-modern (the English "Choose two — • Target player draws a card. • Tap target creature.
# Put a stun counter on it."), shortened to two of its modes.
CHOOSE_TWO = "Choisissez deux -\n* Un joueur ciblé pioche une carte.\n* Engagez une créature ciblée."


def test_an_asterisk_is_a_bullet_and_a_hyphen_the_mode_names_dash() -> None:
    card = mtglinks.analyze(DAMAGE_CONTROL, lang="es", name="Equipo de Control de Daños")
    modes = card.abilities[1:]
    assert [(a.bullet, a.label) for a in modes] == [(True, "Reparar"), (True, "Incautar")]
    assert [e.verb for a in modes for e in a.effects] == [Verb.RETURN, Verb.EXILE]
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)
    assert card.review == []  # the names are the modes' own, chosen by "elige uno:"


def test_named_modes_after_a_colon_are_not_flagged_as_anchor_words() -> None:
    card = mtglinks.analyze(BEHOLDER, lang="es", name="Contemplador espantoso")
    assert [a.label for a in card.abilities[1:]] == ["Cono antimagia", "Rayo aterrador"]
    assert card.review == []


def test_an_anchor_word_after_a_choice_in_a_sentence_is_still_flagged_when_nothing_chooses_it() -> None:
    # the paragraph before the bullets ends with a period: its label stays an anchor word that nothing chooses
    text = "Cuando esta criatura entre, roba una carta.\n• Reparar — Exilia el artefacto o encantamiento objetivo."
    card = mtglinks.analyze(text, lang="es", name="X")
    assert [r.phrase for r in card.review] == ["Reparar"]


def test_a_hyphen_ending_the_paragraph_opens_the_modes_in_french() -> None:
    card = mtglinks.parse(CHOOSE_TWO, lang="fr", name="X")
    (modal,) = card.abilities
    assert modal.kind == AbilityKind.MODAL and all(mode.bullet for mode in modal.children)
    assert [e.verb for mode in modal.children for e in mode.effects] == [Verb.DRAW, Verb.TAP]
