// Differential test: Game (incremental board, hashed superko, bitboard scoring) against the plain
// flood-fill ReferenceBoard, over many random games on every size from 2x2 to 19x19 and under each
// ko rule. After every move both must agree on the legality of every point for both colours (with
// the reason), the stones, the captures and the score with a random set of dead chains.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "engine/game.h"
#include "engine/vertex.h"
#include "tests/support/reference_board.h"

namespace kosumi {
namespace {

using test::ReferenceBoard;
using test::ReferenceScore;

struct Totals {
  long moves = 0;
  long passes = 0;
  long undos = 0;
  long illegal[5] = {0, 0, 0, 0, 0};  // by MoveLegality, for the coverage printout
};

std::string where(const Game& game, int gameNo) {
  return "game " + std::to_string(gameNo) + " size " + std::to_string(game.size()) + " ko " +
         koRuleName(game.rules().ko) + " after " + std::to_string(game.moves().size()) + " moves\n" +
         game.board().toString();
}

// Compares everything both sides can answer about the current position. Returns false (after
// reporting) on the first difference, so a broken game stops early.
bool samePosition(const Game& game, const ReferenceBoard& ref, int gameNo, std::mt19937_64& rng,
                  Totals& totals) {
  const Geometry& geo = game.geometry();
  const int n = game.size();
  const std::string err = game.board().consistencyError();
  if (!err.empty()) {
    ADD_FAILURE() << "consistency: " << err << "\n" << where(game, gameNo);
    return false;
  }
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const Point p = geo.point(x, y);
      if (game.board().at(p) != ref.at(x, y)) {
        ADD_FAILURE() << "stone at " << formatVertex(p, geo) << " differs\n" << where(game, gameNo);
        return false;
      }
      for (Color c : {Color::Black, Color::White}) {
        const MoveLegality mine = game.legality(c, p);
        const MoveLegality theirs = ref.legality(c, x, y);
        ++totals.illegal[int(theirs)];
        if (mine != theirs) {
          ADD_FAILURE() << colorLetter(c) << " " << formatVertex(p, geo) << ": game says "
                        << legalityName(mine) << ", reference says " << legalityName(theirs) << "\n"
                        << where(game, gameNo);
          return false;
        }
      }
    }
  for (Color c : {Color::Black, Color::White})
    if (game.board().captures(c) != ref.captures(c)) {
      ADD_FAILURE() << "captures of " << colorLetter(c) << " differ\n" << where(game, gameNo);
      return false;
    }
  if (game.toMove() != ref.toMove()) {
    ADD_FAILURE() << "side to move differs\n" << where(game, gameNo);
    return false;
  }

  // A random set of dead chains (whole chains, as players mark them).
  Bitboard dead;
  std::vector<bool> deadCells(size_t(n * n), false);
  std::bernoulli_distribution markChain(0.3);
  Bitboard seen;
  for (Color c : {Color::Black, Color::White})
    game.board().stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = game.board().chainStones(p);
      seen |= chain;
      if (markChain(rng)) dead |= chain;
    });
  dead.forEach([&](Point p) { deadCells[size_t(geo.y(p) * n + geo.x(p))] = true; });
  // One rule set per position, drawn at random: over the run every preset meets every handling.
  {
    const Rules presets[3] = {Rules::chinese(), Rules::japanese(), Rules::korean()};
    Rules rules = presets[std::uniform_int_distribution<int>(0, 2)(rng)];
    rules.dead = std::bernoulli_distribution(0.5)(rng) ? DeadStones::Marked : DeadStones::AsIs;
      const Score mine = scoreBoard(game.board(), rules, dead);
      const ReferenceScore theirs = ref.score(deadCells, rules);
      for (int c = 0; c < 2; ++c) {
        const bool same = mine.stones[c] == theirs.stones[c] && mine.territory[c] == theirs.territory[c] &&
                          mine.prisoners[c] == theirs.prisoners[c] &&
                          mine.deadCaptured[c] == theirs.deadCaptured[c] &&
                          mine.points(Color(c)) == theirs.points[c];
        if (!same) {
          ADD_FAILURE() << "score of " << colorLetter(Color(c)) << " under " << rules.toString()
                        << ": game " << mine.stones[c] << " stones " << mine.territory[c] << " territory "
                        << mine.prisoners[c] << " prisoners " << mine.deadCaptured[c] << " dead = "
                        << mine.points(Color(c)) << "; reference " << theirs.stones[c] << " stones "
                        << theirs.territory[c] << " territory " << theirs.prisoners[c] << " prisoners "
                        << theirs.deadCaptured[c] << " dead = " << theirs.points[c] << "\n"
                        << where(game, gameNo);
          return false;
        }
      }
    }
  return true;
}

