"""Closed-maps style (chapter 13): every thing is a dict of values and functions that close over it."""
