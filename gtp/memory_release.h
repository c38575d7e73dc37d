#pragma once
// Hands the heap memory that earlier games freed back to the system. The C library keeps freed
// memory for reuse, and an engine that plays game after game on boards of different sizes,
// switching players, leaves it more and more scattered: over 600 games through one process the
// resident memory grew by 11 % (the largest of 100 games; 17 % on average) and kept growing,
// although what was in use did not: glibc's malloc_trim took the process from 26.4 MB back to
// 20.9 MB (docs/soak.md). Called when a new game starts.
namespace kosumi::gtp {

// Returns free heap pages to the system where the C library allows it (glibc's malloc_trim);
// elsewhere, as in the WebAssembly build, it does nothing.
void releaseFreedMemory();

}  // namespace kosumi::gtp
