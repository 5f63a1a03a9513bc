"""Spanish words and shapes the effect tree reads since round 7 (lang/es/effect_counts.py, grammar/effects-es.lark):
numbers past ten, "al jugador defensor", "este combate", "debe ser bloqueada … si se puede", "nuevos objetivos para
él", a subtype's plural that loses its accent ("Dragones"), "mientras tenga un contador +1/+1 sobre él"."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import (
    Action,
    Card,
    Choice,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
    Untyped,
)


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_counters_had_and_twenty() -> None:
    # Ainok Artillerist (DTK): who has the counter only in the verb's person
    (reach,) = effects(
        parse(
            "El Artillero ainok tiene la habilidad de alcance mientras tenga un contador +1/+1 sobre él.",
            name="Artillero ainok",
        )
    )
    assert isinstance(reach, Action) and reach.detail == ["keyword:reach"]
    assert isinstance(reach.condition, EffectCondition)
    assert reach.condition.test == "as_long_as:have:counter:+1/+1"
    # Hellkite Tyrant (C16): "veinte o más artefactos"
    card = parse(
        "Al comienzo de tu mantenimiento, si controlas veinte o más artefactos, ganas el juego.", name="Engendro tirano"
    )
    _, condition, win = effects(card)
    assert isinstance(win, Action) and win.verb == Verb.WIN
    assert isinstance(condition, EffectCondition) and condition.test == "control"
    artifacts = condition.about[-1]
    assert isinstance(artifacts, ObjectPhrase) and artifacts.count == "20:or_more" and artifacts.types == ["artifact"]


def test_defending_player_this_combat_and_must_be_blocked() -> None:
    # Hellrider (DKA): "al jugador defensor"
    card = parse(
        "Siempre que una criatura que controles ataque, el Jinete infernal hace 1 punto de daño al jugador defensor.",
        name="Jinete infernal",
    )
    _, damage = effects(card)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (player,) = damage.objects
    assert isinstance(player, PlayerPhrase) and player.who == "defending_player"
    # Avalanche Tusker (KTK): "bloquea este combate si puede"
    card = parse(
        "Siempre que el Colmilludo de la avalancha ataque, la criatura objetivo que controla el jugador defensor "
        "bloquea este combate si puede.",
        name="Colmilludo de la avalancha",
    )
    _, block = effects(card)
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.detail == ["if_able"]
    assert block.duration is not None and block.duration.until == "this_combat"
    # Deadly Allure (DKA): "debe ser bloqueada este turno si se puede"
    card = parse(
        "La criatura objetivo gana la habilidad de toque mortal hasta el final del turno y debe ser bloqueada este "
        "turno si se puede.",
        name="Tentación mortal",
    )
    deathtouch, blocked = effects(card)
    assert isinstance(deathtouch, Action) and deathtouch.verb == Verb.GAIN_ABILITY
    assert isinstance(blocked, Action) and blocked.verb == Verb.BLOCK
    assert blocked.detail == ["passive", "must", "if_able"]


def test_new_targets_and_plural_of_a_subtype() -> None:
    # Aethersnatch (C15): "Puedes elegir nuevos objetivos para él"
    _, choice = effects(
        parse("Gana el control del hechizo objetivo. Puedes elegir nuevos objetivos para él.", name="Robar del éter")
    )
    assert isinstance(choice, Choice) and choice.what == "targets"
    # Dragon Hunter (DTK): "Dragones", the plural of "Dragón"
    card = parse(
        "El Cazador de dragones puede bloquear Dragones como si tuviera la habilidad de alcance.",
        name="Cazador de dragones",
    )
    (block,) = effects(card)
    assert not isinstance(block, Untyped)
    assert isinstance(block, Action) and block.verb == Verb.BLOCK
    (dragons,) = block.objects
    assert isinstance(dragons, ObjectPhrase) and dragons.subtypes == ["Dragón"]


def test_cant_with_se_before_the_verb() -> None:
    # Detainment Spell (TSP): "No se pueden jugar las habilidades activadas de la criatura encantada."
    card = parse(
        "Encantar criatura.\nNo se pueden jugar las habilidades activadas de la criatura encantada.",
        name="Hechizo de retención",
    )
    (cant,) = effects(card)
    assert isinstance(cant, Action) and cant.verb == Verb.ACTIVATE and cant.negated
    assert cant.detail == ["passive"]
    assert isinstance(cant.actor, ObjectPhrase) and cant.actor.types == ["activated_ability"]
    # Immerwolf (DKA): "no se pueden" before a verb of its own is the English "can't": "no se pueden transformar"
    (transform,) = effects(
        parse("Los Licántropos que no sean Humanos que controlas no se pueden transformar.", name="Semperlupus")
    )
    assert isinstance(transform, Action) and transform.verb == Verb.TRANSFORM and transform.negated
    assert isinstance(transform.actor, ObjectPhrase) and transform.actor.not_types == ["Humano"]


def test_additional_after_the_change_and_the_counter() -> None:
    # Silver-Inlaid Dagger (ISD): "obtiene +1/+0 adicional", the English "gets an additional +1/+0"
    card = parse(
        "La criatura equipada obtiene +2/+0.\nMientras la criatura equipada sea Humano, obtiene +1/+0 adicional.",
        name="Daga tallada con plata",
    )
    _, more = effects(card)
    assert isinstance(more, Action) and more.verb == Verb.MODIFY_PT and more.amount == "+1/+0"
    # Oath of Gideon (OGW): "con un contador de lealtad adicional sobre él"
    card = parse(
        "Cada planeswalker que controlas entra al campo de batalla con un contador de lealtad adicional sobre él.",
        name="Juramento de Gideon",
    )
    (enter,) = effects(card)
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:loyalty:additional"]


def test_leyline_shadow_and_permanent_card() -> None:
    # Leyline of Anticipation (M11): "puedes comenzar el juego con ella en el campo de batalla"
    card = parse(
        "Si la Línea mística de la anticipación está en tu mano inicial, puedes comenzar el juego con ella en el campo "
        "de batalla.",
        name="Línea mística de la anticipación",
    )
    (begin,) = effects(card)
    assert isinstance(begin, Action) and begin.verb == Verb.BEGIN_GAME_WITH and begin.optional
    assert isinstance(begin.condition, EffectCondition) and begin.condition.test == "in_opening_hand"
    # Temporal Isolation (TSP): "la habilidad de desvanecerse" is shadow
    (shadow,) = effects(parse("La criatura encantada tiene la habilidad de desvanecerse.", name="Aislamiento temporal"))
    assert isinstance(shadow, Action) and shadow.detail == ["keyword:shadow"]
    # Nature's Spiral (M11): "la carta de permanente objetivo", the English "target permanent card"
    (back,) = effects(
        parse("Regresa la carta de permanente objetivo de tu cementerio a tu mano.", name="Espiral de la naturaleza")
    )
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.zone_to == "hand"
    (permanent,) = back.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.types == ["card", "permanent"]


def test_phase_added_and_it_before_the_verb() -> None:
    # Fury of the Horde (CSP): "Después de esta fase principal, hay una fase de combate adicional seguida de …"
    card = parse(
        "Endereza todas las criaturas que atacaron este turno. Después de esta fase principal, hay una fase de combate "
        "adicional seguida de una fase principal adicional.",
        name="Furia de la horda",
    )
    phase = effects(card)[-1]
    assert isinstance(phase, Action) and phase.verb == Verb.ADD_PHASE and phase.detail == ["combat_then_main"]
    assert isinstance(phase.condition, EffectCondition) and phase.condition.test == "after:this_main_phase"
    # Deglamer (MOR): "Su propietario lo baraja en su biblioteca", the English "Its owner shuffles it into …"
    _, shuffle = effects(
        parse(
            "Destruye el artefacto o encantamiento objetivo. Su propietario lo baraja en su biblioteca.",
            name="Desilusionar",
        )
    )
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE and shuffle.zone_to == "library"
    assert isinstance(shuffle.actor, PlayerPhrase) and shuffle.actor.who == "its_owner"
    (it,) = shuffle.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
    # Giant Ambush Beetle (ARB): "la criatura objetivo lo bloquee"
    card = parse(
        "Cuando el Escarabajo gigante de emboscada entre en juego, puedes hacer que la criatura objetivo lo bloquee "
        "este turno si puede.",
        name="Escarabajo gigante de emboscada",
    )
    _, block = effects(card)
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and "have" in block.detail
    assert [o.kind for o in block.objects] == ["reference"]


def test_personal_a_distribute_and_each_opponents_library() -> None:
    # Ursine Monstrosity: "ataca a ese jugador este combate si puede"
    card = parse(
        "Al comienzo del combate en tu turno, muele una carta y elige un oponente al azar. La Monstruosidad osuna "
        "ataca a ese jugador este combate si puede.",
        name="Monstruosidad osuna",
    )
    attack = effects(card)[-1]
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.detail == ["if_able"]
    (player,) = attack.objects
    assert isinstance(player, PlayerPhrase) and player.who == "that_player"
    # The Balrog, Flame of Udûn: "pon a El balrog, llama de Udûn en el fondo de la biblioteca de su propietario"
    card = parse(
        "Cuando una criatura legendaria que controla un oponente muera, pon a El balrog, llama de Udûn en el fondo de "
        "la biblioteca de su propietario.",
        name="El balrog, llama de Udûn",
    )
    _, put = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    assert [o.kind for o in put.objects] == ["reference"]
    # Wurmskin Forger (MRD): "distribuye tres contadores +1/+1 entre cualquier número de criaturas objetivo"
    card = parse(
        "Cuando la Forjadora de piel de sierpe entre en juego, distribuye tres contadores +1/+1 entre cualquier número "
        "de criaturas objetivo.",
        name="Forjadora de piel de sierpe",
    )
    _, distribute = effects(card)
    assert isinstance(distribute, Action) and distribute.verb == Verb.PUT_COUNTER
    assert distribute.detail == ["counter:+1/+1:3", "divided"]
    # Lobelia, Defender of Bag End (LTR): "la biblioteca de cada oponente"
    card = parse(
        "Cuando Lobelia entre al campo de batalla, mira la primera carta de la biblioteca de cada oponente y exilia "
        "esas cartas boca abajo.",
        name="Lobelia, defensora de Bolsón Cerrado",
    )
    _, look, exile = effects(card)
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT and look.zone_from == "library"
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.detail == ["face_down"]


def test_that_opponent() -> None:
    # Karmic Justice (C15): "el permanente objetivo que controla ese oponente" (the English "that player controls")
    card = parse(
        "Siempre que un hechizo o una habilidad que controla un oponente destruya un permanente que no sea de criatura "
        "que controlas, puedes destruir el permanente objetivo que controla ese oponente.",
        name="Justicia kármica",
    )
    destroy = effects(card)[-1]
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and destroy.optional
    (permanent,) = destroy.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.controller == "that_player"


def test_either_event_and_la_before_the_verb() -> None:
    # Absolver Thrull (GPT): two events, each with its subject (the English "When ~ enters or the creature it haunts
    # dies")
    card = parse(
        "Cuando el Absolutor thrull entre en juego o la criatura a la que acecha vaya a un cementerio, destruye el "
        "encantamiento objetivo.",
        name="Absolutor thrull",
    )
    event, destroy = effects(card)
    assert isinstance(event, TriggerEvent) and len(event.actions) == 2
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    # Goblin Guide (ZEN): "ese jugador la pone en su mano", "la" the pronoun before the verb
    card = parse(
        "Siempre que el Guía trasgo ataque, el jugador defensor muestra la primera carta de su biblioteca. Si es una "
        "carta de tierra, ese jugador la pone en su mano.",
        name="Guía trasgo",
    )
    put = effects(card)[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "hand"
    (it,) = put.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_graveyards_with_their_article() -> None:
    # Wight of Precinct Six (C13): "en los cementerios de tus oponentes", a zone where the cards counted are
    card = parse(
        "El Tumulario del distrito seis obtiene +1/+1 por cada carta de criatura en los cementerios de tus oponentes.",
        name="Tumulario del distrito seis",
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert isinstance(pump.per, ObjectPhrase) and pump.per.zone == "graveyard"
    # Faerie Macabre (SHM): "cementerios" alone is not read (after an object "en" would be read as where the cards
    # go), so the sentence stays untyped rather than misread
    card = parse(
        "Descartar el Hada macabra: Remueve del juego hasta dos cartas objetivo en cementerios.", name="Hada macabra"
    )
    assert isinstance(effects(card)[0], Untyped)
