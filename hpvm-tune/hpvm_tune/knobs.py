"""The knobs of the tensor runtime (docs/tensors.md), by family, and the
fraction of an operation's work each keeps: the hardware-independent cost
model of development-time tuning (ApproxTuner's, by operation counts)."""

# Each family's knobs and the share of the exact operation's work they do.
# fp16 halves the bytes moved and, on hardware with half-precision units,
# the arithmetic; ApproxTuner's hardware-independent model counts it as 1/2.
FAMILIES = {
    "fp32": {"fp32": 1.0},
    "fp16": {"fp16": 0.5},
    "perf_row": dict(
        [("perf_row_50_%d" % o, 0.5) for o in range(2)]
        + [("perf_row_33_%d" % o, 2.0 / 3) for o in range(3)]),
    "perf_col": dict(
        [("perf_col_50_%d" % o, 0.5) for o in range(2)]
        + [("perf_col_33_%d" % o, 2.0 / 3) for o in range(3)]),
    "samp": dict(
        [("samp_50_%d" % o, 0.5) for o in range(2)]
        + [("samp_25_%d" % o, 0.75) for o in range(4)]),
    "red_samp": {"red_samp_50": 0.5, "red_samp_40": 0.6,
                 "red_samp_25": 0.75},
}

EXACT = "fp32"


def work_fraction(knob):
    """The share of its exact work an operation does under knob."""
    for family in FAMILIES.values():
        if knob in family:
            return family[knob]
    raise KeyError(knob)


def knobs_of(families, allowed=None):
    """The knobs of the given families, fp32 first; with allowed (a set of
    family or knob names), only those it names (fp32 always)."""
    result = [EXACT]
    for family in families:
        for knob in FAMILIES.get(family, {}):
            if knob == EXACT:
                continue
            if allowed is None or family in allowed or knob in allowed:
                result.append(knob)
    return result
