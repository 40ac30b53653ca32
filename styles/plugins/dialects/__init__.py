"""The dialects: other games the same host loads as plugins (SPEC.md D1-D3), apart from the chapter's lesson.

A reader of the lesson (the host, `parts/`, `installed/`) can skip this folder. Each dialect is a plugin file
in `dialects/installed/`, and its parts live in `dialects/parts/<kind>/<name>.py`; a dialect may also use a
part of the lesson (endoh draws its squares with the classic symbols). The host loads them exactly as it
loads the lesson's plugins: by the name the configuration gives.
"""
