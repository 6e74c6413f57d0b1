"""hpvm-tune's command line (docs/tuning.md, docs/man/hpvm-tune.1)."""

import argparse
import os
import shlex
import socket
import sys
import time

from . import curve as curve_mod
from . import install
from .plot import PlotError, write_png
from .metrics import Accuracy, Check, PSNR, MetricError
from .program import Program, RunError
from .tune import Tuner
from . import variants

USAGE = """hpvm-tune tune [options] -o CURVE -- PROGRAM [ARGS...]
       hpvm-tune measure [options] CURVE -- PROGRAM [ARGS...]
       hpvm-tune evaluate [options] CURVE -- PROGRAM [ARGS...]
       hpvm-tune show CURVE
       hpvm-tune variants --param NAME=v1,v2,... --build CMD -o FILE -- RUN...
       hpvm-tune variants -o FILE -- PROGRAM [ARGS...]"""


def error(message):
    sys.stderr.write("hpvm-tune: error: %s\n" % message)
    sys.exit(1)


def split_command(argv):
    if "--" not in argv:
        return argv, []
    i = argv.index("--")
    return argv[:i], argv[i + 1:]


def metric_args(p):
    p.add_argument("--check", metavar="CMD",
                   help="quality check command (exit 0 accepts a run)")


def make_metric(name, threshold, check, confidence=0.0):
    if name == "accuracy":
        return Accuracy(threshold, confidence)
    if name == "psnr":
        return PSNR(threshold)
    if not check:
        error("the check metric needs --check CMD")
    return Check(check)


def print_curve(c, out=sys.stdout):
    out.write("%-9s %-10s %-10s %s\n" % ("speedup", c.metric, "loss",
                                         "knobs"))
    for p in c.points:
        knobs = ", ".join("%s %s" % kv for kv in sorted(p.config.items()))
        out.write("%-9.3f %-10.4f %-10.4g %s\n" % (
            p.speedup, p.quality, p.loss, knobs or "(exact)"))


def write_reports(opts, c):
    """The CSV and PNG reports the options ask for."""
    if opts.csv:
        curve_mod.write_csv(opts.csv, c)
    if opts.plot:
        write_png(opts.plot, c, "%s: %s" % (os.path.basename(
            getattr(opts, "output", None) or opts.curve), c.metric))


def cmd_tune(opts, command, log):
    if opts.metric == "check" and opts.check is None:
        error("--metric check needs --check CMD")
    if opts.check is not None:
        opts.metric = "check"
    threshold = {"accuracy": opts.max_loss, "psnr": opts.min_psnr,
                 "check": 0}[opts.metric]
    if not 0 <= opts.confidence < 1:
        error("--confidence must be at least 0 and below 1")
    metric = make_metric(opts.metric, threshold, opts.check, opts.confidence)
    allowed = set(opts.knobs.split(",")) if opts.knobs else None
    program = Program(command)
    start = time.time()
    try:
        tuner = Tuner(program, metric, log, model=opts.model, cost=opts.cost,
                      allowed=allowed, validate=opts.validate,
                      rounds=opts.rounds, slack=opts.slack,
                      repeat=opts.repeat)
        c = tuner.run()
    finally:
        program.close()
    log("tuning took %.1f s" % (time.time() - start))
    curve_mod.write(opts.output, c)
    write_reports(opts, c)
    print_curve(c)


def cmd_measure(opts, command, log):
    c = curve_mod.read(opts.curve)
    program = Program(command)
    try:
        install.remeasure(program, c, opts.repeat, opts.devices, log)
    finally:
        program.close()
    c.speed = "measured on %s, %s" % (socket.gethostname(),
                                      time.strftime("%Y-%m-%d"))
    curve_mod.write(opts.output or opts.curve, c)
    write_reports(opts, c)
    print_curve(c)


