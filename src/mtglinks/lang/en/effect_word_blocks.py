"""The blocks of English effect words kept in modules of their own, each with a `merge_*` function that adds its
tables to the lexicon's where they lack a phrase. `effects.py` runs them in this order, after its own tables: a block
added later lists itself here, not in `effects.py` (which is at its size limit).
"""

from __future__ import annotations

from collections.abc import Callable

from mtglinks.lang.en.effect_words_actions import merge_actions
from mtglinks.lang.en.effect_words_choices import merge_choices
from mtglinks.lang.en.effect_words_chosen2 import merge_chosen2
from mtglinks.lang.en.effect_words_chosen_more import merge_chosen_more
from mtglinks.lang.en.effect_words_chosen_refs import merge_chosen_refs
from mtglinks.lang.en.effect_words_conditions import merge_conditions
from mtglinks.lang.en.effect_words_copies_listed import merge_copies_listed
from mtglinks.lang.en.effect_words_costs_copies import merge_costs_copies
from mtglinks.lang.en.effect_words_decks_targets import merge_decks_targets
from mtglinks.lang.en.effect_words_enold import merge_enold
from mtglinks.lang.en.effect_words_enpat import merge_enpat
from mtglinks.lang.en.effect_words_exself import merge_exself
from mtglinks.lang.en.effect_words_frames import merge_frames
from mtglinks.lang.en.effect_words_grama import merge_grama
from mtglinks.lang.en.effect_words_gramb import merge_gramb
from mtglinks.lang.en.effect_words_gramd import merge_gramd
from mtglinks.lang.en.effect_words_grame import merge_grame
from mtglinks.lang.en.effect_words_grammar_stops import merge_grammar_stops
from mtglinks.lang.en.effect_words_grammar_tail import merge_grammar_tail
from mtglinks.lang.en.effect_words_grammar_tail2 import merge_grammar_tail2
from mtglinks.lang.en.effect_words_held import merge_held
from mtglinks.lang.en.effect_words_intensity import merge_intensity
from mtglinks.lang.en.effect_words_kept import merge_kept
from mtglinks.lang.en.effect_words_last_six import merge_last_six
from mtglinks.lang.en.effect_words_lasting import merge_lasting
from mtglinks.lang.en.effect_words_lex_ak import merge_lex_ak
from mtglinks.lang.en.effect_words_lex_groups import merge_lex_groups
from mtglinks.lang.en.effect_words_lex_lz import merge_lex_lz
from mtglinks.lang.en.effect_words_lex_r22a import merge_lex_r22a
from mtglinks.lang.en.effect_words_lex_r22b import merge_lex_r22b
from mtglinks.lang.en.effect_words_lex_r22c import merge_lex_r22c
from mtglinks.lang.en.effect_words_lex_r23a import merge_lex_r23a
from mtglinks.lang.en.effect_words_lex_r23b import merge_lex_r23b
from mtglinks.lang.en.effect_words_lex_words import merge_lex_words
from mtglinks.lang.en.effect_words_lexicon_last import merge_lexicon_last
from mtglinks.lang.en.effect_words_lexicon_more import merge_lexicon_more
from mtglinks.lang.en.effect_words_objects_more import merge_objects_more
from mtglinks.lang.en.effect_words_old_verbs import merge_old_verbs
from mtglinks.lang.en.effect_words_older import merge_older
from mtglinks.lang.en.effect_words_paid_cast import merge_paid_cast
from mtglinks.lang.en.effect_words_passives import merge_passives
from mtglinks.lang.en.effect_words_put import merge_put
from mtglinks.lang.en.effect_words_restrictions import merge_restrictions
from mtglinks.lang.en.effect_words_round21 import merge_round21
from mtglinks.lang.en.effect_words_rules import merge_rules
from mtglinks.lang.en.effect_words_sentence_tail import merge_sentence_tail
from mtglinks.lang.en.effect_words_sides import merge_sides
from mtglinks.lang.en.effect_words_states import merge_states
from mtglinks.lang.en.effect_words_stops import merge_stops
from mtglinks.lang.en.effect_words_stops_last import merge_stops_last
from mtglinks.lang.en.effect_words_tally import merge_tally
from mtglinks.lang.en.effect_words_votes import merge_votes
from mtglinks.lang.en.effect_words_whose import merge_whose

Tables = dict[str, dict[str, str]]
AfterTables = dict[str, dict[str, dict[str, str]]]

