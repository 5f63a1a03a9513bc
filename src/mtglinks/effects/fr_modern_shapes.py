"""Shapes of the French grammar's file of more modern shapes (`grammar/effects-fr/4-modern-more.lark`). A mixin of the
effect Transformer (`transformer.py`, as a base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of, value_of
from mtglinks.tree import Action, ObjectPhrase

# the words of a kind set off after the target: its card types and the nouns a target may be ("sorts", "capacités")
_KINDS = ("TYPE", "NOUN")


class FrenchModernShapeRules:
    """The methods of those rules (see the module docstring)."""

    def targets_of_types_fr(self, children: list[Any]) -> ObjectPhrase:
        """ "jusqu'à une cible non-jeton, artefact ou créature", "jusqu'à quatre cibles, artefacts et/ou créatures",
        "une cible que vous contrôlez, artefact ou créature": a target of either kind set off by a comma, read as the
        English "up to one target nontoken artifact or creature" (determiner `up_to` and its count, "target" among the
        qualifiers; or the determiner `target`), the kinds one value ("artifact_or_creature")."""
        kinds: list[Token] = next(c for c in children if isinstance(c, dict))["kinds"]
        words = [c for c in children if isinstance(c, list | tuple)]  # the target's own words and post
        node = self.object_phrase(words)  # type: ignore[attr-defined]
        assert isinstance(node, ObjectPhrase)
        node.types = ["_or_".join(str(t.value) for t in kinds if t.type in _KINDS)]
        node.subtypes += [str(t.value) for t in kinds if t.type == "SUBTYPE"]
        node.span = (span_of(children)[0], max(span_of(children)[1], *(t.end_pos for t in kinds)))
        if value_of(children, "UP_TO"):
            node.determiner, node.count = "up_to", value_of(children, "NUM") or "1"
            node.qualifiers.append("target")
        else:
            node.determiner = "target"
        node.controller = value_of(children, "CONTROLLER") or node.controller
        return node

    def act_remove_counter_dative_fr(self, children: list[Any]) -> Action:
        """ "vous pouvez lui retirer un marqueur +1/+1": the pronoun before the verb whom the counter comes off, read as
        the English "remove a +1/+1 counter from it" (`act_remove_counter`, the object after the counters)."""
        whom, remove, counters = children
        action: Action = self.act_remove_counter([remove, counters, whom])  # type: ignore[attr-defined]
        return action

    def target_kinds_fr(self, children: list[Any]) -> dict[str, list[Token]]:
        """The kinds after the comma ("artefact ou créature"): their words, for `targets_of_types_fr`."""
        return {"kinds": [t for c in children if isinstance(c, list) for t in c if isinstance(t, Token)]}
