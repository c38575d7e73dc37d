// SGF FF[4]: reading the main line of a record (properties, escapes, compressed point lists,
// passes, variations skipped), replaying it into a Game, writing a Game back, and clear refusals of
// malformed or oversized input.
#include <gtest/gtest.h>

#include <string>

#include "engine/sgf.h"
#include "engine/vertex.h"

namespace kosumi {
namespace {

Point v(const Game& g, const char* name) { return parseVertex(name, g.geometry()).value(); }

TEST(Sgf, ReadsTheRootAndTheMainLine) {
  auto rec = parseSgf("(;FF[4]GM[1]SZ[9]KM[5.5]RU[Japanese]HA[2]AB[gc][cg]RE[W+3.5]C[note \\] here]"
                      ";W[ee];B[ce](;W[ec];B[])(;W[aa]))");
  ASSERT_TRUE(rec) << rec.error();
  EXPECT_EQ(rec->size, 9);
  EXPECT_EQ(*rec->komi, 5.5);
  EXPECT_EQ(rec->rules, "Japanese");
  EXPECT_EQ(rec->handicap, 2);
  EXPECT_EQ(rec->result, "W+3.5");
  ASSERT_EQ(rec->setup.size(), 2u);
  ASSERT_EQ(rec->moves.size(), 4u);
  const Geometry geo(9);
  EXPECT_EQ(rec->moves[0], (MoveRecord{Color::White, parseVertex("E5", geo).value()}));
  EXPECT_EQ(rec->moves[2], (MoveRecord{Color::White, parseVertex("E7", geo).value()}));
  EXPECT_EQ(rec->moves[3], (MoveRecord{Color::Black, kPass}));
}

TEST(Sgf, CompressedPointListsAndOldStyleIdentifiers) {
  auto rec = parseSgf("(;GM[1]SZ[5]AddBlack[aa:bb]AW[ee])");
  ASSERT_TRUE(rec) << rec.error();
  ASSERT_EQ(rec->setup.size(), 5u);
  int black = 0;
  for (const SetupStone& s : rec->setup) black += s.color == Color::Black;
  EXPECT_EQ(black, 4);
}

TEST(Sgf, ReplayPlacesHandicapAndStopsBeforeTheGivenMove) {
  auto rec = parseSgf("(;GM[1]SZ[9]KM[0.5]HA[2]AB[gc][cg];W[ee];B[ce];W[ec])");
  ASSERT_TRUE(rec);
  auto game = replaySgf(*rec, Rules::japanese(), 2);
  ASSERT_TRUE(game) << game.error();
  EXPECT_EQ(game->handicap(), 2);
  EXPECT_EQ(game->moves().size(), 2u);
  EXPECT_EQ(game->rules().komi, 0.5);
  EXPECT_EQ(game->toMove(), Color::White);
  EXPECT_EQ(game->board().at(v(*game, "C5")), Color::Black);
  EXPECT_EQ(game->board().at(v(*game, "E7")), Color::Empty);
  auto whole = replaySgf(*rec, Rules::japanese());
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->moves().size(), 3u);
}

TEST(Sgf, IllegalMovesAreRefusedWithTheirNumber) {
  auto rec = parseSgf("(;GM[1]SZ[9];B[ee];W[dd];B[ee])");
  ASSERT_TRUE(rec);
  auto game = replaySgf(*rec, Rules::chinese());
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error(), "SGF move 3 (B E5): illegal move: occupied");
}

TEST(Sgf, RulesNames) {
  EXPECT_EQ(rulesFromSgf("Japanese").value(), Rules::japanese());
  EXPECT_EQ(rulesFromSgf("chinese").value(), Rules::chinese());
  EXPECT_EQ(rulesFromSgf("Korean").value(), Rules::korean());
  EXPECT_EQ(rulesFromSgf("AGA").value().ko, KoRule::Situational);
  EXPECT_EQ(rulesFromSgf("japanese ko=simple dead=as-is").value().dead, DeadStones::AsIs);
  EXPECT_FALSE(rulesFromSgf("Ing"));
}

