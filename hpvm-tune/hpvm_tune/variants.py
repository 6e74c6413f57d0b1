"""Code-variant tuning (Tangram's idea): a program has integer parameters
with candidate values (a tile size, the index of one of several
implementations), given to its build as words {NAME} in a build command,
or to its run (an argument, an environment variable) in the run command;
the tuner builds (when there is a build command) and times candidates and
keeps the fastest. Or the choices are the program's own: the graphs with
variant(...) and the variables with tunable(...) that the compiled program
lists (HPVM_LIST_VARIANTS=1), given to its runs as HPVM_VARIANTS, without
rebuilding (docs/variants.md). The search is
exhaustive when the space has at most max_builds points, else coordinate
descent: from the first value of each parameter, try every value of one
parameter with the others fixed, keep the best, go on to the next, and
repeat until a whole pass improves nothing."""

import itertools
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time


class VariantError(Exception):
    pass


def parse_param(text):
    """NAME=v1,v2,... into (NAME, [ints])."""
    m = re.fullmatch(r"(\w+)=(-?\d+(?:,-?\d+)*)", text)
    if not m:
        raise VariantError("'%s' is not NAME=v1,v2,... (integers)" % text)
    return m.group(1), [int(v) for v in m.group(2).split(",")]


def exhaustive(params, cost):
    """The point of params (a list of (name, values)) of least cost."""
    names = [n for n, _ in params]
    points = [dict(zip(names, combo))
              for combo in itertools.product(*(v for _, v in params))]
    return min(points, key=cost)


def coordinate_descent(params, cost):
    best = {name: values[0] for name, values in params}
    best_cost = cost(best)
    improved = True
    while improved:
        improved = False
        for name, values in params:
            for v in values:
                if v == best[name]:
                    continue
                trial = dict(best, **{name: v})
                c = cost(trial)
                if c < best_cost:
                    best, best_cost, improved = trial, c, True
    return best


def search(params, cost, max_builds, canonical=None):
    """Exhaustive up to max_builds distinct points: points that canonical
    makes one (the tunables or node variants of a variant a point does not
    choose do not count) are one."""
    size = 1
    for _, values in params:
        size *= len(values)
    if canonical and max_builds < size <= 100000:
        names = [n for n, _ in params]
        size = len({tuple(sorted(canonical(dict(zip(names, combo))).items()))
                    for combo in itertools.product(*(v for _, v in params))})
    if size <= max_builds:
        return exhaustive(params, cost)
    return coordinate_descent(params, cost)


def list_program(command):
    """The program's variant groups and tunables as (key, [values]), in the
    order it lists them: a variant group's values are its variant names (the
    first is the default), a tunable's its candidate integers, as text; and,
    for each tunable of a variant graph, (its graph, that variant)."""
    env = dict(os.environ, HPVM_LIST_VARIANTS="1")
    env.pop("HPVM_VARIANTS", None)
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    lines = done.stdout.splitlines()
    if done.returncode != 0 or not lines or lines[0] != "hpvm-variants":
        raise VariantError("'%s' does not list variants (is it built by "
                           "hpvmcc with variant(...) or tunable(...) "
                           "clauses?)" % " ".join(command))
    params, scopes = [], {}
    for line in lines[1:]:
        kind, key, values, *variant = line.split(" ")
        if key not in (k for k, _ in params):
            params.append((key, values.split(",")))
        if variant:
            scopes[key] = (key.split(".")[0], variant[0])
    return params, scopes


def relevant(point, scopes):
    """point without the tunables of variants it does not choose: points
    that differ only there are one configuration, measured once."""
    return {k: v for k, v in point.items()
            if k not in scopes or point.get(scopes[k][0]) == scopes[k][1]}


def config_text(point):
    """A point as HPVM_VARIANTS takes it."""
    return ";".join("%s=%s" % kv for kv in sorted(point.items()))


def substitute(words, point, exe):
    out = []
    for w in words:
        for name, value in point.items():
            w = w.replace("{%s}" % name, str(value))
        out.append(w.replace("{exe}", exe))
    return out


class Timer:
    """Builds and times one point: the run's wall time, or the number the
    time pattern finds in its output; the median of repeat runs. A point
    that does not build or run costs infinity. Each point is measured
    once."""

    def __init__(self, build, run, repeat, pattern, log, configure=False,
                 canonical=dict):
        """With configure, a point is given to the run as HPVM_VARIANTS (the
        empty point: none, the program's defaults); canonical(point) is the
        configuration a point stands for."""
        self.build, self.run, self.repeat = build, run, repeat
        self.configure, self.canonical = configure, canonical
        self.pattern = re.compile(pattern) if pattern else None
        self.log, self.seen = log, {}
        self.scratch = tempfile.mkdtemp(prefix="hpvm-tune-variants-")

    def close(self):
        shutil.rmtree(self.scratch, ignore_errors=True)

    def once(self, words, point):
        env = dict(os.environ)
        env.pop("HPVM_VARIANTS", None)
        if self.configure and point:
            env["HPVM_VARIANTS"] = config_text(point)
        start = time.perf_counter()
        done = subprocess.run(words, capture_output=True, text=True, env=env)
        took = time.perf_counter() - start
        if done.returncode != 0:
            return None
        if self.pattern is None:
            return took
        found = self.pattern.findall(done.stdout)
        return float(found[-1]) if found else None

    def __call__(self, point):
        point = self.canonical(point)
        key = tuple(sorted(point.items()))
        if key in self.seen:
            return self.seen[key]
        exe = "%s/v%d" % (self.scratch, len(self.seen))
        built = subprocess.run(substitute(self.build, point, exe),
                               capture_output=True, text=True) \
            if self.build else subprocess.CompletedProcess([], 0)
        times = []
        if built.returncode == 0:
            times = [self.once(substitute(self.run, point, exe), point)
                     for _ in range(max(1, self.repeat))]
        if built.returncode != 0 or None in times:
            cost = float("inf")
            why = "does not build" if built.returncode else "fails"
            self.log("  %s: %s" % (fmt(point), why))
        else:
            cost = statistics.median(times)
            self.log("  %s: %.6g" % (fmt(point), cost))
        self.seen[key] = cost
        return cost


def interleaved(timer, points, rounds):
    """The medians of points measured in rounds over all of them, so that a
    change of the machine's load (others' jobs starting or ending while the
    search goes on) weighs on all alike; a failed run costs infinity."""
    times = [[] for _ in points]
    for _ in range(max(1, rounds)):
        for i, point in enumerate(points):
            point = timer.canonical(point)
            t = timer.once(substitute(timer.run, point, ""), point)
            times[i].append(float("inf") if t is None else t)
    return [statistics.median(t) for t in times]


def fmt(point):
    if not point:
        return "(defaults)"
    return " ".join("%s=%s" % kv for kv in sorted(point.items()))


def write(path, point, cost, what, separator=" "):
    with open(path, "w") as f:
        f.write("# hpvm-tune variants: %s %.6g\n" % (what, cost))
        for name, value in sorted(point.items()):
            f.write("%s%s%s\n" % (name, separator, value))
