#include "tools/common/match_game.h"

#include <cctype>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "engine/handicap.h"
#include "engine/vertex.h"
#include "playouts/rng.h"
#include "tools/common/match_clock.h"

namespace kosumi::tools {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\t') c = ' ';
  return s;
}

ClockSettings clockSettings(const MatchSettings& s) {
  return {s.clock, s.moveTime, s.periodStones, s.periods, s.timeMargin};
}

EngineError errorOf(const GtpReply& reply) {
  switch (reply.kind) {
    case GtpReply::Kind::Timeout: return EngineError::Timeout;
    case GtpReply::Kind::Crash: return EngineError::Crash;
    case GtpReply::Kind::Garbled: return EngineError::Protocol;
    default: return EngineError::Failure;
  }
}

// The state of one game while it is played.
class GameRun {
 public:
  GameRun(const MatchSettings& settings, const GameContext& context)
      : s_(settings), c_(context), game_(settings.size), clock_(clockSettings(settings)) {
    Rules rules = game_.rules();
    if (!settings.rules.empty()) {
      if (auto parsed = Rules::parse(settings.rules)) rules = *parsed;
    }
    rules.komi = settings.komi;
    game_.setRules(rules);
    out_.result.game = context.game;
    out_.result.engine1White = context.engine1White;
  }

  PlayedGame play(MoveObserver observer, void* observerData);

 private:
  GtpEngine* engineOf(Color c) const { return c == Color::Black ? c_.black : c_.white; }
  // Whether the engine playing c is under the clock (both, unless clockFor names one).
  bool timed(Color c) const {
    const int engine = (c == Color::Black) != c_.engine1White ? 1 : 2;
    return clock_.settings().limited() && (s_.clockFor == 0 || s_.clockFor == engine);
  }
  // Records an error against the engine playing c; the game is lost by c with `how` ("F", "T").
  void fail(Color c, EngineError e, const std::string& message, const char* how) {
    ((c == Color::Black) != c_.engine1White ? out_.result.error1 : out_.result.error2) = e;
    note(fmt::format("{} ({}): {}", c == Color::Black ? "Black" : "White",
                     (c == Color::Black) != c_.engine1White ? "engine1" : "engine2", message));
    out_.result.result = fmt::format("{}+{}", c == Color::Black ? 'W' : 'B', how);
  }
  void note(const std::string& message) {
    if (!out_.result.errorMessage.empty()) out_.result.errorMessage += "; ";
    out_.result.errorMessage += oneLine(message);
  }
  double commandTimeout() const { return s_.timeout; }
  // "set_free_handicap" with the game's handicap stones.
  std::string setFreeHandicapCommand() const {
    std::string command = "set_free_handicap";
    for (Point p : out_.handicap) command += fmt::format(" {}", formatVertex(p, game_.geometry()));
    return command;
  }
  bool setUp(GtpEngine& engine, Color as);
  bool tellMove(Color to, Color c, Point p);
  // Asks c's engine for its move and checks it; nothing (the game is over, its result set) on a
  // resignation or any failure.
  std::optional<Point> askMove(Color c);
  void score();

  const MatchSettings& s_;
  const GameContext& c_;
  Game game_;
  PlayedGame out_;
  MatchClock clock_;
  double lastSeconds_ = 0;  // what the last genmove took
};

