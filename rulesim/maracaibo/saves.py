"""Saved Maracaibo games of the first format, read into this one (:meth:`State.upgrade
<rulesim.maracaibo.state.State.upgrade>`).

The first format kept per-player lists (``ships``, ``money``, ``hands``…), the two combat stacks as a list
of two lists, the turn as a table with its own words (``from``, ``free`` as ``[kind, value]`` pairs), and
the rounds ended and the scorings as ``[round, player]`` and ``[round, kind]`` pairs.  Values that cannot be
converted are passed on as they are, so the parts of the position refuse them naming the field.
"""

from __future__ import annotations

from typing import Any

#: the first format's per-player lists, by the field of a seat each becomes
SEAT_COLUMNS = {"ship": "ships", "explorer": "explorers", "vp": "vp", "combat": "combat", "income": "income",
                "vp_counter": "vp_counter", "influence": "influence", "discs": "discs", "money": "money",
                "hand": "hands", "planning": "planning", "upgrades": "upgrades", "career_offer": "career_offer",
                "career": "career", "career_done": "career_done", "career_figures": "career_figures",
                "figures": "figures", "assistants": "assistants", "missions_done": "missions_done"}
_KEPT = ("game", "seed", "shuffles", "round", "phase", "player", "bank", "draw", "display", "discard", "box",
         "figure_supply", "mission_stack", "explorer_missions", "location_missions", "story_tiles", "story_tile_at",
         "legacy", "maracaibo_tile", "city_tiles", "prestige", "property_spaces", "property_at", "turns", "history")


def _seats(data: dict[str, Any]) -> Any:
    columns = {name: data.get(old) for name, old in SEAT_COLUMNS.items()}
    lists = {name: c for name, c in columns.items() if isinstance(c, list)}
    lengths = {len(c) for c in lists.values()}
    if len(lists) != len(columns) or len(lengths) != 1:
        return data.get("ships")  # (refused by the seats part, naming it)
    return [{name: column[p] for name, column in lists.items()} for p in range(lengths.pop())]


def _pairs(value: Any, names: tuple[str, str]) -> Any:
    """``[[a, b], …]`` as ``[{names[0]: a, names[1]: b}, …]``; anything else as it is."""
    if not isinstance(value, list):
        return value
    return [dict(zip(names, x, strict=True)) if isinstance(x, list) and len(x) == 2 else x for x in value]


def _turn(turn: Any) -> Any:
    if not isinstance(turn, dict):
        return turn
    new = {("start" if k == "from" else k): v for k, v in turn.items()}
    if "free" in new:
        new["free"] = _pairs(new["free"], ("action", "number"))
    return new


def _combat(stacks: Any) -> Any:
    if isinstance(stacks, list) and len(stacks) == 2:
        return {"first": stacks[0], "second": stacks[1]}
    return stacks


def upgrade_format_1(data: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {k: data[k] for k in _KEPT if k in data}
    new["format"] = 2
    if any(old in data for old in SEAT_COLUMNS.values()):
        new["seats"] = _seats(data)
    if "turn" in data:
        new["turn"] = _turn(data["turn"])
    if "combat_stacks" in data:
        new["combat_stacks"] = _combat(data["combat_stacks"])
    if "round_ends" in data:
        new["round_ends"] = _pairs(data["round_ends"], ("round", "player"))
    if "scorings" in data:
        new["scorings"] = _pairs(data["scorings"], ("round", "kind"))
    return new
