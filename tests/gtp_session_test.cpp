// A session driven in-process: clock commands and the clock they set, the file policy (root
// confinement, "..", symbolic links), whole games of genmove that stay legal with the search line
// on stderr, the seki rule of final_status_list, and free handicap placement.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "engine/vertex.h"
#include "gtp/file_access.h"
#include "gtp/free_handicap.h"
#include "gtp/session.h"
#include "tests/support/session_fixture.h"
#include "tests/support/diagram.h"
#include "tests/support/process_run.h"

namespace kosumi::gtp {
namespace {

namespace fs = std::filesystem;
using test::SessionFixture;
using test::freshTempDir;


TEST(GtpSession, ClockCommandsSetTheClockAndFailuresKeepIt) {
  SessionFixture f;
  const TimeControl& tc = f.session->timeControl();
  EXPECT_EQ(f.send("time_settings 300 30 5"), "= \n\n");
  EXPECT_EQ(tc.settings(), TimeSettings::canadian(300, 30, 5));
  EXPECT_EQ(f.send("time_settings 1 2"), "? syntax error\n\n");
  EXPECT_EQ(f.send("kgs-time_settings fischer 1 2"), "? syntax error\n\n");
  EXPECT_EQ(tc.settings(), TimeSettings::canadian(300, 30, 5));
  EXPECT_EQ(f.send("time_left w 20 3"), "= \n\n");
  EXPECT_TRUE(tc.clock(Color::White).overtime);
  EXPECT_EQ(tc.clock(Color::White).periodLeft, 20);
  EXPECT_EQ(tc.clock(Color::White).stonesLeft, 3);
  EXPECT_EQ(f.send("time_left w -20 3"), "? syntax error\n\n");
  EXPECT_EQ(tc.clock(Color::White).periodLeft, 20);
  EXPECT_EQ(f.send("kgs-time_settings byoyomi 60 10 3"), "= \n\n");
  EXPECT_EQ(tc.settings(), TimeSettings::byoyomi(60, 10, 3));
  EXPECT_EQ(f.send("kgs-time_settings absolute 90"), "= \n\n");
  EXPECT_EQ(tc.settings(), TimeSettings::absolute(90));
  EXPECT_EQ(f.send("kgs-time_settings canadian 60 120 20"), "= \n\n");
  EXPECT_EQ(tc.settings(), TimeSettings::canadian(60, 120, 20));
  EXPECT_EQ(f.send("time_settings 0 1 0"), "= \n\n");
  EXPECT_FALSE(tc.limited());
  EXPECT_EQ(f.send("kgs-time_settings absolute 90"), "= \n\n");
  EXPECT_EQ(f.send("kgs-time_settings none"), "= \n\n");
  EXPECT_FALSE(tc.limited());
}

TEST(GtpSession, GenmoveRunsTheEngineClock) {
  SessionFixture f;
  f.send("time_settings 100 0 0");
  ASSERT_EQ(f.send("genmove b").rfind("= ", 0), 0u);
  EXPECT_LT(f.session->timeControl().clock(Color::Black).mainLeft, 100);
  EXPECT_EQ(f.session->timeControl().clock(Color::White).mainLeft, 100);
  f.send("clear_board");
  EXPECT_EQ(f.session->timeControl().clock(Color::Black).mainLeft, 100);
}

TEST(GtpSession, FilesStayInsideTheRoot) {
  const fs::path root = freshTempDir("root");
  const fs::path outside = freshTempDir("outside");
  { std::ofstream(outside / "secret.sgf") << "(;GM[1]SZ[9];B[ee])"; }
  fs::create_directory_symlink(outside, root / "link");
  fs::create_directories(root / "games");
  auto access = FileAccess::confinedTo(root.string());
  ASSERT_TRUE(access) << access.error();
  EXPECT_TRUE(access->resolve("games/a.sgf"));
  EXPECT_TRUE(access->resolve("games/../b.sgf"));
  EXPECT_FALSE(access->resolve("../x.sgf"));
  EXPECT_FALSE(access->resolve("games/../../x.sgf"));
  EXPECT_FALSE(access->resolve((outside / "secret.sgf").string()));
  EXPECT_FALSE(access->resolve("link/secret.sgf"));
  EXPECT_TRUE(access->resolve((root / "games" / "c.sgf").string()));  // absolute, but inside

  SessionFixture f(*access);
  EXPECT_EQ(f.send("play b c3"), "= \n\n");
  EXPECT_EQ(f.send("printsgf games/saved.sgf"), "= \n\n");
  EXPECT_TRUE(fs::exists(root / "games" / "saved.sgf"));
  EXPECT_EQ(f.send("printsgf link/out.sgf"), "? cannot save file: path is outside the files root\n\n");
  EXPECT_FALSE(fs::exists(outside / "out.sgf"));
  EXPECT_EQ(f.send("loadsgf link/secret.sgf"), "? cannot load file: path is outside the files root\n\n");
  EXPECT_EQ(f.send("clear_board"), "= \n\n");
  EXPECT_EQ(f.send("loadsgf games/saved.sgf"), "= \n\n");
  EXPECT_EQ(f.send("list_stones black"), "= C3\n\n");
  // A symbolic link inside the root pointing at a file outside it is refused too.
  fs::create_symlink(outside / "secret.sgf", root / "games" / "alias.sgf");
  EXPECT_EQ(f.send("loadsgf games/alias.sgf"), "? cannot load file: path is outside the files root\n\n");
  fs::remove_all(root);
  fs::remove_all(outside);
}

TEST(GtpSession, WholeGamesOfGenmoveStayLegal) {
  for (int size : {5, 9}) {
    SessionFixture f;
    f.send("boardsize " + std::to_string(size));
    Game mirror(size);
    int passes = 0;
    for (int turn = 0; turn < 3 * size * size && passes < 2; ++turn) {
      const Color c = turn % 2 == 0 ? Color::Black : Color::White;
      const std::string answer = f.send(std::string("genmove ") + (c == Color::Black ? "b" : "w"));
      ASSERT_EQ(answer.rfind("= ", 0), 0u) << answer;
      const std::string move = answer.substr(2, answer.size() - 4);
      if (move == "resign") break;
      auto p = parseVertex(move, mirror.geometry());
      ASSERT_TRUE(p) << move;
      ASSERT_EQ(mirror.legality(c, *p), MoveLegality::Legal) << move << " on\n" << mirror.board().toString();
      ASSERT_TRUE(mirror.play(c, *p));
      passes = *p == kPass ? passes + 1 : 0;
    }
    EXPECT_EQ(f.session->game().board().hash(), mirror.board().hash());
    // The game's end can always be scored and listed.
    EXPECT_EQ(f.send("final_score").rfind("= ", 0), 0u);
    EXPECT_EQ(f.send("final_status_list dead").rfind("= ", 0), 0u);
  }
}

TEST(GtpSession, EveryGenmoveLogsTheSearchLine) {
  const auto r = kosumi::test::runProcess({KOSUMI_BINARY, "--size", "9", "--playouts", "20", "--threads", "1",
                                           "--seed", "1"},
                                          "genmove b\nreg_genmove w\nkgs-genmove_cleanup w\n");
  EXPECT_EQ(r.exitCode, 0);
  const std::regex line(
      "search: playouts [0-9]+, time [0-9]+\\.[0-9]{2} s, speed [0-9]+ P/s, threads [0-9]+, nodes [0-9]+, "
      "winrate [01]\\.[0-9]{3}, move ([A-HJ][1-9]|pass|resign), rule [a-z-]+");
  int count = 0;
  std::istringstream err(r.err);
  for (std::string l; std::getline(err, l);)
    if (l.rfind("search:", 0) == 0) {
      EXPECT_TRUE(std::regex_match(l, line)) << l;
      ++count;
    }
  EXPECT_EQ(count, 3);
  EXPECT_EQ(r.out.find("search:"), std::string::npos);  // logs never reach stdout
}

TEST(GtpSession, PonderingSearchesTheOpponentsTurnUntilTheNextCommand) {
  for (bool ponder : {false, true}) {
    SessionFixture f;
    f.options.player.playouts = 0;
    f.options.player.secondsPerMove = 0.05;
    f.options.player.ponder = ponder;
    f.session = std::make_unique<Session>(f.options, f.log, FileAccess{});
    ASSERT_EQ(f.send("genmove b").substr(0, 2), "= ");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    // Any command stops pondering first; the player's last search is then the ponder search.
    EXPECT_EQ(f.send("name"), "= Kosumi\n\n");
    const SearchAnalysis a = f.session->player().analysis();
    EXPECT_EQ(a.toMove, ponder ? Color::White : Color::Black) << ponder;
    if (ponder) {
      EXPECT_GT(a.playouts, 100);
    }
    // The game goes on as usual, and a fixed playout count never ponders.
    EXPECT_EQ(f.send("play w pass").substr(0, 2), "= ");
    EXPECT_EQ(f.send("genmove b").substr(0, 2), "= ");
  }
  SessionFixture fixed;
  fixed.options.player.ponder = true;
  fixed.session = std::make_unique<Session>(fixed.options, fixed.log, FileAccess{});
  ASSERT_EQ(fixed.send("genmove b").substr(0, 2), "= ");
  EXPECT_EQ(fixed.send("name"), "= Kosumi\n\n");
  EXPECT_EQ(fixed.session->player().analysis().toMove, Color::Black);
}

TEST(GtpSession, FreeHandicapPlacesDistinctStonesSpreadOut) {
  for (int size = 2; size <= 9; ++size) {
    const Geometry geo(size);
    for (int n = 2; n < size * size; ++n) {
      const std::vector<Point> pts = freeHandicapPoints(geo, n);
      ASSERT_EQ(int(pts.size()), n);
      std::set<Point> distinct(pts.begin(), pts.end());
      ASSERT_EQ(int(distinct.size()), n) << size << " " << n;
      for (Point p : pts) ASSERT_TRUE(geo.onBoard(p));
    }
  }
  const Geometry g19(19);
  // Up to nine stones the fixed points; more go off the first two lines first.
  const std::vector<Point> twelve = freeHandicapPoints(g19, 12);
  for (Point p : twelve) {
    EXPECT_GE(g19.x(p), 2);
    EXPECT_GE(g19.y(p), 2);
    EXPECT_LE(g19.x(p), 16);
    EXPECT_LE(g19.y(p), 16);
  }
  // Through the session: the answer names exactly the stones now on the board.
  SessionFixture f;
  const std::string placed = f.send("place_free_handicap 80");
  ASSERT_EQ(placed.rfind("= ", 0), 0u);
  std::set<std::string> answered, listed;
  std::istringstream a(placed.substr(2)), l(f.send("list_stones black").substr(2));
  for (std::string w; a >> w;) answered.insert(w);
  for (std::string w; l >> w;) listed.insert(w);
  EXPECT_EQ(answered.size(), 80u);
  EXPECT_EQ(answered, listed);
  EXPECT_EQ(f.send("genmove w").rfind("= ", 0), 0u);
}

}  // namespace
}  // namespace kosumi::gtp
