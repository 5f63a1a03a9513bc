"""The ability tree: one set of typed nodes for card text in every language.

Every node keeps `span`, the (start, end) character offsets of the text it came from in the
card's *original* text (before normalization), so evidence can always be shown in place.
`to_dict()` gives plain JSON; every node dict has a `kind` key.

An ability's `text` is the card's own words; the text of the nodes inside it (cost parts, trigger,
sentences, keywords) is the normalized text the grammar read ("~" for the card's name), as is the
ability's `normalized`. Either way `span` points at the original words.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from mtglinks.kinds import AbilityKind, ReviewKind
from mtglinks.span import Span as Span  # re-exported: every node's span

if TYPE_CHECKING:
    from mtglinks.syntax.errors import ParseFailure
    from mtglinks.text.normalize import NormalizedText


_SCALARS = (str, int, bool, float)


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:  # most values: returned before any isinstance test (this runs for every field)
        return value
    if kind is tuple and len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
        return [value[0], value[1]]  # a span
    if isinstance(value, TreeNode):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


_JSON_FIELDS: dict[type, tuple[str, ...]] = {}
_FIELDS: dict[type, tuple[str, ...]] = {}


def _json_fields(cls: type[TreeNode]) -> tuple[str, ...]:
    """The names of a node class's fields that its JSON holds (once per class: `fields()` is slow)."""
    names = _JSON_FIELDS.get(cls)
    if names is None:
        names = _JSON_FIELDS[cls] = tuple(f.name for f in fields(cls) if f.metadata.get("json", True))
    return names


