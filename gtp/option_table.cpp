#include "gtp/option_table.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

#include <fmt/format.h>

#include "engine/number_text.h"
#include "gtp/engine_options.h"

namespace kosumi::gtp {

Expected<size_t> parseMemorySize(std::string_view text) {
  if (text.empty()) return Error{"memory size is empty"};
  size_t multiplier = 1;
  const char suffix = char(std::toupper(static_cast<unsigned char>(text.back())));
  if (suffix == 'K' || suffix == 'M' || suffix == 'G') {
    multiplier = suffix == 'K' ? size_t(1) << 10 : suffix == 'M' ? size_t(1) << 20 : size_t(1) << 30;
    text.remove_suffix(1);
  } else if (suffix == 'B') {
    text.remove_suffix(1);
  }
  unsigned long long v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v == 0)
    return Error{"not a memory size"};
  if (v > (size_t(1) << 50) / multiplier) return Error{"memory size is too large"};
  return size_t(v) * multiplier;
}

namespace {

using E = EngineOptions;
constexpr unsigned kEverywhere = kCommandLine | kSettings | kWeb;

std::string number(double v) { return fmt::format("{}", v); }

// A finite real number written in full ("0.25", "-3", "1e3"); nothing else.
Expected<double> parseNumber(std::string_view text) {
  double v = 0;
  const char* begin = text.data();
  const char* end = begin + text.size();
  if (begin != end && *begin == '+') ++begin;
  auto [ptr, ec] = doubleFromChars(begin, end, v);
  if (begin == end || ec != std::errc() || ptr != end || !std::isfinite(v)) return Error{"not a number"};
  return v;
}
std::string onOff(bool v) { return v ? "on" : "off"; }

Status setReadDecidedFights(E& o, std::string_view v) {
  o.player.readDecidedFights = v == "on"    ? DecidedFightReading::On
                               : v == "off" ? DecidedFightReading::Off
                                            : DecidedFightReading::SmallBoards;
  return {};
}

std::string getReadDecidedFights(const E& o) {
  switch (o.player.readDecidedFights) {
    case DecidedFightReading::On: return "on";
    case DecidedFightReading::Off: return "off";
    case DecidedFightReading::SmallBoards: return "auto";
  }
  return "auto";
}

template <typename T>
Expected<T> wholeNumber(std::string_view text) {
  T v{};
  const char* begin = text.data();
  const char* end = begin + text.size();
  if (begin != end && *begin == '+') ++begin;
  auto [ptr, ec] = std::from_chars(begin, end, v);
  if (begin == end || ec != std::errc() || ptr != end) return Error{"not a whole number"};
  return v;
}

// Text rows read whole numbers as signed or unsigned 64-bit values, so that a seed keeps every bit.
Expected<long double> integerValue(std::string_view text) {
  if (!text.empty() && text.front() == '-') {
    auto v = wholeNumber<long long>(text);
    if (!v) return Error{v.error()};
    return (long double)*v;
  }
  auto v = wholeNumber<unsigned long long>(text);
  if (!v) return Error{v.error()};
  return (long double)*v;
}

const std::array kRows = {
    OptionRow{"rules", OptionKind::Text, OptionLayer::Rules, kEverywhere,
              "rules: chinese|japanese|korean [ko=simple|positional|situational] [scoring=area|territory] "
              "[dead=marked|as-is] [komi=F]",
              0, 0, false, false, "chinese|japanese|korean",
              [](E& o, std::string_view v) -> Status {
                auto r = Rules::parse(v);
                if (!r) return Error{r.error()};
                o.rules = *r;
                return {};
              },
              [](const E& o) { return o.rules.preset; }},
    OptionRow{"ko", OptionKind::Choice, OptionLayer::Rules, kSettings, "the ko rule", 0, 0, false, false,
              "simple|positional|situational",
              [](E& o, std::string_view v) -> Status {
                o.rules.ko = parseKoRule(v).value();
                return {};
              },
              [](const E& o) { return std::string(koRuleName(o.rules.ko)); }},
    OptionRow{"scoring", OptionKind::Choice, OptionLayer::Rules, kSettings, "area or territory scoring", 0, 0, false,
              false, "area|territory",
              [](E& o, std::string_view v) -> Status {
                o.rules.scoring = parseScoring(v).value();
                return {};
              },
              [](const E& o) { return std::string(scoringName(o.rules.scoring)); }},
    OptionRow{"dead", OptionKind::Choice, OptionLayer::Rules, kSettings,
              "dead stones marked after the game, or the board scored as it stands", 0, 0, false, false,
              "marked|as-is",
              [](E& o, std::string_view v) -> Status {
                o.rules.dead = parseDeadStones(v).value();
                return {};
              },
              [](const E& o) { return std::string(deadStonesName(o.rules.dead)); }},
    OptionRow{"komi", OptionKind::Number, OptionLayer::Rules, kEverywhere, "komi (default: the rules' komi)", -1000,
              1000, false, false, "",
              [](E& o, std::string_view v) -> Status {
                auto k = parseKomi(v);
                if (!k) return Error{k.error()};
                o.rules.komi = *k;
                return {};
              },
              [](const E& o) { return formatKomi(o.rules.komi); }},
    OptionRow{"size", OptionKind::Integer, OptionLayer::Engine, kCommandLine | kWeb, "board size, 2 to 25", kMinSize,
              kMaxSize, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.size = int(integerValue(v).value());
                return {};
              },
              [](const E& o) { return std::to_string(o.size); }},
    OptionRow{"threads", OptionKind::Integer, OptionLayer::Player, kEverywhere,
              "search threads, 0 = all hardware threads", 0, 1024, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.player.threads = int(integerValue(v).value());
                return {};
              },
              [](const E& o) { return std::to_string(o.player.threads); }},
    OptionRow{"playouts", OptionKind::Integer, OptionLayer::Player, kEverywhere, "playouts per move, 0 = by time", 0,
              1e9, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.player.playouts = long(integerValue(v).value());
                return {};
              },
              [](const E& o) { return std::to_string(o.player.playouts); }},
    OptionRow{"time", OptionKind::Number, OptionLayer::Player, kEverywhere, "seconds per move when no clock is set",
              0, 86400, true, false, "",
              [](E& o, std::string_view v) -> Status {
                o.player.secondsPerMove = parseNumber(v).value();
                return {};
              },
              [](const E& o) { return number(o.player.secondsPerMove); }},
    OptionRow{"seed", OptionKind::Integer, OptionLayer::Player, kCommandLine | kWeb, "random seed, 0 = from the clock",
              0, 18446744073709551615.0, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.player.seed = wholeNumber<unsigned long long>(v).value();
                return {};
              },
              [](const E& o) { return std::to_string(o.player.seed); }},
    OptionRow{"mode", OptionKind::Choice, OptionLayer::Player, kCommandLine | kWeb,
              "normal (tree search) or beginner (the style of a person learning the game)", 0, 0, false, false,
              "normal|beginner",
              [](E& o, std::string_view v) -> Status {
                o.player.mode = std::string(v);
                o.player.level = 0;  // a mode replaces a level given before it, as kosumi-mode does
                return {};
              },
              [](const E& o) { return o.player.mode; }},
    OptionRow{"playout-policy", OptionKind::Choice, OptionLayer::Player, kCommandLine | kWeb,
              "how the search's playouts choose moves", 0, 0, false, false, "heavy|light",
              [](E& o, std::string_view v) -> Status {
                parsePlayoutPolicy(v, o.player.playoutPolicy);
                return {};
              },
              [](const E& o) { return std::string(playoutPolicyName(o.player.playoutPolicy)); }},
    OptionRow{"level", OptionKind::Integer, OptionLayer::Player, kCommandLine | kWeb,
              "strength level 1 to 10 (1: the beginner; overrides mode and playouts)", kLowestLevel, kHighestLevel, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.player.level = int(integerValue(v).value());
                return {};
              },
              nullptr},
    OptionRow{"max-memory", OptionKind::Text, OptionLayer::Player, kCommandLine | kWeb,
              "search memory limit in bytes, or with K, M or G: 512M, 2G", 0, 0, false, false, "",
              [](E& o, std::string_view v) -> Status {
                auto m = parseMemorySize(v);
                if (!m) return Error{m.error()};
                o.player.maxMemoryBytes = *m;
                return {};
              },
              [](const E& o) { return fmt::format("{}M", o.player.maxMemoryBytes >> 20); }},
    OptionRow{"resign-threshold", OptionKind::Number, OptionLayer::Player, kEverywhere,
              "resign below this win rate, 0 = never", 0, 1, false, true, "",
              [](E& o, std::string_view v) -> Status {
                o.player.resignThreshold = parseNumber(v).value();
                return {};
              },
              [](const E& o) { return number(o.player.resignThreshold); }},
    OptionRow{"ponder", OptionKind::Flag, OptionLayer::Player, kCommandLine,
              "search on the opponent's time between moves", 0, 0, false, false, "",
              [](E& o, std::string_view) -> Status {
                o.player.ponder = true;
                return {};
              },
              [](const E& o) { return onOff(o.player.ponder); }},
    OptionRow{"read-decided-fights", OptionKind::Choice, OptionLayer::Player, kCommandLine,
              "in a game the search finds decided, the largest unsettled chain gets the dead-stone judge's reading "
              "(auto: on boards up to 9x9)",
              0, 0, false, false, "on|off|auto", setReadDecidedFights, getReadDecidedFights},
    OptionRow{"param", OptionKind::List, OptionLayer::Player, kCommandLine,
              "NAME=VALUE: a tree parameter (exploration, rave, fpu, expand, widening, widening-factor, "
              "prior-weight, network-size, network-policy, network-value, network-visits, network-mix); may repeat",
              0, 0, false, false, "",
              [](E& o, std::string_view v) -> Status { return o.player.tuning.set(v, parseNumber); }, nullptr},
    OptionRow{"log-file", OptionKind::Text, OptionLayer::Engine, kCommandLine, "also write logs to FILE", 0, 0, false,
              false, "",
              [](E& o, std::string_view v) -> Status {
                o.logFile = std::string(v);
                return {};
              },
              nullptr},
    OptionRow{"verbose", OptionKind::Flag, OptionLayer::Engine, kCommandLine | kWeb, "log every command and answer",
              0, 0, false, false, "",
              [](E& o, std::string_view) -> Status {
                o.verbose = true;
                return {};
              },
              nullptr},
    OptionRow{"no-files", OptionKind::Flag, OptionLayer::Engine, kCommandLine,
              "refuse loadsgf FILE and printsgf FILE", 0, 0, false, false, "",
              [](E& o, std::string_view) -> Status {
                o.filesEnabled = false;
                return {};
              },
              nullptr},
    OptionRow{"files-root", OptionKind::Text, OptionLayer::Engine, kCommandLine, "confine loadsgf and printsgf to DIR",
              0, 0, false, false, "",
              [](E& o, std::string_view v) -> Status {
                o.filesRoot = std::string(v);
                return {};
              },
              nullptr},
    OptionRow{"move-model", OptionKind::Text, OptionLayer::Engine, kCommandLine,
              "the move model file, or off (default: moves.kmm from share/kosumi or playouts/models)", 0, 0, false,
              false, "",
              [](E& o, std::string_view v) -> Status {
                if (v.empty()) return Error{"empty file name"};
                o.moveModelFile = std::string(v);
                return {};
              },
              nullptr},
    OptionRow{"network", OptionKind::Text, OptionLayer::Engine, kCommandLine,
              "the network file, or off (default: network.kmn from share/kosumi or network/models, if there); "
              "the search uses it on the boards --param network-size names",
              0, 0, false, false, "",
              [](E& o, std::string_view v) -> Status {
                if (v.empty()) return Error{"empty file name"};
                o.networkFile = std::string(v);
                return {};
              },
              nullptr},
};

