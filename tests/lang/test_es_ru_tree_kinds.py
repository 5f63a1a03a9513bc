"""Spanish and Russian halves of 607.2c/m read from the effect tree instead of patterns (issue #23).

No Spanish or Russian card of the corpora prints "put onto the battlefield with ~", "tokens created with ~" (Russian)
or "a card you exiled with cards named ~" (both): the words read are those of rule 607 as printed in each language
(the seeds in ../shared/seeds quote them), in the sentences of the English cards that hold the kind (Arcane Savant,
Faerie Artisans, Diabolic Servitude). `note` and `noted_ref` stay patterns: no text of either language (card or rule)
words a note.
"""

from __future__ import annotations

import pytest
from helpers import SHARED, card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.features import patterns
from mtglinks.features.queries import halves
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, Card, ObjectPhrase

_SEEDS = SHARED / "seeds"
# Rule 607 as printed in Spanish (607.2m) and Russian (607.2c, 607.2m), quoted from the seeds.
_ES_NAMED = "“exiliadas con cartas llamadas [el nombre de este objeto]”"
_RU_PUT = "«выложенные на поле битвы [этим объектом]»"
_RU_CREATED = "«созданные [этим объектом]»"
_RU_NAMED = "«изгнанные картами с именем [имя этого объекта]»"


def _patterned(code: str, kind: str) -> bool:
    return any(pattern.kind == kind for pattern in patterns.language_data(code).patterns)


def _kinds(card: Card) -> set[K]:
    return {half.kind for ability in card.iter_abilities() for half in halves(ability)}


def _object(card: Card) -> ObjectPhrase:
    effects = card_effects(card)
    assert is_typed(effects)
    actions = [node for node in effects if isinstance(node, Action)]
    thing = actions[-1].objects[0]
    assert isinstance(thing, ObjectPhrase)
    return thing


@pytest.mark.skipif(not _SEEDS.is_dir(), reason="needs ../shared/seeds")
def test_the_rule_prints_these_words() -> None:
    spanish = (_SEEDS / "000_74eef9c8bc893d5a.txt").read_text(encoding="utf-8")
    russian = (_SEEDS / "003_e4827f184adad051.txt").read_text(encoding="utf-8")
    assert _ES_NAMED in spanish
    assert all(words in russian for words in (_RU_PUT, _RU_CREATED, _RU_NAMED))


def test_es_exiled_with_cards_named_comes_from_the_tree() -> None:
    # Arcane Savant: "When this creature enters, copy a card you exiled with cards named Arcane Savant." (607.2m)
    assert "exiled_with_named_ref" in tree_kinds("es")
    assert not _patterned("es", "exiled_with_named_ref")
    for text in (
        "Cuando el Sabio arcano entre al campo de batalla, copia una carta que exiliaste con cartas llamadas Sabio"
        " arcano.",
        "Copia una carta exiliada con cartas llamadas Sabio arcano.",
    ):
        card = mtglinks.analyze(text, lang="es", name="Sabio arcano")
        assert "exiled_with_named" in _object(card).qualifiers
        assert K.EXILED_WITH_NAMED_REF in _kinds(card)


def test_ru_exiled_with_cards_named_comes_from_the_tree() -> None:
    assert "exiled_with_named_ref" in tree_kinds("ru")
    card = mtglinks.analyze(
        "Вы можете разыгрывать карты, изгнанные картами с именем Мудрец Тайн.", lang="ru", name="Мудрец Тайн"
    )
    assert _object(card).qualifiers == ["exiled_with_named"]
    assert K.EXILED_WITH_NAMED_REF in _kinds(card)


def test_ru_tokens_created_with_self_come_from_the_tree() -> None:
    # Faerie Artisans: "Then exile all other tokens created with Faerie Artisans." (607.2c), after the noun set off by
    # its comma and before it
    assert "created_with_self" in tree_kinds("ru")
    assert not _patterned("ru", "created_with_self")
    for text in (
        "Затем изгоните все остальные фишки, созданные Феями Ремесленницами.",
        "Изгоните все созданные Феями Ремесленницами фишки.",
    ):
        card = mtglinks.analyze(text, lang="ru", name="Феи Ремесленницы")
        thing = _object(card)
        assert thing.types == ["token"] and "created_with_self" in thing.qualifiers
        assert K.CREATED_WITH_SELF in _kinds(card)


