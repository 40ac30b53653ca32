"""Minesweeper in the-one style: a wrapper whose binds chain the whole program."""