bool GameRun::setUp(GtpEngine& engine, Color as) {
  const double t = commandTimeout();
  std::vector<std::string> commands = {fmt::format("boardsize {}", s_.size), "clear_board",
                                       "komi " + formatKomi(s_.komi)};
  if (!s_.rules.empty() && engine.knows("kosumi-rules", t))
    commands.push_back(fmt::format("kosumi-rules {} komi={}", s_.rules, formatKomi(s_.komi)));
  for (const std::string& command : commands) {
    const GtpReply r = engine.send(command, t);
    if (!r.ok()) {
      fail(as, errorOf(r), fmt::format("'{}' failed: {}", command, r.describe()), "F");
      return false;
    }
  }
  // The seed, like the time settings below, is advice: an engine that refuses it is not at
  // fault. After clear_board, which may draw a new seed of its own.
  if (engine.knows("set_random_seed", t)) {
    const GtpReply r = engine.send(fmt::format("set_random_seed {}", gameSeed(s_, c_.game)), t);
    if (!r.ok() && r.kind != GtpReply::Kind::Failure) {
      fail(as, errorOf(r), "'set_random_seed' failed: " + r.describe(), "F");
      return false;
    }
  }
  // Time settings are advice to the engine; one that does not take them is not at fault.
  // Main time alone is absolute; a move time is Canadian overtime of periodStones stones, or
  // Japanese byo-yomi through kgs-time_settings, which an engine without it is told as a
  // Canadian period of one stone.
  if (const std::string command = clock_.settingsCommand(); !command.empty() && timed(as)) {
    const GtpReply r = engine.send(command, t);
    if (r.kind == GtpReply::Kind::Failure && !clock_.fallbackSettingsCommand().empty())
      engine.send(clock_.fallbackSettingsCommand(), t);
  }
  if (!out_.handicap.empty()) {
    GtpReply r = engine.send(setFreeHandicapCommand(), t);
    if (!r.ok() && r.kind == GtpReply::Kind::Failure)
      r = engine.send(fmt::format("fixed_handicap {}", out_.handicap.size()), t);
    if (!r.ok()) {
      fail(as, errorOf(r), "handicap refused: " + r.describe(), "F");
      return false;
    }
  }
  return true;
}

bool GameRun::tellMove(Color to, Color c, Point p) {
  const std::string command = fmt::format("play {} {}", formatColor(c), formatVertex(p, game_.geometry()));
  const GtpReply r = engineOf(to)->send(command, commandTimeout());
  if (r.ok()) return true;
  fail(to, errorOf(r), fmt::format("refused legal move '{}': {}", command, r.describe()), "F");
  return false;
}

void GameRun::score() {
  GameResult& res = out_.result;
  const double t = commandTimeout();
  const GtpReply b = c_.black->send("final_score", t);
  const GtpReply w = c_.white->send("final_score", t);
  // "?" when an engine could not say.
  auto scoreOf = [](const GtpReply& r) {
    std::string score = r.ok() ? normalizeScore(r.text) : std::string();
    return score.empty() ? std::string(1, '?') : score;
  };
  res.resultBlack = scoreOf(b);
  res.resultWhite = scoreOf(w);
  if (c_.referee && c_.referee->usable()) {
    GtpEngine& ref = *c_.referee;
    bool ok = true;
    std::vector<std::string> commands = {fmt::format("boardsize {}", s_.size), "clear_board",
                                         "komi " + formatKomi(s_.komi)};
    if (!s_.rules.empty() && ref.knows("kosumi-rules", t))
      commands.push_back(fmt::format("kosumi-rules {} komi={}", s_.rules, formatKomi(s_.komi)));
    if (!out_.handicap.empty()) commands.push_back(setFreeHandicapCommand());
    for (const MoveRecord& m : out_.moves)
      commands.push_back(fmt::format("play {} {}", formatColor(m.color), formatVertex(m.point, game_.geometry())));
    commands.push_back("final_score");
    GtpReply r;
    for (const std::string& command : commands) {
      r = ref.send(command, t);
      if (!r.ok()) {
        note(fmt::format("referee: '{}' failed: {}", command, r.describe()));
        ok = false;
        break;
      }
    }
    res.resultReferee = scoreOf(ok ? r : GtpReply{});
  }
  const bool haveReferee = res.resultReferee != "-" && res.resultReferee != "?";
  if (haveReferee) {
    res.result = res.resultReferee;
    for (Color c : {Color::Black, Color::White}) {
      const std::string& own = c == Color::Black ? res.resultBlack : res.resultWhite;
      if (own != "?" && own != res.resultReferee) {
        ((c == Color::Black) != c_.engine1White ? res.error1 : res.error2) = EngineError::Disagree;
        note(fmt::format("{} scored {}, referee {}", c == Color::Black ? "Black" : "White", own, res.resultReferee));
      }
    }
  } else if (res.resultBlack == res.resultWhite) {
    res.result = res.resultBlack;
  } else if (res.resultBlack == "?" || res.resultWhite == "?") {
    res.result = res.resultBlack == "?" ? res.resultWhite : res.resultBlack;
  } else {
    res.result.assign(1, '?');
    note(fmt::format("scores disagree: Black says {}, White says {}", res.resultBlack, res.resultWhite));
  }
}

