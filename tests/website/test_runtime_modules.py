"""The live runtime's own modules, bundled in place of upstream ones (``tools/live/panel/``, ``build.mjs``), run by
Node as the bundle has them, and what the bundle no longer holds.

- The kernel's socket inside the page (``page-socket.js``, in place of mock-socket): messages pass between JupyterLab's
  kernel connection and JupyterLite's kernel client as they are — no framing to bytes and back, no 4 ms timer per
  message from the page — in order, each end with a copy of its own.  Chromium counts what a panel's start frames.
- The widget manager's classes found once per module, version and name (``found-once.js``).
- What the output areas take from @jupyterlab/apputils (``apputils-lite.js``) and, in sanitize-html's place, markup
  shown as text (``sanitize-lite.js``): the bundle holds neither package.
- What the widgets' views take of jQuery (``jquery-lite.js``): their element wrapped, read back at index 0; the bundle
  holds no jQuery."""

from __future__ import annotations

from browser import PHONE, SITE, make_live, one_check_per_game, run_node

PROTOCOL = "v1.kernel.websocket.jupyter.org"
URL = "ws://127.0.0.1/api/kernels/k1/channels"


SOCKET_SCRIPT = f"""
import {{ Server, WebSocket, asTheyAre }} from "SOURCE/page-socket.js";
const log = [];
const server = new Server("{URL}", {{ selectProtocol: () => "{PROTOCOL}" }});
let peer = null;
const received = [];
server.on("connection", (socket) => {{
  peer = socket;
  log.push("connection " + socket.url);
  socket.on("message", (message) => received.push(message));
  socket.onclose = (event) => log.push("kernel told closed " + event.code);
}});
server.on("close", () => log.push("server close"));
const client = new WebSocket("{URL}?session_id=s1", ["{PROTOCOL}"]);
const states = [client.readyState];
let thrown = "";
try {{ client.send("too early"); }} catch (error) {{ thrown = error.message; }}
const opened = new Promise((resolve) => {{
  client.onopen = () => {{ log.push("open " + client.protocol); resolve(); }};
}});
const got = [];
client.onmessage = (event) => got.push(event.data);
client.onclose = (event) => log.push("client closed " + event.code);
await opened;
states.push(client.readyState);
const sent = [1, 2, 3].map((n) => ({{ channel: "shell", header: {{ msg_id: "m" + n }}, parent_header: null,
                                      metadata: {{}}, content: {{ n }}, buffers: [new Uint8Array([n, n + 1])] }}));
for (const message of sent) {{ client.send(asTheyAre.serialize(message)); }}
const beforeDelivery = received.length;
await new Promise((resolve) => setTimeout(resolve, 0));
const reply = {{ channel: "iopub", header: {{ msg_id: "r1" }}, parent_header: {{ msg_id: "m1" }}, metadata: {{}},
                content: {{ text: "ok" }} }};
peer.send(reply);
const atOnce = got.length;
server.close();
states.push(client.readyState);
client.send({{ header: {{ msg_id: "after" }} }});
await new Promise((resolve) => setTimeout(resolve, 0));
const lost = new WebSocket("ws://127.0.0.1/api/kernels/none/channels", ["{PROTOCOL}"]);
const lostEvents = await new Promise((resolve) => {{
  const events = [];
  lost.onerror = () => events.push("error");
  lost.onclose = (event) => {{ events.push("close " + event.code); resolve(events); }};
}});
const wrong = new Server("ws://127.0.0.1/api/kernels/k2/channels", {{ selectProtocol: () => "other" }});
const refused = new WebSocket("ws://127.0.0.1/api/kernels/k2/channels", ["{PROTOCOL}"]);
const refusedEvents = await new Promise((resolve) => {{
  const events = [];
  refused.onerror = () => events.push("error");
  refused.onclose = (event) => {{ events.push("close " + event.code); resolve(events); }};
}});
console.log(JSON.stringify({{
  log, states, thrown, beforeDelivery,
  received: received.map((m) => ({{ id: m.header.msg_id, parent: m.parent_header, content: m.content,
    buffers: m.buffers.map((b) => [b.constructor.name, b.byteLength, b.getUint8(0)]),
    same: sent.includes(m), sameContent: sent.some((s) => s.content === m.content) }})),
  got: got.map((m) => ({{ id: m.header.msg_id, buffers: m.buffers.length, same: m === reply }})),
  atOnce, lostEvents, refusedEvents, wrongOpen: refused.readyState,
}}));
"""


