"""The rule ids of Ships and the book page that holds each one."""

from ..rules import register

PAGE = "book/ships/"

register(PAGE + "components", "ships-components", "ships-components-illustrative", mechanical=False)
register(PAGE + "setup", "ships-setup-pool", "ships-setup-screens", "ships-setup-cubes", "ships-setup-free",
         "ships-setup-discs", "ships-setup-counters", "ships-setup-vp", "ships-setup-cards", "ships-setup-first",
         "ships-setup-food")
register(PAGE + "object", "ships-object", "ships-vp-new-level", "ships-vp-area", "ships-vp-spice", "ships-vp-city",
         "ships-vp-gold")
register(PAGE + "object", "ships-vp-lagging", "ships-vp-card", mechanical=False)
register(PAGE + "turn", "ships-turn-order", "ships-turn-phases", "ships-end", "ships-end-last-player")
register(PAGE + "phase-one", "ships-cubes-era", "ships-cubes-short", "ships-cubes-none")
register(PAGE + "phase-two", "ships-actions-list", "ships-actions-cost", "ships-pay-merchant", "ships-pay-free",
         "ships-pay-example", "ships-actions-card-once", "ships-actions-repeat", "ships-actions-cubes-stay",
         "ships-action-card", "ships-action-gold", "ships-action-navigation", "ships-action-undescribed")
register(PAGE + "tidy-up", "ships-tidy-free", "ships-tidy-unused")
register(PAGE + "place-ship", "ships-place-intro", "ships-place-cut", mechanical=False)
register(PAGE + "place-ship", "ships-place-counter", "ships-place-level", "ships-place-era", "ships-place-box",
         "ships-place-trade", "ships-place-area", "ships-place-goods", "ships-place-warehouse", "ships-place-spice",
         "ships-place-south-america", "ships-place-industry", "ships-place-warship", "ships-place-disc",
         "ships-place-city", "ships-place-benefits")
register(PAGE + "open-questions", "ships-q-counter-era", "ships-q-track-points", "ships-q-area-scoring",
         "ships-q-current-area", "ships-q-gold-points", "ships-q-bank-full", "ships-q-recover",
         "ships-q-unused-merchant", "ships-q-spice-cube", "ships-q-undescribed", "ships-q-city-benefits",
         "ships-q-short-pool", "ships-q-stall", "ships-q-final-scoring",
         "ships-q-full-warehouse", "ships-q-bank-space", "ships-q-card-from")
register(PAGE + "open-questions", "ships-q-components", "ships-q-board", "ships-q-costs", "ships-q-lagging",
         "ships-q-next-level", "ships-q-cards", "ships-q-translation", mechanical=False)
