"""A choice made as a draft-matters card is drafted, by several players in turn, and the reference to it (607.2d), on
the printed French text of Regicide (printed-fr-modern; words in lang/fr/effect_choices.py)."""

from __future__ import annotations

from helpers import paragraph_links

import mtglinks
from mtglinks.kinds import EffectKind

REGICIDE = (
    "Révélez Regicide au moment où vous le draftez. Le joueur à votre droite choisit une couleur, vous choisissez une"
    " autre couleur, puis le joueur à votre gauche choisit une troisième couleur.\n"
    "Détruisez la créature ciblée qui a une ou plusieurs des couleurs choisies au moment où vous avez drafté des cartes"
    " nommées Regicide."
)


def test_the_draft_choice_is_linked_to_its_reference() -> None:
    # as the English Oracle text links them ("colors chosen as you drafted cards named Regicide")
    assert paragraph_links("fr", REGICIDE, "Regicide") == {("607.2d", 0, 1)}


def test_every_sentence_is_read() -> None:
    card = mtglinks.parse(REGICIDE, lang="fr", name="Regicide")
    nodes = [node for ability in card.iter_abilities() for node in ability.effects]
    assert [node.kind for node in nodes if node.kind == EffectKind.UNTYPED] == []
    choosers = [node.chooser.who for node in nodes if node.kind == EffectKind.CHOICE and node.chooser]
    assert choosers == ["player_to_your_right", "you", "player_to_your_left"]
