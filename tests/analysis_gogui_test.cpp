// The analysis layer in-process: the arguments of lz-analyze and kata-analyze, the exact text of
// their lines, the lower confidence bound and ownership order, a stream with no live input, and
// every entry of gogui-analyze_commands answering in its declared type on 9x9 and 19x19.
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "engine/vertex.h"
#include "gtp/analysis_format.h"
#include "gtp/analysis_gogui.h"
#include "gtp/session.h"

namespace kosumi::gtp {
namespace {

struct Fixture {
  EngineOptions options;
  Log log{false, ""};
  std::unique_ptr<Session> session;
  explicit Fixture(int size = 9, long playouts = 300) {
    options.size = size;
    options.player.playouts = playouts;
    options.player.threads = 1;
    options.player.seed = 1;
    session = std::make_unique<Session>(options, log, FileAccess{});
  }
  std::string send(const std::string& line) { return session->execute(line); }
};

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, sep);) out.push_back(part);
  return out;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The body of a successful answer, lines without the "= ".
std::vector<std::string> body(const std::string& answer) {
  EXPECT_EQ(answer.substr(0, 2), "= ") << answer;
  EXPECT_EQ(answer.substr(answer.size() - 2), "\n\n");
  return split(answer.substr(2, answer.size() - 4), '\n');
}

Arguments args(const std::string& line) { return Arguments(words(line)); }

TEST(AnalyzeArguments, ColourIntervalAndKeywords) {
  auto a = parseAnalyzeRequest(args("W 25"), AnalysisFormat::Lz);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->color, Color::White);
  EXPECT_DOUBLE_EQ(a->intervalSeconds, 0.25);
  auto b = parseAnalyzeRequest(args("interval 150 maxmoves 5 minmoves 2"), AnalysisFormat::Lz);
  ASSERT_TRUE(b.ok());
  EXPECT_FALSE(b->color.has_value());
  EXPECT_DOUBLE_EQ(b->intervalSeconds, 1.5);
  EXPECT_EQ(b->maxMoves, 5);
  EXPECT_EQ(b->minMoves, 2);
  auto c = parseAnalyzeRequest(args("black 1 ownership true"), AnalysisFormat::Kata);
  ASSERT_TRUE(c.ok());
  EXPECT_TRUE(c->ownership);
  EXPECT_DOUBLE_EQ(c->intervalSeconds, kMinAnalysisInterval);  // 1 cs is below the cap
  auto d = parseAnalyzeRequest(args(""), AnalysisFormat::Kata);
  ASSERT_TRUE(d.ok());
  EXPECT_DOUBLE_EQ(d->intervalSeconds, kDefaultAnalysisInterval);
  for (const char* bad : {"x", "b 10 20", "ownership true", "interval", "maxmoves -1", "b 10 avoid b D4 1"})
    EXPECT_FALSE(parseAnalyzeRequest(args(bad), AnalysisFormat::Lz).ok()) << bad;
  EXPECT_FALSE(parseAnalyzeRequest(args("ownership yes"), AnalysisFormat::Kata).ok());
}

SearchAnalysis sample(const Geometry& geo) {
  SearchAnalysis a;
  a.toMove = Color::White;
  a.playouts = 300;
  CandidateMove m1;
  m1.move = geo.point(2, 2);  // C3
  m1.visits = 200;
  m1.winrate = 0.61234;
  m1.prior = 0.25;
  m1.lcb = 0.55;
  m1.scoreLead = 2.5;
  m1.pv = {geo.point(2, 2), geo.point(6, 6)};
  CandidateMove m2;
  m2.move = kPass;
  m2.visits = 100;
  m2.winrate = 0.4;
  m2.pv = {kPass};
  a.candidates = {m1, m2};
  a.ownership.assign(size_t(geo.numPoints()), 0.0f);
  a.ownership[geo.point(0, geo.size() - 1)] = 1.0f;  // A9: Black's
  a.ownership[geo.point(geo.size() - 1, 0)] = -0.5f;  // J1: leaning White
  a.scoreLead = -1.25;
  return a;
}

