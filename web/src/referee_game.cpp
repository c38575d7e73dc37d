#include "web/src/referee_game.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>

#include "engine/score.h"
#include "engine/sgf.h"
#include "engine/vertex.h"
#include "gtp/version.h"
#include "referee/player_choice.h"
#include "web/src/js_options.h"
#include "engine/quoted_input.h"

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
  if (!c) return Error{"bad colour " + quotedInput(text) + " (black or white)"};
  return *c;
}

// {ok: false, reason, error} for a refusal.
val refusedAnswer(const Refusal& r) { return failure(r.reason, r.error); }

// {ok: true} when done, else the refusal.
val answer(const Refused& refused) { return refused ? refusedAnswer(*refused) : success(); }

val confirmationList(const Referee& referee) {
  val out = val::array();
  for (Color c : {Color::Black, Color::White})
    if (referee.confirmed(c)) out.call<void>("push", std::string(colorName(c)));
  return out;
}

}  // namespace

// Unparks the game for one call and parks it again when the outermost call ends, also when it
// ends by an exception. The count is raised only once the board exists, so a failed unpark leaves
// the next call to try again.
class RefereeGame::Unparked {
 public:
  explicit Unparked(const RefereeGame& g) : g_(g) {
    if (g_.calls_ == 0) g_.game().unpark();
    ++g_.calls_;
  }
  ~Unparked() {
    if (--g_.calls_ == 0) g_.game().park();
  }
  Unparked(const Unparked&) = delete;
  Unparked& operator=(const Unparked&) = delete;

 private:
  const RefereeGame& g_;
};

RefereeGame::RefereeGame(Game game, PlayerOptions player, Confirmation confirmation, std::optional<size_t> resumedAt)
    : referee_(std::move(game), confirmation, resumedAt), baseOptions_(player) {
  referee_.game().park();
}

double RefereeGame::memoryBytes() const {
  return double(sizeof(RefereeGame) + game().heapBytes() + baseOptions_.mode.capacity());
}

Status RefereeGame::load(const std::string& bytes) {
  if (Status s = referee_.load(bytes); !s) return s;
  referee_.game().park();
  return {};
}

val RefereeGame::save() const {
  const std::string bytes = referee_.save();
  // A Uint8Array made from a view of the module's memory copies it: the bytes outlive this call.
  return val::global("Uint8Array").new_(
      emscripten::typed_memory_view(bytes.size(), reinterpret_cast<const uint8_t*>(bytes.data())));
}

int RefereeGame::consecutivePasses() const { return referee_.consecutivePasses(); }

std::string RefereeGame::phase() const { return gamePhaseName(referee_.phase()); }

std::string RefereeGame::toMove() const { return colorName(game().toMove()); }

val RefereeGame::setRules(const val& options) {
  const Unparked unparked(*this);
  Expected<Rules> rules = Error{""};
  if (options.typeOf().as<std::string>() == "string") {
    rules = Rules::parse(options.as<std::string>());
  } else {
    if (Status s = checkKeys(options, optionKeys(kRulesKeys)); !s) return invalid(s.error());
    rules = readRules(options, game().rules());
  }
  if (!rules) return invalid(rules.error());
  return answer(referee_.setRules(*rules));
}

val RefereeGame::legality(const std::string& color, const std::string& vertex) const {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  auto p = parseVertex(vertex, game().geometry());
  if (!p) return invalid(p.error());
  return answer(referee_.legality(*c, *p));
}

val RefereeGame::play(const std::string& color, const std::string& vertex) {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  auto p = parseVertex(vertex, game().geometry());
  if (!p) return invalid(p.error());
  const Bitboard before = game().board().stones(opponent(*c));
  if (Refused refused = referee_.play(*c, *p)) return refusedAnswer(*refused);
  val out = success();
  out.set("color", colorName(*c));
  out.set("vertex", formatVertex(*p, game().geometry()));
  out.set("captured", vertexArray(before.andNot(game().board().stones(opponent(*c))), game().geometry()));
  return out;
}

val RefereeGame::legalMoves(const std::string& color) const {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  Bitboard legal;
  boardMask(game().geometry()).forEach([&](Point p) {
    if (game().legality(*c, p) == MoveLegality::Legal) legal.set(p);
  });
  val out = success();
  out.set("moves", vertexArray(legal, game().geometry()));
  return out;
}

val RefereeGame::captures() const {
  const Unparked unparked(*this);
  val out = val::object();
  out.set("black", game().board().captures(Color::Black));
  out.set("white", game().board().captures(Color::White));
  return out;
}

