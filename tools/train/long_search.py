#!/usr/bin/env python3
"""Values of held-out self-play positions from a long search, to judge a network's value by.

A game's result says who won after the moves the self-play engine chose; a long search of the
position says what the position is worth. For every --every-th position of the games a trainer
holds out (game number a multiple of --holdout-every, as train_network.py holds them out), the
engine replays the moves over GTP, searches with --playouts and reports the win rate of its most
visited move for the side to move. One JSON line a position:

    {"held": H, "game": G, "move": M, "value": V}

H counts the held-out games in the order of the files and their games, which is the order of
their records in kosumi-network-data's output of the same files given in the same order
(measure_network.py checks the game numbers agree); M is the position's number in
its game (before move M, from 0). measure_network.py --long reads these lines. The output grows
line by line, and a run started again on the same file goes on after the positions it holds.

    tools/train/long_search.py --out long.jsonl --playouts 10000 --every 4 \\
        tools/train/data/selfplay-9-1000-seed47.ksp
"""
import argparse
import json
import os
import re
import subprocess
import sys

from selfplay_format import read_games

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
WIN_RATE = re.compile(r"^\S+: visits (\d+), win rate ([0-9.]+)%", re.M)


class Engine:
    """A GTP engine on pipes: send() returns the reply's text, or exits on a failed command."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"long_search: the engine stopped at '{command}'")
            if line.strip() == "" and lines:
                break
            if line.strip() or lines:
                lines.append(line.rstrip("\n"))
        reply = "\n".join(lines)
        if not reply.startswith("="):
            sys.exit(f"long_search: '{command}' answered {reply}")
        return reply[1:].strip()

    def close(self):
        try:
            self.send("quit")
        finally:
            self.process.wait()


def vertex(point, size):
    if point == size * size:
        return "pass"
    y, x = divmod(point, size)
    return f"{LETTERS[x]}{y + 1}"


def best_win_rate(stats):
    """The win rate of the most visited move in kosumi-search-stats' answer, 0..1."""
    best = max(((int(v), float(w)) for v, w in WIN_RATE.findall(stats)), default=None)
    if best is None:
        sys.exit(f"long_search: no candidate in the search's statistics:\n{stats}")
    return best[1] / 100.0


def done_positions(path):
    if not os.path.exists(path):
        return set()
    done = set()
    with open(path) as f:
        for line in f:
            if line.endswith("\n"):
                entry = json.loads(line)
                done.add((entry["held"], entry["move"]))
    return done


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+", help="kosumi-selfplay files, in kosumi-network-data's order")
    ap.add_argument("--out", required=True, help="JSON lines, one a position (appended to)")
    ap.add_argument("--engine", default="build/kosumi --threads 1 --read-decided-fights off --network off")
    ap.add_argument("--playouts", type=int, default=10000)
    ap.add_argument("--every", type=int, default=4, help="every this many positions of a held-out game")
    ap.add_argument("--holdout-every", type=int, default=20)
    ap.add_argument("--limit", type=int, default=0, help="stop after this many positions (0: all)")
    args = ap.parse_args()

    done = done_positions(args.out)
    engine = Engine(f"{args.engine} --playouts {args.playouts}")
    searched = 0
    held = -1
    with open(args.out, "a") as out:
        for path in args.files:
            for game in read_games(path):
                if game.index % args.holdout_every:
                    continue
                held += 1
                if (game.ko, game.scoring) != ("positional", "area"):
                    sys.exit(f"long_search: {path} game {game.index}: rules {game.ko} {game.scoring}, "
                             "this replays positional ko and area scoring only")
                todo = [m for m in range(0, len(game.moves), args.every) if (held, m) not in done]
                if not todo:
                    continue
                engine.send(f"boardsize {game.size}")
                engine.send(f"komi {game.komi:g}")
                engine.send("clear_board")
                played = 0
                for m in todo:
                    for move in game.moves[played:m]:
                        engine.send(f"play {'w' if move.white else 'b'} {vertex(move.point, game.size)}")
                    played = m
                    colour = "w" if game.moves[m].white else "b"
                    engine.send(f"reg_genmove {colour}")
                    value = best_win_rate(engine.send("kosumi-search-stats"))
                    out.write(json.dumps({"held": held, "game": game.index, "move": m, "value": round(value, 4)}) + "\n")
                    out.flush()
                    searched += 1
                    if args.limit and searched >= args.limit:
                        engine.close()
                        return
    engine.close()


if __name__ == "__main__":
    main()
