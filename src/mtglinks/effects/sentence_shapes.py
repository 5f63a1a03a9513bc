"""More sentence shapes of grammar/effects.lark (its blocks "more sentence shapes" and "choices and lists"): two sets
counted by one scale, a
scale the lexicon reads whole, entering with counters and a keyword, a put from a zone said before or after where to,
returning or entering attached to an object. A mixin of the effect Transformer (`transformer.py`), whose methods Lark
finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import Refused
from mtglinks.effects.parts import Detail, Part, Subject, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, Reference

_VERBS = frozenset(str(v) for v in Verb)


class SentenceShapeRules:
    """The methods of the rules of the block "more sentence shapes" (see the module docstring)."""

    def scale_both(self, children: list[Any]) -> tuple[str, Effect, tuple[int, int]]:
        """ "for each instant and sorcery card in your graveyard", "for each Aura and Equipment attached to it": one
        object whose type (subtype) is any of them (a card that is both counts once, as with "or"); "for each land you
        control and each land card in your graveyard": two sets, the second in the first's `related` under the
        qualifier `and`. Two sets the second of which has no determiner and that do not share a noun are not read."""
        first, second = [c for c in children if isinstance(c, Effect)]
        if not isinstance(first, ObjectPhrase) or not isinstance(second, ObjectPhrase):
            raise Refused("two sets counted by one scale that are not both object phrases")
        if second.determiner != "each":
            either = _either(first, second)
            if either is None:
                raise Refused("two sets counted by one scale, the second with no determiner of its own")
            return ("per", either, span_of(children))
        first.qualifiers.append("and")
        first.related.append(second)
        first.span = (first.span[0], second.span[1])
        return ("per", first, span_of(children))

    def scale_times(self, children: list[Any]) -> Part:
        """ "for each time it was kicked": the amount counts the times (a mark the halves of 607 read)."""
        return ("detail", f"per:{children[0].value}", span_of(children))

    def act_enter_both(self, children: list[Any]) -> Action:
        """ "it enters with two +1/+1 counters on it and with flying", "enters tapped and with a stun counter on it":
        the counters and the keywords (or "tapped") all in its detail."""
        detail = [t.value for t in tokens_of(children, "TAPPED")]
        detail.extend(v for c in children if isinstance(c, Detail) for v in c)
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=detail)

    def act_put_from(self, children: list[Any]) -> Action:
        """ "Put ~ from your graveyard onto the battlefield", "Put your commander into your hand from the command
        zone": from the zone after "from", to the other."""
        zones = tokens_of(children, "ZONE")
        source = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "FROM")
        origin = children[source + 1]
        (target,) = [z for z in zones if z is not origin]
        action = make_action(Verb.PUT, children, zone_from=origin.value, zone_to=target.value)
        action.detail.extend(t.value for t in tokens_of(children, "TAPPED"))
        if tokens_of(children, "UNDER_YOUR_CONTROL"):
            action.detail.append("under_your_control")
        return action

    def act_return_attached(self, children: list[Any]) -> Action:
        """ "Return ~ to the battlefield attached to that creature": the objects returned, then the one it is
        attached to (as "attach A to B" lists both), the detail `attached_to` saying so."""
        action: Action = self.act_return(children[:-1])  # type: ignore[attr-defined]
        action.objects.append(children[-1])
        action.detail.append("attached_to")
        action.span = span_of(children)
        return action

    def act_enter_attached(self, children: list[Any]) -> Action:
        """ "it enters attached to that creature": the object it is attached to, the detail `attached_to`."""
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=["attached_to"])

    def cond_as_long_as_both(self, children: list[Any]) -> EffectCondition:
        """ "As long as ~ is in your graveyard and you control a Forest, …": both conditions hold."""
        first, second = [c for c in children if isinstance(c, EffectCondition)]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="as_long_as:and", about=[first, second]
        )

    def cond_if_both(self, children: list[Any]) -> EffectCondition:
        """ "If a creature is attacking you and you control a Forest and a Plains, …": both conditions hold."""
        first, second = [c for c in children if isinstance(c, EffectCondition)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[first, second])

    def timing_once(self, children: list[Any]) -> list[Effect]:
        """ "Activate only if an opponent lost life this turn and only once each turn.": the condition, how often."""
        (action,) = self.timing(children[:2])  # type: ignore[attr-defined]
        assert isinstance(action, Action)
        action.detail.append(f"once:{tokens_of(children, 'ONCE')[0].value}")
        action.span = span_of(children)
        return [action]

    def act_gain_abilities(self, children: list[Any]) -> Action:
        """ "~ has all activated abilities of all creature cards exiled with it", "gain that ability": abilities had
        or gained, as the action's object (what is had must be abilities: "has all colors" is not read here)."""
        determiner, noun = children[1], children[2]
        if not str(noun.value).endswith("ability"):
            raise Refused(f'"{noun.text}" had or gained, which is not an ability')
        parts: list[Any] = [self.determiner([determiner]), [noun]]  # type: ignore[attr-defined]
        if len(children) > 3:
            parts.append(self.of_reference(children[3:]))  # type: ignore[attr-defined]
        had = self.object_phrase(parts)  # type: ignore[attr-defined]
        return make_action(Verb.GAIN_ABILITY, [children[0], had])

    def act_gain_that_ability(self, children: list[Any]) -> Action:
        """ "~ gains that ability until end of turn" (the lexicon reads the phrase whole, so "have that opponent gain
        control" keeps its own reading): the ability named before, as the action's object."""
        that = Reference(EffectKind.REFERENCE, "", span_of(children), refers=ReferenceKind.ANAPHORA)
        return make_action(Verb.GAIN_ABILITY, [children[0], that])

    def cond_either_color(self, children: list[Any]) -> EffectCondition:
        """ "If that creature is black or red, …": its colour is any of them."""
        about = list(children[0]) if isinstance(children[0], Subject) else []
        colors = "_or_".join(str(t.value) for t in tokens_of(children, "COLOR"))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{colors}", about=about)

    def cond_it_is_either(self, children: list[Any]) -> EffectCondition:
        """ "If it's an instant or sorcery card, …": it is an object whose type is any of them."""
        types = ["_or_".join(str(t.value) for t in tokens_of(children, "TYPE"))]
        types.extend(str(t.value) for t in tokens_of(children, "NOUN"))
        what = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[1:]), types=types)
        what.determiner = next((str(c[1]) for c in children if isinstance(c, tuple)), None)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=str(children[0].value), about=[what])

    def act_put_passive(self, children: list[Any]) -> Action:
        """ "was put into your graveyard from anywhere", "would be put into their graveyard": the subject put there
        (its actor); put into a graveyard from the battlefield it dies (rule 700.4), into a graveyard otherwise it is
        `put_into_graveyard`, as the lexicon's whole phrases read."""
        zones = [str(t.value) for t in tokens_of(children, "ZONE")]
        verb = Verb.PUT
        if zones[0] == "graveyard":
            verb = Verb.DIE if zones[1:] == ["battlefield"] else Verb.PUT_INTO_GRAVEYARD
        origin = zones[1] if len(zones) > 1 else None
        return make_action(verb, children, zone_to=zones[0], zone_from=origin, detail=["passive"])

    def put_participle(self, children: list[Any]) -> Part:
        """ "creature put into your graveyard from the battlefield this turn", "cards put into graveyards this way":
        where it was put, from where and when, as one qualifier ("put:graveyard:from:battlefield:this_turn")."""
        words = ["put", *(str(t.value) for t in tokens_of(children, "ZONE", "DURATION", "THIS_WAY"))]
        if tokens_of(children, "FROM"):
            words.insert(2, "from")
        return ("qualifier", ":".join(words), span_of(children))

    def act_get_energy_amount(self, children: list[Any]) -> Action:
        """ "You get an amount of {E} equal to its mana value": energy got, its amount the suffix's number; "you get
        that many {E}": the amount counted before."""
        symbols = tokens_of(children, "SYMBOLS")[0].value
        if tokens_of(children, "THAT_MANY"):
            return make_action(Verb.GET_ENERGY, children, amount="that_many", detail=[f"amount_of:{symbols}"])
        return make_action(Verb.GET_ENERGY, children, detail=[f"amount_of:{symbols}"])

    def act_pay_amount(self, children: list[Any]) -> Action:
        """ "you may pay an amount of {E} equal to that card's mana value": paid, its amount the suffix's number."""
        return make_action(Verb.PAY, children, detail=[f"amount_of:{tokens_of(children, 'SYMBOLS')[0].value}"])

    def act_choose_other_than(self, children: list[Any]) -> Choice:
        """ "choose a color other than black": the choice, and the values left out as its one option mark
        (`other_than:black`, `other_than:creature_or_land`; its condition is when it is chosen, "As ~ enters")."""
        left_out = "_or_".join(str(t.value) for t in tokens_of(children, "COLOR", "SUBTYPE", "TYPE"))
        what = str(children[1].value)
        return Choice(EffectKind.CHOICE, "", span_of(children), what=what, options=[f"other_than:{left_out}"])

    def cond_counters_would(self, children: list[Any]) -> EffectCondition:
        """ "If one or more +1/+1 counters would be put on a creature you control, …": the counters put, a passive,
        as the replacement's event."""
        counters = next(c for c in children if isinstance(c, Detail))
        start = tokens_of(children, "WOULD")[0]
        put = make_action(Verb.PUT_COUNTER, [counters, start, *children[4:]], detail=[*counters, "passive"])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="would", about=[put])

    def counters_put_instead(self, children: list[Any]) -> Action:
        """ "… that many plus one +1/+1 counters are put on it instead", "twice that many … instead": the counters
        put in the event's place, their number counted from the event's."""
        condition = children[0]
        kind = tokens_of(children, "COUNTER_KIND", "KEYWORD")
        detail = [f"counter:{kind[0].value}" if kind else "counter:", "passive", "instead"]
        amount = str(children[1].value)  # "that_many:plus:1", "2*that_many" (rule `amount`)
        action = make_action(Verb.PUT_COUNTER, children[1:], amount=amount, detail=detail)
        action.condition = condition
        action.span = span_of(children)
        return action

    def tokens_created_instead(self, children: list[Any]) -> Action:
        """ "… twice that many of those tokens are created instead", "those tokens plus a Clue token are created
        instead": the tokens made in the event's place (the event's own, and any more, as objects)."""
        made = tokens_of(children, "PARTICIPLE")[0]
        if made.value != Verb.CREATE:
            raise Refused(f'"{made.text}" in the place of tokens created')
        that = self.reference(tokens_of(children, "REF"))  # type: ignore[attr-defined]
        more = [c for c in children if isinstance(c, list)]
        twice = tokens_of(children, "TWICE")
        amount = f"{twice[0].value}*{tokens_of(children, 'THAT_MANY')[0].value}" if twice else None
        detail = ["passive", "instead", *(["plus"] if more else [])]
        action = make_action(Verb.CREATE, [that, *more], amount=amount, detail=detail)
        action.condition = children[0]
        action.span = span_of(children)
        return action

    def act_passive_participle(self, children: list[Any]) -> Action:
        """ "would be created under your control": the verb done to the subject (its actor), a passive."""
        verb = str(children[1].value)
        if verb not in _VERBS:
            raise Refused(f'"{children[1].text}" as a passive')
        detail = ["passive", *(["under_your_control"] if tokens_of(children, "UNDER_YOUR_CONTROL") else [])]
        return make_action(verb, children, detail=detail)

    def from_sources(self, children: list[Any]) -> Part:
        """ "abilities from white sources": what the object comes from ("from:white,source"); only sources ("from
        creatures you control" after an object is where from, not what it is); "mana from Treasures" (the permanents
        that made it, rule 106), which `object_phrase` keeps only after the noun "mana"; and the French "capacités
        activées des artefacts", abilities of what has them (`file_part`)."""
        value = "from:" + ",".join(str(t.value) for t in children[1])
        if children[1][-1].value != "source":
            return ("from_words", value, span_of(children))
        return ("qualifier", value, span_of(children))

    def act_it_is_still(self, children: list[Any]) -> Action:
        """ "They're still lands.": what the objects referred to still are (as "It's still a land.")."""
        return self.act_it_is([children[0], children[1], [children[2]]])  # type: ignore[attr-defined,no-any-return]

    def act_enter_status(self, children: list[Any]) -> Action:
        """ "~ enters untapped", "enters attacking": the state it enters in, in its detail."""
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=[str(children[1].value)])

    def act_become_level(self, children: list[Any]) -> Action:
        """ "~ becomes level 2" (a Class, rule 716): as the level ability's own line reads ("Level 2")."""
        return make_action(Verb.BECOME, children, amount=str(children[2].value), detail=[str(children[1].value)])

    def cond_if_as(self, children: list[Any]) -> EffectCondition:
        """ "If you control a commander as you cast ~, …": the state, held as the event happens (`as`, the event's
        action), both in one condition."""
        held = children[1]
        subject = next(c for c in children if isinstance(c, Subject))
        event = next(c for c in children[3:] if isinstance(c, Action))
        set_actor(event, subject)
        start = tokens_of(children, "AS")[0]
        when = EffectCondition(EffectKind.CONDITION, "", (start.start_pos, event.span[1]), test="as", about=[event])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[held, when])

    def act_choose_both(self, children: list[Any]) -> Choice:
        """ "you may choose both instead" (a modal spell's two modes, rule 700.2): a choice of modes, both."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what="mode", options=["both"])

    def act_put_split(self, children: list[Any]) -> Action:
        """ "Put one into your hand and the other into your graveyard": one of the cards named before put in one zone
        (an object `of`, count 1, as "one of them" reads), the other (a reference) in the other: two puts."""
        one = children[1]
        part = ObjectPhrase(EffectKind.OBJECT, "", span_of([one]), determiner="of", count=str(one.value))
        other = next(c for c in children if isinstance(c, Token) and c.type == "REF")
        rest = [part if c is one else self.reference([c]) if c is other else c for c in children]  # type: ignore[attr-defined]
        return self.act_put(rest)  # type: ignore[attr-defined,no-any-return]

    def choose_two(self, children: list[Any]) -> list[Effect]:
        """ "As ~ enters, choose a color and a creature type.": one choice per value, each made when the
        condition says (both are chosen together, so both hold the same condition)."""
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        verb = next(c for c in children if isinstance(c, Token) and c.type == "CHOOSE")
        choices = [c for c in children if isinstance(c, Token) and c.type == "CHOICE"]  # the second "and …"
        nodes: list[Effect] = []
        for n, choice in enumerate(choices):
            words = [verb, choice] if n == 0 else [choice]  # the second: "and a creature type"
            node = Choice(EffectKind.CHOICE, "", span_of(words), what=choice.value, condition=condition)
            nodes.append(node)
        return nodes

    def act_choose_mode_limited(self, children: list[Any]) -> Choice:
        """ "choose one that hasn't been chosen this turn —" (a mode not chosen yet within that time), "choose one
        at random —" (the mode picked at random): the choice of a mode with its limit among its options."""
        choice, limit = children[1], children[2]
        if limit.type == "AT_RANDOM":
            option = "at_random"
        else:  # "one that hasn't been chosen" (the choice's own words) within "this turn"
            option = f"not_chosen:{limit.value}" if "chosen" in choice.text else str(limit.value)
        return Choice(EffectKind.CHOICE, "", span_of(children), what=choice.value, options=[option])

    def words_nontypes(self, children: list[Any]) -> list[Token]:
        """ "noncreature, nonland permanent": the first "non-" word and the words after the comma, one noun's."""
        first, rest = children
        return [first, *rest]

    def act_choose_any(self, children: list[Any]) -> Choice:
        """ "choose any number —": the choice of any number of the modes (rule 700.2)."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what=children[2].value, options=["any_number"])


def _either(first: ObjectPhrase, second: ObjectPhrase) -> ObjectPhrase | None:
    """ "instant and sorcery card", "Aura and Equipment attached to it", "black and/or red permanent": the second
    object, its one type (subtype, colour) joined with the first's (`instant_or_sorcery`, `Aura_or_Equipment`,
    `black_or_red`), when the first says nothing but that word (and its determiner); None otherwise."""
    for name in ("types", "subtypes", "colors"):
        words: list[str] = getattr(first, name)
        bare = ObjectPhrase(EffectKind.OBJECT, "", first.span, determiner=first.determiner)
        setattr(bare, name, words)
        theirs: list[str] = getattr(second, name)
        if first != bare or len(words) != 1 or not theirs:
            continue
        if name != "types" and len(theirs) != 1:
            continue
        setattr(second, name, [f"{words[0]}_or_{theirs[0]}", *theirs[1:]])
        second.determiner = first.determiner
        second.span = (first.span[0], second.span[1])
        return second
    return None
