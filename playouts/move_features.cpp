#include "playouts/move_features.h"

#include <algorithm>

#include "playouts/ladder.h"
#include "playouts/move_patterns.h"

namespace kosumi {

namespace {

int captureSizeValue(int stones) { return stones == 1 ? 1 : stones <= 3 ? 2 : stones <= 6 ? 3 : 4; }

int selfAtariValue(int stones) { return stones == 1 ? 1 : stones == 2 ? 2 : stones <= 5 ? 3 : 4; }

// Line 1 is the edge; the centre of a large board counts as line 6.
int lineOf(int coordinate, int size) { return std::min(std::min(coordinate, size - 1 - coordinate) + 1, 6); }

int lineValue(const Geometry& g, Point p) {
  int a = lineOf(g.x(p), g.size()), b = lineOf(g.y(p), g.size());
  if (a > b) std::swap(a, b);
  // Pairs (a, b) with a <= b, numbered row by row: (1,1)..(1,6), (2,2)..(2,6), ...
  int value = 1;
  for (int lo = 1; lo < a; ++lo) value += 7 - lo;
  return value + (b - a);
}

int distanceValue(const Geometry& g, Point p, Point other) {
  if (other == kNullPoint) return 0;
  if (other == kPass) return 17;
  const int d = gridDistance(g.x(p) - g.x(other), g.y(p) - g.y(other));
  return std::min(d, 17) - 1;
}

bool adjacent(const Geometry& g, Point a, Point b) {
  const int dx = g.x(a) - g.x(b), dy = g.y(a) - g.y(b);
  return dx * dx + dy * dy == 1;
}

// Whether `move` (on the board) touches a stone of the chain through q.
bool touchesChain(const Board& board, Point q, Point move) {
  if (move == kNullPoint || move == kPass) return false;
  bool touches = false;
  board.forEachStone(q, [&](Point s) { touches |= adjacent(board.geometry(), s, move); });
  return touches;
}

// The liberties of c's chain after c plays p, exact up to 4 and 5 for five or more. Without a
// capture they are p's empty neighbours and the liberties of the chains it joins, less p, so a
// few small sets are merged; captures, which are rare among the moves, take the board's exact
// count.
int libertiesAfterUpTo5(const Board& board, Point p, Color c, const Point* nb, bool captures) {
  if (captures) return std::min(board.libertiesAfter(p, c), 5);
  Point libs[5];
  int n = 0;
  auto add = [&](Point q) {
    if (q == p || n >= 5) return;
    for (int i = 0; i < n; ++i)
      if (libs[i] == q) return;
    libs[n++] = q;
  };
  for (int i = 0; i < 4; ++i)
    if (board.at(nb[i]) == Color::Empty) add(nb[i]);
  for (int i = 0; i < 4 && n < 5; ++i) {
    if (board.at(nb[i]) != c) continue;
    // A chain with six liberties keeps five without p.
    if (board.liberties(nb[i]) >= 6) return 5;
    board.chainLiberties(nb[i]).forEach(add);
  }
  return n;
}

}  // namespace

GroupValues passGroupValues(const MoveHistory& history) {
  GroupValues v;
  v[FeatureGroup::Pass] = history.last == kPass ? 2 : 1;
  return v;
}

GroupValues groupValues(const Board& board, Point p, Color c, const MoveHistory& history) {
  GroupValues v;
  const Geometry& g = board.geometry();
  const int s = g.stride();
  const Color o = opponent(c);
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};

  // The chains around p, each once.
  Point heads[4];
  int chains = 0;
  int captured = 0, ownAround = 0, emptyAround = 0;
  int atariChains = 0, atariLargest = 0;
  bool capturesLast = false, savesOwn = false;
  int escapeValue = 0;
  Point escaping = kNullPoint;  // a chain of c's in atari that the move extends
  for (Point n : nb) {
    const Color at = board.at(n);
    if (at == Color::Empty) ++emptyAround;
    if (!isStone(at)) continue;
    if (at == c) ++ownAround;
    const Point h = board.chainHead(n);
    if (std::find(heads, heads + chains, h) != heads + chains) continue;
    heads[chains++] = h;
    const int libs = board.liberties(n);
    if (at == o && libs == 1) {
      captured += board.chainSize(n);
      if (history.last != kNullPoint && history.last != kPass && board.at(history.last) == o &&
          board.chainHead(history.last) == h)
        capturesLast = true;
      // Saving: a captured stone touches a chain of c's in atari.
      board.forEachStone(n, [&](Point st) {
        const Point around[4] = {Point(st - s), Point(st - 1), Point(st + 1), Point(st + s)};
        for (Point a : around)
          if (board.at(a) == c && board.liberties(a) == 1) savesOwn = true;
      });
    } else if (at == o && libs == 2) {
      ++atariChains;
      atariLargest = std::max(atariLargest, board.chainSize(n));
    } else if (at == c && libs == 1 && escapeValue < 4) {
      // Several own chains in atari: the one the last move touches decides.
      const bool touched = touchesChain(board, n, history.last);
      if (touched || escapeValue == 0) escaping = n;
      escapeValue = touched ? 4 : 1;
    }
  }

  const int libsAfter = libertiesAfterUpTo5(board, p, c, nb, captured > 0);
  if (captured > 0) {
    v[FeatureGroup::CaptureSize] = uint8_t(captureSizeValue(captured));
    const bool takesKo = captured == 1 && ownAround == 0 && emptyAround == 0;
    v[FeatureGroup::CaptureKind] = uint8_t(1 + (takesKo ? 1 : 0) + (capturesLast ? 2 : 0) + (savesOwn ? 4 : 0));
  }
  if (escapeValue > 0) {
    const bool lastTouched = escapeValue == 4;
    if (ladderCaptures(board, escaping)) {
      v[FeatureGroup::Escape] = uint8_t(7 + (lastTouched ? 1 : 0));  // it cannot get out
    } else {
      const int base = std::min(libsAfter, 3);
      v[FeatureGroup::Escape] = uint8_t(base + (lastTouched ? 3 : 0));
    }
  }
  if (atariChains > 0) {
    const int size = atariChains > 1 ? 4 : atariLargest == 1 ? 1 : atariLargest <= 3 ? 2 : 3;
    const bool works = ladderAtariWorks(board, p, c);
    v[FeatureGroup::Atari] = uint8_t(size + (board.koPoint() != kNullPoint ? 4 : 0) + (works ? 8 : 0));
  }
  if (captured == 0 && libsAfter == 1) {
    int stones = 1;
    for (int i = 0; i < chains; ++i)
      if (board.at(heads[i]) == c) stones += board.chainSize(heads[i]);
    v[FeatureGroup::SelfAtari] = uint8_t(selfAtariValue(stones));
  }
  v[FeatureGroup::Liberties] = uint8_t(std::min(libsAfter, 5));
  v[FeatureGroup::Line] = uint8_t(lineValue(g, p));
  v[FeatureGroup::LastDistance] = uint8_t(distanceValue(g, p, history.last));
  v[FeatureGroup::SecondDistance] = uint8_t(distanceValue(g, p, history.secondLast));
  return v;
}

}  // namespace kosumi
