"""The project's tools, by purpose; run from the repository root (``python -m tools.build.site``).

- :mod:`tools.build`: the bilingual site (``make site``), its catalogs, its offline copy, the local server and
  ``make dist``;
- :mod:`tools.sphinxext`: the Sphinx extensions the build loads (``_config.yml``: ``tools.sphinxext.rules_in_play``);
- :mod:`tools.live`: the live runtime the site serves (JupyterLite, Pyodide and the wheels, the live panels);
- :mod:`tools.dev`: what measures and checks the project and is never part of the site (``make bench``,
  the browsers of the tests, behaviour snapshots, ``make mutation``).
"""
