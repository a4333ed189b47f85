"""Saved Ships games of the first format, read into this one (:meth:`State.upgrade
<rulesim.ships.state.State.upgrade>`).

The first format saved, besides the parts, what they decide: the pools (``pool_free``, ``pool_gold``,
``pool_industry``, ``pool_navigation``, ``pool_goods``) and, on each player, the merchant cubes beside the
board (``pool_merchant``) and the ship counters under the screen (``counters``).  It kept the ship-age track
level by level (``[{"merchant": [[player, era], …], "warship": […]}, …]``), the decisions of the action under
way as ``""`` or ``0`` until taken and the paying cube kept by *Recover* as ``0``/``1``.  The derived counts are
not read but checked against the position (:func:`count_problems`: a save that made up or lost a piece is
refused, as it always was); values that cannot be converted are passed on as they are, so the parts of the
position refuse them naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..i18n import _
from ..position import Problem
from .components import GOOD_NAMES, GOODS, SHIP_BOXES, Good, player_name

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

_KEPT = ("game", "seed", "first", "round", "phase", "player", "display", "decks", "card_taken", "end_reason",
         "history")
_DERIVED = ("pool_merchant", "counters")
_NOT_YET = {"level": 0, "era": "", "box": "", "store": "", "area": 0, "space": "", "good": ""}


def _track(track: Any) -> Any:
    """The track level by level, as a list of counters (level, box, player, era), level after level."""
    if not isinstance(track, list) or not all(isinstance(level, Mapping) for level in track):
        return track
    out: list[Any] = []
    for index, level in enumerate(track):
        for box in SHIP_BOXES:
            for counter in level.get(box.value, []) if isinstance(level.get(box.value, []), list) else [None]:
                if isinstance(counter, list) and len(counter) == 2:
                    out.append({"level": index + 1, "box": box.value, "player": counter[0], "era": counter[1]})
                else:
                    out.append(counter)  # (refused by the track part, naming it)
    return out


def _player(screen: Any) -> Any:
    if not isinstance(screen, Mapping):
        return screen
    return {k: v for k, v in screen.items() if k not in _DERIVED}


def _pending(pending: Any) -> Any:
    if not isinstance(pending, Mapping):
        return pending
    new = {k: (None if k in _NOT_YET and v == _NOT_YET[k] and type(v) is type(_NOT_YET[k]) else v)
           for k, v in pending.items()}
    if new.get("keep") in (0, 1) and not isinstance(new.get("keep"), bool):
        new["keep"] = bool(new["keep"])
    return new


def _owners(spaces: Any) -> Any:
    """Who is on each space (the first format allowed the player as a numeral)."""
    if not isinstance(spaces, Mapping):
        return spaces
    return {k: int(v) if isinstance(v, str) and v.isdigit() else v for k, v in spaces.items()}


def upgrade_format_1(data: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {k: data[k] for k in _KEPT if k in data}
    new["format"] = 2
    if "players" in data:
        new["players"] = [_player(x) for x in data["players"]] if isinstance(data["players"], list) else data["players"]
    if "track" in data:
        new["track"] = _track(data["track"])
    for key in ("trade", "cities"):
        if key in data:
            new[key] = _owners(data[key])
    if "pending" in data:
        new["pending"] = _pending(data["pending"])
    return new


def count_problems(state: State, data: Mapping[str, Any]) -> list[Problem]:
    """What a save of the first format counted that the position it describes does not: a piece made up or lost."""
    out = []
    pools = {"pool_free": state.pool_free, "pool_gold": state.pool_gold, "pool_industry": state.pool_industry,
             "pool_navigation": state.pool_navigation}
    if any(data.get(key, value) != value for key, value in pools.items()):
        out.append(Problem("players", "ships-setup-pool", _(
            "Falta o sobra alguna pieza común (cubos libres, oro, fichas).")))
    goods = data.get("pool_goods", {})
    for good in GOODS:
        if isinstance(goods, Mapping) and goods.get(good.value, -1) != state.pool_goods[Good(good)]:
            out.append(Problem("players", "ships-setup-pool", _("Falta o sobra alguna ficha de {good}.",
                                                                good=GOOD_NAMES[good])))
    screens = data.get("players", [])
    for p, (screen, pl) in enumerate(zip(screens, state.players, strict=False)):
        if screen.get("pool_merchant", pl.pool_merchant) != pl.pool_merchant:
            out.append(Problem(f"players[{p}]", "ships-setup-cubes", _(
                "Falta o sobra algún cubo de comerciante del {player}.", player=player_name(p))))
        if screen.get("counters", pl.counters) != pl.counters:
            out.append(Problem("track", "ships-setup-counters", _(
                "Falta o sobra alguna ficha de barco del {player}.", player=player_name(p))))
    return out
