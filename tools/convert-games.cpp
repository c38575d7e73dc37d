// Converts game records into Kosumi's game format (tools/common/game_records.h) and splits them by
// game into a training file and a held-out file. Reads the Tygem lines of
// yenw/computer-go-dataset (one game a line, "ID<TAB>;B[pd];W[dd]...") and SGF files (the main
// line of the first game). Skips games with setup or handicap stones, an illegal move, fewer
// moves than --min-moves, and games already seen (the same moves under another id); malformed
// lines and files are reported with their place and skipped.
//
//   build/kosumi-convert-games --train train.games --heldout heldout.games /work/data/tygem/raw/2006-01 ...
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/sgf.h"
#include "tools/common/game_records.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Counts {
  size_t read = 0, train = 0, heldOut = 0, malformed = 0, setup = 0, illegal = 0, shortGames = 0, duplicates = 0;
  size_t reported = 0;
};

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The moves as one number, to find the same game under two ids.
uint64_t movesKey(const GameRecord& g) {
  uint64_t h = 0xcbf29ce484222325ULL ^ uint64_t(g.size);
  for (const MoveRecord& m : g.moves) {
    h ^= uint64_t(m.point) * 2 + uint64_t(index(m.color));
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace

int main(int argc, char** argv) {
  std::string trainPath, heldOutPath, format = "auto";
  double heldOutPercent = 2.0;
  int minMoves = 30;
  std::vector<std::string> inputs;
  po::options_description desc("kosumi-convert-games options");
  desc.add_options()("help", "show this help")(
      "train", po::value(&trainPath), "training games are written to FILE")(
      "heldout", po::value(&heldOutPath), "held-out games are written to FILE")(
      "heldout-percent", po::value(&heldOutPercent)->default_value(heldOutPercent),
      "share of games held out, chosen by a hash of the game id")(
      "min-moves", po::value(&minMoves)->default_value(minMoves), "skip games with fewer moves")(
      "format", po::value(&format)->default_value(format),
      "tygem, sgf, or auto (files ending in .sgf are SGF, others Tygem lines)")(
      "input", po::value(&inputs), "input files (also given without --input)");
  po::positional_options_description positional;
  positional.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-convert-games: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-convert-games --train FILE --heldout FILE [options] INPUT...\n" << desc;
    return 0;
  }
  if (trainPath.empty() || heldOutPath.empty() || inputs.empty()) {
    fmt::print(stderr, "kosumi-convert-games: --train, --heldout and at least one input are needed (see --help)\n");
    return 2;
  }
  if (format != "auto" && format != "tygem" && format != "sgf") {
    fmt::print(stderr, "kosumi-convert-games: --format must be tygem, sgf or auto\n");
    return 2;
  }
  std::ofstream train(trainPath), heldOut(heldOutPath);
  if (!train || !heldOut) {
    fmt::print(stderr, "kosumi-convert-games: cannot write {}\n", !train ? trainPath : heldOutPath);
    return 1;
  }
  train << kGameFileHeader << "\n";
  heldOut << kGameFileHeader << "\n";

  Counts counts;
  std::unordered_set<uint64_t> seen;
  auto report = [&](const std::string& where, const std::string& why) {
    ++counts.malformed;
    if (++counts.reported <= 20) fmt::print(stderr, "kosumi-convert-games: {}: {} (skipped)\n", where, why);
  };
  auto take = [&](GameRecord game) {
    if (!game.setup.empty()) {
      ++counts.setup;
      return;
    }
    if (int(game.moves.size()) < minMoves) {
      ++counts.shortGames;
      return;
    }
    if (!checkLegal(game)) {
      ++counts.illegal;
      return;
    }
    if (!seen.insert(movesKey(game)).second) {
      ++counts.duplicates;
      return;
    }
    const bool held = isHeldOut(game.id, heldOutPercent);
    (held ? heldOut : train) << formatGameLine(game) << "\n";
    ++(held ? counts.heldOut : counts.train);
  };

  int status = 0;
  for (const std::string& path : inputs) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
      fmt::print(stderr, "kosumi-convert-games: cannot read {}\n", path);
      status = 1;
      continue;
    }
    const bool sgf = format == "sgf" || (format == "auto" && (endsWith(path, ".sgf") || endsWith(path, ".SGF")));
    if (sgf) {
      std::ostringstream text;
      text << file.rdbuf();
      ++counts.read;
      auto record = parseSgf(text.str());
      if (!record) {
        report(path, record.error());
        continue;
      }
      std::string id = path.substr(path.find_last_of('/') + 1);
      for (char& ch : id)
        if (ch == '\t' || ch == '\n' || ch == '\r') ch = ' ';
      auto game = gameFromSgf(*record, id);
      if (!game) {
        report(path, game.error());
        continue;
      }
      take(std::move(*game));
      continue;
    }
    std::string line;
    size_t lineNumber = 0;
    while (std::getline(file, line)) {
      ++lineNumber;
      if (line.empty() || line == "\r") continue;
      ++counts.read;
      auto game = parseTygemLine(line);
      if (!game) {
        report(fmt::format("{}:{}", path, lineNumber), game.error());
        continue;
      }
      take(std::move(*game));
    }
  }
  train.close();
  heldOut.close();
  if (!train || !heldOut) {
    fmt::print(stderr, "kosumi-convert-games: writing the output failed\n");
    return 1;
  }
  fmt::print("{} games read: {} training, {} held out; skipped {} malformed, {} with setup or handicap stones, "
             "{} with an illegal move, {} shorter than {} moves, {} duplicates\n",
             counts.read, counts.train, counts.heldOut, counts.malformed, counts.setup, counts.illegal,
             counts.shortGames, minMoves, counts.duplicates);
  return status;
}
