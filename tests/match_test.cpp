// The match runner: its statistics, score reading, results file and SGF, and whole matches
// between tiny fake GTP engines written as shell scripts (a passer, an engine that repeats an
// occupied point, one that crashes, one that is slow) to check that each failure is recorded
// against the engine at fault and that an interrupted match resumes.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "tools/common/game_record.h"
#include "tools/common/match_game.h"
#include "tools/common/match_results.h"
#include "tools/common/match_stats.h"
#include "tools/common/match_summary.h"
#include "tools/common/sprt.h"
#include "playouts/rng.h"
#include "tests/support/fake_gtp_engine.h"

namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

// A shell GTP engine (fake_gtp_engine.h) whose `genmove` code prints the move.
std::string fakeEngine(const fs::path& dir, const std::string& name, const std::string& genmove,
                       const std::string& finalScore = "B+1") {
  return test::writeFakeEngine(dir, name, genmove, finalScore);
}

std::string matchBinary() { return (fs::path(KOSUMI_BINARY).parent_path() / "kosumi-match").string(); }

int run(const std::string& command) { return std::system((command + " >/dev/null 2>&1").c_str()); }

class MatchRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("kosumi-match-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::vector<GameResult> results() const { return readResultsFile((dir_ / "out" / "results.dat").string()); }
  std::string match(const std::string& e1, const std::string& e2, const std::string& extra) const {
    return matchBinary() + " --engine1 '" + e1 + "' --engine2 '" + e2 + "' --size 5 --out " + (dir_ / "out").string() +
           " " + extra;
  }
  fs::path dir_;
};

}  // namespace

TEST(MatchStats, WinRateIntervalContainsTheRate) {
  const WinRate w = winRate(12, 20);
  EXPECT_DOUBLE_EQ(w.rate, 0.6);
  EXPECT_NEAR(w.low, 0.387, 0.002);  // Wilson interval for 12 of 20
  EXPECT_NEAR(w.high, 0.781, 0.002);
  const WinRate all = winRate(10, 10);
  EXPECT_DOUBLE_EQ(all.high, 1.0);
  EXPECT_LT(all.low, 1.0);
}

TEST(MatchStats, EloDifferenceOfKnownScores) {
  EXPECT_NEAR(eloDifference(50, 100).elo, 0, 1e-9);
  EXPECT_NEAR(eloDifference(75, 100).elo, 190.85, 0.01);  // -400 log10(1/0.75 - 1)
  EXPECT_NEAR(eloDifference(25, 100).elo, -190.85, 0.01);
  EXPECT_TRUE(std::isinf(eloDifference(10, 10).elo));
  // The error shrinks as 1/sqrt(games).
  EXPECT_NEAR(eloDifference(50, 100).error95 / eloDifference(200, 400).error95, 2.0, 1e-9);
}

TEST(MatchStats, TwoPlayerFitAgreesWithTheClosedForm) {
  std::vector<PairResult> games;
  for (int i = 0; i < 30; ++i) games.push_back({0, 1, i < 21 ? 1.0 : 0.0});
  games.push_back({1, 0, 0.5});
  const EloFit fit = fitElo(2, games);
  ASSERT_TRUE(fit.converged);
  const EloEstimate closed = eloDifference(9 + 0.5, 31);  // player 1 scored 9.5 of 31
  EXPECT_NEAR(fit.elo[1], closed.elo, 1e-6);
  EXPECT_NEAR(fit.error95[1], closed.error95, 1e-6);
}

TEST(MatchStats, ThreePlayerFitOrdersAndIsTransitive) {
  // A beats B 3:1, B beats C 3:1, A and C never meet: C is about twice B's distance below A.
  std::vector<PairResult> games;
  for (int r = 0; r < 25; ++r) {
    for (int i = 0; i < 4; ++i) games.push_back({0, 1, i < 3 ? 1.0 : 0.0});
    for (int i = 0; i < 4; ++i) games.push_back({1, 2, i < 3 ? 1.0 : 0.0});
  }
  const EloFit fit = fitElo(3, games);
  ASSERT_TRUE(fit.converged);
  EXPECT_DOUBLE_EQ(fit.elo[0], 0);
  EXPECT_NEAR(fit.elo[1], -190.85, 0.05);
  EXPECT_NEAR(fit.elo[2], -381.7, 0.1);
  EXPECT_GT(fit.error95[2], fit.error95[1]);  // C is known only through B
}

