"""The local server of ``make serve`` and of the browser tests (``tools/build/serve.py``): a reader who drops a
download half-way costs the server no traceback, and the next reader is served."""

from __future__ import annotations

import socket
import struct
import urllib.request

from tools.build import serve


def test_a_connection_dropped_half_way_is_no_error_and_the_next_request_is_served(tmp_path, capsys):
    (tmp_path / "big.bin").write_bytes(bytes(range(256)) * 40_000)  # 10 MB: more than a socket's buffers
    server, url = serve.start(site=tmp_path)
    try:
        host, port = server.server_address[:2]
        with socket.create_connection((host, port)) as dropped:
            dropped.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
            assert dropped.recv(1024).startswith(b"HTTP/1.0 200")
            dropped.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # closed: a reset
        with urllib.request.urlopen(f"{url}/big.bin", timeout=30) as answer:
            assert len(answer.read()) == 10_240_000
    finally:
        server.shutdown()
        server.server_close()
    said = capsys.readouterr().err
    assert "Traceback" not in said and "Exception occurred" not in said, said
