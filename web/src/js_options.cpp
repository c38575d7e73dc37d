#include "web/src/js_options.h"

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

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

Status checkKeys(const val& object, std::initializer_list<const char*> known) {
  if (object.isUndefined() || object.isNull()) return {};
  if (object.typeOf().as<std::string>() != "object") return Error{"options must be an object"};
  const auto keys = emscripten::vecFromJSArray<std::string>(val::global("Object").call<val>("keys", object));
  for (const std::string& key : keys) {
    bool found = false;
    for (const char* k : known) found |= key == k;
    if (!found) return Error{"unknown option '" + key + "'"};
  }
  return {};
}

Expected<Rules> readRules(const val& object, const Rules& base) {
  Rules rules = base;
  if (present(object, "rules")) {
    auto t = text(object, "rules");
    if (!t) return Error{t.error()};
    auto parsed = Rules::parse(*t);
    if (!parsed) return bad("rules", parsed.error());
    rules = *parsed;
  }
  if (present(object, "komi")) {
    auto k = number(object, "komi");
    if (!k) return Error{k.error()};
    if (std::fabs(*k) > 1000) return bad("komi", "must be within -1000 to 1000");
    rules.komi = *k;
  }
  return rules;
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

Status readPlayerOptions(const val& object, PlayerOptions& p) {
  // The built-in model unless the caller turns it off (moveModel: false), as the native engine
  // loads its own unless told --move-model off.
  p.moveModel = builtInMoveModel();
  if (present(object, "moveModel")) {
    const val v = object["moveModel"];
    if (v.typeOf().as<std::string>() != "boolean") return bad("moveModel", "must be true or false");
    if (!v.as<bool>()) p.moveModel.reset();
  }
  if (present(object, "threads")) {
    // One thread whatever is asked: this build has no threads to give.
    auto t = integer(object, "threads", 0, 1024);
    if (!t) return Error{t.error()};
  }
  p.threads = 1;
  if (present(object, "seed")) {
    auto s = integer(object, "seed", 0, (1LL << 53));
    if (!s) return Error{s.error()};
    p.seed = uint64_t(*s);
  }
  if (present(object, "playouts")) {
    auto n = integer(object, "playouts", 0, 1000000000);
    if (!n) return Error{n.error()};
    p.playouts = long(*n);
  }
  if (present(object, "time")) {
    auto t = number(object, "time");
    if (!t) return Error{t.error()};
    if (!(*t > 0 && *t <= 86400)) return bad("time", "must be above 0 (seconds)");
    p.secondsPerMove = *t;
  }
  if (present(object, "mode")) {
    auto m = text(object, "mode");
    if (!m) return Error{m.error()};
    if (*m != "normal" && *m != "beginner") return bad("mode", "must be normal or beginner");
    p.mode = *m;
    p.level = 0;  // an explicit mode replaces a level, as kosumi-mode does
  }
  if (present(object, "level")) {
    auto l = integer(object, "level", 1, 10);
    if (!l) return Error{l.error()};
    p.level = int(*l);
  }
  if (present(object, "playoutPolicy")) {
    auto t = text(object, "playoutPolicy");
    if (!t) return Error{t.error()};
    if (!parsePlayoutPolicy(*t, p.playoutPolicy)) return bad("playoutPolicy", "must be heavy or light");
  }
  if (present(object, "maxMemory")) {
    auto m = integer(object, "maxMemory", 1 << 20, 1LL << 31);
    if (!m) return Error{m.error()};
    p.maxMemoryBytes = size_t(*m);
  }
  if (present(object, "resignThreshold")) {
    auto w = number(object, "resignThreshold");
    if (!w) return Error{w.error()};
    if (!(*w >= 0 && *w < 1)) return bad("resignThreshold", "must be in [0, 1)");
    p.resignThreshold = *w;
  }
  return {};
}

Expected<gtp::EngineOptions> readEngineOptions(const val& options) {
  if (Status s = checkKeys(options, {"size", "rules", "komi", "seed", "playouts", "time", "mode", "level",
                                     "playoutPolicy", "maxMemory", "resignThreshold", "threads", "moveModel",
                                     "verbose"});
      !s)
    return Error{s.error()};
  gtp::EngineOptions o;
  o.filesEnabled = false;  // no file system to read games from: loadsgf and printsgf FILE refuse
  o.player.maxMemoryBytes = kDefaultWebMemoryBytes;
  auto rules = readRules(options, o.rules);
  if (!rules) return Error{rules.error()};
  o.rules = *rules;
  if (present(options, "size")) {
    auto s = integer(options, "size", kMinSize, kMaxSize);
    if (!s) return Error{s.error()};
    o.size = int(*s);
  }
  if (present(options, "verbose")) {
    const val v = options["verbose"];
    if (v.typeOf().as<std::string>() != "boolean") return bad("verbose", "must be true or false");
    o.verbose = v.as<bool>();
  }
  if (Status s = readPlayerOptions(options, o.player); !s) return Error{s.error()};
  return o;
}

}  // namespace kosumi::web
