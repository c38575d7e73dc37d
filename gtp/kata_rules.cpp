#include "gtp/kata_rules.h"
#include "engine/quoted_input.h"

#include <cctype>
#include <utility>
#include <vector>

namespace kosumi::gtp {

namespace {

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::string upper(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::toupper(static_cast<unsigned char>(c)));
  return r;
}

// A flat JSON object of strings, numbers and booleans, as KataGo's rules JSON is. Values are
// kept as their text (strings unquoted).
Expected<std::vector<std::pair<std::string, std::string>>> parseFlatJson(std::string_view s) {
  std::vector<std::pair<std::string, std::string>> out;
  size_t i = 0;
  auto space = [&] { while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i; };
  auto string = [&](std::string& v) -> bool {
    if (i >= s.size() || s[i] != '"') return false;
    for (++i; i < s.size() && s[i] != '"'; ++i) {
      if (s[i] == '\\' && i + 1 < s.size()) ++i;
      v += s[i];
    }
    if (i >= s.size()) return false;
    ++i;
    return true;
  };
  const Error bad{"rules JSON is malformed"};
  space();
  if (i >= s.size() || s[i++] != '{') return bad;
  space();
  if (i < s.size() && s[i] == '}') return out;
  for (;;) {
    std::string key, value;
    space();
    if (!string(key)) return bad;
    space();
    if (i >= s.size() || s[i++] != ':') return bad;
    space();
    if (i < s.size() && s[i] == '"') {
      if (!string(value)) return bad;
    } else {
      while (i < s.size() && s[i] != ',' && s[i] != '}' && !std::isspace(static_cast<unsigned char>(s[i])))
        value += s[i++];
      if (value.empty()) return bad;
    }
    out.emplace_back(std::move(key), std::move(value));
    space();
    if (i < s.size() && s[i] == ',') { ++i; continue; }
    if (i < s.size() && s[i] == '}') { ++i; break; }
    return bad;
  }
  space();
  if (i != s.size()) return bad;
  return out;
}

Error unsupported(std::string_view field, std::string_view value) {
  return Error{"unsupported rules field " + quotedInput(std::string(field) + "=" + std::string(value)) +
               " (Kosumi supports ko, scoring, and tax NONE, suicide false, hasButton false, "
               "whiteHandicapBonus 0)"};
}

}  // namespace

std::string kataRulesJson(const Rules& r) {
  return std::string("{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"") + upper(koRuleName(r.ko)) +
         "\",\"scoring\":\"" + upper(scoringName(r.scoring)) +
         "\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}";
}

Expected<Rules> applyKataRule(const Rules& current, std::string_view keyText, std::string_view value) {
  Rules r = current;
  const std::string key = lower(keyText);
  const std::string v = lower(value);
  if (key == "ko" || key == "korule") {
    auto ko = parseKoRule(v);
    if (!ko) return unsupported(keyText, value);
    r.ko = *ko;
  } else if (key == "scoring" || key == "scoringrule") {
    auto s = parseScoring(v);
    if (!s) return unsupported(keyText, value);
    r.scoring = *s;
  } else if (key == "tax" || key == "taxrule") {
    if (v != "none") return unsupported(keyText, value);
  } else if (key == "suicide" || key == "multistonesuicidelegal") {
    if (v != "false") return unsupported(keyText, value);
  } else if (key == "hasbutton") {
    if (v != "false") return unsupported(keyText, value);
  } else if (key == "whitehandicapbonus") {
    if (v != "0") return unsupported(keyText, value);
  } else if (key == "friendlypassok") {
    if (v != "true" && v != "false") return Error{"friendlyPassOk must be true or false"};
  } else if (key == "komi") {
    auto k = parseKomi(value);
    if (!k) return Error{k.error()};
    r.komi = *k;
  } else {
    return Error{"unknown rules field " + quotedInput(keyText)};
  }
  return r;
}

Expected<Rules> applyKataRules(const Rules& current, std::string_view text) {
  if (!text.empty() && text.front() == '{') {
    auto fields = parseFlatJson(text);
    if (!fields) return Error{fields.error()};
    Rules r = current;
    for (const auto& [key, value] : *fields) {
      auto next = applyKataRule(r, key, value);
      if (!next) return next;
      r = *next;
    }
    return r;
  }
  const std::string name = lower(text);
  Rules r;
  if (auto preset = Rules::presetNamed(name)) {
    r = *preset;
  } else if (name == "aga" || name == "bga" || name == "french") {
    r = Rules::chinese();
    r.ko = KoRule::Situational;
  } else if (name == "chinese-ogs" || name == "chinese-kgs") {
    r = Rules::chinese();
  } else if (name == "tromp-taylor" || name == "new-zealand" || name == "new_zealand") {
    return unsupported("suicide", "true");
  } else if (name == "stone-scoring" || name == "goe" || name == "ing") {
    return unsupported("tax", "ALL");
  } else if (name == "aga-button") {
    return unsupported("hasButton", "true");
  } else {
    return Error{"unknown rules " + quotedInput(text)};
  }
  r.komi = current.komi;
  return r;
}

Expected<Rules> applyKgsRules(const Rules& current, std::string_view name) {
  const std::string n = lower(name);
  if (n == "new_zealand")
    return Error{"new_zealand rules allow suicide, which Kosumi does not support"};
  return applyKataRules(current, n);
}

}  // namespace kosumi::gtp
