"""Minesweeper in the trinity (Model/View/Controller) style (chapter 33)."""
