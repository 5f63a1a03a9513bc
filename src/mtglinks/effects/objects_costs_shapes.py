"""Shapes of grammar/effects-en/2-objects-more.lark: objects, costs and counted nouns in English wordings (a token
named before what it is). A mixin of the effect Transformer (`transformer.py`, by way of `en_nodes_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, make_action, objects_of, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, Reference


class ObjectsCostsShapeRules:
    """The methods of the rules of grammar/effects-en/2-objects-more.lark (see the module docstring)."""

    def act_create_named(self, children: list[Any]) -> Action:
        """ "create Marit Lage, a legendary 20/20 black Avatar creature token with flying": the token created, its
        name its qualifier `named:<the name>`, as "… token named Marit Lage" reads."""
        verb, name, *rest = children
        action = make_action(Verb.CREATE, [verb, *rest], zone_to="battlefield")
        tokens = [o for o in action.objects if isinstance(o, ObjectPhrase) and "token" in o.types]
        if len(tokens) != 1:
            refuse("a name said before something other than one token")
        tokens[0].qualifiers.append(f"named:{name.value}")
        action.span = span_of(children)
        return action

    def starting_deck_only(self, children: list[Any]) -> EffectCondition:
        """ "Your starting deck contains only instant, sorcery, and land cards.": a companion's condition (rule
        702.139a), `starting_deck:only`, about the cards the deck may hold."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="starting_deck:only", about=objects_of(children)
        )

    def starting_deck_each(self, children: list[Any]) -> EffectCondition:
        """ "Each permanent card in your starting deck has mana value 2 or less.": a companion's condition,
        `starting_deck:each`, about the cards it speaks of and what each of them is (the same words with what it has:
        "permanent card with mana value 2 or less"; or what follows "is")."""
        *named, _, must = children
        subject = self.object_phrase(named)  # type: ignore[attr-defined]
        words = next(c for c in named if isinstance(c, list))
        kind, parts, _ = must
        required = parts if kind == "is" else [self.object_phrase([words, *parts])]  # type: ignore[attr-defined]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="starting_deck:each", about=[subject, *required]
        )

    def deck_has(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What each card of the starting deck has, as post-modifiers ("has mana value 2 or less")."""
        return ("has", children, span_of(children))

    def deck_is(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What each card of the starting deck is ("is an Aura card"): its objects."""
        return ("is", objects_of(children), span_of(children))

    def deck_is_either_subtype(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """ "is a Cat, Elemental, Nightmare, Dinosaur, or Beast card": a card of either subtype (`Cat_or_Elemental_…`,
        as "an Aura or Equipment card" reads)."""
        subtypes = "_or_".join(t.value for t in tokens_of(children, "SUBTYPE"))
        noun = children[-1]
        what = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children[1:]), determiner="a", types=[noun.value], subtypes=[subtypes]
        )
        return ("is", [what], span_of(children))

    def deck_shares(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What the cards of the starting deck share ("shares a card type"), as "cards that share a card type" reads."""
        return ("has", [self.shares(children)], span_of(children))  # type: ignore[attr-defined]

    def keyword_ability(self, children: list[Any]) -> ObjectPhrase:
        """ "an equip ability", "an eternalize or embalm ability", "a disturb cost": an ability (or cost) of a keyword,
        its qualifier `keyword:<name>` (`keyword:eternalize_or_embalm` for either)."""
        article = [self.determiner(children[:1])] if children[0].type == "DET_A" else []  # type: ignore[attr-defined]
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children))
        if article:
            node.determiner = str(article[0][1])
        noun = children[-1]
        if noun.value not in ("ability", "cost"):
            refuse(f'"{noun.text}" of a keyword (only its ability or cost is read)')
        keywords = "_or_".join(str(t.value) for t in tokens_of(children, "KEYWORD"))
        node.types.append(str(noun.value))
        node.qualifiers.append(f"keyword:{keywords}")
        node.span = span_of(children)
        return node

    def owned_keyword_ability(self, children: list[Any]) -> ObjectPhrase:
        """ "~'s outlast ability", "~'s equip ability": a keyword's ability of an object (as "~'s abilities" reads,
        `of:<whose>`)."""
        owner, _, *rest = children
        node = self.keyword_ability(rest)
        whose = getattr(owner, "who", None) or getattr(owner, "refers", None) or "object"
        node.determiner = "possessive"
        node.qualifiers.append(f"of:{whose}")
        node.span = span_of(children)
        return node

    def keyword_cost_its(self, children: list[Any]) -> list[Effect]:
        """ "Its foretell cost is equal to its mana cost reduced by {2}.": the keyword's cost set from the card's own
        (verb `modify_cost`, detail `keyword:<name>`, `set:<cost>` and the change `reduce:{2}`), as "The flashback
        cost is equal to its mana cost." reads; the object the reference."""
        keyword = tokens_of(children, "KEYWORD")[0]
        pronoun = tokens_of(children, "POSS_PRONOUN")[-1]
        noun = tokens_of(children, "NOUN")[0]
        if not str(noun.value).endswith("cost"):
            refuse(f'"{noun.text}" as a cost')
        whose = Reference(EffectKind.REFERENCE, "", span_of([pronoun]), refers="anaphora")
        detail = [f"keyword:{keyword.value}", f"set:{noun.value}"]
        for change, symbols in zip(tokens_of(children, "SIZE_CHANGE"), tokens_of(children, "SYMBOLS"), strict=False):
            detail.append(f"{change.value}:{symbols.value}")
        action = make_action(
            Verb.MODIFY_COST, [children[0], keyword, whose, noun], amount=str(noun.value), detail=detail
        )
        action.span = span_of(children)
        return [action]

    def cond_state_pt(self, children: list[Any]) -> EffectCondition:
        """ "(except) the token is 1/1": the subject's power and toughness (`is:1/1`), as "it's 1/1" reads."""
        subject, _, pt = children
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{pt.value}", about=list(subject))

    def rather_than_for_first(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "Rather than pay the mana cost for a spell, …": the alternative cost's condition `rather_than:<cost>` about
        the spells whose cost it replaces."""
        rather = children[0]
        node = EffectCondition(  # "the next spell you cast this turn": the spell's duration with it
            EffectKind.CONDITION, "", span_of(children), test=f"rather_than:{rather.value}", about=objects_of(children)
        )
        return ("condition", node, node.span)

    def act_pay_keyword_cost(self, children: list[Any]) -> Action:
        """ "pay its suspend cost": the keyword's cost of the object referred to paid (the verb `pay`, its object the
        cost: `keyword:suspend`, `of:anaphora`)."""
        cost = self.keyword_ability(children[2:])
        cost.determiner = "possessive"
        cost.qualifiers.append("of:anaphora")
        cost.span = span_of(children[1:])
        action = make_action(Verb.PAY, children[:1])
        action.objects = [cost]
        action.span = span_of(children)
        return action

    def act_spend_only_from(self, children: list[Any]) -> Action:
        """ "Spend only mana produced by basic lands to cast ~.": spending mana, on the condition `only_from` about the
        sources it comes from and the use it is kept for."""
        purpose = children[-1]
        about: list[Effect] = [*objects_of(children[1:-1]), purpose]
        only = EffectCondition(
            EffectKind.CONDITION, "", span_of(children[1:]), test=str(children[0].value), about=about
        )
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.SPEND, detail=["mana"], condition=only)

    def rounded_suffix(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "…, rounded down": how the number halved before is rounded (`rounded:down`)."""
        return ("detail", f"rounded:{children[0].value}", span_of(children))
