#include "tools/common/selfplay_game.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "engine/game.h"
#include "engine/vertex.h"
#include "playouts/rng.h"
#include "search/game_end/dead_stone_judge.h"

namespace kosumi::tools {

namespace {

uint16_t scaledValue(double winrate) {
  return uint16_t(std::lround(std::clamp(winrate, 0.0, 1.0) * 65535.0));
}

// A uniformly drawn legal move for the side to move that does not fill its own eye; the pass
// when there is none.
Point randomOpeningMove(const Game& game, Rng& rng) {
  const Color c = game.toMove();
  const Geometry& geo = game.geometry();
  std::vector<Point> choices;
  for (int y = 0; y < geo.size(); ++y)
    for (int x = 0; x < geo.size(); ++x) {
      const Point p = geo.point(x, y);
      if (game.legality(c, p) == MoveLegality::Legal && !game.board().isOwnEye(p, c)) choices.push_back(p);
    }
  if (choices.empty()) return kPass;
  return choices[rng.below(uint32_t(choices.size()))];
}

// Black's, White's or nobody's, per data index, on the scored board.
std::vector<int8_t> finalOwnership(const Game& game, const Score& score) {
  const Geometry& geo = game.geometry();
  const Board& board = game.board();
  std::vector<int8_t> owner(size_t(geo.area()), 0);
  for (int y = 0; y < geo.size(); ++y)
    for (int x = 0; x < geo.size(); ++x) {
      const Point p = geo.point(x, y);
      const Color c = board.at(p);
      const bool living = isStone(c) && !score.deadStones.test(p);
      int8_t o = 0;
      if ((living && c == Color::Black) || score.territoryPoints[index(Color::Black)].test(p)) o = 1;
      if ((living && c == Color::White) || score.territoryPoints[index(Color::White)].test(p)) o = -1;
      owner[dataIndex(p, geo)] = o;
    }
  return owner;
}

}  // namespace

uint64_t selfPlayGameSeed(uint64_t runSeed, uint32_t index) {
  const uint64_t s = mixBits(runSeed ^ mixBits(uint64_t(index) + 0x9e3779b97f4a7c15ULL));
  return s == 0 ? 1 : s;
}

RootRecord rootRecordOf(const SearchAnalysis& analysis, const Geometry& geo) {
  RootRecord r;
  double weighted = 0;
  long total = 0;
  for (const CandidateMove& c : analysis.candidates) {
    if (c.visits <= 0) continue;
    r.visits.push_back({dataIndex(c.move, geo), uint32_t(c.visits)});
    weighted += c.winrate * double(c.visits);
    total += c.visits;
  }
  // The root's value is the mean of its playouts, which is its children's win rates weighted by
  // their visits.
  r.value = scaledValue(total > 0 ? weighted / double(total) : 0.5);
  return r;
}

SelfPlayGame playSelfPlayGame(const SelfPlaySettings& settings, uint32_t gameIndex) {
  SelfPlayGame record;
  record.index = gameIndex;
  record.seed = selfPlayGameSeed(settings.seed, gameIndex);
  record.size = settings.size;
  record.ko = settings.rules.ko;
  record.scoring = settings.rules.scoring;
  record.dead = settings.rules.dead;
  record.komi = float(settings.rules.komi);
  record.playouts = uint32_t(settings.player.playouts);

  Rng rng(record.seed);
  const int randomCount = int(rng.below(uint32_t(settings.randomMoves + 1)));
  record.resignDisabled = rng.uniform() < settings.playOutShare;

  PlayerOptions options = settings.player;
  options.seed = record.seed;
  if (record.resignDisabled) options.resignThreshold = 0;
  std::unique_ptr<Player> player = makePlayer(options);

  Game game(settings.size, settings.rules);
  const Geometry& geo = game.geometry();
  const int maxMoves = settings.maxMoves > 0 ? settings.maxMoves : 3 * geo.area();
  record.end = SelfPlayEnd::MoveLimit;
  bool resigned = false;
  Color resigner = Color::Black;
  for (int n = 0; n < maxMoves; ++n) {
    const Color c = game.toMove();
    SelfPlayMove move;
    move.white = c == Color::White;
    Point p = kPass;
    if (n < randomCount) {
      p = randomOpeningMove(game, rng);
      move.random = true;
      move.value = scaledValue(0.5);
    } else {
      MoveRequest request;
      request.color = c;
      const MoveChoice choice = player->chooseMove(game, request);
      if (choice.resign) {
        resigned = true;
        resigner = c;
        break;
      }
      p = choice.move;
      RootRecord root = rootRecordOf(player->analysis(), geo);
      move.value = root.value;
      move.visits = std::move(root.visits);
    }
    move.point = dataIndex(p, geo);
    if (Status s = game.play(c, p); !s)
      throw std::runtime_error(fmt::format("game {}: move {} {}: {}", gameIndex, n + 1, formatVertex(p, geo), s.error()));
    record.moves.push_back(std::move(move));
    if (game.consecutivePasses() >= 2) {
      record.end = SelfPlayEnd::TwoPasses;
      break;
    }
  }

  // The judge of the engine's own final_score, with its default budget.
  DeadStoneJudge judge;
  const Score score = game.score(judge.judge(game).dead);
  record.margin = float(score.margin());
  record.ownership = finalOwnership(game, score);
  if (resigned) {
    record.end = SelfPlayEnd::Resignation;
    record.winner = resigner == Color::Black ? SelfPlayWinner::White : SelfPlayWinner::Black;
  } else {
    record.winner = score.margin() > 0 ? SelfPlayWinner::Black
                    : score.margin() < 0 ? SelfPlayWinner::White : SelfPlayWinner::Tie;
  }
  return record;
}

}  // namespace kosumi::tools
