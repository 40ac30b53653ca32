"""Minesweeper as one end-to-end network from state and move to display codes (chapter 38)."""
