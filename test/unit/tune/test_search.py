"""hpvm-tune's search (search.py) on synthetic problems whose optimum is
known by enumerating every configuration."""

import itertools
import random
import unittest

from hpvm_tune import search


def brute_front(options, max_loss):
    configs = []
    for choice in itertools.product(*options):
        cost = sum(c for _k, c, _l in choice)
        loss = sum(l for _k, _c, l in choice)
        if loss <= max_loss:
            configs.append((cost, loss, tuple(k for k, _c, _l in choice)))
    return search.pareto_front(configs, key=lambda p: (p[0], p[1]))


def random_problem(seed, ops=5, knobs=4):
    rng = random.Random(seed)
    return [[("k%d_%d" % (o, k), rng.uniform(0.2, 1.0),
              0.0 if k == 0 else rng.uniform(0, 1.0))
             for k in range(knobs)] for o in range(ops)]


class ParetoFront(unittest.TestCase):
    def test_keeps_only_undominated_points_by_growing_cost(self):
        points = [(3, 1), (1, 5), (2, 2), (2, 3), (4, 1), (1, 6), (5, 0)]
        self.assertEqual(search.pareto_front(points),
                         [(1, 5), (2, 2), (3, 1), (5, 0)])

    def test_dominates(self):
        self.assertTrue(search.dominates((1, 1), (1, 2)))
        self.assertFalse(search.dominates((1, 1), (1, 1)))
        self.assertFalse(search.dominates((1, 3), (2, 1)))


class AdditiveFront(unittest.TestCase):
    def test_matches_enumeration_of_every_configuration(self):
        for seed in range(20):
            options = random_problem(seed)
            for budget in (0.3, 1.0, 2.5):
                got = search.additive_front(options, budget)
                want = brute_front(options, budget)
                self.assertEqual([(round(c, 9), round(l, 9)) for c, l, _ in
                                  got],
                                 [(round(c, 9), round(l, 9)) for c, l, _ in
                                  want], "seed %d budget %g" % (seed, budget))

    def test_every_point_is_within_budget_and_undominated(self):
        front = search.additive_front(random_problem(7, ops=8), 1.5)
        for a in front:
            self.assertLessEqual(a[1], 1.5)
            for b in front:
                self.assertFalse(search.dominates(b[:2], a[:2]))

    def test_known_optimum(self):
        # Two operations; the cheapest configuration within a loss of 1
        # takes the second knob of each: cost 0.5 + 0.5, loss 0.4 + 0.5.
        options = [[("exact", 1.0, 0.0), ("fast", 0.5, 0.4),
                    ("fastest", 0.2, 2.0)],
                   [("exact", 1.0, 0.0), ("fast", 0.5, 0.5)]]
        front = search.additive_front(options, 1.0)
        self.assertEqual(front[0][2], ("fast", "fast"))
        self.assertEqual(front[-1][2], ("exact", "exact"))

    def test_thinning_keeps_both_ends(self):
        options = random_problem(3, ops=10, knobs=6)
        full = search.additive_front(options, 10.0, max_points=10 ** 9)
        thin = search.additive_front(options, 10.0, max_points=16)
        self.assertLessEqual(len(thin), 16)
        self.assertEqual(thin[-1][:2], full[-1][:2])  # the exact one


if __name__ == "__main__":
    unittest.main()
