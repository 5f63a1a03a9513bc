"""Words of English card text the effect lexicon lacked, read in the phrases that give them their meaning, on real
card text (2026 Oracle wording), each checked for what it means in the tree."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, Reference, TriggerEvent


def test_a_spell_card_put_elsewhere_as_it_resolves() -> None:
    # Feather, the Redeemed: the card is exiled instead of going to the graveyard as the spell resolves (rule 608.2n),
    # not when it is countered, so the detail is not the plain "instead of putting it into your graveyard"
    _, found = read(
        "Whenever you cast an instant or sorcery spell that targets a creature you control, exile that card instead of"
        " putting it into your graveyard as it resolves. If you do, return it to your hand at the beginning of the next"
        " end step.",
        "Feather, the Redeemed",
    )
    assert isinstance(found[0], TriggerEvent)
    exile = found[1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    assert exile.detail == ["instead_of:graveyard_as_it_resolves"]
    # Forger's Foundry: the same, after a mana's trigger, and optional
    _, found = read(
        "{T}: Add {U}. When you spend this mana to cast an instant or sorcery spell with mana value 3 or less, you may"
        " exile that spell instead of putting it into its owner's graveyard as it resolves.",
        "Forger's Foundry",
    )
    exile = found[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.optional
    assert "instead_of:graveyard_as_it_resolves" in exile.detail
    # the phrase without "as it resolves" keeps its reading
    _, found = read("Exile that card instead of putting it into your graveyard.")
    assert isinstance(found[0], Action) and found[0].detail == ["instead_of:graveyard"]


def test_more_kinds_of_counters() -> None:
    # Wishing Well: a coin counter put, then counted
    _, found = read(
        "{T}: Put a coin counter on this artifact. When you do, you may cast target instant or sorcery card with mana"
        " value equal to the number of coin counters on this artifact from your graveyard without paying its mana cost."
        " If that spell would be put into your graveyard, exile it instead. Activate only as a sorcery.",
        "Wishing Well",
    )
    put = found[0]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counter:coin"]
    # Midnight Clock: an hour counter, by an activated and a triggered ability
    _, found = read(
        "{T}: Add {U}.\n{2}{U}: Put an hour counter on this artifact.\n"
        "At the beginning of each upkeep, put an hour counter on this artifact.",
        "Midnight Clock",
    )
    puts = [node for node in found if isinstance(node, Action) and node.verb == Verb.PUT_COUNTER]
    assert [put.detail for put in puts] == [["counter:hour"], ["counter:hour"]]


def test_a_subtype_is_not_a_counter_kind() -> None:
    # Voldaren Estate's kin: "Blood" is the token's subtype, whatever its case
    _, found = read("Create a Blood token.")
    create = found[0]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert "counter:blood" not in create.detail


def test_a_characters_pronouns_are_anaphora() -> None:
    # Ultron, Unlimited: "he" is the creature, as "it" would be
    _, found = read("Whenever Ultron attacks, he connives.", "Ultron, Unlimited")
    connive = found[-1]
    assert isinstance(connive, Action) and connive.verb == Verb.CONNIVE
    assert isinstance(connive.actor, Reference) and connive.actor.refers == "anaphora"
    # Chandra, Fire Artisan: "she" deals the damage
    _, found = read(
        "Whenever one or more loyalty counters are removed from Chandra, she deals that much damage to target opponent"
        " or planeswalker.",
        "Chandra, Fire Artisan",
    )
    deal = found[-1]
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    assert isinstance(deal.actor, Reference) and deal.actor.refers == "anaphora"
    # Helmut Zemo, Mastermind: "his power" is read as "its power"
    _, his = read("You may cast target instant or sorcery card with mana value less than or equal to his power.")
    _, its = read("You may cast target instant or sorcery card with mana value less than or equal to its power.")
    (cast_his,), (cast_its,) = his, its
    assert isinstance(cast_his, Action) and isinstance(cast_its, Action)
    what_his, what_its = cast_his.objects[0], cast_its.objects[0]
    assert isinstance(what_his, ObjectPhrase) and isinstance(what_its, ObjectPhrase)
    assert what_his.qualifiers == what_its.qualifiers == ["mana_value:power:at_most"]


def test_creatures_that_convoked_libraries_and_the_monarch() -> None:
    # Lethal Scheme: the creatures that convoked the spell (rule 702.51) connive
    _, found = read(
        "Destroy target creature or planeswalker. Each creature that convoked this spell connives.", "Lethal Scheme"
    )
    connive = found[-1]
    assert isinstance(connive, Action) and connive.verb == Verb.CONNIVE
    assert isinstance(connive.actor, ObjectPhrase) and connive.actor.qualifiers == ["convoked_self"]
    # Leonin Arbiter: every library is the zone searched
    _, found = read("Players can't search libraries.", "Leonin Arbiter")
    search = found[0]
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.negated
    assert search.zone_from == "library"
    # Azure Fleet Admiral: the monarch as the controller of the blockers
    _, found = read("This creature can't be blocked by creatures the monarch controls.", "Azure Fleet Admiral")
    block = found[0]
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.negated
    (blockers,) = block.objects
    assert isinstance(blockers, ObjectPhrase) and blockers.controller == "monarch"


def test_protection_from_everything_damage_not_dealt_yet_players_attacked() -> None:
    # The One Ring: protection from everything is the keyword with its quality, as "protection from red" is
    _, found = read("You gain protection from everything until your next turn.", "The One Ring")
    gain = found[0]
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert gain.detail == ["keyword:protection:from:everything"]
    # Oyaminartok, Polar Werebear: hexproof while it has not dealt damage
    _, found = read("This creature has hexproof if it hasn't dealt damage yet.", "Oyaminartok, Polar Werebear")
    hexproof = found[0]
    assert isinstance(hexproof, Action) and hexproof.condition is not None
    assert hexproof.condition.test == "not_dealt_damage_yet"
    # Port Razer: the players it attacked this turn
    _, found = read("This creature can't attack a player it has already attacked this turn.", "Port Razer")
    attack = found[0]
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated
    (player,) = attack.objects
    assert isinstance(player, ObjectPhrase) and player.qualifiers == ["attacked_by_it_this_turn"]


def test_an_action_done_again() -> None:
    # Jadelight Ranger: the second explore is one explore, done again (not "an additional time")
    _, found = read("When this creature enters, it explores, then it explores again.", "Jadelight Ranger")
    first, second = found[-2:]
    assert isinstance(first, Action) and isinstance(second, Action)
    assert first.verb == second.verb == Verb.EXPLORE
    assert first.detail == [] and second.detail == ["times:again"]
