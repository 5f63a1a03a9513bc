"""A counter printed with no count ("жетон +1/+1") is one counter: its detail is English's "counter:+1/+1" for "a +1/+1
counter", with no trailing colon."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action


def test_a_counter_with_no_count_reads_as_one() -> None:
    # Ajani Goldmane: "−1: Put a +1/+1 counter on each creature you control."
    russian = mtglinks.parse(
        "-1: Положите жетон +1/+1 на каждое существо под вашим контролем.", lang="ru", name="Златогривый Аджани"
    )
    english = mtglinks.parse("−1: Put a +1/+1 counter on each creature you control.", name="Ajani Goldmane")
    (put,) = [node for node in card_effects(russian) if isinstance(node, Action)]
    (oracle,) = [node for node in card_effects(english) if isinstance(node, Action)]
    assert put.verb == oracle.verb == Verb.PUT_COUNTER
    assert put.detail == oracle.detail == ["counter:+1/+1"]


def test_another_counter_reads_as_one() -> None:
    # Chlorophant: "At the beginning of your upkeep, you may put another +1/+1 counter on ~."
    card = mtglinks.parse(
        "At the beginning of your upkeep, you may put another +1/+1 counter on Chlorophant.", name="Chlorophant"
    )
    (put,) = [node for node in card_effects(card) if isinstance(node, Action)]
    assert put.detail == ["counter:+1/+1"]
