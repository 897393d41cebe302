"""An LLM judge behind an OpenAI-compatible chat-completions endpoint.

The harness hands the judge to evaluators as environment variables: A2RL_JUDGE_BASE_URL,
A2RL_JUDGE_MODEL and A2RL_JUDGE_API_KEY (the key is optional, for local endpoints). The key is
sent only in the Authorization header and is scrubbed from every error message, so it cannot
reach results, logs or the agent.
"""

from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Mapping


class JudgeNotConfigured(Exception):
    """The task needs an LLM judge and the harness has none configured."""


class JudgeError(Exception):
    """The judge endpoint failed (after retries) or answered something unusable."""


class ToolsUnsupported(JudgeError):
    """The endpoint rejected a request because of its tools / tool_choice fields."""


@dataclass
class ChatReply:
    content: str
    tool_arguments: str | None  # arguments of the first tool call, as the raw JSON text
    total_tokens: int | None = None


@dataclass
class Judge:
    base_url: str
    model: str
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 120.0
    retries: int = 5
    backoff: float = 2.0
    # Newer OpenAI models reject max_tokens (for max_completion_tokens) and any temperature but
    # the default; both are learnt from the first such refusal.
    _token_field: str = field(default="max_tokens", repr=False)
    _drop_temperature: bool = field(default=False, repr=False)

    @classmethod
    def from_env(cls, task: str, env: Mapping[str, str] | None = None) -> "Judge":
        env = os.environ if env is None else env
        model, base_url = env.get("A2RL_JUDGE_MODEL"), env.get("A2RL_JUDGE_BASE_URL")
        if not model or not base_url:
            raise JudgeNotConfigured(
                f"task {task} is scored by an LLM judge, but none is configured: set judge.model "
                "(and judge.baseUrl, judge.apiKeyEnv) in the a2rl config, or A2RL_JUDGE_MODEL / "
                "A2RL_JUDGE_BASE_URL / A2RL_JUDGE_API_KEY_ENV on the GPU worker"
            )
        return cls(base_url=base_url.rstrip("/"), model=model, api_key=env.get("A2RL_JUDGE_API_KEY") or None)

    def scrub(self, text: str) -> str:
        return text.replace(self.api_key, "***") if self.api_key else text

    def chat(self, messages: list[dict], **params: Any) -> ChatReply:
        """One chat completion. `params` go into the request body (max_tokens, temperature, tools...)."""
        body = {"model": self.model, "messages": messages, **params}
        if "max_tokens" in body and self._token_field != "max_tokens":
            body[self._token_field] = body.pop("max_tokens")
        if self._drop_temperature:
            body.pop("temperature", None)
        try:
            data = self._post(body)
        except JudgeError as err:
            text = str(err)
            if "max_tokens" in body and "max_completion_tokens" in text:
                self._token_field = "max_completion_tokens"
                return self.chat(messages, **params)
            if "temperature" in body and "temperature" in text and not isinstance(err, ToolsUnsupported):
                self._drop_temperature = True
                return self.chat(messages, **params)
            raise
        try:
            message = data["choices"][0]["message"]
        except (KeyError, IndexError, TypeError) as err:
            raise JudgeError(f"judge answered without a message: {self.scrub(json.dumps(data)[:300])}") from err
        calls = message.get("tool_calls") or []
        args = None
        if calls:
            args = (calls[0].get("function") or {}).get("arguments")
        elif message.get("function_call"):
            args = message["function_call"].get("arguments")
        usage = data.get("usage") or {}
        return ChatReply(
            content=message.get("content") or "", tool_arguments=args, total_tokens=usage.get("total_tokens")
        )

    def _post(self, body: dict) -> dict:
        url = f"{self.base_url}/chat/completions"
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        payload = json.dumps(body).encode()
        last = ""
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(url, data=payload, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as resp:
                    return json.loads(resp.read().decode())
            except urllib.error.HTTPError as err:
                detail = self.scrub(err.read().decode(errors="replace")[:500])
                last = f"HTTP {err.code} from {url}: {detail}"
                if err.code == 400 and "tool" in detail.lower() and "tools" in body:
                    raise ToolsUnsupported(last) from None
                if err.code not in (408, 409, 429) and err.code < 500:
                    raise JudgeError(last) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, json.JSONDecodeError) as err:
                last = f"{type(err).__name__} calling {url}: {self.scrub(str(err))}"
            if attempt < self.retries:
                time.sleep(self.backoff * (2**attempt))
        raise JudgeError(f"judge request failed after {self.retries + 1} attempts: {last}")