def node_fields(cls: type[TreeNode]) -> tuple[str, ...]:
    """The names of a node class's fields, once per class."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return names


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def child_fields(cls: type[TreeNode]) -> tuple[str, ...]:
    """The fields of a node class that may hold nodes (not its words, span, other strings or flags), once per class:
    what a walk over a tree reads."""
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = _CHILD_FIELDS[cls] = tuple(
            f.name
            for f in fields(cls)
            if f.name not in ("kind", "text", "span") and "str" not in str(f.type) and str(f.type) != "bool"
        )
    return names


@dataclass
class TreeNode:
    """Base of every tree node: a kind, the text it stands for, and where it came from."""

    kind: str
    text: str
    span: Span

    def to_dict(self) -> dict[str, Any]:
        """The node as plain JSON: its fields, without the empty ones and the private ones."""
        out: dict[str, Any] = {}
        for name in _json_fields(type(self)):
            value = getattr(self, name)
            if value is None:
                continue
            if type(value) in _SCALARS:
                out[name] = value
            elif value != [] and value != {}:
                out[name] = _plain(value)
        return out


@dataclass
class Keyword(TreeNode):
    """A keyword ability on a keyword line: "Flying", "Kicker {W} and/or {2}{B}"."""

    name: str = ""  # as printed: "estímulo", "Appui"
    canonical: str = ""  # English keyword of rule 702: "kicker", "champion"
    parameter: str | None = None  # "{W} and/or {2}{B}", "a Goblin", "2", "from red"


@dataclass
class CostPart(TreeNode):
    """One part of an activation cost; `kind` is cost:mana, cost:tap, cost:sacrifice, …"""


@dataclass
class Trigger(TreeNode):
    """The trigger condition of a triggered ability: word ("When") and event ("~ enters")."""

    word: str = ""
    event: str = ""


@dataclass
class Condition(TreeNode):
    """An intervening "if" clause of a triggered ability."""


@dataclass
class Sentence(TreeNode):
    """One sentence of an effect. A trigger inside an effect (reflexive or delayed) is kept."""

    trigger: Trigger | None = None


@dataclass
class Reminder(TreeNode):
    """Reminder text in parentheses, kept aside from the rules text."""


@dataclass
class Feature(TreeNode):
    """A typed effect-level node found in an ability, for the link rules.

    `kind` names what it is ("exile", "exiled_with_self", "choose", "chosen_ref", …);
    `value` refines it (the kind of value chosen, the kicker cost referred to, …).
    """

    value: str | None = None
    role: str = ""  # "acting" or "referring"


# ---- the effect tree below an ability (effects/): what each sentence does ----------------------


@dataclass
class Effect(TreeNode):
    """A node of the effect tree; `kind` is an `EffectKind` ("action", "object", "untyped", …).
    Its JSON leaves out a flag that is false ("optional", "negated"), as it leaves out what is empty."""

    def to_dict(self) -> dict[str, Any]:
        """The node as plain JSON, without empty fields and false flags."""
        # It runs for every node of every card: fields read from `__dict__`, the commonest values (absent
        # ones, words, spans, lists of nodes) tested first and by their exact type, a node's nodes dictionaries
        # by a direct call; what `_plain` does for any other value.
        out: dict[str, Any] = {}
        held = self.__dict__
        for name in _json_fields(type(self)):
            value = held[name]
            if value is None or value is False:
                continue
            kind = type(value)
            if kind is list:
                if value:
                    out[name] = [
                        v if isinstance(v, str) else v.to_dict() if isinstance(v, TreeNode) else _plain(v)
                        for v in value
                    ]
            elif kind is tuple:
                if len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
                    out[name] = [value[0], value[1]]  # a span
                else:
                    out[name] = _plain(value)
            elif isinstance(value, str) or kind in _SCALARS:  # words, the vocabularies' StrEnum values, numbers
                out[name] = value
            elif isinstance(value, TreeNode):
                out[name] = value.to_dict()
            elif value != [] and value != {}:
                out[name] = _plain(value)
        return out


@dataclass
class ObjectPhrase(Effect):
    """Objects an action or a condition is about: "target nontoken creature an opponent controls"."""

    determiner: str | None = None  # a `Determiner`: target, each, all, a, another, up_to, any_number, …
    count: str | None = None  # "2", "X" ("up to two target creatures")
    types: list[str] = field(default_factory=list)  # card types and nouns: creature, artifact, card, token, …
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    not_types: list[str] = field(default_factory=list)  # "noncreature", "nonland"
    controller: str | None = None  # "you" for "you control", "opponent", …
    zone: str | None = None  # a `Zone`: "target creature card in your graveyard"
    # whose zone it is, a `PlayerPhrase` (its `who` as a controller's): "you" of "your graveyard", "chosen_player" of
    # "the chosen player's hand" (effects/zone_owners.py); none where the words name no one ("a graveyard")
    zone_owner: Effect | None = None
    qualifiers: list[str] = field(
        default_factory=list
    )  # "tapped", "attacking", "with flying", "+1/+1", "mana value 3 or less"
    relative: list[Effect] = field(default_factory=list)  # what its relative clause says: "that shares a type with it"
    # the objects its post-modifiers name, in the order of the qualifiers that name them: "from among cards exiled
    # with ~" (`among`), "with the same name as that card" (`same:name`), "a copy of target creature" (`copy_of`),
    # "of sources with the chosen name" (`of:source`)
    related: list[Effect] = field(default_factory=list)
    # what a post-modifier set off after the phrase says of the action that takes it (the Russian ", без уплаты их
    # мана-стоимости" after the cards cast): that action files it (`make_action`); not part of the phrase's JSON
    action_detail: list[str] = field(default_factory=list, repr=False, compare=False, metadata={"json": False})


@dataclass
class PlayerPhrase(Effect):
    """A player: "you", "each opponent", "target player", "that player"."""

    who: str = ""
    whose: Effect | None = None  # the object a possessive names the player of: "that land" of "that land's controller"
    relative: list[Effect] = field(default_factory=list)  # "each opponent who has less life than you"


@dataclass
class Reference(Effect):
    """A phrase pointing back (`ReferenceKind`): the card itself, "it", "the exiled card", "the chosen color"."""

    refers: str = ""


@dataclass
class Duration(Effect):
    """How long an effect lasts: "until end of turn" (`until` "end_of_turn"), "until ~ leaves the battlefield"."""

    until: str = ""


@dataclass
class EffectCondition(Effect):
    """What an action or a triggered ability hangs on: "if you do", "if it was kicked", "if you control a Forest"."""

    test: str = ""  # "you_do", "paid", "control", …
    about: list[Effect] = field(default_factory=list)


@dataclass
class Action(Effect):
    """One thing done: its `verb` (a `Verb`), who does it, to what, from and to which zones, for how long."""

    verb: str = ""
    actor: Effect | None = None
    other_actors: list[Effect] = field(default_factory=list)  # "~ or another creature you control enters"
    objects: list[Effect] = field(default_factory=list)
    amount: str | None = None  # "3" of "deals 3 damage", "2" of "scry 2", "+2/+2" of "gets +2/+2"
    per: Effect | None = None  # "for each card in your graveyard": the amount counts these
    zone_from: str | None = None
    zone_to: str | None = None
    # whose zones those are, each a `PlayerPhrase` as `ObjectPhrase.zone_owner`: "its_owner" of "into its owner's hand"
    zone_from_owner: Effect | None = None
    zone_to_owner: Effect | None = None
    duration: Duration | None = None
    optional: bool = False  # "may"
    negated: bool = False  # "can't"
    condition: EffectCondition | None = None
    detail: list[str] = field(default_factory=list)  # counters, mana, keywords granted, "tapped", "under your control"
    alternatives: list[Effect] = field(default_factory=list)  # "cycle or discard a card": the other verbs offered


@dataclass
class TriggerEvent(Effect):
    """What a triggered ability waits for: an action of its subject ("~ enters") or a step ("your upkeep")."""

    event: str = ""  # the verb or the step: "enter", "dies", "attack", "your_upkeep", …
    actions: list[Action] = field(default_factory=list)
    # the events joined with "and" that no subject does, each its own node: "at the beginning of your upkeep" of
    # "When ~ enters and at the beginning of your upkeep" (the trigger waits for each, rule 603.2)
    joined: list[TriggerEvent] = field(default_factory=list)
    # a state the trigger waits for, with no action (rule 603.8): "When there are no creatures on the battlefield"
    condition: EffectCondition | None = None


@dataclass
class Choice(Effect):
    """A choice made as the ability resolves or as the permanent enters (`ChoiceKind`): "choose a color"."""

    what: str = ""
    objects: list[Effect] = field(default_factory=list)  # "choose target creature": what may be chosen
    chooser: Effect | None = None
    options: list[str] = field(default_factory=list)
    condition: EffectCondition | None = None  # "As ~ enters, choose a color": when it is chosen


@dataclass
class Note(Effect):
    """A value noted for later (rule 607.2e): "note the number of cards in your hand"."""

    what: str = ""


@dataclass
class Untyped(Effect):
    """Words the effect grammar did not read whole: kept with where the parser stopped and why."""

    reason: str = ""
    # the object phrases and references the grammar read inside the words ("the chosen word", "each card exiled with
    # this creature"), and a condition opening them ("Si le coût de kick a été payé, …"), so that what they refer to
    # (rule 607) is not lost with the rest (effects/partial.py)
    phrases: list[Effect] = field(default_factory=list)


@dataclass
class Ability(TreeNode):
    """One ability of a card: usually one paragraph, or one granted ability in quotes."""

    lang: str = "en"
    id: int = 0
    paragraph: int = 0
    face: int = 0
    label: str | None = None  # "Ferocious", "Khans", "I, II", "Choose one"
    label_kind: str | None = None  # a LabelKind: ability_word, anchor_word, chapter, modal, keyword_cost
    label_span: Span | None = None
    bullet: bool = False
    keywords: list[Keyword] = field(default_factory=list)
    cost: list[CostPart] = field(default_factory=list)
    trigger: Trigger | None = None
    condition: Condition | None = None
    effect: list[Sentence] = field(default_factory=list)
    restrictions: list[Sentence] = field(default_factory=list)
    reminder: list[Reminder] = field(default_factory=list)
    children: list[Ability] = field(default_factory=list)
    features: list[Feature] = field(default_factory=list)
    # what the ability does, below the sentences (effects/): trigger event, condition, one node per clause
    effects: list[Effect] = field(default_factory=list)
    granted: bool = False
    level: str | None = None  # "1-3", "4+" for level bands and class levels
    reason: str | None = None  # why the grammar could not parse it (kind "unparsed")
    normalized: str | None = None  # the text the grammar read ("~" for the card's name)
    # the normalized text with its offsets into the card text and its quoted parts, for features (not in JSON)
    normalized_text: NormalizedText | None = field(default=None, repr=False, compare=False, metadata={"json": False})
    # an ability word printed without its dash opens a trigger ("Imprint When ~ enters, …"): the
    # grammar reads a static ability, the rules a triggered one (decided in syntax/classify.py)
    hidden_trigger: bool = field(default=False, repr=False, compare=False, metadata={"json": False})
    # where the text after the first label's dash starts in `normalized` (0: no label)
    _body_start: int = field(default=0, repr=False, compare=False, metadata={"json": False})
    # why the grammar failed, as a structure (`reason` is its rendering); kept out of to_dict()
    _failure: ParseFailure | None = field(default=None, repr=False, compare=False, metadata={"json": False})

    @property
    def body(self) -> str:
        """The normalized text after the label the grammar found ("Raid — Draw a card." -> "Draw a card.")."""
        return (self.normalized or "")[self._body_start :].lstrip("• ").strip()

    @property
    def failure(self) -> ParseFailure | None:
        """Why the grammar could not parse this ability (kind "unparsed"), as a structure."""
        return self._failure

    def walk(self) -> Iterator[Ability]:
        """This ability and every ability nested in it, depth first, in text order."""
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class Evidence:
    """The words that make one end of a link, with their span in the original text."""

    phrase: str
    span: Span

    def to_dict(self) -> dict[str, Any]:
        """The evidence as plain JSON."""
        return {"phrase": self.phrase, "span": list(self.span)}


@dataclass
class Link:
    """Two linked abilities (rule 607): `source` acts, chooses or offers; `target` refers."""

    rule: str
    source: int  # ability id
    target: int  # ability id
    evidence: tuple[Evidence, Evidence]
    explanation: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The link as plain JSON: rule, ability ids, evidence and explanation."""
        return {
            "kind": "link",
            "rule": self.rule,
            "from": self.source,
            "to": self.target,
            "evidence": {"from": self.evidence[0].to_dict(), "to": self.evidence[1].to_dict()},
            "explanation": self.explanation,
        }


