"""The English words of the effect grammar (grammar/effects.lark), as data.

`WORDS` maps each terminal of the grammar to the phrases that are it, each with its value (a `Verb`,
a `Zone`, a canonical type word, …). The lexer (`mtglinks.effects.lexer`) reads the longest phrase at
each word, so "until end of turn" is one DURATION and "you control" one CONTROLLER. Another language
supplies its own table of the same terminals; the grammar stays as it is.
"""

from __future__ import annotations

from importlib import resources

from mtglinks.kinds import Zone
from mtglinks.lang.en.effect_clauses import CLAUSE_WORDS
from mtglinks.lang.en.effect_count_words import COUNT_STATE_WORDS
from mtglinks.lang.en.effect_more_words import MORE_PHRASES
from mtglinks.lang.en.effect_nouns import MORE_NOUNS, MORE_QUANTITIES, MORE_STATUS, controlling_players, owned_zones
from mtglinks.lang.en.effect_phrases import AFTER as AFTER
from mtglinks.lang.en.effect_phrases import CHOICES as CHOICES
from mtglinks.lang.en.effect_phrases import MORE_WORDS as MORE_WORDS
from mtglinks.lang.en.effect_phrases import phases
from mtglinks.lang.en.effect_sentences import SENTENCE_WORDS
from mtglinks.lang.en.effect_series_words import SERIES_AFTER, SERIES_WORDS
from mtglinks.lang.en.effect_verbs import VERB_WORDS
from mtglinks.lang.en.effect_word_blocks import WORD_BLOCKS
from mtglinks.lang.en.effect_word_merge import add_words
from mtglinks.lang.en.effect_words import EXTRA_WORDS
from mtglinks.lang.en.effect_words_links import LINK_PHRASES
from mtglinks.lang.en.effect_words_nodes import NODES_WORDS
from mtglinks.lang.en.effect_words_planes_dice import CHOICES_AFTER_CHOOSE, PLANES_DICE_WORDS
from mtglinks.lang.en.effect_words_printed import PRINTED_AFTER, PRINTED_WORDS
from mtglinks.lang.en.effect_words_tail import TAIL_AFTER, TAIL_WORDS

_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "kindred")

_NOUNS = {"permanent": "permanent", "spell": "spell", "token": "token", "card": "card", "source": "source"}

