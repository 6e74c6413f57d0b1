"""hpvm-tune's install-time re-measurement (install.py) on a synthetic
program whose operations' times on each device are known."""

import unittest

from hpvm_tune import install
from hpvm_tune.curve import Curve, Point
from hpvm_tune.program import Run

# Seconds per operation where the runtime puts it, and on the CPU.
DEFAULT = {"small": 2.0, "big": 1.0}
CPU = {"small": 1.0, "big": 5.0}


class FakeProgram:
    def run(self, config):
        seconds = {}
        for op in DEFAULT:
            knob = config.get(op, "fp32")
            seconds[op] = (CPU[op] if knob == "fp32_cpu" else
                           DEFAULT[op] / 2 if knob == "samp_50_0" else
                           DEFAULT[op])
        return Run(seconds, {}, {}, {}, "", None)

    def time(self, config, repeat):
        r = self.run(config)
        return r.seconds, r

    def median_op_times(self, runs):
        return runs[0].op_seconds


def curve():
    return Curve("accuracy", 1.0, 98.0, "model",
                 [Point({}, 1.0, 98.0, 0.0),
                  Point({"big": "samp_50_0"}, 1.5, 97.5, 0.5)])


def summary(c):
    return [(round(p.speedup, 6), p.config) for p in c.points]


class Remeasure(unittest.TestCase):
    def test_speedups_are_measured_here(self):
        c = install.remeasure(FakeProgram(), curve(), 1, False, lambda m: None)
        self.assertEqual(summary(c), [(1.0, {}),
                                      (1.2, {"big": "samp_50_0"})])

    def test_exact_program_is_a_candidate(self):
        c = curve()
        c.points = c.points[1:]
        c = install.remeasure(FakeProgram(), c, 1, False, lambda m: None)
        self.assertEqual(summary(c)[0], (1.0, {}))

    def test_devices_move_operations_faster_on_the_cpu(self):
        c = install.remeasure(FakeProgram(), curve(), 1, True, lambda m: None)
        self.assertEqual(summary(c), [
            (1.5, {"small": "fp32_cpu"}),
            (2.0, {"small": "fp32_cpu", "big": "samp_50_0"})])


if __name__ == "__main__":
    unittest.main()
