#pragma once
// Statistics of a match: win rate with a 95% interval, the Elo difference with its error, and a
// Bradley-Terry (Elo) fit by maximum likelihood when more than two players meet.
#include <string>
#include <vector>

namespace kosumi::tools {

struct WinRate {
  double games = 0;
  double score = 0;  // wins + draws/2
  double rate = 0;   // score / games
  double low = 0;    // 95% Wilson interval
  double high = 0;
};
WinRate winRate(double score, double games);

struct EloEstimate {
  double elo = 0;          // rating difference; +-infinity when one side won every game
  double error95 = 0;      // half-width of the 95% interval; infinity when undefined
};
// The Elo difference that makes `score` out of `games` the expected score, with its 95% error
// from the normal approximation (equal to the inverse Fisher information of the two-player fit).
EloEstimate eloDifference(double score, double games);

struct PairResult {
  int a = 0, b = 0;     // player indices
  double scoreA = 0;    // 1 win, 0.5 draw, 0 loss, for player a
};
struct EloFit {
  std::vector<double> elo;       // player 0 fixed at 0
  std::vector<double> error95;   // 95% half-widths relative to player 0
  bool converged = false;
};
// Maximum-likelihood ratings for any number of players. `priorDraws` virtual draws are added for
// every pair that met, which keeps ratings finite when a player won or lost everything.
EloFit fitElo(int players, const std::vector<PairResult>& games, double priorDraws = 0);

}  // namespace kosumi::tools
