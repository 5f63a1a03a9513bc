"""The two LALR drivers replace a one-child reduction in place (its value and its state on top of the stack,
no pop and push): the fast path must give what the plain loop gives (pop the children, push the goto state)
on real card text, for the effect parser, and for the paragraph driver against Lark's own parser."""

from __future__ import annotations

from typing import Any

import pytest

from mtglinks.effects.build import lexicon
from mtglinks.effects.lexer import UnknownWord
from mtglinks.effects.old_verb_shapes import FOLLOWING, with_following
from mtglinks.effects.parser import EffectParser, NotRead, effect_parser
from mtglinks.effects.transformer import EffectTransformer
from mtglinks.syntax import grammar, transformer

# Real Oracle sentences (Llanowar Elves, Swords to Plowshares, Oblivion Ring, Fiend Hunter, Prodigal Sorcerer, Ajani's
# Pridemate, Rancor) and one the grammar does not read whole ("Exile target creature target creature.").
SENTENCES = (
    "Add {G}.",
    "Exile target creature.",
    "Its controller gains life equal to its power.",
    "When this enchantment enters, exile another target nonland permanent.",
    "When this creature enters, you may exile another target creature.",
    "This creature deals 1 damage to any target.",
    "Whenever you gain life, you may put a +1/+1 counter on this creature.",
    "Enchanted creature gets +2/+0 and has trample.",
    "Exile target creature target creature.",
)


def _plain_loop(parser: EffectParser, tokens: list[Any], start: str = "sentence") -> Any:
    """The effect parser's loop as it was before the fast path: every reduction pops its children and pushes."""
    entry, end = parser._starts[start]
    EffectTransformer.forget_pending()
    actions = parser._actions
    stack, values, state, i = [entry], [], entry, 0
    kinds = [token.type for token in tokens] + ["$END"]
    while True:
        row = actions[state]
        if kinds[i] not in row:
            raise NotRead(tokens[i] if i < len(tokens) else None, list(row))
        action = row[kinds[i]]
        if action[0]:
            if i == len(tokens):
                raise NotRead(None, list(row))
            state = action[1]
            stack.append(state)
            values.append(tokens[i])
            i += 1
            continue
        size, callback, made = action[1]
        cut = len(values) - size
        children = values[cut:]
        del values[cut:]
        del stack[len(stack) - size :]
        values.append(callback(children))
        goto = actions[stack[-1]].get(made)
        if goto is None or not goto[0]:
            raise NotRead(tokens[i] if i < len(tokens) else None, list(row))
        state = goto[1]
        stack.append(state)
        if i == len(tokens) and state == end:
            return with_following(values[-1]) if FOLLOWING else values[-1]


def _shown(run: Any) -> object:
    try:
        value = run()
    except (NotRead, UnknownWord) as err:
        return f"not read: {err}"
    return repr(value)


@pytest.mark.parametrize("sentence", SENTENCES)
def test_the_effect_parser_reads_as_the_plain_loop_does(sentence: str) -> None:
    parser = effect_parser("en")
    words = lexicon("en")
    assert words is not None
    fast = _shown(lambda: parser.parse(words.tokens(sentence)))
    assert fast == _shown(lambda: _plain_loop(parser, words.tokens(sentence)))
    assert ("not read" in fast) == (sentence == "Exile target creature target creature.")


# Real Oracle paragraphs (Serra Angel, Llanowar Elves, Oblivion Ring, Lightning Helix, a saga chapter, a mode).
PARAGRAPHS = (
    "Flying, vigilance",
    "{T}: Add {G}.",
    "When ~ enters, exile another target nonland permanent.",
    "~ deals 3 damage to any target and you gain 3 life.",
    "I, II — Create a 1/1 white Soldier creature token.",
    "• Destroy target artifact.",
)


@pytest.mark.parametrize("text", PARAGRAPHS)
def test_the_paragraph_driver_parses_as_lark_does(text: str) -> None:
    lean = grammar.lean_parser_for("en")
    assert lean is not None
    expected = transformer.pack(grammar.run_parser_for("en").parse(text))  # type: ignore[arg-type]
    assert transformer.pack(lean.parse(text)) == expected
    assert expected[3] or expected[1]  # the paragraph was read into sentences or labels
