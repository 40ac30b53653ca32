"""Minesweeper in the kick-forward style: every function hands its result to the next one."""
