// Runs gogui-regress .tst files against a GTP engine: one engine process per file, started in the
// file's folder so loadsgf paths are relative to it. Prints each failure, a line per file, the
// known failures, and last exactly "N passed, M failed". Exits 1 on any unexpected failure.
//
//   build/kosumi-regress --engine 'build/kosumi --threads 1 --playouts 2000 --seed 1' regress/rules/*.tst
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "tools/common/gtp_engine.h"
#include "tools/common/regress_file.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Counts {
  int passed = 0;
  int failed = 0;
  int knownFailing = 0;     // marked "*" and still failing
  int unexpectedPass = 0;   // marked "*" but passed
};

std::string oneLine(const std::string& s) {
  std::string r = s;
  for (char& c : r)
    if (c == '\n') c = '|';
  return r;
}

// Runs one file; prints failures; adds to `counts`. Returns false if the file could not be run.
bool runFile(const std::string& engineCommand, const fs::path& file, double timeout, bool verbose,
             const std::string& stderrPath, Counts& counts) {
  std::ifstream in(file);
  if (!in) {
    std::cout << fmt::format("{}: cannot read\n", file.string());
    ++counts.failed;
    return false;
  }
  std::stringstream text;
  text << in.rdbuf();
  const auto steps = parseRegressText(text.str());
  if (!steps) {
    std::cout << fmt::format("{}: {}\n", file.string(), steps.error());
    ++counts.failed;
    return false;
  }
  const fs::path folder = fs::absolute(file).parent_path();
  auto started = GtpEngine::start(engineCommand, folder.string(), stderrPath);
  if (!started) {
    std::cout << fmt::format("{}: cannot start engine: {}\n", file.string(), started.error());
    ++counts.failed;
    return false;
  }
  std::unique_ptr<GtpEngine> engine = std::move(started.value());
  Counts here;
  for (const RegressStep& step : *steps) {
    const GtpReply reply = engine->send(step.command, timeout);
    const bool answered = reply.kind == GtpReply::Kind::Success || reply.kind == GtpReply::Kind::Failure;
    const std::string where = fmt::format("{}:{}", file.string(), step.line);
    if (!step.isTest()) {
      if (!reply.ok()) {
        std::cout << fmt::format("{}: setup command '{}' failed: {}\n", where, step.command,
                                 oneLine(reply.describe()));
        ++here.failed;
      }
      if (!answered) {
        for (const RegressStep& rest : *steps)
          if (rest.isTest() && rest.line > step.line) ++(rest.knownFailure ? here.knownFailing : here.failed);
        break;
      }
      continue;
    }
    bool pass = false;
    std::string problem;
    if (answered) {
      const auto verdict = answerPasses(step, reply.ok(), reply.text);
      if (verdict) pass = *verdict;
      else problem = verdict.error();
    }
    const std::string got = answered ? oneLine(answerForMatching(reply.ok(), reply.text)) : reply.describe();
    const std::string expected = step.hasExpectation
                                     ? fmt::format("[{}{}]", step.negated ? "!" : "", step.pattern)
                                     : "success";
    if (pass && !step.knownFailure) {
      ++here.passed;
      if (verbose) std::cout << fmt::format("{}: {} passed: {}\n", where, step.id, got);
    } else if (pass) {
      ++here.unexpectedPass;
      std::cout << fmt::format("{}: {} unexpectedly passed (marked *): {} got {}\n", where, step.id,
                               step.command, got);
    } else if (step.knownFailure) {
      ++here.knownFailing;
      if (verbose) std::cout << fmt::format("{}: {} known failure: {}\n", where, step.id, got);
    } else {
      ++here.failed;
      std::cout << fmt::format("{}: {} FAILED: {} expected {} got {}{}\n", where, step.id, step.command,
                               expected, got, problem.empty() ? "" : " (" + problem + ")");
    }
    if (!answered) {
      // The engine is gone or out of step: every later test of this file fails.
      std::cout << fmt::format("{}: engine {}; skipping the rest of the file\n", where,
                               reply.kind == GtpReply::Kind::Timeout   ? "timed out"
                               : reply.kind == GtpReply::Kind::Garbled ? "answered garbage"
                                                                       : "crashed");
      for (const RegressStep& rest : *steps)
        if (rest.isTest() && rest.line > step.line) ++(rest.knownFailure ? here.knownFailing : here.failed);
      break;
    }
  }
  engine->close();
  std::cout << fmt::format("{}: {} passed, {} failed", file.string(), here.passed, here.failed);
  if (here.knownFailing + here.unexpectedPass > 0)
    std::cout << fmt::format(", {} known failures ({} unexpectedly passed)",
                             here.knownFailing + here.unexpectedPass, here.unexpectedPass);
  std::cout << "\n";
  counts.passed += here.passed;
  counts.failed += here.failed;
  counts.knownFailing += here.knownFailing;
  counts.unexpectedPass += here.unexpectedPass;
  return true;
}

// The engine runs in each file's folder, so a relative program path ("build/kosumi") is made
// absolute against the folder the runner was started in.
std::string withAbsoluteProgram(const std::string& command) {
  const size_t start = command.find_first_not_of(" \t");
  if (start == std::string::npos) return command;
  const size_t end = command.find_first_of(" \t", start);
  const std::string program = command.substr(start, end == std::string::npos ? std::string::npos : end - start);
  if (program.find('/') == std::string::npos || program[0] == '/' || !fs::exists(program)) return command;
  return fs::absolute(program).string() + (end == std::string::npos ? "" : command.substr(end));
}

}  // namespace

int main(int argc, char** argv) {
  std::string engineCommand, stderrPath;
  double timeout = 120;
  std::vector<std::string> files;
  po::options_description options("kosumi-regress options");
  options.add_options()
      ("help,h", "show this help")
      ("engine,e", po::value(&engineCommand)->required(), "GTP engine command line")
      ("timeout", po::value(&timeout)->default_value(120), "seconds allowed per command (0: no limit)")
      ("engine-stderr", po::value(&stderrPath), "append the engine's stderr to this file")
      ("verbose,v", "print every test, not only failures")
      ("files", po::value(&files), ".tst files");
  po::positional_options_description positional;
  positional.add("files", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(options).positional(positional).run(), vm);
    if (vm.count("help")) {
      std::cout << "Usage: kosumi-regress --engine 'CMD' FILE.tst...\n" << options;
      return 0;
    }
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "kosumi-regress: " << e.what() << "\n";
    return 2;
  }
  if (files.empty()) {
    std::cerr << "kosumi-regress: no .tst files given\n";
    return 2;
  }
  if (!stderrPath.empty()) stderrPath = fs::absolute(stderrPath).string();
  engineCommand = withAbsoluteProgram(engineCommand);
  Counts total;
  for (const std::string& f : files)
    runFile(engineCommand, f, timeout, vm.count("verbose") > 0, stderrPath, total);
  const int known = total.knownFailing + total.unexpectedPass;
  if (known > 0)
    std::cout << fmt::format("{} known failures: {} still failing, {} unexpectedly passed\n", known,
                             total.knownFailing, total.unexpectedPass);
  std::cout << fmt::format("{} passed, {} failed\n", total.passed, total.failed);
  return total.failed > 0 ? 1 : 0;
}
