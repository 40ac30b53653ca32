"""The suite's machinery: the transcript format, the process layer, the verdict, frames and probes.

Nothing here imports pytest or a test module; the pytest plugin, the grader, the recorder, the benchmark, the
comparison report and the play front end are all built on it (see shared_tests/README.md).
"""
