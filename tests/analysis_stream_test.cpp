// The analysis streams of build/kosumi as clients see them: lz-analyze, kata-analyze and the
// genmove_analyze forms read through a pipe while they run, parsed by a parser written from the
// formats (docs-analysis.md), stopped by the next input line, and Sabaki's attach, sync, analyze,
// stop and genmove sequence replayed end to end.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/vertex.h"

namespace kosumi {
namespace {

using Clock = std::chrono::steady_clock;

// build/kosumi on pipes, read line by line with a deadline.
class Engine {
 public:
  explicit Engine(std::vector<std::string> extra) {
    signal(SIGPIPE, SIG_IGN);
    std::vector<std::string> argv = {KOSUMI_BINARY, "--threads", "1", "--seed", "1"};
    argv.insert(argv.end(), extra.begin(), extra.end());
    std::vector<char*> args;
    for (std::string& a : argv) args.push_back(a.data());
    args.push_back(nullptr);
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], STDIN_FILENO);
      dup2(out[1], STDOUT_FILENO);
      const int devNull = open("/dev/null", O_WRONLY);
      if (devNull >= 0) dup2(devNull, STDERR_FILENO);
      execv(args[0], args.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    toEngine_ = in[1];
    fromEngine_ = out[0];
  }
  ~Engine() {
    if (toEngine_ >= 0) close(toEngine_);
    if (fromEngine_ >= 0) close(fromEngine_);
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  void write(const std::string& text) {
    ASSERT_EQ(::write(toEngine_, text.data(), text.size()), ssize_t(text.size()));
  }
  // The next line without its newline, or nullopt after `seconds` or at the end of output.
  std::optional<std::string> readLine(double seconds = 20) {
    const auto deadline = Clock::now() + std::chrono::duration<double>(seconds);
    for (;;) {
      if (size_t nl = buffer_.find('\n'); nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        return line;
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0) return std::nullopt;
      pollfd p{fromEngine_, POLLIN, 0};
      if (poll(&p, 1, int(left)) <= 0) return std::nullopt;
      char buf[65536];
      const ssize_t n = read(fromEngine_, buf, sizeof buf);
      if (n <= 0) return std::nullopt;
      buffer_.append(buf, size_t(n));
    }
  }
  // A whole ordinary answer: its lines up to the empty line that ends it.
  std::vector<std::string> command(const std::string& line) {
    write(line + "\n");
    return readAnswer();
  }
  std::vector<std::string> readAnswer() {
    std::vector<std::string> lines;
    while (auto l = readLine()) {
      if (l->empty()) return lines;
      lines.push_back(*l);
    }
    ADD_FAILURE() << "answer did not end";
    return lines;
  }

 private:
  pid_t pid_ = -1;
  int toEngine_ = -1;
  int fromEngine_ = -1;
  std::string buffer_;
};

// One "info" segment of an analysis line.
struct InfoSegment {
  std::string move;
  long visits = -1;
  double winrate = -1, prior = -1, lcb = -1;
  std::optional<double> scoreLead;
  int order = -1;
  std::vector<std::string> pv;
};

struct InfoLine {
  std::vector<InfoSegment> segments;
  std::vector<double> ownership;
  bool hasOwnership = false;
};

bool isInteger(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A kata-analyze number: always with a decimal point.
bool isDecimal(const std::string& w) {
  if (w.find('.') == std::string::npos) return false;
  try {
    size_t used = 0;
    std::stod(w, &used);
    return used == w.size();
  } catch (...) {
    return false;
  }
}

// Parses one line as the formats say; failures are test failures naming the token.
InfoLine parseInfoLine(const std::string& line, bool kata) {
  InfoLine out;
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  size_t i = 0;
  EXPECT_TRUE(!words.empty() && words[0] == "info") << line;
  auto rate = [&](const std::string& w) {
    if (kata) {
      EXPECT_TRUE(isDecimal(w)) << "not a decimal: " << w;
      const double v = isDecimal(w) ? std::stod(w) : -1;
      EXPECT_GE(v, 0.0);
      EXPECT_LE(v, 1.0);
      return v;
    }
    EXPECT_TRUE(isInteger(w)) << "not an integer: " << w;
    const long v = isInteger(w) ? std::stol(w) : -1;
    EXPECT_GE(v, 0);
    EXPECT_LE(v, 10000);
    return v / 10000.0;
  };
  while (i < words.size()) {
    if (words[i] == "ownership") {
      out.hasOwnership = true;
      for (++i; i < words.size(); ++i) {
        EXPECT_TRUE(isDecimal(words[i])) << words[i];
        out.ownership.push_back(isDecimal(words[i]) ? std::stod(words[i]) : 9);
      }
      break;
    }
    EXPECT_EQ(words[i], "info") << line;
    ++i;
    InfoSegment seg;
    while (i < words.size() && words[i] != "info" && words[i] != "ownership") {
      const std::string key = words[i++];
      if (key == "pv") {
        while (i < words.size() && words[i] != "info" && words[i] != "ownership") seg.pv.push_back(words[i++]);
        break;  // pv is last in a segment
      }
      if (i >= words.size()) {
        ADD_FAILURE() << "key without value: " << key;
        break;
      }
      const std::string value = words[i++];
      if (key == "move") seg.move = value;
      else if (key == "visits") seg.visits = isInteger(value) ? std::stol(value) : -1;
      else if (key == "winrate") seg.winrate = rate(value);
      else if (key == "prior") seg.prior = rate(value);
      else if (key == "lcb") seg.lcb = rate(value);
      else if (key == "order") seg.order = isInteger(value) ? std::stoi(value) : -1;
      else if (kata && (key == "scoreLead" || key == "scoreMean")) {
        EXPECT_TRUE(isDecimal(value)) << value;
        if (key == "scoreLead") seg.scoreLead = isDecimal(value) ? std::stod(value) : 0;
      } else ADD_FAILURE() << "unknown key " << key << " in " << line.substr(0, 200);
    }
    EXPECT_FALSE(seg.move.empty());
    EXPECT_GE(seg.visits, 0);
    EXPECT_GE(seg.winrate, 0);
    EXPECT_GE(seg.prior, 0);
    EXPECT_GE(seg.lcb, 0);
    EXPECT_EQ(seg.order, int(out.segments.size()));
    EXPECT_FALSE(seg.pv.empty());
    if (kata) { EXPECT_TRUE(seg.scoreLead.has_value()); }
    out.segments.push_back(std::move(seg));
  }
  return out;
}

// Checks what every line must satisfy in this position: order 0 is the most visited move, and
// each PV starts with its move and is legal from the position.
void checkAgainstPosition(const InfoLine& info, const Game& position, Color toMove) {
  ASSERT_FALSE(info.segments.empty());
  long most = 0;
  for (const InfoSegment& s : info.segments) most = std::max(most, s.visits);
  EXPECT_EQ(info.segments[0].visits, most);
  for (const InfoSegment& s : info.segments) {
    ASSERT_FALSE(s.pv.empty());
    EXPECT_EQ(s.pv[0], s.move);
    Game g = position;
    Color c = toMove;
    for (const std::string& v : s.pv) {
      auto p = parseVertex(v, g.geometry());
      ASSERT_TRUE(p.ok()) << v;
      EXPECT_TRUE(g.play(c, *p).ok()) << "illegal PV move " << v << " in the line of " << s.move;
      c = opponent(c);
    }
  }
}

// Reads the stream of an accepted analysis command until `lines` info lines came.
std::vector<std::string> readInfoLines(Engine& e, size_t lines) {
  std::vector<std::string> out;
  while (out.size() < lines) {
    auto l = e.readLine();
    if (!l) {
      ADD_FAILURE() << "stream stalled after " << out.size() << " lines";
      break;
    }
    EXPECT_FALSE(l->empty()) << "the stream ended by itself";
    if (l->empty()) break;
    out.push_back(*l);
  }
  return out;
}

// After a stop line was sent: the rest of the stream up to its empty line.
std::vector<std::string> readToStreamEnd(Engine& e) { return e.readAnswer(); }

Game positionAfter(int size, const std::vector<std::pair<Color, std::string>>& moves) {
  Game g(size, Rules::chinese());
  for (auto& [c, v] : moves) EXPECT_TRUE(g.play(c, *parseVertex(v, g.geometry())).ok());
  return g;
}

TEST(AnalysisStream, LzAnalyzeStreamsUntilInputAndTheNextAnswerArrivesIntact) {
  Engine e({"--size", "9"});
  EXPECT_EQ(e.command("play b E5"), std::vector<std::string>{"= "});
  e.write("lz-analyze 10\n");
  EXPECT_EQ(e.readLine(), "=");
  std::vector<std::string> lines = readInfoLines(e, 3);
  e.write("5 name\n");
  for (const std::string& l : readToStreamEnd(e)) lines.push_back(l);
  EXPECT_EQ(e.command("6 version").size(), 1u);  // still in step afterwards
  const Game position = positionAfter(9, {{Color::Black, "E5"}});
  ASSERT_GE(lines.size(), 3u);
  long previousBest = 0;
  for (const std::string& l : lines) {
    InfoLine info = parseInfoLine(l, false);
    EXPECT_FALSE(info.hasOwnership);
    checkAgainstPosition(info, position, Color::White);
    // The tree only grows while one analysis runs.
    EXPECT_GE(info.segments[0].visits, 0);
    long total = 0;
    for (auto& s : info.segments) total += s.visits;
    EXPECT_GE(total, previousBest);
    previousBest = total;
  }
}

TEST(AnalysisStream, StopAnswerComesRightAfterTheEmptyLine) {
  Engine e({"--size", "9"});
  e.write("lz-analyze 10\n");
  EXPECT_EQ(e.readLine(), "=");
  readInfoLines(e, 1);
  e.write("12 protocol_version\n");
  std::vector<std::string> rest = readToStreamEnd(e);
  for (const std::string& l : rest) EXPECT_EQ(l.rfind("info ", 0), 0u) << l;
  EXPECT_EQ(e.readAnswer(), std::vector<std::string>{"=12 2"});
}

TEST(AnalysisStream, PipelinedStopEndsTheStreamAtOnceAndAnswersInOrder) {
  Engine e({"--size", "9"});
  const auto start = Clock::now();
  e.write("1 lz-analyze 100\n2 protocol_version\n3 kata-analyze 100\n4 name\n");
  std::vector<std::string> first = e.readAnswer();
  ASSERT_FALSE(first.empty());
  EXPECT_EQ(first[0], "=1");
  EXPECT_EQ(e.readAnswer(), std::vector<std::string>{"=2 2"});
  std::vector<std::string> third = e.readAnswer();
  ASSERT_FALSE(third.empty());
  EXPECT_EQ(third[0], "=3");
  for (size_t i = 1; i < third.size(); ++i) parseInfoLine(third[i], true);
  EXPECT_EQ(e.readAnswer(), std::vector<std::string>{"=4 Kosumi"});
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 5.0);
}

TEST(AnalysisStream, KataAnalyzeOwnershipHasOneValuePerPointInRange) {
  for (int size : {9, 19}) {
    SCOPED_TRACE(size);
    Engine e({"--size", std::to_string(size)});
    e.command("play b C3");
    e.command("play w pass");
    e.write("kata-analyze b interval 10 ownership true maxmoves 4\n");
    EXPECT_EQ(e.readLine(), "=");
    std::vector<std::string> lines = readInfoLines(e, 2);
    e.write("name\n");
    readToStreamEnd(e);
    const Game position = positionAfter(size, {{Color::Black, "C3"}, {Color::White, "pass"}});
    for (const std::string& l : lines) {
      InfoLine info = parseInfoLine(l, true);
      checkAgainstPosition(info, position, Color::Black);
      EXPECT_LE(info.segments.size(), 4u);
      ASSERT_TRUE(info.hasOwnership);
      ASSERT_EQ(info.ownership.size(), size_t(size * size));
      for (double v : info.ownership) {
        EXPECT_GE(v, -1.0);
        EXPECT_LE(v, 1.0);
      }
    }
    // Row by row from the top-left, Black's view (Black to move): C3 holds Black's stone, so it
    // leans to Black, more than its mirror images across the middle row and column.
    const InfoLine last = parseInfoLine(lines.back(), true);
    const auto at = [&](int x, int rowFromTop) { return last.ownership[size_t(rowFromTop * size + x)]; };
    EXPECT_GT(at(2, size - 3), 0.2);
    EXPECT_GT(at(2, size - 3), at(2, 2));
    EXPECT_GT(at(2, size - 3), at(size - 3, size - 3));
  }
}

TEST(AnalysisStream, PlayoutLimitEndsTheSearchButNotTheAnswer) {
  Engine e({"--size", "9", "--playouts", "50"});
  e.write("lz-analyze 5\n");
  EXPECT_EQ(e.readLine(), "=");
  // The search ends after 50 playouts; nothing more comes until the client asks.
  std::vector<std::string> lines;
  while (auto l = e.readLine(1.0)) {
    ASSERT_FALSE(l->empty()) << "the answer ended before any input";
    lines.push_back(*l);
  }
  ASSERT_FALSE(lines.empty());
  InfoLine last = parseInfoLine(lines.back(), false);
  long total = 0;
  for (auto& s : last.segments) total += s.visits;
  EXPECT_LE(total, 50);
  e.write("protocol_version\n");
  EXPECT_TRUE(e.readAnswer().empty());
  EXPECT_EQ(e.readAnswer(), std::vector<std::string>{"= 2"});
}

TEST(AnalysisStream, IntervalsAreCappedSoAClientCannotFloodTheEngine) {
  Engine e({"--size", "9"});
  e.write("lz-analyze 0\n");
  EXPECT_EQ(e.readLine(), "=");
  const auto start = Clock::now();
  size_t lines = 0;
  while (std::chrono::duration<double>(Clock::now() - start).count() < 1.0)
    if (auto l = e.readLine(0.2)) ++lines;
  e.write("name\n");
  lines += readToStreamEnd(e).size();
  // At most one line per 0.05 s, plus the closing line and slack for the read loop.
  EXPECT_GE(lines, 2u);
  EXPECT_LE(lines, 24u);
}

TEST(AnalysisStream, GenmoveAnalyzeStreamsThenPlaysTheMove) {
  for (const std::string kind : {"lz", "kata"}) {
    SCOPED_TRACE(kind);
    Engine e({"--size", "9", "--time", "0.5"});
    e.write("7 " + kind + "-genmove_analyze b 10\n");
    EXPECT_EQ(e.readLine(), "=7");
    std::vector<std::string> body = e.readAnswer();
    ASSERT_FALSE(body.empty());
    const std::string last = body.back();
    ASSERT_EQ(last.rfind("play ", 0), 0u) << last;
    body.pop_back();
    ASSERT_FALSE(body.empty());
    const Game empty = positionAfter(9, {});
    for (const std::string& l : body) checkAgainstPosition(parseInfoLine(l, kind == "kata"), empty, Color::Black);
    const std::string move = last.substr(5);
    EXPECT_EQ(e.command("move_history"), std::vector<std::string>{"= black " + move});
  }
}

TEST(AnalysisStream, BadArgumentsAreRefusedWithoutStreaming) {
  Engine e({"--size", "9"});
  EXPECT_EQ(e.command("lz-analyze fast"), std::vector<std::string>{"? syntax error"});
  EXPECT_EQ(e.command("lz-analyze b 10 ownership true"), std::vector<std::string>{"? syntax error"});
  EXPECT_EQ(e.command("kata-analyze 10 ownership maybe"), std::vector<std::string>{"? syntax error"});
  EXPECT_EQ(e.command("kata-analyze interval"), std::vector<std::string>{"? syntax error"});
  EXPECT_EQ(e.command("lz-analyze -5"), std::vector<std::string>{"? syntax error"});
  EXPECT_EQ(e.command("move_history"), std::vector<std::string>{"= "});
}

// Sabaki: attach, sync, analyze, stop with a command, genmove, as docs-analysis.md lists them.
TEST(AnalysisStream, SabakiSequenceGetsWellFormedAnswersThroughout) {
  Engine e({"--time", "0.3"});
  EXPECT_EQ(e.command("name"), std::vector<std::string>{"= Kosumi"});
  EXPECT_EQ(e.command("version").size(), 1u);
  EXPECT_EQ(e.command("protocol_version"), std::vector<std::string>{"= 2"});
  std::vector<std::string> commands = e.command("list_commands");
  ASSERT_FALSE(commands.empty());
  commands[0].erase(0, 2);
  for (const char* name : {"lz-analyze", "kata-analyze", "lz-genmove_analyze", "kata-genmove_analyze",
                           "gogui-analyze_commands", "genmove", "protocol_version"})
    EXPECT_NE(std::find(commands.begin(), commands.end(), name), commands.end()) << name;
  for (const char* name : {"analyze", "genmove_analyze"})
    EXPECT_EQ(std::find(commands.begin(), commands.end(), name), commands.end()) << name;

  for (const char* sync : {"boardsize 13", "clear_board", "komi 6.5", "play B D4", "play W K10", "play B pass",
                           "play W C11"})
    EXPECT_EQ(e.command(sync), std::vector<std::string>{"= "}) << sync;
  const Game position = [] {
    Game g(13, Rules::chinese());
    for (auto [c, v] : std::vector<std::pair<Color, const char*>>{
             {Color::Black, "D4"}, {Color::White, "K10"}, {Color::Black, "pass"}, {Color::White, "C11"}})
      EXPECT_TRUE(g.play(c, *parseVertex(v, g.geometry())).ok());
    return g;
  }();
  for (const std::string kind : {"lz", "kata"}) {
    e.write(kind + "-analyze B 10\n");
    EXPECT_EQ(e.readLine(), "=");
    std::vector<std::string> lines = readInfoLines(e, 2);
    e.write("protocol_version\n");  // Sabaki's stop
    for (const std::string& l : readToStreamEnd(e)) lines.push_back(l);
    EXPECT_EQ(e.readAnswer(), std::vector<std::string>{"= 2"});
    for (const std::string& l : lines) checkAgainstPosition(parseInfoLine(l, kind == "kata"), position, Color::Black);
  }
  std::vector<std::string> move = e.command("genmove B");
  ASSERT_EQ(move.size(), 1u);
  ASSERT_EQ(move[0].rfind("= ", 0), 0u);
  auto p = parseVertex(move[0].substr(2), position.geometry());
  EXPECT_TRUE(p.ok() || move[0] == "= resign") << move[0];
  if (p.ok()) { EXPECT_EQ(position.legality(Color::Black, *p), MoveLegality::Legal); }
  EXPECT_EQ(e.command("undo"), std::vector<std::string>{"= "});
  EXPECT_EQ(e.command("quit"), std::vector<std::string>{"= "});
}

}  // namespace
}  // namespace kosumi
