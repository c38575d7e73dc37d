#!/usr/bin/python3
"""long_search.py against the engine and measure_network.py's reading of its output: the
positions of real self-play games searched over GTP come back in measure_network.py as the
records of those positions in kosumi-network-data's output, a second run adds nothing, and a
file whose games do not match the data is refused.

    test_long_search.py build/kosumi-selfplay build/kosumi-network-data build/kosumi

Exits 77 (skipped) where numpy or PyTorch is missing.
"""
import json
import os
import subprocess
import sys
import tempfile

try:
    import numpy as np  # noqa: F401
    import torch  # noqa: F401
except ImportError:
    print("numpy or torch missing: skipped")
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import long_search as ls  # noqa: E402
import measure_network as mn  # noqa: E402
import train_network as tn  # noqa: E402
from selfplay_format import read_games  # noqa: E402


def check_parsing():
    stats = ("To move: White\nPlayouts: 100\nC3: visits 20, win rate 40.0%, lcb 30.0%\n"
             "D4: visits 70, win rate 61.5%, lcb 55.0%\nE5: visits 10, win rate 90.0%, lcb 20.0%")
    assert ls.best_win_rate(stats) == 0.615, ls.best_win_rate(stats)
    assert ls.vertex(0, 9) == "A1" and ls.vertex(8 * 9 + 8, 9) == "J9" and ls.vertex(81, 9) == "pass"


def main():
    selfplay, network_data, engine = sys.argv[1:4]
    check_parsing()
    with tempfile.TemporaryDirectory() as folder:
        games = os.path.join(folder, "games.ksp")
        data = os.path.join(folder, "data.kntd")
        long = os.path.join(folder, "long.jsonl")
        subprocess.run([selfplay, "--games", "3", "--size", "7", "--playouts", "30", "--seed", "5", "--out", games],
                       check=True, capture_output=True)
        subprocess.run([network_data, "--out", data, games], check=True, capture_output=True)
        command = [sys.executable, os.path.join(HERE, "long_search.py"), "--out", long, "--playouts", "60",
                   "--every", "3", "--holdout-every", "2", "--engine", f"{engine} --threads 1 --network off", games]
        subprocess.run(command, check=True, capture_output=True)
        with open(long) as f:
            entries = [json.loads(line) for line in f]

        # Games 0 and 2 are held out (numbers divisible by 2): every third position of each.
        played = {g.index: g for g in read_games(games)}
        expected = [(h, i, m) for h, i in enumerate((0, 2)) for m in range(0, len(played[i].moves), 3)]
        assert [(e["held"], e["game"], e["move"]) for e in entries] == expected, entries
        assert all(0.0 <= e["value"] <= 1.0 for e in entries), entries

        # Started again, it finds every position done.
        subprocess.run(command, check=True, capture_output=True)
        with open(long) as f:
            assert sum(1 for _ in f) == len(entries)

        records, _, _ = tn.read_data([data])
        held = records[records["game"] % 2 == 0]
        rows, values = mn.read_long(long, held)
        assert list(held["game"][rows]) == [e["game"] for e in entries]
        assert list(rows) == [m if h == 0 else len(played[0].moves) + m for h, _, m in expected], rows
        assert np.allclose(values, [e["value"] for e in entries])
        # A position's record carries its searched flag: the random opening moves' are clear.
        for row, (h, i, m) in zip(rows, expected):
            assert bool(held["flags"][row] & 1) == (not played[i].moves[m].random), (row, i, m)

        # Held-out games in another order than the data's: refused.
        swapped = os.path.join(folder, "swapped.jsonl")
        with open(swapped, "w") as f:
            for e in entries:
                f.write(json.dumps(dict(e, game=2 if e["game"] == 0 else 0)) + "\n")
        try:
            mn.read_long(swapped, held)
        except SystemExit as e:
            assert "not the same files" in str(e), e
        else:
            raise AssertionError("a long-search file of other games was read")
    print("long_search.py and measure_network.py --long agree with the data")


if __name__ == "__main__":
    main()
