"""WebShop's pages: HTML rendered from templates, and the text the agent sees.

The templates carry the visible text, clickables and ids of WebShop's own pages (search,
results, item, item sub-pages, done) in the same order, without their styling and scripts;
the text observation is derived from the HTML the way WebShop's text environment does it:
every visible text node, stripped, joined with " [SEP] ". Clickables are elements with class
"btn" or "product-link" (by their lowercased text) and option radio inputs (by value).
"""

from __future__ import annotations

import json

from bs4 import BeautifulSoup
from bs4.element import Comment
from jinja2 import Environment

END_BUTTON = "Buy Now"
NEXT_PAGE = "Next >"
PREV_PAGE = "< Prev"
BACK_TO_SEARCH = "Back to Search"
SUB_PAGES = ("Description", "Features", "Reviews", "Attributes")
PRODUCT_WINDOW = 10

_HEAD = """<!DOCTYPE html>
<html>
<head>
<title>WebShop</title>
</head>
<body>
"""
_INSTRUCTION = """<div id="instruction-text">
<h4>Instruction:<br>{{ instruction_text }}</h4>
</div>
"""
_NAV = """<form>
<button type="submit" class="btn btn-success">Back to Search</button>
</form>
<form>
<button type="submit" class="btn btn-primary">&lt; Prev</button>
</form>
"""
_TAIL = """</body>
</html>
"""

TEMPLATES = {
    "search": _HEAD
    + """<div id="logo">
<h2>WebShop</h2>
</div>
<div id="instruction-text">
<h4>Instruction: <br>{{ instruction_text }}</h4>
</div>
<form>
<input id="search_input" type="text" name="search_query">
<button class="btn btn-success" type="submit">Search</button>
</form>
"""
    + _TAIL,
    "results": _HEAD
    + _INSTRUCTION
    + """<form>
<button type="submit" class="btn btn-success">Back to Search</button>
</form>
<div>
<h5>Page {{ page }} (Total results: {{ total }})</h5>
</div>
{% if page > 1 %}
<form>
<button type="submit" class="btn btn-primary">&lt; Prev</button>
</form>
{% endif %}
{% if (page * 10) < total %}
<form>
<button type="submit" class="btn btn-primary">Next &gt;</button>
</form>
{% endif %}
{% for item in products %}
<div class="searched-product">
<h4><a class="product-link">{{ item.asin }}</a></h4>
<h4 class="product-title">{{ item.Title }}</h4>
<h5 class="product-price">{{ item.Price }}</h5>
</div>
{% endfor %}
"""
    + _TAIL,
    "item": _HEAD
    + _INSTRUCTION
    + _NAV
    + """<div>
<img id="product-image" src="{{ product.MainImage }}">
{% for option_name, option_values in product.options.items() %}
<div>
<h4>{{ option_name }}</h4>
{% for value in option_values %}
<input type="radio" id="radio_{{ option_name }}{{ loop.index0 }}" name="{{ option_name }}" value="{{ value }}">
<label for="radio_{{ option_name }}{{ loop.index0 }}">{{ value }}</label>
{% endfor %}
</div>
{% endfor %}
</div>
<div>
<h2>{{ product.Title }}</h2>
<h4>Price: {{ product.Price }}</h4>
<h4>Rating: {{ product.Rating }}</h4>
<form>
<button class="btn btn-primary" type="submit">Description</button>
</form>
<form>
<button class="btn btn-primary" type="submit">Features</button>
</form>
<form>
<button class="btn btn-primary" type="submit">Reviews</button>
</form>
{% if show_attrs %}
<form>
<button class="btn btn-primary" type="submit">Attributes</button>
</form>
{% endif %}
</div>
<form>
<button type="submit" class="btn btn-lg purchase">Buy Now</button>
</form>
"""
    + _TAIL,
    "Description": _HEAD
    + _INSTRUCTION
    + _NAV
    + """<div name="description">
<p class="product-info">{% if product.Description %}{{ product.Description }}{% else %}No Description{% endif %}</p>
</div>
"""
    + _TAIL,
    "Features": _HEAD
    + _INSTRUCTION
    + _NAV
    + """<div name="bulletpoints">
{% if product.BulletPoints %}
<ul>
{% for bullet in product.BulletPoints %}
<li><p class="product-info">{{ bullet }}</p></li>
{% endfor %}
</ul>
{% else %}
<p>No Features</p>
{% endif %}
</div>
"""
    + _TAIL,
    "Reviews": _HEAD
    + _INSTRUCTION
    + _NAV
    + """<div name="reviews">
{% for review in product.Reviews %}
<div class="card">
<h4>"{{ review.title }}"</h4>
<p><span>{{ review.score }}</span></p>
<p class="content">{{ review.body }}</p>
</div>
{% else %}
<h4>No reviews found</h4>
{% endfor %}
</div>
"""
    + _TAIL,
    "Attributes": _HEAD
    + _INSTRUCTION
    + _NAV
    + """<div name="attributes">
<ul>
{% for attribute in product.Attributes %}
<li><p class="attribute">{{ attribute }}</p></li>
{% endfor %}
</ul>
<h5 class="product-category">{{ product.category }}</h5>
<h5 class="product-query">{{ product.query }}</h5>
<h5 class="product-product_category">{{ product.product_category }}</h5>
</div>
"""
    + _TAIL,
    "done": _HEAD
    + """<div id="thankyou">
<h1>Thank you for shopping with us!</h1>
</div>
<div id="stats">
<h4 id="asin">asin</h4>
<pre>{{ asin }}</pre>
<h4 id="options">options</h4>
<pre>{{ options_json }}</pre>
<h3 id="reward">Your score (min 0.0, max 1.0)</h3>
<pre>{{ reward }}</pre>
</div>
"""
    + _TAIL,
}

_jinja = Environment(autoescape=True)
_compiled = {name: _jinja.from_string(text) for name, text in TEMPLATES.items()}


def render(template: str, **context) -> str:
    if template == "done":
        context["options_json"] = json.dumps(context.get("options", {}))
    return _compiled[template].render(**context)


def _visible(node) -> bool:
    return node.parent.name not in {"style", "script", "head", "title", "meta", "[document]"} and not isinstance(
        node, Comment
    )


def html_to_text(html: str) -> str:
    """WebShop's 'text' observation: visible strings, stripped, joined by ' [SEP] '."""
    texts = BeautifulSoup(html, "html.parser").find_all(string=True)
    return " [SEP] ".join(t.strip() for t in texts if _visible(t) and t != "\n")


def clickables(html: str) -> tuple[bool, dict]:
    """(has a search bar, {clickable text: element}) as WebShop's get_available_actions builds them."""
    soup = BeautifulSoup(html, "html.parser")
    elements = soup.find_all(class_="btn") + soup.find_all(class_="product-link")
    table = {e.get_text().lower(): e for e in elements}
    for radio in soup.select('input[type="radio"]'):
        table[f"{radio.get('value')}"] = radio
    return soup.find(id="search_input") is not None, table


def instruction_text(html: str) -> str:
    return BeautifulSoup(html, "html.parser").find(id="instruction-text").h4.text  # pyright: ignore[reportOptionalMemberAccess]  (our own template)
