"""cint.py - C++ integer semantics for the loops the generator writes.

The generator proposes a canonical loop (`for (T i = INIT; i OP BOUND;
STEP)`) and asks `simulate` for the values the sequential program gives the
loop variable: integral promotions, the usual arithmetic conversions of the
comparison and of the increment, and conversions back to a narrow loop
variable (modulo 2^N, as C++20 and clang define them). A loop whose
sequential run would have undefined behaviour (signed overflow) or would not
end within a bound is refused with None: the generator then proposes another.
"""

# type name -> (bits, signed, rank); rank orders the usual conversions.
TYPES = {
    "bool": (1, False, 0),
    "signed char": (8, True, 1),
    "unsigned char": (8, False, 1),
    "short": (16, True, 2),
    "unsigned short": (16, False, 2),
    "std::uint16_t": (16, False, 2),
    "int": (32, True, 3),
    "unsigned": (32, False, 3),
    "long": (64, True, 4),
    "std::int64_t": (64, True, 4),
    "unsigned long": (64, False, 4),
    "std::size_t": (64, False, 4),
    "long long": (64, True, 5),
}

SIGNED_OF = {3: "int", 4: "long", 5: "long long"}
UNSIGNED_OF = {3: "unsigned", 4: "unsigned long", 5: "unsigned long long"}
TYPES["unsigned long long"] = (64, False, 5)


class UB(Exception):
    """The sequential program would have undefined behaviour."""


def convert(value, ctype):
    """The value of `value` converted to `ctype` (modulo 2^bits)."""
    bits, signed, _ = TYPES[ctype]
    if ctype == "bool":
        return int(value != 0)
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def fits(value, ctype):
    return convert(value, ctype) == value


def promote(ctype):
    bits, _, rank = TYPES[ctype]
    return "int" if rank < 3 else ctype


def common(t1, t2):
    """The usual arithmetic conversions of two integer types."""
    t1, t2 = promote(t1), promote(t2)
    b1, s1, r1 = TYPES[t1]
    b2, s2, r2 = TYPES[t2]
    if (b1, s1, r1) == (b2, s2, r2):
        return t1
    if s1 == s2:
        return t1 if r1 >= r2 else t2
    (us, ur, ub), (ss, sr, sb) = ((t1, r1, b1), (t2, r2, b2)) if not s1 else (
        (t2, r2, b2), (t1, r1, b1))
    if ur >= sr:
        return us
    if sb > ub:
        return ss
    return UNSIGNED_OF[sr]


def arith(op, a, ta, b, tb):
    """(value, type) of `a op b` for integer operands; raises UB."""
    ct = common(ta, tb)
    va, vb = convert(a, ct), convert(b, ct)
    r = va + vb if op == "+" else va - vb
    if TYPES[ct][1] and not fits(r, ct):
        raise UB("signed overflow")
    return convert(r, ct), ct


def compare(op, a, ta, b, tb):
    ct = common(ta, tb)
    va, vb = convert(a, ct), convert(b, ct)
    return {"<": va < vb, "<=": va <= vb, ">": va > vb, ">=": va >= vb}[op]


def simulate(vtype, init, init_type, op, bound, bound_type, step_kind,
             step, step_type, limit):
    """The loop variable's values, or None (UB or more than `limit`)."""
    values = []
    i = convert(init, vtype)
    try:
        while compare(op, i, vtype, bound, bound_type):
            values.append(i)
            if len(values) > limit:
                return None
            if step_kind in ("++", "--"):
                r, _ = arith("+" if step_kind == "++" else "-", i, vtype, 1,
                             "int")
            elif step_kind in ("+=", "=i+c", "=c+i"):
                r, _ = arith("+", i, vtype, step, step_type)
            else:
                r, _ = arith("-", i, vtype, step, step_type)
            i = convert(r, vtype)
    except UB:
        return None
    return values
