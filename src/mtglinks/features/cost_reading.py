"""The references to exiled cards a cost makes, read by the effect grammar: "Put a card exiled with ~ into its owner's
graveyard: ~ gets +2/+2 until end of turn." (Void Maw), old printed "{2}, {T}, Put a card removed from the game with ~
into its owner's graveyard: Counter target spell …" (Jester's Scepter).

The syntax keeps a cost part as words (`CostPart`, its kind): what an "other" part says is read here as the effect
grammar reads a sentence (the same rules, cached as every sentence is), and its referring halves of the cards exiled
before taken from the nodes, as `queries.halves` takes them from the effect sentences. Only for the kinds that refer
to exiled cards (`features/tree.py` walks it only when their gate words occur); a part the grammar cannot read gives
nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.effects.build import _read, lexicon
from mtglinks.features import queries
from mtglinks.features.queries import Half
from mtglinks.kinds import CostKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability

# The halves a cost may refer with: the cards exiled with the object, or "the exiled card".
COST_REFERENCES = frozenset({K.EXILED_WITH_SELF, K.THE_EXILED_CARD})


def cost_references(ability: Ability) -> Iterator[Half]:
    """The referring halves of cards exiled before that the ability's "other" cost parts name, each at its node."""
    units = _other_parts(ability)
    words = lexicon(ability.lang) if units else None
    if words is None:
        return
    tracked = ability.normalized_text.tracked if ability.normalized_text is not None else None
    for text, span in units:
        for node, done in queries._nodes(_read(text, span, tracked, words, "sentence"), done=True):
            for kind, value in queries._read(node, done):
                if kind in COST_REFERENCES:
                    yield Half(kind, value, node.span, node.text)


def _other_parts(ability: Ability) -> list[tuple[str, tuple[int, int]]]:
    """The "other" cost parts as the grammar reads them: each part, and parts in a row also joined by their commas (the
    syntax cuts "Поместите карту, выведенную из игры с помощью ~, на кладбище ее владельца" at its commas)."""
    units: list[tuple[str, tuple[int, int]]] = []
    run: list[tuple[str, tuple[int, int]]] = []
    for part in [*ability.cost, None]:
        if part is not None and part.kind == CostKind.OTHER:
            run.append((part.text, part.span))
            continue
        units.extend(run)
        if len(run) > 1:
            units.append((", ".join(text for text, _ in run), (run[0][1][0], run[-1][1][1])))
        run = []
    return units
