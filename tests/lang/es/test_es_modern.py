"""Spanish keywords of 2017 on and current templates, on real card text."""

from __future__ import annotations

import pytest
from helpers import paragraph_links

import mtglinks
from mtglinks.kinds import AbilityKind


@pytest.mark.parametrize(
    ("name", "text", "canonical"),
    [
        # Transferir // Recuerdo and Deber // Autoridad (Amonkhet), the aftermath halves
        (
            "Recuerdo",
            "Secuela. (Lanza este hechizo solo desde tu cementerio. Luego exílialo.)\nCada jugador baraja su mano y "
            "cementerio en su biblioteca, luego roba siete cartas.",
            "aftermath",
        ),
        (
            "Autoridad",
            "Secuela. (Lanza este hechizo solo desde tu cementerio. Luego exílialo.)\nGira hasta dos criaturas "
            "objetivo que controlen tus oponentes.",
            "aftermath",
        ),
        ("Mordisco caramelizado", "Negociar. (Puedes sacrificar un artefacto, encantamiento o ficha.)", "bargain"),
        (
            "Vigilante de la ballesta",
            "Diurno. (Si un jugador no lanza ningún hechizo durante su propio turno, se hace de noche al turno "
            "siguiente.)",
            "daybound",
        ),
    ],
)
def test_keywords_of_2017_on_are_keyword_lines(name: str, text: str, canonical: str) -> None:
    first = mtglinks.parse(text, lang="es", name=name).abilities[0]
    assert first.kind == AbilityKind.KEYWORD
    assert [k.canonical for k in first.keywords] == [canonical]


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # Escuadra (squad) holds both halves of 607.2i
        (
            "Marine Espacial Devastador",
            "Escuadra {2}. (Como coste adicional para lanzar este hechizo, puedes pagar {2} tantas veces como "
            "quieras. Cuando esta criatura entre al campo de batalla, crea esa cantidad de fichas que son copias de "
            "ella.)\nCañón grav — Cuando el Marine Espacial Devastador entre al campo de batalla, destruye hasta un "
            "artefacto o encantamiento objetivo.",
            {("607.2i", 0, 0)},
        ),
        # Negociar (bargain) and "si este hechizo fue negociado"
        (
            "Mordisco caramelizado",
            "Negociar. (Puedes sacrificar un artefacto, encantamiento o ficha al lanzar este hechizo.)\nLa criatura "
            "objetivo obtiene -3/-3 hasta el final del turno. Si este hechizo fue negociado, en vez de eso, esa "
            "criatura obtiene -5/-5 hasta el final del turno.",
            {("607.2i", 0, 1)},
        ),
    ],
)
def test_links_of_current_mechanics(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert paragraph_links("es", text, name) == expected


def test_exiling_itself_as_a_cost_is_no_exile() -> None:
    # Nosferatu de Sengir: the token's "una carta exiliada llamada …" names a card; no ability exiled it
    text = (
        "Vuela.\n{1}{B}, exiliar el Nosferatu de Sengir: Crea una ficha de criatura Murciélago negra 1/2 con la "
        'habilidad de volar. Tiene "{1}{B}, sacrificar esta criatura: Regresa al campo de batalla bajo el control de '
        'su propietario una carta exiliada llamada Nosferatu de Sengir".'
    )
    assert paragraph_links("es", text, "Nosferatu de Sengir") == set()


@pytest.mark.parametrize(
    "text",
    [
        # Laboratorios de I.M.A. (current template), and "entra al campo de batalla girada"
        "Esta tierra entra girada.",
        "La Tierra de prueba entra al campo de batalla girada.",
    ],
)
def test_enters_tapped_is_a_replacement_with_or_without_its_zone(text: str) -> None:
    assert mtglinks.parse(text, lang="es", name="Tierra de prueba").abilities[0].kind == AbilityKind.REPLACEMENT


def test_a_period_glued_to_an_activation_cost_starts_a_new_ability() -> None:
    # Arcanista de élite as printed, its line break lost: "… de tu mano.{X}, {T}: Copia la carta exiliada."
    text = (
        "Cuando el Arcanista de élite entre al campo de batalla, puedes exiliar una carta de instantáneo de tu mano."
        "{X}, {T}: Copia la carta exiliada. Puedes lanzar la copia sin pagar su coste de maná. X es el coste de maná "
        "convertido de la carta exiliada."
    )
    card = mtglinks.analyze(text, lang="es", name="Arcanista de élite")
    assert [a.kind for a in card.abilities] == [AbilityKind.TRIGGERED, AbilityKind.ACTIVATED]
    assert paragraph_links("es", text, "Arcanista de élite") == {("607.2a", 0, 0)}


def test_a_period_glued_to_a_symbol_inside_one_ability_is_not_cut() -> None:
    text = "Agrega {G}.{G} puede gastarse solo en hechizos de criatura."
    assert len(mtglinks.parse(text, lang="es", name="X").abilities) == 1


def test_current_self_templates_capitalize_the_subtype() -> None:
    # Balada de la bandera negra (a Saga), Balista de guerra (a Vehicle): reminder text says "esta Saga",
    # "Este Vehículo"; a granted ability "Cuando este Equipo entre" the same way
    card = mtglinks.parse("Cuando este Equipo entre, crea una ficha de Tesoro.", lang="es", name="X")
    assert card.abilities[0].normalized == "Cuando ~ entre, crea una ficha de Tesoro."
    saga = mtglinks.parse("En cuanto esta Saga entre, elige un color.", lang="es", name="X")
    assert saga.abilities[0].normalized == "En cuanto ~ entre, elige un color."


def test_a_sentence_that_opens_with_a_keyword_name_is_not_a_keyword_line() -> None:
    # Cría de báloth (Baloth Pup) read without its name: "Cría" is also offspring's name
    text = "La Cría de báloth tiene la habilidad de arrollar mientras tenga un contador +1/+1 sobre ella."
    for name in (None, "Otra carta"):
        card = mtglinks.analyze(text.removeprefix("La "), lang="es", name=name)
        assert card.abilities[0].kind == AbilityKind.STATIC
        assert card.links == []
    assert [k.parameter for k in mtglinks.parse("Cría {2}.", lang="es", name="X").abilities[0].keywords] == ["{2}"]


@pytest.mark.parametrize(
    ("text", "canonical", "parameter"),
    [
        ("Regalar una carta. (Puedes prometerle un regalo a un oponente al lanzar este hechizo.)", "gift", "una carta"),
        ("Reforzar X—{X}{G}{G}. (Descarta esta carta: Pon X contadores +1/+1.)", "reinforce", "{X}{G}{G}."),
    ],
)
def test_keywords_whose_parameter_is_words_or_x_stay_keyword_lines(text: str, canonical: str, parameter: str) -> None:
    first = mtglinks.parse(text, lang="es", name="Carta").abilities[0]
    assert [(k.canonical, k.parameter) for k in first.keywords] == [(canonical, parameter)]


def test_a_class_level_up_opens_its_level() -> None:
    # Talento: recolección (Scavenger's Talent), its level 2
    text = (
        "(Gana un nivel como un conjuro para agregar su habilidad.)\nSiempre que una o más criaturas que controlas "
        "mueran, crea una ficha de Comida.\n{1}{B}: Nivel 2\nSiempre que sacrifiques un permanente, el jugador "
        "objetivo muele dos cartas."
    )
    card = mtglinks.parse(text, lang="es", name="Talento: recolección")
    assert [a.level for a in card.abilities] == [None, None, "2", "2"]


def test_an_optional_additional_cost_asked_about_as_of_casting() -> None:
    # Dragonlord's-Prerogative style: "mientras lanzabas este hechizo" (current), "al lanzar" (older)
    offered = "Como coste adicional para lanzar este hechizo, puedes mostrar una carta de Dragón de tu mano.\n"
    for asked in ("mientras lanzabas este hechizo", "al lanzar este hechizo"):
        text = offered + f"Si mostraste una carta de Dragón o controlabas un Dragón {asked}, roba una carta."
        assert paragraph_links("es", text, "X") == {("607.2i", 0, 1)}
    assert paragraph_links("es", "Si controlabas un Dragón mientras lanzabas este hechizo, roba.", "X") == set()
