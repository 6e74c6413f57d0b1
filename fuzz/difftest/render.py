"""render.py - prints a program model (model.py) as C++ with #pragma hpvm.

The program prints every array and every kernel-level scalar, so the
sequential build (pragmas ignored) and the hpvmcc builds are compared on
their whole output. Index ranges are computed here from the loops' values
(cint.simulate): a model whose arrays would be indexed out of bounds, or
whose loops have no sequential meaning, raises model.Invalid.
"""
import cint
from generator import loop_values
from model import Add, Call, Edge, HostStmt, Inner, Invalid, Leaf, Lit
from model import Macro, Ref, Task

SUFFIX = {"int": "", "long": "L", "long long": "LL", "unsigned": "u",
          "unsigned long": "UL", "std::size_t": "UL",
          "unsigned long long": "ULL"}
FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
MOD = 9973


class Out:
    def __init__(self):
        self.lines, self.globals, self.live = [], [], set()
        self.sections = {}
        self.used = set()       # arrays some rendered graph uses
        self.ids = 0

    def add(self, depth, text):
        self.lines.append("  " * depth + text)

    def fresh(self, prefix):
        self.ids += 1
        return "%s%d" % (prefix, self.ids)

    def pragma(self, depth, style, text):
        if style == "plain":
            self.lines.append("#pragma hpvm " + text)
        elif style == "op":
            self.add(depth, '_Pragma("hpvm %s")' % text)
        elif style == "fn":
            self.add(depth, "DT_PRAGMA(hpvm %s)" % text)
        else:
            name = self.fresh("DT_P")
            self.lines.append('#define %s _Pragma("hpvm %s")' % (name, text))
            self.add(depth, name)


def lit(value, ctype):
    if ctype in SUFFIX:
        text = "%d%s" % (value, SUFFIX[ctype])
    else:
        text = "(%s)%d" % (ctype, value)
    return "(%s)" % text if value < 0 else text


def expr(e, o):
    if isinstance(e, Lit):
        return lit(e.value, e.ctype)
    if isinstance(e, Ref):
        if e.source is None or key(e.source, e.name) in o.live:
            return e.name
        return lit(e.value, e.ctype if e.ctype in SUFFIX else "long")
    if isinstance(e, Add):
        return "(%s %s %s)" % (expr(e.a, o), e.op, expr(e.b, o))
    if isinstance(e, Call):
        return "%s(%s)" % (e.fn, expr(e.inner, o))
    assert isinstance(e, Macro)
    o.globals.append("#define %s %s" % (e.name, expr(e.inner, o)))
    return e.name


def key(source, name):
    return (id(source), name) if isinstance(source, Task) else id(source)


def vname(lp):
    return lp.outer.name if lp.outer else lp.var


def header(lp, o):
    v = vname(lp)
    init = "%s = %s" % (v, expr(lp.init, o))
    if not lp.outer:
        init = lp.vtype + " " + init
    bound = expr(lp.bound, o)
    cond = ("%s %s %s" % (bound, FLIP[lp.op], v) if lp.mirrored else
            "%s %s %s" % (v, lp.op, bound))
    s = expr(lp.step, o)
    incr = {"++": "++" + v, "--": v + "--", "+=": "%s += %s" % (v, s),
            "-=": "%s -= %s" % (v, s), "=i+c": "%s = %s + %s" % (v, v, s),
            "=c+i": "%s = %s + %s" % (v, s, v),
            "=i-c": "%s = %s - %s" % (v, v, s)}[lp.step_kind]
    return "for (%s; %s; %s)" % (init, cond, incr)


def ranges(loops):
    """[(min, extent)] of each loop's values; extent 0 for an empty loop."""
    out = []
    for lp in loops:
        vals = loop_values(lp)
        if vals is None:
            raise Invalid("loop without sequential meaning")
        out.append((min(vals), max(vals) - min(vals) + 1) if vals else (0, 0))
    return out


def linear(loops):
    """(C expression, span): the instance's index in its nest's space."""
    text, span = None, 1
    for lp, (lo, ext) in zip(loops, ranges(loops)):
        x = "((long)%s%s - %s)" % (vname(lp), " - " + lp.base if lp.base
                                    else "", lit(lo, "long"))
        text = x if text is None else "(%s * %dL + %s)" % (text, ext, x)
        span *= ext
    return text, span


