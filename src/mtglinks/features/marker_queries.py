"""More queries over the effect tree (`features/queries.py` holds the others): the markers, facts about an ability that
the link rules read beside its halves.

`halves(ability)` yields them; `tree.tree_features` adds them to the others when a marker is asked for (their own walk
of the tree, which most abilities opened for other kinds do not pay). A marker is read
wherever the ability names it, also inside what it waits for or tests ("Whenever this creature transforms into …"), as
the patterns read the words.
"""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.features import lasting_queries, queries
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Ability, Action, Choice, Effect, EffectCondition, Reference, TriggerEvent

# The kinds of markers (neither half of a link: facts about the ability).
MARKERS = frozenset({K.TRANSFORMS, K.BEFORE_GAME, K.CDA}) | lasting_queries.LASTING


def halves(ability: Ability, kinds: frozenset[str] | None = None) -> Iterator[Half]:
    """The markers of the ability's effect tree, in the order of the tree; with `kinds`, only the readings that may
    give one of them are done (most abilities ask for the lasting markers alone, "choose" opening them)."""
    if kinds is None or not _NODE_MARKERS.isdisjoint(kinds):
        for node, _ in queries._nodes(ability.effects, done=True):
            if _transforms(node):
                yield Half(K.TRANSFORMS, None, node.span, node.text)
            if _before_game(node):
                yield Half(K.BEFORE_GAME, None, node.span, node.text)
    if kinds is None or K.CDA in kinds:
        for top in ability.effects:
            if _defines_itself_by_choice(top):
                yield Half(K.CDA, None, top.span, top.text)
    if kinds is None or not lasting_queries.LASTING.isdisjoint(kinds):
        yield from lasting_queries.halves(ability)


# The markers read at every node of the walk.
_NODE_MARKERS = frozenset({K.TRANSFORMS, K.BEFORE_GAME})


def _transforms(node: Effect) -> bool:
    """The card turns over to its other face (the card transforms, rule 701.28): "transform ~", "Whenever this creature
    transforms into …", "return it to the battlefield transformed", and a flip card's "flip it" (709.4), not a coin's
    flip."""
    if isinstance(node, Action):
        if node.verb == Verb.TRANSFORM:
            return True
        if node.verb == Verb.FLIP and any(_itself(thing) for thing in node.objects):
            return True
    return "transformed" in queries._marks(node)


def _itself(node: Effect) -> bool:
    """The object itself, by its name or a pronoun ("flip ~", "flip it")."""
    return isinstance(node, Reference) and node.refers in (ReferenceKind.SELF, ReferenceKind.ANAPHORA)


def _before_game(node: Effect) -> bool:
    """The ability acts before the game begins or as it begins: "At the beginning of the game, …" (a trigger on the
    game's start), "Before you shuffle your deck to start the game, …" (a condition), "… before the game begins" (a
    detail of the action or of the choice), and a card the player begins the game with ("If ~ is in your opening hand,
    you may begin the game with it on the battlefield", French "vous pouvez l'avoir sur le champ de bataille au début
    de la partie")."""
    if isinstance(node, TriggerEvent):
        return node.event == "game:start"
    if isinstance(node, EffectCondition):
        return node.test == "before_game"
    if isinstance(node, Action):
        return node.verb == Verb.BEGIN_GAME_WITH or "before:game_start" in node.detail
    if isinstance(node, Choice):  # "If ~ is your commander, choose a color before the game begins."
        return "before:game_start" in node.options
    return False


def _defines_itself_by_choice(node: Effect) -> bool:
    """A sentence that defines the object's own characteristic by a choice: "~ is the chosen color", "This creature is
    the chosen type in addition to its other types" (the object itself is the chosen value; 607.2p with a choice made
    before the game)."""
    if not isinstance(node, Action) or node.verb != Verb.BECOME or "is" not in node.detail or node.negated:
        return False
    if not (isinstance(node.actor, Reference) and node.actor.refers == ReferenceKind.SELF):
        return False
    return any(isinstance(thing, Reference) and thing.refers == ReferenceKind.CHOSEN for thing in node.objects)
