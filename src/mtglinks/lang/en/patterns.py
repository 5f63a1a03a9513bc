"""English feature patterns (format: see the docstring of mtglinks/features/__init__.py).

Regexes read the lemma text: lower-case lemmas joined by single spaces, the card's own name as
"~" ("Cards exiled with this artifact" -> "card exile with ~", "the chosen color" -> "the choose
color", "wasn't" stays "wasn't"). Surface forms are accepted too where a lemma may be missing.
Covers Oracle 2020 wording, current templates and old printed English ("removed from the game",
"comes into play", "if you paid the kicker cost").
"""

from __future__ import annotations

from mtglinks.lang.en.chosen_nouns import CHOSEN_NOUNS, LAST_CHOSEN

__all__ = ["CHOSEN_NOUNS", "LAST_CHOSEN"]

# The nouns "the chosen …" names (lang/en/chosen_nouns.py); CHOSEN_NOUNS is read by features/chosen_queries.py.
# Old printed text names a value another ability chose "that name", "that type", "this color" ("{U}: Counter target
# spell with that name.", Declaration of Naught; "Whenever you play a spell of that type, …", Door of Destinies): such a
# phrase refers to the choice where its ability names no value of that category before it
# (features/chosen_queries.py `that_choice_refs`).
THAT_CHOSEN = True

# Every kind of rule 607 is read from the effect tree (FROM_TREE below): no English pattern is left.
PATTERNS: list[tuple[str, ...]] = []

# What separates the options of a choice: "island or swamp", "white, blue, or black".
OPTION_SEPARATOR = r" ?,? or | ?, "
# Choice words with a rules meaning: colors, card types, supertypes, basic land types.
OPTION_WORDS = (
    r"(?:\d+|white|blue|black|red|green|colorless|multicolored|monocolored"
    r"|artifact|creature|enchantment|instant|land|planeswalker|sorcery|battle|tribal|kindred"
    r"|nonland|noncreature|nonartifact|basic|legendary|snow|token|nontoken"
    r"|plains?|island|swamp|mountain|forest|desert|gate|lair|locus|mine|power-plant|tower|urza's)"
)

# Gates of the kinds still read by patterns: none.
GATES: dict[str, tuple[str, ...]] = {}

