#!/usr/bin/env python3
"""Measures engine network files on the held-out positions of training data.

Reads each .kmn file back into the trainer's layers (batch norm already folded into the weights)
and prints the measures the trainer logs after each epoch, on the positions of the games whose
number is a multiple of --holdout-every: so networks trained on other data, or written by other
runs, are compared on the same positions. --search adds the same measures for the root values the
self-play search recorded, the bar a value has to clear to tell the search anything. --long reads
the values a long search gave some of the held-out positions (long_search.py) and measures the
networks, the self-play root values and the games' results against those as well.
"""

import argparse
import json
import sys

import numpy as np
import torch

from train_network import read_data, read_network, tensors, validate


def search_measures(records):
    """The self-play root values of the searched positions, measured against the results."""
    searched = records[(records["flags"] & 1) != 0]
    root, result = searched["root"].astype(np.float64), searched["result"].astype(np.float64)
    known = result != 0.5
    return dict(positions=len(searched), value_mse=float(((root - result) ** 2).mean()),
                value_winner=float(((root > 0.5) == (result > 0.5))[known].mean()))


def read_long(path, held):
    """The held-out records long_search.py searched, and the long search's values of them.

    The held-out records come game after game in the files' order, a record a move: the n-th run
    of records with one game number is long_search.py's held-out game n, its k-th record the
    position before move k."""
    start = {}
    ordinal = -1
    previous = None
    for i, game in enumerate(held["game"]):
        if game != previous:
            ordinal += 1
            start[ordinal] = (i, int(game))
            previous = game
    rows, games, values = [], [], []
    with open(path) as f:
        for line in f:
            entry = json.loads(line)
            first, game = start.get(entry["held"], (None, None))
            if game != entry["game"]:
                sys.exit(f"{path}: held-out game {entry['held']} is game {game} in the data, "
                         f"game {entry['game']} in the file: not the same files in the same order")
            rows.append(first + entry["move"])
            games.append(game)
            values.append(entry["value"])
    rows = np.array(rows, dtype=np.int64)
    if (rows >= len(held)).any() or (held["game"][rows] != games).any():
        sys.exit(f"{path}: a position past the end of its game")
    return rows, np.array(values, dtype=np.float64)


def against_long(estimate, long):
    """How an estimate of the side to move's winning chance agrees with the long search's: the
    squared distance (which depends on the estimates' scale: a search's win rates stay nearer 1/2
    than a value trained on results), the correlation, and how often both favour the same side,
    over all positions and over those the long search calls clearly (beyond 40-60 %)."""
    clear = np.abs(long - 0.5) > 0.1
    same = (estimate > 0.5) == (long > 0.5)
    return dict(mse=float(((estimate - long) ** 2).mean()), correlation=float(np.corrcoef(estimate, long)[0, 1]),
                same_side=float(same.mean()), clear=int(clear.sum()), same_side_clear=float(same[clear].mean()))


def network_values(model, planes, batch_size=1024):
    model.eval()
    out = []
    with torch.no_grad():
        for start in range(0, len(planes), batch_size):
            out.append(torch.sigmoid(model(planes[start:start + batch_size])[1]).double())
    return torch.cat(out).numpy()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", nargs="+", required=True, help="kosumi-network-data files")
    ap.add_argument("--holdout-every", type=int, default=20, help="as the trainer took it")
    ap.add_argument("--search", action="store_true", help="also measure the recorded root values")
    ap.add_argument("--long", help="long_search.py's values of held-out positions, to measure against")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("networks", nargs="+", help="engine network files (.kmn)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    records, size, input_version = read_data(args.data)
    held = records[records["game"] % args.holdout_every == 0]
    valid = tensors(held, size)
    if args.search:
        print("search: " + json.dumps(search_measures(held)), flush=True)
    if args.long:
        rows, long = read_long(args.long, held)
        # Only searched positions: the random opening moves have no root value.
        searched = (held["flags"][rows] & 1) != 0
        rows, long = rows[searched], long[searched]
        subset = valid[0][torch.from_numpy(rows)]
        print(f"long search: {len(rows)} searched positions", flush=True)
        print("  the games' results: " + json.dumps(against_long(held["result"][rows].astype(np.float64), long)))
        print("  the self-play root values: " + json.dumps(against_long(held["root"][rows].astype(np.float64), long)))
    for path in args.networks:
        model, version = read_network(path)
        if version != input_version:
            sys.exit(f"{path}: input version {version}, the data's {input_version}")
        print(f"{path}: " + json.dumps(validate(model, valid, size)), flush=True)
        if args.long:
            print(f"  against the long search: " + json.dumps(against_long(network_values(model, subset), long)),
                  flush=True)


if __name__ == "__main__":
    main()
