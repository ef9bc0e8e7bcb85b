"""The grouping rules, one module per gesture family (the table of which rule lives where: README.md beside this
file); `cuaflow.tasks.recording.group.group_events` runs them."""
