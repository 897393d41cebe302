"""WebShop's text environment: reset(session) -> observation, step(action) -> (obs, reward, done, info).

Same contract and page logic as WebShop's WebAgentTextEnv in "text" mode: session i plays goal i
of the shuffled goal list; actions are search[keywords] (on any page) or click[text] for one of
the current page's clickables; anything else leaves the page unchanged with reward 0; clicking
"Buy Now" on an item page ends the episode with the purchase reward.

A WebShopServer holds the catalog, goals and search index and is shared by any number of
environments (one per concurrent episode).
"""

from __future__ import annotations

import json
import os
import random
import re
import string
from bisect import bisect
from collections import defaultdict

from . import pages
from .catalog import load_catalog
from .pages import BACK_TO_SEARCH, END_BUTTON, NEXT_PAGE, PREV_PAGE, PRODUCT_WINDOW, SUB_PAGES
from .reward import get_reward
from .search import SEARCH_RETURN_N, LuceneSearcher, top_asins

_ACTION = re.compile(r"(.+)\[(.+)\]")


def parse_action(action: str) -> tuple[str, str | None]:
    m = _ACTION.match(action)
    return (action, None) if m is None else (m.group(1), m.group(2))


def load_goals(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return json.load(f)["goals"]


class WebShopServer:
    """Catalog, goals, search engine and per-session state (WebShop's SimServer)."""

    def __init__(
        self,
        catalog_dir: str,
        goals: list[dict] | str | None = None,
        num_products: int | None = None,
        human_goals: bool = False,
        show_attrs: bool = False,
        seed: int = 0,
    ):
        self.catalog, computed = load_catalog(catalog_dir, num_products=num_products, human=human_goals, seed=seed)
        self.goals = load_goals(goals) if isinstance(goals, str) else (goals if goals is not None else computed)
        self.searcher = LuceneSearcher(os.path.join(catalog_dir, "index"))
        self.show_attrs = show_attrs
        weights = [g.get("weight", 1) for g in self.goals]
        self.cum_weights = [0.0]
        for w in weights:
            self.cum_weights.append(self.cum_weights[-1] + w)
        self.rng = random.Random(seed)
        self.sessions: dict[str, dict] = {}

    def goal_for(self, session_id: str, session_int: int | None) -> dict:
        if session_int is not None:
            return self.goals[session_int]
        pos = self.rng.uniform(0, self.cum_weights[-1])
        return self.goals[min(bisect(self.cum_weights, pos), len(self.cum_weights) - 2)]

    def top_products(self, keywords: list[str]) -> list[dict]:
        products, by_asin = self.catalog.products, self.catalog.by_asin
        head = keywords[0]
        if head == "<r>":
            return self.rng.sample(products, k=min(SEARCH_RETURN_N, len(products)))
        if head == "<a>":
            asins = self.catalog.attribute_to_asins.get(" ".join(keywords[1:]).strip(), set())
            return [p for p in products if p["asin"] in asins]
        if head == "<c>":
            return [p for p in products if p["category"] == keywords[1].strip()]
        if head == "<q>":
            return [p for p in products if p["query"] == " ".join(keywords[1:]).strip()]
        return [by_asin[a] for a in top_asins(self.searcher, keywords) if a in by_asin]


class WebShopTextEnv:
    """One browser on a WebShopServer: the agent's view of one episode at a time."""

    def __init__(self, server: WebShopServer | None = None, observation_mode: str = "text", **server_kwargs):
        if observation_mode not in ("text", "html"):
            raise ValueError(f"observation mode {observation_mode!r} not supported (text, html)")
        self.server = server if server is not None else WebShopServer(**server_kwargs)
        self.observation_mode = observation_mode
        self.session_id: str | None = None
        self.page = None
        self.html = ""
        self.text_to_clickable: dict = {}

    # --- the gym-style interface ---------------------------------------------------------
    def reset(self, session: int | str | None = None, instruction_text: str | None = None):
        session_int = session if isinstance(session, int) else None
        self.session_id = str(session) if session is not None else "".join(random.choices(string.ascii_lowercase, k=10))
        sessions = self.server.sessions
        if self.session_id not in sessions:
            sessions[self.session_id] = {"goal": self.server.goal_for(self.session_id, session_int), "done": False}
        if instruction_text is not None:
            sessions[self.session_id]["goal"]["instruction_text"] = instruction_text
        self._index()
        self.instruction_text = self.get_instruction_text()
        return self.observation, None

    def step(self, action: str):
        self.get_available_actions()
        name, arg = parse_action(action)
        if arg is not None:
            arg = arg.lower()
        status = {"reward": 0.0, "done": False}
        if name == "search" and arg:
            self._search(arg.split(" "), 1)
        elif name == "click" and arg is not None and arg in self.text_to_clickable and arg != "search":
            status = self._click(arg)
        return self.observation, status["reward"], status["done"], None

    def get_available_actions(self) -> dict:
        has_search_bar, self.text_to_clickable = pages.clickables(self.html)
        return {"has_search_bar": has_search_bar, "clickables": list(self.text_to_clickable)}

    def get_instruction_text(self) -> str:
        return pages.instruction_text(self.html)

    @property
    def observation(self) -> str:
        return self.html if self.observation_mode == "html" else pages.html_to_text(self.html)

    @property
    def session(self) -> dict:
        assert self.session_id is not None, "reset() starts a session"
        return self.server.sessions[self.session_id]

    def close(self) -> None:
        pass

    # --- pages -------------------------------------------------------------------------------
    def _show(self, page_name: str, template: str, **context) -> None:
        self.page = page_name
        self.html = pages.render(template, instruction_text=self.session["goal"]["instruction_text"], **context)

    def _index(self) -> None:
        self.session.update(keywords=None, page=None, asin=None, asins=set(), options={}, actions=defaultdict(int))
        self._show("index", "search")

    def _search(self, keywords: list[str], page: int) -> None:
        s = self.session
        s.update(page=page, keywords=keywords, asin=None, options={})
        s["actions"]["search"] += 1
        found = self.server.top_products(keywords)
        shown = found[(page - 1) * PRODUCT_WINDOW : page * PRODUCT_WINDOW]
        self._show("search_results", "results", products=shown, keywords=keywords, page=page, total=len(found))

    def _item(self, clicked: str | None = None) -> None:
        s = self.session
        element = self.text_to_clickable.get(clicked) if clicked else None
        if clicked and element is not None and (element.get("class") or [None])[0] == "product-link":
            s["asin"] = clicked.upper()
            s["actions"]["asin"] += 1
            s["asins"].add(s["asin"])
        elif element is not None and element.get("name") is not None:
            s["options"][element["name"].lower()] = clicked
            s["actions"]["options"] += 1
        product = self.server.catalog.by_asin[s["asin"]]
        self._show("item_page", "item", product=product, options=s["options"], show_attrs=self.server.show_attrs)

    def _sub_page(self, clicked: str) -> None:
        name = next(k for k in SUB_PAGES if k.lower() == clicked)
        self.session["actions"][name] += 1
        self._show("item_sub_page", name, product=self.server.catalog.by_asin[self.session["asin"]])

    def _buy(self) -> float:
        s = self.session
        product = self.server.catalog.by_asin[s["asin"]]
        s["actions"]["purchase"] += 1
        reward, info = get_reward(
            product, s["goal"], price=self.server.catalog.prices[s["asin"]], options=s["options"], verbose=True
        )
        s.update(verbose_info=info, done=True, reward=reward)
        self._show("done", "done", reward=reward, asin=s["asin"], options=s["options"])
        return reward

    def _click(self, clicked: str) -> dict:
        s = self.session
        if clicked == END_BUTTON.lower():
            return {"reward": self._buy(), "done": True}
        if clicked == BACK_TO_SEARCH.lower():
            self._index()
        elif clicked == NEXT_PAGE.lower() and self.page == "search_results":
            self._search(s["keywords"], s["page"] + 1)
        elif clicked == PREV_PAGE.lower() and self.page == "search_results":
            self._search(s["keywords"], s["page"] - 1)
        elif clicked == PREV_PAGE.lower() and self.page == "item_sub_page":
            self._item()
        elif clicked == PREV_PAGE.lower() and self.page == "item_page":
            self._search(s["keywords"], s["page"])
        elif clicked in [k.lower() for k in SUB_PAGES]:
            self._sub_page(clicked)
        else:
            self._item(clicked)
        return {"reward": 0.0, "done": False}
