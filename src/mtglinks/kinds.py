"""The closed vocabularies of the ability tree: ability kinds, label kinds, cost kinds, feature kinds, roles.

Every stage of the pipeline and every language package speaks these names; they are `StrEnum`s, so a
member is its string (`AbilityKind.STATIC == "static"`) and the JSON output is unchanged. A language's
patterns are checked against `FeatureKind` and `Role` when the language loads, so a misspelt kind is an
error at load time rather than a feature that no link rule ever reads.
"""

from __future__ import annotations

from enum import StrEnum


class AbilityKind(StrEnum):
    """What an ability (a paragraph, a mode, a granted ability) is."""

    KEYWORD = "keyword"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    STATIC = "static"
    SPELL = "spell"
    REPLACEMENT = "replacement"
    MODAL = "modal"
    CHAPTER = "chapter"
    LEVEL = "level"
    REMINDER = "reminder"
    UNPARSED = "unparsed"


class LabelKind(StrEnum):
    """What the words before an ability's dash are."""

    ABILITY_WORD = "ability_word"
    ANCHOR_WORD = "anchor_word"
    CHAPTER = "chapter"
    MODAL = "modal"
    KEYWORD_COST = "keyword_cost"


class NodeKind(StrEnum):
    """What a node inside an ability is (the ability's own kind is an `AbilityKind`)."""

    SENTENCE = "sentence"
    RESTRICTION = "restriction"  # a sentence of an activated ability limiting its activation
    TRIGGER = "trigger"
    CONDITION = "condition"
    KEYWORD = "keyword"


class CostKind(StrEnum):
    """One part of an activation cost, named after the grammar rule that read it."""

    MANA = "cost:mana"
    TAP = "cost:tap"
    UNTAP = "cost:untap"
    TAP_UNTAPPED = "cost:tap_untapped"
    UNTAP_OTHER = "cost:untap_other"
    LOYALTY = "cost:loyalty"
    SACRIFICE = "cost:sacrifice"
    DISCARD = "cost:discard"
    EXILE = "cost:exile"
    MILL = "cost:mill"
    RETURN = "cost:return"
    REVEAL = "cost:reveal"
    PAY_LIFE = "cost:pay_life"
    PAY_ENERGY = "cost:pay_energy"
    PUT_COUNTERS = "cost:put_counters"
    REMOVE_COUNTERS = "cost:remove_counters"
    COLLECT_EVIDENCE = "cost:collect_evidence"
    FORAGE = "cost:forage"
    OTHER = "cost:other"


class Role(StrEnum):
    """Which half of a link a feature is, or a fact about its ability that the linker reads."""

    ACTING = "acting"
    REFERRING = "referring"
    MARKER = "marker"


class FeatureKind(StrEnum):
    """What a feature is; the `features` module documents each kind's values."""

    # acting
    EXILE = "exile"
    PUT_ONTO_BATTLEFIELD = "put_onto_battlefield"
    CREATE_TOKEN = "create_token"
    CHOOSE = "choose"
    NOTE = "note"
    PAY_AS_ENTERS = "pay_as_enters"
    ADDITIONAL_COST = "additional_cost"
    REVEAL_STATIC = "reveal_static"
    EXILE_BEFORE_GAME = "exile_before_game"
    CHAMPION = "champion"
    LINKED_KEYWORD = "linked_keyword"
    CAST_EXILE = "cast_exile"
    # referring
    EXILED_WITH_SELF = "exiled_with_self"
    THE_EXILED_CARD = "the_exiled_card"
    PUT_WITH_SELF = "put_with_self"
    CREATED_WITH_SELF = "created_with_self"
    CHOSEN_REF = "chosen_ref"
    NAMED_REF = "named_ref"
    NOTED_REF = "noted_ref"
    KICKED_REF = "kicked_ref"
    PAID_AS_ENTERED_REF = "paid_as_entered_ref"
    PAID_AS_CAST_REF = "paid_as_cast_ref"
    THIS_WAY = "this_way"
    THIS_WAY_REF = "this_way_ref"
    EXILED_WITH_NAMED_REF = "exiled_with_named_ref"
    GIFT_PROMISED_REF = "gift_promised_ref"
    BARGAINED_REF = "bargained_ref"
    ADDITIONAL_COST_PAID_REF = "additional_cost_paid_ref"
    ANCHOR_REF = "anchor_ref"
    # markers
    BEFORE_GAME = "before_game"
    TRANSFORMS = "transforms"
    CDA = "cda"
    CONTINUOUS = "continuous"
    ONE_SHOT = "one_shot"
    # made by the linker as evidence: a whole sentence, the static ability a sentence is
    SENTENCE = "sentence"
    STATIC = "static"


