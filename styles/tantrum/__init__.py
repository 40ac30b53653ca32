"""Minesweeper in the tantrum style (chapter 22)."""
