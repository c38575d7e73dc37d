#pragma once
// Everything the engine can be told before it starts: the command line and a config file with the
// same keys (Boost.Program_options). The command line wins over the config file.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/rules.h"
#include "gtp/option_table.h"
#include "network/network_desc.h"
#include "playouts/move_model.h"
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
  // --move-model: the move model's file; empty for the default (gtp/move_model_path.h), "off"
  // for none. The model itself is loaded by main at start (loadMoveModel) into player.moveModel;
  // it stays null where nobody loads one, as in tests that build sessions directly.
  std::string moveModelFile;
  // --network: the network's file; empty for the default (gtp/move_model_path.h: none when no
  // file is there), "off" for none. Loaded by main at start (loadNetwork) into player.network.
  std::string networkFile;
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

// Loads options.moveModelFile, or the default model when it is empty, into options.moveModel.
// Fails with a message that names the file and what is wrong with it (missing, not a model,
// truncated, corrupt), or lists the places the default was looked for.
Status loadMoveModel(EngineOptions& options);

// Loads options.networkFile, or the default network when it is empty and one is found, into
// options.player.network. Fails, naming the file, on a missing named file, a damaged one or one trained
// on other input planes than this engine computes.
Status loadNetwork(EngineOptions& options);

}  // namespace kosumi::gtp
