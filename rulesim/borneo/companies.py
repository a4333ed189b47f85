"""Section 2 of the turn, *Companies*: moving a merchant to another company.

Rule ``borneo-companies-move``: the merchant leaves its company, the merchants
below it move up one rank to close the gap, and it takes the first empty space
of the other company; a full company (five merchants) takes none.  A pure
function of the columns, shared by the engine and the dispute question ``move``.
(Fights, the other way of the companies action, are in :mod:`.fight`.)

    >>> problem, after = move_merchant({"red": [0, 1, 2], "blue": [3]}, "red", 0, "blue")
    >>> problem, after["red"], after["blue"]
    (None, [1, 2], [3, 0])
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..i18n import Message, _
from .cards import COMPANIES, SPACES_PER_COMPANY, company_name


def move_merchant(companies: Mapping[str, Sequence[int]], company: str, rank: int, to: str
                  ) -> tuple[tuple[str, Message] | None, dict[str, list[int]]]:
    """Why the merchant at ``rank`` (0 = first space) of ``company`` cannot go to ``to`` (rule id,
    reason), or ``None`` and the columns afterwards (every company, owners from rank 1 down)."""
    after = {c: list(companies.get(c, ())) for c in COMPANIES}
    if company not in COMPANIES or to not in COMPANIES:
        return ("borneo-companies-move", _("No existe esa compañía.")), after
    if not 0 <= rank < len(after[company]):
        return ("borneo-companies-move", _("No hay ningún comerciante en el puesto {rank}.º de {company}.",
                                           rank=rank + 1, company=company_name(company))), after
    if to == company:
        return ("borneo-companies-move", _("El comerciante debe ir a otra compañía.")), after
    if len(after[to]) >= SPACES_PER_COMPANY:
        return ("borneo-companies-move", _("En {company} no quedan puestos libres: sus cinco puestos están ocupados.",
                                           company=company_name(to))), after
    owner = after[company].pop(rank)
    after[to].append(owner)
    return None, after


def move_message(company: str, rank: int, to: str, new_rank: int, moved_up: int) -> Message:
    """What happened, in words (``rank`` and ``new_rank`` from 0)."""
    if moved_up:
        return _("El comerciante deja el puesto {old_rank}.º de {old} y ocupa el puesto {rank}.º de {new}; "
                 "los de debajo suben un puesto.", old_rank=rank + 1, old=company_name(company), rank=new_rank + 1,
                 new=company_name(to))
    return _("El comerciante deja el puesto {old_rank}.º de {old} y ocupa el puesto {rank}.º de {new}.",
             old_rank=rank + 1, old=company_name(company), rank=new_rank + 1, new=company_name(to))
