"""Install-time tuning: re-measure a curve's configurations on this machine
and keep those still Pareto-optimal, the exact program among the
candidates; optionally (devices) place operations on the device that runs
them fastest here, with the runtime's fp32_cpu knob (exact, on the CPU even
where there is a GPU), which does not change results beyond float
rounding."""

import statistics

from . import search
from .curve import Point

ON_CPU = "fp32_cpu"
MARGIN = 0.2


def cpu_faster_ops(program, repeat, log):
    """The operations whose exact time here is at least MARGIN lower on the
    CPU (all under fp32_cpu) than where the runtime puts them (all under
    fp32): medians of repeat runs each. (Without a GPU both are the CPU:
    the margin keeps noise from moving anything.)"""
    default = program.median_op_times(
        [program.run({}) for _ in range(max(1, repeat))])
    on_cpu = {op: ON_CPU for op in default}
    cpu = program.median_op_times(
        [program.run(on_cpu) for _ in range(max(1, repeat))])
    faster = [op for op in default
              if cpu.get(op, float("inf")) < (1 - MARGIN) * default[op]]
    log("on the CPU, faster here: %s" % (", ".join(faster) or "none"))
    return faster


def with_ops_on_cpu(point, ops):
    """point's configuration with its exact operations among ops on the
    CPU, or None when it has none."""
    config = dict(point.config)
    moved = [op for op in ops if config.get(op, "fp32") == "fp32"]
    if not moved:
        return None
    for op in moved:
        config[op] = ON_CPU
    return Point(config, point.speedup, point.quality, point.loss)


def remeasure(program, c, repeat, devices, log):
    """c's configurations (plus the exact program, plus, with devices, each
    with its faster-on-the-CPU exact operations moved there) timed here:
    their speedups are replaced with the measured ones and c keeps the
    Pareto-optimal ones."""
    candidates = list(c.points)
    if not any(not p.config for p in candidates):
        candidates.append(Point({}, 1.0, c.exact_quality, 0.0))
    if devices:
        ops = cpu_faster_ops(program, repeat, log)
        candidates += [m for m in (with_ops_on_cpu(p, ops)
                                   for p in list(candidates)) if m]
    # Rounds over all candidates, so that a change of the machine's load
    # weighs on all alike; the exact program's median is the baseline.
    times = [[] for _ in candidates]
    for _ in range(max(1, repeat)):
        for i, p in enumerate(candidates):
            times[i].append(program.run(p.config).seconds)
    medians = [statistics.median(t) for t in times]
    exact = medians[next(i for i, p in enumerate(candidates)
                         if not p.config)]
    for i, p in enumerate(candidates):
        log("configuration %d: speedup %.3f before, %.3f measured" % (
            i, p.speedup, exact / medians[i]))
        p.speedup = exact / medians[i]
    c.points = search.pareto_front(candidates,
                                   key=lambda p: (-p.speedup, p.loss))[::-1]
    return c
