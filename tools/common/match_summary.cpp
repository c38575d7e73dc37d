#include "tools/common/match_summary.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/format.h>

#include "tools/common/match_stats.h"

namespace kosumi::tools {

namespace {
std::string signedElo(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  return fmt::format("{:+.0f}", std::round(elo) + 0.0);
}
std::string errorElo(double e) { return std::isinf(e) ? "inf" : fmt::format("{:.0f}", e); }
}  // namespace

void MatchTally::add(const GameResult& r) {
  ++games;
  length += r.length;
  const int blackEngine = r.engine1White ? 1 : 0;
  time[blackEngine] += r.timeBlack;
  time[1 - blackEngine] += r.timeWhite;
  moves[blackEngine] += (r.length + 1) / 2;
  moves[1 - blackEngine] += r.length / 2;
  errors[0][int(r.error1)] += r.error1 != EngineError::None;
  errors[1][int(r.error2)] += r.error2 != EngineError::None;
  // The referee's score against each engine's own, in games scored at the end (not resigned).
  const auto scoreWinner = [](const std::string& score) { return score.size() >= 2 && score[1] == '+' ? score[0] : '0'; };
  const bool scored = r.resultReferee != "-" && r.resultReferee != "?" && r.resultReferee.find("+R") == std::string::npos;
  for (int e = 0; e < 2 && scored; ++e) {
    const std::string& own = (e == 0) != r.engine1White ? r.resultBlack : r.resultWhite;
    if (own == "-" || own == "?") continue;
    ++refereed[e];
    sameWinner[e] += scoreWinner(own) == scoreWinner(r.resultReferee);
    sameScore[e] += own == r.resultReferee;
  }
  const int w = r.winner();
  if (w == 0) ++draws;
  else if (w < 0) ++unknown;
  else {
    ++wins[w - 1];
    if ((w == 1) != r.engine1White) ++winsAsBlack[w - 1];
  }
}

std::string formatSummary(const MatchTally& t, const std::string& name1, const std::string& name2) {
  std::string s;
  s += fmt::format("engine1: {}\nengine2: {}\n", name1, name2);
  s += fmt::format("games: {} ({} with a result, {} draws, {} without a result)\n", t.games, t.decided(),
                   t.draws, t.unknown);
  for (int e = 0; e < 2; ++e)
    s += fmt::format("engine{} wins: {} (as Black {}, as White {})\n", e + 1, t.wins[e], t.winsAsBlack[e],
                     t.wins[e] - t.winsAsBlack[e]);
  const WinRate w = winRate(t.score1(), t.decided());
  const EloEstimate elo = eloDifference(t.score1(), t.decided());
  s += fmt::format("engine1 win rate: {:.1f}% (95% interval {:.1f}% to {:.1f}%)\n", 100 * w.rate, 100 * w.low,
                   100 * w.high);
  s += fmt::format("Elo difference engine1 - engine2: {} +- {} (95%)\n", signedElo(elo.elo), errorElo(elo.error95));
  for (int e = 0; e < 2; ++e) {
    s += fmt::format("engine{} errors:", e + 1);
    for (EngineError k : {EngineError::Illegal, EngineError::Crash, EngineError::Timeout, EngineError::LostOnTime,
                          EngineError::Failure, EngineError::Disagree, EngineError::Protocol})
      s += fmt::format(" {} {}", engineErrorName(k), t.errors[e][int(k)]);
    s += "\n";
  }
  for (int e = 0; e < 2; ++e)
    if (t.refereed[e] > 0)
      s += fmt::format("engine{} final_score against the referee's: same winner {} of {} ({:.1f}%), same score {}\n",
                       e + 1, t.sameWinner[e], t.refereed[e], 100.0 * t.sameWinner[e] / t.refereed[e], t.sameScore[e]);
  if (t.games > 0)
    s += fmt::format("mean length: {:.1f} moves; time per move: engine1 {:.3f} s, engine2 {:.3f} s\n",
                     double(t.length) / t.games, t.moves[0] > 0 ? t.time[0] / t.moves[0] : 0.0,
                     t.moves[1] > 0 ? t.time[1] / t.moves[1] : 0.0);
  return s;
}

std::string formatMatchSummary(const MatchTally& t, const std::string& name1, const std::string& name2,
                               const std::optional<SprtSettings>& sprt) {
  std::string s = formatSummary(t, name1, name2);
  if (sprt)
    s += fmt::format("SPRT elo0 {} elo1 {} alpha {} beta {}: {}\n", sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta,
                     formatSprt(kosumi::tools::sprt(*sprt, t.wins[0], t.draws, t.wins[1])));
  return s;
}

std::string formatJointElo(const std::vector<PlayerResults>& files) {
  std::map<std::string, int> index;
  std::vector<std::string> names;
  auto player = [&](const std::string& name) {
    auto [it, inserted] = index.emplace(name, int(names.size()));
    if (inserted) names.push_back(name);
    return it->second;
  };
  std::vector<PairResult> games;
  for (const PlayerResults& f : files) {
    const int a = player(f.name1), b = player(f.name2);
    for (const GameResult& g : f.games) {
      const int w = g.winner();
      if (w < 0) continue;
      games.push_back({a, b, w == 0 ? 0.5 : (w == 1 ? 1.0 : 0.0)});
    }
  }
  // One virtual draw per pair keeps an unbeaten player's rating finite.
  const EloFit fit = fitElo(int(names.size()), games, names.size() > 2 ? 1.0 : 0.0);
  std::string s = fmt::format("Elo fit over {} games, {} players{}:\n", games.size(), names.size(),
                              names.size() > 2 ? " (one virtual draw per pair)" : "");
  std::vector<int> order(names.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::sort(order.begin(), order.end(), [&](int x, int y) { return fit.elo[x] > fit.elo[y]; });
  for (int i : order)
    s += fmt::format("  {:>6} +- {:>4}  {}\n", signedElo(fit.elo[i]), i == 0 ? "0" : errorElo(fit.error95[i]),
                     names[i]);
  return s;
}

}  // namespace kosumi::tools
