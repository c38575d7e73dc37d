// Game records for the move model: our format round-trips, Tygem lines and SGF records convert,
// malformed input of each kind is refused with a message that says what is wrong, illegal moves
// are found, the held-out split depends on the id alone, and the converter program reports a
// malformed line by file and line number and still converts the rest.
#include "tools/common/game_records.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "engine/vertex.h"
#include "tests/support/process_run.h"
#include "tools/common/game_walker.h"

namespace kosumi::tools {
namespace {

namespace fs = std::filesystem;

std::string errorOf(std::string_view line) {
  auto g = parseGameLine(line);
  EXPECT_FALSE(g) << line;
  return g ? "" : g.error();
}

TEST(GameRecords, OurFormatRoundTrips) {
  auto g = parseGameLine("game-1\t9\t7.5\tB:C3 W:G7\tW:E5 B:D4 W:pass");
  ASSERT_TRUE(g) << g.error();
  EXPECT_EQ(g->id, "game-1");
  EXPECT_EQ(g->size, 9);
  EXPECT_EQ(g->komi, 7.5);
  const Geometry geo(9);
  ASSERT_EQ(g->setup.size(), 2u);
  EXPECT_EQ(g->setup[1], (SetupStone{Color::White, *parseVertex("G7", geo)}));
  ASSERT_EQ(g->moves.size(), 3u);
  EXPECT_EQ(g->moves[0], (MoveRecord{Color::White, *parseVertex("E5", geo)}));
  EXPECT_EQ(g->moves[2], (MoveRecord{Color::White, kPass}));
  EXPECT_EQ(formatGameLine(*g), "game-1\t9\t7.5\tB:C3 W:G7\tW:E5 B:D4 W:pass");
  auto plain = parseGameLine("x\t19\t6.5\t-\tB:Q16");
  ASSERT_TRUE(plain);
  EXPECT_TRUE(plain->setup.empty());
  EXPECT_EQ(formatGameLine(*plain), "x\t19\t6.5\t-\tB:Q16");
}

TEST(GameRecords, MalformedLinesSayWhatIsWrong) {
  EXPECT_NE(errorOf("only\tthree\tfields").find("expected 5 tab-separated fields"), std::string::npos);
  EXPECT_NE(errorOf("\t19\t6.5\t-\tB:D4").find("empty game id"), std::string::npos);
  EXPECT_NE(errorOf("g\t30\t6.5\t-\tB:D4").find("board size must be 2 to 25, got '30'"), std::string::npos);
  EXPECT_NE(errorOf("g\t19x\t6.5\t-\tB:D4").find("board size"), std::string::npos);
  EXPECT_NE(errorOf("g\t19\tseven\t-\tB:D4").find("bad komi 'seven'"), std::string::npos);
  EXPECT_NE(errorOf("g\t19\t6.5\t-\tB:D4 X:E5").find("colour must be B or W in 'X:E5'"), std::string::npos);
  EXPECT_NE(errorOf("g\t19\t6.5\t-\tB:D4 W:I5").find("bad vertex in 'W:I5'"), std::string::npos);
  EXPECT_NE(errorOf("g\t9\t6.5\t-\tB:D4 W:K5").find("bad vertex in 'W:K5'"), std::string::npos);
  EXPECT_NE(errorOf("g\t19\t6.5\t-\tB:D4 WE5").find("expected COLOUR:VERTEX, got 'WE5'"), std::string::npos);
  EXPECT_NE(errorOf("g\t19\t6.5\tB:pass\tB:D4").find("setup stone cannot be a pass"), std::string::npos);

  auto file = parseGameFile("# kosumi games 1\n# a comment\nok\t9\t7\t-\tB:E5\n\nbad\t9\n", "f.games");
  ASSERT_FALSE(file);
  EXPECT_NE(file.error().find("f.games:5: expected 5"), std::string::npos) << file.error();
  auto headless = parseGameFile("ok\t9\t7\t-\tB:E5\n", "g.games");
  ASSERT_FALSE(headless);
  EXPECT_NE(headless.error().find("g.games: not a game file"), std::string::npos);
  auto good = parseGameFile("# kosumi games 1\nok\t9\t7\t-\tB:E5\n", "h.games");
  ASSERT_TRUE(good) << good.error();
  EXPECT_EQ(good->size(), 1u);
}

TEST(GameRecords, TygemLinesConvert) {
  auto g = parseTygemLine("82259393\t;B[pd];W[dd];B[pp];W[];B[tt]\r");
  ASSERT_TRUE(g) << g.error();
  EXPECT_EQ(g->id, "82259393");
  EXPECT_EQ(g->size, 19);
  EXPECT_EQ(g->komi, 6.5);
  EXPECT_EQ(formatGameLine(*g), "82259393\t19\t6.5\t-\tB:Q16 W:D16 B:Q4 W:pass B:pass");

  for (const char* bad : {"no tab here", "\t;B[pd]", "123\tB[pd]", "123\t;B[pd];W[dd", "123\t;B[zz]"}) {
    auto e = parseTygemLine(bad);
    EXPECT_FALSE(e) << bad;
  }
  EXPECT_NE(parseTygemLine("123\t;B[pd];W[dd").error().find("malformed SGF"), std::string::npos);
  EXPECT_NE(parseTygemLine("no tab here").error().find("expected ID<TAB>"), std::string::npos);
}

TEST(GameRecords, SgfRecordsConvertAndHandicapIsKept) {
  auto sgf = parseSgf("(;GM[1]SZ[9]KM[5.5]HA[2]AB[cc][gg];W[ee];B[dd])");
  ASSERT_TRUE(sgf);
  auto g = gameFromSgf(*sgf, "h2");
  ASSERT_TRUE(g) << g.error();
  EXPECT_EQ(g->size, 9);
  EXPECT_EQ(g->komi, 5.5);
  EXPECT_EQ(g->setup.size(), 2u);  // the converter skips games with setup stones
  EXPECT_EQ(formatGameLine(*g), "h2\t9\t5.5\tB:C7 B:G3\tW:E5 B:D6");
  auto handicapWithoutStones = parseSgf("(;SZ[19]HA[3];W[dd])");
  ASSERT_TRUE(handicapWithoutStones);
  EXPECT_FALSE(gameFromSgf(*handicapWithoutStones, "x"));
  EXPECT_FALSE(gameFromSgf(*sgf, "tab\tin id"));
}

TEST(GameRecords, IllegalMovesAreFound) {
  auto occupied = parseGameLine("g\t9\t7\t-\tB:E5 W:E5");
  ASSERT_TRUE(occupied);
  const Status s = checkLegal(*occupied);
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().find("move 2 (W:E5)"), std::string::npos) << s.error();
  // Retaking a ko at once: refused under simple ko.
  auto ko = parseGameLine("k\t5\t7\t-\tB:B3 W:C3 B:C4 W:D4 B:C2 W:D2 B:A1 W:E3 B:D3 W:C3");
  ASSERT_TRUE(ko);
  const Status k = checkLegal(*ko);
  ASSERT_FALSE(k);
  EXPECT_NE(k.error().find("move 10"), std::string::npos) << k.error();
  auto fine = parseGameLine("f\t9\t7\t-\tB:E5 W:pass B:D4 W:pass");
  ASSERT_TRUE(fine);
  EXPECT_TRUE(checkLegal(*fine));
}

TEST(GameRecords, TheHeldOutSplitDependsOnTheIdAlone) {
  int held = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string id = "game-" + std::to_string(i);
    const bool h = isHeldOut(id, 5);
    EXPECT_EQ(h, isHeldOut(id, 5));
    if (h) {
      EXPECT_TRUE(isHeldOut(id, 10));  // a larger share holds the smaller one
    }
    held += h;
  }
  EXPECT_GT(held, 800);
  EXPECT_LT(held, 1200);
  EXPECT_FALSE(isHeldOut("anything", 0));
  EXPECT_TRUE(isHeldOut("anything", 100));
}

