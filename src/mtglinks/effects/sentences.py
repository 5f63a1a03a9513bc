"""The sentence shapes of grammar/effects.lark that are not a clause: a power and toughness alone, a
leveler's level, a row of a table a card sets out. A mixin of the effect Transformer (`transformer.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import (
    Detail,
    Subject,
    any_counters,
    apply_suffix,
    make_action,
    objects_of,
    set_actor,
    span_of,
    tokens_of,
    value_of,
)
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def row_test(children: list[Any]) -> str:
    """ "row:9", "row:15+": the number a table's row opens with (a die's result, a station's counters)."""
    number = tokens_of(children, "NUM")[0].value
    return f"row:{number}+" if tokens_of(children, "OR_MORE") else f"row:{number}"


class SentenceRules:
    """The methods of the effect grammar's sentence shapes that are not clauses (see the module docstring)."""

    def sentence(self, children: list[Any]) -> list[Effect]:  # pragma: no cover - EffectTransformer's
        """The clauses of a sentence: `EffectTransformer.sentence`, which comes first in the method order."""
        raise NotImplementedError

    def pt_alone(self, children: list[Any]) -> list[Effect]:
        """ "2/4" under a leveler's level, "1/1" of "Prototype {1}{W} — 1/1": the base power and toughness."""
        pt = tokens_of(children, "PT")[0]
        detail = ["set:base_power_toughness"]
        return [Action(EffectKind.ACTION, "", span_of(children), verb=Verb.MODIFY_PT, amount=pt.value, detail=detail)]

    def level_line(self, children: list[Any]) -> list[Effect]:
        """ "LEVEL 2-3", "LEVEL 4+": the levels (how many level counters) the abilities below it hold at (rule
        711); the second number of a range is read with its dash ("-3")."""
        kind, low, high = children[0], children[1], children[2]
        bound = f"{low.value}+" if high.type == "OR_MORE" else f"{low.value}-{high.value.lstrip('-')}"
        return [EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"{kind.value}:{bound}")]

    def table_row(self, children: list[Any]) -> list[Effect]:
        """ "10—19 | Tap all creatures your opponents control.": the clauses, each on the condition of the row
        (the paragraph reader takes "10—" for an ability word: the row's number is the one before the bar)."""
        bar = tokens_of(children, "BAR")[0]
        head = children[: children.index(bar) + 1]
        clauses = self.sentence(children[children.index(bar) + 1 :])
        row = EffectCondition(EffectKind.CONDITION, "", span_of(head), test=row_test(head))
        for clause in clauses:  # each action of the row holds on its condition, beside any of its own
            if isinstance(clause, Action):
                apply_suffix(clause, ("condition", row, row.span))
        return clauses

    def cond_had(self, children: list[Any]) -> EffectCondition:
        """ "if it had a +1/+1 counter on it", "If you had a card in hand": what the subject had (its last
        known state, or a state at a time past)."""
        counters = next((c for c in children if isinstance(c, Detail)), None)
        about = [*children[0], *objects_of(children[2:])]
        test = f"had:{counters[0]}" if counters else "had"
        if not counters:  # "if it had counters on it": counters of any kind, one or more
            test = any_counters("had", about) or test
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def cond_had_stat(self, children: list[Any]) -> EffectCondition:
        """ "If that creature had power 2 or less": a characteristic the subject had."""
        bound = value_of(children, "OR_LESS", "OR_MORE") or "exactly"
        test = f"had:{children[2].value}:{children[3].value}:{bound}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[0]))

    def cond_had_event(self, children: list[Any]) -> EffectCondition:
        """ "if you had a land enter the battlefield under your control this turn": an event that happened to
        the subject's objects; the action's actor is what entered, the subject whose it was."""
        action = next(c for c in children if isinstance(c, Action))
        whose: Subject = children[0]
        set_actor(action, Subject(objects_of(children[2:3])))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="had_event", about=[*whose, action])

    def act_be_also(self, children: list[Any]) -> Action:
        """ "~ is the chosen type in addition to its other types", "All lands are Islands in addition to their
        other types": what the object is, the qualifier ("in_addition") on it."""
        qualifier = tokens_of(children, "QUALIFIER")[0]
        what = self._what_it_is(children[1:-1], qualifier)
        detail = ["is"] if isinstance(what, ObjectPhrase) else ["is", qualifier.value]
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=detail)

    def act_it_is_also(self, children: list[Any]) -> Action:
        """ "It's a Warlock in addition to its other types.", "They're Zombies in addition to their other types."."""
        qualifier = tokens_of(children, "QUALIFIER")[0]
        start = 2 if children[1].type == "STILL" else 1
        about = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="anaphora")
        what = self._what_it_is(children[start:-1], qualifier)
        detail = ["is", "still"] if start == 2 else ["is"]
        if not isinstance(what, ObjectPhrase):
            detail.append(qualifier.value)
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, actor=about, objects=[what], detail=detail
        )

    def _what_it_is(self, children: list[Any], qualifier: Token) -> Effect:
        """The object phrase (or the reference) an "is" names, with the qualifier read after it."""
        refs = tokens_of(children, "REF")
        if refs:  # "the chosen type": what it is was chosen before; the qualifier is the action's
            return Reference(EffectKind.REFERENCE, "", span_of(refs), refers=refs[0].value)
        named = ("COLOR", "SUBTYPE", "TYPE")  # "are Food artifacts": the type a token of its own after "is"
        words = [c for c in children if isinstance(c, Token) and c.type in named]
        parts = [c for c in children if not (isinstance(c, Token) and c.type in (*named, "DET_A"))]
        if words:  # "They're black Zombies": the words not grouped by the rule `words`
            parts.append(words)
        return self.object_phrase([*parts, ("qualifier", qualifier.value, span_of([qualifier]))])

    def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:  # pragma: no cover - NounRules'
        """An object phrase from its parts: `NounRules.object_phrase`, which comes first in the method order."""
        raise NotImplementedError

    def act_is_not(self, children: list[Any]) -> Action:
        """ "~ isn't a creature", "the token isn't legendary", "if it isn't a creature or Vehicle": what the
        object is not."""
        return make_action(Verb.BECOME, children, negated=True, detail=["is"])

    def damage_subject(self, children: list[Any]) -> Subject:
        """ "Damage", "The damage", "Damage that would be dealt by ~": damage as what the clause is about (its
        kind, "combat_damage", as the phrase's type; by whom, as its relative clause)."""
        damage = tokens_of(children, "DAMAGE")[0]
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=[damage.value])
        by = objects_of(children[children.index(damage) + 1 :])
        if by:  # "that would be dealt by ~": the damage's source
            span = span_of(children[children.index(damage) + 1 :])
            node.relative.append(Action(EffectKind.ACTION, "", span, verb=Verb.DEAL_DAMAGE, actor=by[0]))
        if value_of(children, "THE"):
            node.determiner = "the"
        return Subject([node])

    def act_dealt_to(self, children: list[Any]) -> Action:
        """ "(damage would) be dealt to ~": damage dealt, its subject the damage, to whom the objects."""
        return make_action(Verb.DEAL_DAMAGE, children, detail=["passive"])

    def class_level(self, children: list[Any]) -> list[Effect]:
        """ "Level 2" (a Class's ability, rule 716): the permanent becomes that level."""
        kind, number = children[0], children[1]
        span = span_of(children)
        return [Action(EffectKind.ACTION, "", span, verb=Verb.BECOME, amount=number.value, detail=[kind.value])]

    def while_state(self, children: list[Any]) -> tuple[str, EffectCondition, tuple[int, int]]:
        """ "while saddled", "while tapped": the state the subject is in as the action happens."""
        state = children[0].value
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test=f"while:is:{state}"), span)

    def act_be_spent(self, children: list[Any]) -> Action:
        """ "(mana of any type can) be spent to cast that spell": spending the mana, its purpose the condition."""
        purpose = next(c for c in children if isinstance(c, Action))
        span = span_of(children)
        to = EffectCondition(EffectKind.CONDITION, "", purpose.span, test="to", about=[purpose])
        return Action(EffectKind.ACTION, "", span, verb=Verb.SPEND, detail=["mana", "passive"], condition=to)

    def mana_subject(self, children: list[Any]) -> Subject:
        """ "Mana of any type" as what a clause is about (the kind of mana its qualifier)."""
        kind = children[0]
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["mana"], qualifiers=[kind.value])
        return Subject([node])

    def first_time(self, children: list[Any]) -> tuple[str, str, tuple[int, int]]:
        """ "for the first time each turn": which of the events counts, filed in the action's detail."""
        return ("detail", children[0].value, span_of(children))

    def act_move_counters(self, children: list[Any]) -> Action:
        """ "put its counters on target creature you control", "put those counters on …": counters moved, of
        any kind, from what the possessive or "those" points back to."""
        return make_action(Verb.PUT_COUNTER, children, detail=[f"counters_of:{children[1].value}"])

    def act_each_other(self, children: list[Any]) -> Action:
        """ "(Those creatures) fight each other": the subject's objects do it to one another."""
        return make_action(children[0].value, children, detail=["each_other"])

    def cond_more(self, children: list[Any]) -> EffectCondition:
        """ "an opponent controls more lands than you", "you have more cards in hand than each opponent": who has
        more (or fewer) of what than whom; `about` holds the players compared and what is counted."""
        more = tokens_of(children, "MORE")[0]
        than = tokens_of(children, "THAN")[0]
        whose = tokens_of(children, "CONTROLLER")
        what = "life" if tokens_of(children, "LIFE") else ("control" if whose else "have")
        test = f"{more.value}:{what}:{whose[0].value}" if whose else f"{more.value}:{what}"
        before, after = children[: children.index(than)], children[children.index(than) + 1 :]
        about = [*objects_of(before), *objects_of(after)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def event_next(self, children: list[Any]) -> TriggerEvent:
        """ "you next cast an instant or sorcery spell this turn": the event, only its next time counting."""
        event = self.event([c for c in children if not (isinstance(c, Token) and c.type == "NEXT")])
        event.span = span_of(children)
        for action in event.actions:
            action.detail.append("next")
        return event

    def event(self, children: list[Any]) -> TriggerEvent:  # pragma: no cover - PhraseRules'
        """A trigger event from its parts: `PhraseRules.event`, which comes first in the method order."""
        raise NotImplementedError

    def event_counters_removed(self, children: list[Any]) -> TriggerEvent:
        """ "a time counter is removed from ~ while it's exiled": counters removed, from what, in what state."""
        counters = next(c for c in children if isinstance(c, Detail))
        action = make_action(Verb.REMOVE_COUNTER, children, detail=list(counters))
        for part in children:  # "while it's exiled"
            if isinstance(part, tuple):
                apply_suffix(action, part)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.REMOVE_COUNTER, actions=[action])
