#pragma once
// GTP commands as a table: each name maps to a handler that gets typed access to its arguments
// and returns a reply. list_commands and known_command read the table, so they cannot drift from
// what the engine answers.
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/color.h"
#include "engine/expected.h"
#include "engine/geometry.h"

namespace kosumi::gtp {

// The spec's standard failure texts.
inline constexpr const char* kSyntaxError = "syntax error";

struct Reply {
  bool success = true;
  std::string text;
  static Reply ok(std::string text = {}) { return {true, std::move(text)}; }
  static Reply fail(std::string text) { return {false, std::move(text)}; }
};

// A command's arguments with parsers that fail with "syntax error" (the spec's message for
// arguments of the wrong type or number).
class Arguments {
 public:
  explicit Arguments(std::vector<std::string> words) : words_(std::move(words)) {}
  size_t size() const { return words_.size(); }
  bool empty() const { return words_.empty(); }
  const std::string& operator[](size_t i) const { return words_[i]; }
  const std::vector<std::string>& words() const { return words_; }
  // All words from i on, joined by single spaces.
  std::string joined(size_t from = 0) const;

  // Exactly n arguments (or between lo and hi).
  Status expectCount(size_t n) const { return expectCount(n, n); }
  Status expectCount(size_t lo, size_t hi) const;
  Expected<long long> integer(size_t i, long long lo, long long hi) const;
  Expected<double> number(size_t i) const;
  Expected<Color> color(size_t i) const;
  // A vertex on this board or "pass"; off-board and malformed vertices are syntax errors.
  Expected<Point> vertex(size_t i, const Geometry& geo) const;

 private:
  std::vector<std::string> words_;
};

using Handler = std::function<Reply(const Arguments&)>;

class CommandTable {
 public:
  // Registers a handler; a name may be registered once.
  void add(std::string name, Handler handler);
  bool contains(std::string_view name) const;
  // The handler for name, or null.
  const Handler* find(std::string_view name) const;
  // Every name, sorted.
  std::vector<std::string> names() const;

 private:
  std::map<std::string, Handler, std::less<>> handlers_;
};

}  // namespace kosumi::gtp
