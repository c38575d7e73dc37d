#include "search/game_end/dead_stone_judge.h"

#include <algorithm>
#include <vector>

#include "playouts/rng.h"
#include "search/go_simulator.h"
#include "search/game_end/seki.h"

namespace kosumi {

namespace {
// A chain that keeps its points in at least this share of the playouts when the opponent moves
// first is alive; one that keeps them in at most this share when its owner moves first is dead.
// Every other chain is read (lifeValue), up to the budget's maxReadChains of them.
constexpr double kClearlyAlive = 0.8, kClearlyDead = 0.2;
// An own region this large is an eye space the opponent cannot kill (the largest killable eye
// spaces have six points).
constexpr int kSecureEyeSpace = 8;
// A reading that ends this close to an even chance leaves the chain in doubt.
constexpr double kReadMargin = 0.1;


// The stones of every chain that borders a region of at least kSecureEyeSpace points made of empty
// points and `dead` stones and bounded by the chain's colour alone.
Bitboard chainsWithSecureEyeSpace(const Board& board, const Bitboard& dead) {
  const int s = board.geometry().stride();
  const Bitboard open = board.emptyPoints() | dead;
  Bitboard secure, seen;
  open.forEach([&](Point start) {
    if (seen.test(start)) return;
    const Bitboard region = regionOf(start, open, s);
    seen |= region;
    if (region.count() < kSecureEyeSpace) return;
    const Bitboard border = region.neighbours(s) & (board.stones(Color::Black) | board.stones(Color::White));
    const bool black = !(border & board.stones(Color::Black)).empty();
    const bool white = !(border & board.stones(Color::White)).empty();
    if (black == white) return;
    border.forEach([&](Point q) {
      if (!secure.test(q)) secure |= board.chainStones(q);
    });
  });
  return secure;
}

// The share of the playouts in which c owned the chain's points, averaged over its points.
double chainShare(const Ownership& o, const Bitboard& chain, Color c) {
  double sum = 0;
  chain.forEach([&](Point q) { sum += o.of(q, c); });
  return sum / chain.count();
}
}  // namespace

DeadStoneJudge::DeadStoneJudge(const JudgeBudget& budget) : budget_(budget) {}

DeadStoneJudge::~DeadStoneJudge() = default;

Ownership DeadStoneJudge::search(const Game& game, Color toMove, const Rules& rules) {
  pool_->clear();
  const uint64_t seed = mixBits(game.board().hash() ^ (uint64_t(index(toMove)) + 1) * 0x9e3779b97f4a7c15ULL);
  GoSimulator sim(game, toMove, rules, seed, PlayoutPolicyKind::Light);
  Simulator* sims[] = {&sim};
  SearchLimits limits;
  limits.playouts = budget_.playoutsPerSide;
  limits.earlyStop = false;
  mcts_->run(sims, limits);
  Ownership o;
  o.playouts = sim.playouts();
  o.black.assign(kMaxPoints, 0);
  o.white.assign(kMaxPoints, 0);
  if (o.playouts == 0) return o;
  for (int p = 0; p < kMaxPoints; ++p) {
    o.black[size_t(p)] = float(sim.owned(Color::Black)[size_t(p)]) / float(o.playouts);
    o.white[size_t(p)] = float(sim.owned(Color::White)[size_t(p)]) / float(o.playouts);
  }
  return o;
}

DeadStoneJudge::LifeReading DeadStoneJudge::lifeValue(const Game& game, Point chain, Color toMove,
                                                      const Rules& rules) {
  pool_->clear();
  const uint64_t seed = mixBits(game.board().hash() ^ uint64_t(chain) * 0x2545f4914f6cdd1dULL ^ uint64_t(index(toMove)));
  GoSimulator sim(game, toMove, rules, seed, PlayoutPolicyKind::Heavy, chain);
  Simulator* sims[] = {&sim};
  SearchLimits limits;
  limits.playouts = game.size() > 13 ? budget_.largeBoardReadPlayouts : budget_.readPlayouts;
  limits.earlyStop = false;
  mcts_->run(sims, limits);
  const std::vector<uint32_t> ranked = mcts_->rankedChildren(0);
  if (ranked.empty()) return {};
  const Node& best = mcts_->node(ranked.front());
  return {best.winrate(), best.move};
}

DeadStoneJudge::Key DeadStoneJudge::keyOf(const Game& game) {
  return Key{game.size(), game.board().hash(), game.moves().size(), game.setupStones().size(), game.rules()};
}

bool DeadStoneJudge::judged(const Game& game) const { return key_ && *key_ == keyOf(game); }

const StoneJudgment& DeadStoneJudge::judge(const Game& game) {
  const Key key = keyOf(game);
  if (key_ && *key_ == key) return judgment_;
  key_ = key;
  judgment_ = StoneJudgment{};
  const Board& board = game.board();
  if ((board.stones(Color::Black) | board.stones(Color::White)).empty()) return judgment_;

  // Playouts that end with two passes settle dead stones themselves, so the searches count
  // marked dead stones whatever the game's rules say about them.
  Rules rules = game.rules();
  rules.dead = DeadStones::Marked;
  // The tree is made at the first judgment: most players and sessions never ask for one.
  if (!mcts_) {
    pool_ = std::make_unique<NodePool>(budget_.memoryBytes);
    mcts_ = std::make_unique<Mcts>(*pool_, SearchParams{});
  }
  const Ownership first[2] = {search(game, Color::Black, rules), search(game, Color::White, rules)};
  judgment_.seki = sekiStones(board);
  std::vector<Unclear> unclear;
  std::vector<Dying> dying;
  screen(board, first, unclear, dying);
  // Larger chains first: they weigh most in the score.
  std::stable_sort(unclear.begin(), unclear.end(),
                   [](const Unclear& a, const Unclear& b) { return a.chain.count() > b.chain.count(); });
  for (size_t i = 0; i < unclear.size(); ++i) {
    const Unclear& u = unclear[i];
    if (i >= budget_.maxReadChains) {
      // Not read: the ownership with the opponent first decides, and the chain stays in doubt.
      if (u.opponentFirst < 0.5) dying.push_back({u.chain, u.opponentFirst});
      judgment_.doubtful |= u.chain;
      continue;
    }
    read(game, rules, u, dying);
  }
  settleTouchingDead(board, dying);
  judgment_.doubtful |= judgment_.unsettled;
  doubtTiedChains(board);
  return judgment_;
}

void DeadStoneJudge::screen(const Board& board, const Ownership first[2], std::vector<Unclear>& unclear,
                            std::vector<Dying>& dying) const {
  Bitboard seen = judgment_.seki;
  for (Color c : {Color::Black, Color::White}) {
    board.stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = board.chainStones(p);
      seen |= chain;
      const double ownerFirst = chainShare(first[index(c)], chain, c);
      const double opponentFirst = chainShare(first[index(opponent(c))], chain, c);
      if (opponentFirst >= kClearlyAlive) return;
      if (ownerFirst <= kClearlyDead) {
        dying.push_back({chain, opponentFirst});
        return;
      }
      unclear.push_back({chain, p, c, opponentFirst});
    });
  }
  // A chain bordering a large region of its own — empty points and clearly dead stones, bounded
  // by its colour alone — has the eye space to live whatever the opponent plays first; playouts
  // in a wide open area misjudge it, and reading it would cost the most.
  Bitboard clearlyDead;
  for (const Dying& d : dying) clearlyDead |= d.chain;
  const Bitboard secure = chainsWithSecureEyeSpace(board, clearlyDead);
  std::erase_if(unclear, [&](const Unclear& u) { return secure.test(u.head); });
}

