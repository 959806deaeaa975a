/**
 * A set of the objects a long-lived owner holds for a moment each: a server's requests being
 * answered, its open connections. Kept in an array, not in a `Set` (ADR 0185): a `Set` or `Map`
 * that has lived through young collections, and whose members come and go, keeps every member it
 * ever held alive through V8's young collections (scavenges) until a full collection. Each time
 * its deletions fill its table, V8 makes a new table and leaves in the old one a link to it (for
 * the iterators still open on the old one); the old table, in the old generation, keeps the new
 * one alive whether it is still used or not, and each table what it held. A server answering
 * 1,000 requests a second copied 3-4 MB a scavenge through its set of requests, where an array
 * keeps only the members it still holds.
 *
 * A member is added once; deleting one is a search from the end (the newest first), which the few
 * a server holds at a time make short.
 */
export class ShortLivedSet<T> implements Iterable<T> {
  readonly #members: T[] = [];

  get size(): number {
    return this.#members.length;
  }

  has(member: T): boolean {
    return this.#members.includes(member);
  }

  add(member: T): void {
    this.#members.push(member);
  }

  /** Removes `member`; the last member takes its place (the order is not kept). */
  delete(member: T): boolean {
    const members = this.#members;
    const at = members.lastIndexOf(member);
    if (at < 0) return false;
    const last = members.pop() as T;
    if (at < members.length) members[at] = last;
    return true;
  }

  /** The members as they are now: one deleted while the iteration runs is still visited. */
  [Symbol.iterator](): Iterator<T> {
    return [...this.#members][Symbol.iterator]();
  }
}