WORDS: dict[str, dict[str, str]] = VERB_WORDS | {
    "QUANTITY": {
        "its power": "power",
        "its toughness": "toughness",
        "its mana value": "mana_value",
        "~'s power": "power",
        "~'s toughness": "toughness",
        "that creature's power": "power",
        "that creature's toughness": "toughness",
        "that card's mana value": "mana_value",
        "the sacrificed creature's power": "power",
        "your life total": "life_total",
        "the damage dealt this way": "damage_this_way",
        "the life lost this way": "life_lost_this_way",
        "the sacrificed creature's toughness": "toughness",
        "the sacrificed creature's mana value": "mana_value",
        "that spell's mana value": "mana_value",
        "that creature's mana value": "mana_value",
        "the amount of life you gained this turn": "life_gained_this_turn",
        "the damage prevented this way": "damage_prevented_this_way",
        "the result": "result",
        "your devotion to white": "devotion",
        "your devotion to blue": "devotion",
        "your devotion to black": "devotion",
        "your devotion to red": "devotion",
        "your devotion to green": "devotion",
        "the number of cards in your hand": "hand_size",
        "the number of cards in their hand": "hand_size",
    },
    "NUMBER_OF": {
        "the number of": "number_of",
        "the total number of": "number_of",
        "the greatest power among": "greatest_power",
        "the greatest toughness among": "greatest_toughness",
        "the greatest mana value among": "greatest_mana_value",
        "the total power of": "total_power",
        "the total toughness of": "total_toughness",
        "the total mana value of": "total_mana_value",
        "the highest mana value among": "greatest_mana_value",
        "the highest power among": "greatest_power",
        "the greatest number of": "greatest_number",
    },
    "WHERE_X": {"where x is": "x"},
    "OR_MORE": {"or more": "or_more", "or fewer": "or_fewer"},
    "AS_LONG_AS": {"as long as": "as_long_as", "for as long as": "as_long_as"},
    "UNLESS": {"unless": "unless"},
    "ADDITIONAL_COST": {
        "as an additional cost to cast ~": "spell",
        "as an additional cost to cast this spell": "spell",
    },
    "WOULD": {"would": "would"},
    "INSTEAD": {"instead": "instead"},
    "COPY_OF": {"that's a copy of": "copy", "that are copies of": "copy"},
    "AT_RANDOM": {"at random": "random", "in a random order": "random_order", "in any order": "any_order"},
    "OF_CHOICE": {
        "of their choice": "their",
        "of your choice": "yours",
        "of an opponent's choice": "opponent",
        "of its controller's choice": "controller",
    },
    "ACTIVATE_ONLY_IF": {"activate only if": "if", "activate only during your turn and only if": "your_turn_if"},
    "THE_NEXT": {"the next": "next"},
    "AS": {"as": "as"},
    "THE_TOP": {"the top": "top", "the bottom": "bottom"},
    "THAT_MANY": {"that many": "that_many"},
    "WITHOUT": {"without": "without"},
    "WITH_STAT": {
        "with power": "power",
        "with toughness": "toughness",
        "with mana value": "mana_value",
        "with total power": "total_power",
        "with power and toughness each": "power_toughness",  # "… each equal to its mana value"
        "with base power and toughness each": "base_power_toughness",
    },
    "TAPPED": {
        "tapped": "tapped",
        "transformed": "transformed",
        "face down": "face_down",
        "tapped and attacking": "tapped_attacking",
    },
    "BY": {"by": "by", "except by": "except_by"},
    "WOULD_BE_DEALT": {"that would be dealt": "dealt", "that would be dealt to": "dealt_to"},
    "THAT_TARGETS": {"that targets": "targets", "that target": "targets"},
    "WITHOUT_PAYING": {
        "without paying its mana cost": "free",
        "without paying their mana costs": "free",
        "without paying its mana costs": "free",
    },
    "OTHERWISE": {"otherwise": "otherwise"},
    "YOU_DO": {"you do": "you_do"},
    "PLAYER": {
        "you": "you",
        "each player": "each_player",
        "each opponent": "each_opponent",
        "target player": "target_player",
        "target opponent": "target_opponent",
        "an opponent": "an_opponent",
        "that player": "that_player",
        "its controller": "its_controller",
        "its owner": "its_owner",
        "they": "they",
        "he or she": "they",
        "defending player": "defending_player",
        "your opponents": "your_opponents",
        "each of your opponents": "each_opponent",
        "that creature's controller": "its_controller",
        "that permanent's controller": "its_controller",
        "that spell's controller": "its_controller",
        "its controller's": "its_controller",
    },
    "REF": {
        "it": "anaphora",
        "itself": "anaphora",
        "themselves": "anaphora",
        "him": "anaphora",
        "her": "anaphora",
        "them": "anaphora",
        "that creature": "anaphora",
        "that card": "anaphora",
        "that permanent": "anaphora",
        "that spell": "anaphora",
        "that token": "anaphora",
        "those cards": "anaphora",
        "those creatures": "anaphora",
        "those permanents": "anaphora",
        "those tokens": "anaphora",
        "the copy": "anaphora",
        "the token": "anaphora",
        "the duplicate": "anaphora",  # what "conjure a duplicate of …" made
        "the duplicates": "anaphora",
        "that duplicate": "anaphora",
        "the exiled card": "exiled_with",
        "the named card": "named_card",
        "the exiled cards": "exiled_with",
        "the chosen color": "chosen",
        "the chosen name": "chosen",
        "the chosen number": "chosen",
        "the chosen creature types": "chosen",
        "the chosen colors": "chosen",
        "the chosen creature type": "chosen",
        "the chosen type": "chosen",
        "the chosen player": "chosen",
        "the chosen card": "chosen",
        "the color of your choice": "of_choice",
        "the creature type of your choice": "of_choice",
        "the basic land type of your choice": "of_choice",
        "the card type of your choice": "of_choice",
        "the rest": "anaphora",
        "that damage": "anaphora",
        "the other": "anaphora",
        "enchanted creature": "attached",
        "equipped creature": "attached",
        "enchanted permanent": "attached",
        "enchanted land": "attached",
        "enchanted artifact": "attached",
        "fortified land": "attached",
    },
    "SELF": {"~": "self"}
    | {
        f"this {noun}": "self"
        for noun in (
            "creature",
            "permanent",
            "card",
            "spell",
            "artifact",
            "enchantment",
            "land",
            "planeswalker",
            "equipment",
            "aura",
            "vehicle",
            "ability",
            "token",
            "battle",
            "saga",
            "class",
        )
    },
    "TARGET": {"target": "target"},
    "DET_A": {"a": "a", "an": "a", "an additional": "additional", "no": "no"},
    "EACH": {"each": "each"},
    "ALL": {"all": "all", "both": "both"},
    "ANOTHER": {"another": "another"},
    "OTHER": {"other": "other"},
    "UP_TO": {"up to": "up_to"},
    "ANY_NUMBER": {"any number of": "any_number"},
    "ANY_TARGET": {"any target": "any_target", "any other target": "any_other_target"},
    "NUM": {
        "one": "1",
        "two": "2",
        "three": "3",
        "four": "4",
        "five": "5",
        "six": "6",
        "seven": "7",
        "eight": "8",
        "nine": "9",
        "ten": "10",
        "x": "X",
        "that much": "that_much",
        "zero": "0",
        "eleven": "11",
        "twelve": "12",
        "thirteen": "13",
        "fifteen": "15",
        "twenty": "20",
    },
    "TYPE": {w: w for w in _TYPES} | {w + "s": w for w in _TYPES if w not in ("sorcery",)} | {"sorceries": "sorcery"},
    "NOUN": _NOUNS
    | {"player": "player", "players": "player", "opponent": "opponent", "opponents": "opponent"}
    | {w + "s": v for w, v in _NOUNS.items()},
    "NONTYPE": {
        f"non{w}": w for w in (*_TYPES, "token", "basic", "legendary", "white", "blue", "black", "red", "green", "snow")
    },
    "SUPERTYPE": {"legendary": "legendary", "basic": "basic", "snow": "snow"},
    "COLOR": {c: c for c in ("white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored")},
    "STATUS": {
        w: w
        for w in (
            "attacking",
            "blocking",
            "untapped",
            "nontoken",
            "historic",
            "modified",
            "outlaw",
            "face-down",
            "face-up",
            "unblocked",
            "tapped and attacking",
            "attacking and/or blocking",
            "attacking or blocking",
            "enchanted",
            "equipped",
        )
    },
    "CONTROLLER": {
        "you control": "you",
        "you don't control": "not_you",
        "an opponent controls": "opponent",
        "your opponents control": "opponent",
        "target player controls": "target_player",
        "target opponent controls": "target_opponent",
        "that player controls": "that_player",
        "defending player controls": "defending_player",
        "you own": "owner_you",
        "they control": "they",
        "its controller controls": "its_controller",
        "you both own and control": "you",
    },
    "ZONE": {
        "the battlefield": str(Zone.BATTLEFIELD),
        "your graveyard": str(Zone.GRAVEYARD),
        "a graveyard": str(Zone.GRAVEYARD),
        "their graveyard": str(Zone.GRAVEYARD),
        "its owner's graveyard": str(Zone.GRAVEYARD),
        "their owners' graveyards": str(Zone.GRAVEYARD),
        "that player's graveyard": str(Zone.GRAVEYARD),
        "target player's graveyard": str(Zone.GRAVEYARD),
        "an opponent's graveyard": str(Zone.GRAVEYARD),
        "your hand": str(Zone.HAND),
        "his or her hand": str(Zone.HAND),
        "his or her graveyard": str(Zone.GRAVEYARD),
        "his or her library": str(Zone.LIBRARY),
        "the top of his or her library": str(Zone.LIBRARY),
        "play": str(Zone.BATTLEFIELD),
        "the game": str(Zone.EXILE),
        "their hand": str(Zone.HAND),
        "its owner's hand": str(Zone.HAND),
        "their owner's hand": str(Zone.HAND),
        "their owners' hands": str(Zone.HAND),
        "your library": str(Zone.LIBRARY),
        "their library": str(Zone.LIBRARY),
        "its owner's library": str(Zone.LIBRARY),
        "the top of your library": str(Zone.LIBRARY),
        "top of your library": str(Zone.LIBRARY),
        "top of their library": str(Zone.LIBRARY),
        "top of its owner's library": str(Zone.LIBRARY),
        "top of that player's library": str(Zone.LIBRARY),
        "the top of their library": str(Zone.LIBRARY),
        "the bottom of their library": str(Zone.LIBRARY),
        "the bottom of its owner's library in a random order": str(Zone.LIBRARY),
        "the bottom of their library in a random order": str(Zone.LIBRARY),
        "their owner's library": str(Zone.LIBRARY),
        "that player's library": str(Zone.LIBRARY),
        "target player's library": str(Zone.LIBRARY),
        "all graveyards": str(Zone.GRAVEYARD),
        "graveyards": str(Zone.GRAVEYARD),
        "an opponent's hand": str(Zone.HAND),
        "that player's hand": str(Zone.HAND),
        "target player's hand": str(Zone.HAND),
        "your hand and/or graveyard": str(Zone.HAND),
        "your graveyard and/or hand": str(Zone.GRAVEYARD),
        "the top of its owner's library": str(Zone.LIBRARY),
        "the bottom of your library": str(Zone.LIBRARY),
        "the bottom of its owner's library": str(Zone.LIBRARY),
        "the bottom of your library in a random order": str(Zone.LIBRARY),
        "the bottom of your library in any order": str(Zone.LIBRARY),
        "exile": str(Zone.EXILE),
    },
    "DURATION": {
        "until end of turn": "end_of_turn",
        "this turn": "this_turn",
        "until your next turn": "your_next_turn",
        "until the end of your next turn": "your_next_turn",
        "until ~ leaves the battlefield": "leaves_battlefield",
        "for as long as ~ remains on the battlefield": "leaves_battlefield",
        "for as long as you control ~": "you_control",
    },
    "DAMAGE": {
        "damage": "damage",
        "combat damage": "combat_damage",
        "noncombat damage": "noncombat_damage",
        "excess damage": "excess_damage",
    },
    "LIFE": {"life": "life"},
    "CONTROL_OF": {"control of": "control"},
    "MANA": {
        "one mana of any color": "any_color",
        "two mana of any one color": "any_color",
        "three mana of any one color": "any_color",
        "one mana of any type": "any_type",
        "one mana of the chosen color": "chosen_color",
        "two mana in any combination of colors": "any_combination",
        "three mana in any combination of colors": "any_combination",
        "one mana of any color in your commander's color identity": "commander_identity",
    },
    "TIMING": {
        "activate only as a sorcery": "sorcery",
        "activate only once each turn": "once_each_turn",
        "activate only during your turn": "your_turn",
        "activate only during your upkeep": "your_upkeep",
        "activate only as a sorcery and only once each turn": "sorcery_once_each_turn",
        "activate only once": "once",
        "this ability triggers only once each turn": "once_each_turn",
        "do this only once each turn": "once_each_turn",
        "any player may activate this ability": "any_player",
        "activate this ability only any time you could cast a sorcery": "sorcery",
        "play this ability only any time you could play a sorcery": "sorcery",
        "activate this ability only once each turn": "once_each_turn",
        "play this ability only once each turn": "once_each_turn",
        "activate only during combat": "combat",
    },
    "PHASE": {
        "the beginning of your upkeep": "your_upkeep",
        "the beginning of each upkeep": "each_upkeep",
        "the beginning of each player's upkeep": "each_upkeep",
        "the beginning of your end step": "your_end_step",
        "the beginning of each end step": "each_end_step",
        "the beginning of the next end step": "next_end_step",
        "the beginning of combat on your turn": "your_combat",
        "the beginning of your draw step": "your_draw_step",
        "the beginning of your precombat main phase": "your_main_phase",
        "the beginning of each opponent's upkeep": "opponent_upkeep",
        "the beginning of the end step": "end_step",
        "the beginning of each combat": "each_combat",
        "the beginning of your next upkeep": "your_next_upkeep",
        "the beginning of the next turn's upkeep": "next_upkeep",
        "the beginning of your second main phase": "your_second_main",
        "the beginning of each opponent's end step": "opponent_end_step",
        "the beginning of combat on each player's turn": "each_combat",
        "the beginning of each player's end step": "each_end_step",
        "the beginning of your next end step": "your_next_end_step",
        "the beginning of each of your main phases": "your_main_phase",
        "the beginning of your postcombat main phase": "your_second_main",
        "end of combat": "end_of_combat",
        "chaos ensues": "chaos_ensues",
    },
    "IF_YOU_DO": {"if you do": "you_do", "if you don't": "you_dont", "if you can't": "you_cant"},
    "KEYWORD": {"all abilities": "all_abilities", "all other abilities": "all_abilities"},
    "FOR_EACH": {"for each": "for_each", "for each of": "for_each"},  # "for each of its colors": each, once
    "EQUAL_TO": {"equal to": "equal_to"},
    "WITH": {"with": "with"},
    "FROM": {"from": "from"},
    "ONTO": {"onto": "onto"},
    "INTO": {"into": "into"},
    "TO": {"to": "to"},
    "ON": {"on": "on"},
    "OF": {"of": "of"},
    "FOR": {"for": "for"},
    "UNDER_YOUR_CONTROL": {
        "under your control": "you",
        "under its owner's control": "owner",
        "under their owners' control": "owner",
        "under their owner's control": "owner",
    },
    "AND": {"and": "and"},
    "OR": {"or": "or", "and/or": "and_or"},
    "THEN": {"then": "then"},
    "BE": {"is": "is", "are": "are", "be": "be"},
}


