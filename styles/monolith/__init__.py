"""Monolith style (chapter 4): the whole game in one top-to-bottom script."""
