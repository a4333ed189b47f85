"""The worked examples of Borneo's source text, first."""

import pytest

from rulesim.borneo import Options, resolve_port
from rulesim.borneo.examples import monopoly_example, shared_example
from rulesim.borneo.pictures import port_svg


@pytest.mark.rule("borneo-shipping-monopoly", "borneo-shipping-port-card", "borneo-shipping-monopoly-order",
                  "borneo-shipping-covering", "borneo-shipping-no-flags")
def test_monopoly_example_red_reaches_six_flags_at_achim():
    port, cards, companies, last = monopoly_example()
    assert port.name == "Achim" and port.monopoly == 6
    assert len(cards) < port.limit  # a monopoly even before the card limit
    res = resolve_port(port, cards, companies, last)
    assert res.kind == "monopoly" and res.monopoly == "red"
    assert res.counts["red"] == 6
    # The player of the last card takes the port card, then red's merchants choose in rank order.
    ids = res.explanation.rule_ids
    assert ids.index("borneo-shipping-port-card") < ids.index("borneo-shipping-monopoly-order")
    assert [(o.company, o.rank) for o in res.order] == [("red", 0), ("red", 1), ("red", 2)]
    assert [o.player for o in res.order] == companies["red"]
    # Yellow and purple show no flag here: their merchants get nothing.
    assert "borneo-shipping-no-flags" in ids
    assert all(o.company == "red" for o in res.order)


@pytest.mark.rule("borneo-shipping-shared", "borneo-shipping-shared-ranks", "borneo-shipping-shared-order",
                  "borneo-shipping-shared-tie")
def test_shared_example_yellow_red_green_blue():
    port, cards, companies, last = shared_example()
    res = resolve_port(port, cards, companies, last)
    assert res.kind == "shared"
    counts = {c: res.counts[c] for c in ("yellow", "red", "green", "blue")}
    assert counts == {"yellow": 5, "red": 4, "green": 2, "blue": 2}
    assert max(res.counts.values()) < port.monopoly
    # Green's flag comes before blue's, so green ranks third and blue fourth.
    assert res.ranking[:4] == ["yellow", "red", "green", "blue"]
    assert [(o.company, o.rank) for o in res.order[:4]] == [("yellow", 0), ("red", 0), ("green", 0), ("blue", 0)]
    assert "borneo-shipping-shared-tie" in res.explanation.rule_ids


def test_shared_example_cannot_have_four_cards_under_the_covering_rule():
    """13 visible flags on four cards is impossible: at most 2 + 2 + 2 + 4."""
    port, cards, companies, last = shared_example()
    four = cards[-4:]
    from rulesim.borneo import flag_counts
    assert sum(flag_counts(four).values()) == 10
    assert sum(flag_counts(four, covering=False).values()) == 16


def test_the_examples_draw_in_both_languages():
    for example in (monopoly_example, shared_example):
        port, cards, companies, last = example()
        es = port_svg(port, cards, companies, last, lang="es")
        en = port_svg(port, cards, companies, last, lang="en")
        assert es.startswith("<svg") and en.startswith("<svg")
        assert "roja" in es and "red" in en and "roja" not in en


@pytest.mark.rule("borneo-q-shared-leftover", "borneo-q-no-merchants")
def test_leftover_spices_cycle_by_default_or_are_discarded():
    port, cards, _companies, last = shared_example()
    thin = {"yellow": [3], "red": [0], "green": [], "blue": [1], "purple": []}
    a = resolve_port(port, cards, thin, last, Options())
    b = resolve_port(port, cards, thin, last, Options(shared_leftover="discard"))
    assert a.ranking == b.ranking
    assert [o.company for o in a.order] == ["yellow", "red", "blue"] * 2 and a.discarded == 0
    assert [o.company for o in b.order] == ["yellow", "red", "blue"] and b.discarded == 3
    assert "borneo-q-shared-leftover" in b.explanation.rule_ids
    nobody = resolve_port(port, cards, {c: [] for c in thin}, last)
    assert nobody.order == [] and nobody.discarded == len(cards)
    assert "borneo-q-no-merchants" in nobody.explanation.rule_ids
