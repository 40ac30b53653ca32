"""Bulletin-board style (chapter 16): entities publish and subscribe to events on one bus."""
