"""Minesweeper computed by shallow dense layers whose weights were learned from generated boards (chapter 36)."""
