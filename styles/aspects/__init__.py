"""Minesweeper in the aspects style (chapter 19)."""
