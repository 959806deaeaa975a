/**
 * V8's heap as a process serving requests wants it, set before anything else runs: each
 * process's `main.ts` calls `tuneHeapForServing` first (ADR 0186).
 *
 * No allocation-site pretenuring. When most objects made at one place in the code survive their
 * young collections, V8 decides that place's objects live long and makes its later ones directly
 * in the old generation. A burst of requests held at once (64 or more in flight through the
 * gateway) made it so decide for the objects every request makes; from then on each request's
 * own objects were old from the start, and kept what they point to (its body, its buffers, the
 * young objects made for it) alive through every young collection until a full one: a forward
 * through the gateway copied 36–43 MB a scavenge after such a burst, against 0.4–1 MB without
 * the decision.
 */
import { setFlagsFromString } from 'node:v8';

export function tuneHeapForServing(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
