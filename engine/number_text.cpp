#include "engine/number_text.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace kosumi {

#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
std::from_chars_result doubleFromChars(const char* first, const char* last, double& value) {
  return std::from_chars(first, last, value);
}
std::to_chars_result doubleToChars(char* first, char* last, double value) {
  return std::to_chars(first, last, value);
}
#else
std::from_chars_result doubleFromChars(const char* first, const char* last, double& value) {
  return portable::doubleFromChars(first, last, value);
}
std::to_chars_result doubleToChars(char* first, char* last, double value) {
  return portable::doubleToChars(first, last, value);
}
#endif

namespace portable {

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }
char lowerAscii(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// Whether [p, last) starts with `word` in any case.
bool startsWithWord(const char* p, const char* last, const char* word) {
  const size_t n = std::strlen(word);
  if (size_t(last - p) < n) return false;
  for (size_t i = 0; i < n; ++i)
    if (lowerAscii(p[i]) != word[i]) return false;
  return true;
}

std::to_chars_result copyOut(char* first, char* last, const std::string& text) {
  if (size_t(last - first) < text.size()) return {last, std::errc::value_too_large};
  std::memcpy(first, text.data(), text.size());
  return {first + text.size(), std::errc()};
}
}  // namespace

std::from_chars_result doubleFromChars(const char* first, const char* last, double& value) {
  // The longest prefix in from_chars's general format: [-] then inf, infinity, nan, nan(chars),
  // or digits with at most one point and at least one digit, then an exponent only when it is
  // complete. No leading space, no '+', no hexadecimal.
  const char* p = first;
  const bool negative = p < last && *p == '-';
  if (negative) ++p;
  if (startsWithWord(p, last, "inf")) {
    p += startsWithWord(p, last, "infinity") ? 8 : 3;
    value = negative ? -HUGE_VAL : HUGE_VAL;
    return {p, std::errc()};
  }
  if (startsWithWord(p, last, "nan")) {
    p += 3;
    if (p < last && *p == '(') {
      const char* q = p + 1;
      while (q < last && (isDigit(*q) || std::isalpha(static_cast<unsigned char>(*q)) || *q == '_')) ++q;
      if (q < last && *q == ')') p = q + 1;
    }
    value = negative ? -std::nan("") : std::nan("");
    return {p, std::errc()};
  }
  const char* digitsStart = p;
  int digits = 0;
  while (p < last && isDigit(*p)) ++p, ++digits;
  if (p < last && *p == '.') {
    ++p;
    while (p < last && isDigit(*p)) ++p, ++digits;
  }
  if (digits == 0) return {first, std::errc::invalid_argument};
  if (p < last && (*p == 'e' || *p == 'E')) {
    const char* q = p + 1;
    if (q < last && (*q == '+' || *q == '-')) ++q;
    if (q < last && isDigit(*q)) {
      while (q < last && isDigit(*q)) ++q;
      p = q;
    }
  }
  // strtod needs a terminated string, and reads the same number from this prefix.
  std::string text(digitsStart, p);
  if (negative) text.insert(text.begin(), '-');
  errno = 0;
  const double v = std::strtod(text.c_str(), nullptr);
  // Out of range only when the value overflows or underflows to zero: a subnormal is a value.
  if (errno == ERANGE && (v == 0 || std::isinf(v))) return {p, std::errc::result_out_of_range};
  value = v;
  return {p, std::errc()};
}

std::to_chars_result doubleToChars(char* first, char* last, double value) {
  if (std::isnan(value)) return copyOut(first, last, std::signbit(value) ? "-nan" : "nan");
  if (std::isinf(value)) return copyOut(first, last, value < 0 ? "-inf" : "inf");
  const std::string sign = std::signbit(value) ? "-" : "";
  if (value == 0) return copyOut(first, last, sign + "0");
  // The fewest significant digits that read back as the same double; printf rounds correctly,
  // so these are the digits closest to the value, as the shortest form's are.
  char buf[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*e", precision - 1, std::fabs(value));
    if (std::strtod(buf, nullptr) == std::fabs(value)) break;
  }
  std::string digits;
  const char* p = buf;
  for (; *p != 'e'; ++p)
    if (isDigit(*p)) digits += *p;
  const int exponent = std::atoi(p + 1);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  // Scientific: d[.ddd]e±XX, at least two exponent digits.
  std::string scientific = digits.substr(0, 1);
  if (digits.size() > 1) {
    scientific += '.';
    scientific.append(digits, 1);
  }
  char exponentText[16];
  std::snprintf(exponentText, sizeof exponentText, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
  scientific += exponentText;
  // Fixed: the same digits with the point moved.
  std::string fixed;
  const int n = int(digits.size());
  if (exponent < 0) {
    fixed = "0." + std::string(size_t(-exponent - 1), '0') + digits;
  } else if (exponent + 1 >= n) {
    // A whole number is written with all its digits, the exact value's, not the shortest
    // digits padded with zeros.
    char whole[400];
    std::snprintf(whole, sizeof whole, "%.0f", std::fabs(value));
    fixed = whole;
  } else {
    fixed = digits.substr(0, size_t(exponent + 1)) + "." + digits.substr(size_t(exponent + 1));
  }
  // The shorter of the two, fixed on a tie.
  return copyOut(first, last, sign + (scientific.size() < fixed.size() ? scientific : fixed));
}

}  // namespace portable
}  // namespace kosumi
