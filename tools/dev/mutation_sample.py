"""Mutation testing on a seeded random sample of mutants per module (``make mutation SAMPLE=80``).

    python -m tools.dev.mutation_sample run --per-module 80 --presentation 30 --seed 11 --jobs 2
    python -m tools.dev.mutation_sample pick --per-module 80 --presentation 30 --seed 11   # only choose and print
    python -m tools.dev.mutation_report --sample                                           # the sampled scores

The whole set of mutants takes hours on two cores; a sample of N mutants per module gives each module's
score with a known error (``tools/dev/mutation_report.py --sample`` prints a 95 % Wilson interval).  ``run``:

1. runs ``mutmut run`` with a filter that matches no mutant, which makes mutmut generate the mutants and
   collect (or update) its statistics of which test reaches which function, then stop
   ("Filtered for specific mutants, but nothing matches": expected, the output is shown only on failure);
2. lists every generated mutant per module from ``mutants/**/*.py.meta`` and draws a random sample of
   ``--per-module`` mutants from each rules module and ``--presentation`` from each presentation module
   (``report.py``, ``pictures.py``) with ``random.Random(f"{seed}:{module}")``: the same seed and the same
   mutants give the same sample on any machine;
3. writes the sample to ``mutants/mutation-sample.json`` (read by ``tools/dev/mutation_report.py --sample``);
4. runs ``mutmut run --max-children JOBS NAMES...`` on the sampled mutants not run yet (all of them with
   ``--again``) that some test reaches; a sampled mutant no test reaches counts as "no tests".

A stopped run resumes where it was: run the same command again.  Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTANTS = ROOT / "mutants"
SAMPLE_FILE = MUTANTS / "mutation-sample.json"
STATS_FILE = MUTANTS / "mutmut-stats.json"
MUTMUT = ROOT / ".venv" / "bin" / "mutmut"
NOTHING = "mutation-sample:generate-and-collect-statistics-only"
PRESENTATION = ("report.py", "pictures.py")


def is_presentation(module: str) -> bool:
    name = module.rsplit("/", 1)[-1]
    return name in PRESENTATION or name.startswith("pictures_")


def all_mutants(mutants: Path = MUTANTS) -> dict[str, list[str]]:
    """Module path (``rulesim/borneo/fight.py``) -> the names of its generated mutants, in mutmut's order."""
    out = {}
    for meta in sorted(mutants.rglob("*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        out[meta.relative_to(mutants).as_posix()[: -len(".meta")]] = list(data.get("exit_code_by_key", {}))
    return out


def sizes(mutants: dict[str, list[str]], per_module: int, presentation: int, total: int = 0) -> dict[str, int]:
    """How many mutants to draw from each module.

    ``total`` > 0 spreads about ``total`` mutants over the rules modules in proportion to their number of
    mutants (proportional stratified allocation: the estimate weighted by module size is then the most
    precise for its cost), never fewer than ``per_module`` in a module.
    """
    rules = {m: len(ns) for m, ns in mutants.items() if not is_presentation(m)}
    everything = sum(rules.values()) or 1
    out = {}
    for module in mutants:
        if is_presentation(module):
            out[module] = presentation
        else:
            out[module] = max(per_module, round(total * rules[module] / everything)) if total > 0 else per_module
    return out


def pick(mutants: dict[str, list[str]], per_module: int, presentation: int, seed: int,
         total: int = 0) -> dict[str, list[str]]:
    """A seeded random sample of each module's mutants (all of them when the module has fewer)."""
    sample = {}
    size = sizes(mutants, per_module, presentation, total)
    for module, names in sorted(mutants.items()):
        n = size[module]
        rng = random.Random(f"{seed}:{module}")
        sample[module] = sorted(rng.sample(sorted(names), min(n, len(names))), key=names.index)
    return sample


def reached(stats_file: Path = STATS_FILE) -> set[str]:
    """The functions (mutmut's mangled names) that at least one selected test runs."""
    data = json.loads(stats_file.read_text(encoding="utf-8"))
    return {name for name, tests in data.get("tests_by_mangled_function_name", {}).items() if tests}


def function_of(mutant: str) -> str:
    return mutant.replace("__init__.", "").partition("__mutmut_")[0]


def forget_plain_copies() -> list[str]:
    """Remove the plain copy in mutants/ of a module newly added to ``only_mutate``.

    mutmut copies the whole package to mutants/ and regenerates a module's mutants only when the source is
    newer than its copy: a module that was copied unmutated before it was listed would stay unmutated.
    """
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    removed = []
    for module in config.get("only_mutate", []):
        copy = MUTANTS / module
        if "*" not in module and copy.exists() and not copy.with_name(copy.name + ".meta").exists():
            copy.unlink()
            removed.append(module)
    return removed


def prepare(jobs: int) -> None:
    """Generate the mutants and collect mutmut's statistics (mutmut stops on the filter matching nothing)."""
    removed = forget_plain_copies()
    if removed and STATS_FILE.exists():
        STATS_FILE.unlink()  # the statistics know nothing of the new modules' functions
        print(f"    newly mutated: {', '.join(removed)}; statistics collected afresh")
    print("==> generating mutants and collecting statistics (mutmut run, no mutant tested yet)", flush=True)
    proc = subprocess.run([str(MUTMUT), "run", "--max-children", str(jobs), NOTHING], cwd=ROOT,
                          capture_output=True, text=True)
    if "nothing matches" not in proc.stdout + proc.stderr or not STATS_FILE.exists():
        sys.stdout.write(proc.stdout[-6000:])
        sys.stderr.write(proc.stderr[-6000:])
        raise SystemExit("mutmut run failed while generating mutants or collecting statistics "
                         f"(exit {proc.returncode})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["run", "pick"])
    parser.add_argument("--per-module", type=int, default=80, help="mutants sampled per rules module (80)")
    parser.add_argument("--presentation", type=int, default=None,
                        help="mutants sampled per presentation module, report.py and pictures.py "
                             "(default: --per-module)")
    parser.add_argument("--proportional", type=int, default=0, metavar="TOTAL",
                        help="spread about TOTAL mutants over the rules modules in proportion to their size, "
                             "at least --per-module in each (default: --per-module in each)")
    parser.add_argument("--seed", type=int, default=11, help="the random seed (11)")
    parser.add_argument("--jobs", type=int, default=2, help="mutmut's --max-children (2)")
    parser.add_argument("--again", action="store_true", help="rerun the sampled mutants that already have a result")
    parser.add_argument("--no-prepare", action="store_true", help="skip step 1 (mutants and statistics are current)")
    args = parser.parse_args(argv)
    presentation = args.per_module if args.presentation is None else args.presentation

    if args.command == "run" and not args.no_prepare:
        prepare(args.jobs)
    mutants = all_mutants()
    if not mutants:
        print("no mutants in mutants/: run `python -m tools.dev.mutation_sample run` (or `make mutation`)",
              file=sys.stderr)
        return 1
    sample = pick(mutants, args.per_module, presentation, args.seed, args.proportional)
    SAMPLE_FILE.write_text(json.dumps({"seed": args.seed, "per_module": args.per_module, "presentation": presentation,
                                       "proportional": args.proportional, "sample": sample}, indent=1),
                           encoding="utf-8")
    spread = (f"about {args.proportional} over the rules modules in proportion to their size (at least "
              f"{args.per_module} each)" if args.proportional else f"{args.per_module} mutants per rules module")
    print(f"==> sample: seed {args.seed}, {spread}, {presentation} per presentation module; "
          f"{sum(map(len, sample.values()))} of {sum(map(len, mutants.values()))} mutants "
          f"(written to {SAMPLE_FILE.relative_to(ROOT)})")
    for module, names in sample.items():
        print(f"   {module}: {len(names)} of {len(mutants[module])}")
    if args.command == "pick":
        return 0

    done = {}
    for meta in MUTANTS.rglob("*.py.meta"):
        done.update(json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {}))
    hit = reached()
    names = [n for ns in sample.values() for n in ns]
    untested = [n for n in names if function_of(n) not in hit]
    todo = [n for n in names if function_of(n) in hit and (args.again or done.get(n) is None)]
    print(f"==> {len(untested)} sampled mutants are in functions no selected test runs (\"no tests\"); "
          f"{len(todo)} to run with mutmut", flush=True)
    if not todo:
        return 0
    env = dict(os.environ)
    return subprocess.run([str(MUTMUT), "run", "--max-children", str(args.jobs), *todo], cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
