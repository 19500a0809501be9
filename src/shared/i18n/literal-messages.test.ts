import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The messages the server sends to a person (validation messages of the shared schemas, the answers of
 * the routes and guards) come from the catalogue, like the client's texts: a message written as a
 * literal English sentence in the code fails here. The pseudo-locale test (client/i18n-coverage.test.tsx)
 * does the same for what the pages render.
 */
const SRC = path.resolve(import.meta.dirname, '../..');

/** A string literal that starts like an English sentence: a capital, a lower-case word, a space. */
const SENTENCE = String.raw`['"\`][A-Z][a-z]+ [^'"\`]*['"\`]`;
const PATTERNS = [
  // Zod: .min(1, 'Name is required'), z.string('...'), .refine(check, '...'), { error: '...' }
  new RegExp(String.raw`\.(min|max|int|positive|refine|string|number|email|url|boolean)\([^()]*?${SENTENCE}`),
  new RegExp(String.raw`\b(error|message):\s*${SENTENCE}`),
  // The server's errors: forbidden('...'), notFound('...'), badRequest('...'), ...
  new RegExp(
    String.raw`\b(unauthorized|forbidden|notFound|badRequest|conflict|paymentRequired|badGateway|serviceUnavailable)\(${SENTENCE}`,
  ),
  // A shared message constant: export const X_MESSAGE = '...'
  new RegExp(String.raw`_(MESSAGE|SUBJECT|LABEL)\s*=\s*${SENTENCE}`),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Lines that break a rule, as `file:line: text`; comments are not messages. */
function literalMessages(text: string, name: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(({ line }) => PATTERNS.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${name}:${number}: ${line.trim()}`);
}

describe('messages to people come from the catalogue', () => {
  it.each(['shared', 'server/modules', 'server/lib'])('src/%s writes no message as a literal', (dir) => {
    const found = sources(path.join(SRC, dir)).flatMap((file) =>
      literalMessages(readFileSync(file, 'utf8'), path.relative(SRC, file)),
    );
    expect(found).toEqual([]);
  });

  it('the check sees a literal message', () => {
    expect(literalMessages("  name: z.string().min(2, 'Name is too short'),", 'probe.ts')).toHaveLength(1);
    expect(literalMessages("  throw forbidden('Only members can do this');", 'probe.ts')).toHaveLength(1);
    expect(literalMessages("  name: z.string().min(2, t('common:nameTooShort')),", 'probe.ts')).toEqual([]);
  });
});
