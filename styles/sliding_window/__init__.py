"""Minesweeper computed by a tiny network under a sliding 3x3 window (chapter 39)."""
