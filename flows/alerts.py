"""Alerts that reach a person, through Prefect's own notifications: a run that finds a night anomalous emits the
event `cuaflow.night.anomalous` (flows/artifacts.py `anomalies_event`, its anomalies in the payload); `cuaflow
deploy` registers, from `watch.webhook_url` in pipeline.yaml, a webhook notification block and an automation that
sends each such event to it. The server's automation services do the sending (a worker need not be up), so the
alert reaches the webhook whichever process ran the flow. Registering again updates both in place."""

from __future__ import annotations

from typing import Any

from cuaflow.flows.artifacts import NIGHT_EVENT

BLOCK = "cuaflow-night-alert"  # the Custom Webhook notification block's name
AUTOMATION = "cuaflow: anomalous night"
SUBJECT = "cuaflow: anomalous night {{ event.payload.date }}"
BODY = "{{ event.payload.text }}"


def ensure_alert(webhook_url: str | None, dry_run: bool = False) -> list[str]:
    """The block and automation for `webhook_url` (None: the automation, if any, is left as the server has it).
    The lines `cuaflow deploy` prints."""
    from prefect.automations import Automation
    from prefect.blocks.notifications import CustomWebhookNotificationBlock
    from prefect.events.actions import SendNotification
    from prefect.events.schemas.automations import EventTrigger, Posture

    if not webhook_url:
        return ["alerts: none (set watch.webhook_url in pipeline.yaml to post anomalous nights to a webhook)"]
    if dry_run:
        return [f"alerts: would post each anomalous night to {webhook_url} (automation {AUTOMATION!r})"]
    block = CustomWebhookNotificationBlock(name=BLOCK, url=webhook_url, method="POST",
                                           json_data={"subject": "{{subject}}", "text": "{{body}}"})
    block_id = block.save(BLOCK, overwrite=True)
    trigger = EventTrigger(expect={NIGHT_EVENT}, match={"prefect.resource.id": "cuaflow.night.*"},
                           posture=Posture.Reactive, threshold=1, within=0)
    action = SendNotification(block_document_id=block_id, subject=SUBJECT, body=BODY)
    existing = _existing(Automation)
    auto = Automation(name=AUTOMATION, description="each night cuaflow finds anomalous, to the webhook",
                      trigger=trigger, actions=[action], enabled=True)
    if existing is None:
        auto.create()
        return [f"alerts: registered automation {AUTOMATION!r}: each anomalous night is posted to {webhook_url}"]
    auto.id = existing.id
    auto.update()
    return [f"alerts: updated automation {AUTOMATION!r}: each anomalous night is posted to {webhook_url}"]


def _existing(automation: Any) -> Any:
    from prefect.exceptions import ObjectNotFound

    try:
        return automation.read(name=AUTOMATION)
    except (ObjectNotFound, ValueError):
        return None
