// The core commands of GTP 2: administration, setup, moves and the board diagram.
#include <fmt/format.h>

#include "engine/vertex.h"
#include "gtp/memory_release.h"
#include "gtp/session.h"
#include "gtp/version.h"

namespace kosumi::gtp {

namespace {
// The board with coordinates, then each side's captures (stones it has taken).
std::string boardDiagram(const Game& game) {
  const Board& b = game.board();
  return fmt::format("\n{}\nBlack (X) has captured {} stones\nWhite (O) has captured {} stones\n{} to move",
                     b.toString(), b.captures(Color::Black), b.captures(Color::White),
                     game.toMove() == Color::Black ? "Black" : "White");
}
}  // namespace

void Session::registerCoreCommands() {
  table_.add("protocol_version", [](const Arguments&) { return Reply::ok("2"); });
  table_.add("name", [](const Arguments&) { return Reply::ok("Kosumi"); });
  table_.add("version", [](const Arguments&) { return Reply::ok(kVersion); });
  table_.add("known_command", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    return Reply::ok(table_.contains(a[0]) ? "true" : "false");
  });
  table_.add("list_commands", [this](const Arguments&) {
    std::string out;
    for (const std::string& name : table_.names()) out += name + "\n";
    return Reply::ok(out);
  });
  table_.add("quit", [this](const Arguments&) {
    quit_ = true;
    return Reply::ok();
  });
  // GoGui sends "# interrupt" lines once this command is listed; the input reader handles them.
  table_.add("gogui-interrupt", [](const Arguments&) { return Reply::ok(); });

  table_.add("boardsize", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto size = a.integer(0, -1000000000, 1000000000);
    if (!size) return Reply::fail(size.error());
    if (*size < kMinSize || *size > kMaxSize) return Reply::fail("unacceptable size");
    if (Status s = game_.resize(int(*size)); !s) return Reply::fail("unacceptable size");
    forgetResult();
    return Reply::ok();
  });
  table_.add("clear_board", [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    game_.clear();
    forgetResult();
    time_.resetClocks();
    releaseFreedMemory();
    return Reply::ok();
  });
  table_.add("komi", [this](const Arguments& a) {
    if (Status s = a.expectCount(1); !s) return Reply::fail(s.error());
    auto komi = parseKomi(a[0]);
    if (!komi) return Reply::fail(kSyntaxError);
    game_.setKomi(*komi);
    return Reply::ok();
  });
  table_.add("play", [this](const Arguments& a) {
    if (Status s = a.expectCount(2); !s) return Reply::fail(s.error());
    auto color = a.color(0);
    if (!color) return Reply::fail(color.error());
    auto point = a.vertex(1, game_.geometry());
    if (!point) return Reply::fail(point.error());
    if (Status s = game_.play(*color, *point); !s) return Reply::fail(s.error());
    forgetResult();
    return Reply::ok();
  });
  table_.add("genmove", [this](const Arguments& a) { return generateMove(a, true, false); });
  table_.add("reg_genmove", [this](const Arguments& a) { return generateMove(a, false, false); });
  table_.add("kgs-genmove_cleanup", [this](const Arguments& a) { return generateMove(a, true, true); });
  table_.add("undo", [this](const Arguments& a) {
    if (Status s = a.expectCount(0); !s) return Reply::fail(s.error());
    if (!game_.undo()) return Reply::fail("cannot undo");
    forgetResult();
    return Reply::ok();
  });
  table_.add("showboard", [this](const Arguments&) { return Reply::ok(boardDiagram(game_)); });
}

}  // namespace kosumi::gtp
