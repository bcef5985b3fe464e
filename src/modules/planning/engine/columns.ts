/**
 * Growable typed columns (a capacity to start with when the caller can tell): a large plan has hundreds of thousands of planned orders and pegging rows and about a
 * million SKU days; as typed arrays they cost the garbage collector nothing, where an object each made a third of
 * the engine's time collection (measured with --cpu-prof).
 */
export class Int32Column {
  data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /**
   * The values pushed, as a view of their own length on the buffer (no copy); the column is empty afterwards.
   * A copy allocated as much again outside the heap: V8 counts that memory, and the copies of a large plan's
   * columns alone set off old-space collections (--trace-gc). The unused end of the buffer was never written.
   */
  done(): Int32Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the engine's scope, and so its columns, alive). */
  clear(): void {
    this.data = new Int32Array(0);
    this.length = 0;
  }
}

export class Float64Column {
  data: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Float64Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the engine's scope, and so its columns, alive). */
  clear(): void {
    this.data = new Float64Array(0);
    this.length = 0;
  }
}

export class Uint8Column {
  data: Uint8Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint8Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint8Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Uint8Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the engine's scope, and so its columns, alive). */
  clear(): void {
    this.data = new Uint8Array(0);
    this.length = 0;
  }
}
