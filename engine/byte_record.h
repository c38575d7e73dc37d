#pragma once
// The bytes an idle object is saved to and loaded from (Game::save, Referee::save): fixed-width
// values in the machine's byte order, for the same build to read back in the same process, never
// for files or the network. A reader that runs past the end or meets a count over its bound
// fails and stays failed, so a loader reads everything and checks once.
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace kosumi {

class ByteWriter {
 public:
  explicit ByteWriter(std::string& out) : out_(out) {}

  template <class T>
  void put(const T& value) {
    static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
    out_.append(reinterpret_cast<const char*>(&value), sizeof value);
  }
  template <class T>
  void putVector(const std::vector<T>& values) {
    static_assert(std::is_arithmetic_v<T>);
    put(uint32_t(values.size()));
    out_.append(reinterpret_cast<const char*>(values.data()), sizeof(T) * values.size());
  }
  void putText(std::string_view text) {
    put(uint32_t(text.size()));
    out_.append(text);
  }

 private:
  std::string& out_;
};

class ByteReader {
 public:
  explicit ByteReader(std::string_view in) : in_(in) {}

  template <class T>
  T get() {
    static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
    T value{};
    if (take(sizeof value)) std::memcpy(&value, in_.data() + at_ - sizeof value, sizeof value);
    return value;
  }
  // At most maxCount values; more fails the reader.
  template <class T>
  std::vector<T> getVector(size_t maxCount) {
    static_assert(std::is_arithmetic_v<T>);
    std::vector<T> values;
    const size_t n = count(maxCount, sizeof(T));
    if (n == 0) return values;
    values.resize(n);
    std::memcpy(values.data(), in_.data() + at_ - sizeof(T) * n, sizeof(T) * n);
    return values;
  }
  std::string getText(size_t maxLength) {
    const size_t n = count(maxLength, 1);
    return n ? std::string(in_.substr(at_ - n, n)) : std::string();
  }
  // A count read, then checked against maxCount and the bytes left: the values' bytes are taken.
  size_t count(size_t maxCount, size_t bytesEach) {
    const uint32_t n = get<uint32_t>();
    if (n > maxCount) failed_ = true;
    if (failed_ || !take(bytesEach * n)) return 0;
    return n;
  }
  // Marks the record as not what a saver wrote (a value out of range).
  void fail() { failed_ = true; }
  bool failed() const { return failed_; }
  bool atEnd() const { return at_ == in_.size(); }

 private:
  bool take(size_t bytes) {
    if (failed_ || bytes > in_.size() - at_) {
      failed_ = true;
      return false;
    }
    at_ += bytes;
    return true;
  }

  std::string_view in_;
  size_t at_ = 0;
  bool failed_ = false;
};

}  // namespace kosumi
