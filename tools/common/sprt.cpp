#include "tools/common/sprt.h"

#include <cmath>

#include <fmt/format.h>

namespace kosumi::tools {

double expectedScore(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

SprtState sprt(const SprtSettings& s, double wins, double draws, double losses) {
  SprtState st;
  st.lower = std::log(s.beta / (1 - s.alpha));
  st.upper = std::log((1 - s.beta) / s.alpha);
  const double p0 = expectedScore(s.elo0), p1 = expectedScore(s.elo1);
  const double score = wins + 0.5 * draws, failures = losses + 0.5 * draws;
  st.llr = score * std::log(p1 / p0) + failures * std::log((1 - p1) / (1 - p0));
  if (st.llr >= st.upper) st.decision = SprtDecision::AcceptH1;
  else if (st.llr <= st.lower) st.decision = SprtDecision::AcceptH0;
  return st;
}

std::string formatSprt(const SprtState& st) {
  const char* verdict = st.decision == SprtDecision::AcceptH1   ? ", H1 accepted"
                        : st.decision == SprtDecision::AcceptH0 ? ", H0 accepted"
                                                                : "";
  return fmt::format("LLR {:.2f} [{:.2f}, {:.2f}]{}", st.llr, st.lower, st.upper, verdict);
}

}  // namespace kosumi::tools
