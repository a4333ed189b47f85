"""What every game's SVG pictures share: legible on a phone, named in the reader's language.

A picture is drawn in a coordinate system about as wide as a phone's column
(:data:`PHONE_WIDTH`, 358 CSS px on a 390 px screen), so a font size in
picture units is about the size a phone shows; a wide screen shows it larger
(``scale``).  The rule the site's tests measure: rendered text at least 12 CSS
px on a 390 px screen, also inside an indented box (:data:`NARROWEST`), i.e.
``font-size >= 12 * width / NARROWEST`` (:func:`min_font`): 12.7 in a picture
358 units wide.  Long texts are wrapped into lines (:func:`text_lines`), as
SVG does not wrap.  Every picture has a ``<title>`` and an ``aria-label`` in the
reader's language (:func:`svg`).
"""

from __future__ import annotations

from html import escape

PHONE_WIDTH = 358  # CSS px: the width of the article on a 390 px screen
NARROWEST = 340  # CSS px: a picture inside an indented box (a ruling, a list) on that screen
FONT = 'font-family="sans-serif"'
CHAR_WIDTH = 0.56  # average advance of a sans-serif letter, in em (wrapping estimate)


def min_font(width: float) -> float:
    """The smallest font size of a picture ``width`` units wide that a phone shows at 12 px,
    even inside an indented box (:data:`NARROWEST`)."""
    return 12 * width / NARROWEST


def text(x: float, y: float, content: str, size: float = 13, anchor: str = "start", fill: str = "#222",
         weight: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" {FONT}>{escape(content)}</text>')


def wrap(content: str, width: float, size: float, bold: bool = False) -> list[str]:
    """``content`` cut into lines that fit ``width`` units at ``size`` (an estimate, on the safe side)."""
    per_line = max(8, int(width / (size * (CHAR_WIDTH + (0.04 if bold else 0)))))
    lines: list[str] = []
    for word in content.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def text_lines(x: float, y: float, content: str, width: float, size: float = 13, anchor: str = "start",
               fill: str = "#222", weight: str = "normal", leading: float = 1.25) -> tuple[str, float]:
    """A wrapped text whose first baseline is at ``y``; returns the SVG and the last baseline."""
    lines = wrap(content, width, size, weight == "bold")
    spans = "".join(f'<tspan x="{x}" dy="{0 if i == 0 else round(size * leading, 2)}">{escape(line)}</tspan>'
                    for i, line in enumerate(lines))
    svg_text = (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
                f'font-weight="{weight}" {FONT}>{spans}</text>')
    return svg_text, y + (len(lines) - 1) * size * leading


def box(parts: list[str]) -> str:
    """A shape and the texts it holds: ``parts[0]`` is the shape, the rest must fit inside it
    (the site's tests check it on every ``g.box`` of every picture)."""
    return '<g class="box">' + "".join(parts) + "</g>"


def svg(width: float, height: float, body: list[str], label: str, scale: float = 1.3) -> str:
    """The picture: ``width`` × ``height`` units, shown ``scale`` times larger where there is room."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height:g}" width="{round(width * scale)}" '
            f'height="{round(height * scale)}" role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            + "".join(body) + "</svg>")
