"""Shapes of grammar/effects.lark for more words of card text (its block "the words of more card text"): counters
done something to "this way", a creature removed from combat, a text changed, an action a spell or ability causes, a
card that escapes with counters, a condition of what a player does not control. A mixin of the effect Transformer
(`phrases.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Span, Subject, make_action, objects_of, set_actor, span_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


class WordShapeRules:
    """The methods of the rules of the block "the words of more card text" (see the module docstring)."""

    def counters_done_this_way(self, children: list[Any]) -> ObjectPhrase:
        """ "each storage counter removed this way", "the number of counters removed this way": counters, their kind
        if said, and what this ability did to them."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD")
        done = value_of(children, "PARTICIPLE")
        qualifiers = [kind] if kind else []
        qualifiers.append(f"{done}_this_way")
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["counter"], qualifiers=qualifiers)

    def act_remove_from_combat(self, children: list[Any]) -> Action:
        """ "remove it from combat": the creature stops being an attacking or blocking creature (rule 506.4)."""
        return make_action(Verb.REMOVE_FROM_COMBAT, children)

    def replacing(self, children: list[Any]) -> Part:
        """ "… by replacing all instances of one color word with another": the words a text change replaces (rule
        612)."""
        return ("detail", f"replace:{children[0].value}", span_of(children))

    def event_caused(self, children: list[Any]) -> TriggerEvent:
        """ "a spell or ability an opponent controls causes you to discard ~": the action of the player made to act,
        its cause the condition `caused_by`."""
        action = _caused(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=action.verb, actions=[action])

    def cond_caused(self, children: list[Any]) -> EffectCondition:
        """ "If a spell or ability an opponent controls causes you to discard ~, …": the caused action happened."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[_caused(children)])

    def act_escape_with(self, children: list[Any]) -> Action:
        """ "~ escapes with two +1/+1 counters on it": it enters with them if it was cast with escape (rule
        702.138c)."""
        counters = next(c for c in children if isinstance(c, Detail))
        action = make_action(Verb.ENTER, children, zone_to="battlefield", detail=list(counters))
        head = children[0]
        action.condition = EffectCondition(EffectKind.CONDITION, "", span_of([head]), test=f"paid:{head.value}")
        return action

    def cond_not_controlled(self, children: list[Any]) -> EffectCondition:
        """ "If you don't control a Snail, …": the condition `control` (its player "not_you", as the controller of an
        object phrase says it), about the objects."""
        head = children[0]
        player = PlayerPhrase(EffectKind.PLAYER, "", span_of([head]), who=head.value)
        about: list[Effect] = [player, *objects_of(children)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="control", about=about)

    def if_not_controlled(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… if you don't control an Ogre": the same condition after its action."""
        node = self.cond_not_controlled(children)
        return ("condition", node, node.span)

    def symbols_spent(self, children: list[Any]) -> ObjectPhrase:
        """ "{S} spent to cast ~", "{U}{U} spent to cast it": mana of those symbols spent on the spell."""
        spent = value_of(children, "SPENT")
        qualifiers = [f"symbol:{children[0].value}", f"spent_{spent}"]
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["mana"], qualifiers=qualifiers)

    def symbols_done_this_way(self, children: list[Any]) -> ObjectPhrase:
        """ "{E} paid this way": the symbols of what this ability did (paid, spent)."""
        qualifiers = [f"symbol:{children[0].value}", f"{children[1].value}_this_way"]
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["symbol"], qualifiers=qualifiers)

    def spent_post(self, children: list[Any]) -> Part:
        """ "(mana from a Treasure) spent to cast it": what the mana was spent on."""
        return ("qualifier", f"spent_{children[0].value}", span_of(children))

    def cond_mana_spent(self, children: list[Any]) -> EffectCondition:
        """ "If that mana is spent on a creature spell, …": the mana the ability made, spent on the objects."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[_spent(children)])

    def event_mana_spent(self, children: list[Any]) -> TriggerEvent:
        """ "When that mana is spent to cast a red instant or sorcery spell, …": the same, as a trigger's event."""
        action = _spent(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=action.verb, actions=[action])

    def keyword_cost_line(self, children: list[Any]) -> list[Effect]:
        """ "Specialize {2}": an Alchemy keyword ability, alone with its cost: the cost paid, then the keyword's
        action."""
        head, symbols = children[0], children[1]
        pay = Action(EffectKind.ACTION, "", span_of([symbols]), verb=Verb.PAY, amount=symbols.value, detail=["mana"])
        return [pay, Action(EffectKind.ACTION, "", span_of([head]), verb=Verb(head.value))]

    def act_roll_result(self, children: list[Any]) -> Action:
        """ "you roll a 6", "you roll a 4 or higher on a die", "you roll a natural 20": a die roll and its result."""
        numbers = [c.value for c in children if isinstance(c, Token) and c.type == "NUM"]
        bound = value_of(children, "OR_MORE")
        result = "_or_".join(numbers) + (f":{bound}" if bound else "")
        detail = [f"result:{result}"]
        if children[0].value == "natural":
            detail.append("natural")
        return make_action(Verb.ROLL, children, detail=detail)

    def mana_of_symbols(self, children: list[Any]) -> Detail:
        """ "X mana in any combination of {R} and/or {G}": mana by its amount, of the kinds listed."""
        amount = children[0].value if isinstance(children[0], Token) else ""
        kinds = "".join(c.value for c in children if isinstance(c, Token) and c.type == "SYMBOLS")
        return Detail([f"mana:any_combination_of:{kinds}:{amount}"], span_of(children))

    def player_who_this_way(self, children: list[Any]) -> PlayerPhrase:
        """ "each player who searched their library this way": a player by what they did by this ability."""
        node: PlayerPhrase = self.player_who(children[:-1])  # type: ignore[attr-defined]
        for action in node.relative:
            if isinstance(action, Action):
                action.detail.append("this_way")
        node.span = span_of(children)
        return node

    def act_day_night(self, children: list[Any]) -> Action:
        """ "it becomes day": the game's day or night set (rule 730), the "it" no object."""
        return make_action(Verb.BECOME, children, detail=[str(children[0].value)])

    def only_times(self, children: list[Any]) -> Part:
        """ "This ability triggers only once.": how many times at most the action happens."""
        return ("detail", f"only_times:{children[1].value}", span_of(children))

    def keyword_from_every_color(self, children: list[Any]) -> Detail:
        """ "protection from each color", "protection from all colors": protection from every one of the five
        colors (rule 702.16), one value for both wordings ("keyword:protection:from:each_color")."""
        if children[-1].value != "color":
            refuse(f'"from {children[2].text}" and a noun other than a color')
        return Detail([f"keyword:{children[0].value}:from:each_color"], span_of(children))

    def act_prevent_to(self, children: list[Any]) -> Action:
        """ "Prevent all damage that would be dealt this turn to creatures you control.": all the damage of this turn
        prevented, the objects it would be dealt to as the action's objects (as "Prevent all combat damage that would
        be dealt to creatures you control this turn" reads). Only the verb "prevent" of the lexicon's whole phrase."""
        verb = children[0]
        if verb.value != Verb.PREVENT or "this turn" not in verb.text.lower():
            refuse(f'"{verb.text}" and "to"')
        action = make_action(Verb.PREVENT, children, amount="all")
        action.duration = Duration(EffectKind.DURATION, "", span_of([verb]), until="this_turn")
        return action

    def cond_have_life_bound(self, children: list[Any]) -> EffectCondition:
        """ "If you have exactly 13 life": `cond_have_life` ("if you have 10 or less life") with the bound before the
        number ("life:13:exactly")."""
        subject, _have, bound, number, _life = children
        test = f"life:{number.value}:{bound.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(subject))


