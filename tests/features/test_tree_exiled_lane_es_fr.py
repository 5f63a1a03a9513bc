"""Spanish and French sentences that exile cards, read by the effect tree (issue #23: the acting half of 607.2a/b the
patterns `exile` read): an opponent's or a target library, "boca arriba" after the object, "hasta otras tres", "distinto
de ~", "de un único cementerio", "que bloquea o es bloqueada por ~", "del juego" after the zone
(lang/es/effect_exile_words.py, grammar/effects-es/6-exile-more.lark), and the French state set off by commas, "face
cachée" (lang/fr/effect_exile_words.py, grammar/effects-fr/9-exiled-face-down.lark), on real printed card text."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action, ObjectPhrase


def _exile(ability: Ability) -> Action:
    (exile,) = [e for e in ability.effects if isinstance(e, Action) and e.verb == "exile"]
    assert K.EXILE in [h.kind for h in cost_queries.halves(ability)]
    return exile


def test_shared_fate_exiles_the_top_card_of_an_opponents_library_face_down() -> None:
    # Destino compartido (Shared Fate, printed es)
    card = mtglinks.analyze(
        "Si un jugador fuera a robar una carta, en vez de eso, ese jugador remueve del juego boca abajo la carta de la "
        "parte superior de la biblioteca de un oponente\nCada jugador puede mirar y jugar las cartas que haya removido "
        "del juego con Destino compartido como si estuvieran en su mano.",
        lang="es",
        name="Destino compartido",
    )
    exile = _exile(card.abilities[0])
    # the exile replaces the draw ("en vez de eso, …": detail `instead`, tests/effects/test_instead_clause.py)
    assert exile.detail == ["face_down", "instead"] and exile.zone_from == "library"


def test_uba_mask_exiles_the_card_face_up() -> None:
    # Máscara de uba (Uba Mask, printed es)
    card = mtglinks.analyze(
        "Si un jugador fuera a robar una carta, en vez de eso, ese jugador remueve del juego esa carta boca arriba.\n"
        "Cada jugador puede jugar las cartas que removió del juego con la Máscara de uba este turno.",
        lang="es",
        name="Máscara de uba",
    )
    # the exile replaces the draw ("en vez de eso, …"), 607.2b
    assert _exile(card.abilities[0]).detail == ["instead", "face_up"]


@pytest.mark.parametrize(
    ("name", "text", "zone"),
    [
        # Circu, Dimir Lobotomist: older printed "target library"
        (
            "Circu, lobotomista dimir",
            "Siempre que juegues un hechizo azul, remueve del juego la carta de la parte superior de la biblioteca "
            "objetivo.",
            "library",
        ),
        # Angel of Serenity: "otras" before the count
        (
            "Ángel de serenidad",
            "Cuando el Ángel de serenidad entre al campo de batalla, puedes exiliar hasta otras tres criaturas del "
            "campo de batalla y/o cartas de criatura objetivo de los cementerios.",
            "battlefield",
        ),
        # Spellweaver Helix: "de un único cementerio"
        (
            "Hélice tejehechizos",
            "Cuando la Hélice tejehechizos entre en juego, puedes remover del juego dos cartas de conjuro objetivo de "
            "un único cementerio.",
            "graveyard",
        ),
        # Death-Mask Duplicant's imprint: "del juego" after the zone the card leaves
        (
            "Duplicante máscara de muerte",
            "Estampa {1}: Remueve la carta de criatura objetivo de tu cementerio del juego.",
            "graveyard",
        ),
    ],
)
def test_spanish_exiles_read_whole(name: str, text: str, zone: str) -> None:
    card = mtglinks.analyze(text, lang="es", name=name)
    assert _exile(card.abilities[-1]).zone_from == zone


def test_admonition_angel_exiles_a_permanent_other_than_itself() -> None:
    # Ángel de admonición (Admonition Angel, printed es): "distinto del Ángel de admonición"
    card = mtglinks.analyze(
        "Aterrizaje — Siempre que una tierra entre al campo de batalla bajo tu control, puedes exiliar el permanente "
        "objetivo que no sea tierra distinto del Ángel de admonición.",
        lang="es",
        name="Ángel de admonición",
    )
    (thing,) = _exile(card.abilities[0]).objects
    assert isinstance(thing, ObjectPhrase) and "other_than" in thing.qualifiers


def test_sisters_of_stone_death_exile_the_creature_in_combat_with_them() -> None:
    # Hermanas de la muerte pétrea (Sisters of Stone Death, printed es)
    card = mtglinks.analyze(
        "{B}{G}: Remueve del juego la criatura objetivo que bloquea o es bloqueada por las Hermanas de la muerte "
        "pétrea.",
        lang="es",
        name="Hermanas de la muerte pétrea",
    )
    (thing,) = _exile(card.abilities[0]).objects
    assert isinstance(thing, ObjectPhrase) and thing.qualifiers == ["blocking_or_blocked_by_self"]


@pytest.mark.parametrize(
    ("name", "text", "zone"),
    [
        # Plans de Colfénor (Colfenor's Plans, printed fr): the state between the verb and the objects
        (
            "Plans de Colfénor",
            "Quand les Plans de Colfénor arrivent en jeu, retirez de la partie, face cachée, les sept cartes du dessus "
            "de votre bibliothèque.",
            "library",
        ),
        # Cloître en bouteille (Bottled Cloister, printed fr): after the hand
        (
            "Cloître en bouteille",
            "Au début de l'entretien de chaque adversaire, retirez de la partie votre main, face cachée.",
            "hand",
        ),
        # Miroir anneau de lune (Moonring Mirror, printed fr): after the top card of the library
        (
            "Miroir anneau de lune",
            "À chaque fois que vous piochez une carte, retirez de la partie la carte du dessus de votre bibliothèque, "
            "face cachée.",
            "library",
        ),
    ],
)
def test_french_exiles_face_down_set_off_by_commas(name: str, text: str, zone: str) -> None:
    card = mtglinks.analyze(text, lang="fr", name=name)
    exile = _exile(card.abilities[0])
    assert exile.detail == ["face_down"] and exile.zone_from == zone


def test_french_circu_exiles_from_the_target_library() -> None:
    # Circu, lobotomiste dimir (printed fr): older printed "la bibliothèque ciblée"
    card = mtglinks.analyze(
        "À chaque fois que vous jouez un sort bleu, retirez de la partie la carte du dessus de la bibliothèque ciblée.",
        lang="fr",
        name="Circu, lobotomiste dimir",
    )
    assert _exile(card.abilities[0]).zone_from == "library"


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Esfera de detención (Detention Sphere, printed es): "que no se llame Esfera de detención"
        (
            "es",
            "Esfera de detención",
            "Cuando la Esfera de detención entre al campo de batalla, puedes exiliar el permanente objetivo que no sea "
            "tierra que no se llame Esfera de detención y todos los otros permanentes con el mismo nombre que ese "
            "permanente.",
        ),
        # Sphère de détention (printed fr): "qui n'est pas nommé Sphère de détention"
        (
            "fr",
            "Sphère de détention",
            "Quand la Sphère de détention arrive sur le champ de bataille, vous pouvez exiler un permanent non-terrain "
            "ciblé qui n'est pas nommé Sphère de détention et tous les autres permanents ayant le même nom que ce "
            "permanent.",
        ),
    ],
)
def test_detention_sphere_exiles_a_permanent_not_named_itself(lang: str, name: str, text: str) -> None:
    card = mtglinks.analyze(text, lang=lang, name=name)
    first, _rest = _exile(card.abilities[0]).objects
    assert isinstance(first, ObjectPhrase) and first.qualifiers == ["not_named:self"]


def test_gravegouger_exiles_cards_from_a_single_graveyard() -> None:
    # Évideur de tombes (Gravegouger, printed fr): "d'un seul cimetière"
    card = mtglinks.analyze(
        "Quand l'Évideur de tombes arrive en jeu, retirez de la partie jusqu'à deux cartes ciblées d'un seul "
        "cimetière.",
        lang="fr",
        name="Évideur de tombes",
    )
    assert _exile(card.abilities[0]).zone_from == "graveyard"


def test_a_spanish_exile_cost_of_the_card_and_others_exiles_more_than_itself() -> None:
    # Núcleo del Mechagigante (Mechtitan Core, printed es): "exiliar ~ y otras cuatro criaturas …" links to the cards
    # exiled with it, as the English "Exile ~ and four other …" does (features/exile_cost_words.py)
    card = mtglinks.analyze(
        "{5}, exiliar el Núcleo del Mechagigante y otras cuatro criaturas artefacto y/o Vehículos que controlas: Crea "
        "al Mechagigante, una ficha de criatura artefacto Constructo 10/10 legendaria con las habilidades de volar, "
        "vigilancia, arrollar, vínculo vital y prisa que es de todos los colores. Cuando esa ficha deje el campo de "
        "batalla, regresa todas las cartas exiliadas con el Núcleo del Mechagigante excepto el Núcleo del "
        "Mechagigante al campo de batalla giradas bajo el control de sus propietarios.\nTripular 2.",
        lang="es",
        name="Núcleo del Mechagigante",
    )
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2a", 0, 0)]
