"""Shapes of grammar/effects.lark for more English card text (its block "tail"): another card named by its printed
name, a second count added to the first, a restriction on activating after a quoted ability, an object chosen at
random, every subtype of a kind as what an object is, what a cause can't make happen,
one card more than a count said before, an object after one whose keywords end it, up to a count
said before, put or returned onto the battlefield attached to an object (or to "it"), two or more cards
drawn, every creature type gained, either of two
conditions, the damage a replacement names dealt elsewhere, a past
event under a player's control, the counters just counted removed, modes
chosen by a total of their costs, a vote between two named options, the intensity a card
starts with. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.older_shapes import OlderShapeRules
from mtglinks.effects.parts import Part, Subject, make_action, set_actor, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

# what an object is put onto the battlefield attached to, read with its last word: "attached to ~" (the card itself),
# "attached to it" ("put an Aura card from your hand onto the battlefield attached to it.": Holy Avenger)
_ATTACHED_TO_REF = {"attached_to_self": "self", "attached_to_it": "anaphora"}


class TailShapeRules(OlderShapeRules):  # the older wordings' shapes, in their own module
    """The methods of the rules of the block "tail" (see the module docstring)."""

    def named_card(self, children: list[Any]) -> Part:
        """ "a card named Mox Opal", "a creature card not named Ozox, the Clattering King": the object's qualifier
        `named:<the name>` (`not_named:<the name>`), as "named ~" is `named:self`."""
        return ("qualifier", f"{children[0].value}:{children[1].value}", span_of(children))

    def quantity_plus_number(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the number of Elves you control plus the number of Elf cards in your graveyard": the amount
        `number_of:plus:number_of`, its `per` the first objects counted, the second in their `related` (qualifier
        `plus`), as two sets counted by one scale keep the second ("for each land you control and each land card")."""
        left, added = children[0], children[2]
        per = left[3]
        second = added[0] if added else None
        if isinstance(per, ObjectPhrase) and isinstance(second, ObjectPhrase):
            per.related.append(second)
            per.qualifiers.append("plus")
        else:
            per = per if per is not None else second
        return ("amount", f"{left[1]}:plus:{children[1].value}", span_of(children), per)

    def sentence_timing(self, children: list[Any]) -> list[Effect]:
        """ "It gains "…" Activate only as a sorcery.": the clauses, then the restriction (as a sentence of its own
        reads it), the quoted ability's period being inside its quotes."""
        timing = next(c for c in children if isinstance(c, Token) and c.type == "TIMING")
        clauses: list[Effect] = self.sentence([c for c in children if c is not timing])  # type: ignore[attr-defined]
        return [*clauses, *self.timing([timing])]  # type: ignore[attr-defined]

    def chosen_at_random(self, children: list[Any]) -> Part:
        """ "a creature an opponent controls chosen at random": picked at random (as "at random" after the noun)."""
        return ("qualifier", str(children[1].value), span_of(children))

    def act_be_every_type(self, children: list[Any]) -> Action:
        """ "Creatures you control are every creature type.", "Enchanted land is every basic land type in addition to
        its other types.": what the subject is, detail `is` and `every:<kind of subtype>` (and `in_addition`)."""
        added = value_of(children, "QUALIFIER")
        if added not in (None, "in_addition"):
            refuse(f'"{added}" after every subtype of a kind')
        detail = ["is", f"every:{value_of(children, 'EVERY_TYPE')}", *([added] if added else [])]
        return make_action(Verb.BECOME, children, detail=detail)

    def cant_cause(self, children: list[Any]) -> list[Effect]:
        """ "Creatures entering don't cause abilities to trigger.": the caused action (the abilities trigger), negated,
        its condition `caused_by` about the cause (as "a spell or ability an opponent controls causes you to discard
        ~" reads)."""
        causes = next(c for c in children if isinstance(c, Subject))
        actors = next(c for c in children if isinstance(c, list) and not isinstance(c, Subject))
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, Subject(actors))
        action.negated = True
        action.condition = EffectCondition(EffectKind.CONDITION, "", causes.span, test="caused_by", about=list(causes))
        action.span = span_of(children)
        return [action]

    def objects_and_object(self, children: list[Any]) -> list[Effect]:
        """ "each creature with flying and each player": the objects before, then the one after "and"."""
        return [*children[0], children[2]]

    def up_to_that_many(self, children: list[Any]) -> Part:
        """ "up to that many target permanents": the determiner `up_to`, the count `that_many` (as "up to two target
        cards" is `up_to`, 2)."""
        return ("determiner", "up_to:that_many", span_of(children))

    def act_put_attached(self, children: list[Any]) -> Action:
        """ "put it onto the battlefield attached to target creature", "put an Aura card from your hand onto the
        battlefield attached to ~": the put (`act_put`, `act_put_from`), then the object it is attached to last among
        its objects, the detail `attached_to` (as `act_return_attached`)."""
        return self._attached(children, Verb.PUT)

    def act_return_attached_self(self, children: list[Any]) -> Action:
        """ "Return target Aura card from your graveyard to the battlefield attached to ~." (as
        `act_return_attached`)."""
        return self._attached(children, Verb.RETURN)

    def _attached(self, children: list[Any], verb: Verb) -> Action:
        last = children[-1]
        if isinstance(last, Token) and last.type == "QUALIFIER":
            if last.value not in _ATTACHED_TO_REF:
                refuse(f'"{last.value}" after the zone an object is put into')
            head = children[:-1]
            size = 1 if last.value == "attached_to_self" else 2  # the name "~", or "it", ends the phrase
            where = (last.end_pos - size, last.end_pos)
            target: Effect = Reference(EffectKind.REFERENCE, "", where, refers=_ATTACHED_TO_REF[last.value])
        else:
            head, target = children[:-2], last
        if verb == Verb.RETURN:
            action: Action = self.act_return(head)  # type: ignore[attr-defined]
        elif any(isinstance(c, Token) and c.type == "FROM" for c in head):
            action = self.act_put_from(head)  # type: ignore[attr-defined]
        else:
            action = self.act_put(head)  # type: ignore[attr-defined]
        action.objects.append(target)
        action.detail.append("attached_to")
        action.span = span_of(children)
        return action

    def act_draw_or_more(self, children: list[Any]) -> Action:
        """ "you've drawn two or more cards": the amount `2:or_more` (as an object's count "two or more spells")."""
        if children[3].value != "card":
            refuse(f'"{children[3].value}" drawn')
        return make_action(Verb.DRAW, children, amount=f"{children[1].value}:{children[2].value}")

    def cond_drawn_or_more(self, children: list[Any]) -> EffectCondition:
        """ "as long as you've drawn two or more cards this turn": the draw done (`did`, as "if you drew two or more
        cards this turn" reads), its player the actor."""
        if children[1].value != Verb.DRAW:
            refuse(f'"{children[1].text}" before a count of cards, not "drawn"')
        action = self.act_draw_or_more([children[1], *children[2:5]])
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([children[0]]), who=str(children[0].value))
        for lasting in children[5:]:  # "this turn"
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=str(lasting.value))
        action.span = span_of(children)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def act_gain_every_type(self, children: list[Any]) -> Action:
        """ "gains all creature types": the subject becomes every creature type (as "is every creature type" reads,
        without `is`: gained)."""
        return make_action(Verb.BECOME, children, detail=[f"every:{children[1].value}"])

    def cond_control_or_there_are(self, children: list[Any]) -> EffectCondition:
        """ "if you control a Desert or there is a Desert card in your graveyard": the condition `or` about both (as
        two conditions both held are `and` about both)."""
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_CLAUSE")
        first: EffectCondition = self.cond_control(children[:split])  # type: ignore[attr-defined]
        second: EffectCondition = self.cond_there_are(children[split + 1 :])  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="or", about=[first, second])

    def act_deal_that_damage(self, children: list[Any]) -> Action:
        """ "it deals that damage to its controller instead": the damage the sentence named before, the amount
        `that_damage` (as "deals that much damage")."""
        if not children[1].text.lower().endswith("damage"):
            refuse(f'"{children[1].text}" dealt, which is not damage')
        return make_action(Verb.DEAL_DAMAGE, [children[0], *children[2:]], amount="that_damage")

    def act_event_under_control(self, children: list[Any]) -> Action:
        """ "a creature died under your control this turn": the event's verb, the detail `under_your_control` (as "put
        onto the battlefield under your control")."""
        if children[1].value != "you":
            refuse(f'"{children[1].text}" after a past event')
        return make_action(children[0].value, children, detail=["under_your_control"])

    def act_remove_those_counters(self, children: list[Any]) -> Action:
        """ "Then if there are three or more soul counters on it, remove those counters, …": the counters the sentence
        counted before, removed from the permanent they are on (the detail `counter:those`)."""
        return make_action(Verb.REMOVE_COUNTER, children, detail=["counter:those"])

    def act_choose_worth_of_modes(self, children: list[Any]) -> Choice:
        """ "Choose up to five {P} worth of modes.": a choice of modes, the total of their costs the option
        `worth:up_to:5:{P}`."""
        number, symbols = tokens_of(children, "NUM")[0], tokens_of(children, "SYMBOLS")[0]
        option = f"worth:up_to:{number.value}:{symbols.value}"
        return Choice(EffectKind.CHOICE, "", span_of(children), what="mode", options=[option])

    def act_vote_options(self, children: list[Any]) -> Action:
        """ "each player votes for grace or condemnation": the vote, its two options in the detail (`option:grace`,
        `option:condemnation`)."""
        if children[0].value != Verb.VOTE:
            refuse(f'"{children[0].text}" before the options of a vote')
        options = [f"option:{o}" for o in tokens_of(children, "VOTE_OPTIONS")[0].value.split(":")]
        return make_action(Verb.VOTE, children, detail=options)

    def starting_intensity(self, children: list[Any]) -> list[Effect]:
        """ "Starting intensity 2": the intensity the card has as the game begins (the verb `intensify`, its amount the
        number, the detail `starting`)."""
        number = tokens_of(children, "NUM")[0]
        span = span_of(children[:2])
        return [Action(EffectKind.ACTION, "", span, verb=Verb.INTENSIFY, amount=number.value, detail=["starting"])]
