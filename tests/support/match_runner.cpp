#include "tests/support/match_runner.h"

#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

namespace kosumi::test {

std::string matchRunnerPath() { return (std::filesystem::path(KOSUMI_BINARY).parent_path() / "kosumi-match").string(); }

ProcessResult runMatch(const std::vector<std::string>& args, int timeoutSeconds) {
  std::vector<std::string> argv = {matchRunnerPath()};
  argv.insert(argv.end(), args.begin(), args.end());
  return runProcess(argv, "", timeoutSeconds);
}

std::string fileText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::map<int, std::string> gameRecords(const std::filesystem::path& folder) {
  std::map<int, std::string> out;
  const std::regex name("game-([0-9]+)\\.sgf"), date("DT\\[[^\\]]*\\]");
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    std::smatch m;
    const std::string file = entry.path().filename().string();
    if (std::regex_match(file, m, name)) out[std::stoi(m[1])] = std::regex_replace(fileText(entry.path()), date, "");
  }
  return out;
}

std::map<int, std::string> resultLines(const std::filesystem::path& folder) {
  std::map<int, std::string> out;
  std::istringstream in(fileText(folder / "results.dat"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] < '0' || line[0] > '9') continue;
    std::istringstream fields(line);
    std::string field, kept;
    for (int column = 0; std::getline(fields, field, '\t'); ++column)
      if (column != 7 && column != 8) kept += field + "\t";
    out[std::stoi(line)] = kept;
  }
  return out;
}

std::string summaryWithoutTimes(const std::string& summary) {
  std::istringstream in(summary);
  std::string out;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("mean length", 0) != 0) out += line + "\n";
  return out;
}

}  // namespace kosumi::test
