#pragma once
// The board: stones, chains with exact liberty counts, captures, the simple-ko point and a Zobrist
// hash, all kept incrementally. It knows the rules of placing a stone and nothing else: superko,
// history, scoring and rule sets live one layer up (game.h, score.h), so this hot path stays small.
//
// Chains are circular lists of stones with a representative ("head") per stone. Each chain's
// liberties are a bit set over the board (one bit per point, see geometry.h) with a cached
// count: merging ORs the sets, placing a stone clears one bit, a capture sets bits, so every
// chain's exact liberty count is always known without re-flooding the board.
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/bitboard.h"
#include "engine/color.h"
#include "engine/geometry.h"
#include "engine/neighbour_colours.h"

namespace kosumi {

enum class MoveLegality : uint8_t { Legal, Occupied, Suicide, Ko, Superko, OffBoard };

// "occupied", "suicide", "ko", "superko", "off the board"; "legal" for Legal.
const char* legalityName(MoveLegality legality);

class Board {
 public:
  explicit Board(int size = 19);
  // Copies only the part of the arrays this board size uses: playouts copy boards a lot.
  Board(const Board& other);
  Board& operator=(const Board& other);

  const Geometry& geometry() const { return geo_; }
  int size() const { return geo_.size(); }
  bool onBoard(Point p) const { return geo_.onBoard(p); }

  Color at(Point p) const { return color_[p]; }
  // The colours of p's four neighbours in one byte (see neighbour_colours.h); kept for every
  // point of the board.
  uint8_t neighbourColours(Point p) const { return nbr_[p]; }
  const Bitboard& stones(Color c) const { return stones_[index(c)]; }
  Bitboard emptyPoints() const;

  // Chain queries; p must hold a stone.
  Point chainHead(Point p) const { return head_[p]; }
  int chainSize(Point p) const { return chainSize_[head_[p]]; }
  int liberties(Point p) const { return chainLibs_[head_[p]]; }
  Bitboard chainStones(Point p) const;
  Bitboard chainLiberties(Point p) const;
  // The only liberty of a chain in atari.
  Point lastLiberty(Point p) const;
  template <class F>
  void forEachStone(Point p, F&& f) const {
    Point s = p;
    do {
      f(s);
      s = next_[s];
    } while (s != p);
  }

  // Empty points in no particular order, for picking random moves without scanning the board.
  int emptyCount() const { return emptyCount_; }
  Point emptyAt(int i) const { return emptyList_[i]; }

  uint64_t hash() const { return hash_; }
  // The point the simple-ko rule forbids to koColor() on the next move, or kNullPoint.
  Point koPoint() const { return ko_; }
  Color koColor() const { return koColor_; }
  // Stones captured by colour c so far.
  int captures(Color c) const { return captures_[index(c)]; }
  // The last move played on this board (kPass, or kNullPoint before any).
  Point lastMove() const { return lastMove_; }
  Color lastColor() const { return lastColor_; }

  // Occupied, suicide and the simple-ko point; Legal otherwise.
  MoveLegality check(Point p, Color c) const;
  bool isLegal(Point p, Color c) const { return check(p, c) == MoveLegality::Legal; }
  // For an empty point: whether c's stone there would have a liberty (after its captures).
  bool hasLibertyAfter(Point p, Color c) const;
  // An empty point surrounded by c that c should not fill: all neighbours c or wall and at
  // most one diagonal of the opponent's (none on the edge).
  bool isOwnEye(Point p, Color c) const;
  // The diagonal half of isOwnEye, for callers that know every neighbour is c or wall and
  // whether one is a wall.
  bool diagonalsMakeEye(Point p, Color c, bool edge) const {
    // The diagonals are the left and right neighbours (bits 1 and 2) of the points below and
    // above p, whose packed neighbour colours are kept for walls as well.
    const int s = geo_.stride();
    const unsigned below = neighbourMasks(nbr_[p - s], c).opponent;
    const unsigned above = neighbourMasks(nbr_[p + s], c).opponent;
    const int enemy = std::popcount((below | above << 4) & 0x66u);
    return enemy < (edge ? 1 : 2);
  }
  // Whether c's stone at p would leave its chain with at most one liberty. A move that captures
  // counts as gaining liberties, so it is never a self-atari here. p must be empty. Cheaper than
  // libertiesAfter: it stops at the second liberty found.
  bool isSelfAtari(Point p, Color c) const;
  // Stones the move would capture (0 if none); p must be empty.
  int captureCount(Point p, Color c) const;
  // Liberties the chain of the new stone would have after the move, captures included.
  int libertiesAfter(Point p, Color c) const;
  // The hash of the position after c plays at p; p must be a legal point for c (ko aside).
  uint64_t hashAfter(Point p, Color c) const;

  // Plays c at p and returns the number of stones captured. p must be empty and not suicide:
  // callers check first (the ko point is not enforced here, so setup and replays can pass it).
  int play(Point p, Color c);
  // A pass: clears the ko point.
  void pass(Color c);
  // Clears the ko point and the last move, as after setup stones, which are not moves.
  void forgetLastMove();

