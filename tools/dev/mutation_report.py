"""The mutation score per module, from mutmut's results in ``mutants/`` (``make mutation`` runs it).

    python -m tools.dev.mutation_report             # a Markdown table: module, killed / tested, %, survivors
    python -m tools.dev.mutation_report --survivors # and the names of the surviving mutants, by module
    python -m tools.dev.mutation_report --sample    # only the sample of mutation_sample.py, with a 95 % interval

A mutant counts as *killed* when a test failed (or timed out) with it in place; *survived* when every
test covering it passed; *no tests* when no fast test runs its function; *not checked* when the run
has not reached it yet (a partial run).  The score is killed / (killed + survived + no tests), the
mutants listed in ``tests/mutation-equivalent.md`` (no change in behaviour) left out of both.
Standard library only; reads ``mutants/**/*.py.meta`` (mutmut 3's result files).

With ``--sample`` only the mutants drawn by ``tools/dev/mutation_sample.py`` (``mutants/mutation-sample.json``)
count: the table gives each module's mutants in all, the sample's size and results, and the sampled score
with its 95 % Wilson score interval (the score of all the module's mutants lies in it with 95 % confidence).
A sampled mutant in a function that no selected test runs counts as "no tests" even before mutmut ran it.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTANTS = ROOT / "mutants"
EQUIVALENT = ROOT / "tests" / "mutation-equivalent.md"
SAMPLE_FILE = MUTANTS / "mutation-sample.json"
STATS_FILE = MUTANTS / "mutmut-stats.json"

# mutmut 3's exit codes (mutmut/stats.py): what each means for the score.
KILLED = {1, 3, 36, 24, -24, 152, 255, 37}  # a failing test, a pytest error, a timeout, the type checker
SURVIVED = {0}
NO_TESTS = {5, 33}
NOT_CHECKED = {None, 2}


def equivalent_mutants(path: Path = EQUIVALENT) -> set[str]:
    """Mutant names listed as equivalent: a Markdown table row whose second cell is the name."""
    if not path.exists():
        return set()
    names = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and "__mutmut_" in cells[1]:
            names.add(cells[1])
    return names


def results(mutants: Path = MUTANTS) -> dict[str, dict[str, int | None]]:
    """Module path (``rulesim/borneo/fight.py``) -> mutant name -> exit code."""
    out = {}
    for meta in sorted(mutants.rglob("*.py.meta")):
        data = _read_json(meta)
        out[meta.relative_to(mutants).as_posix()[: -len(".meta")]] = data.get("exit_code_by_key", {})
    return out


def _read_json(path: Path) -> dict:
    """A result file, read again if mutmut was writing it (a report taken while a run goes on)."""
    for attempt in range(5):
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            if attempt == 4:
                raise
            time.sleep(0.3)
    return {}


def classify(code: int | None) -> str:
    if code in KILLED:
        return "killed"
    if code in SURVIVED:
        return "survived"
    if code in NO_TESTS:
        return "no tests"
    if code in NOT_CHECKED:
        return "not checked"
    return "suspicious"


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float] | None:
    """The Wilson score interval (in %) for k successes out of n."""
    if not n:
        return None
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100 * max(0.0, centre - half), 100 * min(1.0, centre + half)


def reached(stats_file: Path = STATS_FILE) -> set[str] | None:
    """The functions (mutmut's mangled names) some selected test runs; None without statistics."""
    if not stats_file.exists():
        return None
    data = json.loads(stats_file.read_text(encoding="utf-8"))
    return {name for name, tests in data.get("tests_by_mangled_function_name", {}).items() if tests}


def sampled(res: dict[str, dict[str, int | None]], sample: dict[str, list[str]],
            hit: set[str] | None) -> dict[str, dict[str, int | None]]:
    """Each module's results restricted to its sampled mutants; an unreached one gets "no tests" (33)."""
    out = {}
    for module, names in sample.items():
        codes = res.get(module, {})
        out[module] = {}
        for name in names:
            code = codes.get(name)
            if code is None and hit is not None and name.replace("__init__.", "").partition("__mutmut_")[0] not in hit:
                code = 33
            out[module][name] = code
    return out


def table(res: dict[str, dict[str, int | None]], equivalent: set[str],
          totals: dict[str, int] | None = None) -> list[dict]:
    rows = []
    for module, codes in res.items():
        count = Counter()
        survivors = []
        for name, code in codes.items():
            status = classify(code)
            if name in equivalent and status != "killed":
                status = "equivalent"
            count[status] += 1
            if status in ("survived", "no tests", "suspicious"):
                survivors.append(name)
        tested = count["killed"] + count["survived"] + count["no tests"] + count["suspicious"]
        rows.append({"module": module, "total": len(codes), "killed": count["killed"], "tested": tested,
                     "survived": count["survived"] + count["suspicious"], "no tests": count["no tests"],
                     "equivalent": count["equivalent"], "not checked": count["not checked"],
                     "score": 100 * count["killed"] / tested if tested else None,
                     "interval": wilson(count["killed"], tested),
                     "all": (totals or {}).get(module, len(codes)),
                     "survivors": sorted(survivors, key=_natural)})
    return rows


def _natural(name: str):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def markdown(rows: list[dict]) -> str:
    lines = ["| module | mutants | killed / tested | score | survived | no tests | equivalent | not run |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        score = "—" if r["score"] is None else f"{r['score']:.1f} %"
        lines.append(f"| `{r['module']}` | {r['total']} | {r['killed']} / {r['tested']} | {score} | {r['survived']} "
                     f"| {r['no tests']} | {r['equivalent']} | {r['not checked']} |")
    return "\n".join(lines)


def is_rules(module: str) -> bool:
    return module.rsplit("/", 1)[-1] not in ("report.py", "pictures.py")


def stratified(rows: list[dict], z: float = 1.96) -> dict | None:
    """The rules modules' score weighted by each module's number of mutants, with a 95 % interval.

    Each module is a stratum: the estimate is sum(W_h * p_h), W_h the module's share of all the rules
    modules' mutants, and its variance sum(W_h^2 * p~_h (1 - p~_h) / n_h * (1 - n_h / N_h)), with the
    Agresti–Coull p~_h = (k + 2) / (n + 4) so that a module whose sample has no survivor still counts
    its uncertainty.  ``pooled`` is the plain count over the samples (right only when the sample of each
    module is in proportion to its size).
    """
    strata = [r for r in rows if is_rules(r["module"]) and r["tested"]]
    if not strata:
        return None
    everything = sum(r["all"] for r in strata)
    estimate = variance = 0.0
    for r in strata:
        w, n = r["all"] / everything, r["tested"]
        estimate += w * r["killed"] / n
        p = (r["killed"] + 2) / (n + 4)
        variance += w * w * p * (1 - p) / n * max(0.0, 1 - n / r["all"])
    half = z * variance ** 0.5
    killed, tested = sum(r["killed"] for r in strata), sum(r["tested"] for r in strata)
    return {"weighted": 100 * estimate, "interval": (100 * max(0.0, estimate - half), 100 * min(1.0, estimate + half)),
            "killed": killed, "tested": tested, "pooled": 100 * killed / tested,
            "pooled_interval": wilson(killed, tested)}


def sample_markdown(rows: list[dict], seed: int) -> str:
    lines = [f"Sampled (seed {seed}): the score and its 95 % Wilson interval are those of the sample, "
             "an estimate of the module's score.", "",
             "| module | mutants | sampled | killed | survived | no tests | equivalent | not run "
             "| score (sample) | 95 % interval |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        score = "—" if r["score"] is None else f"{r['score']:.1f} %"
        ci = "—" if r["interval"] is None else f"{r['interval'][0]:.0f}–{r['interval'][1]:.0f} %"
        lines.append(f"| `{r['module']}` | {r['all']} | {r['total']} | {r['killed']} | {r['survived']} "
                     f"| {r['no tests']} "
                     f"| {r['equivalent']} | {r['not checked']} | {score} | {ci} |")
    total = stratified(rows)
    if total:
        lines += ["", f"Rules modules, weighted by each module's number of mutants: **{total['weighted']:.1f} %** "
                      f"(95 % interval {total['interval'][0]:.1f}–{total['interval'][1]:.1f} %); pooled "
                      f"{total['killed']}/{total['tested']} = {total['pooled']:.1f} %."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--survivors", action="store_true", help="list the surviving mutants by module")
    parser.add_argument("--json", action="store_true", help="the table as JSON")
    parser.add_argument("--sample", action="store_true",
                        help="only the sampled mutants (mutants/mutation-sample.json, tools/dev/mutation_sample.py)")
    parser.add_argument("modules", nargs="*", help="only these modules (paths such as rulesim/check.py)")
    args = parser.parse_args(argv)
    res = results()
    if not res:
        print("no mutmut results in mutants/: run `make mutation` first", file=sys.stderr)
        return 1
    seed = None
    totals = None
    if args.sample:
        if not SAMPLE_FILE.exists():
            print("no sample in mutants/: run `python -m tools.dev.mutation_sample run` first", file=sys.stderr)
            return 1
        data = json.loads(SAMPLE_FILE.read_text(encoding="utf-8"))
        seed = data["seed"]
        totals = {m: len(c) for m, c in res.items()}
        res = sampled(res, data["sample"], reached())
    if args.modules:
        res = {m: c for m, c in res.items() if m in args.modules}
    rows = table(res, equivalent_mutants(), totals)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(sample_markdown(rows, seed) if args.sample else markdown(rows))
    if args.survivors:
        for r in rows:
            if r["survivors"]:
                print(f"\n{r['module']} ({len(r['survivors'])}):")
                for name in r["survivors"]:
                    print("  ", name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
