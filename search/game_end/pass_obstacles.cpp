#include "search/game_end/pass_obstacles.h"

#include <algorithm>

#include "engine/score.h"

namespace kosumi {

namespace {

// Empty points in no one's territory once the judged dead stones are gone.
Bitboard neutralPoints(const Board& board, const StoneJudgment& j) {
  Bitboard living[2];
  for (Color c : {Color::Black, Color::White}) living[index(c)] = board.stones(c).andNot(j.dead);
  Bitboard territory[2];
  territoryOf(board.geometry(), living, territory);
  return board.emptyPoints().andNot(territory[0] | territory[1]);
}

// Whether c may fill p as a neutral point: legal, two liberties or more afterwards, and not a
// liberty of a chain in seki (filling one gives the seki away).
bool safeFill(const Board& board, Point p, Color c, const Bitboard& sekiLiberties) {
  return !sekiLiberties.test(p) && board.isLegal(p, c) && board.libertiesAfter(p, c) >= 2;
}

}  // namespace

Bitboard chainsShortOfLiberties(const Board& start, Color c, const StoneJudgment& j) {
  const int s = start.geometry().stride();
  const Color o = opponent(c);
  const Bitboard mine = start.stones(c).andNot(j.dead);
  const Bitboard sekiLiberties = j.seki.neighbours(s) & start.emptyPoints();
  Board board = start;
  // The opponent fills what it can; each fill may open the next (a point that was a self-atari
  // before its neighbour was filled), so until nothing changes.
  const Bitboard neutral = neutralPoints(start, j);
  for (bool filled = true; filled;) {
    filled = false;
    neutral.forEach([&](Point p) {
      if (board.at(p) != Color::Empty || !safeFill(board, p, o, sekiLiberties)) return;
      board.play(p, o);
      filled = true;
    });
  }
  Bitboard shortChains, inAtari, seen;
  int ataris = 0;
  mine.forEach([&](Point p) {
    if (seen.test(p)) return;
    const Bitboard chain = start.chainStones(p);
    seen |= chain;
    if (board.at(p) != c) {  // captured while the opponent filled
      shortChains |= chain;
      return;
    }
    if (board.liberties(p) != 1) return;
    inAtari |= chain;
    ++ataris;
    if (board.libertiesAfter(board.lastLiberty(p), c) < 2) shortChains |= chain;
  });
  if (ataris >= 2) shortChains |= inAtari;
  return shortChains;
}

EndOfGameCheck checkEndOfGame(const Game& game, Color c, const StoneJudgment& j) {
  EndOfGameCheck check;
  const Board& board = game.board();
  const Color o = opponent(c);
  check.doubtful = j.doubtful;
  // Every doubtful chain judged against c: c's own dead, the opponent's alive.
  const Bitboard pessimistic = (j.dead.andNot(board.stones(o) & j.doubtful)) | (board.stones(c) & j.doubtful);
  const bool winsJudged = winsFor(c, game.score(j.dead).margin());
  const bool winsPessimistic = winsFor(c, game.score(pessimistic).margin());
  check.resultInDoubt = winsJudged && !winsPessimistic;
  check.shortOfLiberties = chainsShortOfLiberties(board, c, j);
  if (game.rules().scoring == Scoring::Area) {
    const Bitboard sekiLiberties = j.seki.neighbours(board.geometry().stride()) & board.emptyPoints();
    neutralPoints(board, j).forEach([&](Point p) {
      if (safeFill(board, p, c, sekiLiberties) && game.legality(c, p) == MoveLegality::Legal) check.dame.set(p);
    });
  }
  return check;
}

int movesPlayedOnAfterPasses(const Game& game, Color c) {
  const auto& moves = game.moves();
  // From the end: the opponent's pass, then pairs of c's move played on and the opponent's pass
  // before it.
  int i = int(moves.size()) - 1;
  if (i < 0 || moves[size_t(i)].color == c || moves[size_t(i)].point != kPass) return 0;
  --i;
  int count = 0;
  for (; i >= 1; i -= 2) {
    const MoveRecord& mine = moves[size_t(i)];
    const MoveRecord& before = moves[size_t(i - 1)];
    if (mine.color != c || mine.point == kPass || before.color == c || before.point != kPass) break;
    ++count;
  }
  return count;
}

int maxPlayOnMoves(const Game& game) { return std::max(8, game.geometry().area() / 8); }

Bitboard territoryByJudgment(const Board& board, Color c, const StoneJudgment& judgment) {
  Bitboard living[2], territory[2];
  for (Color side : {Color::Black, Color::White}) living[index(side)] = board.stones(side).andNot(judgment.dead);
  territoryOf(board.geometry(), living, territory);
  return territory[index(c)];
}

}  // namespace kosumi