class ReviewKind(StrEnum):
    """What a review flag is about."""

    UNLINKED_CUE = "unlinked_cue"  # a referring cue no link resolves (links/review.py)
    UNASKED_COST = "unasked_cost"  # a kicker, bargain or gift no ability asks about
    TRUNCATED_LINKS = "truncated_links"  # links left out past the per-card bound
    UNLIKE_ORACLE = "unlike_oracle"  # links that differ from the card's Oracle text (links/oracle.py)
    HOST_EFFECT = "host_effect"  # a trigger half, whose effect another card gives (links/trigger_halves.py)


class EffectKind(StrEnum):
    """What a node of the effect tree below an ability is (`tree.Effect` and its kinds)."""

    ACTION = "action"
    OBJECT = "object"  # an object phrase: "target creature an opponent controls"
    PLAYER = "player"  # a player phrase: "you", "each opponent", "target player"
    REFERENCE = "reference"  # a phrase pointing back: "it", "~", "the exiled card", "the chosen color"
    CHOICE = "choice"
    NOTE = "note"
    EVENT = "event"  # a trigger event: "~ enters", "a creature you control dies"
    CONDITION = "condition"
    DURATION = "duration"
    STATIC = "static"  # a continuous rule of the game: "Creatures you control get +1/+1"
    UNTYPED = "untyped"  # words the grammar could not read, with its reason