TEST(MatchStats, UnbeatenPlayerStaysFiniteWithAPrior) {
  std::vector<PairResult> games = {{0, 1, 1}, {0, 1, 1}, {1, 2, 1}, {1, 2, 0}};
  EXPECT_FALSE(fitElo(3, games).converged);
  const EloFit fit = fitElo(3, games, 1.0);
  ASSERT_TRUE(fit.converged);
  EXPECT_LT(fit.elo[1], 0);
  EXPECT_TRUE(std::isfinite(fit.error95[1]));
}

// Plays simulated games with engine1 scoring `trueElo` until the test decides; the decision.
SprtDecision simulatedSprt(const SprtSettings& settings, double trueElo, Rng& rng, int* games) {
  const double p = expectedScore(trueElo);
  double wins = 0, losses = 0;
  for (*games = 0; *games < 100000; ++*games) {
    const SprtState st = sprt(settings, wins, 0, losses);
    if (st.decision != SprtDecision::Continue) return st.decision;
    (rng.below(1u << 30) < p * double(1u << 30) ? wins : losses) += 1;
  }
  return SprtDecision::Continue;
}

TEST(MatchSprt, BoundsAndLikelihoodRatio) {
  const SprtSettings s{0, 100, 0.05, 0.05};
  const SprtState none = sprt(s, 0, 0, 0);
  EXPECT_DOUBLE_EQ(none.llr, 0);
  EXPECT_NEAR(none.upper, std::log(19.0), 1e-12);
  EXPECT_NEAR(none.lower, -std::log(19.0), 1e-12);
  EXPECT_EQ(none.decision, SprtDecision::Continue);
  // Each win moves the ratio by log(p1 / p0), each loss by log((1 - p1) / (1 - p0)); a draw is
  // half of each.
  const double p1 = expectedScore(100);
  EXPECT_NEAR(sprt(s, 1, 0, 0).llr, std::log(p1 / 0.5), 1e-12);
  EXPECT_NEAR(sprt(s, 0, 0, 1).llr, std::log((1 - p1) / 0.5), 1e-12);
  EXPECT_NEAR(sprt(s, 0, 2, 0).llr, sprt(s, 1, 0, 1).llr, 1e-12);
  EXPECT_EQ(sprt(s, 12, 0, 0).decision, SprtDecision::AcceptH1);  // 12 * 0.2469 > 2.944
  EXPECT_EQ(sprt(s, 11, 0, 0).decision, SprtDecision::Continue);
  EXPECT_EQ(sprt(s, 0, 0, 11).decision, SprtDecision::AcceptH0);
  EXPECT_NEAR(expectedScore(0), 0.5, 1e-12);
  EXPECT_NEAR(expectedScore(400), 10.0 / 11.0, 1e-12);
}

TEST(MatchSprt, SimulatedMatchesAcceptTheTrueHypothesis) {
  // With the truth at either hypothesis, the wrong one is accepted at most about alpha (beta) of
  // the time; 400 runs each leave room for sampling noise (expected 20 wrong, allowed 40).
  const SprtSettings s{0, 50, 0.05, 0.05};
  Rng rng(12345);
  int wrongH1 = 0, wrongH0 = 0, games = 0;
  long total = 0;
  for (int i = 0; i < 400; ++i) {
    wrongH1 += simulatedSprt(s, 0, rng, &games) != SprtDecision::AcceptH0;
    wrongH0 += simulatedSprt(s, 50, rng, &games) != SprtDecision::AcceptH1;
  }
  EXPECT_LE(wrongH1, 40);
  EXPECT_LE(wrongH0, 40);
  // A difference far beyond elo1 is settled in a few dozen games, far below a fixed-length test.
  for (int i = 0; i < 100; ++i) {
    EXPECT_EQ(simulatedSprt(s, 300, rng, &games), SprtDecision::AcceptH1);
    total += games;
  }
  EXPECT_LT(total / 100.0, 60.0);
}

