#pragma once
// When the computer player asks the dead-stone judge for its verdict, and how that fits the
// move's time. The judge costs two whole-board searches and a few readings (about 0.2 s on 9x9,
// 0.8 s on 19x19), so it is asked only where a rule of move_decision.h needs it:
//  - after the opponent's pass under dead=marked: whether a pass wins, and what is in its way;
//  - in cleanup (kgs-genmove_cleanup): which opponent stones are dead, to capture them;
//  - for a decided game's fight, where decided fights are read: with a fixed number of playouts
//    after the search, once it finds the game decided; searching by time, only when the last
//    search of this game found it decided (decided for one side is decided for the other, so the
//    pondering search of the opponent's move counts too), since the judgment must come first for
//    its time to come out of the move's budget.
// A clock that leaves less than kJudgeSecondsPerPoint a point of the board is not overrun for a
// judgment (cleanup excepted): the decision then follows the search alone.

namespace kosumi {

constexpr double kJudgeSecondsPerPoint = 0.01;

struct MoveSituation {
  int boardArea = 0;
  double clockSeconds = 0;         // the clock's budget for the move; <= 0: no clock
  bool cleanup = false;
  bool afterPass = false;          // the opponent just passed, under dead=marked
  bool fightsReadHere = false;     // decided fights are read on this board (readsDecidedFights)
  bool byTime = false;             // the search runs by time rather than a playout count
  bool lastSearchDecided = false;  // the last search of this game found it decided
};

struct JudgmentTiming {
  bool mayJudge = false;     // the decision may ask for the judgment
  bool judgeFirst = false;   // judged before the search, its time out of the move's budget
  bool readsFights = false;  // a decided fight may get the judge's reading (once judged, by time)
};

JudgmentTiming planJudgment(const MoveSituation& situation);

// The search's seconds after a judgment that took `spent` of a budget of `budget`: under a clock
// the budget is a bound (at least a twentieth of it is left to the search); without one, a move
// that judged still searches for at least half its usual time.
double searchSecondsAfterJudgment(double budget, double spent, bool underClock);

}  // namespace kosumi
