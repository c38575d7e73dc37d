// libFuzzer harness for the GTP loop: arbitrary bytes are cut into lines as the input reader cuts
// them, preprocessed, split and run by a fresh session, so every command handler sees arbitrary
// arguments. The search budget is tiny (a few playouts, one thread, a small tree), so is the
// dead-stone judge's (a few playouts where the engine spends thousands: its verdict is rough, but
// every step of it runs), and few searching commands run per input (see searches() and judges()),
// so one input stays fast.
//
// Checked after every command: the answer is one well-formed GTP answer (starts with '=' or '?',
// ends with exactly one empty line, holds no empty line before it), no handler threw (an
// "internal error" answer), and the board's incremental state matches a rebuild from its stones.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "gtp/protocol.h"
#include "gtp/session.h"
#include "tools/fuzz/fuzz_check.h"

namespace {

using namespace kosumi;
using namespace kosumi::gtp;

constexpr int kSearchesPerInput = 2;

// Commands that run a search (genmove and friends, analysis and its GoGui pictures) and so count
// against kSearchesPerInput.
bool searches(std::string_view name) {
  return name.find("genmove") != std::string_view::npos || name.find("analyze") != std::string_view::npos ||
         name.rfind("kosumi-gfx", 0) == 0 || name == "kosumi-search-stats";
}

// Commands that ask the dead-stone judge, which searches twice and then reads up to eight chains,
// each a search of its own: even with the small budget a judgment costs many genmoves.
constexpr int kJudgmentsPerInput = 1;
bool judges(std::string_view name) {
  // printsgf judges too, for the result, once both sides passed.
  return name == "final_score" || name == "final_status_list" || name == "kosumi-gfx-dead" ||
         name == "printsgf";
}

// kosumi-settings can raise the search budget (playouts, time, threads) without bound; a budget
// is the operator's choice, not hostile input, so those keys are left out.
bool changesBudget(const CommandLine& cmd) {
  return cmd.name == "kosumi-settings" && !cmd.args.empty() &&
         (cmd.args[0] == "playouts" || cmd.args[0] == "time" || cmd.args[0] == "threads");
}

EngineOptions fuzzOptions() {
  EngineOptions o;
  o.size = 9;
  o.player.threads = 1;
  o.player.playouts = 4;
  o.player.seed = 1;
  // The least tree a pool takes (one full set of children on the largest board): enough for a
  // few playouts, and a session made for every input allocates no large block, which the address
  // sanitizer would poison and unpoison each time at a cost of most of the run.
  o.player.maxMemoryBytes = 0;
  // A few playouts: the ownership searches still settle some chains and leave others to read.
  o.player.judge.playoutsPerSide = 4;
  o.player.judge.readPlayouts = 2;
  o.player.judge.largeBoardReadPlayouts = 2;
  o.player.judge.memoryBytes = 0;  // the least tree, as the player's
  o.filesEnabled = false;  // random file names must not touch the disk; sgf_fuzz covers the reader
  return o;
}

void checkAnswer(const std::string& line, const std::string& answer) {
  const std::string context = "command: " + line.substr(0, 200) + "\nanswer: " + answer.substr(0, 400);
  fuzz::check(answer.size() >= 3 && (answer[0] == '=' || answer[0] == '?'), "answer starts with = or ?", context);
  fuzz::check(answer.compare(answer.size() - 2, 2, "\n\n") == 0, "answer ends with an empty line", context);
  fuzz::check(answer.find("\n\n") == answer.size() - 2, "no empty line inside an answer", context);
  fuzz::check(answer.find("internal error") == std::string::npos, "no handler throws", context);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Log log(false, "");
  Session session(fuzzOptions(), log, FileAccess::disabled());
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  int searchesLeft = kSearchesPerInput;
  int judgmentsLeft = kJudgmentsPerInput;
  size_t begin = 0;
  while (begin <= input.size() && !session.quitRequested()) {
    size_t end = input.find('\n', begin);
    if (end == std::string_view::npos) end = input.size();
    const std::string line = preprocessLine(input.substr(begin, end - begin));
    begin = end + 1;
    if (line.empty()) continue;
    const CommandLine cmd = splitCommand(line);
    if (changesBudget(cmd)) continue;
    if (judges(cmd.name)) {
      if (judgmentsLeft-- <= 0) continue;
    } else if (searches(cmd.name) && searchesLeft-- <= 0) {
      continue;
    }
    const std::string answer = session.execute(line);
    checkAnswer(line, answer);
    const std::string consistency = session.game().board().consistencyError();
    fuzz::check(consistency.empty(), "board consistent after a command", line + "\n" + consistency);
  }
  return 0;
}
