// The fast ladder reader (playouts/ladder.h) against the slow reference reading
// (tools/common/ladder_reference.h) on generated positions: ladder starts with breakers of both
// colours (19x19 mostly, 13x13 and 9x9 too) and random games. Prints the counts, the first
// disagreements as diagrams, and exits 1 when the two disagree anywhere.
//
//   build/kosumi-ladder-agreement [--ladders 10000] [--games 1000] [--seed 1] [--show 3]
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <tuple>
#include <utility>
#include <map>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/board.h"
#include "engine/vertex.h"
#include "tools/common/ladder_positions.h"
#include "tools/common/ladder_reference.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Tally {
  int questions = 0;
  int yes = 0;  // captured, or the atari works
  int agree = 0;
  int cutOff = 0;
  int maxMoves = 0;
  void add(const LadderComparison& c) {
    ++questions;
    yes += c.reference;
    agree += !c.cutOff && c.fast == c.reference;
    cutOff += c.cutOff;
    maxMoves = std::max(maxMoves, c.moves);
  }
};

}  // namespace

int main(int argc, char** argv) {
  int ladders = 10000, games = 1000, show = 3;
  uint64_t seed = 1;
  po::options_description desc("kosumi-ladder-agreement options");
  desc.add_options()("help", "show this help")(
      "ladders", po::value(&ladders)->default_value(ladders), "ladder-start positions")(
      "games", po::value(&games)->default_value(games), "random-game positions")(
      "seed", po::value(&seed)->default_value(seed), "random seed")(
      "show", po::value(&show)->default_value(show), "disagreements printed as diagrams");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-ladder-agreement: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }

  LadderPositions positions(seed);
  Board board(19);
  std::vector<LadderQuestion> questions;
  // Keyed by (kind of position, size, kind of question).
  std::map<std::tuple<int, int, int>, Tally> tallies;
  std::map<std::pair<int, int>, int> boards;  // by kind of position and size
  int disagreements = 0;
  for (int i = 0; i < ladders + games; ++i) {
    const bool ladderStart = i < ladders;
    if (ladderStart) positions.nextLadderStart(board, questions);
    else positions.nextRandomGame(board, questions);
    for (const LadderQuestion& q : questions) {
      const LadderComparison c = compareLadderReaders(board, q);
      Tally& t = tallies[{ladderStart ? 0 : 1, board.size(), int(q.kind)}];
      t.add(c);
      if (c.agree()) continue;
      if (++disagreements <= show)
        fmt::print("disagreement: {} {} {}: fast {}, reference {}\n{}\n",
                   q.kind == LadderQuestion::Kind::Captures ? "ladderCaptures" : "ladderAtariWorks",
                   q.kind == LadderQuestion::Kind::Captures ? "" : std::string(1, colorLetter(q.color)),
                   formatVertex(q.point, board.geometry()), c.fast, c.reference, board.toString());
    }
    ++boards[{ladderStart ? 0 : 1, board.size()}];
  }
  fmt::print("{:<13} {:>5} {:>7}\n", "positions", "size", "boards");
  for (const auto& [key, n] : boards)
    fmt::print("{:<13} {:>5} {:>7}\n", key.first == 0 ? "ladder start" : "random game",
               fmt::format("{}x{}", key.second, key.second), n);
  fmt::print("\n{:<13} {:>5} {:<17} {:>9} {:>9} {:>9} {:>8} {:>9}\n", "positions", "size", "question", "questions",
             "yes", "agree", "cut off", "max moves");
  Tally total;
  for (const auto& [key, t] : tallies) {
    const auto [kind, size, question] = key;
    fmt::print("{:<13} {:>5} {:<17} {:>9} {:>9} {:>9} {:>8} {:>9}\n",
               kind == 0 ? "ladder start" : "random game", fmt::format("{}x{}", size, size),
               question == 0 ? "ladderCaptures" : "ladderAtariWorks", t.questions, t.yes, t.agree, t.cutOff,
               t.maxMoves);
    total.questions += t.questions;
    total.agree += t.agree;
    total.cutOff += t.cutOff;
  }
  fmt::print("{} ladder-start and {} random-game boards, {} questions: {} agree, {} disagree, {} cut off\n",
             ladders, games, total.questions, total.agree, disagreements, total.cutOff);
  return disagreements == 0 ? 0 : 1;
}
