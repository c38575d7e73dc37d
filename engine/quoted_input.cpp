#include "engine/quoted_input.h"

namespace kosumi {

std::string quotedInput(std::string_view text) {
  if (text.size() <= kQuotedInputBytes) return "'" + std::string(text) + "'";
  size_t cut = kQuotedInputBytes;
  // A UTF-8 continuation byte (10xxxxxx) belongs to the character before it: cut before that
  // character so that the message stays valid UTF-8 for the JSON and JavaScript that carry it.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return "'" + std::string(text.substr(0, cut)) + "...' (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace kosumi