std::optional<Point> GameRun::askMove(Color c) {
  GameResult& res = out_.result;
  GtpEngine& mover = *engineOf(c);
  const bool timed = this->timed(c);
  double limit = s_.timeout;
  // What this move may take: the main time left, then the overtime (match_clock.h).
  const double allowed = clock_.allowed(c);
  if (timed) {
    // Advice like the settings: the answer is not checked.
    mover.send(clock_.timeLeftCommand(c), commandTimeout());
    limit = allowed + s_.timeMargin + 1;
  }
  const GtpReply r = mover.send("genmove " + formatColor(c), limit);
  (c == Color::Black ? res.timeBlack : res.timeWhite) += r.seconds;
  lastSeconds_ = r.seconds;
  if (r.kind == GtpReply::Kind::Timeout) {
    fail(c, timed ? EngineError::LostOnTime : EngineError::Timeout, fmt::format("no move after {:.1f} s", r.seconds),
         "T");
    return std::nullopt;
  }
  if (!r.ok()) {
    fail(c, errorOf(r), "genmove failed: " + r.describe(), "F");
    return std::nullopt;
  }
  if (timed) {
    const int e = (c == Color::Black) != c_.engine1White ? 0 : 1;
    out_.longestMove[e] = std::max(out_.longestMove[e], r.seconds);
    out_.leastTimeLeft[e] = std::min(out_.leastTimeLeft[e], allowed - r.seconds);
    ++out_.timedMoves[e];
  }
  if (timed && !clock_.charge(c, r.seconds)) {
    fail(c, EngineError::LostOnTime,
         fmt::format("move took {:.2f} s, over the time left ({:.2f} s)", r.seconds, allowed), "T");
    return std::nullopt;
  }
  const std::string answer = lower(r.text);
  if (answer == "resign") {
    res.result = fmt::format("{}+R", c == Color::Black ? 'W' : 'B');
    return std::nullopt;
  }
  const auto point = parseVertex(answer, game_.geometry());
  if (!point) {
    fail(c, EngineError::Illegal, fmt::format("unreadable move '{}': {}", r.text, point.error()), "F");
    return std::nullopt;
  }
  const MoveLegality legality = game_.legality(c, *point);
  if (legality != MoveLegality::Legal) {
    fail(c, EngineError::Illegal, fmt::format("illegal move {} ({})", r.text, legalityName(legality)), "F");
    return std::nullopt;
  }
  return *point;
}

