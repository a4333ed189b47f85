"""The shape of the code a maintainer holds in their head: every game package laid out the same way, no
module over 500 lines, no function over 60 (complexity, at most 15 per function, is ruff's C901 in
``make check``).  Sizes are counted by Python's own parser: a module's lines, a function's lines from its
``def`` to its last line (docstring included)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulesim.engine import RuleState
from rulesim.game import games

RULESIM = Path(__file__).resolve().parent.parent.parent / "rulesim"
MODULE_LINES = 500
FUNCTION_LINES = 60
#: the modules every game package has, each with the same role (README, "A game package")
LAYOUT = ("__init__.py", "rules.py", "options.py", "components.py", "game.py", "parts.py", "state.py",
          "problems.py", "moves.py", "players.py", "examples.py", "questions/__init__.py", "report.py",
          "pictures.py")
GAMES = list(games().values())


@pytest.mark.parametrize("path", sorted(RULESIM.rglob("*.py")), ids=lambda p: str(p.relative_to(RULESIM)))
def test_modules_and_functions_are_small(path: Path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= MODULE_LINES, f"{path.name}: {text.count(chr(10))} lines"
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)" for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > FUNCTION_LINES]
    assert not long, f"{path.name}: {long}"


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_game_package_has_the_same_layout(info):
    assert issubclass(info.state, RuleState)
    package = RULESIM / info.package.rsplit(".", 1)[1]
    missing = [name for name in LAYOUT if not (package / name).exists()]
    assert not missing, f"{info.id} lacks {missing}"
