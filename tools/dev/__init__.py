"""What measures and checks the project, never part of the site: ``make bench`` (``bench*.py``,
``panel_contents.py``), the browsers the tests and benchmarks drive (``chromium.py``, ``webkit.py``), the
behaviour snapshots of a refactor (``snapshot.py``, ``compare_pictures.py``) and ``make mutation``."""
