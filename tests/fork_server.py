"""A fork server for the tests' ``python -m MODULE`` processes: a process that has imported the
modules they need once and forks each of them on request, instead of a new interpreter that imports
the bot and the engine again (about 0.45 s of CPU each; the crash and outbox kill tests start
about 120 such processes).

A forked process behaves like the ``python -m MODULE ARGS`` it replaces: it runs MODULE as
``__main__`` (freshly: the preloaded copy is dropped first) with that argv, in the cwd and
environment of the request, on its own stdin, stdout and stderr (pipes the test reads, a file or
/dev/null), with its own random seed; it exits with MODULE's exit status, or dies of the signal
that killed it (its ``returncode`` is then minus the signal's number, as with ``subprocess``).
What it cannot have of a new interpreter: the string hash seed (a fork keeps its server's).
What it may share, when the server is asked to (``mp_preload``): multiprocessing's fork server
(see ``share_mp_forkserver``).

The server is the child of the test process (``ForkServer``); its forked processes are the
server's children: it reaps each one the moment it ends (no zombies) and writes its exit status
into a pipe the test process waits on. The server ends when the test process's end of their socket
closes (the test process ended, whatever the way), killing the processes it forked still running.

``python -m tests.fork_server FD JSON``: serve on the socket FD after importing JSON's
``preload`` modules (and starting multiprocessing's fork server with its ``mp_preload`` modules).
"""

from __future__ import annotations

import atexit
import contextlib
import io
import json
import multiprocessing
import multiprocessing.forkserver
import multiprocessing.resource_tracker
import os
import random
import runpy
import select
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
# What a request carries besides its JSON: the new process's stdin, stdout and stderr, and the
# write end of the pipe its exit status goes to.
FDS = 4
MESSAGE = 1 << 16


# -- the server -----------------------------------------------------------------------------------


class Children:
    """The processes the server forked and runs: for each, its pidfd (readable once it has ended),
    its pid and the pipe its exit status goes to."""

    def __init__(self) -> None:
        self.by_pidfd: dict[int, tuple[int, int]] = {}
        self.poller = select.poll()

    def add(self, pid: int, status_fd: int) -> int:
        """Watch the new child; its pidfd (the pid cannot be reused before the server reaps it)."""
        pidfd = os.pidfd_open(pid)
        self.by_pidfd[pidfd] = (pid, status_fd)
        self.poller.register(pidfd, select.POLLIN)
        return pidfd

    def reap(self, pidfd: int) -> None:
        """Collect the ended child's status and tell the test process."""
        pid, status_fd = self.by_pidfd.pop(pidfd)
        self.poller.unregister(pidfd)
        _, status = os.waitpid(pid, 0)
        with contextlib.suppress(BrokenPipeError):  # the test process no longer waits for it
            os.write(status_fd, f"{os.waitstatus_to_exitcode(status)}\n".encode())
        os.close(status_fd)
        os.close(pidfd)

    def kill_all(self) -> None:
        for pidfd in list(self.by_pidfd):
            with contextlib.suppress(ProcessLookupError):
                signal.pidfd_send_signal(pidfd, signal.SIGKILL)
            self.reap(pidfd)

    def close_in_child(self) -> None:
        """A forked process holds none of the server's descriptors."""
        for pidfd, (_, status_fd) in self.by_pidfd.items():
            os.close(pidfd)
            os.close(status_fd)


def share_mp_forkserver(preload: Sequence[str]) -> None:
    """Start multiprocessing's fork server, with ``preload`` imported, once for every process
    forked here: each would otherwise start its own, a new interpreter importing ``preload`` (the
    bot's AI workers, bot.thinking: about 0.6 s of CPU and 1.5 s of waiting per bot process).
    Each process still forks its own workers from it. Its resource tracker is shared too."""
    multiprocessing.set_forkserver_preload(list(preload))
    multiprocessing.forkserver.ensure_running()


def use_shared_mp_forkserver() -> None:
    """In a forked process: multiprocessing's ``ensure_running`` checks that its fork server runs
    by waiting for it, which only its parent, this server, may do; the server keeps it running,
    so only the resource tracker is checked (as the stdlib checks it: through its pipe)."""
    server = multiprocessing.forkserver._forkserver
    server.ensure_running = multiprocessing.resource_tracker.ensure_running  # type: ignore[method-assign]
    multiprocessing.forkserver.ensure_running = multiprocessing.resource_tracker.ensure_running


def stop_shared_mp_forkserver() -> None:
    """Let multiprocessing's fork server and resource tracker, if they were started here, end
    (each ends when the last copy of its pipe is closed: the processes forked here are dead, and
    their AI workers end with them) and wait for them, so that their CPU counts as the server's."""
    server = multiprocessing.forkserver._forkserver
    tracker = multiprocessing.resource_tracker._resource_tracker
    ends: list[tuple[int | None, int | None]] = [
        (getattr(server, "_forkserver_alive_fd", None), getattr(server, "_forkserver_pid", None)),
        (getattr(tracker, "_fd", None), getattr(tracker, "_pid", None)),
    ]
    deadline = time.monotonic() + 30
    for fd, pid in ends:
        if fd is None or pid is None:
            continue
        os.close(fd)
        while os.waitpid(pid, os.WNOHANG)[0] == 0 and time.monotonic() < deadline:
            time.sleep(0.01)


