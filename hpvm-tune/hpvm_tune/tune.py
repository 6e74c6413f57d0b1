"""Development-time tuning (ApproxTuner's): measure each knob alone on each
operation, predict every configuration from those measurements (models.py),
search the predicted Pareto front exactly (search.py), and validate the
candidates by running them for real; the validated Pareto front of those
whose loss meets the goal (its bound, metrics.Accuracy.loss_bound, where
the metric has a confidence) is the curve."""

import math

from . import knobs as knobs_mod
from . import models, search
from .curve import Curve, Point
from .metrics import MetricError, psnr, psnr_loss, read_floats
from .program import RunError


def space_size(profile):
    size = 1
    for op in profile.ops:
        size *= len(profile.knobs(op))
    return size


class Tuner:
    def __init__(self, program, metric, log, model="qos", cost="model",
                 allowed=None, validate=8, rounds=2, slack=1.2, repeat=3):
        self.program, self.metric, self.log = program, metric, log
        self.model_kind, self.cost_kind = model, cost
        self.allowed, self.validate, self.rounds = allowed, validate, rounds
        self.slack, self.repeat = slack, repeat
        self.measured = {}  # frozen config -> (speedup, quality, loss)

    def quality_of(self, run):
        """run's quality and its loss against the exact run."""
        outcome = self.metric.outcome(run.stdout, run.output_path,
                                      self.reference)
        return outcome.quality, self.metric.loss(outcome, self.exact)

    def measure_exact(self):
        runs = [self.program.run({}) for _ in range(max(1, self.repeat))]
        self.exact_times = self.program.median_op_times(runs)
        self.exact_seconds = sum(self.exact_times.values())
        self.families = runs[0].op_families
        self.work = runs[0].op_work
        self.exact = self.metric.outcome(runs[0].stdout, runs[0].output_path,
                                         None)
        self.reference = runs[0].output_path
        if self.model_kind == "pi1":
            if self.metric.name != "psnr":
                raise MetricError("the pi1 model predicts results: it needs "
                                  "--metric psnr")
            self.exact_output = read_floats(self.reference)
        kind = self.metric.loss_kind(self.exact)
        self.log("exact: quality %.4f, operations %.6f s (%s)%s" % (
            self.exact.quality, self.exact_seconds, ", ".join(self.families),
            "; loss %s" % kind if kind else ""))
        least = self.metric.loss_bound(0.0, self.exact)
        if least > 0:
            self.log("at confidence %g, a configuration that loses no input "
                     "loses at most %.4g points%s" % (
                         self.metric.confidence, least,
                         "" if self.metric.meets(least) else
                         ": no approximation can meet the goal (more "
                         "calibration inputs, or a lower --confidence)"))

    def profile_knobs(self):
        """Each knob alone on each operation: ApproxTuner's per-operation
        profile, the models' input."""
        profile = models.Profile(self.families, self.exact_times, self.work)
        for op, families in self.families.items():
            for knob in knobs_mod.knobs_of(families, self.allowed)[1:]:
                try:
                    run = self.program.run({op: knob}, errors=True)
                    loss = self.quality_of(run)[1]
                    errors = run.errors.get(op, (0.0, 0.0))
                    if self.model_kind == "pi1":
                        out = read_floats(run.output_path)
                        profile.deltas[op][knob] = [
                            float(a) - float(e)
                            for a, e in zip(out, self.exact_output)]
                    seconds = run.op_seconds.get(op, self.exact_times[op])
                except (RunError, MetricError) as e:
                    self.log("  %s %s: rejected (%s)" % (op, knob, e))
                    loss, seconds = math.inf, self.exact_times[op]
                    errors = (math.inf, math.inf)
                profile.add(op, knob, loss, errors, seconds)
                self.log("  %s %s: loss %.4g, L1 error %.4g, L2 error %.4g"
                         % (op, knob, loss, errors[0], errors[1]))
        return profile

    def measure(self, model, config):
        key = frozenset(config.items())
        if key not in self.measured:
            try:
                seconds, run = self.program.time(config, self.repeat
                                                 if self.cost_kind ==
                                                 "measured" else 1)
                quality, loss = self.quality_of(run)
            except (RunError, MetricError) as e:
                self.log("  rejected (%s)" % e)
                seconds, quality, loss = math.inf, -math.inf, math.inf
            speedup = (model.speedup(config) if self.cost_kind == "model"
                       else self.exact_seconds / seconds)
            self.measured[key] = (speedup, quality, loss)
        return self.measured[key]

    def candidates(self, model):
        """Up to validate configurations of the predicted front, spread
        evenly along it from the fastest, that were not measured yet."""
        front = search.additive_front(model.options(),
                                      self.slack * self.metric.max_loss)
        front = [dict(zip(model.profile.ops, knobs))
                 for _cost, _loss, knobs in front]
        front = [c for c in front
                 if model.loss(c) <= self.slack * self.metric.max_loss]
        fresh = [c for c in front if frozenset(c.items()) not in self.measured]
        if len(fresh) <= self.validate:
            return fresh, len(front)
        step = (len(fresh) - 1) / max(1, self.validate - 1)
        return [fresh[round(i * step)] for i in range(self.validate)], \
            len(front)

    def run(self):
        self.measure_exact()
        profile = self.profile_knobs()
        model = models.Model(
            profile, self.model_kind, self.cost_kind,
            (lambda r: psnr_loss(psnr(r, self.exact_output)))
            if self.model_kind == "pi1" else None)
        model.exact_output = getattr(self, "exact_output", None)
        singles = [({op: k}, profile.loss[op][k]) for op in profile.ops
                   for k in profile.knobs(op)
                   if math.isfinite(profile.loss[op][k])]
        model.fit(singles)
        self.log("searched %d configurations with the %s model (alpha %.3g)"
                 % (space_size(profile), self.model_kind, model.alpha))
        measured_pairs = list(singles)
        for round_no in range(self.rounds):
            chosen, front_size = self.candidates(model)
            self.log("round %d: predicted front of %d, validating %d" % (
                round_no + 1, front_size, len(chosen)))
            for config in chosen:
                speedup, quality, loss = self.measure(model, config)
                bound = self.metric.loss_bound(loss, self.exact)
                self.log("  predicted loss %.4g, measured %.4g%s, speedup "
                         "%.3f" % (model.loss(config), loss,
                                   " (at most %.4g)" % bound
                                   if bound != loss else "", speedup))
                if math.isfinite(loss):
                    measured_pairs.append((config, loss))
            model.fit(measured_pairs)
        return self.curve(profile)

    def curve(self, profile):
        points = [Point({}, 1.0, self.exact.quality, 0.0)]
        for key, (speedup, quality, loss) in self.measured.items():
            if self.metric.meets(self.metric.loss_bound(loss, self.exact)):
                config = {op: k for op, k in key if k != knobs_mod.EXACT}
                points.append(Point(config, speedup, quality, loss))
        front = search.pareto_front(points, key=lambda p: (-p.speedup,
                                                           p.loss))
        front.reverse()
        self.log("measured %d runs for a space of %d configurations; %d on "
                 "the curve" % (self.program.count, space_size(profile),
                                len(front)))
        return Curve(self.metric.name, threshold_of(self.metric),
                     self.exact.quality, "model" if self.cost_kind == "model"
                     else "measured", front,
                     self.metric.loss_kind(self.exact))


def threshold_of(metric):
    return getattr(metric, "min_psnr", metric.max_loss)
