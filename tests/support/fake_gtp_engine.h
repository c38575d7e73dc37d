#pragma once
// Tiny GTP engines written as shell scripts, for the match runner's tests: each answers every
// command with "=" except those it is given code for, so a test can make one pass, resign,
// repeat a move, crash at move N, hang or print garbage, and the runner's handling of it shows.
//
//   writeFakeEngine(dir, "passer", "printf '= pass\\n\\n'");
//
// In the genmove code, $n is the number of genmoves since the last clear_board and $arg the
// colour asked for.
#include <filesystem>
#include <string>

namespace kosumi::test {

struct FakeEngine {
  std::string name;             // the script's file name and its answer to `name`
  std::string genmove;          // shell code that prints the answer to genmove
  std::string finalScore = "B+1";
  std::string prelude;          // shell code run once when the engine starts
  // More case branches, before the usual ones so that they can replace them, e.g.
  // "set_random_seed) seed=$arg; printf '=\\n\\n';;".
  std::string moreCommands;
  std::string knownCommands;    // names that known_command answers true for, space-separated
};

// Writes the script into `dir` and returns its path, which is the engine's command line.
std::string writeFakeEngine(const std::filesystem::path& dir, const FakeEngine& engine);
// The same for an engine that needs only a name, its genmove code and its final score.
std::string writeFakeEngine(const std::filesystem::path& dir, const std::string& name, const std::string& genmove,
                            const std::string& finalScore = "B+1");

}  // namespace kosumi::test