class Verb(StrEnum):
    """The verb of an action: every keyword action of rule 701 by its rules name, then the other verbs of card text."""

    # rule 701, keyword actions
    ACTIVATE = "activate"
    ATTACH = "attach"
    UNATTACH = "unattach"
    BEHOLD = "behold"
    CAST = "cast"
    COUNTER = "counter"
    CREATE = "create"
    DESTROY = "destroy"
    DISCARD = "discard"
    DOUBLE = "double"
    TRIPLE = "triple"
    EXCHANGE = "exchange"
    EXILE = "exile"
    FIGHT = "fight"
    GOAD = "goad"
    INVESTIGATE = "investigate"
    MILL = "mill"
    PLAY = "play"
    REGENERATE = "regenerate"
    REVEAL = "reveal"
    SACRIFICE = "sacrifice"
    SCRY = "scry"
    SEARCH = "search"
    SHUFFLE = "shuffle"
    SURVEIL = "surveil"
    TAP = "tap"
    UNTAP = "untap"
    TRANSFORM = "transform"
    CONVERT = "convert"
    FATESEAL = "fateseal"
    CLASH = "clash"
    PLANESWALK = "planeswalk"
    SET_IN_MOTION = "set_in_motion"
    ABANDON = "abandon"
    PROLIFERATE = "proliferate"
    DETAIN = "detain"
    POPULATE = "populate"
    MONSTROSITY = "monstrosity"
    VOTE = "vote"
    BOLSTER = "bolster"
    MANIFEST = "manifest"
    SUPPORT = "support"
    MELD = "meld"
    EXERT = "exert"
    EXPLORE = "explore"
    ASSEMBLE = "assemble"
    ADAPT = "adapt"
    AMASS = "amass"
    LEARN = "learn"
    VENTURE = "venture_into_the_dungeon"
    CONNIVE = "connive"
    OPEN_ATTRACTION = "open_an_attraction"
    ROLL_TO_VISIT = "roll_to_visit_your_attractions"
    INCUBATE = "incubate"
    RING_TEMPTS = "the_ring_tempts_you"
    VILLAINOUS_CHOICE = "face_a_villainous_choice"
    TIME_TRAVEL = "time_travel"
    DISCOVER = "discover"
    CLOAK = "cloak"
    COLLECT_EVIDENCE = "collect_evidence"
    SUSPECT = "suspect"
    FORAGE = "forage"
    MANIFEST_DREAD = "manifest_dread"
    ENDURE = "endure"
    HARNESS = "harness"
    AIRBEND = "airbend"
    EARTHBEND = "earthbend"
    WATERBEND = "waterbend"
    # the other verbs of card text
    PUT = "put"
    RETURN = "return"
    DEAL_DAMAGE = "deal_damage"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    ADD_MANA = "add_mana"
    MODIFY_PT = "modify_pt"
    GAIN_ABILITY = "gain_ability"
    LOSE_ABILITY = "lose_ability"
    PREVENT = "prevent"
    COPY = "copy"
    LOOK_AT = "look_at"
    PAY = "pay"
    CHOOSE = "choose"
    NOTE = "note"
    GAIN_CONTROL = "gain_control"
    DRAW = "draw"
    PUT_COUNTER = "put_counter"
    REMOVE_COUNTER = "remove_counter"
    GET_COUNTER = "get_counter"
    ATTACK = "attack"
    BLOCK = "block"
    SKIP = "skip"
    SPEND = "spend"
    FLIP = "flip"
    ROLL = "roll"
    TAKE_TURN = "take_extra_turn"
    WIN = "win"
    LOSE = "lose"
    GET_ENERGY = "get_energy"
    BECOME = "become"
    LOOK = "look"
    SWITCH_PT = "switch_pt"
    PHASE_OUT = "phase_out"
    ENTER = "enter"  # "~ enters tapped", "enters with N counters"
    DIE = "die"
    TURN_FACE_UP = "turn_face_up"
    DEALT_DAMAGE = "dealt_damage"  # the event of being dealt damage
    BECOME_TARGET = "become_target"
    BECOME_MONARCH = "become_the_monarch"
    TAKE_INITIATIVE = "take_the_initiative"
    MODIFY_COST = "modify_cost"  # "costs {1} less to cast"
    PUT_INTO_GRAVEYARD = "put_into_graveyard"  # "would be put into a graveyard from anywhere"
    CYCLE = "cycle"
    COMMIT_CRIME = "commit_a_crime"
    GET_EMBLEM = "get_emblem"
    LEAVE_BATTLEFIELD = "leave_battlefield"
    REMAIN = "remain"
    CANT = "cant"  # a restriction: "can't block", "can't be countered"
    TARGET = "target"  # "if it targets a creature": a spell or ability choosing its target
    WIN_FLIP = "win_flip"
    LOSE_FLIP = "lose_flip"
    MUTATE = "mutate"  # the event of a mutating creature spell merging (rule 702.140)
    PHASE_IN = "phase_in"
    SADDLE = "saddle"  # the event of becoming saddled (rule 702.171)
    COMPLETE_DUNGEON = "complete_dungeon"
    BE_COMMANDER = "be_commander"  # "~ can be your commander."
    # verbs of the digital-only cards
    SEEK = "seek"
    CONJURE = "conjure"
    HEIST = "heist"  # "heist target opponent's library": three random nonland cards looked at, one exiled (Alchemy)
    SPECIALIZE = "specialize"
    INCORPORATE = "incorporate"  # "perpetually incorporates {U}": mana symbols added to a card's mana cost
    CRANK = "crank"  # a Contraption's crank (Unfinity)
    DRAFT = "draft"  # the draft-matters cards of Conspiracy: "As you draft a creature card, …"
    TURN = "turn"  # "turn this card face down": the detail says which face
    EXPLOIT = "exploit"  # the event of exploiting a creature (rule 702.110)
    UNLOCK = "unlock"  # a Room's door (rule 709.5)
    REPEAT = "repeat"  # "repeat this process"
    BEGIN_GAME_WITH = "begin_game_with"  # "you may begin the game with it on the battlefield"
    LOSE_MANA = "lose_mana"  # unspent mana emptying as steps and phases end (rule 500.4)
    GET_BOON = "get_boon"  # a digital card's one-time boon
    LEAVE_GRAVEYARD = "leave_graveyard"  # "whenever one or more cards leave your graveyard"
    ASSIGN_COMBAT_DAMAGE = "assign_combat_damage"  # "assigns no combat damage this turn" (rule 510.1a)
    MOVE_COUNTER = "move_counter"  # "Move a +1/+1 counter from ~ onto target creature" (rule 122.5)
    ADD_PHASE = "add_phase"  # "After this phase, there is an additional combat phase." (rule 500.8)
    REMOVE_FROM_COMBAT = "remove_from_combat"  # "remove it from combat" (rule 506.4)
    CHANGE_TARGET = "change_target"  # "Change the target of target spell with a single target" (rule 115.7)
    CHANGE_TEXT = "change_text"  # "Change the text of target permanent by replacing …" (rule 612)
    CREW = "crew"  # "Whenever ~ crews a Vehicle", "~ becomes crewed" (rule 702.122)
    EXPEND = "expend"  # "Whenever you expend 4" (rule 700.14)
    END_TURN = "end_turn"  # "End the turn." (rule 724)
    RESTART_GAME = "restart_game"  # "Restart the game, leaving in exile …" (Karn Liberated)
    TRIGGER = "trigger"  # "that ability triggers an additional time" (rule 603.2)
    SEPARATE = "separate"  # "separates those cards into two piles" (rule 700.3)
    PUT_STICKER = "put_sticker"  # "put a name sticker on it" (rule 123)
    LOSE_CONTROL = "lose_control"  # "When you lose control of ~" (the end of a control effect, rule 108.4)
    DECK_LIMIT = "deck_limit"  # "A deck can have any number of cards named ~." (beside rule 100.2a's four)
    APPLY_RULE = "apply_rule"  # the "legend rule" not applied to some permanents (rule 704.5j), negated
    CHANGE_BASE_PT = "change_base_pt"  # "change ~'s base power and toughness to …" (rule 613.4b)
    SAY = "say"  # a word said aloud (Un-cards): "When another player says "sorry" this way, …"
    ENCOUNTER = "encounter"  # a Planechase phenomenon met as the planar deck turns it up: "When you encounter ~, …"
    INTENSIFY = "intensify"  # a digital card's intensity raised: "Then ~ intensifies by 1." ("Starting intensity 2")
    GUESS = "guess"  # a word or letter guessed (Hangman): "Target player … guesses the noted word or an unguessed …"
    EVOLVE = "evolve"  # the event of a creature evolving (rule 702.100): "Whenever ~ evolves, …"
    ENLIST = "enlist"  # the event of enlisting a creature (rule 702.154): "Whenever ~ enlists a creature, …"
    ROUND = "round"  # a fraction rounded as the card says (rule 107.1a): "Round up each time."
    UNSPECIALIZE = "unspecialize"  # an Alchemy card specialized back to its base card: "it unspecializes."
    CHAOS_ENSUES = "chaos_ensues"  # a plane's chaos ability made to trigger (rule 901.9): "Chaos ensues."
    ANTE = "ante"  # a card put into the ante (rule 407, older sets): "ante the top card of your library"
    LOCK = "lock"  # a Room's door locked again (rule 709.5), the opposite of unlock: "Lock or unlock a door of …"
    CLAIM_PRIZE = "claim_the_prize"  # an Attraction's prize claimed (Unfinity, rule 717): "claim the prize!"
    INTRODUCE = (
        "introduce"  # a card put onto the battlefield by an introduction (In Residence): "introduce the exiled card"
    )


