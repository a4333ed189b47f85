"""Shared helpers: positions of Borneo built for a test (through ``State.arranged``), and the ``rule`` marker.

``@pytest.mark.rule("borneo-…", …)`` names the rules paragraphs a test
exercises: measured, not declared — the test fails unless rulesim cited each of them while it ran
(``tests/rules_cited.py``); ``tests/shared/test_rule_markers.py`` checks that every mechanical paragraph is
named by at least one test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import rules_cited  # noqa: E402
from browser import browser, outside, server, subpath  # noqa: E402,F401  (fixtures of the browser tests)

from rulesim.game import games  # noqa: E402

# Every game package imported once, before any test: the messages a module declares when it is imported (labels
# whose values the page fills in) are not sentences a test builds, which the catalog check below watches.
games()
from rulesim.borneo import Borneo, Options, State  # noqa: E402

WEBSITE = Path(__file__).resolve().parent / "website"


def pytest_collection_modifyitems(config, items):
    """Every test under tests/website/ (it needs the built site or a browser) is marked ``website``:
    ``make check`` runs ``-m "not website"`` (the fast lane), ``make test`` then ``-m website``."""
    for item in items:
        if WEBSITE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.website)
    rules_cited.collected(items)


def pytest_collection_finish(session):
    rules_cited.selected(session.items, distribution(session.config))


def distribution(config) -> str:
    """How pytest-xdist shares the items out among its workers: "no" in one process.  A worker's own option says
    "no" whatever the run's: it is read from the command line the worker was started from (``-n`` alone: "load")."""
    worker = getattr(config, "workerinput", None)
    if worker is None:
        return config.getoption("dist", "no")
    argv = list(worker.get("mainargv", []))
    for index, arg in enumerate(argv):
        if arg == "--dist" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--dist="):
            return arg.split("=", 1)[1]
    return "load"


rules_cited.install()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item):
    """A new record of the rules cited starts before the test's fixtures (a fixture's moves count)."""
    rules_cited.start()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """A test that passed fails if rulesim did not cite every rule its ``rule`` markers name (a parametrized test:
    its last case, if all its cases together did not)."""
    try:
        result = yield
    except BaseException:
        rules_cited.failed(item)
        raise
    rules_cited.check(item)
    return result


def refused(state, move, rule_id):
    """Push ``move`` (any game), expect the typed error citing ``rule_id``, and the state untouched."""
    from rulesim.errors import IllegalMoveError
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as info:
        state.push(move)
    assert info.value.rule_id == rule_id, info.value.text("en")
    assert state.to_dict() == before
    texts = info.value.texts()
    assert texts["es"] != texts["en"] and rule_id in texts["es"] and rule_id in texts["en"]
    return info.value


def relocate(state: State, card: int, dest: list[int]) -> None:
    """Move shipping card ``card`` from wherever it is to ``dest`` (keeps every card exactly once)."""
    zones = [state.draw, state.discard, *[seat.hand for seat in state.seats],
             *[seat.warehouse for seat in state.seats], *[open_port.cards for open_port in state.ports]]
    for zone in zones:
        if card in zone:
            zone.remove(card)
            break
    else:
        raise AssertionError(f"card {card} not found")
    dest.append(card)
    state._legal = None


def after_setup(players: int = 4, seed: int = 0, companies: dict[str, list[int]] | None = None,
                options: Options | None = None) -> State:
    """A game right after setup, at player 1's missions phase (played: its history replays the seed);
    ``companies`` replaces the merchant columns through the public builder (each player keeps their count)."""
    state = Borneo(players, options).new_state(seed)
    while state.phase == "placement":
        state.push(state.legal_moves()[0])
    if companies is None:
        return state
    parts = {name: getattr(state, name) for name in state.parts()}
    return State.arranged(state.game, seed=seed, **{**parts, "companies": companies})


def cards_with(state: State, company: str, flags: int, exclude=()) -> list[int]:
    """Ids of default-deck cards showing exactly ``flags`` flags of ``company``."""
    return [c.id for c in state.game.deck.shipping if c.flag_count(company) == flags and c.id not in exclude]


@pytest.fixture
def four_players() -> State:
    return after_setup(4)


# ------------------------------------------------------------------ every message in both languages
# "Every reader-facing string in both languages, through the catalogs": the static check
# (tests/test_i18n.py) reads rulesim's source; this one watches what rulesim really builds while the
# tests play, so a sentence changed in the code but not in the catalogs (the English reader would get
# Spanish) fails the very test that produced it.  Mutation testing relies on it for the messages.
_CATALOG_CHECKED: dict[tuple, bool] = {}


def _known(template: str, plural: str | None) -> bool:
    key = (template, plural)
    if key not in _CATALOG_CHECKED:
        from rulesim.i18n import translations
        if not isinstance(template, str):
            return False
        en, es = translations("en")._catalog, translations("es")
        if plural is None:
            ok = template in en
        else:
            # English has the entry, and the Spanish catalog's plural is the code's plural.
            ok = (template, 0) in en and es.ngettext(template, plural, 2) == plural
        _CATALOG_CHECKED[key] = ok
    return _CATALOG_CHECKED[key]


