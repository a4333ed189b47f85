"""The rule ids of Caribic and the book page that holds each one."""

from ..rules import register

PAGE = "book/caribic/"

register(PAGE + "components", "caribic-components", "caribic-components-illustrative", mechanical=False)
register(PAGE + "components", "caribic-coins")
register(PAGE + "setup", "caribic-setup-cards", "caribic-setup-chests", "caribic-setup-supply", "caribic-setup-ships")
register(PAGE + "setup", "caribic-setup-neutral", mechanical=False)
register(PAGE + "bribing", "caribic-bribe-assign", "caribic-bribe-tiebreaker", "caribic-bribe-locked")
register(PAGE + "moving", "caribic-move-order", "caribic-move-reveal", "caribic-move-distance", "caribic-move-thieves",
         "caribic-move-optional", "caribic-move-one-ship", "caribic-move-pass-occupied", "caribic-move-havens")
register(PAGE + "ties", "caribic-tie-decide", "caribic-tie-reveal", "caribic-tie-distance", "caribic-tie-card-barrels",
         "caribic-tie-card-thieves", "caribic-tie-spent", "caribic-tie-again", "caribic-tie-unrevealed")
register(PAGE + "treasure", "caribic-treasure-active", "caribic-treasure-one-chest", "caribic-treasure-timing",
         "caribic-treasure-capture", "caribic-treasure-rob", "caribic-treasure-swap", "caribic-treasure-deliver")
register(PAGE + "havens", "caribic-haven-delivery", "caribic-haven-payment", "caribic-haven-chest-out")
register(PAGE + "rounds", "caribic-round-end", "caribic-round-chests", "caribic-round-reset")
register(PAGE + "end-of-game", "caribic-end")
register(PAGE + "open-questions", "caribic-q-players", "caribic-q-zero-minus-one", "caribic-q-several-reveal",
         "caribic-q-occupied", "caribic-q-deliver-adjacent", "caribic-q-end", "caribic-q-repeat-actions",
         "caribic-q-haven-ships", "caribic-q-winner")
register(PAGE + "open-questions", "caribic-q-card-values", "caribic-q-map", "caribic-q-objective", mechanical=False)
