"""Minesweeper in the go-forth style: a data stack, a heap, and a vocabulary of words."""
