#include "gtp/engine_options.h"

#include <boost/program_options.hpp>
#include <fstream>
#include <sstream>

#include "gtp/move_model_path.h"
#include "gtp/option_table.h"
#include "gtp/version.h"
#include "network/inputs.h"
#include "network/network_file.h"

namespace kosumi::gtp {

namespace po = boost::program_options;

namespace {

// --help's line of a row: its help, its choices and its default.
std::string helpLine(const OptionRow& row) {
  std::string line(row.help);
  if (row.kind == OptionKind::Choice) {
    std::string choices(row.choices);
    for (char& ch : choices)
      if (ch == '|') ch = '/';
    line += ": " + choices;
  }
  // A help that says its default itself (komi: the rules' own) keeps it.
  if (row.get && row.kind != OptionKind::Flag && row.help.find("(default") == std::string_view::npos)
    line += " (default " + row.get(EngineOptions{}) + ")";
  return line;
}

po::options_description describeOptions() {
  po::options_description d("Options");
  d.add_options()("help", "print this help and exit")("version", "print the version and exit")(
      "config", po::value<std::string>(), "read options from FILE (key = value, same names as here)");
  // Every command-line row of the table (gtp/option_table.h). Values are kept as text for the
  // table to check, so that every layer reads an option the same way.
  for (const OptionRow& row : optionTable()) {
    if (!(row.places & kCommandLine)) continue;
    const std::string name(row.name);
    if (row.kind == OptionKind::Flag)
      d.add_options()(name.c_str(), po::bool_switch(), helpLine(row).c_str());
    else if (row.kind == OptionKind::List)
      d.add_options()(name.c_str(), po::value<std::vector<std::string>>()->composing(), helpLine(row).c_str());
    else
      d.add_options()(name.c_str(), po::value<std::string>(), helpLine(row).c_str());
  }
  return d;
}

std::string bad(std::string_view option, const std::string& why) {
  return "kosumi: bad value for --" + std::string(option) + ": " + why;
}

// Checks and copies the stored values into options, in the table's order; an error message
// names the option.
std::string applyOptions(const po::variables_map& vm, EngineOptions& o) {
  for (const OptionRow& row : optionTable()) {
    const std::string name(row.name);
    if (!(row.places & kCommandLine) || !vm.count(name)) continue;
    std::vector<std::string> values;
    if (row.kind == OptionKind::Flag) {
      if (!vm[name].as<bool>()) continue;
      values.push_back("on");
    } else if (row.kind == OptionKind::List) {
      values = vm[name].as<std::vector<std::string>>();
    } else {
      values.push_back(vm[name].as<std::string>());
    }
    for (const std::string& v : values)
      if (Status s = setOption(row, o, v); !s) return bad(row.name, s.error());
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

Status loadNetwork(EngineOptions& options) {
  std::string path = options.networkFile;
  options.player.network.reset();
  if (path == "off") return Status::success();
  if (path.empty()) path = defaultNetworkPath();
  if (path.empty()) return Status::success();
  auto file = network::readNetworkFile(path);
  if (!file) return Error{file.error()};
  if (file->inputVersion != network::kInputVersion || file->weights.shape.inputPlanes != network::kInputPlanes)
    return Error{"network file: trained on input planes version " + std::to_string(file->inputVersion) + " (" +
                 std::to_string(file->weights.shape.inputPlanes) + " planes), this engine computes version " +
                 std::to_string(network::kInputVersion) + " (" + std::to_string(network::kInputPlanes) +
                 " planes): " + path};
  options.player.network = std::make_shared<const network::NetworkWeights>(std::move(file->weights));
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
