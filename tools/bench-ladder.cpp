// The cost of one call of the ladder reader (playouts/ladder.h) on generated positions
// (tools/common/ladder_positions.h): ladder starts with breakers and random games. Each question
// is asked `--repeat` times in a row and timed; the same positions are timed in every run and
// the median over runs of the mean cost per call is printed, with the median and 99th
// percentile over questions of the last run, and the moves one reading plays. For scale, the
// last line times one copy of a 19x19 Board, what a reader that copies the board per move pays
// each move.
//
//   build/kosumi-bench-ladder [--ladders 2000] [--games 300] [--runs 5] [--repeat 20] [--seed 1]
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/board.h"
#include "playouts/ladder.h"
#include "tools/common/bench_util.h"
#include "tools/common/ladder_positions.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;
using Clock = std::chrono::steady_clock;

namespace {

struct Series {
  std::vector<double> runMeans;       // ns per call, one per run
  std::vector<double> questionCosts;  // ns per call of each question, last run
  double nanoseconds = 0;
  long calls = 0;
  long moves = 0;  // moves read, over the questions of one run
  int questions = 0;
};

using Key = std::tuple<int, int, int>;  // kind of position, size, kind of question

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[size_t(q * double(v.size() - 1))];
}

// The moves ladderAtariWorks reads, as the sum of its readings.
int atariMoves(const Board& board, Point move, Color c) {
  if (!board.isLegal(move, c)) return 0;
  Board after(board);
  after.play(move, c);
  const int s = board.geometry().stride();
  int moves = 0;
  for (Point q : {Point(move - s), Point(move - 1), Point(move + 1), Point(move + s)})
    if (after.at(q) == opponent(c) && after.liberties(q) == 1) moves += readLadder(after, q).moves;
  return moves;
}

}  // namespace

int main(int argc, char** argv) {
  int ladders = 2000, games = 300, runs = 5, repeat = 20;
  uint64_t seed = 1;
  po::options_description desc("kosumi-bench-ladder options");
  desc.add_options()("help", "show this help")(
      "ladders", po::value(&ladders)->default_value(ladders), "ladder-start positions")(
      "games", po::value(&games)->default_value(games), "random-game positions")(
      "runs", po::value(&runs)->default_value(runs), "runs (median reported)")(
      "repeat", po::value(&repeat)->default_value(repeat), "calls per question in a row")(
      "seed", po::value(&seed)->default_value(seed), "random seed of the positions");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-bench-ladder: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  if (ladders < 0 || games < 0 || runs < 1 || repeat < 1) {
    fmt::print(stderr, "kosumi-bench-ladder: counts must be positive\n");
    return 2;
  }

  std::map<Key, Series> series;
  uint64_t sink = 0;
  Board board(19);
  std::vector<LadderQuestion> questions;
  for (int run = 0; run < runs; ++run) {
    LadderPositions positions(seed);
    for (auto& [key, s] : series) {
      s.nanoseconds = 0;
      s.calls = 0;
      s.moves = 0;
      s.questions = 0;
      s.questionCosts.clear();
    }
    for (int i = 0; i < ladders + games; ++i) {
      const bool ladderStart = i < ladders;
      if (ladderStart) positions.nextLadderStart(board, questions);
      else positions.nextRandomGame(board, questions);
      for (const LadderQuestion& q : questions) {
        const bool captures = q.kind == LadderQuestion::Kind::Captures;
        Series& s = series[{ladderStart ? 0 : 1, board.size(), captures ? 0 : 1}];
        const auto start = Clock::now();
        for (int r = 0; r < repeat; ++r)
          sink += captures ? ladderCaptures(board, q.point) : ladderAtariWorks(board, q.point, q.color);
        const double ns = double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count());
        s.nanoseconds += ns;
        s.calls += repeat;
        s.questionCosts.push_back(ns / repeat);
        s.moves += captures ? readLadder(board, q.point).moves : atariMoves(board, q.point, q.color);
        ++s.questions;
      }
    }
    for (auto& [key, s] : series) s.runMeans.push_back(s.nanoseconds / double(s.calls));
  }

  fmt::print("machine: {}, {} hardware threads; 1 thread, median of {} runs, each question {} times in a row\n",
             cpuModel(), std::thread::hardware_concurrency(), runs, repeat);
  fmt::print("{:<13} {:>5} {:<17} {:>9} {:>12} {:>10} {:>10} {:>11}\n", "positions", "size", "call", "questions",
             "mean ns/call", "median ns", "p99 ns", "moves/call");
  for (const auto& [key, s] : series) {
    const auto [kind, size, question] = key;
    fmt::print("{:<13} {:>5} {:<17} {:>9} {:>12.0f} {:>10.0f} {:>10.0f} {:>11.1f}\n",
               kind == 0 ? "ladder start" : "random game", fmt::format("{}x{}", size, size),
               question == 0 ? "ladderCaptures" : "ladderAtariWorks", s.questions, median(s.runMeans),
               percentile(s.questionCosts, 0.5), percentile(s.questionCosts, 0.99),
               double(s.moves) / std::max(1, s.questions));
  }

  // One Board copy on 19x19, for scale.
  std::vector<double> copyCosts;
  Board source(19);
  for (int run = 0; run < runs; ++run) {
    constexpr int kCopies = 20000;
    const auto start = Clock::now();
    for (int i = 0; i < kCopies; ++i) {
      Board copy(source);
      sink += copy.hash();
      source.forgetLastMove();
    }
    copyCosts.push_back(double(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count()) /
                        kCopies);
  }
  fmt::print("one 19x19 Board copy: {:.0f} ns (median of {} runs)\n", median(copyCosts), runs);
  return sink == 42 ? 3 : 0;  // the sink keeps the calls from being optimised away
}