bool isChoice(std::string_view choices, std::string_view v) {
  while (!choices.empty()) {
    const size_t bar = choices.find('|');
    if (choices.substr(0, bar) == v) return true;
    choices = bar == std::string_view::npos ? std::string_view() : choices.substr(bar + 1);
  }
  return false;
}

std::string listed(std::string_view choices, std::string_view separator) {
  std::string out;
  for (char ch : choices) out += ch == '|' ? std::string(separator) : std::string(1, ch);
  return out;
}

// The range as a message says it: "0 to 1024", "above 0 (up to 86400)", "in [0, 1)".
std::string rangeText(const OptionRow& row) {
  if (row.kind == OptionKind::Integer) return fmt::format("a whole number from {} to {}", row.min, row.max);
  return fmt::format("a number in {}{}, {}{}", row.minOpen ? '(' : '[', row.min, row.max, row.maxOpen ? ')' : ']');
}

Status checkNumber(const OptionRow& row, std::string_view text) {
  double v = 0;
  if (row.kind == OptionKind::Integer) {
    auto i = integerValue(text);
    if (!i || *i < (long double)row.min || *i > (long double)row.max) return Error{"must be " + rangeText(row)};
    return {};
  }
  auto parsed = parseNumber(text);
  if (!parsed) return Error{"must be " + rangeText(row)};
  v = *parsed;
  const bool low = row.minOpen ? v <= row.min : v < row.min;
  const bool high = row.maxOpen ? v >= row.max : v > row.max;
  if (!std::isfinite(v) || low || high) return Error{"must be " + rangeText(row)};
  return {};
}

}  // namespace

