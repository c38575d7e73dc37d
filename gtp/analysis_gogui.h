#pragma once
// GoGui's analyze commands: the list gogui-analyze_commands answers, and the text of each
// picture in GoGui's gfx language (INFLUENCE, VAR, LABEL, MARK, TEXT) or as plain strings.
#include <string>

#include "engine/bitboard.h"
#include "engine/geometry.h"
#include "search/player.h"

namespace kosumi::gtp {

// Names of the commands behind the pictures.
inline constexpr const char* kOwnershipGfxCommand = "kosumi-gfx-ownership";
inline constexpr const char* kVariationGfxCommand = "kosumi-gfx-pv";
inline constexpr const char* kCandidatesGfxCommand = "kosumi-gfx-candidates";
inline constexpr const char* kDeadStonesGfxCommand = "kosumi-gfx-dead";
inline constexpr const char* kSearchStatsCommand = "kosumi-search-stats";
inline constexpr const char* kSettingsParamCommand = "kosumi-settings";

// "gfx/Ownership/kosumi-gfx-ownership" and the rest, one per line: TYPE/LABEL/COMMAND.
std::string goguiAnalyzeCommands();

// INFLUENCE with every point's expected owner: +1 Black, -1 White (GoGui's signs).
std::string ownershipGfx(const SearchAnalysis& analysis, const Geometry& geo);
// VAR with the most visited line, colours alternating from the side to move.
std::string variationGfx(const SearchAnalysis& analysis, const Geometry& geo);
// LABEL with each candidate's win rate in percent, then TEXT with visits and win rates.
std::string candidatesGfx(const SearchAnalysis& analysis, const Geometry& geo, int maxMoves);
// MARK on every dead stone, and TEXT with their count.
std::string deadStonesGfx(const Bitboard& dead, const Geometry& geo);
// Playouts, score estimate and the best candidates with their lines, one fact per line.
std::string searchStatistics(const SearchAnalysis& analysis, const Geometry& geo);

}  // namespace kosumi::gtp
