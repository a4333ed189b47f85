"""tools/ is a package run from the repository root, and ``_config.yml`` is the one Sphinx configuration.

- no module of tools/, tests/ or rulesim/ edits ``sys.path`` (read by Python's parser: a string that names it,
  as the live panels' restore code does, is not an edit); the tests import the tools through pytest's
  ``pythonpath`` (pyproject.toml), the build runs ``python -m`` from the root;
- every folder of tools/ with Python in it is a package;
- the extensions Sphinx loads are the ones ``_config.yml`` lists, read the way ``jupyter-book config sphinx``
  reads it (tools/build/site.py writes conf.py with it and adds nothing): the project's extension by module
  name, none of the defaults the site does not want, every one importable from the root as it is.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(p for folder in ("tools", "tests", "rulesim") for p in (ROOT / folder).rglob("*.py")
                 if "__pycache__" not in p.parts)
#: jupyter-book's default extensions the site leaves out: thebe loads its JavaScript from a CDN; no comments
#: service, no intersphinx mapping, no LaTeX output
UNWANTED = ("sphinx_thebe", "sphinx_comments", "sphinx.ext.intersphinx", "sphinx_jupyterbook_latex")


def sys_path_edits(tree: ast.AST) -> list[int]:
    """Lines that change ``sys.path``: a call of one of its methods, or an assignment to it."""
    def is_sys_path(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr == "path" and isinstance(node.value, ast.Name)
                and node.value.id in ("sys", "_sys"))

    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and is_sys_path(node.func.value):
            lines.append(node.lineno)
        elif isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(is_sys_path(t.value if isinstance(t, ast.Subscript) else t) for t in targets):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_module_edits_sys_path(path: Path):
    assert sys_path_edits(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_the_check_sees_an_edit():
    assert sys_path_edits(ast.parse("import sys\nsys.path.insert(0, 'tools')\n")) == [2]
    assert sys_path_edits(ast.parse("import sys as _sys\n_sys.path[:0] = ['x']\n")) == [2]
    assert sys_path_edits(ast.parse("CODE = 'sys.path.insert(0, x)'\nimport sys\nsys.path_importer_cache\n")) == []


def test_every_folder_of_tools_with_python_is_a_package():
    folders = {p.parent for p in (ROOT / "tools").rglob("*.py") if "__pycache__" not in p.parts}
    assert sorted(f.relative_to(ROOT).as_posix() for f in folders if not (f / "__init__.py").is_file()) == []


def test_the_extensions_sphinx_loads_are_those_of_config_yml():
    from jupyter_book.config import get_final_config

    # what `jupyter-book config sphinx .` passes (its command line has no latex options)
    config, _meta = get_final_config(user_yaml=ROOT / "_config.yml", sourcedir=ROOT,
                                     cli_config={"latex_individualpages": False})
    extensions = config["extensions"]
    assert extensions[-1] == "tools.sphinxext.rules_in_play"
    assert [e for e in extensions if e in UNWANTED] == []
    assert [e for e in extensions if importlib.util.find_spec(e) is None] == []
