"""The curve as a PNG plot, drawn by gnuplot (Debian's gnuplot-nox): speedup
against quality, one labelled point per configuration, joined in order."""

import os
import shutil
import subprocess
import tempfile

from .metrics import PSNR_CAP


class PlotError(Exception):
    pass


def quote(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def shown(curve):
    """The qualities to draw: a PSNR of equal results (PSNR_CAP, infinite)
    10 dB above the others, so that they keep a readable scale."""
    qualities = [p.quality for p in curve.points]
    if curve.metric != "psnr":
        return qualities
    finite = [q for q in qualities if q < PSNR_CAP]
    top = max(finite) + 10 if finite else PSNR_CAP
    return [q if q < PSNR_CAP else top for q in qualities]


def write_png(path, curve, title):
    gnuplot = shutil.which("gnuplot")
    if gnuplot is None:
        raise PlotError("--plot needs gnuplot (Debian: apt-get install "
                        "gnuplot-nox)")
    with tempfile.TemporaryDirectory(prefix="hpvm-tune-plot-") as scratch:
        data = os.path.join(scratch, "curve.dat")
        with open(data, "w") as f:
            for i, (p, q) in enumerate(zip(curve.points, shown(curve))):
                f.write("%r %r %d\n" % (p.speedup, q, i))
        script = "\n".join([
            "set terminal png size 800,500",
            "set output %s" % quote(path),
            "set title %s noenhanced" % quote(title),
            "set xlabel 'speedup (%s)' noenhanced" % curve.speed,
            "set ylabel %s" % quote(
                "PSNR (dB; equal results drawn 10 dB above the rest)"
                if curve.metric == "psnr" else curve.metric),
            "set grid",
            "set key off",
            "plot %s using 1:2 with linespoints pt 7, "
            "'' using 1:2:3 with labels offset 1,1" % quote(data),
            ""])
        run = subprocess.run([gnuplot], input=script, text=True,
                             capture_output=True)
        if run.returncode != 0 or not os.path.exists(path):
            raise PlotError("gnuplot failed: %s" % run.stderr.strip())
