#include "gtp/engine_options.h"

#include <boost/program_options.hpp>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

#include "gtp/move_model_path.h"
#include "gtp/version.h"

namespace kosumi::gtp {

namespace po = boost::program_options;

Expected<size_t> parseMemorySize(std::string_view text) {
  if (text.empty()) return Error{"memory size is empty"};
  size_t multiplier = 1;
  const char suffix = char(std::toupper(static_cast<unsigned char>(text.back())));
  if (suffix == 'K' || suffix == 'M' || suffix == 'G') {
    multiplier = suffix == 'K' ? size_t(1) << 10 : suffix == 'M' ? size_t(1) << 20 : size_t(1) << 30;
    text.remove_suffix(1);
  } else if (suffix == 'B') {
    text.remove_suffix(1);
  }
  unsigned long long v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v == 0)
    return Error{"not a memory size"};
  if (v > (size_t(1) << 50) / multiplier) return Error{"memory size is too large"};
  return size_t(v) * multiplier;
}

namespace {

po::options_description describeOptions() {
  po::options_description d("Options");
  // Defaults live in EngineOptions, so only presence matters here.
  d.add_options()
      ("help", "print this help and exit")
      ("version", "print the version and exit")
      ("config", po::value<std::string>(), "read options from FILE (key = value, same names as here)")
      ("rules", po::value<std::string>(), "rules: chinese|japanese|korean [ko=simple|positional|situational] "
                                          "[scoring=area|territory] [dead=marked|as-is] [komi=F]")
      ("komi", po::value<std::string>(), "komi (default: the rules' komi)")
      ("size", po::value<int>(), "board size, 2 to 25 (default 19)")
      ("threads", po::value<int>(), "search threads, 0 = all hardware threads (default 0)")
      ("playouts", po::value<long>(), "playouts per move, 0 = by time (default 0)")
      ("time", po::value<double>(), "seconds per move when no clock is set (default 1)")
      ("seed", po::value<unsigned long long>(), "random seed, 0 = from the clock (default 0)")
      ("mode", po::value<std::string>(), "normal or beginner (default normal)")
      ("playout-policy", po::value<std::string>(), "heavy or light: how the search's playouts choose moves (default heavy)")
      ("level", po::value<int>(), "strength level 1 to 10")
      ("max-memory", po::value<std::string>(), "search memory limit, e.g. 512M or 2G (default 1G)")
      ("resign-threshold", po::value<double>(), "resign below this win rate, 0 = never (default 0.1)")
      ("log-file", po::value<std::string>(), "also write logs to FILE")
      ("ponder", po::bool_switch(), "search on the opponent's time between moves (off)")
      ("read-decided-fights", po::value<std::string>(), "on, off or auto: in a game the search finds decided, the largest unsettled chain gets the dead-stone judge's reading (auto: on boards up to 9x9)")
      ("param", po::value<std::vector<std::string>>()->composing(), "NAME=VALUE: a tree parameter (exploration, rave, fpu, expand, widening, widening-factor, prior-weight); may repeat")
      ("verbose", po::bool_switch(), "log every command and answer")
      ("no-files", po::bool_switch(), "refuse loadsgf FILE and printsgf FILE")
      ("files-root", po::value<std::string>(), "confine loadsgf and printsgf to DIR")
      ("move-model", po::value<std::string>(), "the move model file, or off (default: moves.kmm from share/kosumi "
                                               "or playouts/models, see README)");
  return d;
}

std::string bad(const std::string& option, const std::string& why) {
  return "kosumi: bad value for --" + option + ": " + why;
}

// Checks and copies the stored values into options; an error message names the option.
std::string applyOptions(const po::variables_map& vm, EngineOptions& o) {
  if (vm.count("rules")) {
    auto r = Rules::parse(vm["rules"].as<std::string>());
    if (!r) return bad("rules", r.error());
    o.rules = *r;
  }
  if (vm.count("komi")) {
    auto k = parseKomi(vm["komi"].as<std::string>());
    if (!k) return bad("komi", k.error());
    o.rules.komi = *k;
  }
  if (vm.count("size")) {
    o.size = vm["size"].as<int>();
    if (o.size < kMinSize || o.size > kMaxSize) return bad("size", "must be 2 to 25");
  }
  PlayerOptions& p = o.player;
  if (vm.count("threads")) {
    p.threads = vm["threads"].as<int>();
    if (p.threads < 0 || p.threads > 1024) return bad("threads", "must be 0 to 1024");
  }
  if (vm.count("playouts")) {
    p.playouts = vm["playouts"].as<long>();
    if (p.playouts < 0) return bad("playouts", "must not be negative");
  }
  if (vm.count("time")) {
    p.secondsPerMove = vm["time"].as<double>();
    if (!(p.secondsPerMove > 0 && p.secondsPerMove <= 86400)) return bad("time", "must be above 0 (seconds)");
  }
  if (vm.count("seed")) p.seed = vm["seed"].as<unsigned long long>();
  p.ponder = vm["ponder"].as<bool>();
  if (vm.count("read-decided-fights")) {
    const std::string v = vm["read-decided-fights"].as<std::string>();
    if (v == "on") p.readDecidedFights = DecidedFightReading::On;
    else if (v == "off") p.readDecidedFights = DecidedFightReading::Off;
    else if (v == "auto") p.readDecidedFights = DecidedFightReading::SmallBoards;
    else return bad("read-decided-fights", "must be on, off or auto");
  }
  if (vm.count("playout-policy")) {
    if (!parsePlayoutPolicy(vm["playout-policy"].as<std::string>(), p.playoutPolicy))
      return bad("playout-policy", "must be heavy or light");
  }
  if (vm.count("mode")) {
    p.mode = vm["mode"].as<std::string>();
    if (p.mode != "normal" && p.mode != "beginner") return bad("mode", "must be normal or beginner");
  }
  if (vm.count("level")) {
    p.level = vm["level"].as<int>();
    if (p.level < 1 || p.level > 10) return bad("level", "must be 1 to 10");
  }
  if (vm.count("max-memory")) {
    auto m = parseMemorySize(vm["max-memory"].as<std::string>());
    if (!m) return bad("max-memory", m.error());
    p.maxMemoryBytes = *m;
  }
  if (vm.count("resign-threshold")) {
    p.resignThreshold = vm["resign-threshold"].as<double>();
    if (!(p.resignThreshold >= 0 && p.resignThreshold < 1)) return bad("resign-threshold", "must be in [0, 1)");
  }
  if (vm.count("param")) {
    for (const std::string& assignment : vm["param"].as<std::vector<std::string>>())
      if (Status s = p.tuning.set(assignment); !s) return bad("param", s.error());
  }
  if (vm.count("log-file")) o.logFile = vm["log-file"].as<std::string>();
  o.verbose = vm["verbose"].as<bool>();
  o.filesEnabled = !vm["no-files"].as<bool>();
  if (vm.count("files-root")) o.filesRoot = vm["files-root"].as<std::string>();
  if (vm.count("move-model")) {
    o.moveModelFile = vm["move-model"].as<std::string>();
    if (o.moveModelFile.empty()) return bad("move-model", "empty file name");
  }
  return {};
}

CommandLineResult exitWith(int code, std::string message) {
  CommandLineResult r;
  r.action = CommandLineResult::Action::Exit;
  r.exitCode = code;
  r.message = std::move(message);
  return r;
}

}  // namespace

