#pragma once
// One GTP session: the game, the computer player, the clock, the options and the file policy, and
// the table of commands that act on them. Nothing here is global, so tests can run sessions side
// by side. The commands are registered by topic, one file each (commands_*.cpp).
#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "gtp/command_table.h"
#include "gtp/engine_options.h"
#include "gtp/file_access.h"
#include "gtp/log.h"
#include "search/player.h"
#include "search/time_control.h"

namespace kosumi::gtp {

class Session {
 public:
  // interrupt, when given, is raised by the input reader while a command runs (gogui-interrupt);
  // it must outlive the session. files decides what loadsgf and printsgf may touch.
  Session(const EngineOptions& options, Log& log, FileAccess files,
          const std::atomic<bool>* interrupt = nullptr);

  // Runs one preprocessed, non-empty command line and returns the whole answer, ending in an
  // empty line. Never throws: a handler's exception becomes a failure answer, and a failed command
  // leaves the session as it was.
  std::string execute(std::string_view line);
  bool quitRequested() const { return quit_; }

  const CommandTable& commands() const { return table_; }
  const Game& game() const { return game_; }
  const TimeControl& timeControl() const { return time_; }

 private:
  void registerCoreCommands();
  void registerHandicapCommands();
  void registerScoringCommands();
  void registerTimeCommands();
  void registerFileCommands();
  void registerRefereeCommands();
  void registerRulesCommands();

  // genmove, reg_genmove and kgs-genmove_cleanup.
  Reply generateMove(const Arguments& args, bool playIt, bool cleanup);
  // Stones treated as dead: the agreed marks, else the player's judgment; none under dead=as-is.
  Bitboard deadStones();
  // The result to record: a resignation, else the score once both sides passed; empty otherwise.
  std::string gameResult();
  // A board change makes earlier results void.
  void forgetResult() { result_.clear(); }
  std::string vertexList(const Bitboard& points) const;

  EngineOptions options_;
  Log& log_;
  FileAccess files_;
  const std::atomic<bool>* interrupt_;
  Game game_;
  std::unique_ptr<Player> player_;
  TimeControl time_;
  std::string result_;  // "B+R" after a resignation, or the result of a loaded game
  bool quit_ = false;
  CommandTable table_;
};

}  // namespace kosumi::gtp
