#include "tools/common/match_merge.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "tools/common/atomic_files.h"
#include "tools/common/match_move_times.h"

namespace fs = std::filesystem;

namespace kosumi::tools {

namespace {

std::string sgfName(int game) { return fmt::format("game-{:04d}.sgf", game); }

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

Expected<MatchFolder> readMatchFolder(const std::string& dir) {
  const fs::path match = fs::path(dir) / "match.txt", results = fs::path(dir) / "results.dat";
  if (!fs::exists(match))
    return Error{fmt::format("{}: no match.txt (not a kosumi-match folder, or one written before match.txt)", dir)};
  auto file = readMatchFile(match.string());
  if (!file) return Error{file.error()};
  if (!fs::exists(results)) return Error{fmt::format("{}: no results.dat", dir)};
  return MatchFolder{dir, *file, readResultsFile(results.string())};
}

Expected<MergedMatch> mergeMatchFolders(const std::vector<std::string>& dirs) {
  if (dirs.empty()) return Error{"no folders to merge"};
  std::vector<MatchFolder> folders;
  for (const std::string& dir : dirs) {
    auto folder = readMatchFolder(dir);
    if (!folder) return Error{folder.error()};
    folders.push_back(std::move(*folder));
  }
  MergedMatch merged;
  merged.definition = folders[0].file.definition;
  merged.definition.shard = MatchShard{};
  for (const MatchFolder& f : folders) {
    const std::vector<std::string> differences = definitionDifferences(merged.definition, f.file.definition);
    if (!differences.empty()) {
      std::string message = fmt::format("{} and {} are not shards of one match; they differ in", folders[0].dir, f.dir);
      for (const std::string& d : differences) message += "\n  " + d;
      return Error{message};
    }
    if (merged.names.engine1.empty()) merged.names.engine1 = f.file.names.engine1;
    if (merged.names.engine2.empty()) merged.names.engine2 = f.file.names.engine2;
  }
  std::map<int, GameResult> byNumber;
  for (const MatchFolder& f : folders) {
    const MatchShard& shard = f.file.definition.shard;
    for (const GameResult& r : f.games) {
      if (r.game < 0 || r.game >= merged.definition.games || !shard.owns(r.game)) {
        merged.notes.push_back(fmt::format("{}: game {} is not one of shard {}'s games; left out", f.dir, r.game,
                                           formatShard(shard)));
        continue;
      }
      const auto [it, inserted] = byNumber.emplace(r.game, r);
      if (inserted) {
        merged.folderOf[r.game] = f.dir;
        continue;
      }
      const GameResult& first = it->second;
      merged.notes.push_back(fmt::format("game {} is in {} and {}; counted once, from {}{}", r.game,
                                         merged.folderOf[r.game], f.dir, merged.folderOf[r.game],
                                         first.result == r.result
                                             ? ""
                                             : fmt::format(" (its results differ: {} and {})", first.result, r.result)));
    }
  }
  for (auto& [game, r] : byNumber) merged.games.push_back(r);
  // Each folder's clock lines are read once, and a game's line taken from the folder its result
  // came from.
  for (const MatchFolder& f : folders) {
    if (!fs::exists(fs::path(f.dir) / "clock.dat")) continue;
    for (const auto& [game, line] : readClockLines((fs::path(f.dir) / "clock.dat").string())) {
      const auto from = merged.folderOf.find(game);
      if (from != merged.folderOf.end() && from->second == f.dir) merged.clock[game] = line;
    }
  }
  for (int g = 0; g < merged.definition.games; ++g)
    if (!byNumber.count(g)) merged.missing.push_back(g);
  return merged;
}

Status writeMergedFolder(const MergedMatch& merged, const std::string& out) {
  std::error_code error;
  fs::create_directories(out, error);
  if (error) return Error{fmt::format("cannot create {}: {}", out, error.message())};
  std::string results = resultsFileHeader(merged.definition), times;
  // Each folder's move times are read once, for the games taken from it.
  std::map<std::string, std::vector<GameResult>> gamesOf;
  for (const GameResult& r : merged.games) {
    results += formatResultLine(r) + "\n";
    gamesOf[merged.folderOf.at(r.game)].push_back(r);
  }
  std::map<int, std::vector<MoveTime>> allTimes;
  for (const auto& [dir, games] : gamesOf) {
    for (auto& [game, moves] : readMoveTimes((fs::path(dir) / "moves.dat").string(), games))
      allTimes[game] = std::move(moves);
    for (const GameResult& r : games) {
      const fs::path sgf = fs::path(dir) / sgfName(r.game);
      if (!fs::exists(sgf)) continue;  // a game's SGF is written before its result; lost by hand only
      if (Status s = writeFileAtomically((fs::path(out) / sgfName(r.game)).string(), readText(sgf)); !s)
        return s;
    }
  }
  for (const auto& [game, moves] : allTimes)
    for (const MoveTime& t : moves) times += formatMoveTime(t);
  if (!merged.clock.empty()) {
    std::string clock;
    for (const auto& [game, line] : merged.clock) clock += formatClockLine(game, line);
    if (Status s = writeFileAtomically((fs::path(out) / "clock.dat").string(), clock); !s) return s;
  }
  for (const auto& [name, text] : {std::pair<std::string, std::string>{"results.dat", results},
                                   {"moves.dat", times},
                                   {"match.txt", formatMatchFile(merged.definition, merged.names)}})
    if (Status s = writeFileAtomically((fs::path(out) / name).string(), text); !s) return s;
  return Status::success();
}

std::optional<SprtStop> sprtStopInGameOrder(const SprtSettings& settings, const std::vector<GameResult>& byNumber) {
  double wins = 0, draws = 0, losses = 0;
  for (size_t i = 0; i < byNumber.size(); ++i) {
    const int w = byNumber[i].winner();
    if (w < 0) continue;  // no result: the test does not move
    (w == 0 ? draws : w == 1 ? wins : losses) += 1;
    const SprtState state = sprt(settings, wins, draws, losses);
    if (state.decision != SprtDecision::Continue) return SprtStop{int(i) + 1, byNumber[i].game, state};
  }
  return std::nullopt;
}

}  // namespace kosumi::tools