def test_messages_pass_as_they_are_in_order_and_each_end_has_its_own_copy():
    out = run_node(SOCKET_SCRIPT)
    assert out["thrown"].endswith("Still in CONNECTING state")  # as a browser's WebSocket
    assert out["states"] == [0, 1, 3]
    # the page's connection opens first, then the kernel's client hears of it, with the page's address and session
    assert out["log"][:2] == [f"open {PROTOCOL}", f"connection {URL}?session_id=s1"]
    # from the page: not delivered inside send (the connection's own code finishes first), then all, in order
    assert out["beforeDelivery"] == 0
    assert [m["id"] for m in out["received"]] == ["m1", "m2", "m3"]
    for n, message in enumerate(out["received"], start=1):
        assert message["content"] == {"n": n}
        assert message["sameContent"] and not message["same"]  # the message itself, in a copy of its own
        assert message["parent"] == {}  # as the v1 framing gave an absent parent header
        assert message["buffers"] == [["DataView", 2, n]]  # and the buffers as DataViews
    # to the page: at once, a copy, an absent buffer list made empty
    assert out["atOnce"] == 1
    assert out["got"] == [{"id": "r1", "buffers": 0, "same": False}]
    # the server closing: both ends told (normal closure), then the server's own listeners; nothing sent after
    assert out["log"][2:] == ["kernel told closed 1000", "client closed 1000", "server close"]
    assert [m["id"] for m in out["received"]] == ["m1", "m2", "m3"]
    # no server at that address, or a protocol the page did not ask for: an error, then a closed socket
    assert out["lostEvents"] == ["error", "close 1000"]
    assert out["refusedEvents"] == ["error", "close 1000"]
    assert out["wrongOpen"] == 3


FOUND_SCRIPT = """
import { foundOnce } from "SOURCE/found-once.js";
const calls = [];
let failNext = true;
const find = foundOnce(async (name, version) => {
  calls.push(name + "@" + version);
  await null;
  if (name === "Flaky" && failNext) { failNext = false; throw new Error("not yet"); }
  return { name, version };
}, (name, version) => name + "@" + version);
const [a, b] = await Promise.all([find("Box", "^2"), find("Box", "^2")]);
const c = await find("Box", "^2");
await find("Box", "^3");
let failed = "";
try { await find("Flaky", "1"); } catch (error) { failed = error.message; }
const retried = await find("Flaky", "1");
await find("Flaky", "1");
console.log(JSON.stringify({ calls, same: a === b && b === c, failed, retried }));
"""


def test_a_widget_class_is_looked_up_once_and_a_failed_lookup_again():
    out = run_node(FOUND_SCRIPT)
    assert out["same"]
    assert out["calls"] == ["Box@^2", "Box@^3", "Flaky@1", "Flaky@1"]
    assert out["failed"] == "not yet"
    assert out["retried"] == {"name": "Flaky", "version": "1"}


COUNT_FRAMING = """() => {
  window.framed = 0;
  const read = DataView.prototype.getBigUint64;
  DataView.prototype.getBigUint64 = function (...args) { window.framed += 1; return read.apply(this, args); };
}"""


