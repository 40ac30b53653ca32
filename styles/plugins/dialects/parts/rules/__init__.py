"""The dialects' rules parts."""
