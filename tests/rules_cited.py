"""The rules a test makes rulesim cite, so that ``@pytest.mark.rule(...)`` is measured, not declared.

Rulesim cites a rule in four constructors only: a refusal (:class:`rulesim.errors.RuleViolation`, every typed
error), a step of an explanation (:class:`rulesim.explain.Step`: what a move caused, a ruling's reasons, a forced
move), a position's problem (:class:`rulesim.position.Problem`) and a situation's refused value
(:class:`rulesim.kinds.SituationError` with a ``rule_id``).  :func:`install` wraps the four once per session;
``tests/conftest.py`` starts a new record when a test is set up (its fixtures' moves count) and, after the test
body passed, fails the test if one of its ``rule`` markers is not among the rules recorded (a parametrized test:
its last case, if its cases together did not cite the rule; a run that deselects some of its cases skips it).
A rule id that rulesim only *looks up* (``rules.rule``, a link, the registry) is not a citation: not recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

_cited: set[str] | None = None  # the running test's record
_collected: dict[str, int] = {}  # a test function → its items collected (its parametrized cases)
_last: dict[str, str] = {}  # a test function → the node id of its last item that runs
_partial: set[str] = set()  # the test functions some of whose cases do not run: not checked
_union: dict[str, set[str]] = {}  # a test function → the rules its items that ran so far cited
_failed: set[str] = set()  # the test functions one item of which failed (its failure is the report)


def _record(rule_id: object) -> None:
    if _cited is not None and isinstance(rule_id, str):
        _cited.add(rule_id)


def _wrap(cls: type, method: str, rule_id_of: Callable[..., object]) -> None:
    original = getattr(cls, method)

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        _record(rule_id_of(self))

    wrapper.__wrapped__ = original  # type: ignore[attr-defined]
    setattr(cls, method, wrapper)


def install() -> None:
    """Record the rule id of every refusal, explanation step, position problem and situation error rulesim builds."""
    from rulesim.errors import RuleViolation
    from rulesim.explain import Step
    from rulesim.kinds import SituationError
    from rulesim.position import Problem

    for cls, method in ((RuleViolation, "__init__"), (Step, "__init__"), (Problem, "__init__"),
                        (SituationError, "__init__")):
        if not hasattr(getattr(cls, method), "__wrapped__"):
            _wrap(cls, method, lambda self: self.rule_id)


def _function(item: pytest.Item) -> str:
    """The test function of ``item``: its node id without the parametrized case."""
    return item.nodeid.split("[", 1)[0]


def collected(items: list[pytest.Item]) -> None:
    """Count the items of each test function as collected (before ``-m``/``-k`` deselect any)."""
    _collected.clear()
    for item in items:
        _collected[_function(item)] = _collected.get(_function(item), 0) + 1


def _cases(item: pytest.Item) -> int:
    """How many cases the ``parametrize`` markers of ``item``'s function declare (1 when none)."""
    count = 1
    for marker in item.iter_markers("parametrize"):
        values = marker.args[1] if len(marker.args) > 1 else marker.kwargs.get("argvalues", ())
        count *= len(values) if hasattr(values, "__len__") else 1
    return count


#: pytest-xdist's ways of sharing out the items that keep every case of a test function on one worker (the others —
#: load, loadgroup, worksteal — may run a function's cases on different workers, none of which sees them all)
WHOLE_FUNCTIONS = ("no", "loadfile", "loadscope")


def selected(items: list[pytest.Item], dist: str = "no") -> None:
    """The last item of each test function all of whose items run: where its markers are checked.  ``dist``: how
    pytest-xdist shares the items out among its workers ("no": one process); a way that may split a function's
    cases leaves every parametrized function unmeasured."""
    running: dict[str, list[pytest.Item]] = {}
    _last.clear()
    _partial.clear()
    for item in items:
        running.setdefault(_function(item), []).append(item)
        _last[_function(item)] = item.nodeid
    for function, cases in running.items():
        if len(cases) < max(_collected.get(function, 0), _cases(cases[0])):
            _partial.add(function)  # some of its cases not run (deselected, or not asked for): they cannot be measured
        elif len(cases) > 1 and dist not in WHOLE_FUNCTIONS:
            _partial.add(function)  # its cases may run on different workers: none of them could measure it


def start() -> None:
    """A new, empty record (a test is being set up)."""
    global _cited
    _cited = set()


def cited() -> frozenset[str]:
    """The rule ids cited since :func:`start`."""
    return frozenset(_cited or ())


def failed(item: pytest.Item) -> None:
    """``item`` failed: its function's markers are not checked (the failure says what is wrong)."""
    _failed.add(_function(item))


def check(item: pytest.Item) -> None:
    """Fail ``item`` when it ends its test function and a rule the function's markers name was not cited while the
    function's items ran (a parametrized test names the rules of all its cases: together they must cite them)."""
    function = _function(item)
    union = _union.setdefault(function, set())
    union |= cited()
    if _last.get(function, item.nodeid) != item.nodeid or function in _failed | _partial:
        return
    del _union[function]
    marked = [rule_id for marker in item.iter_markers("rule") for rule_id in marker.args]
    missing = sorted(set(marked) - union)
    if missing:
        raise AssertionError(f"{function} is marked with rules it did not make rulesim cite: {missing} "
                             f"(cited: {sorted(union)})")
