"""Words of English card text the effect lexicon lacked, read in the phrases that give them their meaning (the sprint
lane en-tail-c), on real card text (2026 Oracle wording), each checked for what it means in the tree."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, TriggerEvent


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
