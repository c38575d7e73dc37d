#pragma once
// A rule set as a small value: ko rule, scoring method, dead-stone handling and komi, with the
// presets chinese, japanese and korean, and parsing and printing in the syntax of kosumi-rules:
//   PRESET [ko=simple|positional|situational] [scoring=area|territory] [dead=marked|as-is] [komi=F]
#include <string>
#include <string_view>

#include "engine/expected.h"

namespace kosumi {

enum class KoRule { Simple, Positional, Situational };
enum class Scoring { Area, Territory };
// Marked: stones agreed dead after two passes are removed before counting.
// AsIs: the board is scored exactly as it stands; nothing is dead.
enum class DeadStones { Marked, AsIs };

struct Rules {
  std::string preset = "chinese";
  KoRule ko = KoRule::Positional;
  Scoring scoring = Scoring::Area;
  DeadStones dead = DeadStones::Marked;
  double komi = 7.5;

  static Rules chinese();
  static Rules japanese();
  static Rules korean();
  // A preset by name (chinese, japanese, korean; any case).
  static Expected<Rules> presetNamed(std::string_view name);
  // "chinese ko=simple dead=as-is komi=6.5": the preset's defaults, then each override.
  static Expected<Rules> parse(std::string_view text);
  // Every field written out, in the syntax parse() reads.
  std::string toString() const;

  bool operator==(const Rules&) const = default;
};

const char* koRuleName(KoRule ko);  // simple, positional, situational
const char* scoringName(Scoring s);  // area, territory
const char* deadStonesName(DeadStones d);  // marked, as-is
Expected<KoRule> parseKoRule(std::string_view text);
Expected<Scoring> parseScoring(std::string_view text);
Expected<DeadStones> parseDeadStones(std::string_view text);
// Komi: a finite number within +-1000.
Expected<double> parseKomi(std::string_view text);
// "7.5", "-3", "0": shortest exact form.
std::string formatKomi(double komi);

}  // namespace kosumi
