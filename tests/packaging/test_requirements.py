"""What installing mtglinks pulls in (issue 9, item 5; issue 12, item 7).

- At run time only lark, pymorphy3 (+ its Russian dictionaries and, on CPython, DAWG2, the C
  reader of them), click, ijson, rapidfuzz and platformdirs; spaCy and its lookup tables belong
  to the `build` extra (tools/build_lemmas.py).
- constraints.txt pins every package `pip install -e '.[test]'` installs, the pins satisfy the
  ranges of pyproject.toml, and spaCy is not among them.
- No module of the package needs spaCy: with spaCy made unimportable, every module imports and
  cards of all four languages are analysed and tagged. (tests/test_lexicon.py checks the other
  half: analysing a card in each language loads no spaCy module even where spaCy is installed.)
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from importlib import metadata

import pytest
from helpers import CHECKOUT
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

CONSTRAINTS = CHECKOUT / "constraints.txt"
RUNTIME = {"lark", "pymorphy3", "pymorphy3-dicts-ru", "dawg2", "click", "ijson", "rapidfuzz", "platformdirs"}
SPACY = {"spacy", "spacy-lookups-data", "thinc"}


def declared() -> list[Requirement]:
    """The requirements of the installed mtglinks (its metadata, markers and extras included)."""
    return [Requirement(r) for r in metadata.requires("mtglinks") or []]


def in_extra(req: Requirement, extra: str) -> bool:
    """Whether `req` is installed with the given extra ("" for a plain install) on this platform."""
    return req.marker is None or req.marker.evaluate({"extra": extra})


def pins() -> dict[str, Version]:
    """constraints.txt as {canonical name: pinned version}; every line must be an exact pin."""
    out: dict[str, Version] = {}
    for number, line in enumerate(CONSTRAINTS.read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;=]+)", line)
        assert m, f"constraints.txt line {number} is not an exact pin: {line!r}"
        name = canonicalize_name(m.group(1))
        assert name not in out, f"constraints.txt pins {name} twice"
        out[name] = Version(m.group(2))
    return out


def pyproject() -> dict[str, object]:
    with (CHECKOUT / "pyproject.toml").open("rb") as f:
        project: dict[str, object] = tomllib.load(f)["project"]
    return project


def test_runtime_requirements_are_exactly_the_runtime_set() -> None:
    runtime = [r for r in declared() if in_extra(r, "")]
    assert {canonicalize_name(r.name) for r in runtime} == RUNTIME
    assert not [r for r in runtime if r.extras], "a run-time requirement pulls in extras"
    # The installed metadata is the checkout's pyproject.toml (else the venv needs reinstalling).
    listed = pyproject()["dependencies"]
    assert isinstance(listed, list)
    assert sorted(str(Requirement(r)) for r in listed) == sorted(str(r) for r in runtime)


def test_spacy_is_only_in_the_build_extra() -> None:
    extras = set(metadata.metadata("mtglinks").get_all("Provides-Extra") or [])
    assert {"build", "test"} <= extras
    with_spacy = [r for r in declared() if canonicalize_name(r.name) in SPACY]
    assert {canonicalize_name(r.name) for r in with_spacy} == {"spacy", "spacy-lookups-data"}
    for req in with_spacy:
        assert in_extra(req, "build"), req
        assert not any(in_extra(req, extra) for extra in extras - {"build"} | {""}), req
    build = {
        canonicalize_name(r.name)
        for r in declared()
        if r.marker is not None and "extra" in str(r.marker) and in_extra(r, "build")
    }
    assert build == {"spacy", "spacy-lookups-data"}


def test_constraints_pin_the_runtime_and_test_requirements_within_their_ranges() -> None:
    pinned = pins()
    assert not SPACY & set(pinned), "spaCy is pinned: `.[test]` must not install it"
    for req in declared():
        name = canonicalize_name(req.name)
        if name in SPACY or not (in_extra(req, "") or in_extra(req, "test")):
            continue  # the build extra (spaCy) is not what CI installs
        assert name in pinned, f"{req} has no pin in constraints.txt"
        assert req.specifier.contains(pinned[name], prereleases=True), f"pin {name}=={pinned[name]} outside {req}"
    header = CONSTRAINTS.read_text(encoding="utf-8").split("\n\n")[0]
    assert "tools/pin_constraints.py" in header and "-c constraints.txt" in header


def _closure(roots: list[Requirement], extra: str) -> dict[str, metadata.Distribution]:
    """Every installed distribution that mtglinks[extra]'s requirements `roots` pull in on this
    interpreter, transitively."""
    found: dict[str, metadata.Distribution] = {}
    todo = [(r, extra) for r in roots]
    while todo:
        req, extra = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": extra}):
            continue
        name = canonicalize_name(req.name)
        if name in found:
            continue
        try:
            dist = metadata.distribution(req.name)
        except metadata.PackageNotFoundError:
            pytest.fail(f"{req} is required but not installed")
        found[name] = dist
        for sub in dist.requires or []:
            sub_req = Requirement(sub)
            for wanted in {""} | set(req.extras):
                todo.append((sub_req, wanted))
    return found


def test_constraints_pin_every_package_the_test_install_pulls_in() -> None:
    pinned = pins()
    roots = [r for r in declared() if in_extra(r, "") or in_extra(r, "test")]
    closure = _closure(roots, "test")
    assert set(closure) >= RUNTIME and {"pytest", "hatchling", "mypy", "jsonschema"} <= set(closure)
    assert not SPACY & set(closure)
    missing = sorted(set(closure) - set(pinned))
    assert not missing, f"installed with .[test] but not pinned (run tools/pin_constraints.py): {missing}"
    # Each pin satisfies every range a package of the closure asks of it.
    for dist in closure.values():
        for sub in dist.requires or []:
            req = Requirement(sub)
            name = canonicalize_name(req.name)
            if name in closure and (req.marker is None or req.marker.evaluate({"extra": ""})):
                assert req.specifier.contains(pinned[name], prereleases=True), (
                    f"{dist.metadata['Name']} asks {req}, pinned {pinned[name]}"
                )


BLOCK_SPACY = """
import importlib, importlib.abc, pkgutil, sys

