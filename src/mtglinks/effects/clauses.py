"""The verb side of grammar/effects.lark beyond the plain predicates: modal and negated clauses ("can",
"choose not to"), mana kept for a purpose, damage dealt to a subject, notes, what follows a predicate
("as though …", "rather than pay …", "during …", "until …", "except …", "while …") and conditions read
whole. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import (
    Detail,
    Part,
    Span,
    Subject,
    apply_suffix,
    choice_done,
    make_action,
    objects_of,
    prefixed_condition,
    set_actor,
    span_of,
    value_of,
)
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, Note, Reference, TriggerEvent


def _inner_action(children: list[Any]) -> Action:
    """The action of the predicate a modifier wraps ("can block …", "choose not to untap …")."""
    return choice_done(children)[0]


class ClauseRules:
    """The methods of the effect grammar's clause-side rules (see the module docstring)."""

    def adverb(self, children: list[Any]) -> Part | tuple[str, Duration, Span]:
        """ "perpetually" (a digital card's change that lasts the whole game) is the action's duration;
        "also" says the action is done beside another."""
        token = children[0]
        span = span_of(children)
        if token.type == "PERPETUALLY":
            return ("duration", Duration(EffectKind.DURATION, "", span, until="perpetually"), span)
        return ("detail", token.value, span)

    def act_can(self, children: list[Any]) -> Action:
        """ "~ can block an additional creature each combat", "can only attack alone": what is allowed."""
        action = _inner_action(children)
        modal = value_of(children, "CAN") or "can"  # "can", or "could" ("lands that could produce {C}")
        action.detail.append(f"{modal}_only" if value_of(children, "ONLY") else modal)
        action.span = span_of(children)
        return action

    def act_choose_not(self, children: list[Any]) -> Action:
        """ "You may choose not to untap ~ during your untap step.": the action the player may skip."""
        action = _inner_action(children)
        action.negated = True
        action.detail.append("choose_not")
        action.span = span_of(children)
        return action

    def act_spend(self, children: list[Any]) -> Action:
        """ "Spend this mana only to cast creature spells.": spending the mana, on the condition of its use."""
        purpose = _inner_action(children)
        span = span_of(children)
        only = EffectCondition(EffectKind.CONDITION, "", purpose.span, test=children[0].value, about=[purpose])
        return Action(EffectKind.ACTION, "", span, verb=Verb.SPEND, detail=["mana"], condition=only)

    def act_dealt(self, children: list[Any]) -> Action:
        """ "is dealt damage", "was dealt 7 or more damage": damage dealt to the subject."""
        amount = value_of(children, "NUM", "DET_A", "THAT_MANY")
        action = make_action(Verb.DEALT_DAMAGE, children, amount=amount)
        if value_of(children, "OR_MORE"):
            action.detail.append(str(value_of(children, "OR_MORE")))
        return action

    def act_note(self, children: list[Any]) -> Note:
        """ "note its name", "Note the mana value of each card …": a value kept for later (rule 607.2e)."""
        what = value_of(children, "NOTED") or "object"
        return Note(EffectKind.NOTE, "", span_of(children), what=what)

    def as_though(self, children: list[Any]) -> Part:
        """ "… as though it had flash"."""
        return ("detail", f"as_though:{children[0].value}", span_of(children))

    def rather_than(self, children: list[Any]) -> Part:
        """ "… rather than pay ~'s mana cost": an alternative cost."""
        return ("detail", f"rather_than:{children[0].value}", span_of(children))

    def any_time(self, children: list[Any]) -> Part:
        """ "You may look at the top card of your library any time."."""
        return ("detail", "any_time", span_of(children))

    def alone(self, children: list[Any]) -> Part:
        """ "can only attack alone"."""
        return ("detail", "alone", span_of(children))

    def during(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… during each other player's untap step": when the action may or does happen."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"during:{children[-1].value}")
        return ("condition", node, span)

    def cond_during_step(self, children: list[Any]) -> EffectCondition:
        """ "During each opponent's turn, …"."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"during:{children[1].value}")

    def until_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "reveal cards … until you reveal a creature card": the event that ends a repeated action."""
        action = _inner_action(children)
        subject = next((c for c in children if isinstance(c, Subject)), None)
        if subject is not None:  # none when the verb's person says who (Spanish "hasta que muestres …")
            set_actor(action, subject)
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="until", about=[action]), span)

    def except_for(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "…, except it has haste": how the result differs (a copy's exceptions)."""
        return prefixed_condition(children, "except")

    def while_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… while you're the monarch": the state the action happens in."""
        return prefixed_condition(children, "while")

    def cond_fixed(self, children: list[Any]) -> EffectCondition:
        """ "if you're the monarch", "if no spells were cast last turn": a state of the game read whole."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[0].value)

    def cond_remains(self, children: list[Any]) -> EffectCondition:
        """ "for as long as ~ remains tapped", "as long as it remains exiled"."""
        about: list[Effect] = list(children[0]) if isinstance(children[0], Subject) else []
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"remains:{children[1].value}", about=about
        )

    def cond_spent(self, children: list[Any]) -> EffectCondition:
        """ "if {W} was spent to cast ~": the colour of mana paid for the spell."""
        token = children[-1]
        refers = "self" if token.type == "SELF" else token.value
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", span_of([token]), refers=refers)]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"spent:{children[0].value}", about=about
        )

    def act_set_stat(self, children: list[Any]) -> Action:
        """ "~'s power and toughness are each equal to the number of …": a characteristic the text defines."""
        stat = next(c for c in children if isinstance(c, Token) and c.type == "STAT_IS")
        action = make_action(Verb.MODIFY_PT, children, detail=[f"set:{stat.value}"])
        owner = stat.text.split()[0].lower()  # "~'s", "this creature's", "its"
        refers = "self" if owner in ("~'s", "this") else "anaphora"
        size = stat.text.index("'s") if "'s" in stat.text else len(owner)  # the owner's words
        start = stat.start_pos
        if "~" in stat.text and not stat.text.startswith("~"):  # the name after its stat: "la force de ~"
            refers, start, size = "self", stat.start_pos + stat.text.index("~"), 1
        action.actor = Reference(EffectKind.REFERENCE, "", (start, start + size), refers=refers)
        owner_token = next((c for c in children if isinstance(c, Token) and c.type in ("SELF", "REF")), None)
        if owner_token is not None:  # the owner a word of its own, after the stat ("Сила ~ равна …")
            action.actor = Reference(
                EffectKind.REFERENCE,
                "",
                span_of([owner_token]),
                refers="self" if owner_token.type == "SELF" else owner_token.value,
            )
        action.condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        return action

    def as_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "You may exert ~ as it attacks": the event the action goes with."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="as", about=[action]), span)

    def during_only(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "Cast ~ only during your end step": the only time the action is allowed."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"only_during:{children[-1].value}")
        return ("condition", node, span)

    def if_only(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "Cast ~ only if a creature died this turn"."""
        node: EffectCondition = children[-1]
        node.test = f"only_if:{node.test}"
        node.span = span_of(children)
        return ("condition", node, node.span)

    def cond_any(self, children: list[Any]) -> EffectCondition:
        """ "If you do or if you control a Dragon, …": either condition holds."""
        either: list[Effect] = [c for c in children if isinstance(c, EffectCondition)]
        if any(isinstance(c, Token) and c.type == "IF_YOU_DO" for c in children):
            first = children[0]
            either.insert(0, EffectCondition(EffectKind.CONDITION, "", span_of([first]), test=first.value))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="any", about=either)

    if_any = cond_any

    def cond_does(self, children: list[Any]) -> EffectCondition:
        """ "If that player doesn't, …", "If they do, …": whether the subject did what was asked."""
        about: list[Effect] = list(children[0])
        test = "does_not" if children[1].type == "CANT" else "does"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def cond_compare_number(self, children: list[Any]) -> EffectCondition:
        """ "If X is 5 or more", "if ~'s power is 4 or greater": a number compared."""
        bound = value_of(children, "OR_MORE", "OR_LESS") or "exactly"
        test = f"compare:{children[0].value}:{bound}:{children[2].value}"  # as `comparison` words it
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def cond_life(self, children: list[Any]) -> EffectCondition:
        """ "if you have 5 or less life": a player's life total compared."""
        about: list[Effect] = list(children[0])
        test = f"life:{children[2].value}:{children[3].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def act_have(self, children: list[Any]) -> Action:
        """ "you may have ~ deal 3 damage to target creature": the action is the one had done, by its own actor."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        action.detail.append("have")
        action.span = span_of(children)
        return action

    def act_enter_copy(self, children: list[Any]) -> Action:
        """ "You may have this creature enter as a copy of any creature on the battlefield"."""
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=["as_copy"])

    def act_event_from(self, children: list[Any]) -> Action:
        """ "if ~ was cast from a graveyard": an event and the zone it happened from."""
        return make_action(children[0].value, children, zone_from=value_of(children, "ZONE"))

    def events(self, children: list[Any]) -> TriggerEvent:
        """ "~ enters and whenever it attacks": one trigger waiting for either event. A step has no action to carry
        ("~ enters and at the beginning of your upkeep"): it is kept whole in `joined`, not dropped."""
        first, second = (c for c in children if isinstance(c, TriggerEvent))
        joined = [j for e in (first, second) for j in (e.joined or ([] if e.actions else [e]))]
        both = [*first.actions, *second.actions]
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=first.event, actions=both, joined=joined)

    def reflexive_lasting(self, children: list[Any]) -> list[Effect]:
        """ "Until end of turn, whenever …, …": a trigger that lasts, its duration first."""
        token = children[0]
        lasting = Duration(EffectKind.DURATION, "", span_of([token]), until=token.value)
        return [lasting, *self.reflexive(children[1:])]  # type: ignore[attr-defined]

    def cond_this_way(self, children: list[Any]) -> EffectCondition:
        """ "If you search your library this way, …": the ability's own instruction was carried out."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        action.detail.append("this_way")  # as a "this way" after any other clause files it
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did_this_way", about=[action])

    def cond_next_time(self, children: list[Any]) -> EffectCondition:
        """ "The next time a source of your choice would deal damage to you this turn, …": a one-shot replacement."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="next_time", about=[action])

    def act_must(self, children: list[Any]) -> Action:
        """ "This creature must be blocked if able": what is required ("that player must choose at least one Flagbearer
        on the battlefield if able": a choice required, the action `choose`)."""
        choice = next((c for c in children if isinstance(c, Choice)), None)
        if choice is not None:
            span = span_of(children)
            return Action(EffectKind.ACTION, "", span, verb=Verb.CHOOSE, objects=choice.objects, detail=["must"])
        action = _inner_action(children)
        action.detail.append("must")
        action.span = span_of(children)
        return action

    def act_spend_as(self, children: list[Any]) -> Action:
        """ "You may spend mana as though it were mana of any color (to cast that spell)"."""
        purpose: list[Effect] = [c for c in children if isinstance(c, Action)]
        action = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.SPEND, detail=["mana", f"as_though:{children[0].value}"]
        )
        if purpose:
            span = span_of(children[1:])
            action.condition = EffectCondition(EffectKind.CONDITION, "", span, test="only_to", about=purpose)
        return action

    def act_put_back(self, children: list[Any]) -> Action:
        """ "then put them back in any order": the cards go back where they were."""
        action = make_action(Verb.PUT, children, detail=["back"])
        order = value_of(children, "AT_RANDOM")
        if order:
            action.detail.append(order)
        return action

    def instead_of(self, children: list[Any]) -> Part:
        """ "exile it instead of putting it into its owner's graveyard"."""
        return ("detail", f"instead_of:{children[0].value}", span_of(children))

    def before_step(self, children: list[Any]) -> Part:
        """ "Activate only during your turn, before attackers are declared"."""
        return ("detail", f"before:{children[0].value}", span_of(children))

    def cond_order(self, children: list[Any]) -> EffectCondition:
        """ "Starting with you, each player …": the order the players act in."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"order:{children[0].value}")

    def as_though_had(self, children: list[Any]) -> Part:
        """ "can block as though it had flying": the keyword the object is treated as having."""
        granted = ",".join(children[1])
        return ("detail", f"as_though:{granted}", span_of(children))

    def afterwards(self, children: list[Any]) -> Part:
        """ "shuffle your library afterwards" (older printed wording)."""
        return ("detail", "afterwards", span_of(children))

    def act_unblockable(self, children: list[Any]) -> Action:
        """ "~ is unblockable." (older printed wording of "can't be blocked")."""
        return make_action(Verb.BLOCK, children, negated=True, detail=["passive"])

    def act_roll_symbol(self, children: list[Any]) -> Action:
        """ "Whenever you roll {CHAOS}": a verb and the symbol it names."""
        return make_action(children[0].value, children, detail=[f"symbol:{children[1].value}"])

    def fixed_clause(self, children: list[Any]) -> list[Effect]:
        """ "Attacking doesn't cause ~ to tap.": an older printed sentence that says one rule."""
        verb, detail = children[0].value.split(":", 1)
        return [make_action(verb, children, negated=detail.startswith("not_"), detail=[detail])]

    def act_choose_counted(self, children: list[Any]) -> Choice:
        """ "Choose up to two target creature cards in your graveyard": how many, then what."""
        what = objects_of(children)
        return Choice(EffectKind.CHOICE, "", span_of(children), what="object", objects=what, options=[children[1].text])

    def timing_if(self, children: list[Any]) -> list[Effect]:
        """ "Activate only as a sorcery and only if you have one or fewer cards in hand."."""
        token = children[0]
        condition: EffectCondition = children[-1] if isinstance(children[-1], EffectCondition) else children[-2]
        span = span_of(children)
        return [
            Action(EffectKind.ACTION, "", span, verb=Verb.ACTIVATE, detail=[f"only:{token.value}"], condition=condition)
        ]

    def cost_sentence(self, children: list[Any]) -> list[Effect]:
        """ "{1}{U}, Pay 3 life.": a cost written as a sentence, its mana first, then its other parts."""
        symbols = children[0]
        pay = Action(EffectKind.ACTION, "", span_of([symbols]), verb=Verb.PAY, amount=symbols.value, detail=["mana"])
        rest = [c for c in children if isinstance(c, Effect)]
        return [pay, *rest]

    def cond_you_do_verb(self, children: list[Any]) -> EffectCondition:
        """ "If you don't sacrifice a Forest, …": whether you did the action named."""
        action = _inner_action(children)
        test = f"{children[0].value}:did"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[action])

    def cond_did_during(self, children: list[Any]) -> EffectCondition:
        """ "If you cast ~ during your main phase, …"."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        when = children[-1].value
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"did_during:{when}", about=[action])

    def cond_paid_alone(self, children: list[Any]) -> EffectCondition:
        """ "If the gift was promised, …": a cost paid, read whole."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{children[0].value}")

    def event_state(self, children: list[Any]) -> TriggerEvent:
        """ "When you control no Islands, …": a state the trigger waits for (rule 603.8)."""
        control = Action(
            EffectKind.ACTION,
            "",
            span_of(children),
            verb=Verb.GAIN_CONTROL,
            objects=objects_of(children),
            detail=[f"controller:{children[0].value}", "state"],
        )
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="control", actions=[control])

    def act_pay_or(self, children: list[Any]) -> Action:
        """ "pay {2} or sacrifice this enchantment": a payment, or the action instead."""
        other = _inner_action(children)
        pay = make_action(Verb.PAY, children[:2], amount=children[1].value, detail=["mana"])
        pay.alternatives.append(other)
        pay.span = span_of(children)
        return pay

    def pump_line(self, children: list[Any]) -> list[Effect]:
        """ "+0/+3 until end of turn" (older printed shorthand of "~ gets +0/+3 until end of turn")."""
        action = make_action(Verb.MODIFY_PT, children[:1], amount=children[0].value)
        for part in children[1:]:
            if isinstance(part, tuple):
                apply_suffix(action, part)
            elif isinstance(part, Token) and part.type == "DURATION":
                action.duration = Duration(EffectKind.DURATION, "", span_of([part]), until=part.value)
        action.span = span_of(children)
        return [action]

    def more_counters(self, children: list[Any]) -> Detail:
        """ "four or more quest counters": the counters' kind and their least number."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or ""
        return Detail([f"counter:{kind}:{children[0].value}:{children[1].value}"], span_of(children))

    def act_put_counters(self, children: list[Any]) -> Action:
        """ "put two +1/+1 counters and a trample counter on that creature"."""
        kinds = [value for c in children if isinstance(c, Detail) for value in c]
        return make_action(Verb.PUT_COUNTER, children, detail=kinds)

    def act_remove_all_counters(self, children: list[Any]) -> Action:
        """ "remove all flood counters from ~", "Remove all counters from target permanent"."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or "any"
        return make_action(Verb.REMOVE_COUNTER, children, amount="all", detail=[f"counter:{kind}"])

    def cond_have_counters(self, children: list[Any]) -> EffectCondition:
        """ "if ~ has four or more quest counters on it", "if there are two or more ki counters on ~"."""
        counted = next(c for c in children if isinstance(c, Detail))
        holder = children[-1]
        about: list[Effect]
        if isinstance(holder, Token):  # "on it", "on ~": the counters' holder named after them
            refers = "self" if holder.type == "SELF" else holder.value
            about = [Reference(EffectKind.REFERENCE, "", span_of([holder]), refers=refers)]
        else:  # "if an opponent has three or more poison counters": the subject holds them
            about = list(next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"has:{counted[0]}", about=about)

    def cond_quality(self, children: list[Any]) -> EffectCondition:
        """ "If that permanent is black", "if that card is legendary"."""
        about: list[Effect] = list(children[0])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{children[2].value}", about=about)

    def cond_would_while(self, children: list[Any]) -> EffectCondition:
        """ "If you would draw a card while your library has no cards in it, …": a replacement in a state."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        state = next((c for c in children if isinstance(c, EffectCondition)), None)
        step = [c.value for c in children if isinstance(c, Token) and c.type == "STEP"]
        about: list[Effect] = [action] if state is None else [action, state]
        test = f"would:during:{step[0]}" if step else "would:while"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def event_counters(self, children: list[Any]) -> TriggerEvent:
        """ "Whenever one or more +1/+1 counters are put on a creature you control": counters as the subject."""
        counted = next(c for c in children if isinstance(c, Detail))
        put = make_action(Verb.PUT_COUNTER, children, detail=[*counted, "passive"])
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.PUT_COUNTER, actions=[put])

    def keyword_cost(self, children: list[Any]) -> Detail:
        """A keyword granted with its cost or number: "unearth {2}{B}" (a cost), "ripple 4" (a number)."""
        kind = {"SYMBOLS": "cost:", "NUM": "n:"}.get(children[1].type, "")
        return Detail([f"keyword:{children[0].value}:{kind}{children[1].value}"], span_of(children))

    def redirect_damage(self, children: list[Any]) -> Action:
        """ "The next 1 damage that would be dealt to ~ this turn is dealt to its owner instead.": the damage,
        dealt where it would be (the condition), is dealt to the last objects instead."""
        groups = [c for c in children if isinstance(c, list)]  # to whom, (by what,) and to whom instead
        amount = value_of(children, "NUM", "ALL")
        would = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.DEAL_DAMAGE, objects=groups[0], amount=amount
        )
        if len(groups) == 3:
            would.actor = groups[1][0]
        dealt = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "DEALT")
        would.span = span_of(children[:dealt])  # the damage as it would be dealt, before "is dealt to"
        condition = EffectCondition(EffectKind.CONDITION, "", would.span, test="would", about=[would])
        duration = next((c for c in children if isinstance(c, Token) and c.type == "DURATION"), None)
        action = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.DEAL_DAMAGE, objects=groups[-1], amount=amount
        )
        action.condition, action.detail = condition, ["instead"]
        if duration is not None:
            action.duration = Duration(EffectKind.DURATION, "", span_of([duration]), until=duration.value)
        return action

    def cond_did_or(self, children: list[Any]) -> EffectCondition:
        """ "unless that player sacrifices a nonland permanent or discards a card": one of two events."""
        first, second = [c for c in children if isinstance(c, Action)][:2]
        subject = next(c for c in children if isinstance(c, Subject))
        set_actor(first, subject)
        own = second.span
        set_actor(second, subject)
        second.span = own  # the alternative keeps its own words
        first.alternatives.append(second)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[first])

    def repeat_times(self, children: list[Any]) -> Part:
        """ "investigate twice", "copy it X times": how many times the action is done."""
        return ("detail", f"times:{children[0].value}", span_of(children))

    def act_passive_object(self, children: list[Any]) -> Action:
        """ "can't be sacrificed", "can't be cast": the verb done to the subject (its actor), by whom if said."""
        return make_action(children[1].value, children, detail=["passive"])

    def act_quantity_becomes(self, children: list[Any]) -> Action:
        """ "Your life total becomes 26.": a number of the game set."""
        quantity = next(c for c in children if isinstance(c, Token) and c.type == "QUANTITY")
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        rest = [c for c in children if c is not condition]  # the condition is no object of the action
        action = make_action(Verb.BECOME, rest, amount=value_of(children, "NUM"), detail=[f"set:{quantity.value}"])
        action.condition = condition
        action.span = span_of(children)
        return action
