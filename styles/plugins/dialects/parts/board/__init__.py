"""The dialects' board parts."""
