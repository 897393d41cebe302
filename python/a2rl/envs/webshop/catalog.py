"""WebShop's product catalog and goals, from the reference's data files.

Files (the shapes WebShop publishes):
  items_shuffle*.json   list of scraped products (name, full_description, pricing "$a - $b",
                        small_description, customization_options, images, category, query, ...)
  items_ins_v2*.json    {asin: {attributes, instruction, instruction_attributes}}
  items_human_ins.json  {asin: [{instruction, instruction_attributes, instruction_options}, ...]}

Products are normalised exactly as WebShop's engine does (Title, Description, BulletPoints,
Price, lowercased options, Attributes); goals are WebShop's synthetic goals (one per product
instruction and option combination; the reference evaluator uses these) or its human goals,
shuffled with seed 233. Prices and price caps come from a seeded generator rather than the
process-wide one, so the same catalog always yields the same goals.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal

PRICE_RANGE = [10.0 * i for i in range(1, 100)]
GOAL_SHUFFLE_SEED = 233
DROPPED_KEYS = (
    "product_information",
    "brand",
    "brand_url",
    "list_price",
    "availability_quantity",
    "availability_status",
    "total_reviews",
    "total_answered_questions",
    "seller_id",
    "seller_name",
    "fulfilled_by_amazon",
    "fast_track_message",
    "aplus_present",
    "small_description_old",
)
FILES = {"products": "items_shuffle.json", "attributes": "items_ins_v2.json", "human": "items_human_ins.json"}


class CatalogError(Exception):
    """The catalog files are missing or malformed."""


@dataclass
class Catalog:
    products: list[dict]
    by_asin: dict[str, dict]
    prices: dict[str, float]
    attribute_to_asins: dict[str, set] = field(default_factory=dict)


def _read_json(path: str):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError as err:
        raise CatalogError(f"catalog file missing: {path}") from err
    except json.JSONDecodeError as err:
        raise CatalogError(f"catalog file is not valid JSON: {path}: {err}") from err


def _price_list(pricing) -> tuple[list[float], str]:
    if not pricing:
        return [100.0], "$100.0"
    values = [float(Decimal(re.sub(r"[^\d.]", "", part))) for part in pricing.split("$")[1:]]
    if len(values) == 1:
        return values, f"${values[0]}"
    return values[:2], f"${values[0]} to ${values[1]}"


def normalise_products(
    raw: list[dict], attributes: dict, human: dict, num_products: int | None, human_goals: bool
) -> list[dict]:
    """WebShop's load_products: the fields its pages, search index and reward read."""
    if num_products is not None:
        raw = raw[:num_products]  # the files are pre-shuffled
    seen: set[str] = set()
    products = []
    for src in raw:
        p = {k: v for k, v in src.items() if k not in DROPPED_KEYS}
        asin = p["asin"]
        if asin == "nan" or len(asin) > 10 or asin in seen:
            continue
        seen.add(asin)
        p["Title"] = p["name"]
        p["Description"] = p["full_description"]
        p["Reviews"] = []
        p["Rating"] = "N.A."
        small = p["small_description"]
        p["BulletPoints"] = small if isinstance(small, list) else [small]
        p["pricing"], p["Price"] = _price_list(p.get("pricing"))
        options, option_to_image = {}, {}
        for name, contents in (p.get("customization_options") or {}).items():
            if contents is None:
                continue
            values = []
            for content in contents:
                value = content["value"].strip().replace("/", " | ").lower()
                values.append(value)
                option_to_image[value] = content.get("image")
            options[name.lower()] = values
        p["options"] = options
        p["option_to_image"] = option_to_image
        entry = attributes.get(asin, {})
        p["Attributes"] = entry["attributes"] if "attributes" in entry else ["DUMMY_ATTR"]
        if human_goals:
            if asin in human:
                p["instructions"] = human[asin]
        else:
            p["instruction_text"] = entry.get("instruction")
            p["instruction_attributes"] = entry.get("instruction_attributes")
        p["MainImage"] = p["images"][0]
        p["query"] = p["query"].lower().strip()
        products.append(p)
    return products


def product_prices(products: list[dict], rng: random.Random) -> dict[str, float]:
    prices = {}
    for p in products:
        pricing = p["pricing"]
        if not pricing:
            prices[p["asin"]] = 100.0
        elif len(pricing) == 1:
            prices[p["asin"]] = pricing[0]
        else:
            prices[p["asin"]] = rng.uniform(*pricing[:2])
    return prices


