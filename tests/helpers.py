"""The one helper module of the tests: the curated corpora, the shared folder, real card texts, span checks."""

from __future__ import annotations

import json
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, Card, Effect

CHECKOUT = Path(__file__).resolve().parents[1]
# ../shared beside the checkout (read-only reference data); tests that need it skip without it.
SHARED = Path(__file__).resolve().parents[2] / "shared"
CORPORA = CHECKOUT / "corpora"

# Real Oracle text (2020 wording) of two cards several test modules use.
PLUME = (
    "As Paradise Plume enters the battlefield, choose a color.\n"
    "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
    "{T}: Add one mana of the chosen color."
)
CHEMISTER = (
    "Haste\n{R}, {T}: Exile target instant or sorcery card from your graveyard.\n"
    "{1}{R}, {T}, Sacrifice Izzet Chemister: Cast any number of cards exiled with Izzet Chemister "
    "without paying their mana costs."
)


@cache
def corpus(lang: str) -> dict[str, dict[str, Any]]:
    """The checkout's curated corpus of one language, by record id."""
    path = CORPORA / lang / "cards.jsonl"
    with path.open(encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    return {r["id"]: r for r in records}


def record(lang: str, ident: str) -> dict[str, Any]:
    return corpus(lang)[ident]


def parse_record(rec: dict[str, Any]) -> Card:
    return mtglinks.parse(lang=rec["lang"], name=rec["name"], faces=rec["faces"])


def card_of(lang: str, ident: str) -> Card:
    return parse_record(record(lang, ident))


def original(card: Card, node: Any) -> str:
    """The original card text a node's span points at."""
    return card.text[slice(*node.span)]


def describe_unparsed(card: Card) -> str:
    return "; ".join(f"{a.text!r}: {a.reason}" for a in card.unparsed)


def assert_parsed(card: Card) -> None:
    assert not card.unparsed, describe_unparsed(card)


# --- lang ---
def paragraph_links(lang: str, text: str, name: str) -> set[tuple[str, int, int]]:
    """The links of a card's text as (rule, source paragraph, target paragraph)."""
    card = mtglinks.analyze(text, lang=lang, name=name)
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    return {(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links}


def ability_kinds(lang: str, text: str, name: str) -> list[str]:
    """The kinds of a card's top-level abilities, in order."""
    return [a.kind for a in mtglinks.parse(text, lang=lang, name=name).abilities]


# --- records ---

SOURCE_FIXTURES = CHECKOUT / "tests" / "fixtures" / "sources"


def read_items(*paths: str | Path, **options: Any) -> list[Any]:
    """Every item the readers (mtglinks.sources) give for these inputs, in order."""
    from mtglinks.sources import read_sources

    return list(read_sources([str(path) for path in paths], **options))


def card_records(items: list[Any]) -> list[dict[str, Any]]:
    """The input records of the CardRecord items (skipped and bad ones left out)."""
    from mtglinks.sources import CardRecord

    return [item.record for item in items if isinstance(item, CardRecord)]


def write_jsonl(path: Path, records: Sequence[Mapping[str, Any]]) -> Path:
    """`records` written as JSON Lines to `path`."""
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def only_the_bundled_index(monkeypatch: Any, tmp_path: Path) -> None:
    """Hide $MTGLINKS_DB and the user's own index: the bundled index decides."""
    monkeypatch.delenv("MTGLINKS_DB", raising=False)
    monkeypatch.setattr("mtglinks.index.locate.user_index", lambda: tmp_path / "no-user-index.sqlite")


TAG_META = {
    "mtglinks_version": "0.1.0",
    "schema_version": 2,
    "sources": ["corpora/en/cards.jsonl", "corpora/es/cards.jsonl"],
    "created": "2026-12-01T09:00:00+00:00",
    "summary": {"records": 3},
}
SISTERS_ES = "Sisters of Stone Death|es|RAV"
PLUME_RECORD = "Paradise Plume|oracle"


def input_records() -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(lang, line number, input record) of every bundled corpus card, in file order."""
    from mtglinks.sources.jsonl import json_lines

    for lang in ("en", "es", "fr", "ru"):
        for line in json_lines(CORPORA / lang / "cards.jsonl"):
            yield lang, line.number, line.value


def fake_uuid(ident: Any) -> str:
    # A stable stand-in for an MTGJSON uuid, derived from the record id.
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"mtglinks-test:{ident}"))


def as_batch_record(record: dict[str, Any], lang: str, line_no: int, card: dict[str, Any]) -> dict[str, Any]:
    """The keys the batch runner adds to tagger output (schema_version 2), filled as a reader would."""
    ident = card.get("id")
    english = str(ident).split("|")[0]
    out = {"schema_version": 2, **record}
    out["ids"] = {
        "uuid": fake_uuid(ident),
        "face_uuids": [fake_uuid(f"{ident}#{i}") for i, _ in enumerate(card.get("faces") or [None])],
        "scryfall_id": fake_uuid(f"scryfall:{ident}"),
        "set": str(ident).split("|")[-1].upper(),
        "number": str(line_no),
        "english_name": english,
        "layout": "normal",
    }
    out["source"] = {"file": f"corpora/{lang}/cards.jsonl", "position": f"line {line_no}"}
    out["review"] = []
    return out


def tagged_corpora() -> list[dict[str, Any]]:
    """Tag records of every bundled corpus card, as a reader and the runner make them, and one failure."""
    from mtglinks.batch.runner import tag_record

    records = []
    for lang, line_no, card in input_records():
        records.append(as_batch_record(tag_record(card, line_no), lang, line_no, card))
    # A real failure of the tagger: a language it does not read.
    failed = tag_record({"id": "Lightning Bolt|de|M10", "name": "Blitzschlag", "lang": "de", "text": "…"}, 999)
    assert failed["status"] == "error"
    records.append({"schema_version": 2, **failed, "ids": {}, "source": {"file": "x.jsonl", "position": "line 999"}})
    return records


def card_text(ident: str) -> str:
    """The input text of a corpus card (what evidence spans point into)."""
    card = next(c for _, _, c in input_records() if c["id"] == ident)
    return str(card["text"])


def install_wheel(root: Path) -> Path:
    """The wheel of the checkout built and installed into a fresh venv under `root`; its python."""
    import importlib.util
    import os
    import subprocess
    import sys
    import sysconfig
    import venv

    out = root / "dist"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(out), str(CHECKOUT)]
    if importlib.util.find_spec("hatchling") is not None:
        command.insert(4, "--no-build-isolation")  # offline: the build backend is already here
    subprocess.run(command, check=True, capture_output=True, text=True)
    (wheel,) = out.glob("mtglinks-*.whl")
    folder = root / "venv"
    venv.EnvBuilder(with_pip=True).create(folder)
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site_packages = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # The running environment's dependencies, visible after the venv's own packages.
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site_packages, "running_env_deps.pth").write_text("\n".join(sorted(here)) + "\n", encoding="utf-8")
    subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "--no-index", str(wheel)],
        check=True,
        capture_output=True,
        text=True,
    )
    return python


# --- links and cli ---
TEST_DATA = CHECKOUT / "tests" / "data"


def link_triples(card: Card) -> set[tuple[str, int, int]]:
    """The card's links as (clause letter, from paragraph, to paragraph): ("2a", 0, 1)."""
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    return {(link.rule[4:], paragraph[link.source], paragraph[link.target]) for link in card.links}


def run_cli(*args: str, stdin: str | bytes | None = None, **kwargs: Any) -> Any:
    """`mtglinks ARGS…` run in-process (click's CliRunner); the click Result."""
    from click.testing import CliRunner

    from mtglinks.cli import main

    return CliRunner().invoke(main, list(args), input=stdin, **kwargs)


def without_user_index(monkeypatch: Any, tmp_path: Path) -> None:
    """Make the bundled index the one `mtglinks card` reads: no $MTGLINKS_DB, no user index."""
    monkeypatch.delenv("MTGLINKS_DB", raising=False)
    monkeypatch.setattr("mtglinks.index.locate.user_index", lambda: tmp_path / "no-user-index.sqlite")


# --- text and features ---


def features_of(ability: Any, kind: str) -> list[Any]:
    """An ability's features of one kind, in text order."""
    return [f for f in ability.features if f.kind == kind]


# --- syntax ---

# Texts where the exact lexer cuts inside what could be a run of words: a trigger word or "if" in
# the middle of a chunk, a number, a P/T glued to a word, a period inside a word, a Russian space
# that is a comma, a Spanish colon that is a dash, a French "s'" that is "if", and texts rejected.
EDGE_TEXTS = {
    "en": [
        "Return it to the battlefield at the beginning of the next end step.",
        "Draw a card if you control an artifact, then discard a card.",
        "Creatures you control get +1/+1’s until end of turn.",
        "Whenever a creature, artifact, or enchantment enters, you gain 1 life.",
        "Target player mills 3 cards.at random",
        "~ deals 3 damage to any target when it dies",
    ],
    "es": [
        "Elige uno : • Roba una carta.",
        "Siempre que una criatura entre al campo de batalla, roba una carta si puedes.",
        "Al comienzo de tu mantenimiento, pierdes 1 vida al final del turno.",
    ],
    "fr": [
        "Piochez une carte s'il y a une créature, à chaque fois qu'un joueur joue.",
        "Au début de votre entretien, sacrifiez ~ à la fin du tour.",
    ],
    "ru": [
        "В начале вашего шага поддержки пожертвуйте существо.",
        "В начале шага поддержки каждого игрока этот игрок берет карту.",
        "Возьмите карту каждый раз, когда вы разыгрываете заклинание.",
        "Существо получает +X/+0, где X — сила ~.",
    ],
}
REJECTED_TEXTS = ["", "—", "{T}:", "Lorem ipsum :: ::", "Draw a card. (", "When ~ enters draw a card."]


def parser_inputs(lang: str, monkeypatch: Any) -> list[str]:
    """The normalized paragraphs the grammar receives for a language's bundled corpus, in order, once each."""
    from mtglinks.syntax import paragraph

    seen: list[str] = []
    original = paragraph.ParagraphParser.parse

    def record(self: paragraph.ParagraphParser, text: Any, spell_card: bool | None) -> Any:
        seen.append(text.tracked.text)
        return original(self, text, spell_card)

    with monkeypatch.context() as m:
        m.setattr(paragraph.ParagraphParser, "parse", record)
        for rec in corpus(lang).values():
            parse_record(rec)
    return list(dict.fromkeys(seen))


def check_label_file(path: Path, records: int, with_links: int, without_links: int) -> list[dict[str, Any]]:
    """A labelled file's records, checked: at least `records` of them with unique ids, at least
    `with_links` with links and `without_links` without, paragraphs as the text and faces split them,
    every link between two of them."""
    from mtglinks import evaluate

    gold = evaluate.load_jsonl(path)
    assert len(gold) >= records
    assert len({r["id"] for r in gold}) == len(gold)
    linked = [r for r in gold if r["links"]]
    assert len(linked) >= with_links and len(gold) - len(linked) >= without_links
    for record in gold:
        assert (
            record["paragraphs"]
            == record["text"].split("\n")
            == [p for f in record["faces"] for p in f["text"].split("\n")]
        )
        for link in record["links"]:
            assert 0 <= link["from"] < len(record["paragraphs"]) and 0 <= link["to"] < len(record["paragraphs"])
    return gold


def score_label_file(path: Path) -> Any:
    """The scorer's result of tagging a labelled file's records as the batch runner does."""
    from mtglinks import evaluate
    from mtglinks.batch.runner import tag_record

    gold = evaluate.load_jsonl(path)
    predictions = [tag_record(record, i) for i, record in enumerate(gold, 1)]
    result = evaluate.score(gold, predictions, by="id")
    assert result.missing == 0
    return result


def wait_for_lines(path: Path, lines: int, process: Any, seconds: float = 120) -> None:
    """Wait until `path` holds more than `lines` lines; fail when `process` (a running `mtglinks tag`)
    ends first or nothing comes within `seconds`."""
    import time

    import pytest

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") > lines:
            return
        if process.poll() is not None:
            pytest.fail(f"the run ended before it could be interrupted: {process.stderr.read()!r}")
        time.sleep(0.02)
    pytest.fail("the run wrote nothing")


def walk(node: Effect) -> Iterator[Effect]:
    """An effect node and every node inside it."""
    yield node
    for value in vars(node).values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Effect):
                yield from walk(item)


def card_effects(card: Card) -> list[Effect]:
    """The top effect nodes of every ability of the card, in order."""
    return [node for ability in card.iter_abilities() for node in ability.effects]


def only_action(card: Card) -> Action:
    """The one action among the card's top effect nodes."""
    (action,) = [node for node in card_effects(card) if isinstance(node, Action)]
    return action


def card_verbs(card: Card) -> Counter[str]:
    """The multiset of the card's action verbs, nested actions included."""
    return Counter(str(n.verb) for top in card_effects(card) for n in walk(top) if isinstance(n, Action))


def typed_read_as(written: str, read_as: str) -> tuple[int, int]:
    """(typed effect nodes, all effect nodes) of the bundled corpus of language `written` read as `read_as`.
    A node with no letter ("3/3" under a leveler's level, a keyword's "{R}") is written alike in every
    language, so it is no sign of the other language's words being read: it is not counted."""
    typed = total = 0
    for rec in corpus(written).values():
        card = mtglinks.parse(lang=read_as, name=rec["name"], faces=rec["faces"])
        for ability in card.iter_abilities():
            for node in ability.effects:
                if not any(ch.isalpha() for ch in node.text.replace("X", "")):
                    continue
                total += 1
                typed += node.kind != "untyped"
    return typed, total


def typed_card(text: str, name: str | None = None) -> tuple[Card, list[Effect]]:
    """The English card and the effect nodes of its abilities, which must all be typed."""
    card = mtglinks.parse(text, name=name)
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert is_typed(found), [n.to_dict() for n in found if n.kind == EffectKind.UNTYPED]
    return card, found


def only_typed_action(text: str, name: str | None = None) -> tuple[Card, Action]:
    """The English card and the one action its text reads as."""
    card, found = typed_card(text, name)
    (action,) = found
    assert isinstance(action, Action)
    return card, action


def typed_node_with(text: str, name: str, words: str) -> Effect:
    """The first effect node of the English card's text whose words hold `words`; it must be typed."""
    card = mtglinks.parse(text, name=name)
    found = [n for a in card.iter_abilities() for n in a.effects if words in n.text]
    assert found, [n.text for a in card.iter_abilities() for n in a.effects]
    node = found[0]
    assert node.kind != EffectKind.UNTYPED, node.to_dict()
    return node


def typed_action_with(text: str, name: str, words: str) -> Action:
    """The first action of the English card's text whose words hold `words`; it must be typed."""
    node = typed_node_with(text, name, words)
    assert isinstance(node, Action)
    return node


def killed_run(source: Path, out: Path, lines: int, part_bytes: int) -> tuple[Path, Callable[[], Any]]:
    """Tags `source` whole with -j 1 beside `out` (the path returned), then with -j 2 into `out`, killed (its main
    process only: its workers end with it) once its journal holds `lines` lines; also returns a function that runs
    the killed run again with --resume. Parts aim at `part_bytes`; what the workers shared goes to `out`'s folder."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from mtglinks.sources.parts import PART_BYTES_VARIABLE

    env = {**os.environ, PART_BYTES_VARIABLE: str(part_bytes), "TMPDIR": str(out.parent)}
    command = [sys.executable, "-m", "mtglinks", "tag", str(source), "-q"]
    whole = out.with_name("whole" + out.suffix)
    done = subprocess.run([*command, "-j", "1", "-o", str(whole)], env=env, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    process = subprocess.Popen(
        [*command, "-j", "2", "-o", str(out)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    wait_for_lines(Path(f"{out}.part"), lines, process)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    time.sleep(1.0)  # its workers end with it

    def resume() -> Any:
        return subprocess.run([*command, "-j", "2", "-o", str(out), "--resume"], env=env, capture_output=True)

    return whole, resume