val RefereeGame::rows() const {
  const Unparked unparked(*this);
  const Geometry& geo = game().geometry();
  val out = val::array();
  for (int y = geo.size() - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < geo.size(); ++x) {
      const Color c = game().board().at(geo.point(x, y));
      row += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    out.call<void>("push", row);
  }
  return out;
}

val RefereeGame::moves() const {
  val out = val::array();
  for (const MoveRecord& m : game().moves()) {
    val move = val::object();
    move.set("color", colorName(m.color));
    move.set("vertex", formatVertex(m.point, game().geometry()));
    out.call<void>("push", move);
  }
  return out;
}

val RefereeGame::undo() {
  const Unparked unparked(*this);
  return answer(referee_.undo());
}

val RefereeGame::score(const val& dead) const {
  const Unparked unparked(*this);
  const Board& board = game().board();
  std::optional<Bitboard> deadStones;
  if (!dead.isUndefined() && !dead.isNull()) {
    if (!dead.isArray()) return invalid("dead must be an array of vertices");
    const unsigned n = dead["length"].as<unsigned>();
    if (n > unsigned(kMaxPoints)) return invalid("too many dead stones");
    deadStones.emplace();
    for (unsigned i = 0; i < n; ++i) {
      const val v = dead[i];
      if (!v.isString()) return invalid("dead must be an array of vertices");
      auto p = parseVertex(v.as<std::string>(), game().geometry());
      if (!p) return invalid(p.error());
      if (*p == kPass || !isStone(board.at(*p)))
        return invalid("dead stone " + v.as<std::string>() + " is not a stone");
      *deadStones |= board.chainStones(*p);
    }
  }
  Score s;
  if (Refused refused = referee_.score(deadStones, s)) return refusedAnswer(*refused);
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
    side.set("territoryPoints", vertexArray(s.territoryPoints[i], game().geometry()));
    out.set(colorName(c), side);
  }
  out.set("dead", vertexArray(s.deadStones, game().geometry()));
  return out;
}

val RefereeGame::judgeDead() {
  const Unparked unparked(*this);
  val out = success();
  out.set("dead", vertexArray(referee_.judgeDead(), game().geometry()));
  return out;
}

std::string RefereeGame::sgf(const std::string& result) const {
  const Unparked unparked(*this);
  return referee_.sgf(result, std::string("Kosumi:") + gtp::kVersion);
}

val RefereeGame::toggleDead(const std::string& vertex) {
  const Unparked unparked(*this);
  auto p = parseVertex(vertex, game().geometry());
  if (!p) return invalid(p.error());
  if (Refused refused = referee_.toggleDead(*p)) return refusedAnswer(*refused);
  const Bitboard chain = game().board().chainStones(*p);
  const Bitboard marks = referee_.marks();
  val out = success();
  out.set("dead", !(marks & chain).empty());
  out.set("chain", vertexArray(chain, game().geometry()));
  out.set("marks", vertexArray(marks, game().geometry()));
  return out;
}

val RefereeGame::proposeMarks() {
  const Unparked unparked(*this);
  if (Refused refused = referee_.proposeMarks()) return refusedAnswer(*refused);
  val out = success();
  out.set("marks", vertexArray(referee_.marks(), game().geometry()));
  return out;
}

val RefereeGame::marks() const {
  const Unparked unparked(*this);
  return vertexArray(referee_.marks(), game().geometry());
}

val RefereeGame::confirmations() const { return confirmationList(referee_); }

val RefereeGame::confirm(const std::string& color) {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  if (Refused refused = referee_.confirm(*c)) return refusedAnswer(*refused);
  val out = success();
  out.set("confirmed", confirmationList(referee_));
  out.set("complete", referee_.phase() == GamePhase::Over);
  return out;
}

val RefereeGame::resume() {
  const Unparked unparked(*this);
  return answer(referee_.resume());
}

val RefereeGame::resign(const std::string& color) {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  return answer(referee_.resign(*c));
}

val RefereeGame::offerDraw(const std::string& color) {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  return answer(referee_.offerDraw(*c));
}

val RefereeGame::answerDraw(const std::string& color, bool accept) {
  const Unparked unparked(*this);
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  return answer(referee_.answerDraw(*c, accept));
}

std::string RefereeGame::drawOffer() const {
  const std::optional<Color> offer = referee_.drawOffer();
  return offer ? colorName(*offer) : "";
}