std::span<const OptionRow> optionTable() { return kRows; }

std::string settingsKey(const OptionRow& row) {
  std::string key(row.name);
  for (char& ch : key)
    if (ch == '-') ch = '_';
  return key;
}

std::string webKey(const OptionRow& row) {
  std::string key;
  bool upper = false;
  for (char ch : row.name) {
    if (ch == '-') {
      upper = true;
      continue;
    }
    key += upper ? char(std::toupper(static_cast<unsigned char>(ch))) : ch;
    upper = false;
  }
  return key;
}

const OptionRow* findOption(std::string_view name) {
  for (const OptionRow& row : kRows)
    if (row.name == name || settingsKey(row) == name || webKey(row) == name) return &row;
  return nullptr;
}

Status setOption(const OptionRow& row, EngineOptions& options, std::string_view text) {
  switch (row.kind) {
    case OptionKind::Integer:
    case OptionKind::Number:
      if (Status s = checkNumber(row, text); !s) return s;
      break;
    case OptionKind::Choice:
      if (!isChoice(row.choices, text)) return Error{"must be " + listed(row.choices, ", ")};
      break;
    case OptionKind::Flag:
    case OptionKind::Text:
    case OptionKind::List:
      break;
  }
  return row.set(options, text);
}

std::string goguiType(const OptionRow& row) {
  if (!row.choices.empty()) return "[list/" + listed(row.choices, "/") + "]";
  if (row.kind == OptionKind::Flag) return "[bool]";
  return "[string]";
}

}  // namespace kosumi::gtp
