"""Minesweeper in the actors style (chapter 29)."""
