"""More shapes of counts and states (grammar/effects.lark block "counts and states, more",
effects/count_state_shapes.py, words in lang/en/effect_count_words.py) on real Oracle text: a creature by the source
that dealt it damage, mana symbols in the mana costs of objects named, a keyword's cost set to "the card's mana
cost", one counter of a few chosen."""

from __future__ import annotations

from helpers import original, walk
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, TriggerEvent


def test_a_creature_dealt_damage_by_the_enchanted_creature() -> None:
    # Vampiric Embrace: the creature that dies is one the enchanted creature dealt damage to this turn
    text = (
        "Enchant creature\nEnchanted creature gets +2/+2 and has flying.\nWhenever a creature dealt damage by enchanted"
        " creature this turn dies, put a +1/+1 counter on that creature."
    )
    _, found = read(text, "Vampiric Embrace")
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == Verb.DIE
    dies = event.actions[0]
    assert isinstance(dies.actor, ObjectPhrase)
    assert dies.actor.qualifiers == ["dealt_damage_by_attached_this_turn"]


def test_a_permanent_dealt_damage_by_this_spell() -> None:
    # Torch the Tower: the replacement is about permanents this spell dealt damage to
    card, found = read(
        "If a permanent dealt damage by Torch the Tower would die this turn, exile it instead.", "Torch the Tower"
    )
    quality = [n.qualifiers for node in found for n in walk(node) if isinstance(n, ObjectPhrase) and n.qualifiers]
    assert ["dealt_damage_by_self"] in quality


def test_mana_symbols_in_the_mana_costs_of_permanents() -> None:
    # Primalcrux: the green symbols counted are those in the costs of permanents you control
    text = (
        "Trample\nChroma — This creature's power and toughness are each equal to the number of green mana symbols in"
        " the mana costs of permanents you control."
    )
    card, found = read(text, "Primalcrux")
    symbols = next(n for node in found for n in walk(node) if isinstance(n, ObjectPhrase) and "mana_symbol" in n.types)
    assert symbols.colors == ["green"] and symbols.qualifiers == ["in_mana_cost"]
    (whose,) = symbols.related
    assert isinstance(whose, ObjectPhrase) and whose.types == ["permanent"] and whose.controller == "you"
    assert original(card, whose) == "permanents you control"


def test_a_keyword_cost_equal_to_the_cards_mana_cost() -> None:
    # Otaria: the flashback it grants costs the card's own mana cost
    text = (
        "Instant and sorcery cards in graveyards have flashback. The flashback cost is equal to the card's mana cost."
    )
    _, found = read(text, "Otaria")
    cost = found[-1]
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert cost.detail == ["keyword:flashback", "set:mana_cost"]


def test_one_of_two_counters_chosen_as_it_enters() -> None:
    # Wingfold Pteron
    text = "This creature enters with your choice of a flying counter or a hexproof counter on it."
    _, found = read(text, "Wingfold Pteron")
    (enter,) = found
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["choice_of:you", "counter:flying", "counter:hexproof"]


def test_one_of_three_counters_put_on_a_token() -> None:
    # Vivien, Monsters' Advocate's +1
    text = (
        "[+1]: Create a 3/3 green Beast creature token. Put your choice of a vigilance counter, a reach counter, or a"
        " trample counter on it."
    )
    _, found = read(text, "Vivien, Monsters' Advocate")
    put = found[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["choice_of:you", "counter:vigilance", "counter:reach", "counter:trample"]


def test_counters_on_one_object_and_others_on_another() -> None:
    # Stand Together: two puts, each target with its own two counters
    card, found = read(
        "Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature.", "Stand Together"
    )
    first, second = found
    assert isinstance(first, Action) and isinstance(second, Action)
    assert first.verb == second.verb == Verb.PUT_COUNTER
    assert first.detail == second.detail == ["counter:+1/+1:2"]
    assert original(card, first) == "Put two +1/+1 counters on target creature"
    (other,) = second.objects
    assert isinstance(other, ObjectPhrase) and original(card, other) == "another target creature"


def test_two_counters_on_each_of_two_objects() -> None:
    # Arwen, Mortal Queen: the creature and Arwen each get a +1/+1 and a lifelink counter
    text = (
        "{1}, Remove an indestructible counter from Arwen: Another target creature gains indestructible until end of"
        " turn. Put a +1/+1 counter and a lifelink counter on that creature and a +1/+1 counter and a lifelink counter"
        " on Arwen."
    )
    _, found = read(text, "Arwen, Mortal Queen")
    puts = [n for n in found if isinstance(n, Action) and n.verb == Verb.PUT_COUNTER]
    assert [p.detail for p in puts] == [["counter:+1/+1", "counter:lifelink"]] * 2
    assert [type(p.objects[0]).__name__ for p in puts] == ["Reference", "Reference"]


def test_one_or_more_colors_is_colored() -> None:
    # Reach of Shadows: as "that's colored" reads
    _, found = read("Destroy target creature that's one or more colors.", "Reach of Shadows")
    (destroy,) = found
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["is:colored"]
    _, same = read("Destroy target creature that's colored.")
    (colored,) = same[0].objects  # type: ignore[attr-defined]
    assert (colored.types, colored.qualifiers) == (target.types, target.qualifiers)


def test_the_other_creature_of_a_block() -> None:
    # Venom: the creature it blocks or is blocked by
    text = (
        "Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the"
        " other creature at end of combat."
    )
    card, found = read(text, "Venom")
    destroy = next(n for node in found for n in walk(node) if isinstance(n, Action) and n.verb == Verb.DESTROY)
    (other,) = destroy.objects
    assert original(card, other) == "the other creature"


def test_the_top_creature_card_of_a_graveyard() -> None:
    # Shallow Grave: the topmost creature card, as "the top card of your graveyard" reads
    text = (
        "Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of"
        " turn. Exile it at the beginning of the next end step."
    )
    card, found = read(text, "Shallow Grave")
    back = found[0]
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    (top,) = back.objects
    assert isinstance(top, ObjectPhrase)
    assert (top.determiner, top.types, top.zone) == ("top", ["creature", "card"], "graveyard")
    assert original(card, top) == "the top creature card of your graveyard"
