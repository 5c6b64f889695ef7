// Files handed over by the browser: read a slice at a time, byte for byte, and remembered with the
// file they came from (the import worker is handed the file, not a copy of its bytes).
import { describe, expect, it } from 'vitest';
import { fileOfBytes, readPicked } from './read-files';

describe('readPicked', () => {
  it('reads a file bigger than one slice whole, and keeps which file the bytes came from', async () => {
    const content = new Uint8Array(5 * 1024 * 1024 + 17);
    for (let i = 0; i < content.length; i++) content[i] = (i * 31) % 251;
    const file = new File([content], 'vfpctrl.txt');
    const { inputs, unread } = await readPicked([{ file, path: 'dumps/vfpctrl.txt' }]);
    expect(unread).toEqual([]);
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.name).toBe('dumps/vfpctrl.txt');
    // Compared whole (a deep equality over 5 MB element by element would take minutes).
    expect(inputs[0]!.bytes.length).toBe(content.length);
    expect(Buffer.compare(inputs[0]!.bytes, content)).toBe(0);
    expect(fileOfBytes.get(inputs[0]!.bytes)).toBe(file);
  });

  it('an empty file is read as no bytes', async () => {
    const { inputs } = await readPicked([{ file: new File([], 'empty.txt'), path: 'empty.txt' }]);
    expect(inputs[0]!.bytes).toEqual(new Uint8Array());
  });
});
