"""Spanish possessives, "de todos los …", the rest put after a comma, damage prevented from a source to others and
"le" doubling the object (the blocks at the end of grammar/effects-es.lark, words in lang/es/effect_possessives.py),
each on a real printed card's text, read into the nodes its English Oracle text reads into."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_your_commander_angelic_field_marshal() -> None:
    # Angelic Field Marshal (C14): "As long as you control your commander, Angelic Field Marshal gets +2/+2 and
    # creatures you control have vigilance."
    card = parse(
        "Mientras controles a tu comandante, la Mariscal de campo angelical obtiene +2/+2 y las criaturas que "
        "controlas tienen la habilidad de vigilancia.",
        name="Mariscal de campo angelical",
    )
    pump, vigilance = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.condition is not None
    commander = pump.condition.about[-1]
    assert isinstance(commander, ObjectPhrase) and commander.types == ["commander"]
    assert isinstance(vigilance, Action) and vigilance.verb == Verb.GAIN_ABILITY


def test_can_be_your_commander_daretti() -> None:
    # Daretti, Scrap Savant (C14): "Daretti, Scrap Savant can be your commander."
    name = "Daretti, sabio de la chatarra"
    (action,) = effects(parse(f"{name} puede ser tu comandante.", name=name))
    assert isinstance(action, Action) and action.verb == Verb.BE_COMMANDER


def test_the_rest_after_a_comma_beast_hunt() -> None:
    # Beast Hunt (ZEN): "Put all creature cards revealed this way into your hand and the rest into your graveyard."
    card = parse(
        "Pon todas las cartas de criatura mostradas de esta manera en tu mano y el resto, en tu cementerio.",
        name="Cacería de bestias",
    )
    hand, graveyard = effects(card)
    assert isinstance(hand, Action) and (hand.verb, hand.zone_to) == (Verb.PUT, "hand")
    assert isinstance(graveyard, Action) and (graveyard.verb, graveyard.zone_to) == (Verb.PUT, "graveyard")
    (rest,) = graveyard.objects
    assert isinstance(rest, Reference)


def test_one_and_the_other_fork_in_the_road() -> None:
    # Fork in the Road (SOI): "Put one into your hand and the other into your graveyard."
    hand, graveyard = effects(parse("Pon una en tu mano y la otra en tu cementerio.", name="Camino dividido"))
    assert isinstance(hand, Action) and hand.zone_to == "hand"
    (one,) = hand.objects
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("of", "1")
    assert isinstance(graveyard, Action) and graveyard.zone_to == "graveyard"


def test_damage_the_card_would_deal_to_others() -> None:
    # Indentured Oaf (RAV): "Prevent all damage that Indentured Oaf would deal to red creatures."; Goblin Furrier
    # (CSP), the verb before its subject: "Prevent all damage that Goblin Furrier would deal to snow creatures."
    for text, name in (
        ("Prevén todo el daño que el Simplón siervo fuera a hacer a criaturas rojas.", "Simplón siervo"),
        ("Prevén todo el daño que fuera a hacer el Peletero trasgo a criaturas nevadas.", "Peletero trasgo"),
    ):
        (prevent,) = effects(parse(text, name=name))
        assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and "dealt_by" in prevent.detail
        source, creatures = prevent.objects
        assert isinstance(source, Reference) and isinstance(creatures, ObjectPhrase)
        assert creatures.types == ["creature"]


def test_every_basic_land_type_prismatic_omen() -> None:
    # Prismatic Omen (SHM): "Lands you control are every basic land type in addition to their other types."
    text = "Las tierras que controlas son de todos los tipos de tierra básica además de sus otros tipos."
    (become,) = effects(parse(text, name="Presagio prismático"))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert become.detail == ["is", "every:basic_land_type", "in_addition"]


def test_every_creature_type_runed_stalactite() -> None:
    # Runed Stalactite (LRW): "Equipped creature gets +1/+1 and is every creature type."
    card = parse("La criatura equipada obtiene +1/+1 y es de todos los tipos de criatura.", name="Estalactita rúnica")
    _, become = effects(card)
    assert isinstance(become, Action) and become.detail == ["is", "every:creature_type"]


def test_all_colors_transguild_courier() -> None:
    # Transguild Courier (DIS): "Transguild Courier is all colors."
    (become,) = effects(parse("El Mensajero transgremial es de todos los colores.", name="Mensajero transgremial"))
    assert isinstance(become, Action) and become.detail == ["is", "all_colors"]


def test_le_doubles_the_object_murderous_redcap() -> None:
    # Murderous Redcap (SHM): "it deals damage equal to its power to target creature or player."
    card = parse(
        "Cuando el Asesino gorro rojo entre en juego le hace una cantidad de daño igual a su fuerza a la criatura o "
        "jugador objetivo.",
        name="Asesino gorro rojo",
    )
    _, deal = effects(card)
    assert isinstance(deal, Action) and (deal.verb, deal.amount) == (Verb.DEAL_DAMAGE, "power")
    (target,) = deal.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target"


def test_you_control_enchanted_creature_ghastly_haunting() -> None:
    # Ghastly Haunting (DKA, Soul Seizer's back face): "You control enchanted creature."
    (control,) = effects(parse("Tú controlas a la criatura encantada."))
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL


def test_two_colours_of_one_token_call_the_skybreaker() -> None:
    # Call the Skybreaker (EVE): "Create a 5/5 blue and red Elemental creature token with flying." ("y roja" is a
    # second colour of the one token, not a second object)
    card = parse("Pon en juego una ficha de criatura Elemental azul y roja 5/5 con la habilidad de volar.")
    (create,) = effects(card)
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.colors == ["blue", "red"]
    assert token.qualifiers == ["5/5", "with:flying"]


def test_a_creature_with_keywords_celestial_colonnade() -> None:
    # Celestial Colonnade (WWK): "Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental
    # creature with flying and vigilance."
    card = parse(
        "Hasta el final del turno, la Columnata celestial es una criatura Elemental blanca y azul 4/4 con las "
        "habilidades de volar y vigilancia.",
        name="Columnata celestial",
    )
    (become,) = effects(card)
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.duration is not None
    (creature,) = become.objects
    assert isinstance(creature, ObjectPhrase) and creature.colors == ["white", "blue"]
    assert creature.qualifiers == ["4/4", "with:flying,vigilance"]


def test_a_creature_with_a_quoted_ability_raging_ravine() -> None:
    # Raging Ravine (WWK): "… becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put
    # a +1/+1 counter on it.""
    card = parse(
        'Hasta el final del turno, la Hondonada furiosa es una criatura Elemental roja y verde 3/3 con "Siempre que '
        'esta criatura ataque, pon un contador +1/+1 sobre ella".',
        name="Hondonada furiosa",
    )
    become = effects(card)[0]
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    (creature,) = become.objects
    assert isinstance(creature, ObjectPhrase) and "with:granted_ability" in creature.qualifiers


def test_gain_all_creature_types_blades_of_velis_vel() -> None:
    # Blades of Velis Vel (LRW): "Up to two target creatures each get +2/+0 and gain all creature types until end of
    # turn."
    card = parse(
        "Hasta dos criaturas objetivo obtienen +2/+0 y ganan todos los tipos de criatura hasta el final del turno.",
        name="Espadas de Velis Vel",
    )
    _, become = effects(card)
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert become.detail == ["every:creature_type"]


def test_a_spell_both_white_and_black_is_not_two_objects_nightsky_mimic() -> None:
    # Nightsky Mimic (EVE): "Whenever you cast a spell that's both white and black, …": the two colours of one spell
    # are not read (as the English is not), rather than "y negro" read as a second object played
    card = parse(
        "Siempre que juegues un hechizo que sea blanco y negro, el Mímico cielo nocturno se convierte en 4/4 y gana "
        "la habilidad de volar hasta el final del turno.",
        name="Mímico cielo nocturno",
    )
    first = effects(card)[0]
    assert first.kind == "untyped"


def test_gain_control_of_it_spinal_embrace() -> None:
    # Spinal Embrace (C13): "Untap target creature you don't control and gain control of it."
    text = "Endereza la criatura objetivo que no controlas y gana su control."
    untap, gain = effects(parse(text, name="Abrazo espinal"))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_CONTROL
    (it,) = gain.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
