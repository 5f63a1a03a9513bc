"""The rules of grammar/effects.lark below the predicate: object phrases and their parts, amounts,
conditions, what follows a predicate, trigger events. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.exself_shapes import keep_whole_qualifiers
from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.nouns import NounRules, either_type, refuse_shared_owner
from mtglinks.effects.owner_list_shapes import owner_of_list
from mtglinks.effects.parts import (
    Detail,
    Part,
    Related,
    Span,
    Subject,
    apply_suffix,
    choice_done,
    make_action,
    nodes_of,
    objects_of,
    prefixed_condition,
    set_actor,
    span_of,
    value_of,
)
from mtglinks.effects.series_shapes import share_posts
from mtglinks.effects.word_shapes import WordShapeRules
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
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


class PhraseRules(NounRules, WordShapeRules):
    """The methods of the effect grammar's phrase, condition and suffix rules (see the module docstring)."""

    def cond_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as` (grammar/effects.lark)."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="as", about=[action])

    def where_x(self, children: list[Any]) -> tuple[Any, ...]:
        """X defined after the clause: "…, where X is its power"."""
        quantity = next(c for c in children if isinstance(c, tuple))
        return quantity

    def delayed(self, children: list[Any]) -> Part:
        """ "… at the beginning of the next end step": when the action happens."""
        return ("detail", f"at:{children[1].value}", span_of(children))

    def unless(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… unless you control two or more other lands"."""
        return prefixed_condition(children, "unless")

    def as_long_as(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… for as long as …"."""
        return prefixed_condition(children, "as_long_as")

    def at_random(self, children: list[Any]) -> Part:
        """ "discards a card at random"."""
        return ("detail", "at_random", span_of(children))

    def instead(self, children: list[Any]) -> Part:
        """ "… instead": the action replaces another."""
        return ("detail", "instead", span_of(children))

    def quantity(self, children: list[Any]) -> tuple[Any, ...]:
        """A number the text computes: "its power", "the number of creatures you control", "X"; the first of the objects
        counted its `per`, any others after it ("the number of Elves and Faeries you control")."""
        objects = next((c for c in children if isinstance(c, list)), None)
        per = objects[0] if objects else None
        value = "number_of" if per is not None else children[0].value
        return ("amount", value, span_of(children), per, *(objects or [])[1:])

    def cond_as_long_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as_long_as` (grammar/effects.lark)."""
        node: EffectCondition = children[1]
        node.test = f"as_long_as:{node.test}"
        node.span = span_of(children)
        return node

    def cond_additional_cost(self, children: list[Any]) -> EffectCondition:
        """ "As an additional cost to cast ~, …": what follows is a cost of the spell."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="additional_cost")

    def cond_would(self, children: list[Any]) -> EffectCondition:
        """ "If ~ would die, …": a replacement effect's event."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="would", about=[action])

    def cond_state(self, children: list[Any]) -> EffectCondition:
        """ "if ~ is tapped", "if it's in your graveyard"."""
        about = [c for c in children[0]] if isinstance(children[0], Subject) else []
        state = value_of(children, "TAPPED", "STATUS", "ZONE", "COLOR", "QUALIFIER", "SUPERTYPE") or ""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{state}", about=about)

    def keyword(self, children: list[Any]) -> Detail:
        """One keyword granted, with its "from" ("protection from red"), or a quoted ability."""
        if children[0].type == "QUOTED":
            return Detail(["granted_ability"], span_of(children))
        quality = f":from:{children[-1].value}" if len(children) > 1 else ""
        return Detail([f"keyword:{children[0].value}{quality}"], span_of(children))

    def zone_object(self, children: list[Any]) -> ObjectPhrase:
        """A zone as what is acted on: "reveals their hand"."""
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["zone"], zone=children[0].value)

    def part_of(self, children: list[Any]) -> ObjectPhrase:
        """ "one of them", "up to two of those cards", "any of them", "the rest of the revealed cards": some of
        the objects named after "of" (the whole in `qualifiers` as "of:<what>")."""
        kinds = [c.type for c in children if isinstance(c, Token)]
        count = value_of(children, "NUM")
        determiner = "of"
        if "UP_TO" in kinds:
            determiner = "up_to"
        elif "OR_MORE" in kinds:
            determiner, count = "or_more", count
        elif kinds[0] in ("ANY", "REF"):  # "any of them"; "the rest of those cards"
            determiner, count = str(children[0].value), None
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner=determiner, count=count)
        whole = children[-1]
        if isinstance(whole, Reference):
            node.qualifiers.append(f"of:{whole.refers}")
        elif isinstance(whole, ObjectPhrase):
            node.types.extend(whole.types)
            node.qualifiers.append("of:" + (whole.determiner or "object"))
            keep_whole_qualifiers(node, whole)
        elif isinstance(whole, PlayerPhrase):
            node.qualifiers.append(f"of:{whole.who}")
        return node

    def from_among(self, children: list[Any]) -> Part:
        """ "from among them"; Spanish and French "de" before the named card is "of" ("Las habilidades activadas de la
        carta nombrada", "Les capacités activées de la carte nommée": the English "Activated abilities of the named
        card", `of:named_card`): no object is taken from among a card; nor from among a player ("en la mano del jugador
        elegido": the chosen player's hand, `of:chosen`)."""
        if children[-1].value in (ReferenceKind.NAMED_CARD, ReferenceKind.CHOSEN):
            return ("qualifier", f"of:{children[-1].value}", span_of(children))
        if children[-1].value == ReferenceKind.EXILED_WITH:  # "parmi les cartes exilées par ~": the cards exiled before
            return ("qualifier", "from_among:exiled_with", span_of(children))
        return ("qualifier", "from_among", span_of(children))

    def copy_of(self, children: list[Any]) -> Part | Related:
        """ "a token that's a copy of target creature"; not "a copy of" a count (a copy is of one object: "a copy of
        Seven Dwarves" names a card)."""
        if isinstance(children[-1], ObjectPhrase) and children[-1].determiner == "number":
            refuse('a count after "a copy of"')
        return ("qualifier", "copy_of", span_of(children), children[-1])

    def of_choice(self, children: list[Any]) -> Part:
        """ "a creature of their choice"."""
        return ("qualifier", f"choice:{children[0].value}", span_of(children))

    def scale(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """The value of rule `scale` (grammar/effects.lark)."""
        return ("per", children[1], span_of(children))

    def condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `condition` (grammar/effects.lark)."""
        inner = next((c for c in children if isinstance(c, EffectCondition)), None)
        if inner is not None:
            inner.span = span_of(children)
            return inner
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=str(children[0].value))

    def without_paying(self, children: list[Any]) -> Part:
        """ "… without paying its mana cost"."""
        return ("detail", "without_paying", span_of(children))

    def that_targets(self, children: list[Any]) -> Part:
        """ "a spell that targets ~"."""
        return ("qualifier", "targets", span_of(children))

    def with_counters(self, children: list[Any]) -> Part:
        """ "… with a +1/+1 counter on it"."""
        return ("detail", f"with_{children[1][0]}", span_of(children))

    def named(self, children: list[Any]) -> Part:
        """ "a creature named ~", "target permanent not named ~"."""
        named = str(children[0].value)  # "named", or "not_named"
        return ("qualifier", f"{named}:self" if children[1].type == "SELF" else named, span_of(children))

    def cond_during(self, children: list[Any]) -> EffectCondition:
        """ "During your turn, …"."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"during:{children[0].value}")

    def cond_there_are(self, children: list[Any]) -> EffectCondition:
        """ "if there are seven or more cards in your graveyard"."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="there_are", about=objects_of(children)
        )

    def fixed_qualifier(self, children: list[Any]) -> Part:
        """ "a creature that died this turn": a qualifier the lexicon reads whole."""
        return ("qualifier", children[0].value, span_of(children))

    def fixed_object(self, children: list[Any]) -> ObjectPhrase:
        """ "your second spell each turn": an object phrase the lexicon reads whole."""
        kind, quality = children[0].value.split(":", 1)
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=[kind], qualifiers=[quality])

    def cond_it_is(self, children: list[Any]) -> EffectCondition:
        """ "if it's attacking", "if it's a creature card", "if it's your turn"."""
        words = next((c for c in children if isinstance(c, list)), None)
        if words is not None:
            phrase = self.object_phrase(children[1:])
            return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[0].value, about=[phrase])
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"{children[0].value}:{children[1].value}"
        )

    def equal_to(self, children: list[Any]) -> tuple[Any, ...]:
        """ "… equal to its power": the amount of the action."""
        quantity: tuple[Any, ...] = children[1]
        return quantity

    def if_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "destroy that creature if it attacked this turn"."""
        node: EffectCondition = children[1]
        node.span = span_of(children)
        return ("condition", node, node.span)

    def cond_for_each(self, children: list[Any]) -> EffectCondition:
        """ "For each creature token you control, …": the action is done once per object."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=list(children[1]))

    def with_counter(self, children: list[Any]) -> Part:
        """ "each creature you control with a +1/+1 counter on it"."""
        return ("qualifier", f"with_{children[1][0]}", span_of(children))

    def of_reference(self, children: list[Any]) -> Part | Related:
        """ "creatures of the chosen type", "cards of that color", "an ability of an artifact"."""
        what = children[1]
        if isinstance(what, Reference):
            return ("qualifier", f"of:{what.refers}", span_of(children))
        if isinstance(what, Token):
            return ("qualifier", f"of:{what.value}", span_of(children))
        types = ",".join(what.types) if isinstance(what, ObjectPhrase) else str(what.kind)
        if isinstance(what, ObjectPhrase) and not what.types and what.subtypes:  # "a door of target Room you control"
            return ("qualifier", f"of:{','.join(what.subtypes)}", span_of(children), what)
        if isinstance(what, ObjectPhrase) and what.determiner in ("that", "those", "this"):  # old "of this color" too
            types = f"that_{types}"
        if isinstance(what, ObjectPhrase) and (what.qualifiers or what.relative or what.related):
            return ("qualifier", f"of:{types}", span_of(children), what)  # "of sources with the chosen name"
        return ("qualifier", f"of:{types}", span_of(children))

    def state_suffix(self, children: list[Any]) -> Part:
        """ "cast that card face down": the state the action leaves its object in."""
        return ("detail", children[0].value, span_of(children))

    def counter_object(self, children: list[Any]) -> ObjectPhrase:
        """ "each charge counter on ~": counters as what is counted."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD", "PT") or ""  # Russian: "жетонов +1/+1", the kind after
        return ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children), types=["counter"], qualifiers=[kind] if kind else []
        )

    def if_able(self, children: list[Any]) -> Part:
        """ "attacks each combat if able"."""
        return ("detail", "if_able", span_of(children))

    def cond_otherwise(self, children: list[Any]) -> EffectCondition:
        """ "Otherwise, …": the other branch of the condition before."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="otherwise")

    def cond_did(self, children: list[Any]) -> EffectCondition:
        """ "if you cast it", "if a creature died this turn": an event that happened."""
        if not any(isinstance(c, Action) for c in children):  # "If he or she chooses the named card, …"
            return self.cond_chose(children)  # type: ignore[attr-defined, no-any-return]
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        if value_of(children, "THIS_WAY") is not None:  # "if you search your library this way"
            action.detail.append("this_way")
        when = [c for c in children if isinstance(c, Token) and c.type == "DURATION"]
        if when and action.duration is None:  # "if a creature died this turn": when it happened, kept
            action.duration = Duration(EffectKind.DURATION, "", span_of(when), until=when[0].value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def cond_did_person(self, children: list[Any]) -> EffectCondition:
        """ "si lanzas un hechizo", "a menos que descartes una carta": the event's subject is only in the person
        of its verb (grammar/effects-es.lark); when it happened, if said ("durante tu fase principal")."""
        action = next(c for c in children if isinstance(c, Action))
        for suffix in (c for c in children if isinstance(c, tuple)):
            apply_suffix(action, suffix)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def cond_would_person(self, children: list[Any]) -> EffectCondition:
        """ "Si fueras a robar una carta, …": a replacement's event whose subject is only in the person of its verb
        (the WOULD_PERSON token's value, "you"; grammar/effects-es.lark)."""
        action = next(c for c in children if isinstance(c, Action))
        person = next(c for c in children if isinstance(c, Token) and c.type == "WOULD_PERSON")
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([person]), who=person.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="would", about=[action])

    def act_attack_person(self, children: list[Any]) -> Action:
        """ "no pueden atacarte (a ti o a un planeswalker que controlas)" (Spanish): the pronoun joined to the verb is
        who is attacked, unless the objects after "a" name them all (grammar/effects-es.lark)."""
        if objects_of(children):
            return make_action(Verb.ATTACK, children)
        return make_action(Verb.ATTACK, [self.player(children[:1])])

    def cond_won(self, children: list[Any]) -> EffectCondition:
        """ "Si ganas, …" (Spanish: the English "If you win", a flip or a clash won; grammar/effects-es.lark)."""
        won = Action(EffectKind.ACTION, "", span_of(children[1:2]), verb=Verb.WIN_FLIP)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[won])

    def amount(self, children: list[Any]) -> Token:
        """The value of rule `amount` (grammar/effects.lark)."""
        token: Token = children[0]
        return token

    def mana(self, children: list[Any]) -> Detail:
        """The value of rule `mana` (grammar/effects.lark)."""
        return Detail([f"mana:{c.value}" for c in children if c.type != "OR"], span_of(children))

    def counters(self, children: list[Any]) -> Detail:
        """The value of rule `counters` (grammar/effects.lark)."""
        kind = value_of(children, "PT", "COUNTER_KIND", "KEYWORD") or ""
        count = value_of(children, "NUM", "DET_A", "A_NUMBER_OF", "THAT_MANY") or ""
        bound = value_of(children, "OR_MORE", "AT_LEAST")  # "three or more", "at least one"
        count = f"{count}:{bound}" if bound else count
        # no count printed ("жетон +1/+1", "another +1/+1 counter") is one counter, as "a" is: no trailing colon
        return Detail([f"counter:{kind}" + (f":{count}" if count not in ("", "a", "1") else "")], span_of(children))

    def keywords(self, children: list[Any]) -> Detail:
        """The value of rule `keywords` (grammar/effects.lark)."""
        chooser = value_of(children, "CHOICE_OF")  # "your choice of flying, trample, or haste"
        values = [v for c in children if isinstance(c, Detail) for v in c]
        return Detail([f"choice_of:{chooser}", *values] if chooser else values, span_of(children))

    def objects(self, children: list[Any]) -> list[Effect]:
        """The value of rule `objects` (grammar/effects.lark); "an artifact or creature card" is one object; not
        read when a possessive covers the list."""
        if len(children) == 1 and isinstance(children[0], Effect):  # most lists: one object, nothing to join
            return [children[0]]
        either = either_type(children)
        if either is not None:
            return [either]
        owner = owner_of_list(children)  # "target artifact or creature's owner": one player
        if owner is not None:
            return [owner]
        share_posts(children)
        nodes = nodes_of(children)
        if len(nodes) > 1:
            refuse_shared_owner(nodes)
        return nodes

    def words(self, children: list[Any]) -> list[Token]:
        """The value of rule `words` (grammar/effects.lark)."""
        return list(children)

    def controlled(self, children: list[Any]) -> Part:
        """The value of rule `controlled` (grammar/effects.lark): the last token (a participle may come first)."""
        return ("controller", children[-1].value, span_of(children))

    def in_zone(self, children: list[Any]) -> Part:
        """The value of rule `in_zone` (grammar/effects.lark)."""
        return ("zone", children[-1].value, span_of(children))

    def with_keyword(self, children: list[Any]) -> Part:
        """ "with flying", "with menace and reach": the keywords, one qualifier value."""
        names = ",".join(v.removeprefix("keyword:") for v in children[1])
        return ("qualifier", f"with:{names}", span_of(children))

    def this_way_suffix(self, children: list[Any]) -> Part:
        """ "If you search your library this way": the action was done by this ability."""
        return ("detail", "this_way", span_of(children))

    def with_stat(self, children: list[Any]) -> Part:
        """The value of rule `with_stat` (grammar/effects.lark)."""
        bound = value_of(children, "OR_LESS") or "exactly"
        return ("qualifier", f"{children[0].value}:{children[1].value}:{bound}", span_of(children))

    def with_stat_bound_first(self, children: list[Any]) -> Part:
        """ "avec une force supérieure ou égale à 4": `with_stat` with its bound before the number
        (grammar/effects-fr.lark)."""
        stat, bound, number = children
        return ("qualifier", f"{stat.value}:{number.value}:{bound.value}", span_of(children))

    def without_keyword(self, children: list[Any]) -> Part:
        """The value of rule `without_keyword` (grammar/effects.lark)."""
        return ("qualifier", f"without:{children[1].value}", span_of(children))

    def top_cards(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `top_cards` (grammar/effects.lark)."""
        count = value_of(children, "NUM")
        # "top"/"bottom" wherever it stands: first in English, after the noun in French ("les deux cartes du dessus")
        determiner = value_of(children, "THE_TOP") or children[0].value
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner=determiner, count=count)
        node.types.append("card")
        node.zone = value_of(children, "ZONE")
        return node

    def any_target(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `any_target` (grammar/effects.lark)."""
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="target", types=["any"])

    def reference(self, children: list[Any]) -> Reference:
        """The value of rule `reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers=children[0].value)

    def self_reference(self, children: list[Any]) -> Reference:
        """The value of rule `self_reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers="self")

    def cond_paid(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_paid` (grammar/effects.lark)."""
        about: list[Effect] = [
            self.self_reference([children[0]]) if children[0].type == "SELF" else self.reference([children[0]])
        ]
        zone = value_of(children, "ZONE")  # "if ~ was cast from your hand"
        test = f"paid:{children[1].value}" + (f":from:{zone}" if zone else "")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def cond_paid_with(self, children: list[Any]) -> EffectCondition:
        """ "if it was kicked with its {1}{G} kicker": which of its costs was paid."""
        node = self.cond_paid(children[:2])
        node.test = f"{node.test}:{children[4].value}"
        node.span = span_of(children)
        return node

    def cond_control(self, children: list[Any]) -> EffectCondition:
        """ "if you control an artifact", "if an opponent controls more lands than you": who controls (a player,
        first in `about`), then what."""
        who = next(c for c in children if isinstance(c, Token))
        controller = PlayerPhrase(EffectKind.PLAYER, "", span_of([who]), who=who.value)
        about: list[Effect] = [controller, *objects_of(children)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="control", about=about)

    def if_condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `if_condition` (grammar/effects.lark)."""
        node: EffectCondition = children[-1]
        node.span = span_of(children)
        return node

    def event(self, children: list[Any]) -> TriggerEvent:
        """What a trigger waits for: its subject's action(s) ("~ enters or attacks")."""
        actions = choice_done(children)
        subject = next((c for c in children if isinstance(c, Subject)), None)
        if subject is not None:  # none when the verb's person says who ("Siempre que lances …")
            for action in actions:
                set_actor(action, subject)
        for part in children:  # a suffix of the event's last verb: "~ attacks while saddled", "… this turn"
            if isinstance(part, tuple) and actions:
                apply_suffix(actions[-1], part)
            elif isinstance(part, Token) and part.type == "DURATION" and actions:
                actions[-1].duration = Duration(EffectKind.DURATION, "", span_of([part]), until=part.value)
        for action in actions:  # "When you play ~" (older printed text): a card's trigger on itself played is cast
            if action.verb == Verb.PLAY and action.objects and all(_itself(o) for o in action.objects):
                action.verb = Verb.CAST  # (rule 601; a land played triggers nothing of its own text so)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=actions[0].verb, actions=actions)

    def event_phase(self, children: list[Any]) -> TriggerEvent:
        """The value of rule `event_phase` (grammar/effects.lark)."""
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=children[0].value)


def _itself(node: Effect) -> bool:
    """Whether the node is the card itself ("~", "this spell")."""
    return isinstance(node, Reference) and node.refers == "self"
