"""Languages in one place: names, display order and the rest are fields of each `Language`, and no module
outside `lang/` lists the languages itself."""

from __future__ import annotations

import ast
from pathlib import Path

from mtglinks.cli.card import LANG_CHOICES, LANG_NAMES
from mtglinks.index.store import LANG_ORDER
from mtglinks.lang import codes, display_order, get_language, language_names
from mtglinks.sinks.sqlite import LANGUAGE_NAMES
from mtglinks.sources.common import MTGJSON_LANGUAGES, mtgjson_lang

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "mtglinks"


def test_every_language_names_itself_and_has_a_place() -> None:
    orders = [get_language(code).display_order for code in codes()]
    assert len(set(orders)) == len(orders)
    assert all(get_language(code).name for code in codes())
    assert display_order()[0] == "en"  # Oracle text's language first
    assert language_names()["ru"] == "Russian"


def test_the_tables_elsewhere_are_read_from_the_languages() -> None:
    assert display_order() == LANG_ORDER
    assert (*display_order(), "all") == LANG_CHOICES
    assert LANG_NAMES == LANGUAGE_NAMES == language_names()
    for code in codes():
        assert mtgjson_lang(get_language(code).name) == code
        assert MTGJSON_LANGUAGES[get_language(code).name] == code


def _lists_languages(node: ast.AST) -> bool:
    """A literal collection holding two or more language codes or names."""
    if not isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
        return False
    items = node.keys if isinstance(node, ast.Dict) else node.elts
    words = set(codes()) | set(language_names().values())
    found = {item.value for item in items if isinstance(item, ast.Constant) and item.value in words}
    return len(found) >= 2


def test_no_module_outside_lang_lists_the_languages() -> None:
    listing = []
    for path in PACKAGE.rglob("*.py"):
        if "lang" in path.relative_to(PACKAGE).parts[:1]:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        listing += [f"{path.relative_to(PACKAGE)}:{n.lineno}" for n in ast.walk(tree) if _lists_languages(n)]
    assert listing == []
