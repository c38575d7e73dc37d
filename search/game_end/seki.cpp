#include "search/game_end/seki.h"

#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kosumi {

namespace {

// Chains with more liberties than this are never part of a seki here: a seki has few liberties,
// and the bound keeps the test to the chains that can be in one.
constexpr int kMaxSekiLiberties = 6;

// How the liberties of a group can be filled. A fill that survives (captures or keeps two
// liberties) either attacks, touching a chain of the other colour in the group, or only fills a
// point next to the filler's own chains: an eye, or the point between two of its chains.
struct Fills {
  bool safeFill = false;    // some colour can fill some liberty and survive
  bool safeAttack = false;  // ... at a point that touches the other colour's chains of the group
};

Fills groupFills(const Board& board, const Bitboard& group, const Bitboard& liberties) {
  const int s = board.geometry().stride();
  Fills fills;
  liberties.forEach([&](Point p) {
    Bitboard point;
    point.set(p);
    const Bitboard touched = point.neighbours(s) & group;
    for (Color c : {Color::Black, Color::White}) {
      if (!board.isLegal(p, c)) continue;
      if (board.captureCount(p, c) == 0 && board.libertiesAfter(p, c) < 2) continue;
      fills.safeFill = true;
      if (!(touched & board.stones(opponent(c))).empty()) fills.safeAttack = true;
    }
  });
  return fills;
}

// A group walled in by one colour alone is read out before it is called a seki: the colour of
// the wall (the attacker) may sacrifice its stones inside on purpose, and whether that kills
// depends on the shape the defender is left with. Three points with the attacker's stone on the
// vital point die this way (throw in, be captured, throw in again); the defender's six points
// around four sacrificed stones live, so there neither side plays and the group is a seki. The
// reading plays only inside the group's area, so it is small: areas larger than this leave the
// defender eight points or more after any sacrifice, an eye space no one can kill, and are not
// read.
constexpr int kMaxReadArea = 8;
// Positions the reading may visit before it gives up; giving up calls the group no seki, which
// leaves it to the dead-stone judge's playouts and readings as before.
constexpr int kMaxReadPositions = 20000;

// Whether the attacker, moving first and playing only at points of `area` (or passing), can
// capture one of the defender's stones in `defenders`. The defender holds when both sides pass
// in a row, when a position repeats on the line being read, or at the end of the deepest line.
class SacrificeReading {
 public:
  SacrificeReading(const Board& board, Color attacker, const Bitboard& area, const Bitboard& defenders)
      : attacker_(attacker), area_(area), defenders_(defenders), lines_(size_t(2 * area.count() + 6), board) {}

  bool attackerCaptures() { return captures(0, attacker_, false) || gaveUp_; }

 private:
  bool captures(size_t ply, Color toMove, bool passed) {
    const Board& board = lines_[ply];
    if (!defenders_.andNot(board.stones(opponent(attacker_))).empty()) return true;
    if (gaveUp_ || ply + 1 == lines_.size()) return false;
    const uint64_t key = board.hash() ^ (uint64_t(board.koPoint()) + 1) * 0x9e3779b97f4a7c15ULL ^
                         (toMove == attacker_ ? 0x5bd1e995ULL : 0) ^ (passed ? 0xc2b2ae35ULL << 32 : 0);
    if (const auto known = known_.find(key); known != known_.end()) return known->second;
    if (!onLine_.insert(key).second) return false;
    if (++positions_ > kMaxReadPositions) {
      gaveUp_ = true;
      return true;
    }
    // The attacker wants one line that captures, the defender one that holds.
    const bool attacking = toMove == attacker_;
    bool result = !attacking;
    Board& next = lines_[ply + 1];
    (area_ & board.emptyPoints()).forEach([&](Point p) {
      if (result == attacking || !board.isLegal(p, toMove)) return;
      next = board;
      next.play(p, toMove);
      if (captures(ply + 1, opponent(toMove), false) == attacking) result = attacking;
    });
    // A pass after the other side's ends the game with the defender's stones on the board.
    if (result != attacking) {
      bool passCaptures = false;
      if (!passed) {
        next = board;
        next.pass(toMove);
        passCaptures = captures(ply + 1, opponent(toMove), true);
      }
      if (passCaptures == attacking) result = attacking;
    }
    onLine_.erase(key);
    known_.emplace(key, result);
    return result;
  }

  Color attacker_;
  Bitboard area_;
  Bitboard defenders_;
  std::vector<Board> lines_;  // the position at each ply of the line being read
  std::unordered_map<uint64_t, bool> known_;
  std::unordered_set<uint64_t> onLine_;
  int positions_ = 0;
  bool gaveUp_ = false;
};

}  // namespace

Bitboard sekiStones(const Board& board) {
  const int s = board.geometry().stride();
  const Bitboard empty = board.emptyPoints();
  // Candidate chains and their stones: at least two liberties (a chain in atari is not in seki)
  // and at most kMaxSekiLiberties.
  Bitboard candidates, seen;
  for (Color c : {Color::Black, Color::White}) {
    board.stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = board.chainStones(p);
      seen |= chain;
      const int libs = board.liberties(p);
      if (libs >= 2 && libs <= kMaxSekiLiberties) candidates |= chain;
    });
  }
  // Groups: candidate chains joined through shared liberties (and through their stones).
  Bitboard seki, done;
  candidates.forEach([&](Point start) {
    if (done.test(start)) return;
    Bitboard group = board.chainStones(start), liberties;
    for (;;) {
      liberties = group.neighbours(s) & empty;
      Bitboard grown = group;
      // Candidate chains touching the group's liberties join it.
      (liberties.neighbours(s) & candidates).forEach([&](Point q) {
        if (!grown.test(q)) grown |= board.chainStones(q);
      });
      if (grown == group) break;
      group = grown;
    }
    done |= group;
    const auto bothColours = [&](const Bitboard& points) {
      return !(points & board.stones(Color::Black)).empty() && !(points & board.stones(Color::White)).empty();
    };
    if (!bothColours(group)) return;
    const Fills fills = groupFills(board, group, liberties);
    if (fills.safeAttack) return;
    const Bitboard outside = group.neighbours(s).andNot(empty);
    if (outside.empty()) return;
    // Walled in by stones of both colours with no liberty either side can fill, each side is held
    // by a wall of the other. Walled in by one colour alone, the group is the other colour's (the
    // defender's) eye space with the wall's colour inside, and whether sacrificing those stones
    // kills is read out. Where a side can fill a point of its own safely (the point joining two
    // of its chains, or an eye of a chain with more liberties), the fill attacks nothing but may
    // change what the other fills do, so both colours' attacks are read out.
    const bool oneColourWall = !bothColours(outside);
    const Color wall = (outside & board.stones(Color::Black)).empty() ? Color::White : Color::Black;
    const auto attackerCaptures = [&](Color attacker) {
      Bitboard area = liberties;
      if (oneColourWall && attacker == wall) area |= group & board.stones(attacker);
      // Too large to read: a sacrifice inside another colour's eye space of this size leaves it
      // eight points or more, but an own fill's consequences are not known.
      if (area.count() > kMaxReadArea) return fills.safeFill;
      const Bitboard defenders = group & board.stones(opponent(attacker));
      return SacrificeReading(board, attacker, area, defenders).attackerCaptures();
    };
    if (fills.safeFill) {
      if (attackerCaptures(Color::Black) || attackerCaptures(Color::White)) return;
    } else if (oneColourWall && attackerCaptures(wall)) {
      return;
    }
    seki |= group;
  });
  return seki;
}

}  // namespace kosumi
