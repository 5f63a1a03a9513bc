"""Spanish printed text: keyword lines, self-reference, ability kinds and rule-607 links on real cards."""

from __future__ import annotations

import pytest
from helpers import ability_kinds, paragraph_links

import mtglinks


def test_keyword_lines_end_with_a_period() -> None:
    card = mtglinks.parse("Vuela, daña primero.\nEstímulo {2}{R}.\nAmparar un Elfo.", lang="es", name="X")
    assert [[(k.canonical, k.parameter) for k in a.keywords] for a in card.abilities] == [
        [("flying", None), ("first strike", None)],
        [("kicker", "{2}{R}")],
        [("champion", "un Elfo")],
    ]


def test_a_sentence_is_not_a_keyword_line() -> None:
    assert ability_kinds("es", "Roba una carta.", "X") == ["spell"]
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
    assert ability_kinds("es", plume, "Pluma del paraíso") == ["replacement", "triggered", "activated"]
    assert ability_kinds(
        "es", "El Puesto de avanzada abandonado entra en juego girado.", "Puesto de avanzada abandonado"
    ) == ["replacement"]
    assert ability_kinds("es", "Elige uno:\n• Roba una carta.\n• Gana 3 vidas.", "X") == ["modal"]


def test_modes_opened_by_a_colon_parse() -> None:
    text = "Al comienzo de tu mantenimiento, elige uno: Destruye el permanente encantado; o gana 2 vidas."
    assert ability_kinds("es", text, "X") == ["triggered"]


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
            # A list of options of two words each (a color and a creature type), then "del color y tipo elegido".
            "Imperios sarpadianos, Vol. VII",
            "En cuanto Imperios sarpadianos, Vol. VII entre en juego, elige Ciudadano blanco, Camárido azul, Thrull "
            "negro, Trasgo rojo o Saprolín verde.\n"
            "{3}, {T}: Pon en juego una ficha de criatura 1/1 del color y tipo elegido.",
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
    assert paragraph_links("es", text, name) == expected


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
    assert paragraph_links("es", text, "Trisquel") == set()


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # A list of card types offered with "elige entre …"
        (
            "Llave de nubes",
            "En cuanto la Llave de nubes entre en juego, elige entre artefacto, criatura, encantamiento, "
            "instantáneo o conjuro.\nCuesta {1} menos jugar los hechizos del tipo elegido.",
            {("607.2d", 0, 1)},
        ),
        # The subject sits between "removidas del juego" and "con ~".
        (
            "Urna de Cólfenor",
            "Siempre que una criatura con resistencia de 4 o más vaya a un cementerio desde el juego, puedes "
            "removerla del juego.\nAl final del turno, si fueron removidas del juego tres o más cartas con la Urna "
            "de Cólfenor, sacrifícala. Si lo haces, regresa esas cartas al juego bajo el control de sus "
            "propietarios.",
            {("607.2a", 0, 1)},
        ),
        # Old text names the choice with a demonstrative in another ability.
        (
            "Declaración de fracaso",
            "En cuanto la Declaración de fracaso entre en juego, nombra una carta.\n"
            "{U}: Contrarresta el hechizo objetivo con ese nombre.",
            {("607.2d", 0, 1)},
        ),
        (
            "Puerta de los destinos",
            "En cuanto la Puerta de los destinos entre en juego, elige un tipo de criatura.\n"
            "Siempre que juegues un hechizo de ese tipo, pon un contador de carga sobre la Puerta de los destinos.\n"
            "Las criaturas de ese tipo que controlas obtienen +1/+1 por cada contador de carga sobre la Puerta de "
            "los destinos.",
            {("607.2d", 0, 1), ("607.2d", 0, 2)},
        ),
        (
            "Sello del Pacto entre Gremios",
            "En cuanto el Sello del Pacto entre Gremios entre al campo de batalla, elige dos colores.\n"
            "Te cuesta {1} menos lanzar hechizos por cada uno de esos colores que tenga el hechizo.",
            {("607.2d", 0, 1)},
        ),
        (
            "Remolinear las nieblas",
            "En cuanto Remolinear las nieblas entre en juego, elige una palabra de color.\nTodas las referencias a "
            "palabras de color en hechizos o permanentes se convierten en la palabra de color elegida.",
            {("607.2d", 0, 1)},
        ),
        (
            "Gigante de desolación",
            "Estímulo {W}{W} (Puedes pagar {W}{W} adicional en cuanto juegues este hechizo.)\nCuando el Gigante de "
            "desolación entre en juego, destruye todas las otras criaturas que controlas. Si pagaste el coste del "
            "estímulo, en vez de eso, destruye todas las demás criaturas.",
            {("607.2i", 0, 1)},
        ),
        # Imprint: "una carta … esté estampada en ~" is a card exiled with it.
        (
            "Duplicante",
            "Estampa Cuando el Duplicante entre en juego, puedes remover del juego la criatura objetivo que no sea "
            "una ficha. (La carta removida es estampada en este artefacto.)\nCuando una carta de criatura esté "
            "estampada en el Duplicante, éste tiene la fuerza, resistencia y tipo de criatura de esa carta. Aún se "
            "considera un metamorfo.",
            {("607.2a", 0, 1)},
        ),
        (
            "Cría de engendro",
            "Devorar 1. (En cuanto esto entra en juego puedes sacrificar cualquier cantidad de criaturas. Esta "
            "criatura entra en juego con esa cantidad de contadores +1/+1 sobre ella.)\nLa Cría de engendro tiene "
            "las habilidades de volar y arrollar si devoró una criatura.",
            {("607.2g", 0, 1)},
        ),
        (
            "Desollador de almas",
            "Excavar. (Cada carta que exilies de tu cementerio al lanzar este hechizo cuenta como un pago de {1}.)\n"
            "Si una carta de criatura con la habilidad de volar fue exiliada con la habilidad de excavar del "
            "Desollador de almas, el Desollador de almas tiene la habilidad de volar.",
            {("607.2q", 0, 1)},
        ),
        # "en vez de eso, ese jugador remueve del juego": exile by a replacement effect.
        (
            "Máscara de uba",
            "Si un jugador fuera a robar una carta, en vez de eso, ese jugador remueve del juego esa carta boca "
            "arriba.\nCada jugador puede jugar las cartas que removió del juego con la Máscara de uba este turno.",
            {("607.2b", 0, 1)},
        ),
        # 607.2f: words without rules meaning, referred to as "el valor elegido" / "los jugadores que eligieron …"
        (
            "Prerrogativa de Cenizeida",
            "En cuanto la Prerrogativa de Cenizeida entre en juego, elige par o impar. (Cero es par.)\nLas criaturas "
            "con coste de maná convertido del valor elegido tienen la habilidad de prisa.\nLas criaturas sin coste de "
            "maná convertido del valor elegido entran en juego giradas.",
            {("607.2f", 0, 1), ("607.2f", 0, 2)},
        ),
        (
            "Arcángel del conflicto",
            "Vuela.\nEn cuanto el Arcángel del conflicto entre al campo de batalla, cada jugador elige guerra o paz.\n"
            "Las criaturas controladas por los jugadores que eligieron guerra obtienen +3/+0.\nLas criaturas "
            "controladas por los jugadores que eligieron paz obtienen +0/+3.",
            {("607.2f", 1, 2), ("607.2f", 1, 3)},
        ),
    ],
)
def test_old_templates_on_printed_cards(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert paragraph_links("es", text, name) == expected


@pytest.mark.parametrize(
    "text",
    [
        # The demonstrative inside the choosing ability is anaphora.
        "Elige un tipo de criatura. Roba una carta por cada permanente que controlas de ese tipo.",
        "Nombra una carta que no sea tierra. El jugador objetivo muestra su mano. Ese jugador descarta una carta "
        "con ese nombre. Si no puede, tú robas una carta.",
        # "ese tipo" without any choice on the card.
        "Siempre que un jugador gire una tierra para obtener maná, ese jugador agrega un maná de ese tipo a su "
        "reserva de maná.",
    ],
)
def test_demonstratives_without_a_choice_elsewhere(text: str) -> None:
    assert paragraph_links("es", text, "Melodía distante") == set()


@pytest.mark.parametrize("type_line", ["Instantáneo", "Instant"])
def test_the_type_line_says_spell_in_either_language(type_line: str) -> None:
    # Scryfall gives printed Spanish text with the English `type_line`; printed records, the Spanish one.
    # Lightning Bolt as printed in Spanish (M10).
    text = "El Relámpago hace 3 puntos de daño a la criatura o jugador objetivo."
    face = {"name": "Relámpago", "text": text, "type_line": type_line}
    (ability,) = mtglinks.parse(lang="es", faces=[face]).abilities
    assert ability.kind == "spell"
    face = {"name": "Relámpago", "text": text, "type_line": "Criatura — Elemental"}
    (ability,) = mtglinks.parse(lang="es", faces=[face]).abilities
    assert ability.kind == "static"
