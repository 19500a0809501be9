import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText } from './text';

describe('text rules', () => {
  it('accepts what people write, in any script, with emoji', () => {
    for (const text of ['Anne-Marie O’Neil', 'São Paulo', 'Ζωή 😀 👨‍👩‍👧', '教会', 'a\u00a0b', '']) {
      expect(isSingleLineText(text), text).toBe(true);
      expect(isMultiLineText(text), text).toBe(true);
    }
  });

  it('refuses NUL, other control characters and unpaired surrogates', () => {
    for (const text of [
      'a\u0000',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'a\udfffb',
      '\udc00\ud800',
    ]) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('allows newline, carriage return and tab in multi-line text only', () => {
    for (const text of ['line one\nline two', 'a\r\nb', 'col\tcol']) {
      expect(isSingleLineText(text)).toBe(false);
      expect(isMultiLineText(text)).toBe(true);
    }
  });
});
