"""Shapes of the French grammar's files of more modern shapes (`grammar/effects-fr/4-modern-more.lark`,
`6-modern-tail.lark`). A mixin of the
effect Transformer (`transformer.py`, as a base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Part, Related, Subject, span_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Duration, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

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

    def cond_dont_put_fr(self, children: list[Any]) -> EffectCondition:
        """ "Si vous ne mettez pas la carte dans votre main, …": whether you did the put (the English "If you don't put
        the card into your hand", `cond_you_do_verb`: the test "you_dont:did" about the action), its verb in the
        terminal with "si vous ne … pas"."""
        mark, *rest = [c for c in children if not (isinstance(c, Token) and c.type == "JOIN")]
        verb = Token("PUT", str(Verb.PUT), mark.text, mark.start_pos, mark.end_pos)
        put: Action = self.act_put([verb, *rest])  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="you_dont:did", about=[put])

    def with_stat_or_less_fr(self, children: list[Any]) -> Part:
        """ "avec une valeur de mana inférieure ou égale à sa force": the comparison "at_most" with the quantity, as
        "with mana value less than or equal to its power" reads (`with_stat_compared`)."""
        stat, bound, quantity = children
        at_most = Token("COMPARE", "at_most", bound.text, bound.start_pos, bound.end_pos)
        part: Part = self.with_stat_compared([stat, at_most, self.quantity([quantity])])  # type: ignore[attr-defined]
        return part

    def player_who_didnt_fr(self, children: list[Any]) -> PlayerPhrase:
        """ "chaque adversaire qui n'a pas fait ainsi": the players who did not do what the sentence asked before, their
        relative the condition `does_not` (as "each opponent who didn't" reads, `player_who_does`)."""
        node: PlayerPhrase = self.player(children[:1])  # type: ignore[attr-defined]
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test="does_not"))
        node.span = span_of(children)
        return node

    def cond_either_place_fr(self, children: list[Any]) -> EffectCondition:
        """ "si ~ est dans la zone de commandement ou sur le champ de bataille": the subject in either place, the test
        the English "is in the command zone or on the battlefield" gets (`cond_either_place`: the zone after "dans",
        then "on_battlefield")."""
        zones = [t for t in children if isinstance(t, Token) and t.type == "ZONE"]
        second = "on_battlefield" if zones[1].value == "battlefield" else str(zones[1].value)
        return EffectCondition(
            EffectKind.CONDITION,
            "",
            span_of(children),
            test=f"is:{zones[0].value}_or_{second}",
            about=list(children[0]),
        )

    def copy_of_it_fr(self, children: list[Any]) -> Related:
        """ "qui en est une copie": a copy of the object named before, "en" the reference (the qualifier `copy_of` and
        its object, as "that's a copy of it" reads)."""
        (mark,) = children
        it = Reference(EffectKind.REFERENCE, "", (mark.start_pos, mark.end_pos), refers="anaphora")
        return ("qualifier", "copy_of", span_of(children), it)

    def target_kinds_fr(self, children: list[Any]) -> dict[str, list[Token]]:
        """The kinds after the comma ("artefact ou créature"): their words, for `targets_of_types_fr`."""
        return {"kinds": [t for c in children if isinstance(c, list) for t in c if isinstance(t, Token)]}

    def cond_was_status_fr(self, children: list[Any]) -> EffectCondition:
        """ "si elle attaquait" (`grammar/effects-fr/6-modern-tail.lark`): the English "if it was attacking"
        (`cond_state`, test "is:<status>" about its subject), the imperfect one word for "was" and the status."""
        subject, status = children
        about = list(subject)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{status.value}", about=about)

    def cond_it_did_fr(self, children: list[Any]) -> EffectCondition:
        """ "s'il cible un dragon" (`grammar/effects-fr/6-modern-tail.lark`): the English "if it targets a Dragon"
        (`cond_did` about the action), its subject "il" inside "s'il" (IF, before the rule's words), as Spanish's
        `cond_it_was_es` reads a subject only in the verb's person."""
        it = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers=ReferenceKind.ANAPHORA)
        return self.cond_did([Subject([it]), self.act_object(children)])  # type: ignore[attr-defined,no-any-return]

    def act_cant_during_fr(self, children: list[Any]) -> Action:
        """ "ne peuvent pas, ce tour-ci, être la cible de …" (`grammar/effects-fr/6-modern-tail.lark`): the action
        denied (`act_cant`), how long said between the commas its duration, as "… ce tour-ci" after it reads."""
        cant, during = children[0], next(c for c in children if isinstance(c, Token) and c.type == "DURATION")
        action: Action = self.act_cant([cant, *(c for c in children if isinstance(c, Action))])  # type: ignore[attr-defined]
        action.duration = Duration(EffectKind.DURATION, "", span_of([during]), until=during.value)
        action.span = span_of(children)
        return action
