#include "engine/sgf.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "engine/vertex.h"
#include "engine/quoted_input.h"

namespace kosumi {

namespace {

// Recursive descent over the SGF grammar; recursion happens only for nested game trees and is
// bounded by limits.maxDepth.
class SgfParser {
 public:
  SgfParser(std::string_view text, const SgfLimits& limits) : text_(text), limits_(limits) {}

  Status parseFirstTree(std::vector<SgfNode>& mainLine) {
    if (text_.size() > limits_.maxBytes)
      return fail("file is larger than " + std::to_string(limits_.maxBytes) + " bytes");
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // UTF-8 byte order mark
    skipSpace();
    if (pos_ >= text_.size()) return fail("no game tree");
    return parseTree(1, &mainLine);
  }

 private:
  Status fail(const std::string& what) const {
    return Error{"malformed SGF: " + what + " at byte " + std::to_string(pos_)};
  }
  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }

  // '(' node+ tree* ')'. mainLine is null for variations, which are checked but not kept.
  Status parseTree(int depth, std::vector<SgfNode>* mainLine) {
    if (depth > limits_.maxDepth)
      return fail("variations nested deeper than " + std::to_string(limits_.maxDepth));
    if (!peek('(')) return fail("expected '('");
    ++pos_;
    skipSpace();
    if (!peek(';')) return fail("expected ';' to start a node");
    while (peek(';')) {
      ++pos_;
      if (++nodes_ > limits_.maxNodes)
        return fail("more than " + std::to_string(limits_.maxNodes) + " nodes");
      SgfNode node;
      if (Status s = parseNode(node); !s) return s;
      if (mainLine) mainLine->push_back(std::move(node));
      skipSpace();
    }
    bool first = true;
    while (peek('(')) {
      if (Status s = parseTree(depth + 1, first ? mainLine : nullptr); !s) return s;
      first = false;
      skipSpace();
    }
    if (!peek(')')) return fail(pos_ >= text_.size() ? "unexpected end of file" : "expected ')'");
    ++pos_;
    return {};
  }

  Status parseNode(SgfNode& node) {
    for (;;) {
      skipSpace();
      if (pos_ >= text_.size() || !std::isalpha(static_cast<unsigned char>(text_[pos_]))) return {};
      SgfProperty prop;
      // FF[3] allowed lowercase letters inside identifiers ("AddBlack"); only capitals count.
      while (pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_]))) {
        if (std::isupper(static_cast<unsigned char>(text_[pos_]))) prop.id += text_[pos_];
        ++pos_;
      }
      if (prop.id.empty()) return fail("property name without capital letters");
      skipSpace();
      if (!peek('[')) return fail("property " + prop.id + " has no value");
      while (peek('[')) {
        ++pos_;
        std::string value;
        for (;;) {
          if (pos_ >= text_.size()) return fail("unterminated value of " + prop.id);
          char c = text_[pos_++];
          if (c == ']') break;
          if (c == '\\') {
            if (pos_ >= text_.size()) return fail("unterminated value of " + prop.id);
            c = text_[pos_++];
          }
          value += c;
        }
        prop.values.push_back(std::move(value));
        skipSpace();
      }
      node.push_back(std::move(prop));
    }
  }

  std::string_view text_;
  const SgfLimits& limits_;
  size_t pos_ = 0;
  size_t nodes_ = 0;
};

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

Expected<int> parseInt(std::string_view text, std::string_view what) {
  const std::string t = trim(text);
  int v = 0;
  auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || ptr != t.data() + t.size())
    return Error{"SGF " + std::string(what) + " " + quotedInput(text) + " is not an integer"};
  return v;
}

Expected<int> parseSize(std::string_view text) {
  const size_t colon = text.find(':');
  auto cols = parseInt(text.substr(0, colon), "SZ");
  if (!cols) return cols;
  if (colon != std::string_view::npos) {
    auto rows = parseInt(text.substr(colon + 1), "SZ");
    if (!rows) return rows;
    if (*rows != *cols) return Error{"rectangular boards are not supported"};
  }
  if (*cols < kMinSize || *cols > kMaxSize)
    return Error{"SGF board size " + std::to_string(*cols) + " is not supported (2 to 25)"};
  return cols;
}

