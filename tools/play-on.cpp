// Plays lost games on from the loser's last pass, to find passes that gave a game away: for each
// SGF that ended with two passes and that the named player lost, the position before that
// player's last pass is handed to two engines (the same command twice, meant to think longer than
// in the game), which play it out from there, the player's side moving first; a referee scores
// the result. A continuation that the player's side wins marks the pass as a mistake.
//
//   build/kosumi-play-on --engine 'build/kosumi --threads 1 --time 5'
//       --referee '/usr/games/gnugo --mode gtp --chinese-rules' --player Kosumi match-out/*.sgf
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "tools/common/match_game.h"
#include "tools/common/sgf_game.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

// 'B' or 'W' for the winner of a result such as "B+3.5" or "W+R"; 0 when there is none.
char winnerOf(const std::string& result) {
  const std::string r = normalizeScore(result);
  return r.size() >= 2 && r[1] == '+' ? r[0] : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string engineCommand, refereeCommand, player = "Kosumi", rules;
  double timeout = 600;
  std::vector<std::string> files;
  po::options_description desc("kosumi-play-on options");
  desc.add_options()("help,h", "show this help")(
      "engine,e", po::value(&engineCommand), "GTP engine that plays both sides of the continuation")(
      "referee,r", po::value(&refereeCommand), "GTP engine that scores each continuation")(
      "player,p", po::value(&player)->default_value(player), "the player whose passes are checked (part of PB/PW)")(
      "rules", po::value(&rules), "kosumi-rules argument for the engines (default: the SGF's RU)")(
      "timeout", po::value(&timeout)->default_value(timeout), "seconds allowed per command")(
      "sgf", po::value(&files), "SGF files (positional)");
  po::positional_options_description positional;
  positional.add("sgf", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-play-on: {}\n", e.what());
    return 2;
  }
  if (vm.count("help") || engineCommand.empty() || refereeCommand.empty() || files.empty()) {
    std::cout << "Usage: kosumi-play-on --engine CMD --referee CMD [--player NAME] FILE.sgf...\n" << desc;
    return vm.count("help") ? 0 : 2;
  }
  std::sort(files.begin(), files.end());
  int checked = 0, mistakes = 0, failed = 0;
  for (const std::string& file : files) {
    const auto read = readSgfGame(file);
    if (!read) {
      fmt::print("{}: unreadable: {}\n", file, read.error());
      ++failed;
      continue;
    }
    const SgfGame& game = *read;
    const auto& moves = game.record.moves;
    const Color side = game.colourOf(player);
    if (!game.endedByPasses() || side == Color::Empty) continue;
    const bool black = side == Color::Black;
    const char lost = winnerOf(game.record.result);
    if (lost == 0 || lost == (black ? 'B' : 'W')) continue;  // not a loss
    int lastPass = -1;
    for (int i = int(moves.size()) - 1; i >= 0 && lastPass < 0; --i)
      if (moves[size_t(i)].color == side && moves[size_t(i)].point == kPass) lastPass = i;
    MatchSettings settings;
    settings.size = game.record.size;
    settings.komi = game.record.komi.value_or(7.5);
    settings.rules = !rules.empty() ? rules : game.record.rules;
    if (!settings.rules.empty() && !Rules::parse(settings.rules)) settings.rules.clear();
    settings.timeout = timeout;
    settings.opening.assign(moves.begin(), moves.begin() + lastPass);
    auto a = GtpEngine::start(engineCommand), b = GtpEngine::start(engineCommand), ref = GtpEngine::start(refereeCommand);
    if (!a || !b || !ref) {
      fmt::print(stderr, "kosumi-play-on: cannot start the engines or the referee\n");
      return 2;
    }
    GameContext context;
    context.black = side == Color::Black ? a->get() : b->get();
    context.white = side == Color::Black ? b->get() : a->get();
    context.referee = ref->get();
    const PlayedGame continued = playGame(settings, context);
    ++checked;
    const char now = winnerOf(continued.result.result);
    const bool mistake = now == (black ? 'B' : 'W');
    mistakes += mistake;
    fmt::print("{}: {} lost {} after passing at move {}; played on: {} in {} more moves{}\n", file, player,
               game.record.result, lastPass + 1, continued.result.result, int(continued.moves.size()) - lastPass,
               mistake ? "  PASS WAS A MISTAKE" : "");
    std::cout.flush();
  }
  fmt::print("lost games checked: {}, passes that gave the game away: {}, unreadable: {}\n", checked, mistakes, failed);
  return failed > 0 ? 1 : 0;
}
