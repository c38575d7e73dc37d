#pragma once
// Include once, in the one source file of a test program that counts the heap's allocations.
//
// Counting the heap's allocations: the program replaces malloc and its kin (as glibc allows a
// program to) with versions that count and hand on to glibc's own. Sanitizer builds keep their
// own allocator, and there the count is not taken.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define KOSUMI_SANITIZED_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define KOSUMI_SANITIZED_ALLOCATOR 1
#endif
#if defined(__GLIBC__) && !defined(KOSUMI_SANITIZED_ALLOCATOR)
#define KOSUMI_COUNTS_ALLOCATIONS 1
#include <atomic>
namespace {
std::atomic<long> allocations{0};
}
extern "C" {
void* __libc_malloc(size_t);
void* __libc_calloc(size_t, size_t);
void* __libc_realloc(void*, size_t);
void __libc_free(void*);
void* malloc(size_t n) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_malloc(n);
}
void* calloc(size_t n, size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_calloc(n, size);
}
void* realloc(void* p, size_t n) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_realloc(p, n);
}
void free(void* p) { __libc_free(p); }
}
#endif

