"""The rule ids of Borneo and the book page that holds each one.

The test suite checks this table against the labels of ``book/borneo/`` in
both directions, and that every mechanical id is exercised by a test.
"""

from ..rules import register

PAGE = "book/borneo/"

register(PAGE + "components", "borneo-components", "borneo-components-illustrative", mechanical=False)
register(
    PAGE + "setup",
    "borneo-setup-merchants",
    "borneo-setup-hand",
    "borneo-setup-ports",
    "borneo-setup-company-ranks",
    "borneo-setup-placement",
    "borneo-setup-missions",
)
register(PAGE + "setup", "borneo-setup-warehouse", mechanical=False)
register(PAGE + "shipping-cards", "borneo-card-flags", "borneo-card-spice")
register(PAGE + "missions", "borneo-mission-types")
register(PAGE + "turn", "borneo-turn-order")
register(
    PAGE + "turn-missions",
    "borneo-missions-complete",
    "borneo-missions-payment",
    "borneo-missions-jokers",
    "borneo-missions-hand",
    "borneo-missions-no-change",
    "borneo-missions-no-mission-cards",
)
register(
    PAGE + "companies",
    "borneo-companies-choice",
    "borneo-companies-move",
    "borneo-fight-start",
    "borneo-fight-cards",
    "borneo-fight-defence",
    "borneo-fight-keep-one",
    "borneo-fight-one-card",
    "borneo-fight-count",
    "borneo-fight-bonus",
    "borneo-fight-attacker-wins",
    "borneo-fight-defender-wins",
    "borneo-fight-discard",
)
register(
    PAGE + "shipping",
    "borneo-shipping-play",
    "borneo-shipping-covering",
    "borneo-shipping-port-numbers",
    "borneo-shipping-trigger",
    "borneo-shipping-monopoly",
    "borneo-shipping-monopoly-tie",
    "borneo-shipping-port-card",
    "borneo-shipping-monopoly-order",
    "borneo-shipping-shared",
    "borneo-shipping-shared-ranks",
    "borneo-shipping-shared-order",
    "borneo-shipping-shared-tie",
    "borneo-shipping-no-flags",
    "borneo-shipping-new-port",
)
register(PAGE + "drawing", "borneo-draw-two", "borneo-draw-reshuffle", "borneo-draw-hand-limit")
register(PAGE + "end-of-game", "borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission")
register(PAGE + "scoring", "borneo-scoring-points", "borneo-scoring-tie")
register(PAGE + "three-player-variant", "borneo-variant-four-merchants")
register(PAGE + "blackbeard-variant", "borneo-variant-blackbeard", mechanical=False)
register(
    PAGE + "open-questions",
    "borneo-q-jokers",
    "borneo-q-shared-example",
    "borneo-q-shared-leftover",
    "borneo-q-placement-order",
    "borneo-q-monopoly-tie",
    "borneo-q-keep-one",
    "borneo-q-keep-one-sides",
    "borneo-q-fourth-round",
    "borneo-q-short-draw",
    "borneo-q-no-merchants",
    "borneo-q-score-tie",
    "borneo-q-minimal-payment",
)
register(PAGE + "open-questions", "borneo-q-blackbeard", "borneo-q-deck-contents", mechanical=False)
