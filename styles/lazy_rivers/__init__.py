"""Minesweeper in the lazy-rivers style (chapter 28)."""