def _price_cap(price: float, rng: random.Random) -> tuple[float, str]:
    above = [p for p in PRICE_RANGE if p > price][:4]
    if len(above) >= 2:
        _, upper = sorted(rng.sample(above, 2))
        return upper, f", and price lower than {upper:.2f} dollars"
    return 1000000, ""


def synthetic_goals(products: list[dict], prices: dict[str, float], rng: random.Random) -> list[dict]:
    """One goal per product instruction and combination of its options (WebShop's default)."""
    goals, counts = [], defaultdict(int)
    for p in products:
        if p.get("instruction_text") is None:
            continue
        attributes = p["instruction_attributes"]
        if not attributes:
            raise CatalogError(f"product {p['asin']} has an instruction but no instruction_attributes")
        upper, price_text = _price_cap(prices[p["asin"]], rng)
        names = sorted(p["options"])
        for combination in itertools.product(*(p["options"][n] for n in names)):
            goal_options = dict(zip(names, combination, strict=True))
            option_text = ", and ".join(f"{k}: {v}" for k, v in goal_options.items())
            option_text = " with " + option_text if option_text else ""
            goals.append(
                {
                    "asin": p["asin"],
                    "category": p["category"],
                    "query": p["query"],
                    "name": p["Title"],
                    "product_category": p["product_category"],
                    "instruction_text": f"{p['instruction_text']}{option_text}{price_text}",
                    "attributes": attributes,
                    "price_upper": upper,
                    "goal_options": goal_options,
                }
            )
            for a in attributes:
                counts[a] += 1
    for g in goals:
        g["weight"] = sum(1.0 / counts[a] for a in g["attributes"]) / len(g["attributes"])
    return goals


def human_goals(products: list[dict], prices: dict[str, float], rng: random.Random) -> list[dict]:
    """WebShop's human-written goals (items_human_ins.json); those without attributes are skipped."""
    goals = []
    for p in products:
        for ins in p.get("instructions", []):
            if not ins["instruction_attributes"]:
                continue
            upper, price_text = _price_cap(prices[p["asin"]], rng)
            goals.append(
                {
                    "asin": p["asin"],
                    "category": p["category"],
                    "query": p["query"],
                    "name": p["name"],
                    "product_category": p["product_category"],
                    "instruction_text": ins["instruction"].strip(".") + price_text,
                    "attributes": ins["instruction_attributes"],
                    "price_upper": upper,
                    "goal_options": ins["instruction_options"],
                    "weight": 1,
                }
            )
    return goals


def shuffle_goals(goals: list[dict]) -> list[dict]:
    """WebShop fixes the goal order with random.seed(233) + shuffle; session i is goals[i]."""
    goals = list(goals)
    random.Random(GOAL_SHUFFLE_SEED).shuffle(goals)
    return goals


def load_catalog(
    catalog_dir: str, num_products: int | None = None, human: bool = False, seed: int = 0
) -> tuple[Catalog, list[dict]]:
    """Products, prices and the shuffled goal list of a catalog folder."""
    raw = _read_json(os.path.join(catalog_dir, FILES["products"]))
    attributes = _read_json(os.path.join(catalog_dir, FILES["attributes"]))
    human_path = os.path.join(catalog_dir, FILES["human"])
    human_ins = _read_json(human_path) if human or os.path.exists(human_path) else {}
    products = normalise_products(raw, attributes, human_ins, num_products, human)
    if not products:
        raise CatalogError(f"no products in {catalog_dir}")
    rng = random.Random(seed)
    prices = product_prices(products, rng)
    goals = (human_goals if human else synthetic_goals)(products, prices, rng)
    attribute_to_asins: dict[str, set] = defaultdict(set)
    for p in products:
        for a in p["Attributes"]:
            attribute_to_asins[a].add(p["asin"])
    catalog = Catalog(products, {p["asin"]: p for p in products}, prices, dict(attribute_to_asins))
    return catalog, shuffle_goals(goals)


def search_documents(products: list[dict]) -> list[dict]:
    """WebShop's search_engine/convert_product_file_format.py: one Lucene document per product."""
    docs = []
    for p in products:
        option_text = ", and ".join(f"{name}: {', '.join(values)}" for name, values in p.get("options", {}).items())
        contents = " ".join([p["Title"], p["Description"], p["BulletPoints"][0], option_text]).lower()
        docs.append({"id": p["asin"], "contents": contents, "product": p})
    return docs
