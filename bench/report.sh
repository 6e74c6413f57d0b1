#!/usr/bin/env bash
# report.sh - the tables of a benchmark run, in Markdown, from the files that
# bench/run.sh or bench/run-gpu.sh left in DIR.
#
#   bench/report.sh --cpu DIR    # ratios against the OpenMP baseline, goals
#   bench/report.sh --gpu DIR    # ratios against the hand-written CUDA one
#
# DIR/samples.tsv: bench, variant, threads, round, seconds (one timed run)
# DIR/checks.tsv:  bench, variant, threads, round, checksum, verified, size
# DIR/not-compiled.txt, DIR/failures.txt, DIR/machine.txt (optional)
# DIR/profile-<program>.txt (--gpu, optional): HPVM_PROFILE output of one
# process of each hpvmcc program, doing the number of runs machine.txt's
# `profile runs:` line says
#
# Only bash, sort and a POSIX awk (mawk on Debian), so that it also runs on
# the GPU machine.
set -euo pipefail
export LC_ALL=C

mode=${1:-}
dir=${2:-}
case "$mode" in
--cpu) base=omp ;;
--gpu) base=cuda ;;
*) echo "usage: report.sh --cpu|--gpu DIR" >&2; exit 2 ;;
esac
[ -d "$dir" ] || { echo "report.sh: no directory $dir" >&2; exit 1; }

# Failures and programs that did not compile, at the end of the report.
tail_sections() {
  if [ -s "$dir/not-compiled.txt" ]; then
    echo
    echo "hpvmcc programs that did not compile:"
    echo
    awk -F'\t' '{ printf "* %s: `%s`\n", $1, $2 }' "$dir/not-compiled.txt"
  fi
  if [ -s "$dir/failures.txt" ]; then
    echo
    echo "Runs that failed:"
    echo
    sed 's/^/* /' "$dir/failures.txt"
  fi
}

if [ ! -s "$dir/samples.tsv" ]; then
  echo "No timed runs in $dir."
  tail_sections
  exit 1
fi

