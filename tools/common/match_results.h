#pragma once
// The results file of a match, in the spirit of gogui-twogtp's .dat: comment lines with the
// settings, a header, then one tab-separated line per finished game. Re-reading it lets a match
// continue after an interruption.
#include <optional>
#include <string>
#include <vector>

namespace kosumi::tools {

// What went wrong for one engine in one game. Protocol: an answer that is not GTP (garbage on
// the engine's output), after which the engine is out of step and restarted.
enum class EngineError { None, Illegal, Crash, Timeout, LostOnTime, Failure, Disagree, Protocol };
constexpr int kEngineErrorKinds = 8;
// "-", "illegal", "crash", "timeout", "time", "failure", "disagree", "protocol"
const char* engineErrorName(EngineError e);
EngineError parseEngineError(const std::string& name);

struct GameResult {
  int game = 0;               // 0-based index
  bool engine1White = false;  // ALT: colours swapped for this game
  std::string resultBlack = "-";    // final_score of the engine playing Black ("-" when not asked)
  std::string resultWhite = "-";
  std::string resultReferee = "-";
  std::string result = "?";   // the game's result: "B+3.5", "W+R", "B+T", "W+F", "0", "?"
  int length = 0;             // moves played, passes included
  double timeBlack = 0, timeWhite = 0;  // seconds spent in genmove
  EngineError error1 = EngineError::None, error2 = EngineError::None;
  std::string errorMessage;   // free text, no tabs or newlines

  // 1 or 2 for the winning engine, 0 for a draw, -1 when unknown.
  int winner() const;
};

std::string resultsHeader();
std::string formatResultLine(const GameResult& r);
std::optional<GameResult> parseResultLine(const std::string& line);

// Results already in the file (an absent file gives none), each game once (its first line): a
// last line without its newline, cut short by a kill, is left out. `settings` receives the
// file's "# settings:" line, empty if there is none.
std::vector<GameResult> readResultsFile(const std::string& path, std::string* settings = nullptr);

}  // namespace kosumi::tools