def cmd_evaluate(opts, command, log):
    c = curve_mod.read(opts.curve)
    metric = make_metric(c.metric, c.threshold, opts.check)
    program = Program(command)
    failed = 0
    try:
        exact_run = program.run({})
        exact = metric.outcome(exact_run.stdout, exact_run.output_path, None)
        print("exact: %s %.4f%s" % (
            c.metric, exact.quality,
            curve_mod.loss_suffix(metric.loss_kind(exact))))
        for i, p in enumerate(c.points):
            run = program.run(p.config)
            outcome = metric.outcome(run.stdout, run.output_path,
                                     exact_run.output_path)
            loss = metric.loss(outcome, exact)
            ok = metric.meets(loss)
            failed += not ok
            print("configuration %d: speedup %.3f, %s %.4f, loss %.4g: %s"
                  % (i, p.speedup, c.metric, outcome.quality, loss,
                     "meets " + metric.threshold_text if ok
                     else "FAILS " + metric.threshold_text))
    finally:
        program.close()
    sys.exit(1 if failed else 0)


def cmd_show(opts, command, log):
    c = curve_mod.read(opts.curve)
    print("metric %s, threshold %g, exact quality %g%s; speedups: %s" % (
        c.metric, c.threshold, c.exact_quality,
        curve_mod.loss_suffix(c.loss_kind), c.speed))
    print_curve(c)
    write_reports(opts, c)


def cmd_program_variants(opts, command, log):
    """The program's own variants and tunables, chosen through HPVM_VARIANTS;
    the best is compared with the program's defaults."""
    if opts.build:
        error("--build needs --param: a program's own variants need no "
              "rebuild")
    params, scopes = variants.list_program(command)
    if not params:
        error("the program has no variant(...) or tunable(...) graphs")
    for key, values in params:
        log("%s: %s%s" % (key, ", ".join(values),
                          " (variant %s)" % scopes[key][1]
                          if key in scopes else ""))
    timer = variants.Timer(
        [], command, opts.repeat, opts.time_regex, log, configure=True,
        canonical=lambda point: variants.relevant(point, scopes))
    try:
        best = variants.relevant(
            variants.search(params, timer, opts.max_builds,
                            lambda point: variants.relevant(point, scopes)),
            scopes)
        # The search measured one configuration after another: the machine's
        # load may have changed meanwhile. The best and the defaults are
        # compared again side by side, and the defaults kept unless beaten.
        rounds = max(3, opts.repeat)
        default, cost = variants.interleaved(timer, [{}, best], rounds)
    finally:
        timer.close()
    if cost == float("inf") or default == float("inf"):
        error("the program fails with its defaults or every configuration")
    log("%s against the defaults, %d interleaved rounds: %.6g, %.6g" % (
        variants.fmt(best), rounds, cost, default))
    if cost >= default:
        best, cost = {}, default
    what = "time" if opts.time_regex is None else "measure"
    variants.write(opts.output, best, cost, what, separator=" = ")
    log("%d configurations measured" % len(timer.seen))
    print("%s (%s %.6g; defaults %.6g: %.2fx)" % (
        variants.fmt(best), what, cost, default, default / cost))
    print("HPVM_VARIANTS=%s" % opts.output)


def cmd_variants(opts, command, log):
    if not opts.param:
        return cmd_program_variants(opts, command, log)
    params = [variants.parse_param(p) for p in opts.param]
    names = {n for n, _ in params}
    if len(names) != len(params):
        error("a parameter is given twice")
    build = shlex.split(opts.build) if opts.build else []
    used = " ".join(build + command)
    for name in names:
        if "{%s}" % name not in used:
            error("{%s} is in neither the build nor the run command" % name)
    timer = variants.Timer(build, command, opts.repeat, opts.time_regex, log)
    try:
        best = variants.search(params, timer, opts.max_builds)
    finally:
        timer.close()
    cost = timer(best)
    if cost == float("inf"):
        error("no variant builds and runs")
    what = "time" if opts.time_regex is None else "measure"
    variants.write(opts.output, best, cost, what)
    log("%d variants measured" % len(timer.seen))
    print("%s (%s %.6g)" % (variants.fmt(best), what, cost))
    print(" ".join(variants.substitute(build, best, "{exe}")))