def test_ru_put_with_self_comes_from_the_tree() -> None:
    # Diabolic Servitude: "When this enchantment leaves the battlefield, exile the creature put onto the battlefield
    # with this enchantment." (607.2c); older "введенное в игру" as the patterns read it
    assert "put_with_self" in tree_kinds("ru")
    assert not _patterned("ru", "put_with_self")
    for text in (
        "Изгоните существо, выложенное на поле битвы Дьявольским Рабством.",
        "Изгоните существо, введенное в игру Дьявольским Рабством.",
        "Изгоните все выложенные на поле битвы Дьявольским Рабством существа.",
    ):
        card = mtglinks.analyze(text, lang="ru", name="Дьявольское Рабство")
        assert "put_onto_battlefield_with_self" in _object(card).qualifiers
        assert K.PUT_WITH_SELF in _kinds(card)


def test_ru_participle_of_another_object_is_no_reference() -> None:
    # "изгнанные ~" is the card's own exile; a participle with no card after it refers to nothing linked
    card = mtglinks.analyze("Изгоните все созданные фишки.", lang="ru")
    assert K.CREATED_WITH_SELF not in _kinds(card)


# The hideaway lands of Lorwyn, as printed in Spanish (their third ability plays "la carta removida", the card the first
# exiled, 607.2a, on a condition the tree reads whole, as English reads "if you attacked with three or more creatures
# this turn", "if an opponent was dealt 7 or more damage this turn", "if a library has twenty or fewer cards in it").
_HIDEAWAY = (
    "Esconder. (Esta tierra entra en juego girada. Cuando lo hace, mira las primeras cuatro cartas de tu biblioteca,"
    " remueve del juego una de ellas boca abajo y luego pon el resto en la parte inferior de tu biblioteca.)\n"
    "{{T}}: Agrega {{{mana}}} a tu reserva de maná.\n"
    "{{{mana}}}, {{T}}: Puedes jugar la carta removida sin pagar su coste de maná si {condition}."
)
_WINDBRISK = _HIDEAWAY.format(mana="W", condition="atacaste con tres o más criaturas este turno")
_SPINEROCK = _HIDEAWAY.format(mana="R", condition="un oponente recibió 7 o más puntos de daño este turno")
_SHELLDOCK = _HIDEAWAY.format(mana="U", condition="una biblioteca tiene veinte o menos cartas")


def _hideaway_condition(text: str, name: str) -> list[Action | ObjectPhrase]:
    card = mtglinks.analyze(text, lang="es", name=name)
    play = card.abilities[2].effects[0]
    assert is_typed(card.abilities[2].effects) and isinstance(play, Action)
    assert K.THE_EXILED_CARD in {half.kind for half in halves(card.abilities[2])}
    assert [(link.rule.value, link.source, link.target) for link in card.links] == [("607.2a", 0, 2)]
    assert play.condition is not None
    return [node for node in play.condition.about if isinstance(node, Action | ObjectPhrase)]


def test_es_attacked_with_three_or_more_creatures() -> None:
    (attacked,) = _hideaway_condition(_WINDBRISK, "Cumbres viento vigorizante")
    assert isinstance(attacked, Action) and attacked.verb == "attack" and attacked.detail == ["with"]
    (creatures,) = attacked.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.types == ["creature"]


def test_es_opponent_dealt_seven_or_more_damage() -> None:
    (dealt,) = _hideaway_condition(_SPINEROCK, "Loma espina rocosa")
    assert isinstance(dealt, Action) and dealt.verb == "dealt_damage"
    assert (dealt.amount, dealt.detail) == ("7", ["or_more"])  # as the English "was dealt 7 or more damage"


def test_es_a_library_has_twenty_or_fewer_cards() -> None:
    library, cards = _hideaway_condition(_SHELLDOCK, "Isla muelle caparazón")
    assert isinstance(library, ObjectPhrase) and library.zone == "library"
    assert isinstance(cards, ObjectPhrase) and cards.types == ["card"]


def test_es_cards_exiled_with_self_after_their_article() -> None:
    # Godsend, as printed in Spanish: "las cartas exiliadas con el Filo divino" is the cards its trigger exiled
    # (`exiled_with_self`, 607.2a), not "the exiled cards" (REF) followed by words the grammar cannot read
    text = (
        "La criatura equipada obtiene +3/+3.\nSiempre que la criatura equipada bloquee o sea bloqueada por una o más"
        " criaturas, puedes exiliar una de esas criaturas.\nLos oponentes no pueden lanzar cartas con el mismo nombre"
        " que las cartas exiliadas con el Filo divino.\nEquipar {3}."
    )
    card = mtglinks.analyze(text, lang="es", name="Filo divino")
    assert is_typed(card.abilities[2].effects)
    assert K.EXILED_WITH_SELF in {half.kind for half in halves(card.abilities[2])}
    assert [(link.rule.value, link.source, link.target) for link in card.links] == [("607.2a", 1, 2)]
