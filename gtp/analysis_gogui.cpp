#include "gtp/analysis_gogui.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "engine/vertex.h"

namespace kosumi::gtp {

namespace {
long percent(double x) { return std::lround(std::clamp(x, 0.0, 1.0) * 100.0); }
}  // namespace

std::string goguiAnalyzeCommands() {
  return fmt::format(
      "gfx/Ownership/{}\n"
      "gfx/Principal variation/{}\n"
      "gfx/Candidate moves/{}\n"
      "gfx/Dead stones/{}\n"
      "string/Search statistics/{}\n"
      "param/Settings/{}",
      kOwnershipGfxCommand, kVariationGfxCommand, kCandidatesGfxCommand, kDeadStonesGfxCommand,
      kSearchStatsCommand, kSettingsParamCommand);
}

std::string ownershipGfx(const SearchAnalysis& analysis, const Geometry& geo) {
  std::string out = "INFLUENCE";
  if (analysis.ownership.size() < size_t(geo.numPoints())) return out;
  for (int y = geo.size() - 1; y >= 0; --y)
    for (int x = 0; x < geo.size(); ++x) {
      const Point p = geo.point(x, y);
      const double v = std::clamp(double(analysis.ownership[p]), -1.0, 1.0);
      out += fmt::format(" {} {:.2f}", formatVertex(p, geo), std::abs(v) < 0.005 ? 0.0 : v);
    }
  return out;
}

std::string variationGfx(const SearchAnalysis& analysis, const Geometry& geo) {
  std::string out = "VAR";
  if (analysis.candidates.empty()) return out;
  Color c = analysis.toMove;
  for (Point p : analysis.candidates.front().pv) {
    out += fmt::format(" {} {}", c == Color::Black ? "b" : "w", formatVertex(p, geo));
    c = opponent(c);
  }
  return out;
}

std::string candidatesGfx(const SearchAnalysis& analysis, const Geometry& geo, int maxMoves) {
  std::string labels, text;
  int shown = 0;
  for (const CandidateMove& c : analysis.candidates) {
    if (shown == maxMoves) break;
    if (c.move == kPass) continue;  // a label needs a point
    labels += fmt::format(" {} {}%", formatVertex(c.move, geo), percent(c.winrate));
    text += fmt::format("{}{} {}% {}v", shown ? ", " : " ", formatVertex(c.move, geo), percent(c.winrate),
                        c.visits);
    ++shown;
  }
  std::string out;
  if (!labels.empty()) out = "LABEL" + labels + "\n";
  return out + (text.empty() ? "TEXT no candidates yet" : "TEXT" + text);
}

std::string deadStonesGfx(const Bitboard& dead, const Geometry& geo) {
  std::string marks;
  int count = 0;
  dead.forEach([&](Point p) {
    marks += ' ' + formatVertex(p, geo);
    ++count;
  });
  std::string out;
  if (!marks.empty()) out = "MARK" + marks + "\n";
  return out + fmt::format("TEXT {} dead stones", count);
}

std::string searchStatistics(const SearchAnalysis& analysis, const Geometry& geo) {
  std::string out = fmt::format("To move: {}\nPlayouts: {}\n", analysis.toMove == Color::Black ? "Black" : "White",
                                analysis.playouts);
  if (analysis.scoreLead)
    out += fmt::format("Score lead: {:+.1f} for {}\n", *analysis.scoreLead,
                       analysis.toMove == Color::Black ? "Black" : "White");
  int shown = 0;
  for (const CandidateMove& c : analysis.candidates) {
    if (shown++ == 5) break;
    out += fmt::format("{}: visits {}, win rate {:.1f}%", formatVertex(c.move, geo), c.visits, c.winrate * 100);
    if (c.lcb) out += fmt::format(", lcb {:.1f}%", *c.lcb * 100);
    if (c.scoreLead) out += fmt::format(", score {:+.1f}", *c.scoreLead);
    out += ", pv";
    for (Point p : c.pv) out += ' ' + formatVertex(p, geo);
    out += '\n';
  }
  if (analysis.candidates.empty()) out += "No candidates yet\n";
  return out;
}

}  // namespace kosumi::gtp
