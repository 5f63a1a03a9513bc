"""French rules of the language package: elision, hyphenated pronouns, participles, instructions."""

from __future__ import annotations

import re

import pytest

from mtglinks.lang import get_language
from mtglinks.lang.fr.tokenizer import participle
from mtglinks.text import lexicon


def test_elided_articles_and_hyphenated_pronouns_are_words_of_their_own() -> None:
    text = "Jusqu'à la fin du tour, mettez-la sur l'exil. A-t-il"
    assert lexicon.split_tokens(text, "fr") == [
        *("Jusqu'", "à", "la", "fin", "du", "tour", ",", "mettez", "-la", "sur", "l'", "exil", "."),
        *("A", "-t-il"),
    ]


def test_a_split_pronoun_is_lemmatized_without_its_hyphen() -> None:
    assert [lexicon.lemma(t, "fr") for t in lexicon.split_tokens("mettez-la renvoyez-les l'exil", "fr")] == [
        *("mettre", "le", "renvoyer", "le", "le", "exil"),
    ]


@pytest.mark.parametrize(
    ("form", "verb", "lemma"),
    [("exilées", "exiler", "exilé"), ("choisie", "choisir", "choisi"), ("exilez", "exiler", None)],
)
def test_a_participle_keeps_a_lemma_of_its_own(form: str, verb: str, lemma: str | None) -> None:
    assert participle(form, verb) == lemma


@pytest.mark.parametrize(
    ("text", "instruction"),
    [
        ("Détruisez la créature ciblée.", True),
        ("Jusqu'à deux créatures ciblées gagnent +1/+1.", True),
        ("Vol", False),
    ],
)
def test_imperative_reads_a_spell_instruction(text: str, instruction: bool) -> None:
    assert bool(re.compile(get_language("fr").imperative, re.I).search(text)) is instruction
