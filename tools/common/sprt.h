#pragma once
// A sequential probability ratio test (Wald) for A/B matches: after each game, the log-likelihood
// ratio of "engine1 is elo1 stronger" (H1) against "engine1 is elo0 stronger" (H0), under the
// logistic Elo model, compared with the bounds that alpha (false H1) and beta (false H0) give.
// The match stops as soon as the ratio leaves the band, so a large difference is settled in few
// games and a small one takes as many as it needs.
//
// Games are Bernoulli trials with the expected score of each hypothesis as success probability; a
// draw counts as half a win and half a loss, which is exact for the score and leaves the test
// well defined even when one side has won every game so far (Go with a half-point komi has
// almost no draws).
#include <string>

namespace kosumi::tools {

struct SprtSettings {
  double elo0 = 0;
  double elo1 = 10;
  double alpha = 0.05;
  double beta = 0.05;
};

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

struct SprtState {
  double llr = 0;
  double lower = 0;  // log(beta / (1 - alpha)): H0 accepted at or below
  double upper = 0;  // log((1 - beta) / alpha): H1 accepted at or above
  SprtDecision decision = SprtDecision::Continue;
};

// The expected score of a player `elo` points stronger than its opponent.
double expectedScore(double elo);

// The test's state after `wins`, `draws` and `losses` of engine1. The settings must have
// elo0 < elo1 and alpha, beta in (0, 1/2).
SprtState sprt(const SprtSettings& settings, double wins, double draws, double losses);

// "LLR 1.23 [-2.94, 2.94]" plus ", H1 accepted" / ", H0 accepted" when decided.
std::string formatSprt(const SprtState& state);

}  // namespace kosumi::tools
