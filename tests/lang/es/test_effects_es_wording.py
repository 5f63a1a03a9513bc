"""Spanish card text the effect tree reads since round 6: modes opened by a colon ("elige uno:"), scales and bounds
read whole ("por cada vez que fue estimulada", "una fuerza total de 8 o más"), steps of a trigger named after their
player ("Al comienzo del mantenimiento del jugador encantado", "Al final de tu turno") (lang/es/effect_wording.py,
grammar/effects-es.lark)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_modes_opened_by_a_colon() -> None:
    # Aven Surveyor (FRF): "elige uno:" closes the trigger, its modes are the paragraphs after it
    card = parse(
        "Cuando el Supervisor aven entre al campo de batalla, elige uno:\n"
        "• Pon un contador +1/+1 sobre el Supervisor aven.\n"
        "• Regresa la criatura objetivo a la mano de su propietario.",
        name="Supervisor aven",
    )
    event, choice, counter, bounce = effects(card)
    assert isinstance(event, TriggerEvent) and isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(counter, Action) and counter.verb == Verb.PUT_COUNTER
    assert isinstance(bounce, Action) and bounce.verb == Verb.RETURN
    # Blizzard Specter (CSP): the modes after the colon, set apart by semicolons, each its own action
    card = parse(
        "Siempre que el Espectro de la ventisca haga daño de combate a un jugador, elige uno: Ese jugador regresa un "
        "permanente que controla a la mano de su propietario; o ese jugador descarta una carta.",
        name="Espectro de la ventisca",
    )
    _, choice, bounce, discard = effects(card)
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(bounce, Action) and bounce.verb == Verb.RETURN
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD


def test_times_kicked_and_total_power() -> None:
    # Enclave Elite (WWK): one counter for each time it was kicked (rule 702.33)
    (enter,) = effects(
        parse(
            "La Élite del Enclave entra al campo de batalla con un contador +1/+1 sobre ella por cada vez que fue "
            "estimulada.",
            name="Élite del Enclave",
        )
    )
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:+1/+1", "per:times_kicked"]
    # Atarka Beastbreaker (DTK): the restriction's bound is the creatures' total power, as the Oracle text says
    card = parse(
        "Formidable — {4}{G}: El Quiebrabestias de Atarka obtiene +4/+4 hasta el final del turno. Activa esta "
        "habilidad solo si las criaturas que controlas tienen una fuerza total de 8 o más.",
        name="Quiebrabestias de Atarka",
    )
    _, only = effects(card)
    assert isinstance(only, Action) and only.condition is not None
    assert only.condition.test == "have:total_power:8:or_greater"


def test_steps_named_after_their_player() -> None:
    # Accursed Witch (SOI), Blinkmoth Urn (MRD)
    card = parse(
        "Al comienzo del mantenimiento del jugador encantado, ese jugador pierde 1 vida y tú ganas 1 vida.",
        name="Bruja maldita",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "enchanted_player:upkeep"
    card = parse("Al comienzo de la fase principal precombate de cada jugador, ese jugador agrega {C}.")
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "each:main1"
    # Bloodcurdler (ODY): "Al final de tu turno", the older wording of your end step; after "es" the turn is a state
    event = effects(parse("Al final de tu turno, remueve del juego dos cartas de tu cementerio."))[0]
    assert isinstance(event, TriggerEvent) and event.event == "your:end_step"
    (draw,) = effects(parse("Si es tu turno, roba una carta."))
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "is:yours"


def test_kinship_and_chaos() -> None:
    # Ink Dissolver (MOR): the ability word printed with no dash before the trigger; "Si comparte …" has its subject
    # (the card looked at) only in the verb's person
    card = parse(
        "Hermandad Al comienzo de tu mantenimiento, puedes mirar la primera carta de tu biblioteca. Si comparte un "
        "tipo de criatura con el Disolvente de tinta, puedes mostrarla.",
        name="Disolvente de tinta",
    )
    event, look, reveal = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == "your:upkeep"
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.condition is not None
    assert reveal.condition.test == "share:creature_type:with:self"
    # Akoum (PC2): "Siempre que lances caos" (the English "Whenever chaos ensues")
    event = effects(parse("Siempre que lances caos, destruye la criatura objetivo que no está encantada."))[0]
    assert isinstance(event, TriggerEvent) and event.event == "chaos_ensues"


def test_counters_coins_and_events() -> None:
    # Calciform Pools (TSP): a counter named by its noun, with the English name
    (put,) = effects(
        parse("{1}, {T}: Pon un contador de almacenaje sobre los Estanques calciformes.", "Estanques calciformes")
    )
    assert isinstance(put, Action) and put.detail == ["counter:storage"]
    # Boompile (C16)
    flip = effects(parse("{T}: Lanza una moneda a cara o cruz."))[0]
    assert isinstance(flip, Action) and flip.verb == Verb.FLIP
    # Gurmag Drowner (DTK), Ember Swallower (THS), Dusk Urchins (SHM): the events of exploit, monstrosity and dying
    for text, name, verb in (
        ("Cuando el Ahogador del Gurmag aproveche una criatura, roba una carta.", "Ahogador del Gurmag", Verb.EXPLOIT),
        (
            "Cuando el Devorador de brasa se convierta en monstruoso, roba una carta.",
            "Devorador de brasa",
            Verb.MONSTROSITY,
        ),
        (
            "Cuando los Chiquillos del crepúsculo vayan a un cementerio desde el juego, roba una carta.",
            "Chiquillos del crepúsculo",
            Verb.DIE,
        ),
    ):
        event = effects(parse(text, name))[0]
        assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [verb]
    # Courser of Kruphix (BNG): the top card of the library revealed (rule 401.5)
    (reveal,) = effects(parse("Juega mostrando la primera carta de tu biblioteca."))
    assert isinstance(reveal, Action) and (reveal.verb, reveal.detail) == (Verb.REVEAL, ["top_of_library:yours"])


def test_bounds_at_least_and_exactly() -> None:
    # Boros Mastiff (DGM): "al menos otras dos criaturas", "otras" before the number
    card = parse(
        "Batallón — Siempre que el Mastín boros y al menos otras dos criaturas ataquen, el Mastín boros gana la "
        "habilidad de vínculo vital hasta el final del turno.",
        name="Mastín boros",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    (attack,) = event.actions
    (others,) = attack.other_actors
    assert others.to_dict()["determiner"] == "at_least" and others.to_dict()["count"] == "2"
    # Demonic Rising (AVR): "exactamente una criatura"
    card = parse(
        "Al comienzo de tu paso final, si controlas exactamente una criatura, roba una carta.", "Sublevación demoníaca"
    )
    condition = card.abilities[0].effects[1]
    assert condition.kind == "condition"
    assert condition.to_dict()["about"][1]["determiner"] == "exactly"


def test_turns_steps_and_searches() -> None:
    # Colfenor's Plans (LRW), Beacon of Tomorrows (5DN)
    (skip,) = effects(parse("Sáltate tu paso de robar."))
    assert isinstance(skip, Action) and skip.verb == Verb.SKIP
    turn = effects(parse("El jugador objetivo toma un turno adicional después de éste."))[0]
    assert isinstance(turn, Action) and turn.verb == Verb.TAKE_TURN
    # Caravan Vigil (ISD): what is searched for before the zone searched
    search, reveal, put = effects(
        parse("Busca una carta de tierra básica en tu biblioteca, muéstrala, y ponla en tu mano.")
    )
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    assert search.objects[0].to_dict()["types"] == ["card", "land"]
    assert isinstance(reveal, Action) and isinstance(put, Action) and put.zone_to == "hand"
    # Fiery Confluence (C15): the same mode chosen again (rule 700.2d)
    (again,) = effects(parse("Puedes elegir el mismo modo más de una vez."))
    assert isinstance(again, Choice) and again.what == "mode"
    # Break of Day (DKA): what other objects are; the card's own "es indestructible" stays unread
    (keyword,) = effects(parse("Las criaturas que controlas son indestructibles este turno."))
    assert isinstance(keyword, Action) and keyword.detail == ["keyword:indestructible"]


def test_past_state_pairs_mana_and_control() -> None:
    # Filigree Fracture (CON): "era", the past of "es"
    _, draw = effects(
        parse("Destruye el artefacto o encantamiento objetivo. Si ese permanente era azul o negro, roba una carta.")
    )
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "is:blue_or_black"
    # Barrenton Cragtreads (SHM): the plural passive of "bloquear"
    (block,) = effects(
        parse(
            "Los Explorarriscos de Bárrenton no pueden ser bloqueados por criaturas rojas.",
            "Explorarriscos de Bárrenton",
        )
    )
    assert isinstance(block, Action) and (block.verb, block.negated) == (Verb.BLOCK, True)
    # Lightning Mauler (AVR): soulbond's pair (rule 702.95) and "ambas criaturas"
    card = parse(
        "Mientras el Lacerador relámpago esté emparejado con otra criatura, ambas criaturas tienen la habilidad "
        "de prisa.",
        "Lacerador relámpago",
    )
    (haste,) = effects(card)
    assert isinstance(haste, Action) and haste.condition is not None and haste.condition.test == "as_long_as:paired"
    assert haste.actor is not None and haste.actor.to_dict()["determiner"] == "both"
    # Gilded Lotus (M13)
    (add,) = effects(parse("{T}: Agrega tres manás de un color cualquiera a tu reserva de maná."))
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.detail == ["mana:any_color:3"]
    # Avatar of Fury (CMD): a player's control as the condition, no action of gaining control
    (cost,) = effects(
        parse(
            "Si un oponente controla siete o más tierras, cuesta {6} menos lanzar el Avatar de la furia.",
            "Avatar de la furia",
        )
    )
    assert cost.to_dict()["condition"]["test"] == "control"


def test_when_an_ability_or_a_spell_may_be_used() -> None:
    # Eternal Dragon (C13): "Activa esta habilidad solo durante tu mantenimiento"
    card = parse(
        "{3}{W}{W}: Regresa el Dragón eterno de tu cementerio a tu mano. Activa esta habilidad solo durante tu "
        "mantenimiento.",
        "Dragón eterno",
    )
    _, only = effects(card)
    assert isinstance(only, Action) and only.detail == ["only:your_upkeep"]
    # Feast of Blood (ZEN): "Lanza ~ sólo si …" (the English "Cast this spell only if …")
    (cast,) = effects(parse("Lanza el Festín de sangre sólo si controlas dos o más Vampiros.", "Festín de sangre"))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.condition is not None
    assert cast.condition.test == "only_if:control"


def test_then_set_off_they_do_and_cards_in_a_zone() -> None:
    # Self-Inflicted Wound (DTK): "Si lo hace" (the English "If they do"), who did it only in the verb
    _, lose = effects(
        parse("El oponente objetivo sacrifica una criatura verde o blanca. Si lo hace, ese jugador pierde 2 vidas.")
    )
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE
    assert lose.condition is not None and lose.condition.test == "does"
    # "Luego," set off by a comma before the clause
    (draw,) = effects(parse("Luego, si controlas seis o más Humanos, roba una carta."))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.condition is not None
    # Jace's Phantasm (M13): cards counted where they are
    (pump,) = effects(
        parse(
            "El Fantasma de Jace obtiene +4/+4 mientras un oponente tenga diez o más cartas en su cementerio.",
            "Fantasma de Jace",
        )
    )
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:have"
    assert pump.condition.to_dict()["about"][1]["zone"] == "graveyard"


def test_passive_with_se_and_skips() -> None:
    # Bloodcrazed Hoplite (JOU): "se ponga un contador +1/+1 sobre ~", the verb before the counters
    card = parse(
        "Siempre que se ponga un contador +1/+1 sobre el Hoplita sanguinario, remueve un contador +1/+1 de la "
        "criatura objetivo que controla un oponente.",
        "Hoplita sanguinario",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.PUT_COUNTER
    # Shisato, Whispering Hunter (CHK)
    card = parse(
        "Siempre que Shisato, cazadora susurrante haga daño de combate a un jugador, ese jugador se salta su siguiente "
        "paso de enderezar.",
        "Shisato, cazadora susurrante",
    )
    skip = effects(card)[-1]
    assert isinstance(skip, Action) and skip.verb == Verb.SKIP


def test_colors_spent_and_the_top_named_before() -> None:
    # Brilliant Spectrum (BFZ): converge's count (the English "colors of mana spent to cast it")
    draw = effects(
        parse(
            "Converger — Roba X cartas, donde X es la cantidad de colores de maná usados para lanzar el Espectro "
            "brillante.",
            "Espectro brillante",
        )
    )[0]
    assert isinstance(draw, Action) and draw.per is not None
    assert draw.per.to_dict()["qualifiers"] == ["of_mana_spent_to_cast"]
    # Ainok Guide (FRF): "en la parte superior", the top of the library just named
    card = parse(
        "Busca en tu biblioteca una carta de tierra básica, muéstrala, luego baraja tu biblioteca y pon esa carta en "
        "la parte superior."
    )
    put = effects(card)[-1]
    assert isinstance(put, Action) and (put.verb, put.zone_to) == (Verb.PUT, "library")


def test_other_untap_steps_combat_damage_dealt_and_raid() -> None:
    # Endbringer (OGW): "during each other player's untap step"
    (untap,) = effects(
        parse(
            "Endereza al Adalid del fin durante el paso de enderezar de cada uno de los demás jugadores.",
            "Adalid del fin",
        )
    )
    assert isinstance(untap, Action) and untap.condition is not None
    assert untap.condition.test == "during:each_other:untap_step"
    # Gustcloak Cavalier (TSP): "removerlo del combate", the object the pronoun joined to the verb
    card = parse(
        "Siempre que el Caballero capaventus sea bloqueado, puedes enderezar el Caballero capaventus y removerlo del "
        "combate.",
        "Caballero capaventus",
    )
    assert [a.verb for a in effects(card)[1:] if isinstance(a, Action)] == [Verb.UNTAP, Verb.REMOVE_FROM_COMBAT]
    # Brightflame (RAV): "el daño hecho de esta manera"
    (gain,) = effects(parse("Ganas una cantidad de vida igual al daño hecho de esta manera."))
    assert isinstance(gain, Action) and gain.amount == "damage_this_way"
    # Bloodsoaked Champion (KTK): raid's "si atacaste con una criatura este turno", an attack done, as in English
    card = parse(
        "Incursión — {1}{B}: Regresa el Campeón ensangrentado de tu cementerio al campo de batalla. Activa esta "
        "habilidad solo si atacaste con una criatura este turno.",
        "Campeón ensangrentado",
    )
    only = effects(card)[-1]
    assert isinstance(only, Action) and only.condition is not None and only.condition.test == "did"
    (attack,) = only.condition.about
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK


def test_zones_listed_and_types_in_addition() -> None:
    # Counterbore (SHM): a search of each zone listed, what is searched for after them
    card = parse(
        "Busca en el cementerio, mano y biblioteca de su controlador todas las cartas con el mismo nombre que ese "
        "hechizo y remuévelas del juego."
    )
    search, exile = effects(card)
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    assert search.detail == ["zones:graveyard,hand,library"]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    # "con ese nombre" (the English "with that name")
    search = effects(
        parse(
            "Busca en el cementerio, mano y biblioteca del jugador objetivo cualquier cantidad de cartas con ese "
            "nombre y exílialas."
        )
    )[0]
    assert isinstance(search, Action) and search.objects[0].to_dict()["qualifiers"] == ["with:that_name"]
    # Dread Slaver (AVR): "además de sus otros colores y tipos" ("in addition to its other colors and types")
    (become,) = effects(parse("Esa criatura es un Zombie negro además de sus otros colores y tipos."))
    assert isinstance(become, Action) and become.objects[0].to_dict()["qualifiers"] == ["in_addition"]


def test_targets_changed_and_a_players_pool() -> None:
    # Imp's Mischief (PLC): a spell's target changed (rule 115.7)
    change = effects(parse("Cambia el objetivo del hechizo objetivo que tenga un solo objetivo."))[0]
    assert isinstance(change, Action) and change.verb == Verb.CHANGE_TARGET
    assert change.objects[0].to_dict()["qualifiers"] == ["single_target"]
    # Blinkmoth Urn (C16): "a su reserva de maná"
    card = parse(
        "Al comienzo de la fase principal precombate de cada jugador, si la Urna de polillas titilantes está "
        "enderezada, ese jugador agrega {C} a su reserva de maná por cada artefacto que controla.",
        "Urna de polillas titilantes",
    )
    add = effects(card)[-1]
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.per is not None


def test_for_each_of_its_colors() -> None:
    # Blessing of the Nephilim (DIS): "por cada uno de sus colores" (the English "for each of its colors")
    (pump,) = effects(parse("La criatura encantada obtiene +1/+1 por cada uno de sus colores."))
    assert isinstance(pump, Action) and pump.per is not None
    assert pump.per.to_dict()["types"] == ["color"] and pump.per.to_dict()["controller"] == "it"


def test_older_accented_or() -> None:
    # Crafty Pathmage (ONS): "2 ó menos"; "o más" after a number still reads as before
    (block,) = effects(parse("{T}: La criatura objetivo con fuerza de 2 ó menos es imbloqueable este turno."))
    assert isinstance(block, Action) and block.actor is not None
    assert block.actor.to_dict()["qualifiers"] == ["power:2:or_less"]
    for text in (
        "Destruye todas las criaturas con fuerza de 4 ó más.",
        "Destruye todas las criaturas con fuerza de 4 o más.",
    ):
        (destroy,) = effects(parse(text))
        assert isinstance(destroy, Action) and destroy.objects[0].to_dict()["qualifiers"] == ["power:4:or_greater"]


def test_attacks_unblocked_and_haunt() -> None:
    # Elusive Tormentor (SOI), its back face: "ataque y no sea bloqueada" (the English "attacks and isn't blocked")
    event = effects(
        parse("Siempre que la Niebla insidiosa ataque y no sea bloqueada, puedes pagar {2}{B}.", "Niebla insidiosa")
    )[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ATTACK]
    # haunt (rule 702.55): "la criatura a la que acecha ~" (the English "the creature ~ haunts")
    event = effects(parse("Cuando la criatura a la que acecha ~ vaya a un cementerio, roba una carta."))[0]
    assert isinstance(event, TriggerEvent)
    assert event.actions[0].actor is not None
    assert event.actions[0].actor.to_dict()["qualifiers"] == ["haunted_by_self"]