WORD_BLOCKS: tuple[Callable[[Tables, Tables, AfterTables], None], ...] = (
    merge_older,  # the long tail of older wordings (effect_words_older.py)
    merge_tally,  # damage dealt, dice results (effect_words_tally.py)
    merge_held,  # effects held by a condition or a replacement (effect_words_held.py)
    merge_decks_targets,  # decks, targets anew, subtypes counted (effect_words_decks_targets.py)
    merge_states,  # a past state denied ("wasn't"), "blocked" as a status (effect_words_states.py)
    merge_frames,  # the frames of abilities: the nth card drawn in a turn (effect_words_frames.py)
    merge_actions,  # one-shot actions and their objects (effect_words_actions.py)
    merge_restrictions,  # timings of restrictions joined, a step of a later turn (effect_words_restrictions.py)
    merge_passives,  # passives with their agent: "cast by", "enchanted by" (effect_words_passives.py)
    merge_sides,  # a choice of two named sides: "friend or foe", "Khans or Dragons" (effect_words_sides.py)
    merge_votes,  # votes between two named options: "votes for grace or condemnation" (effect_words_votes.py)
    merge_intensity,  # a digital card's intensity: "Starting intensity 2" (effect_words_intensity.py)
    merge_whose,  # "whose" after an object, the starting player (effect_words_whose.py)
    merge_costs_copies,  # alternative costs said first, damage divided evenly (effect_words_costs_copies.py)
    merge_put,  # objects put onto the battlefield in older wordings (effect_words_put.py)
    merge_objects_more,  # a token named before what it is (effect_words_objects_more.py)
    merge_rules,  # a rule set aside ("You don't lose the game for …"), "bands with other" (effect_words_rules.py)
    merge_conditions,  # conditions said first: the nth spell cast this turn (effect_words_conditions.py)
    merge_lexicon_more,  # one word the lexicon lacked: "outlaws", "whichever" (effect_words_lexicon_more.py)
    merge_copies_listed,  # a copy of one of the cards listed after, "except that it's" (effect_words_copies_listed.py)
    merge_stops,  # where the reading stopped a sentence short: "and that's" (effect_words_stops.py)
    merge_stops_last,  # more of them: "become blocked" (effect_words_stops_last.py)
    merge_lexicon_last,  # more words the lexicon lacked: "all but the bottom" (effect_words_lexicon_last.py)
    merge_last_six,  # the last sentences alone keeping a card untyped: "evolves" (effect_words_last_six.py)
    merge_lex_groups,  # words the lexicon lacked, by groups: "your planar deck" (effect_words_lex_groups.py)
    merge_grammar_stops,  # where the grammar stopped: "a third target" (effect_words_grammar_stops.py)
    merge_kept,  # old printed cards kept on or under the object: "under" (effect_words_kept.py)
    merge_old_verbs,  # old verbs of printed text: "bury" (effect_words_old_verbs.py)
    merge_sentence_tail,  # sentences left after: "attacks you with one or more …" (effect_words_sentence_tail.py)
    merge_choices,  # what is chosen: "a watermark", "war or peace" (effect_words_choices.py)
    merge_lex_words,  # words the lexicon lacked, round 19: "able to block" (effect_words_lex_words.py)
    merge_grammar_tail,  # grammar stops after those: "except mana abilities" (effect_words_grammar_tail.py)
    merge_chosen_refs,  # what refers to a choice: "the last chosen number" (effect_words_chosen_refs.py)
    merge_grammar_tail2,  # grammar stops of round 20: "the chosen player's hand" (effect_words_grammar_tail2.py)
    merge_lex_lz,  # words lacked, round 21, l–z: "an additional draw step" (effect_words_lex_lz.py)
    merge_lex_ak,  # words the lexicon lacked, round 21, a to k: "dungeons" (effect_words_lex_ak.py)
    merge_round21,  # grammar stops of round 21: "gains this ability" (effect_words_round21.py)
    merge_lasting,  # old printed sentences of a lasting choice: "during opponent's upkeep" (effect_words_lasting.py)
    merge_chosen_more,  # more references to a choice: "protection from the chosen card type" (…_chosen_more.py)
    merge_paid_cast,  # a cost paid as the object was cast: "the life paid as ~ was cast" (effect_words_paid_cast.py)
    merge_grama,  # grammar stops of round 22, tokens a-n: "for its warp cost" (effect_words_grama.py)
    merge_gramb,  # grammar stops of round 22, O-Z: "top of that library" (effect_words_gramb.py)
    merge_lex_r22a,  # words lacked, round 22, non-letters and a to l: "a boon" (effect_words_lex_r22a.py)
    merge_lex_r22b,  # words lacked, round 22, m–z: "an opponent protects it" (effect_words_lex_r22b.py)
    merge_lex_r22c,  # words lacked, round 22, third share: "a player kicks a spell" (effect_words_lex_r22c.py)
    merge_lex_r23a,  # words lacked, round 23, a to l: "Leeches" (effect_words_lex_r23a.py)
    merge_grame,  # grammar stops of round 23, O-Z: "those opponents control" (effect_words_grame.py)
    merge_lex_r23b,  # words lacked, round 23, m–z: "reorder your graveyard at random" (effect_words_lex_r23b.py)
    merge_enpat,  # words of the cards exiled before: "the exiled card's owner" (effect_words_enpat.py)
    merge_gramd,  # grammar stops of round 23, tokens a-n: "~'s loyalty" (effect_words_gramd.py)
    merge_exself,  # the cards exiled with the object: "was exiled with ~'s delve ability" (effect_words_exself.py)
    merge_chosen2,  # more references to a choice: "where X is the chosen number" (effect_words_chosen2.py)
    merge_enold,  # older wordings of a choice or an exile referred to: "chosen opponent's" (effect_words_enold.py)
)
