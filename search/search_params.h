#pragma once
// Every tunable of the search in one place: its defaults, the values that depend on the board's
// size and on a move model, and the names by which --param sets them by hand. The tree
// (mcts.h), the priors (move_priors.h) and the player (mcts_player.h) read them from here only.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "engine/expected.h"

namespace kosumi {

struct SearchParams {
  // The exploration constant of the selection value; with RAVE and the priors the tree needs
  // little exploration of its own. 0.05 won against 0.15 on every size (docs/strength.md): 92 of
  // 151 games on 9x9 at 3,000 playouts a move, 56 of 85 on 13x13 at 2,000, 46 of 66 on 19x19 at
  // 1,000, 49 of 72 on 9x9 at 4,000 with the network; at one second a move 17 of 20 on 13x13,
  // and even on 9x9. 0 lost 60 of 133 against 0.05 on 9x9.
  double exploration = 0.05;
  double raveEquivalence = 2000;
  double firstPlayUrgency = 1.0;
  // A leaf gets its children on the visit after this many.
  uint32_t expandVisits = 8;
  // Deeper descents stop and play out; bounds the per-thread buffers.
  int maxDepth = 400;
  // Progressive widening, for simulators that list a node's moves best first: a node with N
  // visits offers only its first 2 + log(N / wideningVisits) / log(wideningFactor) children
  // (2 below wideningVisits), so the search spends its playouts on the moves the priors favour
  // and reaches the others as the node earns visits. 0: every child, always.
  double wideningVisits = 0;
  double wideningFactor = 1.4;
  // How much the move model's probability weighs in a prior: a move the model gives probability
  // q gets priorWeight * sqrt(q) playouts of equivalent experience, all of them wins (see
  // addModelPrior in move_priors.h). Small boards: kSmallBoardPriorWeight.
  double priorWeight = 40;
  // The network (search/node_evaluator.h), when one is loaded and the board is no larger than
  // networkMaxSize() or network-size: a node below the root that the tree expands (or that has
  // networkVisits visits) gets the network's value, mixed into each playout's result through it
  // (networkMix) and, if networkValueVisits is set, weighed in its win rate as that many playouts
  // of equivalent experience; the children's priors read the network's move probabilities for
  // networkPolicyShare of their probability (the rest the move model's).
  //
  // The defaults are the setting that won (docs/experiments.md): on 9x9 at one second a move, the
  // value mixed half and half into the results, its policy and its experience weight unused. Its
  // policy in the priors lost against the move model's at every share tried, and the value as
  // experience gained nothing.
  bool useNetwork = false;
  // The share of the network's probability in the one the priors read (addModelPrior); the rest
  // is the move model's, when there is one. 0 beside a model: the network's policy is not read
  // (without a model it is all of the priors' probability).
  double networkPolicyShare = 0;
  double networkValueVisits = 0;
  // 0: the value as soon as the node is expanded (expandVisits).
  uint32_t networkVisits = 0;
  // The value's share in each playout's result (AlphaGo's mixing): a playout whose descent passed
  // evaluated nodes counts (1 - networkMix) * its result + networkMix * the deepest one's value,
  // in every node of its path. The tree keeps half-wins, so the mix is rounded up or down at
  // random (keeping its mean): a playout still adds 0, 1 or 2 half-wins. 0: results alone.
  double networkMix = 0.5;
};

// Boards up to this size are small: they trust RAVE values for less long, weigh the move model's
// priors more, and by default read decided fights with the dead-stone judge (mcts_player.h).
//
// The small boards' RAVE equivalence is the matches' choice (README, Strength): on 9x9, 500 won
// 253 of 450 games against 2,000 at 3,000 playouts a move and 103 of 200 at 10,000; on 19x19
// neither 5,000 nor 1,000 did better than 2,000.
constexpr int kSmallBoard = 9;
constexpr double kSmallBoardRaveEquivalence = 500;
// ... and weigh the move model's priors twice as much (SearchParams::priorWeight): with the
// exploration constant of 0.05, on 9x9 with the network at 4,000 playouts a move, 80 won 101 of
// 168 games against 40, and 36 of 60 at one second a move (docs/strength.md).
constexpr double kSmallBoardPriorWeight = 80;
// With a move model the moves come best first, and the tree widens progressively.
constexpr double kModelWideningVisits = 40;
// Boards up to this size use the network when one is loaded (SearchParams::useNetwork), where
// its trunk runs in 8-bit integers with AVX-512 VNNI (network/quantized_conv.h); 0 elsewhere:
// with AVX2's integer kernel it won 112 of 200 games at one second a move, too few to call a gain,
// and in float an evaluation costs four times as much and no such match has been won. On 9x9
// the network of 9,709 self-play games, its value mixed into the results, won 66 of 100 games at
// one second a move against the same engine without it; on 13x13 and 19x19 (a network trained on
// 9x9 alone) it has won nothing at 1,000 playouts a move, where it cost 2.4 times the time.
constexpr int kNetworkMaxSize = 9;
int networkMaxSize();

// Parameters given by hand (--param NAME=VALUE); the unset ones keep the values searchParams
// gives them.
struct SearchTuning {
  std::optional<double> exploration;     // exploration constant of the selection value
  std::optional<double> rave;            // RAVE equivalence (AMAF weight falls to half there)
  std::optional<double> fpu;             // first-play urgency
  std::optional<double> expand;          // visits before a leaf gets its children
  std::optional<double> widening;        // progressive widening's visits per step, 0 = off
  std::optional<double> wideningFactor;  // its growth factor
  std::optional<double> priorWeight;     // the move model's weight in the priors
  std::optional<double> networkSize;     // the largest board that uses the network, 0 = none
  std::optional<double> networkPolicy;   // the network's share of the priors' probability (1 above 1)
  std::optional<double> networkValue;    // the network value's weight, in playouts
  std::optional<double> networkVisits;   // visits before a node gets the network's value
  std::optional<double> networkMix;      // the value's share in a playout's result (1 above 1)
  // Sets a parameter from "NAME=VALUE" (NAME one of tunableNames()), the number read by the
  // option table's parser; an error names what is wrong.
  Status set(std::string_view assignment, Expected<double> (*parseNumber)(std::string_view));
  bool operator==(const SearchTuning&) const = default;
};

// The names --param takes, in the order the help lists them.
std::span<const std::string_view> tunableNames();

// The search's parameters on a board of this size, with or without a move model and a network,
// then whatever was set by hand.
SearchParams searchParams(const SearchTuning& tuning, int boardSize, bool moveModel, bool network = false);

}  // namespace kosumi
