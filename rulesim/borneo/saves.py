"""Saved Borneo games of the first format, read into this one (:meth:`State.upgrade
<rulesim.borneo.state.State.upgrade>`).

The first format kept per-player lists (``hands``, ``stores``, ``store_ports``, ``done_missions``), the
face-up ports as ``[port, [cards]]`` pairs, and a port's spices being chosen as ``choose``, its choosers as
``[player, company, rank]``.  Values that cannot be converted are passed on as they are, so the parts of the
position refuse them naming the field.
"""

from __future__ import annotations

from typing import Any

_KEPT = ("game", "seed", "shuffles", "draw", "discard", "port_deck", "port_discard", "board_missions", "companies",
         "phase", "player", "turn_player", "turn", "queue", "fight", "last_player", "ended_by", "history")
_SEAT = {"hands": "hand", "stores": "warehouse", "store_ports": "ports", "done_missions": "missions"}


def _seats(data: dict[str, Any]) -> Any:
    columns = [data.get(old) for old in _SEAT]
    lists = [c for c in columns if isinstance(c, list)]
    if len(lists) != len(columns) or len({len(c) for c in lists}) != 1:
        return data.get("hands")  # (refused by the seats part, naming it)
    return [dict(zip(_SEAT.values(), row, strict=True)) for row in zip(*lists, strict=True)]


def _open_port(entry: Any) -> Any:
    if isinstance(entry, list) and len(entry) == 2:
        return {"port": entry[0], "cards": entry[1]}
    return entry


def _chooser(entry: Any) -> Any:
    if isinstance(entry, list) and len(entry) == 3:
        return {"player": entry[0], "company": entry[1], "rank": entry[2]}
    return entry


def _sharing(choose: Any) -> Any:
    if isinstance(choose, dict) and isinstance(choose.get("queue"), list):
        return {**choose, "queue": [_chooser(c) for c in choose["queue"]]}
    return choose


def upgrade_format_1(data: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {k: data[k] for k in _KEPT if k in data}
    new["format"] = 2
    if any(old in data for old in _SEAT):
        new["seats"] = _seats(data)
    if "ports" in data:
        new["ports"] = [_open_port(x) for x in data["ports"]] if isinstance(data["ports"], list) else data["ports"]
    if "choose" in data:
        new["sharing"] = _sharing(data["choose"])
    return new
