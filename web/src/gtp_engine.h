#pragma once
// The GTP face for JavaScript: one session, as build/kosumi runs it, fed text instead of standard
// input. Each line is preprocessed and answered exactly as the native engine answers it; a
// streaming command (lz-analyze, kata-analyze and their genmove forms) searches for the
// session's usual move budget, as the native engine does when no more input can arrive, and
// hands each line to a callback as it is written, which may end the stream early.
#include <emscripten/val.h>

#include <atomic>
#include <memory>
#include <string>

#include "gtp/log.h"
#include "gtp/session.h"

namespace kosumi::web {

class GtpEngine {
 public:
  explicit GtpEngine(const gtp::EngineOptions& options);

  // Runs every line of text in order and returns all their answers. onLine, when a function,
  // receives each piece of a streaming answer as it is written ("=" and the analysis lines);
  // when it returns false, the stream ends at its next line. The answers returned include
  // those pieces too.
  std::string run(const std::string& text, const emscripten::val& onLine);
  bool quitRequested() const { return session_->quitRequested(); }

 private:
  gtp::Log log_;
  // Raised by the callback to end a stream; the session passes it to the search.
  std::atomic<bool> interrupt_{false};
  std::unique_ptr<gtp::Session> session_;
};

}  // namespace kosumi::web
