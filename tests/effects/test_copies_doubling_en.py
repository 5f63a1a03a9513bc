"""English copies' exceptions listed, X set by a sentence of its own, tokens and counters doubled by an effect's
replacement, loyalty abilities activated twice, a keyword's cost replaced once a turn, "all but one" and the playtest
commander lines, on real card text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference


def _exceptions(action: Action) -> list[EffectCondition]:
    """The copy's exceptions, the condition `except:all` (beside "If you do", both the action's condition)."""
    condition = action.condition
    assert isinstance(condition, EffectCondition)
    if condition.test == "both":
        condition = next(c for c in condition.about if isinstance(c, EffectCondition) and c.test == "except:all")
    assert condition.test == "except:all"
    return [c for c in condition.about if isinstance(c, EffectCondition)]


def test_a_copys_name_kept_and_its_other_exceptions() -> None:
    # Lazav, the Multifarious
    card, found = read(
        "{X}: Lazav becomes a copy of target creature card in your graveyard with mana value X, except its name is"
        " Lazav, the Multifarious, it's legendary in addition to its other types, and it has this ability.",
        "Lazav, the Multifarious",
    )
    (become,) = found
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    name, legendary, has = _exceptions(become)
    assert name.test == "name_is:self" and original(card, name) == "its name is Lazav, the Multifarious"
    assert legendary.test == "is" and original(card, legendary) == "it's legendary in addition to its other types"
    assert has.test == "have" and [r.refers for r in has.about if isinstance(r, Reference)] == ["anaphora", "self"]
    # Volrath, the Shapestealer: "except it's 7/5 and it has this ability" (two exceptions joined by "and")
    card, found = read(
        "{1}: Until your next turn, Volrath becomes a copy of target creature with a counter on it, except it's 7/5"
        " and it has this ability.",
        "Volrath, the Shapestealer",
    )
    size, _ = _exceptions(found[-1])  # type: ignore[arg-type]
    assert original(card, size) == "it's 7/5"


def test_a_copys_keywords_and_this_ability() -> None:
    # Kimahri, Valiant Guardian
    card, found = read(
        "Ronso Rage — At the beginning of combat on your turn, put a +1/+1 counter on Kimahri and tap target creature"
        " an opponent controls. Then you may have Kimahri become a copy of that creature, except its name is Kimahri,"
        " Valiant Guardian and it has vigilance and this ability.",
        "Kimahri, Valiant Guardian",
    )
    become = found[-1]
    assert isinstance(become, Action)
    _, has = _exceptions(become)
    (gains,) = has.about
    assert isinstance(gains, Action) and gains.verb == Verb.GAIN_ABILITY and gains.detail == ["keyword:vigilance"]
    assert [r.refers for r in gains.objects if isinstance(r, Reference)] == ["self"]
    assert original(card, gains) == "it has vigilance and this ability"


def test_a_copys_exception_with_its_subject_left_out() -> None:
    # Gut, Brutal Fanatic: "except it's 4/4 and has menace and haste" (the second exception the copy's, unsaid)
    card, found = read(
        "When this creature specializes, create a token that's a copy of a creature card exiled with this creature,"
        " except it's 4/4 and has menace and haste. Sacrifice it at the beginning of your next end step.",
        "Gut, Brutal Fanatic",
    )
    create = next(n for n in found if isinstance(n, Action) and n.verb == Verb.CREATE)
    size, has = _exceptions(create)
    assert original(card, size) == "it's 4/4"
    (gains,) = has.about
    assert isinstance(gains, Action) and gains.detail == ["keyword:menace", "keyword:haste"] and gains.actor is None
    # Myrkul, Lord of Bones: "except it's an enchantment and loses all other card types"
    _, found = read(
        "Whenever another nontoken creature you control dies, you may exile it. If you do, create a token that's a"
        " copy of that card, except it's an enchantment and loses all other card types.",
        "Myrkul, Lord of Bones",
    )
    create = next(n for n in found if isinstance(n, Action) and n.verb == Verb.CREATE)
    _, loses = _exceptions(create)
    assert isinstance(loses.about[0], Action) and loses.about[0].detail == ["lose_all:other_card_type"]


def test_x_set_by_a_sentence_of_its_own() -> None:
    # Elite Arcanist
    card, found = read(
        "{X}, {T}: Copy the exiled card. You may cast the copy without paying its mana cost. X is the mana value of"
        " the exiled card.",
        "Elite Arcanist",
    )
    x_is = found[-1]
    assert isinstance(x_is, EffectCondition) and x_is.test == "x_is:mana_value"
    assert original(card, x_is) == "X is the mana value of the exiled card"
    assert isinstance(x_is.about[0], Reference) and x_is.about[0].refers == "exiled_with"
    # Reflecting Mirror: twice a number (its other sentences are not read yet)
    card = mtglinks.parse(
        "{X}, {T}: Change the target of target spell with a single target if that target is you. The new target must"
        " be a player. X is twice the mana value of that spell.",
        name="Reflecting Mirror",
    )
    last = card.abilities[0].effects[-1]
    assert isinstance(last, EffectCondition) and last.test == "x_is:2*mana_value"


def test_tokens_and_counters_doubled_by_an_effects_replacement() -> None:
    # Doubling Season
    card, (tokens, counters) = read(
        "If an effect would create one or more tokens under your control, it creates twice that many of those tokens"
        " instead.\nIf an effect would put one or more counters on a permanent you control, it puts twice that many"
        " of those counters on that permanent instead.",
        "Doubling Season",
    )
    assert isinstance(tokens, Action) and tokens.verb == Verb.CREATE and tokens.amount == "2*that_many"
    assert isinstance(tokens.condition, EffectCondition) and tokens.condition.test == "would"
    (made,) = tokens.condition.about
    assert isinstance(made, Action) and made.detail == ["under_your_control"]
    assert isinstance(made.actor, ObjectPhrase) and made.actor.types == ["effect"]
    assert isinstance(counters, Action) and counters.verb == Verb.PUT_COUNTER and counters.amount == "2*that_many"
    assert original(card, counters.objects[0]) == "that permanent"


def test_loyalty_abilities_twice_and_a_keyword_cost_replaced() -> None:
    # Oath of Teferi
    _, (activate,) = read(
        "You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once."
    )
    assert isinstance(activate, Action) and activate.detail == ["times:2:each_turn:rather_than_once"]
    # Bruenor Battlehammer
    _, (pay,) = read(
        "You may pay {0} rather than pay the equip cost of the first equip ability you activate each turn.",
        "Bruenor Battlehammer",
    )
    assert isinstance(pay, Action) and "rather_than:equip_cost:first_each_turn" in pay.detail


def test_all_but_one_is_a_count() -> None:
    # Temple Altisaur
    card, found = read(
        "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.",
        "Temple Altisaur",
    )
    (prevent,) = found
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert isinstance(prevent.objects[0], ObjectPhrase) and prevent.objects[0].count == "all_but:1"
    assert original(card, prevent.objects[0]) == "all but 1 of that damage"


def test_the_playtest_commander_lines_are_keywords() -> None:
    # Gather, the Townsfolk; Taught by Narset
    card = mtglinks.parse(
        "Spell commander (This card can be your commander. In Limited, it can partner like other monocolored"
        " legends.)\nCreate two 1/1 white Human creature tokens.",
        name="Gather, the Townsfolk",
    )
    assert card.abilities[0].kind == AbilityKind.KEYWORD
    card = mtglinks.parse(
        "Commander enchantment (This aura enchants a commander creature, and remains attached to the creature as it"
        " moves between any face-up zones.)\nEnchanted creature has flying and vigilance.",
        name="Taught by Serra",
    )
    assert card.abilities[0].kind == AbilityKind.KEYWORD
