"""Shapes of the long tail of printed Spanish text (lang/es/effect_tails.py, the block "Spanish: the long tail" at the
end of grammar/effects-es/1-more.lark), each on a real printed card's text, read into the nodes its English Oracle text
reads into."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parse(text: str, name: str | None = None) -> Card:
    card = mtglinks.parse(text, lang="es", name=name)
    assert is_typed(effects(card)), [n.to_dict() for n in effects(card)]
    return card


def test_power_and_toughness_after_es_is_the_base_power_and_toughness() -> None:
    # Diminish (M11): "Target creature has base power and toughness 1/1 until end of turn."
    (pt,) = effects(parse("La criatura objetivo es 1/1 hasta el final del turno."))
    assert isinstance(pt, Action) and pt.verb == Verb.GAIN_ABILITY
    assert pt.detail == ["base_power_toughness:1/1"]
    assert isinstance(pt.actor, ObjectPhrase) and pt.actor.determiner == "target"
    assert pt.duration is not None and pt.duration.until == "end_of_turn"
    # Mirror Entity (LRW): "creatures you control have base power and toughness X/X and gain all creature types"
    card = parse(
        "{X}: Las criaturas que controlas son X/X y ganan todos los tipos de criatura hasta el final del turno.",
        name="Entidad del espejo",
    )
    assert verbs(card) == {"gain_ability": 1, "become": 1}
    # Ovinize (PLC): "loses all abilities and has base power and toughness 0/1"
    card = parse("La criatura objetivo pierde todas sus habilidades y es 0/1 hasta el final del turno.")
    assert verbs(card) == {"lose_ability": 1, "gain_ability": 1}


def test_the_top_cards_of_a_library_with_the_number_before_the_cards() -> None:
    # False Memories (TOR): "Put the top seven cards of your library into your graveyard."
    (mill,) = effects(parse("Pon las siete cartas de la parte superior de tu biblioteca en tu cementerio."))
    assert isinstance(mill, Action) and mill.verb == Verb.MILL
    (top,) = mill.objects
    assert isinstance(top, ObjectPhrase) and (top.determiner, top.count, top.zone) == ("top", "7", "library")
    # Grinding Station (5DN): "Target player mills three cards." with "primeras" before the number as well
    card = parse(
        "El jugador objetivo pone las primeras tres cartas de la parte superior de su biblioteca en su cementerio."
    )
    assert verbs(card) == {"mill": 1}
    # Psychic Drain (RAV): "Target player mills X cards": with no article the cards are the top ones too
    card = parse(
        "El jugador objetivo pone X cartas de la parte superior de su biblioteca en su cementerio y tú ganas X vidas."
    )
    assert verbs(card) == {"mill": 1, "gain_life": 1}


def test_turn_face_down() -> None:
    # Backslide (ONS): "Turn target creature with morph face down."
    (turn,) = effects(parse("Pon boca abajo la criatura objetivo que tenga la habilidad de metamorfosis."))
    assert isinstance(turn, Action) and turn.verb == Verb.TURN and turn.detail == ["face_down"]
    # Master of the Veil (LGN): "you may turn target creature with morph face down"
    card = parse(
        "Cuando el Amo del velo sea puesto boca arriba, puedes poner boca abajo la criatura objetivo con la habilidad "
        "de metamorfosis.",
        name="Amo del velo",
    )
    assert verbs(card)["turn"] == 1


def test_blocks_each_turn_if_able() -> None:
    # Razorgrass Screen (5DN): "~ blocks each combat if able."
    (block,) = effects(
        parse("La Pantalla de pasto navaja bloquea cada turno si puede.", name="Pantalla de pasto navaja")
    )
    assert isinstance(block, Action) and block.verb == Verb.BLOCK
    assert isinstance(block.actor, Reference) and block.actor.refers == "self"
    # Grand Melee (ONS): "All creatures attack each combat if able. All creatures block each combat if able."
    assert verbs(parse("Todas las criaturas bloquean cada turno si pueden.")) == {"block": 1}


def test_life_bounded_before_the_life_and_more_life_than_an_opponent() -> None:
    # Felidar Sovereign (ZEN): "if you have 40 or more life, you win the game"
    card = parse("Al comienzo de tu mantenimiento, si tienes 40 o más vidas, ganas el juego.", name="Felidar soberano")
    (cond,) = [n for n in effects(card) if isinstance(n, EffectCondition)]  # the intervening "if"
    assert cond.test == "life:40:or_more"
    # Survival Cache (ROE): "Then if you have more life than an opponent, draw a card."
    card = parse("Ganas 2 vidas. Luego, si tienes más vidas que un oponente, roba una carta.")
    draw = effects(card)[-1]
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "life:more:than:an_opponent"


def test_if_it_was_what_it_is_only_in_the_verb() -> None:
    # Scavenging Ooze (CMD): "If it was a creature card, put a +1/+1 counter on ~ and you gain 1 life."
    card = parse(
        "{G}: Exilia la carta objetivo de un cementerio. Si era una carta de criatura, pon un contador +1/+1 sobre el "
        "Cieno carroñero y gana 1 vida.",
        name="Cieno carroñero",
    )
    put = effects(card)[1]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "did"
    (was,) = put.condition.about
    assert isinstance(was, Action) and was.verb == Verb.BECOME and was.detail == ["is"]
    assert isinstance(was.actor, Reference) and was.actor.refers == "anaphora"
    assert verbs(card) == {"exile": 1, "put_counter": 1, "become": 1, "gain_life": 1}


def test_combat_damage_assigned_as_though_not_blocked_or_by_toughness() -> None:
    # Rhox (ODY): "You may have ~ assign its combat damage as though it weren't blocked."
    (assign,) = effects(
        parse(
            "Puedes hacer que el Rhox haga su daño de combate al jugador defensor como si no hubiera sido bloqueado.",
            name="Rhox",
        )
    )
    assert isinstance(assign, Action) and assign.verb == Verb.ASSIGN_COMBAT_DAMAGE and assign.optional
    assert "as_though:not_blocked" in assign.detail
    # Doran, the Siege Tower (LRW): "Each creature assigns combat damage equal to its toughness rather than its power."
    (doran,) = effects(parse("Cada criatura asigna daño de combate igual a su resistencia en vez de su fuerza."))
    assert isinstance(doran, Action) and doran.detail == ["equal_to:toughness", "rather_than:power"]


def test_as_though_untapped_or_not_a_wall() -> None:
    # Masako the Humorless (BOK): "Tapped creatures you control can block as though they were untapped."
    (block,) = effects(parse("Las criaturas giradas que controlas pueden bloquear como si estuvieran enderezadas."))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and "as_though:untapped" in block.detail
    # Mistform Ultimus (LGN), printed "~ can attack as though it weren't a Wall" (the card is every creature type)
    (attack,) = effects(
        parse("El Últimus nebuliforme puede atacar como si no fuera un Muro.", name="Últimus nebuliforme")
    )
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and "as_though:no_defender" in attack.detail


def test_more_than_one_spell_each_turn() -> None:
    # Rule of Law (USG): "Each player can't cast more than one spell each turn."
    (cast,) = effects(parse("Ningún jugador puede jugar más de un hechizo cada turno."))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    (spells,) = cast.objects
    assert isinstance(spells, ObjectPhrase) and spells.qualifiers == ["each_turn"]
    # Hedonist's Trove (EMN): "You can't cast more than one spell this way each turn."
    (trove,) = effects(parse("No puedes lanzar más de un hechizo de esta manera cada turno."))
    assert isinstance(trove, Action) and isinstance(trove.objects[0], ObjectPhrase)
    assert trove.objects[0].qualifiers == ["this_way", "each_turn"]


def test_extra_turns_and_a_coin_flipped() -> None:
    # Time Stretch (ODY): "Target player takes two extra turns after this one."
    (turns,) = effects(parse("El jugador objetivo toma dos turnos extra después de éste."))
    assert isinstance(turns, Action) and turns.verb == Verb.TAKE_TURN
    # Time Sieve (ARB): "{T}, Sacrifice five artifacts: Take an extra turn after this one."
    assert verbs(parse("{T}, sacrificar cinco artefactos: Toma un turno extra después de éste.")) == {
        "take_extra_turn": 1
    }
    # Frenetic Sliver (PLC), its quoted ability: "If this permanent is on the battlefield, flip a coin."
    card = parse("Si esta criatura está en juego, lanza una moneda.")
    assert verbs(card)["flip"] == 1


def test_the_top_card_of_a_library() -> None:
    # Neurok Familiar (MRD): "reveal the top card of your library"
    (reveal,) = effects(parse("Muestra la carta superior de tu biblioteca."))
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.zone_from == "library"
    (top,) = reveal.objects
    assert isinstance(top, ObjectPhrase) and (top.determiner, top.zone) == ("top", "library")
    # Bloodcurdler (ODY): "At the beginning of your upkeep, mill a card."
    card = parse(
        "Al comienzo de tu mantenimiento, pon la carta de la parte superior de tu biblioteca en tu cementerio."
    )
    assert verbs(card) == {"mill": 1}


def test_counters_removed_this_way_and_none_had() -> None:
    # Fountain of Cho (MMQ), in the modern sample: "Add {W} for each storage counter removed this way."
    (add,) = effects(parse("añade {B} a tu reserva de maná por cada contador de almacén quitado de esta manera."))
    assert isinstance(add, Action) and isinstance(add.per, ObjectPhrase)
    assert add.per.qualifiers == ["storage", "remove_this_way"]
    # Vish Kal, Blood Arbiter (C14): "target creature gets -1/-1 until end of turn for each +1/+1 counter removed this
    # way"
    card = parse(
        "La criatura objetivo obtiene -1/-1 hasta el final del turno por cada contador +1/+1 removido de esta manera."
    )
    (pt,) = effects(card)
    assert isinstance(pt, Action) and isinstance(pt.per, ObjectPhrase)
    assert pt.per.qualifiers == ["+1/+1", "remove_this_way"]
    # Deadly Grub (PLC): "When ~ dies, if it had no time counters on it, create …"
    card = parse(
        "Cuando el Gusano mortal vaya a un cementerio desde el juego, si no tenía contadores de tiempo sobre él, pon "
        "en juego una ficha de criatura Insecto verde 6/1.",
        name="Gusano mortal",
    )
    (cond,) = [n for n in effects(card) if isinstance(n, EffectCondition)]
    assert cond.test == "had:counter:time:no"


def test_for_each_point_of_damage_prevented_this_way() -> None:
    # Chant of Vitu-Ghazi (RAV): "You gain 1 life for each 1 damage prevented this way."
    (gain,) = effects(parse("Ganas 1 vida por cada punto de daño prevenido de esta manera."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE
    assert isinstance(gain.per, ObjectPhrase) and (gain.per.count, gain.per.qualifiers) == ("1", ["prevent_this_way"])
    # Brace for Impact (DIS): "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
    (put,) = effects(
        parse("Por cada punto de daño prevenido de esta manera, pon un contador +1/+1 sobre esa criatura.")
    )
    assert isinstance(put, Action) and isinstance(put.condition, EffectCondition)
    assert put.condition.test == "for_each"


def test_also_before_or_after_the_verb() -> None:
    # Kytheon's Tactics (ORI): "those creatures also gain vigilance until end of turn"
    card = parse(
        "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, esas criaturas también ganan la "
        "habilidad de vigilancia hasta el final del turno."
    )
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and "also" in gain.detail
    # Dark Dabbling (ORI): "also regenerate each other creature you control"
    card = parse(
        "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, regenera también cada una de las "
        "otras criaturas que controlas."
    )
    (regen,) = effects(card)
    assert isinstance(regen, Action) and regen.verb == Verb.REGENERATE and "also" in regen.detail


def test_the_accented_demonstrative_is_the_one_named_before() -> None:
    # Echoing Ruin (DST): "Destroy target artifact and all other artifacts with the same name as that
    # artifact."
    (destroy,) = effects(
        parse("Destruye el artefacto objetivo y todos los otros artefactos con el mismo nombre que ése.")
    )
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and len(destroy.objects) == 2


def test_each_one_after_the_verb_and_those_before_a_noun() -> None:
    # Jace, Memory Adept (M12): "Any number of target players each draw twenty cards."
    card = parse("Cualquier cantidad de jugadores objetivo roban cada uno veinte cartas.")
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "20"
    # Skull Rend (RTR): "Those players each discard two cards at random."
    (discard,) = effects(parse("Esos jugadores descartan cada uno dos cartas al azar."))
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, Reference) and discard.actor.refers == "anaphora"
    # Urge to Feed (WWK): "put a +1/+1 counter on each of those Vampires"
    (put,) = effects(parse("Si lo haces, pon un contador +1/+1 sobre cada uno de esos Vampiros."))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    (vampires,) = put.objects
    assert isinstance(vampires, ObjectPhrase) and vampires.determiner == "each" and vampires.subtypes == ["Vampiro"]


def test_flash_said_as_a_sentence_is_the_keyword() -> None:
    # Scale of Chiss-Goria (MRD), whose Oracle text prints "Flash" (rule 702.8a)
    card = mtglinks.parse(
        "Puedes jugar la Escama de Chiss-Goria en cualquier momento en que pudieras jugar un instantáneo.",
        lang="es",
        name="Escama de Chiss-Goria",
    )
    (ability,) = card.iter_abilities()
    assert ability.kind == "keyword" and [k.canonical for k in ability.keywords] == ["flash"]
    assert not effects(card)


def test_each_become_and_transforms() -> None:
    # Fendeep Summoner (MOR): "Up to two target Swamps each become 3/5 Treefolk Warrior creatures …"
    card = parse(
        "{T}: Hasta dos pantanos objetivo se convierten cada uno en una criatura Guerrero Pueblo-arbóreo 3/5 además de "
        "sus otros tipos hasta el final del turno."
    )
    assert verbs(card) == {"become": 1}
    # Neglected Heirloom (SOI): "When equipped creature transforms, transform Neglected Heirloom."
    card = parse(
        "Cuando la criatura equipada se transforma, la Herencia rechazada se transforma.", name="Herencia rechazada"
    )
    assert verbs(card) == {"transform": 2}