TEST(GameRecords, TheWalkerReplaysPositionsWithTheLastTwoMoves) {
  auto g = parseGameLine("w\t9\t7\t-\tB:E5 W:C3 B:pass W:G7");
  ASSERT_TRUE(g);
  GameWalker w(*g);
  const Geometry geo(9);
  ASSERT_FALSE(w.done());
  EXPECT_EQ(w.history().last, kNullPoint);
  EXPECT_EQ(w.toMove(), Color::Black);
  w.advance();
  w.advance();
  EXPECT_EQ(w.moveNumber(), 3u);
  EXPECT_EQ(w.history().last, *parseVertex("C3", geo));
  EXPECT_EQ(w.history().secondLast, *parseVertex("E5", geo));
  EXPECT_EQ(w.played(), kPass);
  w.advance();
  EXPECT_EQ(w.history().last, kPass);
  EXPECT_EQ(w.board().at(*parseVertex("C3", geo)), Color::White);
  w.advance();
  EXPECT_TRUE(w.done());
}

TEST(GameRecords, TheConverterReportsAMalformedLineAndConvertsTheRest) {
  const fs::path dir = fs::path(::testing::TempDir()) / ("kosumi-convert-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  {
    std::ofstream in(dir / "tygem.txt");
    std::string moves;
    // 40 moves of a legal game: two rows of stones far apart.
    for (int i = 0; i < 20; ++i) {
      moves += ";B[" + std::string(1, char('a' + i % 19)) + std::string(1, char('c' + i / 19)) + "]";
      moves += ";W[" + std::string(1, char('a' + i % 19)) + std::string(1, char('p' + i / 19)) + "]";
    }
    in << "1001\t" << moves << "\n";
    in << "1002\t;B[pd];W[dd\n";
    in << "1003\t;B[pd];W[dd];B[pp]\n";  // too short
    in << "1004\t" << moves << ";B[ac]\n";  // ends on an occupied point
  }
  const std::string binary = (fs::path(KOSUMI_BINARY).parent_path() / "kosumi-convert-games").string();
  const test::ProcessResult r = test::runProcess(
      {binary, "--train", (dir / "train.games").string(), "--heldout", (dir / "held.games").string(),
       "--heldout-percent", "0", (dir / "tygem.txt").string()},
      "");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.err.find("tygem.txt:2: malformed SGF"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("4 games read: 1 training, 0 held out; skipped 1 malformed, 0 with setup or handicap "
                       "stones, 1 with an illegal move, 1 shorter than 30 moves, 0 duplicates"),
            std::string::npos)
      << r.out;
  auto train = readGameFile((dir / "train.games").string());
  ASSERT_TRUE(train) << train.error();
  ASSERT_EQ(train->size(), 1u);
  EXPECT_EQ((*train)[0].id, "1001");
  EXPECT_EQ((*train)[0].moves.size(), 40u);

  const test::ProcessResult missing = test::runProcess({binary, "--train", (dir / "t").string(), "--heldout",
                                                        (dir / "h").string(), (dir / "absent.txt").string()},
                                                       "");
  EXPECT_EQ(missing.exitCode, 1);
  EXPECT_NE(missing.err.find("cannot read"), std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace kosumi::tools
