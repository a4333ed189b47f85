"""The rule ids of Bora Bora and the book page that holds each one."""

from ..rules import register

PAGE = "book/bora-bora/"

register(PAGE + "components", "bora-bora-components", mechanical=False)
register(PAGE + "setup", "bora-bora-setup-supply", "bora-bora-setup-jewellery", "bora-bora-setup-unused",
         mechanical=False)
register(PAGE + "setup", "bora-bora-setup-tiles", "bora-bora-setup-fish", "bora-bora-setup-people",
         "bora-bora-setup-tasks", "bora-bora-setup-gods", "bora-bora-setup-player", "bora-bora-setup-order",
         "bora-bora-setup-huts")
register(PAGE + "round", "bora-bora-round")
register(PAGE + "phase-a", "bora-bora-dice-roll", "bora-bora-dice-place", "bora-bora-dice-lower")
register(PAGE + "expand", "bora-bora-expand-paths", "bora-bora-expand-diagonal", "bora-bora-expand-hut",
         "bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-expand-one-hut")
register(PAGE + "people", "bora-bora-people-take", "bora-bora-people-space", "bora-bora-people-no-action",
         "bora-bora-people-man")
register(PAGE + "helper", "bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-helper-tattoo",
         "bora-bora-helper-shells", "bora-bora-helper-points", "bora-bora-helper-offering", "bora-bora-helper-god-card",
         "bora-bora-helper-material", "bora-bora-helper-hut")
register(PAGE + "temple", "bora-bora-temple-place", "bora-bora-temple-push")
register(PAGE + "temple", "bora-bora-temple-fire", mechanical=False)
register(PAGE + "build", "bora-bora-build-value", "bora-bora-build-materials")
register(PAGE + "phases-b-c", "bora-bora-phases-b-c", mechanical=False)
register(PAGE + "open-questions", "bora-bora-q-combined", "bora-bora-q-people-refill", "bora-bora-q-fish-points",
         "bora-bora-q-anna-status", "bora-bora-q-action-required", "bora-bora-q-stuck", "bora-bora-q-material-beside",
         "bora-bora-q-helper-budget", "bora-bora-q-expand-resource", "bora-bora-q-build-covers")
register(PAGE + "open-questions", "bora-bora-q-illustrative", "bora-bora-q-temple-direction", "bora-bora-q-god-card",
         mechanical=False)
