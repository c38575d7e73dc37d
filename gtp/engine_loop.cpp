#include "gtp/engine_loop.h"

#include "gtp/protocol.h"

namespace kosumi::gtp {

int runGtpLoop(Session& session, InputReader& input, std::FILE* out) {
  while (auto line = input.next()) {
    const std::string cleaned = preprocessLine(line->text);
    if (cleaned.empty() && !line->tooLong) continue;
    std::string answer;
    if (line->tooLong) {
      // Answer with the line's id when its beginning has one, so the controller stays in step.
      answer = formatResponse(splitCommand(cleaned).id, false, "line too long");
    } else {
      // Streaming commands write as they go and end when the next input line arrives.
      answer = session.execute(
          cleaned,
          [out](std::string_view text) {
            std::fwrite(text.data(), 1, text.size(), out);
            std::fflush(out);
          },
          &input.inputFlag());
    }
    std::fwrite(answer.data(), 1, answer.size(), out);
    std::fflush(out);
    if (session.quitRequested()) break;
  }
  return 0;
}

}  // namespace kosumi::gtp
