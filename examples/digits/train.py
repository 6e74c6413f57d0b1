#!/usr/bin/env python3
"""train.py - train the digits networks and write their tensors.

Trains two small CNNs on the handwritten digits that python3-sklearn ships
(1797 8x8 images, classes 0-9) with python3-torch, on the CPU, from fixed
seeds, and writes into data/ (next to this script) what the HPVM programs
read: raw little-endian float32 tensors in NCHW order, no header
(readTrainedWeights / readInputBatch), and uint32 labels (readLabels3):

  test_input.bin        the 360 test images, 360 x 1 x 8 x 8, values in [0, 1]
  test_labels.bin       their classes
  <net>_<layer>_w.bin   weights (dense weights as in x out, the layout of
  <net>_<layer>_b.bin   __hpvm__tensor_mul), biases as 1 x C x 1 x 1
  <net>_bn<i>_{gamma,beta,mean,variance}.bin   batch-norm parameters
  <net>_torch_predictions.bin   PyTorch's predicted class of each test image

and prints each network's test accuracy. Usage: python3 train.py
(Debian 12: apt-get install python3-torch python3-sklearn).
"""
import os

import numpy as np
import torch
import torch.nn as nn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "data")
TEST = 360


class LeNet(nn.Module):
    """conv 8x3x3 + tanh + max pool, conv 16x3x3 + tanh + max pool,
    dense 64 -> 32 + relu, dense 32 -> 10, softmax."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc1 = nn.Linear(64, 32)
        self.fc2 = nn.Linear(32, 10)

    def forward(self, x):
        x = nn.functional.max_pool2d(torch.tanh(self.conv1(x)), 2)
        x = nn.functional.max_pool2d(torch.tanh(self.conv2(x)), 2)
        x = torch.relu(self.fc1(x.flatten(1)))
        return self.fc2(x)


class DeepNet(nn.Module):
    """conv 16x3x3 + batch norm + relu, depthwise 3x3 + batch norm + relu,
    conv 32x1x1 + relu, max pool, conv 32x3x3 + relu, mean pool,
    dense 128 -> 10, softmax."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(16)
        self.dw = nn.Conv2d(16, 16, 3, padding=1, groups=16)
        self.bn2 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 1)
        self.conv3 = nn.Conv2d(32, 32, 3, padding=1)
        self.fc = nn.Linear(128, 10)

    def forward(self, x):
        x = torch.relu(self.bn1(self.conv1(x)))
        x = torch.relu(self.bn2(self.dw(x)))
        x = nn.functional.max_pool2d(torch.relu(self.conv2(x)), 2)
        x = nn.functional.avg_pool2d(torch.relu(self.conv3(x)), 2)
        return self.fc(x.flatten(1))


def write(name, array, dtype=np.float32):
    np.ascontiguousarray(array, dtype=dtype).tofile(os.path.join(OUT, name))


def train(net, x, y, epochs):
    opt = torch.optim.Adam(net.parameters(), lr=0.01)
    for _ in range(epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), 64):
            idx = perm[i:i + 64]
            opt.zero_grad()
            nn.functional.cross_entropy(net(x[idx]), y[idx]).backward()
            opt.step()
    net.eval()


def export(prefix, net):
    for name, module in net.named_children():
        if isinstance(module, nn.Conv2d):
            write(f"{prefix}_{name}_w.bin", module.weight.detach().numpy())
            write(f"{prefix}_{name}_b.bin", module.bias.detach().numpy())
        elif isinstance(module, nn.Linear):
            write(f"{prefix}_{name}_w.bin", module.weight.detach().numpy().T)
            write(f"{prefix}_{name}_b.bin", module.bias.detach().numpy())
        elif isinstance(module, nn.BatchNorm2d):
            write(f"{prefix}_{name}_gamma.bin", module.weight.detach().numpy())
            write(f"{prefix}_{name}_beta.bin", module.bias.detach().numpy())
            write(f"{prefix}_{name}_mean.bin", module.running_mean.numpy())
            write(f"{prefix}_{name}_variance.bin", module.running_var.numpy())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    # Only training needs scikit-learn: bench/tensor/torch_digits.py imports
    # the models where it may be missing.
    from sklearn.datasets import load_digits

    digits = load_digits()
    order = np.random.RandomState(0).permutation(len(digits.images))
    images = (digits.images[order] / 16.0).astype(np.float32)[:, None]
    labels = digits.target[order].astype(np.int64)
    x, y = torch.from_numpy(images), torch.from_numpy(labels)
    xtrain, ytrain, xtest, ytest = x[TEST:], y[TEST:], x[:TEST], y[:TEST]
    os.makedirs(OUT, exist_ok=True)
    write("test_input.bin", xtest.numpy())
    write("test_labels.bin", ytest.numpy(), np.uint32)
    for prefix, net, epochs in (("lenet", LeNet(), 30), ("deep", DeepNet(), 30)):
        train(net, xtrain, ytrain, epochs)
        export(prefix, net)
        with torch.no_grad():
            predictions = net(xtest).argmax(1)
        write(f"{prefix}_torch_predictions.bin", predictions.numpy(), np.uint32)
        accuracy = (predictions == ytest).float().mean().item() * 100
        print(f"{prefix}: PyTorch test accuracy {accuracy:.2f}% "
              f"on {TEST} images")


if __name__ == "__main__":
    main()