WORDS["PHASE"].update((phrase, step) for phrase, step in phases().items() if phrase not in WORDS["PHASE"])
WORDS["ZONE"].update((phrase, zone) for phrase, zone in owned_zones().items() if phrase not in WORDS["ZONE"])
WORDS["CONTROLLER"].update((p, who) for p, who in controlling_players().items() if p not in WORDS["CONTROLLER"])
WORDS["QUANTITY"].update((p, v) for p, v in MORE_QUANTITIES.items() if p not in WORDS["QUANTITY"])
WORDS["NOUN"].update((w, v) for w, v in MORE_NOUNS.items() if w not in WORDS["NOUN"])
WORDS["STATUS"].update((w, v) for w, v in MORE_STATUS.items() if w not in WORDS["STATUS"])
# the verb side's words (effect_clauses.py): more phrases of a terminal above, or a terminal of their own
for _terminal, _table in CLAUSE_WORDS.items():
    _known = WORDS.setdefault(_terminal, {})
    _known.update({phrase: value for phrase, value in _table.items() if phrase not in _known})
# the sentence shapes' words (effect_sentences.py), into the table the lexicon reads last (MORE_WORDS wins)
add_words(WORDS, MORE_WORDS, SENTENCE_WORDS)
# more phrases of the terminals, where the lexicon lacks them (effect_words.py, effect_more_words.py; the sentences
# that refer to a linked ability's half, effect_words_links.py; effect_count_words.py)
for _added in (
    EXTRA_WORDS,
    MORE_PHRASES,
    LINK_PHRASES,
    COUNT_STATE_WORDS,
    TAIL_WORDS,
    SERIES_WORDS,
    NODES_WORDS,
    PLANES_DICE_WORDS,
    PRINTED_WORDS,
):
    add_words(WORDS, MORE_WORDS, _added)
