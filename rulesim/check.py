"""Settle a dispute: a situation in, a ruling out — every step citing the paragraph that decides it.

A *situation* is a small TOML file (read with the standard library's ``tomllib``,
so it also works in the browser): the game, the question, and the table of that
question with the part of the position that matters; optionally a title in each
language and, where the source is ambiguous, the options to use::

    game = "borneo"
    question = "port"

    [port]
    monopoly = 6
    limit = 4
    cards = ["RRGR", "RBRR", "RGRR"]      # flags row by row: R Y G B P
    last_player = 2

    [port.companies]
    red = [1, 3, 2]                       # players (from 1) by rank

This module knows no game: each game package declares its questions
(:mod:`rulesim.questions`, ``rulesim/<game>/questions/``) in its ``GAME``
description, and this module only loads, dispatches and formats.
:func:`load` turns a text into a :class:`Situation` or raises
:class:`~rulesim.questions.SituationError` naming the field (and line);
:func:`rule` gives the :class:`Ruling`; :func:`to_json` its stable schema
(:func:`ruling_schema`, ``rulesim-ruling/2``); :func:`to_toml` and
:func:`share_fragment` write a situation back (a file, a link).
``rulesim check FILE`` prints a ruling.
"""

from __future__ import annotations

import base64
import html
import re
import tomllib
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from .errors import InvalidSetupError
from .expected import EXPECTED_KEY, NO_VALUE, Expected, read_expected
from .explain import Explanation
from .formats import FORMAT, FORMAT_KEY, MAX_LINK_BYTES, format_of, inflate, moved_message, upgrade
from .game import GameInfo, game, games
from .i18n import LANGUAGES, Message, _, check_language
from .kinds import NOTHING
from .options import GameOptions
from .questions import Answer, Field, Question, SituationError, Table, Values, literal, read_fields
from .rules import rule_url

SCHEMA_ID = "rulesim-ruling/2"
CHECK_BUTTON = _("Dictaminar")  # the button of the "Check a situation" pages

__all__ = ["SCHEMA_ID", "written_situation", "FORMAT", "FORMAT_KEY", "MAX_LINK_BYTES", "CHECK_BUTTON", "SituationError",
           "Situation", "Ruling", "Alternative", "load", "load_file", "upgrade", "moved_message",
           "situation", "rule", "to_json", "to_text", "to_html", "to_toml", "share_fragment", "from_fragment",
           "ruling_schema", "question_of", "Expected", "EXPECTED_KEY", "NO_VALUE"]


@dataclass
class Situation:
    """A situation read and checked: the game, the question, the values of its fields, the options,
    and the fields the file left out whose default the ruling assumed."""

    game: GameInfo
    question: Question
    title: dict[str, str]
    values: Values
    options: GameOptions
    assumed: list[str] = field(default_factory=list)
    #: the answer the file states (its ``[expected]`` table), for the tests: never read by :func:`rule`
    expected: Expected | None = None

    def title_in(self, lang: str) -> str:
        return self.title.get(lang) or self.question.title.render(lang)


@dataclass
class Alternative:
    """What another reading of an ambiguous point gives, when it differs."""

    option: str
    value: Any
    answer: Answer


@dataclass
class Ruling:
    situation: Situation
    answer: Answer
    alternatives: list[Alternative] = field(default_factory=list)

    @property
    def verdict(self) -> Message:
        return self.answer.verdict

    @property
    def explanation(self) -> Explanation:
        return self.answer.explanation

    @property
    def outcome(self) -> dict[str, Any]:
        return self.answer.outcome_dict()

    @property
    def open_questions(self) -> list[str]:
        """The game's open questions that touch this ruling: cited by a step, or behind another reading."""
        prefix = self.situation.game.open_question_prefix
        ids = {r for r in self.explanation.rule_ids if r.startswith(prefix)}
        ids |= {self.situation.options.rule_of(a.option) for a in self.alternatives}
        return sorted(ids)


