#include "gtp/protocol.h"

#include <cctype>

namespace kosumi::gtp {

std::string preprocessLine(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (char ch : raw) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '#') break;
    if (c == '\t') out += ' ';
    else if (c < 32 || c == 127) continue;
    else out += ch;
  }
  size_t b = 0, e = out.size();
  while (b < e && out[b] == ' ') ++b;
  while (e > b && out[e - 1] == ' ') --e;
  return out.substr(b, e - b);
}

CommandLine splitCommand(std::string_view line) {
  std::vector<std::string> words;
  // id, name and one argument past the limit
  const size_t maxWords = kMaxArguments + 3;
  size_t i = 0;
  while (i < line.size() && words.size() < maxWords) {
    while (i < line.size() && line[i] == ' ') ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ') ++j;
    if (j > i) words.emplace_back(line.substr(i, j - i));
    i = j;
  }
  CommandLine cmd;
  size_t first = 0;
  if (!words.empty()) {
    const std::string& w = words[0];
    bool digits = w.size() <= 18;
    for (char c : w) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (digits) {
      cmd.id = std::stoll(w);
      first = 1;
    }
  }
  if (first < words.size()) cmd.name = words[first];
  for (size_t k = first + 1; k < words.size(); ++k) cmd.args.push_back(std::move(words[k]));
  return cmd;
}

std::string formatResponse(const std::optional<long long>& id, bool success, std::string_view text) {
  std::string out(1, success ? '=' : '?');
  if (id) out += std::to_string(*id);
  out += ' ';
  // Collapse empty lines and drop a trailing newline: the empty line below ends the answer.
  bool lineStart = false;
  for (char c : text) {
    if (c == '\n' && lineStart) continue;
    out += c;
    lineStart = c == '\n';
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  out += "\n\n";
  return out;
}

}  // namespace kosumi::gtp