def serve(sock: socket.socket) -> None:
    children = Children()
    children.poller.register(sock, select.POLLIN)
    sock.send(json.dumps({"ready": os.getpid()}).encode())
    while True:
        for fd, _ in children.poller.poll():
            if fd != sock.fileno():
                children.reap(fd)
                continue
            message, fds, _, _ = socket.recv_fds(sock, MESSAGE, FDS)
            if not message:  # the test process has gone
                children.kill_all()
                stop_shared_mp_forkserver()
                return
            pid, pidfd = fork(json.loads(message), fds, sock, children)
            socket.send_fds(sock, [json.dumps({"pid": pid}).encode()], [pidfd])


def fork(request: dict[str, Any], fds: list[int], sock: socket.socket, children: Children) -> tuple[int, int]:
    pid = os.fork()
    if pid == 0:
        code = 70  # EX_SOFTWARE: the process could not be set up
        try:
            sock.close()
            children.close_in_child()
            become(request, fds)
            code = run_main(request["module"], request["args"])
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    for fd in fds[:3]:  # the process's own now: EOF on its pipes comes when it ends
        os.close(fd)
    return pid, children.add(pid, fds[3])


def become(request: dict[str, Any], fds: list[int]) -> None:
    """Turn the forked copy of the server into the new process: its stdio, cwd, environment,
    module search path (``-m`` puts the cwd first) and a random seed of its own."""
    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    for fd in fds:
        os.close(fd)
    if request["shared_mp_forkserver"]:
        use_shared_mp_forkserver()
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.path[0] = request["cwd"]
    random.seed()
    fresh_stdio()


def fresh_stdio() -> None:
    """New ``sys.std*`` on descriptors 0-2, buffered as a new interpreter buffers them: stdout by
    line only on a terminal, stderr always by line. (``sys.__std*__`` stay the server's objects,
    empty, on the same descriptors.)"""

    def stream(fd: int, mode: str, like: TextIO, line: bool) -> io.TextIOWrapper:
        text = open(fd, mode, encoding=like.encoding, errors=like.errors, closefd=False)  # noqa: SIM115
        assert isinstance(text, io.TextIOWrapper)
        text.reconfigure(line_buffering=line)
        return text

    sys.stdin = stream(0, "r", sys.stdin, False)
    sys.stdout = stream(1, "w", sys.stdout, os.isatty(1))
    sys.stderr = stream(2, "w", sys.stderr, True)


def run_main(module: str, args: Sequence[str]) -> int:
    """Run ``module`` as ``python -m module args`` would, and its exit status."""
    sys.modules.pop(module, None)  # run afresh, not the preloaded copy
    sys.argv = ["-m", *args]  # runpy puts the module's path first
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        code = 0
    except SystemExit as exit:
        code = exit_status(exit)
    except BaseException:
        traceback.print_exc()
        code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or 120  # what the interpreter answers when it cannot flush at exit
    return code


def exit_status(exit: SystemExit) -> int:
    if exit.code is None:
        return 0
    if isinstance(exit.code, int):
        return exit.code
    print(exit.code, file=sys.stderr)
    return 1


# -- the test process's side -----------------------------------------------------------------------


