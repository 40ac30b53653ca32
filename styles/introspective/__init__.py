"""Minesweeper in the introspective style (chapter 17)."""
