#pragma once
// GTP vertices ("D4", "pass") and colours ("b", "white"): parsing with reasons, and formatting.
#include <string>
#include <string_view>

#include "engine/color.h"
#include "engine/expected.h"
#include "engine/geometry.h"

namespace kosumi {

// Letters A-Z without I, case-insensitive, then a row number from 1; or "pass" in any case.
// The error says why a vertex was refused (malformed, the letter I, off a board of this size).
Expected<Point> parseVertex(std::string_view text, const Geometry& geo);
// "D4", or "pass" for kPass.
std::string formatVertex(Point p, const Geometry& geo);

// "b", "black", "w", "white" in any case.
Expected<Color> parseColor(std::string_view text);
// "B"/"W", as GTP and SGF write colours.
std::string formatColor(Color c);

// SGF coordinates: "dd" is D16 on 19x19; "" and "tt" (on boards up to 19) are a pass.
Expected<Point> parseSgfPoint(std::string_view text, const Geometry& geo);
std::string formatSgfPoint(Point p, const Geometry& geo);

}  // namespace kosumi