TEST(AnalysisLines, LzFormatIsIntegersTimesTenThousand) {
  const Geometry geo(9);
  const std::string lcb2 = std::to_string(std::lround(lowerConfidenceBound(0.4, 100) * 10000));
  EXPECT_EQ(formatAnalysisLine(sample(geo), geo, AnalysisFormat::Lz, {}),
            "info move C3 visits 200 winrate 6123 prior 2500 lcb 5500 order 0 pv C3 G7 "
            "info move pass visits 100 winrate 4000 prior 0 lcb " + lcb2 + " order 1 pv pass");
  AnalyzeRequest one;
  one.maxMoves = 1;
  EXPECT_EQ(formatAnalysisLine(sample(geo), geo, AnalysisFormat::Lz, one),
            "info move C3 visits 200 winrate 6123 prior 2500 lcb 5500 order 0 pv C3 G7");
  EXPECT_EQ(formatAnalysisLine(SearchAnalysis{}, geo, AnalysisFormat::Lz, {}), "");
}

TEST(AnalysisLines, KataFormatHasDecimalsScoreAndOwnershipFromTheTopLeft) {
  const Geometry geo(9);
  AnalyzeRequest req;
  req.ownership = true;
  req.maxMoves = 1;
  const std::string line = formatAnalysisLine(sample(geo), geo, AnalysisFormat::Kata, req);
  EXPECT_EQ(line.substr(0, line.find(" ownership")),
            "info move C3 visits 200 winrate 0.612340 scoreMean 2.500 scoreLead 2.500 prior 0.250000 "
            "lcb 0.550000 order 0 pv C3 G7");
  std::vector<std::string> w = words(line.substr(line.find(" ownership") + 10));
  ASSERT_EQ(w.size(), 81u);
  // White to move: Black's A9 is -1 from White's view, J1 (last value) +0.5.
  EXPECT_EQ(w.front(), "-1.0000");
  EXPECT_EQ(w.back(), "0.5000");
  EXPECT_EQ(w[40], "0.0000");
  // A candidate without its own score shows the position's.
  req.maxMoves = 0;
  req.ownership = false;
  const std::string both = formatAnalysisLine(sample(geo), geo, AnalysisFormat::Kata, req);
  EXPECT_NE(both.find("move pass visits 100 winrate 0.400000 scoreMean -1.250 scoreLead -1.250 prior 0.000000"),
            std::string::npos)
      << both;
}

TEST(AnalysisLines, LowerConfidenceBoundTightensWithVisits) {
  EXPECT_EQ(lowerConfidenceBound(0.7, 0), 0.0);
  double previous = 0;
  for (long n : {1, 10, 100, 1000, 100000}) {
    const double lcb = lowerConfidenceBound(0.7, n);
    EXPECT_LT(lcb, 0.7);
    EXPECT_GT(lcb, previous);
    previous = lcb;
  }
  EXPECT_GT(previous, 0.69);
  EXPECT_GT(lowerConfidenceBound(1.0, 50), 0.9);
  EXPECT_GE(lowerConfidenceBound(0.0, 50), 0.0);
}

TEST(AnalysisLines, DerivedScoreLeadCountsOwnedPointsMinusKomi) {
  Game game(9, Rules::chinese());  // komi 7.5
  SearchAnalysis a;
  a.toMove = Color::Black;
  a.ownership.assign(size_t(game.geometry().numPoints()), 0.0f);
  for (int x = 0; x < 9; ++x)
    for (int y = 0; y < 5; ++y) a.ownership[game.geometry().point(x, y)] = 1.0f;  // 45 points
  for (int x = 0; x < 9; ++x)
    for (int y = 5; y < 9; ++y) a.ownership[game.geometry().point(x, y)] = -1.0f;  // 36 points
  EXPECT_DOUBLE_EQ(*withDerivedEstimates(a, game).scoreLead, 45 - 36 - 7.5);
  a.toMove = Color::White;
  EXPECT_DOUBLE_EQ(*withDerivedEstimates(a, game).scoreLead, -(45 - 36 - 7.5));
  a.scoreLead = 4.0;  // a player's own estimate wins
  EXPECT_DOUBLE_EQ(*withDerivedEstimates(a, game).scoreLead, 4.0);
}