TEST(Sgf, WritesWhatItReads) {
  Game game(9, Rules::korean());
  ASSERT_TRUE(game.addSetupStones(Color::Black, {v(game, "C3"), v(game, "G7")}, true));
  ASSERT_TRUE(game.play(Color::White, v(game, "E5")));
  ASSERT_TRUE(game.play(Color::Black, kPass));
  ASSERT_TRUE(game.play(Color::White, v(game, "A1")));
  const std::string text = formatSgf(game, "W+R", "Kosumi:test");
  EXPECT_EQ(text, "(;FF[4]GM[1]CA[UTF-8]AP[Kosumi:test]SZ[9]KM[6.5]RU[Korean]HA[2]RE[W+R]AB[cg][gc]\n"
                  ";W[ee];B[];W[ai])\n");
  auto rec = parseSgf(text);
  ASSERT_TRUE(rec);
  auto back = replaySgf(*rec, rulesFromSgf(rec->rules).value());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->moves(), game.moves());
  EXPECT_EQ(back->setupStones(), game.setupStones());
  EXPECT_EQ(back->rules(), game.rules());
  EXPECT_EQ(back->board().hash(), game.board().hash());
}

TEST(Sgf, NonDefaultRulesAreWrittenInFull) {
  Rules r = Rules::chinese();
  r.ko = KoRule::Simple;
  Game game(5, r);
  const std::string text = formatSgf(game, "", "K");
  EXPECT_NE(text.find("RU[chinese ko=simple scoring=area dead=marked komi=7.5]"), std::string::npos) << text;
  EXPECT_EQ(rulesFromSgf("chinese ko=simple scoring=area dead=marked komi=7.5").value(), r);
}

TEST(Sgf, MalformedInputIsRefusedClearly) {
  const struct {
    const char* text;
    const char* error;
  } cases[] = {
      {"", "malformed SGF: no game tree at byte 0"},
      {"(;B[aa]", "malformed SGF: unexpected end of file at byte 7"},
      {"(;B[aa", "malformed SGF: unterminated value of B at byte 6"},
      {"(B[aa])", "malformed SGF: expected ';' to start a node at byte 1"},
      {"(;B)", "malformed SGF: property B has no value at byte 3"},
      {"(;GM[1]SZ[30])", "SGF board size 30 is not supported (2 to 25)"},
      {"(;SZ[9:13])", "rectangular boards are not supported"},
      {"(;GM[2])", "not a Go record (GM[2])"},
      {"(;SZ[9];B[zz])", "SGF point 'zz' is off the board in move 1"},
      {"(;SZ[9];B[aa]W[bb])", "two moves in one node"},
      {"(;SZ[9];B[aa];AB[cc])", "setup stones after move 1 are not supported"},
      {"(;KM[lots])", "SGF komi 'lots' is not a number"},
  };
  for (const auto& c : cases) {
    auto rec = parseSgf(c.text);
    ASSERT_FALSE(rec) << c.text;
    EXPECT_EQ(rec.error(), c.error) << c.text;
  }
}

TEST(Sgf, LimitsBoundDepthNodesAndSize) {
  std::string deep = "(;GM[1]";
  for (int i = 0; i < 100000; ++i) deep += "(;B[aa]";
  auto rec = parseSgf(deep);  // would overflow the stack without a depth limit
  ASSERT_FALSE(rec);
  EXPECT_NE(rec.error().find("nested deeper than 256"), std::string::npos) << rec.error();

  std::string many = "(;GM[1]SZ[9]";
  for (int i = 0; i < 2000; ++i) many += ";B[]";
  many += ")";
  SgfLimits limits;
  limits.maxNodes = 1000;
  EXPECT_NE(parseSgf(many, limits).error().find("more than 1000 nodes"), std::string::npos);
  limits.maxBytes = 100;
  EXPECT_NE(parseSgf(many, limits).error().find("larger than 100 bytes"), std::string::npos);
  EXPECT_TRUE(parseSgf(many));
}

}  // namespace
}  // namespace kosumi
