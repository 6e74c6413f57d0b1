"""model.py - the program model that generator.py builds and render.py prints.

A program is a tree of elements (kernels holding graphs, graphs holding
nodes, host statements and edges, nodes holding loops and terms). Every
element can be dropped, and most have simpler forms (`simpler()`), which
is all the reducer needs: it changes the model, never the text. Whatever
depends on a value (array sizes, loop-variable ranges, index expressions,
bounds read from dropped scalars) is computed when rendering, so a reduced
model renders to a valid program or raises `Invalid`.
"""


class Invalid(Exception):
    """The model no longer describes a program with a sequential meaning."""


class El:
    """An element of the model: droppable, with simpler variants."""

    dropped = False
    droppable = True

    def kids(self):
        return []

    def simpler(self):
        """(attribute, value) pairs, each one a simpler variant."""
        return []


# --- expressions ----------------------------------------------------------


class Lit:
    """An integer literal of a given type (`5`, `5L`, `5u`, `5ul`)."""

    def __init__(self, value, ctype):
        self.value, self.ctype = value, ctype


class Ref:
    """A scalar read by name. `source` is the element declaring or writing it;
    when that element is not rendered, the known value is printed instead."""

    def __init__(self, name, value, ctype, source=None):
        self.name, self.value, self.ctype, self.source = (name, value, ctype,
                                                          source)


class Add:
    def __init__(self, a, op, b, value, ctype):
        self.a, self.op, self.b, self.value, self.ctype = a, op, b, value, ctype


class Call:
    """`fn(inner)`: dt_id returns its argument, dt_count also counts calls."""

    def __init__(self, fn, inner):
        self.fn, self.inner = fn, inner
        self.value, self.ctype = inner.value, "long"


class Macro:
    """An object-like macro standing for `inner`."""

    def __init__(self, name, inner):
        self.name, self.inner = name, inner
        self.value, self.ctype = inner.value, inner.ctype


# --- program elements -----------------------------------------------------


class Array(El):
    """A host array: a std::vector in main passed as `T *`, or (`local`) a C
    array declared in one kernel."""

    droppable = False

    def __init__(self, name, ctype, size, local=None):
        self.name, self.ctype, self.size, self.local = name, ctype, size, local


class Scalar(El):
    """A scalar that nodes write: declared in the kernel (then a graph
    output, printed) or in the graph (a plain statement)."""

    droppable = False

    def __init__(self, name, ctype, init, where):
        self.name, self.ctype, self.init, self.where = name, ctype, init, where


class Loop(El):
    droppable = False

    def __init__(self, var, vtype, init, op, bound, step_kind, step,
                 outer=None, base=None, mirrored=False):
        self.var, self.vtype, self.init, self.op = var, vtype, init, op
        self.bound, self.step_kind, self.step = bound, step_kind, step
        self.outer = outer        # kernel-level declaration (outer-var)
        self.base = base          # name of the parent body's `long base`
        self.mirrored = mirrored  # `bound > i` instead of `i < bound`

    def simpler(self):
        out = []
        if self.vtype != "long" and not self.base:
            out.append(("vtype", "long"))
        for attr in ("init", "bound"):
            e = getattr(self, attr)
            if not isinstance(e, Lit) and not self.base:
                out.append((attr, Lit(e.value, "long")))
        if self.step_kind not in ("++", "--"):
            out.append(("step_kind", "++" if self.step_kind in (
                "+=", "=i+c", "=c+i") else "--"))
        if self.outer:
            out.append(("outer", None))
        if self.mirrored:
            out.append(("mirrored", False))
        return out


class Term(El):
    """One summand of a leaf's value: `var` (a loop variable), `scalar`
    (a Ref), `window` (an element of a read-only window of an array),
    `same` (the element an earlier node wrote for this instance), `self`
    (this instance's own element), `carr` (a captured C array)."""

    def __init__(self, kind, coef, **kw):
        self.kind, self.coef = kind, coef
        self.__dict__.update(kw)


class Node(El):
    """Common to all nodes: name, pragma spelling, target clause."""

    style = "plain"
    target = None
    name = None

    def simpler(self):
        out = []
        if self.style != "plain":
            out.append(("style", "plain"))
        if self.target:
            out.append(("target", None))
        return out


