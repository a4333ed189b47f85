"""The rule ids of Maracaibo and the book page that holds each one."""

from ..rules import register

PAGE = "book/maracaibo/"

register(PAGE + "components", "maracaibo-components", "maracaibo-components-illustrative", mechanical=False)
register(PAGE + "setup-board", "maracaibo-setup-combat", "maracaibo-setup-missions", "maracaibo-setup-story-tiles",
         "maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles", "maracaibo-setup-project-cards",
         "maracaibo-setup-deal", "maracaibo-setup-display", "maracaibo-setup-doubloons", "maracaibo-setup-legacy",
         "maracaibo-setup-prestige", "maracaibo-setup-property", "maracaibo-setup-two-player-villages",
         "maracaibo-setup-leftmost")
register(PAGE + "setup-players", "maracaibo-player-board", "maracaibo-player-markers", "maracaibo-player-figures")
register(PAGE + "start", "maracaibo-first-player", "maracaibo-start-doubloons")
register(PAGE + "first-decisions", "maracaibo-first-campaign", "maracaibo-first-standalone", "maracaibo-first-cards",
         "maracaibo-first-career")
register(PAGE + "later-games", "maracaibo-later-continue", "maracaibo-later-chapter", "maracaibo-later-standalone")
register(PAGE + "rounds", "maracaibo-rounds", "maracaibo-round-end", "maracaibo-round-scoring", "maracaibo-game-end")
register(PAGE + "turn", "maracaibo-turn-phases", "maracaibo-turn-next")
register(PAGE + "navigation", "maracaibo-nav-points", "maracaibo-nav-locations", "maracaibo-nav-step",
         "maracaibo-nav-arrows", "maracaibo-nav-no-backwards", "maracaibo-nav-shared", "maracaibo-nav-must-stop",
         "maracaibo-nav-skip")
register(PAGE + "navigation", "maracaibo-nav-later", mechanical=False)
register(PAGE + "main-action", "maracaibo-main-where", "maracaibo-main-city", "maracaibo-main-village",
         "maracaibo-main-mission", "maracaibo-main-assistant", "maracaibo-main-only-one", "maracaibo-main-none")
register(PAGE + "main-action", "maracaibo-main-kinds", mechanical=False)
register(PAGE + "free-actions", "maracaibo-free-when", "maracaibo-free-plan", "maracaibo-free-plan-cards",
         "maracaibo-free-career")
register(PAGE + "draw", "maracaibo-draw-limit", "maracaibo-draw-display", "maracaibo-draw-hand-limit",
         "maracaibo-draw-free-display", "maracaibo-draw-reshuffle")
register(PAGE + "way-home", "maracaibo-home-spaces", "maracaibo-home-must-stop", "maracaibo-home-no-delivery",
         "maracaibo-home-20", "maracaibo-home-21")
register(PAGE + "open-questions", "maracaibo-q-actions", "maracaibo-q-last-space", "maracaibo-q-round-end",
         "maracaibo-q-new-round", "maracaibo-q-scoring", "maracaibo-q-home-reward", "maracaibo-q-display-refill",
         "maracaibo-q-upgrades", "maracaibo-q-delivery", "maracaibo-q-career", "maracaibo-q-story-75",
         "maracaibo-q-story-cards", "maracaibo-q-exhausted", "maracaibo-q-property", "maracaibo-q-chapter-c-cards",
         "maracaibo-q-assistants")
register(PAGE + "open-questions", "maracaibo-q-translation", "maracaibo-q-map", "maracaibo-q-explorer",
         "maracaibo-q-combat", "maracaibo-q-markers", "maracaibo-q-solo", "maracaibo-q-income", mechanical=False)
