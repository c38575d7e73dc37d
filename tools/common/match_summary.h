#pragma once
// The summary of finished match games: wins by engine and colour, draws, win rate with its 95%
// interval, the Elo difference with its error, errors per engine, lengths and times; and, for
// several results files with more than two players, a joint Elo fit.
#include <optional>
#include <string>
#include <vector>

#include "tools/common/match_results.h"
#include "tools/common/sprt.h"

namespace kosumi::tools {

struct MatchTally {
  int games = 0;
  int wins[2] = {0, 0};          // engine1, engine2
  int winsAsBlack[2] = {0, 0};
  int draws = 0;
  int unknown = 0;               // no result (scores disagree, no referee)
  int errors[2][kEngineErrorKinds] = {};  // per engine, per EngineError
  double time[2] = {0, 0};       // seconds in genmove
  double moves[2] = {0, 0};      // moves each engine made (approximate: half the length each)
  long length = 0;
  // Games scored by the referee in which the engine gave a final_score too, and those in which
  // its winner (and its exact score) was the referee's.
  int refereed[2] = {0, 0};
  int sameWinner[2] = {0, 0};
  int sameScore[2] = {0, 0};

  void add(const GameResult& r);
  // Points for engine1: wins + draws/2, over games with a result.
  double score1() const { return wins[0] + 0.5 * draws; }
  int decided() const { return wins[0] + wins[1] + draws; }
};

// Several lines of text; names label the two engines.
std::string formatSummary(const MatchTally& tally, const std::string& name1, const std::string& name2);

// What a match prints at its end and keeps in summary.txt: formatSummary, then, for a match with
// a sequential test, the test's settings and its state after these games.
std::string formatMatchSummary(const MatchTally& tally, const std::string& name1, const std::string& name2,
                               const std::optional<SprtSettings>& sprt);

struct PlayerResults {
  std::string name1, name2;            // the engines of one results file
  std::vector<GameResult> games;
};
// A table of ratings (first player 0) fitted over all files; players are matched by name.
std::string formatJointElo(const std::vector<PlayerResults>& files);

}  // namespace kosumi::tools
