"""Messages in the reader's language.

Every sentence that ``rulesim`` shows a reader is a :class:`Message`: a Spanish
template (Spanish is the source language of the project) with named
parameters, translated when it is rendered.  The catalogs are gettext ``.mo``
files compiled from ``locales/<lang>/LC_MESSAGES/rulesim/*.po`` (one per part of
the package) into ``rulesim/locale`` by ``make catalogs``; in a checkout where
they are not compiled yet, the ``.po`` files are read directly.  Only the
standard library is used at run time, so the same code runs in the browser
under Pyodide.

Numbers are formatted with the CLDR conventions that Babel applies (the test
suite checks :func:`format_integer` against Babel), without importing Babel.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"
DOMAIN = "rulesim"
LOCALE_DIR = Path(__file__).with_name("locale")
SOURCE_CATALOGS = Path(__file__).resolve().parent.parent / "locales"  # a checkout's .po files


class CatalogMissingError(RuntimeError):
    """The compiled catalog of a language is not installed (run ``make catalogs``)."""


def current_language() -> str:
    """The command line's default language: ``RULESIM_LANG`` when it names a known one, else Spanish.

    Only :mod:`rulesim.cli` (and a bare ``Message.render()``, as in an exception's text) read it:
    everything that renders for a page is given its language (:class:`rulesim.pages.Page`)."""
    lang = os.environ.get("RULESIM_LANG", DEFAULT_LANGUAGE)
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def check_language(lang: str) -> str:
    """``lang`` when it is one of :data:`LANGUAGES`; a page always says which language it renders."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    return lang


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The gettext catalog of ``lang``; Spanish falls back to the source text."""
    lang = check_language(lang)
    try:
        return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])
    except OSError:
        pass
    sources = sorted((SOURCE_CATALOGS / lang / "LC_MESSAGES" / DOMAIN).glob("*.po"))
    if sources:
        return PoTranslations(sources)
    if lang == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    raise CatalogMissingError(f"the {lang!r} catalog of rulesim is not installed; run `make catalogs`")


class PoTranslations(gettext.NullTranslations):
    """Translations read straight from ``.po`` files (a checkout whose catalogs are not compiled):
    untranslated and fuzzy entries fall back to the source text, as gettext does."""

    def __init__(self, paths: list[Path]) -> None:
        super().__init__()
        self._catalog: dict[object, str] = {}
        for path in paths:
            for msgid, plural, strings, fuzzy in _read_po(path.read_text(encoding="utf-8")):
                if fuzzy or not msgid or not all(strings):
                    continue
                if plural is None:
                    self._catalog[msgid] = strings[0]
                else:
                    for i, text in enumerate(strings):
                        self._catalog[(msgid, i)] = text

    def gettext(self, message: str) -> str:
        return self._catalog.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        index = 0 if n == 1 else 1  # Spanish and English: one form for 1, another for the rest
        return self._catalog.get((singular, index), singular if n == 1 else plural)


def _unquote(text: str) -> str:
    """The value of a quoted .po string (``"a\\"b\\n"``)."""
    import ast
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


def _read_po(text: str) -> Iterator[tuple[str, str | None, list[str], bool]]:
    """``(msgid, msgid_plural, [msgstr…], fuzzy)`` for every entry of a .po file (obsolete ones skipped)."""
    fuzzy = False
    key = None
    values: dict[str, str] = {}
    for line in text.splitlines() + [""]:
        line = line.strip()
        if not line or line.startswith("#"):
            if not line and values:
                if "msgid" in values:
                    strings = [values[k] for k in sorted(values) if k.startswith("msgstr")]
                    yield values["msgid"], values.get("msgid_plural"), strings, fuzzy
                values, fuzzy, key = {}, False, None
            elif line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            continue
        if line.startswith('"'):
            if key is not None:
                values[key] += _unquote(line)
            continue
        key, _sep, rest = line.partition(" ")
        values[key] = _unquote(rest)


def default_language(lang: str | None) -> str:
    """``lang``, or the command line's default (:func:`current_language`) when none is given."""
    return current_language() if lang is None else check_language(lang)


def format_integer(value: int, lang: str) -> str:
    """An integer grouped as Babel's ``format_decimal`` groups it: ``10.000`` in
    Spanish, ``10,000`` in English (the tests compare the two)."""
    lang = check_language(lang)
    sign = "-" if value < 0 else ""
    digits = str(abs(int(value)))
    separator = "." if lang == "es" else ","
    if len(digits) < 4:
        return sign + digits
    groups = []
    while digits:
        groups.append(digits[-3:])
        digits = digits[:-3]
    return sign + separator.join(reversed(groups))


def format_percent(fraction: float, lang: str, digits: int = 1) -> str:
    """A share as a percentage with ``digits`` decimals, as Babel writes it in
    each language: ``12,5 %`` (with a no-break space) / ``12.5%``."""
    lang = check_language(lang)
    value = f"{fraction * 100:.{digits}f}"
    whole, _sep, decimals = value.partition(".")
    number = format_integer(int(whole), lang) if not whole.startswith("-") else "-" + format_integer(-int(whole), lang)
    if decimals:
        number += ("," if lang == "es" else ".") + decimals
    return number + ("\xa0%" if lang == "es" else "%")


class Message:
    """A translatable sentence: a Spanish template plus named parameters.

    Parameters may be other messages (rendered in the same language), integers
    (formatted for the language), or plain strings (names, ids) left as they are.
    """

    __slots__ = ("template", "params")

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params

    def render(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        text = translations(lang).gettext(self.template)
        if not self.params:
            return text
        return text.format(**{k: render_value(v, lang) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Message({self.template!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Message)
            and self.template == other.template
            and self.params == other.params
        )

    def __hash__(self) -> int:
        return hash(self.template)


class Plural(Message):
    """A sentence whose words depend on a count ``n`` (``1 carta`` / ``2 cartas``)."""

    __slots__ = ("plural", "n")

    def __init__(self, singular: str, plural: str, n: int, **params: object) -> None:
        super().__init__(singular, n=n, **params)
        self.plural = plural
        self.n = n

    def render(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        text = translations(lang).ngettext(self.template, self.plural, self.n)
        return text.format(**{k: render_value(v, lang) for k, v in self.params.items()})

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Later):
            return other == self
        return isinstance(other, Plural) and (self.template, self.plural, self.params) == (
            other.template, other.plural, other.params)

    __hash__ = Message.__hash__


_NO_PARAMS: dict[str, object] = {}


class Deferred(Message):
    """A message built only when it is rendered (``build`` returns the real one):
    titles of moves cost nothing in the thousands of games the tests play."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[], Message]) -> None:
        self.template = ""
        self.params = _NO_PARAMS
        self.build = build

    def render(self, lang: str | None = None) -> str:
        return self.build().render(lang)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and self.build() == other

    __hash__ = Message.__hash__


class Later(Message):
    """A message made only when it is first read, then kept: ``Later(build, *values)`` is ``build(*values)``.

    The values are taken now, so they must be ones that no later move changes (numbers, ids, names, tuples,
    frozen components — never a list or a dict of the position): the message then says exactly what it would
    have said if it had been made at once.  Its template, values, text, equality and ``repr`` are those of the
    message it makes.  A move's explanation is written so (its steps' rule ids are known at once): the thousands
    of moves a game plays between random players, or a test, are told to nobody."""

    __slots__ = ("_build", "_values", "_made")

    def __init__(self, build: Callable[..., Message], *values: object) -> None:
        self._build = build
        self._values = values
        self._made: Message | None = None

    @property
    def made(self) -> Message:
        """The message itself (made on the first read)."""
        if self._made is None:
            self._made = self._build(*self._values)
        return self._made

    @property  # read-only: the message made has them
    def template(self) -> str:  # type: ignore[override]
        return self.made.template

    @property
    def params(self) -> dict[str, object]:  # type: ignore[override]
        return self.made.params

    def render(self, lang: str | None = None) -> str:
        return self.made.render(lang)

    def __repr__(self) -> str:
        return repr(self.made)

    def __eq__(self, other: object) -> bool:
        return self.made == (other.made if isinstance(other, Later) else other)

    __hash__ = Message.__hash__

    def __copy__(self) -> Later:
        return self  # a value: the same values make the same message

    def __deepcopy__(self, _memo: dict[int, object]) -> Later:
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return _as_made, (self.made,)


def _as_made(message: Message) -> Message:
    """A :class:`Later` unpickled: the message it made."""
    return message


class Value(Message):
    """A value shown as it is in every language (a number formatted for the language, a name)."""

    __slots__ = ()

    def __init__(self, value: object) -> None:
        super().__init__("", value=value)

    def render(self, lang: str | None = None) -> str:
        return render_value(self.params["value"], default_language(lang))


def render_value(value: object, lang: str) -> str:
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, bool):
        return _("sí").render(lang) if value else _("no").render(lang)
    if isinstance(value, int):
        return format_integer(value, lang)
    if isinstance(value, (list, tuple)):
        return join_list([render_value(v, lang) for v in value], lang)
    return str(value)


def join_list(items: list[str], lang: str) -> str:
    """``a, b y c`` / ``a, b and c``."""
    if not items:
        return "—"
    if len(items) == 1:
        return items[0]
    conjunction = _("y").render(lang)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


# The markers that ``pybabel extract`` looks for (``-k _ -k Plural:1,2``).
_ = Message
