#include "referee/referee.h"

#include <algorithm>
#include <string>

#include "engine/sgf.h"
#include "engine/vertex.h"
#include "search/game_end/counted_dead.h"

namespace kosumi {

namespace {

const char* colorName(Color c) { return c == Color::Black ? "black" : "white"; }

Refusal refusal(std::string reason, std::string error) { return Refusal{std::move(reason), std::move(error)}; }

Refusal gameOver() { return refusal("phase", "the game is over"); }

// Each side's territory as SGF's TB and TW, for the last node of the record.
std::string territoryProperties(const Score& s, const Geometry& geo) {
  std::string out;
  for (Color c : {Color::Black, Color::White}) {
    std::string list;
    s.territoryPoints[index(c)].forEach([&](Point p) { list.append("[").append(formatSgfPoint(p, geo)).append("]"); });
    if (!list.empty()) out.append(c == Color::Black ? "TB" : "TW").append(list);
  }
  return out;
}

}  // namespace

const char* gamePhaseName(GamePhase phase) {
  switch (phase) {
    case GamePhase::Play: return "play";
    case GamePhase::Marking: return "marking";
    case GamePhase::Over: return "over";
  }
  return "play";
}

namespace {

// Where play last resumed as the passes at the end of the record tell it: a run of passes is
// written only as pairs that each reached marking, with play resumed after each, so an odd run
// ends in play with one pass since resuming, an even run in marking, its last pair counting.
size_t resumePointOfPasses(const Game& game) {
  const int passes = game.consecutivePasses();
  return passes > 2 ? game.moves().size() - (passes % 2 == 1 ? 1 : 2) : 0;
}

}  // namespace

Referee::Referee(Game game, Confirmation confirmation, std::optional<size_t> resumedAt)
    : game_(std::move(game)), confirmation_(confirmation) {
  resumedAt_ = resumedAt && *resumedAt <= game_.moves().size() ? *resumedAt : resumePointOfPasses(game_);
}

int Referee::consecutivePasses() const {
  const int sinceResume = int(game_.moves().size() - std::min(resumedAt_, game_.moves().size()));
  return std::min(game_.consecutivePasses(), sinceResume);
}

GamePhase Referee::phase() const {
  if (end_) return GamePhase::Over;
  if (consecutivePasses() < 2) return GamePhase::Play;
  return game_.rules().dead == DeadStones::Marked ? GamePhase::Marking : GamePhase::Over;
}

Refused Referee::unlessPhase(GamePhase allowed) const {
  const GamePhase now = phase();
  if (now == allowed) return std::nullopt;
  if (now == GamePhase::Over) return gameOver();
  if (now == GamePhase::Marking) return refusal("phase", "dead stones are being marked");
  // In play, asked for marking.
  if (game_.rules().dead == DeadStones::AsIs)
    return refusal("phase", "pass twice first: the board is then scored as it stands (dead=as-is)");
  return refusal("phase", "pass twice first");
}

void Referee::clearMarks() {
  marks_ = Bitboard();
  confirmed_[0] = confirmed_[1] = false;
}

void Referee::settleIfOver() {
  if (phase() != GamePhase::Over) return;
  // Nothing is left to answer once the game is over, so no draw offer can stand; and a game
  // ended as it stands (dead=as-is) was scored with no stones dead, whatever was marked before.
  drawOffer_.reset();
  if (!end_) clearMarks();
}

Refused Referee::setRules(const Rules& rules) {
  // A recorded end keeps the result it was given; under dead=as-is the end follows the rules.
  if (end_) return gameOver();
  // A game keeps only rules its moves obey: its record names the rules in force (RU), and is
  // read back under them.
  if (rules.ko != game_.rules().ko) {
    SgfRecord record;
    record.size = game_.size();
    record.handicap = game_.handicap();
    record.setup = game_.setupStones();
    record.moves = game_.moves();
    if (auto replayed = replaySgf(record, rules); !replayed)
      return refusal("invalid", std::string("the moves played break ko=") + koRuleName(rules.ko) + ": " +
                                    replayed.error());
  }
  game_.setRules(rules);
  // The marks stand, but what was confirmed was a score under other rules.
  confirmed_[0] = confirmed_[1] = false;
  // dead=as-is during marking ends the game at once.
  settleIfOver();
  return std::nullopt;
}

Refused Referee::legality(Color c, Point p) const {
  if (Refused refused = unlessPhase(GamePhase::Play)) return refused;
  if (c != game_.toMove()) return refusal("invalid", std::string("it is ") + colorName(game_.toMove()) + "'s turn");
  const MoveLegality r = game_.legality(c, p);
  if (r != MoveLegality::Legal) return refusal(legalityName(r), std::string("illegal move: ") + legalityName(r));
  return std::nullopt;
}

Refused Referee::play(Color c, Point p) {
  if (Refused refused = legality(c, p)) return refused;
  if (Status s = game_.play(c, p); !s) return refusal("invalid", s.error());
  // Moving instead of answering declines the opponent's draw offer.
  if (drawOffer_ && *drawOffer_ != c) drawOffer_.reset();
  // The second pass under dead=as-is ends the game, the offerer's own move included.
  settleIfOver();
  return std::nullopt;
}

Refused Referee::undo() {
  if (phase() == GamePhase::Over) return gameOver();
  // During marking the last move is the second pass: taking it back returns to play.
  if (!game_.undo()) return refusal("invalid", "cannot undo: no move was played");
  resumedAt_ = std::min(resumedAt_, game_.moves().size());
  clearMarks();
  drawOffer_.reset();
  return std::nullopt;
}

Refused Referee::score(const std::optional<Bitboard>& dead, Score& out) const {
  const GamePhase now = phase();
  if (now == GamePhase::Play) return refusal("phase", "pass twice first");
  // The players' marks: the given ones, else those being made, else those agreed; none in a game
  // that ended otherwise.
  std::optional<Bitboard> marks = dead;
  if (!marks && now == GamePhase::Marking) marks = marks_;
  if (!marks) marks = end_ && end_->marked ? end_->dead : Bitboard();
  out = game_.score(countedDead(game_.rules().dead, marks, [this]() -> const StoneJudgment& {
    return judge_.judge(game_);
  }));
  return std::nullopt;
}

Bitboard Referee::judgeDead() { return judge_.judge(game_).dead; }

Refused Referee::toggleDead(Point p) {
  if (p == kPass) return refusal("invalid", "a pass is not a stone");
  if (Refused refused = unlessPhase(GamePhase::Marking)) return refused;
  if (!isStone(game_.board().at(p)))
    return refusal("empty", "there is no stone at " + formatVertex(p, game_.geometry()));
  const Bitboard chain = game_.board().chainStones(p);
  marks_ = (marks_ & chain).empty() ? (marks_ | chain) : marks_.andNot(chain);
  confirmed_[0] = confirmed_[1] = false;
  return std::nullopt;
}

Refused Referee::proposeMarks() {
  if (Refused refused = unlessPhase(GamePhase::Marking)) return refused;
  marks_ = judgeDead();
  confirmed_[0] = confirmed_[1] = false;
  return std::nullopt;
}

Bitboard Referee::marks() const { return end_ && end_->marked ? end_->dead : marks_; }

Refused Referee::confirm(Color c) {
  if (Refused refused = unlessPhase(GamePhase::Marking)) return refused;
  confirmed_[index(c)] = true;
  if (confirmation_ == Confirmation::One || (confirmed_[0] && confirmed_[1])) {
    end_ = GameEnd::scored(game_, marks_, true);
    settleIfOver();
  }
  return std::nullopt;
}

Refused Referee::resume() {
  if (Refused refused = unlessPhase(GamePhase::Marking)) return refused;
  clearMarks();
  resumedAt_ = game_.moves().size();
  return std::nullopt;
}

Refused Referee::resign(Color c) {
  if (phase() == GamePhase::Over) return gameOver();
  end_ = GameEnd::resignation(c);
  clearMarks();
  drawOffer_.reset();
  return std::nullopt;
}

Refused Referee::offerDraw(Color c) {
  if (phase() == GamePhase::Over) return gameOver();
  if (drawOffer_)
    return refusal("offer", std::string(colorName(*drawOffer_)) + "'s draw offer is waiting for an answer");
  drawOffer_ = c;
  return std::nullopt;
}

Refused Referee::answerDraw(Color c, bool accept) {
  if (phase() == GamePhase::Over) return gameOver();
  if (!drawOffer_) return refusal("offer", "no draw has been offered");
  if (*drawOffer_ == c) return refusal("offer", std::string(colorName(c)) + " cannot answer its own draw offer");
  drawOffer_.reset();
  if (accept) {
    end_ = GameEnd::draw();
    clearMarks();
  }
  return std::nullopt;
}

std::optional<GameEnd> Referee::ending() const {
  if (end_) return end_;
  if (phase() == GamePhase::Over) return GameEnd::scored(game_, Bitboard(), false);
  return std::nullopt;
}

std::string Referee::sgf(std::string_view result, std::string_view application) const {
  std::string written(result);
  const std::optional<GameEnd> end = ending();
  if (written.empty() && end) written = end->text;
  // During marking nothing is agreed yet: the board's score as it stands.
  if (written.empty() && phase() == GamePhase::Marking) written = game_.score(Bitboard()).result();
  std::string out = formatSgf(game_, written, application);
  // Where play last resumed, in the root, when the passes do not tell it (play resumed just
  // after two passes, or an undo took back moves to before where it resumed).
  if (resumedAt_ != resumePointOfPasses(game_))
    out.insert(out.find('\n'), std::string(kSgfPlayResumed) + "[" + std::to_string(resumedAt_) + "]");
  if (end && end->marked) {
    // The record ends ")\n": the territory goes into its last node.
    const std::string territory = territoryProperties(game_.score(end->dead), game_.geometry());
    out.insert(out.size() - 2, territory);
  }
  return out;
}

}  // namespace kosumi
