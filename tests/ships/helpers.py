"""Ships: the positions and shortcuts its tests share."""

from __future__ import annotations

from rulesim.ships import (
    Act,
    ChooseArea,
    ChooseBox,
    ChooseSpace,
    Options,
    Phase,
    Ships,
    State,
)

RED, YELLOW, BLUE, GREEN = 0, 1, 2, 3
ERA_TRACK = {  # a ship on the first level of each era (illustrative track: 1–4 galley, 5–8 sailing, 9–11 steam)
    "galley": [],
    "sailing": [(lv, "merchant", YELLOW, "galley" if lv <= 4 else "sailing") for lv in range(1, 6)],
    "steam": [(lv, "merchant", YELLOW, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
              for lv in range(1, 10)],
}


def arrange(n: int = 2, options: Options | None = None, **kwargs) -> State:
    """A position of an ``n``-player game built by the one builder, ``State.arranged``: phase two by default,
    red first, the first twelve galley cards face up, ``players[i]`` the parts of player ``i``'s screen that
    differ from a fresh one (the players left out have a fresh screen), ``track`` as ``(level, box, player,
    era)`` counters."""
    kwargs.setdefault("phase", Phase.ACTIONS)
    kwargs.setdefault("first", RED)
    kwargs.setdefault("display", list(range(1, 13)))
    screens = list(kwargs.pop("players", ()))
    kwargs["players"] = screens + [{}] * (n - len(screens))
    kwargs["track"] = [counter(*c) for c in kwargs.get("track", ())]
    return State.arranged(Ships(n, options), **kwargs)


def counter(level: int, box: str, player: int, era: str) -> dict:
    """A ship counter on the track, as a file writes it."""
    return {"level": level, "box": box, "player": player, "era": era}


def on(state: State, level: int, box: str) -> list[tuple[int, str]]:
    """The counters in ``box`` of ``level``, as (player, era), in the order they came."""
    return [(c.player, c.era) for c in state.on_level(level, box)]


def red(**fields) -> list[dict]:
    return [fields]


def place(state: State, *moves) -> list:
    """Push *Place ship* paid with a merchant cube, then ``moves`` (the decisions that are not forced)."""
    steps = [state.push(Act("place-ship", "merchant"))]
    steps += [state.push(m) for m in moves]
    return steps


def food_into_a_full_warehouse(options: Options | None = None, held: dict[str, int] | None = None) -> State:
    """Red holds one food and two oil (a full warehouse of three) and takes two food at Miletus."""
    goods = held or {"food": 1, "oil": 2}
    state = arrange(options=options, players=[{"section_merchant": 2, "stock_merchant": 7, "goods": goods}])
    state.push(Act("place-ship", "merchant"))
    if state.phase == Phase.BOX:
        state.push(ChooseBox("merchant"))
    state.push(ChooseArea(1))
    state.push(ChooseSpace("miletus-2"))
    assert state.phase == Phase.OVERFLOW and state.me.goods_count == 5
    return state

