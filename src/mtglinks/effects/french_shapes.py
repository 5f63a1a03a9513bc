"""Shapes that only the French grammar (the block "French" of `grammar/effects-fr.lark`) reads. A mixin of the effect
Transformer (`transformer.py`, through `language_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import (
    Detail,
    Subject,
    make_action,
    objects_of,
    set_actor,
    span_of,
    tokens_of,
    under_control,
)
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


class FrenchShapeRules:
    """The methods of the rules the French grammar's block "French" adds (see the module docstring)."""

    def cond_paid_cost_of(self, children: list[Any]) -> EffectCondition:
        """ "Si vous avez payé le coût de kick de {1}{U}": which of the kicker costs was paid, as the English "if it
        was kicked with its {1}{U} kicker" reads ("paid:kicked:{1}{U}"); "s'il a été kické avec son kick {2}{B}" the
        same, the keyword before its cost."""
        keyword = next(c for c in children if c.type in ("PAID_COST_OF", "KEYWORD"))
        symbols = next(c for c in children if c.type == "SYMBOLS")
        paid = "kicked" if keyword.value == "kicker" else str(keyword.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{paid}:{symbols.value}")

    def event_either_that(self, children: list[Any]) -> TriggerEvent:
        """ "vous lancez un sort bleu ou qu'une île arrive sur le champ de bataille": one trigger waiting for either
        subject's event (as `event_either` reads "~ enters or the creature it haunts dies"), the second subject's
        article ("qu'une", a) in the joining token."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_THAT")
        second = children[at + 1]
        for node in second[:1]:
            if isinstance(node, ObjectPhrase) and node.determiner is None:
                node.determiner = str(children[at].value)
        first: TriggerEvent = self.event(children[:at])  # type: ignore[attr-defined]
        then: TriggerEvent = self.event(children[at + 1 :])  # type: ignore[attr-defined]
        return TriggerEvent(
            EffectKind.EVENT, "", span_of(children), event=first.event, actions=[*first.actions, *then.actions]
        )

    def owned_object_after(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "le total de points de vie du joueur ciblé": the object of a player named after it, as the English
        "target player's life total" reads (`owned_object`: determiner possessive, "of:target_player")."""
        owner = self.player(children[-1:])  # type: ignore[attr-defined]
        node: ObjectPhrase | Reference = self.owned_object([owner, children[-2], *children[:-2]])  # type: ignore[attr-defined]
        return node

    def as_a_object(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "qu'une carte de votre cimetière" after "le même nom": the object compared with, its article "a" elided
        with "que" into AS_A."""
        node: ObjectPhrase | Reference = self.object_phrase(children[1:])  # type: ignore[attr-defined]
        if isinstance(node, ObjectPhrase):
            node.determiner = str(children[0].value)
        node.span = span_of(children)
        return node

    def cond_have_same_a(self, children: list[Any]) -> EffectCondition:
        """ "si elle a le même nom qu'une carte de votre cimetière": as `cond_have_same` reads "if it has the same name
        as a card in your graveyard" (test "same:name", about the subject and the object compared with)."""
        about = [*children[0], children[-1]]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"same:{children[2].value}", about=about
        )

    def act_keyword_meaning(self, children: list[Any]) -> Action:
        """ "ne peut pas être la cible de sorts ou de capacités": the meaning of shroud (rule 702.18a) printed in words,
        read as the Oracle text's "has shroud" (the keyword in `detail`, as "gains shroud" reads)."""
        return make_action(Verb.GAIN_ABILITY, children, detail=[f"keyword:{children[0].value}"])

    def cond_had_enter(self, children: list[Any]) -> EffectCondition:
        """ "si vous avez fait arriver un terrain sur le champ de bataille sous votre contrôle ce tour-ci": as
        `cond_had_event` reads "if you had a land enter the battlefield under your control this turn" (the action's
        actor what entered, the subject whose it was)."""
        zone = tokens_of(children, "ZONE")[0]
        action = make_action(Verb.ENTER, children[4:], zone_to=zone.value, detail=under_control(children))
        action.span = span_of(children[2:])
        set_actor(action, Subject(objects_of(children[3:4])))
        whose: Subject = children[0]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="had_event", about=[*whose, action])

    def cond_attacking_fr(self, children: list[Any]) -> EffectCondition:
        """ "si ~ attaque", "tant qu'il attaque": the present of a condition is the state "is attacking", as the English
        "if ~ is attacking" reads (`cond_state`, test "is:attacking")."""
        verb = children[-1]
        state = Token("STATUS", "attacking", verb.text, verb.start_pos, verb.end_pos)
        condition: EffectCondition = self.cond_state([children[0], state])  # type: ignore[attr-defined]
        return condition

    def attacking_no_tap_fr(self, children: list[Any]) -> list[Action]:
        """ "Attaquer avec des clercs ne les fait pas s'engager (ce tour-ci).": vigilance (rule 702.20b), as the Oracle
        text now says it ("Cleric creatures have vigilance."; the keyword granted, `gain_ability`), the objects its
        actor."""
        objects = next(c for c in children if isinstance(c, list))
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.GAIN_ABILITY, detail=["keyword:vigilance"])
        set_actor(action, Subject(objects))
        when = [c for c in children if isinstance(c, Token) and c.type == "DURATION"]
        if when:
            action.duration = Duration(EffectKind.DURATION, "", span_of(when), until=when[0].value)
        action.span = span_of(children)
        return [action]

    def no_trigger_caused_fr(self, children: list[Any]) -> list[Action]:
        """ "Les créatures qui arrivent sur le champ de bataille ne provoquent pas le déclenchement des capacités.": as
        the English "Creatures entering the battlefield don't cause abilities to trigger" reads (`cant_cause`): the
        abilities' triggering negated, its condition `caused_by` about the subject."""
        causes = next(c for c in children if isinstance(c, Subject))
        verb = next(c for c in children if isinstance(c, Token) and c.type == "NO_TRIGGER_FR")
        abilities = ObjectPhrase(EffectKind.OBJECT, "", span_of([verb]), types=["ability"])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verb.value), negated=True)
        set_actor(action, Subject([abilities]))
        action.condition = EffectCondition(EffectKind.CONDITION, "", causes.span, test="caused_by", about=list(causes))
        action.span = span_of(children)
        return [action]

    def rest_fr(self, children: list[Any]) -> list[Reference]:
        """ "les autres" alone as what is put: the rest, as the English "Put the rest on the bottom …" reads (a
        reference `anaphora`, as "le reste")."""
        return [Reference(EffectKind.REFERENCE, "", span_of(children), refers="anaphora")]

    def act_didnt_clitic_fr(self, children: list[Any]) -> Action:
        """ "vous ne l'avez pas lancé depuis votre main": the action of "vous l'avez lancé …" (`act_clitic_object`),
        negated and `did_not`, as the English "you didn't cast it from your hand" reads (`act_cant`)."""
        action: Action = self.act_clitic_object(children)  # type: ignore[attr-defined]
        action.negated = True
        action.detail.append("did_not")
        return action

    def cond_mana_spent_fr(self, children: list[Any]) -> EffectCondition:
        """ "Si ce mana est dépensé pour un sort de créature": the English "If that mana is spent on …"
        (`cond_mana_spent`), the mana's determiner ("ce") in English ("that")."""
        condition: EffectCondition = self.cond_mana_spent(children)  # type: ignore[attr-defined]
        for spent in condition.about:
            if isinstance(spent, Action) and isinstance(spent.actor, ObjectPhrase) and spent.actor.determiner == "ce":
                spent.actor.determiner = "that"
        return condition

    def except_gains_self_fr(self, children: list[Any]) -> tuple[str, EffectCondition, Any]:
        """ "~ devient une copie de la créature ciblée et acquiert cette capacité": the English "becomes a copy of
        target creature, except it has this ability" (the copy's exception, `except:have` about this ability)."""
        ability = Reference(EffectKind.REFERENCE, "", span_of(children), refers="self")
        node = EffectCondition(EffectKind.CONDITION, "", span_of(children), test="except:have", about=[ability])
        return ("condition", node, node.span)

    def tapped_set_off_fr(self, children: list[Any]) -> Token:
        """ "…, engagé et attaquant": the state set off by a comma the lexer dropped (SET_OFF), read as TAPPED is."""
        (token,) = children
        return Token("TAPPED", token.value, token.text, token.start_pos, token.end_pos)

    def act_life_bound_fr(self, children: list[Any]) -> Action:
        """ "a perdu au moins 2 points de vie": the bound before the number, read as the English "lost 2 or more life"
        (`act_life_bound`, its number then its bound)."""
        changed, bound, number, life = children
        action: Action = self.act_life_bound([changed, number, bound, life])  # type: ignore[attr-defined]
        return action

    def cond_compare_number_of_fr(self, children: list[Any]) -> EffectCondition:
        """ "si son coût converti de mana est de 2 ou moins": as the English "if its mana value is 2 or less"
        (`cond_compare_number`), the "de" before the number left out of the comparison."""
        kept = [c for c in children if not (isinstance(c, Token) and c.type == "FROM")]
        condition: EffectCondition = self.cond_compare_number(kept)  # type: ignore[attr-defined]
        condition.span = span_of(children)
        return condition

    def rule_not_applied_fr(self, children: list[Any]) -> Action:
        """'La " règle de légende " ne s'applique pas.': as the English 'The "legend rule" doesn't apply.'
        (`rule_not_applied`, which reads the legend rule only), the rule's French name read as its English one."""
        kept = [
            Token("QUOTED", '"legend rule"', c.text, c.start_pos, c.end_pos)
            if isinstance(c, Token) and c.type == "QUOTED" and "règle de légende" in c.value.lower()
            else c
            for c in children
        ]
        action: Action = self.rule_not_applied(kept)  # type: ignore[attr-defined]
        return action

    def act_control_next_turn_fr(self, children: list[Any]) -> Action:
        """ "Vous contrôlez le prochain tour du joueur ciblé.": as the English "You control target player during that
        player's next turn." (`act_control`, its condition `during:that_player_next:turn`)."""
        controller, turn, objects = children
        action: Action = self.act_control([controller, objects])  # type: ignore[attr-defined]
        action.span = span_of(children)
        action.condition = EffectCondition(EffectKind.CONDITION, "", span_of([turn]), test=f"during:{turn.value}")
        return action

    def act_prevent_clitic_fr(self, children: list[Any]) -> Action:
        """ "prévenez toutes les blessures qui devraient lui être infligées ce tour-ci" (the English "prevent all
        damage that would be dealt to it this turn"): the pronoun before the verb ("lui") whom the damage would be
        dealt to, as `act_prevent` reads the object after "to"."""
        action: Action = self.act_prevent([[c] if isinstance(c, Reference) else c for c in children])  # type: ignore[attr-defined]
        return action

    def redirect_damage_you_fr(self, children: list[Any]) -> Action:
        """ "Toutes les blessures qui devraient vous être infligées sont infligées à ~ à la place." (the English "All
        damage that would be dealt to you is dealt to ~ instead", `redirect_damage`): "vous" (to you) within the
        words "qui devraient vous être infligées", whom the damage would be dealt to."""
        would_be = tokens_of(children, "WOULD_BE_DEALT")[0]
        if " vous " not in f" {would_be.text} ":
            refuse("damage that would be dealt with no one it would be dealt to")
        at = children.index(would_be) + 1
        you = [PlayerPhrase(EffectKind.PLAYER, "", span_of([would_be]), who="you")]
        action: Action = self.redirect_damage([*children[:at], you, *children[at:]])  # type: ignore[attr-defined]
        action.amount = "all"  # "toutes les" (EACH)
        if action.condition is not None:
            for would in action.condition.about:
                if isinstance(would, Action):
                    would.amount = "all"
        return action

    def cond_it_was_fr(self, children: list[Any]) -> EffectCondition:
        """ "Quand ~ meurt, si c'était une créature, …" (the English "if it was a creature"): "c'était" (it was) one
        word, read as the English "it" and "was" are (`cond_did` of `act_be`, its actor the pronoun)."""
        was = children[0]
        be = Token("BE", "was", was.text, was.start_pos, was.end_pos)
        action: Action = self.act_be([be, *children[1:]])  # type: ignore[attr-defined]
        action.actor = Reference(EffectKind.REFERENCE, "", span_of([was]), refers="anaphora")
        action.span = span_of(children)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def act_it_is_still_fr(self, children: list[Any]) -> Action:
        """ "Elle est toujours un enchantement.", "Ce sont toujours des terrains." (the English "It's still an
        enchantment.", "They're still lands."): the pronoun and "est toujours un" apart, read as the English "it's
        still" is (`act_it_is`)."""
        it, still = children[0], children[1]
        it_is = Token("IT_IS", "is", it.text, it.start_pos, it.end_pos)
        again = Token("STILL", "still", still.text, still.start_pos, still.end_pos)
        action: Action = self.act_it_is([it_is, again, *children[2:]])  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action

    def act_put_attached_first_fr(self, children: list[Any]) -> Action:
        """ "vous pouvez mettre en jeu, attachée à ~, une carte d'aura de votre main" (the English "put an Aura card
        from your hand onto the battlefield attached to ~"): the object attached to, set off by commas before the
        objects put, read last as `act_put_attached` reads it."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ATTACHED_TO")
        moved = [*children[:at], *children[at + 2 :], children[at], children[at + 1]]
        action: Action = self.act_put_attached(moved)  # type: ignore[attr-defined]
        return action

    def relative_colors_fr(self, children: list[Any]) -> tuple[str, str, tuple[int, int]]:
        """ "un sort qui est à la fois rouge et blanc" (the English "a spell that's both red and white"): every colour
        it is, "is:red+white"."""
        colors = "+".join(str(c.value) for c in children if isinstance(c, Token) and c.type == "COLOR")
        return ("qualifier", f"is:{colors}", span_of(children))

    def act_evasion_fr(self, children: list[Any]) -> Action:
        """ "ne peut pas être bloquée ce tour-ci excepté par deux créatures ou plus" (the Oracle's "gains menace until
        end of turn"), "… excepté par des créatures-artefacts ou des créatures noires" ("has fear"): the keyword the
        older sentence stands for, gained (`keyword:<name>`), for as long as the sentence says."""
        keyword = next(c for c in children if isinstance(c, Token) and c.type == "EVASION_FR")
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.GAIN_ABILITY)
        action.detail.append(f"keyword:{keyword.value}")
        for lasting in tokens_of(children, "DURATION"):
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        return action

    def act_add_phases_fr(self, children: list[Any]) -> Action:
        """ "Cette phase est suivie d'une phase de combat supplémentaire, puis d'une phase principale supplémentaire."
        (the English "there is an additional combat phase followed by an additional main phase"): both phases added,
        the second phrase's value (`combat_then_main`)."""
        action: Action = self.act_add_phase([children[-1]])  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action

    def choose_targets_fr(self, children: list[Any]) -> Choice:
        """ "Ciblez jusqu'à deux créatures." (the English "… each of up to two target creatures", the targets of the
        next sentence's action): the targets chosen, a choice (as "choose new targets for …"), no action."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what="targets", objects=objects_of(children))

    def counters_additional_fr(self, children: list[Any]) -> Detail:
        """ "X marqueurs +1/+1 supplémentaires", "trois marqueurs « temps » supplémentaires": counters more than those
        put before, as the English "X additional +1/+1 counters" ("counter:+1/+1:X:additional"); no other adjective."""
        count, _counter, kind, adjective = children
        if adjective.value != "additional":
            refuse(f'"{adjective.text}" after counters')
        return Detail([f"counter:{kind.value}:{count.value}:additional"], span_of(children))
