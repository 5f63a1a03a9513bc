"""A small least-recently-used map: what a lookup keeps of the rows it read last (the index does not
change while it is open, and a batch run asks for the same cards again and again)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")
_MISSING = object()


class Recent(Generic[K, V]):
    """At most `size` entries; the one used longest ago goes first. Per thread: not locked."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def __contains__(self, key: K) -> bool:
        return key in self._items

    def get(self, key: K) -> V | None:
        """The value of `key` (now the most recently used), or None."""
        value = self._items.get(key, _MISSING)
        if value is _MISSING:
            return None
        self._items.move_to_end(key)
        return value  # type: ignore[return-value]

    def put(self, key: K, value: V) -> None:
        """Keep `value` for `key`, dropping the entry used longest ago past `size`."""
        self._items[key] = value
        self._items.move_to_end(key)
        if len(self._items) > self.size:
            self._items.popitem(last=False)
