// A small seeded generator, so that a failing random game can be replayed from its seed.
export class Random {
  #state;
  constructor(seed) {
    this.#state = BigInt.asUintN(64, BigInt(seed) * 0x9e3779b97f4a7c15n + 1n);
  }
  // splitmix64
  next() {
    this.#state = BigInt.asUintN(64, this.#state + 0x9e3779b97f4a7c15n);
    let z = this.#state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  }
  /** An integer in [0, n). */
  below(n) {
    return Number(this.next() % BigInt(n));
  }
  /** true with probability p. */
  chance(p) {
    return this.below(1 << 30) < p * (1 << 30);
  }
  pick(items) {
    return items[this.below(items.length)];
  }
}
