"""hpvm-tune's predictive models (models.py), knob catalogue (knobs.py),
metrics (metrics.py) and curve file (curve.py)."""

import math
import os
import tempfile
import unittest

from hpvm_tune import curve, knobs, metrics, models, plot


def two_op_profile():
    p = models.Profile(["conv", "fc"], {"conv": 2.0, "fc": 1.0},
                       {"conv": 300.0, "fc": 100.0})
    p.add("conv", "perf_row_50_0", 0.5, (0.25, 0.2), 1.2)
    p.add("conv", "samp_25_1", -0.1, (0.05, 0.1), 1.8)
    p.add("fc", "red_samp_50", 0.3, (0.5, 0.3), 0.4)
    return p


class Knobs(unittest.TestCase):
    def test_families_expand_to_the_runtimes_knobs(self):
        conv = knobs.knobs_of(["fp32", "fp16", "perf_row", "samp"])
        self.assertEqual(conv[0], "fp32")
        self.assertIn("perf_row_33_2", conv)
        self.assertIn("samp_25_3", conv)
        self.assertEqual(len(conv), 1 + 1 + 5 + 6)

    def test_allowed_restricts_by_family_or_name(self):
        got = knobs.knobs_of(["fp32", "fp16", "red_samp"],
                             {"red_samp_25", "fp16"})
        self.assertEqual(got, ["fp32", "fp16", "red_samp_25"])

    def test_work_fractions(self):
        self.assertEqual(knobs.work_fraction("perf_col_50_1"), 0.5)
        self.assertAlmostEqual(knobs.work_fraction("perf_row_33_0"), 2 / 3)
        self.assertEqual(knobs.work_fraction("red_samp_40"), 0.6)


class Model(unittest.TestCase):
    def test_sums_losses_and_clips_improvements(self):
        m = models.Model(two_op_profile(), "qos")
        self.assertAlmostEqual(m.loss({"conv": "perf_row_50_0",
                                       "fc": "red_samp_50"}), 0.8)
        self.assertEqual(m.loss({"conv": "samp_25_1"}), 0.0)

    def test_l2_model_sums_errors(self):
        m = models.Model(two_op_profile(), "l2")
        self.assertAlmostEqual(m.loss({"conv": "samp_25_1",
                                       "fc": "red_samp_50"}), 0.4)

    def test_l1_model_sums_errors(self):
        m = models.Model(two_op_profile(), "l1")
        self.assertAlmostEqual(m.loss({"conv": "perf_row_50_0",
                                       "fc": "red_samp_50"}), 0.75)

    def test_model_cost_is_work_times_the_share_kept(self):
        m = models.Model(two_op_profile(), "qos", "model")
        # 300 * 0.5 + 100 * 0.5 of 400 multiply-adds: 2x.
        self.assertAlmostEqual(m.speedup({"conv": "perf_row_50_0",
                                          "fc": "red_samp_50"}), 2.0)

    def test_measured_cost_is_the_measured_time(self):
        m = models.Model(two_op_profile(), "qos", "measured")
        self.assertAlmostEqual(m.speedup({"conv": "perf_row_50_0"}),
                               3.0 / 2.2)

    def test_fit_scales_predictions_to_measured_losses(self):
        m = models.Model(two_op_profile(), "qos")
        a = {"conv": "perf_row_50_0"}
        b = {"conv": "perf_row_50_0", "fc": "red_samp_50"}
        self.assertAlmostEqual(m.fit([(a, 1.0), (b, 1.6)]), 2.0)
        self.assertAlmostEqual(m.loss(b), 1.6)

    def test_fit_keeps_alpha_without_predicted_loss(self):
        m = models.Model(two_op_profile(), "qos")
        self.assertEqual(m.fit([({"conv": "samp_25_1"}, 0.5)]), 1.0)


