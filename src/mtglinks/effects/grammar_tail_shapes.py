"""Shapes of grammar/effects-en/6-grammar-tail.lark: English constructions of the 2026 Oracle text whose reading stopped
in the grammar after the lanes before (issue #22). A mixin of the effect Transformer (`transformer.py`, through
`NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Related, Span, apply_suffix, make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


class GrammarTailShapeRules:
    """The methods of the rules of grammar/effects-en/6-grammar-tail.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def act_gain_abilities(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/sentence_shapes.py`)."""

        def act_lose_ability(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def determiner(self, children: list[Any]) -> tuple[str, str, Span]:
            """The Transformer's own (`effects/nouns.py`)."""

        def of_reference(self, children: list[Any]) -> Part | Related:
            """The Transformer's own (`effects/phrases.py`)."""

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`effects/nouns.py`)."""

        def player(self, children: list[Any]) -> PlayerPhrase:
            """The Transformer's own (`effects/nouns.py`)."""

        def player_who_controls(self, children: list[Any]) -> PlayerPhrase:
            """The Transformer's own (`effects/nouns.py`)."""

        def player_who_has(self, children: list[Any]) -> PlayerPhrase:
            """The Transformer's own (`effects/relative_shapes.py`)."""

        def sentence_be_color(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/en_more_shapes.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def done_by(self, children: list[Any]) -> tuple[str, Action, tuple[int, int]]:
            """The Transformer's own (`effects/noun_shapes.py`)."""

        def keyword_line(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/en_nodes_shapes.py`)."""

        def where_x(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`effects/phrases.py`)."""

        def with_either_stat(self, children: list[Any]) -> tuple[str, str, Span]:
            """The Transformer's own (`effects/nouns.py`)."""

    def act_gain_abilities_except(self, children: list[Any]) -> Action:
        """ "~ has all activated abilities of lands your opponents control except mana abilities": the abilities had
        (`act_gain_abilities`), those left out in the detail (`except:mana_ability`)."""
        (left_out,) = tokens_of(children, "EXCEPT_ABILITIES")
        action = self.act_gain_abilities(children[:-1])
        action.detail.append(f"except:{left_out.value}")
        action.span = (action.span[0], left_out.end_pos)
        return action

    def act_lose_abilities_except(self, children: list[Any]) -> Action:
        """ "All lands lose all abilities except mana abilities.": the abilities lost (`act_lose_ability`), those kept
        in the detail (`except:mana_ability`); only "all abilities" can be lost but some."""
        (left_out,) = tokens_of(children, "EXCEPT_ABILITIES")
        if list(children[1]) != ["keyword:all_abilities"]:
            refuse(f'"{children[1]}" lost except some abilities')
        action = self.act_lose_ability(children[:-1])
        action.detail.append(f"except:{left_out.value}")
        action.span = (action.span[0], left_out.end_pos)
        return action

    def act_gain_all_abilities_of(self, children: list[Any]) -> Action:
        """ "~ has all abilities of the last chosen plane.": every ability of the object had, as "has all activated
        abilities of …" reads (the abilities an object phrase `all` `ability`, its owner's `of:` qualifier)."""
        keyword: Token = children[1]
        if keyword.value != "all_abilities":
            refuse(f'"{keyword.text} of …"')
        where = (keyword.start_pos, keyword.end_pos)
        noun = Token("NOUN", "ability", keyword.text, *where)
        had = self.object_phrase([("determiner", "all", where), [noun], self.of_reference(children[2:])])
        return make_action(Verb.GAIN_ABILITY, [children[0], had])

    def player_with_more_life(self, children: list[Any]) -> PlayerPhrase:
        """ "target opponent who has more life than you do", "each opponent who has less life than you": the players,
        their relative the condition `life:more:than:you` (as "if an opponent has more life than you" reads)."""
        node = self.player(children[:1])
        than = children[-1]
        whom = than.who if isinstance(than, PlayerPhrase) else "object"
        test = f"life:{children[2].value}:than:{whom}"
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test=test, about=[than]))
        node.span = span_of(children)
        return node

    def player_with_life(self, children: list[Any]) -> PlayerPhrase:
        """ "each player with exactly 13 life": the players, their relative the condition on their life total
        (`life:exactly:13`, `life:13` with no bound)."""
        node = self.player(children[:1])
        bound = [str(t.value) for t in tokens_of(children, "AT_LEAST")]
        test = ":".join(["life", *bound, str(tokens_of(children, "NUM")[0].value)])
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test=test))
        node.span = span_of(children)
        return node

    def cond_you_do_and(self, children: list[Any]) -> EffectCondition:
        """ "If you do and they guessed wrong, …": what was asked done (the condition "If you do," reads) and the
        condition after "and", both held (test `and`)."""
        did = EffectCondition(EffectKind.CONDITION, "", span_of(children[:1]), test=str(children[0].value))
        body = next(c for c in children if isinstance(c, EffectCondition))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[did, body])

    def act_get_counters_any(self, children: list[Any]) -> Action:
        """ "You can't get poison counters.", "Players can't get counters.": counters got, of a kind or any (detail
        `counter:poison`, `counter:any`, as "you get an experience counter" reads)."""
        kind = next((str(t.value) for t in children[1:] if t.type in ("COUNTER_KIND", "KEYWORD")), "any")
        return make_action(Verb.GET_COUNTER, children, detail=[f"counter:{kind}"])

    def with_either_stat_word(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "with base power or toughness 1": either number of the object within the bound (`with_either_stat`)."""
        return self.with_either_stat(children[1:])

    def with_stats_summed(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "with total power and toughness 5 or less": the two numbers summed, within the bound."""
        bound = next((str(t.value) for t in children if t.type in ("OR_LESS", "OR_MORE")), "exactly")
        stats = f"{children[0].value}_and_{children[2].value}"
        return ("qualifier", f"{stats}:{children[3].value}:{bound}", span_of(children))

    def keyword_from_that(self, children: list[Any]) -> Detail:
        """ "hexproof from that color": the keyword's quality the color named before (`from:that_color`); only a
        color."""
        if children[-1].value != "color":
            refuse(f'"from that {children[-1].text}"')
        return Detail([f"keyword:{children[0].value}:from:that_color"], span_of(children))

    def keyword_from_nontype(self, children: list[Any]) -> Detail:
        """ "protection from non-Human creatures": the quality a kind but one (`from:non_Human:creature`)."""
        return Detail(
            [f"keyword:{children[0].value}:from:non_{children[2].value}:{children[3].value}"], span_of(children)
        )

    def act_choose_quality_of(self, children: list[Any]) -> Choice:
        """ "Choose a color of a permanent you control.": the choice of a color (`what`), among the object's (its
        objects)."""
        whose = self.object_phrase([self.determiner(children[3:4]), *children[4:]])
        return Choice(EffectKind.CHOICE, "", span_of(children), what=str(children[1].value), objects=[whose])

    def relative_did_either(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "that attacked or blocked this turn": the first verb, the second its alternative; "that blocked or was
        blocked this turn": the verb block either way (detail `or_by`). Only attack and block."""
        first, second = tokens_of(children, "EVENT_VERB")
        if {first.value, second.value} - {Verb.ATTACK.value, Verb.BLOCK.value}:
            refuse(f'"that {first.text} or {second.text}" after a noun')
        (lasting,) = tokens_of(children, "DURATION")
        duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=str(lasting.value))
        span = span_of(children)
        if tokens_of(children, "BE") or second.text.lower().split()[0] in ("was", "were"):  # "was blocked" one word
            if first.value != second.value or first.value != Verb.BLOCK.value:
                refuse(f'"that {first.text} or was {second.text}" after a noun')
            action = Action(EffectKind.ACTION, "", span, verb=Verb.BLOCK, duration=duration, detail=["or_by"])
            return ("relative", action, span)
        other = Action(EffectKind.ACTION, "", span_of([second]), verb=Verb(second.value))
        action = Action(EffectKind.ACTION, "", span, verb=Verb(first.value), duration=duration, alternatives=[other])
        return ("relative", action, span)

    def with_all_types(self, children: list[Any]) -> Part:
        """ "with vigilance and all creature types": the keyword and every creature type, one qualifier value (as
        "with vigilance and haste" reads); only types."""
        noun = children[-1]
        if not str(noun.value).endswith("_type"):
            refuse(f'"with all {noun.text}"')
        names = [v.removeprefix("keyword:") for c in children if isinstance(c, Detail) for v in c]
        return ("qualifier", "with:" + ",".join([*names, f"all_{noun.value}s"]), span_of(children))

    def when_self_leaves(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… when ~ leaves the battlefield": the event the action waits for (the condition `when` about the card
        leaving the battlefield); only "when", only leaving."""
        when, itself, leave = children
        if when.value != "when" or leave.value != "leaves_battlefield":
            refuse(f'"{when.text} ~ {leave.text}" after an action')
        card = Reference(EffectKind.REFERENCE, "", span_of([itself]), refers=ReferenceKind.SELF)
        left = Action(EffectKind.ACTION, "", span_of(children[1:]), verb=Verb.LEAVE_BATTLEFIELD, actor=card)
        left.zone_from = "battlefield"
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="when", about=[left]), span)

    def with_self(self, children: list[Any]) -> Part:
        """ "another card with ~": the object by the card itself (`with:self`)."""
        return ("qualifier", "with:self", span_of(children))

    def act_object_into_from(self, children: list[Any]) -> Action:
        """ "Shuffle ~ into your library from your graveyard": the verb's objects, the zone reached then the zone
        left."""
        into, whence = tokens_of(children, "ZONE")
        return make_action(children[0].value, children, zone_to=str(into.value), zone_from=str(whence.value))

    def with_keyword_in_zone(self, children: list[Any]) -> tuple[str, str, Span, str]:
        """ "with cycling from your graveyard": the keyword the object has (`with:cycling`), and its zone."""
        keyword, zone = children[1], children[3]
        return ("qualifier_in_zone", f"with:{keyword.value}", span_of(children), str(zone.value))

    def keyword_from_each_of(self, children: list[Any]) -> Detail:
        """ "protection from each of that creature's colors": from each color (`from:colors_of`) or card type
        (`from:card_types_of`) of the object named before; only those. A reference other than "that creature" is said
        after them: "each of the exiled card's card types" (`from:card_types_of:exiled_with`)."""
        keyword, noun, whose = children[0], children[-1], children[-3]
        named = {"color": "colors_of", "card_type": "card_types_of"}.get(str(noun.value))
        if named is None:
            refuse(f'"{keyword.text} from each of …\'s {noun.text}"')
        whom = f":{whose.value}" if whose.type == "REF" and whose.value != "anaphora" else ""
        return Detail([f"keyword:{keyword.value}:from:{named}{whom}"], span_of(children))

    def keyword_from_either(self, children: list[Any]) -> Detail:
        """ "protection from artifacts or from the color of your choice": from either (`from:artifact_or_of_choice`)."""
        either = "_or_".join(str(c.value) for c in children if c.type in ("COLOR", "TYPE", "REF"))
        return Detail([f"keyword:{children[0].value}:from:{either}"], span_of(children))

    def _their_opponent(self, node: PlayerPhrase, children: list[Any]) -> PlayerPhrase:
        """The player, the chooser's opponent besides (its relative `is:their_opponent`)."""
        node.relative.append(
            EffectCondition(EffectKind.CONDITION, "", span_of(children[-1:]), test="is:their_opponent")
        )
        node.span = span_of(children)
        return node

    def player_who_controls_opponent(self, children: list[Any]) -> PlayerPhrase:
        """ "target player who controls more creatures than they do and is their opponent"."""
        return self._their_opponent(self.player_who_controls(children[:-1]), children)

    def player_who_has_opponent(self, children: list[Any]) -> PlayerPhrase:
        """ "target player who has more cards in hand than they do and is their opponent"."""
        return self._their_opponent(self.player_who_has(children[:-1]), children)

    def player_with_more_life_opponent(self, children: list[Any]) -> PlayerPhrase:
        """ "target player who has more life than they do and is their opponent"."""
        return self._their_opponent(self.player_with_more_life(children[:-1]), children)

    def when_control_lost(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… when you lose control of ~": the event the action waits for (the condition `when` about the player's
        lose_control of the card); only "when"."""
        when, who, *_, itself = children
        if when.value != "when":
            refuse(f'"{when.text} … lose control of ~" after an action')
        card = Reference(EffectKind.REFERENCE, "", span_of([itself]), refers=ReferenceKind.SELF)
        lost = Action(EffectKind.ACTION, "", span_of(children[1:]), verb=Verb.LOSE_CONTROL, objects=[card])
        lost.actor = self.player([who])
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="when", about=[lost]), span)

    def with_quantity_same(self, children: list[Any]) -> Part:
        """ "with that spell's mana value": the object's number the same as the one named (`mana_value:mana_value:
        equal_to`, as "with mana value equal to that spell's mana value" reads)."""
        stat = children[1].value
        return ("qualifier", f"{stat}:{stat}:equal_to", span_of(children))

    def keyword_line_where_x(self, children: list[Any]) -> list[Effect]:
        """ "Mobilize X, where X is …": the keyword row (`keyword_line`), X the quantity after it (the amount)."""
        (action,) = self.keyword_line(children[:1])
        assert isinstance(action, Action)
        apply_suffix(action, self.where_x(children[1:]))
        action.span = span_of(children)
        return [action]

    def with_counters_listed(self, children: list[Any]) -> tuple[str, list[str], Span]:
        """ "… with a hexproof counter and an indestructible counter on it": each kind its detail
        (`with_counter:hexproof`, as "with a shield counter on it" reads)."""
        kinds = [f"with_{value}" for c in children if isinstance(c, Detail) for value in c]
        return ("details", kinds, span_of(children))

    def cond_player_is(self, children: list[Any]) -> EffectCondition:
        """ "If that player is you, …": whether the player named is the other (`is:you`); only players."""
        subject, _, other = children
        if not all(isinstance(s, PlayerPhrase) for s in subject):
            refuse('"is" a player after an object')
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{other.value}", about=[*subject])

    def relative_be_qualifier(self, children: list[Any]) -> Part:
        """ "that were attached to it": the qualifier the phrase reads alone (`attached_to_it`)."""
        return ("qualifier", str(children[-1].value), span_of(children))

    def relative_is_noun(self, children: list[Any]) -> Part:
        """ "that aren't mana abilities or loyalty abilities": what the objects are or are not (`is:not:mana_ability`,
        `is:not:mana_ability_or_loyalty_ability`)."""
        negated = "not:" if children[0].value in ("is_not", "are_not") else ""
        nouns = "_or_".join(str(t.value) for t in tokens_of(children, "NOUN"))
        return ("qualifier", f"is:{negated}{nouns}", span_of(children))

    def up_to_player(self, children: list[Any]) -> PlayerPhrase:
        """ "up to one target player": the player, the bound kept in who it is (`up_to:1:target_player`)."""
        node = self.player(children[2:])
        node.who = f"up_to:{children[1].value}:{node.who}"
        node.span = span_of(children)
        return node

    def sentence_be_color_and(self, children: list[Any]) -> list[Effect]:
        """ "All creatures are black and have deathtouch.": the colour (`sentence_be_color`), then the clause after
        "and" with the same subject."""
        join = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "JOIN")
        if children[join].value != "and":
            refuse(f'"{children[join].text}" after a colour the subject is')
        first = self.sentence_be_color(children[:join])
        second = self.clause([children[0], *children[join + 1 :]])
        return [*first, second]

    def done_by_have(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "cards your opponents have drawn this turn": the relative action (`done_by`), "have" only its tense."""
        name, action, _ = self.done_by([c for c in children if not (isinstance(c, Token) and c.type == "GAIN")])
        if str(children[1].value) != "have":
            refuse(f'"{children[1].text}" before a participle after a player')
        return (name, action, span_of(children))
