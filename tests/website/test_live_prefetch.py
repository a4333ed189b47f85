"""The live panels fetch their runtime ahead of time only where it costs the reader nothing, and say what a
first start downloads before the tap (issue 25: prefetch that respects the reader).

The oracle is the policy the site states (book/about.md, "Para que el panel arranque antes…"): no prefetch
on mobile data, with data saving, on a slow connection, nor on a touch device whose browser does not say
which connection it uses (Safari, Firefox); a prefetch on a connection that is none of these."""

from __future__ import annotations

import json
import re

import pytest

PAGE = "es/book/borneo/port-simulator.html"  # a notebook page with a live panel
DESKTOP = {"viewport": {"width": 1366, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def connection_script(connection: dict | None) -> str:
    """Make the page's navigator.connection say ``connection`` (``None``: the browser says nothing of it)."""
    value = "undefined" if connection is None else json.dumps(connection)
    return f"Object.defineProperty(Navigator.prototype, 'connection', {{get: () => ({value}), configurable: true}});"


@pytest.mark.parametrize(("device", "connection", "expected"), [
    (DESKTOP, {"type": "wifi", "effectiveType": "4g", "saveData": False}, True),
    (DESKTOP, {"effectiveType": "4g", "saveData": False}, True),           # desktop Chrome: no type given
    (PHONE, {"type": "wifi", "effectiveType": "4g", "saveData": False}, True),
    (PHONE, {"type": "cellular", "effectiveType": "4g", "saveData": False}, False),  # mobile data
    (PHONE, {"type": "wifi", "effectiveType": "4g", "saveData": True}, False),       # data saving on
    (PHONE, {"type": "wifi", "effectiveType": "slow-2g", "saveData": False}, False),  # a slow connection
    (DESKTOP, {"effectiveType": "2g", "saveData": False}, False),
    (PHONE, None, False),     # an iPhone: Safari says nothing of its connection, and its pointer is a finger
    (DESKTOP, None, True),    # Firefox or Safari on a computer: a mouse
], ids=["desktop-wifi", "desktop-untyped", "phone-wifi", "phone-cellular", "phone-save-data", "phone-slow",
        "desktop-2g", "phone-unknown", "desktop-unknown"])
def test_prefetch_only_where_it_costs_nothing(browser, server, device, connection, expected):
    context = browser.new_context(**device)
    context.add_init_script(connection_script(connection))
    page = context.new_page()
    try:
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        assert page.evaluate("window.livePanelsMayPrefetch()") is expected
        if connection is not None and connection.get("type") in ("cellular", "wifi") and device is PHONE \
                and not connection["saveData"] and connection["effectiveType"] == "4g":
            # the whole way, on the two cases that differ only by the connection: links in the page or none
            page.wait_for_timeout(6_000)  # (the page waits 3 s after load, then for idle time)
            links = page.locator("link[rel=prefetch]").count()
            assert (links > 0) is expected, links
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_bar_says_what_a_first_start_downloads_before_the_tap(browser, server, lang):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(f"{server}/{lang}/book/borneo/port-simulator.html")
        bar = page.locator(".live-bar").first
        first = bar.inner_text()
        assert re.search(r"\b\d+ MB\b", first), first  # (its figure is checked against a download in test_live_panels)
        page.evaluate("localStorage.setItem('live-panels:used', '1')")  # a reader who has made panels live
        page.reload()
        again = page.locator(".live-bar").first.inner_text()
        assert "MB" not in again and again.strip() and again.strip("▶ \n") in first, again
    finally:
        context.close()