# ----------------------------------------------------------------------------- reading
def question_of(game_id: str, question_id: str) -> tuple[GameInfo, Question]:
    """The game and its question, or a :class:`SituationError` listing the valid ones."""
    try:
        info = game(game_id)
    except KeyError:
        raise SituationError("game", _("Juego desconocido; se espera uno de: {games}.",
                                       games=", ".join(games()))) from None
    ids = [q.id for q in info.questions]
    if question_id not in ids:
        raise SituationError("question", _("Pregunta desconocida para este juego; se espera una de: {questions}.",
                                           questions=", ".join(ids)))
    return info, info.question(question_id)


def _options(info: GameInfo, data: Any) -> GameOptions:
    if not isinstance(data, dict):
        raise SituationError("options", _("Se espera una tabla [options]."))
    specs = info.options.specs()
    for name, value in data.items():
        if name not in specs:
            raise SituationError(f"options.{name}", _("Opción desconocida; las opciones de este juego son: {names}.",
                                                      names=", ".join(specs)))
        try:
            info.options(**{name: value})
        except InvalidSetupError as error:
            raise SituationError(f"options.{name}", error.message) from None
    return info.options(**data)


def situation(game_id: str, question_id: str, table: Mapping[str, Any], options: Mapping[str, Any] | None = None,
              title: Mapping[str, str] | None = None) -> Situation:
    """A situation from its parts, checked exactly as a file is (the "Check a situation" pages build one
    from their controls)."""
    info, question = question_of(game_id, question_id)
    opts = _options(info, dict(options or {}))
    values, assumed = question.read(table)
    return Situation(info, question, dict(title or {}), values, opts, assumed)


def written_situation(game_id: str, question_id: str, table: Mapping[str, Any]) -> Situation:
    """A situation from a table rulesim wrote itself — a position from the engine's own ``to_dict``, as the
    learning page shares one at every move: every field read and typed as :func:`situation` reads it, but not
    the question's check of the whole position (rebuilding the game from it), which the engine's own output
    passes and which the check page runs again on every link it opens."""
    info, question = question_of(game_id, question_id)
    values, assumed = read_fields(question.fields, table, question.section + ".")
    return Situation(info, question, {}, values, _options(info, {}), assumed)

