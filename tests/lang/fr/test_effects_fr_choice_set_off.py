"""French "acquiert, selon votre choix, …": the commas around the choice after the verb set it off (the lexer's
`_choice_set_off`, `effects/lexer_neighbours.py`), read as the English "gains your choice of …". Each case quotes a
real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_gains_your_choice_of_keywords_horde_butcher() -> None:
    # Boucher de la horde: "Sacrifice another creature: ~ gains your choice of vigilance, lifelink, or haste until
    # end of turn."
    text = (
        "Sacrifiez une autre créature : Le Boucher de la horde acquiert, selon votre choix, la vigilance, le lien de "
        "vie ou la célérité jusqu'à la fin du tour."
    )
    (gain,) = effects(parse("Boucher de la horde", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert gain.detail == ["choice_of:you", "keyword:vigilance", "keyword:lifelink", "keyword:haste"]


def test_gagne_your_choice_of_keywords_golem_artisan() -> None:
    # Artisan golem (Golem Artisan): "{2}: Target artifact creature gains your choice of flying, trample, or haste
    # until end of turn."
    text = (
        "{2} : La créature-artefact ciblée gagne, selon votre choix, le vol, le piétinement ou la célérité jusqu'à "
        "la fin du tour."
    )
    (gain,) = effects(parse("Artisan golem", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert "choice_of:you" in gain.detail and "keyword:trample" in gain.detail


def test_the_choice_at_the_end_keeps_its_reading() -> None:
    # Vengeur lunaire (Lunar Avenger): "… gains your choice of flying, first strike, or haste until end of turn",
    # the choice told after the keywords (the grammar's own rule, untouched)
    text = (
        "Retirez un marqueur +1/+1 du Vengeur lunaire : Le Vengeur lunaire acquiert le vol, l'initiative ou la "
        "célérité, selon votre choix, jusqu'à la fin du tour."
    )
    (gain,) = effects(parse("Vengeur lunaire", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and "keyword:first strike" in gain.detail
