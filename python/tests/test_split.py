"""The sealed split: deterministic, order-free, stratified, disjoint parts; its settings checked."""

import pytest

from a2rl.split import Split, SplitError

pytestmark = pytest.mark.fast  # npm run test:fast

ROWS = [{"q": f"question {i}", "kind": "add" if i % 3 else "mul"} for i in range(300)]


def parts(split_seed=7, fraction=0.5, rows=ROWS, stratum=None):
    return {
        part: Split(part, fraction, split_seed).select(rows, lambda r: r["q"], stratum)
        for part in ("feedback", "sealed")
    }


def test_the_parts_are_disjoint_cover_every_row_and_keep_the_rows_order():
    p = parts()
    fb, sealed = [r["q"] for r in p["feedback"]], [r["q"] for r in p["sealed"]]
    assert not set(fb) & set(sealed) and len(fb) + len(sealed) == len(ROWS) and len(sealed) == 150
    assert fb == sorted(fb, key=lambda q: int(q.split()[1]))


def test_the_split_depends_on_the_seed_and_the_items_not_on_their_order():
    assert parts()["sealed"] == [r for r in parts(rows=list(reversed(ROWS)))["sealed"][::-1]]
    assert parts(split_seed=8)["sealed"] != parts()["sealed"]


def test_a_stratified_split_seals_the_same_share_of_every_stratum():
    p = parts(fraction=0.25, stratum=lambda r: r["kind"])
    for kind, n in (("mul", 100), ("add", 200)):
        assert sum(r["kind"] == kind for r in p["sealed"]) == round(0.25 * n)


def test_part_all_is_every_row_and_bad_settings_are_named():
    assert Split.take({"part": "all"}).select(ROWS, lambda r: r["q"]) == ROWS
    cfg = {"part": "sealed", "sealed_fraction": 0.5, "split_seed": 3, "limit": 5}
    assert Split.take(cfg) == Split("sealed", 0.5, 3) and cfg == {"limit": 5}
    with pytest.raises(SplitError, match="part must be"):
        Split.take({"part": "secret", "sealed_fraction": 0.5, "split_seed": 1})
    with pytest.raises(SplitError, match="sealed_fraction"):
        Split.take({"part": "sealed", "sealed_fraction": 1.5, "split_seed": 1})
    with pytest.raises(SplitError, match="not unique"):
        Split("sealed", 0.5, 1).select([{"q": "a"}, {"q": "a"}], lambda r: r["q"])
