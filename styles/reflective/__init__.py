"""Minesweeper in the reflective style (chapter 18)."""
