"""Checks selfplay_format.py against the engine's own reader: games made by kosumi-selfplay must
print, parsed here, exactly as kosumi-selfplay --dump prints them, and damaged files must be
refused. Run by ctest (selfplay_python_reader) as

    python3 tools/train/test_selfplay_format.py build/kosumi-selfplay
"""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import selfplay_format  # noqa: E402

TOOL = None


class SelfPlayFormat(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.path = os.path.join(cls.dir.name, "games.ksp")
        # 5x5 keeps points in a byte; 16x16, cut short, in two.
        small = os.path.join(cls.dir.name, "small.ksp")
        large = os.path.join(cls.dir.name, "large.ksp")
        subprocess.run([TOOL, "--games", "3", "--size", "5", "--playouts", "20", "--random-moves", "2",
                        "--move-model", "off", "--out", small], check=True, capture_output=True)
        subprocess.run([TOOL, "--games", "1", "--size", "16", "--playouts", "10", "--max-moves", "12",
                        "--move-model", "off", "--out", large], check=True, capture_output=True)
        with open(cls.path, "wb") as out:
            for name in (small, large):
                with open(name, "rb") as f:
                    out.write(f.read())
        with open(cls.path, "rb") as f:
            cls.data = f.read()

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_reads_as_the_engine_does(self):
        games = selfplay_format.read_games(self.path)
        self.assertEqual([g.size for g in games], [5, 5, 5, 16])
        expected = subprocess.run([TOOL, "--dump", self.path], check=True, capture_output=True,
                                  text=True).stdout
        self.assertEqual("".join(selfplay_format.dump(g) for g in games), expected)
        self.assertEqual(games[3].end, "move-limit")
        self.assertEqual(len(games[3].moves), 12)
        # The replay plays on empty points only (the engine's replay gave the final lines above).
        for g in games:
            for stones, move in selfplay_format.positions(g):
                if move.point < g.size * g.size:
                    self.assertEqual(stones[move.point], 0)
        self.assertIn("X", "".join(line for line in expected.splitlines() if line.startswith("final ")))
        searched = [m for g in games for m in g.moves if not m.random]
        self.assertTrue(searched)
        for m in searched:
            self.assertGreaterEqual(sum(v for _, v in m.visits), 10)

    def test_truncated_file_is_refused(self):
        for cut in (1, 5, len(self.data) // 2, len(self.data) - 1):
            with self.assertRaisesRegex(selfplay_format.FormatError, r"record \d+ at byte \d+: truncated"):
                selfplay_format.parse_games(self.data[:cut])

    def test_damage_is_refused(self):
        damaged = bytearray(self.data)
        damaged[20] ^= 0x10
        with self.assertRaisesRegex(selfplay_format.FormatError, "checksum mismatch"):
            selfplay_format.parse_games(bytes(damaged))
        other = bytearray(self.data)
        other[4] = 2
        with self.assertRaisesRegex(selfplay_format.FormatError, "format version 2"):
            selfplay_format.parse_games(bytes(other))


if __name__ == "__main__":
    TOOL = sys.argv.pop(1)
    unittest.main()
