#pragma once
// The text layer of GTP 2: cleaning an input line as the spec's preprocessing says, splitting it
// into an optional numeric id, a command name and arguments, and formatting answers.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kosumi::gtp {

// Drops CR and every control character except HT and LF, cuts at '#', turns HT into a space and
// trims. An empty result is a line to skip.
std::string preprocessLine(std::string_view raw);

// The most arguments a command may have. The largest real lists (set_free_handicap, kosumi-dead)
// name at most every point of a 25x25 board; the cap keeps a line of millions of one-letter words
// from costing a string each.
inline constexpr size_t kMaxArguments = 1024;
inline constexpr const char* kTooManyArguments = "too many arguments";

struct CommandLine {
  std::optional<long long> id;
  std::string name;
  // At most kMaxArguments + 1 words: one more than allowed is enough to refuse the command.
  std::vector<std::string> args;
};

// Splits a preprocessed, non-empty line. A first word made only of digits is the id; a line that
// holds only an id has an empty name.
CommandLine splitCommand(std::string_view line);

// "=12 result\n\n" or "? message\n\n". Empty lines inside a result would end the answer early for
// the controller, so they are removed.
std::string formatResponse(const std::optional<long long>& id, bool success, std::string_view text);

}  // namespace kosumi::gtp
