#pragma once
// GTP commands as a table: each name maps to a handler that gets typed access to its arguments
// and returns a reply. list_commands and known_command read the table, so they cannot drift from
// what the engine answers.
#include <atomic>
#include <functional>
#include <map>
#include <optional>
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

// Where a streaming command (lz-analyze and the like) writes while it runs. Its answer is "="
// (with the id) on a line of its own, sent on the first write, then lines as they come; the
// session ends it with the handler's final text and the empty line. A handler that fails before
// writing anything is answered as an ordinary failure.
class ResponseStream {
 public:
  using Writer = std::function<void(std::string_view)>;
  // stop, when given, is raised when the controller sends more input (or closes it); without it
  // there is no live input, and a stream must end by itself.
  ResponseStream(std::optional<long long> id, Writer write, const std::atomic<bool>* stop)
      : id_(id), write_(std::move(write)), stop_(stop) {}

  // Sends the "=" line if not yet sent: the command was accepted.
  void open();
  // Sends one line of the answer now (text without its newline; nothing when empty).
  void line(std::string_view text);
  bool opened() const { return opened_; }
  const std::atomic<bool>* stopFlag() const { return stop_; }
  bool stopRequested() const { return stop_ && stop_->load(std::memory_order_relaxed); }
  // Ends the answer: opens it if needed, then the final text (may be empty) and the empty line.
  void close(std::string_view finalText);

 private:
  std::optional<long long> id_;
  Writer write_;
  const std::atomic<bool>* stop_;
  bool opened_ = false;
};

using StreamHandler = std::function<Reply(const Arguments&, ResponseStream&)>;

class CommandTable {
 public:
  // Registers a handler; a name may be registered once, as either kind.
  void add(std::string name, Handler handler);
  void addStreaming(std::string name, StreamHandler handler);
  bool contains(std::string_view name) const;
  // The ordinary handler for name, or null.
  const Handler* find(std::string_view name) const;
  // The streaming handler for name, or null.
  const StreamHandler* findStreaming(std::string_view name) const;
  // Every name of either kind, sorted.
  std::vector<std::string> names() const;

 private:
  struct Entry {
    Handler plain;
    StreamHandler streaming;
  };
  std::map<std::string, Entry, std::less<>> handlers_;
};

}  // namespace kosumi::gtp
