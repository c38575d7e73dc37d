#!/usr/bin/python3
"""Trains the engine's network (network/network_desc.h) on kosumi-network-data files and writes
the engine's network file (network/network_file.h, docs/network.md).

    build/kosumi-network-data --out train.kntd selfplay.ksp
    nice -n 10 tools/train/train_network.py --data train.kntd --checkpoint ckpt --out network.kmn \
        --blocks 4 --channels 48 --minutes 20

Games whose number is a multiple of --holdout-every are held out for validation (never trained
on). Each epoch ends with a checkpoint (model, optimiser, epoch) in --checkpoint; --resume goes on
from it, and --minutes stops the run at a step boundary with a checkpoint, so a long training can
be cut into steps. --init starts from an engine network file (the committed one, say) in place of
random weights, to train it further on new games; --teacher blends the targets with a larger
network's outputs (--teacher-share), to distil it into a cheaper one. Every batch is turned by one
of the 8 symmetries of the board. The network file is written with batch norm folded in, as the
engine reads it.

Needs numpy and PyTorch (Debian: python3-torch); the input planes are the engine's, read from the
data file, never computed here.
"""
import argparse
import json
import math
import os
import struct
import sys
import time
import zlib

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

DATA_MAGIC = b"KNTD"
DATA_VERSION = 1
NETWORK_MAGIC = b"KNET"
NETWORK_VERSION = 1


# ---------------------------------------------------------------------------------------------
# Training data (tools/common/network_data.h)

def read_data(paths):
    """Concatenated records of the files: a numpy structured array, and the board size."""
    arrays, size, input_version = [], None, None
    for path in paths:
        with open(path, "rb") as f:
            header = f.read(20)
        if len(header) < 20 or header[:4] != DATA_MAGIC:
            sys.exit(f"{path}: not training data")
        version, inputs, s, binary, scalar = struct.unpack("<HHIII", header[4:])
        if version != DATA_VERSION:
            sys.exit(f"{path}: data version {version}, this trainer reads {DATA_VERSION}")
        if size is not None and (s, inputs) != (size, input_version):
            sys.exit(f"{path}: another board size or input version than the first file")
        size, input_version = s, inputs
        dtype = record_dtype(s, binary, scalar)
        arrays.append(np.fromfile(path, dtype=dtype, offset=20))
    return np.concatenate(arrays), size, input_version


def record_dtype(size, binary, scalar):
    n = size * size
    return np.dtype([("game", "<u4"), ("flags", "u1"), ("result", "<f4"), ("root", "<f4"),
                     ("scalars", "<f4", (scalar,)), ("planes", "u1", (binary, n)),
                     ("policy", "<f4", (n + 1,)), ("ownership", "i1", (n,))])


def tensors(records, size, search_share=0.0):
    """Input planes, policy target, has-policy mask, value target and ownership as torch tensors.

    The value target is the game's result, or for searched moves with search_share > 0 that share
    of the root's value blended in: a game's result says little of a position where either side
    could still have won, and the search's estimate of it is less noisy."""
    n = size * size
    result = records["result"].astype(np.float32)
    if search_share:
        searched = (records["flags"] & 1) != 0
        result = np.where(searched, (1 - search_share) * result + search_share * records["root"], result)
    count = len(records)
    binary = torch.from_numpy(records["planes"].astype(np.float32))
    scalars = torch.from_numpy(records["scalars"].astype(np.float32))
    planes = torch.cat([binary, scalars[:, :, None].expand(count, scalars.shape[1], n)], dim=1)
    return (planes.reshape(count, -1, size, size).contiguous(),
            torch.from_numpy(records["policy"].copy()),
            torch.from_numpy((records["flags"] & 1).astype(np.float32)),
            torch.from_numpy(result.astype(np.float32)),
            torch.from_numpy(records["ownership"].astype(np.float32)).reshape(count, size, size))


# ---------------------------------------------------------------------------------------------
# The network, layer for layer the engine's

class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        return F.relu(x + self.bn2(self.conv2(y)))


