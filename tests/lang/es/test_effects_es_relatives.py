"""The Spanish effect tree after a noun, on real printed card text: a participle with "de esta manera" (the
English "revealed this way"), relative clauses opened by "que" read as the English qualifiers ("que está
encantada", "que comparta un tipo de carta con él", "que entró al campo de batalla este turno"), who owns what
("de las que es propietario"); and the cards read whole act as their English Oracle text does."""

from __future__ import annotations

import pytest
from helpers import card_effects as effects
from helpers import card_verbs as verbs
from helpers import original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_cards_revealed_this_way_go_to_the_library() -> None:
    # Abundance (10E): "put all other cards revealed this way on the bottom of your library"
    card = parse(
        "Pon esa carta en tu mano y pon todas las otras cartas mostradas de esta manera en la parte inferior de tu "
        "biblioteca en cualquier orden."
    )
    to_hand, to_bottom = effects(card)
    assert isinstance(to_hand, Action) and (to_hand.verb, to_hand.zone_to) == (Verb.PUT, "hand")
    assert isinstance(to_bottom, Action) and (to_bottom.verb, to_bottom.zone_to) == (Verb.PUT, "library")
    (cards,) = to_bottom.objects
    assert isinstance(cards, ObjectPhrase) and (cards.types, cards.qualifiers) == (["card"], ["revealed_this_way"])
    assert original(card, cards) == "todas las otras cartas mostradas de esta manera"


def test_the_cards_exiled_this_way_are_not_the_cards_exiled_with_the_card() -> None:
    # Act on Impulse (M15): "las cartas exiliadas" alone is "the exiled cards" (exiled with ~); "de esta manera"
    # makes them the cards this ability exiled
    (play,) = effects(parse("Hasta el final del turno, puedes jugar las cartas exiliadas de esta manera."))
    assert isinstance(play, Action) and play.verb == Verb.PLAY and play.optional
    (cards,) = play.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_this_way"]
    assert play.duration is not None and play.duration.until == "end_of_turn"


def test_amounts_and_counts_left_by_this_way() -> None:
    # Blood Tribute (ZEN), a per-count (Ravenous Baboons-era "por cada permanente destruido de esta manera")
    (gain,) = effects(parse("Ganas vidas igual a la cantidad de vidas perdidas de esta manera."))
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "life_lost_this_way")
    (draw,) = effects(parse("Roba una carta por cada carta robada de esta manera."))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.to_dict()["per"]["qualifiers"] == ["draw_this_way"]


def test_each_creature_dealt_damage_this_way() -> None:
    # Aggravate (AVR): the English "Each creature dealt damage this way attacks this turn if able"
    (attack,) = effects(parse("Cada criatura que recibió daño de esta manera ataca este turno si puede."))
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and "if_able" in attack.detail
    assert isinstance(attack.actor, ObjectPhrase)
    assert (attack.actor.determiner, attack.actor.qualifiers) == ("each", ["past:dealt_damage", "this_way"])


def test_a_relative_state_and_its_negation() -> None:
    # Beastmaster's Magemark (GPT), Brainspoil (RAV), Revealing Wind (DTK)
    (pump,) = effects(parse("Las criaturas que controlas que están encantadas obtienen +1/+1."))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.controller, pump.actor.qualifiers) == ("you", ["is:enchanted"])
    (destroy,) = effects(parse("Destruye la criatura objetivo que no esté encantada."))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    assert destroy.objects[0].to_dict()["qualifiers"] == ["is:not:enchanted"]
    (look,) = effects(parse("Puedes mirar cada criatura boca abajo que esté atacando o bloqueando."))
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT and len(look.objects) == 1
    assert look.objects[0].to_dict()["qualifiers"] == ["face_down", "is:attacking or blocking"]


def test_what_an_object_shares_with_another() -> None:
    # Martyr's Bond (CMD)
    card = parse(
        "Siempre que el Vínculo del mártir u otro permanente que no sea tierra que controles vaya a un cementerio "
        "desde el campo de batalla, cada oponente sacrifica un permanente que comparta un tipo de carta con él.",
        name="Vínculo del mártir",
    )
    event, sacrifice = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert sacrifice.objects[0].to_dict()["qualifiers"] == ["share:card_type:with:anaphora"]


