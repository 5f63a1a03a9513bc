"""More shapes of the verb side of grammar/effects.lark (its block "more of the verb side"): an activation's
timing ended by a step, an amount paid of the payer's choosing, mana spent counted, combat damage assigned
otherwise than by power, a station's row of keywords. A mixin of the effect Transformer (`transformer.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import (
    Detail,
    Subject,
    apply_suffix,
    make_action,
    objects_of,
    set_actor,
    span_of,
    tokens_of,
)
from mtglinks.effects.sentences import row_test
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)


class VerbShapeRules:
    """The methods of the rules of the block "more of the verb side" (see the module docstring)."""

    def timing_before(self, children: list[Any]) -> list[Effect]:
        """ "Activate only during your turn, before attackers are declared.": when, and the step it ends before."""
        timing, before = tokens_of(children, "TIMING")[0], tokens_of(children, "BEFORE")[0]
        detail = [f"only:{timing.value}", f"before:{before.value}"]
        return [Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ACTIVATE, detail=detail)]

    def table_row_keywords(self, children: list[Any]) -> list[Effect]:
        """ "8+ | Flying": a station's row that grants keywords, held while it has that many counters (rule 702.184)."""
        bar = tokens_of(children, "BAR")[0]
        head = children[: children.index(bar) + 1]
        keywords = next(c for c in children if isinstance(c, Detail))
        row = EffectCondition(EffectKind.CONDITION, "", span_of(head), test=row_test(head))
        gain = Action(EffectKind.ACTION, "", keywords.span, verb=Verb.GAIN_ABILITY, detail=list(keywords))
        gain.condition = row
        gain.span = span_of(children)
        return [gain]

    def act_pay_any(self, children: list[Any]) -> Action:
        """ "pay any amount of life", "pay any amount of mana", "pay any amount of {E}": the payer says how much."""
        paid = children[-1]
        what = {"LIFE": ["life"], "MANA": ["mana"]}.get(paid.type, ["mana", f"symbol:{paid.value}"])
        return make_action(Verb.PAY, children, amount="any", detail=what)

    def act_assign_damage(self, children: list[Any]) -> Action:
        """ "assigns no combat damage", "assigns combat damage equal to its toughness rather than its power"
        (rule 510.1a: a creature assigns combat damage equal to its power unless an effect says otherwise)."""
        how = children[0].value
        if how == "none":
            return make_action(Verb.ASSIGN_COMBAT_DAMAGE, children, amount="0")
        if how == "own":  # "assign its combat damage as though it weren't blocked": the suffix says how
            return make_action(Verb.ASSIGN_COMBAT_DAMAGE, children)
        return make_action(Verb.ASSIGN_COMBAT_DAMAGE, children, detail=[f"equal_to:{how}", "rather_than:power"])

    def act_switch_pt(self, children: list[Any]) -> Action:
        """ "Switch target creature's power and toughness until end of turn." (rule 613.4d): whose they are."""
        _, stat, span, whose = next(c for c in children if isinstance(c, tuple))
        objects: list[Effect] = [whose] if whose is not None else []
        if stat.startswith("self:"):  # "~'s power and toughness", read whole
            stat = stat.removeprefix("self:")
            objects = [Reference(EffectKind.REFERENCE, "", (span[0], span[0] + 1), refers="self")]
        verb = next((c.value for c in children if isinstance(c, Token) and c.type == "V_OBJ"), None)
        if verb in (Verb.DOUBLE, Verb.TRIPLE):
            # French "doublez la force et l'endurance de chaque créature …": the numbers doubled, as the English
            # "double the power and toughness of …" reads (`act_double_stat`: the amount the numbers), not switched
            return Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verb), objects=objects, amount=stat)
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.SWITCH_PT, objects=objects, detail=[stat])

    def act_distribute(self, children: list[Any]) -> Action:
        """ "Distribute three +1/+1 counters among one, two, or three target creatures": counters put, divided as the
        player chooses; "among:1,2,3" keeps the numbers of targets offered where the text lists them."""
        counters = next(c for c in children if isinstance(c, Detail))
        among = [n.value for n in tokens_of(children[children.index(tokens_of(children, "AMONG")[0]) :], "NUM")]
        last = next((o for o in objects_of(children) if isinstance(o, ObjectPhrase)), None)
        if among and last is not None and last.count:  # the last number is the objects' own: "or three target …"
            among.append(last.count)
        offered = [f"among:{','.join(among)}"] if among else []
        return make_action(Verb.PUT_COUNTER, children, detail=[*counters, "divided", *offered])

    def act_move_counter(self, children: list[Any]) -> Action:
        """ "Move a +1/+1 counter from ~ onto target creature": the counters, from the first object onto the second."""
        counters = next(c for c in children if isinstance(c, Detail))
        return make_action(Verb.MOVE_COUNTER, children, detail=list(counters))

    def act_add_phase(self, children: list[Any]) -> Action:
        """ "there is an additional combat phase": the phases added to the turn (rule 500.8)."""
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ADD_PHASE, detail=[children[0].value])

    def after_phase(self, children: list[Any]) -> tuple[str, str, tuple[int, int]]:
        """ "… after this phase": the phase the added one follows."""
        return ("detail", f"after:{children[0].value}", span_of(children))

    def cond_after_phase(self, children: list[Any]) -> EffectCondition:
        """ "After this phase, …": when the action happens (the phase it follows)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"after:{children[0].value}")

    def cond_did_either(self, children: list[Any]) -> EffectCondition:
        """ "if ~ attacked or blocked this combat": either event, by the subject, within the time said."""
        first, second = [c for c in children if isinstance(c, Action)][:2]
        subject = next(c for c in children if isinstance(c, Subject))
        for action in (first, second):
            own = action.span
            set_actor(action, subject)
            action.span = own if action is second else action.span  # the alternative keeps its own words
        first.alternatives.append(second)
        duration = tokens_of(children, "DURATION")
        if duration:
            first.duration = Duration(EffectKind.DURATION, "", span_of(duration), until=duration[0].value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[first])

    def act_life_bound(self, children: list[Any]) -> Action:
        """ "gained 3 or more life", "lost 2 or more life": life gained or lost, at least (or at most) so much."""
        return make_action(children[0].value, children, amount=f"{children[1].value}:{children[2].value}")

    def act_life_either(self, children: list[Any]) -> Action:
        """ "gained or lost life": either, the second (read whole: "lost life") the first's alternative."""
        first, second = children[0], children[-1]
        action = make_action(first.value, children)
        action.alternatives.append(make_action(second.value, [second]))
        return action

    def act_damage_bound(self, children: list[Any]) -> Action:
        """ "deals 5 or more damage to a player": damage of at least so much, to what."""
        return make_action(Verb.DEAL_DAMAGE, children, amount=f"{children[1].value}:{children[2].value}")

    def act_lose_half_life(self, children: list[Any]) -> Action:
        """ "loses half their life, rounded up": half the player's life total, and how it is rounded."""
        rounded = tokens_of(children, "ROUNDED")
        return make_action(Verb.LOSE_LIFE, children, amount=f"half:{rounded[0].value}" if rounded else "half")

    def act_prevent_from(self, children: list[Any]) -> Action:
        """ "Prevent all combat damage target creature would deal this turn": the damage its objects would deal."""
        damage = tokens_of(children, "DAMAGE")[0]
        action = make_action(Verb.PREVENT, children, amount="all", detail=["dealt_by"])
        if damage.value == "combat_damage":
            action.detail.append("combat")
        for lasting in tokens_of(children, "DURATION"):
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        return action

    def act_return_first(self, children: list[Any]) -> Action:
        """ "Return to your hand all creature cards in your graveyard …": where to, before what."""
        action = make_action(Verb.RETURN, children, zone_to=tokens_of(children, "ZONE")[0].value)
        action.detail.extend(t.value for t in tokens_of(children, "TAPPED"))
        return action

    def act_leave_under(self, children: list[Any]) -> Action:
        """ "a permanent left the battlefield under your control": whose control it left from."""
        action = make_action(Verb.LEAVE_BATTLEFIELD, children, zone_from="battlefield")
        action.detail.append(f"under:{tokens_of(children, 'UNDER_YOUR_CONTROL')[0].value}")
        return action

    def x_bound(self, children: list[Any]) -> list[Effect]:
        """ "X can't be 0.": a value X may not take, as a restriction on the spell's or ability's X."""
        number, bound = tokens_of(children, "NUM")
        detail = [f"be:{bound.value}"]
        return [Action(EffectKind.ACTION, "", span_of(children), verb=Verb.CANT, amount=number.value, detail=detail)]

    def event_player_dealt(self, children: list[Any]) -> TriggerEvent:
        """ "you're dealt damage", "you're dealt combat damage": the player dealt damage, by what if said."""
        player = tokens_of(children, "PLAYER_DEALT")[0]
        dealt = make_action(Verb.DEALT_DAMAGE, children)
        dealt.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([player]), who=player.value)
        if tokens_of(children, "DAMAGE")[0].value == "combat_damage":
            dealt.detail.append("combat")
        for part in children:  # "this turn", "while …"
            if isinstance(part, tuple):
                apply_suffix(dealt, part)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.DEALT_DAMAGE, actions=[dealt])

    def cond_once(self, children: list[Any]) -> EffectCondition:
        """ "Once each turn, you may …": how often the action is allowed."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"once:{children[0].value}")

    def once_only(self, children: list[Any]) -> tuple[str, str, tuple[int, int]]:
        """ "… only once each turn": how often the action is allowed."""
        return ("detail", f"once:{children[1].value}", span_of(children))

    def lure(self, children: list[Any]) -> list[Effect]:
        """ "All creatures able to block ~ do so.": every creature able to block the object blocks it."""
        action = make_action(Verb.BLOCK, children, detail=["all_able"])
        for lasting in tokens_of(children, "DURATION"):
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        return [action]

    def sentence_be_subtype(self, children: list[Any]) -> list[Effect]:
        """ "All Mountains are Plains.", "Nonbasic lands are Mountains.": the subtype the subject now is."""
        subtype = tokens_of(children, "SUBTYPE")
        what = self.object_phrase([subtype])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return [action]

    def act_put_counter_on(self, children: list[Any]) -> Action:
        """ "положите на него один жетон +1/+1" (Russian: where before what): the counters put on the object."""
        counters = next(c for c in children if isinstance(c, Detail))
        return make_action(Verb.PUT_COUNTER, children, detail=list(counters))

    def token_copy(self, children: list[Any]) -> ObjectPhrase:
        """ "положите на поле битвы фишку, являющуюся копией целевого существа" (Russian): a token, a copy of it (the
        object copied kept related, as `copy_of` keeps it: "копией изгнанной карты", the card exiled before)."""
        copied = [c for c in children[-1:] if isinstance(c, Effect)]
        return ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children), types=["token"], qualifiers=["copy_of"], related=copied
        )

    def act_block_only(self, children: list[Any]) -> Action:
        """ "может блокировать только существа с Полетом" (Russian): blocks (or is blocked by) only these."""
        passive = ["passive"] if children[0].type == "BE_BLOCKED" else []
        return make_action(Verb.BLOCK, children, detail=[*passive, "only"])

    def modes(self, children: list[Any]) -> list[Effect]:
        """ "Выберите одно — …; или …" (Russian modes in one sentence): the choice, then each mode's clause on its
        own (no mode shares another's subject or duration)."""
        return [c for c in children if isinstance(c, Effect)]

    def act_exile_from_game(self, children: list[Any]) -> Action:
        """ "Удалите целевое существо из игры." (older Russian wording of exile): removed from the game."""
        return make_action(Verb.EXILE, children, zone_to="exile")

    def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:  # pragma: no cover - NounRules'
        """An object phrase from its parts: `NounRules.object_phrase`, which comes first in the method order."""
        raise NotImplementedError
