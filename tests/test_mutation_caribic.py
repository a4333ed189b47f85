"""Tests that kill mutants which survived `make mutation` in Caribic (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
