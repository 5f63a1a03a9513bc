"""Shapes that only the Russian grammar (`grammar/effects-ru.lark`) reads, where Russian word order puts the parts of
an English shape elsewhere. A mixin of the effect Transformer (through `language_shapes.py`), whose methods Lark
finds by the rules' names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import Refused
from mtglinks.effects.parts import Detail, Part, Subject, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


class RussianShapeRules:
    """The methods of the rules only effects-ru.lark adds (see the module docstring)."""

    if TYPE_CHECKING:

        def sentence(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`transformer.py`)."""

        def with_stat_compared(self, children: list[Any]) -> Part:
            """The noun rules' own (`nouns.py`)."""

        def timing(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`transformer.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def clause_make(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def cond_state(self, children: list[Any]) -> EffectCondition:
            """The phrase rules' own (`phrases.py`)."""

        _also_put: dict[int, tuple[Action, list[Action]]]

    def timing_last_ru(self, children: list[Any]) -> list[Effect]:
        """ "Разыгрывайте эту способность только тогда, когда можно разыгрывать заклинания волшебства": the bound is
        the last TIMING ("sorcery"), not the first ("Разыгрывайте эту способность")."""
        return self.timing([children[-1], *children[:-1]])

    def cond_paid_kicker_ru(self, children: list[Any]) -> EffectCondition:
        """ "если был заплачен усилитель {R}", "если оплачен Усилитель {2}{U}": the English "if it was kicked with its
        {R} kicker" (`cond_paid_with`: test `paid:kicked:{R}`), the spell itself unsaid."""
        paid, symbols = children[0], children[-1]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{paid.value}:{symbols.value}")

    def cond_spent_on(self, children: list[Any]) -> EffectCondition:
        """ "если на розыгрыш ~ было потрачено {W}": the English "if {W} was spent to cast ~" (test `spent:{W}`, about
        the spell); "если на его розыгрыш не было потрачено {U}" is "unless {U} was spent to cast it"."""
        on, spent, mana = children[0], children[-2], children[-1]
        spell = next((c for c in children if isinstance(c, Token) and c.type == "SELF"), on)
        refers = ReferenceKind.SELF if spell.type == "SELF" else ReferenceKind.ANAPHORA
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", span_of([spell]), refers=refers)]
        test = f"{'unless:' if spent.value == 'not_spent' else ''}spent:{mana.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def after_ability_word(self, children: list[Any]) -> list[Effect]:
        """ "Безрассудство Если у вас в руке нет карт, …": an ability word (no rules meaning, rule 207.2c) printed with
        no dash before its sentence: the sentence's nodes."""
        return list(children[-1])

    def act_cost_by(self, children: list[Any]) -> Action:
        """ "Стоимость разыгрывания ~ уменьшается на {1}": the English "~ costs {1} less to cast" (the subject, "the
        cost of casting ~", read as the spell), the change the verb's value."""
        return make_action(Verb.MODIFY_COST, children, amount=children[1].value, detail=[children[0].value])

    def no_maximum_hand_size(self, children: list[Any]) -> list[Effect]:
        """ "Размер вашей руки неограничен.": the English "You have no maximum hand size" (a `gain_ability` of the
        player, detail `keyword:no_maximum_hand_size`)."""
        token = children[0]
        you = PlayerPhrase(EffectKind.PLAYER, "", span_of([token]), who="you")
        action = make_action(Verb.GAIN_ABILITY, children, detail=[f"keyword:{token.value}"])
        action.actor = you
        return [action]

    def act_attach_to_first(self, children: list[Any]) -> Action:
        """ "прикрепите к ней ~": English "attach ~ to it", what it is attached to named first; the objects in English's
        order, what is attached before what it is attached to."""
        action = make_action(children[0].value, children)
        groups = [c for c in children if isinstance(c, list)]
        if len(groups) == 2:
            action.objects = [*groups[1], *groups[0]]
        return action

    def cond_shares_as(self, children: list[Any]) -> EffectCondition:
        """ "Если у нее есть такой же тип существа, как у ~": English "if it shares a creature type with ~" (test
        `share:creature_type:with:self`, about the holder and the other)."""
        holder = next(c for c in children if isinstance(c, Subject))
        shared = next(c for c in children if isinstance(c, Token) and c.type == "SHARED_TYPE")
        other = children[-1]
        refers = ReferenceKind.SELF if other.type == "SELF" else str(other.value)
        about: list[Effect] = [*holder, Reference(EffectKind.REFERENCE, "", span_of([other]), refers=refers)]
        test = f"share:{shared.value}:with:{refers}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def cond_this_way_before(self, children: list[Any]) -> EffectCondition:
        """ "Если таким образом показывается карта земли": English "If a land card is revealed this way" (test
        `did_this_way`, about the event's action, its subject the actor, detail `this_way`)."""
        verb = next(c for c in children if isinstance(c, Token) and c.type == "EVENT_VERB")
        action = make_action(verb.value, [verb])
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        action.detail.append("this_way")
        action.span = span_of(children[children.index(verb) :])  # the verb and its subject
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did_this_way", about=[action])

    def act_pronoun_first(self, children: list[Any]) -> Action:
        """ "вы можете ее показать": the verb's object, a pronoun, before it."""
        return make_action(children[-1].value, children)

    def sentence_comma_keywords(self, children: list[Any]) -> list[Effect]:
        """ "~ получает +2/+2, Полет и Бдительность до конца хода": the keywords after the bonus's comma are a clause of
        their own ("gains" implied), joined to the one before as by "и" (English "gets +2/+2 and gains flying and
        vigilance")."""
        effects = [i for i, c in enumerate(children) if isinstance(c, Effect)]
        second = children[effects[1]]
        join = Token("JOIN", "and", ",", second.span[0], second.span[0])
        return self.sentence([*children[: effects[1]], join, *children[effects[1] :]])

    def act_switch_whose(self, children: list[Any]) -> Action:
        """ "Поменяйте местами силу и выносливость ~": English "Switch ~'s power and toughness" (rule 613.4d), whose
        they are the objects, the stats the detail."""
        return make_action(Verb.SWITCH_PT, children, detail=[children[0].value])

    def counters_additional_ru(self, children: list[Any]) -> Detail:
        """ "с дополнительным жетоном +1/+1": English "with an additional +1/+1 counter"
        ("counter:+1/+1:additional"); "с тремя дополнительными временными жетонами": "with three additional time
        counters" ("counter:time:3:additional")."""
        kind = next(c for c in reversed(children) if c.type in ("PT", "COUNTER_KIND"))
        number = [f"{c.value}:" for c in children if c.type == "NUM"]
        return Detail([f"counter:{kind.value}:{''.join(number)}additional"], span_of(children))

    def mana_colors_spent(self, children: list[Any]) -> ObjectPhrase:
        """ "цветов маны, потраченной на разыгрывание ~": English "colors of mana spent to cast ~" (types `color`,
        qualifier `of_mana_spent_to_cast`, as English's phrase read whole)."""
        quality = "of_mana_spent_to_cast"
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=[children[0].value], qualifiers=[quality])

    def with_stat_than(self, children: list[Any]) -> Part:
        """ "с силой меньше, чем сила ~": English "with power less than ~'s power" (the "чем" dropped)."""
        return self.with_stat_compared([c for c in children if not (isinstance(c, Token) and c.type == "THAN")])

    def modes_ru(self, children: list[Any]) -> list[Effect]:
        """ "Выберите одно — …; или возьмите две карты, затем сбросьте две карты": the modes in one sentence (the
        choice first), each mode's clauses read as a sentence's (a clause after a JOIN continues the mode before it,
        sharing its subject as "… and …" does); no mode shares another's subject or duration."""
        groups: list[list[Any]] = []
        joined = False
        for child in children:
            if isinstance(child, Token) and child.type == "JOIN":
                joined = True
                groups[-1].append(child)
            elif isinstance(child, Effect):
                if joined:
                    groups[-1].append(child)
                else:
                    groups.append([child])
                joined = False
        return [effect for group in groups for effect in self.sentence(group)]

    def gain_then_pt(self, children: list[Any]) -> tuple[Action, Action]:
        """ "получают Пробивной удар и +X/+X": the keywords gained, then the bonus (two actions, English "gain trample
        and get +X/+X")."""
        gain, pt = children[:-2], children[-1]
        gained = [v for c in gain if isinstance(c, Detail) for v in c]
        return (make_action(Verb.GAIN_ABILITY, gain, detail=gained), make_action(Verb.MODIFY_PT, [pt], amount=pt.value))

    def clause_gain_pt(self, children: list[Any]) -> Effect:
        """The clause of `gain_then_pt`: the keywords' action, and after it in the sentence (the transformer's
        `_also_put`, which gives it the subject, "may" and condition) the bonus, with the same duration and scale."""
        actions = next(c for c in children if isinstance(c, tuple) and isinstance(c[0], Action))
        node = self.clause([actions[0] if c is actions else c for c in children])
        bonus = actions[1]
        if isinstance(node, Action):
            bonus.duration, bonus.per = node.duration, node.per
            if node.amount is not None:  # "…, где Х — …": X is the bonus's
                bonus.amount, node.amount = node.amount, None
            self._also_put[id(node)] = (node, [bonus])  # read by the sentence (transformer.py)
        return node

    def cond_have_life_ru(self, children: list[Any]) -> EffectCondition:
        """ "у оппонента не более 10 жизней", "у вас 40 жизней или больше": English "an opponent has 10 or less life"
        (test `life:10:or_less`, about the player)."""
        subject = next(c for c in children if isinstance(c, Subject))
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUM")
        bound = next(c for c in children if isinstance(c, Token) and c.type in ("UP_TO", "OR_MORE", "OR_LESS"))
        more = bound.type == "OR_MORE" or bound.value in ("or_more", "or_greater")
        test = f"life:{number.value}:{'or_more' if more else 'or_less'}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(subject))

    def cond_this_way_after(self, children: list[Any]) -> EffectCondition:
        """ "Если повреждения предотвращаются таким образом": English "If damage is prevented this way" (as
        `cond_this_way_before`, the verb after its subject)."""
        subject, verb, this_way = children
        return self.cond_this_way_before([this_way, verb, subject])

    def mana_produced(self, children: list[Any]) -> Detail:
        """ "одну ману любого типа, произведенного той землей": English "one mana of any type that land produced"
        (`mana:any_type:that_land_produced`)."""
        return Detail([f"mana:{children[0].value}:{children[-1].value}"], span_of(children))

    def act_begun_in_play(self, children: list[Any]) -> Action:
        """ "начать игру с ~, введенными в игру": English "begin the game with it on the battlefield" (the verb's
        value, as the phrase "… с ~ на поле битвы" reads whole)."""
        return make_action(children[0].value, children)

    def with_counter_kind(self, children: list[Any]) -> Part:
        """ "со счетчиком +1/+1": English "with a +1/+1 counter on it" (qualifier `with_counter:+1/+1`)."""
        counter = str(children[-1][0]).removesuffix(":")  # "counter:+1/+1" (no count printed)
        return ("qualifier", f"with_{counter}", span_of(children))

    def cond_state_ru(self, children: list[Any]) -> EffectCondition:
        """ "Пока ~ прославлен": a state, "is" unsaid (`cond_state`); "если зачарованное существо развернуто" is read
        as English reads "if enchanted creature is untapped" (`cond_tapped_ru`)."""
        if children[-1].value == "untapped":
            return self.cond_tapped_ru(
                [children[0], Token("NOT", "not", "", children[-1].start_pos, children[-1].start_pos), children[-1]]
            )
        return self.cond_state(children)

    def cond_state_first_ru(self, children: list[Any]) -> EffectCondition:
        """ "Если атакует не менее четырех существ": the state's verb before its subject, read as English reads "If four
        or more creatures are attacking" (`cond_state`, test `is:attacking`)."""
        state, subject = children
        return self.cond_state([subject, Token("STATUS", state.value, "", state.start_pos, state.end_pos)])

    def act_remove_counters_ru(self, children: list[Any]) -> Action:
        """ "снимите с нее один жетон +1/+1", "удалите все жетоны -1/-1 с него": English "remove a +1/+1 counter from
        it" ("remove all -1/-1 counters from it": amount `all`), whence ("с", WITH) before the counters or after
        them."""
        counters = next((c for c in children if isinstance(c, Detail)), None)
        if counters is not None:
            return make_action(Verb.REMOVE_COUNTER, children, detail=list(counters))
        kind = next((c.value for c in children if isinstance(c, Token) and c.type in ("PT", "COUNTER_KIND")), "any")
        return make_action(Verb.REMOVE_COUNTER, children, amount="all", detail=[f"counter:{kind}"])

    def cond_tapped_ru(self, children: list[Any]) -> EffectCondition:
        """ "Пока ~ повернута", "если ~ не повернута": as English "as long as ~ is tapped" ("if ~ is untapped") reads,
        a state of the subject (`is:tapped`, `is:untapped`, as `cond_state`)."""
        untapped = any(isinstance(c, Token) and c.type == "NOT" for c in children)
        state = "untapped" if untapped else "tapped"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{state}", about=list(children[0]))

    def relative_type_ru(self, children: list[Any]) -> Part:
        """ "…, которое при этом остается землей": English "that's still a land" (qualifier `is:land`)."""
        return ("qualifier", f"is:{children[-1].value}", span_of(children))

    def cond_at_least_ru(self, children: list[Any]) -> EffectCondition:
        """ "Если X равен или превышает 5": English "If X is 5 or more" (`compare:X:or_more:5`), the bound a verb
        before the number."""
        quantity, bound, number = children
        test = f"compare:{quantity.value}:{bound.value}:{number.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def act_rest_ru(self, children: list[Any]) -> list[Effect]:
        """ "Уничтожьте все остальные": the verb's object "все остальные" with no noun, the rest (English "Destroy the
        rest.", a reference to the objects named before)."""
        verb, every, other = children[:3]
        rest = Reference(EffectKind.REFERENCE, "", span_of([every, other]), refers="anaphora")
        action = make_action(verb.value, [verb])
        action.objects, action.span = [rest], span_of([verb, every, other])
        return [action]

    def cond_ref_state_ru(self, children: list[Any]) -> EffectCondition:
        """ "Если то существо атакует": as English "If that creature is attacking" (test `is:attacking` about the
        reference, the token's words but its last)."""
        (state,) = children
        words = state.text.rsplit(maxsplit=1)[0]
        about: list[Effect] = [
            Reference(EffectKind.REFERENCE, "", (state.start_pos, state.start_pos + len(words)), refers="anaphora")
        ]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{state.value}", about=about)

    def clause_instead_ru(self, children: list[Any]) -> Effect:
        """ "~ вместо этого наносит 3 повреждения тому существу": the clause, its action replacing another (detail
        `instead`, as English's "… instead" at the end gives it)."""
        instead = next(c for c in children if isinstance(c, Token) and c.type == "INSTEAD")
        node = self.clause([c for c in children if c is not instead])
        if isinstance(node, Action):
            node.detail.append("instead")
        return node

    def redirect_damage_ru(self, children: list[Any]) -> Action:
        """ "Все повреждения, которые должны быть нанесены вам, наносятся ~ вместо этого": English "All damage that
        would be dealt to you is dealt to ~ instead" (`redirect_damage`), the parts put in English order."""
        tokens = [c for c in children if isinstance(c, Token)]
        join = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "JOIN")
        dealt = next(t for t in tokens if t.type == "DEALT")
        instead = next(t for t in tokens if t.type == "INSTEAD")
        target = next(c for c in children[join:] if isinstance(c, list))
        return self.redirect_damage([*children[:join], dealt, target, instead])  # type: ignore[attr-defined,no-any-return]

    def clause_make_pt_ru(self, children: list[Any]) -> Effect:
        """ "вы можете дать целевому существу -2/-2 до конца хода": have target creature get -2/-2; the bonus right
        after the noun was read as the last of the object's words (a qualifier), so it is taken back as the
        implied "получает" (`clause_make`, as "дать … +1/+0" after "под вашим контролем")."""
        make = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "MAKE")
        doers = children[make + 1]
        last = doers[-1] if isinstance(doers, list) and doers else None
        if not isinstance(last, ObjectPhrase) or not last.qualifiers or not _PT.fullmatch(last.qualifiers[-1]):
            raise Refused("no bonus given after the object of дать")
        pt = last.qualifiers.pop()
        end = last.span[1]
        last.span = (last.span[0], end - len(pt) - 1)
        pump = Action(EffectKind.ACTION, "", (end - len(pt), end), verb=Verb.MODIFY_PT, amount=pt)
        return self.clause_make([*children[: make + 2], pump, *children[make + 2 :]])

    def act_put_among_ru(self, children: list[Any]) -> Action:
        """ "Положите из них на поле битвы …": `act_put` of what follows, each object "from among them" (qualifier
        `among`, the reference related), as English "Put … from among them onto the battlefield" reads."""
        put, _, them, *rest = children
        action: Action = self.act_put([put, *rest])  # type: ignore[attr-defined]
        among = Reference(EffectKind.REFERENCE, "", span_of([them]), refers=str(them.value))
        for node in action.objects:
            if isinstance(node, ObjectPhrase):
                node.qualifiers.append("among")
                node.related.append(among)
        action.span = span_of(children)
        return action

    def act_object_among_ru(self, children: list[Any]) -> Action:
        """ "разыграть из нее карту …": `act_object` of the verb and its objects, each object "from among them" (as
        `act_put_among_ru`)."""
        verb, _, them, objects = children
        action: Action = self.act_object([verb, objects])  # type: ignore[attr-defined]
        among = Reference(EffectKind.REFERENCE, "", span_of([them]), refers=str(them.value))
        for node in action.objects:
            if isinstance(node, ObjectPhrase):
                node.qualifiers.append("among")
                node.related.append(among)
        action.span = span_of(children)
        return action

    def act_become_base_pt_ru(self, children: list[Any]) -> Action:
        """ "становится 1/1 до конца хода": the English Oracle "has base power and toughness 1/1 until end of turn"
        (`gain_ability` of the base power and toughness, as the shared `base_pt` keyword reads it)."""
        _, pt, lasting = children
        action = make_action(Verb.GAIN_ABILITY, children, detail=[f"base_power_toughness:{pt.value}"])
        action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        return action

    def base_pt_then_ru(self, children: list[Any]) -> tuple[Action, Action]:
        """ "становятся X/X и получают все типы существ": the base power and toughness (as `act_become_base_pt_ru`),
        then the predicate after "и" (two actions, read by `clause_gain_pt` as `gain_then_pt`'s are)."""
        become, pt, _, then = children
        base = make_action(Verb.GAIN_ABILITY, [become, pt], detail=[f"base_power_toughness:{pt.value}"])
        return (base, then)

    def act_gain_every_type_ru(self, children: list[Any]) -> Action:
        """ "получают +0/+1 и все типы существ": and gain all creature types, the verb implied after the bonus's "и"
        (`become`, every creature type, as the shared `act_gain_every_type` reads "gains all creature types")."""
        return make_action(Verb.BECOME, children, detail=[f"every:{children[0].value}"])

    def act_gain_life_twice_ru(self, children: list[Any]) -> Action:
        """ "вы получаете их вдвое больше": English "you gain twice that much life" (`gain_life`, as `act_gain_life`
        reads "gain twice that much life", the amount the token's value)."""
        return make_action(Verb.GAIN_LIFE, children, amount=children[-1].value)


_PT = re.compile(r"[+-]?[\dX*]+/[+-]?[\dX*]+")
