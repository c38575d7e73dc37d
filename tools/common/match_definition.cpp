#include "tools/common/match_definition.h"

#include <charconv>
#include <fstream>
#include <map>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "engine/number_text.h"
#include "engine/rules.h"
#include "tools/common/match_results.h"

namespace kosumi::tools {

namespace {

using Fields = std::vector<std::pair<std::string, std::string>>;

// Shortest text that reads back as the same double: equal texts are equal values.
std::string number(double x) {
  char buf[64];
  const auto [end, error] = doubleToChars(buf, buf + sizeof buf, x);
  return error == std::errc() ? std::string(buf, end) : fmt::format("{}", x);
}

std::string sprtText(const std::optional<SprtSettings>& sprt) {
  if (!sprt) return "-";
  return fmt::format("{} {} {} {}", number(sprt->elo0), number(sprt->elo1), number(sprt->alpha), number(sprt->beta));
}

// Everything that makes the match what it is, in file order; the shard and the names come after.
Fields definitionFields(const MatchDefinition& d) {
  const MatchSettings& s = d.settings;
  return {{"engine1", d.engine1},
          {"engine2", d.engine2},
          {"referee", d.referee},
          {"colours", d.alternate ? "alternate" : "fixed"},
          {"games", std::to_string(d.games)},
          {"size", std::to_string(s.size)},
          {"komi", formatKomi(s.komi)},
          {"rules", s.rules},
          {"handicap", std::to_string(s.handicap)},
          {"move-time", number(s.moveTime)},
          {"clock", number(s.clock)},
          {"period-stones", std::to_string(s.periodStones)},
          {"periods", std::to_string(s.periods)},
          {"clock-for", std::to_string(s.clockFor)},
          {"time-margin", number(s.timeMargin)},
          {"timeout", number(s.timeout)},
          {"max-moves", std::to_string(s.maxMoves)},
          {"opening", std::to_string(s.openingMoves)},
          {"seed", std::to_string(s.seed)},
          {"pass-from", std::to_string(s.passFrom)},
          {"sprt", sprtText(d.sprt)}};
}

template <class T>
bool readWhole(const std::string& text, T& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

bool readDouble(const std::string& text, double& value) {
  const auto [end, error] = doubleFromChars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

}  // namespace

std::string formatMatchFile(const MatchDefinition& definition, const EngineNames& names) {
  std::string text =
      "# The match these games belong to. kosumi-match resumes this folder only with these settings\n"
      "# (games and sprt may change), and --merge takes folders as shards of one match when all but\n"
      "# shard, name1 and name2 are equal.\n";
  for (const auto& [key, value] : definitionFields(definition)) text += key + "=" + oneLine(value) + "\n";
  text += "shard=" + formatShard(definition.shard) + "\n";
  text += "name1=" + oneLine(names.engine1) + "\n";
  text += "name2=" + oneLine(names.engine2) + "\n";
  return text;
}

Expected<MatchFile> parseMatchFile(const std::string& text) {
  std::map<std::string, std::string> values;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t eq = line.find('=');
    if (eq == std::string::npos) return Error{fmt::format("not key=value: '{}'", line)};
    values[line.substr(0, eq)] = line.substr(eq + 1);
  }
  MatchFile file;
  MatchDefinition& d = file.definition;
  MatchSettings& s = d.settings;
  std::set<std::string> known = {"shard", "name1", "name2"};
  for (const auto& [key, unused] : definitionFields(d)) known.insert(key);
  for (const auto& [key, value] : values)
    if (!known.count(key)) return Error{fmt::format("unknown setting '{}'", key)};
  // Folders written before the overtime kinds existed hold the one kind there was.
  values.try_emplace("period-stones", "1");
  values.try_emplace("periods", "0");
  values.try_emplace("clock-for", "0");
  for (const std::string& key : known)
    if (!values.count(key)) return Error{fmt::format("no '{}' setting", key)};
  const auto bad = [&](const std::string& key) { return Error{fmt::format("bad {}: '{}'", key, values[key])}; };

  d.engine1 = values["engine1"];
  d.engine2 = values["engine2"];
  d.referee = values["referee"];
  if (values["colours"] != "alternate" && values["colours"] != "fixed") return bad("colours");
  d.alternate = values["colours"] == "alternate";
  if (!readWhole(values["games"], d.games)) return bad("games");
  if (!readWhole(values["size"], s.size)) return bad("size");
  const auto komi = parseKomi(values["komi"]);
  if (!komi) return bad("komi");
  s.komi = *komi;
  s.rules = values["rules"];
  if (!readWhole(values["handicap"], s.handicap)) return bad("handicap");
  if (!readDouble(values["move-time"], s.moveTime)) return bad("move-time");
  if (!readDouble(values["clock"], s.clock)) return bad("clock");
  if (!readWhole(values["period-stones"], s.periodStones) || s.periodStones < 1) return bad("period-stones");
  if (!readWhole(values["periods"], s.periods) || s.periods < 0) return bad("periods");
  if (!readWhole(values["clock-for"], s.clockFor) || s.clockFor < 0 || s.clockFor > 2) return bad("clock-for");
  if (!readDouble(values["time-margin"], s.timeMargin)) return bad("time-margin");
  if (!readDouble(values["timeout"], s.timeout)) return bad("timeout");
  if (!readWhole(values["max-moves"], s.maxMoves)) return bad("max-moves");
  if (!readWhole(values["opening"], s.openingMoves)) return bad("opening");
  if (!readWhole(values["seed"], s.seed)) return bad("seed");
  if (!readWhole(values["pass-from"], s.passFrom)) return bad("pass-from");
  if (values["sprt"] != "-") {
    std::istringstream sprt(values["sprt"]);
    std::string elo0, elo1, alpha, beta, rest;
    SprtSettings t;
    if (!(sprt >> elo0 >> elo1 >> alpha >> beta) || (sprt >> rest) || !readDouble(elo0, t.elo0) ||
        !readDouble(elo1, t.elo1) || !readDouble(alpha, t.alpha) || !readDouble(beta, t.beta))
      return bad("sprt");
    d.sprt = t;
  }
  const auto shard = parseShard(values["shard"]);
  if (!shard) return Error{shard.error()};
  d.shard = *shard;
  file.names = {values["name1"], values["name2"]};
  return file;
}

Expected<MatchFile> readMatchFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{fmt::format("{}: cannot read", path)};
  std::ostringstream text;
  text << in.rdbuf();
  auto file = parseMatchFile(text.str());
  if (!file) return Error{fmt::format("{}: {}", path, file.error())};
  return file;
}

std::vector<std::string> definitionDifferences(const MatchDefinition& a, const MatchDefinition& b,
                                               const std::set<std::string>& ignore) {
  std::vector<std::string> out;
  const Fields fa = definitionFields(a), fb = definitionFields(b);
  for (size_t i = 0; i < fa.size(); ++i)
    if (!ignore.count(fa[i].first) && fa[i].second != fb[i].second)
      out.push_back(fmt::format("{}: '{}', '{}'", fa[i].first, fa[i].second, fb[i].second));
  return out;
}

std::string resultsSettingsLine(const MatchSettings& s) {
  return fmt::format("# settings: size={} komi={} rules='{}' handicap={} move-time={} clock={} opening={} seed={} "
                     "max-moves={}",
                     s.size, formatKomi(s.komi), s.rules, s.handicap, s.moveTime, s.clock, s.openingMoves, s.seed,
                     s.maxMoves) +
         (s.periodStones > 1 ? fmt::format(" period-stones={}", s.periodStones) : "") +
         (s.periods > 0 ? fmt::format(" periods={}", s.periods) : "") +
         (s.clockFor > 0 ? fmt::format(" clock-for={}", s.clockFor) : "") +
         (s.passFrom > 0 ? fmt::format(" pass-from={}", s.passFrom) : "");
}

std::string resultsFileHeader(const MatchDefinition& d) {
  std::string text = resultsSettingsLine(d.settings) + "\n# engine1: " + d.engine1 + "\n# engine2: " + d.engine2 + "\n";
  if (!d.referee.empty()) text += "# referee: " + d.referee + "\n";
  return text + resultsHeader() + "\n";
}

}  // namespace kosumi::tools
