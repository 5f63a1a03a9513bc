"""Spanish rules of the language package: enclitic pronouns, participles, the spell-instruction regex."""

from __future__ import annotations

import re

import pytest

from mtglinks.lang import get_language
from mtglinks.lang.es.tokenizer import lookup_enclitic, participle
from mtglinks.text import lexicon


@pytest.mark.parametrize(
    ("word", "verb"),
    [("exílialas", "exiliar"), ("devuélvelo", "devolver"), ("jugarla", "jugar")],
)
def test_an_imperative_with_enclitic_pronouns_is_its_verb(word: str, verb: str) -> None:
    assert lexicon.lemma(word, "es") == verb


def test_the_lookup_table_reads_enclitics_through_the_stem() -> None:
    assert lookup_enclitic("exílialas", {"exilia": "exiliar"}) == "exiliar"
    assert lookup_enclitic("exílialas", {}) is None
    assert lookup_enclitic("carta", {"car": "carro"}) is None


def test_a_participle_keeps_a_lemma_of_its_own() -> None:
    assert participle("exiliadas", "exiliar") == "exiliado"
    assert participle("exilia", "exiliar") is None  # the verb itself
    assert lexicon.lemma("exiliadas", "es") == "exiliado"


@pytest.mark.parametrize(
    ("text", "instruction"),
    [
        ("Destruye la criatura objetivo.", True),
        ("Cada oponente sacrifica una criatura.", True),
        ("Hasta dos criaturas objetivo obtienen +1/+1.", True),
        ("Vuela.", False),
    ],
)
def test_imperative_reads_a_spell_instruction(text: str, instruction: bool) -> None:
    assert bool(re.compile(get_language("es").imperative, re.I).search(text)) is instruction
