"""*The turn*: the four actions in their order (``borneo-turn-order``).

1. complete a mission — optional, at most one (``borneo-missions-complete``);
2. companies: change a merchant's company *or* fight — optional, one of the two
   at most (``borneo-companies-choice``);
3. play one shipping card — compulsory;
4. draw two cards — compulsory; then the turn passes to the left.

A pure description of what may come next in a turn, for the dispute question
``turn`` (the engine sequences the same actions as its phases: see
:class:`rulesim.borneo.parts.Phase`; the actions themselves are
:mod:`.components`' :class:`~.components.TurnAction`).

    >>> problem(["mission", "ship"], "move")[0]
    'borneo-turn-order'
    >>> [a.value for a in possible_next(["mission"])]
    ['move', 'fight', 'ship']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import Message, _
from .components import ACTION_LABELS, COMPULSORY, STEP, STEP_LABELS, TurnAction


def problem(done: Sequence[TurnAction | str], action: TurnAction | str) -> tuple[str, Message] | None:
    """Why ``action`` may not come after ``done`` in the same turn (rule id, reason), or ``None``."""
    action = TurnAction(action)
    last = STEP[TurnAction(done[-1])] if done else 0
    step = STEP[action]
    if last == 4:
        return "borneo-turn-order", _("El turno ya ha terminado al robar: ahora juega el jugador de la izquierda.")
    if step == last:
        if step == 1:
            return "borneo-missions-complete", _("Solo se puede completar una misión por turno.")
        if step == 2:
            return "borneo-companies-choice", _(
                "La acción de compañías es una sola: cambiar un comerciante de compañía o pelear, no las dos cosas "
                "ni dos veces.")
        return "borneo-turn-order", _("En cada turno se juega una sola carta de envío.")
    if step < last:
        return "borneo-turn-order", _(
            "Las acciones van en orden y «{action}» va antes de «{last}»: ese momento ya pasó.",
            action=ACTION_LABELS[action], last=STEP_LABELS[last])
    skipped = [s for s in COMPULSORY if last < s < step]
    if skipped:
        return "borneo-turn-order", _("Antes hay que hacer «{step}»: es obligatorio.", step=STEP_LABELS[skipped[0]])
    return None


def step_in_the_way(done: Sequence[TurnAction | str], action: TurnAction | str) -> int:
    """The step of the turn :func:`problem`'s reason names: the mandatory one skipped, or the one already
    reached (the action's own when it is taken twice)."""
    last = STEP[TurnAction(done[-1])] if done else 0
    skipped = [s for s in COMPULSORY if last < s < STEP[TurnAction(action)]]
    return skipped[0] if skipped and last < STEP[TurnAction(action)] else max(last, 1)


def possible_next(done: Sequence[TurnAction | str]) -> list[TurnAction]:
    """Every action that may come next after ``done``."""
    return [a for a in TurnAction if problem(done, a) is None]
