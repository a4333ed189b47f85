"""The shared contract itself, apart from any game: moves declared once and typed, the move table, the parts of a
position (``part``, ``Record``, ``Problem``, ``InvalidPosition``) and the typed outcomes' JSON schema.  Each
game's use of them is tests/shared/test_games.py; here each piece is built in the test, so a mutant of code that
runs when a game package is imported (a table, a part) is caught too."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

import pytest

from rulesim.engine import GamePhase
from rulesim.errors import InvalidSetupError
from rulesim.i18n import _
from rulesim.kinds import Integer, ListOf, Maybe, SituationError
from rulesim.moves import GameMove, InvalidMoveError, MoveTable, move_from_dict, move_to_dict
from rulesim.outcomes import Outcome, outcome_field
from rulesim.position import PART_KEY, InvalidPosition, PartSpec, Problem, Record, default_of, part, parts_of


class Phase(GamePhase):
    ONE = "one", _("sobornos")
    TWO = "two", _("desempate")


class Move(GameMove[object]):
    pass


class Step(Move, phases=(Phase.ONE,)):
    n: int
    to: str | None = None

    @classmethod
    def listed(cls, state: object) -> list[Step]:
        return [cls(1), cls(2)]


class Pair(Move, phases=(Phase.ONE, Phase.TWO)):
    cells: tuple[int, int]
    path: tuple[str, ...] = ()
    flag: bool = False

    @classmethod
    def listed(cls, state: object) -> list[Pair]:
        return [cls((0, 1))]


class Probe:
    def __init__(self, phase: Phase) -> None:
        self.phase = phase


def test_a_move_is_a_typed_immutable_value():
    assert Step(1) == Step(1) and hash(Step(1)) == hash(Step(1)) and Step(1) != Step(2)
    with pytest.raises(AttributeError):
        Step(1).n = 2  # type: ignore[misc]
    assert Pair([0, 1]).cells == (0, 1) and isinstance(Pair([0, 1]).cells, tuple)  # a list read as a tuple
    assert Pair((0, 1), ["a", "b"]).path == ("a", "b")
    same = (0, 1)
    assert Pair(same).cells is same  # a value already typed is kept as it is
    for bad, field in ((lambda: Step(True), "n"), (lambda: Step("1"), "n"), (lambda: Step(1, 5), "to"),
                       (lambda: Pair((0, 1, 2)), "cells"), (lambda: Pair((0, "1")), "cells"),
                       (lambda: Pair(5), "cells"), (lambda: Pair((0, 1), ("a", 2)), "path"),
                       (lambda: Pair((0, 1), flag=1), "flag")):
        with pytest.raises(InvalidMoveError) as error:
            bad()
        assert error.value.field == field
    assert "expected int" in str(pytest.raises(InvalidMoveError, Step, True).value)
    assert "expected tuple[int, int]" in str(pytest.raises(InvalidMoveError, Pair, 5).value)
    assert Step(1, None).to is None and Step(1, "x").to == "x"


def test_a_move_class_types_its_fields_when_first_built():
    """The field checks are made when a class's first move is built (its annotations may name classes defined
    later): a class declared here, so that they are made in this test, types a fixed tuple, a tuple of any
    length and an optional field, keeps a value already typed, and names each expected type."""
    class Cells(Move, phases=(Phase.ONE,)):
        cells: tuple[int, int]
        path: tuple[str, ...] = ()
        to: str | None = None

    same = (0, 1)
    assert Cells(same).cells is same and Cells([0, 1]).cells == (0, 1)
    assert Cells((0, 1), ["a", "b"]).path == ("a", "b") and Cells((0, 1), (), None).to is None
    cases = [(((0, 1, 2),), "cells", "tuple[int, int]"), (((0,),), "cells", "tuple[int, int]"),
             (((0, 1), ("a", 2)), "path", "tuple[str, ...]"), (((0, 1), (), 5), "to", "str | None")]
    for bad, field, expected in cases:
        with pytest.raises(InvalidMoveError) as error:
            Cells(*bad)
        assert error.value.field == field and f"expected {expected}" in str(error.value), str(error.value)


def test_an_enum_field_is_read_from_its_value():
    class Go(Move, phases=(Phase.ONE,)):
        phase: Phase

    assert Go("two").phase is Phase.TWO and Go(Phase.ONE).phase is Phase.ONE
    for bad in ("three", True, 1.0):
        with pytest.raises(InvalidMoveError):
            Go(bad)


def test_a_move_whose_fields_hold_their_exact_types_is_built_without_coercing(monkeypatch):
    """Moves are built by the thousand while listing (issue 25): after a class's first move, one whose every field
    already holds exactly its annotated type is stored at once; any other still goes through the coercers (a list
    read as a tuple) or is refused."""
    class Held(Move, phases=(Phase.ONE,)):
        n: int
        to: str | None = None
        cells: tuple[int, int] = (0, 0)
        path: tuple[str, ...] = ()
        maybe: tuple[int, ...] | None = None
    Held(0)  # the first: the class gets its quick __init__
    coerced: list[Held] = []
    checked = Held.__post_init__
    monkeypatch.setattr(Held, "__post_init__", lambda move: (coerced.append(move), checked(move))[1])
    exact = [Held(1), Held(1, "x"), Held(1, None, (2, 3), ("a", "b"), (4, 5)), Held(2, maybe=())]
    assert coerced == []
    assert (exact[2].cells, exact[2].path, exact[2].maybe, exact[3].maybe) == ((2, 3), ("a", "b"), (4, 5), ())
    loose = [Held(1, cells=[2, 3]), Held(1, maybe=[4]), Held(1, path=["a"])]  # type: ignore[arg-type]
    assert coerced == loose and [m.cells for m in loose] == [(2, 3), (0, 0), (0, 0)]
    assert (loose[1].maybe, loose[2].path) == ((4,), ("a",))
    for bad in ({"maybe": (True,)}, {"cells": (1, "2")}, {"to": 3}):
        with pytest.raises(InvalidMoveError):
            Held(1, **bad)


def test_the_table_lists_each_phase_in_order_and_names_its_moves():
    table = MoveTable(Step, Pair)
    assert list(table) == ["Step", "Pair"] and table["Pair"] is Pair and len(table) == 2
    assert table.classes() == (Step, Pair)
    assert table.in_phase(Phase.ONE) == (Step, Pair) and table.in_phase(Phase.TWO) == (Pair,)
    assert table.phase_of(Step) == (Phase.ONE,) and table.phase_of(Pair) == (Phase.ONE, Phase.TWO)
    assert table.listed(Probe(Phase.ONE)) == [Step(1), Step(2), Pair((0, 1))]
    assert table.listed(Probe(Phase.TWO)) == [Pair((0, 1))]

    class Step2(Move, phases=(Phase.ONE,)):  # a class of the same name elsewhere is not this game's
        pass
    Step2.__name__ = "Step"
    assert table.phase_of(Step2) == ()

    class Late(Move, phases=[Phase.TWO]):  # declared while the test runs: the module's classes were made at import
        pass
    assert Late.PHASES == (Phase.TWO,) and MoveTable(Late).in_phase(Phase.TWO) == (Late,)
    reverse = MoveTable(Step, Pair, order=lambda moves: list(reversed(moves)))
    assert reverse.listed(Probe(Phase.ONE)) == [Pair((0, 1)), Step(2), Step(1)]
    with pytest.raises(ValueError):
        MoveTable(Step, Step)

    class Nowhere(Move):
        pass
    with pytest.raises(ValueError):
        MoveTable(Nowhere)


def test_a_move_is_plain_data_and_back():
    table = MoveTable(Step, Pair)
    for move in (Step(3), Step(3, "x"), Pair((1, 2), ("a",), True)):
        data = move_to_dict(move)
        assert data["type"] == type(move).__name__ and table.from_dict(data, "rule") == move
    assert move_to_dict(Pair((1, 2))) == {"type": "Pair", "cells": [1, 2], "path": [], "flag": False}
    for bad in ({"type": "Nope"}, {"type": "Step"}, {"type": "Step", "n": 1, "extra": 2}, {"type": "Step", "n": "1"}):
        with pytest.raises(InvalidSetupError):
            move_from_dict(bad, table, "caribic-move-order")


@dataclass(kw_only=True)
class Seat:
    money: int = part(_("sus doblones"), Integer(0, 100), "caribic-haven-payment", default=0)
    cards: list[int] = part(_("las cartas asignadas, una por barco en orden"), ListOf(Integer(0, 6)),
                            "caribic-bribe-assign", default_factory=list)
    note: int | None = part(_("la carta de desempate"), Maybe(Integer(0, 6)), "caribic-bribe-tiebreaker")


def test_a_part_declares_its_words_kind_and_rule():
    declared = parts_of(Seat)
    assert list(declared) == ["money", "cards", "note"]
    spec, hint = declared["money"]
    assert spec == PartSpec(_("sus doblones"), Integer(0, 100), "caribic-haven-payment") and hint is int
    assert [f.metadata[PART_KEY].rule_id for f in fields(Seat)] == [
        "caribic-haven-payment", "caribic-bribe-assign", "caribic-bribe-tiebreaker"]
    assert default_of(Seat, "money") == 0 and default_of(Seat, "cards") == [] and \
        default_of(Seat, "cards") is not default_of(Seat, "cards")
    with pytest.raises(KeyError):
        default_of(Seat, "note")


def test_a_part_left_out_takes_its_declared_default():
    # "Fields left out take their declared default" — the class is built here, in the test, so that the calls to
    # ``part`` run while the test runs (a part declared at import time would be built before it)
    @dataclass(kw_only=True)
    class Purse:
        coins: int = part(_("sus doblones"), Integer(0, 100), "caribic-haven-payment", default=3)
        cards: list[int] = part(_("las cartas asignadas, una por barco en orden"), ListOf(Integer(0, 6)),
                                "caribic-bribe-assign", default_factory=list)

    # both are parts, with their words, kind and rule, whether their default is a value or made afresh
    assert parts_of(Purse) == {
        "coins": (PartSpec(_("sus doblones"), Integer(0, 100), "caribic-haven-payment"), int),
        "cards": (PartSpec(_("las cartas asignadas, una por barco en orden"), ListOf(Integer(0, 6)),
                           "caribic-bribe-assign"), list[int])}
    first, second = Purse(), Purse()
    assert (first.coins, first.cards) == (3, [])
    assert first.cards is not second.cards  # a fresh list for each record
    assert Record(Purse).read({}, "purse") == Purse(coins=3, cards=[])


def test_a_record_says_each_field_in_the_readers_language():
    # "Each field of the record with its part's help as label (Money: 3.)", in the reader's language; a field
    # with nothing in it (None) is left out
    kind = Record(Seat)
    assert kind.words(Seat(money=5, cards=[], note=None), "es") == (
        "Sus doblones: 5. Las cartas asignadas, una por barco en orden: nada.")
    assert kind.words(Seat(money=5, cards=[], note=None), "en") == (
        "Their doubloons: 5. The cards assigned, one per ship in order: none.")
    assert kind.words(Seat(money=0, cards=[1, 2], note=3), "en") == (
        "Their doubloons: 0. The cards assigned, one per ship in order: 1; 2. The tie-breaker card: 3.")


def test_a_record_reads_writes_and_refuses_naming_the_field_and_its_rule():
    kind = Record(Seat)
    seat = kind.read({"money": 5, "cards": [1, 2], "note": None}, "seats[0]")
    assert seat == Seat(money=5, cards=[1, 2], note=None) and isinstance(seat.cards, list)
    assert kind.to_toml(seat) == {"money": 5, "cards": [1, 2], "note": None}
    assert kind.read(seat, "x") == seat and kind.read(kind.to_toml(seat), "x") == seat
    assert kind.read({"note": 3}, "x") == Seat(money=0, cards=[], note=3)
    cases = [({"note": 1, "money": -1}, "seats[0].money", "caribic-haven-payment"),
             ({"note": 1, "cards": [9]}, "seats[0].cards[0]", "caribic-bribe-assign"),
             ({"note": 1, "wealth": 3}, "seats[0].wealth", None),
             ({}, "seats[0].note", "caribic-bribe-tiebreaker"),
             ([1], "seats[0]", None)]
    for value, field, rule_id in cases:
        with pytest.raises(SituationError) as error:
            kind.read(value, "seats[0]")
        assert error.value.field == field and error.value.rule_id == rule_id, (value, error.value.text("en"))


def test_a_problem_and_the_error_that_carries_every_one():
    first = Problem("seats[1].money", "caribic-haven-payment", _("El dinero no cuadra con los cobros."))
    second = Problem("supply", "caribic-setup-chests", _("Falta o sobra algún cofre."))
    error = InvalidPosition([first, second])
    assert isinstance(error, InvalidSetupError) and error.problems == (first, second)
    assert (error.problem, error.field, error.rule_id, error.message) == (first, first.field, first.rule_id,
                                                                         first.message)
    assert InvalidPosition(second).problems == (second,)
    assert first.text("en") == "seats[1].money: [caribic-haven-payment] The money does not match the payments."
    assert error.texts()["es"].startswith("[caribic-haven-payment] El dinero no cuadra")


@dataclass(frozen=True)
class Paid(Outcome):
    player: int = outcome_field(minimum=1)
    reason: Literal["capture", "delivery"] = outcome_field()


@dataclass(frozen=True)
class Ruled(Outcome):
    winner: int | None = outcome_field(minimum=1)
    phase: Phase | None = None
    tied: tuple[int, ...] = ()
    paid: tuple[Paid, ...] = ()
    by: dict[str, str] | None = None
    legal: bool = True
    share: float = 0.5


def test_an_outcome_gives_its_json_and_its_schema():
    ruled = Ruled(2, Phase.TWO, (1, 2), (Paid(1, "capture"),), {"Bravo": "T05"})
    assert ruled.to_dict() == {"winner": 2, "phase": "two", "tied": [1, 2],
                               "paid": [{"player": 1, "reason": "capture"}], "by": {"Bravo": "T05"}, "legal": True,
                               "share": 0.5}
    schema = Ruled.schema()
    assert schema["type"] == "object" and schema["additionalProperties"] is False
    assert schema["required"] == sorted(schema["properties"])
    props = schema["properties"]
    assert props["winner"] == {"type": ["integer", "null"], "minimum": 1}
    assert props["phase"] == {"enum": ["one", "two", None]}
    assert props["tied"] == {"type": "array", "items": {"type": "integer"}}
    assert props["paid"] == {"type": "array", "items": {
        "type": "object", "required": ["player", "reason"], "additionalProperties": False,
        "properties": {"player": {"type": "integer", "minimum": 1}, "reason": {"enum": ["capture", "delivery"]}}}}
    assert props["by"] == {"type": ["object", "null"], "additionalProperties": {"type": "string"}}
    assert props["legal"] == {"type": "boolean"} and props["share"] == {"type": "number"}
