"""Shapes of grammar/effects.lark's blocks "targets chosen anew for objects" ("You may choose new targets for target
spell."). A mixin of the effect Transformer (`transformer.py`, through `NodeShapeRules`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Related, Subject, listed_condition, make_action, objects_of, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, PlayerPhrase, Reference


def _this_turn(children: list[Any]) -> Duration:
    """The duration "this turn" inside the word "that would be dealt this turn to" (DEALT_THIS_TURN_TO); in another
    language ("qui devrait être infligée ce tour-ci à") the whole word."""
    dealt = next(t for t in children if isinstance(t, Token) and t.type == "DEALT_THIS_TURN_TO")
    at = dealt.text.find("this turn")
    if at < 0:
        return Duration(EffectKind.DURATION, "", (dealt.start_pos, dealt.end_pos), until=dealt.value)
    start = dealt.start_pos + at
    return Duration(EffectKind.DURATION, "", (start, start + len("this turn")), until=dealt.value)


class PreventShapeRules:
    """The method of the block "damage prevented, 'this turn' before its targets"."""

    if TYPE_CHECKING:

        def act_prevent(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def redirect_damage(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/clauses.py`)."""

    def act_prevent_this_turn(self, children: list[Any]) -> Action:
        """ "Prevent the next 4 damage that would be dealt this turn to target creature": as `act_prevent` reads
        the other order, the duration within the words before the targets; damage "divided as you choose" says so
        (`divided:as_you_choose`, as `act_damage`)."""
        action = self.act_prevent(children)
        action.duration = _this_turn(children)
        action.detail.extend(f"divided:{t.value}" for t in children if isinstance(t, Token) and t.type == "DIVIDED")
        return action

    def redirect_damage_this_turn(self, children: list[Any]) -> Action:
        """ "All damage that would be dealt this turn to you and permanents you control is dealt to enchanted creature
        instead.": as `redirect_damage` reads the other order, the duration within the words before the objects."""
        action = self.redirect_damage(children)
        action.duration = _this_turn(children)
        return action


