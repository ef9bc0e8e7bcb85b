"""The grouping rules, one module per gesture family (the table of which rule lives where is in `tasks/group.py`
and tasks/README.md, "Grouping rules"); `cuaflow.tasks.group.group_events` runs them."""
