"""Saved Caribic games of the first format, read into this one (:meth:`State.upgrade
<rulesim.caribic.state.State.upgrade>`).

The first format kept per-player lists (``bids``, ``tiebreakers``, ``spent``, ``money``), chests by their
number (which the chest parts still take, as a builder's argument: :class:`~rulesim.caribic.parts.ChestKind`),
``-1`` for no chest in the ledger, the ship on turn by its index, a tie's decisions as ``{player: reveal}``
and — in its earliest saves — the ledger as ``[player, amount, reason, chest]``.  Values that cannot be
converted are passed on as they are, so the parts of the position refuse them naming the field.
"""

from __future__ import annotations

from typing import Any

from .components import SHIPS

_KEPT = ("game", "seed", "round", "phase", "player", "positions", "history")


def _seats(data: dict[str, Any]) -> Any:
    columns = [data.get(k) for k in ("bids", "tiebreakers", "spent", "money")]
    if not all(isinstance(c, list) for c in columns) or len({len(c) for c in columns}) != 1:  # type: ignore[arg-type]
        return data.get("money")  # (refused by the seats part, naming it)
    return [{"bids": b, "tiebreaker": t, "spent": sp, "money": m} for b, t, sp, m in zip(*columns, strict=True)]


def _payment(entry: Any) -> Any:
    if isinstance(entry, list) and len(entry) == 4:
        entry = dict(zip(("player", "amount", "reason", "chest"), entry, strict=True))
    if isinstance(entry, dict) and entry.get("chest") == -1:
        entry = {**entry, "chest": None}
    return entry


def _tie(tie: Any) -> Any:
    if not isinstance(tie, dict) or not isinstance(tie.get("reveals", {}), dict):
        return tie
    reveals = tie.get("reveals", {})
    as_int = {int(p) if isinstance(p, str) and p.isdigit() else p: r for p, r in reveals.items()}
    bad = [r for r in reveals.values() if not isinstance(r, bool)]
    new = {k: v for k, v in tie.items() if k != "reveals"}
    new["revealed"] = [p for p, r in as_int.items() if r is True] + bad
    new["hidden"] = [p for p, r in as_int.items() if r is False]
    return new


def upgrade_format_1(data: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {k: data[k] for k in _KEPT if k in data}
    new["format"] = 2
    new["scope"] = data.get("scope", "game")
    if "ship_index" in data:
        index = data["ship_index"]
        valid = isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(SHIPS)
        new["ship"] = SHIPS[index] if valid else index
    if "money" in data:
        new["seats"] = _seats(data)
    if isinstance(data.get("ship_chest"), dict):
        new["ship_chests"] = {s: c for s, c in data["ship_chest"].items() if c is not None}
    if isinstance(data.get("port_chest"), dict):
        new["port_chests"] = [town for town, c in data["port_chest"].items() if c is not None]
    for key in ("supply", "delivered"):
        if key in data:
            new[key] = data[key]
    if "ledger" in data:
        new["ledger"] = [_payment(x) for x in data["ledger"]] if isinstance(data["ledger"], list) else data["ledger"]
    for key, convert in (("tie", _tie), ("turn", lambda t: t)):
        if key in data:
            new[key] = convert(data[key])
    return new