class TargetsShapeRules(PreventShapeRules):
    """The methods of the rules of the blocks named in the module docstring."""

    if TYPE_CHECKING:

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

    def act_choose_new_targets(self, children: list[Any]) -> Choice:
        """ "choose new targets for target spell": the choice of targets (as "choose new targets for the copy"), the
        spells or abilities whose targets change its objects."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what="targets", objects=objects_of(children))

    def instead_of_other(self, children: list[Any]) -> Part:
        """ "… instead of any other type": the action replaces another, what it replaces kept
        (`instead:of_other:type`)."""
        return ("detail", f"instead:of_other:{children[0].value}", span_of(children))

    def mana_times(self, children: list[Any]) -> Detail:
        """ "twice as much of that mana": the mana of the tapping, its amount multiplied (`mana:that_mana:x2`)."""
        return Detail([f"mana:{children[1].value}:x{children[0].value}"], span_of(children))

    def act_lose_control(self, children: list[Any]) -> Action:
        """ "you lose control of ~": the verb `lose_control`, the permanent its object (as `act_gain_control`)."""
        return make_action(Verb.LOSE_CONTROL, children)

    def cond_attached_to(self, children: list[Any]) -> EffectCondition:
        """ "as long as ~ is attached to a creature": the test `attached_to`, about the attached object and what it
        is attached to."""
        about: list[Effect] = [*children[0], *objects_of(children[2:])]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{children[2].value}", about=about)

    def relative_attached_to(self, children: list[Any]) -> Part | Related:
        """ "target Aura that's attached to a permanent": as "an Aura attached to a permanent" (`attached_to`)."""
        return ("qualifier", str(children[1].value), span_of(children), children[-1])

    def act_become_attached(self, children: list[Any]) -> Action:
        """ "an Aura becomes attached to ~": the attaching (verb `attach`), what it is attached to its object; "attached
        to ~" / "attached to it" read whole name it."""
        last = children[-1]
        if isinstance(last, Token):
            if not last.value.startswith("attached_to_"):
                refuse(f'"{last.text}" after "becomes" (only what it is attached to is read)')
            refers = "self" if last.value == "attached_to_self" else "anaphora"
            word = last.text.split()[-1]  # "~" or "it", the words' last
            whom = Reference(EffectKind.REFERENCE, "", (last.end_pos - len(word), last.end_pos), refers=refers)
            return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ATTACH, objects=[whom])
        return make_action(Verb.ATTACH, children)

    def counters_any_number(self, children: list[Any]) -> Detail:
        """ "any number of +1/+1 counters": the counters, their count `any_number` (as `counters` writes a count)."""
        kind = next((c.value for c in children[1:-1] if isinstance(c, Token)), "")
        return Detail([f"counter:{kind}:any_number"], span_of(children))

    def act_hand_size(self, children: list[Any]) -> Action:
        """ "Your maximum hand size is two.": the verb `become`, detail `set:max_hand_size` (`reduce:` / `increase:` for
        "is reduced by" / "is increased by"), the number its amount, the player whose size it is the actor."""
        owner = next(c for c in children if isinstance(c, Token) and c.type == "HAND_SIZE_IS")
        change = next((c.value for c in children if isinstance(c, Token) and c.type == "SIZE_CHANGE"), "set")
        action = make_action(Verb.BECOME, children, detail=[f"{change}:max_hand_size"])
        if change != "set":
            action.amount = next(c.value for c in children if isinstance(c, Token) and c.type == "NUM")
        start = owner.start_pos
        cut = owner.text.find(" maximum")  # the English owner opens the words; elsewhere all of them are kept
        whose = owner.text[:cut].removesuffix("'s") if cut >= 0 else owner.text  # "Your", "Each opponent"
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", (start, start + len(whose)), who=owner.value)
        action.condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        return action

    def using_keyword(self, children: list[Any]) -> Part:
        """ "… using its blitz ability": the keyword whose cost casts the spell (detail `using:blitz`); only "ability"
        after it."""
        if children[-1].value != "ability":
            refuse(f'"{children[-1].text}" after "using its" (only the ability of a keyword is read)')
        return ("detail", f"using:{children[2].value}", span_of(children))

    def clause_after_listed(self, children: list[Any]) -> Effect:
        """ "As long as you control seven or more enchantments, creatures you control have flying": the condition on
        the objects before the comma (`control`, `there_are`; with a first condition joined by "and"), the object after
        it the clause's subject."""
        head, *rest = children
        first = next((c for c in rest if isinstance(c, EffectCondition)), None)
        verb = next(c for c in rest if isinstance(c, Token) and c.type in ("CONTROLLER", "THERE_ARE"))
        listed, subject = [c for c in rest if isinstance(c, Effect) and not isinstance(c, (Action, EffectCondition))][
            :2
        ]
        condition = listed_condition(verb, listed, span_of([verb, listed]))
        if first is not None:
            both = [first, condition]
            condition = EffectCondition(EffectKind.CONDITION, "", span_of(both), test="and", about=list(both))
        if head.type == "AS_LONG_AS":
            condition.test = f"as_long_as:{condition.test}"
        condition.span = span_of([head, listed])
        after = rest[rest.index(subject) + 1 :]
        return self.clause([condition, Subject([subject]), *after])

    def cond_either_status(self, children: list[Any]) -> EffectCondition:
        """ "if it's enchanted or equipped": its status is either (test `is:enchanted_or_equipped`), as
        `cond_either_color` reads colours."""
        about: list[Effect] = list(children[0]) if isinstance(children[0], Subject) else [_it(children[0])]
        statuses = "_or_".join(str(t.value) for t in children if isinstance(t, Token) and t.type == "STATUS")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{statuses}", about=about)

    def keyword_enchant(self, children: list[Any]) -> Detail:
        """ "with enchant creature": the keyword enchant and what it enchants (`keyword:enchant:creature`); "have
        affinity for artifacts" (`keyword:affinity:artifact`, rule 702.41); no other keyword takes an object so."""
        keyword, what = children
        if keyword.value not in ("enchant", "affinity"):
            refuse(f'"{what.text}" after the keyword "{keyword.text}"')
        return Detail([f"keyword:{keyword.value}:{what.value}"], span_of(children))

    def rule_not_applied(self, children: list[Any]) -> Action:
        """'The "legend rule" doesn't apply to tokens you control.': the verb `apply_rule` negated, detail
        `rule:legend`, the permanents it spares its objects; only the legend rule is read."""
        quoted = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        if quoted.value.strip('"').lower() != "legend rule":
            refuse(f"{quoted.text} is no rule the grammar knows")
        action = make_action(Verb.APPLY_RULE, children, negated=True, detail=["rule:legend"])
        action.condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        return action

    def act_no_longer(self, children: list[Any]) -> Action:
        """ "it's no longer suspected": a state that ends (verb `become` negated, detail `is:suspected`), as "isn't"
        reads; the actor is what "it" names."""
        status, it = children[-1], next(c for c in children if isinstance(c, Token) and c.type == "IT_IS")
        action = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, negated=True, detail=[f"is:{status.value}"]
        )
        action.actor = _it(it)
        action.condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        return action


def _it(token: Token) -> Reference:
    """The "it" of "it's": the object referred to, its span the pronoun's."""
    return Reference(EffectKind.REFERENCE, "", (token.start_pos, token.start_pos + 2), refers="anaphora")
