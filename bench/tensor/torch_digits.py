#!/usr/bin/env python3
"""torch_digits.py - the PyTorch baseline of bench/tensor/run.sh.

Loads the digits networks' weights that examples/digits/train.py wrote
(the files the hpvmcc programs read) into its PyTorch models and times
inference on 1 image and on the 360-image batch, median of REPEATS runs
after a warm-up, with THREADS threads. Prints lines in the format of the
programs' --time mode: "<net> batch <n>: <us> us per batch".

Usage: torch_digits.py DATA_DIR THREADS REPEATS
"""
import os
import statistics
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "examples", "digits"))
import train  # noqa: E402  (the models)


def load(prefix, net, data):
    def read(name, shape):
        path = os.path.join(data, f"{prefix}_{name}.bin")
        return torch.from_numpy(np.fromfile(path, np.float32).reshape(shape))

    with torch.no_grad():
        for name, module in net.named_children():
            if isinstance(module, torch.nn.Conv2d):
                module.weight.copy_(read(name + "_w", module.weight.shape))
                module.bias.copy_(read(name + "_b", module.bias.shape))
            elif isinstance(module, torch.nn.Linear):
                w = read(name + "_w", module.weight.shape[::-1])
                module.weight.copy_(w.T)
                module.bias.copy_(read(name + "_b", module.bias.shape))
            elif isinstance(module, torch.nn.BatchNorm2d):
                module.weight.copy_(read(name + "_gamma", module.weight.shape))
                module.bias.copy_(read(name + "_beta", module.bias.shape))
                module.running_mean.copy_(read(name + "_mean",
                                               module.running_mean.shape))
                module.running_var.copy_(read(name + "_variance",
                                              module.running_var.shape))
    return net.eval()


def main():
    data, threads, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    torch.set_num_threads(threads)
    images = np.fromfile(os.path.join(data, "test_input.bin"), np.float32)
    images = torch.from_numpy(images.reshape(-1, 1, 8, 8))
    for prefix, net in (("lenet", train.LeNet()), ("deep", train.DeepNet())):
        net = load(prefix, net, data)
        for batch in (1, len(images)):
            x = images[:batch]
            us = []
            with torch.no_grad():
                for r in range(repeats + 1):
                    start = time.perf_counter()
                    torch.softmax(net(x), 1)
                    if r:
                        us.append((time.perf_counter() - start) * 1e6)
            print(f"{prefix} batch {batch}: {statistics.median(us):.1f} us "
                  f"per batch")


if __name__ == "__main__":
    main()
