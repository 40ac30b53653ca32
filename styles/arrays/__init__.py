"""Minesweeper as whole-array operations with numpy (chapter 3)."""
