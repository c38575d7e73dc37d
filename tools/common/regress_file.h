#pragma once
// The gogui-regress .tst format: GTP commands, one a line. A command with a numeric id is a test;
// the "#? [regex]" line after it gives the expected answer, "[!regex]" an answer that must not
// match, and a "*" after the closing bracket marks a known failure. Commands without an id are
// setup. Other "#" lines are comments.
#include <regex>
#include <string>
#include <vector>

#include "engine/expected.h"

namespace kosumi::tools {

struct RegressStep {
  int line = 0;          // 1-based line of the command in the file
  std::string command;   // without the id
  int id = -1;           // the test number, or -1 for a setup command
  bool hasExpectation = false;
  std::string pattern;   // the regex between the brackets, "!" removed
  bool negated = false;
  bool knownFailure = false;

  bool isTest() const { return id >= 0; }
};

// Parses the text of a .tst file; fails on a "#?" line that follows no test or is malformed.
Expected<std::vector<RegressStep>> parseRegressText(const std::string& text);

// The string an answer is matched against: the text of a success; "? text" for a failure, so a
// test can expect a failure with a pattern such as "\? illegal move.*".
std::string answerForMatching(bool success, const std::string& text);

// Whether the answer satisfies the step: the pattern matches the whole answer (case-insensitive,
// "." also matching newlines is not provided: use [\s\S]), or must not match when negated.
// A test with no "#?" line passes when its command succeeds.
Expected<bool> answerPasses(const RegressStep& step, bool success, const std::string& text);

}  // namespace kosumi::tools
