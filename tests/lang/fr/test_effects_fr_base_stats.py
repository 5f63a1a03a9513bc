"""French "avec une force et une endurance de base de 3/3" and "ce même nombre de" (`lang/fr/effect_base_stats.py`),
each read as the English Oracle's wording. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, ObjectPhrase, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_search_for_that_many_land_cards_scapeshift() -> None:
    # Changelieu (Scapeshift): "Search your library for up to that many land cards, put them onto the battlefield
    # tapped, …"
    text = "Cherchez dans votre bibliothèque ce même nombre de cartes de terrain et mettez-les en jeu engagées."
    search, put = effects(parse("Changelieu", text))
    assert isinstance(search, Action) and search.verb == "search"
    (lands,) = search.objects
    assert isinstance(lands, ObjectPhrase) and lands.determiner == "that_many" and lands.types == ["card", "land"]
    assert isinstance(put, Action) and put.verb == "put"


def test_becomes_an_elephant_with_base_power_and_toughness() -> None:
    # Don d'ivoire (Gift of Tusks): "… becomes a green Elephant with base power and toughness 3/3."
    text = "La créature ciblée devient un éléphant vert avec une force et une endurance de base de 3/3."
    nodes = effects(parse("Don d'ivoire", text))
    assert not [e for e in nodes if isinstance(e, Untyped)]
    (become,) = nodes
    assert isinstance(become, Action) and become.verb == "become"
    (elephant,) = become.objects
    assert isinstance(elephant, ObjectPhrase) and elephant.subtypes == ["Éléphant"]
    assert any(q.startswith("base_power_toughness:3/3") for q in elephant.qualifiers)