class Leaf(Node):
    """A loop-form leaf: each instance writes arr[off + its index]."""

    def __init__(self, loops, arr, off, terms):
        self.loops, self.arr, self.off, self.terms = loops, arr, off, terms
        self.cont = None          # `if (lin % cont == 1) continue;`
        self.mix = False          # value passed through dt_mix()
        self.clause = True        # section of `arr` on the node itself
        self.section_style = "plain"

    def kids(self):
        return self.loops + self.terms

    def simpler(self):
        out = Node.simpler(self)
        if len(self.loops) > 1:
            out.append(("loops", self.loops[:-1]))
            out.append(("loops", self.loops[1:]))
        if self.cont:
            out.append(("cont", None))
        if self.mix:
            out.append(("mix", False))
        if not self.clause:
            out.append(("clause", True))
        if self.section_style != "plain":
            out.append(("section_style", "plain"))
        return out


class Task(Node):
    """A single-instance block node: reduces windows and scalars into
    scalars listed in out(...)/inout(...), may set `known` scalars to values
    computed from parameters, and may write a dense array segment."""

    def __init__(self, outs, terms):
        self.outs, self.terms = outs, terms   # outs: [(Scalar, mode, Ref?)]
        self.write = None                     # (arr, off, length)

    def kids(self):
        return self.terms

    def simpler(self):
        out = Node.simpler(self)
        if self.write:
            out.append(("write", None))
        for k in range(len(self.outs)):
            if len(self.outs) > 1:
                out.append(("outs", self.outs[:k] + self.outs[k + 1:]))
        return out


class Inner(Node):
    """A loop-form internal node whose instances run `children`."""

    def __init__(self, loops, children, base):
        self.loops, self.children, self.base = loops, children, base
        self.edges = []
        # Without braces only where the body is one child node.
        self.braces = True

    def kids(self):
        return self.loops + self.children + self.edges


class HostStmt(El):
    """A plain statement of a graph: `decl` (T name = expr;) or, with
    host-between, `assign` (name = name + delta;) between nodes."""

    def __init__(self, kind, scalar, expr=None, delta=0, decl=None):
        self.kind, self.scalar, self.expr = kind, scalar, expr
        self.delta, self.decl = delta, decl


class Edge(El):
    def __init__(self, src, dst, item, kind):
        self.src, self.dst, self.item, self.kind = src, dst, item, kind

    def simpler(self):
        return [("kind", None)] if self.kind else []


class Graph(El):
    def __init__(self, name, items):
        self.name, self.items = name, items
        self.nowait = False
        self.infer = False        # no sections on the graph pragma
        self.style = "plain"

    def kids(self):
        return self.items

    def simpler(self):
        out = []
        for attr, plain in (("nowait", False), ("infer", False),
                            ("style", "plain")):
            if getattr(self, attr) != plain:
                out.append((attr, plain))
        return out


class Kernel(El):
    """A function holding graphs. kind: static, extern-c, member, template,
    lambda, generic-lambda."""

    def __init__(self, name, kind, params, graphs):
        self.name, self.kind, self.params, self.graphs = (name, kind, params,
                                                          graphs)
        self.region = False       # one data region around the graphs
        self.repeat = 1           # graphs inside `for (rep ...)`
        self.carrays = []         # (name, ctype, values) read-only C arrays
        self.scalars = []         # kernel-level scalars (printed at the end)
        self.struct = None        # (param name, {field: (ctype, value)})

    def kids(self):
        return self.graphs

    def simpler(self):
        out = []
        if self.kind != "static":
            out.append(("kind", "static"))
        if self.region:
            out.append(("region", False))
        if self.repeat > 1:
            out.append(("repeat", 1))
        return out


class Program(El):
    droppable = False

    def __init__(self, seed, features):
        self.seed, self.features = seed, features
        self.arrays, self.kernels = [], []

    def kids(self):
        return self.kernels


def walk(el):
    """Every element under `el`, parents first, in a stable order."""
    yield el
    for k in el.kids():
        yield from walk(k)
