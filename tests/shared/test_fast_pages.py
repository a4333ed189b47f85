"""What a built page loads before its first paint (tools/build/fast_pages.py, issue 25): blocking head scripts
deferred, the theme's icons inlined as the SVG Font Awesome's script would make of them."""

from __future__ import annotations

from tools.build import fast_pages

PAGE = """<!DOCTYPE html><html><head>
<script data-cfasync="false">document.documentElement.dataset.mode = "auto";</script>
<script defer src="../_static/scripts/fontawesome.js?digest=1"></script>
<script src="../_static/documentation_options.js?v=1"></script>
<script src="../_static/doctools.js?v=2"></script>
<script>let toggleHintShow = 'x';</script>
<script type="application/vnd.jupyter.widget-state+json">{"state": {}}</script>
<script async src="../_static/a.js"></script>
<script defer="defer" src="../_static/b.js"></script>
<script type="module" src="../_static/c.mjs"></script>
<script src="../searchindex.js"></script>
</head><body>
<button><i class="fa-solid fa-bars"></i></button><button><span class="fa-solid fa-expand"></span></button>
<i aria-hidden="true" class="theme-switch fa-solid fa-sun fa-lg" data-mode="light"></i>
<span><i class="fas fa-expand"></i></span>
<script src="../_static/in-body.js"></script>
</body></html>"""

# Font Awesome's script as the theme ships it, reduced to its shape: each pack's icons, then the pack's
# registration; "sun" is in the regular pack too, with another drawing.
SCRIPT = ('!function(){var p={sun:[512,512,[9728],"f185","M9 regular"]};(function(){d("far",p),d("fa-regular",p)})}(),'
          '!function(){var p={bars:[448,512,["navicon"],"f0c9","M0 96 bars"],sun:[512,512,[9728],"f185","M361 sun"],'
          'expand:[448,512,[],"f065","M32 32 expand"],"circle-half-stroke":[512,512,[9680],"f042","M448 256 half"]};'
          '(function(){d("fas",p),d("fa-solid",p)})}();')


def test_blocking_head_scripts_are_deferred_and_the_rest_left_alone():
    out = fast_pages.defer_head_scripts(PAGE)
    head, body = out.split("</head>")
    assert '<script defer src="../_static/doctools.js?v=2">' in head
    assert '<script defer src="../searchindex.js">' in head
    # the object inline scripts use at once, inline scripts, data, async, deferred and modules: as they were
    for kept in ('<script src="../_static/documentation_options.js?v=1">', '<script data-cfasync="false">',
                 "<script>let toggleHintShow", '<script type="application/vnd.jupyter.widget-state+json">',
                 '<script async src="../_static/a.js">', '<script defer="defer" src="../_static/b.js">',
                 '<script type="module" src="../_static/c.mjs">'):
        assert kept in head, kept
    assert head.count("defer") == PAGE.split("</head>")[0].count("defer") + 2
    assert body == PAGE.split("</head>")[1]  # (the body's scripts already run after the text)
    assert fast_pages.defer_head_scripts(out) == out


def test_the_solid_icons_are_read_from_the_solid_pack():
    icons = fast_pages.icons_of(SCRIPT)
    assert icons["sun"] == (512, 512, "M361 sun")  # not the regular pack's
    assert icons["circle-half-stroke"] == (512, 512, "M448 256 half") and set(icons) == {
        "bars", "sun", "expand", "circle-half-stroke"}


def test_each_icon_becomes_the_svg_font_awesome_makes_and_its_script_goes():
    out = fast_pages.inline_icons(PAGE, fast_pages.icons_of(SCRIPT))
    assert "fontawesome.js" not in out and "<i " not in out and "<span class" not in out
    assert ('<svg class="svg-inline--fa fa-bars" aria-hidden="true" focusable="false" data-prefix="fas" '
            'data-icon="bars" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512">'
            '<path fill="currentColor" d="M0 96 bars"></path></svg>') in out
    # its other classes and attributes kept (the theme switch shows one icon per mode by them)
    assert ('<svg aria-hidden="true" data-mode="light" class="svg-inline--fa theme-switch fa-sun fa-lg" '
            'focusable="false" data-prefix="fas" data-icon="sun"') in out
    assert 'data-icon="expand"' in out  # Font Awesome 5's "fas" too


def test_a_page_with_an_icon_it_cannot_draw_keeps_the_script():
    page = PAGE.replace("fa-bars", "fa-dragon")
    assert fast_pages.inline_icons(page, fast_pages.icons_of(SCRIPT)) == page


def test_sphinx_options_are_written_into_the_page_where_they_were_linked():
    options = "const DOCUMENTATION_OPTIONS = {\n    LANGUAGE: 'es',\n};\n"
    out = fast_pages.inline_options(PAGE, options)
    head = out.split("</head>")[0]
    assert "documentation_options.js" not in out
    # where the link stood: before the scripts that read the object as they run
    assert head.index("const DOCUMENTATION_OPTIONS") < head.index("doctools.js") < head.index("toggleHintShow")
    assert head.count("DOCUMENTATION_OPTIONS") == 1
    assert fast_pages.inline_options(PAGE, "x = '</script>';") == PAGE  # (text that would end the script: linked)
