#include "web/src/referee_game.h"

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

// The result to record once the game has ended: the score of the board with no stones marked.
std::string finishedResult(const Game& game) {
  if (game.consecutivePasses() < 2) return {};
  return game.score(Bitboard()).result();
}

}  // namespace

RefereeGame::RefereeGame(Game game, PlayerOptions player) : game_(std::move(game)), baseOptions_(player) {}

std::string RefereeGame::toMove() const { return colorName(game_.toMove()); }

val RefereeGame::setRules(const val& options) {
  if (options.typeOf().as<std::string>() == "string") {
    auto rules = Rules::parse(options.as<std::string>());
    if (!rules) return invalid(rules.error());
    game_.setRules(*rules);
    return success();
  }
  if (Status s = checkKeys(options, optionKeys(kRulesKeys)); !s) return invalid(s.error());
  auto rules = readRules(options, game_.rules());
  if (!rules) return invalid(rules.error());
  game_.setRules(*rules);
  return success();
}

val RefereeGame::legality(const std::string& color, const std::string& vertex) const {
  auto c = readColor(color);
  if (!c) return invalid(c.error());
  auto p = parseVertex(vertex, game_.geometry());
  if (!p) return invalid(p.error());
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
  if (!game_.undo()) return invalid("cannot undo: no move was played");
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
  return formatSgf(game_, result.empty() ? finishedResult(game_) : result, std::string("Kosumi:") + gtp::kVersion);
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

val RefereeGame::genmove(const val& options) {
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
  if (playIt && color != game_.toMove())
    return invalid(std::string("it is ") + colorName(game_.toMove()) + "'s turn");
  MoveRequest request;
  request.color = color;
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
  if (playIt && !choice.resign) {
    const Bitboard before = game_.board().stones(opponent(color));
    if (Status s = game_.play(color, choice.move); !s) return invalid(s.error());
    out.set("captured", vertexArray(before.andNot(game_.board().stones(opponent(color))), game_.geometry()));
    out.set("played", true);
  }
  return out;
}

namespace {
// A game's keys: the rules', the player's and the board size.
std::vector<std::string> gameKeys() {
  std::vector<std::string> keys = optionKeys(kRulesKeys | kPlayerKeys);
  keys.push_back("size");
  return keys;
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
  val out = success();
  out.set("game", val(std::make_shared<RefereeGame>(Game(size, *rules), player)));
  return out;
}

val refereeGameFromSgf(const std::string& text, const val& options) {
  if (Status s = checkKeys(options, gameKeys()); !s) return invalid(s.error());
  auto baseRules = readRules(options, Rules::chinese());
  if (!baseRules) return invalid(baseRules.error());
  PlayerOptions player;
  player.maxMemoryBytes = kDefaultWebMemoryBytes;
  if (Status s = readPlayerOptions(options, player); !s) return invalid(s.error());
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
  out.set("game", val(std::make_shared<RefereeGame>(std::move(game.value()), player)));
  return out;
}

}  // namespace kosumi::web
