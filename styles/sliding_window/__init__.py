"""Minesweeper computed by tiny networks under a window sliding over the board's text (chapter 39)."""
