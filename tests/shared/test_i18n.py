"""Messages in both languages: catalogs, placeholders, numbers (checked against Babel), errors."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

from rulesim.borneo import Borneo, Discard
from rulesim.errors import IllegalMoveError
from rulesim.i18n import Later, Message, Plural, format_integer, join_list

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("value", [0, 7, 999, 1000, 4321, 10000, 12345, 100000, 1234567, -25000])
def test_integers_are_formatted_as_babel_does(lang, value):
    assert format_integer(value, lang) == format_decimal(value, locale=lang)


def test_coin_values_of_the_design():
    assert (format_integer(10000, "es"), format_integer(10000, "en")) == ("10.000", "10,000")


def rulesim_catalog(lang: str) -> list:
    """Every entry of rulesim's catalogs of ``lang`` (one .po per part of the package)."""
    paths = sorted((ROOT / "locales" / lang / "LC_MESSAGES" / "rulesim").glob("*.po"))
    assert paths
    return [m for path in paths for m in read_po(open(path, "rb"))]


def test_the_po_files_alone_give_the_same_translations_as_the_compiled_catalog():
    """A checkout whose catalogs are not compiled reads the .po files: same answers."""
    import gettext

    from rulesim.i18n import LOCALE_DIR, PoTranslations
    compiled = gettext.translation("rulesim", localedir=str(LOCALE_DIR), languages=["en"])
    direct = PoTranslations(sorted((ROOT / "locales" / "en" / "LC_MESSAGES" / "rulesim").glob("*.po")))
    checked = 0
    for message in rulesim_catalog("en"):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n in (1, 2):
                assert direct.ngettext(*message.id, n) == compiled.ngettext(*message.id, n)
        else:
            assert direct.gettext(message.id) == compiled.gettext(message.id)
        checked += 1
    assert checked > 400


