"""Minesweeper in the persistent-tables style (chapter 26)."""
