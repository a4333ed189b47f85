"""The worked examples of Borneo's source, as data the book, the notebooks and the tests share.

- :func:`monopoly_example` (``borneo-shipping-monopoly``): red reaches six
  visible flags at Achim.
- :func:`shared_example` (``borneo-shipping-shared``): yellow 5, red 4, green 2,
  blue 2, a green flag before any blue one.  The source says four cards, which
  the covering rule cannot give (``borneo-q-shared-example``); this column has
  six cards and shows the same counts and order.
"""

from __future__ import annotations

from .components import DEFAULT_DECK, Port, ShippingCard


def _card(i: int, flags: str, spice: str = "clove", value: int = 1) -> ShippingCard:
    names = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
    return ShippingCard(i, tuple(names[f] for f in flags), spice, value)


def example_companies() -> dict[str, list[int]]:
    """Four players' merchants, three each, as a table might show them."""
    return {
        "red": [0, 2, 1],
        "yellow": [3, 1],
        "green": [2, 0, 3],
        "blue": [1, 3],
        "purple": [0, 2],
    }


def monopoly_example() -> tuple[Port, list[ShippingCard], dict[str, list[int]], int]:
    """Achim (monopoly 6, limit 4): the third card brings red to six visible flags."""
    achim = next(p for p in DEFAULT_DECK.ports if p.name == "Achim")
    cards = [
        _card(100, "RRGR", "pepper"),   # covered: R R visible
        _card(101, "RBRR", "nutmeg"),   # covered: R B visible
        _card(102, "RGRR", "cinnamon", 2),  # last: R G R R
    ]
    return achim, cards, example_companies(), 1


def shared_example() -> tuple[Port, list[ShippingCard], dict[str, list[int]], int]:
    """A port with monopoly 6 and limit 6 reaches its limit: yellow 5, red 4, green 2, blue 2, purple 1."""
    port = Port(99, "Ejemplo", 6, 6, "nutmeg")
    cards = [
        _card(110, "GRGG", "pepper"),    # G R  (a green flag first)
        _card(111, "RRBR", "clove"),     # R R
        _card(112, "YYPY", "nutmeg"),    # Y Y
        _card(113, "BBYB", "cinnamon"),  # B B
        _card(114, "PGPP", "pepper"),    # P G
        _card(115, "YYYR", "clove"),     # Y Y / Y R  (the last card shows both rows)
    ]
    return port, cards, example_companies(), 2
