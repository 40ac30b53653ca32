"""Letterbox style (chapter 12): every thing answers one method, dispatch(message)."""
