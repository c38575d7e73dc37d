// What the WebAssembly module offers JavaScript: the GTP engine, the referee game and the
// playout benchmark. The package's JavaScript (web/package/) wraps these in its typed API.
#include <emscripten/bind.h>

#include <memory>

#include "gtp/version.h"
#include "tools/common/bench_util.h"
#include "web/src/gtp_engine.h"
#include "web/src/js_options.h"
#include "web/src/referee_game.h"

namespace kosumi::web {
namespace {

using emscripten::val;

// {ok: true, engine} or {ok: false, error}.
val newGtpEngine(const val& options) {
  auto parsed = readEngineOptions(options);
  val out = val::object();
  if (!parsed) {
    out.set("ok", false);
    out.set("error", parsed.error());
    return out;
  }
  out.set("ok", true);
  out.set("engine", val(std::make_shared<GtpEngine>(*parsed)));
  return out;
}

// Raw playouts from the empty board, as build/kosumi-bench-playouts times them: {playoutsPerSecond,
// movesPerSecond}. policy: "light" or "heavy".
val benchPlayouts(int size, double seconds, double seed, const std::string& policyName) {
  PlayoutPolicyKind policy = PlayoutPolicyKind::Light;
  val out = val::object();
  if (size < kMinSize || size > kMaxSize || !(seconds > 0 && seconds <= 60) ||
      !parsePlayoutPolicy(policyName, policy)) {
    out.set("ok", false);
    out.set("error", std::string("bench: size 2 to 25, seconds in (0, 60], policy light or heavy"));
    return out;
  }
  const tools::PlayoutRate rate = tools::timeRawPlayouts(size, seconds, uint64_t(seed), policy);
  out.set("ok", true);
  out.set("playoutsPerSecond", rate.playoutsPerSecond);
  out.set("movesPerSecond", rate.movesPerSecond);
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(kosumi) {
  // Held through a shared pointer: the session keeps the engine's address, so it never moves.
  emscripten::class_<GtpEngine>("GtpEngine")
      .smart_ptr<std::shared_ptr<GtpEngine>>("GtpEnginePtr")
      .function("run", &GtpEngine::run)
      .function("quitRequested", &GtpEngine::quitRequested);
  emscripten::function("newGtpEngine", &newGtpEngine);

  emscripten::class_<RefereeGame>("RefereeGame")
      .smart_ptr<std::shared_ptr<RefereeGame>>("RefereeGamePtr")
      .function("size", &RefereeGame::size)
      .function("rules", &RefereeGame::rules)
      .function("komi", &RefereeGame::komi)
      .function("toMove", &RefereeGame::toMove)
      .function("consecutivePasses", &RefereeGame::consecutivePasses)
      .function("setRules", &RefereeGame::setRules)
      .function("legality", &RefereeGame::legality)
      .function("play", &RefereeGame::play)
      .function("legalMoves", &RefereeGame::legalMoves)
      .function("captures", &RefereeGame::captures)
      .function("rows", &RefereeGame::rows)
      .function("moves", &RefereeGame::moves)
      .function("undo", &RefereeGame::undo)
      .function("score", &RefereeGame::score)
      .function("judgeDead", &RefereeGame::judgeDead)
      .function("sgf", &RefereeGame::sgf)
      .function("genmove", &RefereeGame::genmove)
      .function("phase", &RefereeGame::phase)
      .function("toggleDead", &RefereeGame::toggleDead)
      .function("proposeMarks", &RefereeGame::proposeMarks)
      .function("marks", &RefereeGame::marks)
      .function("confirmations", &RefereeGame::confirmations)
      .function("confirm", &RefereeGame::confirm)
      .function("resume", &RefereeGame::resume)
      .function("resign", &RefereeGame::resign)
      .function("offerDraw", &RefereeGame::offerDraw)
      .function("answerDraw", &RefereeGame::answerDraw)
      .function("drawOffer", &RefereeGame::drawOffer)
      .function("result", &RefereeGame::result)
      .function("save", &RefereeGame::save)
      .function("memoryBytes", &RefereeGame::memoryBytes);
  emscripten::function("newRefereeGame", &newRefereeGame);
  emscripten::function("refereeGameFromSgf", &refereeGameFromSgf);
  emscripten::function("loadRefereeGame", &loadRefereeGame);

  emscripten::function("benchPlayouts", &benchPlayouts);
  emscripten::function("version", emscripten::optional_override([] { return std::string(gtp::kVersion); }));
}

}  // namespace kosumi::web
