#pragma once
// The record of one match game and its SGF (FF[4]) text: size, komi, rules, players, handicap
// stones, moves, result, and a comment with the errors the runner saw.
#include <string>
#include <vector>

#include "engine/game.h"

namespace kosumi::tools {

struct GameRecord {
  int size = 19;
  double komi = 7.5;
  std::string rules;        // RU, e.g. "Chinese"; empty: left out
  std::string blackName, whiteName;
  std::vector<Point> handicap;  // Black's handicap stones (AB)
  std::vector<MoveRecord> moves;
  std::string result;       // RE, e.g. "B+3.5", "W+R", "W+T", "B+F", "0", "?"
  std::string date;         // DT, YYYY-MM-DD
  std::string comment;      // GC
};

std::string toSgf(const GameRecord& record);

// SGF text escaping: "]" and "\" get a backslash.
std::string escapeSgfText(const std::string& text);

}  // namespace kosumi::tools