# bench variant threads n min median max
stats=$(sort -t'	' -k1,1 -k2,2 -k3,3n -k5,5g "$dir/samples.tsv" | awk -F'\t' '
  function flush() {
    if (n == 0) return
    med = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    printf "%s\t%s\t%s\t%d\t%.6e\t%.6e\t%.6e\n", key1, key2, key3, n, v[1], med,
      v[n]
  }
  { k = $1 SUBSEP $2 SUBSEP $3
    if (k != last) { flush(); n = 0; last = k; key1 = $1; key2 = $2; key3 = $3 }
    v[++n] = $5 }
  END { flush() }')

maxthreads=$(printf '%s\n' "$stats" | awk -F'\t' '$3 > m { m = $3 } END { print m + 0 }')

if [ -s "$dir/machine.txt" ]; then
  echo '```'
  cat "$dir/machine.txt"
  echo '```'
  echo
fi

printf '%s\n' "$stats" | awk -F'\t' -v base="$base" -v maxt="$maxthreads" \
  -v checks="$dir/checks.tsv" -v notcompiled="$dir/not-compiled.txt" \
  -v mode="$mode" '
  function fmt(s) {
    if (s < 1e-3) return sprintf("%.2f us", s * 1e6)
    if (s < 1) return sprintf("%.2f ms", s * 1e3)
    return sprintf("%.3f s", s)
  }
  BEGIN {
    # Sizes, verification and checksums per bench/variant.
    while ((getline line < checks) > 0) {
      split(line, c, "\t")
      k = c[1] SUBSEP c[2]
      size[c[1]] = c[7]
      runs[k]++
      if (c[6] != "ok") bad[k]++
      sum[k] = c[5]
      if ((k in lo) == 0 || c[5] + 0 < lo[k]) lo[k] = c[5] + 0
      if ((k in hi) == 0 || c[5] + 0 > hi[k]) hi[k] = c[5] + 0
    }
  }
  { b[NR] = $1; v[NR] = $2; t[NR] = $3; n[NR] = $4; mn[NR] = $5; md[NR] = $6; mx[NR] = $7
    med[$1 SUBSEP $2 SUBSEP $3] = $6; mins[$1 SUBSEP $2 SUBSEP $3] = $5; rows = NR }
  END {
    print "Speed vs " base ": time of " base " / time of the variant, at the same thread count (above 1: faster)."
    print ""
    print "| bench | size | variant | threads | samples | min | median | max | speed vs " base " (medians) | (mins) |"
    print "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    for (i = 1; i <= rows; ++i) {
      bk = b[i] SUBSEP base SUBSEP t[i]
      ratio = (bk in med) ? sprintf("%.2fx", med[bk] / md[i]) : "-"
      ratiomin = (bk in med) ? sprintf("%.2fx", mins[bk] / mn[i]) : "-"
      printf "| %s | %s | %s | %s | %d | %s | %s | %s | %s | %s |\n", b[i], size[b[i]],
        v[i], t[i], n[i], fmt(mn[i]), fmt(md[i]), fmt(mx[i]), ratio, ratiomin
    }

    if (maxt > 1) {
      print ""
      print "Scaling from 1 to " maxt " threads (time at 1 thread / time at " maxt "):"
      print ""
      print "| bench | variant | median, 1 thread | median, " maxt " threads | speedup (medians) | (mins) |"
      print "| --- | --- | ---: | ---: | ---: | ---: |"
      for (i = 1; i <= rows; ++i) {
        if (t[i] != 1) continue
        k2 = b[i] SUBSEP v[i] SUBSEP maxt
        if (!(k2 in med)) continue
        printf "| %s | %s | %s | %s | %.2fx | %.2fx |\n", b[i], v[i], fmt(md[i]),
          fmt(med[k2]), md[i] / med[k2], mn[i] / mins[k2]
      }
    }

    # Checksums: each variant against the sequential one (CPU) or the CUDA
    # one (GPU), relative to max(1, |reference|).
    print ""
    print "Result checks (each program verifies its own result; checksums of a"
    print "bench must agree within a relative 1e-4):"
    print ""
    ref = mode == "--cpu" ? "seq" : "cuda"
    problems = 0
    for (k in runs) {
      split(k, p, SUBSEP)
      if (bad[k]) { printf "* FAIL: %s/%s failed its own check in %d of %d runs\n", p[1], p[2], bad[k], runs[k]; ++problems }
      rk = p[1] SUBSEP ref
      if (!(rk in sum)) continue
      r = sum[rk] + 0; scale = r < 0 ? -r : r; if (scale < 1) scale = 1
      d1 = lo[k] - r; if (d1 < 0) d1 = -d1
      d2 = hi[k] - r; if (d2 < 0) d2 = -d2
      if (d2 > d1) d1 = d2
      if (d1 / scale > 1e-4) { printf "* FAIL: %s/%s checksum differs from %s by %.2e (relative)\n", p[1], p[2], ref, d1 / scale; ++problems }
    }
    if (problems == 0) print "* all runs verified; all checksums agree"

    if (mode == "--cpu") {
      print ""
      print "Goals (at " maxt " threads unless stated):"
      print ""
      for (i = 1; i <= rows; ++i) {
        if (v[i] != "hpvm") continue
        bk = b[i] SUBSEP base SUBSEP t[i]
        # A time loop of small graphs: at every thread count (issue 19).
        if (b[i] == "steps") {
          if (bk in med)
            printf "* steps at %s threads, time per step vs %s %.2fx: %s (goal >= 0.5x)\n",
              t[i], base, med[bk] / md[i], (med[bk] / md[i] >= 0.5 ? "MET" : "NOT MET")
          continue
        }
        if (t[i] != maxt) continue
        if (b[i] ~ /^empty/) {
          printf "* %s launch+wait latency, median %s: %s (goal < 10 us)\n", b[i],
            fmt(md[i]), (md[i] < 10e-6 ? "MET" : "NOT MET")
          continue
        }
        if (bk in med)
          printf "* %s speed vs %s %.2fx: %s (goal >= 0.9x)\n", b[i], base,
            med[bk] / md[i], (med[bk] / md[i] >= 0.9 ? "MET" : "NOT MET")
        k1 = b[i] SUBSEP "hpvm" SUBSEP 1
        if (b[i] ~ /^sgemm/ && (k1 in med))
          printf "* %s speedup 1 -> %s threads %.2fx: %s (goal >= 1.7x, compute-bound)\n",
            b[i], maxt, med[k1] / md[i], (med[k1] / md[i] >= 1.7 ? "MET" : "NOT MET")
      }
      while ((getline line < notcompiled) > 0) {
        split(line, c, "\t")
        printf "* %s: NOT MET, not measured: hpvmcc cannot compile it yet\n", c[1]
      }
    }
  }'

