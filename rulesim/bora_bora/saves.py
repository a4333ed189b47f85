"""Saved Bora Bora games of older formats, read into this one (:meth:`State.upgrade
<rulesim.bora_bora.state.State.upgrade>`).

- The first format (no ``format``) kept a player board's huts as true/false flags — a hut moved to space 12
  was lost, and comes back there (``bora-bora-helper-hut``) —, the ceremony spaces and the buildings as
  string-keyed tables, and the action under way as a table that could carry more keys.
- The second kept each player's things in parallel lists (``vp``, ``status``, ``huts``, ``people``…, the god
  cards as ``god_hands``), a man or woman tile as ``[kind, tile, turned]``, a die on a tile as
  ``[player, value]``, a building as ``{value, spaces}``, and the priests in reserve and the dice set aside,
  which follow from the temple and the dice.

Values that cannot be converted are passed on as they are, so the parts of the position refuse them naming
the field.
"""

from __future__ import annotations

from typing import Any

from .components import CEREMONY, HUT_SPACES, SPACE_12

#: format 2's per-player lists, and the field of a player's seat each becomes
SEAT_COLUMNS = {"vp": "vp", "status": "status", "huts": "huts", "people": "people", "ceremony": "ceremony",
                "beside": "beside", "buildings": "buildings", "offerings": "offerings", "shells": "shells",
                "fish_scored": "fish_scored", "god_hands": "god_cards", "tasks": "tasks", "dice": "dice"}
#: what format 2 keeps as it is (its priests in reserve and dice set aside are counted now, not kept)
KEPT = ("game", "seed", "round", "order", "phase", "player", "queue", "island", "temple", "men", "women", "man_stack",
        "woman_stack", "status_stack", "god_deck", "god_display", "task_stack", "task_display", "jewellery", "pending",
        "placing", "resume", "history")


# ------------------------------------------------------------------------------ the first format
def upgrade_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """A save of the first format in the second: hut counts (the lost huts back on space 12), the ceremony
    spaces as a grid, the buildings as a list, the action under way with its four keys."""
    data = dict(data, format=2)
    if _rows(data.get("huts")):
        data["huts"] = _hut_counts(data)
    if _rows(data.get("ceremony"), dict):
        data["ceremony"] = [[[grid.get(f"{r},{c}") for c in range(len(row))] for r, row in enumerate(CEREMONY)]
                            for grid in data["ceremony"]]
    if _rows(data.get("buildings"), dict):
        data["buildings"] = [[{"value": int(v) if isinstance(v, str) and v.isdigit() else v, "spaces": spaces}
                              for v, spaces in sorted(row.items()) if spaces] for row in data["buildings"]]
    pending = data.get("pending")
    if isinstance(pending, dict):
        data["pending"] = {"action": pending.get("action"), "die": pending.get("die"),
                           "budget": pending.get("budget", 0), "region": pending.get("region")}
    return data


def _rows(value: Any, kind: type = list) -> bool:
    return isinstance(value, list) and all(isinstance(row, kind) for row in value)


def _hut_counts(data: dict[str, Any]) -> list[list[Any]]:
    counts = [[int(h) if isinstance(h, bool) else h for h in row] for row in data["huts"]]
    island, people = data.get("island"), data.get("people")
    if not isinstance(island, dict) or not isinstance(people, list) or not _rows(people) or len(people) != len(counts):
        return counts
    for p, row in enumerate(counts):
        if len(row) != HUT_SPACES or len(people[p]) != HUT_SPACES or not all(isinstance(h, int) for h in row):
            continue
        owned = sum(row) + sum(isinstance(owners, list) and p in owners for owners in island.values())
        if owned < HUT_SPACES and people[p][SPACE_12] is None:
            row[SPACE_12] += HUT_SPACES - owned
    return counts


# ------------------------------------------------------------------------------ the second format
def upgrade_format_2(data: dict[str, Any]) -> dict[str, Any]:
    """A save of the second format in this one: each player's seat from the parallel lists, the dice on the
    tiles and the people and buildings on the boards as tables."""
    new = {key: data[key] for key in KEPT if key in data}
    new["format"] = 3
    for key in ("placing", "resume"):  # (the first format had no material waiting; the second may leave them out)
        new.setdefault(key, None)
    new["seats"] = _seats(data)
    if "placed" in data:
        new["placed"] = _placed(data["placed"])
    return new


def _players(data: dict[str, Any]) -> int:
    game = data.get("game")
    players = game.get("players") if isinstance(game, dict) else None
    return players if isinstance(players, int) and not isinstance(players, bool) else 0


def _seats(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One seat per player; a list that is not one entry per player gives each seat nothing for that field
    (refused naming it: ``seats[0].huts``)."""
    n = _players(data)
    seats: list[dict[str, Any]] = [{} for _p in range(n)]
    for old, field in SEAT_COLUMNS.items():
        column = data.get(old)
        ok = isinstance(column, list) and len(column) == n
        for p, seat in enumerate(seats):
            seat[field] = _seat_value(field, column[p]) if ok and isinstance(column, list) else None
    return seats


def _seat_value(field: str, value: Any) -> Any:
    if field == "people" and isinstance(value, list):
        return [_person(x) for x in value]
    if field == "buildings" and isinstance(value, list):
        return [_building(b) for b in value]
    return value


def _person(entry: Any) -> Any:
    if isinstance(entry, list) and len(entry) == 3:
        return dict(zip(("kind", "tile", "turned"), entry, strict=True))
    return entry


def _building(entry: Any) -> Any:
    spaces = entry.get("spaces") if isinstance(entry, dict) else None
    if isinstance(entry, dict) and isinstance(spaces, list) and len(spaces) == 2:
        return {"value": entry.get("value"), "a": spaces[0], "b": spaces[1]}
    return entry


def _placed(placed: Any) -> Any:
    if not isinstance(placed, dict):
        return placed
    return {tile: [dict(zip(("player", "value"), d, strict=True)) if isinstance(d, list) and len(d) == 2 else d
                   for d in dice] if isinstance(dice, list) else dice for tile, dice in placed.items()}
