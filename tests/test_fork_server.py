"""The tests' fork server (tests/fork_server.py): a process it forks behaves like the
``python -m MODULE ARGS`` it replaces (argv, cwd, environment, its own pipes and random seed, its
exit status, minus the signal that killed it), leaves neither a zombie nor a descriptor behind,
and the server ends with the test process, killing what it forked; asked to, it shares one
multiprocessing fork server among the processes it forks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fork_server import ForkServer

PROBE = "tests.fork_probe"


@pytest.fixture
def server() -> Iterator[ForkServer]:
    forks = ForkServer([PROBE])
    try:
        yield forks
    finally:
        forks.close()


def children(forks: ForkServer) -> list[int]:
    pid = forks._server.pid
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def descriptors() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def test_a_forked_process_is_the_module_run_with_its_argv_cwd_and_environment(
    server: ForkServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FORK_PROBE", "set after the server started")
    server.cwd = tmp_path
    done = server.run(PROBE, ["exit", "3"], timeout=30)
    other = server.run(PROBE, ["exit", "0"], timeout=30)
    assert (done.returncode, other.returncode) == (3, 0)
    seen, seen_other = json.loads(done.stdout), json.loads(other.stdout)
    assert seen["argv"] == [str(Path(__file__).with_name("fork_probe.py")), "exit", "3"]
    assert seen["name"] == "__main__" and seen["cwd"] == str(tmp_path)
    assert seen["env"] == "set after the server started"
    assert seen["line_buffered"] == [False, True]  # stdout a pipe: by block, as a new interpreter
    assert seen["random"] != seen_other["random"]  # each its own seed
    assert done.stderr == "probe stderr\n"


def test_an_exception_ends_the_process_with_status_1_and_its_traceback(server: ForkServer) -> None:
    done = server.run(PROBE, ["raise"], timeout=30)
    assert done.returncode == 1
    assert done.stderr.rstrip().endswith("RuntimeError: the probe fails"), done.stderr


def test_a_process_reads_its_stdin_pipe(server: ForkServer) -> None:
    proc = server.popen(
        PROBE, ["echo"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdout.readline()
    proc.stdin.write("hello\n")
    proc.stdin.flush()
    assert proc.stdout.readline() == "hello\n"
    proc.stdin.close()
    assert proc.wait(timeout=30) == 0
    proc.stdout.close()


def test_a_killed_process_leaves_no_zombie_and_no_descriptor(server: ForkServer) -> None:
    before = descriptors()
    for _ in range(3):
        proc = server.popen(PROBE, ["wait"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert proc.stdout is not None
        proc.stdout.readline()
        assert children(server) == [proc.pid]
        proc.kill()
        assert proc.wait(timeout=30) == -signal.SIGKILL
        assert proc.stdout.read() == ""  # its end of the pipe closed when it died
        proc.stdout.close()
        assert children(server) == []  # reaped by the server
    assert descriptors() == before


def test_a_process_that_overruns_its_timeout_is_killed(server: ForkServer) -> None:
    with pytest.raises(subprocess.TimeoutExpired) as expired:
        server.run(PROBE, ["wait"], timeout=0.5)
    assert "probe stderr" in str(expired.value.stderr)
    assert children(server) == []


def test_the_server_ends_with_the_test_process_and_kills_what_it_forked(server: ForkServer) -> None:
    proc = server.popen(PROBE, ["wait"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    proc.stdout.readline()
    server.close()  # as when the test process ends: its end of the socket closes
    assert server._server.returncode == 0
    assert proc.wait(timeout=30) == -signal.SIGKILL
    proc.stdout.close()


def test_the_processes_share_the_multiprocessing_fork_server_they_are_given() -> None:
    forks = ForkServer([PROBE], mp_preload=[PROBE])
    try:
        runs = [forks.run(PROBE, ["mp"], timeout=60) for _ in range(2)]
        assert [r.returncode for r in runs] == [0, 0], [r.stderr for r in runs]
        parents = {json.loads(r.stdout.splitlines()[-1])["mp_parent"] for r in runs}
        assert len(parents) == 1 and parents <= set(children(forks)), parents
    finally:
        forks.close()
