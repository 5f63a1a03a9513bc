"""Spanish printed text: keyword lines, self-reference, ability kinds and rule-607 links on real cards."""

from __future__ import annotations

import pytest

import mtglinks


def links(text: str, name: str) -> set[tuple[str, int, int]]:
    card = mtglinks.analyze(text, lang="es", name=name)
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    return {(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links}


def kinds(text: str, name: str) -> list[str]:
    return [a.kind for a in mtglinks.parse(text, lang="es", name=name).abilities]


def test_keyword_lines_end_with_a_period() -> None:
    card = mtglinks.parse("Vuela, daña primero.\nEstímulo {2}{R}.\nAmparar un Elfo.", lang="es", name="X")
    assert [[(k.canonical, k.parameter) for k in a.keywords] for a in card.abilities] == [
        [("flying", None), ("first strike", None)],
        [("kicker", "{2}{R}")],
        [("champion", "un Elfo")],
    ]


def test_a_sentence_is_not_a_keyword_line() -> None:
    assert kinds("Roba una carta.", "X") == ["spell"]
    assert mtglinks.parse("Roba una carta.", lang="es", name="X").abilities[0].keywords == []


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("Cuando el Cazador de demonios entre al campo de batalla, roba.", "Cuando ~ entre al campo de batalla, roba."),
        ("Destruye la criatura que bloquea al Cazador de demonios.", "Destruye la criatura que bloquea a ~."),
        ("Exilia la carta del Cazador de demonios.", "Exilia la carta de ~."),
        ("Cuando esta criatura muera, roba una carta.", "Cuando ~ muera, roba una carta."),
    ],
)
def test_self_reference_with_article_and_contraction(text: str, normalized: str) -> None:
    card = mtglinks.parse(text, lang="es", name="Cazador de demonios")
    assert card.abilities[0].normalized == normalized


def test_ability_kinds_old_and_new_templates() -> None:
    plume = (
        "En cuanto la Pluma del paraíso entre en juego, elige un color.\n"
        "Siempre que un jugador juegue un hechizo del color elegido, puedes ganar 1 vida.\n"
        "{T}: Agrega un maná del color elegido a tu reserva de maná."
    )
    assert kinds(plume, "Pluma del paraíso") == ["replacement", "triggered", "activated"]
    assert kinds("El Puesto de avanzada abandonado entra en juego girado.", "Puesto de avanzada abandonado") == [
        "replacement"
    ]
    assert kinds("Elige uno:\n• Roba una carta.\n• Gana 3 vidas.", "X") == ["modal"]


def test_modes_opened_by_a_colon_parse() -> None:
    text = "Al comienzo de tu mantenimiento, elige uno: Destruye el permanente encantado; o gana 2 vidas."
    assert kinds(text, "X") == ["triggered"]


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "Cazador de demonios",
            "Cuando el Cazador de demonios entre al campo de batalla, puedes exiliar otra criatura objetivo.\n"
            "Cuando el Cazador de demonios deje el campo de batalla, regresa la carta exiliada al campo de batalla "
            "bajo el control de su propietario.",
            {("607.2a", 0, 1)},
        ),
        (
            "Arrasareinos",
            "Cuando el Arrasareinos entre en juego, remueve del juego todas las tierras.\n"
            "Cuando el Arrasareinos deje el juego, regresa al juego giradas bajo el control de sus propietarios "
            "las cartas removidas.",
            {("607.2a", 0, 1)},
        ),
        (
            "Garganta del vacío",
            "Arrolla.\nSi otra criatura fuera a ser puesta en un cementerio desde el juego, en vez de eso, "
            "remuévela del juego.\nPon una carta removida del juego con la Garganta del vacío en el cementerio "
            "de su propietario: La Garganta del vacío obtiene +2/+2 hasta el final del turno.",
            {("607.2b", 1, 2)},
        ),
        (
            "Foso de Teferi",
            "En cuanto el Foso de Teferi entre en juego, elige un color.\n"
            "Las criaturas del color elegido que no tengan la habilidad de volar no pueden atacarte.",
            {("607.2d", 0, 1)},
        ),
        (
            "Barrera mística",
            "Cuando la Barrera mística entre al campo de batalla o al comienzo de tu mantenimiento, elige "
            "izquierda o derecha.\nCada jugador solo puede atacar al oponente que se siente junto a él en la "
            "última dirección elegida y a los planeswalkers controlados por ese jugador.",
            {("607.2f", 0, 1)},
        ),
        (
            "Guerrillero trasgo",
            "Estímulo {R}. (Puedes pagar {R} adicional en cuanto lances este hechizo.)\n"
            "Cuando el Guerrillero trasgo entre al campo de batalla, si fue estimulado, las criaturas que "
            "controlas obtienen +1/+0 y ganan la habilidad de prisa hasta el final del turno.",
            {("607.2i", 0, 1)},
        ),
        (
            "Turba boggart",
            "Amparar un Trasgo. (Cuando esto entre en juego, sacrifícalo a menos que remuevas del juego otro "
            "Trasgo que controlas. Cuando esto deje el juego, esa carta regresa al juego.)\n"
            "Siempre que un Trasgo que controles haga daño de combate a un jugador, puedes poner en juego una "
            "ficha de criatura Bribón Trasgo negra 1/1.",
            {("607.2k", 0, 0)},
        ),
        (
            "Asedio a la frontera",
            "En cuanto el Asedio a la frontera entre al campo de batalla, elige kans o dragones.\n"
            "• Kans — Al comienzo de cada una de tus fases principales, agrega {G}{G} a tu reserva de maná.\n"
            "• Dragones — Siempre que una criatura con la habilidad de volar entre al campo de batalla bajo tu "
            "control, puedes hacer que luche contra la criatura objetivo que no controlas.",
            {("607.2m", 0, 1), ("607.2m", 0, 2)},
        ),
        (
            "Hermanas de la muerte pétrea",
            "{G}: La criatura objetivo bloquea a las Hermanas de la muerte pétrea este turno si puede.\n"
            "{B}{G}: Remueve del juego la criatura objetivo que bloquea o es bloqueada por las Hermanas de la "
            "muerte pétrea.\n{2}{B}: Pon en juego bajo tu control una carta de criatura removida del juego con "
            "las Hermanas de la muerte pétrea.",
            {("607.2a", 1, 2)},
        ),
    ],
)
def test_links_on_printed_cards(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert links(text, name) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Anaphora inside one ability, and a spell, are never links.
        "Exilia la criatura objetivo. Su controlador gana vidas igual a su fuerza.",
        # Removing counters is not exile.
        "Remueve un contador +1/+1 del Trisquel: El Trisquel hace 1 punto de daño a la criatura o jugador objetivo.",
        # A delayed exile of the token this ability made.
        "{3}, {T}: Pon en el campo de batalla una ficha que es una copia de la criatura objetivo. Exíliala al "
        "comienzo del próximo paso final.",
    ],
)
def test_hard_negatives(text: str) -> None:
    assert links(text, "Trisquel") == set()
