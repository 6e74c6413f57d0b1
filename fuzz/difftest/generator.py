"""generator.py - random #pragma hpvm programs with a sequential meaning.

`generate(seed, features)` builds a model (model.py) of a program: kernels
(functions of several kinds) holding graphs of loop-form leaves, internal
nodes, single-instance tasks, host statements and explicit edges, called
from main on arrays whose contents main prints. The rules that keep the
sequential meaning well defined and equal to the graph's:

* each instance of a loop-form leaf writes only its own element of its
  array (the index is a bijection of its loop variables' values, which
  cint.simulate computes with C++'s conversions), and reads only elements
  that no instance of the same node, nor of a node that may run at the same
  time, writes: read-only windows, or the element an earlier node wrote for
  the same instance (then a one_to_one edge is valid);
* scalars are written only by single-instance tasks; loop bounds use
  values the generator knows (parameters, graph-level declarations, and
  with count-from-out scalars that a task computes from parameters);
* all arithmetic stays far from overflow (values are reduced modulo
  primes) and every index stays inside its array.

Features (FEATURES) switch shapes on and off, so shapes that trip known
open bugs can be left out of a CI run.
"""
import random

import cint
from model import (Add, Array, Call, Edge, Graph, HostStmt, Inner, Kernel,
                   Leaf, Lit, Loop, Macro, Program, Ref, Scalar, Task, Term)

FEATURES = {
    "nest": "internal nodes (loop-form nodes holding nodes), up to 3 levels",
    "edges": "explicit all_to_all edges beside the inferred ones",
    "one-to-one": "explicit one_to_one edges (needs edges and mirror)",
    "mirror": "nodes reading what an earlier node wrote for the same instance",
    "region": "data regions around the graphs of a kernel",
    "repeat": "graphs run several times in a host loop",
    "nowait": "nowait graphs with host work before the wait",
    "outer-var": "loop variables declared before the graph, printed after",
    "continue": "`continue` in leaf bodies (inout sections)",
    "graph-infer": "graphs without sections, extents inferred from nodes",
    "targets": "target(cpu), target(vector) clauses on nodes",
    "member": "graphs in member functions",
    "lambda": "graphs in lambdas",
    "float": "float and double arrays and scalars",
    "call-body": "calls of a static function in node bodies",
    "narrow": "loop variables of narrow types (char, short)",
    "zero-trip": "loops with zero (or negative) trip counts",
    "count-from-out": "loop bounds read from an earlier sibling's out() scalar",
    "host-between": "host statements between nodes changing scalars nodes read",
    "narrow-conv": "loop inits whose value changes in the loop variable's "
                   "type (narrow variables, wrapping unsigned expressions), "
                   "steps of other types",
    "mixed-sign": "unsigned bounds compared with signed loop variables",
    "call-bounds": "loop bounds that call functions (one with side effects)",
    "c-array": "captured C arrays read with sizeof / range-for, and written",
    "macros": "pragmas from _Pragma, function-like and object-like macros; "
              "bounds from object-like macros",
    "extern-c": "graphs in extern \"C\" functions",
    "template": "graphs in function templates (type and value parameters)",
    "generic-lambda": "graphs in generic lambdas (auto parameters)",
    "struct": "aggregate (struct) scalars captured, members in bounds",
    "braceless": "internal nodes with one child written as the body of "
                 "their loop without braces",
}

# Shapes that find open bugs: off by default (so that CI passes), on with
# --features. Issues 19, 21, 22, and what difftest found (docs/testing.md).
KNOWN_OPEN = {"zero-trip", "count-from-out", "host-between",
              "narrow-conv", "mixed-sign", "call-bounds"}
DEFAULT = set(FEATURES) - KNOWN_OPEN

WIDE = ["int", "long", "unsigned", "std::size_t", "long long",
        "std::int64_t"]
NARROW = ["short", "unsigned short", "signed char", "unsigned char",
          "std::uint16_t"]
ELEM = ["int", "long", "short", "unsigned", "unsigned char", "std::int64_t"]
FLOAT = ["float", "double"]
PARAM = ["long", "int", "unsigned", "short", "long long", "std::size_t"]
SCALAR = ["long", "int", "short", "unsigned char", "bool", "unsigned"]
FIELDS = {"a": "long", "b": "int", "c": "short"}


