#include "gtp/command_table.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

#include "engine/vertex.h"

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
  auto [ptr, ec] = std::from_chars(begin, w.data() + w.size(), v);
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

void CommandTable::add(std::string name, Handler handler) {
  if (!handlers_.emplace(name, std::move(handler)).second)
    throw std::logic_error("GTP command registered twice: " + name);
}

bool CommandTable::contains(std::string_view name) const { return handlers_.find(name) != handlers_.end(); }

const Handler* CommandTable::find(std::string_view name) const {
  auto it = handlers_.find(name);
  return it == handlers_.end() ? nullptr : &it->second;
}

std::vector<std::string> CommandTable::names() const {
  std::vector<std::string> out;
  for (const auto& [name, handler] : handlers_) out.push_back(name);
  return out;
}

}  // namespace kosumi::gtp
