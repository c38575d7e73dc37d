#include "search/mcts_player.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "playouts/rng.h"
#include "search/go_simulator.h"
#include "search/node_evaluator.h"
#include "search/game_end/judgment_timing.h"
#include "search/game_end/move_decision.h"

namespace kosumi {

namespace {
// Moves reported in a principal variation.
constexpr int kPvLength = 12;

}  // namespace

bool readsDecidedFights(const PlayerOptions& options, int boardSize) {
  switch (options.readDecidedFights) {
    case DecidedFightReading::Off: return false;
    case DecidedFightReading::On: return true;
    case DecidedFightReading::SmallBoards: return boardSize <= kSmallBoard;
  }
  return false;
}

MctsPlayer::MctsPlayer(const PlayerOptions& options) : options_(options) {
  seed_ = options.seed ? options.seed
                       : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  pool_ = std::make_unique<NodePool>(options.maxMemoryBytes);
  mcts_ = std::make_unique<Mcts>(*pool_, SearchParams{});
  judge_ = std::make_unique<DeadStoneJudge>(options.judge);
}

MctsPlayer::~MctsPlayer() = default;

void MctsPlayer::setOptions(const PlayerOptions& options) {
  if (options.maxMemoryBytes != options_.maxMemoryBytes) {
    mcts_.reset();
    pool_ = std::make_unique<NodePool>(options.maxMemoryBytes);
    mcts_ = std::make_unique<Mcts>(*pool_, SearchParams{});
    treeValid_ = false;
  }
  if (!(options.judge == options_.judge)) judge_ = std::make_unique<DeadStoneJudge>(options.judge);
  if (options.seed != options_.seed && options.seed != 0) seed_ = options.seed;
  if (options.network != options_.network) evaluators_.clear();
  options_ = options;
}

int MctsPlayer::threadCount() const {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  // A WebAssembly build without threads searches on the calling thread alone.
  return 1;
#else
  if (options_.threads > 0) return options_.threads;
  return std::max(1, int(std::thread::hardware_concurrency()));
#endif
}

uint64_t MctsPlayer::searchSeed(const Game& game, Color toMove) const {
  // From the position, not from earlier searches: the same position and seed give the same move.
  return mixBits(seed_ ^ mixBits(game.board().hash() + game.moves().size() * 0x9e3779b97f4a7c15ULL +
                         uint64_t(index(toMove))));
}

bool MctsPlayer::continuesLastSearch(const Game& game, const Rules& rules) const {
  const auto& moves = game.moves();
  return treeValid_ && key_.size == game.size() && key_.setup == game.setupStones() && key_.rules == rules &&
         moves.size() >= key_.moves.size() && std::equal(key_.moves.begin(), key_.moves.end(), moves.begin());
}

void MctsPlayer::prepareTree(const Game& game, Color toMove, const Rules& rules) {
  const auto& moves = game.moves();
  bool reuse = continuesLastSearch(game, rules);
  uint32_t root = 0;
  Color c = key_.toMove;
  for (size_t i = key_.moves.size(); reuse && i < moves.size(); ++i) {
    root = moves[i].color == c ? mcts_->childWithMove(root, moves[i].point) : Node::kNoChild;
    reuse = root != Node::kNoChild;
    c = opponent(c);
  }
  // A node that ended the game in the tree has no moves to offer as a root.
  reuse = reuse && c == toMove &&
          !((*pool_)[root].expanded() && (*pool_)[root].numChildren == 0);
  if (reuse) pool_->keepSubtree(root);
  else pool_->clear();
  key_ = TreeKey{game.size(), game.setupStones(), moves, toMove, rules};
  treeValid_ = true;
  // Children made below the root knew only the simple ko; now the game's ko rule decides.
  Node& r = (*pool_)[0];
  if (r.expanded())
    for (uint32_t i = 0; i < r.numChildren; ++i) {
      Node& child = (*pool_)[r.firstChild + i];
      child.pruned.store(game.legality(toMove, child.move) != MoveLegality::Legal,
                         std::memory_order_relaxed);
    }
}

SearchStats MctsPlayer::search(const Game& game, Color toMove, const Rules& rules,
                               const SearchLimits& baseLimits, const MoveRequest* request,
                               PlayoutPolicyKind policy) {
  prepareTree(game, toMove, rules);
  const int threads = threadCount();
  const uint64_t seed = searchSeed(game, toMove);
  const SearchParams params =
      searchParams(options_.tuning, game.size(), options_.moveModel != nullptr, options_.network != nullptr);
  if (params.useNetwork) prepareEvaluators(game.size(), threads);
  std::vector<std::unique_ptr<GoSimulator>> sims;
  std::vector<Simulator*> pointers;
  for (int i = 0; i < threads; ++i) {
    sims.push_back(std::make_unique<GoSimulator>(game, toMove, rules, mixBits(seed + uint64_t(i)),
                                                 policy));
    sims.back()->useMoveModel(options_.moveModel.get(), params.priorWeight);
    if (params.useNetwork) sims.back()->useNetwork(evaluators_[size_t(i)].get(), params.networkPolicyShare);
    pointers.push_back(sims.back().get());
  }
  SearchLimits limits = baseLimits;
  if (request && request->onAnalysis) {
    limits.progressSeconds = request->analysisSeconds;
    // Runs on the calling thread, which owns sims[0]: its counts are safe to read there.
    limits.progress = [&] {
      Ownership partial;
      partial.playouts = sims[0]->playouts();
      partial.black.assign(kMaxPoints, 0);
      partial.white.assign(kMaxPoints, 0);
      for (int p = 0; p < kMaxPoints && partial.playouts > 0; ++p) {
        partial.black[size_t(p)] = float(sims[0]->owned(Color::Black)[size_t(p)]) / partial.playouts;
        partial.white[size_t(p)] = float(sims[0]->owned(Color::White)[size_t(p)]) / partial.playouts;
      }
      std::optional<double> margin;
      if (partial.playouts > 0) margin = sims[0]->marginSum() / double(partial.playouts);
      // The candidates' own margins, like the ownership, from this thread's playouts alone.
      request->onAnalysis(snapshot(toMove, rootVisits(), &partial, margin,
                                   collectRootTallies(std::span(sims).first(1))));
    };
  }
  mcts_->setParams(params);
  const SearchStats stats = mcts_->run(pointers, limits);
  collectOwnership(sims);
  analysis_ = snapshot(toMove, stats.playouts, &ownership_, meanMargin_, collectRootTallies(sims));
  return stats;
}

void MctsPlayer::prepareEvaluators(int boardSize, int threads) {
  if (!evaluators_.empty() && evaluators_.front()->boardSize() != boardSize) evaluators_.clear();
  while (int(evaluators_.size()) < threads)
    evaluators_.push_back(std::make_unique<NodeEvaluator>(options_.network, boardSize));
}

void MctsPlayer::collectOwnership(const std::vector<std::unique_ptr<GoSimulator>>& sims) {
  long total = 0;
  double marginSum = 0;
  std::vector<double> black(kMaxPoints, 0), white(kMaxPoints, 0);
  for (const auto& s : sims) {
    total += s->playouts();
    marginSum += s->marginSum();
    for (int p = 0; p < kMaxPoints; ++p) {
      black[size_t(p)] += s->owned(Color::Black)[size_t(p)];
      white[size_t(p)] += s->owned(Color::White)[size_t(p)];
    }
  }
  ownership_.playouts = total;
  meanMargin_.reset();
  if (total > 0) meanMargin_ = marginSum / double(total);
  ownership_.black.assign(kMaxPoints, 0);
  ownership_.white.assign(kMaxPoints, 0);
  if (total == 0) return;
  for (int p = 0; p < kMaxPoints; ++p) {
    ownership_.black[size_t(p)] = float(black[size_t(p)] / double(total));
    ownership_.white[size_t(p)] = float(white[size_t(p)] / double(total));
  }
}

RootTallies MctsPlayer::collectRootTallies(std::span<const std::unique_ptr<GoSimulator>> sims) {
  RootTallies t;
  t.visits.assign(kMaxPoints, 0);
  t.marginSums.assign(kMaxPoints, 0.0);
  for (const auto& s : sims)
    for (size_t p = 0; p < size_t(kMaxPoints); ++p) {
      t.visits[p] += s->rootMoveVisits()[p];
      t.marginSums[p] += s->rootMoveMarginSums()[p];
    }
  return t;
}

SearchAnalysis MctsPlayer::snapshot(Color toMove, long playouts, const Ownership* ownership,
                                    std::optional<double> blackMargin, const RootTallies& perMove) const {
  SearchAnalysis a;
  a.toMove = toMove;
  a.playouts = playouts;
  // A move's prior as a share of the root's: its prior win rate (the features' equivalent
  // experience, one win and one loss added so a featureless move counts as even) over the sum.
  const auto priorWeight = [](const Node& n) { return (n.priorHalfWins / 2.0 + 1.0) / (n.priorVisits + 2.0); };
  double weightSum = 0;
  const std::vector<uint32_t> ranked = mcts_->rankedChildren(0);
  for (uint32_t i : ranked)
    if (!mcts_->node(i).pruned.load(std::memory_order_relaxed)) weightSum += priorWeight(mcts_->node(i));
  for (uint32_t i : ranked) {
    const Node& n = mcts_->node(i);
    CandidateMove m;
    m.move = n.move;
    m.visits = n.visits.load(std::memory_order_relaxed);
    if (m.visits == 0) break;
    m.winrate = n.winrate();
    // The move's own playouts of this search, when it has some; otherwise the format falls
    // back on the root's margin.
    const uint64_t moveVisits = perMove.visits.empty() ? 0 : perMove.visits[size_t(n.move)];
    if (moveVisits > 0) {
      const double blackLead = perMove.marginSums[size_t(n.move)] / double(moveVisits);
      m.scoreLead = toMove == Color::Black ? blackLead : -blackLead;
    }
    if (weightSum > 0) m.prior = priorWeight(n) / weightSum;
    m.pv = mcts_->principalVariation(i, kPvLength);
    a.candidates.push_back(std::move(m));
  }
  if (ownership && !ownership->empty()) a.ownership = ownership->balance();
  if (blackMargin) a.scoreLead = toMove == Color::Black ? *blackMargin : -*blackMargin;
  return a;
}

MoveChoice MctsPlayer::chooseMove(const Game& game, const MoveRequest& request) {
  const auto start = std::chrono::steady_clock::now();
  Rules rules = game.rules();
  // Cleanup counts the board as it stands, so the search itself sees the value of capturing.
  if (request.cleanup) rules.dead = DeadStones::AsIs;
  SearchLimits limits;
  limits.playouts = options_.playouts;
  limits.seconds = request.seconds > 0 ? request.seconds : options_.secondsPerMove;
  limits.interrupt = request.interrupt;
  // When the judge is asked, and whether first (game_end/judgment_timing.h).
  MoveSituation situation;
  situation.boardArea = game.geometry().area();
  situation.clockSeconds = request.seconds;
  situation.cleanup = request.cleanup;
  situation.afterPass = rules.dead == DeadStones::Marked && game.opponentJustPassed(request.color);
  situation.fightsReadHere = readsDecidedFights(options_, game.size());
  situation.byTime = limits.playouts <= 0;
  situation.lastSearchDecided = continuesLastSearch(game, rules) && !analysis_.candidates.empty() &&
                                decidedWinrate(analysis_.candidates.front().winrate);
  const JudgmentTiming timing = planJudgment(situation);
  if (timing.judgeFirst && !judge_->judged(game)) {
    judge_->judge(game);
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    limits.seconds = searchSecondsAfterJudgment(limits.seconds, spent, request.seconds > 0);
  }
  const SearchStats stats = search(game, request.color, rules, limits, &request, options_.playoutPolicy);

  DecisionInput in;
  in.color = request.color;
  in.cleanup = request.cleanup;
  in.resignThreshold = options_.resignThreshold;
  in.rootVisits = rootVisits();
  if (timing.mayJudge) in.judgment = [this, &game]() -> const StoneJudgment& { return judge_->judge(game); };
  in.readDecidedFights = timing.readsFights && (!situation.byTime || judge_->judged(game));
  for (uint32_t i : mcts_->rankedChildren(0)) {
    const Node& n = mcts_->node(i);
    if (game.legality(request.color, n.move) != MoveLegality::Legal) continue;
    in.ranked.push_back({n.move, long(n.visits.load(std::memory_order_relaxed)), n.winrate()});
  }
  MoveChoice choice = decideMove(game, in, ownership_);
  choice.playouts = stats.playouts;
  choice.seconds = stats.seconds;
  choice.threads = stats.threads;
  choice.nodes = pool_->used();
  return choice;
}

}  // namespace kosumi