class NoSpacy(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("spacy", "spacy_lookups_data", "thinc"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)")
        return None

sys.meta_path.insert(0, NoSpacy())
import mtglinks
from mtglinks.batch.runner import tag_record

modules = [m.name for m in pkgutil.walk_packages(mtglinks.__path__, "mtglinks.") if m.name != "mtglinks.__main__"]
for name in modules:
    importlib.import_module(name)
cards = {
    "en": ("Exile target card. You may play cards exiled with Foo.", "Foo"),
    "es": ("Exilia la carta objetivo. Puedes jugar las cartas exiliadas con el Foo.", "Foo"),
    "fr": ("Exilez la carte ciblée. Vous pouvez jouer les cartes exilées avec le Foo.", "Foo"),
    "ru": ("Изгоните целевую карту. Вы можете разыгрывать карты, изгнанные Фу.", "Фу"),
}
for lang, (text, name) in cards.items():
    mtglinks.analyze(text, lang=lang, name=name)
    assert tag_record({"id": lang, "name": name, "lang": lang, "text": text})["status"] == "ok", lang
print(len(modules), sorted(m for m in sys.modules if m.split(".")[0] in ("spacy", "spacy_lookups_data", "thinc")))
"""


def test_no_module_of_the_package_needs_spacy() -> None:
    out = subprocess.run([sys.executable, "-c", BLOCK_SPACY], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    count, loaded = out.stdout.split(" ", 1)
    assert int(count) >= 20  # every module of the package was imported
    assert loaded.strip() == "[]"
