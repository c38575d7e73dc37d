#pragma once
// A long self-play through the real engine program over GTP, every answer checked against
// Kosumi's own rules kept in this process: the engine plays both colours of many games in one
// process, alternating board sizes (9, 13, 19), rule presets (chinese, japanese, korean) and
// players (normal search, the beginner, levels 1 to 3). Each genmove must name a legal move; an
// undo and an SGF round trip (printsgf read back here, then loadsgf) must leave the engine's
// stones as this process has them; final_score must equal the score of this process's board with
// the dead stones the engine names. The engine's resident memory is read after every game.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace kosumi::tools {

struct GtpSoakOptions {
  std::string binary;        // the engine program
  std::string engineArgs;    // appended to its command line (threads, playouts, --ponder, ...)
  int games = 1000;
  uint64_t seed = 1;         // the random opening stones of each game
  double commandTimeout = 120;  // seconds; a command past it is a hang and ends the run
  std::string workDir;       // --files-root of the engine, for the SGF round trip
};

struct GtpSoakGame {
  int game = 0;              // from 1
  int size = 0;
  std::string rules;         // the preset
  std::string player;        // "normal", "beginner", "level 3"
  int moves = 0;
  std::string result;        // the engine's final_score, or "B+R"/"W+R" with the score after it
  long rssKb = 0;            // the engine's VmRSS after the game
  double seconds = 0;
};

struct GtpSoakReport {
  std::vector<GtpSoakGame> games;
  long answersChecked = 0;   // answers read and checked: each well-formed and as expected
  long moves = 0;            // genmove answers (legal moves, passes, resignations)
  long undoChecks = 0, sgfChecks = 0, scoreChecks = 0;
  std::vector<std::string> failures;  // one line each: game, command, what was wrong
  bool engineLost = false;   // the engine crashed, hung or garbled an answer; the run stopped
  double seconds = 0;
};

// Plays the games; `progress` gets each finished game (may be empty).
GtpSoakReport runGtpSoak(const GtpSoakOptions& options,
                         const std::function<void(const GtpSoakGame&, const GtpSoakReport&)>& progress);

// The mean and the largest resident memory over games [first, first + count) of the report.
struct RssWindow {
  double meanKb = 0;
  long maxKb = 0;
};
RssWindow rssWindow(const GtpSoakReport& report, size_t first, size_t count);

}  // namespace kosumi::tools