TEST(AnalysisSession, ThePlayerReportsPriorsAndTheAverageFinalMargin) {
  PlayerOptions options;
  options.threads = 1;
  options.seed = 1;
  options.playouts = 400;
  std::unique_ptr<Player> player = makePlayer(options);
  Game game(9, Rules::chinese());
  // White's E5 stone in atari: capturing at E4 is Black's featured move.
  for (auto [c, v] : std::vector<std::pair<Color, const char*>>{
           {Color::Black, "E6"}, {Color::White, "E5"}, {Color::Black, "D5"}, {Color::White, "A1"},
           {Color::Black, "F5"}, {Color::White, "J9"}})
    ASSERT_TRUE(game.play(c, *parseVertex(v, game.geometry())).ok());
  MoveRequest request;
  request.color = Color::Black;
  player->chooseMove(game, request);
  const SearchAnalysis a = player->analysis();
  ASSERT_FALSE(a.candidates.empty());
  ASSERT_TRUE(a.scoreLead.has_value());
  // Black is a stone up with the capture to come, against 7.5 komi: the margin is modest.
  EXPECT_GT(*a.scoreLead, -30.0);
  EXPECT_LT(*a.scoreLead, 30.0);
  double sum = 0, capture = -1, edge = -1;
  for (const CandidateMove& c : a.candidates) {
    ASSERT_TRUE(c.prior.has_value());
    EXPECT_GT(*c.prior, 0.0);
    sum += *c.prior;
    if (formatVertex(c.move, game.geometry()) == "E4") capture = *c.prior;
    if (formatVertex(c.move, game.geometry()) == "A5") edge = *c.prior;
  }
  EXPECT_LE(sum, 1.0 + 1e-9);
  ASSERT_GT(capture, 0.0);
  if (edge > 0) { EXPECT_GT(capture, edge); }
}

TEST(AnalysisSession, WithoutLiveInputAStreamEndsByItself) {
  Fixture f;
  f.send("play b E5");
  const std::string answer = f.send("3 lz-analyze 10");
  ASSERT_EQ(answer.substr(0, 3), "=3\n");
  ASSERT_EQ(answer.substr(answer.size() - 2), "\n\n");
  std::vector<std::string> lines = split(answer.substr(3, answer.size() - 5), '\n');
  ASSERT_FALSE(lines.empty());
  for (const std::string& l : lines) EXPECT_EQ(l.rfind("info move ", 0), 0u) << l;
  // The game is untouched and the next answer is ordinary.
  EXPECT_EQ(f.send("move_history"), "= black E5\n\n");
  EXPECT_EQ(f.send("kata-analyze fast"), "? syntax error\n\n");
  const std::string played = f.send("kata-genmove_analyze w");
  EXPECT_NE(played.find("\nplay "), std::string::npos) << played;
  EXPECT_EQ(f.session->game().moves().size(), 2u);
}

// Checks a gfx answer: known commands, vertices on this board, values in range.
void checkGfx(const std::vector<std::string>& lines, const Game& game) {
  const Geometry& geo = game.geometry();
  for (const std::string& line : lines) {
    std::vector<std::string> w = words(line);
    ASSERT_FALSE(w.empty());
    const std::string& kind = w[0];
    if (kind == "TEXT") continue;
    if (kind == "INFLUENCE" || kind == "LABEL") {
      ASSERT_EQ(w.size() % 2, 1u) << line;
      std::set<std::string> seen;
      for (size_t i = 1; i < w.size(); i += 2) {
        auto p = parseVertex(w[i], geo);
        ASSERT_TRUE(p.ok() && *p != kPass) << w[i];
        EXPECT_TRUE(seen.insert(w[i]).second) << "twice: " << w[i];
        if (kind == "INFLUENCE") {
          const double v = std::stod(w[i + 1]);
          EXPECT_GE(v, -1.0);
          EXPECT_LE(v, 1.0);
        }
      }
      if (kind == "INFLUENCE") { EXPECT_EQ(seen.size(), size_t(geo.area())); }
    } else if (kind == "VAR") {
      ASSERT_EQ(w.size() % 2, 1u) << line;
      ASSERT_GE(w.size(), 3u) << "no variation";
      Game g = game;
      Color c = game.toMove();
      for (size_t i = 1; i < w.size(); i += 2) {
        EXPECT_EQ(w[i], c == Color::Black ? "b" : "w");
        auto p = parseVertex(w[i + 1], geo);
        ASSERT_TRUE(p.ok()) << w[i + 1];
        EXPECT_TRUE(g.play(c, *p).ok()) << "illegal variation move " << w[i + 1];
        c = opponent(c);
      }
    } else if (kind == "MARK") {
      for (size_t i = 1; i < w.size(); ++i) {
        auto p = parseVertex(w[i], geo);
        ASSERT_TRUE(p.ok()) << w[i];
        EXPECT_TRUE(isStone(game.board().at(*p))) << "a mark on an empty point: " << w[i];
      }
    } else {
      ADD_FAILURE() << "not a gfx command: " << line;
    }
  }
}

