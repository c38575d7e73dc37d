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
#include "gtp/option_table.h"
#include "gtp/session.h"
#include "engine/quoted_input.h"

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
  // The options a session may change, from the option table (option_table.h), each as GoGui's
  // parameter dialog shows it: "[type] key value". The page shows and changes the options the
  // user asked for, not the ones a level puts in effect: at level 5 `playouts` stays what was
  // asked, so that leaving the level (kosumi-level 0) returns to it rather than to the level's.
  EngineOptions current = options_;
  current.rules = game_.rules();
  if (args.empty()) {
    std::string page;
    for (const OptionRow& row : optionTable()) {
      if (!(row.places & kSettings)) continue;
      if (!page.empty()) page += '\n';
      page += fmt::format("{} {} {}", goguiType(row), settingsKey(row), row.get(current));
    }
    return Reply::ok(page);
  }
  if (args.size() < 2) return Reply::fail(kSyntaxError);
  const OptionRow* row = findOption(args[0]);
  if (!row || !(row->places & kSettings) || settingsKey(*row) != args[0])
    return Reply::fail("unknown setting: " + quotedInput(args[0]));
  EngineOptions next = current;
  if (Status s = setOption(*row, next, args.joined(1)); !s) {
    // A number that is not one, or out of range, is a syntax error as GTP has it.
    const bool numeric = row->kind == OptionKind::Integer || row->kind == OptionKind::Number;
    return Reply::fail(numeric ? std::string(kSyntaxError) : s.error());
  }
  if (!(next.rules == current.rules)) game_.setRules(next.rules);
  options_.player = next.player;
  player_->setOptions(levelOptions(next.player));
  return Reply::ok();
}

}  // namespace kosumi::gtp
