"""hpvm-tune's code-variant search (variants.py) on cost functions whose
best point is known."""

import unittest

from hpvm_tune import variants

PARAMS = [("TILE", [8, 16, 32, 64]), ("UNROLL", [1, 2, 4]),
          ("VARIANT", [0, 1])]


def bowl(point):
    """Separable, least at TILE 32, UNROLL 2, VARIANT 1."""
    return (abs(point["TILE"] - 32) + 3 * abs(point["UNROLL"] - 2)
            + 5 * (1 - point["VARIANT"]))


class Search(unittest.TestCase):
    def test_exhaustive_finds_the_least_cost(self):
        self.assertEqual(variants.exhaustive(PARAMS, bowl),
                         {"TILE": 32, "UNROLL": 2, "VARIANT": 1})

    def test_coordinate_descent_on_a_separable_cost(self):
        calls = []

        def counted(point):
            calls.append(point)
            return bowl(point)
        best = variants.coordinate_descent(PARAMS, counted)
        self.assertEqual(best, {"TILE": 32, "UNROLL": 2, "VARIANT": 1})
        self.assertLess(len(calls), 4 * 3 * 2)

    def test_search_is_exhaustive_up_to_max_builds(self):
        # Not separable: descent from the first values stops at TILE 8.
        def ridge(p):
            return 0 if (p["TILE"], p["UNROLL"]) == (64, 4) else \
                p["TILE"] == 8 and 1 or 2
        self.assertEqual(variants.search(PARAMS, ridge, 64)["TILE"], 64)
        self.assertEqual(variants.search(PARAMS, ridge, 4)["TILE"], 8)

    def test_search_counts_the_distinct_points_of_scoped_params(self):
        # 4 x 4 x 3 = 48 points, but mm.tile counts with mm=blocks only and
        # mm.step with mm=regs only: 1 + 4 + 3 + 1 = 9 configurations.
        params = [("mm", ["rows", "blocks", "regs", "cols"]),
                  ("mm.tile", ["8", "16", "32", "64"]),
                  ("mm.step", ["a", "b", "c"])]
        scopes = {"mm.tile": ("mm", "blocks"), "mm.step": ("mm", "regs")}
        seen = set()

        def cost(point):  # least at regs / c, which descent from rows misses
            point = variants.relevant(point, scopes)
            seen.add(tuple(sorted(point.items())))
            return 0 if point == {"mm": "regs", "mm.step": "c"} else \
                1 if point["mm"] == "rows" else 2
        best = variants.search(params, cost, 10,
                               lambda p: variants.relevant(p, scopes))
        self.assertEqual(variants.relevant(best, scopes),
                         {"mm": "regs", "mm.step": "c"})
        self.assertEqual(len(seen), 9)
        seen.clear()
        best = variants.search(params, cost, 8,
                               lambda p: variants.relevant(p, scopes))
        self.assertEqual(best["mm"], "rows")  # by descent
        self.assertLess(len(seen), 9)

    def test_params_and_substitution(self):
        self.assertEqual(variants.parse_param("TILE=8,16,-1"),
                         ("TILE", [8, 16, -1]))
        with self.assertRaises(variants.VariantError):
            variants.parse_param("TILE=8,x")
        self.assertEqual(variants.substitute(
            ["cc", "-DT={TILE}", "-o", "{exe}"], {"TILE": 16}, "/t/a"),
            ["cc", "-DT=16", "-o", "/t/a"])

    def test_a_variants_tunables_count_only_with_it(self):
        scopes = {"mm.tile": ("mm", "blocks")}
        self.assertEqual(variants.relevant(
            {"mm": "rows", "mm.tile": "16", "st.run": "8"}, scopes),
            {"mm": "rows", "st.run": "8"})
        self.assertEqual(variants.relevant(
            {"mm": "blocks", "mm.tile": "16"}, scopes),
            {"mm": "blocks", "mm.tile": "16"})
        self.assertEqual(variants.config_text(
            {"mm": "blocks", "mm.tile": "16"}), "mm=blocks;mm.tile=16")


if __name__ == "__main__":
    unittest.main()
