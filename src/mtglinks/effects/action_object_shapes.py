"""One-shot actions and their objects, English: a base power or toughness changed ("change ~'s base power and toughness
to that creature's power and toughness until end of turn", rule 613.4b). A mixin of the effect Transformer, whose
methods Lark finds by the rules' names (grammar/effects.lark, its block "one-shot actions and their objects")."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Span, make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, Reference


class ActionObjectShapeRules:
    """Transformer methods of the one-shot actions and their objects (see the module docstring)."""

    def act_change_base(self, children: list[Any]) -> Action:
        """ "change ~'s base power and toughness to 0/2": the verb `change_base_pt`, the characteristic changed in the
        detail (`set:base_power_toughness`), its owner the object, the new value the amount (a power/toughness, a
        number the text computes, or another object's "power and toughness")."""
        _, changed, _, *value = children
        _, stat, span, whose = changed
        if not str(stat).startswith("base_"):  # "change the target …" is not this verb; only a base value is set
            refuse(f'"{stat}" changed (only a base power or toughness is)')
        owner = (
            whose if whose is not None else Reference(EffectKind.REFERENCE, "", (span[0], span[0] + 1), refers="self")
        )
        action = make_action(Verb.CHANGE_BASE_PT, [children[0]], detail=[f"set:{stat}"])
        action.objects = [owner]
        first = value[0]
        if isinstance(first, list):  # "to 0/2": a power/toughness alone (the rule reads it as `words`)
            if len(first) != 1 or first[0].type != "PT":
                refuse(f'"{" ".join(t.text for t in first)}" as a base power and toughness')
            action.amount = first[0].value
        elif isinstance(first, Token):  # "that creature's power and toughness": whose, a word of the QUANTITY
            action.amount = f"{first.value}_{value[-1].value}"
        else:
            action.amount, action.per = first[1], first[3]
        action.span = span_of(children)
        return action

    def quantity_at_random(self, children: list[Any]) -> tuple[Any, ...]:
        """ "a number from 0 to 5 chosen at random": the amount `random:0:5` (only a number chosen at random: "a number
        from 0 to 5" with no "chosen at random" is someone's choice, another shape)."""
        chosen = tokens_of(children, "PARTICIPLE")
        if children[0].value != "random_from" and not (chosen and chosen[0].value == "choose"):
            refuse('"a number from …" not chosen at random')
        low, high = (t.value for t in tokens_of(children, "NUM"))
        return ("amount", f"random:{low}:{high}", span_of(children), None)

    def cond_most_common(self, children: list[Any]) -> EffectCondition:
        """ "as long as white is the most common color among all permanents or is tied for most common": the test
        `most_common_color:white`."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"most_common_color:{children[0].value}"
        )

    def act_create_copy(self, children: list[Any]) -> Action:
        """ "Create a copy of the chosen card": a token copy (rule 707.10), its object the copy, what it copies its
        related object (as "a token that's a copy of …" reads)."""
        return make_action(Verb.CREATE, [children[0], _copy(children)], zone_to="battlefield")

    def act_verb_copy(self, children: list[Any]) -> Action:
        """ "Cast a copy of the chosen card": the copy cast (rule 707.12; no other verb is read before "a copy of")."""
        if children[0].value != "cast":
            refuse(f'"{children[0].text} a copy of" (only a copy cast is read)')
        return make_action(children[0].value, [children[0], _copy(children)])

    def act_remove_one(self, children: list[Any]) -> Action:
        """ "… or remove one from it": a counter of the kind the sentence named before (`counter:same_kind`)."""
        return make_action(Verb.REMOVE_COUNTER, children, detail=["counter:same_kind"])

    def mana_of_colors(self, children: list[Any]) -> Detail:
        """ "one mana of any of the exiled card's colors": mana of a color the object has (`mana:colors_of:1`); only
        "colors" after the possessive, and only after "mana of any of"."""
        amount, _, whose, *_, noun = children
        if noun.value != "color":
            refuse(f'"mana of any of … {noun.text}" (only mana of any of an object\'s colors is read)')
        # whose colors, where a reference names cards exiled before ("the exiled card's": `of:exiled_with`, as a
        # qualifier "of:exiled_with" reads); the object itself or one named before adds nothing
        named = isinstance(whose, Reference) and whose.refers not in (ReferenceKind.SELF, ReferenceKind.ANAPHORA)
        return Detail([f"mana:colors_of:{amount.value}", *([f"of:{whose.refers}"] if named else [])], span_of(children))

    def act_remove_counters_among(self, children: list[Any]) -> Action:
        """ "remove any number of +1/+1 counters from among creatures you control": the counters (detail, with
        `from_among`), the objects they come off."""
        counters = next(c for c in children if isinstance(c, Detail))
        return make_action(Verb.REMOVE_COUNTER, children, detail=[*counters, "from_among"])

    def keyword_from_colors(self, children: list[Any]) -> Detail:
        """ "protection from the colors of permanents you control" (`keyword:protection:from:colors_of`), "… from the
        color of its controller's choice" (`keyword:protection:from:color_of_choice`); only colors."""
        keyword, _, _, noun, *rest = children
        if noun.value != "color":
            refuse(f'"{keyword.text} from the {noun.text} of" (only colors are read)')
        chosen = isinstance(rest[0], Token) and rest[0].type == "OF_CHOICE"
        objects = [] if chosen else rest[-1]
        if any(
            isinstance(o, ObjectPhrase) and str(o.determiner).startswith("target") for o in objects
        ):  # a keyword's detail keeps no object: a target there would be lost
            refuse("protection from the colors of a target")
        return Detail(
            [f"keyword:{keyword.value}:from:{'color_of_choice' if chosen else 'colors_of'}"], span_of(children)
        )

    def when_done(self, children: list[Any]) -> Part:
        """ "… when you cast it": the action waits for that spell's casting (`when:cast`); only "you" and "it"."""
        _, player, verb, ref = children
        if player.value != "you" or ref.value != "anaphora":
            refuse(f'"when {player.text} {verb.text} {ref.text}" after an action')
        return ("detail", f"when:{verb.value}", span_of(children))

    def scale_different(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """ "for each different mana value among nonland cards in your graveyard": the objects counted by their
        different values (`different:mana_value` among their qualifiers)."""
        status, stat, objects = children[1], children[2], children[-1]
        if status.value != "different" or len(objects) != 1 or not isinstance(objects[0], ObjectPhrase):
            refuse(f'"for each {status.text} {stat.text} among" (only one object\'s different values are counted)')
        counted: ObjectPhrase = objects[0]
        counted.qualifiers.append(f"different:{stat.value}")
        return ("per", counted, span_of(children))

    def act_pay_plus(self, children: list[Any]) -> Action:
        """ "pays {2} plus an additional {1} for each Faerie you control": the mana paid, the mana added for each
        (`mana:{2}`, `plus:{1}`), what is counted the action's `per`."""
        first, more = tokens_of(children, "SYMBOLS")
        if children[3].value != "additional":
            refuse('"plus a …" (only "plus an additional" is read)')
        action = make_action(Verb.PAY, children[:5], detail=[f"mana:{first.value}", f"plus:{more.value}"])
        action.per, action.span = children[-1], span_of(children)
        return action

    def in_two_zones(self, children: list[Any]) -> Part:
        """ "cards you own in exile and in your graveyard": both zones, one qualifier (`in:exile+graveyard`; the
        object's `zone` holds one zone)."""
        first, second = tokens_of(children, "ZONE")
        return ("qualifier", f"in:{first.value}+{second.value}", span_of(children))

    def with_the_most(self, children: list[Any]) -> Part:
        """ "with the most votes or tied for most votes", "with the most life": the qualifier `most:vote:or_tied`,
        `most:life` (only votes counted by a verb; only "or tied for …" after)."""
        what = children[2]
        tied = tokens_of(children, "QUALIFIER")
        if (what.type == "V_NUM" and what.value != "vote") or (tied and tied[0].value != "or_tied"):
            refuse(f'"with the most {what.text}"')
        name = "life" if what.type == "LIFE" else str(what.value)
        return ("qualifier", f"most:{name}" + (":or_tied" if tied else ""), span_of(children))

    def in_each_zone(self, children: list[Any]) -> Part:
        """ "in each graveyard", "from each graveyard": the object's zone, whoever's it is (as "in graveyards")."""
        return ("zone", children[-1].value, span_of(children))

    def act_create_choice(self, children: list[Any]) -> Action:
        """ "Create your choice of a Blood token, a Clue token, or a Food token": one of the objects, its chooser in
        the detail (`choice_of:you`, as "gains your choice of flying or trample" reads)."""
        return make_action(Verb.CREATE, children, zone_to="battlefield", detail=[f"choice_of:{children[1].value}"])

    def act_choose_between(self, children: list[Any]) -> Choice:
        """ "choose a number between 0 and 7": the choice of a number, its bounds the option `between:0:7`."""
        if children[1].value != "number":
            refuse(f'"choose {children[1].text} between" (only a number is chosen in a range)')
        low, high = (t.value for t in tokens_of(children, "NUM"))
        return Choice(EffectKind.CHOICE, "", span_of(children), what="number", options=[f"between:{low}:{high}"])

    def counters_of_kind(self, children: list[Any]) -> Detail:
        """ "a counter of that kind": one counter, its kind the one named before (`counter:that_kind`)."""
        return Detail([f"counter:{children[1].value}"], span_of(children))


def _copy(children: list[Any]) -> ObjectPhrase:
    """The copy named by "a copy of" and its objects (one: a copy is of one object, never of a count)."""
    copied: list[Effect] = children[2]
    if len(copied) != 1 or (isinstance(copied[0], ObjectPhrase) and copied[0].determiner == "number"):
        refuse('"a copy of" more than one object')
    span = span_of(children[1:])
    return ObjectPhrase(
        EffectKind.OBJECT, "", span, determiner="a", types=["copy"], qualifiers=["copy_of"], related=copied
    )
