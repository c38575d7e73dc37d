#include "engine/rules.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

#include "engine/number_text.h"
#include "engine/quoted_input.h"

namespace kosumi {

namespace {
std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}
}  // namespace

Rules Rules::chinese() { return Rules{}; }

Rules Rules::japanese() {
  Rules r;
  r.preset = "japanese";
  r.scoring = Scoring::Territory;
  r.komi = 6.5;
  return r;
}

Rules Rules::korean() {
  Rules r = japanese();
  r.preset = "korean";
  return r;
}

Expected<Rules> Rules::presetNamed(std::string_view name) {
  const std::string n = lower(name);
  if (n == "chinese") return chinese();
  if (n == "japanese") return japanese();
  if (n == "korean") return korean();
  return Error{"unknown rules " + quotedInput(name) + " (chinese, japanese or korean)"};
}

Expected<Rules> Rules::parse(std::string_view text) {
  const auto parts = words(text);
  if (parts.empty()) return Error{"rules are empty"};
  auto base = presetNamed(parts[0]);
  if (!base) return base;
  Rules r = base.value();
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view part = parts[i];
    const size_t eq = part.find('=');
    if (eq == std::string_view::npos) return Error{"expected key=value, got " + quotedInput(part)};
    const std::string key = lower(part.substr(0, eq));
    const std::string_view value = part.substr(eq + 1);
    if (key == "ko") {
      auto v = parseKoRule(value);
      if (!v) return Error{v.error()};
      r.ko = *v;
    } else if (key == "scoring") {
      auto v = parseScoring(value);
      if (!v) return Error{v.error()};
      r.scoring = *v;
    } else if (key == "dead") {
      auto v = parseDeadStones(value);
      if (!v) return Error{v.error()};
      r.dead = *v;
    } else if (key == "komi") {
      auto v = parseKomi(value);
      if (!v) return Error{v.error()};
      r.komi = *v;
    } else {
      return Error{"unknown rules field " + quotedInput(key) + " (ko, scoring, dead, komi)"};
    }
  }
  return r;
}

std::string Rules::toString() const {
  return preset + " ko=" + koRuleName(ko) + " scoring=" + scoringName(scoring) +
         " dead=" + deadStonesName(dead) + " komi=" + formatKomi(komi);
}

const char* koRuleName(KoRule ko) {
  switch (ko) {
    case KoRule::Simple: return "simple";
    case KoRule::Positional: return "positional";
    case KoRule::Situational: return "situational";
  }
  return "?";
}

const char* scoringName(Scoring s) { return s == Scoring::Area ? "area" : "territory"; }

const char* deadStonesName(DeadStones d) { return d == DeadStones::Marked ? "marked" : "as-is"; }

Expected<KoRule> parseKoRule(std::string_view text) {
  const std::string t = lower(text);
  if (t == "simple") return KoRule::Simple;
  if (t == "positional") return KoRule::Positional;
  if (t == "situational") return KoRule::Situational;
  return Error{"unknown ko rule " + quotedInput(text) + " (simple, positional, situational)"};
}

Expected<Scoring> parseScoring(std::string_view text) {
  const std::string t = lower(text);
  if (t == "area") return Scoring::Area;
  if (t == "territory") return Scoring::Territory;
  return Error{"unknown scoring " + quotedInput(text) + " (area, territory)"};
}

Expected<DeadStones> parseDeadStones(std::string_view text) {
  const std::string t = lower(text);
  if (t == "marked") return DeadStones::Marked;
  if (t == "as-is" || t == "asis") return DeadStones::AsIs;
  return Error{"unknown dead-stone handling " + quotedInput(text) + " (marked, as-is)"};
}

Expected<double> parseKomi(std::string_view text) {
  if (text.empty()) return Error{"komi is empty"};
  double v = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  if (*begin == '+') ++begin;
  auto [ptr, ec] = doubleFromChars(begin, end, v);
  if (ec != std::errc() || ptr != end || !std::isfinite(v))
    return Error{"komi " + quotedInput(text) + " is not a number"};
  if (std::fabs(v) > 1000) return Error{"komi " + quotedInput(text) + " is out of range"};
  return v;
}

std::string formatKomi(double komi) {
  char buf[32];
  auto [ptr, ec] = doubleToChars(buf, buf + sizeof buf, komi);
  (void)ec;
  return std::string(buf, ptr);
}

}  // namespace kosumi
