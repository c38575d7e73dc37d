// build/kosumi: reads the command line and config file, then speaks GTP on stdin and stdout.
#include <cstdio>
#include <iostream>

#include "gtp/engine_loop.h"
#include "gtp/engine_options.h"
#include "gtp/file_access.h"
#include "gtp/input_reader.h"
#include "gtp/log.h"
#include "gtp/session.h"

int main(int argc, char** argv) {
  using namespace kosumi::gtp;
  const CommandLineResult parsed = parseCommandLine(argc, argv);
  if (parsed.action == CommandLineResult::Action::Exit) {
    (parsed.exitCode == 0 ? std::cout : std::cerr) << parsed.message << (parsed.exitCode == 0 ? "" : "\n");
    return parsed.exitCode;
  }
  EngineOptions options = parsed.options;
  if (kosumi::Status loaded = loadMoveModel(options); !loaded) {
    std::cerr << "kosumi: " << loaded.error() << "\n";
    return 2;
  }
  if (kosumi::Status loaded = loadNetwork(options); !loaded) {
    std::cerr << "kosumi: " << loaded.error() << "\n";
    return 2;
  }
  Log log(options.verbose, options.logFile);
  if (!log.fileOk()) {
    std::cerr << "kosumi: bad value for --log-file: cannot open " << options.logFile << "\n";
    return 2;
  }
  FileAccess files;
  if (!options.filesEnabled) {
    files = FileAccess::disabled();
  } else if (!options.filesRoot.empty()) {
    auto confined = FileAccess::confinedTo(options.filesRoot);
    if (!confined) {
      std::cerr << "kosumi: bad value for --files-root: " << confined.error() << "\n";
      return 2;
    }
    files = *confined;
  }
  InputReader input;
  Session session(options, log, files, &input.interruptFlag());
  return runGtpLoop(session, input, stdout);
}
