#include "web/src/referee_game.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>

#include "engine/score.h"
#include "engine/sgf.h"
#include "engine/vertex.h"
#include "gtp/version.h"
#include "web/src/js_options.h"

namespace kosumi::web {

using emscripten::val;

namespace {

const char* colorName(Color c) { return c == Color::Black ? "black" : "white"; }

val failure(const std::string& reason, const std::string& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("reason", reason);
  out.set("error", error);
  return out;
}

val invalid(const std::string& error) { return failure("invalid", error); }

val success() {
  val out = val::object();
  out.set("ok", true);
  return out;
}

val vertexArray(const Bitboard& points, const Geometry& geo) {
  val out = val::array();
  points.forEach([&](Point p) { out.call<void>("push", formatVertex(p, geo)); });
  return out;
}

// A colour word as the engine reads it (b, black, w, white, any case).
Expected<Color> readColor(const std::string& text) {
  auto c = parseColor(text);
  if (!c) return Error{"bad colour '" + text.substr(0, 40) + "' (black or white)"};
  return *c;
}

const char* phaseName(GamePhase p) {
  switch (p) {
    case GamePhase::Play: return "play";
    case GamePhase::Marking: return "marking";
    case GamePhase::Over: return "over";
  }
  return "play";
}

const char* endingName(GameEnding e) {
  switch (e) {
    case GameEnding::Score: return "score";
    case GameEnding::Resign: return "resign";
    case GameEnding::Draw: return "draw";
  }
  return "score";
}

val colorList(const bool (&which)[2]) {
  val out = val::array();
  for (Color c : {Color::Black, Color::White})
    if (which[index(c)]) out.call<void>("push", std::string(colorName(c)));
  return out;
}

// Each side's territory as SGF's TB and TW, for the last node of the record.
std::string territoryProperties(const Score& s, const Geometry& geo) {
  std::string out;
  for (Color c : {Color::Black, Color::White}) {
    std::string list;
    s.territoryPoints[index(c)].forEach([&](Point p) { list.append("[").append(formatSgfPoint(p, geo)).append("]"); });
    if (!list.empty()) out.append(c == Color::Black ? "TB" : "TW").append(list);
  }
  return out;
}

}  // namespace

RefereeGame::RefereeGame(Game game, PlayerOptions player, Confirmation confirmation)
    : game_(std::move(game)), baseOptions_(player), confirmation_(confirmation) {
  // A record does not say where play resumed, but the referee writes a run of passes only as
  // pairs that each reached marking, with play resumed after each: an odd run ends in play with
  // one pass since resuming, an even run in marking, its last pair counting.
  const int passes = game_.consecutivePasses();
  if (passes > 2) resumedAt_ = game_.moves().size() - (passes % 2 == 1 ? 1 : 2);
}

int RefereeGame::consecutivePasses() const {
  const int sinceResume = int(game_.moves().size() - std::min(resumedAt_, game_.moves().size()));
  return std::min(game_.consecutivePasses(), sinceResume);
}

GamePhase RefereeGame::currentPhase() const {
  if (end_) return GamePhase::Over;
  if (consecutivePasses() < 2) return GamePhase::Play;
  return game_.rules().dead == DeadStones::Marked ? GamePhase::Marking : GamePhase::Over;
}

std::string RefereeGame::phase() const { return phaseName(currentPhase()); }

val RefereeGame::refusedUnless(GamePhase allowed) const {
  const GamePhase now = currentPhase();
  if (now == allowed) return val::undefined();
  if (now == GamePhase::Over) return failure("phase", "the game is over");
  if (now == GamePhase::Marking) return failure("phase", "dead stones are being marked");
  // In play, asked for marking.
  if (game_.rules().dead == DeadStones::AsIs)
    return failure("phase", "pass twice first: the board is then scored as it stands (dead=as-is)");
  return failure("phase", "pass twice first");
}

RefereeGame::Ending RefereeGame::scoredEnding(const Bitboard& dead, bool marked) const {
  const Score s = game_.score(dead);
  Ending e;
  e.how = GameEnding::Score;
  e.margin = s.margin();
  if (e.margin > 0) e.winner = Color::Black;
  if (e.margin < 0) e.winner = Color::White;
  e.text = s.result();
  e.dead = s.deadStones;
  e.marked = marked;
  return e;
}

std::optional<RefereeGame::Ending> RefereeGame::ending() const {
  if (end_) return end_;
  if (currentPhase() == GamePhase::Over) return scoredEnding(Bitboard(), false);
  return std::nullopt;
}

void RefereeGame::clearMarks() {
  marks_ = Bitboard();
  confirmed_[0] = confirmed_[1] = false;
}

void RefereeGame::settleIfOver() {
  if (currentPhase() != GamePhase::Over) return;
  // Nothing is left to answer once the game is over, so no draw offer can stand; and a game
  // ended as it stands (dead=as-is) was scored with no stones dead, whatever was marked before.
  drawOffer_.reset();
  if (!end_) clearMarks();
}

std::string RefereeGame::toMove() const { return colorName(game_.toMove()); }

val RefereeGame::setRules(const val& options) {
  Expected<Rules> rules = Error{""};
  if (options.typeOf().as<std::string>() == "string") {
    rules = Rules::parse(options.as<std::string>());
  } else {
    if (Status s = checkKeys(options, optionKeys(kRulesKeys)); !s) return invalid(s.error());
    rules = readRules(options, game_.rules());
  }
  if (!rules) return invalid(rules.error());
  // A recorded end keeps the result it was given; under dead=as-is the end follows the rules.
  if (end_) return failure("phase", "the game is over");
  game_.setRules(*rules);
  // The marks stand, but what was confirmed was a score under other rules.
  confirmed_[0] = confirmed_[1] = false;
  // dead=as-is during marking ends the game at once.
  settleIfOver();
  return success();
}

val RefereeGame::legality(const std::string& color, const std::string& vertex) const {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  auto p = parseVertex(vertex, game_.geometry());
  if (!p) return invalid(p.error());
  if (val refused = refusedUnless(GamePhase::Play); !refused.isUndefined()) return refused;
  if (*c != game_.toMove()) return invalid(std::string("it is ") + colorName(game_.toMove()) + "'s turn");
  const MoveLegality r = game_.legality(*c, *p);
  if (r != MoveLegality::Legal) return failure(legalityName(r), std::string("illegal move: ") + legalityName(r));
  return success();
}

val RefereeGame::play(const std::string& color, const std::string& vertex) {
  val checked = legality(color, vertex);
  if (!checked["ok"].as<bool>()) return checked;
  const Color c = *parseColor(color);
  const Point p = *parseVertex(vertex, game_.geometry());
  const Bitboard before = game_.board().stones(opponent(c));
  if (Status s = game_.play(c, p); !s) return invalid(s.error());
  // Moving instead of answering declines the opponent's draw offer.
  if (drawOffer_ && *drawOffer_ != c) drawOffer_.reset();
  // The second pass under dead=as-is ends the game, the offerer's own move included.
  settleIfOver();
  val out = success();
  out.set("color", colorName(c));
  out.set("vertex", formatVertex(p, game_.geometry()));
  out.set("captured", vertexArray(before.andNot(game_.board().stones(opponent(c))), game_.geometry()));
  return out;
}

val RefereeGame::legalMoves(const std::string& color) const {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  Bitboard legal;
  boardMask(game_.geometry()).forEach([&](Point p) {
    if (game_.legality(*c, p) == MoveLegality::Legal) legal.set(p);
  });
  val out = success();
  out.set("moves", vertexArray(legal, game_.geometry()));
  return out;
}

val RefereeGame::captures() const {
  val out = val::object();
  out.set("black", game_.board().captures(Color::Black));
  out.set("white", game_.board().captures(Color::White));
  return out;
}

val RefereeGame::rows() const {
  const Geometry& geo = game_.geometry();
  val out = val::array();
  for (int y = geo.size() - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < geo.size(); ++x) {
      const Color c = game_.board().at(geo.point(x, y));
      row += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    out.call<void>("push", row);
  }
  return out;
}

val RefereeGame::moves() const {
  val out = val::array();
  for (const MoveRecord& m : game_.moves()) {
    val move = val::object();
    move.set("color", colorName(m.color));
    move.set("vertex", formatVertex(m.point, game_.geometry()));
    out.call<void>("push", move);
  }
  return out;
}

val RefereeGame::undo() {
  if (currentPhase() == GamePhase::Over) return failure("phase", "the game is over");
  // During marking the last move is the second pass: taking it back returns to play.
  if (!game_.undo()) return invalid("cannot undo: no move was played");
  resumedAt_ = std::min(resumedAt_, game_.moves().size());
  clearMarks();
  drawOffer_.reset();
  return success();
}

val RefereeGame::score(const val& dead) const {
  const Board& board = game_.board();
  Bitboard deadStones;
  if (!dead.isUndefined() && !dead.isNull()) {
    if (!dead.isArray()) return invalid("dead must be an array of vertices");
    const unsigned n = dead["length"].as<unsigned>();
    if (n > unsigned(kMaxPoints)) return invalid("too many dead stones");
    for (unsigned i = 0; i < n; ++i) {
      const val v = dead[i];
      if (!v.isString()) return invalid("dead must be an array of vertices");
      auto p = parseVertex(v.as<std::string>(), game_.geometry());
      if (!p) return invalid(p.error());
      if (*p == kPass || !isStone(board.at(*p)))
        return invalid("dead stone " + v.as<std::string>() + " is not a stone");
      deadStones |= board.chainStones(*p);
    }
  }
  const GamePhase now = currentPhase();
  if (now == GamePhase::Play) return failure("phase", "pass twice first");
  if (dead.isUndefined() || dead.isNull()) {
    if (now == GamePhase::Marking) deadStones = marks_;
    else if (end_ && end_->marked) deadStones = end_->dead;
  }
  const Score s = game_.score(deadStones);
  val out = success();
  out.set("result", s.result());
  out.set("margin", s.margin());
  out.set("komi", s.komi);
  out.set("scoring", scoringName(s.scoring));
  for (Color c : {Color::Black, Color::White}) {
    val side = val::object();
    const int i = index(c);
    side.set("points", s.points(c));
    side.set("stones", s.stones[i]);
    side.set("territory", s.territory[i]);
    side.set("prisoners", s.prisoners[i]);
    side.set("deadCaptured", s.deadCaptured[i]);
    side.set("territoryPoints", vertexArray(s.territoryPoints[i], game_.geometry()));
    out.set(colorName(c), side);
  }
  out.set("dead", vertexArray(s.deadStones, game_.geometry()));
  return out;
}

val RefereeGame::judgeDead() {
  const Bitboard dead = judge_.judge(game_).dead;
  val out = success();
  out.set("dead", vertexArray(dead, game_.geometry()));
  return out;
}

std::string RefereeGame::sgf(const std::string& result) const {
  std::string written = result;
  const std::optional<Ending> end = ending();
  if (written.empty() && end) written = end->text;
  // During marking nothing is agreed yet: the board's score as it stands.
  if (written.empty() && currentPhase() == GamePhase::Marking) written = game_.score(Bitboard()).result();
  std::string out = formatSgf(game_, written, std::string("Kosumi:") + gtp::kVersion);
  if (end && end->marked) {
    // The record ends ")\n": the territory goes into its last node.
    const std::string territory = territoryProperties(game_.score(end->dead), game_.geometry());
    out.insert(out.size() - 2, territory);
  }
  return out;
}

val RefereeGame::toggleDead(const std::string& vertex) {
  auto p = parseVertex(vertex, game_.geometry());
  if (!p) return invalid(p.error());
  if (*p == kPass) return invalid("a pass is not a stone");
  if (val refused = refusedUnless(GamePhase::Marking); !refused.isUndefined()) return refused;
  if (!isStone(game_.board().at(*p)))
    return failure("empty", "there is no stone at " + formatVertex(*p, game_.geometry()));
  const Bitboard chain = game_.board().chainStones(*p);
  const bool marked = (marks_ & chain).empty();
  marks_ = marked ? (marks_ | chain) : marks_.andNot(chain);
  confirmed_[0] = confirmed_[1] = false;
  val out = success();
  out.set("dead", marked);
  out.set("chain", vertexArray(chain, game_.geometry()));
  out.set("marks", vertexArray(marks_, game_.geometry()));
  return out;
}

val RefereeGame::proposeMarks() {
  if (val refused = refusedUnless(GamePhase::Marking); !refused.isUndefined()) return refused;
  marks_ = judge_.judge(game_).dead;
  confirmed_[0] = confirmed_[1] = false;
  val out = success();
  out.set("marks", vertexArray(marks_, game_.geometry()));
  return out;
}

val RefereeGame::marks() const {
  if (end_ && end_->marked) return vertexArray(end_->dead, game_.geometry());
  return vertexArray(marks_, game_.geometry());
}

val RefereeGame::confirmations() const { return colorList(confirmed_); }

val RefereeGame::confirm(const std::string& color) {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  if (val refused = refusedUnless(GamePhase::Marking); !refused.isUndefined()) return refused;
  confirmed_[index(*c)] = true;
  const bool complete = confirmation_ == Confirmation::One || (confirmed_[0] && confirmed_[1]);
  val out = success();
  out.set("confirmed", colorList(confirmed_));
  out.set("complete", complete);
  if (complete) {
    end_ = scoredEnding(marks_, true);
    settleIfOver();
  }
  return out;
}

val RefereeGame::resume() {
  if (val refused = refusedUnless(GamePhase::Marking); !refused.isUndefined()) return refused;
  clearMarks();
  resumedAt_ = game_.moves().size();
  return success();
}

val RefereeGame::resign(const std::string& color) {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  if (currentPhase() == GamePhase::Over) return failure("phase", "the game is over");
  Ending e;
  e.how = GameEnding::Resign;
  e.winner = opponent(*c);
  e.text = std::string(*e.winner == Color::Black ? "B" : "W") + "+R";
  end_ = e;
  clearMarks();
  drawOffer_.reset();
  return success();
}

val RefereeGame::offerDraw(const std::string& color) {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  if (currentPhase() == GamePhase::Over) return failure("phase", "the game is over");
  if (drawOffer_)
    return failure("offer", std::string(colorName(*drawOffer_)) + "'s draw offer is waiting for an answer");
  drawOffer_ = *c;
  return success();
}

val RefereeGame::answerDraw(const std::string& color, bool accept) {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  if (currentPhase() == GamePhase::Over) return failure("phase", "the game is over");
  if (!drawOffer_) return failure("offer", "no draw has been offered");
  if (*drawOffer_ == *c) return failure("offer", std::string(colorName(*c)) + " cannot answer its own draw offer");
  drawOffer_.reset();
  if (accept) {
    Ending e;
    e.how = GameEnding::Draw;
    e.text = "0";
    end_ = e;
    clearMarks();
  }
  return success();
}

std::string RefereeGame::drawOffer() const { return drawOffer_ ? colorName(*drawOffer_) : ""; }

val RefereeGame::result() const {
  val out = success();
  out.set("phase", phase());
  const std::optional<Ending> end = ending();
  out.set("ended", end ? val(std::string(endingName(end->how))) : val::null());
  out.set("winner", end && end->winner ? val(std::string(colorName(*end->winner))) : val::null());
  out.set("margin", end && end->how != GameEnding::Resign ? val(end->margin) : val::null());
  out.set("text", end ? end->text : std::string());
  return out;
}

Player& RefereeGame::playerFor(const PlayerOptions& options) {
  const auto same = [](const PlayerOptions& a, const PlayerOptions& b) {
    return a.threads == b.threads && a.playouts == b.playouts && a.secondsPerMove == b.secondsPerMove &&
           a.seed == b.seed && a.maxMemoryBytes == b.maxMemoryBytes && a.resignThreshold == b.resignThreshold &&
           a.mode == b.mode && a.playoutPolicy == b.playoutPolicy && a.level == b.level && a.ponder == b.ponder;
  };
  if (!player_ || !same(options, playerOptions_)) {
    player_ = makePlayer(options);
    playerOptions_ = options;
  }
  return *player_;
}

val RefereeGame::genmove(const val& options, const val& stopRequested) {
  std::vector<std::string> keys = optionKeys(kPlayerKeys);
  keys.insert(keys.end(), {"color", "play"});
  if (Status s = checkKeys(options, keys); !s) return invalid(s.error());
  PlayerOptions player = baseOptions_;
  const bool given = !options.isUndefined() && !options.isNull();
  if (given) {
    if (Status s = readPlayerOptions(options, player); !s) return invalid(s.error());
  }
  Color color = game_.toMove();
  bool playIt = true;
  if (given && !options["color"].isUndefined()) {
    if (!options["color"].isString()) return invalid("bad value for color: must be black or white");
    auto c = readColor(options["color"].as<std::string>());
    if (!c) return invalid(c.error());
    color = *c;
  }
  if (given && !options["play"].isUndefined()) {
    if (options["play"].typeOf().as<std::string>() != "boolean") return invalid("bad value for play: must be true or false");
    playIt = options["play"].as<bool>();
  }
  if (val refused = refusedUnless(GamePhase::Play); !refused.isUndefined()) return refused;
  if (playIt && color != game_.toMove())
    return invalid(std::string("it is ") + colorName(game_.toMove()) + "'s turn");
  MoveRequest request;
  request.color = color;
  // The search reads the interrupt between playouts and calls onAnalysis from the same loop:
  // the caller's function is asked there, and its answer raised as the interrupt.
  std::atomic<bool> interrupt{false};
  if (stopRequested.typeOf().as<std::string>() == "function") {
    const auto poll = [&] {
      if (stopRequested().isTrue()) interrupt.store(true, std::memory_order_relaxed);
    };
    poll();
    request.interrupt = &interrupt;
    request.analysisSeconds = kStopPollSeconds;
    request.onAnalysis = [&](const SearchAnalysis&) { poll(); };
  }
  const auto start = std::chrono::steady_clock::now();
  MoveChoice choice = playerFor(player).chooseMove(game_, request);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // A player that broke its contract passes instead, as the GTP session does.
  if (!choice.resign && game_.legality(color, choice.move) != MoveLegality::Legal) choice.move = kPass;
  val out = success();
  out.set("color", colorName(color));
  out.set("move", choice.resign ? std::string("resign") : formatVertex(choice.move, game_.geometry()));
  out.set("seconds", seconds);
  out.set("playouts", double(choice.playouts));
  out.set("captured", val::array());
  out.set("played", false);
  const Bitboard before = game_.board().stones(opponent(color));
  if (playIt && !choice.resign) {
    if (Status s = game_.play(color, choice.move); !s) return invalid(s.error());
    out.set("captured", vertexArray(before.andNot(game_.board().stones(opponent(color))), game_.geometry()));
    out.set("played", true);
    if (drawOffer_ && *drawOffer_ != color) drawOffer_.reset();
    settleIfOver();
  } else if (!choice.resign && choice.move != kPass) {
    // A suggestion lists the stones it would take, so that a front end which plays it later
    // (the package's worker commits a move only once it knows the game did not change) knows
    // them as soon as it has the answer.
    Board after = game_.board();
    after.play(choice.move, color);
    out.set("captured", vertexArray(before.andNot(after.stones(opponent(color))), game_.geometry()));
  }
  return out;
}

namespace {
// A game's keys: the rules', the player's, the board size and who confirms the marks.
std::vector<std::string> gameKeys() {
  std::vector<std::string> keys = optionKeys(kRulesKeys | kPlayerKeys);
  keys.push_back("size");
  keys.push_back("confirm");
  return keys;
}

Expected<Confirmation> readConfirmation(const val& options) {
  if (options.isUndefined() || options.isNull() || options["confirm"].isUndefined()) return Confirmation::One;
  const val v = options["confirm"];
  if (v.isString() && v.as<std::string>() == "one") return Confirmation::One;
  if (v.isString() && v.as<std::string>() == "both") return Confirmation::Both;
  return Error{"bad value for confirm: must be one or both"};
}
}  // namespace

val newRefereeGame(const val& options) {
  if (Status s = checkKeys(options, gameKeys()); !s) return invalid(s.error());
  auto rules = readRules(options, Rules::chinese());
  if (!rules) return invalid(rules.error());
  int size = 19;
  if (!options.isUndefined() && !options.isNull() && !options["size"].isUndefined()) {
    const val v = options["size"];
    if (!v.isNumber() || v.as<double>() != double(int(v.as<double>())) || v.as<int>() < kMinSize ||
        v.as<int>() > kMaxSize)
      return invalid("bad value for size: must be an integer from 2 to 25");
    size = v.as<int>();
  }
  PlayerOptions player;
  player.maxMemoryBytes = kDefaultWebMemoryBytes;
  if (Status s = readPlayerOptions(options, player); !s) return invalid(s.error());
  auto confirmation = readConfirmation(options);
  if (!confirmation) return invalid(confirmation.error());
  val out = success();
  out.set("game", val(std::make_shared<RefereeGame>(Game(size, *rules), player, *confirmation)));
  return out;
}

val refereeGameFromSgf(const std::string& text, const val& options) {
  if (Status s = checkKeys(options, gameKeys()); !s) return invalid(s.error());
  auto baseRules = readRules(options, Rules::chinese());
  if (!baseRules) return invalid(baseRules.error());
  PlayerOptions player;
  player.maxMemoryBytes = kDefaultWebMemoryBytes;
  if (Status s = readPlayerOptions(options, player); !s) return invalid(s.error());
  auto confirmation = readConfirmation(options);
  if (!confirmation) return invalid(confirmation.error());
  const SgfLimits limits;
  if (text.size() > limits.maxBytes) return invalid("SGF text is larger than 4 MiB");
  auto record = parseSgf(text, limits);
  if (!record) return invalid(record.error());
  Rules rules = *baseRules;
  if (!record->rules.empty()) {
    auto fromSgf = rulesFromSgf(record->rules);
    if (!fromSgf) return invalid(fromSgf.error());
    rules = *fromSgf;
  }
  auto game = replaySgf(*record, rules);
  if (!game) return invalid(game.error());
  val out = success();
  out.set("game", val(std::make_shared<RefereeGame>(std::move(game.value()), player, *confirmation)));
  return out;
}

}  // namespace kosumi::web
