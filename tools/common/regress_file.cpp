#include "tools/common/regress_file.h"

#include <cctype>
#include <sstream>

namespace kosumi::tools {

namespace {

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

}  // namespace

Expected<std::vector<RegressStep>> parseRegressText(const std::string& text) {
  std::vector<RegressStep> steps;
  std::istringstream in(text);
  std::string raw;
  int lineNumber = 0;
  while (std::getline(in, raw)) {
    ++lineNumber;
    const std::string line = trim(raw);
    if (line.empty()) continue;
    if (line.rfind("#?", 0) == 0) {
      if (steps.empty() || !steps.back().isTest() || steps.back().hasExpectation)
        return Error{"line " + std::to_string(lineNumber) + ": #? does not follow a numbered command"};
      const std::string rest = trim(line.substr(2));
      const size_t open = rest.find('[');
      const size_t close = rest.rfind(']');
      if (open != 0 || close == std::string::npos || close < open)
        return Error{"line " + std::to_string(lineNumber) + ": expected #? [regex]"};
      const std::string after = trim(rest.substr(close + 1));
      if (!after.empty() && after != "*")
        return Error{"line " + std::to_string(lineNumber) + ": unexpected text after ]"};
      RegressStep& step = steps.back();
      step.hasExpectation = true;
      step.pattern = rest.substr(1, close - 1);
      if (!step.pattern.empty() && step.pattern[0] == '!') {
        step.negated = true;
        step.pattern.erase(0, 1);
      }
      step.knownFailure = after == "*";
      try {
        std::regex check(step.pattern, std::regex::ECMAScript | std::regex::icase);
      } catch (const std::regex_error& e) {
        return Error{"line " + std::to_string(lineNumber) + ": bad regex: " + e.what()};
      }
      continue;
    }
    if (line[0] == '#') continue;
    // A command, with everything after '#' cut as GTP does.
    std::string command = trim(line.substr(0, line.find('#')));
    if (command.empty()) continue;
    RegressStep step;
    step.line = lineNumber;
    size_t i = 0;
    while (i < command.size() && std::isdigit(static_cast<unsigned char>(command[i]))) ++i;
    if (i > 0 && (i == command.size() || command[i] == ' ' || command[i] == '\t')) {
      step.id = std::stoi(command.substr(0, i));
      command = trim(command.substr(i));
    }
    step.command = command;
    steps.push_back(step);
  }
  return steps;
}

std::string answerForMatching(bool success, const std::string& text) {
  if (success) return text;
  return text.empty() ? "?" : "? " + text;
}

Expected<bool> answerPasses(const RegressStep& step, bool success, const std::string& text) {
  if (!step.hasExpectation) return success;
  try {
    const std::regex re(step.pattern, std::regex::ECMAScript | std::regex::icase);
    const bool matches = std::regex_match(answerForMatching(success, text), re);
    return matches != step.negated;
  } catch (const std::regex_error& e) {
    return Error{std::string("bad regex: ") + e.what()};
  }
}

}  // namespace kosumi::tools