void DeadStoneJudge::read(const Game& game, const Rules& rules, const Unclear& u, std::vector<Dying>& dying) {
  ChainReading reading{u.chain};
  const LifeReading attack = lifeValue(game, u.head, opponent(u.owner), rules);
  reading.attack = attack.best;
  const double attacked = 1 - attack.value;  // for the owner
  if (attacked >= 0.5) {
    if (attacked < 0.5 + kReadMargin) judgment_.doubtful |= u.chain;
    judgment_.readings.push_back(reading);
    return;
  }
  // Captured when the opponent moves first: dead, as the rules that settle status by play after
  // the game decide. Unsettled when its owner, moving first, could have saved it.
  const LifeReading defence = lifeValue(game, u.head, u.owner, rules);
  reading.defend = defence.best;
  judgment_.readings.push_back(reading);
  dying.push_back({u.chain, attacked});
  if (defence.value >= 0.5) judgment_.unsettled |= u.chain;
  if (attacked > 0.5 - kReadMargin) judgment_.doubtful |= u.chain;
}

void DeadStoneJudge::settleTouchingDead(const Board& board, std::vector<Dying>& dying) {
  // Two chains of opposite colours that touch cannot both be dead: each reading gave the first
  // move to the attacker, so in a race both can look lost. The one that survived less often is
  // dead, the other lives, and both stay in doubt.
  std::stable_sort(dying.begin(), dying.end(), [](const Dying& a, const Dying& b) { return a.survival < b.survival; });
  const int s = board.geometry().stride();
  for (const Dying& d : dying) {
    const Color c = board.at(d.chain.first());
    const Bitboard deadNeighbours = d.chain.neighbours(s) & board.stones(opponent(c)) & judgment_.dead;
    if (deadNeighbours.empty()) {
      judgment_.dead |= d.chain;
      continue;
    }
    judgment_.doubtful |= d.chain;
    deadNeighbours.forEach([&](Point q) { judgment_.doubtful |= board.chainStones(q); });
    judgment_.unsettled = judgment_.unsettled.andNot(d.chain);
  }
}

void DeadStoneJudge::doubtTiedChains(const Board& board) {
  // A dead chain that touches a doubtful living chain of the opponent's is tied to it: in a race
  // the one that dies frees the other, so a referee who sees the neighbour dead sees this chain
  // alive. Its verdict is as doubtful as the neighbour's.
  const int s = board.geometry().stride();
  const Bitboard doubtfulLiving = judgment_.doubtful.andNot(judgment_.dead);
  Bitboard tied, seen;
  judgment_.dead.forEach([&](Point p) {
    if (seen.test(p)) return;
    const Bitboard chain = board.chainStones(p);
    seen |= chain;
    const Color c = board.at(p);
    if (!(chain.neighbours(s) & board.stones(opponent(c)) & doubtfulLiving).empty()) tied |= chain;
  });
  judgment_.doubtful |= tied;
}

}  // namespace kosumi
