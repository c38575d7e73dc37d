// Differential test against GNU Go (the GTP reference engine), driven through a pipe: random games
// on 9x9 and 19x19 under simple ko, GNU Go's own rule, comparing after every move the legal points
// for the side to move, the captures and the stones; and fixed handicap placement on every size
// GNU Go accepts.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <set>
#include <sstream>

#include "engine/game.h"
#include "engine/handicap.h"
#include "engine/vertex.h"
#include "tests/support/gtp_pipe.h"

namespace kosumi {
namespace {

using test::GtpPipe;

constexpr const char* kGnuGo = "/usr/games/gnugo";

// The vertices of a "= A1 B2 ..." answer, as points; an empty set for "= ".
std::set<Point> vertexSet(const std::string& answer, const Geometry& geo) {
  std::set<Point> out;
  std::istringstream in(answer.substr(std::min<size_t>(2, answer.size())));
  std::string word;
  while (in >> word) {
    auto p = parseVertex(word, geo);
    EXPECT_TRUE(p.ok()) << "GNU Go answered '" << word << "' in '" << answer << "'";
    if (p) out.insert(*p);
  }
  return out;
}

std::set<Point> setOf(const Bitboard& b) {
  std::set<Point> out;
  b.forEach([&](Point p) { out.insert(p); });
  return out;
}

std::string names(const std::set<Point>& points, const Geometry& geo) {
  std::string out;
  for (Point p : points) out += formatVertex(p, geo) + " ";
  return out;
}

const char* gtpColour(Color c) { return c == Color::Black ? "black" : "white"; }

class GnuGoDiff : public ::testing::Test {
 protected:
  void SetUp() override {
    if (access(kGnuGo, X_OK) != 0) GTEST_SKIP() << kGnuGo << " is not installed; nothing to compare with";
  }
};

// Plays random games of the given size and length; returns the moves compared.
long compareRandomGames(GtpPipe& gnugo, int size, int games, int length, std::mt19937_64& rng,
                        long& koPoints) {
  long moves = 0;
  Rules rules = Rules::chinese();
  rules.ko = KoRule::Simple;
  EXPECT_EQ(gnugo.send("boardsize " + std::to_string(size)), "= ");
  for (int g = 0; g < games; ++g) {
    EXPECT_EQ(gnugo.send("clear_board"), "= ");
    Game game(size, rules);
    const Geometry& geo = game.geometry();
    std::bernoulli_distribution passes(0.02);
    for (int turn = 0; turn < length; ++turn) {
      const Color c = game.toMove();
      std::vector<Point> legal;
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
          switch (game.legality(c, geo.point(x, y))) {
            case MoveLegality::Legal: legal.push_back(geo.point(x, y)); break;
            case MoveLegality::Ko: ++koPoints; break;
            default: break;
          }
      // Compare the legal points before choosing, so a wrong "legal" is caught before it is played.
      const std::set<Point> theirs = vertexSet(gnugo.send(std::string("all_legal ") + gtpColour(c)), geo);
      const std::set<Point> mine(legal.begin(), legal.end());
      if (mine != theirs) {
        ADD_FAILURE() << "legal points for " << gtpColour(c) << " differ after " << game.moves().size()
                      << " moves on " << size << "x" << size << "\nours:   " << names(mine, geo)
                      << "\nGNU Go: " << names(theirs, geo) << "\n" << game.board().toString();
        return moves;
      }
      Point p = kPass;
      if (!legal.empty() && !passes(rng))
        p = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
      EXPECT_TRUE(game.play(c, p).ok());
      const std::string played =
          gnugo.send(std::string("play ") + gtpColour(c) + " " + formatVertex(p, geo));
      if (played != "= ") {
        ADD_FAILURE() << "GNU Go refused " << formatVertex(p, geo) << ": " << played;
        return moves;
      }
      ++moves;
      EXPECT_EQ(game.board().consistencyError(), "");
      for (Color side : {Color::Black, Color::White}) {
        const std::string captures = gnugo.send(std::string("captures ") + gtpColour(side));
        const std::string stones = gnugo.send(std::string("list_stones ") + gtpColour(side));
        const bool same = captures == "= " + std::to_string(game.board().captures(side)) &&
                          vertexSet(stones, geo) == setOf(game.board().stones(side));
        if (!same) {
          ADD_FAILURE() << gtpColour(side) << " captures/stones differ after " << game.moves().size()
                        << " moves: GNU Go '" << captures << "' " << stones << "\nours "
                        << game.board().captures(side) << "\n" << game.board().toString();
          return moves;
        }
      }
    }
  }
  return moves;
}

TEST_F(GnuGoDiff, RandomGamesAgreeOnLegalityCapturesAndStones) {
  GtpPipe gnugo({kGnuGo, "--mode", "gtp"});
  ASSERT_TRUE(gnugo.alive());
  std::mt19937_64 rng(7);
  long moves = 0, koPoints = 0;
  moves += compareRandomGames(gnugo, 9, 16, 200, rng, koPoints);
  moves += compareRandomGames(gnugo, 19, 3, 400, rng, koPoints);
  ASSERT_TRUE(gnugo.alive());
  std::printf("gnugo diff: %ld moves compared with GNU Go, %ld ko points among them\n", moves, koPoints);
  EXPECT_EQ(moves, 16 * 200 + 3 * 400);
  EXPECT_GT(koPoints, 0);  // simple ko was met, and GNU Go agreed on it
}

TEST_F(GnuGoDiff, FixedHandicapMatchesGnuGoOnEverySize) {
  GtpPipe gnugo({kGnuGo, "--mode", "gtp"});
  ASSERT_TRUE(gnugo.alive());
  int compared = 0;
  for (int size = 2; size <= 19; ++size) {  // GNU Go stops at 19x19
    ASSERT_EQ(gnugo.send("boardsize " + std::to_string(size)), "= ");
    const Geometry geo(size);
    for (int n = 2; n <= 10; ++n) {
      ASSERT_EQ(gnugo.send("clear_board"), "= ");
      const std::string answer = gnugo.send("fixed_handicap " + std::to_string(n));
      const auto mine = fixedHandicapPoints(geo, n);
      if (answer.rfind("= ", 0) == 0) {
        ASSERT_TRUE(mine.ok()) << size << "x" << size << " handicap " << n << ": GNU Go places " << answer
                               << ", we refuse: " << mine.error();
        EXPECT_EQ(std::set<Point>(mine->begin(), mine->end()), vertexSet(answer, geo))
            << size << "x" << size << " handicap " << n << ": GNU Go " << answer;
        EXPECT_EQ(int(mine->size()), n);
      } else {
        EXPECT_FALSE(mine.ok()) << size << "x" << size << " handicap " << n << ": GNU Go refuses ("
                                << answer << "), we place stones";
      }
      ++compared;
    }
  }
  EXPECT_EQ(compared, 18 * 9);
}

}  // namespace
}  // namespace kosumi