def _placeholders(template: object) -> set[str]:
    import string
    if not isinstance(template, str):
        return set()
    return {name.split(".")[0].split("[")[0] for _text, name, _spec, _conv in string.Formatter().parse(template)
            if name}


def _check_parameters(template: object, plural: object, params: dict) -> None:
    """A sentence is given exactly the values its text shows, and none of them is missing (``None``).

    The oracle is the sentence itself (the Spanish text the catalogs translate): a value left out makes
    the reader's sentence fail or read "None"; a value the text does not show is a number or name the
    reader never sees.  Checked for every sentence rulesim builds while a test plays, so a changed or
    forgotten argument fails the test that reached it, whether or not that test reads the sentence.
    """
    wanted = _placeholders(template) | _placeholders(plural)
    given = set(params) - ({"n"} - wanted if plural is not None else set())  # a plural's count picks the words
    assert wanted == given, (f"rulesim built {template!r} with the values {sorted(given)}; its text shows "
                             f"{sorted(wanted)}")
    empty = sorted(k for k, v in params.items() if v is None)
    assert not empty, f"rulesim built {template!r} with no value for {empty}"


@pytest.fixture(autouse=True)
def rulesim_messages_are_in_the_catalogs(monkeypatch):
    import sys

    from rulesim.i18n import Later, Message, Plural
    built: list[tuple[str, str | None]] = []
    message_init, plural_init, later_init = Message.__init__, Plural.__init__, Later.__init__
    unread: list[Later] = []

    def creator_is_rulesim() -> bool:
        name = sys._getframe(2).f_globals.get("__name__", "")
        return name.startswith("rulesim") and name != "rulesim.i18n"

    def init(self, template, **params):
        message_init(self, template, **params)
        if template != "" and creator_is_rulesim():  # None too: it renders nowhere
            built.append((template, None))
            _check_parameters(template, None, params)

    def init_plural(self, singular, plural, n, **params):
        plural_init(self, singular, plural, n, **params)
        if creator_is_rulesim():
            built.append((singular, plural))
            _check_parameters(singular, plural, self.params)

    def init_later(self, build, *values):
        later_init(self, build, *values)
        unread.append(self)

    monkeypatch.setattr(Message, "__init__", init)
    monkeypatch.setattr(Plural, "__init__", init_plural)
    monkeypatch.setattr(Later, "__init__", init_later)
    yield
    for later in unread:  # a sentence made only when read (a move's steps) is checked whether or not it was read
        later.made  # noqa: B018
    missing = sorted({t for t in built if not _known(*t)})
    assert not missing, f"rulesim built messages that are not in the catalogs (run `make translations`): {missing}"


# ------------------------------------------------------------------ what a refused position names
# A position that cannot exist is refused naming the rule (a registered id: a paragraph of the book) and
# the part of the position at fault.  The parts a reader can name are the parts the game's ``State``
# declares (the arguments of its public builder ``State.arranged`` and the keys of a save), and the save's
# own ``game``, ``seed``, ``format`` and ``history``: the oracle is that public surface, not the checks.
_FIELDS: dict[str, set[str]] = {}
SAVE_KEYS = {"game", "seed", "format", "history"}


def _field_root(field: str) -> str:
    return field.split(".")[0].split("[")[0]


def _position_fields(game: str) -> set[str]:
    if game not in _FIELDS:
        from rulesim.game import games
        _FIELDS[game] = set(games()[game].state.parts()) | SAVE_KEYS
    return _FIELDS[game]


def _game_of_rule(rule_id: str) -> str:
    from rulesim.game import games
    return next(g.id for g in games().values() if rule_id.startswith(g.rule_prefix))


@pytest.fixture(autouse=True)
def refused_positions_name_a_rule_and_a_part(monkeypatch):
    from rulesim import position
    from rulesim.rules import rule
    inits = {position.Problem: position.Problem.__init__}

    def check(field: object, rule_id: object, message: object) -> None:
        rule(rule_id)  # KeyError: not a rule of the book
        if getattr(message, "template", "").startswith("No es una parte de la posición"):
            return  # (a builder's argument that is no part: the refusal names that argument)
        game = _game_of_rule(rule_id)
        assert isinstance(field, str) and _field_root(field) in _position_fields(game), (
            f"a refused {game} position names {field!r}, which is no part of a position")

    for cls, init in inits.items():
        def init_problem(self, field, rule_id, message, _init=init):
            check(field, rule_id, message)
            _init(self, field, rule_id, message)
        monkeypatch.setattr(cls, "__init__", init_problem)


@pytest.fixture(scope="session")
def ruling_validator():
    """A validator of the ``rulesim-ruling/2`` JSON (``rulesim.check.ruling_schema()``), the schema itself checked
    once: ``jsonschema.validate`` checks the 35 KB schema against the metaschema again at every call (0.2 s each)."""
    import jsonschema

    from rulesim.check import ruling_schema
    schema = ruling_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)