// Point lists allow compressed rectangles, "aa:cc" (FF[4]).
Status addPoints(const std::vector<std::string>& values, const Geometry& geo, Color c,
                 std::vector<SetupStone>& out) {
  for (const std::string& v : values) {
    const size_t colon = v.find(':');
    auto a = parseSgfPoint(v.substr(0, colon), geo);
    if (!a || *a == kPass) return Error{"bad setup point " + quotedInput(v)};
    Point b = *a;
    if (colon != std::string::npos) {
      auto p = parseSgfPoint(v.substr(colon + 1), geo);
      if (!p || *p == kPass) return Error{"bad setup point " + quotedInput(v)};
      b = *p;
    }
    const int x0 = std::min(geo.x(*a), geo.x(b)), x1 = std::max(geo.x(*a), geo.x(b));
    const int y0 = std::min(geo.y(*a), geo.y(b)), y1 = std::max(geo.y(*a), geo.y(b));
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) out.push_back({c, geo.point(x, y)});
  }
  return {};
}

std::string escapeText(std::string_view s) {
  std::string r;
  for (char c : s) {
    if (c == ']' || c == '\\') r += '\\';
    r += c;
  }
  return r;
}

std::string capitalized(std::string s) {
  if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

}  // namespace

Expected<std::vector<SgfNode>> parseSgfMainLine(std::string_view text, const SgfLimits& limits) {
  std::vector<SgfNode> mainLine;
  SgfParser parser(text, limits);
  if (Status s = parser.parseFirstTree(mainLine); !s) return Error{s.error()};
  return mainLine;
}

Expected<SgfRecord> parseSgf(std::string_view text, const SgfLimits& limits) {
  auto nodes = parseSgfMainLine(text, limits);
  if (!nodes) return Error{nodes.error()};
  SgfRecord rec;
  // The root decides the size before any point can be read.
  for (const SgfProperty& p : nodes->front()) {
    if (p.id == "GM" && trim(p.values[0]) != "1") return Error{"not a Go record (GM[" + p.values[0] + "])"};
    if (p.id == "SZ") {
      auto size = parseSize(p.values[0]);
      if (!size) return Error{size.error()};
      rec.size = *size;
    }
  }
  const Geometry geo(rec.size);
  for (size_t i = 0; i < nodes->size(); ++i) {
    bool hasMove = false;
    for (const SgfProperty& p : (*nodes)[i]) {
      if (p.id == "KM") {
        auto komi = parseKomi(trim(p.values[0]));
        if (!komi) return Error{"SGF " + komi.error()};
        rec.komi = *komi;
      } else if (p.id == "RU") {
        rec.rules = trim(p.values[0]);
      } else if (p.id == "HA") {
        auto ha = parseInt(p.values[0], "HA");
        if (!ha) return Error{ha.error()};
        rec.handicap = *ha;
      } else if (p.id == "RE") {
        rec.result = trim(p.values[0]);
      } else if (p.id == kSgfPlayResumed) {
        auto n = parseInt(p.values[0], kSgfPlayResumed);
        if (!n) return Error{n.error()};
        if (*n < 0) return Error{"RP must not be negative"};
        rec.playResumedAt = size_t(*n);
      } else if (p.id == "AB" || p.id == "AW") {
        if (!rec.moves.empty()) return Error{"setup stones after move " + std::to_string(rec.moves.size()) +
                                             " are not supported"};
        const Color c = p.id == "AB" ? Color::Black : Color::White;
        if (Status s = addPoints(p.values, geo, c, rec.setup); !s) return Error{s.error()};
      } else if (p.id == "AE") {
        return Error{"AE (removing stones) is not supported"};
      } else if (p.id == "B" || p.id == "W") {
        if (hasMove) return Error{"two moves in one node"};
        hasMove = true;
        auto point = parseSgfPoint(p.values[0], geo);
        if (!point) return Error{point.error() + " in move " + std::to_string(rec.moves.size() + 1)};
        rec.moves.push_back({p.id == "B" ? Color::Black : Color::White, *point});
      }
    }
  }
  if (rec.playResumedAt && *rec.playResumedAt > rec.moves.size())
    return Error{"RP[" + std::to_string(*rec.playResumedAt) + "] is beyond the record's " +
                 std::to_string(rec.moves.size()) + " moves"};
  return rec;
}

