"""Minesweeper in the passive-aggressive style (chapter 23)."""
