#include "search/game_end/seki.h"

namespace kosumi {

namespace {

// Chains with more liberties than this are never part of a seki here: a seki has few liberties,
// and the bound keeps the test to the chains that can be in one.
constexpr int kMaxSekiLiberties = 6;

// Whether neither colour can play at the empty point p except as a self-atari that captures
// nothing.
bool neitherCanFill(const Board& board, Point p) {
  for (Color c : {Color::Black, Color::White}) {
    if (!board.isLegal(p, c)) continue;
    if (board.captureCount(p, c) > 0 || board.libertiesAfter(p, c) >= 2) return false;
  }
  return true;
}

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
    // Each side of a seki is held by a wall of the other: stones of both colours surround the
    // group. A group walled in by one colour alone is an eye space with the opponent's stones
    // inside (a straight three with a stone on its vital point looks the same locally), which
    // its owner kills by throwing in and recapturing.
    const Bitboard outside = group.neighbours(s).andNot(empty);
    if (!bothColours(group) || !bothColours(outside)) return;
    bool unfillable = true;
    liberties.forEach([&](Point p) { unfillable = unfillable && neitherCanFill(board, p); });
    if (unfillable) seki |= group;
  });
  return seki;
}

}  // namespace kosumi
