"""Hollywood style (chapter 15): entities register with each other and the framework, and wait to be called back."""
