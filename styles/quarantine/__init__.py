"""Minesweeper in the quarantine style (chapter 25)."""
