"""French quantities and counters said as the English Oracle says them: the statistic after "X étant" ("X étant la
force de la créature engagée de cette manière", `lang/fr/effect_set_off.py`), "X est …" as a sentence of its own,
counters "que vous avez" (`lang/fr/effect_counters_held.py`) and "plus de points de vie que vous"
(`grammar/effects-fr/1-more.lark`). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_where_x_is_the_power_of_the_creature_tapped_this_way_impelled_giant() -> None:
    # Géant forcé (Impelled Giant, EVE): "… gets +X/+0 until end of turn, where X is the power of the creature tapped
    # this way."
    text = (
        "Engagez une créature rouge dégagée que vous contrôlez autre que le Géant forcé : Le Géant forcé gagne +X/+0 "
        "jusqu'à la fin du tour, X étant la force de la créature engagée de cette manière."
    )
    (pump,) = effects(parse("Géant forcé", text))
    assert isinstance(pump, Action) and pump.verb == "modify_pt" and pump.amount == "power"
    assert isinstance(pump.per, ObjectPhrase) and "this_way" in pump.per.qualifiers


def test_x_is_the_mana_value_of_the_exiled_card_elite_arcanist() -> None:
    # Arcaniste d'élite (Elite Arcanist, M14): "X is the converted mana cost of the exiled card."
    # (the card another ability exiled named in the value, `mana_value:of:exiled_with`)
    text = (
        "{X}, {T} : Copiez la carte exilée. Vous pouvez lancer la copie sans payer son coût de mana. X est le coût "
        "converti de mana de la carte exilée."
    )
    *_, x_is = effects(parse("Arcaniste d'élite", text))
    assert isinstance(x_is, EffectCondition) and x_is.test == "x_is:mana_value:of:exiled_with"


def test_for_each_counter_you_have_kalemne_and_your_opponents_have_mycosynth_fiend() -> None:
    # Kalemnée, disciple d'Iroas (Kalemne, Disciple of Iroas, C15): "… gets +1/+1 for each experience counter you
    # have."; Fielleux de mycosynthèse (Mycosynth Fiend, NPH): "… for each poison counter your opponents have."
    for name, text, who, kind in (
        (
            "Kalemnée, disciple d'Iroas",
            "Kalemnée, disciple d'Iroas gagne +1/+1 pour chaque marqueur « expérience » que vous avez.",
            "has:you",
            "experience",
        ),
        (
            "Fielleux de mycosynthèse",
            "Le Fielleux de mycosynthèse gagne +1/+1 pour chaque marqueur « poison » que vos adversaires ont.",
            "has:your_opponents",
            "poison",
        ),
    ):
        (pump,) = effects(parse(name, text))
        assert isinstance(pump, Action) and pump.verb == "modify_pt"
        assert isinstance(pump.per, ObjectPhrase) and pump.per.controller == who and kind in pump.per.qualifiers


def test_more_life_than_you_linvala() -> None:
    # Linvala, la Préservatrice (Linvala, the Preserver, OGW): "…, if an opponent has more life than you, you gain 5
    # life."
    text = (
        "Quand Linvala, la Préservatrice arrive sur le champ de bataille, si un adversaire a plus de points de vie que "
        "vous, vous gagnez 5 points de vie."
    )
    _, condition, gain = effects(parse("Linvala, la Préservatrice", text))
    assert isinstance(condition, EffectCondition) and condition.test == "life:more:than:you"
    assert isinstance(gain, Action) and gain.verb == "gain_life"
