"""Each game described in one place: the object the engine, the dispute checker, the book tooling
and the shared conformance test all read.

A game package (``rulesim/<package>/``) defines ``GAME = GameInfo(...)`` in its
``__init__``: its id (also the book folder ``book/<id>/`` and the prefix of its
rule ids), the fixed description (``game``: ``RuleGame`` subclass taking the
number of players and the options), the position (``state``), the options, the
move classes, the questions a situation file may ask about it
(:mod:`rulesim.questions`), how complete its source is, and what its notebook
pages take from it (:class:`Presentation`, from its ``report.py``).  :func:`games`
finds every package that declares one, so adding a game adds a package and
edits no shared table::

    >>> from rulesim.game import games
    >>> sorted(games())[:2]
    ['bora-bora', 'borneo']
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any

from .engine import RuleGame, RuleState
from .i18n import Message, _
from .moves import MoveTable
from .options import GameOptions
from .pages import Labels

if TYPE_CHECKING:  # pragma: no cover
    import random

    from .learn import Learning
    from .live import LiveCheck
    from .questions import Question


class Completeness(StrEnum):
    """How much of a game its source gives: ``COMPLETE`` as far as the rules go, or ``PARTIAL``
    (the source is cut: some sections are named but not there)."""

    COMPLETE = "complete"
    PARTIAL = "partial"

    @property
    def label(self) -> Message:
        """What the landing page says about it, in the reader's words."""
        return _("completo") if self is Completeness.COMPLETE else _("parcial: el texto de origen está cortado")


@dataclass(frozen=True)
class Presentation:
    """What a game's notebook pages and their tests take from it, declared on its :class:`GameInfo`,
    so that a game without one of them is an error where it is declared, not a check skipped:

    - ``labels``: its widget labels (:class:`rulesim.pages.Labels`), which its notebooks call as
      ``label(key, PAGE.lang)``;
    - ``live_checks``: a reader's changes on its live panels and what rulesim must show for each
      (:class:`rulesim.live.LiveCheck`), done in Chromium by ``tests/website/test_live_panels.py`` and
      ``tests/website/test_subpath.py``;
    - ``bench_events``: each event a reader can cause on its pages, name → a function of a
      ``random.Random`` doing what one widget callback does, timed by ``make bench``;
    - ``learning``: what its "Play a learning game" page takes from it (:class:`rulesim.learn.Learning`).
    """

    labels: Labels
    live_checks: Callable[[], tuple[LiveCheck, ...]]
    bench_events: Callable[[], Mapping[str, Callable[[random.Random], object]]]
    learning: Learning | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.labels, Labels) or not self.labels:
            raise TypeError("Presentation.labels: the game's widget labels, a non-empty rulesim.pages.Labels")
        for name in ("live_checks", "bench_events"):
            if not callable(getattr(self, name)):
                raise TypeError(f"Presentation.{name}: a function (see rulesim.game.Presentation)")


@dataclass(frozen=True)
class GameInfo:
    """The fixed description of one game, as every part of the project sees it."""

    id: str  # "bora-bora": the book folder, the prefix of rule ids, the ``game =`` of a situation file
    name: str  # the game's proper name, the same in every language
    package: str  # "rulesim.bora_bora"
    players: tuple[int, ...]  # the player counts the source supports
    game: type[RuleGame]  # the fixed description: ``game(players, options)``
    state: type[RuleState]  # the position: its parts, builder, moves and end
    options: type[GameOptions]
    moves: MoveTable  # each move class once, by name (saving, loading, situation files), in listing order
    completeness: Completeness
    #: where the source stops, in the reader's words (shown on the landing page and the game's index)
    source_note: Message
    #: the game's place in the book and on the landing page (Borneo 1, Ships 2, Bora Bora 3, …)
    position: int
    #: what its notebook pages take from it: labels, live checks, bench events (required)
    presentation: Presentation
    default_players: int = 0
    questions: tuple[Question, ...] = field(default=())

    @property
    def book(self) -> str:
        """The game's folder of the book, as a docname prefix: ``book/bora-bora/``."""
        return f"book/{self.id}/"

    @property
    def rule_prefix(self) -> str:
        return f"{self.id}-"

    @property
    def open_question_prefix(self) -> str:
        return f"{self.id}-q-"

    def new(self, players: int | None = None, options: Any = None, seed: int = 0) -> Any:
        """A new position: ``players`` (the default count when omitted), ``options``, ``seed``."""
        return self.game(players or self.default_players or self.players[0], options).new_state(seed)

    def __post_init__(self) -> None:
        if not isinstance(self.presentation, Presentation):
            raise TypeError(f"GameInfo {self.id!r}: presentation=Presentation(labels=…, live_checks=…, bench_events=…)")

    def question(self, question_id: str) -> Question:
        for q in self.questions:
            if q.id == question_id:
                return q
        raise KeyError(question_id)


@cache
def _discover() -> tuple[GameInfo, ...]:
    from . import __path__ as package_path
    found = []
    for module in pkgutil.iter_modules(package_path):
        if not module.ispkg:
            continue
        info = getattr(importlib.import_module(f"{__package__}.{module.name}"), "GAME", None)
        if isinstance(info, GameInfo):
            found.append(info)
    ids = [g.id for g in found]
    if len(ids) != len(set(ids)):
        raise RuntimeError(f"two game packages declare the same id: {ids}")
    return tuple(found)


def games() -> dict[str, GameInfo]:
    """Every game of ``rulesim``, by id, in the order of the book."""
    return {g.id: g for g in sorted(_discover(), key=lambda g: (g.position, g.id))}


def game(game_id: str) -> GameInfo:
    """The game ``game_id``.  Only its own package is imported when the package is named for the id
    (``bora-bora`` → ``rulesim/bora_bora/``, as every game is): a live panel of one game holds that game
    alone in the reader's browser.  Any other id is looked for among :func:`games`."""
    own = _own_package(game_id)
    if own is not None:
        return own
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(game_id) from None


@cache
def _own_package(game_id: str) -> GameInfo | None:
    from . import __path__ as package_path
    name = game_id.replace("-", "_")
    if not name.isidentifier() or not any(m.ispkg and m.name == name for m in pkgutil.iter_modules(package_path)):
        return None
    info = getattr(importlib.import_module(f"{__package__}.{name}"), "GAME", None)
    return info if isinstance(info, GameInfo) and info.id == game_id else None