def dense(loops):
    for lp in loops:
        vals = loop_values(lp)
        if vals and len(set(vals)) != max(vals) - min(vals) + 1:
            return False
    return True


def merge(items, arr, lo, hi, mode):
    if arr not in items:
        items[arr] = [lo, hi, mode]
        return
    it = items[arr]
    # The union of two written ranges with a gap between them has elements
    # nothing writes: as an out section they would be undefined afterwards
    # (an out section is not copied to a GPU), so it must be inout.
    gap = lo > it[1] or hi < it[0]
    it[0], it[1] = min(it[0], lo), max(it[1], hi)
    if it[2] != mode or gap:
        it[2] = "inout"


def check(arr, hi):
    if hi > arr.size:
        raise Invalid("index out of bounds")


def clause_text(items, bare_whole=False, o=None):
    parts = {"in": [], "out": [], "inout": []}
    for arr, (lo, hi, mode) in sorted(items.items(), key=lambda x: x[0].name):
        if o is not None:
            o.sections.setdefault(arr, set()).add((lo, hi))
        if arr.local and bare_whole and lo == 0 and hi == arr.size:
            parts[mode].append(arr.name)
        else:
            parts[mode].append("%s[%d:%d]" % (arr.name, lo, hi - lo))
    return " ".join("%s(%s)" % (m, ", ".join(p)) for m, p in parts.items()
                    if p)


# --- nodes ------------------------------------------------------------------


def live(nodes):
    return [n for n in nodes if not n.dropped]


def leaf_items(n, anc):
    """{array: [lo, hi, mode]} of the accesses of leaf n."""
    items = {}
    _, span = linear(anc + n.loops)
    check(n.arr, n.off + span)
    full = dense(anc + n.loops) and not n.cont and not any(
        t.kind == "self" for t in live(n.terms))
    merge(items, n.arr, n.off, n.off + span, "out" if full else "inout")
    for t in live(n.terms):
        if t.kind == "window":
            merge(items, t.arr, t.roff, t.roff + t.rlen, "in")
        elif t.kind == "same":
            check(t.src.arr, t.src.off + span)
            merge(items, t.src.arr, t.src.off, t.src.off + span, "in")
    return items


def task_items(n):
    items = {}
    for t in live(n.terms):
        if t.kind == "window":
            merge(items, t.arr, t.roff, t.roff + t.rlen, "in")
    if n.write:
        a, off, length = n.write
        check(a, off + length)
        merge(items, a, off, off + length, "out")
    return items


def node_items(n, anc):
    if isinstance(n, Leaf):
        return leaf_items(n, anc)
    if isinstance(n, Task):
        return task_items(n)
    items = {}
    for c in live(n.children):
        for a, (lo, hi, mode) in node_items(c, anc + n.loops).items():
            merge(items, a, lo, hi, mode)
    return items


def node_pragma(n, o, depth, text, items, clause=True):
    parts = [text]
    if n.name:
        parts.append("name(%s)" % n.name)
    if n.target:
        parts.append("target(%s)" % n.target)
    if clause and items:
        parts.append(clause_text(items, getattr(n, "section_style", "") ==
                                 "bare", o))
    o.pragma(depth, n.style, " ".join(parts))


def term_text(t, n, o, lin):
    if t.kind == "var":
        return "(long)%s * %d" % (vname(n.loops[t.dim]), t.coef)
    if t.kind == "scalar":
        return "(long)(%s) * %d" % (expr(t.ref, o), t.coef)
    if t.kind == "window":
        return "(long)%s[%d + %s %% %d] * %d" % (t.arr.name, t.roff, lin,
                                                 t.rlen, t.coef)
    if t.kind == "same":
        return "(long)%s[%d + %s]" % (t.src.arr.name, t.src.off, lin)
    if t.kind == "self":
        return "(long)%s[%d + %s]" % (n.arr.name, n.off, lin)
    assert t.kind == "carr"
    return "(long)%s[%s %% (long)(sizeof(%s) / sizeof(%s[0]))]" % (
        t.name, lin, t.name, t.name)


