#include "engine/board.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "engine/zobrist.h"

namespace kosumi {

const char* legalityName(MoveLegality legality) {
  switch (legality) {
    case MoveLegality::Legal: return "legal";
    case MoveLegality::Occupied: return "occupied";
    case MoveLegality::Suicide: return "suicide";
    case MoveLegality::Ko: return "ko";
    case MoveLegality::Superko: return "superko";
    case MoveLegality::OffBoard: return "off the board";
  }
  return "unknown";
}

Board::Board(int size, GeometryOnly) : geo_(std::clamp(size, kMinSize, kMaxSize)) {
  const int w = geo_.words();
  rowWords_ = w <= 2 ? 2 : w <= 4 ? 4 : w <= 8 ? 8 : kMaxWords;
  {
    const int s = geo_.stride();
    const int offsets[4] = {0, s - 1, s + 1, 2 * s};  // the neighbours of p, relative to p - stride
    for (unsigned m = 0; m < 16; ++m) {
      libPattern_[m] = 0;
      for (int i = 0; i < 4; ++i)
        if (m >> i & 1u) libPattern_[m] |= uint64_t(1) << offsets[i];
    }
  }
  {
    const int s = geo_.stride();
    const int steps[5] = {-s, -1, 1, s, 0};
    for (int i = 0; i < 5; ++i) stepTo_[i] = steps[i];
  }
}

Board::Board(int size) : Board(size, GeometryOnly{}) {
  const int n = geo_.numPoints();
  for (int p = 0; p < n; ++p) {
    color_[p] = geo_.onBoard(Point(p)) ? Color::Empty : Color::Wall;
    head_[p] = Point(p);
    next_[p] = Point(p);
    chainSize_[p] = 0;
    chainLibs_[p] = 0;
    emptyIndex_[p] = 0;
  }
  // Every row in use starts all zero, as the rows of points that head no chain must stay (see
  // play()). Rows past this size's points are never read (copies skip them too), so they stay
  // untouched: a 19x19 board's memory pages beyond them are never written.
  std::memset(libs_, 0, sizeof(uint64_t) * rowWords_ * n);
  for (int p = 0; p < n; ++p)
    if (color_[p] == Color::Empty) addEmpty(Point(p));
  for (int p = 0; p < kMaxPoints; ++p) nbr_[p] = neighbourColoursFromStones(p);
}

Board::Board(const Board& other) { copyFrom(other); }

Board& Board::operator=(const Board& other) {
  if (this != &other) copyFrom(other);
  return *this;
}

void Board::copyFrom(const Board& o) {
  geo_ = o.geo_;
  rowWords_ = o.rowWords_;
  std::memcpy(libPattern_, o.libPattern_, sizeof libPattern_);
  std::memcpy(stepTo_, o.stepTo_, sizeof stepTo_);
  emptyCount_ = o.emptyCount_;
  hash_ = o.hash_;
  ko_ = o.ko_;
  koColor_ = o.koColor_;
  lastMove_ = o.lastMove_;
  lastColor_ = o.lastColor_;
  captures_[0] = o.captures_[0];
  captures_[1] = o.captures_[1];
  stones_[0] = o.stones_[0];
  stones_[1] = o.stones_[1];
  const int n = geo_.numPoints();
  std::memcpy(color_, o.color_, sizeof(Color) * n);
  std::memcpy(nbr_, o.nbr_, sizeof(uint8_t) * n);
  std::memcpy(head_, o.head_, sizeof(Point) * n);
  std::memcpy(next_, o.next_, sizeof(Point) * n);
  std::memcpy(chainSize_, o.chainSize_, sizeof(uint16_t) * n);
  std::memcpy(chainLibs_, o.chainLibs_, sizeof(uint16_t) * n);
  std::memcpy(emptyList_, o.emptyList_, sizeof(Point) * emptyCount_);
  std::memcpy(emptyIndex_, o.emptyIndex_, sizeof(uint16_t) * n);
  // Rows of non-heads must be zero here too, so every row in use is copied.
  std::memcpy(libs_, o.libs_, sizeof(uint64_t) * rowWords_ * n);
}

Bitboard Board::emptyPoints() const {
  return kBoardMasks[geo_.size()].andNot(stones_[0] | stones_[1]);
}

Bitboard Board::chainStones(Point p) const {
  Bitboard b;
  forEachStone(p, [&](Point s) { b.set(s); });
  return b;
}

Bitboard Board::chainLiberties(Point p) const {
  Bitboard b;
  const uint64_t* w = libWords(head_[p]);
  for (int i = 0; i < rowWords_; ++i) {
    uint64_t bits = w[i];
    while (bits) {
      b.set(Point(i * 64 + std::countr_zero(bits)));
      bits &= bits - 1;
    }
  }
  return b;
}

Point Board::lastLiberty(Point p) const {
  const uint64_t* w = libWords(head_[p]);
  for (int i = 0; i < rowWords_; ++i)
    if (w[i]) return Point(i * 64 + std::countr_zero(w[i]));
  return kNullPoint;
}

void Board::addLib(Point head, Point q) {
  uint64_t& w = libWords(head)[q >> 6];
  const uint64_t m = uint64_t(1) << (q & 63);
  if (!(w & m)) {
    w |= m;
    ++chainLibs_[head];
  }
}

uint8_t Board::neighbourColoursFromStones(int p) const {
  // Indices outside the points in use count as wall.
  const int n = geo_.numPoints();
  const int s = geo_.stride();
  auto colourAt = [&](int q) { return q >= 0 && q < n ? color_[q] : Color::Wall; };
  return packNeighbourColours(colourAt(p - s), colourAt(p - 1), colourAt(p + 1), colourAt(p + s));
}

void Board::removeEmpty(Point p) {
  const int i = emptyIndex_[p];
  const Point last = emptyList_[--emptyCount_];
  emptyList_[i] = last;
  emptyIndex_[last] = uint16_t(i);
}

void Board::addEmpty(Point p) {
  emptyIndex_[p] = uint16_t(emptyCount_);
  emptyList_[emptyCount_++] = p;
}

MoveLegality Board::check(Point p, Color c) const {
  if (p >= geo_.numPoints() || color_[p] == Color::Wall) return MoveLegality::OffBoard;
  if (color_[p] != Color::Empty) return MoveLegality::Occupied;
  if (p == ko_ && c == koColor_) return MoveLegality::Ko;
  return hasLibertyAfter(p, c) ? MoveLegality::Legal : MoveLegality::Suicide;
}

bool Board::hasLibertyAfter(Point p, Color c) const {
  // Legal (ko aside) when a neighbour is empty, a friendly neighbour chain has another liberty,
  // or an opponent neighbour chain is in atari. Evaluated without branches: counts read for
  // empty points and walls (zero) are masked out by the colour tests.
  const int s = geo_.stride();
  const Color o = opponent(c);
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  bool ok = false;
  for (Point n : nb) {
    const Color nc = color_[n];
    const int libs = chainLibs_[head_[n]];
    ok |= (nc == Color::Empty) | ((nc == c) & (libs > 1)) | ((nc == o) & (libs == 1));
  }
  return ok;
}

bool Board::isOwnEye(Point p, Color c) const {
  const NeighbourMasks around = neighbourMasks(nbr_[p], c);
  if (around.opponent | around.empty) return false;
  return diagonalsMakeEye(p, c, around.wall != 0);
}

bool Board::isSelfAtari(Point p, Color c) const {
  const int s = geo_.stride();
  const Color o = opponent(c);
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  Point found = kNullPoint;
  // True once a second liberty (other than p and the first one) is seen.
  auto second = [&](Point q) {
    if (q == p || q == found) return false;
    if (found == kNullPoint) {
      found = q;
      return false;
    }
    return true;
  };
  for (Point n : nb)
    if (color_[n] == Color::Empty && second(n)) return false;
  for (Point n : nb)
    if (color_[n] == o && chainLibs_[head_[n]] == 1) return false;
  for (Point n : nb) {
    if (color_[n] != c) continue;
    const Point h = head_[n];
    if (chainLibs_[h] >= 3) return false;
    const uint64_t* w = libWords(h);
    for (int i = 0; i < rowWords_; ++i)
      for (uint64_t bits = w[i]; bits; bits &= bits - 1)
        if (second(Point(i * 64 + std::countr_zero(bits)))) return false;
  }
  return true;
}

int Board::captureCount(Point p, Color c) const {
  const int s = geo_.stride();
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  Point seen[4];
  int nseen = 0, total = 0;
  for (Point n : nb) {
    if (color_[n] != opponent(c)) continue;
    const Point h = head_[n];
    if (chainLibs_[h] != 1 || std::find(seen, seen + nseen, h) != seen + nseen) continue;
    seen[nseen++] = h;
    total += chainSize_[h];
  }
  return total;
}

int Board::libertiesAfter(Point p, Color c) const {
  // Small and exact: the union of the empty neighbours, the liberties of joined chains (less p)
  // and the stones of captured chains that touch the new chain.
  Bitboard libs;
  const int s = geo_.stride();
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  Bitboard joined;
  joined.set(p);
  for (Point n : nb) {
    const Color nc = color_[n];
    if (nc == Color::Empty) libs.set(n);
    else if (nc == c && !joined.test(n)) {
      libs |= chainLiberties(n);
      joined |= chainStones(n);
    }
  }
  for (Point n : nb) {
    if (color_[n] != opponent(c) || chainLibs_[head_[n]] != 1) continue;
    // Each captured stone next to the new chain becomes its liberty.
    forEachStone(n, [&](Point st) {
      const Point around[4] = {Point(st - s), Point(st - 1), Point(st + 1), Point(st + s)};
      for (Point a : around)
        if (joined.test(a)) libs.set(st);
    });
  }
  libs.reset(p);
  return libs.count();
}

uint64_t Board::hashAfter(Point p, Color c) const {
  uint64_t h = hash_ ^ zobrist::stone(c, p);
  const int s = geo_.stride();
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  Point seen[4];
  int nseen = 0;
  const Color o = opponent(c);
  for (Point n : nb) {
    if (color_[n] != o) continue;
    const Point hd = head_[n];
    if (chainLibs_[hd] != 1 || std::find(seen, seen + nseen, hd) != seen + nseen) continue;
    seen[nseen++] = hd;
    forEachStone(hd, [&](Point st) { h ^= zobrist::stone(o, st); });
  }
  return h;
}

template <class Ops>
Point Board::merge(Point a, Point b) {
  // The larger chain keeps its head, so relabelling costs the smaller chain's size.
  if (chainSize_[a] < chainSize_[b]) std::swap(a, b);
  Point st = b;
  do {
    head_[st] = a;
    st = next_[st];
  } while (st != b);
  std::swap(next_[a], next_[b]);  // splice the two circular lists
  chainSize_[a] = uint16_t(chainSize_[a] + chainSize_[b]);
  Ops::orInto(Ops::row(libs_, a), Ops::row(libs_, b));
  // b is no head any more: its data must read as zero.
  Ops::clear(Ops::row(libs_, b));
  chainSize_[b] = 0;
  chainLibs_[b] = 0;
  return a;
}

template <class Ops>
void Board::mergeOthers(Point head, unsigned p, unsigned others) {
  // Heads are read again for each neighbour: an earlier merge may have relabelled its chain.
  bool merged = false;
  for (; others; others &= others - 1) {
    const Point h = head_[p + stepTo_[std::countr_zero(others)]];
    if (h != head) {
      head = merge<Ops>(head, h);
      merged = true;
    }
  }
  if (merged) chainLibs_[head] = uint16_t(Ops::count(Ops::row(libs_, head)));
}

template <class Ops>
int Board::removeChain(Point head) {
  const Color dead = color_[head];
  const Color capturer = opponent(dead);
  int n = 0;
  Point st = head;
  do {
    const Point nx = next_[st];
    // st becomes a liberty of every capturer chain next to it. Done without branches: for other
    // neighbours the bit is masked off, so rows of non-heads stay empty.
    const unsigned capturers = neighbourMasks(nbr_[st], capturer).own;
    uint64_t* const column = libs_ + (st >> 6);
    const uint64_t bit = uint64_t(1) << (st & 63);
    for (int i = 0; i < 4; ++i) {
      const unsigned h = head_[st + stepTo_[i]];
      const uint64_t m = bit & (uint64_t(0) - ((capturers >> i) & 1u));
      uint64_t& w = column[h * Ops::kWords];
      chainLibs_[h] = uint16_t(chainLibs_[h] + ((m & ~w) != 0));
      w |= m;
    }
    color_[st] = Color::Empty;
    recolourForNeighbours(st, dead, Color::Empty);
    stones_[index(dead)].reset(st);
    hash_ ^= zobrist::stone(dead, st);
    addEmpty(st);
    head_[st] = st;
    next_[st] = st;
    ++n;
    st = nx;
  } while (st != head);
  // The head's row and liberty count are zero already: the chain had no liberty left.
  chainSize_[head] = 0;
  return n;
}

int Board::play(Point p, Color c) {
  return withRowOps([&](auto ops) { return playWith<decltype(ops)>(p, c); });
}

template <class Ops>
int Board::playWith(Point move, Color c) {
  // Written to branch as little as possible: in random playouts the colours around a move are
  // unpredictable, and a mispredicted branch costs more than the few extra stores done instead.
  // Points that are no chain head (empty points and walls included) have an all-zero liberty
  // row, size and liberty count, so clearing p from every neighbour's row and counting the bits
  // cleared is exact without looking at colours, and a lone stone is handled as a stone joining
  // the empty chain of its own point: whole rows are only touched when chains merge or die.
  const unsigned p = move;
  const unsigned s = unsigned(geo_.stride());
  const NeighbourMasks around = neighbourMasks(nbr_[p], c);

  removeEmpty(Point(p));
  color_[p] = c;
  recolourForNeighbours(p, Color::Empty, c);
  stones_[index(c)].set(Point(p));
  hash_ ^= zobrist::stone(c, Point(p));

  // The stone joins the chain of its first friendly neighbour (or, with none, the chain of p
  // itself, empty so far). Its empty neighbours become that chain's liberties and p stops being
  // one, all in one unaligned 64-bit window of the chain's row that starts at p - stride (the
  // four neighbours span 2 * stride + 1 <= 53 bits). The window may reach into the next row's
  // first bytes, which are written back unchanged; heads lie below the last point, so the next
  // row is always inside the array.
  const unsigned own = around.own;
  const unsigned head = head_[p + stepTo_[std::countr_zero(own | 16u)]];
  head_[p] = Point(head);
  next_[p] = next_[head];
  next_[head] = Point(p);
  chainSize_[head] = uint16_t(chainSize_[head] + 1);
  {
    unsigned char* window = reinterpret_cast<unsigned char*>(Ops::row(libs_, head)) + ((p - s) >> 3);
    const unsigned shift = (p - s) & 7u;
    uint64_t w;
    std::memcpy(&w, window, sizeof w);
    const uint64_t add = libPattern_[around.empty] << shift;
    const uint64_t bitP = uint64_t(1) << (shift + s);
    const int delta = std::popcount(add & ~w) - int((w & bitP) != 0);
    w = (w | add) & ~bitP;
    std::memcpy(window, &w, sizeof w);
    chainLibs_[head] = uint16_t(chainLibs_[head] + delta);
  }

  // p stops being a liberty of every other neighbouring chain (a no-op for the head's row and
  // for rows of non-heads).
  const unsigned wp = p >> 6;
  const uint64_t bitP = uint64_t(1) << (p & 63);
  uint64_t* const column = libs_ + wp;  // word wp of the row of point 0
  // Clears p from h's row and says whether h's chain is left without liberties: after this,
  // only captures can change the liberty counts of opponent chains.
  auto clearP = [&](unsigned h) {
    uint64_t& w = column[h * Ops::kWords];
    const unsigned libs = chainLibs_[h] - unsigned((w & bitP) != 0);
    chainLibs_[h] = uint16_t(libs);
    w &= ~bitP;
    return unsigned(libs == 0);
  };
  const unsigned noLiberty = clearP(head_[p - s]) | clearP(head_[p - 1]) << 1 |
                             clearP(head_[p + 1]) << 2 | clearP(head_[p + s]) << 3;

  const unsigned others = own & (own - 1u);
  if (others) mergeOthers<Ops>(Point(head), p, others);

  // Opponent chains left without liberties are captured. Colours are read again: a chain
  // touching p twice is gone after the first capture.
  const unsigned toCapture = around.opponent & noLiberty;
  Color koColor = Color::Empty;
  Point ko = kNullPoint;
  int captured = 0;
  if (toCapture) {
    const Color o = opponent(c);
    Point capturedAt = kNullPoint;
    for (unsigned t = toCapture; t; t &= t - 1) {
      const unsigned n = p + stepTo_[std::countr_zero(t)];
      if (color_[n] == o) {
        capturedAt = Point(n);
        captured += removeChain<Ops>(head_[n]);
      }
    }
    captures_[index(c)] += captured;
    const unsigned h = head_[p];
    if (captured == 1 && chainSize_[h] == 1 && chainLibs_[h] == 1) {
      ko = capturedAt;
      koColor = o;
    }
  }
  ko_ = ko;
  koColor_ = koColor;
  lastMove_ = Point(p);
  lastColor_ = c;
  return captured;
}

void Board::pass(Color c) {
  ko_ = kNullPoint;
  koColor_ = Color::Empty;
  lastMove_ = kPass;
  lastColor_ = c;
}

void Board::forgetLastMove() {
  ko_ = kNullPoint;
  koColor_ = Color::Empty;
  lastMove_ = kNullPoint;
  lastColor_ = Color::Empty;
}

std::string Board::consistencyError() const {
  const int n = geo_.numPoints();
  const int s = geo_.stride();
  uint64_t hash = 0;
  Bitboard colourMask[2];
  int empties = 0;
  for (int pi = 0; pi < n; ++pi) {
    const Point p = Point(pi);
    const Color c = color_[p];
    if (geo_.onBoard(p) == (c == Color::Wall)) return "wall/board mismatch at " + std::to_string(p);
    if (isStone(c)) {
      hash ^= zobrist::stone(c, p);
      colourMask[index(c)].set(p);
    } else if (c == Color::Empty) {
      ++empties;
      if (emptyIndex_[p] >= emptyCount_ || emptyList_[emptyIndex_[p]] != p)
        return "empty list misses " + std::to_string(p);
    }
  }
  if (empties != emptyCount_) return "empty count differs";
  if (hash != hash_) return "hash differs from a rebuild";
  if (!(colourMask[0] == stones_[0]) || !(colourMask[1] == stones_[1]))
    return "colour bitboards differ from the stones";

  // Flood every chain from scratch and compare membership, size and liberties.
  Bitboard visited;
  for (int pi = 0; pi < n; ++pi) {
    const Point p = Point(pi);
    if (!isStone(color_[p]) || visited.test(p)) continue;
    Bitboard chain, libs;
    Point stack[kMaxPoints];
    int top = 0;
    stack[top++] = p;
    chain.set(p);
    while (top) {
      const Point q = stack[--top];
      const Point nb[4] = {Point(q - s), Point(q - 1), Point(q + 1), Point(q + s)};
      for (Point r : nb) {
        if (color_[r] == Color::Empty) libs.set(r);
        else if (color_[r] == color_[p] && !chain.test(r)) {
          chain.set(r);
          stack[top++] = r;
        }
      }
    }
    visited |= chain;
    const Point h = head_[p];
    bool sameHeads = true;
    chain.forEach([&](Point q) { sameHeads &= head_[q] == h; });
    if (!sameHeads) return "chain at " + std::to_string(p) + " has several heads";
    if (!(chainStones(p) == chain)) return "stone list of chain at " + std::to_string(p) + " differs";
    if (chainSize_[h] != chain.count()) return "size of chain at " + std::to_string(p) + " differs";
    if (chainLibs_[h] != libs.count()) return "liberty count of chain at " + std::to_string(p) + " differs";
    if (!(chainLiberties(p) == libs)) return "liberty set of chain at " + std::to_string(p) + " differs";
  }
  // play() relies on the data of non-heads (empty points and walls too) being all zero, on
  // empty points heading their own one-point list, and on the packed neighbour colours, which
  // the eye test reads for the walls beside the board too.
  for (int pi = 0; pi < n; ++pi) {
    const Point p = Point(pi);
    if (nbr_[p] != neighbourColoursFromStones(pi))
      return "neighbour colours of " + std::to_string(p) + " differ";
    if (isStone(color_[p]) && head_[p] == p) continue;
    for (int i = 0; i < rowWords_; ++i)
      if (libWords(p)[i] != 0) return "liberty row of non-head " + std::to_string(p) + " is not empty";
    if (chainSize_[p] != 0 || chainLibs_[p] != 0)
      return "size or liberty count of non-head " + std::to_string(p) + " is not zero";
    if (color_[p] == Color::Empty && (head_[p] != p || next_[p] != p))
      return "empty point " + std::to_string(p) + " is linked to a chain";
  }
  return {};
}

std::string Board::toString() const {
  static constexpr char kLetters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  const int size = geo_.size();
  std::string header = "   ";
  for (int x = 0; x < size; ++x) {
    header += kLetters[x];
    header += ' ';
  }
  std::string out = header + "\n";
  for (int y = size - 1; y >= 0; --y) {
    const std::string row = std::to_string(y + 1);
    out += std::string(2 - std::min<int>(2, int(row.size())), ' ') + row + ' ';
    for (int x = 0; x < size; ++x) {
      const Color c = color_[geo_.point(x, y)];
      out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
      out += ' ';
    }
    out += row + "\n";
  }
  out += header;
  return out;
}

}  // namespace kosumi
