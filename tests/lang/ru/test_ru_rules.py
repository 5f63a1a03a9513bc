"""Russian rules of the language package: pymorphy3 lemmas of unlisted words, participles kept."""

from __future__ import annotations

import re

import pytest

from mtglinks.lang import get_language
from mtglinks.lang.ru.tokenizer import lemmatize
from mtglinks.text import lexicon


def test_a_participle_keeps_its_masculine_singular_nominative() -> None:
    assert lemmatize("изгнанную") == "изгнанный"
    assert lemmatize("выбранного") == "выбранный"
    assert lexicon.lemma("изгнанную", "ru") == "изгнанный"


def test_russian_lemmas_write_yo_as_ye() -> None:
    assert lemmatize("зелёного") == "зеленый"


@pytest.mark.parametrize(
    ("text", "instruction"),
    [
        ("Уничтожьте целевое существо.", True),
        ("Каждый оппонент жертвует существо.", True),
        ("Полет", False),
    ],
)
def test_imperative_reads_a_spell_instruction(text: str, instruction: bool) -> None:
    assert bool(re.compile(get_language("ru").imperative, re.I).search(text)) is instruction