def load(text: str) -> Situation:
    """A situation from the text of a TOML file."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"line (\d+)", str(exc))
        raise SituationError("toml", _("El archivo no es TOML válido: {error}.", error=str(exc)),
                             int(line.group(1)) if line else None) from None
    try:
        return _load(data, text)
    except SituationError as error:
        if error.line is None:
            error.line = locate(text, error.field)
            error.args = (error.text(),)
        raise


def _load(data: dict[str, Any], text: str) -> Situation:
    version = format_of(data)
    for key in ("game", "question"):
        if not isinstance(data.get(key), str):
            raise SituationError(key, _("Falta este campo (texto)."))
    info, question = question_of(data["game"], data["question"])
    data = upgrade(data, question, version)
    allowed = {FORMAT_KEY, "game", "question", "title", "options", EXPECTED_KEY, question.section}
    for key in data:
        if key not in allowed:
            raise SituationError(key, _("Campo desconocido; aquí se espera: {names}.",
                                        names=", ".join(sorted(allowed))))
    title = data.get("title", {})
    if not isinstance(title, dict) or set(title) - set(LANGUAGES) or \
            any(not isinstance(v, str) for v in title.values()):
        raise SituationError("title", _("El título es una tabla con un texto por idioma: title.es y title.en."))
    _options(info, data.get("options", {}))
    expected = read_expected(info, question, data[EXPECTED_KEY]) if EXPECTED_KEY in data else None
    if question.section not in data:
        raise SituationError(question.section, _("Falta la tabla [{name}] con la situación.", name=question.section))
    found = situation(info.id, question.id, data[question.section], data.get("options", {}), title)
    found.expected = expected
    return found


def load_file(path: str) -> Situation:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise SituationError("file", _("No se puede leer el archivo: {error}.",
                                       error=exc.strerror or str(exc))) from None
    except UnicodeDecodeError:
        raise SituationError("file", _("El archivo no está en UTF-8.")) from None
    return load(text)


def locate(text: str, path: str) -> int | None:
    """The line of ``text`` where the field ``path`` (``port.cards[2]``) is written, when it can be found."""
    parts = re.sub(r"\[\d+\]", "", path).split(".")
    lines = text.splitlines()
    for k in range(len(parts) - 1, -1, -1):
        table, key = ".".join(parts[:k]), parts[k]
        current = ""
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            header = re.fullmatch(r"\[\s*([^\]]+?)\s*\]\s*(#.*)?", stripped)
            if header:
                current = header.group(1)
                if current == ".".join(filter(None, (table, key))):
                    return number
                continue
            if current == table and re.match(rf"{re.escape(key)}\s*=", stripped):
                return number
    return None


# ------------------------------------------------------------------------------ ruling
def rule(situation: Situation) -> Ruling:
    """The ruling, and what each other reading of an ambiguous point would give when it differs."""
    question, values, options = situation.question, situation.values, situation.options
    ruling = Ruling(situation, question.answer(values, options))
    for name in question.ambiguous:
        for value in options.others(name):
            other = question.answer(values, replace(options, **{name: value}))
            if other.outcome_dict() != ruling.outcome:
                ruling.alternatives.append(Alternative(name, value, other))
    return ruling


# ------------------------------------------------------------------------------ output
def _ruling_schema() -> dict[str, Any]:
    per_question = []
    for info in games().values():
        for q in info.questions:
            per_question.append({
                "if": {"properties": {"game": {"const": info.id}, "question": {"const": q.id}}},
                "then": {"properties": {"outcome": q.outcome_schema()}},
            })
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "A ruling of rulesim check",
        "type": "object",
        "required": ["schema", "game", "question", "lang", "title", "ruling", "outcome", "steps", "options",
                     "assumed", "open_questions", "alternatives"],
        "additionalProperties": False,
        "properties": {
            "schema": {"const": SCHEMA_ID},
            "game": {"enum": list(games())},
            "question": {"type": "string"},
            "lang": {"enum": list(LANGUAGES)},
            "title": {"type": "string"},
            "ruling": {"type": "string"},
            "outcome": {"type": "object"},
            "steps": {"type": "array", "items": {
                "type": "object", "required": ["n", "rule_id", "text", "url"], "additionalProperties": False,
                "properties": {"n": {"type": "integer", "minimum": 1}, "rule_id": {"type": "string"},
                               "text": {"type": "string"}, "url": {"type": "string"}}}},
            "options": {"type": "object"},
            "assumed": {"type": "array", "items": {
                "type": "object", "required": ["field", "value"], "additionalProperties": False,
                "properties": {"field": {"type": "string"}, "value": {}}}},
            "open_questions": {"type": "array", "items": {"type": "string"}},
            "alternatives": {"type": "array", "items": {
                "type": "object", "required": ["option", "value", "label", "reading", "ruling", "outcome"],
                "additionalProperties": False,
                "properties": {"option": {"type": "string"}, "value": {}, "label": {"type": "string"},
                               "reading": {"type": "string"}, "ruling": {"type": "string"},
                               "outcome": {"type": "object"}}}},
        },
        "allOf": per_question,
    }


def site_url(rule_id: str, lang: str, site: str = "") -> str:
    """The paragraph on the site in ``lang``: ``{site}/{lang}/book/…#rule-id`` (relative without ``site``)."""
    prefix = f"{site.rstrip('/')}/{lang}/" if site else f"{lang}/"
    return rule_url(rule_id, prefix)


