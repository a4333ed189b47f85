"""A built page's style sheets joined (tools/build/styles.py, issue 25): two requests instead of eleven and a
chained ``@import``, the same rules in the same order."""

from __future__ import annotations

import re

import pytest

from tools.build import styles

HEAD = """<!DOCTYPE html><html><head>
<style>:root { --inline: 1; }</style>
<link href="{up}_static/styles/theme.css?digest=1" rel="stylesheet" />
<link rel="stylesheet" type="text/css" href="{up}_static/pygments.css?v=2" />
<link rel="preload" as="font" href="{up}_static/vendor/font.woff2" />
<link rel="stylesheet" type="text/css" href="{up}_static/site.css?v=3" />
{extra}<script defer src="{up}_static/a.js"></script>
</head><body><p>text</p></body></html>"""


@pytest.fixture
def site(tmp_path):
    """A language's folder: the theme's sheet importing Sphinx's (fonts and images beside each), two pages of
    rules and one page with one more sheet of its own."""
    static = tmp_path / "_static"
    (static / "styles").mkdir(parents=True)
    (static / "vendor").mkdir()
    (static / "styles" / "theme.css").write_text('@charset "utf-8";\n@import "../basic.css";\n'
                                                  'body { background: url(../vendor/bg.png); }\n'
                                                  "/*# sourceMappingURL=theme.css.map */\n")
    (static / "basic.css").write_text("div.note { background: url('file.png') no-repeat; }\n"
                                      'i { background: url("data:image/svg+xml;utf8,<svg/>"); }\n')
    (static / "pygments.css").write_text(".hll { color: red; }\n")
    (static / "site.css").write_text(".site { font: url(https://example.org/x.woff2); color: blue; }\n")
    (static / "widgets.css").write_text(".widget { color: green; }\n")
    (tmp_path / "book").mkdir()
    own = '<link rel="stylesheet" type="text/css" href="{up}_static/widgets.css" />\n'
    for name, extra in (("rules.html", ""), ("other.html", ""), ("notebook.html", own)):
        (tmp_path / "book" / name).write_text(HEAD.replace("{extra}", extra).replace("{up}", "../"))
    (tmp_path / "index.html").write_text(HEAD.replace("{extra}", "").replace("{up}", ""))
    return tmp_path


def links(html: str) -> list[str]:
    return re.findall(r'<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"', html)


def test_the_sheets_every_page_starts_with_are_one_file_and_a_pages_own_another(site):
    written = styles.process(site)
    rules, notebook, index = ((site / p).read_text() for p in ("book/rules.html", "book/notebook.html", "index.html"))
    shared = written["styles/theme.css", "pygments.css", "site.css"]
    assert links(rules) == [f"../_static/{shared}"]
    assert links(index) == [f"_static/{shared}"]  # (the same file from the folder's root)
    assert links(notebook) == [f"../_static/{shared}", "../_static/widgets.css"]  # one sheet of its own: as it was
    assert len(written) == 1
    # the head otherwise as it was: the inline style first, the font's preload and the script kept
    assert rules.index("<style>") < rules.index(shared) < rules.index('rel="preload"') < rules.index("a.js")
    assert styles.linked_sheets(notebook, "book/notebook.html", site / "_static") == [
        "styles/theme.css", "pygments.css", "site.css", "widgets.css"]


def test_the_joined_sheet_has_the_same_rules_in_order_and_its_addresses_moved(site):
    written = styles.process(site)
    text = (site / "_static" / next(iter(written.values()))).read_text()
    order = [text.index(rule) for rule in ("div.note", "body {", ".hll", ".site")]
    assert order == sorted(order), "the cascade's order: the import where it stood, then each sheet in turn"
    assert "url(file.png)" not in text and "url('file.png')" in text  # basic.css lies in _static already
    assert "url(vendor/bg.png)" in text  # from _static/styles/: ../vendor → vendor
    assert 'url("data:image/svg+xml;utf8,<svg/>")' in text and "url(https://example.org/x.woff2)" in text
    assert "@import" not in text and "@charset" not in text and "sourceMappingURL" not in text


def test_a_page_whose_sheets_cannot_be_joined_is_left_as_it_is(site):
    for odd in ('<style>p { color: red; }</style>\n',
                '<link rel="stylesheet" media="print" href="../_static/p.css" />\n',
                '<link rel="stylesheet" href="https://cdn.example.org/x.css" />\n'):
        html = HEAD.replace("{up}", "../").replace('<link rel="preload"', odd + '<link rel="preload"')
        html = html.replace("{extra}", "")
        assert styles.join_styles(html, "book/rules.html", site / "_static", ("styles/theme.css", "pygments.css"),
                                  {}) == html, odd


def test_an_import_of_another_origin_stops_the_build(site):
    (site / "_static" / "pygments.css").write_text('@import url("https://fonts.example.org/f.css");\n')
    with pytest.raises(ValueError, match="another origin"):
        styles.process(site)
