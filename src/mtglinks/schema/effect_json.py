"""One `to_dict` per effect node class, written out field by field, installed on the classes of `tree` when this module
is imported (by `tag_record`, which writes every node of every card).

`Effect.to_dict` runs for every node as a loop over the class's field names testing each value's type in turn. Here
the loop is unrolled once per class into straight code, each field tested first for the type its annotation says it
holds (a word, a list, a span, a node, a flag), with the loop's own steps (`put`) for any other value: the same
dictionary, key for key and in the same order, at about half the cost. A node of a class defined later (a subclass
that inherits a writer) is handed to the loop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from mtglinks import tree

Writer = Callable[[Any], dict[str, Any]]


def make_writer(
    cls: type, names: tuple[str, ...], generic: Writer, put: Callable[..., None], item: Callable[[Any], Any], base: type
) -> Writer:
    """The `to_dict` of node class `cls`, whose JSON holds the fields `names` in this order: `put(out, name, value)`
    stores a value as the generic loop does, `item(value)` is a list's item as it writes it, `base` is the node base
    class (`tree.TreeNode`), and `generic` the loop itself, which an instance of a subclass (that inherits this
    writer) is handed to."""
    types = {f.name: str(f.type) for f in fields(cls)}
    lines = [
        "def to_dict(self):",
        "    if self.__class__ is not CLS:",
        "        return GENERIC(self)",
        "    h = self.__dict__",
        "    out = {}",
    ]
    for name in names:
        lines += [f"    v = h[{name!r}]", *_field_lines(name, types.get(name, ""))]
    lines.append("    return out")
    scope: dict[str, Any] = {"CLS": cls, "GENERIC": generic, "PUT": put, "NODE": base, "ITEM": item}
    code = compile("\n".join(lines), f"<{cls.__qualname__}.to_dict>", "exec")  # (its name in a profile)
    exec(code, scope)  # noqa: S102 - source made here from the class's own field names
    writer: Writer = scope["to_dict"]
    writer.__qualname__ = f"{cls.__qualname__}.to_dict"
    writer.__doc__ = "The node as plain JSON, without empty fields and false flags."
    return writer


def _field_lines(name: str, annotation: str) -> list[str]:
    """The code storing field `name`'s value `v` into `out`: its annotation's type tested first, then `PUT`."""
    key = repr(name)
    other = ["    elif v is not None and v is not False:", f"        PUT(out, {key}, v)"]
    if annotation in ("str", "str | None"):
        return ["    if isinstance(v, str):", f"        out[{key}] = v", *other]
    if annotation == "bool":
        return ["    if v is True:", f"        out[{key}] = True", *other]
    if annotation == "Span":
        span = "v.__class__ is tuple and len(v) == 2 and v[0].__class__ is int and v[1].__class__ is int"
        return [f"    if {span}:", f"        out[{key}] = [v[0], v[1]]", *other]
    if annotation.startswith("list["):
        first = "x if isinstance(x, str)" if annotation == "list[str]" else "x.to_dict() if isinstance(x, NODE)"
        return [
            "    if v.__class__ is list:",
            "        if v:",
            f"            out[{key}] = [{first} else ITEM(x) for x in v]",
            *other,
        ]
    return ["    if isinstance(v, NODE):", f"        out[{key}] = v.to_dict()", *other]


def install() -> None:
    """Give each effect node class of `tree` (each subclass of `Effect` with no `to_dict` of its own) its writer."""
    todo = list(tree.Effect.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if "to_dict" in cls.__dict__:
            continue
        names = tree._json_fields(cls)
        writer = make_writer(cls, names, tree._effect_dict, tree._put_value, tree._list_item, tree.TreeNode)
        setattr(cls, "to_dict", writer)  # noqa: B010 - a method installed on the class, not on its instances


install()
