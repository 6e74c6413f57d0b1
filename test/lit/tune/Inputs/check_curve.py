"""Checks a curve written by hpvm-tune, independently of hpvm-tune's code:
its configurations are Pareto-optimal (speedup and loss both strictly
grow), each within the curve's goal (an accuracy loss, or a PSNR), an
accuracy loss the exact quality less the configuration's (net) or, counted
per input, at least that; and, for an accuracy curve, run with
HPVM_TENSOR_CURVE and HPVM_TENSOR_SPEEDUP choosing it, the program (the
command after the curve) prints the accuracy the curve records for it.

    python3 check_curve.py CURVE [PROGRAM ARGS...]
"""
import os
import re
import subprocess
import sys

path, command = sys.argv[1], sys.argv[2:]
text = open(path).read()
header = re.search(r"# hpvm-tune curve: metric (\w+), threshold (\S+), "
                   r"exact quality ([^\s,]+)(, loss per input)?", text)
metric, per_input = header.group(1), header.group(4) is not None
threshold, exact = float(header.group(2)), float(header.group(3))
points = re.findall(r"^configuration (\S+) (\S+)\n# loss (\S+)$", text, re.M)
if not points:
    sys.exit("no configuration in %s" % path)
previous = None
for i, (speedup, quality, loss) in enumerate(points):
    s, q, l = float(speedup), float(quality), float(loss)
    net = exact - q
    within = (q >= threshold if metric == "psnr" else
              l <= threshold + 1e-9 and
              (l > net - 1e-6 if per_input else abs(net - l) < 1e-6))
    if not within:
        sys.exit("configuration %d: quality %g, loss %g, goal %g"
                 % (i, q, l, threshold))
    if previous and not (s > previous[0] and l > previous[1]):
        sys.exit("configuration %d does not extend the front" % i)
    previous = (s, l)
    if metric != "accuracy" or not command:
        continue
    env = dict(os.environ, HPVM_TENSOR_CURVE=path, HPVM_TENSOR_SPEEDUP=speedup)
    out = subprocess.run(command, env=env, capture_output=True, text=True,
                         check=True).stdout
    got = float(re.findall(r"accuracy: (\S+)%", out)[-1])
    if abs(got - q) > 0.005:
        sys.exit("configuration %d: the program's accuracy is %g, the "
                 "curve's %g" % (i, got, q))
    print("configuration %d: honoured" % i)
print("%d configurations, Pareto-optimal, within %s %g"
      % (len(points), "a PSNR of" if metric == "psnr" else "a loss of",
         threshold))
