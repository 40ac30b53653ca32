"""Minesweeper in the plugins style (chapter 20)."""
