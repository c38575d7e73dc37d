#pragma once
// Which rule decided the move a player chose: the search's own choice, or one of the rules of the
// end of the game (move_decision.h) that pass, play on, resign or read a fight instead. The engine
// logs it with every move, so that a pass can be traced to the rule that made it.
#include <string_view>

namespace kosumi {

enum class MoveRule {
  Search,               // the search's best acceptable move
  NothingToPlay,        // no acceptable candidate: a pass
  Resign,               // the best win rate is below the resignation threshold
  SearchRanksPass,      // the search ranks the pass first and no judgment was asked for
  PassWins,             // the judge's count wins and nothing stands in the way of a pass
  PassAcceptsCount,     // played on as often as it may after passes: the count is accepted
  PassNothingToSettle,  // something stands in the way of a pass, but no move would settle it
  PlayOnCountLoses,     // the search likes the pass, the judge's count loses: play on
  SaveUnsettled,        // after the opponent's pass, an own chain dies unless it is defended
  MendShortage,         // an own chain would be short of liberties once the neutral points fill
  SettleDoubt,          // the judge's reading of a chain whose status decides the result
  NearDoubt,            // the search's move next to the doubtful chains
  FillDame,             // a neutral point, worth a point under area scoring
  PlayOnBest,           // the search's best move outside own territory, the doubt unsettled
  AsIsPassWins,         // the board as it stands wins (dead=as-is, cleanup): a pass
  DecidedFight,         // a decided game's unsettled chain gets the judge's reading
  Beginner,             // the beginner policy's move
  BeginnerPassWins,     // the beginner answers a pass with a pass: passing does not lose
};

// A short name for logs: "search", "pass-wins", ...
std::string_view moveRuleName(MoveRule rule);

}  // namespace kosumi
