"""Hollywood style (chapter 15): entities register handlers with a framework and wait to be called back."""
