"""Minesweeper in the declared-intentions style (chapter 24)."""
