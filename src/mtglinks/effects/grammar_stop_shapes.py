"""Shapes of grammar/effects-en/4-grammar-stops.lark: English constructions where the grammar stopped reading a sentence
of the 2026 Oracle text (issue #22): chaos ensuing as an effect ("Chaos ensues."). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, apply_suffix, make_action, span_of, tokens_of
from mtglinks.effects.sentences import row_test
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, Reference, TriggerEvent

# the words of a kind said bare after "that are": "Zombies", "creatures", "tokens"
_KINDS = frozenset({"SUBTYPE", "TYPE", "NOUN"})


def cast_during(objects: list[Effect], duration: Token) -> list[Effect]:
    """The objects, the last one cast by a player within the duration (its qualifier `during:this_turn`, as
    `subject_during` files it); a duration after anything else belongs to the action, so is refused here."""
    last = objects[-1] if objects else None
    cast = isinstance(last, ObjectPhrase) and (last.controller or "").startswith("cast_by")
    if not cast or duration.value != "this_turn" or not isinstance(last, ObjectPhrase):
        refuse(f'"{duration.text}" after objects no player cast')
        return objects
    last.qualifiers.append(f"during:{duration.value}")
    last.span = (last.span[0], duration.end_pos)
    return objects


def _on_row(clauses: list[Effect], row: EffectCondition) -> list[Effect]:
    """Each action of a table's row held on the row's condition, beside any of its own (as `table_row` files it)."""
    for clause in clauses:
        if isinstance(clause, Action):
            apply_suffix(clause, ("condition", row, row.span))
    return clauses


class GrammarStopShapeRules:
    """The methods of the rules of grammar/effects-en/4-grammar-stops.lark (see the module docstring)."""

    def sentence(self, children: list[Any]) -> list[Effect]:  # pragma: no cover - EffectTransformer's
        """The clauses of a sentence: `EffectTransformer.sentence`, which comes first in the method order."""
        raise NotImplementedError

    def cond_on_result(self, children: list[Any]) -> EffectCondition:
        """ "On a 5 or higher, …", "On a 3 or 4, …": the result of the roll made before, as "If you roll a 5 or higher"
        reads it (the condition `did`, about the roll, detail `result:5:or_more`, `result:3_or_4`)."""
        numbers = [t.value for t in tokens_of(children, "NUM")]
        bound = [t.value for t in tokens_of(children, "OR_MORE")]
        result = "_or_".join(numbers) + "".join(f":{b}" for b in bound)
        span = span_of(children[:-1])
        roll = Action(EffectKind.ACTION, "", span, verb=Verb.ROLL, detail=[f"result:{result}"])
        return EffectCondition(EffectKind.CONDITION, "", span, test="did", about=[roll])

    def relative_are_kinds(self, children: list[Any]) -> Part:
        """ "that are Zombies and/or tokens", "that are Walls": what the objects are, any of the kinds named (the
        qualifier `is:Zombie|token`, as "that's still a land" reads `is:land`)."""
        kinds = [t.value for t in children[2:] if isinstance(t, Token) and t.type in _KINDS]
        return ("qualifier", "is:" + "|".join(kinds), span_of(children))

    def characteristics_alone(self, children: list[Any]) -> list[Effect]:
        """ "2/2 white Fox with vigilance.": a mode naming a creature's characteristics, which the sentence before
        refers to ("Create a creature token with those characteristics."): the object phrase; its words must open with
        the power and toughness and hold a type, and what follows must say what it has ("with …")."""
        words = children[0]
        if not (words and words[0].type == "PT" and any(t.type in ("SUBTYPE", "TYPE") for t in words)):
            refuse("an object alone that is no creature's characteristics")
        parts = [c for c in children if not isinstance(c, Token)]
        thing: ObjectPhrase = self.object_phrase(parts)  # type: ignore[attr-defined]
        if not any(q.startswith("with:") for q in thing.qualifiers):
            refuse("characteristics with nothing the creature has")
        return [thing]

    def act_put_counters_on_each(self, children: list[Any]) -> Action:
        """ "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1
        counters on a third target creature.": a put per group (its counters, "on", its object), the others after the
        first in the sentence (as `act_put_counter_each` leaves them), so each object keeps its counters."""
        groups: list[list[Any]] = [[]]
        for child in children[1:]:
            if isinstance(child, Token) and child.type == "AND":
                continue
            groups[-1].append(child)
            if len(groups[-1]) > 1 and isinstance(groups[-1][-2], Token) and groups[-1][-2].type == "ON":
                groups.append([])  # the object after "on" closes the group
        puts = [
            make_action(Verb.PUT_COUNTER, group, detail=[v for c in group if isinstance(c, Detail) for v in c])
            for group in groups
            if group
        ]
        first = puts[0]
        first.span = span_of(children[: 1 + len(groups[0])])
        self._also_put[id(first)] = (first, puts[1:])  # type: ignore[attr-defined]
        return first

    def act_into_top_cards(self, children: list[Any]) -> Action:
        """ "conjure a card named Ambush Viper into the top six cards of your library at random": the object put among
        the top cards of a library (the zone library, details `top:6` and `random`); "the top six lands" is refused."""
        number, noun = tokens_of(children, "NUM")[0], tokens_of(children, "NOUN")[-1]
        zone = tokens_of(children, "ZONE")[-1]
        if noun.value != "card" or zone.value != "library":
            refuse(f'"into the top {number.text} {noun.text} of {zone.text}"')
        detail = [f"top:{number.value}", *(str(t.value) for t in tokens_of(children, "AT_RANDOM"))]
        verb = children[0]
        kept = [c for c in children if not (isinstance(c, Token) and c.type in ("NUM", "NOUN", "AT_RANDOM"))]
        action = make_action(str(verb.value), kept, zone_to="library", detail=detail)
        action.span = span_of(children)
        return action

    def cond_additional_cost_of(self, children: list[Any]) -> EffectCondition:
        """ "As an additional cost to cast black permanent spells, …": what follows is a cost of those spells (the
        condition `additional_cost`, about them); only "an additional cost to cast" is read so."""
        det, verb = children[1], children[4]
        if det.value != "additional" or verb.value != "cast":
            refuse(f'"as {det.text} cost to {verb.text}"')
        about = [o for c in children if isinstance(c, list) for o in c if isinstance(o, Effect)]
        if not about:
            refuse("an additional cost of nothing named")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="additional_cost", about=about)

    def relative_in_common(self, children: list[Any]) -> Part:
        """ "that have a creature type in common", "that have the same name": what the objects share among themselves
        (the qualifier `share:creature_type:in_common`)."""
        return ("qualifier", f"share:{children[1].value}:in_common", span_of(children))

    def quantity_colors_it_is(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the number of colors that spell is", "the number of colors it was": the colours of the object referred to,
        counted (the amount `number_of`, per colours `of:<reference>`, the reference in `related`); only the number of
        colours and of a number's own kind ("the number of …") is read so."""
        number, noun, who, verb = children
        if number.value != "number_of" or noun.value != "color":
            refuse(f'"{number.text} {noun.text} {who.text} {verb.text}"')
        refers = "self" if who.type == "SELF" else str(who.value)
        ref = Reference(EffectKind.REFERENCE, "", span_of([who]), refers=refers)
        colors = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children[1:]), types=["color"], qualifiers=[f"of:{refers}"], related=[ref]
        )
        return ("amount", "number_of", span_of(children), colors)

    def relative_exactly_colors(self, children: list[Any]) -> Part:
        """ "that's exactly two colors": how many colours the object is (the qualifier `colors:2:exactly`); only
        "exactly" and colours are read so."""
        bound, number, noun = children[1], children[2], children[3]
        if bound.text.lower() != "exactly" or noun.value != "color":
            refuse(f'"that\'s {bound.text} {number.text} {noun.text}"')
        return ("qualifier", f"colors:{number.value}:exactly", span_of(children))

    def cond_for_each_during(self, children: list[Any]) -> EffectCondition:
        """ "for each spell you've cast this turn, …": the action done once per object, the objects cast within the
        duration (`cast_during`)."""
        objects = cast_during(children[1], children[2])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=objects)

    def relative_had_enter(self, children: list[Any]) -> Part:
        """ "land you had enter the battlefield under your control this turn": the objects entered under the player's
        control within the duration (the qualifier `entered_this_turn`); only "you … under your control this turn"."""
        player, duration = children[0], children[-1]
        if player.value != "you" or duration.value != "this_turn":
            refuse(f'"{player.text} had … enter … {duration.text}"')
        return ("qualifier", "entered_this_turn", span_of(children))

    def act_choose_other_than_kind(self, children: list[Any]) -> Choice:
        """ "Choose a card name other than a basic land card name.": the choice, the values left out its option
        (`other_than:basic_land`); the words must end with what is chosen ("card name" after "a card name")."""
        what, words = str(children[1].value), children[-1]
        if not words or words[-1].value != what or len(words) < 2:
            refuse(f'"other than" a kind that is not a {children[1].text}')
        left_out = "_".join(str(t.value) for t in words[:-1])
        return Choice(EffectKind.CHOICE, "", span_of(children), what=what, options=[f"other_than:{left_out}"])

    def table_row_range(self, children: list[Any]) -> list[Effect]:
        """ "1-9 | Each player draws a card.": the clauses on the row's condition `row:1-9`; the second number must be
        the one the hyphen wrote ("-9"), a larger one than the first."""
        low, high, bar = children[0], children[1], children[2]
        if not high.text.startswith("-") or not (low.value.isdigit() and high.value.lstrip("-").isdigit()):
            refuse(f'"{low.text} {high.text}" before a row\'s bar')
        if int(high.value.lstrip("-")) <= int(low.value):
            refuse(f'the range "{low.text}{high.text}" runs backwards')
        span = span_of([low, high, bar])
        row = EffectCondition(EffectKind.CONDITION, "", span, test=f"row:{low.value}-{high.value.lstrip('-')}")
        return _on_row(self.sentence(children[3:]), row)

    def table_row_trigger(self, children: list[Any]) -> list[Effect]:
        """ "3+ | Whenever you cast an artifact spell, draw a card.": a station's row that holds a triggered ability
        (rule 702.184): the event, then its clauses, each on the row's condition (`row:3+`)."""
        bar = tokens_of(children, "BAR")[0]
        head = children[: children.index(bar) + 1]
        row = EffectCondition(EffectKind.CONDITION, "", span_of(head), test=row_test(head))
        event = next(c for c in children if isinstance(c, TriggerEvent))
        rest = children[children.index(event) + 1 :]
        return [event, *_on_row(self.sentence(rest), row)]

    def act_chaos_ensues(self, children: list[Any]) -> Action:
        """ "chaos ensues" as what happens (rule 901.9: the plane's chaos ability triggers): the verb chaos_ensues, no
        object; any other step or phase said where a verb belongs ("If …, your upkeep.") is refused."""
        phase = children[0]
        if phase.value != "chaos_ensues":
            refuse(f'"{phase.text}" where a verb belongs')
        return make_action(Verb.CHAOS_ENSUES, children)
