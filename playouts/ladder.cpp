#include "playouts/ladder.h"

#include <array>
#include <bit>
#include <cstdint>

namespace kosumi {

namespace {

// A set of points like Bitboard, with the word count fixed at compile time to what the board
// size needs (2, 4, 7 or 11 words), so a whole-set operation on 19x19 touches 7 words, not 11.
template <int W>
struct Bits {
  uint64_t w[W];

  static Bits none() {
    Bits b;
    for (int i = 0; i < W; ++i) b.w[i] = 0;
    return b;
  }
  static Bits from(const Bitboard& board) {
    Bits b;
    for (int i = 0; i < W; ++i) b.w[i] = board.word(i);
    return b;
  }
  static Bits only(Point p) {
    Bits b = none();
    b.set(p);
    return b;
  }

  bool test(Point p) const { return (w[p >> 6] >> (p & 63)) & 1u; }
  void set(Point p) { w[p >> 6] |= uint64_t(1) << (p & 63); }
  void reset(Point p) { w[p >> 6] &= ~(uint64_t(1) << (p & 63)); }
  bool any() const {
    uint64_t a = 0;
    for (int i = 0; i < W; ++i) a |= w[i];
    return a != 0;
  }
  int count() const {
    int n = 0;
    for (int i = 0; i < W; ++i) n += std::popcount(w[i]);
    return n;
  }
  // The lowest point; the set must not be empty.
  Point first() const {
    for (int i = 0; i < W - 1; ++i)
      if (w[i]) return Point(i * 64 + std::countr_zero(w[i]));
    return Point((W - 1) * 64 + std::countr_zero(w[W - 1]));
  }
  bool operator==(const Bits& o) const {
    uint64_t d = 0;
    for (int i = 0; i < W; ++i) d |= w[i] ^ o.w[i];
    return d == 0;
  }
  Bits operator&(const Bits& o) const {
    Bits r;
    for (int i = 0; i < W; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  Bits operator|(const Bits& o) const {
    Bits r;
    for (int i = 0; i < W; ++i) r.w[i] = w[i] | o.w[i];
    return r;
  }
  Bits andNot(const Bits& o) const {
    Bits r;
    for (int i = 0; i < W; ++i) r.w[i] = w[i] & ~o.w[i];
    return r;
  }
  // Every point moved up (down) by k, 0 < k < 64.
  Bits up(int k) const {
    Bits r;
    for (int i = W - 1; i > 0; --i) r.w[i] = (w[i] << k) | (w[i - 1] >> (64 - k));
    r.w[0] = w[0] << k;
    return r;
  }
  Bits down(int k) const {
    Bits r;
    for (int i = 0; i < W - 1; ++i) r.w[i] = (w[i] >> k) | (w[i + 1] << (64 - k));
    r.w[W - 1] = w[W - 1] >> k;
    return r;
  }
  // The set and its four neighbourhood (walls included: callers mask).
  Bits dilate(int stride) const { return *this | up(1) | down(1) | up(stride) | down(stride); }
};

// One position of the reading. Each move works on its own copy, so nothing is ever undone.
template <int W>
struct Node {
  Bits<W> stones[2];
  Bits<W> empty;
  Bits<W> chain;  // the defender's chain
  Point ko = kNullPoint;
  Color koColor = Color::Empty;
};

template <int W>
class Reader {
 public:
  Reader(const Board& board, Color defender, int budget)
      : stride_(board.geometry().stride()), depthLimit_(ladderDepthLimit(board.size())), budget_(budget),
        defender_(defender), attacker_(opponent(defender)) {}

  // The node of the board as it stands, with no defender chain yet.
  static Node<W> rootOf(const Board& board) {
    Node<W> n;
    n.stones[0] = Bits<W>::from(board.stones(Color::Black));
    n.stones[1] = Bits<W>::from(board.stones(Color::White));
    n.empty = Bits<W>::from(kBoardMasks[board.size()]).andNot(n.stones[0] | n.stones[1]);
    n.chain = Bits<W>::none();
    n.ko = board.koPoint();
    n.koColor = board.koColor();
    return n;
  }

  // The connected part of `within` that holds p.
  Bits<W> region(Point p, const Bits<W>& within) const {
    Bits<W> r = Bits<W>::only(p);
    for (;;) {
      const Bits<W> grown = r.dilate(stride_) & within;
      if (grown == r) return r;
      r = grown;
    }
  }
  Bits<W> liberties(const Node<W>& n, const Bits<W>& chain) const { return chain.dilate(stride_) & n.empty; }
  bool hasEmptyNeighbour(const Node<W>& n, Point p) const {
    return n.empty.test(Point(p - stride_)) | n.empty.test(Point(p - 1)) | n.empty.test(Point(p + 1)) |
           n.empty.test(Point(p + stride_));
  }
  bool touches(const Bits<W>& set, Point p) const {
    return set.test(Point(p - stride_)) | set.test(Point(p - 1)) | set.test(Point(p + 1)) | set.test(Point(p + stride_));
  }

  // Plays c at p on n (p empty). False, leaving n unusable, when the move is the simple-ko
  // point for c or suicide. Opponent chains in `alive` are known to keep a liberty and are not
  // looked at for captures.
  bool play(Node<W>& n, Point p, Color c, const Bits<W>& alive) const {
    if (p == n.ko && c == n.koColor) return false;
    const Color o = opponent(c);
    Bits<W>& own = n.stones[index(c)];
    Bits<W>& theirs = n.stones[index(o)];
    own.set(p);
    n.empty.reset(p);
    const Point around[4] = {Point(p - stride_), Point(p - 1), Point(p + 1), Point(p + stride_)};
    int captured = 0;
    Point capturedAt = kNullPoint;
    Bits<W> looked = alive;
    for (Point q : around) {
      // A stone with an empty neighbour keeps its chain alive without a flood.
      if (!theirs.test(q) || looked.test(q) || hasEmptyNeighbour(n, q)) continue;
      const Bits<W> chain = region(q, theirs);
      looked = looked | chain;
      if (liberties(n, chain).any()) continue;
      theirs = theirs.andNot(chain);
      n.empty = n.empty | chain;
      captured += chain.count();
      capturedAt = q;
    }
    int emptyAround = 0;
    bool ownAround = false;
    for (Point q : around) {
      emptyAround += n.empty.test(q);
      ownAround |= own.test(q);
    }
    if (emptyAround == 0 && captured == 0 && !liberties(n, region(p, own)).any()) return false;
    // A lone stone that captured one stone and has that point as its only liberty: the
    // opponent may not take back at once.
    const bool ko = captured == 1 && !ownAround && emptyAround == 1;
    n.ko = ko ? capturedAt : kNullPoint;
    n.koColor = ko ? o : Color::Empty;
    return true;
  }

  // The defender's chain in n is in atari and the defender is to move: can it get out?
  // `around` is the chain with its neighbours.
  bool defenderEscapes(const Node<W>& n, const Bits<W>& around, int moves) {
    if (cutOff_) return true;
    const Point liberty = (around & n.empty).first();
    Bits<W> tried = Bits<W>::only(liberty);
    if (escapesBy(n, liberty, moves)) return true;
    // Captures of adjacent attacker chains in atari. A stone with two empty neighbours belongs
    // to a chain with two liberties, so only chains of the other stones are flooded.
    const Bits<W>& attackers = n.stones[index(attacker_)];
    const Bits<W> adjacent = around & attackers;
    if (!adjacent.any()) return false;
    const Bits<W> twoEmpty = withTwoEmptyNeighbours(n.empty);
    Bits<W> candidates = adjacent.andNot(twoEmpty);
    while (candidates.any()) {
      const Bits<W> chain = region(candidates.first(), attackers);
      candidates = candidates.andNot(chain);
      if ((chain & twoEmpty).any()) continue;
      const Bits<W> libs = liberties(n, chain);
      if (libs.count() != 1) continue;
      const Point capture = libs.first();
      if (tried.test(capture)) continue;
      tried.set(capture);
      if (escapesBy(n, capture, moves)) return true;
      if (cutOff_) return true;
    }
    return false;
  }

  // The defender plays m in n: does the chain get out that way?
  bool escapesBy(const Node<W>& n, Point m, int moves) {
    Node<W> next = n;
    if (!play(next, m, defender_, Bits<W>::none())) return false;
    if (++moves_ > budget_) {
      cutOff_ = true;
      return true;
    }
    const Bits<W>& own = next.stones[index(defender_)];
    if (touches(n.chain, m)) {
      // m joins the chain, and with it any other chain of the defender's that it touches.
      next.chain.set(m);
      const Bits<W> others = own.andNot(next.chain);
      for (Point q : {Point(m - stride_), Point(m - 1), Point(m + 1), Point(m + stride_)})
        if (others.test(q) && !next.chain.test(q)) next.chain = next.chain | region(q, others);
    }
    const Bits<W> around = next.chain.dilate(stride_);
    const Bits<W> libs = around & next.empty;
    const int count = libs.count();
    if (count >= 3) return true;
    if (count == 2) return !attackerCaptures(next, around, libs, moves + 1);
    // One liberty: the attacker takes the chain unless the simple ko forbids it.
    const Point last = libs.first();
    return last == next.ko && attacker_ == next.koColor;
  }

  // The defender's chain in n has two liberties, `libs`, and the attacker is to move: does an
  // atari capture it? `around` is the chain with its neighbours.
  bool attackerCaptures(const Node<W>& n, const Bits<W>& around, Bits<W> libs, int moves) {
    if (cutOff_ || moves >= depthLimit_) return false;
    const Point first = libs.first();
    libs.reset(first);
    const Point second = libs.first();
    // The atari that blocks the more open side first: it is usually the one that works.
    const bool swap = openness(n, second) > openness(n, first);
    const Point order[2] = {swap ? second : first, swap ? first : second};
    for (Point m : order) {
      Node<W> next = n;
      if (!play(next, m, attacker_, n.chain)) continue;
      if (++moves_ > budget_) {
        cutOff_ = true;
        return false;
      }
      // The attacker's move leaves the chain as it was, so its neighbours are the same.
      if ((around & next.empty).count() != 1) continue;
      if (!defenderEscapes(next, around, moves + 1)) return true;
      if (cutOff_) return false;
    }
    return false;
  }

  // The points with at least two empty neighbours: a bit-sliced count of the four shifted sets.
  Bits<W> withTwoEmptyNeighbours(const Bits<W>& empty) const {
    const Bits<W> a = empty.down(stride_), b = empty.up(stride_), c = empty.down(1), d = empty.up(1);
    Bits<W> twos;
    for (int i = 0; i < W; ++i) {
      uint64_t ones = a.w[i] ^ b.w[i];
      uint64_t t = a.w[i] & b.w[i];
      t |= ones & c.w[i];
      ones ^= c.w[i];
      t |= ones & d.w[i];
      twos.w[i] = t;
    }
    return twos;
  }

  int openness(const Node<W>& n, Point p) const {
    return n.empty.test(Point(p - stride_)) + n.empty.test(Point(p - 1)) + n.empty.test(Point(p + 1)) +
           n.empty.test(Point(p + stride_));
  }

  int moves() const { return moves_; }
  bool cutOff() const { return cutOff_; }
  void restart() {
    moves_ = 0;
    cutOff_ = false;
  }

 private:
  int stride_;
  int depthLimit_;
  int budget_;  // moves one reading may play
  Color defender_;
  Color attacker_;
  int moves_ = 0;
  bool cutOff_ = false;
};

template <int W>
LadderReading readWith(const Board& board, Point chain, int budget) {
  Reader<W> reader(board, board.at(chain), budget);
  Node<W> root = Reader<W>::rootOf(board);
  root.chain = Bits<W>::from(board.chainStones(chain));
  LadderReading r;
  r.captured = !reader.defenderEscapes(root, root.chain.dilate(board.geometry().stride()), 0);
  r.cutOff = reader.cutOff();
  if (r.cutOff) r.captured = false;
  r.moves = reader.moves();
  return r;
}

template <int W>
bool atariWorksWith(const Board& board, Point move, Color c, int budget) {
  const Color o = opponent(c);
  Reader<W> reader(board, o, budget);
  Node<W> n = Reader<W>::rootOf(board);
  if (!reader.play(n, move, c, Bits<W>::none())) return false;
  const int stride = board.geometry().stride();
  Bits<W> looked = Bits<W>::none();
  for (Point q : {Point(move - stride), Point(move - 1), Point(move + 1), Point(move + stride)}) {
    if (!n.stones[index(o)].test(q) || looked.test(q)) continue;
    const Bits<W> chain = reader.region(q, n.stones[index(o)]);
    looked = looked | chain;
    if (reader.liberties(n, chain).count() != 1) continue;
    n.chain = chain;
    reader.restart();
    if (!reader.defenderEscapes(n, chain.dilate(stride), 0) && !reader.cutOff()) return true;
  }
  return false;
}

// Calls f with a Bits word count that covers the board (see Bits).
template <class F>
auto withWords(const Board& board, F&& f) {
  const int words = board.geometry().words();
  if (words <= 2) return f.template operator()<2>();
  if (words <= 4) return f.template operator()<4>();
  if (words <= 7) return f.template operator()<7>();
  return f.template operator()<kMaxWords>();
}

}  // namespace

LadderReading readLadder(const Board& board, Point chain, int budget) {
  if (!board.onBoard(chain) || !isStone(board.at(chain)) || board.liberties(chain) != 1) return {};
  return withWords(board, [&]<int W>() { return readWith<W>(board, chain, budget); });
}

bool ladderCaptures(const Board& board, Point chain, int budget) { return readLadder(board, chain, budget).captured; }

bool ladderAtariWorks(const Board& board, Point move, Color c, int budget) {
  if (!isStone(c) || !board.onBoard(move) || !board.isLegal(move, c)) return false;
  return withWords(board, [&]<int W>() { return atariWorksWith<W>(board, move, c, budget); });
}

}  // namespace kosumi
