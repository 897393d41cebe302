"""Test doubles of the commercial judge and search APIs, served over real HTTP on 127.0.0.1.

ScriptedJudgeSearchDouble answers, deterministically:
  POST /v1/chat/completions  (OpenAI-compatible)
    - an AlpacaEval ranking request: ranks the longer of the two outputs ("m", "M") first (ties:
      the larger text), as a
      forced make_partial_leaderboard tool call, or as JSON text when no tools are sent; with
      reject_tools, a request with tools gets HTTP 400 (as endpoints without tool support do);
    - a DeepSearchQA verdict request: "correct" when the gold answer appears in the prediction;
  GET /serpapi/search  (SerpAPI's JSON: organic_results[].snippet)
  GET /ddg/            (DuckDuckGo instant answers: AbstractText, RelatedTopics)
A configured key is required as `Authorization: Bearer <key>` (judge) or `api_key=` (SerpAPI);
a wrong one gets 401 without echoing it. Request bodies (never headers) are recorded.

  python -m a2rl.doubles --port-file FILE [--key-env NAME] [--reject-tools]
serves until terminated, after writing its port to FILE.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

OUTPUT = re.compile(r'"model": "(m|M)",\s*"output": """(.*?)"""\s*}', re.DOTALL)
GOLD = re.compile(r"Gold answer: (.*?)\n\s*Predicted answer: (.*?)\n\s*For \"Single Answer\"", re.DOTALL)


class ScriptedJudgeSearchDouble:
    def __init__(
        self,
        api_key: str | None = None,
        reject_tools: bool = False,
        fail_judge: bool = False,
        facts: dict[str, str] | None = None,
        reject_max_tokens: bool = False,
        reject_temperature: bool = False,
    ):
        self.api_key = api_key
        self.reject_tools = reject_tools
        self.reject_max_tokens = reject_max_tokens  # as OpenAI's newer models do
        self.reject_temperature = reject_temperature  # (idem: only the default temperature)
        self.fail_judge = fail_judge
        self.facts = facts or {}
        self.requests: list[dict] = []
        self.searches: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.port = self._server.server_address[1]
        self._thread: threading.Thread | None = None

    @property
    def judge_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def serpapi_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/serpapi/search"

    @property
    def ddg_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/ddg/"

    def start(self) -> "ScriptedJudgeSearchDouble":
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # --- answers ----------------------------------------------------------------------------
    def chat(self, body: dict) -> tuple[int, dict]:
        self.requests.append(body)
        if self.fail_judge:
            return 503, {"error": {"message": "the judge double is set to fail"}}
        if self.reject_temperature and body.get("temperature", 1) != 1:
            return 400, {
                "error": {
                    "message": "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported."
                }
            }
        if self.reject_max_tokens and "max_tokens" in body:
            return 400, {
                "error": {
                    "message": "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."
                }
            }
        text = "\n".join(m.get("content") or "" for m in body.get("messages", []))
        outputs = dict((label, out) for label, out in OUTPUT.findall(text))
        if "m" in outputs and "M" in outputs:
            if body.get("tools") and self.reject_tools:
                return 400, {"error": {"message": "this endpoint does not support tools / tool_choice"}}
            # the longer output wins (ties: the larger text), whichever label it has
            first = "m" if (len(outputs["m"]), outputs["m"]) >= (len(outputs["M"]), outputs["M"]) else "M"
            ranking = json.dumps(
                {"ordered_models": [{"model": first, "rank": 1}, {"model": "M" if first == "m" else "m", "rank": 2}]}
            )
            if body.get("tools"):
                call = {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "make_partial_leaderboard", "arguments": ranking},
                }
                return 200, _completion(body, None, [call])
            return 200, _completion(body, f"Here is the leaderboard:\n```json\n{ranking}\n```", None)
        verdict = GOLD.search(text)
        if verdict:
            gold, predicted = (v.strip().lower() for v in verdict.groups())
            return 200, _completion(body, "correct" if gold and gold in predicted else "incorrect", None)
        return 200, _completion(body, "I can only rank outputs or check answers.", None)

    def search(self, query: str) -> list[str]:
        self.searches.append(query)
        found = [v for k, v in self.facts.items() if k.lower() in query.lower()]
        return found or [f"Nothing specific about {query}."]

    def _handler(self):
        double = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # quiet
                pass

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self):  # noqa: N802
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    return self._send(404, {"error": {"message": f"no route {self.path}"}})
                if double.api_key and self.headers.get("Authorization") != f"Bearer {double.api_key}":
                    return self._send(401, {"error": {"message": "Incorrect API key provided."}})
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                self._send(*double.chat(body))

            def do_GET(self):  # noqa: N802
                url = urllib.parse.urlparse(self.path)
                params = dict(urllib.parse.parse_qsl(url.query))
                query = params.get("q", "")
                if url.path == "/serpapi/search":
                    if double.api_key and params.get("api_key") != double.api_key:
                        return self._send(401, {"error": "Invalid API key."})
                    snippets = double.search(query)
                    return self._send(
                        200, {"organic_results": [{"snippet": s} for s in snippets[: int(params.get("num", 3))]]}
                    )
                if url.path == "/ddg/":
                    snippets = double.search(query)
                    return self._send(
                        200, {"AbstractText": snippets[0], "RelatedTopics": [{"Text": s} for s in snippets[1:]]}
                    )
                self._send(404, {"error": f"no route {url.path}"})

        return Handler


def _completion(body: dict, content: str | None, tool_calls: list | None) -> dict:
    message = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": "chatcmpl-double",
        "object": "chat.completion",
        "model": body.get("model", ""),
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m a2rl.doubles")
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--key-env", help="environment variable holding the key to require")
    parser.add_argument("--reject-tools", action="store_true")
    parser.add_argument("--log", help="append each judge request body to this JSON-lines file")
    args = parser.parse_args()
    double = ScriptedJudgeSearchDouble(
        api_key=os.environ.get(args.key_env) if args.key_env else None, reject_tools=args.reject_tools
    )
    if args.log:
        record = double.chat

        def logged(body: dict):
            with open(args.log, "a") as f:
                f.write(json.dumps(body) + "\n")
            return record(body)

        double.chat = logged  # type: ignore[method-assign]
    tmp = args.port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(double.port))
    os.replace(tmp, args.port_file)
    double._server.serve_forever()


if __name__ == "__main__":
    main()
