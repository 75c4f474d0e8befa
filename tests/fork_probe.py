"""A process for tests/test_fork_server.py: ``python -m tests.fork_probe MODE ARGS...`` prints
what it is (argv, cwd, ``__name__``, the ``FORK_PROBE`` environment variable, a random number,
its stdio's buffering) as one JSON line on stdout, a line on stderr, and then, by MODE: ``exit N``
exits with N; ``echo`` copies stdin to stdout until it ends; ``wait`` waits to be killed; ``raise``
raises an exception; ``mp`` starts a process from multiprocessing's fork server and prints the pid
of that process's parent (the fork server)."""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import os
import random
import sys
import time


def report_parent(conn: multiprocessing.connection.Connection) -> None:
    conn.send(os.getppid())


def main() -> None:
    mode = sys.argv[1]
    print(
        json.dumps(
            {
                "argv": sys.argv,
                "cwd": os.getcwd(),
                "name": __name__,
                "env": os.environ.get("FORK_PROBE"),
                "random": random.random(),
                "line_buffered": [sys.stdout.line_buffering, sys.stderr.line_buffering],
            }
        ),
        flush=True,
    )
    print("probe stderr", file=sys.stderr)
    if mode == "exit":
        sys.exit(int(sys.argv[2]))
    if mode == "echo":
        for line in sys.stdin:
            print(line.strip(), flush=True)
    elif mode == "wait":
        time.sleep(600)
    elif mode == "mp":
        context = multiprocessing.get_context("forkserver")
        ours, theirs = context.Pipe()
        process = context.Process(target=report_parent, args=(theirs,))
        process.start()
        print(json.dumps({"mp_parent": ours.recv()}), flush=True)
        process.join()
        sys.exit(process.exitcode)
    elif mode == "raise":
        raise RuntimeError("the probe fails")


if __name__ == "__main__":
    main()
