"""Shapes of grammar/effects-en/5-old-verbs.lark: the old verbs of printed English text the Oracle text has since
replaced (issue #22, the printed-en corpus). "Bury" (until 1998) is read as the Oracle text of the same cards reads it:
"Bury target creature." as "Destroy target creature. It can't be regenerated." (two actions: the destruction, then the
regeneration denied, which `with_following` puts after the sentence's node that holds the destruction), "bury ~" and
"bury that creature" as "sacrifice" (the permanent's controller buries its own). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action, objects_of, span_of, value_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Effect, ObjectPhrase, Reference, TreeNode, node_fields

# The actions to put after the sentence's node that holds another action (by that action's id, the action kept beside
# it so that an id is never taken for another's): filled by a rule's method as the sentence is read, emptied by
# `with_following` when the sentence is read whole. An entry a stopped reading left behind finds no action of the next
# sentence (the action is kept) and goes with it.
FOLLOWING: dict[int, tuple[Action, Action]] = {}

# The determiners of the objects a player buries as its own: none ("bury ~", "Bury Graveborn token"), "the" ("bury the
# creature" an Aura of the player's animated, "bury the token").
_OWN_DETERMINERS = frozenset({None, "the"})


def _buried_as_own(found: Effect) -> bool:
    """Whether burying the object is sacrificing it: the card itself, an object the sentence named before ("it", "that
    creature"), an object named with no count ("the creature"); not a counted one ("target creature", "all artifacts",
    "each creature …")."""
    if isinstance(found, Reference):
        return found.refers in (ReferenceKind.SELF, ReferenceKind.ANAPHORA)
    return isinstance(found, ObjectPhrase) and found.determiner in _OWN_DETERMINERS


def _no_regeneration(word: Any) -> Action:
    """The regeneration of what "bury" destroys denied: the verb `regenerate`, passive and negated, its actor "it" (as
    "It can't be regenerated." reads), read from the word "bury"."""
    span = (word.start_pos, word.end_pos)
    it = Reference(EffectKind.REFERENCE, "", span, refers=ReferenceKind.ANAPHORA)
    return Action(EffectKind.ACTION, "", span, verb=Verb.REGENERATE, actor=it, negated=True, detail=["passive"])


class OldVerbShapeRules:
    """The methods of the rules of grammar/effects-en/5-old-verbs.lark (see the module docstring)."""

    def act_bury(self, children: list[Any]) -> Action:
        """ "bury ~", "bury that creature": sacrifice (the Oracle text's "sacrifice ~"); "Bury target artifact.", "Bury
        all creatures.": destroy, then the regeneration of what is destroyed denied (the Oracle text's "Destroy target
        artifact. It can't be regenerated.": the verb `regenerate`, passive and negated, its actor "it", read from the
        word "bury")."""
        objects = objects_of(children)
        if objects and all(_buried_as_own(o) for o in objects):
            return make_action(Verb.SACRIFICE, children)
        action = make_action(Verb.DESTROY, children)
        FOLLOWING[id(action)] = (action, _no_regeneration(children[0]))
        return action

    def act_buried(self, children: list[Any]) -> Action:
        """ "target creature is buried", "~ is buried": as "bury" reads its object, the subject here (destroy, or
        sacrifice for its own permanent: told once the clause has given the action its actor, `with_following`)."""
        action = make_action(Verb.DESTROY, children, detail=["passive"])
        FOLLOWING[id(action)] = (action, _no_regeneration(children[0]))
        return action

    def act_play_self(self, children: list[Any]) -> Action:
        """ "Play ~ only before …", "you played this spell": the card itself cast (the verb `cast`, its object the card
        itself, read from the words after the verb); "from your graveyard" the zone it is cast from."""
        token = children[0]
        verb = token.text.split(" ", 1)[0]
        start = token.start_pos + len(verb) + 1
        itself = Reference(EffectKind.REFERENCE, "", (start, token.end_pos), refers=ReferenceKind.SELF)
        zone = value_of(children, "ZONE")
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.CAST, objects=[itself], zone_from=zone)


def _holds(node: TreeNode, wanted: dict[int, Action]) -> list[Action]:
    """The actions of `wanted` in the node or below it, in text order."""
    found = [node] if isinstance(node, Action) and wanted.get(id(node)) is node else []
    for name in node_fields(type(node)):
        value = getattr(node, name)
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, TreeNode):
                found.extend(_holds(child, wanted))
    return found


def with_following(value: Any) -> Any:
    """The nodes of a sentence read whole, each followed by the actions `FOLLOWING` holds for an action in it; empties
    `FOLLOWING`. (A start rule that gives one node, not a sentence's list, is left as it is.)"""
    pending = dict(FOLLOWING)
    FOLLOWING.clear()
    if not isinstance(value, list):
        return value
    wanted = {key: action for key, (action, _) in pending.items()}
    out: list[Any] = []
    for node in value:
        out.append(node)
        if isinstance(node, TreeNode):
            out.extend(pending[id(action)][1] for action in _holds(node, wanted) if not _own_buried(action))
    return out


def _own_buried(action: Action) -> bool:
    """Whether a passive "is buried" is its subject sacrificed (the verb set so): the card itself or an object named
    before ("~ is buried", "that creature is buried"), as "bury" reads its object: then the verb `sacrifice`, the
    subject its object (its controller sacrifices it, as "sacrifice ~" reads)."""
    if "passive" not in action.detail or action.actor is None or not _buried_as_own(action.actor):
        return False
    action.verb, action.detail = Verb.SACRIFICE, [d for d in action.detail if d != "passive"]
    action.objects, action.actor, action.other_actors = [action.actor, *action.other_actors], None, []
    return True
