"""The Sphinx extensions of the book: :mod:`tools.sphinxext.rules_in_play` (named in ``_config.yml``) registers
the others."""
