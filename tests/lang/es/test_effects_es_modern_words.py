"""Current Spanish card text (the modern sample's templates) read into the effect tree: keyword counters, "de tu
control", "con valor de maná de", a condition in the past tense ("si lanzaste un hechizo …", "si lo jugaste de tu
mano", read as cast like the English Oracle text), "una tierra adicional"."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_keyword_counters() -> None:
    # Hexavus, Aboroth (modern sample): "Put a flying counter on another target creature", "a -1/-1 counter on ~"
    (put,) = effects(parse("Pon un contador de volar sobre otra criatura objetivo."))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counter:flying"]
    assert put.objects[0].to_dict()["types"] == ["creature"]
    (put,) = effects(parse("Pon un contador de -1/-1 en ~."))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counter:-1/-1"]


def test_you_control_and_mana_value() -> None:
    # Soulshriek, Megaflora Jungle (modern sample)
    (pump,) = effects(parse("La criatura objetivo de tu control obtiene +2/+0 hasta el final del turno."))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.determiner, pump.actor.controller) == ("target", "you")
    (pump,) = effects(parse("Cada criatura con valor de maná de 2 o menos obtiene +2/+2."))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert pump.actor.qualifiers == ["mana_value:2:or_less"]


def test_a_condition_in_the_past_tense() -> None:
    # H.E.R.B.I.E. (modern sample); Coal Stoker (TSP): "if you cast it from your hand"
    card = parse("Activa esta habilidad solo si lanzaste un hechizo que no sea de criatura este turno.")
    (activate,) = effects(card)
    assert isinstance(activate, Action) and activate.condition is not None
    (cast,) = activate.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert cast.objects[0].to_dict()["not_types"] == ["creature"]
    card = parse(
        "Cuando el Atizador de carbón entre en juego, si lo jugaste de tu mano, agrega {R}{R}{R} a tu reserva de maná.",
        name="Atizador de carbón",
    )
    assert verbs(card) == {"enter": 1, "cast": 1, "add_mana": 1}
    condition = effects(card)[1]
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    (cast,) = condition.about
    assert isinstance(cast, Action) and (cast.verb, cast.zone_from) == (Verb.CAST, "hand")


def test_an_additional_land() -> None:
    # Scale the Heights (modern sample): "You may play an additional land this turn"
    (play,) = effects(parse("Puedes jugar una tierra adicional este turno."))
    assert isinstance(play, Action) and play.verb == Verb.PLAY and play.optional
    assert play.objects[0].to_dict()["qualifiers"] == ["additional"]


def test_comparisons_and_sums() -> None:
    # Battlefront Krushok (FRF): "can't be blocked by more than one creature"; Phthisis (TSP): "its power plus its
    # toughness"; "con fuerza menor o igual a 2" (the English "with power 2 or less")
    (block,) = effects(parse("~ no puede ser bloqueado por más de una criatura."))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.negated
    # "más de una": more than one, the bound kept as in English ("more_than", 1)
    assert block.objects[0].to_dict()["determiner"] == "more_than" and block.objects[0].to_dict()["count"] == "1"
    (lose,) = effects(parse("Su controlador pierde una cantidad de vida igual a su fuerza más su resistencia."))
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power:plus:toughness")
    (destroy,) = effects(parse("Destruye la criatura objetivo con fuerza menor o igual a 2."))
    assert isinstance(destroy, Action) and destroy.objects[0].to_dict()["qualifiers"] == ["power:2:at_most"]


def test_a_guess_is_not_scry() -> None:
    # Liar's Pendulum (MRD): "That player guesses whether …" is not scry
    card = parse("Ese jugador adivina si el coste de maná convertido de esa carta es mayor que 4.")
    assert not verbs(card) and all(node.kind == "untyped" for node in effects(card))
    assert verbs(parse("Adivina 2.")) == {"scry": 1}


def test_chosen_from_among_them_and_put_under_your_control() -> None:
    # "tú eliges de ahí una carta que no sea tierra" (the English "you choose a nonland card from it"); the
    # controller before the object: "Pon en el campo de batalla bajo tu control la carta de criatura objetivo …"
    card = parse("El oponente objetivo muestra su mano y tú eliges de ahí una carta que no sea tierra.")
    reveal, choice = effects(card)
    assert isinstance(reveal, Action) and (reveal.verb, reveal.zone_from) == (Verb.REVEAL, "hand")
    assert choice.to_dict()["what"] == "object" and choice.to_dict()["chooser"]["who"] == "you"
    assert choice.to_dict()["objects"][0]["not_types"] == ["land"]
    card = parse("Pon en el campo de batalla bajo tu control la carta de criatura objetivo de un cementerio.")
    (put,) = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT and "under_your_control" in put.detail
    assert (put.zone_from, put.zone_to) == ("graveyard", "battlefield")


def test_tapped_for_mana_and_a_mana_value_of_something_sacrificed() -> None:
    # Dictate of Karametra (JOU): "un jugador gire una tierra para obtener maná" (the English "taps a land for
    # mana"); "del artefacto sacrificado" is "de el artefacto sacrificado" written as one word
    card = parse("Siempre que un jugador gire una tierra para obtener maná, ganas 1 vida.")
    event, gain = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == Verb.TAP
    assert event.actions[0].objects[0].to_dict()["qualifiers"] == ["for_mana"]
    card = parse(
        "~ hace daño a la criatura o jugador objetivo igual al coste de maná convertido del artefacto sacrificado."
    )
    (damage,) = effects(card)
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "mana_value")
    (activate,) = effects(parse("Activa esta habilidad sólo cuando puedas lanzar un conjuro."))
    assert isinstance(activate, Action) and activate.detail == ["only:sorcery"]


def test_a_levelers_levels() -> None:
    # Beastbreaker of Bala Ged (ROE): "NIVEL 1-3" / "NIVEL 4+", the English "LEVEL 1-3" / "LEVEL 4+"
    card = parse(
        "Subir de nivel {2}{G}.\nNIVEL 1-3\n4/4\nNIVEL 4+\n6/6\nArrolla.",
        name="Rompebestias de Bala Ged",
    )
    tests = [n.test for n in effects(card) if isinstance(n, EffectCondition)]
    assert tests == ["level:1-3", "level:4+"]
