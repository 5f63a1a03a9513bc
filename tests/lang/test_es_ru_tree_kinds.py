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
