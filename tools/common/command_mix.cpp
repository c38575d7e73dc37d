#include "tools/common/command_mix.h"

#include <array>

namespace kosumi::tools {

namespace {

// Searching commands are rare so that a million lines take minutes, not hours.
constexpr unsigned kSearchOneIn = 1000;
constexpr unsigned kJudgeOneIn = 4000;
constexpr unsigned kOverlongOneIn = 300000;

const std::array<const char*, 12> kQueries = {
    "protocol_version", "name",          "version",      "list_commands", "showboard",      "move_history",
    "kata-get-rules",   "kosumi-rules",  "kosumi-dead",  "cputime",       "kgs-game_over", "printsgf"};
const std::array<const char*, 8> kRules = {"chinese", "japanese", "korean", "chinese ko=simple dead=as-is",
                                           "japanese komi=0.5", "korean scoring=area", "aga", "go"};

}  // namespace

std::string CommandMix::next() {
  ++serial_;
  if (below(kOverlongOneIn) == 0) return "play b " + std::string((size_t(9) << 20), 'x');
  std::string line = below(10) < 7 ? validCommand() : invalidCommand();
  // About one command in eight carries an id.
  if (below(8) == 0) line = std::to_string(serial_) + " " + line;
  return line;
}

std::string CommandMix::color() {
  static const std::array<const char*, 6> names = {"b", "w", "black", "WHITE", "B", "white"};
  return names[below(names.size())];
}

std::string CommandMix::vertex() {
  if (below(40) == 0) return "pass";
  const int size = int(size_);
  // One vertex in about twenty lies past the edge.
  const int range = size + (below(20) == 0 ? 2 : 0);
  int col = int(below(unsigned(range)));
  char letter = char('A' + col + (col >= 8 ? 1 : 0));  // GTP skips I
  if (below(2)) letter = char(letter - 'A' + 'a');
  return std::string(1, letter) + std::to_string(1 + below(unsigned(range)));
}

std::string CommandMix::vertices(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) {
    if (i) out += ' ';
    out += vertex();
  }
  return out;
}

std::string CommandMix::validCommand() {
  if (below(kSearchOneIn) == 0) {
    static const std::array<const char*, 3> names = {"genmove ", "reg_genmove ", "kgs-genmove_cleanup "};
    return names[below(names.size())] + color();
  }
  if (below(kJudgeOneIn) == 0) return below(2) ? "final_score" : "final_status_list dead";
  switch (below(20)) {
    case 0: case 1: case 2: case 3: case 4: case 5:
      return "play " + color() + " " + vertex();
    case 6:
      return "undo";
    case 7:
      if (below(20) == 0) {
        const int size = 1 + int(below(28));
        if (size >= 2 && size <= 25) size_ = size;
        return "boardsize " + std::to_string(size);
      }
      return "clear_board";
    case 8:
      return std::string(kQueries[below(kQueries.size())]);
    case 9: {
      static const std::array<const char*, 5> names = {"is_legal ", "countlib ", "color ", "list_stones ",
                                                       "captures "};
      const unsigned which = below(names.size());
      if (which == 0) return names[0] + color() + " " + vertex();
      if (which <= 2) return names[which] + vertex();
      return names[which] + color();
    }
    case 10:
      return "komi " + std::to_string(int(below(200)) - 100) + (below(2) ? ".5" : "");
    case 11: {
      const unsigned which = below(3);
      if (which == 0) return "fixed_handicap " + std::to_string(below(11));
      if (which == 1) return "place_free_handicap " + std::to_string(below(12));
      return "set_free_handicap " + vertices(1 + int(below(6)));
    }
    case 12:
      return "kosumi-dead " + vertices(1 + int(below(3)));
    case 13:
      if (below(2)) return std::string("kosumi-rules ") + kRules[below(kRules.size())];
      return std::string("kgs-rules ") + (below(2) ? "japanese" : "chinese");
    case 14:
      if (below(2)) return "kata-set-rule ko " + std::string(below(2) ? "SIMPLE" : "POSITIONAL");
      return "kata-set-rules " + std::string(below(2) ? "chinese" : "{\"scoring\":\"TERRITORY\"}");
    case 15:
      return "time_settings " + std::to_string(below(600)) + " " + std::to_string(below(60)) + " " +
             std::to_string(below(25));
    case 16:
      return "time_left " + color() + " " + std::to_string(below(300)) + " " + std::to_string(below(5));
    case 17: {
      static const std::array<const char*, 4> systems = {"none", "absolute 300", "byoyomi 60 10 3",
                                                         "canadian 60 120 20"};
      return std::string("kgs-time_settings ") + systems[below(systems.size())];
    }
    case 18:
      return "known_command " + std::string(below(2) ? "play" : "fly");
    default:
      return below(50) == 0 ? "all_legal " + color() : "loadsgf game" + std::to_string(below(10)) + ".sgf";
  }
}

std::string CommandMix::invalidCommand() {
  switch (below(8)) {
    case 0:
      return "no_such_command " + vertex();
    case 1:
      return "play " + color();  // missing vertex
    case 2:
      return "boardsize " + std::string(below(2) ? "nineteen" : "-1");
    case 3:
      return "komi " + std::string(below(2) ? "1e400" : "nan");
    case 4: {
      // Arguments past the limit.
      std::string line = "kosumi-dead";
      for (int i = 0; i < 1100; ++i) line += " a1";
      return line;
    }
    case 5:
      return "time_left " + color() + " 99999999999999999999 0";
    default: {
      // Garbage: never empty after preprocessing, since it starts with '!', and never a newline.
      std::string line = "!";
      const unsigned n = 1 + below(60);
      for (unsigned i = 0; i < n; ++i) {
        char c = char(below(256));
        if (c == '\n') c = ' ';
        line += c;
      }
      return line;
    }
  }
}

}  // namespace kosumi::tools
