"""Shapes of more English sentences that refer to a choice (grammar/effects-en/9-chosen2.lark; issue #22, lane
chosen2: `chosen_ref` towards the effect tree). A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Subject, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase


class Chosen2ShapeRules:
    """The methods of the rules of grammar/effects-en/9-chosen2.lark."""

    def chosen2_cond_have_stats(self, children: list[Any]) -> EffectCondition:
        """ "if any of those creatures have power or toughness equal to the chosen number": either number of the
        subject compared (as `cond_have_stat` tests one, "have:power:2:or_greater"), the test
        `have:power_or_toughness:<quantity>:<bound>`."""
        stats = [str(c.value) for c in children if isinstance(c, Token) and c.type == "STAT"]
        bound = next(str(c.value) for c in children if isinstance(c, Token) and c.type in ("COMPARE", "EQUAL_TO"))
        quantity = children[-1]
        test = f"have:{'_or_'.join(stats)}:{quantity[1]}:{bound}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[0]))

    def chosen2_with_stats_loyalty(self, children: list[Any]) -> Part:
        """ "with power, toughness, or loyalty equal to the chosen number": as `with_stats_compared` reads the numbers
        listed, loyalty the last (the qualifier `power_or_toughness_or_loyalty:<quantity>:equal_to`); no other kind of
        counter is a number of the object."""
        kind = next(c for c in children if isinstance(c, Token) and c.type == "COUNTER_KIND")
        if kind.value != "loyalty":
            refuse(f'"{kind.text}" among the numbers of an object')
        stats = [str(c.value) for c in children if isinstance(c, Token) and c.type in ("WITH_STAT", "STAT")]
        bound = next(c.value for c in children if isinstance(c, Token) and c.type in ("COMPARE", "EQUAL_TO"))
        quantity = children[-1]
        return ("qualifier", f"{'_or_'.join([*stats, 'loyalty'])}:{quantity[1]}:{bound}", span_of(children))

    def chosen2_subject_during_of(self, children: list[Any]) -> Subject:
        """ "The next spell you cast this turn of the chosen type": `subject_during`, the qualifier after it its last
        object's too (only "of …": "of:chosen_type")."""
        objects, duration, qualifier = children
        if not str(qualifier.value).startswith("of:"):
            refuse(f'"{qualifier.text}" after "{duration.text}"')
        subject: Subject = self.subject_during([objects, duration])  # type: ignore[attr-defined]
        last = subject[-1] if subject else None
        if not isinstance(last, ObjectPhrase):
            refuse(f'"{qualifier.text}" after no object')
        else:
            last.qualifiers.append(str(qualifier.value))
            last.span = (last.span[0], qualifier.end_pos)
        return subject

    def chosen2_act_say(self, children: list[Any]) -> Action:
        """ "say the chosen sentence": the action `say` (as "say "sorry"" reads), what is said its object."""
        return make_action(Verb.SAY, children)

    def chosen2_text_changed(self, children: list[Any]) -> Action:
        """ "All instances of color words in the text of spells and permanents are changed to the chosen color word":
        the action `change_text` of the objects, what is replaced and what replaces it its details
        (`replace:color_word`, `to:chosen_color_word`)."""
        replaced, changed_to = children[0], children[-1]
        return make_action(Verb.CHANGE_TEXT, children, detail=[f"replace:{replaced.value}", f"to:{changed_to.value}"])

    def chosen2_act_cost_either(self, children: list[Any]) -> Action:
        """ "cost {W}, {U}, {B}, {R}, or {G} less to cast": a cost changed by one of the amounts listed (`modify_cost`,
        as "costs {1} less to cast" reads one; the amount `{W}|{U}|{B}|{R}|{G}`)."""
        amounts = [str(c.value) for c in children if isinstance(c, Token) and c.type == "SYMBOLS"]
        change = next(c for c in children if isinstance(c, Token) and c.type == "COST_CHANGE")
        return make_action(Verb.MODIFY_COST, children, amount="|".join(amounts), detail=[change.value])
