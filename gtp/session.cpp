#include "gtp/session.h"

#include <fmt/format.h>

#include <chrono>
#include <exception>

#include "engine/vertex.h"
#include "gtp/protocol.h"
#include "referee/game_end.h"
#include "referee/player_choice.h"
#include "search/game_end/counted_dead.h"

namespace kosumi::gtp {

Session::Session(const EngineOptions& options, Log& log, FileAccess files, const std::atomic<bool>* interrupt)
    : options_(options),
      log_(log),
      files_(std::move(files)),
      interrupt_(interrupt),
      game_(options.size, options.rules),
      player_(makePlayer(options.player)),
      judge_(options.player.judge) {
  registerCoreCommands();
  registerHandicapCommands();
  registerScoringCommands();
  registerTimeCommands();
  registerFileCommands();
  registerRefereeCommands();
  registerRulesCommands();
  registerAnalysisCommands();
  registerStyleCommands();
}

Session::~Session() { stopPondering(); }

void Session::startPondering() {
  if (!player_->ponders() || game_.consecutivePasses() >= 2 || !result_.empty()) return;
  // A day: only the next command ends it.
  constexpr double kPonderSeconds = 86400;
  ponderGame_.emplace(game_);
  ponderStop_.store(false, std::memory_order_relaxed);
  ponderThread_ = std::thread([this] {
    MoveRequest request;
    request.color = ponderGame_->toMove();
    request.seconds = kPonderSeconds;
    request.interrupt = &ponderStop_;
    player_->chooseMove(*ponderGame_, request);
  });
}

void Session::stopPondering() {
  if (!ponderThread_.joinable()) return;
  ponderStop_.store(true, std::memory_order_relaxed);
  ponderThread_.join();
}

std::string Session::execute(std::string_view line) {
  // No live input: a streaming command's lines are collected into the answer and it ends by
  // itself.
  std::string streamed;
  std::string rest = execute(line, [&](std::string_view text) { streamed += text; }, nullptr);
  return streamed + rest;
}

std::string Session::execute(std::string_view line, const ResponseStream::Writer& write,
                             const std::atomic<bool>* stop) {
  // Every command sees the session as it was when the last one ended.
  stopPondering();
  CommandLine cmd = splitCommand(line);
  log_.debug("gtp< " + std::string(line.substr(0, 200)));
  if (const StreamHandler* streaming = table_.findStreaming(cmd.name)) {
    ResponseStream stream(cmd.id, write, stop);
    Reply reply;
    try {
      reply = (*streaming)(Arguments(std::move(cmd.args)), stream);
    } catch (const std::exception& e) {
      log_.info(std::string("error: ") + cmd.name + ": " + e.what());
      reply = Reply::fail(std::string("internal error: ") + e.what());
    }
    if (!stream.opened()) return formatResponse(cmd.id, reply.success, reply.text);
    // Once lines went out the answer cannot turn into a failure; the log keeps the reason.
    if (!reply.success) log_.info("error: " + cmd.name + " ended early: " + reply.text);
    stream.close(reply.success ? reply.text : "");
    log_.debug("gtp> (streamed answer ended)");
    return {};
  }
  Reply reply;
  const Handler* handler = table_.find(cmd.name);
  if (!handler) {
    reply = Reply::fail("unknown command");
  } else {
    try {
      reply = (*handler)(Arguments(std::move(cmd.args)));
    } catch (const std::exception& e) {
      log_.info(std::string("error: ") + cmd.name + ": " + e.what());
      reply = Reply::fail(std::string("internal error: ") + e.what());
    }
  }
  std::string out = formatResponse(cmd.id, reply.success, reply.text);
  log_.debug("gtp> " + out.substr(0, out.size() - 2));
  return out;
}

Reply Session::generateMove(const Arguments& args, bool playIt, bool cleanup) {
  if (Status s = args.expectCount(1); !s) return Reply::fail(s.error());
  auto color = args.color(0);
  if (!color) return Reply::fail(color.error());
  MoveRequest request;
  request.color = *color;
  request.seconds = time_.budget(*color, int(game_.moves().size()), game_.geometry().area());
  request.cleanup = cleanup;
  request.interrupt = interrupt_;
  const auto start = std::chrono::steady_clock::now();
  MoveChoice choice = player_->chooseMove(game_, request);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Reply reply = finishMove(*color, choice, elapsed, playIt);
  if (playIt && reply.success && !choice.resign) startPondering();
  return reply;
}

Reply Session::finishMove(Color color, MoveChoice choice, double elapsed, bool playIt) {
  const std::string move = choice.resign ? "resign" : formatVertex(choice.move, game_.geometry());
  const double speed = choice.seconds > 0 ? choice.playouts / choice.seconds : 0;
  log_.info(fmt::format("search: playouts {}, time {:.2f} s, speed {:.0f} P/s, threads {}, nodes {}, "
                        "winrate {:.3f}, move {}, rule {}",
                        choice.playouts, choice.seconds, speed, choice.threads, choice.nodes, choice.winrate,
                        move, moveRuleName(choice.rule)));
  if (choice.resign) {
    if (playIt) result_ = GameEnd::resignation(color).text;
    return Reply::ok("resign");
  }
  if (passInsteadOfIllegal(game_, color, choice))
    log_.info("error: the player chose the illegal move " + move + "; passing instead");
  if (playIt) {
    if (Status s = game_.play(color, choice.move); !s) return Reply::fail(s.error());
    forgetResult();
    time_.charge(color, elapsed);
  }
  return Reply::ok(formatVertex(choice.move, game_.geometry()));
}

Bitboard Session::deadStones() {
  return countedDead(game_.rules().dead, agreedDead_, [this]() -> const StoneJudgment& { return judge_.judge(game_); });
}

std::string Session::gameResult() {
  if (!result_.empty()) return result_;
  if (game_.consecutivePasses() >= 2) return GameEnd::scored(game_, deadStones()).text;
  return {};
}

std::string Session::vertexList(const Bitboard& points) const {
  std::string out;
  points.forEach([&](Point p) {
    if (!out.empty()) out += ' ';
    out += formatVertex(p, game_.geometry());
  });
  return out;
}

}  // namespace kosumi::gtp
