// Game records: loadsgf FILE [MOVE] and printsgf [FILE], within the file policy of the session.
#include "engine/sgf.h"
#include "gtp/session.h"
#include "gtp/version.h"

namespace kosumi::gtp {

void Session::registerFileCommands() {
  table_.add("loadsgf", [this](const Arguments& a) {
    if (Status s = a.expectCount(1, 2); !s) return Reply::fail(s.error());
    long long moveNumber = 0;  // 0: the whole game
    if (a.size() == 2) {
      auto n = a.integer(1, 1, 1000000000);
      if (!n) return Reply::fail(n.error());
      moveNumber = *n;
    }
    const SgfLimits limits;
    auto text = files_.read(a[0], limits.maxBytes);
    if (!text) return Reply::fail("cannot load file: " + text.error());
    auto record = parseSgf(*text, limits);
    if (!record) return Reply::fail("cannot load file: " + record.error());
    Rules rules = game_.rules();
    if (!record->rules.empty()) {
      if (auto fromSgf = rulesFromSgf(record->rules)) {
        const double komi = rules.komi;
        rules = *fromSgf;
        rules.komi = komi;  // KM, when present, decides komi
      } else {
        log_.info("loadsgf: " + fromSgf.error() + "; keeping the current rules");
      }
    }
    // "loadsgf FILE N" sets up the position before move N.
    auto game = replaySgf(*record, rules, moveNumber > 0 ? int(moveNumber - 1) : -1);
    if (!game) return Reply::fail("cannot load file: " + game.error());
    game_ = std::move(game.value());
    const bool complete = moveNumber == 0 || size_t(moveNumber) > record->moves.size();
    forgetResult();
    if (complete) result_ = record->result;
    return Reply::ok();
  });
  table_.add("printsgf", [this](const Arguments& a) {
    if (Status s = a.expectCount(0, 1); !s) return Reply::fail(s.error());
    const std::string sgf = formatSgf(game_, gameResult(), std::string("Kosumi:") + kVersion);
    if (a.empty()) return Reply::ok(sgf);
    if (Status s = files_.write(a[0], sgf); !s) return Reply::fail("cannot save file: " + s.error());
    return Reply::ok();
  });
}

}  // namespace kosumi::gtp