class Gen:
    def __init__(self, seed, features):
        self.rng = random.Random(seed)
        # Draws that only change how a program is spelled come from their
        # own stream: they leave the programs of a seed as they were.
        self.spelling = random.Random(seed * 2 + 1)
        self.f = features
        self.prog = Program(seed, sorted(features))
        self.ids = 0

    def on(self, feature, p=1.0):
        return feature in self.f and self.rng.random() < p

    def fresh(self, prefix):
        self.ids += 1
        return "%s%d" % (prefix, self.ids)

    # --- expressions with known values ------------------------------------

    def lit(self, value, types=("int", "long")):
        ok = [t for t in types if cint.fits(value, t)]
        return Lit(value, self.rng.choice(ok or ["long"]))

    def expr(self, value, ctx, types=("int", "long")):
        """An expression of about `value` (conversions may change it: the
        caller uses the expression's `value`)."""
        r = self.rng
        known = ctx.known
        if not known or r.random() < 0.25:
            e = self.lit(value, types)
        else:
            ref = r.choice(known)
            delta = value - ref.value
            try:
                v, t = cint.arith("+", ref.value, ref.ctype, delta, "long")
                e = Add(ref, "+", Lit(delta, "long"), v, t)
            except cint.UB:
                e = self.lit(value, types)
        if self.on("call-bounds", 0.25):
            e = Call(r.choice(["dt_id", "dt_count"]), e)
        if self.on("macros", 0.2):
            e = Macro(self.fresh("DT_B"), e)
        return e

    # --- loops -------------------------------------------------------------

    def loop(self, ctx, var, maxtrips, base=None):
        r = self.rng
        for _ in range(200):
            narrow = self.on("narrow", 0.3) and not base
            vtype = "long" if base else r.choice(NARROW if narrow else WIDE)
            up = r.random() < 0.6
            op = r.choice(["<", "<="] if up else [">", ">="])
            kind = r.choice(["++", "+=", "=i+c", "=c+i"] if up else
                            ["--", "-=", "=i-c"])
            s = 1 if kind in ("++", "--") else r.randint(1, 4)
            trips = r.randint(1, maxtrips)
            unsigned = not cint.TYPES[vtype][1]
            lo = r.randint(0 if unsigned else -60, 90)
            if not up and unsigned:
                lo += (trips + 1) * s
            zero = self.on("zero-trip", 0.12)
            sign = 1 if up else -1
            if zero:
                hi = lo - sign * r.randint(0, 12)
            else:
                hi = lo + sign * ((trips - 1) * s + r.randint(
                    1 if op in ("<", ">") else 0,
                    s if op in ("<", ">") else s - 1))
            step = Lit(s, "int")
            itypes, btypes = ("int", vtype), ("int", "long")
            if self.on("narrow-conv", 0.5) and narrow:
                itypes = ("long", "unsigned", "int")
                step = Lit(s, r.choice(["unsigned", "long", "int"]))
                if r.random() < 0.3:
                    lo += r.choice([256, 65536])   # wraps in the init
            if self.on("mixed-sign", 0.3) and hi >= 0:
                btypes = ("unsigned", "std::size_t")
            if base:
                # `i = base + lo; i < (base + lo) + n`: the count visibly
                # does not depend on base (rarely the other spelling, which
                # the compiler rejects).
                bref = Ref(base, 0, "long", source=ctx.parent)
                init = Add(bref, "+", Lit(lo, "long"), lo, "long")
                start = init if r.random() < 0.97 else bref
                ext = hi - (lo if start is init else 0)
                bound = Add(start, "+" if ext >= 0 else "-",
                            Lit(abs(ext), "long"), hi, "long")
            else:
                init = self.expr(lo, ctx, itypes)
                bound = self.expr(hi, ctx, btypes)
            lp = Loop(var, vtype, init, op, bound, kind, step, base=base,
                      mirrored=r.random() < 0.15)
            vals = loop_values(lp)
            if vals is None or (not vals and not zero):
                continue
            if not self.conversions(lp, vals):
                continue
            if vals and max(vals) - min(vals) + 1 > maxtrips * 4:
                continue
            return lp
        raise RuntimeError("no loop found")

    def conversions(self, lp, vals):
        """Whether the conversions the loop needs are of enabled features:
        an init whose value changes in the loop variable's type
        (narrow-conv), a signed variable compared as unsigned (mixed-sign)."""
        if lp.init.value != cint.convert(lp.init.value, lp.vtype):
            return "narrow-conv" in self.f
        signed = cint.TYPES[lp.vtype][1]
        ct = cint.common(lp.vtype, lp.bound.ctype)
        if signed and not cint.TYPES[ct][1] and (
                lp.init.value < 0 or min(vals or [0]) < 0 or
                lp.bound.value < 0):
            return "mixed-sign" in self.f
        return True

    # --- terms ---------------------------------------------------------------

    def window(self, ctx, avoid):
        arrays = [a for a in self.prog.arrays
                  if a not in avoid and (not a.local or a.local is ctx.kernel)]
        if not arrays:
            return None
        a = self.rng.choice(arrays)
        ctx.reads.add(a)
        roff = self.rng.randint(0, a.size - 1)
        rlen = self.rng.randint(1, a.size - roff)
        return Term("window", self.rng.randint(1, 5), arr=a, roff=roff,
                    rlen=rlen)

    def terms(self, ctx, ndims, avoid, leaf=True):
        r = self.rng
        out = []
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if leaf and k < 0.3:
                out.append(Term("var", r.randint(1, 7),
                                dim=r.randrange(ndims)))
            elif k < 0.55 and ctx.values:
                out.append(Term("scalar", r.randint(1, 5),
                                ref=r.choice(ctx.values)))
            elif k < 0.65 and ctx.kernel.carrays:
                out.append(Term("carr", 1, name=r.choice(
                    ctx.kernel.carrays)[0]))
            else:
                w = self.window(ctx, avoid)
                if w:
                    out.append(w)
        return out

    # --- nodes ---------------------------------------------------------------

    def array_for(self, ctx, span, avoid):
        """An array with room for `span` elements at some offset."""
        r = self.rng
        fits = [a for a in self.prog.arrays if a.size >= span and
                a not in avoid and (not a.local or a.local is ctx.kernel)]
        if fits and r.random() < 0.5:
            a = r.choice(fits)
        elif self.on("c-array", 0.2) and span > 0:
            a = Array(self.fresh("cw"), r.choice(ELEM), span +
                      r.randint(0, 8), local=ctx.kernel)
            self.prog.arrays.append(a)
        else:
            types = ELEM + (FLOAT if "float" in self.f else [])
            a = Array(self.fresh("A"), r.choice(types),
                      max(span, 1) + r.randint(0, 40))
            self.prog.arrays.append(a)
        return a, r.randint(0, a.size - span)

    def leaf(self, ctx, outer_span, dims, maxtrips):
        r = self.rng
        loops = []
        for d in range(dims):
            base = ctx.base if d == 0 and ctx.base and r.random() < 0.7 \
                else None
            loops.append(self.loop(ctx, self.fresh("i"), maxtrips, base))
        span = outer_span * nest_span(loops)
        a, off = self.array_for(ctx, span, ctx.busy | ctx.reads)
        ctx.busy.add(a)
        terms = self.terms(ctx, dims, ctx.busy)
        if r.random() < 0.2:
            terms.append(Term("self", 1))
        node = Leaf(loops, a, off, terms)
        self.decorate(node)
        if self.on("continue", 0.2):
            node.cont = r.randint(2, 5)
        node.mix = self.on("call-body", 0.3)
        node.clause = not ctx.parent or r.random() < 0.7
        if self.on("outer-var", 0.2) and not ctx.parent:
            lp = loops[0]
            lp.outer = self.kernel_scalar(ctx, lp.vtype, -7)
        return node

    def mirror(self, ctx, src, outer_span):
        """A leaf over the same grid reading src's element per instance."""
        loops = []
        for lp in src.loops:
            m = Loop(self.fresh("i"), lp.vtype, lp.init, lp.op, lp.bound,
                     lp.step_kind, lp.step, base=lp.base, mirrored=lp.mirrored)
            loops.append(m)
        span = outer_span * nest_span(loops)
        a, off = self.array_for(ctx, span, ctx.busy | ctx.reads | {src.arr})
        ctx.busy.add(a)
        # Not src.arr otherwise: a one_to_one edge orders only the instance
        # that wrote the element this one reads.
        terms = [Term("same", 1, src=src)] + self.terms(
            ctx, len(loops), ctx.busy | {src.arr})
        node = Leaf(loops, a, off, terms)
        self.decorate(node)
        node.clause = not ctx.parent or self.rng.random() < 0.7
        return node

    def kind(self):
        if self.on("one-to-one", 0.5):
            return "one_to_one"
        return self.rng.choice(["all_to_all", None])

    def decorate(self, node):
        r = self.rng
        node.name = self.fresh("n") if r.random() < 0.5 else None
        if self.on("macros", 0.4):
            node.style = r.choice(["op", "fn", "obj"])
        if self.on("targets", 0.15):
            node.target = r.choice(["cpu", "vector", "cpu, vector"])

    def inner(self, ctx, outer_span, depth):
        r = self.rng
        loops = [self.loop(ctx, self.fresh("t"), 4)
                 for _ in range(r.randint(1, 2))]
        node = Inner(loops, [], None)
        self.decorate(node)
        if r.random() < 0.4:
            node.base = self.fresh("base")
        sub = ctx.child(node)
        span = outer_span * nest_span(loops)
        for _ in range(r.randint(1, 2)):
            if depth < 2 and self.on("nest", 0.25):
                node.children.append(self.inner(sub, span, depth + 1))
                continue
            c = self.leaf(sub, span, r.randint(1, 2), 6)
            node.children.append(c)
            if self.on("mirror", 0.3):
                m = self.mirror(sub, c, span)
                node.children.append(m)
                if self.on("edges", 0.6):
                    c.name = c.name or self.fresh("n")
                    m.name = m.name or self.fresh("n")
                    node.edges.append(Edge(c, m, c.arr.name, self.kind()))
        ctx.busy |= sub.busy
        ctx.reads |= sub.reads
        node.braces = not ("braceless" in self.f and
                           self.spelling.random() < 0.5)
        return node

    def task(self, ctx, graph_items):
        r = self.rng
        outs = []
        for _ in range(r.randint(1, 2)):
            types = SCALAR + (FLOAT if "float" in self.f else [])
            mode = r.choice(["out", "out", "inout"])
            if self.on("count-from-out", 0.5):
                mode, ctype = "known", r.choice(["long", "int"])
            else:
                ctype = r.choice(types)
            if r.random() < 0.5:
                s = self.kernel_scalar(ctx, ctype, r.randint(-5, 5))
            else:
                s = Scalar(self.fresh("g"), ctype, r.randint(-5, 5), "graph")
            ref = None
            if mode == "known":
                ref = self.expr(r.randint(1, 12), ctx)
            outs.append((s, mode, ref))
        node = Task(outs, self.terms(ctx, 0, set(), leaf=False))
        self.decorate(node)
        if r.random() < 0.3:
            a, off = self.array_for(ctx, r.randint(1, 30), ctx.busy)
            ctx.busy.add(a)
            node.write = (a, off, r.randint(1, a.size - off))
        for s, mode, ref in outs:
            if mode == "known":
                ctx.known.append(Ref(s.name, ref.value, s.ctype, node))
            ctx.values.append(Ref(s.name, s.init, s.ctype, node))
        return node

    def kernel_scalar(self, ctx, ctype, init):
        s = Scalar(self.fresh("s"), ctype, init, "kernel")
        ctx.kernel.scalars.append(s)
        return s

    # --- graphs and kernels -----------------------------------------------

    def graph(self, kctx):
        r = self.rng
        ctx = kctx.copy()
        items = []
        for _ in range(r.randint(0, 2)):
            mutable = self.on("host-between", 0.5)
            s = Scalar(self.fresh("h"), r.choice(["long", "int"]), 0, "graph")
            e = self.expr(r.randint(-10, 40), ctx)
            st = HostStmt("decl", s, expr=e)
            items.append(st)
            ref = Ref(s.name, e.value, s.ctype, st)
            ctx.values.append(ref)
            if mutable:
                ctx.mutable.append(st)
            else:
                ctx.known.append(ref)
        for _ in range(r.randint(1, 4)):
            ctx.busy, ctx.reads = set(), set()
            k = r.random()
            if k < 0.2:
                items.append(self.task(ctx, items))
            elif k < 0.4 and self.on("nest"):
                items.append(self.inner(ctx, 1, 0))
            else:
                node = self.leaf(ctx, 1, r.randint(1, 3), 12)
                items.append(node)
                if self.on("mirror", 0.3):
                    ctx.busy, ctx.reads = set(), set()
                    m = self.mirror(ctx, node, 1)
                    items.append(m)
                    if self.on("edges", 0.6):
                        node.name = node.name or self.fresh("n")
                        m.name = m.name or self.fresh("n")
                        items.append(Edge(node, m, node.arr.name,
                                          self.kind()))
            if ctx.mutable and self.on("host-between", 0.5):
                st = r.choice(ctx.mutable)
                items.append(HostStmt("assign", st.scalar,
                                      delta=r.randint(1, 9), decl=st))
        g = Graph(self.fresh("g"), items)
        g.nowait = self.on("nowait", 0.2)
        g.infer = self.on("graph-infer", 0.3)
        if self.on("macros", 0.3):
            g.style = r.choice(["op", "fn", "obj"])
        return g

    def kernel(self):
        r = self.rng
        kinds = ["static"] * 4 + [k for k in ("member", "lambda", "extern-c",
                                              "template", "generic-lambda")
                                  if k in self.f]
        k = Kernel(self.fresh("k"), r.choice(kinds), [], [])
        for _ in range(r.randint(1, 3)):
            t = r.choice(PARAM)
            lo = 0 if not cint.TYPES[t][1] else -20
            k.params.append(Ref(self.fresh("p"), r.randint(lo, 60), t))
        if k.kind == "template":
            k.params.append(Ref("K", r.randint(0, 30), "long"))
        ctx = Ctx(k)
        ctx.known = list(k.params)
        ctx.values = list(k.params)
        if self.on("struct", 0.5):
            vals = {f: (t, r.randint(0, 40)) for f, t in FIELDS.items()}
            k.struct = (self.fresh("st"), vals)
            for f, (t, v) in vals.items():
                ctx.known.append(Ref("%s.%s" % (k.struct[0], f), v, t))
            ctx.values += ctx.known[-3:]
        if self.on("c-array", 0.5):
            n = r.randint(1, 9)
            t = r.choice(ELEM)
            lo = -50 if cint.TYPES[t][1] else 0
            k.carrays.append((self.fresh("tbl"), t,
                              [r.randint(lo, 50) for _ in range(n)]))
        for _ in range(r.randint(1, 2)):
            k.graphs.append(self.graph(ctx))
        k.region = self.on("region", 0.3)
        if self.on("repeat", 0.25):
            k.repeat = r.randint(2, 3)
        return k