Expected<Rules> rulesFromSgf(std::string_view ru) {
  const std::string name = lower(trim(ru));
  if (auto own = Rules::parse(name)) return own;
  if (name == "cn" || name == "chinese rules") return Rules::chinese();
  if (name == "jp" || name == "japanese rules") return Rules::japanese();
  if (name == "ko" || name == "kr" || name == "korean rules") return Rules::korean();
  // Area scoring with situational superko: the closest of ours to the AGA and BGA rules.
  if (name == "aga" || name == "bga" || name == "french") {
    Rules r = Rules::chinese();
    r.ko = KoRule::Situational;
    return r;
  }
  return Error{"unknown SGF rules " + quotedInput(ru)};
}

Expected<Game> replaySgf(const SgfRecord& record, Rules rules, int moves) {
  if (record.komi) rules.komi = *record.komi;
  auto created = Game::create(record.size, rules);
  if (!created) return Error{created.error()};
  Game game = std::move(created.value());
  std::vector<Point> black, white;
  for (const SetupStone& s : record.setup) (s.color == Color::Black ? black : white).push_back(s.point);
  const bool asHandicap = record.handicap > 0 && white.empty();
  if (!black.empty())
    if (Status s = game.addSetupStones(Color::Black, black, asHandicap); !s) return Error{"SGF " + s.error()};
  if (!white.empty())
    if (Status s = game.addSetupStones(Color::White, white); !s) return Error{"SGF " + s.error()};
  const size_t n = moves < 0 ? record.moves.size() : std::min(record.moves.size(), size_t(moves));
  for (size_t i = 0; i < n; ++i) {
    const MoveRecord& m = record.moves[i];
    if (Status s = game.play(m.color, m.point); !s)
      return Error{"SGF move " + std::to_string(i + 1) + " (" + formatColor(m.color) + " " +
                   formatVertex(m.point, game.geometry()) + "): " + s.error()};
  }
  return game;
}

std::string formatSgf(const Game& game, std::string_view result, std::string_view application) {
  const Geometry& geo = game.geometry();
  const Rules& rules = game.rules();
  std::string out = "(;FF[4]GM[1]CA[UTF-8]AP[" + escapeText(application) + "]";
  out += "SZ[" + std::to_string(geo.size()) + "]KM[" + formatKomi(rules.komi) + "]";
  // A preset with its own defaults is written by its usual SGF name; anything else in full.
  auto preset = Rules::presetNamed(rules.preset);
  Rules plain = preset ? preset.value() : Rules::chinese();
  plain.komi = rules.komi;
  out += "RU[" + escapeText(plain == rules ? capitalized(rules.preset) : rules.toString()) + "]";
  if (game.handicap() > 0) out += "HA[" + std::to_string(game.handicap()) + "]";
  if (!result.empty()) out += "RE[" + escapeText(result) + "]";
  for (Color c : {Color::Black, Color::White}) {
    std::string list;
    for (const SetupStone& s : game.setupStones())
      if (s.color == c) list.append("[").append(formatSgfPoint(s.point, geo)).append("]");
    if (!list.empty()) out.append(c == Color::Black ? "AB" : "AW").append(list);
  }
  out += "\n";
  int onLine = 0;
  for (const MoveRecord& m : game.moves()) {
    out.append(";").append(formatColor(m.color)).append("[").append(formatSgfPoint(m.point, geo)).append("]");
    if (++onLine == 12) {
      out += "\n";
      onLine = 0;
    }
  }
  out += ")\n";
  return out;
}

}  // namespace kosumi
