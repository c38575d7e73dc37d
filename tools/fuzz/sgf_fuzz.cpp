// libFuzzer harness for the SGF reader: arbitrary bytes are parsed under the default limits and
// under tight ones; a record that parses is replayed, and a game that replays is written out, read
// back and replayed again, which must give the same stones, moves and rules.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/sgf.h"
#include "tools/fuzz/fuzz_check.h"

namespace {

using namespace kosumi;

void roundTrip(const Game& game, std::string_view input) {
  const std::string text = formatSgf(game, "B+R", "Kosumi:fuzz");
  const std::string context = "input: " + std::string(input.substr(0, 400)) + "\nwritten: " + text.substr(0, 400);
  auto record = parseSgf(text);
  fuzz::check(record.ok(), "a written record parses", context + "\n" + (record ? "" : record.error()));
  auto rules = rulesFromSgf(record->rules);
  fuzz::check(rules.ok(), "written rules read back", context);
  auto back = replaySgf(*record, *rules);
  fuzz::check(back.ok(), "a written record replays", context + "\n" + (back ? "" : back.error()));
  fuzz::check(back->board().hash() == game.board().hash(), "round trip keeps the position", context);
  fuzz::check(back->moves() == game.moves(), "round trip keeps the moves", context);
  fuzz::check(back->setupStones() == game.setupStones(), "round trip keeps the setup stones", context);
  fuzz::check(back->handicap() == game.handicap(), "round trip keeps the handicap", context);
  Rules expected = game.rules(), got = back->rules();
  expected.komi = got.komi = 0;  // komi goes through its own text form; the rest must match exactly
  fuzz::check(expected == got, "round trip keeps the rules", context);
  fuzz::check(back->board().consistencyError().empty(), "replayed board consistent", context);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  SgfLimits tight;
  tight.maxBytes = 2048;
  tight.maxDepth = 4;
  tight.maxNodes = 64;
  auto small = parseSgf(input, tight);
  auto record = parseSgf(input);
  // Tighter limits can only refuse more.
  if (small) fuzz::check(record.ok(), "what parses under tight limits parses under the defaults");
  if (!record) return 0;
  Rules rules = Rules::chinese();
  if (!record->rules.empty())
    if (auto fromSgf = rulesFromSgf(record->rules)) rules = *fromSgf;
  for (int moves : {-1, 0, 1, int(record->moves.size() / 2)}) {
    auto game = replaySgf(*record, rules, moves);
    if (!game) continue;
    fuzz::check(game->board().consistencyError().empty(), "replayed board consistent");
    if (moves == -1) roundTrip(*game, input);
  }
  return 0;
}
