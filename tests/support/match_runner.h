#pragma once
// build/kosumi-match run to completion for the match tests, and what it left in its folder:
// each game's SGF without its date (which differs between runs on different days) and each
// results line without its thinking times (which differ between any two runs).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "tests/support/process_run.h"

namespace kosumi::test {

std::string matchRunnerPath();

// kosumi-match with these arguments (no shell between: each is one argument).
ProcessResult runMatch(const std::vector<std::string>& args, int timeoutSeconds = 120);

// A whole file's bytes; empty when it cannot be read.
std::string fileText(const std::filesystem::path& path);

// Game number -> its SGF with DT[...] taken out, for every game-NNNN.sgf in the folder.
std::map<int, std::string> gameRecords(const std::filesystem::path& folder);

// Game number -> its results.dat line with the TIME_B and TIME_W columns taken out.
std::map<int, std::string> resultLines(const std::filesystem::path& folder);

// The summary text without its "mean length ... time per move" line.
std::string summaryWithoutTimes(const std::string& summary);

}  // namespace kosumi::test
