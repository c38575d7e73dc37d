// Analysis for clients that watch rather than play: the streaming lz-analyze and kata-analyze
// (and their genmove_analyze forms) of Lizzie, Sabaki and KataGo-aware programs, and GoGui's
// analyze commands: ownership, principal variation, candidate moves, dead stones, search
// statistics and a settings page.
#include <fmt/format.h>

#include <chrono>
#include <thread>

#include "engine/vertex.h"
#include "gtp/analysis_format.h"
#include "gtp/analysis_gogui.h"
#include "gtp/session.h"

namespace kosumi::gtp {

namespace {
// An analysis with live input runs until the client sends something; this stands for "forever".
constexpr double kOpenEndedSeconds = 1e9;
// Candidates labelled on GoGui's board.
constexpr int kLabelledCandidates = 10;

}  // namespace

void Session::registerAnalysisCommands() {
  table_.addStreaming("lz-analyze", [this](const Arguments& a, ResponseStream& s) {
    return streamAnalysis(a, s, false, false);
  });
  table_.addStreaming("kata-analyze", [this](const Arguments& a, ResponseStream& s) {
    return streamAnalysis(a, s, true, false);
  });
  table_.addStreaming("lz-genmove_analyze", [this](const Arguments& a, ResponseStream& s) {
    return streamAnalysis(a, s, false, true);
  });
  table_.addStreaming("kata-genmove_analyze", [this](const Arguments& a, ResponseStream& s) {
    return streamAnalysis(a, s, true, true);
  });

  table_.add("gogui-analyze_commands", [](const Arguments&) { return Reply::ok(goguiAnalyzeCommands()); });
  table_.add(kOwnershipGfxCommand, [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    return Reply::ok(ownershipGfx(positionAnalysis(), game_.geometry()));
  });
  table_.add(kVariationGfxCommand, [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    return Reply::ok(variationGfx(positionAnalysis(), game_.geometry()));
  });
  table_.add(kCandidatesGfxCommand, [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    return Reply::ok(candidatesGfx(positionAnalysis(), game_.geometry(), kLabelledCandidates));
  });
  table_.add(kDeadStonesGfxCommand, [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    return Reply::ok(deadStonesGfx(deadStones(), game_.geometry()));
  });
  table_.add(kSearchStatsCommand, [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    return Reply::ok(searchStatistics(positionAnalysis(), game_.geometry()));
  });
  table_.add(kSettingsParamCommand, [this](const Arguments& a) { return settings(a); });
}

Reply Session::streamAnalysis(const Arguments& args, ResponseStream& stream, bool kata, bool genmove) {
  const AnalysisFormat format = kata ? AnalysisFormat::Kata : AnalysisFormat::Lz;
  auto parsed = parseAnalyzeRequest(args, format);
  if (!parsed) return Reply::fail(parsed.error());
  const AnalyzeRequest& req = *parsed;
  const Color color = req.color.value_or(game_.toMove());
  // With live input the stream runs until the next line arrives (a genmove only until its time
  // is up); without it, an analysis gets the usual budget of one move and ends.
  const bool live = stream.stopFlag() != nullptr;
  MoveRequest request;
  request.color = color;
  if (genmove) request.seconds = time_.budget(color, int(game_.moves().size()), game_.geometry().area());
  else request.seconds = live ? kOpenEndedSeconds : 0;
  request.interrupt = live ? stream.stopFlag() : interrupt_;
  request.analysisSeconds = req.intervalSeconds;
  request.onAnalysis = [&](const SearchAnalysis& a) {
    if (stream.stopRequested()) return;
    stream.line(formatAnalysisLine(withDerivedEstimates(a, game_), game_.geometry(), format, req));
  };
  stream.open();  // accepted: clients wait for "=" before they read lines
  const auto start = std::chrono::steady_clock::now();
  const MoveChoice choice = player_->chooseMove(game_, request);
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // The whole search's state, ownership of every thread included, closes the stream.
  SearchAnalysis final = withDerivedEstimates(player_->analysis(), game_);
  stream.line(formatAnalysisLine(final, game_.geometry(), format, req));
  if (color == game_.toMove()) {
    lastAnalysis_ = std::move(final);
    analyzedPosition_ = AnalyzedPosition::of(game_);
  }
  if (genmove) {
    Reply played = finishMove(color, choice, elapsed, true);
    if (!played.success) return played;
    if (!choice.resign) startPondering();
    return Reply::ok("play " + played.text);
  }
  // A playout limit can end the search before the client asks: the answer stays open until then.
  while (live && !stream.stopRequested()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return Reply::ok();
}

const SearchAnalysis& Session::positionAnalysis() {
  const AnalyzedPosition here = AnalyzedPosition::of(game_);
  if (analyzedPosition_ != here) {
    MoveRequest request;
    request.color = game_.toMove();
    request.interrupt = interrupt_;
    player_->chooseMove(game_, request);
    lastAnalysis_ = withDerivedEstimates(player_->analysis(), game_);
    analyzedPosition_ = here;
  }
  return lastAnalysis_;
}

Reply Session::settings(const Arguments& args) {
  const Rules& rules = game_.rules();
  PlayerOptions player = player_->options();
  if (args.empty()) {
    return Reply::ok(fmt::format(
        "[list/chinese/japanese/korean] rules {}\n"
        "[list/simple/positional/situational] ko {}\n"
        "[list/area/territory] scoring {}\n"
        "[list/marked/as-is] dead {}\n"
        "[string] komi {}\n"
        "[string] playouts {}\n"
        "[string] time {}\n"
        "[string] threads {}\n"
        "[string] resign_threshold {}",
        rules.preset, koRuleName(rules.ko), scoringName(rules.scoring), deadStonesName(rules.dead),
        formatKomi(rules.komi), player.playouts, player.secondsPerMove, player.threads, player.resignThreshold));
  }
  if (args.size() < 2) return Reply::fail(kSyntaxError);
  const std::string& key = args[0];
  const std::string value = args.joined(1);
  Rules next = rules;
  if (key == "rules") {
    auto preset = Rules::presetNamed(value);
    if (!preset) return Reply::fail(preset.error());
    next = *preset;
  } else if (key == "ko") {
    auto ko = parseKoRule(value);
    if (!ko) return Reply::fail(ko.error());
    next.ko = *ko;
  } else if (key == "scoring") {
    auto scoring = parseScoring(value);
    if (!scoring) return Reply::fail(scoring.error());
    next.scoring = *scoring;
  } else if (key == "dead") {
    auto dead = parseDeadStones(value);
    if (!dead) return Reply::fail(dead.error());
    next.dead = *dead;
  } else if (key == "komi") {
    auto komi = parseKomi(value);
    if (!komi) return Reply::fail(kSyntaxError);
    next.komi = *komi;
  } else if (key == "playouts") {
    auto n = args.integer(1, 0, 1000000000);
    if (!n || args.size() != 2) return Reply::fail(kSyntaxError);
    player.playouts = long(*n);
  } else if (key == "time") {
    auto t = args.number(1);
    if (!t || *t <= 0 || args.size() != 2) return Reply::fail(kSyntaxError);
    player.secondsPerMove = *t;
  } else if (key == "threads") {
    auto n = args.integer(1, 0, 1024);
    if (!n || args.size() != 2) return Reply::fail(kSyntaxError);
    player.threads = int(*n);
  } else if (key == "resign_threshold") {
    auto w = args.number(1);
    if (!w || *w < 0 || *w >= 1 || args.size() != 2) return Reply::fail(kSyntaxError);
    player.resignThreshold = *w;
  } else {
    return Reply::fail("unknown setting: " + key);
  }
  if (!(next == rules)) game_.setRules(next);
  player_->setOptions(player);
  options_.player = player;
  return Reply::ok();
}

}  // namespace kosumi::gtp
