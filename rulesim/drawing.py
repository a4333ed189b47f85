"""The drawing API of every game's SVG pictures: legible on a phone, named in the reader's language.

A picture is drawn in a coordinate system about as wide as a phone's column
(:data:`PHONE_WIDTH`, 358 CSS px on a 390 px screen), so a font size in
picture units is about the size a phone shows; a wide screen shows it larger
(``scale``).  The rule the site's tests measure: rendered text at least 12 CSS
px on a 390 px screen, also inside an indented box (:data:`NARROWEST`), i.e.
``font-size >= 12 * width / NARROWEST`` (:func:`min_font`): 12.7 in a picture
358 units wide.  Long texts are wrapped into lines (:func:`text_lines`), as
SVG does not wrap.  Every picture has a ``<title>`` and an ``aria-label`` in the
reader's language (:func:`svg`).

The pieces, all returning SVG text: :func:`text` (one line), :func:`text_lines`
(a wrapped paragraph, :func:`wrap` estimating the lines), :func:`rounded` (a rounded rectangle),
:func:`box` (a shape and the texts it must hold), :func:`svg` (the picture, optionally on a background;
:func:`phone_svg` one a phone's column wide, at its own size), :func:`stacked` (pictures one under the other, inside
another) and :func:`fit_width` (the picture in the site's wrapper that shrinks it to the page).
Each game draws its own pictures with these in ``rulesim/<game>/pictures.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape

PHONE_WIDTH = 358  # CSS px: the width of the article on a 390 px screen
NARROWEST = 340  # CSS px: a picture inside an indented box (a ruling, a list) on that screen
FONT = 'font-family="sans-serif"'
CHAR_WIDTH = 0.56  # average advance of a sans-serif letter, in em (wrapping estimate)
BOLD_EXTRA = 0.04  # a bold letter is that much wider, in em


def min_font(width: float) -> float:
    """The smallest font size of a picture ``width`` units wide that a phone shows at 12 px,
    even inside an indented box (:data:`NARROWEST`)."""
    return 12 * width / NARROWEST


def text(x: float, y: float, content: str, size: float = 13, anchor: str = "start", fill: str = "#222",
         weight: str = "normal") -> str:
    """One line of text whose baseline starts (``anchor``: or is centred, or ends) at (x, y)."""
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" {FONT}>{escape(content)}</text>')


def per_line(width: float, size: float, bold: bool = False, em: float | None = None) -> int:
    """How many letters fit ``width`` units at ``size`` (never fewer than 8): an estimate on the safe
    side, each letter ``em`` wide (default :data:`CHAR_WIDTH`, :data:`BOLD_EXTRA` more when bold)."""
    advance = em if em is not None else CHAR_WIDTH + (BOLD_EXTRA if bold else 0)
    return max(8, int(width / (size * advance)))


def pack(pieces: Iterable[str], most: int) -> list[str]:
    """``pieces`` (words, or phrases that must stay whole) in lines of at most ``most`` letters, in order;
    a piece longer than that is a line of its own."""
    lines: list[str] = []
    for piece in pieces:
        if lines and len(lines[-1]) + 1 + len(piece) <= most:
            lines[-1] += " " + piece
        else:
            lines.append(piece)
    return lines


def wrap(content: str, width: float, size: float, bold: bool = False, em: float | None = None) -> list[str]:
    """``content`` cut into lines that fit ``width`` units at ``size`` (:func:`per_line`)."""
    return pack(content.split(), per_line(width, size, bold, em)) or [""]


def text_lines(x: float, y: float, content: str, width: float, size: float = 13, anchor: str = "start",
               fill: str = "#222", weight: str = "normal", leading: float = 1.25,
               em: float | None = None) -> tuple[str, float]:
    """A wrapped text whose first baseline is at ``y``; returns the SVG and the last baseline."""
    lines = wrap(content, width, size, weight == "bold", em)
    spans = "".join(f'<tspan x="{x}" dy="{0 if i == 0 else round(size * leading, 2)}">{escape(line)}</tspan>'
                    for i, line in enumerate(lines))
    svg_text = (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
                f'font-weight="{weight}" {FONT}>{spans}</text>')
    return svg_text, y + (len(lines) - 1) * size * leading


def rounded(x: float, y: float, width: float, height: float, fill: str, stroke: str, radius: float = 6) -> str:
    """A rectangle with rounded corners (the shape of a :func:`box`)."""
    return (f'<rect x="{x:g}" y="{y:g}" width="{width:g}" height="{height:g}" rx="{radius:g}" fill="{fill}" '
            f'stroke="{stroke}"/>')


def box(parts: list[str]) -> str:
    """A shape and the texts it holds: ``parts[0]`` is the shape, the rest must fit inside it
    (the site's tests check it on every ``g.box`` of every picture)."""
    return '<g class="box">' + "".join(parts) + "</g>"


def svg(width: float, height: float, body: Iterable[str], label: str, scale: float = 1.3,
        background: str | None = None) -> str:
    """The picture: ``width`` × ``height`` units, shown ``scale`` times larger where there is room,
    named ``label``; ``background`` (a colour) fills the whole of it under ``body``."""
    fill = (f'<rect x="0" y="0" width="{width}" height="{height:g}" fill="{background}"/>' if background else "")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height:g}" width="{round(width * scale)}" '
            f'height="{round(height * scale)}" role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            + fill + "".join(body) + "</svg>")


def phone_svg(height: float, body: Iterable[str], label: str, background: str | None = None) -> str:
    """A picture as wide as a phone's column (:data:`PHONE_WIDTH`) and shown at its own size, so that a
    unit is a CSS pixel on a phone: :func:`svg` with ``scale`` 1."""
    return svg(PHONE_WIDTH, height, body, label, scale=1, background=background)


def stacked(pictures: Iterable[str]) -> tuple[list[str], float]:
    """``pictures`` (each made by :func:`svg`) one under the other, as the body of a larger picture:
    their parts, each moved down below the previous one, and their total height."""
    parts: list[str] = []
    y = 0.0
    for picture in pictures:
        view_box = re.search(r'viewBox="0 0 \S+ (\S+)"', picture)
        if view_box is None:
            raise ValueError("drawing.stacked: a picture made by drawing.svg (with its viewBox)")
        inner = re.sub(r"^<svg [^>]*>(<title>.*?</title>)?", "", picture)[:-len("</svg>")]
        parts.append(f'<g transform="translate(0 {y})">{inner}</g>')
        y += float(view_box.group(1))
    return parts, y


def fit_width(picture: str) -> str:
    """``picture`` inside the site's wrapper, which shrinks it to the width of the page."""
    return f'<div class="rulesim-svg">{picture}</div>'
