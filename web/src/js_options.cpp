#include "web/src/js_options.h"

#include <fmt/format.h>

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "gtp/option_table.h"
#include "engine/quoted_input.h"

namespace kosumi::web {

using emscripten::val;

namespace {

Error bad(const std::string& key, const std::string& why) { return Error{"bad value for " + key + ": " + why}; }

bool present(const val& object, const char* key) {
  return !object.isUndefined() && !object.isNull() && !object[key].isUndefined();
}

// A number for key, or why not.
Expected<double> number(const val& object, const char* key) {
  const val v = object[key];
  if (v.typeOf().as<std::string>() != "number") return bad(key, "must be a number");
  const double d = v.as<double>();
  if (!std::isfinite(d)) return bad(key, "must be a finite number");
  return d;
}

Expected<long long> integer(const val& object, const char* key, long long lo, long long hi) {
  auto d = number(object, key);
  if (!d) return Error{d.error()};
  if (*d != std::floor(*d) || *d < double(lo) || *d > double(hi))
    return bad(key, "must be an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
  return (long long)*d;
}

Expected<std::string> text(const val& object, const char* key) {
  const val v = object[key];
  if (v.typeOf().as<std::string>() != "string") return bad(key, "must be a string");
  return v.as<std::string>();
}

}  // namespace

Status checkKeys(const val& object, const std::vector<std::string>& known) {
  if (object.isUndefined() || object.isNull()) return {};
  if (object.typeOf().as<std::string>() != "object") return Error{"options must be an object"};
  const auto keys = emscripten::vecFromJSArray<std::string>(val::global("Object").call<val>("keys", object));
  for (const std::string& key : keys) {
    bool found = false;
    for (const std::string& k : known) found |= key == k;
    if (!found) return Error{"unknown option " + quotedInput(key)};
  }
  return {};
}

// The move model built into the module (web/CMakeLists.txt), read once on first use and then
// shared, read-only, by every player.
std::shared_ptr<const MoveModel> builtInMoveModel() {
  static const std::shared_ptr<const MoveModel> model = []() -> std::shared_ptr<const MoveModel> {
    auto loaded = MoveModel::load(kBuiltInMoveModelPath);
    if (!loaded) return nullptr;
    return std::make_shared<const MoveModel>(std::move(loaded.value()));
  }();
  return model;
}

namespace {

// A row's value in a JavaScript object as the option table's text (gtp/option_table.h): numbers
// for numeric rows (and for max-memory, in bytes), strings for the others, booleans for flags
// (false keeps the default).
Expected<std::optional<std::string>> rowText(const val& object, const gtp::OptionRow& row) {
  const std::string key = gtp::webKey(row);
  const val v = object[key.c_str()];
  const std::string type = v.typeOf().as<std::string>();
  switch (row.kind) {
    case gtp::OptionKind::Flag:
      if (type != "boolean") return bad(key, "must be true or false");
      return v.as<bool>() ? std::optional<std::string>("on") : std::nullopt;
    case gtp::OptionKind::Integer:
    case gtp::OptionKind::Number: {
      auto d = number(object, key.c_str());
      if (!d) return Error{d.error()};
      return std::optional<std::string>(fmt::format("{}", *d));
    }
    case gtp::OptionKind::Text:
      if (type == "number" && row.name == "max-memory") {
        auto bytes = integer(object, key.c_str(), kMinWebMemoryBytes, kMaxWebMemoryBytes);
        if (!bytes) return Error{bytes.error()};
        return std::optional<std::string>(std::to_string(*bytes));
      }
      [[fallthrough]];
    case gtp::OptionKind::Choice:
    case gtp::OptionKind::List: {
      auto t = text(object, key.c_str());
      if (!t) return Error{t.error()};
      return std::optional<std::string>(*t);
    }
  }
  return std::optional<std::string>();
}

// Sets every web row of `layer` that the object holds, in the table's order.
Status readRows(const val& object, gtp::OptionLayer layer, gtp::EngineOptions& options) {
  for (const gtp::OptionRow& row : gtp::optionTable()) {
    if (!(row.places & gtp::kWeb) || row.layer != layer || !present(object, gtp::webKey(row).c_str())) continue;
    auto t = rowText(object, row);
    if (!t) return Error{t.error()};
    if (!*t) continue;
    if (Status s = gtp::setOption(row, options, **t); !s) return bad(gtp::webKey(row), s.error());
  }
  return {};
}

}  // namespace

std::vector<std::string> optionKeys(unsigned layers) {
  std::vector<std::string> keys;
  for (const gtp::OptionRow& row : gtp::optionTable())
    if ((row.places & gtp::kWeb) && (layers & (1u << unsigned(row.layer)))) keys.push_back(gtp::webKey(row));
  if (layers & kPlayerKeys) keys.push_back(kMoveModelKey);
  return keys;
}

Expected<Rules> readRules(const val& object, const Rules& base) {
  gtp::EngineOptions o;
  o.rules = base;
  if (Status s = readRows(object, gtp::OptionLayer::Rules, o); !s) return Error{s.error()};
  return o.rules;
}

Status readPlayerOptions(const val& object, PlayerOptions& p) {
  // The built-in model unless the caller turns it off (moveModel: false), as the native engine
  // loads its own unless told --move-model off.
  p.moveModel = builtInMoveModel();
  if (present(object, kMoveModelKey)) {
    const val v = object[kMoveModelKey];
    if (v.typeOf().as<std::string>() != "boolean") return bad(kMoveModelKey, "must be true or false");
    if (!v.as<bool>()) p.moveModel.reset();
  }
  gtp::EngineOptions o;
  o.player = p;
  if (Status s = readRows(object, gtp::OptionLayer::Player, o); !s) return s;
  p = o.player;
  // One thread whatever is asked: this build has no threads to give.
  p.threads = 1;
  return {};
}

Expected<gtp::EngineOptions> readEngineOptions(const val& options) {
  if (Status s = checkKeys(options, optionKeys(kEngineKeys | kRulesKeys | kPlayerKeys)); !s) return Error{s.error()};
  gtp::EngineOptions o;
  o.filesEnabled = false;  // no file system to read games from: loadsgf and printsgf FILE refuse
  o.player.maxMemoryBytes = kDefaultWebMemoryBytes;
  auto rules = readRules(options, o.rules);
  if (!rules) return Error{rules.error()};
  o.rules = *rules;
  if (Status s = readRows(options, gtp::OptionLayer::Engine, o); !s) return Error{s.error()};
  if (Status s = readPlayerOptions(options, o.player); !s) return Error{s.error()};
  return o;
}

}  // namespace kosumi::web
