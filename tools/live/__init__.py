"""The live runtime the site serves under ``lite/``: the live notebooks (JupyterLite with a Pyodide kernel,
:mod:`tools.live.build`), the Python and wheels they load, and the live panels' runtime; beside them the
JavaScript they run in the browser (``live.js``, ``panel/``, ``sw.js``)."""