TEST(MatchScores, NormalizesEngineAnswers) {
  EXPECT_EQ(normalizeScore("W+7.5"), "W+7.5");
  EXPECT_EQ(normalizeScore(" b+3.50 "), "B+3.5");
  EXPECT_EQ(normalizeScore("0"), "0");
  EXPECT_EQ(normalizeScore("Draw"), "0");
  EXPECT_EQ(normalizeScore("B+0"), "0");
  EXPECT_EQ(normalizeScore("W+Resign"), "W+R");
  EXPECT_EQ(normalizeScore("nonsense"), "");
  EXPECT_EQ(normalizeScore("B+x"), "");
}

TEST(MatchResults, LineRoundTripAndWinner) {
  GameResult r;
  r.game = 7;
  r.engine1White = true;
  r.resultBlack = "B+2.5";
  r.result = "W+R";
  r.length = 83;
  r.timeBlack = 1.25;
  r.error2 = EngineError::Disagree;
  r.errorMessage = "a\tb";
  const auto back = parseResultLine(formatResultLine(r));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->game, 7);
  EXPECT_TRUE(back->engine1White);
  EXPECT_EQ(back->resultBlack, "B+2.5");
  EXPECT_EQ(back->resultWhite, "-");
  EXPECT_EQ(back->length, 83);
  EXPECT_EQ(back->error1, EngineError::None);
  EXPECT_EQ(back->error2, EngineError::Disagree);
  EXPECT_EQ(back->errorMessage, "a b");
  EXPECT_EQ(back->winner(), 1);  // White won and engine1 was White
  r.result = "0";
  EXPECT_EQ(r.winner(), 0);
  r.result = "?";
  EXPECT_EQ(r.winner(), -1);
  EXPECT_FALSE(parseResultLine(resultsHeader()).has_value());
  EXPECT_FALSE(parseResultLine("3\tB+1").has_value());
}

TEST(MatchRecord, SgfHasHeaderHandicapMovesAndPasses) {
  GameRecord rec;
  rec.size = 9;
  rec.komi = 0.5;
  rec.blackName = "a]b";
  rec.result = "B+R";
  const Geometry geo(9);
  rec.handicap = {geo.point(2, 2), geo.point(6, 6)};
  rec.moves = {{Color::White, geo.point(4, 4)}, {Color::Black, kPass}};
  const std::string sgf = toSgf(rec);
  EXPECT_NE(sgf.find("SZ[9]KM[0.5]"), std::string::npos);
  EXPECT_NE(sgf.find("PB[a\\]b]"), std::string::npos);
  EXPECT_NE(sgf.find("HA[2]AB[cg][gc]"), std::string::npos);
  EXPECT_NE(sgf.find(";W[ee];B[])"), std::string::npos);
  EXPECT_NE(sgf.find("RE[B+R]"), std::string::npos);
}

TEST(MatchOpening, SameForAPairDifferentAcrossPairs) {
  MatchSettings s;
  s.size = 9;
  s.openingMoves = 4;
  const auto a = randomOpening(s, 0), b = randomOpening(s, 0), c = randomOpening(s, 1);
  ASSERT_EQ(a.size(), 4u);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  const Geometry geo(9);
  for (const MoveRecord& m : a) {  // off the first two lines
    EXPECT_GE(geo.x(m.point), 2);
    EXPECT_LE(geo.x(m.point), 6);
    EXPECT_GE(geo.y(m.point), 2);
    EXPECT_LE(geo.y(m.point), 6);
  }
}

TEST_F(MatchRun, PassingEnginesAgreeAndResume) {
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  ASSERT_EQ(run(match(passer, passer, "--games 2")), 0);
  ASSERT_EQ(results().size(), 2u);
  ASSERT_EQ(run(match(passer, passer, "--games 4 --parallel 2")), 0);
  const auto all = results();
  ASSERT_EQ(all.size(), 4u);
  std::set<int> games;
  for (const GameResult& r : all) {
    games.insert(r.game);
    EXPECT_EQ(r.result, "B+1");
    EXPECT_EQ(r.length, 2);
    EXPECT_EQ(r.engine1White, r.game % 2 == 1);
  }
  EXPECT_EQ(games, (std::set<int>{0, 1, 2, 3}));
  EXPECT_TRUE(fs::exists(dir_ / "out" / "game-0003.sgf"));
  EXPECT_TRUE(fs::exists(dir_ / "out" / "summary.txt"));
  // Other settings for the same folder are refused.
  EXPECT_NE(run(match(passer, passer, "--games 4 --komi 0.5")), 0);
}