class Network(nn.Module):
    def __init__(self, planes, blocks, channels, policy_channels=2, value_channels=32, value_hidden=64):
        super().__init__()
        self.shape = dict(planes=planes, blocks=blocks, channels=channels, policy_channels=policy_channels,
                          value_channels=value_channels, value_hidden=value_hidden)
        self.input = nn.Conv2d(planes, channels, 3, padding=1, bias=False)
        self.input_bn = nn.BatchNorm2d(channels)
        self.blocks = nn.ModuleList([Block(channels) for _ in range(blocks)])
        self.policy_conv = nn.Conv2d(channels, policy_channels, 1, bias=False)
        self.policy_bn = nn.BatchNorm2d(policy_channels)
        self.policy_point = nn.Conv2d(policy_channels, 1, 1)
        self.policy_pass = nn.Linear(channels, 1)
        self.value_conv = nn.Conv2d(channels, value_channels, 1, bias=False)
        self.value_bn = nn.BatchNorm2d(value_channels)
        self.value_hidden = nn.Linear(value_channels, value_hidden)
        self.value_out = nn.Linear(value_hidden, 1)
        self.ownership = nn.Conv2d(value_channels, 1, 1)

    def forward(self, x):
        """Policy logits (points row by row, then the pass), value logit, ownership in -1..1."""
        t = F.relu(self.input_bn(self.input(x)))
        for b in self.blocks:
            t = b(t)
        p = F.relu(self.policy_bn(self.policy_conv(t)))
        points = self.policy_point(p).flatten(1)
        passing = self.policy_pass(t.mean(dim=(2, 3)))
        v = F.relu(self.value_bn(self.value_conv(t)))
        owner = torch.tanh(self.ownership(v)).squeeze(1)
        value = self.value_out(F.relu(self.value_hidden(v.mean(dim=(2, 3))))).squeeze(1)
        return torch.cat([points, passing], dim=1), value, owner


# ---------------------------------------------------------------------------------------------
# The engine's file (network/network_file.h)

def folded(conv, bn):
    """A convolution followed by batch norm (eval statistics) as one convolution's weight, bias."""
    w = conv.weight.detach().double()
    bias = conv.bias.detach().double() if conv.bias is not None else torch.zeros(w.shape[0], dtype=torch.float64)
    if bn is None:
        return w, bias
    scale = bn.weight.detach().double() / torch.sqrt(bn.running_var.double() + bn.eps)
    return w * scale[:, None, None, None], (bias - bn.running_mean.double()) * scale + bn.bias.detach().double()


def conv_arrays(w, b):
    # The engine's layout: out x (tap, in) column-major, tap row-major over the kernel.
    return [w.permute(2, 3, 1, 0).reshape(-1), b.reshape(-1)]


def dense_arrays(layer):
    return [layer.weight.detach().double().t().reshape(-1), layer.bias.detach().double().reshape(-1)]


def network_bytes(model, input_version):
    s = model.shape
    arrays = conv_arrays(*folded(model.input, model.input_bn))
    for b in model.blocks:
        arrays += conv_arrays(*folded(b.conv1, b.bn1)) + conv_arrays(*folded(b.conv2, b.bn2))
    arrays += conv_arrays(*folded(model.policy_conv, model.policy_bn))
    arrays += conv_arrays(*folded(model.policy_point, None))
    arrays += dense_arrays(model.policy_pass)
    arrays += conv_arrays(*folded(model.value_conv, model.value_bn))
    arrays += dense_arrays(model.value_hidden) + dense_arrays(model.value_out)
    arrays += conv_arrays(*folded(model.ownership, None))
    weights = torch.cat(arrays).float().numpy().astype("<f4")
    body = NETWORK_MAGIC + struct.pack("<HH6II", NETWORK_VERSION, input_version, s["planes"], s["blocks"],
                                       s["channels"], s["policy_channels"], s["value_channels"],
                                       s["value_hidden"], weights.size)
    body += weights.tobytes()
    return body + struct.pack("<I", zlib.crc32(body))


