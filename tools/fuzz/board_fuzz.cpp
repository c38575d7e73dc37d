// libFuzzer harness for the board and the game: the first byte picks the size (2..25) and the ko
// rule, then each pair of bytes is a move of either colour anywhere (or a pass, or an undo).
// Checked on every step: the board's answers before a move (check, captureCount, libertiesAfter,
// hashAfter) agree with what playing it does, the game refuses exactly the moves its legality
// call refuses and then changes nothing, undo restores the previous position exactly, and the
// incremental state always matches a rebuild from the stones (consistencyError).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tools/fuzz/fuzz_check.h"

namespace {

using namespace kosumi;

constexpr size_t kMaxSteps = 700;  // more than a 25x25 board has points

void checkConsistent(const Board& board, const char* when) {
  const std::string error = board.consistencyError();
  fuzz::check(error.empty(), when, error + "\n" + board.toString());
}

// Plays one move through the game, checking the board's predictions against the outcome.
void playChecked(Game& game, Color c, Point p) {
  const Board before = game.board();  // the copy is checked too: it is what the next move changes
  fuzz::check(before.hash() == game.board().hash(), "a copy keeps the hash");
  const MoveLegality legality = game.legality(c, p);
  // hashAfter and friends hold for any empty, non-suicide point, the simple-ko point included.
  const MoveLegality onBoard = p == kPass ? MoveLegality::Legal : before.check(p, c);
  const bool onBoardLegal = p != kPass && (onBoard == MoveLegality::Legal || onBoard == MoveLegality::Ko);
  int captures = 0, liberties = 0;
  uint64_t hash = 0;
  if (onBoardLegal) {
    captures = before.captureCount(p, c);
    liberties = before.libertiesAfter(p, c);
    hash = before.hashAfter(p, c);
    fuzz::check(before.hasLibertyAfter(p, c), "a legal move has a liberty after it");
  }
  const Status played = game.play(c, p);
  fuzz::check(played.ok() == (legality == MoveLegality::Legal), "play succeeds exactly when legality says so",
              played.ok() ? "" : played.error());
  const Board& after = game.board();
  if (!played.ok()) {
    fuzz::check(after.hash() == before.hash(), "a refused move changes nothing");
    return;
  }
  if (p != kPass) {
    fuzz::check(onBoardLegal, "the game allows only moves the board allows");
    // Situational superko compares positions with the side to move, so after the same colour
    // moved twice (GTP allows either colour in any order) it may allow a ko recapture: the
    // position it makes last arose with the other side to move. Every other rule forbids it.
    fuzz::check(onBoard != MoveLegality::Ko || game.rules().ko == KoRule::Situational,
                "only situational superko may allow the simple-ko point", before.toString());
    fuzz::check(after.captures(c) - before.captures(c) == captures, "captureCount predicts the captures");
    fuzz::check(after.liberties(p) == liberties, "libertiesAfter predicts the liberties");
    fuzz::check(after.hash() == hash, "hashAfter predicts the hash");
    fuzz::check(after.at(p) == c, "the stone is on the board");
  }
  checkConsistent(after, "board consistent after a move");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const int boardSize = kMinSize + data[0] % (kMaxSize - kMinSize + 1);
  Rules rules = Rules::chinese();
  const KoRule ko[] = {KoRule::Simple, KoRule::Positional, KoRule::Situational};
  rules.ko = ko[(data[0] / 24) % 3];
  Game game(boardSize, rules);
  const Geometry& geo = game.geometry();
  std::vector<uint64_t> hashes = {game.board().hash()};
  // Longer inputs only repeat what shorter ones test, more slowly (undo replays the game).
  const size_t end = std::min(size, size_t(1 + 2 * kMaxSteps));
  for (size_t i = 1; i + 1 < end; i += 2) {
    const unsigned op = unsigned(data[i]) | unsigned(data[i + 1]) << 8;
    if (op % 16 == 15) {
      const bool undone = game.undo();
      fuzz::check(undone == (hashes.size() > 1), "undo works exactly when a move was played");
      if (undone) {
        hashes.pop_back();
        fuzz::check(game.board().hash() == hashes.back(), "undo restores the previous position");
        checkConsistent(game.board(), "board consistent after undo");
      }
      continue;
    }
    const Color c = (op >> 4) & 1 ? Color::White : Color::Black;
    const int index = int((op >> 5) % unsigned(geo.area() + 1));
    const Point p = index == geo.area() ? kPass : geo.point(index % boardSize, index / boardSize);
    const size_t movesBefore = game.moves().size();
    playChecked(game, c, p);
    if (game.moves().size() > movesBefore) hashes.push_back(game.board().hash());
  }
  return 0;
}
