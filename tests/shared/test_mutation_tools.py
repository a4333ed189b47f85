"""The mutation-testing tools' arithmetic: how a sample is spread and how its score is estimated
(tools/dev/mutation_sample.py, tools/dev/mutation_report.py; docs/mutation-testing.md).  Oracles are worked by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools.dev import mutation_report, mutation_sample

MUTANTS = {"rulesim/a/state.py": [f"a{i}" for i in range(3000)],
           "rulesim/b/fight.py": [f"b{i}" for i in range(300)],
           "rulesim/c/check.py": [f"c{i}" for i in range(700)],
           "rulesim/a/pictures.py": [f"s{i}" for i in range(500)]}


def test_a_proportional_sample_follows_module_size_with_a_floor():
    # 400 over 4 000 rules mutants: 300, 30 and 70; the floor of 40 lifts the small module
    assert mutation_sample.sizes(MUTANTS, 40, 5, 400) == {
        "rulesim/a/state.py": 300, "rulesim/b/fight.py": 40, "rulesim/c/check.py": 70, "rulesim/a/pictures.py": 5}
    # without a total every rules module gets the same number
    assert set(mutation_sample.sizes(MUTANTS, 20, 5).values()) == {20, 5}


def test_a_sample_is_the_same_for_the_same_seed_and_differs_for_another():
    one = mutation_sample.pick(MUTANTS, 10, 3, 13, 100)
    assert one == mutation_sample.pick(MUTANTS, 10, 3, 13, 100)
    assert one != mutation_sample.pick(MUTANTS, 10, 3, 14, 100)
    assert {m: len(n) for m, n in one.items()} == {"rulesim/a/state.py": 75, "rulesim/b/fight.py": 10,
                                                   "rulesim/c/check.py": 18, "rulesim/a/pictures.py": 3}
    assert all(set(names) <= set(MUTANTS[m]) and len(set(names)) == len(names) for m, names in one.items())


def row(module, all_, killed, tested):
    return {"module": module, "all": all_, "killed": killed, "tested": tested}


def test_the_weighted_score_weights_each_module_by_its_mutants():
    rows = [row("rulesim/a/state.py", 3000, 80, 100), row("rulesim/b/fight.py", 1000, 20, 20),
            row("rulesim/a/pictures.py", 500, 0, 30)]  # a presentation module counts for nothing
    total = mutation_report.stratified(rows)
    # 0.75 * 0.80 + 0.25 * 1.00 = 0.85; pooled 100 / 120
    assert total["weighted"] == pytest.approx(85.0)
    assert total["pooled"] == pytest.approx(100 * 100 / 120)
    # variance: 0.75² · p(1-p)/100 · (1 - 100/3000) with p = 82/104, plus 0.25² · q(1-q)/20 · (1 - 20/1000), q = 22/24
    p, q = 82 / 104, 22 / 24
    var = 0.75 ** 2 * p * (1 - p) / 100 * (1 - 100 / 3000) + 0.25 ** 2 * q * (1 - q) / 20 * (1 - 20 / 1000)
    low, high = total["interval"]
    assert low == pytest.approx(100 * (0.85 - 1.96 * var ** 0.5))
    assert high == pytest.approx(100 * (0.85 + 1.96 * var ** 0.5))


def test_a_module_sampled_whole_has_no_uncertainty():
    total = mutation_report.stratified([row("rulesim/b/fight.py", 20, 18, 20)])
    assert total["weighted"] == pytest.approx(90.0)
    assert total["interval"] == pytest.approx((90.0, 90.0))


def test_wilson_interval_of_a_known_case():
    # 8 of 10: the 95 % Wilson interval is 49.0 %–94.3 % (Wilson 1927; also Agresti & Coull 1998, table 1)
    low, high = mutation_report.wilson(8, 10)
    assert (round(low, 1), round(high, 1)) == (49.0, 94.3)


def test_every_equivalent_mutant_listed_names_a_function_of_its_module():
    """A row of tests/mutation-equivalent.md outlives its function when the code is rewritten (the mutant
    names then no longer exist): such a row is stale and goes with the function."""
    root = Path(__file__).resolve().parents[2]
    names = mutation_report.equivalent_mutants()
    assert len(names) > 40
    gone = []
    for name in sorted(names):
        found = re.fullmatch(r"(rulesim(?:\.\w+)+)\.(?:x_|xǁ(\w+)ǁ)(\w+?)__mutmut_\d+", name)
        assert found, name
        module, cls, func = found.groups()
        source = (root / (module.replace(".", "/") + ".py")).read_text(encoding="utf-8")
        if not re.search(rf"def {re.escape(func)}\b", source) or (cls and not re.search(rf"class {cls}\b", source)):
            gone.append(name)
    assert not gone, gone

