#pragma once
// The match runner's own game clock, one per colour, kept apart from the engine's time manager
// that it referees: main time, then overtime of one of two kinds. Canadian: a period of
// `moveTime` seconds for `periodStones` stones, a new period after each such run of stones
// (periodStones 1 is byo-yomi of one period, what --move-time alone gives). Japanese byo-yomi:
// `periods` periods of `moveTime` seconds each; a move inside a period keeps it, a move past a
// period's end uses it up, and the last period's end loses the game. A move is charged the wall
// time its genmove took; the margin is lag forgiven at each deadline.
#include <string>

#include "engine/color.h"

namespace kosumi::tools {

struct ClockSettings {
  double mainSeconds = 0;   // --clock
  double moveTime = 0;      // --move-time: one overtime period
  int periodStones = 1;     // --period-stones: Canadian stones per period
  int periods = 0;          // --periods: Japanese byo-yomi periods; 0: Canadian
  double margin = 0.5;      // --time-margin

  bool limited() const { return mainSeconds > 0 || moveTime > 0; }
  bool japanese() const { return periods > 0 && moveTime > 0; }
};

class MatchClock {
 public:
  explicit MatchClock(const ClockSettings& settings);

  const ClockSettings& settings() const { return s_; }
  // The command that tells an engine the clock: "time_settings M S N", or for Japanese byo-yomi
  // "kgs-time_settings byoyomi M S P"; empty without a clock. Whole seconds, rounded up.
  std::string settingsCommand() const;
  // The fallback for an engine that does not know kgs-time_settings: Canadian with one stone a
  // period, what a byo-yomi period is to a single move. Empty when settingsCommand() is a
  // time_settings already.
  std::string fallbackSettingsCommand() const;
  // "time_left COLOUR SECONDS STONES" for c's next move: STONES 0 in main time, else the stones
  // (Canadian) or periods (byo-yomi) left. Empty without a clock.
  std::string timeLeftCommand(Color c) const;
  // Seconds c's next move may take before the game is lost on time, margin not counted.
  double allowed(Color c) const;
  // Charges c's move; false when it lost the game on time (past allowed() plus the margin).
  bool charge(Color c, double seconds);

 private:
  struct State {
    double mainLeft = 0;
    bool overtime = false;
    double periodLeft = 0;  // Canadian: what is left of the current period
    int stonesLeft = 0;     // Canadian: stones still to play in it
    int periodsLeft = 0;    // Japanese: periods left, the current one included
  };
  void enterOvertime(State& k) const;

  ClockSettings s_;
  State states_[2];
};

}  // namespace kosumi::tools
