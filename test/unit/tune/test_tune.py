"""hpvm-tune's development-time tuning (tune.py) on a synthetic program
whose quality and work are known for every configuration: the curve it
finds meets the goal, is Pareto-optimal, reaches the best speedup that
enumeration finds, and measures far fewer configurations than there are."""

import itertools
import unittest

from hpvm_tune import knobs, metrics, search
from hpvm_tune.program import Run
from hpvm_tune.tune import Tuner

FAMILIES = {"conv1": ["fp32", "fp16", "perf_row", "samp"],
            "conv2": ["fp32", "fp16", "perf_col", "samp"],
            "fc": ["fp32", "fp16", "red_samp"]}
WORK = {"conv1": 4000.0, "conv2": 6000.0, "fc": 1000.0}


def true_loss(op, knob):
    """Each knob's accuracy loss alone: grows with the work it skips, and
    with the operation's place; fp16 loses nothing."""
    if knob in ("fp32", "fp16"):
        return 0.0
    weight = {"conv1": 1.0, "conv2": 0.6, "fc": 0.8}[op]
    offset = int(knob[-1]) if knob[-1].isdigit() else 0
    return weight * (1 - knobs.work_fraction(knob)) * 4 + 0.1 * offset


class FakeProgram:
    """Accuracy 98 minus 1.25 times the summed losses (interactions the
    model's alpha must learn); time proportional to the work done."""

    def __init__(self):
        self.count = 0

    def run(self, config, errors=False):
        self.count += 1
        loss = 1.25 * sum(true_loss(op, config.get(op, "fp32"))
                          for op in FAMILIES)
        seconds = {op: WORK[op] * knobs.work_fraction(config.get(op, "fp32"))
                   * 1e-6 for op in FAMILIES}
        errors = {op: (0.2 * true_loss(op, k), 0.3 * true_loss(op, k))
                  for op, k in config.items()}
        return Run(seconds, dict(WORK), dict(FAMILIES), errors,
                   "accuracy: %.4f%%\n" % (98 - loss), None)

    def time(self, config, repeat):
        r = self.run(config)
        return r.seconds, r

    def median_op_times(self, runs):
        return runs[0].op_seconds


def all_configs(allowed):
    names = list(FAMILIES)
    choices = [knobs.knobs_of(FAMILIES[op], allowed) for op in names]
    for combo in itertools.product(*choices):
        yield dict(zip(names, combo))


def true_point(config):
    knob = {op: config.get(op, "fp32") for op in FAMILIES}
    loss = 1.25 * sum(true_loss(op, k) for op, k in knob.items())
    total = sum(WORK.values())
    cost = sum(WORK[op] * knobs.work_fraction(k) for op, k in knob.items())
    return total / cost, loss


class Tuning(unittest.TestCase):
    def tune(self, max_loss, allowed=None, model="qos"):
        program = FakeProgram()
        tuner = Tuner(program, metrics.Accuracy(max_loss), lambda m: None,
                      model=model, allowed=allowed, validate=6, rounds=3,
                      slack=1.0, repeat=1)
        return tuner.run(), program.count

    def test_curve_meets_the_goal_and_is_pareto_optimal(self):
        allowed = {"perf_row", "perf_col", "samp", "red_samp"}
        curve, runs = self.tune(1.0, allowed)
        self.assertGreaterEqual(len(curve.points), 2)
        for p in curve.points:
            speedup, loss = true_point(p.config)
            self.assertLessEqual(loss, 1.0 + 1e-9)
            self.assertAlmostEqual(p.loss, loss, places=3)
            self.assertAlmostEqual(p.speedup, speedup)
        self.assertEqual(curve.points[0].config, {})  # exact comes first
        for a, b in zip(curve.points, curve.points[1:]):
            self.assertGreater(b.speedup, a.speedup)
            self.assertGreater(b.loss, a.loss)
        # The fastest configuration within the goal, by enumeration.
        best = max(true_point(c)[0] for c in all_configs(allowed)
                   if true_point(c)[1] <= 1.0 + 1e-9)
        self.assertAlmostEqual(curve.points[-1].speedup, best)
        space = sum(1 for _ in all_configs(allowed))
        self.assertLess(runs, space / 4)

    def test_lossless_fp16_is_the_models_fastest(self):
        curve, _ = self.tune(0.5)
        self.assertEqual(curve.points[-1].config,
                         {op: "fp16" for op in FAMILIES})
        self.assertAlmostEqual(curve.points[-1].speedup, 2.0)

    def test_error_models(self):
        for model in ("l1", "l2"):
            curve, _ = self.tune(1.0, {"samp", "red_samp"}, model=model)
            for p in curve.points:
                self.assertLessEqual(true_point(p.config)[1], 1.0 + 1e-9)
            front = search.pareto_front(curve.points,
                                        key=lambda p: (-p.speedup, p.loss))
            self.assertEqual(len(front), len(curve.points))
            self.assertGreaterEqual(len(front), 2)


class SwappingProgram:
    """40 inputs; the exact run gets inputs 0 to 33 right (85%). Reduction
    sampling on operation a gets inputs 0 to 5 wrong and 34 to 39 right
    instead (no loss net, 6 inputs lost); on b it gets input 10 wrong (one
    input, 2.5 points). Prints which inputs it got right when report."""

    def __init__(self, report):
        self.report, self.count = report, 0

    def run(self, config, errors=False):
        self.count += 1
        right = [i < 34 for i in range(40)]
        if config.get("a", "fp32") != "fp32":
            right = [not r if i < 6 or i >= 34 else r
                     for i, r in enumerate(right)]
        if config.get("b", "fp32") != "fp32":
            right[10] = False
        stdout = "accuracy: %.2f%%\n" % (100.0 * sum(right) / len(right))
        if self.report:
            stdout += "accuracy per input: %s\n" % "".join(
                "1" if r else "0" for r in right)
        work = {"a": 3000.0, "b": 1000.0}
        seconds = {op: w * knobs.work_fraction(config.get(op, "fp32")) * 1e-6
                   for op, w in work.items()}
        return Run(seconds, work, {"a": ["fp32", "red_samp"],
                                   "b": ["fp32", "red_samp"]},
                   {}, stdout, None)

    def time(self, config, repeat):
        r = self.run(config)
        return r.seconds, r

    def median_op_times(self, runs):
        return runs[0].op_seconds


class PerInputLoss(unittest.TestCase):
    def tune(self, report):
        tuner = Tuner(SwappingProgram(report), metrics.Accuracy(3.0),
                      lambda m: None, allowed={"red_samp_50"}, validate=4,
                      rounds=2, slack=1.0, repeat=1)
        return tuner.run()

    def test_losses_on_some_inputs_are_not_offset_by_gains(self):
        c = self.tune(report=True)
        self.assertEqual([(p.config, p.loss) for p in c.points],
                         [({}, 0.0), ({"b": "red_samp_50"}, 2.5)])
        self.assertEqual(c.loss_kind, "per input")

    def test_without_the_report_the_loss_is_net(self):
        c = self.tune(report=False)
        self.assertEqual(c.loss_kind, "net")
        self.assertEqual([(p.config, p.loss) for p in c.points],
                         [({"a": "red_samp_50"}, 0.0),
                          ({"a": "red_samp_50", "b": "red_samp_50"}, 2.5)])


if __name__ == "__main__":
    unittest.main()