def render_leaf(n, o, depth, anc):
    items = leaf_items(n, anc)
    if not n.clause:
        items = {a: it for a, it in items.items() if a is not n.arr}
    node_pragma(n, o, depth, "node parallel(%d)" % len(n.loops), items)
    for i, lp in enumerate(n.loops):
        o.add(depth + i, header(lp, o) + (" {" if i == len(n.loops) - 1
                                           else ""))
    d = depth + len(n.loops)
    lin, _ = linear(anc + n.loops)
    o.add(d, "long dt_l = %s;" % lin)
    if n.cont:
        o.add(d, "if (dt_l %% %d == 1)" % n.cont)
        o.add(d + 1, "continue;")
    terms = [term_text(t, n, o, "dt_l") for t in live(n.terms)
             if t.kind != "var" or t.dim < len(n.loops)]
    value = " + ".join(terms + ["%d" % (len(terms) + 1)])
    if n.mix:
        value = "dt_mix(%s)" % value
    o.add(d, "%s[%d + dt_l] = (%s)((%s) %% %d);" % (
        n.arr.name, n.off, n.arr.ctype, value, MOD))
    o.add(d - 1, "}")


def render_task(n, o, depth, kernel):
    for s, _, _ in n.outs:
        if s.where == "graph":
            o.add(depth, "%s %s = %d;" % (s.ctype, s.name, s.init))
    items = task_items(n)
    clause = []
    for mode in ("out", "inout"):
        names = [s.name for s, m, _ in n.outs
                 if m == mode or (mode == "out" and m == "known")]
        if names:
            clause.append("%s(%s)" % (mode, ", ".join(names)))
    node_pragma(n, o, depth, "node " + " ".join(clause), items)
    o.add(depth, "{")
    d = depth + 1
    o.add(d, "long acc = %d;" % (len(n.terms) + 3))
    for t in live(n.terms):
        if t.kind == "window":
            o.add(d, "for (long k = 0; k < %d; ++k)" % t.rlen)
            o.add(d + 1, "acc += (long)%s[%d + k] * (k %% 3 + %d);" % (
                t.arr.name, t.roff, t.coef))
        elif t.kind == "scalar":
            o.add(d, "acc += (long)(%s) * %d;" % (expr(t.ref, o), t.coef))
        elif t.kind == "carr":
            o.add(d, "for (auto v : %s)" % t.name)
            o.add(d + 1, "acc += (long)v;")
    o.add(d, "acc %= 99991;")
    for s, mode, ref in n.outs:
        if mode == "out":
            o.add(d, "%s = (%s)acc;" % (s.name, s.ctype))
        elif mode == "inout":
            o.add(d, "%s = (%s)(((long)%s * 3 + acc) %% 99991);" % (
                s.name, s.ctype, s.name))
        else:
            o.add(d, "%s = (%s)%s;" % (s.name, s.ctype, expr(ref, o)))
        o.live.add(key(n, s.name))
    if n.write:
        a, off, length = n.write
        o.add(d, "for (long k = 0; k < %d; ++k)" % length)
        o.add(d + 1, "%s[%d + k] = (%s)((acc + k) %% %d);" % (
            a.name, off, a.ctype, MOD))
    o.add(depth, "}")


def render_inner(n, o, depth, anc):
    items = node_items(n, anc)
    kids = live(n.children)
    if not kids:
        raise Invalid("internal node without children")
    braces = n.braces or len(kids) > 1 or n.base or live(n.edges)
    node_pragma(n, o, depth, "node parallel(%d)" % len(n.loops), items)
    for i, lp in enumerate(n.loops):
        o.add(depth + i, header(lp, o) + (" {" if braces and
                                           i == len(n.loops) - 1 else ""))
    d = depth + len(n.loops)
    o.live.add(id(n))
    if n.base:
        lin, _ = linear(anc + n.loops)
        o.add(d, "long %s = %s * 1000L;" % (n.base, lin))
    for c in kids:
        render_node(c, o, d, anc + n.loops)
    for e in live(n.edges):
        render_edge(e, o, d)
    if braces:
        o.add(d - 1, "}")


