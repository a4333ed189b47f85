"""The parts of a Borneo position that are more than numbers: its phases and the records it holds.

Each record is declared with :func:`rulesim.position.part` — the part as a reader names it, its kind, the
rule it answers to — so a saved game and the public builder (:meth:`State.arranged
<rulesim.borneo.state.State.arranged>`) read it the same way:

- :class:`Seat`: what a player holds — the hand (``borneo-setup-hand``) and the warehouse: shipping cards,
  port cards and completed missions (``borneo-setup-warehouse``);
- :class:`OpenPort`: a face-up port and the shipping cards played under it (``borneo-shipping-play``);
- :class:`Fight`: a fight under way (``borneo-fight-*``);
- :class:`Sharing`: a paid port's spices being chosen, with each :class:`Chooser` in turn
  (``borneo-shipping-monopoly-order``, ``borneo-shipping-shared-order``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, TypeVar, cast

from ..engine import GamePhase
from ..i18n import _
from ..kinds import Choice, Integer, ListOf
from ..position import Record, part
from .components import COMPANY_NAMES, DEFAULT_DECK, FACE_UP_PORTS, SPACES_PER_COMPANY


class Phase(GamePhase):
    """What the position waits for: whose decision it is, and of what kind (each named to follow "the phase
    of …" in the wrong-phase refusal)."""

    PLACEMENT = "placement", _("la colocación inicial de comerciantes")
    MISSIONS = "missions", _("la acción de misión")
    COMPANIES = "companies", _("la acción de compañías")
    FIGHT_DEFEND = "fight-defend", _("la defensa en una pelea")
    FIGHT_RELOCATE = "fight-relocate", _("traslado del defensor vencido")
    FIGHT_KEEP = "fight-keep", _("las cartas que guarda el defensor vencedor")
    SHIPPING = "shipping", _("la acción de envío")
    PORT_CHOOSE = "port-choose", _("reparto de las especias de un puerto")
    DISCARD = "discard", _("descarte hasta seis cartas")
    FINAL_MISSIONS = "final-missions", _("la última ronda de misiones")
    OVER = "over", _("fin de la partida")


FIGHT_PHASES = (Phase.FIGHT_DEFEND, Phase.FIGHT_RELOCATE, Phase.FIGHT_KEEP)


class EndReason(StrEnum):
    """Why a game ended (``borneo-end-conditions``)."""

    PORTS = "ports"  # a new port was needed and the port deck was empty
    CARDS = "cards"  # cards had to be drawn and none were left


END_CAUSES = {EndReason.PORTS: _("hacía falta un puerto nuevo y el mazo de puertos estaba vacío"),
              EndReason.CARDS: _("había que robar y no quedaba ninguna carta, ni en el mazo ni en los descartes")}


class PortKind(StrEnum):
    """How a port's spices are shared out (``borneo-shipping-trigger``)."""

    MONOPOLY = "monopoly"
    SHARED = "shared"


# ------------------------------------------------------------------------------------ kinds
PLAYER = Integer(0, 4)  # players count from 0 in a position (readers see them from 1)
COMPANY = Choice(dict(COMPANY_NAMES))
CARD = Integer(0, len(DEFAULT_DECK.shipping) - 1)  # a shipping card by its number
PORT = Integer(0, len(DEFAULT_DECK.ports) - 1)  # a port card by its number
MISSION = Integer(0, len(DEFAULT_DECK.missions) - 1)
CARDS = ListOf(CARD)
RANK = Integer(0, SPACES_PER_COMPANY - 1)  # a merchant's space in its company, from 0 at the top
PHASE = Choice({p: p.label for p in Phase}, control="dropdown")
END = Choice(dict(END_CAUSES))
PORT_KIND = Choice({PortKind.MONOPOLY: _("monopolio"), PortKind.SHARED: _("reparto compartido")})
SLOT = Integer(0, FACE_UP_PORTS - 1)


@dataclass
class Seat:
    """What a player holds: the hand, and in the warehouse the shipping cards, the port cards and the
    missions completed (each list in the order its cards came)."""

    hand: list[int] = part(_("las cartas de envío de la mano"), CARDS, "borneo-setup-hand", default_factory=list)
    warehouse: list[int] = part(_("las cartas de envío del almacén"), CARDS, "borneo-setup-warehouse",
                                default_factory=list)
    ports: list[int] = part(_("las cartas de puerto del almacén"), ListOf(PORT), "borneo-shipping-port-card",
                            default_factory=list)
    missions: list[int] = part(_("las misiones completadas"), ListOf(MISSION), "borneo-missions-complete",
                               default_factory=list)


@dataclass
class OpenPort:
    """A face-up port (by its number) and the shipping cards played under it, the first one first."""

    port: int = part(_("el puerto boca arriba"), PORT, "borneo-setup-ports")
    cards: list[int] = part(_("las cartas jugadas en él, de la primera a la última"), CARDS, "borneo-shipping-play",
                            default_factory=list)


@dataclass(frozen=True)
class Fight:
    """A fight under way (``borneo-fight-*``): the company, the two ranks (from 0 at the top), the
    two players, and the cards each has played."""

    company: str = part(_("la compañía en la que se pelea"), COMPANY, "borneo-fight-start")
    attacker_rank: int = part(_("el puesto del atacante"), RANK, "borneo-fight-start")
    defender_rank: int = part(_("el puesto del defensor"), RANK, "borneo-fight-start")
    attacker: int = part(_("el jugador que ataca"), PLAYER, "borneo-fight-start")
    defender: int = part(_("el jugador que defiende"), PLAYER, "borneo-fight-start")
    attacker_cards: tuple[int, ...] = part(_("las cartas que jugó el atacante"), CARDS, "borneo-fight-cards",
                                           default=())
    defender_cards: tuple[int, ...] = part(_("las cartas que jugó el defensor"), CARDS, "borneo-fight-defence",
                                           default=())


@dataclass(frozen=True)
class Chooser:
    """One pick of a spice: the merchant at ``rank`` (0 = first) of ``company``, owned by ``player``."""

    company: str = part(_("la compañía del comerciante"), COMPANY, "borneo-shipping-monopoly-order")
    rank: int = part(_("su puesto"), RANK, "borneo-shipping-monopoly-order")
    player: int = part(_("su jugador"), PLAYER, "borneo-shipping-monopoly-order")


@dataclass(frozen=True)
class Sharing:
    """A port's spices being chosen (``borneo-shipping-*-order``): the face-up place the port left, a monopoly
    or a shared distribution, the cards still to choose, and the merchants still to choose, in order."""

    slot: int = part(_("el sitio que deja el puerto en la mesa"), SLOT, "borneo-shipping-new-port")
    kind: PortKind = part(_("monopolio o reparto compartido"), PORT_KIND, "borneo-shipping-trigger")
    pool: tuple[int, ...] = part(_("las cartas que quedan por elegir"), CARDS, "borneo-shipping-monopoly-order",
                                 default=())
    queue: tuple[Chooser, ...] = part(_("los comerciantes que aún eligen, en orden"), ListOf(Record(Chooser)),
                                      "borneo-shipping-monopoly-order", default=())

    @property
    def rule_id(self) -> str:
        """The rule of the order of choice: a monopoly's or a shared distribution's."""
        return "borneo-shipping-monopoly-order" if self.kind is _MONOPOLY else "borneo-shipping-shared-order"


_MONOPOLY = PortKind.MONOPOLY  # (read once: under Python 3.11 a member read from its enum class costs ten globals)


R = TypeVar("R")


def quick(cls: type[R]) -> Callable[..., R]:
    """``cls(*values)`` for a frozen record (no ``__post_init__``) made on the engine's path — a fight started, a
    spice taken, the merchants choosing in turn — without its ``__init__``'s call of ``object.__setattr__`` for
    each field: the same fields, in the same order, in its ``__dict__``."""
    names = [f.name for f in fields(cast(Any, cls))]  # (a dataclass: the records above)
    stores = ", ".join(f"{name!r}: {name}" for name in names)
    scope: dict[str, Any] = {"_new": object.__new__, "_set": object.__setattr__, "_cls": cls}
    exec(f"def made({', '.join(names)}):\n    record = _new(_cls)\n    _set(record, '__dict__', {{{stores}}})\n"
         "    return record", scope)  # as dataclasses makes __init__: the fields are known at run time
    made: Callable[..., R] = scope["made"]
    made.__qualname__ = f"quick({cls.__qualname__})"
    return made


__all__ = ["Phase", "FIGHT_PHASES", "EndReason", "END_CAUSES", "PortKind", "Seat", "OpenPort", "Fight", "Chooser",
           "Sharing", "quick", "PLAYER", "COMPANY", "CARD", "PORT", "MISSION", "CARDS", "RANK", "PHASE", "END"]
