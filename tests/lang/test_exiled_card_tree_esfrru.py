"""The cards another ability exiled, named again in Spanish sentences the grammar did not read (issue #23:
`the_exiled_card` read from the effect tree, lane exiled3): on the real printed text the sentence is typed, the tree's
query gives the referring half, and the card keeps its link (grammar/effects-es/9-exiled3.lark)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.lang.es.patterns import FROM_TREE, PATTERNS
from mtglinks.tree import Ability, Action, EffectCondition, Untyped

# (name, printed text of printed-es, the referring ability, its link)
_CARDS = [
    (
        "Impostora oscura",
        "{4}{B}{B}: Exilia la criatura objetivo y pon un contador +1/+1 sobre la Impostora oscura.\nLa Impostora "
        "oscura tiene todas las habilidades activadas de todas las cartas de criatura exiliadas con ella.",
        1,
        ("607.2a", 0, 1),
    ),
    (
        "Gólem de espejo",
        "Estampa Cuando el Gólem de espejo entre en juego, puedes remover del juego la carta objetivo de un "
        "cementerio. (La carta removida es estampada en este artefacto.)\nEl Gólem de espejo tiene protección contra "
        "cada uno de "
        "los tipos de la carta estampada. (Los tipos de carta son artefacto, criatura, encantamiento, instantáneo, "
        "tierra y conjuro.)",
        1,
        ("607.2a", 0, 1),
    ),
    (
        "Engullidor pirexiano",
        "Estampa — Cuando el Engullidor pirexiano entre al campo de batalla, puedes exiliar la criatura objetivo que "
        "no sea ficha.\nEl Engullidor pirexiano obtiene +X/+Y, donde X es la fuerza e Y la resistencia de la carta de "
        "criatura exiliada.",
        1,
        ("607.2a", 0, 1),
    ),
    (
        "Hélice tejehechizos",
        "Estampa Cuando la Hélice tejehechizos entre en juego, puedes remover del juego dos cartas de conjuro objetivo "
        "de un único cementerio. (La carta removida es estampada en este artefacto.)\nSiempre que se juegue una carta, "
        "si tiene el mismo nombre que una de las cartas de conjuro estampadas, puedes copiar la otra y jugar la copia "
        "sin pagar su coste de maná.",
        1,
        ("607.2a", 0, 1),
    ),
    (
        "Necrófago suturado",
        "Arrolla.\nEn cuanto el Necrófago suturado entre al campo de batalla, exilia cualquier cantidad de cartas de "
        "criatura de tu cementerio.\nLa fuerza del Necrófago suturado es igual a la fuerza total de las cartas "
        "exiliadas y su resistencia es igual a su resistencia total.",
        2,
        ("607.2b", 1, 2),
    ),
    (
        "Prisión del pensamiento",
        "Estampa Cuando la Prisión del pensamiento entre en juego, puedes hacer que el jugador objetivo muestre su "
        "mano. Si lo haces, elige una carta que no sea tierra de allí y remuévela del juego. (La carta removida es "
        "estampada "
        "en este artefacto.)\nSiempre que un jugador juegue un hechizo que comparta un color o el coste de maná "
        "convertido con la carta estampada, la Prisión del pensamiento hace 2 puntos de daño a ese jugador.",
        1,
        ("607.2a", 0, 1),
    ),
]


def _refers_to_exiled(ability: Ability) -> bool:
    """The cards exiled before named ("la carta estampada"), or those exiled with the card ("exiliadas con ella")."""
    kinds = (K.THE_EXILED_CARD, K.EXILED_WITH_SELF)
    return any(half.kind in kinds for half in cost_queries.halves(ability))


def test_the_kind_is_read_from_the_tree_in_spanish() -> None:
    assert "the_exiled_card" in FROM_TREE
    assert not [entry for entry in PATTERNS if entry[0] == "the_exiled_card"]


@pytest.mark.parametrize(("name", "text", "at", "link"), _CARDS, ids=[c[0] for c in _CARDS])
def test_the_referring_sentence_is_read(name: str, text: str, at: int, link: tuple[str, int, int]) -> None:
    card = mtglinks.analyze(text, lang="es", name=name)
    ability = card.abilities[at]
    assert not [e for e in ability.effects if isinstance(e, Untyped)]
    assert _refers_to_exiled(ability)
    assert link in [(str(x.rule), x.source, x.target) for x in card.links]


def test_all_activated_abilities_of_the_exiled_cards() -> None:
    card = mtglinks.analyze(_CARDS[0][1], lang="es", name="Impostora oscura")
    action = card.abilities[1].effects[0]
    assert isinstance(action, Action) and action.verb == "gain_ability"
    had = action.objects[0]
    assert had.types == ["activated_ability"]  # type: ignore[attr-defined]
    assert had.related[0].qualifiers == ["exile_with:anaphora"]  # type: ignore[attr-defined]


def test_protection_from_each_card_type_of_the_imprinted_card() -> None:
    card = mtglinks.analyze(_CARDS[1][1], lang="es", name="Gólem de espejo")
    action = card.abilities[1].effects[0]
    assert isinstance(action, Action)
    assert action.detail == ["keyword:protection:from:card_type:of:exiled_with"]


def test_power_and_toughness_of_the_exiled_creature_card() -> None:
    card = mtglinks.analyze(_CARDS[2][1], lang="es", name="Engullidor pirexiano")
    action = card.abilities[1].effects[0]
    assert isinstance(action, Action) and action.amount == "power/toughness"
    assert action.per is not None and getattr(action.per, "refers", None) == "exiled_with"


def test_same_name_as_one_of_the_imprinted_cards() -> None:
    card = mtglinks.analyze(_CARDS[3][1], lang="es", name="Hélice tejehechizos")
    condition = next(e for e in card.abilities[1].effects if isinstance(e, EffectCondition))
    assert condition.test == "same:name"
    assert [getattr(a, "refers", None) for a in condition.about][0] == "anaphora"


def test_turned_face_up_by_each_player() -> None:
    # Pyxis of Pandemonium, printed-es: "Cada jugador pone boca arriba …"
    text = (
        "{T}: Cada jugador exilia la primera carta de su biblioteca boca abajo.\n{7}, {T}, sacrificar el Pyxis del "
        "pandemónium: Cada jugador pone boca arriba todas las cartas exiliadas con el Pyxis del pandemónium de las que "
        "es propietario, luego pone en el campo de batalla todas las cartas de permanente que se encuentren entre "
        "ellas."
    )
    card = mtglinks.analyze(text, lang="es", name="Pyxis del pandemónium")
    turn = card.abilities[1].effects[0]
    assert isinstance(turn, Action) and turn.detail == ["face_up"]
    assert ("607.2a", 0, 1) in [(str(x.rule), x.source, x.target) for x in card.links]


def test_a_plain_where_x_before_an_object_is_not_read() -> None:
    # only "la fuerza e Y la resistencia de" names an object after it
    card = mtglinks.analyze("Tu avatar obtiene +X/+X, donde X es la carta.", lang="es", name="X")
    assert isinstance(card.abilities[0].effects[0], Untyped)


# Russian (the kind is read from the tree too: tests/effects/test_ruexiled4.py)
_CLONE_SHELL = (
    "Отпечаток — Когда Оболочка Клона выходит на поле битвы, посмотрите четыре верхние карты вашей библиотеки, "
    "изгоните одну рубашкой вверх, затем положите остальные карты в низ вашей библиотеки в любом порядке.\nКогда "
    "Оболочка Клона попадает с поля битвы на кладбище, переверните изгнанную карту рубашкой вниз. Если это карта "
    "существа, положите ее на поле битвы под вашим контролем."
)
_FACELESS_BUTCHER = (
    "Когда Безликий Мясник входит в игру, удалите целевое существо (но не Безликого Мясника) из игры.\nКогда Безликий "
    "Мясник покидает игру, верните убранную карту в игру под контролем владельца."
)


def test_russian_exiled_card_turned_face_up() -> None:
    card = mtglinks.analyze(_CLONE_SHELL, lang="ru", name="Оболочка Клона")
    ability = card.abilities[1]
    assert not [e for e in ability.effects if isinstance(e, Untyped)]
    turn = next(e for e in ability.effects if isinstance(e, Action) and e.verb == "turn")
    assert turn.detail == ["face_up"]
    assert [getattr(o, "refers", None) for o in turn.objects] == ["exiled_with"]
    assert _refers_to_exiled(ability)


def test_russian_older_removed_card() -> None:
    card = mtglinks.analyze(_FACELESS_BUTCHER, lang="ru", name="Безликий Мясник")
    ability = card.abilities[1]
    assert not [e for e in ability.effects if isinstance(e, Untyped)]
    back = next(e for e in ability.effects if isinstance(e, Action) and e.verb == "return")
    assert [getattr(o, "refers", None) for o in back.objects] == ["exiled_with"]
    assert ("607.2a", 0, 1) in [(str(x.rule), x.source, x.target) for x in card.links]


def test_russian_token_copy_keeps_the_exiled_card() -> None:
    # Prototype Portal, printed-ru: the token is a copy of the card exiled before, which the object keeps related
    text = (
        "Отпечаток — Когда Портал Прототипов выходит на поле битвы, вы можете изгнать карту артефакта из вашей руки.\n"
        "{X}, {T}: положите на поле битвы фишку, которая является копией изгнанной карты. X — это конвертированная "
        "мана-стоимость той карты."
    )
    card = mtglinks.analyze(text, lang="ru", name="Портал Прототипов")
    create = card.abilities[1].effects[0]
    assert isinstance(create, Action) and create.verb == "create"
    token = create.objects[0]
    assert token.qualifiers == ["copy_of"]  # type: ignore[attr-defined]
    assert [getattr(r, "refers", None) for r in token.related] == ["exiled_with"]  # type: ignore[attr-defined]
    assert _refers_to_exiled(card.abilities[1])


def test_russian_hideaway_condition_of_damage_dealt() -> None:
    # Spinerock Knoll, printed-ru: the condition read, the card cast the one hideaway exiled
    text = (
        "Укрытие (Эта земля входит в игру повернутой. Когда это происходит, посмотрите четыре верхние карты вашей "
        "библиотеки, удалите из игры одну из них лицом вниз, затем положите остальные в низ вашей библиотеки.)\n{T}: "
        "Добавьте {R} в ваше хранилище маны.\n{R}, {T}: Вы можете разыграть удаленную карту без уплаты ее "
        "мана-стоимости, если в этом ходу оппоненту было нанесено 7 или более повреждений."
    )
    card = mtglinks.analyze(text, lang="ru", name="Хребтокаменный Холм")
    ability = card.abilities[2]
    assert not [e for e in ability.effects if isinstance(e, Untyped)]
    cast = ability.effects[0]
    assert isinstance(cast, Action) and cast.condition is not None
    dealt = cast.condition.about[0]
    assert isinstance(dealt, Action) and dealt.verb == "dealt_damage"
    assert (dealt.amount, dealt.detail) == ("7", ["or_more"])
    assert _refers_to_exiled(ability)


def test_russian_mana_value_of_the_exiled_card() -> None:
    # Living Chronicle (Живая Летопись), printed-ru: the number names the card exiled before
    text = (
        "При выходе Живой Летописи на поле битвы изгоните карту мгновенного заклинания или волшебства из вашего "
        "кладбища.\nСила и выносливость Живой Летописи равны конвертированной мана-стоимости изгнанной карты.\nКаждый "
        "раз, когда Живая Летопись наносит боевые повреждения, вы можете пожертвовать ее. Если вы это делаете, вы "
        "можете разыграть ту изгнанную карту без уплаты ее мана-стоимости."
    )
    card = mtglinks.analyze(text, lang="ru", name="Живая Летопись")
    action = card.abilities[1].effects[0]
    assert isinstance(action, Action) and action.amount == "mana_value:of:exiled_with"
    assert _refers_to_exiled(card.abilities[1])
    assert ("607.2b", 0, 1) in [(str(x.rule), x.source, x.target) for x in card.links]
