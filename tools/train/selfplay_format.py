"""Reads Kosumi's self-play records: the byte layout of docs/selfplay.md, written by
build/kosumi-selfplay (tools/common/selfplay_format.cpp is the reference). Standard library only.

    from selfplay_format import read_games
    for game in read_games("selfplay.ksp"):
        for stones, move in positions(game):
            ...  # stones, move.point, move.visits, move.winrate, game.winner, game.ownership

Stones are not stored: replay the moves from the empty board under the game's rules (ko rule
included, since superko decides which moves were legal).

python3 selfplay_format.py FILE...      prints each file's games as text (the format --dump prints)
"""
import struct
import sys
import zlib
from dataclasses import dataclass, field

MAGIC = b"KSPG"
VERSION = 1
MAX_BODY = 16 << 20

KO_RULES = ("simple", "positional", "situational")
ENDS = ("two-passes", "resignation", "move-limit")
WINNERS = ("black", "white", "tie")

_HEAD = struct.Struct("<4sHI")  # magic, version, body length
_GAME = struct.Struct("<IQBBfIBBfBH")  # index .. moves; see docs/selfplay.md
_VISIT_WIDTHS = (1, 2, 4)


class FormatError(ValueError):
    """A record that cannot be read: bad magic, another version, truncated, damaged, malformed."""


@dataclass
class Move:
    point: int      # y * size + x, x from the left, y from the bottom; size * size is the pass
    white: bool     # the mover's colour
    random: bool    # a random opening move: not searched, no policy target
    value: int      # the root's win rate for the mover, 0..65535
    visits: list = field(default_factory=list)  # [(point, visits)], most visited first

    @property
    def winrate(self):
        return self.value / 65535.0


@dataclass
class Game:
    index: int
    seed: int
    size: int
    ko: str
    scoring: str
    dead: str
    komi: float
    playouts: int
    end: str
    winner: str
    margin: float    # Black's points minus White's (an estimate after a resignation)
    resign_disabled: bool
    ownership: list  # per point: +1 Black, -1 White, 0 neither
    moves: list


def _uint(data, pos, width):
    if pos + width > len(data):
        raise FormatError("move cut short")
    return int.from_bytes(data[pos:pos + width], "little"), pos + width


