"""Runs the program under tuning with a configuration of knobs, through the
tensor runtime's environment (docs/tensors.md, docs/tuning.md):
HPVM_TENSOR_CONFIG gives the knobs, HPVM_TENSOR_PROFILE collects each
operation's time and knob families, HPVM_TENSOR_ERRORS=1 each approximated
operation's relative L1 and L2 errors."""

import os
import re
import shutil
import statistics
import subprocess
import tempfile

ERROR_LINE = re.compile(
    r"^hpvm-tensor: (\S+): L1 error (\S+), L2 error (\S+) \(", re.M)


class RunError(Exception):
    pass


class Run:
    """One run's result: the operations' total time, per-operation times
    and knob families, (L1, L2) errors, the program's output and the path
    of the result file it wrote ({output})."""

    def __init__(self, op_seconds, op_work, op_families, errors, stdout,
                 output_path):
        self.op_seconds, self.op_work = op_seconds, op_work
        self.op_families = op_families
        self.errors, self.stdout = errors, stdout
        self.output_path = output_path

    @property
    def seconds(self):
        return sum(self.op_seconds.values())


def write_config(path, config):
    with open(path, "w") as f:
        for op, knob in sorted(config.items()):
            if knob != "fp32":
                f.write("%s %s\n" % (op, knob))


def read_profile(path):
    """Per operation: seconds, multiply-adds of a run, knob families."""
    seconds, work, families = {}, {}, {}
    with open(path) as f:
        for line in f:
            op, _runs, secs, ops, knobs = line.split()
            seconds[op], work[op] = float(secs), float(ops)
            families[op] = knobs.split(",")
    return seconds, work, families


class Program:
    """The command (a list of words; "{output}" in one is replaced by a
    result file per run) and a scratch folder."""

    def __init__(self, command, verbose=False):
        self.command, self.verbose = list(command), verbose
        self.scratch = tempfile.mkdtemp(prefix="hpvm-tune-")
        self.count = 0

    def close(self):
        shutil.rmtree(self.scratch, ignore_errors=True)

    def run(self, config, errors=False):
        """Runs once under config (op -> knob); raises RunError when the
        program fails or writes no profile."""
        self.count += 1
        base = os.path.join(self.scratch, "run%d" % self.count)
        env = dict(os.environ)
        env["HPVM_TENSOR_CONFIG"] = base + ".config"
        env["HPVM_TENSOR_PROFILE"] = base + ".profile"
        env.pop("HPVM_TENSOR_CURVE", None)
        if errors:
            env["HPVM_TENSOR_ERRORS"] = "1"
        else:
            env.pop("HPVM_TENSOR_ERRORS", None)
        write_config(base + ".config", config)
        output = base + ".out"
        words = [w.replace("{output}", output) for w in self.command]
        done = subprocess.run(words, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RunError("'%s' exited with status %d: %s" % (
                " ".join(words), done.returncode, done.stderr.strip()[-400:]))
        if not os.path.exists(base + ".profile"):
            raise RunError("'%s' ran no tensor operation (no profile)"
                           % " ".join(words))
        seconds, work, families = read_profile(base + ".profile")
        errors = {m.group(1): (float(m.group(2)), float(m.group(3)))
                  for m in ERROR_LINE.finditer(done.stderr)}
        return Run(seconds, work, families, errors, done.stdout, output)

    def time(self, config, repeat):
        """The median total operation time of repeat runs, and the first
        run (for its quality)."""
        runs = [self.run(config) for _ in range(max(1, repeat))]
        return statistics.median(r.seconds for r in runs), runs[0]

    def median_op_times(self, runs):
        ops = runs[0].op_seconds
        return {op: statistics.median(r.op_seconds.get(op, 0.0) for r in runs)
                for op in ops}