void checkParam(const std::vector<std::string>& lines) {
  const std::regex entry(R"(\[(bool|string|list(/[^/\] ]+)+)\] [a-z_]+ \S.*)");
  ASSERT_FALSE(lines.empty());
  for (const std::string& line : lines) {
    EXPECT_TRUE(std::regex_match(line, entry)) << line;
    std::smatch m;
    const std::regex listed(R"(\[list((?:/[^/\] ]+)+)\] [a-z_]+ (\S+))");
    if (std::regex_match(line, m, listed)) {
      // The current value is one of the listed choices.
      const std::string choices = m[1].str() + '/';
      const std::string value = fmt::format("/{}/", m[2].str());
      EXPECT_NE(choices.find(value), std::string::npos) << line;
    }
  }
}

void checkAnalyzeCommands(int size) {
  SCOPED_TRACE(size);
  Fixture f(size, 200);
  // A position with a stone in trouble: White's C3 in atari inside Black's wall, Black to move.
  const bool small = size == 9;
  for (const std::string& move : std::vector<std::string>{"play b C4", "play w C3", "play b D3", std::string("play w ") + (small ? "G7" : "Q16"),
                           "play b B3", std::string("play w ") + (small ? "G3" : "R4")})
    ASSERT_EQ(f.send(move), "= \n\n") << move;
  const std::vector<std::string> entries = body(f.send("gogui-analyze_commands"));
  std::set<std::string> types;
  for (const std::string& entry : entries) {
    std::vector<std::string> parts = split(entry, '/');
    ASSERT_EQ(parts.size(), 3u) << entry;
    const std::string& type = parts[0];
    const std::string& command = parts[2];
    types.insert(type);
    SCOPED_TRACE(command);
    ASSERT_TRUE(f.session->commands().contains(words(command)[0]));
    const std::string answer = f.send(command);
    ASSERT_EQ(answer.substr(0, 2), "= ") << answer;
    const std::vector<std::string> lines = body(answer);
    if (type == "gfx") checkGfx(lines, f.session->game());
    else if (type == "param") checkParam(lines);
    else if (type == "string") EXPECT_FALSE(answer.substr(2).find_first_not_of(" \n") == std::string::npos);
    else ADD_FAILURE() << "unexpected type " << type;
  }
  EXPECT_EQ(types, (std::set<std::string>{"gfx", "string", "param"}));
  // The pictures each come from a search of this position: the dead stone is marked, ownership
  // leans to Black on it, and the candidates are labelled.
  const std::string dead = f.send(kDeadStonesGfxCommand);
  EXPECT_NE(dead.find("MARK C3"), std::string::npos) << dead;
  EXPECT_NE(f.send(kCandidatesGfxCommand).find("LABEL "), std::string::npos);
  EXPECT_NE(f.send(kSearchStatsCommand).find("Score lead: "), std::string::npos);
}

TEST(GoGuiAnalyze, EveryEntryAnswersInItsDeclaredTypeOn9x9) { checkAnalyzeCommands(9); }
TEST(GoGuiAnalyze, EveryEntryAnswersInItsDeclaredTypeOn19x19) { checkAnalyzeCommands(19); }