def _assumed_value(s: Situation, path: str) -> Any:
    value: Any = s.values
    for part in path.split(".")[1:]:
        value = value[part]
    return value


def to_json(ruling: Ruling, lang: str, site: str = "") -> dict[str, Any]:
    lang = check_language(lang)
    s = ruling.situation
    options = s.options
    return {
        "schema": SCHEMA_ID,
        "game": s.game.id,
        "question": s.question.id,
        "lang": lang,
        "title": s.title_in(lang),
        "ruling": ruling.verdict.render(lang),
        "outcome": ruling.outcome,
        "steps": [{"n": i, "rule_id": step.rule_id, "text": step.render(lang),
                   "url": site_url(step.rule_id, lang, site)}
                  for i, step in enumerate(ruling.explanation.steps, 1)],
        "options": options.to_dict(),
        "assumed": [{"field": path, "value": _toml_value(s, path)} for path in s.assumed],
        "open_questions": ruling.open_questions,
        "alternatives": [{"option": a.option, "value": _plain(a.value), "label": options.label(a.option).render(lang),
                          "reading": options.reading(a.option, a.value).render(lang),
                          "ruling": a.answer.verdict.render(lang), "outcome": a.answer.outcome_dict()}
                         for a in ruling.alternatives],
    }


def _plain(value: Any) -> Any:
    return value.value if hasattr(value, "value") and not isinstance(value, (bool, int)) else value


def _toml_value(s: Situation, path: str) -> Any:
    f = _field(s.question, path)
    value = _assumed_value(s, path)
    return f.kind.to_toml(value) if value is not None else None


def _field(question: Question, path: str) -> Field:
    """The field a path names (``port.companies.red``)."""
    fields = question.fields
    found = None
    for part in path.split(".")[1:]:
        found = next(f for f in fields if f.name == part)
        if isinstance(found.kind, Table):
            fields = found.kind.fields
    assert found is not None
    return found


def _alternative_text(ruling: Ruling, alt: Alternative) -> Message:
    options = ruling.situation.options
    return _("Con la otra lectura de «{label}» ({reading}): {ruling}", label=options.label(alt.option),
             reading=options.reading(alt.option, alt.value), ruling=alt.answer.verdict)


def _assumed_text(ruling: Ruling) -> Message | None:
    s = ruling.situation
    if not s.assumed:
        return None
    items = []
    for path in s.assumed:
        value = _toml_value(s, path)
        shown = literal(value) if value not in (None, [], {}, ()) else NOTHING
        items.append(_("{what}: {value}", what=_field(s.question, path).help, value=shown))
    return _("Se dio por supuesto, porque no estaba en la situación: {items}.", items=items)


def _options_text(ruling: Ruling) -> Message:
    options = ruling.situation.options
    changed = [name for name, value in options.to_dict().items() if value != _plain(options.defaults()[name])]
    if not changed:
        return _("Lecturas: las del sitio para todas las preguntas abiertas.")
    return _("Lecturas distintas de las del sitio: {items}.", items=[
        _("«{label}»: {reading}", label=options.label(n), reading=options.reading(n)) for n in changed])


def to_text(ruling: Ruling, lang: str, site: str = "") -> str:
    lang = check_language(lang)
    data = to_json(ruling, lang, site)
    lines = [data["title"], _("Fallo: {ruling}", ruling=data["ruling"]).render(lang)]
    lines += [f"{s['n']}. {s['text']} [{s['rule_id']}] {s['url']}" for s in data["steps"]]
    assumed = _assumed_text(ruling)
    if assumed:
        lines.append(assumed.render(lang))
    lines.append(_options_text(ruling).render(lang))
    if data["open_questions"]:
        lines.append(_("Preguntas abiertas: {ids}", ids=", ".join(data["open_questions"])).render(lang))
    for alt in ruling.alternatives:
        lines.append(_alternative_text(ruling, alt).render(lang))
    return "\n".join(lines)


