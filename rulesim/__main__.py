"""``python -m rulesim check FILE [--lang es|en] [--json] [--site URL]`` — see :mod:`rulesim.cli`."""

from .cli import main

raise SystemExit(main())
