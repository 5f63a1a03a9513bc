"""The methods of the rules of the block `// series` of grammar/effects.lark: commas inside a phrase (a series of
verbs, of objects, of kinds), the verb's number after a relative clause ("Each player who can't discards a card"),
"or more" and "only" where an object or an amount says them."""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Detail, Subject, make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase


def bare_last(last: ObjectPhrase, first: ObjectPhrase) -> bool:
    """Whether the last side of "… or …" says nothing before its noun, nor, after a count ("up to one target artifact,
    enchantment, or tapped creature"), anything of its own after it."""
    if last.determiner is not None or last.count is not None or last.supertypes or last.colors or last.not_types:
        return False
    return first.count is None or not (last.qualifiers or last.relative)


def said_before(node: ObjectPhrase, name: str, known: frozenset[str] | None) -> str | None:
    """The one type (subtype) word of the first side of "… or …" when it says before it only a colour, a supertype or
    a "non-" word ("a white instant", "a legendary artifact"), which the shared noun after the last side takes too."""
    values: list[str] = getattr(node, name)
    bare = ObjectPhrase(EffectKind.OBJECT, "", node.span, determiner=node.determiner, count=node.count)
    setattr(bare, name, values)
    bare.colors, bare.supertypes, bare.not_types = node.colors, node.supertypes, node.not_types
    if node != bare or len(values) != 1 or (known is not None and values[0] not in known):
        return None
    return values[0]


def share_except(nodes: list[Any]) -> None:
    """ "all creatures and planeswalkers except for commanders": the objects left out of the last object of a series
    ("except for …", alone after it) are left out of each object before it (all or each of a kind) too."""
    last = nodes[-1] if nodes else None
    if not isinstance(last, ObjectPhrase) or last.qualifiers != ["except_for"]:
        return
    before = nodes[:-1]
    if not all(isinstance(n, ObjectPhrase) and n.determiner in (None, "all", "each") for n in before):
        return
    for node in before:
        node.qualifiers = [*node.qualifiers, "except_for"]
        node.related = [*node.related, *deepcopy(last.related)]


def share_posts(children: list[Any]) -> None:
    """ "the player or planeswalker it's attacking", "a Shaman or another Wizard you control", "target creature or
    player": two objects joined by "or", the first its determiner and one noun alone, share the second's
    post-modifiers (who controls it, where it is, its relative clause), and the second the first's determiner when it
    has none."""
    joins = [c for c in children if isinstance(c, Token)]
    nodes = [c for c in children if not isinstance(c, Token)]
    share_except(nodes)
    if len(nodes) != 2 or [t.value for t in joins] != ["or"] or children[1] is not joins[0]:
        return
    first, last = nodes
    if not isinstance(first, ObjectPhrase) or not isinstance(last, ObjectPhrase):
        return
    bare = ObjectPhrase(EffectKind.OBJECT, first.text, first.span, determiner=first.determiner, count=first.count)
    bare.types, bare.subtypes = first.types, first.subtypes
    if first != bare or len(first.types) + len(first.subtypes) != 1:
        return
    if last.determiner is None and last.count is None:
        last.determiner, last.count = first.determiner, first.count
    first.controller = first.controller or last.controller
    first.zone = first.zone or last.zone
    first.relative = [*first.relative, *deepcopy(last.relative)]


def _bound(children: list[Any]) -> str:
    """ "one or more": the least number and its bound ("1:or_more", as "deals 5 or more damage" reads)."""
    number, bound = tokens_of(children, "NUM")[0], tokens_of(children, "OR_MORE")[0]
    return f"{number.value}:{bound.value}"


def _not_done(children: list[Any]) -> EffectCondition:
    """Whether the players did what the sentence asked before: not ("who can't", "who didn't")."""
    return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="does_not")


