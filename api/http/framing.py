"""Where a request ends, read from the bytes buffered so far (api/http/worker.py reads every
request whole before a thread takes it): its head, then its body by ``Content-Length`` or to
the last chunk and the trailer's empty line.

What cannot be framed from what is there never waits for more. A head not ended within
``MAX_HEAD`` (read no further than one byte past it) or a trailer past ``MAX_TRAILER`` (431)
and chunks whose sizes add up past ``MAX_BODY`` (413) are refused at once from those bytes
(each refusal a code of api/errors/texts/requests.py). Framing the parser or the app refuses
in words of its own (a transfer coding other than chunked, a chunk's size line past
``MAX_SIZE_LINE`` or not hexadecimal, a chunk not ended by CRLF: 400) goes to them
``AS_IS``, with nothing more to read (api/http/worker.py shuts the connection's reading side
first).
"""

from __future__ import annotations

import re
import time

from api.http.work import BATCH_PATH

READ_TIMEOUT = 10.0
# The largest body read ahead: a batch's 4 MiB limit and a little more, so that the app sees
# a body with Content-Length pass its limit and answers 413 in its own words.
MAX_BODY = 4 * 1024 * 1024 + 64 * 1024
# The whole head, request line and header fields: 64 KiB, eight times what one field may take
# (api/http/admission.py) and twice nginx's default (4 buffers of 8 KiB); many cookies fit.
# A longer head is refused once this much is read, so an attacker costs 64 KiB, not more.
MAX_HEAD = 64 * 1024
MAX_SIZE_LINE = 4096
MAX_TRAILER = 8192
_HEX = re.compile(rb"[0-9A-Fa-f]{1,16}")

NEED_MORE = -1  # the request is not all there yet
AS_IS = -2  # framed in a way the parser or the app refuses from what is buffered
REFUSED = -3  # it cannot be framed: ``Reading.refusal`` says why

HEAD_TOO_LARGE = "parse.headers-too-large"
BODY_TOO_LARGE = "request.body-over-limit"


class Reading:
    """One request being read: its bytes so far, where the framing scan stands, and until
    when it may take."""

    def __init__(self, data: bytes, idle_until: float) -> None:
        self.data = bytearray(data)
        self.deadline = idle_until
        self.started = False  # a byte of this request has arrived
        self.head_end = -1  # where the body starts, once the head is there
        self.head_from = 0  # where to look for the head's end: the bytes before are scanned
        self.length: int | None = None  # Content-Length, or None for chunked
        self.chunk_at = 0  # chunked: where the next chunk's size line starts
        self.continued = False  # 100 Continue sent
        self.expects_continue = False
        self.refusal = ""  # the code of why it cannot be framed
        if data:
            self.arrived(time.monotonic())

    def arrived(self, now: float) -> None:
        if not self.started:
            self.started, self.deadline = True, now + READ_TIMEOUT

    def refuse(self, code: str) -> int:
        self.refusal = code
        return REFUSED

    def wanted(self, most: int) -> int:
        """How many bytes to read next, at most ``most``: while the head is unfinished, no
        more than one past ``MAX_HEAD``, which is enough to refuse it."""
        if self.head_end < 0:
            return max(1, min(most, MAX_HEAD + 1 - len(self.data)))
        return most

    def head(self) -> bytes:
        """The head's first fields as far as they came (for the language of a refusal)."""
        return bytes(self.data[:self.head_end if self.head_end >= 0 else MAX_HEAD])

    def scan(self) -> int:
        """The end of the first request in the buffer, ``NEED_MORE``, ``AS_IS`` or
        ``REFUSED``."""
        data = self.data
        if self.head_end < 0:
            # Only the bytes new since the last scan, and none past the limit: the head's end
            # must lie within ``MAX_HEAD``.
            end = data.find(b"\r\n\r\n", self.head_from, MAX_HEAD)
            if end < 0:
                self.head_from = max(0, min(len(data), MAX_HEAD) - 3)
                return self.refuse(HEAD_TOO_LARGE) if len(data) > MAX_HEAD else NEED_MORE
            self.head_end = end + 4
            framing = _framing(bytes(data[:end]))
            if framing is None:
                return AS_IS
            self.length, self.expects_continue = framing
            self.chunk_at = self.head_end
        if self.length is not None:
            if self.length > MAX_BODY:
                return AS_IS  # the app answers 413 from the head
            end = self.head_end + self.length
            return end if len(data) >= end else NEED_MORE
        return self._scan_chunks()

    def _scan_chunks(self) -> int:
        data = self.data
        while True:
            if self.chunk_at - self.head_end > MAX_BODY:
                return self.refuse(BODY_TOO_LARGE)
            line_end = data.find(b"\r\n", self.chunk_at, self.chunk_at + MAX_SIZE_LINE + 2)
            if line_end < 0:
                return AS_IS if len(data) - self.chunk_at > MAX_SIZE_LINE else NEED_MORE
            size_text = bytes(data[self.chunk_at:line_end]).split(b";", 1)[0]
            if not _HEX.fullmatch(size_text):
                return AS_IS
            size = int(size_text, 16)
            if size == 0:  # the last chunk, then trailer fields up to an empty line
                start = line_end + 2
                if data[start:start + 2] == b"\r\n":
                    return start + 2
                end = data.find(b"\r\n\r\n", start, start + MAX_TRAILER + 4)
                if end < 0:
                    return self.refuse(HEAD_TOO_LARGE) if len(data) - start > MAX_TRAILER \
                        else NEED_MORE
                return end + 4
            data_end = line_end + 2 + size
            if data_end - self.head_end > MAX_BODY:  # refused before it is read
                return self.refuse(BODY_TOO_LARGE)
            if len(data) < data_end + 2:
                return NEED_MORE
            if data[data_end:data_end + 2] != b"\r\n":
                return AS_IS
            self.chunk_at = data_end + 2


def _framing(head: bytes) -> tuple[int | None, bool] | None:
    """(Content-Length or None for chunked, whether 100 Continue is expected), or None when
    the head frames its body in a way left to gunicorn's parser to refuse."""
    lengths, codings, expects = [], [], False
    for line in head.split(b"\r\n")[1:]:
        name, colon, value = line.partition(b":")
        if not colon:
            return None
        name, value = name.strip().lower(), value.strip()
        if name == b"content-length":
            lengths.append(value)
        elif name == b"transfer-encoding":
            codings += [c.strip().lower() for c in value.split(b",")]
        elif name == b"expect":
            expects = value.lower() == b"100-continue"
    if codings:
        return (None, expects) if codings == [b"chunked"] and not lengths else None
    if not lengths:
        return 0, False
    if len(lengths) > 1 or not lengths[0].isdigit():
        return None
    return int(lengths[0]), expects


def is_batch(data: bytes | bytearray) -> bool:
    """Whether a request (its bytes from the start) asks a batch: the costliest kind, of which
    a worker runs a bounded number at once."""
    return bool(_BATCH.match(data))


_BATCH = re.compile(rb"POST " + re.escape(BATCH_PATH.encode()) + rb"[ ?]")