def write_network(model, input_version, path):
    data = network_bytes(model, input_version)
    temporary = path + ".tmp"
    with open(temporary, "wb") as f:
        f.write(data)
    os.replace(temporary, path)
    return len(data)


def read_network(path):
    """The network of an engine file as the trainer's model, in eval mode; and its input version."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 44 or data[:4] != NETWORK_MAGIC:
        sys.exit(f"{path}: not a network file")
    body, crc = data[:-4], struct.unpack("<I", data[-4:])[0]
    if zlib.crc32(body) != crc:
        sys.exit(f"{path}: checksum does not match")
    version, input_version, planes, blocks, channels, policy_channels, value_channels, value_hidden, count = \
        struct.unpack("<HH6II", body[4:36])
    if version != NETWORK_VERSION:
        sys.exit(f"{path}: format version {version}, this reads {NETWORK_VERSION}")
    weights = torch.from_numpy(np.frombuffer(body[36:], dtype="<f4").astype(np.float32))
    if weights.numel() != count:
        sys.exit(f"{path}: {weights.numel()} weights where the header says {count}")
    model = Network(planes, blocks, channels, policy_channels, value_channels, value_hidden)
    at = 0

    def take(n):
        nonlocal at
        chunk = weights[at:at + n]
        at += n
        return chunk

    def conv(layer, bn):
        out, inp, kh, kw = layer.weight.shape
        # The file's layout is out x (tap, in) column-major (conv_arrays in the trainer).
        w = take(out * inp * kh * kw).reshape(kh, kw, inp, out).permute(3, 2, 0, 1)
        b = take(out)
        with torch.no_grad():
            layer.weight.copy_(w)
            if bn is None:
                layer.bias.copy_(b)
            else:  # identity statistics, so the folded bias is the batch norm's shift
                bn.weight.fill_(1.0)
                bn.bias.copy_(b)
                bn.running_mean.zero_()
                bn.running_var.fill_(1.0 - bn.eps)

    def dense(layer):
        out, inp = layer.weight.shape
        w = take(out * inp).reshape(inp, out).t()
        with torch.no_grad():
            layer.weight.copy_(w)
            layer.bias.copy_(take(out))

    conv(model.input, model.input_bn)
    for b in model.blocks:
        conv(b.conv1, b.bn1)
        conv(b.conv2, b.bn2)
    conv(model.policy_conv, model.policy_bn)
    conv(model.policy_point, None)
    dense(model.policy_pass)
    conv(model.value_conv, model.value_bn)
    dense(model.value_hidden)
    dense(model.value_out)
    conv(model.ownership, None)
    if at != count:
        sys.exit(f"{path}: {count} weights where its shape needs {at}")
    model.eval()
    return model, input_version


# ---------------------------------------------------------------------------------------------
# Training

def symmetry(x, k):
    """One of the 8 symmetries of the board on the last two dimensions."""
    if k & 4:
        x = x.transpose(-1, -2)
    return torch.rot90(x, k & 3, dims=(-2, -1))


def losses(model, planes, policy, has_policy, result, ownership, size):
    logits, value, owner = model(planes)
    log_p = F.log_softmax(logits, dim=1)
    policy_loss = -(policy * log_p).sum(1)
    policy_loss = (policy_loss * has_policy).sum() / has_policy.sum().clamp(min=1)
    value_loss = F.binary_cross_entropy_with_logits(value, result)
    owner_loss = F.mse_loss(owner, ownership)
    return policy_loss, value_loss, owner_loss, logits, value, owner


def augment(batch, size):
    planes, policy, has_policy, result, ownership = batch
    k = int(torch.randint(8, ()))
    n = size * size
    points = symmetry(policy[:, :n].reshape(-1, size, size), k).reshape(-1, n)
    return (symmetry(planes, k).contiguous(), torch.cat([points, policy[:, n:]], 1), has_policy, result,
            symmetry(ownership, k).contiguous())


def read_network_for(path, input_version, planes):
    """The network of an engine file, which must read the data's input planes."""
    model, version = read_network(path)
    if version != input_version or model.shape["planes"] != planes:
        sys.exit(f"{path}: input version {version}, the data's {input_version}")
    return model