TEST_F(MatchRun, IllegalMoveIsRecordedAgainstTheEngineThatMadeIt) {
  // Its second genmove repeats C3, which is then occupied.
  const std::string repeater = fakeEngine(dir_, "repeater", "printf '= C3\\n\\n'");
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  ASSERT_EQ(run(match(repeater, passer, "--games 2")), 0);
  for (const GameResult& r : results()) {
    EXPECT_EQ(r.error1, EngineError::Illegal) << r.errorMessage;
    EXPECT_EQ(r.error2, EngineError::None);
    EXPECT_EQ(r.winner(), 2);
    EXPECT_NE(r.errorMessage.find("occupied"), std::string::npos) << r.errorMessage;
  }
}

TEST_F(MatchRun, CrashAndTimeoutAreRecorded) {
  const std::string crasher = fakeEngine(dir_, "crasher", "exit 1");
  const std::string sleeper = fakeEngine(dir_, "sleeper", "sleep 5; printf '= pass\\n\\n'");
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  ASSERT_EQ(run(match(passer, crasher, "--games 2")), 0);
  for (const GameResult& r : results()) {
    EXPECT_EQ(r.error2, EngineError::Crash);
    EXPECT_EQ(r.winner(), 1);
  }
  fs::remove_all(dir_ / "out");
  ASSERT_EQ(run(match(sleeper, passer, "--games 1 --move-time 0.2 --time-margin 0.1")), 0);
  const auto timed = results();
  ASSERT_EQ(timed.size(), 1u);
  EXPECT_EQ(timed[0].error1, EngineError::LostOnTime);
  EXPECT_EQ(timed[0].result, "W+T");
}

TEST_F(MatchRun, ScoreDisagreementWithoutARefereeHasNoResult) {
  const std::string saysBlack = fakeEngine(dir_, "saysblack", "printf '= pass\\n\\n'", "B+1");
  const std::string saysWhite = fakeEngine(dir_, "sayswhite", "printf '= pass\\n\\n'", "W+2");
  ASSERT_EQ(run(match(saysBlack, saysWhite, "--games 1")), 0);
  auto r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].result, "?");
  EXPECT_NE(r[0].errorMessage.find("disagree"), std::string::npos);
  // With a referee the one that disagrees with it is at fault.
  fs::remove_all(dir_ / "out");
  ASSERT_EQ(run(match(saysBlack, saysWhite, "--games 1 --referee '" + saysWhite + "'")), 0);
  r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].result, "W+2");
  EXPECT_EQ(r[0].error1, EngineError::Disagree);
  EXPECT_EQ(r[0].error2, EngineError::None);
  // The summary counts whose winner agreed with the referee's.
  MatchTally t;
  t.add(r[0]);
  const std::string summary = formatSummary(t, "b", "w");
  EXPECT_NE(summary.find("engine1 final_score against the referee's: same winner 0 of 1 (0.0%), same score 0"),
            std::string::npos) << summary;
  EXPECT_NE(summary.find("engine2 final_score against the referee's: same winner 1 of 1 (100.0%), same score 1"),
            std::string::npos) << summary;
}

