"""`python -m shared_tests.stylecheck STYLE PATH [--json FILE] [--max-findings N]`, or `--facts PATH`."""

import sys

from shared_tests.stylecheck import main

sys.exit(main())
