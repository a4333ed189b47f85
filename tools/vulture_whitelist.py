"""Names vulture reports as unused in rulesim/ and tools/ that something outside its sight uses (`make lint`).

vulture reads Python only: it does not see the notebooks of book/ (MyST Markdown), the tests, the JSON a dataclass
becomes, nor the libraries that read an attribute by name.  Each name here says who uses it; a name vulture reports
that nobody uses is dead code: delete it rather than adding it here.
"""
# ruff: noqa  (a list of names, not code to run)
# mypy: ignore-errors
_ = object()

# --- The typed outcomes of the questions (rulesim.outcomes): every field is a key of a ruling's JSON
# (rulesim-ruling/2, `rulesim check --json`), its schema and its picture, written from the dataclass fields.
hut_aside, on_top_of, status_before, tile_count  # Bora Bora
defender_may_keep, yellow, green, blue, purple, game_over, payable, face_up_ports, port_card_to, paid_at  # Borneo
new_chests, supply_left, silver, copper, refused_step, stops  # Caribic
ends_round, ships_home, after_seat, max_points, leg  # Maracaibo
possible, box_holds, warehouse_open, bank_open, face_up_cards, next_player  # Ships
asked_values, asked_legal, refusal_rule  # the question `now` (rulesim.now), every game

# --- A part of a position (rulesim.position): saved, loaded and checked by its name.
vp_counter  # Maracaibo's seats (rulesim/maracaibo/saves.py, tests/maracaibo/test_rules.py)

# --- Used by the notebooks of the book (book/<game>/*.md), by name.
chances_html, expand_html, helper_html, temple_html  # book/bora-bora/tile-chances.md, action-tiles.md
option_label, _.port_choices, _.set_port  # book/borneo/port-simulator.md
reading_choices, RoundViewer, win_table_html, TreasureDemo  # book/caribic/bribe-explorer.md, which-card-wins.md,
# treasure-actions.md
round_choices, GameViewer, _.next_game  # book/maracaibo/voyage-planner.md, rounds-and-home.md
scenario_choices, era_choices, era_table_html, pool_table_html  # book/ships/place-ship-steps.md, action-planner.md,
# eras-and-cubes.md
page_fragment  # book/<game>/check.md
start_panel  # the live panels' first cell (tools/sphinxext/live_panels_static/live-panels.js)

# --- The rulebook's own examples (rulesim/<game>/examples.py), each checked by the tests against the source text.
five_and_three, central_mountains, anna  # tests/bora_bora/test_rules.py, test_positions.py
monopoly_example, shared_example  # tests/borneo/test_pages.py
santo_domingo, home_stretch  # tests/maracaibo/test_rules.py
upgrade_example, miletus_example, spice_example  # tests/ships/test_rules.py, test_positions.py

# --- The engine's public interface (docs/python-api.md), used by the tests and by readers' own code.
_.replay  # RuleGame.replay(seed, moves)
_.from_json  # RuleState.from_json(text)
_._value_  # GamePhase.__new__: what the enum machinery reads as the member's value
_.in_phase  # MoveTable.in_phase(phase): a phase's move classes (tests/shared/test_contract.py)

# --- Read by a library, by name.
_.description, _.disabled, _.placeholder  # ipywidgets traits (rulesim/controls.py, rulesim/learn_panel.py)
output  # LiveCheck.output: the output a browser test watches (tests/website/test_live.py)
_.mode, _.mtime, _.gid, _.uid, _.gname, _.uname  # tarfile.TarInfo fields (tools/build/dist.py)
_.compress_type, _.external_attr  # zipfile.ZipInfo fields (tools/live/pyodide_packages.py)
_.execution_count, _.outputs  # nbformat cell fields (tools/live/notebooks.py)
mtime_ns  # functools.lru_cache key: a changed file is read again (tools/build/serve.py)
daemon_threads  # socketserver.ThreadingMixIn (tools/build/serve.py)
required_arguments, option_spec, has_content  # docutils Directive (tools/sphinxext/)
default_priority  # docutils Transform (tools/sphinxext/rules_in_play.py)
docnames, templatename  # the signatures of Sphinx's env-updated and html-page-context events (tools/sphinxext/)
_.html_search_scorer, _.html_title, _.project, _.nb_execution_cache_path, _.nb_code_prompt_show  # Sphinx and
_.nb_code_prompt_hide  # myst-nb configuration values (tools/sphinxext/)
_.live_panels_runtime  # a configuration value Sphinx hashes: a change rewrites every page (tools/sphinxext/live_panels.py)
_._default_transport, _._default_ip  # traitlets dynamic defaults of the kernel manager (tools/sphinxext/ipc_kernels.py)
TRANSLATED  # the strings tests/website/test_phone.py checks are translated (tools/sphinxext/theme_fixes.py)
linked_sheets  # what a built page is styled by, its sheets joined or not (tests/website/test_static_previews.py)
read_snapshot  # a snapshot file's memory, as the worker decodes it (tests/website/test_live_build.py)
