#include "gtp/command_table.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

#include "engine/number_text.h"
#include "engine/vertex.h"
#include "gtp/protocol.h"

namespace kosumi::gtp {

std::string Arguments::joined(size_t from) const {
  std::string out;
  for (size_t i = from; i < words_.size(); ++i) {
    if (!out.empty()) out += ' ';
    out += words_[i];
  }
  return out;
}

Status Arguments::expectCount(size_t lo, size_t hi) const {
  if (words_.size() < lo || words_.size() > hi) return Error{kSyntaxError};
  return {};
}

Expected<long long> Arguments::integer(size_t i, long long lo, long long hi) const {
  if (i >= words_.size()) return Error{kSyntaxError};
  const std::string& w = words_[i];
  long long v = 0;
  const char* begin = w.data() + (!w.empty() && w[0] == '+' ? 1 : 0);
  auto [ptr, ec] = std::from_chars(begin, w.data() + w.size(), v);
  if (w.empty() || ec != std::errc() || ptr != w.data() + w.size() || v < lo || v > hi)
    return Error{kSyntaxError};
  return v;
}

Expected<double> Arguments::number(size_t i) const {
  if (i >= words_.size()) return Error{kSyntaxError};
  const std::string& w = words_[i];
  double v = 0;
  const char* begin = w.data() + (!w.empty() && w[0] == '+' ? 1 : 0);
  auto [ptr, ec] = doubleFromChars(begin, w.data() + w.size(), v);
  if (w.empty() || ec != std::errc() || ptr != w.data() + w.size() || !std::isfinite(v))
    return Error{kSyntaxError};
  return v;
}

Expected<Color> Arguments::color(size_t i) const {
  if (i >= words_.size()) return Error{kSyntaxError};
  auto c = parseColor(words_[i]);
  if (!c) return Error{kSyntaxError};
  return c.value();
}

Expected<Point> Arguments::vertex(size_t i, const Geometry& geo) const {
  if (i >= words_.size()) return Error{kSyntaxError};
  auto p = parseVertex(words_[i], geo);
  if (!p) return Error{kSyntaxError};
  return p.value();
}

void ResponseStream::open() {
  if (opened_) return;
  opened_ = true;
  std::string header = "=";
  if (id_) header += std::to_string(*id_);
  header += '\n';
  write_(header);
}

void ResponseStream::line(std::string_view text) {
  if (text.empty()) return;  // an empty line would end the answer
  open();
  std::string out;
  out.reserve(text.size() + 1);
  // A newline inside would split the line and an empty line would end the answer early.
  for (char c : text) out += c == '\n' ? ' ' : c;
  out += '\n';
  write_(out);
}

void ResponseStream::close(std::string_view finalText) {
  open();
  std::string out;
  bool lineStart = true;
  for (char c : finalText) {
    if (c == '\n' && lineStart) continue;
    out += c;
    lineStart = c == '\n';
  }
  if (!out.empty() && out.back() != '\n') out += '\n';
  out += '\n';
  write_(out);
}

// Every handler refuses over-long argument lists the same way, before it parses anything.
void CommandTable::add(std::string name, Handler handler) {
  Handler bounded = [inner = std::move(handler)](const Arguments& args) {
    return args.size() > kMaxArguments ? Reply::fail(kTooManyArguments) : inner(args);
  };
  if (!handlers_.emplace(name, Entry{std::move(bounded), {}}).second)
    throw std::logic_error("GTP command registered twice: " + name);
}

void CommandTable::addStreaming(std::string name, StreamHandler handler) {
  StreamHandler bounded = [inner = std::move(handler)](const Arguments& args, ResponseStream& stream) {
    return args.size() > kMaxArguments ? Reply::fail(kTooManyArguments) : inner(args, stream);
  };
  if (!handlers_.emplace(name, Entry{{}, std::move(bounded)}).second)
    throw std::logic_error("GTP command registered twice: " + name);
}

bool CommandTable::contains(std::string_view name) const { return handlers_.find(name) != handlers_.end(); }

const Handler* CommandTable::find(std::string_view name) const {
  auto it = handlers_.find(name);
  return it == handlers_.end() || !it->second.plain ? nullptr : &it->second.plain;
}

const StreamHandler* CommandTable::findStreaming(std::string_view name) const {
  auto it = handlers_.find(name);
  return it == handlers_.end() || !it->second.streaming ? nullptr : &it->second.streaming;
}

std::vector<std::string> CommandTable::names() const {
  std::vector<std::string> out;
  for (const auto& [name, entry] : handlers_) out.push_back(name);
  return out;
}

}  // namespace kosumi::gtp
