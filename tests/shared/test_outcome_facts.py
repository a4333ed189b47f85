"""The outcome carries every fact the verdict states (issue 26, point 7 of "situations players could not write").

A ruling's verdict is a sentence; its ``outcome`` is the same answer as fields that other tools read and that
decide whether another reading changes the answer. So every number in the verdict sentence, and every name
of the game it says (a label of one of the game's parts: a company, a ship, a town, a region…), must come
from a field of the outcome — a fact only the sentence holds is a fact no tool can check. Checked for each
question over the book's situation files and the question's own example, in both languages.

The games are listed in GAMES; Ships and Maracaibo join when their outcomes carry their facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesim.check import Situation, SituationError, load_file, rule, situation
from rulesim.game import GameInfo, game
from rulesim.kinds import Choice, Kind, ListOf, MapOf, Maybe, Text
from rulesim.position import Record, parts_of
from rulesim.questions import Question, Table

ROOT = Path(__file__).resolve().parent.parent.parent
# Ships and Maracaibo have their own, in tests/ships/test_questions.py and tests/maracaibo/test_questions.py
GAMES = ("borneo", "caribic", "bora-bora")
LANGS = ("es", "en")
NUMBER = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,\u202f\u00a0]\d{3})+(?![\d])|(?<![\w])\d+(?![\w])")


# ------------------------------------------------------------------------------ the game's names
def _choices(kind: Kind, seen: set[int]) -> Iterator[tuple[Any, Any]]:
    """Every (id, label) a kind can name, nested kinds and records too."""
    if id(kind) in seen:
        return
    seen.add(id(kind))
    if isinstance(kind, Choice):
        yield from kind.values.items()
    elif isinstance(kind, Text):
        yield from kind.options
        for part in kind.parts:
            yield from _choices(part, seen)
    elif isinstance(kind, ListOf):
        yield from _choices(kind.item, seen)
    elif isinstance(kind, MapOf):
        yield from _choices(kind.keys, seen)
        yield from _choices(kind.value, seen)
    elif isinstance(kind, Maybe):
        yield from _choices(kind.kind, seen)
    elif isinstance(kind, Table):
        for f in kind.fields:
            yield from _choices(f.kind, seen)
    elif isinstance(kind, Record):
        for spec, _hint in parts_of(kind.cls).values():
            yield from _choices(spec.kind, seen)


def game_names(info: GameInfo, question: Question, lang: str) -> dict[str, set[str]]:
    """The labels of the game's parts (its position's and the question's fields'), each with the ids it
    names: ``{"roja": {"red"}, "Bravo": {"Bravo"}}``. Labels that are not names (numbers, yes/no) are left
    out, and so are words shorter than three letters."""
    seen: set[int] = set()
    pairs = [p for spec, _hint in parts_of(info.state).values() for p in _choices(spec.kind, seen)]
    pairs += [p for f in question.fields for p in _choices(f.kind, seen)]
    names: dict[str, set[str]] = {}
    for value, label in pairs:
        text = label.render(lang) if hasattr(label, "render") else str(label)
        if len(text) < 3 or text.isdigit() or isinstance(value, bool):
            continue
        if str(getattr(value, "value", value)) == question.id:  # the question's own subject ("temple"): asked,
            continue                                               # not a fact of the answer
        ids = {str(getattr(value, "value", value)), text}
        names.setdefault(text, set()).update(ids)
    return names


# ------------------------------------------------------------------------------ the outcome's facts
def _flat(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _flat(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _flat(v)
    else:
        yield value


def outcome_facts(outcome: dict[str, Any]) -> tuple[set[int], set[str]]:
    numbers: set[int] = set()
    words: set[str] = set()
    for v in _flat(outcome):
        if isinstance(v, bool) or v is None:
            continue
        if isinstance(v, int):
            numbers.add(v)
        elif isinstance(v, float) and v.is_integer():
            numbers.add(int(v))
        else:
            words.add(str(v))
            words.update(str(v).split())  # "rob Bravo": the action and the ship
            words.update(m for m in re.findall(r"\d+", str(v)))
    return numbers, words


def verdict_facts(text: str, names: dict[str, set[str]]) -> tuple[list[int], list[tuple[str, set[str]]]]:
    """The numbers and the game's names a verdict states (a name is taken out before its digits are read)."""
    found = []
    for label in sorted(names, key=len, reverse=True):
        pattern = re.compile(rf"(?<!\w){re.escape(label)}(?!\w)")  # as the game writes it: "Templo" is a tile
        if pattern.search(text):
            found.append((label, names[label]))
            text = pattern.sub(" ", text)
    numbers = [int(re.sub(r"\D", "", n)) for n in NUMBER.findall(text)]
    return numbers, found


# ------------------------------------------------------------------------------ the rulings
def _situations(game_id: str) -> Iterator[tuple[str, Situation]]:
    info = game(game_id)
    for path in sorted((ROOT / "book" / info.id / "situations").glob("*.toml")):
        yield path.name, load_file(str(path))
    for q in info.questions:
        try:
            yield f"example:{q.id}", situation(info.id, q.id, q.example())
        except SituationError:
            continue


CASES = [pytest.param(game_id, name, s, id=f"{game_id}/{name}") for game_id in GAMES
         for name, s in _situations(game_id)]


@pytest.mark.parametrize(("game_id", "name", "s"), CASES)
def test_every_number_and_name_in_the_verdict_comes_from_the_outcome(game_id, name, s):
    ruling = rule(s)
    numbers, words = outcome_facts(ruling.outcome)
    lowered = {w.lower() for w in words}
    for lang in LANGS:
        verdict = ruling.verdict.render(lang)
        said_numbers, said_names = verdict_facts(verdict, game_names(s.game, s.question, lang))
        missing = [n for n in said_numbers if n not in numbers and str(n) not in words]
        assert not missing, f"{lang}: {verdict!r} states {missing}, which no field of {ruling.outcome} holds"
        unnamed = [label for label, ids in said_names if not {i.lower() for i in ids} & lowered]
        assert not unnamed, f"{lang}: {verdict!r} names {unnamed}, which no field of {ruling.outcome} holds"


def test_the_check_finds_a_fact_only_the_sentence_holds():
    """The test can fail: a verdict that states a number and a name its outcome lacks is caught."""
    info = game("caribic")
    q = info.question("auction")
    numbers, names = verdict_facts("Gana el jugador 3: el Bravo avanza hasta 2.000 espacios.",
                                   game_names(info, q, "es"))
    assert numbers == [3, 2000] and [label for label, _ids in names] == ["Bravo"]
    facts = outcome_facts({"winner": 3, "distance": 4})
    assert 2000 not in facts[0] and not {"bravo"} & {w.lower() for w in facts[1]}
