"""English words of the sentence shapes of the effect grammar that are not a clause: the "+" of a
leveler's level ("LEVEL 4+"), a row of a table a card sets out ("10—19 | …", "8+ | Flying"),
and more phrases of the verb side's terminals (passives, past tenses, conditions read whole).

`effects.py` adds each table to the terminal of the same name in `WORDS`, as it does `effect_clauses.py`'s.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

SENTENCE_WORDS: dict[str, dict[str, str]] = {
    # "LEVEL 4+": a leveler's level (rule 711), "level" being the counters' kind; "+" after a number is "or more"
    "OR_MORE": {"+": "or_more"},
    # "10—19 | Tap all creatures your opponents control.": a row of a die's table, or a station threshold
    "BAR": {"|": "row"},
    # passives: "its activated abilities can't be activated", "an ability of equipped creature is activated"
    "V_OBJ": {"activated": str(Verb.ACTIVATE), "prevented": str(Verb.PREVENT)},
    "EVENT_VERB": {
        "is activated": str(Verb.ACTIVATE),
        # what an object is or becomes the target of, its objects after: "~ can't be the target of white spells or
        # abilities from white sources.", "Whenever a creature you control becomes the target of an instant or sorcery
        # spell, …" (longer phrases of the table keep their own readings)
        **{
            f"{verb} the {noun} of": str(Verb.BECOME_TARGET)
            for verb in ("be", "becomes", "become")
            for noun in ("target", "targets")
        },
    },
    # a state or an event of the past: "if it had counters on it", "if you had a land enter the battlefield …"
    "HAD": {"had": "had"},
    # what an object or a player has, as a relative clause: "a creature spell that has an Adventure", "for each
    # opponent who has more cards in hand than you" (one word, so that the clause's end is seen: "that has" can never
    # be the start of "that has target creature deal …")
    "THAT_HAS": {f"{that} {has}": "have" for that in ("that", "who") for has in ("has", "have")},
    "UNDER_YOUR_CONTROL": {"under their control": "their"},
    # negations of the past and of "is": "if you didn't play a land this turn", "~ isn't a creature", "if tribute
    # wasn't paid"
    "CANT": {"didn't": "didnt", "did not": "didnt"},
    "ISNT": {"isn't": "is_not", "aren't": "is_not", "is not": "is_not"},
    "PAID": {
        "wasn't kicked": "not_kicked",
        "wasn't bargained": "not_bargained",
        "wasn't cast": "not_cast",
        "wasn't foretold": "not_foretold",
        "the gift wasn't promised": "not_gift",
        "tribute was paid": "tribute",
        "tribute wasn't paid": "not_tribute",
        "its prowl cost was paid": "prowl",
        "its surge cost was paid": "surge",
        "~'s freerunning cost was paid": "freerunning",
        "~'s additional cost was paid": "additional",
    },
    # counters taken off as an event: "Whenever a time counter is removed from ~ while it's exiled, …"
    "REMOVED_FROM": {"is removed from": "removed_from", "are removed from": "removed_from"},
    # "When you next cast an instant or sorcery spell this turn, …": the first such event from now
    "NEXT": {"next": "next"},
    # damage as what is dealt or prevented: "If damage would be dealt to ~, prevent that damage.", "Prevent all
    # combat damage that would be dealt to and dealt by that creature this turn.", "Damage can't be prevented."
    "DEALT": {"be dealt": "dealt"},
    "WOULD_BE_DEALT": {"that would be dealt to and dealt by": "dealt_to_and_by"},
    # mana spent on a purpose: "Mana of any type can be spent to cast that spell.", "This mana can't be spent to
    # cast nonartifact spells."
    "BE_SPENT": {"be spent to": "to"},
    # "for the first time each turn": which of the subject's events of the turn triggers
    "FIRST_TIME": {
        "for the first time each turn": "first_each_turn",
        "for the first time this turn": "first_this_turn",
        "for the first time during each of their turns": "first_each_of_their_turns",
        "for the first time during each of your turns": "first_each_of_your_turns",
    },
    "DURATION": {"for the rest of the game": "rest_of_game"},
    # "Those creatures fight each other.": the subject's objects fight one another
    "EACH_OTHER": {"fight each other": str(Verb.FIGHT), "fights each other": str(Verb.FIGHT)},
    # a count compared between players: "if an opponent controls more lands than you"
    "MORE": {"more": "more", "fewer": "fewer"},
    "THAN": {"than": "than"},
    # mana spent to cast a spell, counted: "equal to the amount of mana spent to cast it", "for each color of mana
    # spent to cast it"; damage dealt, as what was done to an object: "a creature dealt damage this way"
    "QUANTITY": {
        **{
            f"the amount of mana spent to cast {spell}": "mana_spent_to_cast"
            for spell in ("it", "~", "this spell", "that spell", "this creature")
        },
        # the life gained or lost, as a number: "where X is the amount of life you gained" (in the event that
        # triggered), "the amount of life you've lost this turn"
        **{
            f"the amount of life {who}{verb}{change}{when}": f"life_{change}{when.replace(' ', '_')}"
            for who, verb in (("you", " "), ("you", "'ve "), ("they", " "), ("they", "'ve "), ("that player", " "))
            for change in ("gained", "lost")
            for when in ("", " this turn")
        },
        # a player's life total as a number set or compared: "Each player's life total becomes 10." (not "target
        # player's", which "Double target player's life total" reads as an object)
        **{
            f"{who}'s life total": f"life_total:{who.replace(' ', '_')}"
            for who in ("each player", "each opponent", "that player")
        },
    },
    "OBJ_PHRASE": {
        f"color of mana spent to cast {spell}": "color:of_mana_spent_to_cast"
        for spell in ("it", "~", "this spell", "that spell", "this creature")
    },
    "PARTICIPLE": {"dealt damage": "dealt_damage"},
    # the state a subject is in as its event happens: "~ attacks while saddled"
    "WHILE_STATE": {"while saddled": "saddled", "while tapped": "tapped", "while untapped": "untapped"},
    # what "is"/"becomes" adds to an object's types or colours, keeping the others
    "QUALIFIER": {
        "in addition to their other types": "in_addition",
        "in addition to its other land types": "in_addition",
        "in addition to their other land types": "in_addition",
        "in addition to their other creature types": "in_addition",
        "in addition to their other colors and types": "in_addition",
        "in addition to its other colors": "in_addition_colors",
        "in addition to their other colors": "in_addition_colors",
    },
    # a scale the lexicon reads whole: "you gain 2 life for each time it was kicked" (the number of times, 702.33)
    "FOR_EACH_TIMES": {f"for each time {it} was kicked": "times_kicked" for it in ("it", "~", "this spell")},
    # the ability named before, had or gained: "~ gains that ability until end of turn" (whole, so that "have that
    # opponent gain control of ~" keeps its reading)
    "GAIN_THAT_ABILITY": {f"{verb} that ability": "that_ability" for verb in ("gain", "gains", "has", "have")},
    # put as a passive or a participle, with no object between: "was put into your graveyard", "creatures put into
    # graveyards this way"
    "PUT_TO": {"put into": "into", "put onto": "onto"},
    # the top card of a library revealed for as long as the permanent is there: "Play with the top card of your library
    # revealed." (rule 401.5: revealed to all players)
    "FIXED_CLAUSE": {
        "play with the top card of your library revealed": "reveal:top_of_library:yours",
        "players play with the top card of their libraries revealed": "reveal:top_of_library:each_player",
        "each player plays with the top card of their library revealed": "reveal:top_of_library:each_player",
        # a player's hand revealed for as long as the permanent is there
        "your opponents play with their hands revealed": "reveal:hand:opponents",
        "players play with their hands revealed": "reveal:hand:each_player",
    },
    # the abilities of a keyword, as a noun: "Equip abilities you activate cost {1} less to activate." (the singular,
    # "with a cycling ability", stays the keyword and its noun: `with:a:cycling:ability`)
    "NOUN": {
        f"{keyword} abilities": f"{keyword}_ability"
        for keyword in ("equip", "cycling", "ninjutsu", "boast", "exhaust", "morph", "landcycling", "channel")
    },
    # both modes of a modal spell chosen: "If you control a commander as you cast ~, you may choose both instead."
    "CHOOSE_BOTH": {"choose both": "both"},
}
