"""The markers `transforms` and `before_game` and 607.2h's `this_way` read from the effect tree instead of the patterns
(issues #22 and #23), on real card text: the tree's queries (features/marker_queries.py, features/queries.py) give the
halves the retired pattern entries gave."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role


def _features(card: mtglinks.Card, kind: str) -> list[tuple[int, str, str]]:
    return [
        (ability.paragraph, str(f.role), f.text)
        for ability in card.iter_abilities()
        for f in ability.features
        if f.kind == kind
    ]


@pytest.mark.parametrize(
    ("lang", "kind"),
    [
        ("en", K.TRANSFORMS),
        ("es", K.TRANSFORMS),
        ("ru", K.TRANSFORMS),
        ("es", K.THIS_WAY),
        ("fr", K.THIS_WAY),
        ("ru", K.THIS_WAY),
        ("es", K.BEFORE_GAME),
        ("fr", K.BEFORE_GAME),
        ("ru", K.BEFORE_GAME),
    ],
)
def test_the_kind_is_read_from_the_tree_and_no_pattern_reads_it(lang: str, kind: str) -> None:
    assert kind in tree.tree_kinds(lang)
    assert kind not in {p.kind for p in patterns.language_data(lang).patterns}


def test_a_search_of_the_library_this_way_in_spanish() -> None:
    # Suplicante siniestro (Dark Supplicant), printed Spanish: the player only in the person of "buscas"
    text = (
        "{T}, sacrificar tres Clérigos: Busca en tu cementerio, mano y/o biblioteca una carta llamada Vástago de la "
        "oscuridad y ponla en juego. Si buscas en tu biblioteca de esta manera, barájala."
    )
    card = mtglinks.analyze(text, lang="es", name="Suplicante siniestro")
    shuffle = card.abilities[0].effects[-1]
    condition = shuffle.condition  # type: ignore[attr-defined]
    assert condition.test == "did_this_way"
    (search,) = condition.about
    assert search.verb == "search" and search.zone_from == "library" and search.actor.who == "you"
    assert _features(card, K.THIS_WAY) == [(0, Role.REFERRING, "Si buscas en tu biblioteca de esta manera,")]


def test_a_search_said_in_the_third_person_names_no_player() -> None:
    # the same sentence with "busca" (he or she searches): not "you"
    card = mtglinks.analyze("Si busca en su biblioteca de esta manera, la baraja.", lang="es")
    search = card.abilities[0].effects[0].condition.about[0]  # type: ignore[attr-defined]
    assert search.verb == "search" and search.actor is None


def test_a_search_this_way_in_russian() -> None:
    # Арахнус-Прядильщик (Arachnus Spinner), printed Russian: "таким образом" between the verb and the zone
    text = (
        "Захват (Это существо может блокировать существа с Полетом.)\nПоверните неповернутого Паука под вашим "
        "контролем: найдите на вашем кладбище и (или) в библиотеке карту с именем Паутина Арахнуса и положите ее на "
        "поле битвы, прикрепленной к целевому существу. Если вы ищете таким образом в вашей библиотеке, перетасуйте ее."
    )
    card = mtglinks.analyze(text, lang="ru", name="Арахнус-Прядильщик")
    assert _features(card, K.THIS_WAY) == [(1, Role.REFERRING, "Если вы ищете таким образом в вашей библиотеке,")]


def test_a_search_this_way_in_french() -> None:
    # Suppliant sinistre (Dark Supplicant), the sentence as printed in French
    card = mtglinks.analyze("Si vous cherchez dans votre bibliothèque de cette manière, mélangez-la.", lang="fr")
    assert _features(card, K.THIS_WAY) == [
        (0, Role.REFERRING, "Si vous cherchez dans votre bibliothèque de cette manière,")
    ]


@pytest.mark.parametrize(
    ("lang", "name", "text", "read"),
    [
        (
            "es",
            "Desertor afligido",
            "Al comienzo de cada mantenimiento, si no se lanzaron hechizos en el último turno, transforma al Desertor "
            "afligido.",
            "transforma a ~",
        ),
        (
            "ru",
            "Одержимый Дезертир",
            "В начале каждого шага поддержки, если в предыдущем ходу не было разыграно ни одного заклинания, "
            "трансформируйте Одержимого Дезертира.",
            "трансформируйте ~",
        ),
    ],
)
def test_a_card_that_transforms_itself(lang: str, name: str, text: str, read: str) -> None:
    # Afflicted Deserter as printed in Spanish and Russian (the printed record holds its front face only)
    card = mtglinks.analyze(text, lang=lang, name=name)
    assert _features(card, K.TRANSFORMS) == [(0, Role.MARKER, read)]


def test_an_english_flip_card_flips_itself_and_a_coin_is_no_card() -> None:
    # Faithful Squire (a flip card) flips itself; Mana Clash flips coins
    squire = mtglinks.analyze(
        "At the beginning of the end step, if there are two or more ki counters on this creature, you may flip it.",
        name="Faithful Squire",
    )
    assert [kind for _, kind, _ in _features(squire, K.TRANSFORMS)] == [Role.MARKER]
    clash = mtglinks.analyze(
        "You and target opponent each flip a coin. Mana Clash deals 1 damage to each player whose coin comes up tails. "
        "Repeat this process until both players' coins come up heads on the same flip.",
        name="Mana Clash",
    )
    assert _features(clash, K.TRANSFORMS) == []


def test_a_double_faced_card_that_transforms_reads_both_faces() -> None:
    # Delver of Secrets // Insectile Aberration (Oracle): the front face's trigger transforms the card
    card = mtglinks.analyze(
        lang="en",
        name="Delver of Secrets // Insectile Aberration",
        faces=[
            {
                "name": "Delver of Secrets",
                "text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that "
                "card. If an instant or sorcery card is revealed this way, transform this creature.",
            },
            {"name": "Insectile Aberration", "text": "Flying"},
        ],
    )
    assert [role for _, role, _ in _features(card, K.TRANSFORMS)] == [Role.MARKER]


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        (
            "fr",
            "Ligne ley de force vitale",
            "Si la Ligne ley de force vitale est dans votre main de départ, vous pouvez l'avoir en jeu au début de la "
            "partie.\nLes sorts de créature ne peuvent pas être contrecarrés.",
        ),
        (
            "es",
            "Línea mística de la vitalidad",
            "Si la Línea mística de la vitalidad está en tu mano inicial, puedes comenzar el juego con ella en juego.\n"
            "Los hechizos de criatura no pueden ser contrarrestados.",
        ),
        (
            "ru",
            "Лучи молний",
            "Если Лучи молний находятся в вашей стартовой руке, вы можете начать игру с Лучами молний, введенными в "
            "игру.\nКаждый раз, когда вы разыгрываете заклинание, вы можете уплатить {1}. Если вы это делаете, Лучи "
            "молний наносят 1 повреждение целевому игроку.",
        ),
    ],
)
def test_a_leyline_begins_the_game_on_the_battlefield(lang: str, name: str, text: str) -> None:
    # Leyline of Lifeforce and Leyline of Lightning as printed: the first paragraph acts as the game begins
    card = mtglinks.analyze(text, lang=lang, name=name)
    assert [(paragraph, role) for paragraph, role, _ in _features(card, K.BEFORE_GAME)] == [(0, Role.MARKER)]


def test_english_reads_the_characteristic_defined_by_a_choice_from_the_tree() -> None:
    # Faceless One (Oracle): the choice before the game and the sentence that makes the card the chosen color (607.2p)
    assert K.CDA in tree.tree_kinds("en")
    assert K.CDA not in {p.kind for p in patterns.language_data("en").patterns}
    text = (
        "If Faceless One is your commander, choose a color before the game begins. Faceless One is the chosen color.\n"
        "Partner (You can have two commanders if both have partner.)"
    )
    card = mtglinks.analyze(text, name="Faceless One")
    assert _features(card, K.CDA) == [(0, Role.MARKER, "~ is the chosen color")]
    assert any(link.rule == "607.2p" for link in card.links)
    # Adaptive Automaton (Oracle): "This creature is the chosen type …" is one; the lord's sentence is not
    automaton = mtglinks.analyze(
        "As this creature enters, choose a creature type.\nThis creature is the chosen type in addition to its other "
        "types.\nOther creatures you control of the chosen type get +1/+1.",
        name="Adaptive Automaton",
    )
    assert [paragraph for paragraph, _, _ in _features(automaton, K.CDA)] == [1]