def distilled(teacher, batch, share):
    """The batch with its targets moved share of the way to the teacher network's outputs.

    A larger network that the search uses better but cannot pay for at a second a move teaches a
    smaller one what it computes: its policy for the searched moves (the others keep no policy
    target), its value as a soft result beside the game's and the root's, its ownership."""
    planes, policy, has_policy, result, ownership = batch
    with torch.no_grad():
        logits, value, owner = teacher(planes)
    searched = has_policy[:, None] > 0
    policy = torch.where(searched, (1 - share) * policy + share * torch.softmax(logits, 1), policy)
    return (planes, policy, has_policy, (1 - share) * result + share * torch.sigmoid(value),
            (1 - share) * ownership + share * owner)


def training_mode(model, frozen_batch_norm):
    """The model in training mode; with frozen_batch_norm, its batch norm layers stay as they are.

    A network read from an engine file has its batch norm folded into the convolutions and identity
    statistics in its place: statistics of batches in training would change what every layer
    computes at the first step, so a run started from such a file trains the weights alone.
    """
    model.train()
    if frozen_batch_norm:
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.eval()


def validate(model, data, size, batch_size=1024):
    """The held-out measures; each layer is left in the mode it was found in."""
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    totals = dict(policy=0.0, value=0.0, ownership=0.0, top1=0.0, mse=0.0, winner=0.0)
    searched = decided = 0
    count = len(data[0])
    with torch.no_grad():
        for start in range(0, count, batch_size):
            planes, policy, has_policy, result, ownership = (t[start:start + batch_size] for t in data)
            p, v, o, logits, value, _ = losses(model, planes, policy, has_policy, result, ownership, size)
            m = int(has_policy.sum())
            totals["policy"] += float(p) * m
            totals["value"] += float(v) * len(planes)
            totals["ownership"] += float(o) * len(planes)
            hit = (logits.argmax(1) == policy.argmax(1)).float()
            totals["top1"] += float((hit * has_policy).sum())
            prob = torch.sigmoid(value)
            totals["mse"] += float(((prob - result) ** 2).sum())
            known = result != 0.5
            totals["winner"] += float(((prob > 0.5) == (result > 0.5))[known].float().sum())
            searched += m
            decided += int(known.sum())
    for m, training in modes:
        m.training = training
    return dict(positions=count, policy_loss=totals["policy"] / max(searched, 1),
                policy_top1=totals["top1"] / max(searched, 1), value_loss=totals["value"] / count,
                value_mse=totals["mse"] / count, value_winner=totals["winner"] / max(decided, 1),
                ownership_mse=totals["ownership"] / count)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", nargs="+", required=True, help="kosumi-network-data files")
    ap.add_argument("--out", required=True, help="the network file to write")
    ap.add_argument("--checkpoint", required=True, help="folder for checkpoint.pt and log.jsonl")
    ap.add_argument("--resume", action="store_true", help="go on from the checkpoint")
    ap.add_argument("--init", help="start from this engine network file's weights (its shape, not --blocks "
                                   "and --channels), its batch norm kept as folded in")
    ap.add_argument("--blocks", type=int, default=4)
    ap.add_argument("--channels", type=int, default=48)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=0.02, help="SGD with momentum 0.9; cosine over --epochs")
    ap.add_argument("--weight-decay", type=float, default=1e-4)
    ap.add_argument("--ownership-weight", type=float, default=0.15)
    ap.add_argument("--value-search-share", type=float, default=0.0,
                    help="the root value's share in the value target of searched moves (held-out measures "
                         "stay against the result)")
    ap.add_argument("--teacher", help="an engine network file whose outputs the targets are blended with")
    ap.add_argument("--teacher-share", type=float, default=0.5,
                    help="the teacher's share in the policy, value and ownership targets (held-out measures "
                         "stay against the games)")
    ap.add_argument("--holdout-every", type=int, default=20, help="games whose number is a multiple are held out")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    records, size, input_version = read_data(args.data)
    held = records["game"] % args.holdout_every == 0
    train = tensors(records[~held], size, args.value_search_share)
    valid = tensors(records[held], size)
    planes = train[0].shape[1]
    # Files of runs with other seeds number their games alike: a game is a run of equal numbers.
    games = int(np.count_nonzero(np.diff(records["game"].astype(np.int64)))) + 1
    print(f"{games} games, {len(records)} positions: {len(train[0])} for training, {len(valid[0])} held out "
          f"(game numbers divisible by {args.holdout_every})", flush=True)

    if args.init:
        model = read_network_for(args.init, input_version, planes)
    else:
        model = Network(planes, args.blocks, args.channels)
    training_mode(model, args.init is not None)
    teacher = read_network_for(args.teacher, input_version, planes) if args.teacher else None
    optimiser = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, weight_decay=args.weight_decay)
    os.makedirs(args.checkpoint, exist_ok=True)
    checkpoint = os.path.join(args.checkpoint, "checkpoint.pt")
    epoch, step = 0, 0
    if args.resume and os.path.exists(checkpoint):
        state = torch.load(checkpoint)
        if state["shape"] != model.shape:
            sys.exit(f"{checkpoint}: another shape {state['shape']}")
        model.load_state_dict(state["model"])
        optimiser.load_state_dict(state["optimiser"])
        epoch, step = state["epoch"], state["step"]
        print(f"resumed at epoch {epoch}, step {step}", flush=True)

    count = len(train[0])
    steps_per_epoch = count // args.batch
    total_steps = steps_per_epoch * args.epochs
    started = time.time()
    log = open(os.path.join(args.checkpoint, "log.jsonl"), "a")
    out_of_time = False
    while epoch < args.epochs and not out_of_time:
        g = torch.Generator().manual_seed(args.seed * 1000 + epoch)
        order = torch.randperm(count, generator=g)
        first = step - epoch * steps_per_epoch  # a resumed epoch skips the batches already taken
        sums = [0.0, 0.0, 0.0]
        for i in range(first, steps_per_epoch):
            lr = 0.5 * args.lr * (1 + math.cos(math.pi * step / total_steps))
            for group in optimiser.param_groups:
                group["lr"] = lr
            index = order[i * args.batch:(i + 1) * args.batch]
            batch = augment(tuple(t[index] for t in train), size)
            if teacher is not None:
                batch = distilled(teacher, batch, args.teacher_share)
            p, v, o, *_ = losses(model, *batch, size)
            loss = p + v + args.ownership_weight * o
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            step += 1
            sums = [sums[0] + float(p), sums[1] + float(v), sums[2] + float(o)]
            if step % 100 == 0:
                k = i + 1 - first
                print(f"epoch {epoch} step {step} lr {lr:.4f} policy {sums[0] / k:.3f} value {sums[1] / k:.3f} "
                      f"ownership {sums[2] / k:.3f} {time.time() - started:.0f} s", flush=True)
            if args.minutes and time.time() - started > args.minutes * 60:
                out_of_time = True
                break
        if not out_of_time:
            epoch += 1
        result = validate(model, valid, size)
        result.update(epoch=epoch, step=step, seconds=round(time.time() - started))
        print("held out: " + json.dumps(result), flush=True)
        log.write(json.dumps(result) + "\n")
        log.flush()
        torch.save(dict(model=model.state_dict(), optimiser=optimiser.state_dict(), epoch=epoch, step=step,
                        shape=model.shape, input_version=input_version), checkpoint + ".tmp")
        os.replace(checkpoint + ".tmp", checkpoint)
    model.eval()
    written = write_network(model, input_version, args.out)
    print(f"wrote {args.out} ({written} bytes)", flush=True)


if __name__ == "__main__":
    main()