Status loadMoveModel(EngineOptions& options) {
  std::string path = options.moveModelFile;
  if (path == "off") {
    options.player.moveModel.reset();
    return Status::success();
  }
  if (path.empty()) {
    auto found = defaultMoveModelPath();
    if (!found) return Error{found.error()};
    path = *found;
  }
  auto model = MoveModel::load(path);
  if (!model) return Error{model.error()};
  options.player.moveModel = std::make_shared<const MoveModel>(std::move(model.value()));
  return Status::success();
}

CommandLineResult parseCommandLine(int argc, const char* const argv[]) {
  const po::options_description options = describeOptions();
  po::variables_map vm;
  try {
    // No positional arguments: a stray word is an error, not something silently ignored.
    const po::positional_options_description none;
    po::store(po::command_line_parser(argc, argv).options(options).positional(none).run(), vm);
    if (vm.count("help")) {
      std::ostringstream text;
      text << "Usage: kosumi [options]\nA Go engine that speaks GTP 2 on stdin and stdout.\n\n" << options;
      return exitWith(0, text.str());
    }
    if (vm.count("version")) return exitWith(0, std::string("Kosumi ") + kVersion + "\n");
    if (vm.count("config")) {
      const std::string path = vm["config"].as<std::string>();
      std::ifstream file(path);
      if (!file) return exitWith(2, "kosumi: cannot read config file " + path);
      // Values already given on the command line are kept: store() never overwrites.
      po::store(po::parse_config_file(file, options), vm);
    }
    po::notify(vm);
  } catch (const po::error& e) {
    return exitWith(2, std::string("kosumi: ") + e.what() + " (see --help)");
  }
  CommandLineResult result;
  if (std::string error = applyOptions(vm, result.options); !error.empty()) return exitWith(2, error);
  return result;
}

}  // namespace kosumi::gtp