def render_node(n, o, depth, anc, kernel=None):
    o.live.add(id(n))
    if isinstance(n, Leaf):
        render_leaf(n, o, depth, anc)
    elif isinstance(n, Task):
        render_task(n, o, depth, kernel)
    else:
        render_inner(n, o, depth, anc)


def render_edge(e, o, depth):
    if id(e.src) not in o.live or id(e.dst) not in o.live:
        return
    o.pragma(depth, "plain", "edge(%s.%s -> %s.%s)%s" % (
        e.src.name, e.item, e.dst.name, e.item,
        " " + e.kind if e.kind else ""))


# --- graphs, kernels, program -------------------------------------------------


def graph_items(g):
    items = {}
    for n in live(g.items):
        if isinstance(n, (HostStmt, Edge)):
            continue
        for a, (lo, hi, mode) in node_items(n, []).items():
            merge(items, a, lo, hi, mode)
    return items


def render_graph(g, o, depth, k):
    """Renders graph g; returns {array: [lo, hi, mode]} of its accesses."""
    items = graph_items(g)
    o.used.update(items)
    body = Out()
    body.live, body.globals, body.ids = o.live, o.globals, o.ids
    d = depth + 1
    for it in live(g.items):
        if isinstance(it, HostStmt):
            if it.kind == "decl":
                body.live.add(id(it))
                body.add(d, "%s %s = %s;" % (it.scalar.ctype, it.scalar.name,
                                             expr(it.expr, body)))
            elif id(it.decl) in body.live:
                body.add(d, "%s = %s + %d;" % (it.scalar.name, it.scalar.name,
                                               it.delta))
        elif isinstance(it, Edge):
            render_edge(it, body, d)
        else:
            render_node(it, body, d, [], k)
    o.ids = body.ids
    parts = ["graph"]
    if g.nowait:
        parts += ["name(%s)" % g.name, "nowait"]
    # With `infer`, the host takes an array's extent from the nodes'
    # sections, which must then agree: others are given on the graph.
    whole = {a: [0, a.size, "in" if m == "in" else "inout"]
             for a, (_, _, m) in items.items()
             if not g.infer or len(body.sections.get(a, ())) != 1}
    if whole:
        parts.append(clause_text(whole, bare_whole=True))
    o.pragma(depth, g.style, " ".join(parts))
    o.add(depth, "{")
    o.lines += body.lines
    o.add(depth, "}")
    if g.nowait:
        o.add(depth, "dt_hw = dt_hw * 3 + %d;" % (len(g.items) + 1))
        o.pragma(depth, "plain", "wait(%s)" % g.name)
    return items


def param_decl(p, generic):
    if p.name == "K":
        return None
    return ("auto " if generic else p.ctype + " ") + p.name


