"""The situation files' format versions and what a shared link may carry.

A file says its version with a top-level ``format = N`` (none: today's, :data:`FORMAT`). Each question
declares the fields an older version wrote elsewhere (:class:`~rulesim.questions.Moved`); :func:`upgrade`
carries an older file's fields to their place and tells a file of a newer version where a field it writes in
the old place went. A shared link is untrusted input: :func:`inflate` expands it to at most
:data:`MAX_LINK_BYTES` and refuses more.
"""

from __future__ import annotations

import base64
import zlib
from typing import Any

from .i18n import Message, _
from .questions import FORMAT, Moved, Question, SituationError

FORMAT_KEY = "format"  # the top-level key of a file's format version (left out: today's, FORMAT)
#: the most a shared link may expand to: the largest situation of the book writes under 0.5 KiB
MAX_LINK_BYTES = 64 * 1024


def format_of(data: dict[str, Any]) -> int:
    """The format version a file declares (``format = 1``); a file that declares none is of today's."""
    version = data.get(FORMAT_KEY, FORMAT)
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= FORMAT:
        raise SituationError(FORMAT_KEY, _(
            "Versión de formato desconocida: este programa lee las versiones 1 a {n} (sin «format», la {n}).",
            n=FORMAT))
    return version


def upgrade(data: dict[str, Any], question: Question, version: int) -> dict[str, Any]:
    """The file's tables in today's format: each field ``question`` declares moved since a later version than
    the file's is carried to its new place; one written in its old place by a file of a version that had
    already moved it is refused, naming where it is now."""
    data = _copy_tables(data)
    for moved in question.moved:
        found, value = _pop(data, moved.old)
        if not found:
            continue
        if version >= moved.since:
            raise SituationError(moved.old, moved_message(moved))
        if _pop(_copy_tables(data), moved.new)[0]:
            raise SituationError(moved.new, _("Este campo está dos veces: en «{old}» (formato {version}) y aquí.",
                                              old=moved.old, version=version))
        _put(data, moved.new, value)
    return data


def moved_message(moved: Moved) -> Message:
    """What a reader is told of a field written where it no longer is."""
    return _("Este campo ya no va aquí: desde la versión {since} del formato es «{new}». Escríbelo ahí, o pon "
             "«format = {old}» al principio del archivo para leerlo como antes.", since=moved.since, new=moved.new,
             old=moved.since - 1)


def _copy_tables(data: dict[str, Any]) -> dict[str, Any]:
    return {k: _copy_tables(v) if isinstance(v, dict) else v for k, v in data.items()}


def _pop(data: dict[str, Any], path: str) -> tuple[bool, Any]:
    *tables, key = path.split(".")
    for name in tables:
        data = data.get(name)  # type: ignore[assignment]
        if not isinstance(data, dict):
            return False, None
    return (True, data.pop(key)) if key in data else (False, None)


def _put(data: dict[str, Any], path: str, value: Any) -> None:
    *tables, key = path.split(".")
    for name in tables:
        inner = data.setdefault(name, {})
        if not isinstance(inner, dict):
            raise SituationError(name, _("Se espera una tabla [{name}].", name=name))
        data = inner
    data[key] = value


def inflate(payload: str) -> bytes:
    """A link's situation, inflated. A link is untrusted input: what it expands to is capped at
    :data:`MAX_LINK_BYTES` (a crafted link could otherwise fill the reader's memory), and more is refused."""
    cut = SituationError("link", _("El enlace está cortado o mal copiado."))
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), MAX_LINK_BYTES)
    except (ValueError, zlib.error):
        raise cut from None
    if inflater.eof:
        return data
    if inflater.unconsumed_tail or len(data) >= MAX_LINK_BYTES:
        raise SituationError("link", _("El enlace se descomprime en más de {n} KiB, y una situación ocupa mucho "
                                       "menos: no se abre.", n=MAX_LINK_BYTES // 1024))
    raise cut


__all__ = ["FORMAT", "FORMAT_KEY", "MAX_LINK_BYTES", "format_of", "upgrade", "moved_message", "inflate"]
