# Reglas en juego / Rules in Play
#   make site   build the bilingual site into _build/site/{es,en} (sets everything up on a fresh clone)
#   make test   run the whole test suite (builds the site first; includes `make check`)
#   make check  lint (ruff), dead code (vulture), types (mypy) and the fast tests: everything outside tests/website/ (no site, no browser)
#   make serve  serve _build/site on http://127.0.0.1:8000 (BASE=/reglas/ serves it under a sub-path)
#   make dist   the built site as one archive to upload, with its SHA-256 manifest and a size report
#   make bench  the benchmarks (engine speed, notebook callbacks, build times, live notebooks in Chromium)
#   make mutation  mutation testing of the rules modules against the fast tests (long: see docs/mutation-testing.md)
# Other targets: translations, check-translations, lab, clean.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PY     := $(BIN)/python
PORT   ?= 8000

.PHONY: site test check lint browser serve dist bench mutation translations check-translations catalogs lab clean

$(VENV)/.installed: requirements.txt pyproject.toml
	@echo "==> Python environment in $(VENV) (requirements.txt, pinned)"
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check --progress-bar on -r requirements.txt
	$(PY) -m pip install --disable-pip-version-check --no-deps -e .
	touch $@

node_modules/.installed: package.json package-lock.json
	@echo "==> front-end assets served by the site itself (npm ci: MathJax, the widgets' style sheets, the live panels' pieces)"
	npm ci --no-audit --no-fund --ignore-scripts
	touch $@

catalogs: $(VENV)/.installed
	$(PY) -m tools.build.catalogs compile

# (catalogs first: make test runs the site beside make check, which compiles them too)
site: $(VENV)/.installed node_modules/.installed catalogs
	@echo "==> building the site (Spanish, then English)"
	$(PY) -m tools.build.site

# The browser and host tests use Debian packages: chromium, webkit2gtk-driver and xvfb (WebKit, Safari's engine,
# on a display of its own), nginx and caddy (the host configurations of docs/publishing.md, run by the tests in their own
# processes).  Installed here when this runs as root on Debian (as .ci/run does; no service is started: a
# policy-rc.d says so during the install), otherwise make stops before anything else with one line saying what
# to install.
SYSTEM_PACKAGES := chromium:chromium WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb nginx:nginx caddy:caddy
browser:
	@missing=""; for pair in $(SYSTEM_PACKAGES); do \
	  command=$${pair%%:*}; package=$${pair##*:}; \
	  command -v $$command >/dev/null 2>&1 || [ -x /usr/bin/$$command ] || [ -x /usr/sbin/$$command ] || \
	    missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "==> installing Debian's$$missing for the browser and host tests"; \
	    policy=""; [ -e /usr/sbin/policy-rc.d ] || { policy=/usr/sbin/policy-rc.d; printf '#!/bin/sh\nexit 101\n' > $$policy; chmod +x $$policy; }; \
	    DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; status=$$?; \
	    [ -z "$$policy" ] || rm -f $$policy; exit $$status; \
	  else \
	    echo "make test needs Debian's$$missing for the browser and host tests: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

# The shared core is typed strictly; the game packages with plain mypy (pyproject.toml, [tool.mypy]).
CORE := $(wildcard rulesim/*.py)
lint: $(VENV)/.installed
	@echo "==> lint and types"
	$(BIN)/ruff check rulesim tools tests
	@# dead code: what vulture finds unused and tools/vulture_whitelist.py does not name (who uses it) must go
	$(BIN)/vulture --min-confidence 60 rulesim tools
	$(BIN)/mypy --strict --follow-imports=silent $(CORE)
	$(BIN)/mypy

check: lint catalogs
	@echo "==> fast tests"
	$(PY) -m pytest -q -p no:cacheprovider -m "not website"

# The fast lane (make check: lint and everything outside tests/website/) beside the system packages' install
# and the site's build — each needs one core, the machine has two: ~2 minutes less than one after the other —
# each target's output printed whole when it ends (--output-sync), so that CI shows a fast-lane failure within
# minutes; then the website tests.
# The website tests on three workers (pytest-xdist): they keep both cores ~92 % busy (the browsers' work, which
# `time` does not count: docs/testing.md), so more workers would not help; tests sharing a recorded sweep, a walk
# or a module's browser run on one worker (tests/website/conftest.py).  WEBSITE_WORKERS=0 runs them in one process.
WEBSITE_WORKERS ?= 3
test:
	@$(MAKE) --no-print-directory -j2 --output-sync=target check browser site
	@echo "==> website tests (the built site and the browsers: tests/website/, $(WEBSITE_WORKERS) workers)"
	$(PY) -m pytest -m website -n $(WEBSITE_WORKERS) --dist loadgroup --durations=15 \
		--junitxml=test-artifacts/website-tests.xml

serve: site
	@echo "==> http://127.0.0.1:$(PORT)$(or $(BASE),/) (Ctrl+C to stop)"
	$(PY) -m tools.build.serve $(PORT) $(if $(BASE),--base $(BASE))

dist: site
	$(PY) -m tools.build.dist

bench: site
	$(PY) -m tools.dev.bench

translations: $(VENV)/.installed
	$(PY) -m tools.build.catalogs update
	@echo "==> now translate the new or changed entries of locales/en/LC_MESSAGES (make check-translations lists them)"

check-translations: $(VENV)/.installed
	$(PY) -m tools.build.catalogs check

lab: $(VENV)/.installed catalogs
	$(PY) -m pip install --disable-pip-version-check -r requirements-lab.txt
	$(BIN)/jupyter lab book $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# Mutation testing (not part of `make test`: it takes hours on two cores).  What is mutated and which
# tests run is [tool.mutmut] in pyproject.toml; MUTANTS="rulesim.borneo.fight.*" narrows a run to some
# modules (mutmut's name globs), JOBS sets the parallel children.  SAMPLE=80 tests a seeded random sample
# of 80 mutants per rules module and PRESENTATION_SAMPLE (default 30) per report.py / svg.py instead
# (tools/dev/mutation_sample.py, SEED=11; PROPORTIONAL=560 spreads about 560 over the rules modules in
# proportion to their size, at least SAMPLE each) and prints the sampled scores with their 95 % intervals.  Results
# stay in mutants/ (a second run only tests what is new or changed); tools/dev/mutation_report.py prints them.
MUTANTS ?=
JOBS    ?= 2
SAMPLE  ?=
PRESENTATION_SAMPLE ?= 30
PROPORTIONAL ?= 0
SEED    ?= 11
mutation: $(VENV)/.installed catalogs
	$(PY) -m pip install --disable-pip-version-check -q -r requirements-mutation.txt
	rm -rf mutants/rulesim/locale  # mutmut copies a non-Python file once: the compiled catalogs must be fresh
ifeq ($(SAMPLE),)
	nice -n 15 $(BIN)/mutmut run --max-children $(JOBS) $(MUTANTS)
	$(PY) -m tools.dev.mutation_report
else
	nice -n 15 $(PY) -m tools.dev.mutation_sample run --per-module $(SAMPLE) --presentation $(PRESENTATION_SAMPLE) \
	  --proportional $(PROPORTIONAL) --seed $(SEED) --jobs $(JOBS)
	$(PY) -m tools.dev.mutation_report --sample
endif

clean:
	rm -rf _build conf.py rulesim/locale mutants
