"""ApproxTuner's predictive models of a configuration's quality loss, from
measurements of each knob alone on each operation (its per-operation
profile):

* "qos" (ApproxTuner's Pi2): the end-to-end quality loss each knob causes
  alone; a configuration loses alpha times the sum of its knobs' losses.
* "l1", "l2" (ApproxHPVM's): the relative L1 (L2) error each knob adds to
  its operation's result; a configuration loses alpha times the sum of its
  knobs' errors.

* "pi1" (ApproxTuner's Pi1, for results compared by PSNR): the change each
  knob alone makes to the program's result; a configuration's result is
  predicted as the exact one plus the sum of its knobs' changes, and its
  loss computed from that. The front to choose candidates from is the qos
  model's, filtered by this prediction.

alpha is fitted on configurations measured for real (least squares through
the origin); it starts at 1. Costs ("model") are hardware-independent, as
ApproxTuner's at development time: each operation's multiply-adds (the
runtime's profile) times the share of them its knob keeps (knobs.py); or
("measured") the operation's measured time under each knob.
"""

from . import knobs as knobs_mod


class Profile:
    """What was measured of each knob alone: per operation, per knob, the
    end-to-end quality loss, the operation's relative L1 and L2 errors and
    its time."""

    def __init__(self, ops, exact_times, work):
        self.ops = list(ops)                 # operation names, in run order
        self.exact_times = dict(exact_times)  # op -> seconds, exact
        self.work = dict(work)               # op -> multiply-adds, exact
        self.loss = {op: {knobs_mod.EXACT: 0.0} for op in self.ops}
        self.l1 = {op: {knobs_mod.EXACT: 0.0} for op in self.ops}
        self.l2 = {op: {knobs_mod.EXACT: 0.0} for op in self.ops}
        self.time = {op: {knobs_mod.EXACT: self.exact_times[op]}
                     for op in self.ops}
        self.deltas = {op: {} for op in self.ops}  # pi1: result changes

    def add(self, op, knob, loss, errors, seconds):
        self.loss[op][knob] = loss
        self.l1[op][knob], self.l2[op][knob] = errors
        self.time[op][knob] = seconds

    def knobs(self, op):
        return list(self.loss[op])


class Model:
    """Predicted cost and loss of each (operation, knob), and of a whole
    configuration (a dict op -> knob) as their sums."""

    def __init__(self, profile, kind="qos", cost="model", output_loss=None):
        """output_loss (pi1) turns a predicted result into a loss."""
        if kind not in ("qos", "l1", "l2", "pi1"):
            raise ValueError("unknown quality model '%s'" % kind)
        if cost not in ("model", "measured"):
            raise ValueError("unknown cost model '%s'" % cost)
        if kind == "pi1" and output_loss is None:
            raise ValueError("the pi1 model needs results to compare")
        self.profile, self.kind, self.cost_kind = profile, kind, cost
        self.output_loss, self.exact_output = output_loss, None
        self.alpha = 1.0

    def op_loss(self, op, knob):
        table = {"qos": self.profile.loss, "l1": self.profile.l1,
                 "l2": self.profile.l2, "pi1": self.profile.loss}[self.kind]
        return max(0.0, table[op][knob])  # an improvement hides no loss

    def op_cost(self, op, knob):
        if self.cost_kind == "measured":
            return self.profile.time[op][knob]
        return self.profile.work[op] * knobs_mod.work_fraction(knob)

    def raw_loss(self, config):
        return sum(self.op_loss(op, config.get(op, knobs_mod.EXACT))
                   for op in self.profile.ops)

    def loss(self, config):
        if self.kind == "pi1":
            return self.perturbed_loss(config)
        return self.alpha * self.raw_loss(config)

    def perturbed_loss(self, config):
        """Pi1: the loss of the exact result plus the knobs' changes."""
        result = list(self.exact_output)
        for op, knob in config.items():
            if knob == knobs_mod.EXACT:
                continue
            delta = self.profile.deltas[op].get(knob)
            if delta is None:  # a knob that failed alone
                return float("inf")
            for i, d in enumerate(delta):
                result[i] += d
        return self.output_loss(result)

    def cost(self, config):
        return sum(self.op_cost(op, config.get(op, knobs_mod.EXACT))
                   for op in self.profile.ops)

    def speedup(self, config):
        exact = {}
        return self.cost(exact) / self.cost(config)

    def options(self):
        """Per operation, its (knob, cost, alpha * loss) choices."""
        return [[(k, self.op_cost(op, k), self.alpha * self.op_loss(op, k))
                 for k in self.profile.knobs(op)]
                for op in self.profile.ops]

    def fit(self, measured):
        """Fits alpha to measured (config, real loss) pairs: the least
        squares line through the origin of real loss against the summed
        prediction. Keeps alpha when nothing was predicted to lose, and with
        pi1, which predicts results rather than losses."""
        if self.kind == "pi1":
            return self.alpha
        num = sum(self.raw_loss(c) * max(0.0, real) for c, real in measured)
        den = sum(self.raw_loss(c) ** 2 for c, _ in measured)
        if den > 0 and num > 0:
            self.alpha = num / den
        return self.alpha
