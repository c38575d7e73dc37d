#include "tools/common/ladder_reference.h"

#include <memory>

#include "playouts/ladder.h"

namespace kosumi::tools {

namespace {

// `target` is a stone of the defender's chain, which is in atari with the defender to move.
bool defenderEscapes(const Board& board, Point target, int moves);

// The defender's chain holding `target` has two liberties and the attacker is to move: true
// when some legal move of the attacker that leaves the chain with one liberty wins against every
// defence.
bool attackerCaptures(const Board& board, Point target, int moves) {
  if (moves >= ladderDepthLimit(board.size())) return false;
  const Color attacker = opponent(board.at(target));
  const Bitboard liberties = board.chainLiberties(target);
  // Every point of the board is considered; only the chain's liberties can take one away.
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.geometry().point(x, y);
      if (!liberties.test(p) || !board.isLegal(p, attacker)) continue;
      auto next = std::make_unique<Board>(board);
      next->play(p, attacker);
      if (next->at(target) != opponent(attacker) || next->liberties(target) != 1) continue;
      if (!defenderEscapes(*next, target, moves + 1)) return true;
    }
  return false;
}

bool defenderEscapes(const Board& board, Point target, int moves) {
  const Color defender = board.at(target);
  const Color attacker = opponent(defender);
  const Point liberty = board.lastLiberty(target);
  // Every legal move that fills the liberty or captures something; no other move changes the
  // chain's liberties (a capture far from the chain changes nothing either, and is read anyway).
  for (int y = 0; y < board.size(); ++y)
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.geometry().point(x, y);
      if (!board.isLegal(p, defender)) continue;
      if (p != liberty && board.captureCount(p, defender) == 0) continue;
      auto next = std::make_unique<Board>(board);
      next->play(p, defender);
      const int libs = next->liberties(target);
      if (libs >= 3) return true;
      if (libs == 2 && !attackerCaptures(*next, target, moves + 1)) return true;
      // One liberty: the attacker captures there, if the simple-ko rule lets it.
      if (libs == 1 && !next->isLegal(next->lastLiberty(target), attacker)) return true;
    }
  return false;
}

}  // namespace

bool referenceLadderCaptures(const Board& board, Point chain) {
  if (!board.onBoard(chain) || !isStone(board.at(chain)) || board.liberties(chain) != 1) return false;
  return !defenderEscapes(board, chain, 0);
}

bool referenceLadderAtariWorks(const Board& board, Point move, Color c) {
  if (!isStone(c) || !board.onBoard(move) || !board.isLegal(move, c)) return false;
  Board after(board);
  after.play(move, c);
  const int s = board.geometry().stride();
  for (Point q : {Point(move - s), Point(move - 1), Point(move + 1), Point(move + s)})
    if (after.at(q) == opponent(c) && after.liberties(q) == 1 && referenceLadderCaptures(after, q)) return true;
  return false;
}

LadderComparison compareLadderReaders(const Board& board, const LadderQuestion& question) {
  LadderComparison r;
  if (question.kind == LadderQuestion::Kind::Captures) {
    const LadderReading reading = readLadder(board, question.point);
    r.fast = ladderCaptures(board, question.point);
    r.cutOff = reading.cutOff;
    r.moves = reading.moves;
    r.reference = referenceLadderCaptures(board, question.point);
    return r;
  }
  r.fast = ladderAtariWorks(board, question.point, question.color);
  r.reference = referenceLadderAtariWorks(board, question.point, question.color);
  // The readings ladderAtariWorks made, one per chain the move puts in atari.
  if (board.isLegal(question.point, question.color)) {
    Board after(board);
    after.play(question.point, question.color);
    const int s = board.geometry().stride();
    const Point m = question.point;
    for (Point q : {Point(m - s), Point(m - 1), Point(m + 1), Point(m + s)})
      if (after.at(q) == opponent(question.color) && after.liberties(q) == 1) {
        const LadderReading reading = readLadder(after, q);
        r.cutOff |= reading.cutOff;
        r.moves += reading.moves;
      }
  }
  return r;
}

}  // namespace kosumi::tools