class PerturbationModel(unittest.TestCase):
    def test_predicts_the_result_as_exact_plus_each_knobs_change(self):
        p = two_op_profile()
        p.deltas["conv"]["perf_row_50_0"] = [0.1, 0.0]
        p.deltas["fc"]["red_samp_50"] = [0.1, -0.2]
        seen = []

        def output_loss(result):
            seen.append(result)
            return sum(abs(r - e) for r, e in zip(result, [1.0, 2.0]))
        m = models.Model(p, "pi1", output_loss=output_loss)
        m.exact_output = [1.0, 2.0]
        self.assertAlmostEqual(m.loss({"conv": "perf_row_50_0",
                                       "fc": "red_samp_50"}), 0.4)
        self.assertEqual([round(v, 6) for v in seen[-1]], [1.2, 1.8])
        # A knob that failed alone has no change recorded: never chosen.
        self.assertEqual(m.loss({"conv": "samp_25_1"}), float("inf"))
        self.assertEqual(m.loss({}), 0.0)
        self.assertEqual(m.fit([({"conv": "perf_row_50_0"}, 5.0)]), 1.0)

    def test_needs_results(self):
        with self.assertRaises(ValueError):
            models.Model(two_op_profile(), "pi1")


class Metrics(unittest.TestCase):
    def test_accuracy_reads_the_last_report(self):
        a = metrics.Accuracy(1.0)
        exact = metrics.Outcome(98.0)
        got = a.outcome("x: accuracy: 90.5%\ny: accuracy: 97.25%\n", None,
                        None)
        self.assertEqual((got.quality, got.right), (97.25, None))
        self.assertAlmostEqual(a.loss(got, exact), 0.75)
        self.assertEqual(a.loss_kind(exact), "net")
        self.assertTrue(a.meets(1.0))
        self.assertFalse(a.meets(1.01))
        with self.assertRaises(metrics.MetricError):
            a.outcome("no report\n", None, None)

    def test_accuracy_per_input_counts_losses_only(self):
        # Of 10 inputs, the approximate run loses inputs 1 and 2 and gains
        # inputs 5 and 9: no loss net, 2 of 10 inputs (20 points) lost.
        a = metrics.Accuracy(1.0)
        exact = a.outcome("accuracy: 80.00%\n"
                          "n: accuracy per input: 1110111110\n", None, None)
        got = a.outcome("accuracy: 80.00%\n"
                        "n: accuracy per input: 1000111111\n", None, None)
        self.assertEqual(got.right, "1000111111")
        self.assertEqual(a.loss_kind(exact), "per input")
        self.assertAlmostEqual(a.loss(got, exact), 20.0)
        self.assertFalse(a.meets(a.loss(got, exact)))
        # Net, the same runs meet the goal.
        self.assertTrue(a.meets(a.loss(metrics.Outcome(got.quality),
                                       metrics.Outcome(exact.quality))))
        self.assertEqual(a.loss(exact, exact), 0.0)

    def test_accuracy_per_input_must_match_the_exact_run(self):
        a = metrics.Accuracy(1.0)
        exact = metrics.Outcome(75.0, "1101")
        with self.assertRaisesRegex(metrics.MetricError,
                                    "printed no 'accuracy per input"):
            a.loss(metrics.Outcome(75.0), exact)
        with self.assertRaisesRegex(metrics.MetricError,
                                    "reported 3 inputs right or wrong, the "
                                    "exact run 4"):
            a.loss(metrics.Outcome(66.67, "110"), exact)
        # A count of inputs is not a report ("1" alone is not, "12" neither).
        self.assertIsNone(a.outcome("accuracy: 50%\naccuracy per input: 12\n",
                                    None, None).right)

    def test_upper_rate_is_clopper_pearsons(self):
        # No loss: the rate at which losing none has probability 1 - C.
        self.assertAlmostEqual(metrics.upper_rate(0, 180, 0.95),
                               1 - 0.05 ** (1 / 180))
        # Two lost of 180: P(at most 2 lost) = 5% at the bound.
        p = metrics.upper_rate(2, 180, 0.95)
        at_most_2 = sum(math.comb(180, i) * p ** i * (1 - p) ** (180 - i)
                        for i in range(3))
        self.assertAlmostEqual(at_most_2, 0.05)
        self.assertLess(metrics.upper_rate(2, 180, 0.8), p)
        self.assertEqual(metrics.upper_rate(4, 4, 0.95), 1.0)

    def test_accuracy_bounds_per_input_losses_only(self):
        a = metrics.Accuracy(2.0, 0.95)
        per_input = metrics.Outcome(100.0, "1" * 180)
        self.assertAlmostEqual(a.loss_bound(200 / 180, per_input),
                               100 * metrics.upper_rate(2, 180, 0.95))
        self.assertAlmostEqual(a.loss_bound(0.0, per_input), 1.651, places=3)
        self.assertEqual(a.loss_bound(1.5, metrics.Outcome(100.0)), 1.5)
        self.assertEqual(metrics.Accuracy(2.0).loss_bound(1.5, per_input),
                         1.5)
        self.assertEqual(metrics.PSNR(30).loss_bound(1e-4, per_input), 1e-4)

    def test_psnr(self):
        self.assertAlmostEqual(metrics.psnr([1.0, 0.0], [1.0, 0.1]),
                               10 * math.log10(1.0 / (0.01 / 2)), places=4)
        self.assertEqual(metrics.psnr([1.0], [1.0]), metrics.PSNR_CAP)
        p = metrics.PSNR(30)
        exact = metrics.Outcome(metrics.PSNR_CAP)
        self.assertTrue(p.meets(p.loss(metrics.Outcome(30.0), exact)))
        self.assertFalse(p.meets(p.loss(metrics.Outcome(29.0), exact)))
        self.assertEqual(p.loss(exact, exact), 0.0)
        self.assertIsNone(p.loss_kind(exact))


