#!/usr/bin/env python3
"""difftest.py - differential testing of hpvmcc on random pragma programs.

Each program (generator.py) is compiled by plain clang++ (pragmas ignored:
the sequential meaning) and by hpvmcc for each target; both are run and
their outputs compared. Outcomes:

  pass       every target built and printed what the sequential build printed
  rejected   hpvmcc refused the program with located errors in the source
  bug        crash (signal, assertion, LLVM ERROR, PLEASE submit a bug
             report), an error located in a generated file, a failed build
             without a located error, a run that crashes or hangs, or
             different output
  gen-error  the sequential build failed: a bug of the generator

Failing programs are kept in OUT/bugs/ with the logs, and reduced
(reduce.py) unless --no-reduce. See docs/testing.md.

GPU: --gpu-build OUT compiles for --hpvm-targets=gpu into OUT/bin with the
sequential outputs in OUT/expected; on a GPU machine `OUT/run.sh` (or
difftest.py --run-only OUT) runs and compares them.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generator  # noqa: E402
import reduce  # noqa: E402
import render  # noqa: E402
from model import Invalid  # noqa: E402

CRASH = re.compile(r"LLVM ERROR|Assertion .* failed|PLEASE submit a bug report"
                   r"|Stack dump|Segmentation fault|UNREACHABLE")
HPVM_WORDS = re.compile(r"hpvm|node|graph|pragma|section|loop|edge|instance|"
                        r"captur|data region|target|extent|clause|canonical|"
                        r"wait|barrier|local|parallel|scalar|grid")
LOCATED = re.compile(r"^(\S+?):(\d+):(\d+): (error|fatal error): (.*)$", re.M)


class Tools:
    def __init__(self, args):
        self.hpvmcc, self.clangxx = args.hpvmcc, args.clangxx
        self.timeout = args.run_timeout
        self.flags = args.hpvmcc_flags.split()


def sh(cmd, timeout, env=None):
    """(returncode, stdout, stderr); returncode None on timeout."""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout,
                           env=env, errors="replace", text=True)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if e.stdout else ""
        return None, out, "timeout"


def sequential(tools, src, work):
    """The sequential build's output, or None (a generator bug: the
    reason is in work/seq.log)."""
    exe = os.path.join(work, "seq")
    rc, _, err = sh([tools.clangxx, "-O1", "-w", "-Wno-unknown-pragmas",
                     "-std=c++20", src, "-o", exe], 120)
    if rc != 0:
        write(os.path.join(work, "seq.log"), err)
        return None
    rc, out, err = sh([exe], tools.timeout)
    if rc != 0:
        write(os.path.join(work, "seq.log"), "exit %s\n%s" % (rc, err))
        return None
    return out


def compile_hpvm(tools, src, target, exe):
    """(outcome, signature, log): outcome ok, rejected or bug."""
    rc, out, err = sh([tools.hpvmcc, "-O2", "-std=c++20", "-w",
                       "--hpvm-targets=" + target] + tools.flags +
                      [src, "-o", exe], 300)
    log = out + err
    if rc == 0:
        return "ok", None, log
    m = CRASH.search(log)
    if rc is None:
        return "bug", "compile-hang", log
    if m or rc < 0 or rc > 1:
        line = next((ln for ln in log.splitlines() if CRASH.search(ln)),
                    "signal %s" % rc)
        return "bug", "crash: " + normalize(line), log
    errors = LOCATED.findall(log)
    if not errors:
        return "bug", "fails without a located error: " + normalize(
            (log.strip().splitlines() or ["?"])[-1]), log
    base = os.path.basename(src)
    elsewhere = [e for e in errors if os.path.basename(e[0]) != base]
    if elsewhere:
        return "bug", "error in generated code: " + normalize(
            elsewhere[0][4]), log
    internal = [e for e in errors if "__hpvm_" in e[4]]
    if internal:
        return "bug", "error naming generated code: " + normalize(
            internal[0][4]), log
    # An error in the source that is not about the pragma language is
    # clang's, on the rewritten code (#line maps it back): plain clang++
    # compiled the same code.
    foreign = [e for e in errors if not HPVM_WORDS.search(e[4])]
    if foreign:
        return "bug", "clang error in rewritten code: " + normalize(
            foreign[0][4]), log
    return "rejected", normalize(errors[0][4]), log


def normalize(line):
    """A message without numbers, names of the program and paths."""
    line = re.sub(r"/\S+/", "", line)
    line = re.sub(r"'[^']*'", "'X'", line)
    return re.sub(r"\d+", "N", line).strip()[:160]


def run_exe(tools, exe, env_extra=None):
    env = dict(os.environ)
    env.update(env_extra or {})
    rc, out, err = sh([exe], tools.timeout, env)
    return rc, out, err


def check_target(tools, src, target, work, expected):
    """(outcome, signature, log) of one target."""
    exe = os.path.join(work, "hpvm-" + target)
    outcome, sig, log = compile_hpvm(tools, src, target, exe)
    if outcome != "ok":
        return outcome, sig, log
    for env in ({}, {"HPVM_NUM_THREADS": "1"}):
        rc, out, err = run_exe(tools, exe, env)
        if rc is None:
            return "bug", "hang", err
        if rc != 0:
            return "bug", "run fails (exit %s): %s" % (
                rc, normalize((err.strip().splitlines() or [""])[-1])), err
        if out != expected:
            return "bug", "wrong output", diff(expected, out)
    return "pass", None, ""


def diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    out = []
    for x, y in zip(la, lb):
        if x != y:
            xs, ys = x.split(), y.split()
            bad = [i for i in range(min(len(xs), len(ys))) if xs[i] != ys[i]]
            out.append("%s: %d differ, first at %d: want %s got %s" % (
                xs[0] if xs else "?", len(bad), bad[0] if bad else -1,
                xs[bad[0]] if bad else "", ys[bad[0]] if bad else ""))
    if len(la) != len(lb):
        out.append("%d lines expected, %d printed" % (len(la), len(lb)))
    return "\n".join(out)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def test_program(tools, prog, targets, work):
    """{target: (outcome, sig, log)}, or None if the sequential build
    fails; the source is work/prog.cpp."""
    src = os.path.join(work, "prog.cpp")
    write(src, render.render(prog))
    expected = sequential(tools, src, work)
    if expected is None:
        return None
    return {t: check_target(tools, src, t, work, expected) for t in targets}


def parse_features(spec):
    feats = set(generator.DEFAULT)
    for part in filter(None, spec.split(",")):
        if part == "all":
            feats = set(generator.FEATURES)
        elif part == "none":
            feats = set()
        elif part.lstrip("+-") not in generator.FEATURES:
            sys.exit("difftest: unknown feature '%s'; known: %s" % (
                part, ", ".join(sorted(generator.FEATURES))))
        elif part.startswith("-"):
            feats.discard(part[1:])
        else:
            feats.add(part.lstrip("+"))
    return feats


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--time-budget", type=float, default=0,
                    help="stop starting programs after SECONDS (0: none)")
    ap.add_argument("--targets", default="cpu,vector")
    ap.add_argument("--features", default="",
                    help="comma list: all, none, FEATURE, +FEATURE, -FEATURE "
                    "(default: %s)" % ",".join(sorted(generator.DEFAULT)))
    ap.add_argument("--hpvmcc", default="build/bin/hpvmcc")
    ap.add_argument("--hpvmcc-flags", default="")
    ap.add_argument("--clangxx", default="clang++-19")
    ap.add_argument("--out", default="difftest-out")
    ap.add_argument("--run-timeout", type=float, default=20)
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--reduce-budget", type=float, default=300,
                    help="seconds spent reducing one failing program")
    ap.add_argument("--gpu-build", action="store_true",
                    help="build for the gpu target into OUT, run elsewhere")
    ap.add_argument("--run-only", metavar="DIR",
                    help="run the programs of a --gpu-build folder")
    ap.add_argument("--list-features", action="store_true")
    args = ap.parse_args()
    if args.list_features:
        for f, what in sorted(generator.FEATURES.items()):
            print("%-15s %s%s" % (f, what, "" if f in generator.DEFAULT
                                  else "  [off by default]"))
        return 0
    if args.run_only:
        return run_only(args.run_only, args.run_timeout)
    feats = parse_features(args.features)
    tools = Tools(args)
    if args.gpu_build:
        return gpu_build(tools, args, feats)
    return campaign(tools, args, feats)


def campaign(tools, args, feats):
    os.makedirs(args.out, exist_ok=True)
    targets = args.targets.split(",")
    start = time.time()
    counts = {"pass": 0, "rejected": 0, "bug": 0, "gen-error": 0}
    bugs, rejections, reduced = {}, {}, set()
    n = 0
    for seed in range(args.seed, args.seed + args.count):
        if args.time_budget and time.time() - start > args.time_budget:
            break
        n += 1
        work = os.path.join(args.out, "work")
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        prog = generator.generate(seed, feats)
        res = test_program(tools, prog, targets, work)
        if res is None:
            counts["gen-error"] += 1
            keep(work, os.path.join(args.out, "gen-errors", str(seed)))
            print("seed %d: gen-error" % seed, flush=True)
            continue
        outcomes = [o for o, _, _ in res.values()]
        verdict = ("bug" if "bug" in outcomes else
                   "rejected" if "rejected" in outcomes else "pass")
        counts[verdict] += 1
        for t, (o, sig, log) in res.items():
            if o == "rejected":
                rejections.setdefault(sig, []).append(seed)
                if len(rejections[sig]) <= 3:
                    dest = os.path.join(args.out, "rejected", str(seed))
                    keep(work, dest)
                    write(os.path.join(dest, "log.txt"), log)
            if o != "bug":
                continue
            bugs.setdefault(sig, []).append("%d/%s" % (seed, t))
            dest = os.path.join(args.out, "bugs", "%d-%s" % (seed, t))
            keep(work, dest)
            write(os.path.join(dest, "log.txt"), sig + "\n\n" + log)
            print("seed %d %s: BUG %s" % (seed, t, sig), flush=True)
            if not args.no_reduce and sig not in reduced:
                reduced.add(sig)
                small = reduce.reduce(
                    prog, lambda p: signature(tools, p, t, work), sig,
                    args.reduce_budget)
                write(os.path.join(dest, "reduced.cpp"), render.render(small))
                print("  reduced: %s/reduced.cpp" % dest, flush=True)
        if verdict != "bug":
            print("seed %d: %s" % (seed, verdict), flush=True)
    shutil.rmtree(os.path.join(args.out, "work"), ignore_errors=True)
    summary = {"programs": n, "seconds": round(time.time() - start),
               "targets": targets, "features": sorted(feats),
               "first_seed": args.seed, **counts,
               "bugs": bugs, "rejections": rejections}
    write(os.path.join(args.out, "summary.json"),
          json.dumps(summary, indent=1) + "\n")
    print("difftest: %d programs in %ds: %d pass, %d rejected, %d bug, "
          "%d gen-error" % (n, summary["seconds"], counts["pass"],
                            counts["rejected"], counts["bug"],
                            counts["gen-error"]))
    for sig, where in sorted(bugs.items()):
        print("  bug %s: %s" % (sig, " ".join(where[:8])))
    for sig, seeds in sorted(rejections.items()):
        print("  rejected %s: %d programs" % (sig, len(seeds)))
    return 1 if counts["bug"] or counts["gen-error"] else 0


def signature(tools, prog, target, work):
    """The failure signature of a candidate, None if it has no sequential
    meaning any more (or passes)."""
    try:
        res = test_program(tools, prog, [target], work)
    except Invalid:
        return None
    if res is None:
        return None
    outcome, sig, _ = res[target]
    return sig if outcome == "bug" else None


def keep(work, dest):
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    for f in os.listdir(work):
        if f.endswith((".cpp", ".log")):
            shutil.copy(os.path.join(work, f), dest)


RUN_SH = r"""#!/usr/bin/env bash
# Runs the gpu builds of difftest programs with HPVM_REQUIRE_GPU=1 and
# compares their output with the sequential builds'.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
pass=0 fail=0
for exe in bin/*; do
  name=$(basename "$exe")
  if HPVM_REQUIRE_GPU=1 timeout 60 "./$exe" > "got/$name.out" 2> "got/$name.err" &&
     cmp -s "got/$name.out" "expected/$name.out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); echo "FAIL: $name (source src/$name.cpp)"
    head -3 "got/$name.err"
  fi
done
echo "difftest gpu: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
"""


def gpu_build(tools, args, feats):
    out = args.out
    shutil.rmtree(out, ignore_errors=True)
    for d in ("bin", "expected", "src", "got", "lib", "work"):
        os.makedirs(os.path.join(out, d))
    for lib in ("/usr/lib/llvm-19/lib/libomp.so.5",):
        if os.path.exists(lib):
            shutil.copy(lib, os.path.join(out, "lib"))
    start, built, other = time.time(), 0, {}
    work = os.path.join(out, "work")
    for seed in range(args.seed, args.seed + args.count):
        if args.time_budget and time.time() - start > args.time_budget:
            break
        prog = generator.generate(seed, feats)
        src = os.path.join(out, "src", "%d.cpp" % seed)
        write(src, render.render(prog))
        expected = sequential(tools, src, work)
        if expected is None:
            other.setdefault("gen-error", []).append(seed)
            continue
        outcome, sig, log = compile_hpvm(
            tools, src, "gpu", os.path.join(out, "bin", str(seed)))
        if outcome != "ok":
            other.setdefault("%s: %s" % (outcome, sig), []).append(seed)
            write(os.path.join(out, "src", "%d.log" % seed), log)
            continue
        write(os.path.join(out, "expected", "%d.out" % seed), expected)
        built += 1
    shutil.rmtree(work)
    write(os.path.join(out, "run.sh"), RUN_SH)
    os.chmod(os.path.join(out, "run.sh"), 0o755)
    print("difftest gpu-build: %d programs built into %s" % (built, out))
    for what, seeds in sorted(other.items()):
        print("  %s: %s" % (what, " ".join(map(str, seeds[:10]))))
    return 1 if any(k.startswith(("bug", "gen-error")) for k in other) else 0


def run_only(folder, timeout):
    env = dict(os.environ, HPVM_REQUIRE_GPU="1")
    lib = os.path.join(folder, "lib")
    env["LD_LIBRARY_PATH"] = lib + ":" + env.get("LD_LIBRARY_PATH", "")
    passed, failed = 0, []
    for name in sorted(os.listdir(os.path.join(folder, "bin"))):
        rc, out, err = sh([os.path.join(folder, "bin", name)], timeout, env)
        with open(os.path.join(folder, "expected", name + ".out")) as f:
            want = f.read()
        if rc == 0 and out == want:
            passed += 1
            continue
        why = ("hang" if rc is None else "exit %d" % rc if rc else
               "wrong output: " + diff(want, out).splitlines()[0])
        failed.append(name)
        print("FAIL: %s (src/%s.cpp): %s" % (name, name, why))
        if err.strip():
            print("  " + err.strip().splitlines()[-1])
    print("difftest gpu: %d passed, %d failed" % (passed, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
