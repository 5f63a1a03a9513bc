"""Spanish states and exceptions the effect tree reads (the block "face up, and what a copy has "excepto que …"" at the
end of grammar/effects-es.lark, words in lang/es/effect_states_except.py), each on a real printed card's text, read
into the nodes its English Oracle text reads into."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_turn_face_up_break_open() -> None:
    # Break Open (ONS): "Turn target face-down creature an opponent controls face up."
    text = "Pon boca arriba la criatura objetivo que esté boca abajo que controle un oponente."
    (turn,) = effects(parse(text, name="Abrir forzando"))
    assert isinstance(turn, Action) and (turn.verb, turn.detail) == (Verb.TURN, ["face_up"])
    (creature,) = turn.objects
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target" and creature.types == ["creature"]


def test_a_copy_except_it_gains_evil_twin() -> None:
    # Evil Twin (ISD): "You may have Evil Twin enter the battlefield as a copy of any creature on the battlefield,
    # except it gains "{U}{B}, {T}: Destroy target creature with the same name as this creature.""
    card = parse(
        "Puedes hacer que el Gemelo malvado entre al campo de batalla como una copia de cualquier criatura en el "
        'campo de batalla, excepto que gana "{U}{B}, {T}: Destruye la criatura objetivo con el mismo nombre que esta '
        'criatura".',
        name="Gemelo malvado",
    )
    enter = effects(card)[0]
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.condition is not None
    assert enter.condition.test == "except:did"
    (gain,) = enter.condition.about
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.actor is not None


def test_a_copy_except_it_is_an_artifact() -> None:
    # Feldon of the Third Path (C14): "Create a token that's a copy of target creature card in your graveyard, except
    # it's an artifact in addition to its other types."
    card = parse(
        "Pon en el campo de batalla una ficha que es una copia de la carta de criatura objetivo de tu cementerio, "
        "excepto que es un artefacto además de sus otros tipos.",
        name="Feldon del tercer camino",
    )
    (create,) = effects(card)
    assert isinstance(create, Action) and create.condition is not None and create.condition.test == "except:is"
    (artifact,) = create.condition.about
    assert isinstance(artifact, ObjectPhrase) and artifact.types == ["artifact"]


def test_base_power_and_toughness_reduce_in_stature() -> None:
    # Reduce in Stature (DTK): "Enchanted creature has base power and toughness 0/2."
    text = "La criatura encantada tiene una fuerza y resistencia base de 0/2."
    (gain,) = effects(parse(text, name="Empequeñecer"))
    assert isinstance(gain, Action) and gain.detail == ["base_power_toughness:0/2"]


def test_power_three_or_less_terashis_verdict() -> None:
    # Terashi's Verdict (BOK): "Destroy target attacking creature with power 3 or less."
    text = "Destruye la criatura atacante objetivo con fuerza 3 o menor."
    (destroy,) = effects(parse(text, name="Veredicto de Terashi"))
    assert isinstance(destroy, Action)
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and "power:3:or_less" in creature.qualifiers


def test_put_into_a_graveyard_skullclamp() -> None:
    # Skullclamp (DST): "Whenever equipped creature dies, draw two cards." (printed "is put into a graveyard")
    text = "Cuando la criatura equipada sea puesta en un cementerio, roba dos cartas."
    event, draw = effects(parse(text, name="Engrampacráneo"))
    assert isinstance(event, TriggerEvent) and event.event == Verb.DIE
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW


def test_remove_all_counters_vampire_hexmage() -> None:
    # Vampire Hexmage (ZEN): "Remove all counters from target permanent."
    (remove,) = effects(
        parse("Remueve todos los contadores del permanente objetivo.", name="Maga de maldiciones vampira")
    )
    assert isinstance(remove, Action) and remove.verb == Verb.REMOVE_COUNTER
    assert (remove.amount, remove.detail) == ("all", ["counter:any"])


def test_remove_all_gold_counters_aurification() -> None:
    # Aurification (ONS): "When Aurification leaves the battlefield, remove all gold counters from all creatures."
    text = "remueve todos los contadores de oro de todas las criaturas."
    (remove,) = effects(parse(text, name="Aurificación"))
    assert isinstance(remove, Action) and remove.detail == ["counter:gold"]
    (creatures,) = remove.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.determiner == "all"


def test_each_experience_counter_you_have_kalemne() -> None:
    # Kalemne, Disciple of Iroas (C15): "Kalemne, Disciple of Iroas gets +1/+1 for each experience counter you have."
    name = "Kalemne, discípula de Iroas"
    (pump,) = effects(parse(f"{name} obtiene +1/+1 por cada contador de experiencia que tengas.", name=name))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert isinstance(pump.per, ObjectPhrase)
    assert (pump.per.types, pump.per.qualifiers, pump.per.controller) == (["counter"], ["experience"], "has:you")


def test_each_get_twigwalker() -> None:
    # Twigwalker (ODY): "Two target creatures each get +2/+2 until end of turn."
    text = "Dos criaturas objetivo obtienen cada una +2/+2 hasta el final del turno."
    (pump,) = effects(parse(text, name="Caminavaras"))
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+2/+2")


def test_spells_you_cast_chief_engineer() -> None:
    # Chief Engineer (M15): "Artifact spells you cast have convoke."
    text = "Los hechizos de artefacto que lances tienen la habilidad de convocar."
    (gain,) = effects(parse(text, name="Ingeniero jefe"))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.controller == "cast_by_you"


def test_a_creature_with_base_power_and_toughness_ensoul_artifact() -> None:
    # Ensoul Artifact (M15): "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its
    # other types."
    text = "El artefacto encantado es una criatura con fuerza y resistencia base 5/5 además de sus otros tipos."
    (become,) = effects(parse(text, name="Artefacto animado"))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    (creature,) = become.objects
    assert isinstance(creature, ObjectPhrase)
    assert creature.qualifiers == ["base_power_toughness:5/5", "in_addition"]


def test_target_opponents_library_acquire() -> None:
    # Acquire (5DN): "Search target opponent's library for an artifact card and put that card onto the battlefield
    # under your control."
    text = "Busca una carta de artefacto en la biblioteca del oponente objetivo y ponla en juego bajo tu control."
    search, put = effects(parse(text, name="Adquirir"))
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    assert isinstance(put, Action) and put.verb == Verb.PUT


def test_no_more_than_twice_each_turn_fire_belly_changeling() -> None:
    # Fire-Belly Changeling (LRW): "Activate this ability no more than twice each turn."
    card = parse(
        "{R}: El Cambiaformas vientre de fuego obtiene +1/+0 hasta el final del turno. No juegues esta habilidad más "
        "de dos veces por turno.",
        name="Cambiaformas vientre de fuego",
    )
    _, limit = effects(card)
    assert isinstance(limit, Action) and limit.verb == Verb.ACTIVATE
    assert limit.detail == ["only:twice_each_turn"]
