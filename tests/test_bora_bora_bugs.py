"""Bora Bora: the engine bugs of issue 11, each with the source's words as the oracle.

- ``bora-bora-helper-hut``: "Puedes tener tantas chozas como quieres en el duodécimo espacio" —
  a player owns 12 huts all game; moving huts to space 12 never loses one, and ``validate()``
  notices a lost hut.
- ``bora-bora-helper-tattoo`` / ``-shells``: "desplaza hacia abajo a un hombre aún no tatuado" —
  any of them: the player chooses which man (or woman), and the move's choice is obeyed.
"""

from __future__ import annotations

import pytest

from rulesim.bora_bora import BoraBora, PlaceDie, Trade
from rulesim.bora_bora.components import MAN_TILES, WOMAN_TILES
from rulesim.errors import InvalidSetupError

HUTS_PER_PLAYER = 12  # "En cada color de jugador: 12 cabañas" (components)


def _phase_a(players: int = 3, seed: int = 6):
    state = BoraBora(players).new_state(seed)
    while state.phase not in ("place", "done"):  # the first huts (and where their materials go)
        state.push(state.legal_moves()[0])
    return state


def _owned(state, p: int) -> int:
    return sum(int(n) for n in state.seats[p].huts) + len(state.hut_regions(p))


def _helper_with(state, value: int):
    """The player to move puts a die of ``value`` on the helper tile (the die is the test's)."""
    p = state.player
    data = state.to_dict(history=False)
    data["seats"][p]["dice"] = [value] + data["seats"][p]["dice"][1:]
    state = state.__class__.from_dict(data)
    state.push(PlaceDie(value, "helper"))
    return state


@pytest.mark.rule("bora-bora-helper-hut")
def test_three_huts_moved_to_space_12_are_all_still_owned():
    state = _helper_with(_phase_a(), 6)
    p = state.player
    assert _owned(state, p) == HUTS_PER_PLAYER  # the start hut is on the island, eleven on the board
    free = len(state.free_spaces(p))
    for _ in range(3):
        state.push(Trade("hut_to_12"))
    assert len(state.free_spaces(p)) == free + 3  # each move frees a space for a man or a woman
    assert _owned(state, p) == HUTS_PER_PLAYER  # none lost: space 12 holds four now
    state.validate()


@pytest.mark.rule("bora-bora-helper-hut", "bora-bora-expand-hut")
def test_validate_notices_a_lost_hut():
    state = _phase_a()
    p = state.player
    data = state.to_dict(history=False)
    board = list(data["seats"][p]["huts"])
    k = next(i for i, n in enumerate(board) if n)
    board[k] = 0 if isinstance(board[k], int) and not isinstance(board[k], bool) else False
    data["seats"][p]["huts"] = board
    with pytest.raises(InvalidSetupError) as error:
        state.__class__.from_dict(data)
    assert error.value.rule_id in ("bora-bora-helper-hut", "bora-bora-expand-hut", "bora-bora-setup-player")


def _with_people(state, kind: str, tiles: list[int]):
    """The player to move has people of ``kind`` with faces ``tiles`` (indices into the tile list) on the
    first board spaces that hold a hut, those huts put on the island first; returns the state and the
    board spaces (1 to 12) used."""
    p = state.player
    data = state.to_dict(history=False)
    seat = data["seats"][p]
    row, stack = ("men", "man_stack") if kind == "man" else ("women", "woman_stack")
    spaces = [i for i, n in enumerate(seat["huts"]) if n][:len(tiles)]
    empty = [r for r, owners in data["island"].items() if p not in owners]
    for space, tile, region in zip(spaces, tiles, empty):
        if tile in data[stack]:
            data[stack].remove(tile)
        else:
            data[row][data[row].index(tile)] = None
        seat["huts"][space] = 0 if not isinstance(seat["huts"][space], bool) else False
        data["island"][region].append(p)
        seat["people"][space] = {"kind": kind, "tile": tile, "turned": False}
    return state.__class__.from_dict(data), [s + 1 for s in spaces]


@pytest.mark.rule("bora-bora-helper-tattoo")
def test_the_player_chooses_which_man_to_tattoo():
    one = next(i for i, s in enumerate(MAN_TILES) if s == 1)
    three = next(i for i, s in enumerate(MAN_TILES) if s == 3)
    state, (a, b) = _with_people(_phase_a(), "man", [one, three])  # 1 status symbol, then 3
    p = state.player
    state = _helper_with(state, 3)
    choices = sorted(m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "tattoo")
    assert choices == [a, b]  # either man not yet tattooed
    status = state.seats[p].status
    state.push(Trade("tattoo", b))  # the second man, not the first in board order
    assert state.seats[p].status == status + 3
    people = state.seats[p].people
    assert people[b - 1].turned and not people[a - 1].turned  # the second man, not the first
    choices = [m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "tattoo"]
    assert choices == [a]


@pytest.mark.rule("bora-bora-helper-shells")
def test_the_player_chooses_which_woman_to_turn():
    one = next(i for i, s in enumerate(WOMAN_TILES) if s == 1)
    three = next(i for i, s in enumerate(WOMAN_TILES) if s == 3)
    state, (a, b) = _with_people(_phase_a(), "woman", [one, three])
    p = state.player
    state = _helper_with(state, 2)
    choices = sorted(m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "shells")
    assert choices == [a, b]
    state.push(Trade("shells", b))
    assert state.seats[p].shells == 3
    assert state.seats[p].people[b - 1].turned and not state.seats[p].people[a - 1].turned


@pytest.mark.rule("bora-bora-helper-hut")
def test_a_save_of_the_first_format_loads_with_its_lost_huts_back_on_space_12():
    """A game saved by the engine before the fix (true/false hut flags; three huts moved to space 12, all three
    of them lost): it loads, every player owns 12 huts again, and the position is the same otherwise."""
    import json
    from pathlib import Path
    from rulesim.bora_bora import State
    data = json.loads((Path(__file__).parent / "data" / "bora-bora-save-format-1.json").read_text(encoding="utf-8"))
    assert "format" not in data and all(isinstance(h, bool) for row in data["huts"] for h in row)
    lost = {p: 12 - sum(row) - sum(p in owners for owners in data["island"].values()) for p, row in enumerate(data["huts"])}
    assert sorted(lost.values()) == [0, 0, 3]  # "a player owns 9 huts instead of 12"
    state = State.from_dict(data)
    for p in range(3):
        assert state.huts_owned(p) == HUTS_PER_PLAYER
        assert state.seats[p].huts[11] == 1 + lost[p]
    assert state.to_dict()["format"] == 3 and State.from_json(state.to_json()) == state
