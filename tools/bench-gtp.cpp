// Time per GTP command for the commands that do not search: each command is sent many times to
// one engine process and the round trip is timed; the figure is the median over several runs of
// the mean time per command. Prints the machine it ran on; --json for tracking over time.
//
//   build/kosumi-bench-gtp [--engine 'build/kosumi --threads 1'] [--runs 5] [--repeat 200] [--json]
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <sys/utsname.h>

#include "tools/common/bench_util.h"

#include "tools/common/gtp_engine.h"

namespace po = boost::program_options;
using namespace kosumi::tools;

namespace {

struct Probe {
  std::string label;
  std::vector<std::string> setup;  // sent once before timing, not timed
  std::string command;             // timed
};

// A middle-game position to query: a few stones on each side of a 19x19 board.
const std::vector<std::string> kPosition = {"boardsize 19", "clear_board", "play b d4",  "play w q16", "play b q4",
                                            "play w d16",   "play b c6",   "play w r6",  "play b k10", "play w k9"};

std::vector<Probe> probes() {
  std::vector<Probe> p = {
      {"protocol_version", {}, "protocol_version"},
      {"list_commands", {}, "list_commands"},
      {"boardsize 19", {}, "boardsize 19"},
      {"clear_board", {}, "clear_board"},
      {"play + undo", kPosition, "play b e5"},  // each play is followed by an undo, timed together
      {"is_legal", kPosition, "is_legal b e5"},
      {"all_legal", kPosition, "all_legal b"},
      {"countlib", kPosition, "countlib d4"},
      {"list_stones", kPosition, "list_stones black"},
      {"showboard", kPosition, "showboard"},
      {"final_score 9x9", {"boardsize 9", "clear_board", "play b c3", "play w g7", "play b c7", "play w g3",
                           "play b e5", "play w d6"}, "final_score"},
      {"kosumi-rules", {}, "kosumi-rules chinese"},
  };
  return p;
}

std::string machineInfo() {
  std::string cpu = "unknown";
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) {
      cpu = line.substr(line.find(':') + 2);
      break;
    }
  utsname u{};
  ::uname(&u);
  return fmt::format("{}, {} hardware threads, {} {} {}", cpu, std::thread::hardware_concurrency(), u.sysname,
                     u.release, u.machine);
}

std::string jsonEscape(const std::string& s) {
  std::string r;
  for (char c : s) {
    if (c == '"' || c == '\\') r += '\\';
    r += c;
  }
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  std::string engineCommand = "build/kosumi --threads 1";
  int runs = 5, repeat = 200;
  po::options_description options("kosumi-bench-gtp options");
  options.add_options()("help,h", "show this help")(
      "engine,e", po::value(&engineCommand)->default_value(engineCommand), "GTP engine command line")(
      "runs", po::value(&runs)->default_value(5), "runs per command (the median is reported)")(
      "repeat", po::value(&repeat)->default_value(200), "commands per run")("json", "print JSON");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, options), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "kosumi-bench-gtp: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << options;
    return 0;
  }
  if (runs < 1 || repeat < 1) {
    std::cerr << "kosumi-bench-gtp: --runs and --repeat must be positive\n";
    return 2;
  }
  auto started = GtpEngine::start(engineCommand);
  if (!started) {
    std::cerr << "kosumi-bench-gtp: " << started.error() << "\n";
    return 1;
  }
  GtpEngine& engine = *started.value();
  const GtpReply name = engine.send("name", 30), version = engine.send("version", 30);
  if (!name.ok()) {
    std::cerr << "kosumi-bench-gtp: the engine does not answer 'name': " << name.describe() << "\n";
    return 1;
  }
  struct Row {
    std::string label;
    double micros;
  };
  std::vector<Row> rows;
  int failures = 0;
  for (const Probe& probe : probes()) {
    const std::string verb = probe.command.substr(0, probe.command.find(' '));
    if (!engine.knows(verb)) continue;  // an engine without kosumi-rules, say
    for (const std::string& s : probe.setup) engine.send(s, 30);
    const bool undoAfter = probe.command.rfind("play ", 0) == 0;
    std::vector<double> perRun;
    bool failed = false;
    for (int r = 0; r < runs && !failed; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      for (int i = 0; i < repeat; ++i) {
        const GtpReply reply = engine.send(probe.command, 30);
        if (undoAfter) engine.send("undo", 30);
        if (!reply.ok()) {
          std::cerr << fmt::format("kosumi-bench-gtp: '{}' failed: {}\n", probe.command, reply.describe());
          failed = true;
          break;
        }
      }
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      perRun.push_back(1e6 * seconds / repeat);
    }
    if (failed) ++failures;
    else rows.push_back({probe.label, median(perRun)});
  }
  engine.close();
  const std::string engineName = name.text + (version.ok() ? " " + version.text : "");
  if (vm.count("json")) {
    std::cout << fmt::format("{{\"engine\": \"{}\", \"command\": \"{}\", \"machine\": \"{}\", \"runs\": {}, "
                             "\"repeat\": {}, \"microseconds\": {{",
                             jsonEscape(engineName), jsonEscape(engineCommand), jsonEscape(machineInfo()), runs, repeat);
    for (size_t i = 0; i < rows.size(); ++i)
      std::cout << fmt::format("{}\"{}\": {:.1f}", i ? ", " : "", jsonEscape(rows[i].label), rows[i].micros);
    std::cout << "}}\n";
  } else {
    std::cout << fmt::format("engine: {} ({})\nmachine: {}\nmedian of {} runs of {} commands, round trip over pipes\n",
                             engineName, engineCommand, machineInfo(), runs, repeat);
    for (const Row& r : rows) std::cout << fmt::format("  {:<28} {:>10.1f} us\n", r.label, r.micros);
  }
  return failures > 0 ? 1 : 0;
}
