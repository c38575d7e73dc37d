// Counts the points a player lost by playing inside its own territory after the opponent's pass:
// under territory scoring such a stone costs a point unless the position needed it. For each SGF,
// move by move, every move of the player that answers an opposing pass is checked: was its point
// the player's territory in the position it was played in (empty regions bordered by the
// player's living stones alone, by the judge's verdict, dead_stone_judge.h), and is the judge's
// count of the position after it worse for the player than that of the position before? A move
// that saved a group or killed one changes the verdict and loses nothing; a stone in settled
// territory costs its point, and so does one that only took a chain out of doubt without
// changing its verdict (--explain shows the judge's dead and doubtful stones around each). A
// move that mends a shortage of liberties (a chain of the player's that would be captured once
// the neutral points are filled, pass_obstacles.h) is counted apart: the judge's count assumes the
// chain safe, but the move has to be played before the game ends, so the point is not lost to
// it. The summary is the share of games with a lost point.
//
//   build/kosumi-own-territory-moves --player Kosumi match-japanese/*.sgf
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/vertex.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/game_end/pass_obstacles.h"
#include "tools/common/sgf_game.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;


int main(int argc, char** argv) {
  std::string player = "Kosumi", rulesText;
  bool explain = false;
  std::vector<std::string> files;
  po::options_description desc("kosumi-own-territory-moves options");
  desc.add_options()("help,h", "show this help")(
      "player,p", po::value(&player)->default_value(player), "the player whose moves are checked (part of PB/PW)")(
      "rules", po::value(&rulesText), "rules to judge with (default: the SGF's RU, else japanese)")(
      "explain", po::bool_switch(&explain), "print the judge's dead and doubtful stones before and after each counted move")(
      "sgf", po::value(&files), "SGF files (positional)");
  po::positional_options_description positional;
  positional.add("sgf", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-own-territory-moves: {}\n", e.what());
    return 2;
  }
  if (vm.count("help") || files.empty()) {
    std::cout << "Usage: kosumi-own-territory-moves [--player NAME] FILE.sgf...\n" << desc;
    return vm.count("help") ? 0 : 2;
  }
  std::sort(files.begin(), files.end());
  DeadStoneJudge judge;
  int games = 0, gamesWithFills = 0, fills = 0, answers = 0, mended = 0, failed = 0;
  for (const std::string& file : files) {
    const auto read = readSgfGame(file);
    if (!read) {
      fmt::print("{}: unreadable: {}\n", file, read.error());
      ++failed;
      continue;
    }
    const SgfRecord& record = read->record;
    const Color side = read->colourOf(player);
    if (side == Color::Empty) continue;
    auto rules = !rulesText.empty() ? Rules::parse(rulesText) : rulesFromSgf(record.rules);
    if (!rules) rules = Rules::japanese();
    if (const auto whole = replaySgf(record, *rules); !whole) {
      fmt::print("{}: {}\n", file, whole.error());
      ++failed;
      continue;
    }
    ++games;
    int inGame = 0;
    std::string where;
    const auto& moves = record.moves;
    const auto marginFor = [&](const Game& g) {
      const double m = g.score(judge.judge(g).dead).margin();
      return side == Color::Black ? m : -m;
    };
    for (size_t i = 1; i < moves.size(); ++i) {
      if (moves[i].color != side || moves[i].point == kPass) continue;
      if (moves[i - 1].color == side || moves[i - 1].point != kPass) continue;
      ++answers;
      const auto before = replaySgf(record, *rules, int(i));
      const auto after = replaySgf(record, *rules, int(i) + 1);
      if (!before || !after) break;
      const Board& b = before->board();
      const StoneJudgment judgment = judge.judge(*before);
      if (!territoryByJudgment(b, side, judgment).test(moves[i].point)) continue;
      const Bitboard shortChains = chainsShortOfLiberties(b, side, judgment);
      if (!shortChains.empty() && (chainsShortOfLiberties(after->board(), side, judgment) & shortChains).empty()) {
        ++mended;
        continue;
      }
      const double was = marginFor(*before), is = marginFor(*after);
      if (is >= was) continue;
      ++inGame;
      if (explain) {
        const StoneJudgment& later = judge.judge(*after);
        const auto stones = [&](const Bitboard& set) {
          std::string text;
          set.forEach([&](Point p) { text += ' ' + formatVertex(p, b.geometry()); });
          return text;
        };
        fmt::print("{} move {} {}: margin {:+g} -> {:+g}\n  before dead:{}\n  before doubtful:{}\n  after dead:{}\n  after doubtful:{}\n",
                   file, i + 1, formatVertex(moves[i].point, b.geometry()), was, is, stones(judgment.dead),
                   stones(judgment.doubtful), stones(later.dead), stones(later.doubtful));
      }
      where += ' ';
      where += formatVertex(moves[i].point, b.geometry());
      where += fmt::format(" ({:+g})", is - was);
    }
    fills += inGame;
    gamesWithFills += inGame > 0;
    if (inGame > 0) fmt::print("{}: {} move(s) inside its own territory that lost points after a pass:{}\n", file, inGame, where);
  }
  fmt::print("games: {}; moves answering a pass: {}; mending a shortage of liberties: {}; inside own territory losing "
             "points: {} in {} games ({:.1f}%)\n",
             games, answers, mended, fills, gamesWithFills, games ? 100.0 * gamesWithFills / games : 0.0);
  return failed > 0 ? 1 : 0;
}