# "cast it from exile", "cards you own in exile": after "from" or "in", exile is the zone, not the verb
AFTER["FROM"]["ZONE"].setdefault("exile", str(Zone.EXILE))
for _previous, _tables in SERIES_AFTER.items():  # effect_series_words.py
    AFTER.setdefault(_previous, {}).setdefault("V_OBJ", {}).update(_tables["V_OBJ"])
AFTER.setdefault("TO", {}).setdefault("ZONE", {}).setdefault("play", str(Zone.BATTLEFIELD))  # "return ~ to play"
# a second choice made with the first: "choose a color and a creature type" (the kinds of value only, not the
# modes "one", "two": "and" then opens the second choice, read as one word with it)
AFTER.setdefault("CHOICE", {}).setdefault("CHOICE", {}).update(
    {f"and {phrase}": kind for phrase, kind in CHOICES.items() if phrase.startswith(("a ", "an ")) and kind != "mode"}
)
# "choose any number —" (any number of the modes): "number" after "any" is what is chosen ("any number of …" is
# one word of its own, ANY_NUMBER, so it never comes here)
AFTER.setdefault("ANY", {}).setdefault("CHOICE", {}).setdefault("number", "mode")
AFTER["CHOOSE"]["CHOICE"].update(CHOICES_AFTER_CHOOSE)  # effect_words_planes_dice.py
for _previous, _tables in [*TAIL_AFTER.items(), *PRINTED_AFTER.items()]:  # effect_words_tail.py, _printed.py
    for _terminal, _table in _tables.items():
        AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_table)
