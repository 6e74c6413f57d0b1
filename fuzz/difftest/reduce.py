"""reduce.py - shrinks a failing program model while the failure persists.

Greedy, on the model rather than the text: for every element (in walk
order, kernels first, so that large parts go early) it tries dropping it,
then each of its simpler variants (model.El.simpler), and keeps a change
when the candidate still fails with the same signature. Rendering checks
that a candidate still has a sequential meaning (model.Invalid), and the
caller's `test` rebuilds it with clang++ first, so a reduced program is as
valid as a generated one. Passes repeat until nothing changes or the time
budget is spent.
"""
import copy
import time

from model import Edge, Graph, HostStmt, Kernel, Node, walk

BIG = (Kernel, Graph, Node, HostStmt, Edge)


def reduce(prog, test, signature, budget):
    """The smallest variant of `prog` whose test(p) returns `signature`."""
    deadline = time.time() + budget
    for big in (True, False):   # whole nodes first: each test is slow
        changed = True
        while changed and time.time() < deadline:
            changed = False
            index = 0
            while time.time() < deadline:
                elems = [e for e in walk(prog) if not e.dropped]
                if index >= len(elems):
                    break
                for k in range(len(variants(elems[index], big))):
                    cand = copy.deepcopy(prog)
                    target = [e for e in walk(cand) if not e.dropped][index]
                    setattr(target, *variants(target, big)[k])
                    if test(cand) == signature:
                        prog, changed = cand, True
                        break
                else:
                    index += 1
    return prog


def variants(el, big):
    if big:
        return [("dropped", True)] if isinstance(el, BIG) else []
    return ([("dropped", True)] if el.droppable else []) + el.simpler()
