"""pokersim from Python: the poker equity simulator's API, in process.

Each function takes the fields of one endpoint of pokersim's JSON API
(docs/server.md) as arguments and returns its answer, parsed: the same
JSON as ``pokersim serve`` answers and ``pokersim ... --format json``
prints. The work is done by pokersim's own Go code, in a shared library
(``libpokersim.so``, built by ``python/build.sh``) loaded through ctypes::

    >>> import pokersim
    >>> pokersim.equity(["AhKh", "QsQd"])["players"][0]["equity"]
    0.46214457245909607

A bad request raises :class:`Error` with the API's message and the field
at fault. The functions may be called from any number of threads at once:
the library releases the GIL while it computes.
"""

import ctypes
import json
import os
import sys
import threading

__all__ = [
    "Error", "call", "equity", "range", "flops", "icm", "pushfold",
    "pushfold_icm", "pushfold_button", "hands", "pql", "solve", "games",
    "library_path",
]


class Error(Exception):
    """A request the API refused: its message, the field at fault
    (``where``, such as ``"player 2"`` or ``"board"``; empty when no one
    field is) and the HTTP status the server would have answered."""

    def __init__(self, message, where="", status=400):
        super().__init__(message)
        self.message = message
        self.where = where
        self.status = status

    def __repr__(self):
        return "pokersim.Error(%r, where=%r, status=%d)" % (self.message, self.where, self.status)


def library_path():
    """The shared library loaded: $POKERSIM_LIB if set, otherwise the one
    beside this file."""
    if os.environ.get("POKERSIM_LIB"):
        return os.environ["POKERSIM_LIB"]
    name = {"darwin": "libpokersim.dylib", "win32": "pokersim.dll"}.get(sys.platform, "libpokersim.so")
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), name)


_lock = threading.Lock()
_lib = None


def _library():
    global _lib
    with _lock:
        if _lib is None:
            path = library_path()
            if not os.path.exists(path):
                raise OSError("pokersim: no shared library at %s: run python/build.sh" % path)
            lib = ctypes.CDLL(path)
            # A c_void_p, not a c_char_p: the pointer must come back to be freed.
            lib.pokersim_call.restype = ctypes.c_void_p
            lib.pokersim_call.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
            lib.pokersim_free.restype = None
            lib.pokersim_free.argtypes = [ctypes.c_void_p]
            _lib = lib
        return _lib


def call(endpoint, request=None):
    """Sends request (a dict, or None for a GET) to the API's endpoint
    (``"equity"``, ``"pushfold/icm"``, ...) and returns the answer, parsed.
    Raises Error if the API refuses it."""
    lib = _library()
    body = b"" if request is None else json.dumps(request, allow_nan=False).encode("utf-8")
    status = ctypes.c_int(0)
    p = lib.pokersim_call(endpoint.encode("utf-8"), body, ctypes.byref(status))
    try:
        text = ctypes.string_at(p).decode("utf-8")
    finally:
        lib.pokersim_free(p)
    answer = json.loads(text)
    if status.value != 200:
        if isinstance(answer, dict):
            raise Error(answer.get("error", text), answer.get("where", ""), status.value)
        raise Error(text, "", status.value)
    return answer


def _endpoint(path, *names):
    """A function for the endpoint at path, whose first fields (names) may
    be given in order; every field may be given by name, as the API names
    it. A field given as None is left out."""

    def endpoint(*args, **fields):
        if len(args) > len(names):
            raise TypeError("%s takes at most %d positional arguments (%s), got %d"
                            % (path, len(names), ", ".join(names), len(args)))
        for name, value in zip(names, args):
            if name in fields:
                raise TypeError("%s: %s given twice" % (path, name))
            fields[name] = value
        return call(path, {k: v for k, v in fields.items() if v is not None})

    endpoint.__name__ = path.replace("/", "_")
    endpoint.__doc__ = "The answer of POST /api/%s (docs/server.md) to the fields given, parsed." % path
    return endpoint


# The endpoints: one line each, the first fields in order.
equity = _endpoint("equity", "players")
range = _endpoint("range", "range")
flops = _endpoint("flops", "ranges")
icm = _endpoint("icm", "stacks", "payouts")
pushfold = _endpoint("pushfold", "stack")
pushfold_icm = _endpoint("pushfold/icm", "stacks", "payouts")
pushfold_button = _endpoint("pushfold/button", "stacks", "payouts")
hands = _endpoint("hands", "file")
pql = _endpoint("pql", "query")
solve = _endpoint("solve", "board", "oop", "ip", "pot", "stack", "bets")


def games():
    """Every game pokersim plays (GET /api/games)."""
    return call("games")
