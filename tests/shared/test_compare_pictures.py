"""tools/dev/compare_pictures.py: pictures compared by what they draw.  Oracles worked by hand."""

from __future__ import annotations

import json

from tools.dev import compare_pictures as cp

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 358 100">'


def test_the_same_drawing_written_otherwise_is_the_same():
    lines = (HEAD + '<text x="2" y="20" font-size="13" fill="#222"><tspan x="2" dy="0">a</tspan>'
             '<tspan x="2" dy="16.9">b</tspan></text></svg>')
    texts = (HEAD + '<text fill="#222" x="2.0" y="20" font-size="13">a</text>'
             '<text x="2" y="36.9" font-size="13" fill="#222">b</text></svg>')
    assert cp.diff_svg(lines, texts) == ([], 0.0)
    assert cp.diff_svg(HEAD + '<rect x="91.6667"/></svg>', HEAD + '<rect x="91.66666666666667"/></svg>')[0] == []


def test_a_different_drawing_is_named():
    problems, _ = cp.diff_svg(HEAD + '<text x="1" fill="bold">2</text></svg>',
                              HEAD + '<text x="1" fill="white">2</text></svg>')
    assert problems == ["#1 text fill: 'bold' now 'white'"]
    problems, _ = cp.diff_svg(HEAD + '<rect height="118"/></svg>', HEAD + '<rect height="117.875"/></svg>')
    assert problems == ["#1 rect height: '118' now '117.875'"]
    assert cp.diff_svg(HEAD + "<rect/></svg>", HEAD + "<rect/><circle/></svg>")[0][0] == "2 elements, now 3"


def test_pictures_are_found_in_pages_and_in_widget_states():
    picture = HEAD + '<rect x="1"/></svg>'
    page = f'<p>{picture}</p><script>{json.dumps({"value": picture})}</script>'
    rest, found = cp.split(page)
    assert found == [picture, picture] and "<rect" not in rest