@dataclass
class Review:
    """What the tool could not resolve (issue 9), where it is and why: a referring cue the link rules
    could not tie to anything, links cut past the per-card bound, or links that differ from the card's
    Oracle text (links/oracle.py; on the whole card, `ability` None, when the paragraphs do not line up).

    `ability` is the id of the ability the words sit in (None when they sit outside any ability);
    `span` indexes `Card.text`; `reason` says why no link was made ("no ability of the card exiles",
    "anaphora inside one ability", …); `kind` what the flag is about, so that no reader has to tell it
    from the reason's words (it is not part of the tag record of schema version 1)."""

    paragraph: int
    ability: int | None
    phrase: str
    span: Span
    reason: str
    kind: ReviewKind

    def to_dict(self) -> dict[str, Any]:
        """The entry as plain JSON."""
        return {
            "paragraph": self.paragraph,
            "ability": self.ability,
            "phrase": self.phrase,
            "span": list(self.span),
            "reason": self.reason,
        }


@dataclass
class Face:
    """One face of a card: its name, text, span in the card text and type line."""

    name: str
    text: str
    span: Span  # where this face's text sits in Card.text
    type_line: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The face as plain JSON."""
        out: dict[str, Any] = {"kind": "face", "name": self.name, "text": self.text, "span": list(self.span)}
        if self.type_line:
            out["type_line"] = self.type_line
        return out


@dataclass
class Card:
    """A parsed card. `text` is the faces' texts joined with "\\n"; spans index into it."""

    name: str | None
    lang: str
    text: str
    faces: list[Face]
    abilities: list[Ability]
    links: list[Link] = field(default_factory=list)
    review: list[Review] = field(default_factory=list)  # unresolved referring cues (filled with the links)
    warnings: list[str] = field(default_factory=list)  # e.g. a given name the text never uses
    # links left out past the per-card bound (mtglinks.links.MAX_LINKS); 0 when none were
    truncated_links: int = 0

    def iter_abilities(self) -> Iterator[Ability]:
        """Every ability, nested ones included, in text order."""
        for ability in self.abilities:  # (its own first, not through `walk`: a generator less for each)
            yield ability
            for child in ability.children:
                yield from child.walk()

    def ability(self, ability_id: int) -> Ability:
        """The ability of this id (nested ones included); KeyError when there is none."""
        for ability in self.iter_abilities():
            if ability.id == ability_id:
                return ability
        raise KeyError(ability_id)

    @property
    def unparsed(self) -> list[Ability]:
        """The abilities the grammar could not parse."""
        return [a for a in self.iter_abilities() if a.kind == AbilityKind.UNPARSED]

    def to_dict(self) -> dict[str, Any]:
        """The card as plain JSON; `mtglinks.schema.tree_io.card_from_dict` reads it back."""
        return {
            "kind": "card",
            "name": self.name,
            "lang": self.lang,
            "text": self.text,
            "faces": [f.to_dict() for f in self.faces],
            "abilities": [a.to_dict() for a in self.abilities],
            "links": [link.to_dict() for link in self.links],
            "review": [entry.to_dict() for entry in self.review],
            **({"truncated_links": self.truncated_links} if self.truncated_links else {}),
        } | ({"warnings": list(self.warnings)} if self.warnings else {})