class ForkedProcess:
    """A process the fork server forked, seen as ``subprocess.Popen`` shows one."""

    def __init__(
        self, args: list[str], pid: int, pidfd: int, status: int, pipes: list[IO[Any] | None]
    ) -> None:
        self.args, self.pid = args, pid
        self.returncode: int | None = None
        self.stdin, self.stdout, self.stderr = pipes
        self._status = status
        self._pidfd: int | None = pidfd  # a signal sent through it reaches this process, never a reused pid

    def poll(self) -> int | None:
        return self._collect(0.0)

    def wait(self, timeout: float | None = None) -> int:
        code = self._collect(timeout)
        if code is None:
            raise subprocess.TimeoutExpired(self.args, timeout or 0.0)
        return code

    def _collect(self, timeout: float | None) -> int | None:
        if self.returncode is None:
            ready, _, _ = select.select([self._status], [], [], timeout)
            if not ready:
                return None
            with os.fdopen(self._status) as status:
                line = status.read()
            if not line:
                raise RuntimeError(f"the fork server ended before process {self.pid} did")
            self.returncode = int(line)
            if self._pidfd is not None:
                os.close(self._pidfd)
                self._pidfd = None
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.returncode is None and self._pidfd is not None:
            with contextlib.suppress(ProcessLookupError):  # it has just ended
                signal.pidfd_send_signal(self._pidfd, sig)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def read_to_end(self, timeout: float) -> tuple[str, str]:
        """Everything the process writes to its stdout and stderr pipes (both opened by the fork
        server, not read yet) up to its end, within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        pipes = [p for p in (self.stdout, self.stderr) if p is not None]
        got: dict[int, list[bytes]] = {p.fileno(): [] for p in pipes}
        open_fds = list(got)
        while open_fds:
            ready, _, _ = select.select(open_fds, [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                out, err = (b"".join(got[p.fileno()]).decode(errors="replace") for p in pipes[:2])
                raise subprocess.TimeoutExpired(self.args, timeout, out, err)
            for fd in ready:
                chunk = os.read(fd, MESSAGE)
                if chunk:
                    got[fd].append(chunk)
                else:
                    open_fds.remove(fd)
        self.wait(max(0.0, deadline - time.monotonic()))

        def text(pipe: IO[Any] | None) -> str:
            return "" if pipe is None else b"".join(got[pipe.fileno()]).decode(errors="replace")

        return text(self.stdout), text(self.stderr)


class ForkServer:
    """The fork server of this test process, started with the ``preload`` modules imported, and
    multiprocessing's fork server with the ``mp_preload`` ones, shared (``share_mp_forkserver``),
    if any."""

    def __init__(self, preload: Sequence[str], cwd: Path = ROOT, mp_preload: Sequence[str] = ()) -> None:
        self.cwd, self._shared_mp = cwd, bool(mp_preload)
        self._lock = threading.Lock()
        self._sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._server = subprocess.Popen(
            [
                *(sys.executable, "-m", "tests.fork_server", str(theirs.fileno())),
                json.dumps({"preload": list(preload), "mp_preload": list(mp_preload)}),
            ],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            pass_fds=[theirs.fileno()],
        )
        theirs.close()
        if not self._sock.recv(MESSAGE):
            raise RuntimeError(f"the fork server could not import {', '.join(preload)}")

    def popen(
        self,
        module: str,
        args: Sequence[str],
        *,
        stdin: int | IO[Any] | None = None,
        stdout: int | IO[Any] | None = None,
        stderr: int | IO[Any] | None = None,
    ) -> ForkedProcess:
        """``subprocess.Popen([python, "-m", module, *args], stdin=..., text=True)``, forked;
        ``subprocess.PIPE`` and ``subprocess.DEVNULL`` mean what they mean there."""
        theirs: list[int] = []
        ours: list[IO[Any] | None] = []
        for fd, spec in enumerate((stdin, stdout, stderr)):
            child_end, our_end = _stdio_end(fd, spec)
            theirs.append(child_end)
            ours.append(our_end)
        status_r, status_w = os.pipe()
        request = {
            "module": module,
            "args": list(args),
            "cwd": str(self.cwd),
            "env": dict(os.environ),
            "shared_mp_forkserver": self._shared_mp,
        }
        try:
            with self._lock:
                socket.send_fds(self._sock, [json.dumps(request).encode()], [*theirs, status_w])
                reply, pidfds, _, _ = socket.recv_fds(self._sock, MESSAGE, 1)
        finally:
            for fd in (*theirs, status_w):
                if fd > 2:
                    os.close(fd)
        if not reply:
            os.close(status_r)
            raise RuntimeError("the fork server has ended")
        pid = int(json.loads(reply)["pid"])
        return ForkedProcess(["-m", module, *args], pid, pidfds[0], status_r, ours)

    def run(self, module: str, args: Sequence[str], *, timeout: float) -> subprocess.CompletedProcess[str]:
        """``subprocess.run([python, "-m", module, *args], capture_output=True, text=True,
        timeout=timeout)``, forked: on a timeout the process is killed and waited for."""
        proc = self.popen(
            module, args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        try:
            out, err = proc.read_to_end(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise
        finally:
            for pipe in (proc.stdout, proc.stderr):
                if pipe is not None:
                    pipe.close()
        return subprocess.CompletedProcess(proc.args, proc.wait(), out, err)

    def close(self) -> None:
        """Stop the server (it kills the processes it forked that still run)."""
        self._sock.close()
        try:
            self._server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self._server.kill()
            self._server.wait()


def _stdio_end(fd: int, spec: int | IO[Any] | None) -> tuple[int, IO[Any] | None]:
    """The descriptor the new process gets as ``fd``, and the test's end of its pipe, if any."""
    if spec is None:
        return fd, None  # inherited, as subprocess does
    if spec == subprocess.DEVNULL:
        return os.open(os.devnull, os.O_RDWR), None
    if spec == subprocess.PIPE:
        r, w = os.pipe()
        mine, theirs = (w, r) if fd == 0 else (r, w)
        return theirs, open(mine, "w" if fd == 0 else "r", encoding="locale")
    assert not isinstance(spec, int), spec
    return os.dup(spec.fileno()), None


def main() -> None:
    sock = socket.socket(fileno=int(sys.argv[1]))
    wanted = json.loads(sys.argv[2])
    for module in wanted["preload"]:
        __import__(module)
    if wanted["mp_preload"]:
        share_mp_forkserver(wanted["mp_preload"])
    serve(sock)


if __name__ == "__main__":
    main()
