#include "tools/common/ladder_positions.h"

#include <algorithm>

namespace kosumi::tools {

namespace {

// A square of the board seen in one of its eight orientations: local (u, v) to board (x, y).
struct Orientation {
  bool swap;
  int sx, sy;
  // The board point of local (u, v) around the board point (x0, y0), or kNullPoint off the board.
  Point at(const Geometry& g, int x0, int y0, int u, int v) const {
    const int a = swap ? v : u, b = swap ? u : v;
    const int x = x0 + sx * a, y = y0 + sy * b;
    if (x < 0 || y < 0 || x >= g.size() || y >= g.size()) return kNullPoint;
    return g.point(x, y);
  }
};

void addChainQuestions(const Board& board, std::vector<LadderQuestion>& questions) {
  // Each chain once: a chain is asked about at its head.
  const Geometry& g = board.geometry();
  for (int y = 0; y < g.size(); ++y)
    for (int x = 0; x < g.size(); ++x) {
      const Point p = g.point(x, y);
      if (!isStone(board.at(p)) || board.chainHead(p) != p) continue;
      const int libs = board.liberties(p);
      if (libs == 1) questions.push_back({LadderQuestion::Kind::Captures, p, Color::Empty});
      if (libs != 2) continue;
      board.chainLiberties(p).forEach([&](Point lib) {
        const Color attacker = opponent(board.at(p));
        // An atari move is asked about once even when it touches several two-liberty chains.
        for (const LadderQuestion& q : questions)
          if (q.kind == LadderQuestion::Kind::AtariWorks && q.point == lib && q.color == attacker) return;
        if (board.isLegal(lib, attacker)) questions.push_back({LadderQuestion::Kind::AtariWorks, lib, attacker});
      });
    }
}

}  // namespace

bool LadderPositions::placeQuietly(Board& board, Point p, Color c) {
  if (p == kNullPoint || board.at(p) != Color::Empty || !board.isLegal(p, c) || board.captureCount(p, c) > 0)
    return false;
  board.play(p, c);
  return true;
}

int LadderPositions::pickSize() {
  const uint32_t r = rng_.below(20);
  return r < 14 ? 19 : r < 17 ? 13 : 9;
}

void LadderPositions::nextLadderStart(Board& board, std::vector<LadderQuestion>& questions) {
  for (;;) {
    questions.clear();
    const int size = pickSize();
    board = Board(size);
    const Geometry& g = board.geometry();
    const Orientation o{rng_.below(2) == 1, rng_.below(2) ? 1 : -1, rng_.below(2) ? 1 : -1};
    const int x0 = int(rng_.below(uint32_t(size))), y0 = int(rng_.below(uint32_t(size)));
    const Color defender = rng_.below(2) ? Color::White : Color::Black;
    const Color attacker = opponent(defender);
    // The defender at (0, 0), the chaser's stones behind it and below its escape point; the
    // ladder runs towards +u, +v. With the atari stone at (0, 1) the liberty left is (1, 0).
    const Point stone = o.at(g, x0, y0, 0, 0);
    const bool inAtari = rng_.below(2) == 0;
    placeQuietly(board, stone, defender);
    for (auto [u, v] : {std::pair{-1, 0}, {0, -1}, {1, -1}}) placeQuietly(board, o.at(g, x0, y0, u, v), attacker);
    const Point atari = o.at(g, x0, y0, 0, 1), escape = o.at(g, x0, y0, 1, 0);
    if (inAtari) placeQuietly(board, atari, attacker);
    // Breakers on and beside the path: the diagonal (t, t) and up to two points off it.
    const int breakers = int(rng_.below(7));
    for (int i = 0; i < breakers; ++i) {
      const int t = 1 + int(rng_.below(uint32_t(size)));
      const int du = int(rng_.below(5)) - 2, dv = int(rng_.below(5)) - 2;
      const Point p = o.at(g, x0, y0, t + du, t + dv);
      if (p == escape || p == atari) continue;
      placeQuietly(board, p, rng_.below(2) ? Color::Black : Color::White);
    }
    // Sometimes a dense patch on the path: stones of both colours with few liberties, so the
    // reading meets captures of its own stones and of the chaser's.
    if (rng_.below(3) == 0) {
      const int t = 2 + int(rng_.below(uint32_t(std::max(1, size / 2))));
      for (int u = t - 2; u <= t + 2; ++u)
        for (int v = t - 2; v <= t + 2; ++v) {
          const Point p = o.at(g, x0, y0, u, v);
          if (p == escape || p == atari || rng_.below(5) >= 2) continue;
          placeQuietly(board, p, rng_.below(2) ? Color::Black : Color::White);
        }
    }
    // A few stones anywhere.
    const int noise = int(rng_.below(uint32_t(size)));
    for (int i = 0; i < noise; ++i) {
      const Point p = g.point(int(rng_.below(uint32_t(size))), int(rng_.below(uint32_t(size))));
      if (p == escape || p == atari) continue;
      placeQuietly(board, p, rng_.below(2) ? Color::Black : Color::White);
    }
    board.forgetLastMove();
    if (board.at(stone) != defender) continue;
    const int libs = board.liberties(stone);
    if (libs == 1) {
      questions.push_back({LadderQuestion::Kind::Captures, stone, Color::Empty});
    } else if (libs == 2) {
      board.chainLiberties(stone).forEach([&](Point lib) {
        if (board.isLegal(lib, attacker)) questions.push_back({LadderQuestion::Kind::AtariWorks, lib, attacker});
      });
    }
    if (!questions.empty()) return;
  }
}

void LadderPositions::nextRandomGame(Board& board, std::vector<LadderQuestion>& questions) {
  questions.clear();
  const uint32_t r = rng_.below(3);
  const int size = r == 0 ? 9 : r == 1 ? 13 : 19;
  board = Board(size);
  const int moves = 10 + int(rng_.below(uint32_t(size * size * 7 / 10)));
  Color c = Color::Black;
  for (int i = 0; i < moves; ++i) {
    Point chosen = kPass;
    // A few draws among the empty points; a pass when none is acceptable.
    for (int tries = 0; tries < 20 && board.emptyCount() > 0; ++tries) {
      const Point p = board.emptyAt(int(rng_.below(uint32_t(board.emptyCount()))));
      if (board.isLegal(p, c) && !board.isOwnEye(p, c)) {
        chosen = p;
        break;
      }
    }
    if (chosen == kPass) board.pass(c);
    else board.play(chosen, c);
    c = opponent(c);
  }
  addChainQuestions(board, questions);
}

}  // namespace kosumi::tools
