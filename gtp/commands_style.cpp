// kosumi-mode and kosumi-level: how the computer plays. A change makes a new player (the beginner
// style and tree search are different players), so it also drops any search tree kept so far.
#include <string>

#include "gtp/session.h"
#include "engine/quoted_input.h"

namespace kosumi::gtp {

void Session::registerStyleCommands() {
  table_.add("kosumi-mode", [this](const Arguments& a) {
    if (a.empty()) return Reply::ok(levelOptions(options_.player).mode);
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    if (a[0] != "normal" && a[0] != "beginner") return Reply::fail("unknown mode " + quotedInput(a[0]) + " (normal, beginner)");
    PlayerOptions next = options_.player;
    next.mode = a[0];
    next.level = 0;  // an explicit mode replaces a level
    options_.player = next;
    player_ = makePlayer(next);
    return Reply::ok();
  });
  table_.add("kosumi-level", [this](const Arguments& a) {
    if (a.empty()) return Reply::ok(std::to_string(options_.player.level));
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    // 0 (kNoLevel) leaves the level: full strength, or the mode and playouts asked for.
    auto level = a.integer(0, kNoLevel, kHighestLevel);
    if (!level) return Reply::fail(level.error());
    PlayerOptions next = options_.player;
    next.level = int(*level);
    options_.player = next;
    player_ = makePlayer(next);
    return Reply::ok();
  });
}

}  // namespace kosumi::gtp