def render_kernel(k, prog, o, used):
    generic = k.kind == "generic-lambda"
    glob = [a for a in prog.arrays if not a.local and a in used]
    params = []
    for i, a in enumerate(glob):
        t = "auto" if generic else ("T" if k.kind == "template" and i == 0
                                    else a.ctype)
        params.append("%s *%s" % (t, a.name))
    params += [d for d in (param_decl(p, generic) for p in k.params) if d]
    if k.struct:
        params.append(("auto " if generic else "DtS ") + k.struct[0])
    head = {"static": "static void %s(%%s) {" % k.name,
            "extern-c": 'extern "C" void %s(%%s) {' % k.name,
            "member": "struct %s {\n  void run(%%s) {" % k.name.upper(),
            "template": "template <typename T, long K>\nstatic void %s(%%s) {"
                        % k.name,
            "lambda": "auto %s = [](%%s) {" % k.name,
            "generic-lambda": "auto %s = [](%%s) {" % k.name}[k.kind]
    body = Out()
    body.ids, body.used = o.ids, o.used
    d = 1
    for name, t, vals in k.carrays:
        body.add(d, "%s %s[%d] = {%s};" % (t, name, len(vals),
                                           ", ".join(map(str, vals))))
    locs = [a for a in prog.arrays if a.local is k]
    for a in locs:
        body.add(d, "%s %s[%d] = {};" % (a.ctype, a.name, a.size))
    for s in k.scalars:
        body.add(d, "%s %s = %d;" % (s.ctype, s.name, s.init))
    body.add(d, "long dt_hw = 1;")
    start = len(body.lines)
    region = {}
    graphs = live(k.graphs)
    inner = d + (1 if k.repeat > 1 or k.region else 0)
    for g in graphs:
        for a, (_, _, m) in render_graph(g, body, inner, k).items():
            merge(region, a, 0, a.size, "in" if m == "in" else "inout")
    wrap = []
    if k.region and region:
        wrap.append("#pragma hpvm data " + clause_text(region, True))
    if k.repeat > 1:
        wrap.append("  for (int rep = 0; rep < %d; ++rep) {" % k.repeat)
    elif k.region:
        wrap.append("  {")
    body.lines[start:start] = wrap
    if k.repeat > 1 or k.region:
        body.add(d, "}")
    for s in k.scalars:
        body.add(d, 'std::printf("%s %s %%lld\\n", (long long)%s);' % (
            k.name, s.name, s.name))
    body.add(d, 'std::printf("%s hw %%ld\\n", dt_hw);' % k.name)
    for a in locs:
        body.add(d, 'dt_print("%s", %s, %d);' % (a.name, a.name, a.size))
    o.ids = body.ids
    o.globals += body.globals
    text = [head % ", ".join(params)] + body.lines
    text.append("};" if k.kind in ("lambda", "generic-lambda") else "}")
    if k.kind == "member":
        text = [text[0]] + ["  " + ln if not ln.startswith("#") else ln
                            for ln in text[1:]] + ["};"]
    args = ["%s.data()" % a.name for a in glob]
    args += ["(%s)%s" % (p.ctype, lit(p.value, "long")) for p in k.params
             if p.name != "K"]
    if k.struct:
        args.append("DtS{%s}" % ", ".join(str(v) for _, v in
                                          k.struct[1].values()))
    call = {"member": "%s().run" % k.name.upper(),
            "template": "%s<%s, %d>" % (k.name, glob[0].ctype if glob else
                                        "long", next((p.value for p in
                                                      k.params if p.name ==
                                                      "K"), 0))}.get(
                                                          k.kind, k.name)
    return text, "%s(%s);" % (call, ", ".join(args))


PRELUDE = """\
// difftest program, seed %d, features: %s
#include <cstdio>
#include <cstdint>
#include <cstddef>
#include <vector>

#define DT_PRAGMA(...) _Pragma(#__VA_ARGS__)
struct DtS {
  long a;
  int b;
  short c;
};
static int dt_calls;
static long dt_id(long x) { return x; }
static long dt_count(long x) {
  ++dt_calls;
  return x;
}
static long dt_mix(long x) { return x * 3 + 1; }
template <typename T> static void dt_print(const char *name, const T *a,
                                           long n) {
  std::printf("%%s:", name);
  for (long i = 0; i < n; ++i)
    std::printf(" %%lld", (long long)a[i]);
  std::printf("\\n");
}
"""


def render(prog):
    """The program's C++ source; raises Invalid."""
    used = set(prog.arrays)
    for _ in range(2):     # the second time with only the arrays used
        o = Out()
        text = render_once(prog, o, used)
        used = o.used
    return text


def render_once(prog, o, used):
    funcs, main = [], ["int main() {"]
    glob = [a for a in prog.arrays if not a.local and a in used]
    for i, a in enumerate(glob):
        main.append("  std::vector<%s> %s(%d);" % (a.ctype, a.name, a.size))
        main.append("  for (long k = 0; k < %d; ++k)" % a.size)
        main.append("    %s[k] = (%s)((k * 37 + %d) %% 101 - 20);" % (
            a.name, a.ctype, 11 * i))
    kernels = [k for k in prog.kernels if not k.dropped]
    for k in kernels:
        text, call = render_kernel(k, prog, o, used)
        if k.kind in ("lambda", "generic-lambda"):
            main += ["  " + ln if not ln.startswith("#") else ln
                     for ln in text]
        else:
            funcs += text + [""]
        main.append("  " + call)
    for a in glob:
        main.append('  dt_print("%s", %s.data(), %d);' % (a.name, a.name,
                                                          a.size))
    main += ["  return 0;", "}"]
    src = PRELUDE % (prog.seed, ",".join(prog.features))
    return src + "\n".join(o.globals + [""] + funcs + main) + "\n"