def placeholders(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_translation_keeps_the_placeholders_of_its_source(lang):
    for message in rulesim_catalog(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(placeholders(i) for i in ids))
        for text in strings:
            assert text, message.id
            assert placeholders(text) <= expected | {"n"}, (message.id, text)
            assert placeholders(text) >= placeholders(ids[0]) - {"n"}, (message.id, text)


def test_messages_render_in_each_language():
    message = Message("El {player} roba {n} cartas.", player=Message("jugador {n}", n=2), n=2)
    assert message.render("es") == "El jugador 2 roba 2 cartas."
    plural = Plural("El {player} roba {n} carta.", "El {player} roba {n} cartas.", 1,
                    player=Message("jugador {n}", n=3))
    assert plural.render("es") == "El jugador 3 roba 1 carta."
    assert plural.render("en") == "Player 3 draws 1 card."
    plural = Plural("El {player} roba {n} carta.", "El {player} roba {n} cartas.", 2,
                    player=Message("jugador {n}", n=3))
    assert plural.render("en") == "Player 3 draws 2 cards."
    assert join_list(["a", "b", "c"], "es") == "a, b y c" and join_list(["a", "b"], "en") == "a and b"
    with pytest.raises(ValueError):
        message.render("fr")


def _drew(player: int, n: int) -> Message:
    return Plural("El {player} roba {n} carta.", "El {player} roba {n} cartas.", n,
                  player=Message("jugador {n}", n=player))


def test_a_later_message_is_made_once_when_first_read_and_is_then_the_message_itself():
    import copy
    import pickle
    made = []

    def build(player: int, n: int) -> Message:
        made.append((player, n))
        return _drew(player, n)

    later = Later(build, 2, 3)
    assert made == []  # nothing is made until someone reads it
    eager = _drew(2, 3)
    assert later.render("en") == eager.render("en") == "Player 2 draws 3 cards."
    assert later.render("es") == "El jugador 2 roba 3 cartas."
    assert (later.template, later.params, repr(later), hash(later)) == (eager.template, eager.params, repr(eager),
                                                                        hash(eager))
    assert later == eager and eager == later and later == Later(_drew, 2, 3) and later != _drew(2, 4)
    assert made == [(2, 3)]  # made once, then kept
    assert copy.deepcopy(later) is later and copy.copy(later) is later
    assert pickle.loads(pickle.dumps(Later(_drew, 1, 1))) == _drew(1, 1)


def test_the_command_line_default_language(monkeypatch):
    monkeypatch.setenv("RULESIM_LANG", "en")
    assert str(Message("pimienta negra")) == "black pepper"
    monkeypatch.setenv("RULESIM_LANG", "xx")
    assert str(Message("pimienta negra")) == "pimienta negra"


def test_an_illegal_move_says_why_in_both_languages():
    state = Borneo(4).new_state(0)
    with pytest.raises(IllegalMoveError) as info:
        state.push(Discard((1,)))
    texts = info.value.texts()
    # the reader's text is the point: both phases in words, never their internal names ("placement", "discard")
    assert texts["es"].startswith("[borneo-turn-order] Ahora toca la fase de la colocación inicial de comerciantes; "
                                  "esta jugada es de la fase de descarte hasta seis cartas.")
    assert texts["en"].startswith("[borneo-turn-order] It is now the phase of placing the merchants at the start; "
                                  "this move belongs to the phase of discarding down to six cards.")


def test_no_spanish_left_in_english_explanations():
    """A whole game's explanations rendered in English contain none of the Spanish words of the engine."""
    import random
    state = Borneo(4).new_state(5)
    rnd = random.Random(5)
    spanish = re.compile(r"\b(jugador|carta|cartas|compañía|banderas|especias|puerto|monopolio|el|la|los|del)\b")
    while not state.is_over():
        explanation = state.push(rnd.choice(state.legal_moves()))
        text = explanation.to_text("en")
        assert not spanish.search(text.replace("Port ", "").lower()), text


def source_messages() -> set[str]:
    """Every literal passed to ``_``/``Message``/``Plural`` in rulesim, read from the syntax tree
    (pybabel does not look inside f-strings; this does)."""
    import ast
    found = set()
    for path in (ROOT / "rulesim").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("_", "Message", "Plural")):
                literals = [a.value for a in node.args[:2 if node.func.id == "Plural" else 1]
                            if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                found.update(literals)
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_message_of_rulesim_is_in_the_catalogs(lang):
    known = set()
    for message in rulesim_catalog(lang):
        known.update(message.id if isinstance(message.id, tuple) else (message.id,))
    missing = sorted(source_messages() - known)
    assert not missing, f"not in locales/{lang}/LC_MESSAGES/rulesim/ (run `make translations`): {missing}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_percentages_are_written_as_babel_writes_them(lang):
    from babel import Locale
    from babel.numbers import format_percent as babel_percent

    from rulesim.i18n import format_percent
    pattern = Locale(lang).percent_formats[None].pattern.replace("#,##0", "#,##0.0")
    for k in (0, 1, 5, 125, 333, 500, 999, 1000):
        assert format_percent(k / 1000, lang) == babel_percent(k / 1000, format=pattern, locale=lang)


SAME_IN_BOTH = {"no", "Borneo", "Ships", "Caribic", "Bora Bora", "Maracaibo", "English", "Español"}


def test_no_english_entry_is_spanish_left_over():
    """An English entry identical to its Spanish source is allowed only where nothing
    is language-specific (names, numbers, placeholders) or in the bilingual glossary."""
    letters = re.compile(r"[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]")
    offenders = []
    for path in (ROOT / "locales" / "en" / "LC_MESSAGES").rglob("*.po"):
        if path.name == "glossary.po":
            continue
        for message in read_po(open(path, "rb")):
            if not message.id or isinstance(message.id, tuple):
                continue
            if message.string == message.id and message.id not in SAME_IN_BOTH and letters.search(
                    re.sub(r"\{[^}]*\}|`[^`]*`|\([^)]*\.md\)", "", message.id)):
                offenders.append(f"{path.name}: {message.id[:70]!r}")
    assert not offenders, offenders
