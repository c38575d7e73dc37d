#pragma once
// The analysis lines of lz-analyze and kata-analyze, as Lizzie, Sabaki and KataGo-aware clients
// parse them, and the arguments of those commands:
//   lz-analyze   [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N]
//   kata-analyze [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N] [ownership true|false]
// INTERVAL is in centiseconds. Each line is a run of segments
//   info move V visits N winrate W prior P lcb L order K pv V V ...
// with W, P and L as integers x10000 (lz) or as floats in [0, 1] with a decimal point (kata, which
// adds scoreMean and scoreLead, in points, before prior), and for kata-analyze with ownership,
// " ownership" and size*size values in [-1, 1], row by row from the top-left, from the side to
// move's point of view.
#include <optional>
#include <string>
#include <vector>

#include "engine/color.h"
#include "engine/expected.h"
#include "engine/game.h"
#include "gtp/command_table.h"
#include "search/player.h"

namespace kosumi::gtp {

// A client cannot make the engine write lines faster than this (seconds).
inline constexpr double kMinAnalysisInterval = 0.05;
// The interval when none is given (seconds).
inline constexpr double kDefaultAnalysisInterval = 1.0;

enum class AnalysisFormat { Lz, Kata };

struct AnalyzeRequest {
  std::optional<Color> color;  // empty: the side to move
  double intervalSeconds = kDefaultAnalysisInterval;
  bool ownership = false;
  int minMoves = 0;  // accepted for compatibility; every visited move is listed anyway
  int maxMoves = 0;  // 0: no limit
};

// Fails with "syntax error" on unknown keys or bad values; ownership is kata-analyze's only.
Expected<AnalyzeRequest> parseAnalyzeRequest(const Arguments& args, AnalysisFormat format);

// One line of the stream (without its newline); empty when there is nothing to report yet.
std::string formatAnalysisLine(const SearchAnalysis& analysis, const Geometry& geo, AnalysisFormat format,
                               const AnalyzeRequest& request);

// Fills what a player left empty from what it did report: each candidate's lower confidence
// bound (Wilson's, from win rate and visits), and the score lead from the ownership (area
// counting: owned points minus komi), which then also stands for candidates without their own.
SearchAnalysis withDerivedEstimates(SearchAnalysis analysis, const Game& game);

// A lower bound on a win rate observed over `visits` playouts (Wilson score interval, z = 1.96).
double lowerConfidenceBound(double winrate, long visits);

// The ownership of every point, row by row from the top-left, from `view`'s point of view; empty
// when the analysis has none.
std::vector<double> ownershipRows(const SearchAnalysis& analysis, const Geometry& geo, Color view);

}  // namespace kosumi::gtp
