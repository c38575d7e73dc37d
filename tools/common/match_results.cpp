#include "tools/common/match_results.h"

#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>

namespace kosumi::tools {

namespace {

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  std::string field;
  std::istringstream in(line);
  while (std::getline(in, field, '\t')) out.push_back(field);
  if (!line.empty() && line.back() == '\t') out.push_back("");
  return out;
}

std::string clean(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s.empty() ? "-" : s;
}

}  // namespace

const char* engineErrorName(EngineError e) {
  switch (e) {
    case EngineError::None: return "-";
    case EngineError::Illegal: return "illegal";
    case EngineError::Crash: return "crash";
    case EngineError::Timeout: return "timeout";
    case EngineError::LostOnTime: return "time";
    case EngineError::Failure: return "failure";
    case EngineError::Disagree: return "disagree";
    case EngineError::Protocol: return "protocol";
  }
  return "-";
}

EngineError parseEngineError(const std::string& name) {
  for (EngineError e : {EngineError::Illegal, EngineError::Crash, EngineError::Timeout,
                        EngineError::LostOnTime, EngineError::Failure, EngineError::Disagree, EngineError::Protocol})
    if (name == engineErrorName(e)) return e;
  return EngineError::None;
}

int GameResult::winner() const {
  if (result == "0") return 0;
  if (result.size() < 2 || result[1] != '+') return -1;
  const bool blackWon = result[0] == 'B';
  if (!blackWon && result[0] != 'W') return -1;
  return blackWon != engine1White ? 1 : 2;
}

std::string resultsHeader() {
  return "GAME\tRES_B\tRES_W\tRES_R\tRESULT\tALT\tLEN\tTIME_B\tTIME_W\tERR_1\tERR_2\tERR_MSG";
}

std::string formatResultLine(const GameResult& r) {
  return fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.2f}\t{:.2f}\t{}\t{}\t{}", r.game, clean(r.resultBlack),
                     clean(r.resultWhite), clean(r.resultReferee), clean(r.result), r.engine1White ? 1 : 0,
                     r.length, r.timeBlack, r.timeWhite, engineErrorName(r.error1),
                     engineErrorName(r.error2), clean(r.errorMessage));
}

std::optional<GameResult> parseResultLine(const std::string& line) {
  if (line.empty() || line[0] == '#' || line.rfind("GAME\t", 0) == 0) return std::nullopt;
  const auto f = splitTabs(line);
  if (f.size() != 12) return std::nullopt;
  try {
    GameResult r;
    r.game = std::stoi(f[0]);
    r.resultBlack = f[1];
    r.resultWhite = f[2];
    r.resultReferee = f[3];
    r.result = f[4];
    r.engine1White = f[5] == "1";
    r.length = std::stoi(f[6]);
    r.timeBlack = std::stod(f[7]);
    r.timeWhite = std::stod(f[8]);
    r.error1 = parseEngineError(f[9]);
    r.error2 = parseEngineError(f[10]);
    r.errorMessage = f[11] == "-" ? "" : f[11];
    return r;
  } catch (const std::exception&) {
    return std::nullopt;  // a line cut short by an interruption
  }
}

std::vector<GameResult> readResultsFile(const std::string& path, std::string* settings) {
  std::vector<GameResult> out;
  std::set<int> seen;
  if (settings) settings->clear();
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    // A last line without its newline is what a killed runner leaves of a line it was writing.
    if (in.eof()) break;
    if (settings && line.rfind("# settings:", 0) == 0) *settings = line;
    if (auto r = parseResultLine(line); r && seen.insert(r->game).second) out.push_back(*r);
  }
  return out;
}

}  // namespace kosumi::tools
