// Reglas en juego / Rules in Play — the kernel's socket inside the page (bundled in place of mock-socket: build.mjs).
//
// JupyterLite's kernel client (@jupyterlite/services) serves each kernel on a WebSocket server of mock-socket, and
// JupyterLab's KernelConnection talks to it through a mock-socket WebSocket: both ends are in this page.  mock-socket
// carries only text and bytes, so each message was written to bytes by one end (the kernel protocol's v1 framing:
// four JSON texts) and read back by the other, and each message from the page waited for a 4 ms timer: about a tenth
// of a second of a phone's page thread while a check panel's hundred messages made its widgets.  This socket hands
// the message itself to the other end (a shallow copy: neither end's changes reach the other's object), in order:
// from the page's connection to the kernel in a microtask, from the kernel to the connection at once, as mock-socket
// did.  Its two ends pass messages as they are (runtime.js gives the connection serializers that do nothing, and
// build.mjs makes JupyterLite's client do the same).  Only what those two use is here: a server per address, its
// "connection" and "close" events; on the page's side, WebSocket's constructor, on* handlers, send and close.

const CONNECTING = 0, OPEN = 1, CLOSING = 2, CLOSED = 3;
const NORMAL = 1000;
const servers = new Map();  // address (without its query) -> Server

function address(url) {
  return String(url).split("?")[0].replace(/\/+$/, "");
}

/** A listener's error is reported, as a browser reports an event handler's, and does not stop the sender. */
function call(listener, event) {
  if (typeof listener !== "function") { return; }
  try {
    listener(event);
  } catch (error) {
    if (typeof reportError === "function") { reportError(error); } else { setTimeout(() => { throw error; }); }
  }
}

function asDataView(buffer) {
  if (buffer instanceof DataView) { return buffer; }
  if (ArrayBuffer.isView(buffer)) { return new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength); }
  return new DataView(buffer);
}

/** A kernel message as it arrives: what the v1 framing gave the reader (a parent header, even empty; the buffers as
 * DataViews) in a copy of its own. */
export function arriving(message) {
  if (message === null || typeof message !== "object" || message instanceof ArrayBuffer) { return message; }
  return { ...message, parent_header: message.parent_header ?? {}, buffers: (message.buffers || []).map(asDataView) };
}

/** Serializers for a connection on this socket: the message itself. */
export const asTheyAre = { serialize: (message) => message, deserialize: (data) => data };

/** The kernel's end of one connection: what the server's "connection" listeners get. */
class Peer {
  constructor(client) {
    this.client = client;
    this.url = client.url;
    this.onclose = null;
    this.listeners = [];
  }

  get readyState() { return this.client.readyState; }

  on(type, listener) {
    if (type === "message") { this.listeners.push(listener); }
  }

  send(data) {
    if (this.client.readyState !== OPEN) { return; }
    call(this.client.onmessage, { type: "message", data: arriving(data), target: this.client });
  }

  close(options = {}) {
    this.client.shut(options.code || NORMAL, options.reason || "", true);
  }

  receive(data) {
    const message = arriving(data);
    for (const listener of this.listeners) { call(listener, message); }
  }
}

export class Server {
  constructor(url, options = {}) {
    this.url = url;
    this.options = options;
    this.listeners = { connection: [], close: [] };
    this.peers = new Set();
    servers.set(address(url), this);
  }

  on(type, listener) {
    (this.listeners[type] || (this.listeners[type] = [])).push(listener);
  }

  close(options = {}) {
    if (servers.get(address(this.url)) === this) { servers.delete(address(this.url)); }
    for (const peer of [...this.peers]) { peer.client.shut(options.code || NORMAL, options.reason || "", false); }
    for (const listener of this.listeners.close) { call(listener, { type: "close" }); }
  }

  connect(peer) {
    this.peers.add(peer);
    for (const listener of this.listeners.connection) { call(listener, peer); }
  }

  closed(peer, event) {
    this.peers.delete(peer);
    for (const listener of this.listeners.close) { call(listener, event); }
  }
}

export class WebSocket {
  constructor(url, protocols = []) {
    this.url = String(url);
    this.protocol = "";
    this.binaryType = "blob";
    this.readyState = CONNECTING;
    this.onopen = this.onmessage = this.onclose = this.onerror = null;
    this.peer = null;
    this.server = null;
    const asked = typeof protocols === "string" ? [protocols] : [...protocols];
    Promise.resolve().then(() => this.open(asked));  // (once the caller has set its handlers)
  }

  open(asked) {
    if (this.readyState !== CONNECTING) { return; }
    const server = servers.get(address(this.url));
    const chosen = server && server.options.selectProtocol ? server.options.selectProtocol(asked) : "";
    if (!server || (chosen !== "" && !asked.includes(chosen))) {
      this.readyState = CLOSED;
      call(this.onerror, { type: "error", target: this });
      call(this.onclose, { type: "close", target: this, code: NORMAL, reason: "", wasClean: false });
      return;
    }
    this.protocol = chosen;
    this.readyState = OPEN;
    this.peer = new Peer(this);
    this.server = server;
    call(this.onopen, { type: "open", target: this });
    server.connect(this.peer);
  }

  send(data) {
    if (this.readyState === CONNECTING) { throw new Error("Failed to execute 'send' on 'WebSocket': Still in CONNECTING state"); }
    if (this.readyState !== OPEN) { return; }
    const peer = this.peer;
    Promise.resolve().then(() => { if (this.readyState === OPEN) { peer.receive(data); } });
  }

  close(code, reason) {
    if (this.readyState === CLOSING || this.readyState === CLOSED) { return; }
    this.shut(code || NORMAL, reason || "", true);
  }

  /** Closed by either end: both are told, and the server if its client closed (as mock-socket did). */
  shut(code, reason, tellServer) {
    if (this.readyState === CLOSED) { return; }
    this.readyState = CLOSED;
    const event = { type: "close", target: this, code, reason, wasClean: true };
    if (this.peer) { call(this.peer.onclose, event); }
    call(this.onclose, event);
    if (tellServer && this.server) { this.server.closed(this.peer, event); }
  }
}

WebSocket.CONNECTING = CONNECTING;
WebSocket.OPEN = OPEN;
WebSocket.CLOSING = CLOSING;
WebSocket.CLOSED = CLOSED;
