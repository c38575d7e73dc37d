#include "tools/common/match_shard.h"

#include <charconv>
#include <optional>

#include <fmt/format.h>

namespace kosumi::tools {

namespace {
std::optional<int> wholeNumber(const std::string& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}
}  // namespace

Expected<MatchShard> parseShard(const std::string& text) {
  const Error bad{fmt::format("shard '{}' is not K/N with 0 <= K < N", text)};
  const size_t slash = text.find('/');
  if (slash == std::string::npos) return bad;
  const auto index = wholeNumber(text.substr(0, slash)), count = wholeNumber(text.substr(slash + 1));
  if (!index || !count || *count < 1 || *index < 0 || *index >= *count) return bad;
  return MatchShard{*index, *count};
}

std::string formatShard(const MatchShard& shard) { return fmt::format("{}/{}", shard.index, shard.count); }

}  // namespace kosumi::tools
