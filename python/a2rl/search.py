"""Web search for tool-using evaluators, through the endpoint the harness configures.

A2RL_SEARCH_KIND is `serpapi` (SerpAPI's JSON: top-3 organic snippets joined by " | ") or
`duckduckgo` (the DuckDuckGo instant-answer JSON: AbstractText, else the first two
RelatedTopics texts). A2RL_SEARCH_URL is the endpoint, A2RL_SEARCH_API_KEY the key (SerpAPI's
`api_key` parameter). As in the reference harness, a failure is an observation
("Search error: ..."), never an exception; the key is scrubbed from it.
"""

from __future__ import annotations

import json
import os
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field

DEFAULT_URLS = {"serpapi": "https://serpapi.com/search", "duckduckgo": "https://api.duckduckgo.com/"}


@dataclass
class Search:
    kind: str
    url: str
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 10.0

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "Search":
        env = os.environ if env is None else env
        kind = env.get("A2RL_SEARCH_KIND") or ("serpapi" if env.get("A2RL_SEARCH_API_KEY") else "duckduckgo")
        if kind not in DEFAULT_URLS:
            raise ValueError(f"A2RL_SEARCH_KIND must be serpapi or duckduckgo, not {kind!r}")
        return cls(
            kind=kind,
            url=env.get("A2RL_SEARCH_URL") or DEFAULT_URLS[kind],
            api_key=env.get("A2RL_SEARCH_API_KEY") or None,
        )

    def __call__(self, query: str) -> str:
        try:
            if self.kind == "serpapi":
                data = self._get({"q": query, "api_key": self.api_key or "", "num": 3})
                snippets = [r.get("snippet", "") for r in data.get("organic_results", [])[:3]]
                return " | ".join(snippets) or "No results found."
            data = self._get({"q": query, "format": "json", "no_html": 1})
            abstract = data.get("AbstractText", "")
            related = " | ".join(r.get("Text", "") for r in data.get("RelatedTopics", [])[:2] if isinstance(r, dict))
            return abstract or related or "No results found."
        except Exception as err:  # noqa: BLE001 - the model sees the failure, as in the reference
            message = str(err)
            if self.api_key:
                message = message.replace(self.api_key, "***")
            return f"Search error: {message}"

    def _get(self, params: dict) -> dict:
        sep = "&" if "?" in self.url else "?"
        with urllib.request.urlopen(f"{self.url}{sep}{urllib.parse.urlencode(params)}", timeout=self.timeout) as resp:
            return json.loads(resp.read().decode())
