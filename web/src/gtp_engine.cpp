#include "web/src/gtp_engine.h"

#include <vector>

#include "gtp/file_access.h"
#include "gtp/input_reader.h"
#include "gtp/protocol.h"

namespace kosumi::web {

GtpEngine::GtpEngine(const gtp::EngineOptions& options)
    : log_(options.verbose, ""),
      session_(std::make_unique<gtp::Session>(options, log_, gtp::FileAccess::disabled(), &interrupt_)) {}

std::string GtpEngine::run(const std::string& text, const emscripten::val& onLine) {
  const bool streaming = onLine.typeOf().as<std::string>() == "function";
  // The lines, as the native reader splits its input.
  std::vector<std::string_view> lines;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.emplace_back(text.data() + start, end - start);
    start = end + 1;
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string_view raw = lines[i];
    // GoGui's "# interrupt" right after a command interrupts it, as when the native reader
    // gets both before the command runs.
    const bool interrupted = i + 1 < lines.size() && lines[i + 1].size() < 64 &&
                             gtp::isInterruptLine(std::string(lines[i + 1]));
    // The native reader's limit, with its answer.
    if (raw.size() > gtp::InputReader::kDefaultMaxLine) {
      const std::string cleaned = gtp::preprocessLine(raw.substr(0, gtp::InputReader::kDefaultMaxLine));
      out += gtp::formatResponse(gtp::splitCommand(cleaned).id, false, "line too long");
      continue;
    }
    const std::string cleaned = gtp::preprocessLine(raw);
    if (cleaned.empty()) continue;
    interrupt_.store(interrupted, std::memory_order_relaxed);
    const std::string rest = session_->execute(
        cleaned,
        [&](std::string_view piece) {
          out += piece;
          if (!streaming) return;
          const emscripten::val answer = onLine(std::string(piece));
          if (answer.isFalse()) interrupt_.store(true, std::memory_order_relaxed);
        },
        nullptr);
    out += rest;
    if (session_->quitRequested()) break;
  }
  return out;
}

}  // namespace kosumi::web
