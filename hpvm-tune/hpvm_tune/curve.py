"""The curve file shipped with a tuned program, which the tensor runtime
reads (runtime/tensor/tuning/Curve.h, docs/tuning.md):

    # hpvm-tune curve: metric accuracy, threshold 1.0, exact quality 98.33, loss per input
    # speedups: model
    configuration 1.000000 98.330000
    configuration 1.612903 97.777778
    layer1.0 perf_row_50_1
    ...

Configurations go from the most accurate to the fastest; operations not
named run exactly. The header's comment lines carry what hpvm-tune needs to
re-measure and re-check the curve; an accuracy curve's first line ends with
how its losses were counted ("loss per input" or "loss net",
metrics.Accuracy.loss_kind), which curves written before that was chosen
leave out (they counted net)."""

import csv
import re


class Point:
    def __init__(self, config, speedup, quality, loss):
        self.config = dict(config)  # op -> knob (fp32 ones left out)
        self.speedup, self.quality, self.loss = speedup, quality, loss


class Curve:
    def __init__(self, metric, threshold, exact_quality, speed, points,
                 loss_kind=None):
        self.metric, self.threshold = metric, threshold
        self.exact_quality, self.speed = exact_quality, speed
        self.points = list(points)
        self.loss_kind = loss_kind  # accuracy: "per input" or "net"


HEADER = re.compile(r"# hpvm-tune curve: metric (\w+), threshold (\S+), "
                    r"exact quality ([^\s,]+)(?:, loss (per input|net))?")
SPEED = re.compile(r"# speedups: (.*)")
LOSS = re.compile(r"# loss (\S+)")


def loss_suffix(kind):
    """", loss KIND" for an accuracy curve's loss kind, "" for None."""
    return ", loss " + kind if kind else ""


def write(path, curve):
    with open(path, "w") as f:
        f.write("# hpvm-tune curve: metric %s, threshold %r, exact quality "
                "%r%s\n" % (curve.metric, curve.threshold, curve.exact_quality,
                            loss_suffix(curve.loss_kind)))
        f.write("# speedups: %s\n" % curve.speed)
        for p in curve.points:
            f.write("configuration %.6f %.6f\n" % (p.speedup, p.quality))
            f.write("# loss %r\n" % p.loss)
            for op, knob in sorted(p.config.items()):
                if knob != "fp32":
                    f.write("%s %s\n" % (op, knob))


def read(path):
    metric = threshold = exact = speed = loss_kind = None
    points = []
    with open(path) as f:
        for line in f:
            words = line.split()
            m = HEADER.match(line)
            if m:
                metric, threshold = m.group(1), float(m.group(2))
                exact, loss_kind = float(m.group(3)), m.group(4)
            elif SPEED.match(line):
                speed = SPEED.match(line).group(1)
            elif LOSS.match(line):
                points[-1].loss = float(LOSS.match(line).group(1))
            elif words and words[0] == "configuration":
                points.append(Point({}, float(words[1]), float(words[2]),
                                    0.0))
            elif len(words) == 2 and not words[0].startswith("#"):
                points[-1].config[words[0]] = words[1]
    if metric is None or not points:
        raise ValueError("%s: not a curve written by hpvm-tune" % path)
    return Curve(metric, threshold, exact, speed, points, loss_kind)


def write_csv(path, curve):
    """One row per configuration: its speedup, quality, loss and knobs."""
    with open(path, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["speedup", "quality", "loss", "knobs"])
        for p in curve.points:
            out.writerow(["%.4f" % p.speedup, "%.4f" % p.quality,
                          "%.6g" % p.loss,
                          " ".join("%s=%s" % kv
                                   for kv in sorted(p.config.items()))])
