"""The methods of the rules of the block `// links` of grammar/effects.lark: sentences that refer to a linked
ability's half (rule 607: "if this spell was bargained, …", "cards exiled with …"), read whole so that the
linker's queries (`features/queries.py`) find the half in the typed tree."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import file_part, refuse
from mtglinks.effects.parts import Part, Related, Subject, apply_suffix, make_action, span_of, under_control
from mtglinks.kinds import EffectKind, Verb
from mtglinks.span import Span
from mtglinks.tree import (
    Action,
    Choice,
    Effect,
    EffectCondition,
    Note,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)

_PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})


class LinkShapeRules:
    """The methods of the rules of the block `// links` (see the module docstring)."""

    def also_with_quality(self, children: list[Any]) -> Part:
        """ "… with the same artist and different names": the second quality the objects have
        ("with:different:name", as "cards with different names" reads)."""
        return ("qualifier", f"with:{children[0].value}", span_of(children))

    def event_in_state(self, children: list[Any]) -> TriggerEvent:
        """ "Cuando una carta de criatura esté estampada en el Duplicante, …" (old printed; the English "As long as a
        card exiled with ~ is a creature card"): a trigger on an object coming to be in a state the lexicon reads whole
        (`is:<state>`, as "if ~ is tapped" is tested), as "When ~ has three or more counters on it" waits for one."""
        condition = self.cond_state(children)  # type: ignore[attr-defined]
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="state", condition=condition)

    def act_restart_game(self, children: list[Any]) -> Action:
        """ "Restart the game, leaving in exile all non-Aura permanent cards exiled with ~.": the game restarted, the
        cards it leaves in exile its objects (`leaving_in_exile`), which the sentence after puts onto the
        battlefield."""
        return make_action(Verb.RESTART_GAME, children, detail=["leaving_in_exile"])

    def part_of_post(self, children: list[Any]) -> ObjectPhrase:
        """ "one of those cards with mana value 4 or less": some of the objects named before (as "one of them"
        reads) with the number they have (as "cards with mana value 4 or less" reads)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "REF")
        whole = self.reference([children[at]])  # type: ignore[attr-defined]
        node = self.part_of([*children[:at], whole])  # type: ignore[attr-defined]
        assert isinstance(node, ObjectPhrase)
        file_part(node, self.with_stat(children[at + 1 :]))  # type: ignore[attr-defined]
        node.span = span_of(children)
        return node

    def act_put_ordered(self, children: list[Any]) -> Action:
        """ "put up to two of them back on top of your library in any order and the rest into your graveyard": a
        put per group (as `act_put` reads), the first's cards back on top in the order told (its detail)."""
        marks = [c for c in children if isinstance(c, Token) and c.type in ("BACK", "AT_RANDOM")]
        action = self.act_put([c for c in children if not any(c is m for m in marks)])  # type: ignore[attr-defined]
        assert isinstance(action, Action)
        action.detail.extend(str(m.value) for m in marks)
        first = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "AND")
        action.span = span_of(children[:first])  # the first group's words, with "back" and "in any order"
        return action

    def cond_before_game(self, children: list[Any]) -> EffectCondition:
        """ "Before you shuffle your deck to start the game, …": done before the game begins (rule 103.2)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=str(children[0].value))

    def link_post(self, children: list[Any]) -> Part:
        """ "a card you exiled with cards named ~" ("exiled_with_named"), "a creature card you drafted that isn't in
        your deck" ("drafted:not_in_deck"): a quality of the objects the lexicon reads whole."""
        return ("qualifier", str(children[0].value), span_of(children))

    def cond_paid_cost(self, children: list[Any]) -> EffectCondition:
        """ "if you paid the {1}{G} kicker cost", "if the {2}{U} kicker cost was paid": which of a keyword's costs was
        paid ("paid:kicked:{1}{G}", as "if it was kicked with its {1}{G} kicker" reads)."""
        keyword = next(c for c in children if isinstance(c, Token) and c.type == "KEYWORD")
        symbols = next(c for c in children if isinstance(c, Token) and c.type == "SYMBOLS")
        paid = "kicked" if keyword.value == "kicker" else str(keyword.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{paid}:{symbols.value}")

    def act_life_fixed(self, children: list[Any]) -> Action:
        """ "your life total can't change": its player can't gain life or lose life (rule 119.10), as "you can't gain
        life" reads, with losing life its alternative (as "can't attack or block" reads)."""
        span = span_of(children)
        gain, lose = (
            Action(EffectKind.ACTION, "", span, verb=verb, negated=True, actor=self._fixed_player(children))
            for verb in (Verb.GAIN_LIFE, Verb.LOSE_LIFE)
        )
        gain.alternatives.append(lose)
        return gain

    @staticmethod
    def _fixed_player(children: list[Any]) -> PlayerPhrase:
        """The player whose life total the words name ("your life total": you)."""
        return PlayerPhrase(EffectKind.PLAYER, "", span_of(children), who=str(children[0].value))

    def cond_paid_times(self, children: list[Any]) -> EffectCondition:
        """ "if it was kicked twice": the cost paid this many times ("paid:kicked:times:2", as "if it was kicked"
        reads, with the count)."""
        node = self.cond_paid(children[:2])  # type: ignore[attr-defined]
        assert isinstance(node, EffectCondition)
        node.test = f"{node.test}:times:{children[2].value}"
        node.span = span_of(children)
        return node

    def reflexive_if(self, children: list[Any]) -> list[Effect]:
        """ "If this spell was kicked, whenever a creature you control dies this turn, draw a card.": the trigger (as
        `reflexive` reads it), the condition on its first action, which happens only if it holds."""
        condition = children[0]
        assert isinstance(condition, EffectCondition)
        found: list[Effect] = self.reflexive(children[1:])  # type: ignore[attr-defined]
        first = next((node for node in found if isinstance(node, Action)), None)
        if first is not None:
            apply_suffix(first, ("condition", condition, condition.span))
        return found

    def instead_of_number(self, children: list[Any]) -> Part:
        """ "… two basic land cards instead of one": the action replaces the one with that number ("instead_of:1")."""
        return ("detail", f"instead_of:{children[-1].value}", span_of(children))

    def copy_of_card(self, children: list[Any]) -> Related:
        """ "a token that's a copy of Emrakul, the Promised End": a copy of the card of that name (as "a copy of target
        creature" reads, the object the card "named Emrakul, the Promised End")."""
        named = [f"named:{children[1].value}"]
        card = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[1:]), types=["card"], qualifiers=named)
        return ("qualifier", "copy_of", span_of(children), card)

    def act_has_keyword(self, children: list[Any]) -> Action:
        """ "… y dañan primero": a keyword said as the verb (old printed Spanish first strike), as "gain first
        strike"."""
        return make_action(Verb.GAIN_ABILITY, children, detail=[f"keyword:{children[0].value}"])

    def cond_paid_by(self, children: list[Any]) -> EffectCondition:
        """ "si fue estimulado por su estímulo {2}{B}": which of its costs was paid ("paid:kicked:{2}{B}", as "if it was
        kicked with its {2}{B} kicker" reads)."""
        test = f"paid:{children[0].value}:{children[2].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def cond_fixed_cost(self, children: list[Any]) -> EffectCondition:
        """ "si se pagó el coste de estímulo {2}{U}": which of its costs was paid ("paid:kicked:{2}{U}"); other fixed
        conditions take no cost after them."""
        test = str(children[0].value)
        if not test.startswith("paid:"):
            refuse("a cost after a condition that pays none")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"{test}:{children[1].value}")

    def counted_targets_of_types(self, children: list[Any]) -> ObjectPhrase:
        """ "deux cibles, artefacts et/ou enchantements": that many targets, each of either type
        ("artifact_or_enchantment", as a list of bare card types reads)."""
        count = str(children[0][1]).split(":", 1)[-1]  # ("determiner", "number:2")
        types = "_or_".join(str(c.value) for c in children if isinstance(c, Token) and c.type == "TYPE")
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="target", count=count, types=[types])

    def act_prevent_again(self, children: list[Any]) -> Action:
        """ "prevent the next 6 damage this way instead": the prevention said before, with this number ("this_way")."""
        action = self.act_prevent(children)  # type: ignore[attr-defined]
        assert isinstance(action, Action)
        action.detail.append("this_way")
        return action

    def act_pay_either(self, children: list[Any]) -> Action:
        """ "pay {1}{R} and/or {1}{G}": a mana cost, and the other one offered beside it ("or:{1}{G}", "and_or:…")."""
        costs = [c for c in children if isinstance(c, Token) and c.type == "SYMBOLS"]
        join = next(c for c in children if isinstance(c, Token) and c.type == "OR")
        return make_action(Verb.PAY, children, amount=costs[0].value, detail=["mana", f"{join.value}:{costs[1].value}"])

    def keyword_of_object(self, children: list[Any]) -> list[Effect]:
        """ "enchant creature put onto the battlefield with ~" (a granted ability's sentence): the keyword enchant and
        what it may enchant (702.5a), as a keyword row alone reads (`keyword_line`); any other keyword before an object
        is no sentence."""
        if children[0].value != "enchant":
            refuse(f"the keyword {children[0].value!r} takes no object")
        return [make_action(Verb.GAIN_ABILITY, children, detail=["keyword:enchant"])]

    def act_has_stat(self, children: list[Any]) -> Action:
        """ "~ has power and toughness each equal to that amount": the characteristics set, as "~'s power and toughness
        are each equal to …" reads (`set:<stat>`; the subject is the actor)."""
        stat = next(c for c in children if isinstance(c, Token) and c.type == "STAT")
        return make_action(Verb.MODIFY_PT, children, detail=[f"set:{stat.value}"])

    def act_treat_as(self, children: list[Any]) -> Action:
        """ "Treat this token as a black creature with power and toughness each equal to …": the object has the
        characteristics named after "as", read as "This token becomes …" (the treated object is the actor)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "AS")
        action = make_action(Verb.BECOME, children[at + 1 :])
        # only a permanent's characteristics ("Treat this ability as a mana source." is a rule of play, not a type)
        if not any(set(getattr(o, "types", None) or ()) & _PERMANENT_TYPES for o in action.objects):
            refuse("what the object is treated as is not a permanent's type")
        action.actor = children[1]
        action.span = span_of(children)
        return action

    def act_note_quantity(self, children: list[Any]) -> Note:
        """ "note your life total", "note its power": a number kept for later (rule 607.2e), what is noted the
        number's name (as "note its name" keeps "name")."""
        return Note(EffectKind.NOTE, "", span_of(children), what=children[1].value)

    def act_note_one_of(self, children: list[Any]) -> Note:
        """ "note its power, toughness, or one of its abilities": one value kept for later (rule 607.2e), what is
        noted the names of the values offered ("power_or_toughness_or_ability")."""
        named = [str(child.value) for child in children[1:] if child.type in ("QUANTITY", "STAT", "NOTED")]
        return Note(EffectKind.NOTE, "", span_of(children), what="_or_".join(named))

    def with_noted(self, children: list[Any]) -> Part:
        """ "… tapped with the noted number and kind of counters on it": what the action restores of a value noted
        (rule 607.2e), a detail of the action ("with:noted:counters")."""
        return ("detail", str(children[0].value), span_of(children))

    def cond_it_is_ref(self, children: list[Any]) -> EffectCondition:
        """ "if it's the named card": whether the object is the one referred to, as "if it's a creature card" reads
        (the test "is", about the reference)."""
        about: list[Effect] = [self.reference([children[1]])]  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[0].value, about=about)

    def cond_chose(self, children: list[Any]) -> EffectCondition:
        """ "If he or she chooses the named card, …" (old printed Cursed Scroll): a choice that was made, its subject
        the chooser (as "if you cast it" reads an event that happened); no other predicate is read here."""
        choice = next((c for c in children if isinstance(c, Choice)), None)
        subject = next((c for c in children if isinstance(c, Subject)), None)
        if choice is None or subject is None:
            refuse("the condition holds no event")
        assert choice is not None and subject is not None
        choice.chooser = subject[0]
        choice.span = (min(choice.span[0], subject.span[0]), choice.span[1])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[choice])

    def cond_it_is_alone(self, children: list[Any]) -> EffectCondition:
        """ "If it is, …", "If it was, …": the test "is" ("was") about the object named before, the test of the sentence
        before said again (as "If it does, …" reads "does" about it)."""
        it = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="anaphora")
        if len(children) > 1:  # "it is": the reference as the lexicon reads it
            it = self.reference(children[:1])  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[-1].value, about=[it])

    def cond_matches(self, children: list[Any]) -> EffectCondition:
        """ "if it matches the named card": whether the object has the other's name (`share:name`, as "if it shares a
        name with the named card" reads), about both."""
        about = [*children[0], children[2]]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="share:name", about=about)

    def matches(self, children: list[Any]) -> Related:
        """ "cards that match the named card": the objects with the other's name (`share:name`, the other related)."""
        return ("qualifier", "share:name", span_of(children), children[2])

    def part_of_matching(self, children: list[Any]) -> ObjectPhrase:
        """ "any of those cards that match the named card": some of the objects named before (as "any of them" reads)
        with the other's name (as "cards that match the named card")."""
        whole = self.reference([children[2]])  # type: ignore[attr-defined]
        node = self.part_of([*children[:2], whole])  # type: ignore[attr-defined]
        assert isinstance(node, ObjectPhrase)
        file_part(node, self.matches(children[3:]))
        node.span = span_of(children)
        return node

    def act_searched_for(self, children: list[Any]) -> Action:
        """ "you searched for a creature card": a search whose library was named before (only "search" is read so)."""
        if children[0].value != Verb.SEARCH:
            refuse(f"{children[0].value!r} for an object is no search")
        return make_action(Verb.SEARCH, children)

    def cond_zone_contains(self, children: list[Any]) -> EffectCondition:
        """ "if that library contains exactly the chosen number of the named card": how many of an object a zone holds
        (`contain:exactly:<the number's reference>`), about the zone (an object phrase of it, as "his or her library"
        reads), the number and the object counted."""
        zone = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[:1]), types=["zone"], zone=children[0].value)
        number, counted = self.reference([children[3]]), self.reference([children[5]])  # type: ignore[attr-defined]
        test = f"contain:{children[2].value}:{children[3].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[zone, number, counted])

    def act_show_absent(self, children: list[Any]) -> Action:
        """ "show you that the named card isn't there": a reveal that the object is not there (detail `not_there`)."""
        shown = self.reference([children[1]])  # type: ignore[attr-defined]
        action = make_action(Verb.REVEAL, [shown], detail=[children[2].value])
        action.span = span_of(children)
        return action

    def until_appears(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "until the named card appears": the repeated action ends when the object is revealed (as "until the named
        card is revealed" reads: the event's action, its actor the object)."""
        action = make_action(children[2].value, children[2:])
        action.actor = self.reference([children[1]])  # type: ignore[attr-defined]
        action.span = span_of(children[1:])
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="until", about=[action]), span)

    def act_draw_ref(self, children: list[Any]) -> Action:
        """ "draws the named card": a draw of the card referred to (its object), as "draws a card" reads."""
        return make_action(Verb.DRAW, [children[0], self.reference(children[1:])])  # type: ignore[attr-defined]

    def act_say(self, children: list[Any]) -> Action:
        """ "says "sorry"": the word said, as the action's detail (`said:<word>`)."""
        word = children[1].value.strip('"').strip(".").lower()
        return make_action(Verb.SAY, children, detail=[f"said:{word}"])

    def cond_each_additional_paid(self, children: list[Any]) -> EffectCondition:
        """ "For each additional {1}{R} you paid, …": the action done once per time the cost was paid
        (`paid:additional:<cost>:each`)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=_each_paid(children))

    def act_gain_life_plus_more(self, children: list[Any]) -> Action:
        """ "gain 3 life plus an additional 3 life": the life gained and the life added (`plus:3`), which the "for each"
        after it scales (as `act_pay_plus` reads "pays {2} plus an additional {1} for each …")."""
        if children[-3].value != "additional":
            refuse('"plus a … life" (only "plus an additional" is read)')
        action = make_action(Verb.GAIN_LIFE, children[:3], amount=children[1].value)
        action.detail.append(f"plus:{children[-2].value}")
        action.span = span_of(children)
        return action

    def fixed_clause_if(self, children: list[Any]) -> list[Effect]:
        """ "If this spell's additional cost was paid, this effect doesn't affect …": the rule `fixed_clause` reads,
        under the condition before it."""
        (action,) = self.fixed_clause(children[1:])  # type: ignore[attr-defined]
        assert isinstance(action, Action)
        action.condition, action.span = children[0], span_of(children)
        return [action]

    def each_additional_paid(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… for each additional {1}{G} you paid", old printed "… for each {B} you pay in addition to the casting
        cost": as many times as the cost was paid, the action's condition (`paid:additional:<cost>:each`)."""
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test=_each_paid(children)), span)

    def act_damage_instead(self, children: list[Any]) -> Action:
        """ "~ deals damage equal to the power of that card or creature instead": damage dealt instead of the damage
        before, to whom it was dealt (no object named), its amount the quantity's (detail `instead`)."""
        quantity = children[3]
        action = make_action(Verb.DEAL_DAMAGE, children[:1], amount=quantity[1], per=quantity[3], detail=["instead"])
        action.span = span_of(children)
        return action

    def that_is_ref(self, children: list[Any]) -> Related:
        """ "a creature card that isn't the named card": the object is (not, `is_not`) the one referred to (related)."""
        return ("qualifier", children[0].value, span_of(children), self.reference(children[1:]))  # type: ignore[attr-defined]

    def act_return_first_under(self, children: list[Any]) -> Action:
        """ "Return to play under your control all cards removed from the game with ~.": where to and under whose
        control, before what (as `act_return_first`, the control a detail as `act_return` files it)."""
        action: Action = self.act_return_first(children)  # type: ignore[attr-defined]
        action.detail.extend(under_control(children))
        return action


def _each_paid(children: list[Any]) -> str:
    """The test of a cost paid a number of times, from "for each additional {1}{R} you paid" (only "you paid")."""
    if len(children) > 3 and (children[2].value != "you" or children[3].value != "pay"):
        refuse("only what you paid is counted so")
    cost = next(c for c in children if isinstance(c, Token) and c.type == "SYMBOLS")
    return f"paid:additional:{cost.value.lower()}:each"