def test_relative_clauses_read_whole() -> None:
    # Novijen (DIS), Giltspire Avenger (CON), Avoid Fate (TSB), Homeward Path (CMD)
    (put,) = effects(parse("Pon un contador +1/+1 sobre cada criatura que entró en juego este turno."))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.objects[0].to_dict()["qualifiers"] == ["entered_this_turn"]
    (destroy,) = effects(parse("Destruye la criatura objetivo que te haya hecho daño este turno."))
    assert destroy.objects[0].to_dict()["qualifiers"] == ["dealt_damage_to_you_this_turn"]
    (counter,) = effects(parse("Contrarresta el hechizo objetivo que hace objetivo a un permanente que controlas."))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    assert counter.objects[0].to_dict()["qualifiers"] == ["targets"]
    (gain,) = effects(parse("Cada jugador gana el control de todas las criaturas de las que es propietario."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_CONTROL
    assert gain.objects[0].to_dict()["controller"] == "owner_they"


def test_of_the_chosen_type_and_of_your_choice() -> None:
    # Obelisk of Urd (M15), Riptide Chronologist (ONS), Pay No Heed (TOR)
    (pump,) = effects(parse("Las criaturas que controlas del tipo elegido obtienen +2/+2."))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.controller, pump.actor.qualifiers) == ("you", ["of:chosen"])
    (untap,) = effects(parse("Endereza todas las criaturas del tipo de tu elección."))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    assert untap.objects[0].to_dict()["qualifiers"] == ["of:of_choice"]
    (prevent,) = effects(parse("Prevén todo el daño que fuera a hacer una fuente de tu elección este turno."))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert prevent.objects[0].to_dict()["qualifiers"] == ["choice:yours"]


def test_that_enchantment_is_the_one_named_before() -> None:
    # Aura Graft (ODY)
    card = parse("Gana el control de ese encantamiento.")
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_CONTROL
    assert isinstance(gain.objects[0], Reference) and gain.objects[0].refers == "anaphora"
    assert original(card, gain.objects[0]) == "ese encantamiento"


def test_counters_on_a_permanent_and_as_long_as_it_has_them() -> None:
    # Canopy Crawler (LGN), Beastmaster Ascension (ZEN), Cairn Wanderer (LRW)
    card = parse(
        "La criatura objetivo obtiene +1/+1 hasta el final del turno por cada contador +1/+1 que haya sobre ~."
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert pump.to_dict()["per"]["types"] == ["counter"]
    card = parse(
        "Mientras ~ tenga siete o más contadores de búsqueda sobre él, las criaturas que controlas obtienen +5/+5."
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:has:counter:quest:7:or_greater"
    card = parse(
        "Mientras haya una criatura con la habilidad de volar en un cementerio, ~ tiene la habilidad de volar."
    )
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.condition is not None
    assert gain.condition.test == "as_long_as:there_are"
    assert gain.condition.about[0].to_dict()["zone"] == "graveyard"


def test_going_to_your_graveyard_from_the_battlefield_or_the_library() -> None:
    # Bridge from Below (FUT): dies; Narcomoeba (GPT): the English Oracle text reads it as milled
    card = parse(
        "Siempre que una criatura que no sea ficha vaya a tu cementerio desde el juego, si ~ está en tu cementerio, "
        "pon en juego una ficha de criatura Zombie negra 2/2."
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    card = parse("Cuando ~ vaya a tu cementerio desde tu biblioteca, puedes ponerla en juego.")
    assert verbs(card) == {"mill": 1, "put": 1}


# Printed Spanish text and the card's English Oracle text of 2018 (the corpus's `oracle_text_en`).
ORACLE = [
    (
        "Actuar por impulso",
        "Exilia las tres primeras cartas de tu biblioteca. Hasta el final del turno, puedes jugar las cartas "
        "exiliadas de esta manera.",
        "Act on Impulse",
        "Exile the top three cards of your library. Until end of turn, you may play cards exiled this way.",
    ),
    (
        "Agravar",
        "Agravar hace 1 punto de daño a cada criatura que controle el jugador objetivo. Cada criatura que recibió "
        "daño de esta manera ataca este turno si puede.",
        "Aggravate",
        "Aggravate deals 1 damage to each creature target player controls. Each creature dealt damage this way "
        "attacks this turn if able.",
    ),
    (
        "Marca mágica del domador",
        "Encantar criatura.\nLas criaturas que controlas que están encantadas obtienen +1/+1.\nSiempre que una "
        "criatura que controles que esté encantada sea bloqueada, obtiene +1/+1 hasta el final del turno por cada "
        "criatura que la bloquee.",
        "Beastmaster's Magemark",
        "Enchant creature\nCreatures you control that are enchanted get +1/+1.\nWhenever a creature you control "
        "that's enchanted becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
    ),
    (
        "Senda al hogar",
        "{T}: Agrega {1} a tu reserva de maná.\n{T}: Cada jugador gana el control de todas las criaturas de las "
        "que es propietario.",
        "Homeward Path",
        "{T}: Add {C} to your mana pool.\n{T}: Each player gains control of all creatures he or she owns.",
    ),
]


@pytest.mark.parametrize(("name", "text", "en_name", "oracle"), ORACLE)
def test_the_same_verbs_as_the_english_oracle_text(name: str, text: str, en_name: str, oracle: str) -> None:
    spanish = parse(text, name=name)
    english = mtglinks.parse(oracle, name=en_name)
    assert all(is_typed(a.effects) for a in spanish.iter_abilities())
    assert verbs(spanish) == verbs(english) and verbs(spanish)
