#include "tools/common/match_stats.h"

#include <cmath>
#include <limits>
#include <set>
#include <utility>

// GCC 12 reports Eigen's AVX-512 kernels as reading an uninitialised register (a false
// positive in its own intrinsics header, seen with -march=native); only this file uses them.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <Eigen/Dense>

namespace kosumi::tools {

namespace {
constexpr double kZ95 = 1.959963984540054;
const double kEloScale = std::log(10.0) / 400.0;  // d(logit)/d(elo)
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

WinRate winRate(double score, double games) {
  WinRate w;
  w.games = games;
  w.score = score;
  if (games <= 0) return w;
  const double p = score / games;
  w.rate = p;
  const double z2 = kZ95 * kZ95;
  const double centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const double half = kZ95 * std::sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games);
  w.low = std::max(0.0, centre - half);
  w.high = std::min(1.0, centre + half);
  return w;
}

EloEstimate eloDifference(double score, double games) {
  EloEstimate e;
  if (games <= 0) return {0, kInf};
  const double p = score / games;
  if (p <= 0) return {-kInf, kInf};
  if (p >= 1) return {kInf, kInf};
  e.elo = -400.0 * std::log10(1.0 / p - 1.0);
  e.error95 = kZ95 / (kEloScale * std::sqrt(games * p * (1 - p)));
  return e;
}

EloFit fitElo(int players, const std::vector<PairResult>& games, double priorDraws) {
  EloFit fit;
  fit.elo.assign(players, 0.0);
  fit.error95.assign(players, 0.0);
  if (players < 2) {
    fit.converged = true;
    return fit;
  }
  // Virtual draws between every pair that met.
  std::vector<PairResult> all = games;
  if (priorDraws > 0) {
    std::set<std::pair<int, int>> met;
    for (const PairResult& g : games) met.insert({std::min(g.a, g.b), std::max(g.a, g.b)});
    for (const auto& [a, b] : met)
      for (int i = 0; i < 2 * int(priorDraws); ++i) all.push_back({a, b, 0.5});
  }
  // Newton's method on the log-likelihood in units of the logit, player 0 fixed at 0.
  const int n = players - 1;
  Eigen::VectorXd r = Eigen::VectorXd::Zero(players);
  Eigen::MatrixXd information = Eigen::MatrixXd::Zero(n, n);
  for (int iteration = 0; iteration < 100; ++iteration) {
    Eigen::VectorXd gradient = Eigen::VectorXd::Zero(players);
    Eigen::MatrixXd info = Eigen::MatrixXd::Zero(players, players);
    for (const PairResult& g : all) {
      const double p = 1.0 / (1.0 + std::exp(r[g.b] - r[g.a]));
      gradient[g.a] += g.scoreA - p;
      gradient[g.b] -= g.scoreA - p;
      const double w = p * (1 - p);
      info(g.a, g.a) += w;
      info(g.b, g.b) += w;
      info(g.a, g.b) -= w;
      info(g.b, g.a) -= w;
    }
    information = info.bottomRightCorner(n, n);
    Eigen::FullPivLU<Eigen::MatrixXd> lu(information);
    if (!lu.isInvertible()) break;
    const Eigen::VectorXd step = lu.solve(gradient.tail(n));
    r.tail(n) += step;
    if (!r.allFinite() || r.cwiseAbs().maxCoeff() > 50) break;  // diverging: someone is unbeaten
    if (step.cwiseAbs().maxCoeff() < 1e-10) {
      fit.converged = true;
      break;
    }
  }
  for (int i = 0; i < players; ++i) fit.elo[i] = r[i] / kEloScale;
  if (fit.converged) {
    const Eigen::MatrixXd covariance = information.inverse();
    for (int i = 1; i < players; ++i)
      fit.error95[i] = kZ95 * std::sqrt(covariance(i - 1, i - 1)) / kEloScale;
  } else {
    for (int i = 1; i < players; ++i) fit.error95[i] = kInf;
  }
  return fit;
}

}  // namespace kosumi::tools