TEST(GoGuiAnalyze, SettingsChangeRulesAndSearchAndRefuseBadValues) {
  Fixture f;
  EXPECT_EQ(f.send("kosumi-settings rules japanese"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-rules"), "= japanese ko=positional scoring=territory dead=marked komi=6.5\n\n");
  EXPECT_EQ(f.send("kosumi-settings ko simple"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-settings komi 0.5"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-rules"), "= japanese ko=simple scoring=territory dead=marked komi=0.5\n\n");
  EXPECT_EQ(f.send("kosumi-settings playouts 40"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-settings threads 1"), "= \n\n");
  const std::string page = f.send("kosumi-settings");
  EXPECT_NE(page.find("[string] playouts 40\n"), std::string::npos) << page;
  EXPECT_NE(page.find("[list/simple/positional/situational] ko simple\n"), std::string::npos) << page;
  EXPECT_EQ(f.send("kosumi-settings playouts many"), "? syntax error\n\n");
  EXPECT_EQ(f.send("kosumi-settings time 0"), "? syntax error\n\n");
  EXPECT_EQ(f.send("kosumi-settings colour blue").substr(0, 2), "? ");
  EXPECT_EQ(f.send("kosumi-settings rules martian").substr(0, 2), "? ");
  EXPECT_EQ(f.send("kosumi-rules"), "= japanese ko=simple scoring=territory dead=marked komi=0.5\n\n");
  // The search honours the new playout count.
  f.send("genmove b");
  EXPECT_NE(f.send(kSearchStatsCommand).find("Playouts: "), std::string::npos);
}

TEST(GoGuiAnalyze, SettingsChangeWhatWasAskedForNotWhatALevelPutsInEffect) {
  // A GoGui user at level 5 who changes a setting and then leaves the level gets the playouts
  // asked for (here 0: by time), not the level's 400.
  Fixture f(9, 0);
  EXPECT_EQ(f.send("kosumi-level 5"), "= \n\n");
  EXPECT_EQ(f.session->player().options().playouts, 400);
  EXPECT_EQ(f.send("kosumi-settings threads 2"), "= \n\n");
  EXPECT_EQ(f.session->player().options().playouts, 400);  // the level still holds
  EXPECT_EQ(f.session->player().options().threads, 2);
  const std::string page = f.send("kosumi-settings");
  EXPECT_NE(page.find("[string] playouts 0\n"), std::string::npos) << page;
  EXPECT_EQ(f.send("kosumi-level 0"), "= \n\n");
  EXPECT_EQ(f.session->player().options().playouts, 0);
  EXPECT_EQ(f.session->player().options().level, 0);
  EXPECT_EQ(f.session->player().options().threads, 2);  // the setting outlives the level

  // Playouts asked for during a level wait for the level to end.
  EXPECT_EQ(f.send("kosumi-level 3"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-settings playouts 40"), "= \n\n");
  EXPECT_EQ(f.session->player().options().playouts, 100);
  EXPECT_EQ(f.send("kosumi-level 0"), "= \n\n");
  EXPECT_EQ(f.session->player().options().playouts, 40);

  // At level 1 (the beginner) a setting keeps the beginner.
  EXPECT_EQ(f.send("kosumi-level 1"), "= \n\n");
  EXPECT_EQ(f.send("kosumi-settings threads 1"), "= \n\n");
  EXPECT_EQ(f.session->player().options().mode, "beginner");
  EXPECT_EQ(f.send("kosumi-mode"), "= beginner\n\n");
}

TEST(GoGuiAnalyze, ListCommandsShowsTheAnalysisCommands) {
  Fixture f;
  const std::vector<std::string> names = body(f.send("list_commands"));
  const std::set<std::string> all(names.begin(), names.end());
  for (const char* name : {"lz-analyze", "kata-analyze", "lz-genmove_analyze", "kata-genmove_analyze",
                           "gogui-analyze_commands", kOwnershipGfxCommand, kVariationGfxCommand,
                           kCandidatesGfxCommand, kDeadStonesGfxCommand, kSearchStatsCommand,
                           kSettingsParamCommand})
    EXPECT_TRUE(all.count(name)) << name;
  EXPECT_FALSE(all.count("analyze"));
  EXPECT_FALSE(all.count("genmove_analyze"));
  EXPECT_EQ(f.send("known_command lz-analyze"), "= true\n\n");
}

}  // namespace
}  // namespace kosumi::gtp
