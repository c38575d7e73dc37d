#pragma once
// Every option of the engine in one table: its name, kind, range, help and where it applies. The
// table drives the command line and the config file (engine_options.cpp), kosumi-settings and its
// GoGui dialog (commands_analysis.cpp) and the WebAssembly package's options (web/src/js_options.cpp),
// so that adding an option is one row here and one field, with its default, in the struct of its
// layer: EngineOptions (engine_options.h), Rules (engine/rules.h) or PlayerOptions (search/player.h).
//
// One name, spelt three ways: `resign-threshold` on the command line and in a config file,
// `resign_threshold` in kosumi-settings, `resignThreshold` in the WebAssembly package.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "engine/expected.h"

namespace kosumi::gtp {

struct EngineOptions;

enum class OptionKind {
  Flag,     // on when given: --verbose (in a config file: verbose = true)
  Integer,  // a whole number within [min, max]
  Number,   // a real number within [min, max] (bounds per row, see minOpen)
  Choice,   // one of `choices`
  Text,     // free text, checked by the row's setter
  List,     // may repeat: every value is set in turn
};

// Which struct holds the option's field.
enum class OptionLayer { Engine, Rules, Player };

// Where an option may be given.
enum OptionPlace : unsigned {
  kCommandLine = 1,  // the command line and the config file
  kSettings = 2,     // kosumi-settings, during a session
  kWeb = 4,          // the WebAssembly package's options objects
};

struct OptionRow {
  std::string_view name;
  OptionKind kind;
  OptionLayer layer;
  unsigned places;
  std::string_view help;       // --help's line, without the default
  double min = 0, max = 0;     // Integer and Number
  bool minOpen = false;        // Number: min itself is refused (a time must be above 0)
  bool maxOpen = false;        // Number: max itself is refused (a win rate below 1)
  std::string_view choices;    // Choice, and a Text row's values for GoGui's list: "a|b|c"
  // Sets the field from text already checked against kind and range; an error says why not.
  Status (*set)(EngineOptions& options, std::string_view text) = nullptr;
  // The field's value as text: the default in --help, the current value in kosumi-settings. Null
  // where the default is not a value (komi: the rules' own).
  std::string (*get)(const EngineOptions& options) = nullptr;
};

// Every option, in the order --help lists them. Rules come before komi, which overrides them.
std::span<const OptionRow> optionTable();

// The row with this name in any of its three spellings; null if none.
const OptionRow* findOption(std::string_view name);

std::string settingsKey(const OptionRow& row);  // "resign_threshold"
std::string webKey(const OptionRow& row);       // "resignThreshold"

// Checks text against the row's kind, range and choices and sets it; the error says what the
// value must be ("must be 0 to 1024").
Status setOption(const OptionRow& row, EngineOptions& options, std::string_view text);

// "512M", "2G", "65536", "64K": bytes. Suffixes are powers of 1024.
Expected<size_t> parseMemorySize(std::string_view text);

// GoGui's parameter type for the row: "[list/a/b]", "[bool]" or "[string]".
std::string goguiType(const OptionRow& row);

}  // namespace kosumi::gtp
