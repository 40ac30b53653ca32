"""Minesweeper in the things style (chapter 11); also home of the exercise's library class `Minesweeper`."""

from .minefield import Minesweeper

__all__ = ["Minesweeper"]
