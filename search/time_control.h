#pragma once
// The game clock as the engine sees it: the time system (none, absolute, Canadian or Japanese
// byo-yomi), each colour's remaining time as the controller reports it (time_left) or as the
// engine's own moves used it, and the time to spend on the next move.
//
// The budget keeps a safety margin for the controller's and network's lag on top of every hard
// deadline, so the engine never loses on time. Main time is shared over the moves it still
// expects to play by weight: a move in the middle game, where the fights are decided, weighs up
// to 2.2 times one in the opening (where the search mostly confirms what shape already says) or
// the late endgame (small, settled choices). A move in overtime may use a period (or a Canadian
// period's share per stone) minus the margin, and the weights decide how much of that it takes:
// the whole of it in the middle game, at least kOvertimeFloor of it at the ends. In a Canadian
// period of several stones what a move leaves goes to the period's later stones; in a period of
// one stone, or in byo-yomi, it is not used at all: the opening and the endgame then think a
// little less than they could, where the choices are the easiest. While main time lasts and
// overtime follows, a move gets its share of the main time plus its weight's part of one overtime
// move; with a short main time (30 s before 2 s a move, say) the opening then spends little of
// it and the middle game gets the rest.
#include "engine/color.h"
#include "engine/expected.h"

namespace kosumi {

enum class ClockKind { None, Absolute, Canadian, Byoyomi };

struct TimeSettings {
  ClockKind kind = ClockKind::None;
  double mainSeconds = 0;
  double periodSeconds = 0;  // Canadian: one overtime period; byo-yomi: one period
  int periodStones = 0;      // Canadian: stones to play in each period
  int periods = 0;           // byo-yomi: number of periods

  static TimeSettings none() { return {}; }
  static TimeSettings absolute(double main) { return {ClockKind::Absolute, main, 0, 0, 0}; }
  static TimeSettings canadian(double main, double period, int stones) {
    return {ClockKind::Canadian, main, period, stones, 0};
  }
  static TimeSettings byoyomi(double main, double period, int periods) {
    return {ClockKind::Byoyomi, main, period, 0, periods};
  }
  // GTP time_settings: byo-yomi time 0 is absolute time; byo-yomi stones 0 with a positive
  // byo-yomi time means no limit; otherwise Canadian. No main time and no byo-yomi time is no
  // limit too, as a clock of zero seconds cannot be played.
  static TimeSettings fromGtp(int mainSeconds, int byoYomiSeconds, int byoYomiStones);

  bool operator==(const TimeSettings&) const = default;
};

// One colour's clock.
struct ClockState {
  double mainLeft = 0;
  bool overtime = false;
  double periodLeft = 0;  // time left in the current overtime period
  int stonesLeft = 0;     // Canadian: stones still to play in this period
  int periodsLeft = 0;    // byo-yomi: periods left, the current one included
  bool operator==(const ClockState&) const = default;
};

class TimeControl {
 public:
  // Seconds kept back from every deadline for lag.
  static constexpr double kDefaultSafetySeconds = 0.5;

  const TimeSettings& settings() const { return settings_; }
  bool limited() const { return settings_.kind != ClockKind::None; }
  // New settings; both clocks start full.
  void setSettings(const TimeSettings& settings);
  // Resets both clocks to the settings, as at the start of a game.
  void resetClocks();
  const ClockState& clock(Color c) const { return clocks_[index(c)]; }

  // GTP time_left: `stones` 0 means main time; otherwise the controller is in overtime with
  // `seconds` left in the current period and `stones` stones (Canadian) or periods (byo-yomi)
  // left. Fails on negative values.
  Status setTimeLeft(Color c, double seconds, int stones);
  // Subtracts what a move of c took, for when no time_left follows.
  void charge(Color c, double seconds);

  // Seconds to spend on c's next move, with `movesPlayed` moves already in the game on a board
  // of `area` points; 0 when no clock is set (the caller's fixed budget applies then). Always
  // positive under a clock.
  double budget(Color c, int movesPlayed, int area) const;
  // Moves c may still have to play: a game lasts about 0.7 * area moves, and a few are always
  // kept in hand for long games.
  static int expectedOwnMovesLeft(int movesPlayed, int area);
  // How much a move at game move `move` weighs in sharing main time: 0.6 at the ends of the game,
  // rising to 1.5 at 35 % of its expected length.
  static double moveWeight(int move, int area);
  // A move weighing this much or more (the middle game: on 19x19 from about move 53 to 123) uses
  // the whole of an overtime move's allowance.
  static constexpr double kFullUseWeight = 1.2;
  // The least part of an overtime move's allowance a move in overtime uses.
  static constexpr double kOvertimeFloor = 0.6;
  // The part of one overtime move's allowance a move at game move `move` uses: its weight over
  // kFullUseWeight, at least kOvertimeFloor once in overtime (where time not used is lost), at
  // most all of it.
  static double overtimeUse(int move, int area, bool inOvertime);
  // The share of the main time left that the move at `movesPlayed` gets: its weight over the
  // weights of all the player's expected moves left, this one included.
  static double mainTimeShare(int movesPlayed, int area);

  void setSafetySeconds(double seconds) { safety_ = seconds; }
  double safetySeconds() const { return safety_; }

 private:
  TimeSettings settings_;
  ClockState clocks_[2];
  double safety_ = kDefaultSafetySeconds;
};

}  // namespace kosumi
