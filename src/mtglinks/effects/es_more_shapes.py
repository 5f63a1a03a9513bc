"""More shapes that only the Spanish grammar (`grammar/effects-es.lark`) reads: a mixin of `es_shapes.SpanishShapeRules`
(and so of the effect Transformer), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.es_person_shapes import PersonShapeRules
from mtglinks.effects.esru_shapes import EsRuShapeRules
from mtglinks.effects.exiled3_shapes import Exiled3ShapeRules
from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import file_part, refuse
from mtglinks.effects.parts import Detail, Part, Subject, make_action, span_of, tokens_of
from mtglinks.effects.self_keyword_shapes import SelfKeywordShapeRules
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.span import Span
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, Reference


class SpanishMoreShapeRules(SelfKeywordShapeRules, PersonShapeRules, EsRuShapeRules, Exiled3ShapeRules):
    """The methods of the rules of effects-es.lark's later blocks (see the module docstring)."""

    if TYPE_CHECKING:

        def act_put_split(self, children: list[Any]) -> Action:
            """The Transformer's own (`sentence_shapes.py`)."""

        def act_be_base_pt(self, children: list[Any]) -> Action:
            """The Transformer's own (`relative_shapes.py`)."""

        def with_keyword(self, children: list[Any]) -> Part:
            """The Transformer's own (`phrases.py`)."""

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`phrases.py`)."""

        def cond_have_life_bound_after(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`language_shapes.py`)."""

        def cond_control(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`phrases.py`)."""

        def cond_did(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`phrases.py`)."""

        def act_be(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def scale_damage_done(self, children: list[Any]) -> tuple[str, Effect, Span]:
            """The Transformer's own (`relative_shapes.py`)."""

        def cond_for_each_damage(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`relative_shapes.py`)."""

        def counters_done_this_way(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`word_shapes.py`)."""

        def part_of(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`phrases.py`)."""

        def fixed_object(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`phrases.py`)."""

    def rest_of_es(self, children: list[Any]) -> ObjectPhrase:
        """ "el resto de las cartas mostradas de esta manera", "el resto de esas cartas": some of the objects named
        after "de" (`part_of`, the English "the rest of those cards"), also what was done to them this way (the whole's
        qualifier, "revealed_this_way")."""
        rest, whole = children
        if whole.type == "REF_OF":
            part = Reference(EffectKind.REFERENCE, "", span_of([whole]), refers=str(whole.value))
            return self.part_of([rest, part])
        cards = self.fixed_object([whole])
        node = self.part_of([rest, cards])
        node.qualifiers.extend(cards.qualifiers)
        return node

    def act_put_split_es(self, children: list[Any]) -> Action:
        """ "Pon una en tu mano y la otra en tu cementerio.": "una" is the number one (as the English "Put one into
        your hand and the other …" reads, `act_put_split`)."""
        one = children[1]
        number = Token("NUM", "1", one.text, one.start_pos, one.end_pos)
        return self.act_put_split([children[0], number, *children[2:]])

    def act_turn_face_up_es(self, children: list[Any]) -> Action:
        """ "Pon boca arriba la criatura objetivo …": the English "Turn target … face up" (verb `turn`, detail
        `face_up`)."""
        return make_action(Verb.TURN, children, detail=[children[0].value])

    def except_did_es(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "…, excepto que gana "…"": the English "except it has "…"" (the condition `except:did` about the action,
        whose actor is the copy, "it", only in the verb's person)."""
        action = children[1]
        if not isinstance(action, Action):
            refuse('"excepto que" before something other than one action')
        if action.actor is None:
            action.actor = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers=ReferenceKind.ANAPHORA)
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="except:did", about=[action]), span)

    def act_be_with_es(self, children: list[Any]) -> Action:
        """ "~ es una criatura Elemental blanca y azul 4/4 con las habilidades de volar y vigilancia": what the object
        is (as `act_be` reads it), the keywords after "con" its qualifier (as "with flying and vigilance" reads,
        `with_keyword`)."""
        granted = [c for c in children[4:] if c.type in ("KEYWORD", "QUOTED")]
        values = ["granted_ability" if c.type == "QUOTED" else f"keyword:{c.value}" for c in granted]
        post = self.with_keyword([children[3], Detail(values, span_of(children[4:]))])
        what = self.object_phrase([children[1], children[2], post])
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])

    def counter_had_es(self, children: list[Any]) -> ObjectPhrase:
        """ "cada contador de experiencia que tengas": counters as what is counted (as `counter_object` reads them),
        who has them their controller (the English "experience counter you have", `has:you`)."""
        _, kind, who = children
        span = span_of(children)
        return ObjectPhrase(
            EffectKind.OBJECT, "", span, types=["counter"], qualifiers=[kind.value], controller=who.value
        )

    def act_be_base_pt_es(self, children: list[Any]) -> Action:
        """ "es una criatura con fuerza y resistencia base 5/5 además de sus otros tipos": as the English "is a creature
        with base power and toughness 5/5 …" reads (`act_be_base_pt`), "con" and the stat one word here."""
        with_stat = children[3]
        return self.act_be_base_pt([*children[:4], with_stat, *children[4:]])

    def act_gain_control_its_es(self, children: list[Any]) -> Action:
        """ "gana su control": the English "gains control of it" (`gain_control`, the object "it")."""
        action = make_action(Verb.GAIN_CONTROL, children)
        its = children[1]
        action.objects.append(Reference(EffectKind.REFERENCE, "", span_of([its]), refers=ReferenceKind.ANAPHORA))
        return action

    def base_pt_es(self, children: list[Any]) -> Detail:
        """ "La criatura objetivo es 1/1 hasta el final del turno.": the English "has base power and toughness 1/1"
        (`base_pt`, what `act_gain_ability` gives)."""
        return Detail([f"base_power_toughness:{children[0].value}"], span_of(children))

    def cond_have_life_bound_before_es(self, children: list[Any]) -> EffectCondition:
        """ "si tienes 40 o más vidas": `cond_have_life_bound_after` ("mientras tengas 30 vidas o más") with the bound
        before the life."""
        subject, have, number, bound, life = children
        return self.cond_have_life_bound_after([subject, have, number, life, bound])

    def cond_it_was_es(self, children: list[Any]) -> EffectCondition:
        """ "Si era un Humano, …": the English "If it was a Human" (`cond_did` about `act_be`, whose actor "it" is
        only in the verb's person)."""
        it = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers=ReferenceKind.ANAPHORA)
        return self.cond_did([Subject([it]), self.act_be(children)])

    def scale_damage_point_es(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """ "por cada punto de daño prevenido de esta manera": `scale_damage_done` ("for each 1 damage prevented this
        way"), the number one in "punto"."""
        return self.scale_damage_done(_one_point(children))

    def cond_for_each_damage_point_es(self, children: list[Any]) -> EffectCondition:
        """ "Por cada punto de daño prevenido de esta manera, …": `cond_for_each_damage`, the number one in "punto"
        (the English "For each 1 damage prevented this way")."""
        return self.cond_for_each_damage(_one_point(children))

    def counters_done_this_way_es(self, children: list[Any]) -> ObjectPhrase:
        """ "cada contador +1/+1 removido de esta manera": `counters_done_this_way`, the kind after the counters (a
        power/toughness there is the kind, as "+1/+1 counter" reads)."""
        kinds = [
            Token("COUNTER_KIND", c.value, c.text, c.start_pos, c.end_pos) if c.type == "PT" else c for c in children
        ]
        return self.counters_done_this_way(kinds)

    def cond_have_no_counters_es(self, children: list[Any]) -> EffectCondition:
        """ "si no tenía contadores de tiempo sobre él": the English "if it had no time counters on it" (the test
        `<have|had>:counter:<kind>:no`, about what has them, named after "sobre")."""
        kind = next((c.value for c in children if c.type in ("COUNTER_KIND", "PT")), "")
        had = "had" if children[1].text.lower().startswith("ten") else "have"
        last = children[-1]
        whose = Reference(
            EffectKind.REFERENCE, "", span_of([last]), refers="self" if last.type == "SELF" else last.value
        )
        test = f"{had}:counter:{kind}:no"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[whose])

    def act_search_zone_after_es(self, children: list[Any]) -> Action:
        """ "Busca una carta de tu biblioteca" (the English "Search your library for a card"): the zone searched named
        after the object, as its zone ("de tu biblioteca"); with no zone named there is no search read."""
        action = make_action(Verb.SEARCH, children)
        if action.zone_from is None:
            refuse("a search with no zone named")
        return action

    def self_comma_es(self, children: list[Any]) -> list[Effect]:
        """ "Emeria, la Ruina Celeste, entra …": the card (`~`) as the subject, the comma after its name left out."""
        return [Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="self")]

    def act_draw_bound_es(self, children: list[Any]) -> Action:
        """ "robó tres o más cartas" (the English "drew three or more cards", `act_draw_bound`): after a number "o más"
        is OR_LESS's "or greater" (lang/es AFTER), the bound `or_more` here."""
        number = tokens_of(children, "NUM")[0]
        return make_action(Verb.DRAW, children, amount=f"{number.value}:or_more")

    def act_it_is_still_es(self, children: list[Any]) -> Action:
        """ "Siguen siendo tierras." (the English "They're still lands", `act_it_is` with "still"): "they" only in the
        verb's person, the verb the word of "still"."""
        return self.act_it_is([children[0], *children])  # type: ignore[attr-defined,no-any-return]

    def act_transform_named_es(self, children: list[Any]) -> Action:
        """ "transforma al Terror del Paso Kruin" (the English "transform ~"): a name after "transforma" is the card's
        other face, so the card itself (only a double-faced permanent transforms); else the objects named."""
        name = children[1]
        if isinstance(name, Token) and name.type == "CARD_NAME":
            card = Reference(EffectKind.REFERENCE, "", span_of([name]), refers="self")
            return make_action(Verb.TRANSFORM, [children[0], [card]])
        return make_action(Verb.TRANSFORM, children)

    def act_remove_from_game_es(self, children: list[Any]) -> Action:
        """ "remueve esa carta del juego" (older "remove that card from the game"): exile, as the English `act_remove`
        reads "from the game"."""
        return make_action(Verb.EXILE, children, zone_to="exile")

    def determiner_bound_es(self, children: list[Any]) -> Part:
        """ "tres o más criaturas", "dos o menos tierras" (the English "three or more creatures", "two or fewer lands"):
        after a number "o más" is OR_LESS's "or greater" (lang/es AFTER); the bound kept with the count, in the English
        words (`determiner`: "number:3:or_more", "number:2:or_fewer")."""
        count = tokens_of(children, "NUM")[0].value
        bound = "or_more" if tokens_of(children, "OR_LESS")[0].value == "or_greater" else "or_fewer"
        return ("determiner", f"number:{count}:{bound}", span_of(children))

    def cond_it_is_type_list_es(self, children: list[Any]) -> EffectCondition:
        """ "Si es una carta de artefacto, criatura o tierra, …" (the English "If it's an artifact, creature, or land
        card", `cond_it_is_either`): the first type read in the condition "es una carta de artefacto", the others
        after it joined to it (`artifact_or_creature_or_land`)."""
        inner: EffectCondition = children[1]
        types = tokens_of(children, "TYPE")
        what = inner.about[0] if len(inner.about) == 1 else None
        if inner.test != "is" or not isinstance(what, ObjectPhrase) or len(what.types) != 2 or what.subtypes:
            refuse('a list of types after a condition other than "es" and one object of a type')
            return inner  # pragma: no cover - refuse raises
        what.types = [what.types[0], "_or_".join([what.types[1], *(str(t.value) for t in types)])]
        what.span = (what.span[0], types[-1].end_pos)
        inner.span = span_of(children)
        return inner

    def cond_control_bound_after_es(self, children: list[Any]) -> EffectCondition:
        """ "Si controlas tres artefactos o más" (the English "if you control three or more artifacts",
        `cond_control`): the bound after the objects kept with their count (`count` "3:or_more"), the object's
        post-modifiers after the bound filed on it."""
        bound = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_MORE")
        node = self.cond_control(children[:bound])
        what = node.about[-1]
        if len(node.about) != 2 or not isinstance(what, ObjectPhrase) or what.determiner != "number":
            refuse('"o más" after objects other than one counted object')
        assert isinstance(what, ObjectPhrase)
        what.count = f"{what.count}:or_more"
        for post in children[bound + 1 :]:  # "ocho artefactos o más con el mismo nombre": the object's own words
            file_part(what, post)
        what.span = (what.span[0], span_of(children)[1])
        node.span = span_of(children)
        return node

    def act_object_zone_first_es(self, children: list[Any]) -> Action:
        """ "Puedes lanzar desde tu cementerio la carta … objetivo" (the English "cast target … card from your
        graveyard", `act_object`): the zone before the objects, theirs too as when it follows them."""
        action: Action = self.act_object(children)  # type: ignore[attr-defined]
        zone = children[2].value
        for what in action.objects:
            if isinstance(what, ObjectPhrase) and what.zone is None:
                what.zone = zone
        return action

    def abilities_of_es(self, children: list[Any]) -> Part:
        """ "Las habilidades activadas de las fuentes con el nombre elegido": what the abilities are of, with its
        article ("from:source", read as "of:source" after abilities only: `file_part`)."""
        return ("from_words", "from:" + ",".join(str(t.value) for t in children[2]), span_of(children))

    def qualifier_pt_es(self, children: list[Any]) -> list[Any]:
        """ "del tipo y color elegidos X/X": the qualifier, then the power and toughness, filed as the words before
        it are (the qualifier kept as the words' qualifiers are, `file_word`)."""
        return list(children)

    def choose_number_listed_es(self, children: list[Any]) -> Choice:
        """ "elige 2, 3 o 4 al azar": a choice among the numbers listed (`what` "2_or_3_or_4", whose options
        `features/choice_queries.py` reads), at random."""
        numbers = [str(t.value) for t in children if isinstance(t, Token) and t.type == "NUM"]
        return Choice(EffectKind.CHOICE, "", span_of(children), what="_or_".join(numbers), options=["random"])


def _one_point(children: list[Any]) -> list[Any]:
    """The tokens of "por cada punto de daño …" with the number one after "por cada"."""
    point = children[1]
    return [children[0], Token("NUM", "1", point.text, point.start_pos, point.end_pos), *children[1:]]
