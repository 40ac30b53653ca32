"""Minesweeper in the constructivist style (chapter 21)."""
