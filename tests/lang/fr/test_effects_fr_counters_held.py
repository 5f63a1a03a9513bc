"""French counters: a quoted counter name is the counter's kind (`lang/fr/effect_quoted_counters.py`), "sur lui" may
come before the counters, and the counters an object holds may be said with a relative clause ("qu'il a sur lui",
`lang/fr/effect_counters_held.py`), each read as the English Oracle's wording. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, TriggerEvent, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_the_myojin_enters_with_and_keeps_a_divinity_counter_on_it() -> None:
    # Myojin du Feu purificateur (Myojin of Cleansing Fire): "… enters the battlefield with a divinity counter on it if
    # you cast it from your hand. … has indestructible as long as it has a divinity counter on it."
    name = "Myojin du Feu purificateur"
    text = (
        "Le Myojin du Feu purificateur arrive en jeu avec sur lui un marqueur « divinité » si vous l'avez joué depuis "
        "votre main.\nLe Myojin du Feu purificateur est indestructible tant qu'il a sur lui un marqueur « divinité »."
    )
    enter, indestructible = effects(parse(name, text))
    assert isinstance(enter, Action) and enter.verb == "enter" and "counter:divinity" in enter.detail
    assert isinstance(indestructible, Action) and isinstance(indestructible.condition, EffectCondition)
    assert indestructible.condition.test == "as_long_as:have:counter:divinity"


def test_a_quoted_counter_name_is_its_kind_as_the_english_names_it() -> None:
    # Écumeur d'éclairs (Lightning Reaver): "Whenever Lightning Reaver deals combat damage to a player, put a charge
    # counter on it."; Chronozoaire's reminder: "retirez-lui un marqueur « temps »" (a time counter)
    text = (
        "À chaque fois que l'Écumeur d'éclairs inflige des blessures de combat à un joueur, placez un marqueur "
        "« charge » sur lui."
    )
    (put,) = [e for e in effects(parse("Écumeur d'éclairs", text)) if isinstance(e, Action)]
    assert put.verb == "put_counter" and put.detail == ["counter:charge"]
    # a name the table lacks keeps no kind (it is not taken for another one)
    text = "Placez un marqueur « zorglub » sur l'Écumeur d'éclairs."
    (put,) = [e for e in effects(parse("Écumeur d'éclairs", text)) if isinstance(e, Action)]
    assert put.detail == ["counter:"]


def test_a_time_counter_removed_is_an_event_of_its_kind() -> None:
    # the older French "retiré de" event: "Quand un marqueur « temps » est retiré de ~" (a time counter)
    text = "Quand un marqueur « temps » est retiré du Chronozoaire, piochez une carte."
    event = next(e for e in effects(parse("Chronozoaire", text)) if isinstance(e, TriggerEvent))
    assert event.actions[0].detail == ["counter:time"]  # type: ignore[union-attr]


def test_the_number_of_charge_counters_it_has_on_it_lightning_reaver() -> None:
    # Écumeur d'éclairs (Lightning Reaver): "… deals damage equal to the number of charge counters on it to each
    # opponent."
    text = (
        "À la fin de votre tour, l'Écumeur d'éclairs inflige à chaque adversaire un nombre de blessures égal au nombre "
        "de marqueurs « charge » qu'il a sur lui."
    )
    nodes = effects(parse("Écumeur d'éclairs", text))
    assert not [e for e in nodes if isinstance(e, Untyped)]
    (damage,) = [e for e in nodes if isinstance(e, Action)]
    assert damage.verb == "deal_damage"
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["counter"]
    assert damage.per.qualifiers == ["charge"]


def test_the_number_of_plus_one_counters_it_has_on_it_daru_stinger() -> None:
    # Piqueur daru (Daru Stinger): "{T}: Daru Stinger deals damage equal to the number of +1/+1 counters on it to
    # target attacking or blocking creature."
    text = (
        "{T} : Le Piqueur daru inflige à la créature attaquante ou bloqueuse ciblée un nombre de blessures égal au "
        "nombre de marqueurs +1/+1 qu'il a sur lui."
    )
    (damage,) = effects(parse("Piqueur daru", text))
    assert isinstance(damage, Action) and isinstance(damage.per, ObjectPhrase)
    assert damage.per.qualifiers == ["+1/+1"]


def test_what_it_has_is_not_read_as_counters_held_away_from_counters() -> None:
    # "qu'il a sur lui" is read after counters only: after a card it stays unread
    text = "Renvoyez dans votre main la carte qu'il a sur lui."
    assert [e for e in effects(parse("x", text)) if isinstance(e, Untyped)]
