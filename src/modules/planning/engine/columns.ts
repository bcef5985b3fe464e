/**
 * Growable typed columns: a large plan has hundreds of thousands of planned orders and pegging rows and about a
 * million SKU days; as typed arrays they cost the garbage collector nothing, where an object each made a third of
 * the engine's time collection (measured with --cpu-prof).
 */
export class Int32Column {
  data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed, in an array of their own length; the column is empty afterwards. */
  done(): Int32Array {
    const values = this.data.slice(0, this.length);
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
  data = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Float64Array {
    const values = this.data.slice(0, this.length);
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
  data = new Uint8Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint8Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Uint8Array {
    const values = this.data.slice(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the engine's scope, and so its columns, alive). */
  clear(): void {
    this.data = new Uint8Array(0);
    this.length = 0;
  }
}
