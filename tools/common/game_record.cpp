#include "tools/common/game_record.h"

#include <fmt/format.h>

#include "engine/rules.h"
#include "engine/vertex.h"

namespace kosumi::tools {

std::string escapeSgfText(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string toSgf(const GameRecord& r) {
  const Geometry geo(r.size);
  std::string s = fmt::format("(;FF[4]GM[1]CA[UTF-8]AP[kosumi-match]SZ[{}]KM[{}]", r.size, formatKomi(r.komi));
  if (!r.rules.empty()) s += "RU[" + escapeSgfText(r.rules) + "]";
  if (!r.blackName.empty()) s += "PB[" + escapeSgfText(r.blackName) + "]";
  if (!r.whiteName.empty()) s += "PW[" + escapeSgfText(r.whiteName) + "]";
  if (!r.date.empty()) s += "DT[" + r.date + "]";
  if (!r.result.empty()) s += "RE[" + escapeSgfText(r.result) + "]";
  if (!r.handicap.empty()) {
    s += fmt::format("HA[{}]AB", r.handicap.size());
    for (Point p : r.handicap) s += fmt::format("[{}]", formatSgfPoint(p, geo));
  }
  if (!r.comment.empty()) s += "GC[" + escapeSgfText(r.comment) + "]";
  s += "\n";
  int onLine = 0;
  for (const MoveRecord& m : r.moves) {
    // A pass is written as the empty value, which FF[4] accepts on every size.
    const std::string where = m.point == kPass ? "" : formatSgfPoint(m.point, geo);
    s += fmt::format(";{}[{}]", m.color == Color::Black ? 'B' : 'W', where);
    if (++onLine == 12) {
      s += "\n";
      onLine = 0;
    }
  }
  s += ")\n";
  return s;
}

}  // namespace kosumi::tools