class CurveFile(unittest.TestCase):
    def test_round_trip(self):
        c = curve.Curve("accuracy", 1.0, 98.33, "model", [
            curve.Point({}, 1.0, 98.33, 0.0),
            curve.Point({"conv": "samp_25_3", "fc": "red_samp_25"}, 1.25,
                        97.5, 0.83)])
        path = os.path.join(tempfile.mkdtemp(), "curve.txt")
        curve.write(path, c)
        back = curve.read(path)
        self.assertEqual((back.metric, back.threshold, back.exact_quality,
                          back.speed), ("accuracy", 1.0, 98.33, "model"))
        self.assertEqual([p.config for p in back.points],
                         [{}, {"conv": "samp_25_3", "fc": "red_samp_25"}])
        self.assertEqual([p.loss for p in back.points], [0.0, 0.83])
        self.assertAlmostEqual(back.points[1].speedup, 1.25)
        self.assertIsNone(back.loss_kind)

    def test_loss_kind_round_trips(self):
        c = curve.Curve("accuracy", 2.0, 100.0, "model",
                        [curve.Point({}, 1.0, 100.0, 0.0)], "per input")
        path = os.path.join(tempfile.mkdtemp(), "curve.txt")
        curve.write(path, c)
        with open(path) as f:
            self.assertEqual(f.readline(), "# hpvm-tune curve: metric "
                             "accuracy, threshold 2.0, exact quality 100.0, "
                             "loss per input\n")
        back = curve.read(path)
        self.assertEqual((back.exact_quality, back.loss_kind),
                         (100.0, "per input"))


class PlotScale(unittest.TestCase):
    def test_equal_results_are_drawn_above_the_other_psnrs(self):
        c = curve.Curve("psnr", 20.0, metrics.PSNR_CAP, "model", [
            curve.Point({}, 1.0, metrics.PSNR_CAP, 0.0),
            curve.Point({"a": "fp16"}, 1.5, 41.5, 1e-4),
            curve.Point({"a": "samp_50_0"}, 2.0, 31.0, 1e-3)])
        self.assertEqual(plot.shown(c), [51.5, 41.5, 31.0])
        c.metric = "accuracy"
        self.assertEqual(plot.shown(c), [metrics.PSNR_CAP, 41.5, 31.0])


if __name__ == "__main__":
    unittest.main()
