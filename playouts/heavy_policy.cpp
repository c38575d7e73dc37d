#include "playouts/heavy_policy.h"

#include <bit>

#include "playouts/shape_patterns.h"

namespace kosumi {

namespace {

// A few points, without repeats, one of which is drawn uniformly.
class Candidates {
 public:
  void add(Point p) {
    for (int i = 0; i < n_; ++i)
      if (points_[i] == p) return;
    if (n_ < kCapacity) points_[n_++] = p;
  }
  bool empty() const { return n_ == 0; }
  Point draw(Rng& rng) const { return n_ == 1 ? points_[0] : points_[rng.below(uint32_t(n_))]; }

 private:
  static constexpr int kCapacity = 32;
  Point points_[kCapacity];
  int n_ = 0;
};

// Stones of a chain looked at for attackers in atari; longer chains are rare in a playout's
// fights and their escape is left to the random moves.
constexpr int kMaxChainScan = 24;

// The capture of `chain` (an opponent chain in atari) when c may play it.
void addCapture(const Board& board, Point chain, Color c, Candidates& out) {
  const Point capture = board.lastLiberty(chain);
  if (LightPolicy::acceptable(board, capture, c)) out.add(capture);
}

void addSavingMoves(const Board& board, Point chain, Color c, Candidates& out) {
  const Point lib = board.lastLiberty(chain);
  if (LightPolicy::acceptable(board, lib, c) && !board.isSelfAtari(lib, c)) out.add(lib);
  if (board.chainSize(chain) > kMaxChainScan) return;
  const int s = board.geometry().stride();
  const Color o = opponent(c);
  board.forEachStone(chain, [&](Point st) {
    for (Point n : {Point(st - s), Point(st - 1), Point(st + 1), Point(st + s)}) {
      if (board.at(n) == o && board.liberties(n) == 1) addCapture(board, n, c, out);
    }
  });
}

// Whether c's stone at p, a self-atari, fills the opponent's small eye space: the new chain and
// its last liberty are enclosed by opponent stones and the edge alone and cover at most
// kMaxNakade points. That is how eye spaces are killed (a three-point space filled to two stones,
// a pyramid four to three), so such a move must stay possible in a playout.
constexpr int kMaxNakade = 6;

bool fillsOpponentEyeSpace(const Board& board, Point p, Color c) {
  const int s = board.geometry().stride();
  Bitboard chain;
  chain.set(p);
  for (Point n : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)})
    if (board.at(n) == c) chain |= board.chainStones(n);
  const Bitboard empty = board.emptyPoints();
  const Bitboard space = chain | (chain.neighbours(s) & empty);
  if (space.count() > kMaxNakade) return false;
  const Bitboard border = space.neighbours(s);
  return (border & empty).empty() && (border & board.stones(c)).empty();
}

bool selfAtariOfSeveral(const Board& board, Point p, Color c) {
  const NeighbourMasks around = neighbourMasks(board.neighbourColours(p), c);
  return around.own != 0 && std::popcount(unsigned(around.empty)) < 2 && board.isSelfAtari(p, c) &&
         !fillsOpponentEyeSpace(board, p, c);
}

// Saving moves for every chain of c in atari and captures of every opponent chain in atari.
void addEveryAtari(const Board& board, Color c, Candidates& out) {
  Bitboard seen;
  board.stones(c).forEach([&](Point p) {
    if (seen.test(p) || board.liberties(p) != 1) return;
    seen |= board.chainStones(p);
    addSavingMoves(board, p, c, out);
  });
  board.stones(opponent(c)).forEach([&](Point p) {
    if (board.liberties(p) == 1) addCapture(board, p, c, out);
  });
}

}  // namespace

Point HeavyPolicy::urgentAnswer(const Board& board, Color c, Rng& rng, bool wholeBoard) {
  Candidates urgent;
  if (wholeBoard) {
    addEveryAtari(board, c, urgent);
    if (!urgent.empty()) return urgent.draw(rng);
  }
  const Point last = board.lastMove();
  if (last == kNullPoint || last == kPass || board.lastColor() != opponent(c)) return kNullPoint;
  const int s = board.geometry().stride();
  if (board.liberties(last) == 1) addCapture(board, last, c, urgent);
  Point seen[4];
  int heads = 0;
  for (Point n : {Point(last - s), Point(last - 1), Point(last + 1), Point(last + s)}) {
    if (board.at(n) != c || board.liberties(n) != 1) continue;
    const Point h = board.chainHead(n);
    bool repeat = false;
    for (int i = 0; i < heads; ++i) repeat |= seen[i] == h;
    if (repeat) continue;
    seen[heads++] = h;
    addSavingMoves(board, n, c, urgent);
  }
  return urgent.empty() ? kNullPoint : urgent.draw(rng);
}

Point HeavyPolicy::shapeAnswer(const Board& board, Color c, Rng& rng) {
  const Point last = board.lastMove();
  if (last == kNullPoint || last == kPass || board.lastColor() != opponent(c)) return kNullPoint;
  const int s = board.geometry().stride();
  const ShapePatterns& shapes = ShapePatterns::standard();
  Candidates shape;
  for (int offset : {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1}) {
    const Point p = Point(last + offset);
    if (board.at(p) != Color::Empty || !shapes.matches(board, p)) continue;
    if (LightPolicy::acceptable(board, p, c) && !board.isSelfAtari(p, c)) shape.add(p);
  }
  return shape.empty() ? kNullPoint : shape.draw(rng);
}

Point HeavyPolicy::answerLastMove(const Board& board, Color c, Rng& rng, bool wholeBoard) {
  const Point urgent = urgentAnswer(board, c, rng, wholeBoard);
  return urgent != kNullPoint ? urgent : shapeAnswer(board, c, rng);
}

Point HeavyPolicy::randomMove(const Board& board, Color c, Rng& rng) {
  Point p = kPass;
  for (int tries = 0; tries < 3; ++tries) {
    p = LightPolicy::chooseLight(board, c, rng);
    if (p == kPass || !selfAtariOfSeveral(board, p, c)) return p;
  }
  return p;
}

Point HeavyPolicy::chooseHeavy(const Board& board, Color c, Rng& rng, bool wholeBoard) {
  const Point answer = answerLastMove(board, c, rng, wholeBoard);
  return answer != kNullPoint ? answer : randomMove(board, c, rng);
}

}  // namespace kosumi