# "you gain life equal to that damage": after "equal to", the damage named before is a number (as "the damage dealt
# this way" reads), not the damage itself (a kicked trigger's life gain)
AFTER.setdefault("EQUAL_TO", {}).setdefault("QUANTITY", {}).setdefault("that damage", "that_damage")
# "it enters with flying and with X +1/+1 counters on it": after a keyword, "and with" opens what else it enters with
AFTER.setdefault("KEYWORD", {}).setdefault("AND_WITH", {}).setdefault("and with", "and_with")
for _merge in WORD_BLOCKS:  # the blocks of words in modules of their own (effect_word_blocks.py)
    _merge(WORDS, MORE_WORDS, AFTER)


def subtypes() -> frozenset[str]:
    """The subtypes (rule 205.3) as type lines print them, capitalised: `lang/en/subtypes.txt`."""
    text = (resources.files("mtglinks.lang.en") / "subtypes.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip())


# "non-Human", "non-Dragon": every subtype negated, as card text writes it. In a fixed order (a set's order
# changes with the process's hash seed): where two subtypes differ only in case ("Lair", "LaIR"), the one
# written as a word is capitalised wins.
WORDS["NONTYPE"].update(
    (f"non-{name.lower()}", name)
    for name in sorted(subtypes(), key=lambda name: (name != name.capitalize(), name))
    if f"non-{name.lower()}" not in WORDS["NONTYPE"]
)
