"""The Spanish effect tree on real printed card text: Spanish verbs map to the English `Verb`, with their
objects, zones, durations and spans; Spanish word order ("la criatura objetivo", "busca en tu biblioteca
una carta", "ponla en tu mano", "te hace 1 punto de daño", "Siempre que lances …") reads into the same
nodes as English; garbage, English and French text read as Spanish type nothing."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs
from helpers import original, typed_read_as

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent, Untyped

# Printed Spanish text (set in the comment) and the card's English Oracle text of 2018.
DOOM_BLADE = ("Cuchilla fatal", "Destruye la criatura objetivo que no sea negra.")  # M10
GIANT_GROWTH = ("Crecimiento gigante", "La criatura objetivo obtiene +3/+3 hasta el final del turno.")  # 10E
LIGHTNING_BOLT = ("Relámpago", "El Relámpago hace 3 puntos de daño a la criatura o jugador objetivo.")  # M10
RAMPANT_GROWTH = (  # 10E
    "Crecimiento exuberante",
    "Busca en tu biblioteca una carta de tierra básica y pon en juego esa carta girada. Luego baraja tu biblioteca.",
)
GRAVEDIGGER = (  # ODY
    "Sepulturero",
    "Cuando el Sepulturero entre en juego, puedes regresar la carta objetivo de criatura de tu cementerio a tu mano.",
)
UNSUMMON = ("Anular invocación", "Regresa la criatura objetivo a la mano de su propietario.")  # 10E
BEHOLD_THE_BEYOND = (  # SOI
    "Observar el más allá",
    "Descarta tu mano. Busca en tu biblioteca tres cartas y ponlas en tu mano. Luego baraja tu biblioteca.",
)
ADARKAR_WASTES = (  # 10E
    "Yermos de Adarkar",
    "{T}: Agrega {1} a tu reserva de maná.\n"
    "{T}: Agrega {W} o {U} a tu reserva de maná. Los Yermos de Adarkar te hacen 1 punto de daño.",
)
BLESSED_SPIRITS = (  # ORI
    "Espíritus bienaventurados",
    "Vuela.\nSiempre que lances un hechizo de encantamiento, "
    "pon un contador +1/+1 sobre los Espíritus bienaventurados.",
)
ACT_OF_TREASON = (  # M10
    "Acto de traición",
    "Gana el control de la criatura objetivo hasta el final del turno. Endereza esa criatura. "
    "Gana la habilidad de prisa hasta el final del turno.",
)


def parse(card: tuple[str, str]) -> Card:
    name, text = card
    return mtglinks.parse(text, lang="es", name=name)


def test_destroy_a_target_creature_not_black() -> None:
    card = parse(DOOM_BLADE)
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.not_types) == ("target", ["creature"], ["black"])
    assert original(card, target) == "la criatura objetivo que no sea negra"


def test_a_target_creature_gets_until_end_of_turn() -> None:
    card = parse(GIANT_GROWTH)
    (pump,) = effects(card)
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+3/+3")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.determiner == "target"
    assert original(card, pump.actor) == "La criatura objetivo"
    assert pump.duration is not None and pump.duration.until == "end_of_turn"
    assert original(card, pump.duration) == "hasta el final del turno"


def test_the_card_deals_damage_to_any_target() -> None:
    card = parse(LIGHTNING_BOLT)
    (bolt,) = effects(card)
    assert isinstance(bolt, Action) and (bolt.verb, bolt.amount) == (Verb.DEAL_DAMAGE, "3")
    assert isinstance(bolt.actor, Reference) and bolt.actor.refers == "self"
    assert original(card, bolt.actor) == "El Relámpago"
    assert bolt.objects[0].to_dict()["types"] == ["any"]


def test_search_then_put_the_zone_before_the_object_then_shuffle() -> None:
    card = parse(RAMPANT_GROWTH)
    search, put, shuffle = effects(card)
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    found = search.objects[0]
    assert isinstance(found, ObjectPhrase) and (found.supertypes, sorted(found.types)) == (["basic"], ["card", "land"])
    assert original(card, found) == "una carta de tierra básica"
    assert isinstance(put, Action) and (put.verb, put.zone_to) == (Verb.PUT, "battlefield")
    assert isinstance(put.objects[0], Reference) and put.objects[0].refers == "anaphora"
    assert isinstance(shuffle, Action) and (shuffle.verb, shuffle.zone_from) == (Verb.SHUFFLE, "library")


def test_a_verb_with_its_pronoun_in_one_word_keeps_its_zone() -> None:
    card = parse(BEHOLD_THE_BEYOND)
    discard, search, put, shuffle = effects(card)
    assert [a.verb for a in (discard, search, put, shuffle) if isinstance(a, Action)] == [
        Verb.DISCARD,
        Verb.SEARCH,
        Verb.PUT,
        Verb.SHUFFLE,
    ]
    assert isinstance(put, Action) and put.zone_to == "hand" and original(card, put) == "ponlas en tu mano"


def test_a_trigger_event_then_an_optional_return_from_zone_to_zone() -> None:
    card = parse(GRAVEDIGGER)
    event, back = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert isinstance(event.actions[0].actor, Reference) and original(card, event.actions[0].actor) == "el Sepulturero"
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.optional
    assert (back.zone_from, back.zone_to) == ("graveyard", "hand")
    assert original(card, back.objects[0]) == "la carta objetivo de criatura de tu cementerio"


def test_return_to_its_owners_hand() -> None:
    (back,) = effects(parse(UNSUMMON))
    assert isinstance(back, Action) and (back.verb, back.zone_to) == (Verb.RETURN, "hand")


def test_a_trigger_whose_subject_is_in_its_verb() -> None:
    card = parse(BLESSED_SPIRITS)
    event, counter = effects(card)[-2:]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    assert original(card, event) == "lances un hechizo de encantamiento"
    spell = event.actions[0].objects[0]
    assert isinstance(spell, ObjectPhrase) and sorted(spell.types) == ["enchantment", "spell"]
    assert isinstance(counter, Action) and counter.verb == Verb.PUT_COUNTER and counter.detail == ["counter:+1/+1"]


def test_mana_and_the_player_dealt_damage_before_the_verb() -> None:
    card = parse(ADARKAR_WASTES)
    add_one, add_two, damage = effects(card)
    assert isinstance(add_two, Action) and add_two.verb == Verb.ADD_MANA
    assert add_two.detail == ["mana:{W}", "mana:{U}"]
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "1")
    (you,) = damage.objects
    assert isinstance(you, PlayerPhrase) and you.who == "you" and original(card, you) == "te"


def test_gain_control_untap_and_a_granted_keyword() -> None:
    gain, untap, haste = effects(parse(ACT_OF_TREASON))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_CONTROL and gain.duration is not None
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    assert isinstance(haste, Action) and (haste.verb, haste.detail) == (Verb.GAIN_ABILITY, ["keyword:haste"])


# The English Oracle text of 2018 (the corpus's `oracle_text_en`) of each card above.
ORACLE = [
    (DOOM_BLADE, "Doom Blade", "Destroy target nonblack creature."),
    (GIANT_GROWTH, "Giant Growth", "Target creature gets +3/+3 until end of turn."),
    (
        RAMPANT_GROWTH,
        "Rampant Growth",
        "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle your "
        "library.",
    ),
    (
        GRAVEDIGGER,
        "Gravedigger",
        "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your "
        "hand.",
    ),
    (
        ACT_OF_TREASON,
        "Act of Treason",
        "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    ),
    (ADARKAR_WASTES, "Adarkar Wastes", "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you."),
]


@pytest.mark.parametrize(("card", "name", "oracle"), ORACLE)
def test_the_same_verbs_as_the_english_oracle_text(card: tuple[str, str], name: str, oracle: str) -> None:
    spanish = parse(card)
    english = mtglinks.parse(oracle, name=name)
    assert all(is_typed(a.effects) for a in spanish.iter_abilities())
    assert verbs(spanish) == verbs(english) and verbs(spanish)


@pytest.mark.parametrize(
    "text",
    [
        "Lorem ipsum dolor sit amet.",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
        # flavour text
        "En el principio era el verbo, y el verbo era bueno.",
        "Destroy target creature.",
    ],
)
def test_garbage_flavour_and_english_type_nothing(text: str) -> None:
    found = effects(mtglinks.parse(text, lang="es"))
    assert found and all(isinstance(n, Untyped) and n.reason for n in found)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_another_language_read_as_spanish_types_almost_nothing(lang: str) -> None:
    typed, total = typed_read_as(lang, "es")
    assert total > 20 and typed / total < 0.02, (typed, total)


def test_en_after_a_counted_object_is_where_it_is() -> None:
    # ONS: "en juego" after "por cada Ave" is where the birds are, not where something is put
    card = mtglinks.parse("Roba una carta por cada Ave en juego.", lang="es", name="Ayuda aérea")
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    per = draw.to_dict()["per"]
    assert (per["subtypes"], per["zone"]) == (["Ave"], "battlefield")


def test_a_counter_put_en_its_permanent() -> None:
    # 5DN: "en" before the permanent a counter goes on is English "on"
    card = mtglinks.parse("{2}: Pon un contador de carga en la Matriz de gemas.", lang="es", name="Matriz de gemas")
    (put,) = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["counter:charge"]
    assert isinstance(put.objects[0], Reference) and put.objects[0].refers == "self"


def test_life_equal_to_a_statistic() -> None:
    card = mtglinks.parse(
        "Cada oponente pierde una cantidad de vidas igual a la fuerza de la criatura sacrificada.", lang="es"
    )
    (lose,) = effects(card)
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power")


def test_an_unless_whose_subject_is_in_the_verb() -> None:
    # "a menos que descartes una carta": "you" is the person of "descartes"
    card = mtglinks.parse("Sacrifica esta criatura a menos que descartes una carta.", lang="es")
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert sacrifice.condition is not None and sacrifice.condition.test.startswith("unless")
    assert [str(a.verb) for a in sacrifice.condition.about if isinstance(a, Action)] == ["discard"]


def test_attacking_or_blocking_is_one_qualifier() -> None:
    # the feminine "bloqueadora" of "bloqueador", and "atacante o bloqueadora" as the English "attacking or blocking"
    card = mtglinks.parse("Destruye la criatura atacante o bloqueadora objetivo.", lang="es")
    (destroy,) = effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.qualifiers) == ("target", ["creature"], ["attacking or blocking"])


def test_se_descarta_de_is_discard_and_a_subject_in_a_zone() -> None:
    # current Spanish: "se descarta de"; "en tu cementerio" after a subject is where it is
    card = mtglinks.parse("El jugador objetivo se descarta de una carta de su mano.", lang="es")
    (discard,) = effects(card)
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "target_player"
    card = mtglinks.parse("Cada carta de criatura en tu cementerio tiene la habilidad de volar.", lang="es")
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.to_dict()["zone"] == "graveyard"


def test_te_cuesta_menos_lanzar_is_a_cost_change_of_the_spells_after_it() -> None:
    # the spells come after the change; they are its actor, as in "Creature spells cost {1} less to cast"
    card = mtglinks.parse("Te cuesta {1} menos lanzar los hechizos de criatura.", lang="es")
    (cost,) = effects(card)
    assert isinstance(cost, Action) and (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}", ["less"])
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.types == ["spell", "creature"]
    assert not cost.objects


def test_que_haya_en_is_in_a_zone() -> None:
    card = mtglinks.parse("Gana 2 vidas por cada carta que haya en tu cementerio.", lang="es")
    (gain,) = effects(card)
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "2")
    assert gain.to_dict()["per"]["zone"] == "graveyard"


def test_a_token_put_onto_the_battlefield_is_created_and_a_spell_played_is_cast() -> None:
    # Advent of the Wurm (DGM), Halcyon Glaze (RAV): the Oracle text says "Create" and "Whenever you cast"
    card = mtglinks.parse(
        "Pon en el campo de batalla una ficha de criatura Sierpe verde 5/5 con la habilidad de arrollar.", lang="es"
    )
    (create,) = effects(card)
    assert isinstance(create, Action) and (create.verb, create.zone_to) == (Verb.CREATE, "battlefield")
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "token" in token.types and token.subtypes == ["Sierpe"]
    glaze = mtglinks.parse(
        "Siempre que juegues un hechizo de criatura, el Barniz alciónico se convierte en una criatura Ilusión 4/4 "
        "con la habilidad de volar hasta el final del turno.",
        lang="es",
        name="Barniz alciónico",
    )
    event = effects(glaze)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    # a card named, not a token or a spell, keeps the printed verb (Rampant Growth)
    assert verbs(parse(RAMPANT_GROWTH))["put"] == 1


def test_tu_controlas_is_a_condition_not_gaining_control() -> None:
    # Dispense Justice (SOM): "if you control three or more artifacts"
    card = mtglinks.parse(
        "Metalurgia — Ese jugador sacrifica dos criaturas atacantes en vez de eso si tú controlas tres o más "
        "artefactos.",
        lang="es",
    )
    assert verbs(card) == {"sacrifice": 1}
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.condition is not None
    assert sacrifice.condition.test == "control"


def test_older_wordings_of_keywords_and_characteristics() -> None:
    # Mirri's reminder and Akroma (LGN): "es imbloqueable", "no se gira al atacar"; Ajani Goldmane's Avatar
    (unblockable,) = effects(mtglinks.parse("~ es imbloqueable este turno.", lang="es"))
    assert isinstance(unblockable, Action) and unblockable.verb == Verb.BLOCK and unblockable.negated
    card = mtglinks.parse("Akroma, Ángel de Ira no se gira al atacar.", lang="es", name="Akroma, Ángel de Ira")
    assert is_typed(effects(card))
    (stat,) = effects(
        mtglinks.parse("La fuerza y la resistencia de esta criatura son iguales a tu total de vidas.", lang="es")
    )
    assert isinstance(stat, Action) and stat.verb == Verb.MODIFY_PT
    reach = mtglinks.parse(
        "La Araña Goliat puede bloquear como si tuviera la habilidad de volar.", lang="es", name="Araña Goliat"
    )
    # the card's own keyword in the words of its rule: the keyword line reach, as the Oracle text prints it
    assert [k.canonical for a in reach.abilities for k in a.keywords] == ["reach"] and not verbs(reach)


def test_prevent_all_damage_a_source_would_deal() -> None:
    # Dawn Charm, Righteousness-era wording: the source after "que fuera a hacer"
    card = mtglinks.parse("Prevén todo el daño de combate que fueran a hacer este turno las criaturas.", lang="es")
    (prevent,) = effects(card)
    assert isinstance(prevent, Action) and (prevent.verb, prevent.amount) == (Verb.PREVENT, "all")
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    assert original(card, prevent.objects[0]) == "las criaturas"


def test_que_no_sea_other_than_self_and_a_subtype() -> None:
    # Adarkar Valkyrie (TSP); "que no sean Espíritus" is the English "non-Spirit"
    card = mtglinks.parse(
        "Cuando la criatura objetivo que no sea la Valkiria de Adarkar vaya a un cementerio este turno, "
        "regresa al juego esa carta bajo tu control.",
        lang="es",
        name="Valkiria de Adarkar",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    target = event.actions[0].actor
    assert isinstance(target, ObjectPhrase) and "other_than" in target.qualifiers
    (tap,) = effects(mtglinks.parse("Gira todas las criaturas que no sean Espíritus.", lang="es"))
    assert isinstance(tap, Action) and tap.objects[0].to_dict()["not_types"] == ["Espíritu"]


def test_causative_hacer_que_and_kicked() -> None:
    # Gerrard's Verdict-era "puedes hacer que …" is "you may have …"; "si ~ fue estimulado" is kicked
    card = mtglinks.parse("Puedes hacer que la criatura objetivo obtenga +2/+0 hasta el final del turno.", lang="es")
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.optional and "have" in pump.detail
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.determiner == "target"
    card = mtglinks.parse(
        "Si ~ fue estimulado, en vez de eso, hace 4 puntos de daño a cada criatura y a cada jugador.", lang="es"
    )
    (damage,) = effects(card)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert damage.condition is not None and damage.condition.test == "paid:kicked"


def test_a_creature_going_to_a_graveyard_dies() -> None:
    # Skullclamp (MRD), Magma Spray (ALA): the Oracle text says "dies"; a card going there from anywhere does not
    card = mtglinks.parse("Cuando la criatura equipada vaya a un cementerio, roba dos cartas.", lang="es")
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    card = mtglinks.parse(
        "Si esa criatura fuera a ir a un cementerio este turno, en vez de eso, remuévela del juego.", lang="es"
    )
    assert verbs(card)["exile"] == 1
    card = mtglinks.parse(
        "Siempre que una carta de criatura vaya a un cementerio desde cualquier parte, ganas 1 vida.", lang="es"
    )
    assert verbs(card) == {"put_into_graveyard": 1, "gain_life": 1}


def test_landwalk_granted_and_an_alternative_cost() -> None:
    # Wirewood Elf-era "gana la habilidad de cruzar bosques"; Fist of Suns' "en lugar de pagar"
    (gain,) = effects(
        mtglinks.parse("El Elfo objetivo gana la habilidad de cruzar bosques hasta el final del turno.", lang="es")
    )
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:forestwalk"]
    card = mtglinks.parse("Puedes pagar {W}{U}{B}{R}{G} en lugar de pagar el coste de maná de ~.", lang="es")
    (pay,) = effects(card)
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.optional and "mana_cost" in str(pay.to_dict())


def test_choose_not_to_untap_and_devotion() -> None:
    # Rubinia Soulsinger-era "Puedes elegir no enderezar ~"; Nightveil Predator's "tu devoción al negro"
    (untap,) = effects(mtglinks.parse("Puedes elegir no enderezar ~ durante tu paso de enderezar.", lang="es"))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    card = mtglinks.parse(
        "La criatura objetivo obtiene +X/+X hasta el final del turno, donde X es tu devoción al verde.", lang="es"
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and "devotion" in str(pump.to_dict())


def test_reveal_until_and_mana_spent_on_the_spell() -> None:
    # Goblin Machinist-era "hasta que muestres"; Sunscape Familiar-era "si se usó {U} para pagar ~"
    card = mtglinks.parse(
        "Muestra cartas de la parte superior de tu biblioteca hasta que muestres una carta que no sea tierra.",
        lang="es",
    )
    (reveal,) = effects(card)
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL
    assert reveal.condition is not None and reveal.condition.test == "until"
    (draw,) = effects(mtglinks.parse("Si se usó {U} para pagar ~, roba una carta.", lang="es"))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.condition is not None and draw.condition.test == "spent:{U}"


def test_older_wordings_of_mill_cycle_and_bolster() -> None:
    # Thassa's Devourer (modern sample): "pone las dos primeras cartas de su biblioteca en su cementerio" is "mills
    # two cards"; "Cuando uses la habilidad de ciclo de ~" is "When you cycle ~"; "Fortalece 2" is bolster
    card = mtglinks.parse(
        "El jugador objetivo pone las primeras tres cartas de su biblioteca en su cementerio.", lang="es"
    )
    assert verbs(card) == {"mill": 1}
    card = mtglinks.parse("Cuando uses la habilidad de ciclo de ~, roba una carta.", lang="es")
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CYCLE
    assert verbs(mtglinks.parse("Fortalece 2.", lang="es")) == {"bolster": 1}
    card = mtglinks.parse("Cuando ~ sea puesto en un cementerio desde el juego, roba una carta.", lang="es")
    assert isinstance(effects(card)[0], TriggerEvent) and effects(card)[0].event == Verb.DIE