TEST_F(MatchRun, SprtStopsTheMatchOnceDecided) {
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  const std::string resigner = fakeEngine(dir_, "resigner", "printf '= resign\\n\\n'");
  // engine1 wins every game: with H0 0 and H1 100 Elo, the 12th win crosses log(19).
  ASSERT_EQ(run(match(passer, resigner, "--games 100 --sprt 0 100")), 0);
  EXPECT_EQ(results().size(), 12u);
  std::ifstream summary(dir_ / "out" / "summary.txt");
  const std::string text((std::istreambuf_iterator<char>(summary)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("H1 accepted"), std::string::npos) << text;
  // Bad test settings are refused.
  EXPECT_NE(run(match(passer, resigner, "--games 10 --sprt 5 0")), 0);
  EXPECT_NE(run(match(passer, resigner, "--games 10 --sprt 0")), 0);
  EXPECT_NE(run(match(passer, resigner, "--games 10 --sprt 0 5 --alpha 0.7")), 0);
}

TEST_F(MatchRun, PassFromMakesEngine2PassWithoutBeingAsked) {
  // engine1 plays A1, then B1, then passes; engine2 would repeat C3, illegal on its second move,
  // but from move 3 on it is not asked.
  const std::string mover =
      fakeEngine(dir_, "mover", "case $n in 1) printf '= A1\\n\\n';; 2) printf '= B1\\n\\n';; *) printf '= pass\\n\\n';; esac");
  const std::string repeater = fakeEngine(dir_, "repeater", "printf '= C3\\n\\n'");
  ASSERT_EQ(run(match(mover, repeater, "--games 2 --pass-from 3")), 0);
  const auto all = results();
  ASSERT_EQ(all.size(), 2u);
  for (const GameResult& r : all) {
    EXPECT_EQ(r.error1, EngineError::None) << r.errorMessage;
    EXPECT_EQ(r.error2, EngineError::None) << r.errorMessage;
    // Black A1, White C3, Black B1, White pass (forced), Black pass; with colours swapped:
    // C3, A1, pass (forced), B1, pass (forced), pass.
    EXPECT_EQ(r.length, r.engine1White ? 6 : 5);
  }
  // The setting is part of the match: resuming with another value is refused.
  EXPECT_NE(run(match(mover, repeater, "--games 2 --pass-from 4")), 0);
}

TEST_F(MatchRun, ClockForOneEngineLeavesTheOtherUntimed) {
  // engine2 takes 0.8 s a move, past the 0.5 s periods: with only engine1 under the clock it
  // plays on; with only engine2 under it, it loses on time.
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  const std::string slow = fakeEngine(
      dir_, "slow", "sleep 0.8; if [ $n -ge 4 ]; then printf '= pass\\n\\n'; else printf '= %s1\\n\\n' $(echo A B C | cut -d' ' -f$n); fi");
  ASSERT_EQ(run(match(passer, slow, "--games 1 --clock 1 --move-time 0.5 --time-margin 0.1 --clock-for 1")), 0);
  auto r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].error1, EngineError::None) << r[0].errorMessage;
  EXPECT_EQ(r[0].error2, EngineError::None) << r[0].errorMessage;
  EXPECT_EQ(r[0].length, 8);
  fs::remove_all(dir_ / "out");
  ASSERT_EQ(run(match(passer, slow, "--games 1 --clock 1 --move-time 0.5 --time-margin 0.1 --clock-for 2")), 0);
  r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].error2, EngineError::LostOnTime) << r[0].errorMessage;
}

TEST_F(MatchRun, MainTimeThenByoyomiAndEachMovesTime) {
  // 0.3 s a move fits the 0.5 s periods once 1 s of main time is gone; 0.8 s does not.
  const std::string steady = fakeEngine(dir_, "steady", "sleep 0.3; if [ $n -ge 6 ]; then printf '= pass\\n\\n'; else printf '= %s\\n\\n' $(echo A B C D E F | cut -d' ' -f$n)1; fi");
  const std::string slow = fakeEngine(dir_, "slow", "sleep 0.8; printf '= %s\\n\\n' $(echo A B C D E F | cut -d' ' -f$n)1");
  const std::string passer = fakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  ASSERT_EQ(run(match(steady, passer, "--games 1 --clock 1 --move-time 0.5 --time-margin 0.1")), 0);
  auto r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].error1, EngineError::None) << r[0].errorMessage;
  // Every move's time is recorded: engine1's about 0.3 s, engine2's near nothing.
  std::ifstream times(dir_ / "out" / "moves.dat");
  int lines = 0, slowMoves = 0;
  for (std::string game, move, colour, engine, seconds; times >> game >> move >> colour >> engine >> seconds;) {
    ++lines;
    if (engine == "1") slowMoves += std::stod(seconds) >= 0.25;
  }
  EXPECT_EQ(lines, r[0].length);
  EXPECT_GE(slowMoves, 5);
  fs::remove_all(dir_ / "out");
  ASSERT_EQ(run(match(slow, passer, "--games 1 --clock 1 --move-time 0.5 --time-margin 0.1")), 0);
  r = results();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].error1, EngineError::LostOnTime) << r[0].errorMessage;
}
