// Compares an engine's end-of-game judgment with a reference engine's on finished games: for each
// SGF that ended with two passes (resigned, timed-out and unfinished games are skipped), both
// engines load the game and answer `final_status_list dead` and `final_score`; the tool prints
// a line per game and the share of games on which each answer agrees.
//
//   build/kosumi-judge-agreement --engine 'build/kosumi'
//       --reference '/usr/games/gnugo --mode gtp --chinese-rules' match-out/*.sgf
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "tools/common/gtp_engine.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

// Whether the SGF's last two moves are passes: "B[]" / "W[]" (or "tt" on boards up to 19x19).
bool endsWithTwoPasses(const std::string& sgf) {
  std::vector<std::string> moves;
  for (size_t i = 0; i + 2 < sgf.size(); ++i) {
    if ((sgf[i] != 'B' && sgf[i] != 'W') || sgf[i + 1] != '[') continue;
    if (i > 0 && std::isupper(static_cast<unsigned char>(sgf[i - 1]))) continue;  // e.g. "PB["
    const size_t close = sgf.find(']', i);
    if (close == std::string::npos) break;
    moves.push_back(sgf.substr(i + 2, close - i - 2));
  }
  auto isPass = [](const std::string& m) { return m.empty() || m == "tt"; };
  return moves.size() >= 2 && isPass(moves[moves.size() - 1]) && isPass(moves[moves.size() - 2]);
}

// The vertices of a final_status_list answer, upper-cased and sorted, space-separated.
std::string normalisedList(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> vertices;
  for (std::string v; in >> v;) {
    std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    vertices.push_back(v);
  }
  std::sort(vertices.begin(), vertices.end());
  std::string out;
  for (const std::string& v : vertices) out += (out.empty() ? "" : " ") + v;
  return out;
}

struct Judgment {
  bool ok = false;
  std::string dead;
  std::string score;
  std::string error;
};

Judgment judge(GtpEngine& engine, const fs::path& sgf, double timeout) {
  Judgment j;
  const GtpReply load = engine.send("loadsgf " + sgf.string(), timeout);
  if (!load.ok()) {
    j.error = "loadsgf: " + load.describe();
    return j;
  }
  const GtpReply dead = engine.send("final_status_list dead", timeout);
  const GtpReply score = engine.send("final_score", timeout);
  if (!dead.ok() || !score.ok()) {
    j.error = !dead.ok() ? "final_status_list: " + dead.describe() : "final_score: " + score.describe();
    return j;
  }
  j.ok = true;
  j.dead = normalisedList(dead.text);
  j.score = score.text;
  return j;
}

}  // namespace

int main(int argc, char** argv) {
  std::string engineCommand, referenceCommand;
  double timeout = 120;
  std::vector<std::string> files;
  po::options_description desc("kosumi-judge-agreement options");
  desc.add_options()("help,h", "show this help")(
      "engine,e", po::value(&engineCommand), "GTP engine whose judgment is checked")(
      "reference,r", po::value(&referenceCommand), "GTP engine to compare with")(
      "timeout", po::value(&timeout)->default_value(timeout), "seconds allowed per command")(
      "sgf", po::value(&files), "SGF files (positional)");
  po::positional_options_description positional;
  positional.add("sgf", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-judge-agreement: {}\n", e.what());
    return 2;
  }
  if (vm.count("help") || engineCommand.empty() || referenceCommand.empty() || files.empty()) {
    std::cout << "Usage: kosumi-judge-agreement --engine CMD --reference CMD FILE.sgf...\n" << desc;
    return vm.count("help") ? 0 : 2;
  }
  auto engine = GtpEngine::start(engineCommand);
  auto reference = GtpEngine::start(referenceCommand);
  if (!engine || !reference) {
    fmt::print(stderr, "kosumi-judge-agreement: cannot start {}\n", !engine ? "the engine" : "the reference");
    return 2;
  }
  int games = 0, skipped = 0, failed = 0, deadAgree = 0, scoreAgree = 0;
  std::sort(files.begin(), files.end());
  for (const std::string& file : files) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    if (!in || !endsWithTwoPasses(text.str())) {
      ++skipped;
      continue;
    }
    const fs::path path = fs::absolute(file);
    const Judgment a = judge(**engine, path, timeout);
    const Judgment b = judge(**reference, path, timeout);
    if (!a.ok || !b.ok) {
      ++failed;
      fmt::print("{}: failed: {}\n", file, !a.ok ? "engine " + a.error : "reference " + b.error);
      if (!(*engine)->usable() || !(*reference)->usable()) break;
      continue;
    }
    ++games;
    const bool sameDead = a.dead == b.dead, sameScore = a.score == b.score;
    deadAgree += sameDead;
    scoreAgree += sameScore;
    fmt::print("{}: dead {} score {}{}\n", file, sameDead ? "agree" : "DIFFER", sameScore ? "agree" : "DIFFER",
               sameDead && sameScore
                   ? ""
                   : fmt::format(" (engine: [{}] {}; reference: [{}] {})", a.dead, a.score, b.dead, b.score));
  }
  auto share = [&](int n) { return games ? 100.0 * n / games : 0.0; };
  fmt::print("games judged: {} (skipped {} not ended by two passes, {} failed)\n", games, skipped, failed);
  fmt::print("dead stones agree: {} ({:.1f}%)\n", deadAgree, share(deadAgree));
  fmt::print("final score agrees: {} ({:.1f}%)\n", scoreAgree, share(scoreAgree));
  return failed > 0 ? 1 : 0;
}