def parser():
    p = argparse.ArgumentParser(prog="hpvm-tune", usage=USAGE)
    sub = p.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tune", help="development-time tuning")
    t.add_argument("-o", "--output", required=True, help="curve file")
    t.add_argument("--metric", choices=["accuracy", "psnr", "check"],
                   default="accuracy")
    t.add_argument("--max-loss", type=float, default=1.0,
                   help="accuracy: largest loss in points (1)")
    t.add_argument("--min-psnr", type=float, default=30.0,
                   help="psnr: smallest PSNR in dB (30)")
    t.add_argument("--confidence", type=float, default=0.95,
                   help="accuracy per input: the goal holds for the rate "
                   "of lost inputs bounded with this confidence (0.95; "
                   "0: for the calibration inputs only)")
    metric_args(t)
    t.add_argument("--model", choices=["qos", "l1", "l2", "pi1"],
                   default="qos")
    t.add_argument("--cost", choices=["model", "measured"], default="model")
    t.add_argument("--knobs", help="knob families or knobs to try")
    t.add_argument("--validate", type=int, default=8,
                   help="configurations run per round (8)")
    t.add_argument("--rounds", type=int, default=2)
    t.add_argument("--slack", type=float, default=1.2,
                   help="predicted loss allowed, times the goal (1.2)")
    t.add_argument("--repeat", type=int, default=3,
                   help="runs per time measurement (3)")
    t.add_argument("--csv", help="also write the curve as CSV")
    t.add_argument("--plot", help="also plot the curve as PNG (gnuplot)")
    t.add_argument("-q", "--quiet", action="store_true")
    m = sub.add_parser("measure", help="install-time re-measurement")
    m.add_argument("curve")
    m.add_argument("-o", "--output", help="write here (default: CURVE)")
    m.add_argument("--repeat", type=int, default=3)
    m.add_argument("--devices", action="store_true",
                   help="also run exact operations on the CPU where faster")
    m.add_argument("--csv")
    m.add_argument("--plot")
    m.add_argument("-q", "--quiet", action="store_true")
    e = sub.add_parser("evaluate", help="check a curve on other inputs")
    e.add_argument("curve")
    metric_args(e)
    e.add_argument("-q", "--quiet", action="store_true")
    v = sub.add_parser("variants", help="code-variant tuning")
    v.add_argument("--param", action="append",
                   help="NAME=v1,v2,... (integers), {NAME} in --build; "
                   "none: the program's own variant(...) and tunable(...)")
    v.add_argument("--build",
                   help="build command; {NAME} and {exe} replaced (none: "
                   "the run command takes the {NAME}s)")
    v.add_argument("-o", "--output", required=True)
    v.add_argument("--time-regex", help="the run's measure (a number in "
                   "its output, group 1); default: its wall time")
    v.add_argument("--repeat", type=int, default=3)
    v.add_argument("--max-builds", type=int, default=64,
                   help="exhaustive search up to this many points (64)")
    v.add_argument("-q", "--quiet", action="store_true")
    s = sub.add_parser("show", help="print a curve")
    s.add_argument("curve")
    s.add_argument("--csv")
    s.add_argument("--plot")
    s.add_argument("-q", "--quiet", action="store_true")
    return p


def main(argv=None):
    own, command = split_command(sys.argv[1:] if argv is None else argv)
    opts = parser().parse_args(own)
    if opts.command != "show" and not command:
        error("no program to run: give it after '--'")

    def log(message):
        if not opts.quiet:
            sys.stderr.write(message + "\n")
    try:
        {"tune": cmd_tune, "measure": cmd_measure, "evaluate": cmd_evaluate,
         "show": cmd_show, "variants": cmd_variants}[opts.command](
            opts, command, log)
    except (RunError, MetricError, PlotError, variants.VariantError,
            OSError, ValueError) as e:
        error(str(e))