val RefereeGame::result() const {
  const Unparked unparked(*this);
  val out = success();
  out.set("phase", phase());
  const std::optional<GameEnd> end = referee_.ending();
  out.set("ended", end ? val(std::string(gameEndingName(end->how))) : val::null());
  out.set("winner", end && end->winner ? val(std::string(colorName(*end->winner))) : val::null());
  out.set("margin", end && end->how != GameEnding::Resign ? val(end->margin) : val::null());
  out.set("text", end ? end->text : std::string());
  return out;
}

val RefereeGame::genmove(const val& options, const val& stopRequested) {
  const Unparked unparked(*this);
  std::vector<std::string> keys = optionKeys(kPlayerKeys);
  keys.insert(keys.end(), {"color", "play"});
  if (Status s = checkKeys(options, keys); !s) return invalid(s.error());
  PlayerOptions player = baseOptions_;
  const bool given = !options.isUndefined() && !options.isNull();
  if (given) {
    if (Status s = readPlayerOptions(options, player); !s) return invalid(s.error());
  }
  Color color = game().toMove();
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
  if (Refused refused = referee_.unlessPhase(GamePhase::Play)) return refusedAnswer(*refused);
  if (playIt && color != game().toMove())
    return invalid(std::string("it is ") + colorName(game().toMove()) + "'s turn");
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
  // The player, and with it the search's memory (its node pool, tens of MiB reserved), exists
  // only for this call: a server holds thousands of games, and one kept per game that asked
  // once would exhaust the module's memory after a few dozen. A move searched again from the
  // same position with the same seed is the same move.
  MoveChoice choice = makePlayer(player)->chooseMove(game(), request);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  passInsteadOfIllegal(game(), color, choice);
  val out = success();
  out.set("color", colorName(color));
  out.set("move", choice.resign ? std::string("resign") : formatVertex(choice.move, game().geometry()));
  out.set("seconds", seconds);
  out.set("playouts", double(choice.playouts));
  out.set("captured", val::array());
  out.set("played", false);
  const Bitboard before = game().board().stones(opponent(color));
  if (playIt && !choice.resign) {
    if (Refused refused = referee_.play(color, choice.move)) return refusedAnswer(*refused);
    out.set("captured", vertexArray(before.andNot(game().board().stones(opponent(color))), game().geometry()));
    out.set("played", true);
  } else if (!choice.resign && choice.move != kPass) {
    // A suggestion lists the stones it would take, so that a front end which plays it later
    // (the package's worker commits a move only once it knows the game did not change) knows
    // them as soon as it has the answer.
    Board after = game().board();
    after.play(choice.move, color);
    out.set("captured", vertexArray(before.andNot(after.stones(opponent(color))), game().geometry()));
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

// The player's keys of a game's options over the package's defaults.
Expected<PlayerOptions> readGamePlayer(const val& options) {
  PlayerOptions player;
  player.maxMemoryBytes = kDefaultWebMemoryBytes;
  if (Status s = readPlayerOptions(options, player); !s) return Error{s.error()};
  return player;
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
  auto player = readGamePlayer(options);
  if (!player) return invalid(player.error());
  auto confirmation = readConfirmation(options);
  if (!confirmation) return invalid(confirmation.error());
  val out = success();
  out.set("game", val(std::make_shared<RefereeGame>(Game(size, *rules), *player, *confirmation)));
  return out;
}

val refereeGameFromSgf(const std::string& text, const val& options) {
  if (Status s = checkKeys(options, gameKeys()); !s) return invalid(s.error());
  auto baseRules = readRules(options, Rules::chinese());
  if (!baseRules) return invalid(baseRules.error());
  auto player = readGamePlayer(options);
  if (!player) return invalid(player.error());
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
  out.set("game", val(std::make_shared<RefereeGame>(std::move(game.value()), *player, *confirmation,
                                                    record->playResumedAt)));
  return out;
}

val loadRefereeGame(const val& bytes, const val& options) {
  if (!bytes.instanceof(val::global("Uint8Array"))) return invalid("a saved game is a Uint8Array");
  // Copied in with the array's own set(), one block: embind's std::string argument copies a
  // Uint8Array a byte at a time, which cost more than all the rest of a load.
  std::string copy(bytes["length"].as<size_t>(), '\0');
  val(emscripten::typed_memory_view(copy.size(), reinterpret_cast<uint8_t*>(copy.data()))).call<void>("set", bytes);
  auto player = readGamePlayer(options);
  if (!player) return invalid(player.error());
  // The smallest game, replaced at once by the bytes' game.
  auto game = std::make_shared<RefereeGame>(Game(kMinSize), *player);
  if (Status s = game->load(copy); !s) return invalid(s.error());
  val out = success();
  out.set("game", val(game));
  return out;
}

}  // namespace kosumi::web
