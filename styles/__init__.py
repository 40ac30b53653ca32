"""Minesweeper in many styles: one subpackage per programming style (``python -m styles`` lists them)."""
