"""One typed node per rule of grammar/effects.lark: the Transformer's methods are named after the rules.

Spans are offsets into the sentence while parsing; `build.py` moves them into the card's text and
fills each node's `text` afterwards, so every rule here only says what its node is.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer

from mtglinks.effects.choice_filing import file_on_choice
from mtglinks.effects.clauses import ClauseRules
from mtglinks.effects.count_state_shapes import CountStateShapeRules
from mtglinks.effects.en_nodes_shapes import NodeShapeRules
from mtglinks.effects.es_shapes import SpanishShapeRules
from mtglinks.effects.language_shapes import LanguageShapeRules
from mtglinks.effects.lex_word_shapes import shared_duration
from mtglinks.effects.lexer import Token
from mtglinks.effects.link_shapes import LinkShapeRules
from mtglinks.effects.parts import (
    Detail,
    Subject,
    apply_suffix,
    is_word,
    make_action,
    objects_of,
    set_actor,
    span_of,
    tokens_of,
    under_control,
    value_of,
)
from mtglinks.effects.phrases import PhraseRules
from mtglinks.effects.relative_shapes import RelativeShapeRules
from mtglinks.effects.sentence_shapes import SentenceShapeRules
from mtglinks.effects.sentences import SentenceRules
from mtglinks.effects.series_shapes import SeriesShapeRules
from mtglinks.effects.tail_shapes import TailShapeRules
from mtglinks.effects.tally_shapes import TallyShapeRules
from mtglinks.effects.verb_shapes import VerbShapeRules
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Choice,
    Duration,
    Effect,
    EffectCondition,
    Note,
    ObjectPhrase,
    TriggerEvent,
)


class EffectTransformer(
    ClauseRules,
    CountStateShapeRules,
    PhraseRules,
    SentenceRules,
    VerbShapeRules,
    SentenceShapeRules,
    LanguageShapeRules,
    RelativeShapeRules,
    LinkShapeRules,
    SpanishShapeRules,
    TailShapeRules,
    SeriesShapeRules,
    NodeShapeRules,
    TallyShapeRules,
    Transformer[Token, Any],
):
    """Builds the effect nodes (see the module docstring): sentences, clauses and the predicates' actions."""

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if str(data).startswith("_"):  # Lark's own expansions of ()* and ()+, inlined into their rule
            return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]
        raise TypeError(f"the effect grammar's rule {data} has no method in EffectTransformer")

    def sentence(self, children: list[Any]) -> list[Effect]:
        """The clauses; a clause with no subject of its own ("… and gains flying") takes the one before's,
        and clauses joined by "and" share the last one's duration ("gets +2/+2 and gains flying until …"), not one
        said before the last clause's words ("… phase out, and until your next turn, your life total can't change")."""
        clauses = [c for c in children if isinstance(c, Effect)]
        joins = [c.value for c in children if isinstance(c, Token) and c.type in ("JOIN", "AND")]
        clauses, joins = self._with_also_put(clauses, joins)
        for before, after in zip(clauses, clauses[1:], strict=False):
            if isinstance(before, Action) and isinstance(after, Action) and after.actor is None:
                after.actor, after.other_actors = before.actor, before.other_actors
        for n in range(len(clauses) - 2, -1, -1):
            before, after = clauses[n], clauses[n + 1]
            shared = joins[n].strip() == "and" and isinstance(after, Action)
            last = isinstance(after, Action) and (after.duration is None or shared_duration(after, after.duration))
            if shared and last and isinstance(before, Action) and isinstance(after, Action) and before.duration is None:
                before.duration = after.duration
        return clauses

    # The other groups of a put with several destinations, by the first group's action (act_put); the action
    # is kept beside its id so that an id is never taken for another object's. Emptied before each unit is
    # parsed (`forget_pending`): a unit the grammar stops in leaves no entry behind.
    _also_put: dict[int, tuple[Action, list[Action]]] = {}

    @classmethod
    def forget_pending(cls) -> None:
        """Drops what an earlier unit left for its sentence (`_also_put`), so nothing builds up over a run."""
        if cls._also_put:
            cls._also_put.clear()

    def _with_also_put(self, clauses: list[Effect], joins: list[str]) -> tuple[list[Effect], list[str]]:
        """Each put's other groups after it, doing what it does: same actor, "may" and condition."""
        if not self._also_put:  # most sentences put nothing in several places: the clauses as they are
            return clauses, joins[: len(clauses)]
        out: list[Effect] = []
        out_joins: list[str] = []
        for n, clause in enumerate(clauses):
            out.append(clause)
            found = self._also_put.pop(id(clause), None)
            if found is not None and found[0] is clause and isinstance(clause, Action):
                also = found[1]
                clause.span = (clause.span[0], min(clause.span[1], also[0].span[0]))
                for action in also:
                    action.actor, action.optional, action.condition = clause.actor, clause.optional, clause.condition
                    out.append(action)
                    out_joins.append("and")
            if n < len(joins):
                out_joins.append(joins[n])
        return out, out_joins

    def timing(self, children: list[Any]) -> list[Effect]:
        """The value of rule `timing` (grammar/effects.lark)."""
        token = children[0]
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)  # "Activate only if …"
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ACTIVATE, detail=[f"only:{token.value}"])
        action.condition = condition
        return [action]

    def clause(self, children: list[Any]) -> Effect:
        """A clause's action (or choice, or note) with its condition(s), subject, "may", suffixes and duration."""
        node = next(c for c in children if isinstance(c, (Action, Choice, Note)))
        if isinstance(node, Action):
            for child in children:
                if child is not node:  # the action itself files nothing on itself
                    _file_on_action(node, child)
        elif isinstance(node, Choice):  # "As ~ enters, choose a color": the chooser and when
            for child in children:
                file_on_choice(node, child)
        node.span = span_of(children)  # a note ("…, note its name") is the clause's node as it is
        return node

    clause_lasting = clause

    def clause_or(self, children: list[Any]) -> Effect:
        """ "reveal an Elf card from your hand or pay {3}": the clause of the first verb, the second its alternative."""
        first, second = [_as_action(c) for c in children if isinstance(c, (Action, Choice))][:2]
        children = [first if isinstance(c, Choice) and c.span == first.span else c for c in children]
        subject = next((c for c in children if isinstance(c, Subject)), None)
        if subject is not None:  # "you and defending player each discard a card or sacrifice a permanent"
            own = second.span
            set_actor(second, subject)
            second.span = own  # the alternative keeps its own words
        rest = [c for c in children if c is not second and not (isinstance(c, Token) and c.type == "OR_CLAUSE")]
        node: Effect = self.clause(rest)
        first.alternatives.append(second)
        node.span = span_of(children)
        return node

    def act_event(self, children: list[Any]) -> Action:
        """The action of rule `act_event` (grammar/effects.lark)."""
        return make_action(children[0].value, children)

    def act_no_untap(self, children: list[Any]) -> Action:
        """The action of rule `act_no_untap` (grammar/effects.lark)."""
        return make_action(Verb.UNTAP, children, negated=True)

    def act_remove_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_remove_counter` (grammar/effects.lark)."""
        return make_action(Verb.REMOVE_COUNTER, children, detail=list(children[1]))

    def act_cost(self, children: list[Any]) -> Action:
        """ "costs {1} less to cast"."""
        return make_action(Verb.MODIFY_COST, children, amount=children[1].value, detail=[children[2].value])

    def act_cost_of(self, children: list[Any]) -> Action:
        """ "Te cuesta {1} menos lanzar los hechizos de criatura" (grammar/effects-es.lark): the spells whose cost
        changes come after the change, and are its actor as in "Creature spells cost {1} less to cast"."""
        action = make_action(Verb.MODIFY_COST, children, amount=children[1].value, detail=[children[2].value])
        if action.objects:
            action.actor, action.other_actors, action.objects = action.objects[0], action.objects[1:], []
        return action

    def reflexive(self, children: list[Any]) -> list[Effect]:
        """A trigger inside an effect ("When you do, …"): its event, then its clauses."""
        event = next(c for c in children if isinstance(c, TriggerEvent))
        return [event, *self.sentence([c for c in children if c is not event and not is_word(c)])]

    def subject(self, children: list[Any]) -> Subject:
        """Who or what does the clause's action: one or more objects ("~ or another creature you control")."""
        return Subject(children[0])

    def act_object(self, children: list[Any]) -> Action:
        """A verb and its objects: "destroy target creature", "tap or untap target permanent"."""
        action = make_action(children[0].value, children)
        verbs = tokens_of(children, "V_OBJ", "LOOK_AT")
        for other in verbs[1:]:  # "cycle or discard a card": the same objects, another verb
            action.alternatives.append(make_action(other.value, [other, *children[verbs.index(other) + 1 :]]))
        return action

    def act_number(self, children: list[Any]) -> Action:
        """The action of rule `act_number` (grammar/effects.lark)."""
        return make_action(children[0].value, children, amount=value_of(children, "NUM", "DET_A"))

    def act_draw(self, children: list[Any]) -> Action:
        """ "draw two cards", "draw cards equal to …", "you draw your second card each turn"."""
        fixed = [self.fixed_object([c]) for c in tokens_of(children, "OBJ_PHRASE")]
        return make_action(Verb.DRAW, [*children, *fixed], amount=value_of(children, "NUM", "DET_A"))

    def act_create(self, children: list[Any]) -> Action:
        """The action of rule `act_create` (grammar/effects.lark)."""
        return make_action(Verb.CREATE, children, zone_to="battlefield")

    def act_damage(self, children: list[Any]) -> Action:
        """The action of rule `act_damage` (grammar/effects.lark); damage "divided as you choose among" its targets
        says so (`divided:as_you_choose`)."""
        divided = [f"divided:{t.value}" for t in children if isinstance(t, Token) and t.type == "DIVIDED"]
        amount = value_of(children, "NUM", "DET_A", "THAT_MANY")
        return make_action(Verb.DEAL_DAMAGE, children, amount=amount, detail=divided)

    def act_gain_life(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_life` (grammar/effects.lark)."""
        return make_action(Verb.GAIN_LIFE, children, amount=value_of(children, "NUM", "DET_A"))

    def act_lose_life(self, children: list[Any]) -> Action:
        """The action of rule `act_lose_life` (grammar/effects.lark)."""
        return make_action(Verb.LOSE_LIFE, children, amount=value_of(children, "NUM", "DET_A"))

    def act_gain_ability(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_ability` (grammar/effects.lark)."""
        return make_action(Verb.GAIN_ABILITY, children, detail=list(children[-1]))  # "have or gain flying"

    def act_gain_control(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_control` (grammar/effects.lark)."""
        return make_action(Verb.GAIN_CONTROL, children)

    def act_modify_pt(self, children: list[Any]) -> Action:
        """The action of rule `act_modify_pt` (grammar/effects.lark)."""
        return make_action(Verb.MODIFY_PT, children, amount=value_of(children, "PT"))

    def act_add_mana(self, children: list[Any]) -> Action:
        """The action of rule `act_add_mana` (grammar/effects.lark)."""
        mana = next(c for c in children if isinstance(c, Detail))  # "adds an additional {G}": after the DET_A
        extra = [f"determiner:{t.value}" for t in tokens_of(children, "DET_A")]
        return make_action(Verb.ADD_MANA, children, detail=[*mana, *extra])

    def act_put_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_put_counter` (grammar/effects.lark)."""
        return make_action(Verb.PUT_COUNTER, children, detail=list(children[1]))

    def act_put(self, children: list[Any]) -> Action:
        """The action of rule `act_put` (grammar/effects.lark). "Put that card onto the battlefield and the rest
        on the bottom of your library" puts each group in its own zone: one action per group (the sentence
        lists the others after this one), so no destination is lost."""
        groups: list[list[Any]] = [[]]
        for child in children:
            if isinstance(child, Token) and child.type == "AND":
                groups.append([])
            else:
                groups[-1].append(child)
        action = make_action(Verb.PUT, groups[0])
        action.detail.extend(t.value for t in tokens_of(groups[0], "TAPPED"))
        action.detail.extend(under_control(groups[0]))
        if len(groups) > 1:
            self._also_put[id(action)] = (action, [make_action(Verb.PUT, group) for group in groups[1:]])
        return action

    def act_return(self, children: list[Any]) -> Action:
        """The action of rule `act_return` (grammar/effects.lark)."""
        zones = tokens_of(children, "ZONE")
        action = make_action(Verb.RETURN, children, zone_to=zones[-1].value)
        action.detail.extend(t.value for t in tokens_of(children, "TAPPED"))
        if len(zones) > 1:
            action.zone_from = zones[0].value
        action.detail.extend(under_control(children))
        return action

    def act_return_to_from(self, children: list[Any]) -> Action:
        """A return whose zone returned to comes before the one returned from ("renvoyez ~ sur le champ de
        bataille depuis votre cimetière", grammar/effects-fr.lark)."""
        action = self.act_return(children)
        action.zone_to, action.zone_from = action.zone_from, action.zone_to
        return action

    def act_become(self, children: list[Any]) -> Action:
        """ "becomes a 3/3 Golem artifact creature", "becomes a copy of target creature"."""
        return make_action(Verb.BECOME, children, detail=["copy"] if tokens_of(children, "COPY_OF") else [])

    def act_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_counter` (grammar/effects.lark)."""
        return make_action(Verb.COUNTER, children)

    def act_search(self, children: list[Any]) -> Action:
        """The action of rule `act_search` (grammar/effects.lark)."""
        return make_action(Verb.SEARCH, children, zone_from=value_of(children, "ZONE"), zone_to=None)

    def act_pay(self, children: list[Any]) -> Action:
        """The action of rule `act_pay` (grammar/effects.lark)."""
        life = tokens_of(children, "LIFE")
        return make_action(
            Verb.PAY,
            children,
            amount=value_of(children, "SYMBOLS", "NUM", "DET_A"),
            detail=["life"] if life else ["mana"],
        )

    def act_pay_both(self, children: list[Any]) -> Action:
        """ "pay {W}{B} and 2 life": mana and life paid together."""
        life = value_of(children, "NUM", "DET_A")
        return make_action(Verb.PAY, children, amount=children[1].value, detail=["mana", f"life:{life}"])

    def act_modify_pt_or(self, children: list[Any]) -> Action:
        """ "gets +1/-1 or -1/+1 until end of turn": the first change, the second its alternative."""
        first, second = tokens_of(children, "PT")
        action = make_action(Verb.MODIFY_PT, children, amount=first.value)
        action.alternatives.append(make_action(Verb.MODIFY_PT, [second], amount=second.value))
        return action

    def cond_unless(self, children: list[Any]) -> EffectCondition:
        """ "Unless an opponent pays {2}, gain control of …": the condition before the clause it spares."""
        node: EffectCondition = children[1]
        node.test = f"unless:{node.test}"
        node.span = span_of(children)
        return node

    def act_enter(self, children: list[Any]) -> Action:
        """The action of rule `act_enter` (grammar/effects.lark)."""
        detail = [t.value for t in tokens_of(children, "TAPPED")]
        counters = next((c for c in children if isinstance(c, Detail)), Detail([], (0, 0)))
        return make_action(
            Verb.ENTER, children, zone_to="battlefield", detail=detail + list(counters) + under_control(children)
        )

    def act_choose_object(self, children: list[Any]) -> Choice:
        """ "Choose target creature": the choice of an object."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what="object", objects=objects_of(children))

    def act_choose_part(self, children: list[Any]) -> Choice:
        """ "chooses two of those cards": the choice of some of the objects referred to."""
        among = self.reference([children[-1]])
        part = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[1:]), determiner="of", count=children[1].text)
        return Choice(EffectKind.CHOICE, "", span_of(children), what="object", objects=[part, among])

    def act_prevent(self, children: list[Any]) -> Action:
        """ "Prevent the next 3 damage that would be dealt to any target this turn"."""
        action = make_action(Verb.PREVENT, children, amount=value_of(children, "NUM", "ALL"))
        if value_of(children, "WOULD_BE_DEALT") == "dealt_to_and_by":  # "… dealt to and dealt by that creature"
            action.detail.append("dealt_to_and_by")
        for lasting in tokens_of(children, "DURATION"):  # "… to you this turn by creatures with flying"
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        return action

    def act_control(self, children: list[Any]) -> Action:
        """ "You control enchanted creature."."""
        return make_action(Verb.GAIN_CONTROL, children, detail=[f"controller:{children[0].value}"])

    def act_get_counter(self, children: list[Any]) -> Action:
        """ "you get an experience counter"."""
        return make_action(Verb.GET_COUNTER, children, detail=list(children[1]))

    def act_be(self, children: list[Any]) -> Action:
        """ "Enchanted land is the chosen type", "~ is a Wall": what an object is."""
        words = next((c for c in children if isinstance(c, list)), None)
        objects: list[Effect] = [
            self.object_phrase(children[1:]) if words is not None else self.reference(children[1:])
        ]
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=objects, detail=["is"])

    def act_remove(self, children: list[Any]) -> Action:
        """ "Remove target creature from the game." (older printed wording of exile): "from the game" is
        where the object goes, even when the object phrase read it as its own zone."""
        zone = value_of(children, "ZONE")
        last = objects_of(children)[-1]
        if zone is None and isinstance(last, ObjectPhrase) and last.zone == "exile":
            zone, last.zone = "exile", None
        return make_action(Verb.EXILE if zone == "exile" else Verb.PUT, children, zone_to=zone)

    def act_lose_ability(self, children: list[Any]) -> Action:
        """ "Enchanted creature loses flying."."""
        return make_action(Verb.LOSE_ABILITY, children, detail=list(children[1]))

    def act_emblem(self, children: list[Any]) -> Action:
        """ "You get an emblem with "…"": the quoted ability is the emblem's."""
        verb = Verb.GET_BOON if children[0].value == "boon" else Verb.GET_EMBLEM
        return make_action(verb, children, detail=["granted_ability"])

    def act_die(self, children: list[Any]) -> Action:
        """The action of rule `act_die` (grammar/effects.lark)."""
        return make_action(Verb.DIE, children, zone_from="battlefield", zone_to="graveyard")

    def act_attack(self, children: list[Any]) -> Action:
        """The action of rule `act_attack` (grammar/effects.lark)."""
        return make_action(Verb.ATTACK, children)

    def act_block(self, children: list[Any]) -> Action:
        """The action of rule `act_block` (grammar/effects.lark)."""
        return make_action(Verb.BLOCK, children)

    def act_blocked(self, children: list[Any]) -> Action:
        """The action of rule `act_blocked` (grammar/effects.lark)."""
        return make_action(Verb.BLOCK, children, detail=["passive"])

    def act_leave(self, children: list[Any]) -> Action:
        """ "leaves the battlefield", "one or more cards leave your graveyard"."""
        if children[0].value == "leaves_graveyard":
            return make_action(Verb.LEAVE_GRAVEYARD, children, zone_from="graveyard")
        return make_action(Verb.LEAVE_BATTLEFIELD, children, zone_from="battlefield")

    def act_cant(self, children: list[Any]) -> Action:
        """ "can't block", "can't be countered", "Players can't gain life.": the action, negated."""
        actions = [c for c in children if isinstance(c, Action)]
        for choice in (c for c in children if isinstance(c, Choice)):  # "You cannot choose an artifact card."
            actions.append(Action(EffectKind.ACTION, "", choice.span, verb=Verb.CHOOSE, objects=choice.objects))
        action = actions[0]
        action.negated = True
        if children[0].value == "didnt":  # "if you didn't play a land this turn": not done, in the past
            action.detail.append("did_not")
        for other in actions[1:]:
            other.negated = True
            action.alternatives.append(other)
        action.span = span_of(children)
        return action

    def act_passive(self, children: list[Any]) -> Action:
        """ "be countered", "be regenerated", "Les sorts … ne peuvent pas être joués." (be cast): what is done to the
        subject."""
        done = {"countered": Verb.COUNTER, "regenerated": Verb.REGENERATE, "cast": Verb.CAST, "play": Verb.PLAY}
        verb = done.get(children[0].value, Verb.COUNTER)
        return make_action(verb, children, detail=["passive"])

    def act_choose(self, children: list[Any]) -> Choice:
        """The action of rule `act_choose` (grammar/effects.lark)."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what=children[1].value)

    def act_not(self, children: list[Any]) -> Action:
        """ "не контролирует" (Russian "не" before a verb): the action, negated."""
        action: Action = children[-1]
        action.negated = True
        action.span = span_of(children)
        return action

    def cond_not_control(self, children: list[Any]) -> EffectCondition:
        """ "если вы не контролируете Острова" (Russian): if that player controls none of them."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="not:control", about=objects_of(children)
        )

    def clause_make(self, children: list[Any]) -> Effect:
        """ "вы можете заставить целевого игрока сбросить карту" (Russian "have … do"): the clause's action is
        done by the objects of "заставить"; who has it done only chooses (its "may")."""
        make = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "MAKE")
        doers = children[make + 1]
        rest = [c for i, c in enumerate(children) if i not in (make, make + 1) and not isinstance(c, Subject)]
        action = self.clause(rest)
        if isinstance(action, Action):
            set_actor(action, Subject(doers))
        action.span = span_of(children)
        return action

    def act_passive_verb(self, children: list[Any]) -> Action:
        """ "быть уничтожен" (Russian "be destroyed"): the verb, done to the subject."""
        return make_action(children[0].value, children, detail=["passive"])

    def cond_there_are_none(self, children: list[Any]) -> EffectCondition:
        """ "если на вашем кладбище нет карт" (Russian "нет"): if there are none of them."""
        test = "not:there_are"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=objects_of(children))


def _file_on_action(action: Action, child: Any) -> None:
    """Files one child of a clause on its action: a condition (all of them hold), the subject (unless the
    predicate named its own actor: "you may have ~ deal 3 damage"), "may", a leading "instead", a suffix or a
    duration."""
    if isinstance(child, EffectCondition):
        apply_suffix(action, ("condition", child, child.span))
    elif isinstance(child, Subject) and action.actor is None:
        set_actor(action, child)
    elif isinstance(child, tuple):  # a suffix: "for each …", "unless …"
        apply_suffix(action, child)
    elif isinstance(child, Token) and child.type == "MAY":
        action.optional = True
    elif isinstance(child, Token) and child.type == "INSTEAD":  # "Instead, exile it", "en vez de eso, exílialo"
        action.detail += [] if "instead" in action.detail else ["instead"]
    elif isinstance(child, Token) and child.type == "DURATION":
        action.duration = Duration(EffectKind.DURATION, "", span_of([child]), until=child.value)


def _as_action(node: Action | Choice) -> Action:
    """A choice offered beside another verb ("choose a creature you control or reveal a creature card from your
    hand") as the action of choosing, which can hold its alternative; an action as it is."""
    if isinstance(node, Action):
        return node
    return Action(EffectKind.ACTION, "", node.span, verb=Verb.CHOOSE, objects=list(node.objects))