  // The board in as few bytes as its state takes (the arrays over this size's points, and the
  // liberty rows of chain heads alone): about 11 KB for 19x19 after 200 moves, against the 70 KB
  // of a Board. For a game that is kept between calls rather than played on (engine/game.h).
  void pack(std::vector<uint64_t>& out) const;
  // The board that pack() packed, of this size. Cheaper than Board(size) and a replay: the arrays
  // are copied, not worked out.
  static std::unique_ptr<Board> unpack(int size, const std::vector<uint64_t>& in);

  // Rebuilds chains, liberties, hash and the empty list from the stones alone and compares them
  // with the incremental state. Returns an empty string when consistent, else what differs.
  std::string consistencyError() const;

  // A text diagram, row 1 at the bottom, with column letters and row numbers.
  std::string toString() const;

 private:
  // Only the geometry and what follows from it; the arrays are left for the caller to fill.
  struct GeometryOnly {};
  Board(int size, GeometryOnly);
  void unpackArrays(const std::vector<uint64_t>& in);
  // What pack() writes and unpackArrays() reads, in one order for both: copy(pointer, bytes) for
  // each array and scalar of `board` (const when packing), then each chain head's liberty row.
  template <class B, class Copy>
  static void forEachPackedPart(B& board, Copy&& copy);

  uint64_t* libWords(Point head) { return &libs_[head * rowWords_]; }
  const uint64_t* libWords(Point head) const { return &libs_[head * rowWords_]; }
  bool hasLib(Point head, Point q) const {
    return (libWords(head)[q >> 6] >> (q & 63)) & 1u;
  }
  void addLib(Point head, Point q);
  // Liberty rows are processed with a word count fixed at compile time per size class (2, 4, 8
  // or 11 words), so the loops unroll and a row's address is a shift; the class is chosen once
  // per call by a predictable switch.
  template <int W>
  struct RowOps {
    static constexpr int kWords = W;
    // A chain's row with the word count known at compile time, so no multiply by rowWords_.
    static uint64_t* row(uint64_t* libs, unsigned head) { return libs + head * W; }
    static void clear(uint64_t* w) {
      for (int i = 0; i < W; ++i) w[i] = 0;
    }
    static void orInto(uint64_t* a, const uint64_t* b) {
      for (int i = 0; i < W; ++i) a[i] |= b[i];
    }
    static int count(const uint64_t* w) {
      int n = 0;
      for (int i = 0; i < W; ++i) n += std::popcount(w[i]);
      return n;
    }
  };
  template <class F>
  auto withRowOps(F&& f) {
    switch (rowWords_) {
      case 2: return f(RowOps<2>{});
      case 4: return f(RowOps<4>{});
      case 8: return f(RowOps<8>{});
      default: return f(RowOps<kMaxWords>{});
    }
  }
  template <class Ops>
  int playWith(Point p, Color c);
  template <class Ops>
  Point merge(Point a, Point b);
  // Merges the chains of p's neighbours i for the bits i of `others` into `head`'s chain.
  template <class Ops>
  void mergeOthers(Point head, unsigned p, unsigned others);
  template <class Ops>
  int removeChain(Point head);
  // p's packed neighbour colours worked out from color_, as nbr_ must hold them.
  uint8_t neighbourColoursFromStones(int p) const;
  void removeEmpty(Point p);
  void addEmpty(Point p);
  // Tells p's neighbours that p changed colour from `from` to `to`.
  void recolourForNeighbours(unsigned p, Color from, Color to) {
    const unsigned s = unsigned(geo_.stride());
    const uint8_t d = uint8_t(int(to) - int(from));
    nbr_[p - s] = uint8_t(nbr_[p - s] + (d << neighbourShift(3)));
    nbr_[p - 1] = uint8_t(nbr_[p - 1] + (d << neighbourShift(2)));
    nbr_[p + 1] = uint8_t(nbr_[p + 1] + (d << neighbourShift(1)));
    nbr_[p + s] = uint8_t(nbr_[p + s] + (d << neighbourShift(0)));
  }
  void copyFrom(const Board& other);

  Geometry geo_;
  int rowWords_ = kMaxWords;  // liberty-row words in use: 2, 4, 8 or 11
  // Bit (q - (p - stride)) for each neighbour q of p that a 4-bit neighbour mask names.
  uint64_t libPattern_[16];
  // The step from a point to its neighbour i (order of neighbour_colours.h), and 0 for i = 4.
  int stepTo_[5];
  int emptyCount_ = 0;
  uint64_t hash_ = 0;
  Point ko_ = kNullPoint;
  Color koColor_ = Color::Empty;
  Point lastMove_ = kNullPoint;
  Color lastColor_ = Color::Empty;
  int captures_[2] = {0, 0};
  Bitboard stones_[2];

  Color color_[kMaxPoints];
  uint8_t nbr_[kMaxPoints];  // packed neighbour colours; see neighbourColours()
  Point head_[kMaxPoints];
  Point next_[kMaxPoints];
  // Valid at heads; zero at every other point (empty points and walls too), which lets play()
  // treat a lone stone like a stone joining a chain.
  uint16_t chainSize_[kMaxPoints];
  uint16_t chainLibs_[kMaxPoints];
  Point emptyList_[kMaxPoints];
  uint16_t emptyIndex_[kMaxPoints];
  // rowWords_ words per point, packed so that small boards stay in the L1 cache. Only chain
  // heads have bits set: every other row is all zero.
  uint64_t libs_[kMaxPoints * kMaxWords];
};

}  // namespace kosumi
