"""More shapes of the modern Spanish sample's long tail (lang/es/effect_sample_tail.py and the block "the modern
sample's long tail, more" of grammar/effects-es/1-more.lark): "elige un jugador objetivo" and a list of types with
commas."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, EffectCondition, ObjectPhrase, PlayerPhrase


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def untyped(card: Card) -> list[str]:
    return [e.text for e in effects(card) if e.kind == "untyped"]


def test_choose_target_player() -> None:
    # Wreck Hunter (printed-es-modern): "elige un jugador objetivo" (the English "choose target player"), the target,
    # not the choice of a player
    card = parse(
        "Cuando la Cazarruinas entre al campo de batalla, elige un jugador objetivo.",
        name="Cazarruinas",
    )
    choice = effects(card)[-1]
    assert isinstance(choice, Choice) and not untyped(card)
    (player,) = choice.objects
    assert isinstance(player, PlayerPhrase) and player.who == "target_player"
    # "Elige un jugador." stays the choice of a player
    card = parse("Elige un jugador.")
    (choice,) = effects(card)
    assert isinstance(choice, Choice) and choice.what == "player"


def test_list_of_types_with_commas() -> None:
    # Gate to the Aether (printed-es-modern): "Si es una carta de artefacto, criatura, encantamiento o tierra, …" (the
    # English "If it's an artifact, creature, enchantment, or land card")
    card = parse(
        "Al comienzo del mantenimiento de cada jugador, ese jugador muestra la carta de la parte superior de su "
        "biblioteca. Si es una carta de artefacto, criatura, encantamiento o tierra, puede ponerla en juego.",
        name="Puerta al éter",
    )
    assert not untyped(card)
    put = effects(card)[-1]
    assert isinstance(put, Action) and isinstance(put.condition, EffectCondition)
    (what,) = put.condition.about
    assert isinstance(what, ObjectPhrase)
    assert what.types == ["card", "artifact_or_creature_or_enchantment_or_land"]
    # one type before the comma: the comma ends the condition (Goblin Guide's older printing)
    card = parse("Si es una carta de tierra, ese jugador la pone en su mano.")
    assert not untyped(card)


def test_count_with_its_bound_after_the_objects() -> None:
    # Tezzeret, Artifice Master (printed-es-modern): "Si controlas tres artefactos o más, en vez de eso, roba
    # dos cartas." (the English "If you control three or more artifacts")
    card = parse("Si controlas tres artefactos o más, en vez de eso, roba dos cartas.")
    assert not untyped(card)
    draw = effects(card)[-1]
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "control"
    what = draw.condition.about[-1]
    assert isinstance(what, ObjectPhrase) and what.types == ["artifact"] and what.count == "3:or_more"
    # Mechanized Production (printed-es-modern): the object's own words after the bound
    card = parse("Luego, si controlas ocho artefactos o más con el mismo nombre, ganas el juego.")
    assert not untyped(card)
    what = effects(card)[-1].condition.about[-1]  # type: ignore[attr-defined]
    assert isinstance(what, ObjectPhrase) and what.count == "8:or_more" and what.qualifiers == ["same:name"]
    # the bound before the objects reads alike
    card = parse("Si controlas tres o más artefactos, roba dos cartas.")
    what = effects(card)[-1].condition.about[-1]  # type: ignore[attr-defined]
    assert isinstance(what, ObjectPhrase) and what.count == "3:or_more"


def test_one_scale_of_two_sets() -> None:
    # Wyleth, Soul of Steel (printed-es-modern): "por cada Aura y Equipo anexados a él" (the English "for each Aura and
    # Equipment attached to it"), one set of either subtype
    card = parse(
        "Siempre que Wyleth, Alma de Acero ataque, roba una carta por cada Aura y Equipo anexados a él.",
        name="Wyleth, Alma de Acero",
    )
    assert not untyped(card)
    draw = effects(card)[-1]
    assert isinstance(draw, Action) and isinstance(draw.per, ObjectPhrase)
    assert draw.per.subtypes == ["Aura_or_Equipo"]
    # Spire Mechcycle (printed-es-modern): "por cada Montura y/o Vehículo que controlas que no sea ~"
    card = parse(
        "Pon un contador +1/+1 sobre él por cada Montura y/o Vehículo que controlas que no sea la Mecacicleta de los "
        "Torrenubosa.",
        name="Mecacicleta de los Torrenubosa",
    )
    assert not untyped(card)


def test_amount_of_mana_spent_to_cast() -> None:
    # Aberrant Manawurm (printed-es-modern): "donde X es la cantidad de maná usado para lanzar ese hechizo" (the English
    # "the amount of mana spent to cast that spell")
    card = parse(
        "Siempre que lances un hechizo de instantáneo o de conjuro, esta criatura obtiene +X/+0 hasta el final del "
        "turno, donde X es la cantidad de maná usado para lanzar ese hechizo."
    )
    assert not untyped(card)
    pump = effects(card)[-1]
    assert isinstance(pump, Action) and pump.amount == "mana_spent_to_cast"


def test_a_number_of_counters_equal_to() -> None:
    # Dakkon, Shadow Slayer (printed-es-modern): "entra al campo de batalla con una cantidad de contadores de lealtad
    # sobre él igual a la cantidad de tierras que controlas" (the English "enters with a number of loyalty counters on
    # it equal to the number of lands you control")
    card = parse(
        "Dakkon, asesino sombrío entra al campo de batalla con una cantidad de contadores de lealtad sobre él "
        "igual a la cantidad de tierras que controlas.",
        name="Dakkon, asesino sombrío",
    )
    assert not untyped(card)
    (enter,) = effects(card)
    assert isinstance(enter, Action) and enter.detail == ["counter:loyalty:X"]
    # Canopy Gargantuan (printed-es-modern): "pon una cantidad de contadores +1/+1 sobre cada otra criatura que
    # controlas igual a la resistencia de esa criatura"
    card = parse(
        "Al comienzo de tu mantenimiento, pon una cantidad de contadores +1/+1 sobre cada otra criatura que controlas "
        "igual a la resistencia de esa criatura."
    )
    assert not untyped(card)


def test_pay_rather_than_the_cost_of_spells() -> None:
    # Rooftop Storm (printed-es): "en lugar de pagar el coste de maná de los hechizos de criatura Zombie que lanzas"
    # (the English "rather than pay the mana cost for Zombie creature spells you cast")
    card = parse(
        "Puedes pagar {0} en lugar de pagar el coste de maná de los hechizos de criatura Zombie que lanzas.",
        name="Tormenta sobre el tejado",
    )
    (pay,) = effects(card)
    assert isinstance(pay, Action) and "rather_than:mana_cost" in pay.detail
    (spells,) = pay.objects
    assert isinstance(spells, ObjectPhrase) and spells.subtypes == ["Zombie"] and spells.controller == "cast_by_you"
    # Thick-Skinned Goblin (printed-es): "el coste de eco de los permanentes que controlas" (the English "rather than
    # pay the echo cost for permanents you control")
    card = parse(
        "Puedes pagar {0} en lugar de pagar el coste de eco de los permanentes que controlas.",
        name="Trasgo de piel gruesa",
    )
    (pay,) = effects(card)
    assert isinstance(pay, Action) and "rather_than:echo" in pay.detail


def test_counters_en_a_permanent() -> None:
    # Hickory Woodlot (printed-es-modern): "Si no hay contadores de agotamiento en ~"
    # (the English "If there are no depletion counters on ~"), "en" as "sobre"
    card = parse("Si no hay contadores de agotamiento en ~, sacrifícala.")
    assert not untyped(card)
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and isinstance(sacrifice.condition, EffectCondition)
    assert sacrifice.condition.test == "not:there_are"


def test_spell_cast_this_way() -> None:
    # Radiant Scrollwielder (printed-es-modern): "Si un hechizo lanzado de esta manera fuera a
    # ir a tu cementerio, en vez de eso, exílialo." (the English "If a spell cast this way would be put into your
    # graveyard, exile it instead")
    card = parse("Si un hechizo lanzado de esta manera fuera a ir a tu cementerio, en vez de eso, exílialo.")
    assert not untyped(card)
    (exile,) = effects(card)
    assert isinstance(exile, Action) and isinstance(exile.condition, EffectCondition)
    (put,) = exile.condition.about
    assert isinstance(put, Action) and isinstance(put.actor, ObjectPhrase)
    assert put.actor.qualifiers == ["cast_this_way"]


def test_an_artifact_entered_this_turn() -> None:
    # Sentinel Sarah Lyons (printed-es-modern): "Mientras un artefacto haya entrado al campo de batalla bajo tu control
    # este turno" (the English "As long as an artifact entered the battlefield under your control this turn")
    card = parse(
        "Mientras un artefacto haya entrado al campo de batalla bajo tu control este turno, las criaturas que "
        "controlas obtienen +2/+2."
    )
    assert not untyped(card)
    (pump,) = effects(card)
    assert isinstance(pump, Action) and isinstance(pump.condition, EffectCondition)
    (entered,) = pump.condition.about
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER


def test_zone_before_the_objects() -> None:
    # Daring Waverider (printed-es-modern): "puedes lanzar desde tu cementerio la carta de instantáneo o de conjuro
    # objetivo con valor de maná de 4 o menos sin pagar su coste de maná" (the English "you may cast target instant or
    # sorcery card with mana value 4 or less from your graveyard without paying its mana cost")
    card = parse(
        "Puedes lanzar desde tu cementerio la carta de instantáneo o de conjuro objetivo con valor de maná de 4 o "
        "menos sin pagar su coste de maná."
    )
    assert not untyped(card)
    (cast,) = effects(card)
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.zone_from == "graveyard"
    (what,) = cast.objects
    assert isinstance(what, ObjectPhrase) and what.zone == "graveyard" and what.determiner == "target"
