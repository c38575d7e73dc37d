#pragma once
// The referee of one game: its record (the Game) and its life. Play; after two passes in a row,
// the marking of dead stones (dead=marked) until the players confirm, or the end at once
// (dead=as-is); resignation and an accepted draw end it too. It knows nothing of the face that
// asks: the WebAssembly package translates its answers into JavaScript objects.
//
// Every change is checked first and refused whole: what the phase does not allow is refused
// with reason "phase", and the game is left as it was.
//
//   play --(two passes, dead=marked)--> marking --(confirm: one or both)--> over
//     ^                                   |
//     +-------(resume; undo the pass)-----+
//   play --(two passes, dead=as-is)--> over (scored as the board stands)
//   play or marking --(resign; an accepted draw)--> over
#include <optional>
#include <string>
#include <string_view>

#include "engine/expected.h"

#include "engine/game.h"
#include "engine/score.h"
#include "referee/game_end.h"
#include "search/game_end/dead_stone_judge.h"

namespace kosumi {

enum class GamePhase { Play, Marking, Over };
// "play", "marking", "over".
const char* gamePhaseName(GamePhase phase);

// Who must confirm the marks: one (a game against the computer) or both players (a room).
enum class Confirmation { One, Both };

// Why a request was refused: reason is a word a front end can act on ("invalid" for a request
// that makes no sense, "phase" for one the phase does not allow, "empty", "offer", or the rule
// that forbids a move: "occupied", "suicide", "ko", "superko"), error a sentence for a person.
struct Refusal {
  std::string reason;
  std::string error;
  bool operator==(const Refusal&) const = default;
};
// None when the request was done.
using Refused = std::optional<Refusal>;

class Referee {
 public:
  // resumedAt: the moves after which play last resumed, as a record of this referee says it
  // (SgfRecord::playResumedAt); without it, what the passes at the end tell.
  explicit Referee(Game game, Confirmation confirmation = Confirmation::One,
                   std::optional<size_t> resumedAt = std::nullopt);

  const Game& game() const { return game_; }
  GamePhase phase() const;
  Confirmation confirmation() const { return confirmation_; }
  // Passes in a row since play began or last resumed: two end play.
  int consecutivePasses() const;
  // Refused with reason "phase" unless the game is in `allowed`.
  Refused unlessPhase(GamePhase allowed) const;

  // New rules, until the game is over; confirmations are cleared (they confirmed a score under
  // other rules), and dead=as-is during marking ends the game. A ko rule that a move played
  // breaks is refused ("invalid"): the game's record could not be read back under it.
  Refused setRules(const Rules& rules);
  // Whether c may play p (a point or a pass) now: in play, c to move, the rules allowing it.
  Refused legality(Color c, Point p) const;
  // Plays it when legal. A move declines the opponent's draw offer.
  Refused play(Color c, Point p);
  // Takes back the last move. During marking it takes back the second pass, which returns the
  // game to play with the marks cleared; refused once the game is over.
  Refused undo();

  // The score once both sides have passed, with `dead` (whole chains) or, when none is given,
  // the marks (during marking) or the agreed dead stones (once over).
  Refused score(const std::optional<Bitboard>& dead, Score& out) const;
  // The stones the engine's judge calls dead in the position, for the players to start from.
  Bitboard judgeDead();

  // Marking: marks p's whole chain dead, or unmarks it when marked. Any change clears the
  // confirmations.
  Refused toggleDead(Point p);
  // Marking: the marks become the judge's (judgeDead); confirmations are cleared.
  Refused proposeMarks();
  // During marking, the marks; once scored with marks, the agreed ones.
  Bitboard marks() const;
  bool confirmed(Color c) const { return confirmed_[index(c)]; }
  // Marking: c accepts the marks. Once one (or both, by confirmation()) confirmed, the game is
  // over, scored with the marks.
  Refused confirm(Color c);
  // Marking: back to play with the marks cleared; two more passes reach marking again.
  Refused resume();

  // Before the end: c resigns and the other side wins.
  Refused resign(Color c);
  // Before the end: c offers a draw, which stands until the opponent answers it, moves, or a
  // move is taken back.
  Refused offerDraw(Color c);
  // The offerer's opponent accepts (the game is over, drawn) or declines the draw.
  Refused answerDraw(Color c, bool accept);
  std::optional<Color> drawOffer() const { return drawOffer_; }

  // How the game ended, once over: the recorded end, or under dead=as-is the board's score.
  std::optional<GameEnd> ending() const;
  // The game as SGF. result, when empty, is the game's result once over, else (during marking)
  // the score of the board as it stands. A game scored with marks also gets each side's
  // territory, the dead stones among it, as TB and TW in its last node.
  std::string sgf(std::string_view result, std::string_view application) const;

  // The referee as bytes (engine/byte_record.h), for a server that keeps its idle games outside
  // the engine's memory: the game (Game::save), the marks, confirmations, draw offer and end.
  std::string save() const;
  // Replaces this referee's game and its life by save()'s bytes, the game parked (Game::park);
  // bytes that save() did not write are refused, changing nothing.
  Status load(std::string_view bytes);

 private:
  void clearMarks();
  // Once the game is over: drops a standing draw offer, and the marks of a game that ended as
  // it stands.
  void settleIfOver();

  Game game_;
  Confirmation confirmation_;
  Bitboard marks_;
  bool confirmed_[2] = {false, false};
  std::optional<Color> drawOffer_;
  std::optional<GameEnd> end_;  // resignation, an accepted draw or confirmed marks
  // Moves played when play last resumed: passes before it do not count towards the end.
  size_t resumedAt_ = 0;
  // Asking the judge changes nothing of the game; it only keeps its last judgment.
  mutable DeadStoneJudge judge_;
};

}  // namespace kosumi