PlayedGame GameRun::play(MoveObserver observer, void* observerData) {
  if (s_.handicap >= 2) {
    if (auto points = fixedHandicapPoints(game_.geometry(), s_.handicap)) out_.handicap = *points;
    game_.addSetupStones(Color::Black, out_.handicap, true);
  }
  if (!setUp(*c_.black, Color::Black) || !setUp(*c_.white, Color::White)) return out_;
  GameResult& res = out_.result;
  for (const MoveRecord& m : s_.opening.empty() ? randomOpening(s_, c_.game / 2) : s_.opening) {
    if (!game_.play(m.color, m.point)) break;  // cannot happen after handicap-free checks; stop early
    out_.moves.push_back(m);
    out_.moveSeconds.push_back(0);
    if (!tellMove(Color::Black, m.color, m.point) || !tellMove(Color::White, m.color, m.point)) return out_;
  }
  const int maxMoves = s_.maxMoves > 0 ? s_.maxMoves : 3 * s_.size * s_.size;
  bool scored = false;
  while (int(out_.moves.size()) < maxMoves) {
    const Color c = game_.toMove();
    const bool forcedPass = (c == Color::Black) == c_.engine1White && s_.passFrom > 0 &&
                            int(out_.moves.size()) + 1 >= s_.passFrom;
    const std::optional<Point> point = forcedPass ? std::optional<Point>(kPass) : askMove(c);
    if (!point) break;
    game_.play(c, *point);
    out_.moves.push_back({c, *point});
    out_.moveSeconds.push_back(forcedPass ? 0.0 : lastSeconds_);
    if (observer) observer(observerData, c_.game, int(out_.moves.size()));
    // A forced pass is told to the passer too, so that it keeps the game as it is.
    if (forcedPass && !tellMove(c, c, *point)) break;
    if (!tellMove(opponent(c), c, *point)) break;
    if (game_.consecutivePasses() >= 2) {
      score();
      scored = true;
      break;
    }
  }
  if (!scored && int(out_.moves.size()) >= maxMoves && res.result == "?") {
    note(fmt::format("stopped after {} moves", maxMoves));
    score();
  }
  res.length = int(out_.moves.size());
  return out_;
}

}  // namespace

PlayedGame playGame(const MatchSettings& settings, const GameContext& context, MoveObserver observer,
                    void* observerData) {
  GameRun run(settings, context);
  return run.play(observer, observerData);
}

uint32_t gameSeed(const MatchSettings& settings, int game) {
  const uint64_t mixed = mixBits(mixBits(settings.seed) + uint64_t(game) + 1);
  return uint32_t(mixed % 0x7fffffffULL) + 1;
}

std::vector<MoveRecord> randomOpening(const MatchSettings& settings, int pair) {
  std::vector<MoveRecord> moves;
  if (settings.openingMoves <= 0) return moves;
  Game game(settings.size);
  if (settings.handicap >= 2)
    if (auto points = fixedHandicapPoints(game.geometry(), settings.handicap))
      game.addSetupStones(Color::Black, *points, true);
  Rng rng(settings.seed * 0x9e3779b97f4a7c15ULL + uint64_t(pair) + 1);
  const int n = settings.size;
  const int margin = n >= 7 ? 2 : 0;  // keep off the first two lines on real boards
  std::vector<Point> candidates;
  for (int i = 0; i < settings.openingMoves; ++i) {
    const Color c = game.toMove();
    candidates.clear();
    for (int y = margin; y < n - margin; ++y)
      for (int x = margin; x < n - margin; ++x) {
        const Point p = game.geometry().point(x, y);
        if (game.legality(c, p) == MoveLegality::Legal) candidates.push_back(p);
      }
    if (candidates.empty()) break;
    const Point p = candidates[rng.below(uint32_t(candidates.size()))];
    game.play(c, p);
    moves.push_back({c, p});
  }
  return moves;
}

std::string normalizeScore(const std::string& answer) {
  std::string a = lower(answer);
  while (!a.empty() && std::isspace(static_cast<unsigned char>(a.back()))) a.pop_back();
  while (!a.empty() && std::isspace(static_cast<unsigned char>(a.front()))) a.erase(0, 1);
  if (a == "0" || a == "draw" || a == "jigo" || a == "b+0" || a == "w+0") return "0";
  if (a.size() < 3 || (a[0] != 'b' && a[0] != 'w') || a[1] != '+') return "";
  const char side = char(std::toupper(static_cast<unsigned char>(a[0])));
  const std::string rest = a.substr(2);
  if (rest == "r" || rest == "resign") return fmt::format("{}+R", side);
  if (rest == "t" || rest == "time") return fmt::format("{}+T", side);
  if (rest == "f" || rest == "forfeit") return fmt::format("{}+F", side);
  auto margin = parseKomi(rest);
  if (!margin) return "";
  if (*margin == 0) return "0";
  return fmt::format("{}+{}", side, formatKomi(*margin));
}

}  // namespace kosumi::tools