class SeriesShapeRules:
    """The methods of the rules of the block `// series` (see the module docstring)."""

    def player_who_cant(self, children: list[Any]) -> PlayerPhrase:
        """ "Each player who can't discards a card.": the players, their relative whether they did what was asked (as
        "each opponent who can't" reads before a comma)."""
        node: PlayerPhrase = self.player(children[:1])  # type: ignore[attr-defined]
        node.relative.append(_not_done(children[1:]))
        node.span = span_of(children)
        return node

    def who_cant(self, children: list[Any]) -> tuple[str, EffectCondition, Any]:
        """ "… for each opponent who can't", before the verb of the sentence: the object's relative."""
        return ("relative", _not_done(children), span_of(children))

    def that_targets_only(self, children: list[Any]) -> tuple[str, str, Any]:
        """ "a spell that targets only ~", "… only a single creature you control": its one target (rule 115.7's "a
        single target"), the qualifier `targets_only` (as "a spell that targets ~" is `targets`)."""
        return ("qualifier", "targets_only", span_of(children))

    def act_get_energy_bound(self, children: list[Any]) -> Action:
        """ "you get one or more {E}": energy got, at least so much (as "you get an amount of {E} …" reads)."""
        symbols = tokens_of(children, "SYMBOLS")[0].value
        return make_action(Verb.GET_ENERGY, children, amount=_bound(children), detail=[f"amount_of:{symbols}"])

    def act_pay_bound(self, children: list[Any]) -> Action:
        """ "you may pay one or more {E}": paid, at least so much (as "pay an amount of {E} …" reads)."""
        symbols = tokens_of(children, "SYMBOLS")[0].value
        return make_action(Verb.PAY, children, amount=_bound(children), detail=[f"amount_of:{symbols}"])

    def act_draw_bound(self, children: list[Any]) -> Action:
        """ "If an opponent would draw two or more cards": cards drawn, at least so many."""
        return make_action(Verb.DRAW, children, amount=_bound(children))

    def act_number_bound(self, children: list[Any]) -> Action:
        """ "If an opponent would mill one or more cards": the verb of a number, at least so many."""
        return make_action(children[0].value, children, amount=_bound(children))

    def counter_kinds(self, children: list[Any]) -> Detail:
        """ "a flying, lifelink, or +1/+1 counter": one counter of one of the kinds ("counter:<kind>" each, after
        "choice_of:<who>" when "your choice of" says who chooses, as "your choice of a flying counter or a hexproof
        counter" reads, else "choice_of:one")."""
        kinds = [f"counter:{t.value}" for t in tokens_of(children, "COUNTER_KIND", "KEYWORD")]
        chooser = tokens_of(children, "CHOICE_OF")
        return Detail([f"choice_of:{chooser[0].value}" if chooser else "choice_of:one", *kinds], span_of(children))

    def act_put_counter_kinds(self, children: list[Any]) -> Action:
        """ "put a flying, lifelink, or +1/+1 counter on it": one counter put, of a kind chosen among those named."""
        kinds = next(c for c in children if isinstance(c, Detail))
        return make_action(Verb.PUT_COUNTER, children, detail=list(kinds))

    def of_either(self, children: list[Any]) -> tuple[Any, ...]:
        """ "an ability of a Shaman or another Wizard you control": of any of the objects, each kept in `related`
        (qualifier `of:either`; "artifact or creature" after "of" one object, as a list of types reads)."""
        nodes = self.objects([c for c in children[1:]])  # type: ignore[attr-defined]
        if len(nodes) == 1:
            return self.of_reference([children[0], nodes[0]])  # type: ignore[attr-defined, no-any-return]
        return ("qualifier", "of:either", span_of(children), *nodes)

    def act_choose_keyword(self, children: list[Any]) -> Choice:
        """ "choose first strike, vigilance, or lifelink": a keyword chosen (`keyword`), the ones named its options
        ("at_random" after them when the choice is made at random)."""
        keywords = next(c for c in children if isinstance(c, Detail))
        options = [*keywords, *(str(t.value) for t in tokens_of(children, "AT_RANDOM"))]
        return Choice(EffectKind.CHOICE, "", span_of(children), what="keyword", options=options)

    def act_put_either(self, children: list[Any]) -> Action:
        """ "Put that card onto the battlefield or into your hand.": put in the first zone (as `act_put` reads), the
        second zone an alternative put of the same objects."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR")
        action: Action = self.act_put(children[:at])  # type: ignore[attr-defined]
        other = make_action(Verb.PUT, [*children[:1], *children[at + 1 :]])
        other.objects, other.span = list(action.objects), span_of(children[at + 1 :])
        action.alternatives.append(other)
        action.span = span_of(children)
        return action

    def act_draw_plus(self, children: list[Any]) -> Action:
        """ "draw that many cards plus one": cards drawn, the amount more by a number ("that_many:plus:1", as "gain
        that much life plus 1" reads)."""
        return make_action(Verb.DRAW, children, amount=_plus(children))

    def act_number_plus(self, children: list[Any]) -> Action:
        """ "they mill that many cards plus four": the verb of a number, the amount more by a number."""
        return make_action(children[0].value, children, amount=_plus(children))

    def act_put_counters_amount(self, children: list[Any]) -> Action:
        """ "put that many plus one +1/+1 counters on it": counters put, their number an amount computed (as
        "that many plus one +1/+1 counters are put on it" reads: the kind in `detail`, the number in `amount`)."""
        kind = tokens_of(children, "COUNTER_KIND", "KEYWORD")
        detail = [f"counter:{kind[0].value}" if kind else "counter:"]
        return make_action(Verb.PUT_COUNTER, children, amount=str(children[1].value), detail=detail)

    def cond_counters_would_either(self, children: list[Any]) -> EffectCondition:
        """ "If one or more +1/+1 counters would be put on a creature or Vehicle you control, …": as
        `cond_counters_would`, on either of the objects (rule `objects` reads them: one object of either type)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ON") + 1
        ends = children[-1:] if isinstance(children[-1], Token) and children[-1].type == "JOIN" else []
        nodes = self.objects(children[at : len(children) - len(ends)])  # type: ignore[attr-defined]
        condition: EffectCondition = self.cond_counters_would([*children[:at], nodes, *ends])  # type: ignore[attr-defined]
        return condition

    def act_create_plus(self, children: list[Any]) -> Action:
        """ "instead create those tokens plus an additional Treasure token": the event's tokens (the reference) and
        the more (objects), all created."""
        objects = [self.reference([children[1]]), *(c for c in children[3:])]  # type: ignore[attr-defined]
        return make_action(Verb.CREATE, [children[0], *objects], zone_to="battlefield")

    def except_for_objects(self, children: list[Any]) -> tuple[Any, ...]:
        """ "all permanents except for artifacts and lands": the objects left out, each kept in `related` (qualifier
        `except_for`, as "of:either" keeps the objects after "of")."""
        return ("qualifier", "except_for", span_of(children), *children[1])

    def subject_each(self, children: list[Any]) -> Subject:
        """ "up to two target creatures each have …": the subject's objects, each doing the verb (the verb of a plural
        subject already says it of every object)."""
        return Subject(children[0])


def _plus(children: list[Any]) -> str:
    """ "that many plus one": the amount before "plus" and the number after it ("that_many:plus:1")."""
    at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "PLUS")
    before = next(c for c in reversed(children[:at]) if isinstance(c, Token) and c.type in ("THAT_MANY", "NUM"))
    return f"{before.value}:{children[at].value}:{children[at + 1].value}"
