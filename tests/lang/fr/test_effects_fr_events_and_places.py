"""French trigger events, places and whose abilities, read as the English Oracle reads them: two events joined by "ou"
and a second trigger word, the steps of "chaque autre joueur" and of a controller, "combat pendant le tour de chaque
adversaire" (`lang/fr/effect_phrases.py`), the object attached to set off before the objects put, whose control
before them (`grammar/effects-fr/1-more.lark`) and "les capacités activées des artefacts" (`effects/noun_shapes.py`).
Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, ObjectPhrase, Reference, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_upkeep_or_whenever_you_cast_shrine_of_boundless_growth() -> None:
    # Reliquaire de l'Abondante croissance (Shrine of Boundless Growth): "At the beginning of your upkeep or whenever
    # you cast a green spell, put a charge counter on ~."
    name = "Reliquaire de l'Abondante croissance"
    text = (
        "Au début de votre entretien ou à chaque fois que vous lancez un sort vert, mettez un marqueur « charge » sur "
        "le Reliquaire de l'Abondante croissance."
    )
    event, put = effects(parse(name, text))
    assert isinstance(event, TriggerEvent) and event.event == "your:upkeep"
    assert [a.verb for a in event.actions] == ["cast"]
    assert isinstance(put, Action) and put.verb == "put_counter"


def test_steps_of_each_other_player_well_of_ideas_and_combat_on_each_opponents_turn() -> None:
    # Puits d'idées (Well of Ideas, C14): "At the beginning of each other player's draw step, that player draws an
    # additional card."; Sentinelle des veilleurs éternels (Sentinel of the Eternal Watch, ORI): "At the beginning of
    # combat on each opponent's turn, tap target creature that player controls."
    for name, text, step, verb in (
        (
            "Puits d'idées",
            "Au début de l'étape de pioche de chaque autre joueur, ce joueur pioche une carte supplémentaire.",
            "each_other:draw_step",
            "draw",
        ),
        (
            "Sentinelle des veilleurs éternels",
            "Au début du combat pendant le tour de chaque adversaire, engagez une "
            "créature ciblée que ce joueur contrôle.",
            "opponent:combat",
            "tap",
        ),
    ):
        event, action = effects(parse(name, text))
        assert isinstance(event, TriggerEvent) and event.event == step
        assert isinstance(action, Action) and action.verb == verb


def test_put_attached_to_set_off_academy_researchers() -> None:
    # Chercheurs de l'académie (Academy Researchers, 10E): "… you may put an Aura card from your hand onto the
    # battlefield attached to Academy Researchers."
    name = "Chercheurs de l'académie"
    text = (
        "Quand les Chercheurs de l'académie arrivent en jeu, vous pouvez mettre en jeu, attachée aux Chercheurs de "
        "l'académie, une carte d'aura de votre main."
    )
    _, put = effects(parse(name, text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "battlefield" and put.zone_from == "hand"
    assert "attached_to" in put.detail and isinstance(put.objects[-1], Reference)


def test_put_under_your_control_before_the_object_chainer() -> None:
    # Chaînes, maître des démences (Chainer, Dementia Master, TOR): "Put target creature card from a graveyard onto
    # the battlefield under your control."
    text = (
        "{B}{B}{B}, payez 3 points de vie : Mettez en jeu sous votre contrôle la carte de créature ciblée d'un "
        "cimetière."
    )
    (put,) = effects(parse("Chaînes, maître des démences", text))
    assert isinstance(put, Action) and put.verb == "put" and "under_your_control" in put.detail


def test_activated_abilities_of_artifacts_stony_silence() -> None:
    # Silence de pierre (Stony Silence, ISD): "Activated abilities of artifacts can't be activated."
    text = "Les capacités activées des artefacts ne peuvent pas être activées."
    (activate,) = effects(parse("Silence de pierre", text))
    assert isinstance(activate, Action) and activate.verb == "activate" and activate.negated
    assert isinstance(activate.actor, ObjectPhrase) and "of:artifact" in activate.actor.qualifiers
