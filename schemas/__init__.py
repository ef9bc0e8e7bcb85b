"""Every record shape of cuaflow, defined once: pydantic models and Arrow schemas."""
