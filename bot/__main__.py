"""``python -m bot``: see :mod:`bot.cli`."""

import os
import sys

from bot.cli import main

try:
    status = main()
    sys.stdout.flush()
except BrokenPipeError:
    # The reader went away (``… | head``): not an error worth a traceback.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    status = 0
sys.exit(status)
