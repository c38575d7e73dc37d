#pragma once
// Reading the options a JavaScript caller passes as a plain object ({size: 9, rules: "japanese",
// level: 3, ...}) into the engine's own option structs, with the command line's checks and
// messages. Keys that are absent keep the engine's defaults; a key of the wrong type or out of
// range is an error naming it, and unknown keys are refused, so that a misspelt option is seen.
#include <emscripten/val.h>

#include <initializer_list>
#include <string>

#include "engine/expected.h"
#include "engine/rules.h"
#include "gtp/engine_options.h"
#include "search/player.h"

namespace kosumi::web {

// Search memory when the caller names none: the native default (1 GiB) is more than a page
// should take, and far more than the strength levels need.
inline constexpr size_t kDefaultWebMemoryBytes = size_t(64) << 20;
// Where the module's file system holds the built-in move model (web/CMakeLists.txt).
inline constexpr const char* kBuiltInMoveModelPath = "/kosumi/moves.kmm";

// The player's keys: seed, playouts, time, mode, level, playoutPolicy, maxMemory,
// resignThreshold (threads is accepted and ignored: this build searches on one thread).
Status readPlayerOptions(const emscripten::val& object, PlayerOptions& player);
// The player's keys plus size, rules and komi.
Expected<gtp::EngineOptions> readEngineOptions(const emscripten::val& options);
// Rules from {rules: "PRESET overrides...", komi: F} (either may be absent) over `base`.
Expected<Rules> readRules(const emscripten::val& object, const Rules& base);
// Refuses keys of object that are not in `known`.
Status checkKeys(const emscripten::val& object, std::initializer_list<const char*> known);

}  // namespace kosumi::web
