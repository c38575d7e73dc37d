#pragma once
// Which stones are dead at the end of a game, judged the same way whoever asks: final_score and
// final_status_list of every playing mode and level, and the computer player deciding whether it
// may pass. The judgment depends on the position alone (a fixed number of playouts, one thread,
// a seed taken from the position), so two engines, or one engine in two modes, never score the
// same finished game differently.
//
// A chain's status is what happens to it when the opponent moves first: dead if it is then
// captured, alive if not — as the rules that settle status by play after the game decide (the
// owner, who passed, does not get the first move). Found in steps, cheapest first:
//  1. Seki, recognised on the board (seki.h): alive. Playouts fill shared liberties at random and
//     cannot judge it.
//  2. Two searches of the whole position with light playouts, one with each side to move: a chain
//     that keeps its points in most playouts even when the opponent moves first is alive; one that
//     loses them in most playouts even when its owner moves first is dead.
//  3. A chain bordering a large region of its own (empty points and the dead stones of step 2,
//     bounded by its colour alone) is alive: it has the eye space to live.
//  4. Every other chain, largest first and up to the budget's maxReadChains, is read: a search of the moves
//     near it, with heavy playouts won by its capture (or survival), once with the opponent to
//     move (dead or alive) and, when dead, once with its owner to move (unsettled: the owner
//     could have saved it by moving first).
//  5. Two touching chains of opposite colours cannot both be dead (a race where each side's
//     reading gave the first move to the attacker): the one that survived less often is.
//  6. A dead chain touching a doubtful living chain of the opponent's is doubtful too: were the
//     neighbour judged dead, the race would leave this one alive.
// A single search with a single ownership threshold called chains dead on a coin toss; here a
// coin toss is read, and a chain whose status a referee could see the other way is reported as
// doubtful, so that the player does not pass while it matters.
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "search/game_end/judge_budget.h"
#include "search/mcts.h"
#include "search/ownership.h"

namespace kosumi {

// What the reading of one chain found: the best first move of each side in it.
struct ChainReading {
  Bitboard chain;
  Point attack = kNullPoint;  // the opponent's first move in the reading with it to move
  Point defend = kNullPoint;  // the owner's, when the chain was also read with its owner first
};

struct StoneJudgment {
  Bitboard dead;       // whole chains
  Bitboard seki;       // chains in seki, alive
  Bitboard unsettled;  // dead chains whose owner, moving first, could have saved them
  // Chains whose judgment a reasonable referee could make the other way: the unsettled ones and
  // those whose points neither side owns clearly in the playouts. Seki is never doubtful.
  Bitboard doubtful;
  std::vector<ChainReading> readings;  // the chains read, largest first
};

class DeadStoneJudge {
 public:
  // The engine's judge has the default budget; see judge_budget.h.
  explicit DeadStoneJudge(const JudgeBudget& budget = {});
  ~DeadStoneJudge();
  DeadStoneJudge(const DeadStoneJudge&) = delete;
  DeadStoneJudge& operator=(const DeadStoneJudge&) = delete;

  // The judgment of the game's current position; repeated questions about the same position
  // are answered from the last judgment.
  const StoneJudgment& judge(const Game& game);
  // Whether judge(game) would answer from the last judgment, at no cost.
  bool judged(const Game& game) const;

 private:
  struct Key {
    int size = 0;
    uint64_t hash = 0;
    size_t moves = 0;
    size_t setup = 0;
    Rules rules;
    bool operator==(const Key&) const = default;
  };
  static Key keyOf(const Game& game);
  // A chain the ownership leaves unclear, to be read, and a chain found dead with the share of
  // the playouts (or the reading's chance) in which it survived the opponent's first move.
  struct Unclear {
    Bitboard chain;
    Point head;
    Color owner;
    double opponentFirst;  // the chain's share when the opponent moved first
  };
  struct Dying {
    Bitboard chain;
    double survival;
  };

  // The ownership after a search with `toMove` first.
  Ownership search(const Game& game, Color toMove, const Rules& rules);
  // Steps 2 and 3: the chains the ownership settles (dead ones into `dying`) and those to read.
  void screen(const Board& board, const Ownership first[2], std::vector<Unclear>& unclear,
              std::vector<Dying>& dying) const;
  // Step 4 for one chain.
  void read(const Game& game, const Rules& rules, const Unclear& chain, std::vector<Dying>& dying);
  // Step 5: the dying chains into judgment_.dead, never two touching chains of both colours.
  void settleTouchingDead(const Board& board, std::vector<Dying>& dying);
  // Step 6: dead chains tied to a doubtful living neighbour into judgment_.doubtful.
  void doubtTiedChains(const Board& board);
  // The chance, for `toMove`, that the chain at `chain` ends as toMove wants it (alive for its
  // owner, captured for the opponent), after a search whose playouts are won by exactly that:
  // the win rate of the search's most visited move, and that move.
  struct LifeReading {
    double value = 0.5;
    Point best = kNullPoint;
  };
  LifeReading lifeValue(const Game& game, Point chain, Color toMove, const Rules& rules);

  JudgeBudget budget_;
  // Null until the first judgment.
  std::unique_ptr<NodePool> pool_;
  std::unique_ptr<Mcts> mcts_;
  std::optional<Key> key_;
  StoneJudgment judgment_;
};

}  // namespace kosumi
