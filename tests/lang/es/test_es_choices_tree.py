"""Spanish choices and references to them read from the effect tree (issue #23: `choose` and `chosen_ref` in
FROM_TREE): the value a choice chooses, the noun a reference names before its participle, and the links they make,
on the real cards' printed Spanish text."""

from __future__ import annotations

import mtglinks
from mtglinks.features.tree import tree_kinds
from mtglinks.tree import Card, Feature


def analyzed(name: str, text: str) -> Card:
    return mtglinks.analyze(text, lang="es", name=name)


def features(card: Card, kind: str) -> list[Feature]:
    return [f for ability in card.iter_abilities() for f in ability.features if str(f.kind) == kind]


def links(card: Card) -> set[tuple[str, int, int]]:
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return {(str(link.rule), paragraph[link.source], paragraph[link.target]) for link in card.links}


def test_kinds_read_from_the_tree() -> None:
    assert {"choose", "chosen_ref"} <= tree_kinds("es")


def test_chosen_color_and_that_color() -> None:
    # Sol enjaulado, as printed in Spanish: "de ese color" in an ability that chose nothing names the chosen color.
    card = analyzed(
        "Sol enjaulado",
        "En cuanto el Sol enjaulado entre al campo de batalla, elige un color.\n"
        "Las criaturas que controlas del color elegido obtienen +1/+1.\n"
        "Siempre que la habilidad de una tierra agregue uno o más maná del color elegido a tu reserva de maná, agrega"
        " un maná adicional de ese color a tu reserva de maná.",
    )
    assert [f.value for f in features(card, "choose")] == ["color"]
    assert [f.value for f in features(card, "chosen_ref")] == ["color", "color"]
    assert links(card) == {("607.2d", 0, 1), ("607.2d", 0, 2)}


def test_two_named_sides_are_anchor_words() -> None:
    # Asedio a la frontera: "elige kans o dragones", and the anchor words of its modes (607.2m).
    card = analyzed(
        "Asedio a la frontera",
        "En cuanto el Asedio a la frontera entre al campo de batalla, elige kans o dragones.\n"
        "• Kans — Al comienzo de cada una de tus fases principales, agrega {G}{G} a tu reserva de maná.\n"
        "• Dragones — Siempre que una criatura con la habilidad de volar entre al campo de batalla bajo tu control,"
        " puedes hacer que luche contra la criatura objetivo que no controlas.",
    )
    assert [f.value for f in features(card, "choose")] == ["words:kans|dragón"]
    assert links(card) == {("607.2m", 0, 1), ("607.2m", 0, 2)}


def test_left_or_right_is_a_choice_of_words() -> None:
    # Barrera mística: the last chosen direction (607.2f, words without rules meaning).
    card = analyzed(
        "Barrera mística",
        "Cuando la Barrera mística entre al campo de batalla o al comienzo de tu mantenimiento, elige izquierda o"
        " derecha.\n"
        "Cada jugador solo puede atacar al oponente que se siente junto a él en la última dirección elegida y a los"
        " planeswalkers controlados por ese jugador.",
    )
    assert [f.value for f in features(card, "choose")] == ["words:left|right"]
    assert [f.value for f in features(card, "chosen_ref")] == ["words"]
    assert links(card) == {("607.2f", 0, 1)}


def test_name_of_a_card_chosen() -> None:
    # Alhammarret, árbitro supremo: "Eliges el nombre de una carta …" (the English "You choose the name of …").
    card = analyzed(
        "Alhammarret, árbitro supremo",
        "Vuela.\n"
        "Cuando Alhammarret, árbitro supremo entre al campo de batalla, cada oponente muestra su mano. Eliges el"
        " nombre de una carta que no sea tierra mostrada de esta manera.\n"
        "Tus oponentes no pueden lanzar hechizos con el nombre elegido (mientras esta criatura esté en el campo de"
        " batalla).",
    )
    assert [f.value for f in features(card, "choose")] == ["card_name"]
    assert ("607.2d", 1, 2) in links(card)


def test_chosen_type_in_a_cost() -> None:
    # Cañón condenador: the chosen type named by a cost part, which is kept whole with its words.
    card = analyzed(
        "Cañón condenador",
        "En cuanto el Cañón condenador entre en juego, elige un tipo de criatura.\n"
        "{3}, {T}, sacrificar una criatura del tipo elegido: El Cañón condenador hace 3 puntos de daño a la criatura o"
        " jugador objetivo.",
    )
    assert [f.value for f in features(card, "chosen_ref")] == ["type"]
    assert links(card) == {("607.2d", 0, 1)}


def test_color_and_creature_type_chosen_together() -> None:
    # Reproductor Resaca: two choices joined by "y", and a token "del tipo y color elegidos X/X".
    card = analyzed(
        "Reproductor Resaca",
        "En cuanto el Reproductor Resaca entre en juego, elige un color y un tipo de criatura.\n"
        "El Reproductor Resaca entra en juego con X contadores de alimentación sobre él.\n"
        "{4}, {T}: Pon en juego una ficha de criatura del tipo y color elegidos X/X, donde X es el número de contadores"
        " de alimentación que haya sobre el Reproductor Resaca.",
    )
    assert [f.value for f in features(card, "choose")] == ["color", "creature_type"]
    assert links(card) == {("607.2d", 0, 2)}


def test_number_chosen_at_random() -> None:
    # Haktos, el Intocable (printed-es-modern): a number chosen at random among those listed.
    card = analyzed(
        "Haktos, el Intocable",
        "Haktos, el Intocable ataca cada combate si puede.\n"
        "En cuanto Haktos entre al campo de batalla, elige 2, 3 o 4 al azar.\n"
        "Haktos tiene protección contra cada coste de maná convertido excepto el número elegido.",
    )
    assert [f.value for f in features(card, "choose")] == ["words:2|3|4"]
    assert [f.value for f in features(card, "chosen_ref")] == ["number"]
    assert links(card) == {("607.2d", 1, 2)}


def test_a_mode_is_no_choice_of_a_value() -> None:
    # Respiradero de fisura: "Elige uno o ambos" chooses modes, which no ability refers to as a chosen value.
    card = analyzed(
        "Respiradero de fisura",
        "Elige uno o ambos: Destruye el artefacto objetivo; y/o destruye la tierra no básica objetivo.",
    )
    assert features(card, "choose") == []
