import { describe, expect, it } from 'vitest';
import { formatLabels, formatList, optionalText, parseLabels, parseList, parseOptionalInt, parsePortOrName } from './field-text';

describe('labels', () => {
  it('round-trip through their one-line form', () => {
    const text = formatLabels({ app: 'web', tier: 'front' });
    expect(text).toBe('app=web, tier=front');
    expect(parseLabels(text)).toEqual({ ok: true, value: { app: 'web', tier: 'front' } });
    expect(parseLabels('')).toEqual({ ok: true, value: {} });
    expect(parseLabels('app=')).toEqual({ ok: true, value: { app: '' } });
  });
  it('say what to type when they cannot be read', () => {
    expect(parseLabels('app')).toMatchObject({ ok: false, error: expect.stringContaining('key=value') });
    expect(parseLabels('=web')).toMatchObject({ ok: false });
    expect(parseLabels('app=a b')).toMatchObject({ ok: false, error: expect.stringContaining('no spaces') });
    expect(parseLabels('app=a, app=b')).toMatchObject({ ok: false, error: expect.stringContaining('twice') });
  });
});

describe('lists', () => {
  it('split on commas, spaces and new lines', () => {
    expect(parseList('tcp/80, udp/53\ntcp/443  ')).toEqual(['tcp/80', 'udp/53', 'tcp/443']);
    expect(parseList('  ')).toEqual([]);
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList(undefined)).toBe('');
  });
});

describe('numbers and optional text', () => {
  it('reads an optional whole number', () => {
    expect(parseOptionalInt('')).toEqual({ ok: true, value: undefined });
    expect(parseOptionalInt(' 8080 ')).toEqual({ ok: true, value: 8080 });
    expect(parseOptionalInt('80a')).toMatchObject({ ok: false, error: expect.stringContaining('whole number') });
  });
  it('a targetPort is a number or a port name', () => {
    expect(parsePortOrName('8080')).toBe(8080);
    expect(parsePortOrName('http')).toBe('http');
    expect(parsePortOrName(' ')).toBeUndefined();
  });
  it('an empty text is left out', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(' a ')).toBe('a');
  });
});
