/**
 * A set of the objects a long-lived owner holds for a moment each: a server's requests being
 * answered, its open connections. Kept in an array, not in a `Set` (ADR 0185): a `Set` or `Map`
 * that has lived through young collections, and whose members come and go, keeps every member it
 * ever held alive through V8's young collections (scavenges) until a full collection (likely
 * through the tables it leaves behind as its deletions fill them, each linked to the next for the
 * iterators still open on it: not established). A server answering
 * 1,000 requests a second copied 3-4 MB a scavenge through its set of requests, where an array
 * keeps only the members it still holds.
 *
 * A member is added once; deleting one is a search from the end (the newest first), which the few
 * a server holds at a time make short.
 */
export class ShortLivedSet<T> implements Iterable<T> {
  readonly #members: T[] = [];

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
