"""Search of a configuration space under additive models.

With ApproxTuner's predictive models, a configuration's predicted cost is
the sum of its operations' costs under their knobs, and its predicted
quality loss a sum over its operations too (models.py). The Pareto-optimal
configurations of such a space are then found exactly, one operation at a
time, as in a multiple-choice knapsack: the front of the first i operations
combined with each knob of operation i+1 and pruned to its Pareto-optimal,
within-budget points gives the front of the first i+1.
"""


def dominates(a, b):
    """Whether point a = (cost, loss) is at least as good as b in both and
    better in one (lower is better in both)."""
    return a[0] <= b[0] and a[1] <= b[1] and (a[0] < b[0] or a[1] < b[1])


def pareto_front(points, key=lambda p: p):
    """The points no other point dominates, by growing cost; key gives a
    point's (cost, loss). Of equal points, the first is kept."""
    ordered = sorted(points, key=lambda p: (key(p)[0], key(p)[1]))
    front = []
    for p in ordered:
        cost, loss = key(p)
        if front and loss >= key(front[-1])[1]:
            continue
        front.append(p)
    return front


def additive_front(options, max_loss, max_points=4096):
    """The Pareto front of configurations predicted to lose at most
    max_loss. options holds, per operation, a list of (knob, cost, loss);
    a configuration takes one knob per operation and costs (loses) the sum
    of its knobs' costs (losses). Returns (cost, loss, knobs) triples by
    growing cost. Fronts longer than max_points are thinned evenly (never
    losing their ends), which keeps the search polynomial."""
    front = [(0.0, 0.0, ())]
    for op_options in options:
        combined = [(cost + c, loss + l, knobs + (knob,))
                    for cost, loss, knobs in front
                    for knob, c, l in op_options
                    if loss + l <= max_loss]
        front = pareto_front(combined, key=lambda p: (p[0], p[1]))
        if len(front) > max_points:
            step = (len(front) - 1) / (max_points - 1)
            front = [front[round(i * step)] for i in range(max_points)]
    return front
