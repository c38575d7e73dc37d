#pragma once
// One GTP session: the game, the computer player, the clock, the options and the file policy, and
// the table of commands that act on them. Nothing here is global, so tests can run sessions side
// by side. The commands are registered by topic, one file each (commands_*.cpp).
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "engine/game.h"
#include "gtp/command_table.h"
#include "gtp/engine_options.h"
#include "gtp/file_access.h"
#include "gtp/log.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/player.h"
#include "search/time_control.h"

namespace kosumi::gtp {

class Session {
 public:
  // interrupt, when given, is raised by the input reader while a command runs (gogui-interrupt);
  // it must outlive the session. files decides what loadsgf and printsgf may touch.
  Session(const EngineOptions& options, Log& log, FileAccess files,
          const std::atomic<bool>* interrupt = nullptr);
  // Stops pondering.
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Runs one preprocessed, non-empty command line and returns the whole answer, ending in an
  // empty line. Never throws: a handler's exception becomes a failure answer, and a failed command
  // leaves the session as it was.
  std::string execute(std::string_view line);
  // The same, for a controller that reads answers as they are written: a streaming command
  // (lz-analyze and the like) writes through `write` while it runs and ends when `stop` rises
  // (see ResponseStream); the returned text is what is left to send. Ordinary commands write
  // nothing through `write` and return their whole answer.
  std::string execute(std::string_view line, const ResponseStream::Writer& write, const std::atomic<bool>* stop);
  bool quitRequested() const { return quit_; }

  const CommandTable& commands() const { return table_; }
  const Game& game() const { return game_; }
  const TimeControl& timeControl() const { return time_; }
  const Player& player() const { return *player_; }

 private:
  void registerCoreCommands();
  void registerHandicapCommands();
  void registerScoringCommands();
  void registerTimeCommands();
  void registerFileCommands();
  void registerRefereeCommands();
  void registerRulesCommands();
  void registerAnalysisCommands();
  void registerStyleCommands();

  // lz-analyze, kata-analyze and their genmove_analyze forms (commands_analysis.cpp).
  Reply streamAnalysis(const Arguments& args, ResponseStream& stream, bool kata, bool genmove);
  // kosumi-settings: GoGui's parameter list (no arguments) or one "KEY VALUE" to set.
  Reply settings(const Arguments& args);
  // The analysis of the current position: the last one made for it, else a search of the
  // options' usual budget for the side to move.
  const SearchAnalysis& positionAnalysis();

  // genmove, reg_genmove and kgs-genmove_cleanup.
  Reply generateMove(const Arguments& args, bool playIt, bool cleanup);
  // Logs the search line, then plays the choice (when playIt) and charges the clock; answers the
  // move, "pass" or "resign".
  Reply finishMove(Color color, MoveChoice choice, double elapsed, bool playIt);
  // Stones treated as dead (search/game_end/counted_dead.h): the agreed marks (kosumi-dead),
  // else the judge's, the same for every mode and level; none under dead=as-is.
  Bitboard deadStones();
  // The result to record (referee/game_end.h): a resignation, else the score once both sides
  // passed; empty otherwise.
  std::string gameResult();
  // Pondering: after genmove has played a move, the player searches the opponent's turn on its
  // own thread until the next command, which stops it before anything else runs.
  void startPondering();
  void stopPondering();
  // A board change makes earlier results and agreed dead stones void.
  void forgetResult() {
    result_.clear();
    agreedDead_.reset();
  }
  std::string vertexList(const Bitboard& points) const;

  EngineOptions options_;
  Log& log_;
  FileAccess files_;
  const std::atomic<bool>* interrupt_;
  Game game_;
  std::unique_ptr<Player> player_;
  DeadStoneJudge judge_;
  TimeControl time_;
  std::string result_;  // the text of a resignation, or the result of a loaded game
  // The dead stones both players agreed on (kosumi-dead, whole chains), until the board changes.
  std::optional<Bitboard> agreedDead_;
  bool quit_ = false;
  // The last analysis and the position it belongs to (positionAnalysis()).
  struct AnalyzedPosition {
    int size = 0;
    uint64_t hash = 0;
    size_t moves = 0;
    Color toMove = Color::Black;
    Rules rules;
    bool operator==(const AnalyzedPosition&) const = default;
    static AnalyzedPosition of(const Game& game) {
      return {game.size(), game.board().hash(), game.moves().size(), game.toMove(), game.rules()};
    }
  };
  std::optional<AnalyzedPosition> analyzedPosition_;
  SearchAnalysis lastAnalysis_;
  CommandTable table_;
  // The position pondered on (a copy: the game may change once pondering stops) and its thread.
  std::optional<Game> ponderGame_;
  std::atomic<bool> ponderStop_{false};
  std::thread ponderThread_;
};

}  // namespace kosumi::gtp
