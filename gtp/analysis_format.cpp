#include "gtp/analysis_format.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "engine/vertex.h"

namespace kosumi::gtp {

namespace {

Status setCount(const Arguments& args, size_t i, int& out) {
  auto v = args.integer(i, 0, 1000);
  if (!v) return Error{kSyntaxError};
  out = int(*v);
  return {};
}

Status setInterval(const Arguments& args, size_t i, double& out) {
  auto v = args.number(i);
  if (!v || *v < 0) return Error{kSyntaxError};
  out = std::max(kMinAnalysisInterval, *v / 100.0);
  return {};
}

// Integers x10000 for Leela Zero's format.
long perTenThousand(double x) { return std::lround(std::clamp(x, 0.0, 1.0) * 10000.0); }

// Fixed decimals, without a minus sign on a value that rounds to zero.
std::string fixed(double x, int decimals) {
  std::string s = fmt::format("{:.{}f}", x, decimals);
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

}  // namespace

Expected<AnalyzeRequest> parseAnalyzeRequest(const Arguments& args, AnalysisFormat format) {
  AnalyzeRequest req;
  size_t i = 0;
  if (i < args.size()) {
    if (auto c = args.color(i)) {
      req.color = *c;
      ++i;
    }
  }
  if (i < args.size() && args.number(i)) {
    if (Status s = setInterval(args, i, req.intervalSeconds); !s) return Error{s.error()};
    ++i;
  }
  while (i < args.size()) {
    const std::string& key = args[i];
    if (i + 1 >= args.size()) return Error{kSyntaxError};
    Status s;
    if (key == "interval") {
      s = setInterval(args, i + 1, req.intervalSeconds);
    } else if (key == "minmoves") {
      s = setCount(args, i + 1, req.minMoves);
    } else if (key == "maxmoves") {
      s = setCount(args, i + 1, req.maxMoves);
    } else if (key == "ownership" && format == AnalysisFormat::Kata) {
      if (args[i + 1] == "true") req.ownership = true;
      else if (args[i + 1] == "false") req.ownership = false;
      else s = Error{kSyntaxError};
    } else {
      s = Error{kSyntaxError};
    }
    if (!s) return Error{s.error()};
    i += 2;
  }
  return req;
}

std::string formatAnalysisLine(const SearchAnalysis& analysis, const Geometry& geo, AnalysisFormat format,
                               const AnalyzeRequest& request) {
  std::string out;
  size_t count = analysis.candidates.size();
  if (request.maxMoves > 0) count = std::min(count, size_t(request.maxMoves));
  for (size_t order = 0; order < count; ++order) {
    const CandidateMove& c = analysis.candidates[order];
    const double prior = c.prior.value_or(0.0);
    const double lcb = c.lcb.value_or(lowerConfidenceBound(c.winrate, c.visits));
    if (!out.empty()) out += ' ';
    out += fmt::format("info move {} visits {} ", formatVertex(c.move, geo), c.visits);
    if (format == AnalysisFormat::Lz) {
      out += fmt::format("winrate {} prior {} lcb {}", perTenThousand(c.winrate), perTenThousand(prior),
                         perTenThousand(lcb));
    } else {
      const double score = c.scoreLead.value_or(analysis.scoreLead.value_or(0.0));
      out += fmt::format("winrate {} scoreMean {} scoreLead {} prior {} lcb {}", fixed(c.winrate, 6),
                         fixed(score, 3), fixed(score, 3), fixed(std::clamp(prior, 0.0, 1.0), 6),
                         fixed(std::clamp(lcb, 0.0, 1.0), 6));
    }
    out += fmt::format(" order {} pv", order);
    // A candidate's line starts with the candidate itself, even if a player left it out.
    if (c.pv.empty() || c.pv.front() != c.move) out += ' ' + formatVertex(c.move, geo);
    for (Point p : c.pv) out += ' ' + formatVertex(p, geo);
  }
  if (format == AnalysisFormat::Kata && request.ownership && !out.empty()) {
    const std::vector<double> rows = ownershipRows(analysis, geo, analysis.toMove);
    if (!rows.empty()) {
      out += " ownership";
      for (double v : rows) out += ' ' + fixed(v, 4);
    }
  }
  return out;
}

double lowerConfidenceBound(double winrate, long visits) {
  if (visits <= 0) return 0.0;
  constexpr double z = 1.96;
  const double n = double(visits);
  const double w = std::clamp(winrate, 0.0, 1.0);
  const double centre = w + z * z / (2 * n);
  const double spread = z * std::sqrt(w * (1 - w) / n + z * z / (4 * n * n));
  return std::clamp((centre - spread) / (1 + z * z / n), 0.0, 1.0);
}

SearchAnalysis withDerivedEstimates(SearchAnalysis analysis, const Game& game) {
  const Geometry& geo = game.geometry();
  if (!analysis.scoreLead && !analysis.ownership.empty()) {
    double blackLead = -game.rules().komi;
    for (int y = 0; y < geo.size(); ++y)
      for (int x = 0; x < geo.size(); ++x) blackLead += analysis.ownership[geo.point(x, y)];
    analysis.scoreLead = analysis.toMove == Color::Black ? blackLead : -blackLead;
  }
  for (CandidateMove& c : analysis.candidates)
    if (!c.lcb) c.lcb = lowerConfidenceBound(c.winrate, c.visits);
  return analysis;
}

std::vector<double> ownershipRows(const SearchAnalysis& analysis, const Geometry& geo, Color view) {
  std::vector<double> out;
  if (analysis.ownership.size() < size_t(geo.numPoints())) return out;
  out.reserve(size_t(geo.area()));
  const double sign = view == Color::Black ? 1.0 : -1.0;
  for (int y = geo.size() - 1; y >= 0; --y)
    for (int x = 0; x < geo.size(); ++x)
      out.push_back(std::clamp(sign * analysis.ownership[geo.point(x, y)], -1.0, 1.0));
  return out;
}

}  // namespace kosumi::gtp
