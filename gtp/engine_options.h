#pragma once
// Everything the engine can be told before it starts: the command line and a config file with the
// same keys (Boost.Program_options). The command line wins over the config file.
#include <cstddef>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/rules.h"
#include "search/player.h"

namespace kosumi::gtp {

struct EngineOptions {
  Rules rules;            // --rules, then --komi
  int size = 19;          // --size
  PlayerOptions player;   // --threads --playouts --time --seed --mode --level --max-memory --resign-threshold
  std::string logFile;    // --log-file: logs go there as well as to stderr
  bool verbose = false;   // --verbose: every command and answer is logged
  bool filesEnabled = true;  // --no-files turns loadsgf FILE and printsgf FILE off
  std::string filesRoot;     // --files-root: file commands are confined to this directory
};

// What main should do after reading the command line.
struct CommandLineResult {
  enum class Action { Run, Exit } action = Action::Run;
  int exitCode = 0;
  std::string message;  // --help or --version text (stdout), or the error (stderr)
  EngineOptions options;
};

// argv as main gets it. Unknown options and bad values give Exit with code 2 and a message naming
// them; --help and --version give Exit with code 0.
CommandLineResult parseCommandLine(int argc, const char* const argv[]);

// "512M", "2G", "65536", "64K": bytes. Suffixes are powers of 1024.
Expected<size_t> parseMemorySize(std::string_view text);

}  // namespace kosumi::gtp
