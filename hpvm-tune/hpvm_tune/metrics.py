"""End-to-end quality metrics. Each turns one run of the program into a
quality (higher is better) and a loss against the exact program's run
(lower is better, 0 for the exact program), and says which losses meet the
goal:

* accuracy: the program prints "accuracy: P%" (computeAccuracy3 does), and
  may print which inputs it got right, "accuracy per input: 1101..." (one
  '1' or '0' per input, in order; the digits programs' --images mode does).
  The loss is in percentage points, the goal a largest loss: with the
  per-input report, the share of all inputs that the exact run got right
  and this one gets wrong (gains on other inputs do not make up for them);
  without it, the exact run's P less this one's. Tuning with a confidence
  C (hpvm-tune tune --confidence) accepts a per-input loss only when the
  rate of lost inputs it bounds with confidence C (upper_rate) is within
  the goal: few calibration inputs prove little.
* psnr: the program writes its result as raw float32 values to the file
  its command names as {output}; quality is the PSNR in dB against the exact
  program's result (the peak is the reference's largest magnitude, as
  hpvm_tensor_psnr), the loss the noise power relative to the peak's,
  10^(-PSNR/10), which adds up over independent errors; the goal a
  smallest PSNR.
* check: a command of the user's, run after the program with {output}
  replaced as for the program, accepts the run (exit status 0: quality 1,
  loss 0) or not (quality 0, loss 1); the goal is a loss of 0.

A metric's outcome() turns a run into an Outcome, its loss() compares one
with the exact run's Outcome, its loss_bound() is the loss that tuning
holds against the goal.
"""

import array
import math
import re
import subprocess

PSNR_CAP = 200.0  # the PSNR of equal results, in curve files


class MetricError(Exception):
    pass


class Outcome:
    """A run's quality and, where the program reports it, which inputs it
    got right (a string of '1' and '0', one per input), else None."""

    def __init__(self, quality, right=None):
        self.quality, self.right = quality, right


def upper_rate(lost, inputs, confidence):
    """The rate of lost inputs that lost of inputs bound with the given
    confidence: the one-sided Clopper-Pearson bound, the rate p at which
    losing at most lost of inputs has probability 1 - confidence."""
    assert 0 <= lost <= inputs and 0 < confidence < 1
    if lost == inputs:
        return 1.0

    def at_most_lost(p):
        return sum(math.exp(math.lgamma(inputs + 1) - math.lgamma(i + 1)
                            - math.lgamma(inputs - i + 1) + i * math.log(p)
                            + (inputs - i) * math.log1p(-p))
                   for i in range(lost + 1))
    low, high = lost / inputs, 1.0  # at_most_lost falls as p grows
    for _ in range(60):
        middle = (low + high) / 2
        if middle > 0 and at_most_lost(middle) > 1 - confidence:
            low = middle
        else:
            high = middle
    return high


class Metric:
    """What metrics share: no kinds of loss, no bound."""

    def loss_kind(self, exact):
        return None

    def loss_bound(self, loss, exact):
        return loss


class Accuracy(Metric):
    name = "accuracy"
    pattern = re.compile(r"accuracy: ([-+0-9.eE]+)%")
    per_input = re.compile(r"accuracy per input: ([01]+)\s*$", re.M)

    def __init__(self, max_loss, confidence=0.0):
        self.max_loss, self.confidence = max_loss, confidence
        self.threshold_text = "max loss %g points" % max_loss

    def outcome(self, stdout, output_path, reference_path):
        found = self.pattern.findall(stdout)
        if not found:
            raise MetricError("the program printed no 'accuracy: P%'")
        right = self.per_input.findall(stdout)
        return Outcome(float(found[-1]), right[-1] if right else None)

    def loss(self, outcome, exact):
        if exact.right is None:
            return exact.quality - outcome.quality
        if outcome.right is None:
            raise MetricError("the program printed no 'accuracy per input: "
                              "...', which the exact run did")
        if len(outcome.right) != len(exact.right):
            raise MetricError("the program reported %d inputs right or "
                              "wrong, the exact run %d"
                              % (len(outcome.right), len(exact.right)))
        lost = sum(e == "1" and r == "0"
                   for e, r in zip(exact.right, outcome.right))
        return 100.0 * lost / len(exact.right)

    def loss_kind(self, exact):
        """How loss() compares runs with the exact one (exact's Outcome):
        "per input" or "net"."""
        return "net" if exact.right is None else "per input"

    def loss_bound(self, loss, exact):
        """A per-input loss (points) as the upper bound, in points, of the
        rate of lost inputs at the metric's confidence; other losses, or
        without a confidence, the loss."""
        if exact.right is None or not self.confidence or \
                not math.isfinite(loss):
            return loss
        inputs = len(exact.right)
        return 100.0 * upper_rate(round(loss * inputs / 100.0), inputs,
                                  self.confidence)

    def meets(self, loss):
        return loss <= self.max_loss + 1e-9


def read_floats(path):
    values = array.array("f")
    with open(path, "rb") as f:
        values.frombytes(f.read())
    return values


def psnr(result, reference):
    """PSNR in dB of result against reference, capped at PSNR_CAP."""
    if len(result) != len(reference) or not reference:
        raise MetricError("the result has %d values, the exact one %d"
                          % (len(result), len(reference)))
    squares = sum((float(r) - float(e)) ** 2
                  for r, e in zip(result, reference))
    peak = max(abs(float(e)) for e in reference)
    if squares == 0 or peak == 0:
        return PSNR_CAP
    return min(PSNR_CAP,
               10 * math.log10(peak * peak / (squares / len(reference))))


def psnr_loss(db):
    """The loss of a PSNR of db: the noise power relative to the peak's."""
    return 10 ** (-db / 10) if db < PSNR_CAP else 0.0


class PSNR(Metric):
    name = "psnr"

    def __init__(self, min_psnr):
        self.min_psnr = min_psnr
        self.max_loss = psnr_loss(min_psnr)
        self.threshold_text = "min PSNR %g dB" % min_psnr

    def outcome(self, stdout, output_path, reference_path):
        if reference_path is None:  # the exact run itself
            return Outcome(PSNR_CAP)
        return Outcome(psnr(read_floats(output_path),
                            read_floats(reference_path)))

    def loss(self, outcome, exact):
        return psnr_loss(outcome.quality)

    def meets(self, loss):
        return loss <= self.max_loss * (1 + 1e-9)


class Check(Metric):
    name = "check"

    def __init__(self, command):
        self.command = command
        self.max_loss = 0.0
        self.threshold_text = "check command '%s'" % command

    def outcome(self, stdout, output_path, reference_path):
        command = self.command.replace("{output}", output_path)
        run = subprocess.run(command, shell=True, input=stdout, text=True,
                             stdout=subprocess.DEVNULL)
        return Outcome(1.0 if run.returncode == 0 else 0.0)

    def loss(self, outcome, exact):
        return 1.0 - outcome.quality

    def meets(self, loss):
        return loss <= 0
