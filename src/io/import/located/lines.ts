// Offsets to 1-based lines and columns. Built once per text so that looking up many field paths
// (every error of a large kubectl dump) stays a binary search instead of a rescan from the start.

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  /** 1-based line of a character offset (agrees with `lineOf` of result.ts). */
  line(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** 1-based column of a character offset. */
  column(offset: number): number {
    return offset - this.starts[this.line(offset) - 1]! + 1;
  }
}
