"""How a clause's parts are filed on its choice (`EffectTransformer.clause`): condition, chooser, amount, details."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Subject
from mtglinks.tree import Choice, EffectCondition


def file_on_choice(node: Choice, child: Any) -> None:
    """Files one child of a clause on its choice: "As ~ enters, choose a color" (when), "Target opponent chooses …"
    (the chooser), "where X is the number of …" (how many), "for each time this spell was kicked", and "choose a color
    before the game begins" (when: a choice made before the game, rule 103.2, kept as "before:game_start")."""
    if isinstance(child, EffectCondition):
        node.condition = child
    elif isinstance(child, Subject):
        node.chooser = child[0]
    elif isinstance(child, tuple) and child[0] == "amount":  # how many: "where X is the number of …"
        node.options.append(f"amount:{child[1]}")
    elif isinstance(child, tuple) and child[0] == "detail" and str(child[1]).startswith(("per:", "before:game")):
        node.options.append(str(child[1]))  # "for each time this spell was kicked", "before the game begins"
