// A bounded, id-indexed ring of records laid out in small chunks and hash buckets, so an immer update copies O(chunk) not O(history).

export interface Ring<T extends { id: string }> {
  capacity: number;
  /** sequence number of the oldest record still kept */
  headSeq: number;
  /** sequence number the next record gets */
  nextSeq: number;
  /** index of chunks[0] in seq space: chunks[k] holds seqs [(firstChunk + k) * CHUNK, …) */
  firstChunk: number;
  chunks: (T | null)[][];
  /** id -> seq, split over BUCKETS objects by a hash of the id */
  buckets: Record<string, number>[];
}

export const CHUNK = 64;
export const BUCKETS = 256;

export function emptyRing<T extends { id: string }>(capacity: number): Ring<T> {
  return {
    capacity: Math.max(1, Math.floor(capacity)),
    headSeq: 0,
    nextSeq: 0,
    firstChunk: 0,
    chunks: [],
    // null prototype: a record id "__proto__" is an ordinary key, never Object.prototype
    buckets: Array.from({ length: BUCKETS }, () => Object.create(null) as Record<string, number>),
  };
}

function bucketOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return (h >>> 0) % BUCKETS;
}

export function ringSize(ring: Ring<{ id: string }>): number {
  return ring.nextSeq - ring.headSeq;
}

export function ringSeqOf(ring: Ring<{ id: string }>, id: string): number | undefined {
  const seq = ring.buckets[bucketOf(id)][id];
  return seq === undefined || seq < ring.headSeq ? undefined : seq;
}

export function ringAt<T extends { id: string }>(ring: Ring<T>, seq: number): T | undefined {
  if (seq < ring.headSeq || seq >= ring.nextSeq) return undefined;
  const chunk = ring.chunks[Math.floor(seq / CHUNK) - ring.firstChunk];
  return chunk?.[seq % CHUNK] ?? undefined;
}

export function ringGet<T extends { id: string }>(ring: Ring<T>, id: string): T | undefined {
  const seq = ringSeqOf(ring, id);
  return seq === undefined ? undefined : ringAt(ring, seq);
}

/** Appends (mutating a draft); an id already present is ignored. Returns the new seq or undefined. */
export function ringPush<T extends { id: string }>(ring: Ring<T>, item: T): number | undefined {
  const bucket = ring.buckets[bucketOf(item.id)];
  if (bucket[item.id] !== undefined && bucket[item.id] >= ring.headSeq) return undefined;
  const seq = ring.nextSeq++;
  const k = Math.floor(seq / CHUNK) - ring.firstChunk;
  if (k === ring.chunks.length) ring.chunks.push([]);
  ring.chunks[k][seq % CHUNK] = item;
  bucket[item.id] = seq;
  while (ring.nextSeq - ring.headSeq > ring.capacity) evictOldest(ring);
  return seq;
}

function evictOldest<T extends { id: string }>(ring: Ring<T>): void {
  const seq = ring.headSeq;
  const chunk = ring.chunks[Math.floor(seq / CHUNK) - ring.firstChunk];
  const old = chunk?.[seq % CHUNK];
  if (old) {
    const bucket = ring.buckets[bucketOf(old.id)];
    if (bucket[old.id] === seq) delete bucket[old.id];
  }
  ring.headSeq++;
  if (ring.headSeq % CHUNK === 0) {
    ring.chunks.shift();
    ring.firstChunk++;
  } else if (chunk) {
    chunk[seq % CHUNK] = null;
  }
}

/** Replaces the record with the same id (mutating a draft). */
export function ringUpdate<T extends { id: string }>(ring: Ring<T>, id: string, update: (item: T) => void): boolean {
  const seq = ringSeqOf(ring, id);
  if (seq === undefined) return false;
  const chunk = ring.chunks[Math.floor(seq / CHUNK) - ring.firstChunk];
  const item = chunk?.[seq % CHUNK];
  if (!item) return false;
  update(item);
  return true;
}

/** Newest first; stops when `visit` returns false. Cost is proportional to what is visited. */
export function ringEachNewest<T extends { id: string }>(
  ring: Ring<T>,
  visit: (item: T, seq: number) => unknown,
): void {
  for (let seq = ring.nextSeq - 1; seq >= ring.headSeq; seq--) {
    const item = ringAt(ring, seq);
    if (item && visit(item, seq) === false) return;
  }
}
