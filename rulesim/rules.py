"""Rule ids: the stable labels that tie a rules paragraph of the book to the code.

Each rules paragraph of the book carries a MyST label such as
``(borneo-shipping-monopoly)=``, identical in both languages.  A game module
registers the ids it knows with the page that holds them; errors and
explanations cite those ids, and :func:`rule_url` turns one into a link to the
paragraph on the site in the reader's language.  The test suite checks that
every registered id is a label on the page named here, and the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One rules paragraph: its id, the book page (docname) that holds it, and
    whether it states something the engine executes (``mechanical``) or only
    describes (components, flavour)."""

    id: str
    page: str
    mechanical: bool = True


REGISTRY: dict[str, Rule] = {}


def register(page: str, *ids: str, mechanical: bool = True) -> None:
    for rule_id in ids:
        if rule_id in REGISTRY:
            raise ValueError(f"rule id {rule_id!r} registered twice")
        REGISTRY[rule_id] = Rule(rule_id, page, mechanical)


def rule(rule_id: str) -> Rule:
    """The registered rule; an unknown id is a programming error, never silent."""
    try:
        return REGISTRY[rule_id]
    except KeyError:
        raise KeyError(f"unknown rule id {rule_id!r}") from None


def rule_url(rule_id: str, root: str = "") -> str:
    """The link to a rule's paragraph, relative to the root of one language's site.

    ``root`` is what leads from the page showing the link to that root: ``""``
    from the root itself, ``"../../"`` from a page in ``book/borneo/``, or an
    absolute ``https://…/en/``.
    """
    return f"{root}{rule(rule_id).page}.html#{rule_id}"
