"""Secrets that Presidio does not ship a recogniser for: (name, regex, score) per entity type."""

from __future__ import annotations

URL_SECRET_PATTERNS = (
    # a password in the address, with its path (`redis://:pw@host:6379/0`: no user name)
    ("url_userinfo", r"\b[a-z][a-z0-9+.-]*://[^\s/:@]*:[^\s/@]+@[^\s]+", 0.9),
    ("url_token_param",
     r"(?i)[?&](?:access_token|refresh_token|id_token|token|api_key|apikey|key|secret|client_secret|password|pwd|"
     r"sig|signature|auth|code|otp|session|sessionid|session_id|sid|jwt|tk|roomkey|room_key|passcode|invite|"
     r"invite_code|ticket|hash|pass|pw|k)=[^\s&#]{6,}", 0.8),
    # any parameter whose value is a token: 16+ characters mixing letters and digits (`?roomKey=v23SRqg7…`)
    ("url_token_value", r"[?&][\w.-]{1,32}=(?=[^\s&#]*\d)(?=[^\s&#]*[A-Za-z])[A-Za-z0-9_~.+/%-]{16,}", 0.75),
    # a path segment that is a token: 20+ characters mixing cases and digits (`…/services/T04MRDN/B07SUPP/7EGLaz…`)
    ("url_path_token", r"\bhttps?://[^\s/]+/(?:[^\s?#]*/)?(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[a-z])"
                       r"(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])[^\s\"'<>]*", 0.7),
    # a webhook's URL is its own credential: whoever has it can post (Slack, Discord, Teams, Zapier)
    ("webhook_url",
     r"\bhttps?://(?:hooks\.slack\.com/(?:services|workflows|triggers)/|(?:\w+\.)?discord(?:app)?\.com/api/webhooks/|"
     r"[\w.-]+\.webhook\.office\.com/|hooks\.zapier\.com/hooks/catch/)[^\s\"'<>]{8,}", 0.85),
)
API_KEY_PATTERNS = (
    ("aws_access_key", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", 0.9),
    ("github_token", r"\bgh[pousr]_[A-Za-z0-9]{30,}\b", 0.9),
    ("github_pat", r"\bgithub_pat_[A-Za-z0-9_]{40,}\b", 0.9),
    ("gitlab_pat", r"\bglpat-[A-Za-z0-9_-]{20}\b", 0.9),
    ("slack_token", r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b", 0.9),
    ("stripe_key", r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b", 0.9),
    ("openai_key", r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b", 0.85),
    ("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}\b", 0.9),
    ("jwt", r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b", 0.85),
    ("private_key_block", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", 0.9),
    # any other provider's key, and a known one that OCR misread (AIza read as Alza): 32+ characters mixing
    # upper case, lower case and digits are a token, not a word
    # a password's hash is its credential offline (bcrypt, argon2, crypt's `$6$`), whatever its column shows of it
    ("password_hash", r"\$(?:2[abxy]?|argon2(?:id|i|d)|[156y])\$[^\s$]{1,40}\$[./A-Za-z0-9+=-]{8,}", 0.85),
    # a key file's body (an SSH or PEM private key): 40+ characters of base64 mixing cases, digits and `+` or `/`
    ("base64_secret", r"(?<![A-Za-z0-9+/=])(?=[A-Za-z0-9+/]*\d)(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])"
                      r"(?=[A-Za-z0-9+/]*[+/])[A-Za-z0-9+/]{40,}={0,2}", 0.6),
    ("high_entropy_token",
     r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{32,}", 0.6),
)
