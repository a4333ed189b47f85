"""The drawing API every picture uses (:mod:`rulesim.drawing`), each game's one pictures module,
and the widget labels (:class:`rulesim.pages.Labels`).  Oracles worked by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesim import drawing
from rulesim.drawing import PHONE_WIDTH, pack, per_line, phone_svg, svg, text_lines, wrap
from rulesim.game import games
from rulesim.i18n import _
from rulesim.pages import Labels

RULESIM = Path(__file__).resolve().parent.parent.parent / "rulesim"
SHAPES = re.compile(r"<(svg|text|tspan|rect|circle|ellipse|line|polyline|polygon|path)[ >]")


def test_only_drawing_and_each_games_pictures_module_write_svg():
    """One drawing API: the SVG text, paragraphs and the <svg> element are written by drawing.py alone;
    the shapes of a game's pictures by its pictures.py alone (no svg.py beside it), or, past 500 lines, by the
    pictures_<subject>.py beside it."""
    writers = {str(p.relative_to(RULESIM)) for p in RULESIM.rglob("*.py")
               if SHAPES.search(p.read_text(encoding="utf-8"))}
    own = {f"{info.package.split('.')[1]}/pictures.py" for info in games().values()}
    own |= {str(p.relative_to(RULESIM)) for p in RULESIM.glob("*/pictures_*.py")}
    assert writers == {"drawing.py"} | own
    for path in own:
        source = (RULESIM / path).read_text(encoding="utf-8")
        assert not re.search(r"<(svg|text|tspan)[ >]", source), f"{path} writes text or <svg> itself: use drawing"
        assert not (RULESIM / path).with_name("svg.py").exists()


def test_lines_are_packed_up_to_their_length_and_pieces_stay_whole():
    assert pack(["Santo Domingo ·", "La Habana ·", "Cartagena"], 28) == ["Santo Domingo · La Habana ·", "Cartagena"]
    assert pack(["a", "bb", "ccc"], 4) == ["a bb", "ccc"]
    assert pack(["longer-than-the-line", "x"], 8) == ["longer-than-the-line", "x"]
    assert pack([], 8) == [] and wrap("", 100, 13) == [""]
    words = "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce".split()
    for most in (8, 12, 20):
        lines = pack(words, most)
        assert " ".join(lines).split() == words and all(len(line) <= most for line in lines)


def test_letters_per_line_estimate():
    assert per_line(358, 13) == 49  # 358 / (13 × 0.56) = 49.2
    assert per_line(358, 13, bold=True) == 45  # 0.60 em a bold letter
    assert per_line(342, 13, bold=True, em=0.55) == 47  # a picture's own estimate, bold or not
    assert per_line(10, 13) == 8  # never fewer than 8
    assert wrap("a " * 30, 80, 13) == ["a a a a a", "a a a a a"] * 3  # 80 / 7.28 = 10 letters


def test_a_paragraph_ends_at_its_last_baseline():
    svg_text, last = text_lines(4, 20, "uno dos tres cuatro", 60, 13, leading=1.3)
    assert svg_text.count("<tspan") == 3 and last == pytest.approx(20 + 2 * 13 * 1.3)
    assert 'dy="16.9"' in svg_text and svg_text.startswith('<text x="4" y="20" font-size="13"')


def test_the_background_is_exactly_the_picture():
    """Not rounded: a background 100 units high under a picture 100.4 high left a strip unpainted."""
    picture = svg(358, 100.4, ["<circle/>"], "A <b>", scale=1.3, background="#dff0fa")
    assert picture.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 358 100.4" width="465" '
                              'height="131" role="img" aria-label="A &lt;b&gt;"><title>A &lt;b&gt;</title>'
                              '<rect x="0" y="0" width="358" height="100.4" fill="#dff0fa"/><circle/>')
    assert "<rect" not in svg(358, 100, [], "A")


def test_a_phone_picture_is_the_phones_column_at_its_own_size():
    picture = phone_svg(200, [], "A", "white")
    assert PHONE_WIDTH == 358 and 'viewBox="0 0 358 200" width="358" height="200"' in picture
    assert drawing.fit_width(picture) == f'<div class="rulesim-svg">{picture}</div>'


@pytest.mark.parametrize("info", list(games().values()), ids=list(games()))
def test_every_picture_module_draws_for_the_phones_column(info):
    """No picture wider than a phone's column by mistake (Maracaibo's were 360 units)."""
    import importlib
    pictures = importlib.import_module(f"{info.package}.pictures")
    width = getattr(pictures, "WIDTH", getattr(pictures, "W", None))
    assert width == PHONE_WIDTH


def test_labels_render_in_the_pages_language():
    labels = Labels({"bid": _("Oferta del J{n}"), "players": _("Jugadores")})
    assert labels("bid", "es", n=2) == "Oferta del J2" and labels("bid", "en", n=2) == "P2's bid"
    assert labels("players", "en") == "Players" and labels["players"].template == "Jugadores"
    assert list(labels) == ["bid", "players"] and len(labels) == 2
    with pytest.raises(KeyError):
        labels("nothing", "es")


def test_pictures_stacked_one_under_the_other():
    parts, height = drawing.stacked([phone_svg(30, ["<circle/>"], "A"), phone_svg(12.5, ["<line/>"], "B")])
    assert parts == ['<g transform="translate(0 0.0)"><circle/></g>', '<g transform="translate(0 30.0)"><line/></g>']
    assert height == 42.5
    with pytest.raises(ValueError):
        drawing.stacked(["<p>no picture</p>"])