def _caused(children: list[Any]) -> Action:
    """The action a cause makes a player do: the player its actor, the cause (the first objects) the condition
    `caused_by` about them."""
    causes, actors = [c for c in children if isinstance(c, list)][:2]
    action = next(c for c in children if isinstance(c, Action))
    set_actor(action, Subject(actors))  # "causes a land to be put into your graveyard from the battlefield": it dies
    cause = EffectCondition(EffectKind.CONDITION, "", span_of(causes), test="caused_by", about=list(causes))
    action.condition = cause if action.condition is None else action.condition
    action.span = span_of(children)
    return action


def _spent(children: list[Any]) -> Action:
    """The mana an ability made ("that mana"), spent (a passive) on the objects or to cast them; or spent by its
    player ("you spend this mana to cast …"), the player the actor."""
    head = children[0]
    words = head.text.lower().split()
    if words[0] == "you":
        action = make_action(Verb.SPEND, children, detail=[f"spent_{head.value}", f"mana:{words[2]}"])
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([head]), who="you")
        return action
    mana = ObjectPhrase(EffectKind.OBJECT, "", span_of([head]), types=["mana"], determiner=words[0])
    action = make_action(Verb.SPEND, children, detail=["passive", f"spent_{head.value}"])
    action.actor = mana
    return action