def test_a_panel_starts_without_framing_its_messages(browser, server):
    """The kernel protocol's v1 framing reads each message's offsets with ``DataView.getBigUint64``: a panel made live
    (its widgets made by a hundred or so messages from the kernel) now reads none."""
    context = browser.new_context(viewport=PHONE, service_workers="block")
    context.add_init_script(f"({COUNT_FRAMING})()")
    page = context.new_page()
    try:
        check = one_check_per_game()[0]
        page.goto(f"{server}/es/{check.page}.html")
        page.wait_for_load_state("load")
        assert page.evaluate("window.framed") == 0
        make_live(page, "es")
        assert page.locator(".live-output .widget-box, .live-output .jupyter-widgets").count() > 0
        assert page.evaluate("window.framed") == 0
    finally:
        context.close()


LITE_SCRIPT = """
import asText from "SOURCE/sanitize-lite.js";
import { Sanitizer, WidgetTracker } from "SOURCE/apputils-lite.js";
const hostile = `<img src=x onerror="alert('x')"> & <script>run()</script>`;
const tracker = new WidgetTracker({ namespace: "n" });
const listeners = [];
const widget = { disposed: { connect: (listener) => listeners.push(listener) } };
const other = { disposed: { connect: () => {} } };
await tracker.add(widget);
await tracker.add(widget);
await tracker.add(other);
const counted = [tracker.size, listeners.length, tracker.has(widget), tracker.has(other)];
listeners.forEach((listener) => listener());
const afterDisposed = [tracker.size, tracker.has(widget), tracker.has(other)];
tracker.dispose();
const sanitizer = new Sanitizer();
console.log(JSON.stringify({ text: asText(hostile), sanitized: sanitizer.sanitize(hostile),
                             autolink: sanitizer.getAutolink(), counted, afterDisposed, cleared: tracker.size }));
"""


def test_markup_the_lite_modules_are_given_is_shown_as_text_and_outputs_are_tracked_until_disposed():
    out = run_node(LITE_SCRIPT)
    escaped = "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &lt;script&gt;run()&lt;/script&gt;"
    assert out["text"] == escaped
    assert out["sanitized"] == escaped
    assert out["autolink"] is True
    assert out["counted"] == [2, 1, True, True]  # (added twice: tracked once, one listener)
    assert out["afterDisposed"] == [1, False, True]
    assert out["cleared"] == 0


def test_the_runtime_holds_neither_apputils_nor_sanitize_html_nor_jquery():
    """Markers of the packages' code (sanitize-html's options for the tags whose text it drops and the schemes it
    allows, apputils' sanitizer's table of CSS values, jQuery's check of its window and its selector engine's
    pseudo-class), all in the runtime bundled with them (1.25 MB; 0.84 MB without the first two, 0.74 MB without
    jQuery)."""
    text = (SITE / "lite" / "panel" / "runtime.js").read_text(encoding="utf-8")
    for marker in ("nonTextTags", "allowedSchemesByTag", "integer_zero_ff", "jQuery requires a window",
                   "jQuery.Deferred exception"):
        assert marker not in text, marker


JQUERY_SCRIPT = """
import $ from "SOURCE/jquery-lite.js";
const element = { nodeName: "DIV" };
const wrapped = $(element);
console.log(JSON.stringify({
  first: wrapped[0] === element, length: wrapped.length, isWrapper: wrapped instanceof $,
  kept: $(wrapped) === wrapped, made: new $(element)[0] === element,
  empty: [$(null).length, $().length, $(null)[0] === undefined],
  methods: ["on", "off", "find", "attr", "remove", "addClass"].filter((name) => name in wrapped),
}));
"""


def test_a_views_element_is_wrapped_and_read_back_and_nothing_else_is_offered():
    """ipywidgets' views write ``this.$el = $(element)`` and read ``this.$el[0]``, and test ``el instanceof $``; a view
    asking for a jQuery method would find none (and fail where it is seen, not silently)."""
    out = run_node(JQUERY_SCRIPT)
    assert out["first"] and out["isWrapper"] and out["kept"] and out["made"]
    assert out["length"] == 1
    assert out["empty"] == [0, 0, True]
    assert out["methods"] == []
