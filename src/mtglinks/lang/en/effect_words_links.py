"""English phrases of the effect grammar's terminals that sentences referring to a linked ability's half need
(rule 607): a cost paid asked with "it's", … Read as `effect_more_words.py`'s are: `effects.py` adds each table
to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

LINK_PHRASES: dict[str, dict[str, str]] = {
    # whether an additional cost was paid, asked with "it's": "This spell costs {2} less to cast if it's bargained."
    # (rule 702.166: bargain's cost; the condition refers to it, 607.2i)
    "PAID": {
        "it's bargained": "bargained",
        # "if it wasn't put onto the battlefield with this ability" (Kodama of the East Tree): what the ability did
        # not put there, as "if it wasn't cast" asks
        "wasn't put onto the battlefield with this ability": "not:put_onto_battlefield_with_self",
    },
    # what cards exiled as a cost share: "exile five instant and/or sorcery cards you own with the same artist and
    # different names from outside the game" (the exiled cards an ability of the card refers to, 607.2q)
    "SAME": {"the same artist": "artist"},
    "AND_QUALITY": {"and different names": "different:name"},
    # a number each of the objects has: "Return up to two target creature cards each with mana value 2 or less from your
    # graveyard to the battlefield." (as "cards with mana value 2 or less" reads)
    "WITH_STAT": {"each with mana value": "mana_value"},
    # the card a static ability reveals as it is drawn, whose triggers refer to it as "revealed this way" (607.2h):
    # "Reveal the first card you draw each turn.", "Reveal the first card you draw on each of your turns.", "You may
    # reveal the first card you draw each turn as you draw it."
    "OBJ_PHRASE": {
        "the first card you draw each turn": "card:first_drawn_each_turn",
        "the first card you draw each turn as you draw it": "card:first_drawn_each_turn",
        "the first card you draw on each of your turns": "card:first_drawn_your_turn",
        "the first card you draw": "card:first_drawn",
    },
    # draft-matters cards (rule 607.2n): what is exiled before the game begins, and the cards so exiled: "Before you
    # shuffle your deck to start the game, you may reveal this card from your deck and exile a creature card you
    # drafted that isn't in your deck.", "Create a token that's a copy of a card you exiled with cards named ~."
    "BEFORE_GAME": {"before you shuffle your deck to start the game": "before_game"},
    "ZONE": {
        "your deck": "library",
        # old printed: "If the named card is in the player's hand, counter target spell." (Denied!: the player named
        # before, as "that player's hand" reads)
        "the player's hand": "hand",
        # "… otherwise it is put into the graveyard." (Petra Sphinx: its owner's, the only one it may go to)
        "the graveyard": "graveyard",
    },  # the library to be, and in old printed text the library ("Search your deck …")
    # the game restarted, the cards exiled with the object left in exile (Karn Liberated): "Restart the game, leaving in
    # exile all non-Aura permanent cards exiled with ~." (grammar/effects/6-restart-game.lark)
    "RESTART": {"restart the game": "restart_game"},
    "LEAVING_IN_EXILE": {"leaving in exile": "leaving_in_exile"},
    "LINK_POST": {
        "you exiled with cards named ~": "exiled_with_named",
        "you drafted that isn't in your deck": "drafted:not_in_deck",
        "you drafted that aren't in your deck": "drafted:not_in_deck",
    },
    # the zone a card would have gone to, when the cost paid sends it elsewhere: "If this spell was bargained, you may
    # put one of those cards … onto the battlefield instead of putting it into your hand."
    # a life total that can't change (rule 119.10: the player can't gain or lose life), told of a gift promised: "If the
    # gift was promised, …, and until your next turn, your life total can't change and you gain protection from
    # everything." (607.2i's referring half is the condition; the sentence must be read whole for the query to see it)
    "LIFE_FIXED": {"your life total can't change": "you"},
    # old printed wording of the battlefield, of objects a linked ability refers to: "If the kicker cost was paid, untap
    # all Forests put into play this way." (as "put onto the battlefield this way" reads)
    # and of what one ability put onto the battlefield (607.2c): "destroy all tokens put into play with Saproling
    # Burst", Ordinary Pony's "… target non-Horse creature you control that wasn't put onto the battlefield with this
    # ability this turn, then return it to the battlefield …" (a permanent the ability did not return yet)
    "QUALIFIER": {
        # what was sacrificed as the object entered (607.2g): "Wood Elemental's power and toughness are each equal to
        # the number of Forests sacrificed as it entered."
        "sacrificed as it entered": "sacrificed_as_entered",
        "sacrificed as ~ entered": "sacrificed_as_entered",
        "sacrificed as it entered the battlefield": "sacrificed_as_entered",
        "sacrificed as ~ entered the battlefield": "sacrificed_as_entered",
        "put into play this way": "put_onto_battlefield_this_way",
        "put into play with ~": "put_onto_battlefield_with_self",
        "put onto the battlefield with this ability": "put_onto_battlefield_with_self",
        "that wasn't put onto the battlefield with this ability this turn": (
            "not:put_onto_battlefield_with_self:this_turn"
        ),
    },
    # one object named before by either of its types, whose number an effect reads: "If you paid the kicker cost, ~
    # deals damage equal to that artifact or enchantment's converted mana cost to target creature." (the oracle's "that
    # permanent"; "that creature or planeswalker" likewise is one object, not a second one of the other type)
    "REF": {
        **{
            f"that {first} or {second}": "anaphora"
            for first in ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
            for second in ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
            if first != second
        },
        # the Dragon card revealed or the Dragon chosen as the spell was cast (Dragon's Fire)
        "that card or creature": "anaphora",
        # the card in a graveyard an Aura enchants, which its trigger puts onto the battlefield (607.2c: "enchant
        # creature put onto the battlefield with this Aura"): "Return enchanted creature card to the battlefield under
        # your control and attach this Aura to it." (Animate Dead), "Put enchanted creature card onto the battlefield
        # tapped under your control …" (Dance of the Dead)
        "enchanted creature card": "attached",
    },
    # old printed: Walls couldn't attack (the rule before the keyword defender), so "may attack as though it weren't a
    # Wall" is the oracle's "can attack as though it didn't have defender": "If you paid the kicker cost, Prison
    # Barricade comes into play with a +1/+1 counter on it and may attack as though it weren't a Wall."
    "AS_THOUGH": {"as though it weren't a wall": "no_defender"},
    "INSTEAD_OF": {
        "instead of putting it into your hand": "hand",
        "instead of putting them into your hand": "hand",
    },
    # the life paid as the object entered (607.2g), the older wording "entered the battlefield": "Minion of the Wastes's
    # power and toughness are each equal to the life paid as it entered the battlefield."
    "QUANTITY": {
        "the life paid as it entered the battlefield": "life_paid_as_entered",
        "the life paid as ~ entered the battlefield": "life_paid_as_entered",
        # the oldest printed wording: "… equal to the amount of life paid at the time Phyrexian Processor came into
        # play."
        "the amount of life paid at the time ~ came into play": "life_paid_as_entered",
        "the amount of life paid at the time it came into play": "life_paid_as_entered",
    },
    # the oldest printed wording of "is" for the characteristics of an object (an imperative: how to read the object):
    # "Treat this token as a black creature with power and toughness each equal to …" (Phyrexian Processor)
    "TREAT": {"treat": "treat"},
    # what the creature devoured as it entered (607.2g): "This creature has flying and trample if it devoured a
    # creature."
    # old printed "put in" a zone: "If it matches the named card, the card is put in the player's hand; …"
    "PUT_TO": {"put in": "into"},
    # old printed: a card that has the name of the card named ("If it matches the named card, …")
    "MATCH": {"matches": "match", "match": "match"},
    # how many copies of a card a zone holds: "If that library contains exactly the chosen number of the named card, …"
    "CONTAIN": {"contains": "contain", "contain": "contain"},
    # a card shown absent from the hand just revealed (Un-card): "Defending player may reveal his or her hand and show
    # you that the named card isn't there."
    "SHOW_THAT": {"show you that": "show"},
    "NOT_THERE": {"isn't there": "not_there"},
    # old printed: "If not, remove that card from the game and continue revealing the top card of your library and
    # removing it from the game until the named card appears." (Demonic Consultation, Ice Age: the other branch, a
    # reveal and an exile done again until the card is revealed)
    "OTHERWISE": {"if not": "otherwise"},
    "V_OBJ": {"continue revealing": "reveal"},
    "REMOVE": {"removing": "remove_counter"},
    "APPEARS": {"appears": "reveal"},
    # a word said aloud (Un-cards), what a static ability lets players do, whose trigger refers to it "this way"
    # (607.2h): "… any other player may say "sorry" as the spell is being cast. When another player says "sorry" this
    # way, …"
    "SAY": {"says": "say", "say": "say"},
    # how many times an optional additional cost was paid (607.2i): "For each additional {1}{R} you paid, destroy
    # another target artifact." (Primitive Justice), old printed "… for each {1}{R} you pay in addition to the casting
    # cost."
    "EACH_ADDITIONAL": {"for each additional": "additional"},
    "PAID_IN_ADDITION": {"you pay in addition to the casting cost": "additional"},
    "FIXED_COND": {
        "it devoured a creature": "devoured",
        "~ devoured a creature": "devoured",
        # whether the optional additional cost a spell states was paid (607.2i), asked in words of its own: the cost
        # itself ("If this spell's additional cost was paid, …") and the Dragons of Tarkir cycle's reveal or control
        # ("If evidence was collected" and "If a Dragon was beheld" are read elsewhere, as what was done)
        **dict.fromkeys(
            (
                "this spell's additional cost was paid",
                "its additional cost was paid",
                "~'s additional cost was paid",
                *(
                    f"you revealed a dragon card or {did} a dragon as you cast {what}"
                    for did in ("controlled", "chose")
                    for what in ("this spell", "~")
                ),
            ),
            "paid:additional",
        ),
    },
    # a rule of the effect before it, under a test of the optional additional cost paid (607.2i): "Prevent all combat
    # damage that would be dealt this turn. If this spell's additional cost was paid, this effect doesn't affect combat
    # damage that would be dealt by red creatures." (Undergrowth: the damage it does not prevent)
    "FIXED_CLAUSE": {
        "this effect doesn't affect combat damage that would be dealt by red creatures": (
            "prevent:not_dealt_by_red_creatures"
        )
    },
}

# The phrases of notes and of what refers to the value noted (rule 607.2e), joined to the tables above.
_NOTE_PHRASES: dict[str, dict[str, str]] = {
    # draft-matters cards: what is noted as the card is drafted, and the value noted referred to by the cards named so:
    # "Reveal this card as you draft it and note how many cards you've drafted this draft round, including this card."
    # … "equal to the highest number you noted for cards named ~", "a name you noted for cards named ~"
    "INCLUDING": {"including ~": "self"},
    "QUANTITY": {
        "the highest number you noted for cards named ~": "noted:highest_number:for_named_self",
        # the number noted referred to (Bell Borca, Sigarda's Splendor, the boons of Dragonborn Immolator)
        "the greatest number noted for it this turn": "noted:greatest_number:this_turn",
        "the last noted life total for ~": "noted:last:life_total",
        "the noted number": "noted:number",
    },
    "QUALIFIER": {
        "you noted for cards named ~": "noted:for_named_self",
        "noted as you drafted cards named ~": "noted:as_drafted:named_self",
    },
    # what is noted (607.2e): "note the player who passed it to you" (Cogwork Tracker), "Note the mana value of each
    # card as it's put into exile." (Bell Borca), "note the most prevalent creature type in an opponent's library"
    # (Favored Enemy), "note the type and amount of mana spent to pay this activation cost" (Ice Cauldron)
    "NOTED": {
        "the player who passed it to you": "player_passing",
        "the mana value of each card as it's put into exile": "mana_value",
        "the most prevalent creature type in an opponent's library": "creature_type",
        "the type and amount of mana spent to pay this activation cost": "mana_spent",
        "the type of mana spent to pay this activation cost": "mana_spent",
        # a value noted once each: "Note a creature type that hasn't been noted for this Saga." (Long List of the Ents)
        "a creature type that hasn't been noted for ~": "creature_type:not:noted",
        # "one of its abilities" (The Whiteboarder: "note its power, toughness, or one of its abilities"), "If you
        # rolled any other total, note that total." (Spark Fiend), "note that excess damage" (Molten Impact)
        "one of its abilities": "ability",
        "that total": "total",
        "that excess damage": "excess_damage",
        "a word with six to eight letters": "word",  # Hangman: "As ~ enters, secretly note a word with six to eight …"
    },
    # the dice of Spark Fiend, the total noted and the total rolled then: "If you rolled any other total, note that
    # total.", "If you roll the noted total, don't roll dice for ~ during any of your following upkeeps."; the excess
    # damage a spell dealt, noted (Molten Impact: "If excess damage was dealt this way, note that excess damage, …")
    "FIXED_COND": {
        "you rolled any other total": "rolled:other_total",
        "you roll the noted total": "rolled:noted:total",
        "you roll any other total": "rolled:other_total",  # printed: "If you roll any other total, note it."
        "excess damage was dealt this way": "dealt_excess",
        "they guess wrong": "guessed_wrong",  # Hangman: "If they guess wrong, put a +1/+1 counter on ~."
        "he or she guesses wrong": "guessed_wrong",  # printed Hangman
    },
    # what a token created later has of what was noted (The Whiteboarder): "It has noted power and toughness and up to
    # two noted abilities."; what the dice of Spark Fiend stop
    "FIXED_CLAUSE": {
        "it has noted power and toughness and up to two noted abilities": (
            "gain_ability:noted:power_toughness_abilities"
        ),
        "don't roll dice for ~ during any of your following upkeeps": "roll:not_dice_following_upkeeps",
        "do not roll dice for ~ during any of your following upkeep phases": "roll:not_dice_following_upkeeps",
        # the word noted, guessed (Hangman): "Target player who doesn't control ~ guesses the noted word or an unguessed
        # letter in that word."
        "target player who doesn't control ~ guesses the noted word or an unguessed letter in that word": (
            "guess:noted:word_or_letter"
        ),
    },
    # the word noted, guessed as an event (Hangman): "When a player guesses the noted word or all of its letters, …"
    "GAME_EVENT": {"a player guesses the noted word or all of its letters": "guessed:noted:word"},
    # a note made secretly (Hangman): "secretly note a word with six to eight letters"
    "NOTE": {"secretly note": "note"},
    # the one-time boon a spell gives, the source of its damage (Molten Impact: "… then you get a one-time boon with
    # "When you cast an instant or sorcery spell, this boon deals damage equal to the noted number to target …"")
    "OBJ_PHRASE": {"this boon": "boon:this"},
    # the counters noted as the card was exiled, back on it (old printed Oubliette: "Note the number and kind of
    # counters that were on that creature." … "return the removed card to play … tapped with the noted number and kind
    # of counters on it")
    "WITH_NOTED": {"with the noted number and kind of counters on it": "with:noted:counters"},
    # the card whose name was noted, in the ability granted by the noting one (Magar of the Magic Strings): "you may
    # create a copy of the card with the noted name"
    "REF": {"the card with the noted name": "noted"},
    # the mana noted, added later (Ice Cauldron, Jeweled Amulet): "Add this artifact's last noted type and amount of
    # mana.", "Add one mana of this artifact's last noted type."
    "MANA": {"~'s last noted type and amount of mana": "noted:last:type_and_amount"},
    "MANA_OF": {"mana of ~'s last noted type": "noted:last:type"},
}
for _terminal, _table in _NOTE_PHRASES.items():
    LINK_PHRASES.setdefault(_terminal, {}).update(_table)
