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


class FlippingProgram:
    """inputs inputs; the exact run gets those below right right. A knob
    on operation a or b (reduction sampling) gets the inputs of flips[op]
    right that the exact run got wrong and wrong that it got right. Prints
    which inputs it got right when report."""

    def __init__(self, inputs, right, flips, report=True):
        self.inputs, self.right, self.flips = inputs, right, flips
        self.report, self.count = report, 0

    def run(self, config, errors=False):
        self.count += 1
        right = [i < self.right for i in range(self.inputs)]
        for op, flipped in self.flips.items():
            if config.get(op, "fp32") != "fp32":
                right = [r != (i in flipped) for i, r in enumerate(right)]
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


def swapping_program(report):
    """40 inputs, the exact run gets 0 to 33 right (85%); a knob on a gets
    inputs 0 to 5 wrong and 34 to 39 right instead (no loss net, 6 inputs
    lost), on b input 10 wrong (one input, 2.5 points)."""
    return FlippingProgram(40, 34, {"a": set(range(6)) | set(range(34, 40)),
                                    "b": {10}}, report)


def tune(program, max_loss, confidence=0.0):
    tuner = Tuner(program, metrics.Accuracy(max_loss, confidence),
                  lambda m: None, allowed={"red_samp_50"}, validate=4,
                  rounds=2, slack=1.0, repeat=1)
    return tuner.run()


class PerInputLoss(unittest.TestCase):
    def test_losses_on_some_inputs_are_not_offset_by_gains(self):
        c = tune(swapping_program(report=True), 3.0)
        self.assertEqual([(p.config, p.loss) for p in c.points],
                         [({}, 0.0), ({"b": "red_samp_50"}, 2.5)])
        self.assertEqual(c.loss_kind, "per input")

    def test_without_the_report_the_loss_is_net(self):
        c = tune(swapping_program(report=False), 3.0)
        self.assertEqual(c.loss_kind, "net")
        self.assertEqual([(p.config, p.loss) for p in c.points],
                         [({"a": "red_samp_50"}, 0.0),
                          ({"a": "red_samp_50", "b": "red_samp_50"}, 2.5)])

    def test_a_confidence_keeps_only_losses_the_inputs_bound(self):
        # 400 inputs, all right exactly; a loses none, b loses input 7
        # (0.25 points). At 95% confidence, losing none of 400 bounds the
        # rate of lost inputs to 0.75%, losing one to 1.18%: within a
        # 1-point goal only a is, although b measured within it too.
        program = FlippingProgram(400, 400, {"a": set(), "b": {7}})
        self.assertEqual([(p.config, p.loss) for p in tune(program, 1.0)
                          .points],
                         [({"a": "red_samp_50"}, 0.0),
                          ({"a": "red_samp_50", "b": "red_samp_50"}, 0.25)])
        self.assertEqual([(p.config, p.loss)
                          for p in tune(program, 1.0, 0.95).points],
                         [({"a": "red_samp_50"}, 0.0)])
        # 100 inputs bound even no loss to 2.95%: the exact program alone.
        few = FlippingProgram(100, 100, {"a": set(), "b": set()})
        self.assertEqual([p.config for p in tune(few, 1.0, 0.95).points],
                         [{}])

if __name__ == "__main__":
    unittest.main()