// Plays one random game, checking after every move; returns false on a difference.
bool playRandomGame(int size, KoRule ko, int gameNo, std::mt19937_64& rng, Totals& totals) {
  Rules rules = Rules::chinese();
  rules.ko = ko;
  Game game(size, rules);
  ReferenceBoard ref(size, ko);
  const Geometry& geo = game.geometry();
  if (!samePosition(game, ref, gameNo, rng, totals)) return false;

  // Small boards pass more so that positions repeat and superko has work to do.
  std::bernoulli_distribution passes(size <= 5 ? 0.12 : 0.03);
  std::bernoulli_distribution otherColour(0.08);  // GTP lets either colour move
  std::bernoulli_distribution takeBack(0.03);
  const int length = 3 * size * size + 10;
  std::vector<Point> legal;
  for (int turn = 0; turn < length; ++turn) {
    if (turn > 0 && takeBack(rng)) {
      const int k = std::uniform_int_distribution<int>(1, 3)(rng);
      for (int i = 0; i < k; ++i) {
        const bool a = game.undo(), b = ref.undo();
        if (a != b) {
          ADD_FAILURE() << "undo answers differ\n" << where(game, gameNo);
          return false;
        }
        totals.undos += a;
      }
      if (!samePosition(game, ref, gameNo, rng, totals)) return false;
      continue;
    }
    Color c = game.toMove();
    if (otherColour(rng)) c = opponent(c);
    legal.clear();
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x)
        if (game.legality(c, geo.point(x, y)) == MoveLegality::Legal) legal.push_back(geo.point(x, y));
    Point p = kPass;
    if (!legal.empty() && !passes(rng))
      p = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    const Status s = game.play(c, p);
    if (!s) {
      ADD_FAILURE() << "legal move refused: " << s.error() << "\n" << where(game, gameNo);
      return false;
    }
    if (p == kPass) {
      ref.pass(c);
      ++totals.passes;
    } else {
      ref.play(c, geo.x(p), geo.y(p));
    }
    ++totals.moves;
    if (!samePosition(game, ref, gameNo, rng, totals)) return false;
  }
  return true;
}

TEST(ReferenceDiff, RandomGamesAgreeWithTheReferenceBoard) {
  std::mt19937_64 rng(20240611);
  Totals totals;
  int gameNo = 0;
  // Small boards are cheap and rich in ko and superko; every size up to 19x19 gets games.
  for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational})
    for (int size = 2; size <= 19; ++size) {
      const int games = size <= 5 ? 120 : size <= 9 ? 16 : size <= 13 ? 3 : 1;
      for (int g = 0; g < games; ++g)
        ASSERT_TRUE(playRandomGame(size, ko, ++gameNo, rng, totals)) << "stopped at the first difference";
    }
  std::printf("reference diff: %d games, %ld moves (%ld passes), %ld moves taken back; "
              "legality checks: %ld legal, %ld occupied, %ld suicide, %ld ko, %ld superko\n",
              gameNo, totals.moves, totals.passes, totals.undos, totals.illegal[0], totals.illegal[1],
              totals.illegal[2], totals.illegal[3], totals.illegal[4]);
  EXPECT_GE(totals.moves, 100000);
  // The games must reach the cases this test exists for.
  EXPECT_GT(totals.illegal[int(MoveLegality::Suicide)], 0);
  EXPECT_GT(totals.illegal[int(MoveLegality::Ko)], 0);
  EXPECT_GT(totals.illegal[int(MoveLegality::Superko)], 0);
}

}  // namespace
}  // namespace kosumi