# Kinds read from the effect tree (features/tree.py), whose patterns are retired: on every labelled file and on
# the oracle-2026 and printed-en corpora the tree's halves find the same links as the patterns did
# (benchmarks/tree_kinds.py). Each with the words that must occur in the lower-cased normalized text for the
# tree to be walked for it. "tokens created with ~" is a qualifier of the object, "revealed this way" a detail
# of the action; "As ~ enters, sacrifice …" / "… pay any amount of life" and old printed "When you play ~,
# pay any amount of life" are actions the tree reads with their condition or trigger; an additional cost that exiles
# is an exile whose condition is the cost ("As an additional cost to cast this spell, exile …", old printed "… remove
# … from the game"), "if it's bargained" a test of the cost paid, and "Reveal the first card you draw each turn." a
# reveal of an object the lexicon reads whole (lang/en/effect_words_links.py), as are the draft-matters cards' "a card
# you exiled with cards named ~"; what a sentence "Before you shuffle your deck to start the game, …" exiles is
# exiled before the game. "If the gift was promised" is a test of the cost paid, in sentences the grammar reads whole
# ("…, and until your next turn, your life total can't change and …": rule 119.10, as "can't gain or lose life").
# "if it was kicked", "if you paid the {1}{G} kicker cost", "for each time it was kicked" are tests of the cost paid and
# amounts (the links of every card of the four English corpora stay; "the number of times that spell was
# kicked" in a trigger on another spell's casting is that spell's, not the card's). "As an additional cost to cast
# this spell, you may …" is an optional action whose condition is the cost, and a kicker line the keyword reader
# leaves to the grammar ("Kicker {X}. X can't be 0.") the keyword given to nothing named (features/cost_queries.py).
# "put onto the battlefield with ~" (old printed "put into play with ~") is a qualifier of the object, also in the
# granted "enchant creature put onto the battlefield with ~" and asked with "if it wasn't put … with this ability".
# A cost paid as the object entered is read with its value: "if tribute wasn't paid", "for each creature it devoured",
# "if it devoured a creature", "the life paid as it entered", "Forests sacrificed as it entered", old "that amount".
# Old printed "the named card" is a reference of its own (`named_card`), each one where it stands
# (features/reference_queries.py). A trigger printed after a static ability in its paragraph refers to what the static
# ability did "this way" ("You may cast … from the top of your library. When you cast … this way", "When another
# player says "sorry" this way"): a detail of the trigger's action (607.2h). Whether an optional additional cost
# was paid is a condition the tree reads: "If this spell's additional cost was paid", "For each additional {1}{R} you
# paid", old printed "for each {1}{R} you pay in addition to the casting cost", "If you revealed a Dragon card or
# controlled a Dragon as you cast this spell", and the keyword actions offered only as such a cost, "if evidence was
# collected", "If a Dragon was beheld" (features/queries.py). What is noted (607.2e) is a `note` node, and the value
# noted a mark of the node that refers to it: "the noted number", "the card with the noted name", "If you roll the
# noted total", "a player guesses the noted word", "with the noted number and kind of counters on it" (old printed).
# An object put or returned onto the battlefield (607.2c's acting half) is an action `put` or `return` whose zone is the
# battlefield, also in the older wordings ("put … into play under target opponent's control", "return ~ from your
# graveyard to play enchanting that creature", "Sacrifice two Goblins to put three Goblin tokens into play": a put on
# the condition of its cost, lang/en/effect_words_put.py), and a token created is one put there (701.7a); a trigger
# "Whenever a player puts a Swamp onto the battlefield" or "instead of onto the battlefield" puts nothing.
# A token created ("create a 1/1 white Soldier creature token", "create a random token that's a copy of one of the
# following:", old printed "put a creature token into play") is an action `create`, or a `put` of a token onto the
# battlefield (701.7a): on the four English corpora the links stay, and on oracle-2026 the tree reads 3347 of the 3565
# abilities the patterns read (the pattern also read "create" where nothing is created: "As you create your deck",
# "Whenever you create one or more tokens", the ability word "Create Undead —"; the others in sentences the grammar
# does not read yet).
# A choice (607.2d/f/m's acting half) is a `Choice` node with what it chooses (features/choice_queries.py): "choose a
# color", "name a card", "choose an opponent and a card name other than …", "choose Khans or Dragons", plain words
# listed as its options ("choose armor, blood, …, or water", "each player chooses war or peace"; effects/
# lexer_options.py), a letter ("choose a consonant other than N, R, S, or T"). On the labelled files no link changes;
# the tree reads it in 983 of the 1070 abilities the patterns read on oracle-2026 (666 of 705 on oracle-en, 597 of 671
# on printed-en; the others mostly no choice of a value: "divided as you choose among …", "Choose a Background", "if
# you chose a creature other than ~ as your Ring-bearer"). Links change on 3 cards of oracle-2026, 1 of oracle-en and
# 2 of printed-en: Charm School's "choose a color and balance ~ on your head" (un-set; the action, and its choice with
# it, left untyped), the misprint "Before the game beings, choose …" (The Strixhaven-Lorwyn Rover, untyped),
# Censorship's "choose a CENSORED word" (un-set; a word chosen, which the pattern of `chosen_ref` names
# `other:censor`), and Paleontologist's Pick-Axe's "choose an exiled creature card used to craft ~" now links to "a
# copy of the last chosen card" (a fix).
FROM_TREE: dict[str, tuple[str, ...]] = {
    # The cards exiled with the object itself (607.2a/b/q/n's referring half): an object qualified "exiled with ~"
    # (old printed "removed from the game with ~", "cards under ~", "all creatures it has removed from the game":
    # lang/en/effect_words_kept.py, effect_words_enold.py), a state "a card is exiled with ~", also inside a sentence
    # the grammar does not read whole (its object phrases, `Untyped.phrases`: effects/partial.py): "This creature has
    # the text box of each card exiled with this creature in addition to its own." (Do-It-Yourself Seraph), "… has the
    # power, toughness, and creature types of the last creature card exiled with it" (Duplicant), "you may pay {4} and
    # 2 life to put any card under Purgatory into play" (Purgatory, labelled in dev-printed-en). On the labelled files
    # no link is lost (Mangara's Tome loses its one wrong link, dev-printed-en precision 0.994 -> 1.000), nor on the
    # nine corpora (docs/benchmarks.md).
    "exiled_with_self": ("with ~", "with it", "with this", "on ~", "on it", "under ~", "under it", "has removed"),
    # A reference to a value chosen (607.2d/f/m's referring half): a reference "the chosen color", "the last chosen
    # name", an object "of the chosen type", "players who chose war", each with its value (lang/en/chosen_nouns.py,
    # features/chosen_queries.py), old printed "that name", "of that type", "of this color" where the ability names no
    # value of the category before (`THAT_CHOSEN` above), "chosen opponent's upkeep", and the same inside a sentence the
    # grammar does not read whole (`Untyped.phrases`): the un-set "When the chosen finger isn't touching this creature,
    # …" (an unknown word after "chosen" is its noun: effects/partial.py), "if damage dealt to a planeswalker you
    # control of the chosen type would result in …" (Deification).
    "chosen_ref": ("chose", "that colo", "this colo", " type", "that name", "that opponent", "chosen"),
    # exile (607.2a/b's acting half): an action `exile` ("exile target creature", old printed "remove … from the game",
    # "from game"), the keyword action "collect evidence N", a digital card's "conjure … into exile", old printed cards
    # kept on or under the object itself ("put them face down under Mangara's Tome", "place it face down under
    # Knowledge Vault", "exchange … for the cards on ~" where the tree reads it), an exile cost that exiles more than
    # the object ("Exile ~ and four other …:"), an exile instead of another event ("exile it instead", "instead exile
    # it", detail `instead`: 607.2b); not the object alone, a token or a delayed clean-up (features/queries.py). On
    # the labelled files and on oracle-2026, oracle-en, oracle-recent and printed-en no link changes (rule, from, to);
    # the tree reads 2304 of the 2405 abilities of oracle-2026 the patterns read, 1073 of 1196 of printed-en (the
    # others mostly exile only the object itself or a token, which keep nothing to refer to, a trigger or condition
    # that waits for an exile, "exiled card" words the patterns took for the verb, or sentences the grammar does not
    # read yet) (benchmarks/tree_kinds.py, compare.py). Two links needed sentences read first: Knowledge Vault's
    # "Take a card from your library without looking at it and place it face down under ~" (printed-en) and Kheru
    # Mind-Eater's "from his or hand" (silver-oracle-2020) (lang/en/effect_words_kept.py).
    "exile": ("exile", "remov", "under ~", "on ~", "collect evidence"),
    # The cards exiled before, named (607.2a's referring half): a reference "the exiled card", old printed "the
    # removed card", "the imprinted card", "the exiled pile" (lang/en/effect_words_kept.py), an object "that exiled
    # card", "those exiled cards", "an imprinted instant or sorcery card" (features/exile_marks.py), "exiled_with" in a
    # mark ("the power of the exiled card", "the beginning of the upkeep of the exiled card's owner"), the card whose
    # owner a player is ("controlled by the owner of the exiled card", effects/noun_shapes.py), "Name the exiled
    # face-down cards" (the verb at a sentence's start), "introduce the exiled card" (lang/en/effect_words_enpat.py).
    # On the labelled files no link changes (tree_kinds.py; current-dev and silver-oracle-2020 with `mtglinks eval`),
    # nor (rule, from, to) on the nine corpora (compare.py: only the evidence, the node that holds the reference). The
    # tree reads it in 193 of the 208 abilities the patterns read on oracle-2026, 104 of 108 on printed-en (the
    # others name cards the same ability exiles, or "the exiled cards used to craft it", in sentences the grammar
    # does not read yet).
    "the_exiled_card": ("exile", "remov", "imprint"),
    "created_with_self": ("created with",),
    "this_way_ref": ("this way",),
    "pay_as_enters": ("as ~", "pay any amount"),
    "cast_exile": ("additional cost",),
    "bargained_ref": ("bargain",),
    "reveal_static": ("reveal the first",),
    "exile_before_game": ("start the game",),
    "exiled_with_named_ref": ("named ~",),
    "gift_promised_ref": ("gift",),
    "kicked_ref": ("kick",),
    "additional_cost": ("additional", "kicker"),
    "put_with_self": ("battlefield with", "play with"),
    "paid_as_entered_ref": ("entered", "tribute", "devour", "that amount", "came into play"),
    "named_ref": ("named card",),
    "this_way": ("this way",),
    "additional_cost_paid_ref": ("additional", "evidence", "beheld", "as you cast", "as you play", "in addition to"),
    "note": ("note",),
    "noted_ref": ("note",),
    "put_onto_battlefield": ("onto the battlefield", "to the battlefield", "to play"),
    "create_token": ("create", "token"),
    # The card transforms (a marker: the abilities of both faces may link, 607.1b) where an action or the event waited
    # for transforms it ("transform ~", "Whenever this creature transforms into …", "return it to the battlefield
    # transformed") or a flip card flips itself ("flip it", not a coin): on oracle-2026 the tree reads it in 461 of the
    # 462 abilities the pattern read (which also read Chaos Orb's "flip it onto the battlefield"), and the links of the
    # labelled files and of oracle-2026 stay (features/marker_queries.py).
    "transforms": ("transform", "flip"),
    # A sentence defining the object's own characteristic by a choice (a marker: with a choice before the game, 607.2p):
    # "~ is the chosen color", "This creature is the chosen type in addition to its other types", the object itself
    # `become`s the chosen value (features/marker_queries.py): on oracle-2026 the tree reads the 10 abilities the
    # pattern read, and the links of the labelled files and of oracle-2026 stay.
    "cda": ("is the chosen",),
    # The ability acts before the game begins (a marker: its choice and the ability using it linked in one paragraph,
    # 607.2p): a trigger "At the beginning of the game, …", a condition "Before you shuffle your deck to start the game,
    # …", an action or a choice "… before the game begins" ("If ~ is your commander, choose a color before the game
    # begins.", effects/choice_filing.py), a card begun the game with (features/marker_queries.py). On oracle-2026 the
    # tree reads 29 abilities where the pattern read 13 (the 4 it misses un-set sentences the grammar does not read:
    # "Before the game begins, you may post a picture …"); the links of the labelled files, oracle-2026, oracle-en and
    # printed-en stay.
    "before_game": ("of the game", "before the game", "before you shuffle", "begin the game"),
    "choose": ("choose", "chose", "name"),
    # A variable cost paid as the object was cast, referred to in the rule's own words (607.2j): "where X is the life
    # paid as ~ was cast", "the number of creatures sacrificed as it was cast" (an amount, a qualifier of the objects
    # counted: lang/en/effect_words_paid_cast.py, features/paid_cast_queries.py). No card of the corpora prints the
    # wording: the pattern read no ability of oracle-2026, oracle-en, oracle-recent or printed-en, nor the tree.
    "paid_as_cast_ref": ("was cast", "is cast"),
    # A sentence of lasting effect (`continuous`: a static ability's own choice used in it, 607.2d with i == j) is one
    # with a negated action ("can't block", "don't untap"), a condition "as long as …" / "during …", or a reference to
    # the value chosen last ("~ has all abilities of the last chosen plane", value `last_chosen`: a trigger's sentence
    # that lasts, the words lang/en/chosen_nouns.py's LAST_CHOSEN); a one-shot effect (`one_shot`) one that lasts
    # "until end of turn", "until your next turn", "this turn" or waits for "the next time …" (features/
    # lasting_queries.py). The labelled files' links stay (tree_kinds.py), and those of the nine corpora (compare.py
    # with main's outputs: links-changed 0; Psychic Allergy's printed "During opponent's upkeep, …" read whole for
    # it). In the abilities with "choose"/"chose" of oracle-2026 the tree reads `continuous` in 120 where the pattern
    # read 222 (the pattern also read the "don't" of "a creature you don't control" and of "If you don't, …", no
    # lasting sentence; the tree misses sentences it does not read yet, "Creatures attacking the last chosen player
    # have menace."), `one_shot` in 239 where it read 300 (the others mostly "next" or "this turn" in untyped
    # sentences, or in words the tree keeps no mark for: "a card drawn this turn" in a condition).
    "continuous": ("choose", "chose"),
    "one_shot": ("choose", "chose"),
}

# Relations of 607.2 these patterns do not read (links/relations.py lists them all): none.
UNEXPRESSED: dict[str, str] = {}
