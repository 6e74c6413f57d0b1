"""End-to-end quality metrics. Each turns one run of the program into a
quality (higher is better) and a loss against the exact program's run
(lower is better, 0 for the exact program), and says which losses meet the
goal:

* accuracy: the program prints "accuracy: P%" (computeAccuracy3 does); the
  loss is in percentage points, the goal a largest loss.
* psnr: the program writes its result as raw float32 values to the file
  its command names as {output}; quality is the PSNR in dB against the exact
  program's result (the peak is the reference's largest magnitude, as
  hpvm_tensor_psnr), the loss the noise power relative to the peak's,
  10^(-PSNR/10), which adds up over independent errors; the goal a
  smallest PSNR.
* check: a command of the user's, run after the program with {output}
  replaced as for the program, accepts the run (exit status 0: quality 1,
  loss 0) or not (quality 0, loss 1); the goal is a loss of 0.
"""

import array
import math
import re
import subprocess

PSNR_CAP = 200.0  # the PSNR of equal results, in curve files


class MetricError(Exception):
    pass


class Accuracy:
    name = "accuracy"
    pattern = re.compile(r"accuracy: ([-+0-9.eE]+)%")

    def __init__(self, max_loss):
        self.max_loss = max_loss
        self.threshold_text = "max loss %g points" % max_loss

    def quality(self, stdout, output_path, reference_path):
        found = self.pattern.findall(stdout)
        if not found:
            raise MetricError("the program printed no 'accuracy: P%'")
        return float(found[-1])

    def loss(self, quality, exact_quality):
        return exact_quality - quality

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


class PSNR:
    name = "psnr"

    def __init__(self, min_psnr):
        self.min_psnr = min_psnr
        self.max_loss = 10 ** (-min_psnr / 10)
        self.threshold_text = "min PSNR %g dB" % min_psnr

    def quality(self, stdout, output_path, reference_path):
        if reference_path is None:  # the exact run itself
            return PSNR_CAP
        return psnr(read_floats(output_path), read_floats(reference_path))

    def loss(self, quality, exact_quality):
        return 10 ** (-quality / 10) if quality < PSNR_CAP else 0.0

    def meets(self, loss):
        return loss <= self.max_loss * (1 + 1e-9)


class Check:
    name = "check"

    def __init__(self, command):
        self.command = command
        self.max_loss = 0.0
        self.threshold_text = "check command '%s'" % command

    def quality(self, stdout, output_path, reference_path):
        command = self.command.replace("{output}", output_path)
        run = subprocess.run(command, shell=True, input=stdout, text=True,
                             stdout=subprocess.DEVNULL)
        return 1.0 if run.returncode == 0 else 0.0

    def loss(self, quality, exact_quality):
        return 1.0 - quality

    def meets(self, loss):
        return loss <= 0
