#pragma once
// Reading the options a JavaScript caller passes as a plain object ({size: 9, rules: "japanese",
// level: 3, ...}) into the engine's own option structs, with the command line's checks and
// messages. Keys that are absent keep the engine's defaults; a key of the wrong type or out of
// range is an error naming it, and unknown keys are refused, so that a misspelt option is seen.
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/rules.h"
#include "gtp/engine_options.h"
#include "gtp/option_table.h"
#include "search/player.h"

namespace kosumi::web {

// Search memory when the caller names none: the native default (1 GiB) is more than a page
// should take, and far more than the strength levels need.
inline constexpr size_t kDefaultWebMemoryBytes = size_t(64) << 20;
// Where the module's file system holds the built-in move model (web/CMakeLists.txt).
inline constexpr const char* kBuiltInMoveModelPath = "/kosumi/moves.kmm";

// The module's bounds on search memory (maxMemory, in bytes): what one player may take of the
// module's memory. The module grows to 2 GiB at most (MAXIMUM_MEMORY in web/CMakeLists.txt); a
// search's pool is one block, which beside the module's own memory and its games cannot be more
// than about half of that, so more is refused before any work (1.5 GiB was accepted and then
// failed to be had).
inline constexpr long long kMinWebMemoryBytes = 1LL << 20;
inline constexpr long long kMaxWebMemoryBytes = 1LL << 30;
// The one player option of the package that the engine's option table has not: whether to search
// with the built-in move model (the native engine names a file instead, --move-model).
inline constexpr const char* kMoveModelKey = "moveModel";

// Layers of keys, as bits of gtp::OptionLayer (gtp/option_table.h).
inline constexpr unsigned kEngineKeys = 1u << unsigned(gtp::OptionLayer::Engine);
inline constexpr unsigned kRulesKeys = 1u << unsigned(gtp::OptionLayer::Rules);
inline constexpr unsigned kPlayerKeys = 1u << unsigned(gtp::OptionLayer::Player);
// The package's keys of these layers: the option table's web rows in camelCase, and moveModel
// with the player's.
std::vector<std::string> optionKeys(unsigned layers);

// The player's keys (threads is accepted and ignored: this build searches on one thread).
Status readPlayerOptions(const emscripten::val& object, PlayerOptions& player);
// The player's keys plus size, rules, komi and verbose.
Expected<gtp::EngineOptions> readEngineOptions(const emscripten::val& options);
// Rules from {rules: "PRESET overrides...", komi: F} (either may be absent) over `base`.
Expected<Rules> readRules(const emscripten::val& object, const Rules& base);
// Refuses keys of object that are not in `known`.
Status checkKeys(const emscripten::val& object, const std::vector<std::string>& known);

}  // namespace kosumi::web
