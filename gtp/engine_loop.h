#pragma once
// The read-answer loop: every line from the input reader is preprocessed, run by the session and
// answered on out, in order, until quit or the end of input.
#include <cstdio>

#include "gtp/input_reader.h"
#include "gtp/session.h"

namespace kosumi::gtp {

// Returns the process exit status: 0 after quit or at the end of input.
int runGtpLoop(Session& session, InputReader& input, std::FILE* out);

}  // namespace kosumi::gtp