def to_html(ruling: Ruling, lang: str, root: str = "../../", picture: bool = True,
            verdict: bool = True) -> str:
    """The ruling for a page: the verdict, the picture of the position, the steps linked to their
    paragraphs, what the other readings would give, and what was assumed."""
    lang = check_language(lang)
    s = ruling.situation
    verdict_html = f'<p class="ruling-verdict"><strong>{html.escape(ruling.verdict.render(lang))}</strong></p>'
    parts = [verdict_html] if verdict else []
    if picture and s.question.picture is not None:
        svg = s.question.picture(s.values, ruling.answer, lang)
        parts.append(f'<figure class="ruling-picture rulesim-svg">{svg}</figure>')
    parts.append(ruling.explanation.to_html(lang, root))
    for alt in ruling.alternatives:
        rule_id = s.options.rule_of(alt.option)
        text = html.escape(_alternative_text(ruling, alt).render(lang))
        parts.append(f'<p class="ruling-alternative"><em>{text}</em> '
                     f'<a class="rule-ref" href="{html.escape(rule_url(rule_id, root))}">[{rule_id}]</a></p>')
    assumed = _assumed_text(ruling)
    if assumed:
        parts.append(f'<p class="ruling-assumed">{html.escape(assumed.render(lang))}</p>')
    return f'<div class="ruling">{"".join(parts)}</div>'


# --------------------------------------------------------------------- writing back
def to_toml(s: Situation, lang_titles: bool = True) -> str:
    """The situation as a file that :func:`load` reads back to the same situation."""
    lines = [f"{FORMAT_KEY} = {FORMAT}", f"game = {literal(s.game.id)}", f"question = {literal(s.question.id)}"]
    if s.title and lang_titles:
        lines += ["", "[title]"] + [f"{lang} = {literal(s.title[lang])}" for lang in LANGUAGES if lang in s.title]
    options = {k: v for k, v in s.options.to_dict().items() if v != _plain(s.options.defaults()[k])}
    if options:
        lines += ["", "[options]"] + [f"{k} = {literal(v)}" for k, v in options.items()]
    tables: list[tuple[str, Any, Any]] = [(s.question.section, s.question.fields, s.values)]
    assumed = set(s.assumed)
    while tables:
        name, fields, values = tables.pop(0)
        lines += ["", f"[{name}]"]
        for f in fields:
            if f"{name}.{f.name}" in assumed or values[f.name] is None:
                continue
            if isinstance(f.kind, Table):
                tables.append((f"{name}.{f.name}", f.kind.fields, values[f.name]))
            else:
                lines.append(f"{f.name} = {literal(f.kind.to_toml(values[f.name]))}")
    return "\n".join(lines) + "\n"


FRAGMENT_KEY = "situation="


def share_fragment(s: Situation) -> str:
    """A URL fragment (``situation=…``) that carries the situation: the check page opens it."""
    data = zlib.compress(to_toml(s, lang_titles=False).encode("utf-8"), 9)
    return FRAGMENT_KEY + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def from_fragment(fragment: str) -> Situation:
    """The situation a shared link (or its ``#situation=…`` fragment) carries: the inverse of
    :func:`share_fragment`."""
    payload = fragment.split("#", 1)[-1]
    if not payload.startswith(FRAGMENT_KEY):
        raise SituationError("link", _("El enlace no lleva ninguna situación."))
    try:
        text = inflate(payload[len(FRAGMENT_KEY):]).decode("utf-8")
    except UnicodeDecodeError:
        raise SituationError("link", _("El enlace está cortado o mal copiado.")) from None
    return load(text)


@cache
def ruling_schema() -> dict[str, Any]:
    """The JSON schema of ``--json`` (``rulesim-ruling/2``), built from every game's questions when first
    asked for (building it imports every game, which a live panel of one game does not need)."""
    return _ruling_schema()
