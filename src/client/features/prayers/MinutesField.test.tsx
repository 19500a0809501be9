// @vitest-environment happy-dom
import { DEFAULT_PRAYER_MINUTES, displayMinutes, parseMinutesInput } from '@shared/prayers';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldByLabel, fillIn, render } from '../../test/render';
import { MinutesField } from './MinutesField';

afterEach(() => {
  document.body.innerHTML = '';
});

let latest = Number.NaN;
function Harness() {
  const [minutes, setMinutes] = useState(DEFAULT_PRAYER_MINUTES);
  latest = minutes;
  return <MinutesField value={minutes} onChange={setMinutes} />;
}

async function setup() {
  const view = await render(<Harness />);
  const input = fieldByLabel(view.container, 'Prayer Minutes');
  if (!input) throw new Error('no Prayer Minutes field');
  return input;
}

describe('<MinutesField>', () => {
  it('is a labelled numeric field, minimum 1, with the placeholder and the default of 15', async () => {
    const input = await setup();
    expect(input.type).toBe('number');
    expect(input.min).toBe('1');
    expect(input.placeholder).toBe('Enter minutes');
    expect(input.value).toBe('15');
    expect(latest).toBe(15);
  });

  it.each([
    ['20', 20, '20'],
    ['45.9', 45, '45'],
    ['0', 0, ''],
    ['-5', -5, ''],
    ['', 0, ''],
  ])('reads %j as %d and shows %j', async (typed, parsed, shown) => {
    const input = await setup();
    await fillIn(input, typed);
    expect(latest).toBe(parsed);
    expect(input.value).toBe(shown);
  });

  it('parses typed text as an integer, non-numeric as 0, and shows 0 or less as empty', () => {
    expect(parseMinutesInput('abc')).toBe(0);
    expect(parseMinutesInput('12abc')).toBe(12);
    expect(displayMinutes(0)).toBe('');
    expect(displayMinutes(-3)).toBe('');
    expect(displayMinutes(7)).toBe('7');
  });
});
