"""Minesweeper in the cookbook style (chapter 5): procedures sharing global state."""
