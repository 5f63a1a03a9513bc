"""English words the lexicon lacked in 2026 Oracle sentences (issue #22, the nineteenth round's list), on real card
text (2026 Oracle wording of the cards named): a lure whose blockers are named, what an Equipment can be attached to,
the modal "could", ante, a Room's doors locked or unlocked, a player's guess (grammar/effects-en/5-lex-words.lark,
effects/lex_word_shapes.py, lang/en/effect_words_lex_words.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, PlayerPhrase


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _untyped(text: str, name: str = "Foo") -> bool:
    card = mtglinks.parse(text, name=name)
    return any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_lure_with_its_blockers_named() -> None:
    # Marble Priest
    _, found = read(
        "All Walls able to block this creature do so.\n"
        "Prevent all combat damage that would be dealt to this creature by Walls.",
        name="Marble Priest",
    )
    lure = _actions(found)[0]
    assert lure.verb == Verb.BLOCK and lure.detail == ["all_able"]
    assert isinstance(lure.actor, ObjectPhrase) and lure.actor.subtypes == ["Wall"] and lure.actor.determiner == "all"
    assert [o.refers for o in lure.objects] == ["self"]  # type: ignore[attr-defined]
    # You Look Upon the Tarrasque: the blockers by their controller, a duration
    _, (lure,) = read("All creatures your opponents control able to block that creature this turn do so.")
    assert isinstance(lure, Action) and isinstance(lure.actor, ObjectPhrase) and lure.actor.controller == "opponent"
    assert lure.duration is not None and lure.duration.until == "this_turn"


def test_attached_only_to() -> None:
    # Konda's Banner
    _, found = read(
        "Konda's Banner can be attached only to a legendary creature.\n"
        "Creatures that share a color with equipped creature get +1/+1.",
        name="Konda's Banner",
    )
    attach = _actions(found)[0]
    assert attach.verb == Verb.ATTACH and attach.detail == ["passive", "only", "can"]
    (creature,) = attach.objects
    assert isinstance(creature, ObjectPhrase) and creature.supertypes == ["legendary"]


def test_could_as_can() -> None:
    # Obsidian Charmaw
    _, found = read(
        "This spell costs {1} less to cast for each land your opponents control that could produce {C}.\nFlying",
        name="Obsidian Charmaw",
    )
    cost = _actions(found)[0]
    assert isinstance(cost.per, ObjectPhrase) and cost.per.types == ["land"]
    (produce,) = cost.per.relative
    assert isinstance(produce, Action) and produce.verb == Verb.ADD_MANA and produce.detail == ["mana:{C}", "could"]


def test_ante() -> None:
    # Contract from Below
    _, found = read(
        "Remove this card from your deck before playing if you're not playing for ante.\n"
        "Discard your hand, ante the top card of your library, then draw seven cards.",
        name="Contract from Below",
    )
    assert [a.verb for a in _actions(found)][1:] == [Verb.DISCARD, Verb.ANTE, Verb.DRAW]
    ante = _actions(found)[2]
    assert ante.zone_from == "library"
    # Demonic Attorney
    _, (ante,) = read("Each player antes the top card of their library.", name="Demonic Attorney")
    assert isinstance(ante, Action) and ante.verb == Verb.ANTE
    assert isinstance(ante.actor, PlayerPhrase) and ante.actor.who == "each_player"


def test_doors_locked_and_unlocked() -> None:
    # Keys to the House
    _, (lock, _) = read(
        "{3}, {T}, Sacrifice this artifact: Lock or unlock a door of target Room you control. Activate only as a "
        "sorcery.",
        name="Keys to the House",
    )
    assert isinstance(lock, Action) and lock.verb == Verb.LOCK
    assert [a.verb for a in lock.alternatives] == [Verb.UNLOCK]  # type: ignore[attr-defined]
    # Ghostly Keybearer: the Room kept beside its door
    _, found = read(
        "Whenever this creature deals combat damage to a player, unlock a locked door of up to one target Room you "
        "control.",
        name="Ghostly Keybearer",
    )
    (unlock,) = [a for a in _actions(found) if a.verb == Verb.UNLOCK]
    (door,) = unlock.objects
    assert isinstance(door, ObjectPhrase) and door.types == ["locked_door"] and door.qualifiers == ["of:Room"]
    (room,) = door.related
    assert isinstance(room, ObjectPhrase) and room.determiner == "up_to" and room.controller == "you"


def test_guess_an_object() -> None:
    # My First Tome (its other sentences, "Say the flavor text on a card in your hand." and "If you do and they guessed
    # wrong, …", are not read yet: left out)
    _, (guess,) = read("Target opponent guesses that card's name.", name="My First Tome")
    assert isinstance(guess, Action) and guess.verb == Verb.GUESS
    assert isinstance(guess.actor, PlayerPhrase) and guess.actor.who == "target_opponent"
    # a guess of what names no object stays unread
    assert _untyped("Then, that player guesses which creature it is.")


def test_topmost_card_in_a_library() -> None:
    # Dalkovan Outrider
    _, found = read(
        "Mobilize 2\nWhenever you sacrifice a permanent, the topmost creature card in your library perpetually gets "
        "+1/+1.",
        name="Dalkovan Outrider",
    )
    (grow,) = [a for a in _actions(found) if a.verb == Verb.MODIFY_PT]
    assert isinstance(grow.actor, ObjectPhrase) and grow.actor.determiner == "top"
    assert grow.actor.types == ["creature", "card"] and grow.actor.zone == "library"


def test_perpetually_is_not_shared_with_the_clause_before() -> None:
    # Thorna and Twigtooth: only the card in the library perpetually gets +X/+X, not the life gained
    _, found = read(
        "Each opponent loses X life, you gain X life, and the topmost creature card in your library perpetually gets "
        "+X/+X, where X is the number of counters removed this way.",
        name="Thorna and Twigtooth",
    )
    lose, gain, grow = _actions(found)
    assert gain.verb == Verb.GAIN_LIFE and gain.duration is None and lose.duration is None
    assert grow.duration is not None and grow.duration.until == "perpetually"


def test_more_counter_kinds() -> None:
    # Trap Digger, The Knight of Weeks, Moth Herb Elixir
    _, found = read("{2}{W}, {T}: Put a trap counter on target land you control.", name="Trap Digger")
    assert _actions(found)[0].detail == ["counter:trap"]
    _, found = read("Put a day counter on ~.")
    assert _actions(found)[0].detail == ["counter:day"]
    _, found = read("Put an acquired taste counter on ~.")
    assert _actions(found)[0].detail == ["counter:acquired_taste"]


def test_the_same_way() -> None:
    # Balance (its first sentence, the lands chosen, is not read yet: left out)
    _, found = read("Players discard cards and sacrifice creatures the same way.", name="Balance")
    sacrifice = _actions(found)[-1]
    assert sacrifice.verb == Verb.SACRIFICE and sacrifice.detail == ["same_way"]


def test_votes_received() -> None:
    # Mob Verdict (its first sentence, the secret council's vote, is not read yet: left out)
    _, (damage, draw) = read(
        "For each vote an opponent received, Mob Verdict deals 2 damage to that player and each creature that player "
        "controls. For each vote you received, draw a card.",
        name="Mob Verdict",
    )
    assert isinstance(damage, Action) and damage.condition is not None
    assert damage.condition.test == "for_each:votes_received:an_opponent"
    assert isinstance(draw, Action) and draw.condition is not None
    assert draw.condition.test == "for_each:votes_received:you"


def test_claim_the_prize_and_answers() -> None:
    # Trivia Contest's last sentence of its visit
    _, (claim,) = read("If you do, claim the prize!", name="Trivia Contest")
    assert isinstance(claim, Action) and claim.verb == Verb.CLAIM_PRIZE
    assert claim.condition is not None and claim.condition.test == "you_do"
    # Bag Check's second sentence
    _, (draw, _) = read("If they say yes, draw a card, then discard a card.", name="Bag Check")
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "said_yes"


def test_planeswalk_away_from_here_and_permanently() -> None:
    # Sky Deck
    _, found = read(
        "When you planeswalk away from here, destroy all permanents with glass counters on them.", name="Sky Deck"
    )
    assert [a.verb for a in _actions(found)] == [Verb.DESTROY]
    # Prismatic Dragon
    _, found = read("{2}: Prismatic Dragon becomes a random color permanently.", name="Prismatic Dragon")
    (become,) = _actions(found)
    assert become.duration is not None and become.duration.until == "permanently"
    # "permanently" after a zone is not read ("Remove … from your deck permanently")
    assert _untyped("Remove up to three cards in your hand or graveyard from your deck permanently.")


def test_blockers_beyond_the_first() -> None:
    # Johtull Wurm
    _, found = read(
        "Whenever this creature becomes blocked, it gets -2/-1 until end of turn for each creature blocking it beyond "
        "the first.",
        name="Johtull Wurm",
    )
    (shrink,) = [a for a in _actions(found) if a.verb == Verb.MODIFY_PT]
    assert isinstance(shrink.per, ObjectPhrase) and shrink.per.qualifiers == ["blocking_it", "beyond_first"]


def test_phased_out_this_way() -> None:
    _, (counter,) = read("Put a time counter on ~ for each creature that phased out this way.")
    assert isinstance(counter, Action) and isinstance(counter.per, ObjectPhrase)
    (phased,) = counter.per.relative
    assert isinstance(phased, Action) and phased.verb == Verb.PHASE_OUT


def test_subtypes_heroes_and_blinkmoth() -> None:
    # Cid, Timeless Artificer: "Heroes" is the subtype Hero
    _, (grow,) = read("Artifact creatures and Heroes you control get +1/+1 for each Artificer you control.")
    assert isinstance(grow, Action)
    assert [o.subtypes for o in grow.other_actors] == [["Hero"]]  # type: ignore[attr-defined]
    # Inkmoth Nexus
    _, found = read(
        "{1}: This land becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. "
        "It's still a land.",
        name="Inkmoth Nexus",
    )
    become = _actions(found)[0]
    (what,) = become.objects
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Phyrexian", "Blinkmoth"]


def test_named_spellbooks() -> None:
    _, (conjure,) = read("Conjure a card of your choice from the Planets Spellbook onto the battlefield.")
    assert isinstance(conjure, Action) and conjure.verb == Verb.CONJURE
    assert conjure.zone_from == "spellbook" and conjure.zone_to == "battlefield"
    _, (conjure,) = read("Conjure a card of your choice from the Three Pigs spellbook onto the battlefield.")
    assert isinstance(conjure, Action) and conjure.zone_from == "spellbook"


def test_guess_whether() -> None:
    # Master of Predicaments
    _, (guess,) = read("That player guesses whether the card's mana value is greater than 4.")
    assert isinstance(guess, Action) and guess.verb == Verb.GUESS and guess.detail == ["whether"]
    assert isinstance(guess.actor, PlayerPhrase) and guess.actor.who == "that_player"
    (proposition,) = guess.objects
    assert proposition.kind == EffectKind.CONDITION and proposition.test == "compare:mana_value:greater:4"  # type: ignore[attr-defined]
    # Liar's Pendulum
    _, (guess,) = read("Target opponent guesses whether a card with that name is in your hand.", name="Liar's Pendulum")
    assert isinstance(guess, Action) and guess.objects[0].test == "is:hand"  # type: ignore[attr-defined]


def test_not_before_a_qualifier() -> None:
    # Guess Who it Is!'s last sentence
    _, (shuffle,) = read("Then shuffle each card not put onto the battlefield this way into its owner's library.")
    assert isinstance(shuffle, Action)
    (cards,) = shuffle.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["not:put_onto_battlefield_this_way"]


def test_excess_noncombat_damage() -> None:
    # Fall of Cair Andros (its reminder text left out)
    _, found = read(
        "Whenever a creature an opponent controls is dealt excess noncombat damage, amass Orcs X, where X is that "
        "excess damage.",
        name="Fall of Cair Andros",
    )
    (amass,) = [a for a in _actions(found) if a.verb == Verb.AMASS]
    assert amass.amount == "excess_damage"
    # Toralf, God of Fury: "the excess" as an amount
    _, (damage,) = read("~ deals damage equal to the excess to any target other than that permanent.")
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "excess_damage"


def _printed(text: str, name: str) -> list[object]:
    card = mtglinks.parse(text, name=name)
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert all(n.kind != EffectKind.UNTYPED for n in found), [n.to_dict() for n in found]
    return list(found)


def test_older_printed_wordings() -> None:
    # Barl's Cage (printed, The Dark): "as normal during" the untap step
    found = _printed(
        "{3}: Target creature does not untap as normal during its controller's next untap phase.", "Barl's Cage"
    )
    (untap,) = _actions(found)
    assert untap.verb == Verb.UNTAP and untap.negated
    assert untap.condition is not None and untap.condition.test == "during:controller_next:untap_step"


def test_when_said_first() -> None:
    # Serum Powder
    _, found = read(
        "Any time you could mulligan and Serum Powder is in your hand, you may exile all the cards from your hand, "
        "then draw that many cards.",
        name="Serum Powder",
    )
    exile = _actions(found)[0]
    assert exile.verb == Verb.EXILE and exile.optional
    assert exile.condition is not None and exile.condition.test == "could_mulligan:self_in_hand"
    # Panglacial Wurm
    _, (cast,) = read("While you're searching your library, you may cast this card from your library.")
    assert isinstance(cast, Action) and cast.condition is not None
    assert cast.condition.test == "while:searching_your_library"


def test_phases_and_timings() -> None:
    # Relentless Assault's kin: "after this one"
    _, (extra,) = read("There is an additional combat phase after this one.")
    assert isinstance(extra, Action) and extra.verb == Verb.ADD_PHASE and "after:this_phase" in extra.detail
    # "Activate only before combat."
    _, (_, only) = read("{T}: Add {R}. Activate only before combat.")
    assert isinstance(only, Action) and only.condition is not None and only.condition.test == "only_before:combat"
    # Wall of Distortion (printed): the timing whole, not a spell cast
    found = _printed(
        "{2}{B}, {T}: Target player discards a card from his or her hand. Play this ability only if you could play a "
        "sorcery.",
        "Wall of Distortion",
    )
    assert [(a.verb, a.detail) for a in _actions(found)][1] == (Verb.ACTIVATE, ["only:sorcery"])


def test_older_printed_coin_flip() -> None:
    # Aleatory (printed, Mirage): read as its Oracle text reads ("Flip a coin. If you win the flip, …")
    found = _printed(
        "Flip a coin; target opponent calls heads or tails while coin is in the air. If the flip ends up in your "
        "favor, target creature gets +1/+1 until end of turn.",
        "Aleatory",
    )
    flip, grow = _actions(found)
    assert flip.verb == Verb.FLIP
    (call,) = [n for n in found if isinstance(n, Choice)]
    assert call.what == "heads_or_tails" and isinstance(call.chooser, PlayerPhrase)
    assert call.chooser.who == "target_opponent"
    assert grow.condition is not None and grow.condition.test == "did"
    (won,) = grow.condition.about
    assert isinstance(won, Action) and won.verb == Verb.WIN_FLIP
    assert isinstance(won.actor, PlayerPhrase) and won.actor.who == "you"
    # a semicolon still joins other clauses (Boros Charm's modes, "Flip a coin; draw a card.")
    _, (flip, draw) = read("Flip a coin; draw a card.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    # Bottle of Suleiman (printed): the flip lost
    found = _printed(
        "If the flip ends up in opponent's favor, Bottle of Suleiman deals 5 damage to you.", "Bottle of Suleiman"
    )
    (damage,) = _actions(found)
    assert damage.condition is not None and [a.verb for a in damage.condition.about] == [Verb.LOSE_FLIP]  # type: ignore[attr-defined]