# Against the hand-written OpenCL program (--gpu, a bundle for the opencl
# target: variant opencl, bench/prepare-gpu.sh): what the OpenCL platform
# itself costs, next to the CUDA program and hpvmcc's build.
if [ "$mode" = --gpu ] && printf '%s\n' "$stats" | awk -F'\t' '$2 == "opencl" { f = 1 } END { exit !f }'; then
  echo
  echo "Against the hand-written OpenCL program (variant opencl: the same launches"
  echo "written against the OpenCL API; speed = its time / the variant's time):"
  echo
  echo "| bench | variant | median | opencl median | speed vs opencl (medians) | (mins) |"
  echo "| --- | --- | ---: | ---: | ---: | ---: |"
  printf '%s\n' "$stats" | awk -F'\t' '
    function fmt(s) {
      if (s < 1e-3) return sprintf("%.2f us", s * 1e6)
      if (s < 1) return sprintf("%.2f ms", s * 1e3)
      return sprintf("%.3f s", s)
    }
    { b[NR] = $1; v[NR] = $2; mn[NR] = $5; md[NR] = $6
      if ($2 == "opencl") { omed[$1] = $6; omin[$1] = $5 } }
    END {
      for (i = 1; i <= NR; ++i)
        if ((b[i] in omed) && v[i] != "opencl")
          printf "| %s | %s | %s | %s | %.2fx | %.2fx |\n", b[i], v[i], fmt(md[i]),
            fmt(omed[b[i]]), omed[b[i]] / md[i], omin[b[i]] / mn[i]
    }'
fi

# Kernel time alone (--gpu): the profile runs' milliseconds in kernels per
# run, against the median of the CUDA program's kernels (cuda-kernel).
profile_runs=$(sed -n 's/^profile runs: //p' "$dir/machine.txt" 2>/dev/null)
if [ "$mode" = --gpu ] && [ -n "$profile_runs" ] &&
  ls "$dir"/profile-*.txt >/dev/null 2>&1; then
  echo
  echo "Kernel time per run (HPVM_PROFILE, $profile_runs runs of one process, the"
  echo "warm-up included) against the median of the CUDA program's kernel time:"
  echo
  echo "| program | kernels per run | kernel time per run | cuda-kernel median | kernel speed vs cuda |"
  echo "| --- | ---: | ---: | ---: | ---: |"
  printf '%s\n' "$stats" | awk -F'\t' '$2 == "cuda-kernel" { print $1 "\t" $6 }' |
    awk -v runs="$profile_runs" '
    function fmt(s) {
      if (s < 1e-3) return sprintf("%.2f us", s * 1e6)
      return sprintf("%.3f ms", s * 1e3)
    }
    FNR == 1 && FILENAME == "-" { cudafile = 1 }
    FILENAME == "-" { split($0, c, "\t"); cuda[c[1]] = c[2]; next }
    FNR == 1 {
      prog = FILENAME; sub(/.*\/profile-/, "", prog); sub(/\.txt$/, "", prog)
      progs[++np] = prog; ms[prog] = 0; launches[prog] = 0
    }
    / ms in kernels/ {
      for (i = 2; i <= NF; ++i) {
        if ($i ~ /^launch(es)?,$/) launches[prog] += $(i - 1)
        if ($i == "ms" && $(i + 1) == "in" && $(i + 2) ~ /^kernels/) ms[prog] += $(i - 1)
      }
    }
    END {
      for (p = 1; p <= np; ++p) {
        prog = progs[p]; bench = prog; sub(/[.-].*/, "", bench)
        if (launches[prog] == 0) continue
        t = ms[prog] * 1e-3 / runs
        ratio = (bench in cuda) ? sprintf("%.2fx", cuda[bench] / t) : "-"
        printf "| %s | %g | %s | %s | %s |\n", prog, launches[prog] / runs, fmt(t),
          (bench in cuda) ? fmt(cuda[bench]) : "-", ratio
      }
    }' - "$dir"/profile-*.txt
fi

tail_sections