class Ctx:
    """What a node being generated can see: the kernel, the enclosing node,
    scalars with known values (for bounds) and any scalars (for values),
    and the arrays it must not read or write (`busy`)."""

    def __init__(self, kernel):
        self.kernel, self.parent, self.base = kernel, None, None
        self.known, self.values, self.mutable = [], [], []
        self.busy, self.reads = set(), set()

    def copy(self):
        c = Ctx(self.kernel)
        c.parent, c.base = self.parent, self.base
        c.known, c.values = list(self.known), list(self.values)
        c.mutable, c.busy = list(self.mutable), set(self.busy)
        c.reads = set(self.reads)
        return c

    def child(self, node):
        c = self.copy()
        c.parent, c.base = node, node.base
        return c


def loop_values(lp):
    """The values the sequential loop gives its variable, or None."""
    return cint.simulate(lp.vtype, lp.init.value, lp.init.ctype, lp.op,
                         lp.bound.value, lp.bound.ctype, lp.step_kind,
                         lp.step.value, lp.step.ctype, 400)


def nest_span(loops):
    """Elements a nest's index space covers (product of value ranges)."""
    n = 1
    for lp in loops:
        vals = loop_values(lp)
        if vals is None:
            from model import Invalid
            raise Invalid("loop has no sequential meaning")
        n *= (max(vals) - min(vals) + 1) if vals else 0
    return n


def generate(seed, features):
    g = Gen(seed, features)
    for _ in range(g.rng.randint(1, 2)):
        g.prog.kernels.append(g.kernel())
    return g.prog
