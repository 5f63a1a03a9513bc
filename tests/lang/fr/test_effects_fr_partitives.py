"""French "en" standing for "of them" before the verb ("Vous en choisissez deux", the words of
`lang/fr/effect_partitives.py` and its block of `grammar/effects-fr.lark`), read as the English Oracle's "choose two of
them". Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Card, Choice, ObjectPhrase, PlayerPhrase, Reference


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_you_choose_two_of_them_noggin_whack() -> None:
    # Et pan dans la tronche (Noggin Whack): "Target player reveals three cards from their hand. You choose two of
    # them. That player discards those cards."
    text = (
        "Le joueur ciblé révèle trois cartes de sa main. Vous en choisissez deux. Ce joueur se défausse de ces cartes."
    )
    _reveal, choice, _discard = effects(parse("Et pan dans la tronche", text))
    assert isinstance(choice, Choice) and choice.what == "object"
    part, among = choice.objects
    assert isinstance(part, ObjectPhrase) and part.determiner == "of" and part.count == "two"
    assert isinstance(among, Reference) and among.refers == "anaphora"
    assert isinstance(choice.chooser, PlayerPhrase) and choice.chooser.who == "you"


def test_an_opponent_chooses_one_of_them_murmurs_from_beyond() -> None:
    # Murmures de l'au-delà (Murmurs from Beyond): "Reveal the top three cards of your library. An opponent chooses
    # one of them. Put that card into your graveyard and the rest into your hand."
    text = "Révélez les trois cartes du dessus de votre bibliothèque. Un adversaire en choisit une."
    _reveal, choice = effects(parse("Murmures de l'au-delà", text))
    assert isinstance(choice, Choice) and choice.objects[0].count == "one"  # type: ignore[union-attr]
    assert isinstance(choice.chooser, PlayerPhrase) and choice.chooser.who == "an_opponent"


def test_en_before_another_verb_is_not_a_choice() -> None:
    # "en" before "choisissez" only: "Vous en piochez deux" is no choice (the phrase is not read as one)
    choices = [e for e in effects(parse("x", "Vous en piochez deux.")) if isinstance(e, Choice)]
    assert choices == []