class Zone(StrEnum):
    """A zone of the game (rule 400)."""

    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    HAND = "hand"
    LIBRARY = "library"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"


class Determiner(StrEnum):
    """How an object phrase picks its objects."""

    TARGET = "target"
    EACH = "each"
    ALL = "all"
    A = "a"
    ANOTHER = "another"
    UP_TO = "up_to"
    ANY_NUMBER = "any_number"
    NUMBER = "number"  # "two target creatures", "three cards"
    OTHER = "other"  # "other creatures you control"
    THE = "the"  # "the top card of your library"


class ReferenceKind(StrEnum):
    """What a reference points back to."""

    SELF = "self"  # the card's name, "this creature"
    ANAPHORA = "anaphora"  # "it", "that card", "those creatures"
    EXILED_WITH = "exiled_with"  # "cards exiled with ~", "the exiled card"
    CREATED_WITH = "created_with"
    CHOSEN = "chosen"  # "the chosen color"
    NAMED_CARD = "named_card"  # old printed "the named card": the card name chosen by naming it (607.2d)
    OF_CHOICE = "of_choice"  # "the color of your choice": chosen as the effect happens, not before (no link)
    NOTED = "noted"
    PAID = "paid"  # "if it was kicked", "if the gift was promised"
    THIS_WAY = "this_way"
    PLAYER = "player"  # "that player", "its controller"


class ChoiceKind(StrEnum):
    """What a choice chooses."""

    COLOR = "color"
    CREATURE_TYPE = "creature_type"
    CARD_TYPE = "card_type"
    CARD_NAME = "card_name"
    NUMBER = "number"
    PLAYER = "player"
    OPPONENT = "opponent"
    MODE = "mode"
    OBJECT = "object"
    WORD = "word"
    KEYWORD = "keyword"  # "choose first strike, vigilance, or lifelink" (its options the keywords)