def _parse_body(body):
    if len(body) < _GAME.size:
        raise FormatError("body shorter than its header")
    (index, seed, size, rules, komi, playouts, end, winner, margin, flags,
     count) = _GAME.unpack_from(body, 0)
    if not 2 <= size <= 25:
        raise FormatError("board size %d is not 2..25" % size)
    if (rules & 3) > 2 or rules >> 4:
        raise FormatError("bad rules byte %#x" % rules)
    if end > 2 or winner > 2 or flags >> 1:
        raise FormatError("bad end, winner or flags")
    points = size * size
    pos = _GAME.size
    owner_bytes = (points + 3) // 4
    if pos + owner_bytes > len(body):
        raise FormatError("ownership cut short")
    ownership = []
    for i in range(points):
        code = (body[pos + i // 4] >> (2 * (i % 4))) & 3
        if code == 3:
            raise FormatError("bad ownership code at point %d" % i)
        ownership.append((0, 1, -1)[code])
    pos += owner_bytes
    width = 1 if size <= 15 else 2
    moves = []
    for m in range(count):
        if pos >= len(body):
            raise FormatError("move %d cut short" % (m + 1))
        move_flags = body[pos]
        pos += 1
        code = (move_flags >> 2) & 3
        if code == 3 or move_flags >> 4:
            raise FormatError("move %d: bad flags %#x" % (m + 1, move_flags))
        point, pos = _uint(body, pos, width)
        value, pos = _uint(body, pos, 2)
        n, pos = _uint(body, pos, width)
        if point > points or n > points + 1:
            raise FormatError("move %d: bad point or visit count" % (m + 1))
        visits = []
        for _ in range(n):
            p, pos = _uint(body, pos, width)
            v, pos = _uint(body, pos, _VISIT_WIDTHS[code])
            if p > points:
                raise FormatError("move %d: visited point %d off the board" % (m + 1, p))
            visits.append((p, v))
        moves.append(Move(point, bool(move_flags & 1), bool(move_flags & 2), value, visits))
    if pos != len(body):
        raise FormatError("%d bytes after the last move" % (len(body) - pos))
    return Game(index, seed, size, KO_RULES[rules & 3], "territory" if rules & 4 else "area",
                "as-is" if rules & 8 else "marked", komi, playouts, ENDS[end], WINNERS[winner],
                margin, bool(flags & 1), ownership, moves)


def parse_game(data, offset=0):
    """The game whose record starts at data[offset:], and the offset after it."""
    if len(data) - offset < _HEAD.size:
        raise FormatError("truncated: %d bytes, the header needs %d" % (len(data) - offset, _HEAD.size))
    magic, version, length = _HEAD.unpack_from(data, offset)
    if magic != MAGIC:
        raise FormatError("not a self-play record (bad magic)")
    if version != VERSION:
        raise FormatError("format version %d, this reader knows version %d" % (version, VERSION))
    if length > MAX_BODY:
        raise FormatError("body of %d bytes is over the limit" % length)
    total = _HEAD.size + length + 4
    if len(data) - offset < total:
        raise FormatError("truncated: the record needs %d bytes, %d are left" % (total, len(data) - offset))
    body = bytes(data[offset + _HEAD.size:offset + _HEAD.size + length])
    (crc,) = struct.unpack_from("<I", data, offset + _HEAD.size + length)
    if crc != zlib.crc32(body):
        raise FormatError("checksum mismatch: the record is damaged")
    try:
        game = _parse_body(body)
    except FormatError as e:
        raise FormatError("malformed body: %s" % e) from None
    return game, offset + total


def parse_games(data):
    """Every game of a file's bytes; FormatError names the first bad record and its offset."""
    games, offset = [], 0
    while offset < len(data):
        try:
            game, offset_after = parse_game(data, offset)
        except FormatError as e:
            raise FormatError("record %d at byte %d: %s" % (len(games) + 1, offset, e)) from None
        games.append(game)
        offset = offset_after
    return games


def read_games(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        return parse_games(data)
    except FormatError as e:
        raise FormatError("%s: %s" % (path, e)) from None


def _neighbours(size):
    """Per point, the points next to it."""
    out = []
    for i in range(size * size):
        x, y = i % size, i // size
        out.append([j for j, ok in ((i - 1, x > 0), (i + 1, x < size - 1), (i - size, y > 0),
                                    (i + size, y < size - 1)) if ok])
    return out


def _chain_without_liberty(board, start, near):
    """The chain at start when it has no liberty, else None."""
    color, chain, todo = board[start], {start}, [start]
    while todo:
        for q in near[todo.pop()]:
            if board[q] == 0:
                return None
            if board[q] == color and q not in chain:
                chain.add(q)
                todo.append(q)
    return chain


def _play(board, move, size, near):
    if move.point == size * size:
        return
    color = -1 if move.white else 1
    board[move.point] = color
    for q in near[move.point]:
        if board[q] == -color:
            for dead in _chain_without_liberty(board, q, near) or ():
                board[dead] = 0


def positions(game):
    """Replays the game from the empty board: yields (stones, move) before each move, stones a
    list per point (+1 Black, -1 White, 0 empty) that the caller may keep. The moves are legal
    under the game's rules (the engine checked them), so only captures need playing here."""
    near = _neighbours(game.size)
    board = [0] * (game.size * game.size)
    for move in game.moves:
        yield list(board), move
        _play(board, move, game.size, near)


def final_stones(game):
    """The stones after the last move."""
    near = _neighbours(game.size)
    board = [0] * (game.size * game.size)
    for move in game.moves:
        _play(board, move, game.size, near)
    return board


def dump(game):
    """The game as text, line for line what kosumi-selfplay --dump prints."""
    lines = ["game %d seed %d size %d rules %s %s %s komi %.2f playouts %d end %s winner %s margin %.2f%s" % (
        game.index, game.seed, game.size, game.ko, game.scoring, game.dead, game.komi,
        game.playouts, game.end, game.winner, game.margin,
        " resign-disabled" if game.resign_disabled else "")]
    lines.append("ownership " + "".join("X" if o > 0 else "O" if o < 0 else "." for o in game.ownership))
    lines.append("final " + "".join("X" if o > 0 else "O" if o < 0 else "." for o in final_stones(game)))
    for m in game.moves:
        lines.append("%s %d%s value %d visits%s" % (
            "W" if m.white else "B", m.point, " random" if m.random else "", m.value,
            "".join(" %d:%d" % pv for pv in m.visits)))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    status = 0
    for name in sys.argv[1:]:
        try:
            sys.stdout.write("".join(dump(g) for g in read_games(name)))
        except (OSError, FormatError) as e:
            print(e, file=sys.stderr)
            status = 1
    sys.exit(status)
