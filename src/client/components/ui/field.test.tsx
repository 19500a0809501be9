// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { TextField } from './field';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<TextField>', () => {
  it('labels the input and ties its error to it', async () => {
    const view = await render(
      <TextField label="Email" error="Please enter a valid email" hint="Your login" />,
    );
    const input = view.container.querySelector('input');
    const label = view.container.querySelector('label');
    expect(label?.htmlFor).toBe(input?.id);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const described = (input?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Your login', 'Please enter a valid email']);
  });

  it('is not marked invalid without an error', async () => {
    const view = await render(<TextField label="Name" />);
    const input = view.container.querySelector('input');
    expect(input?.getAttribute('aria-invalid')).toBe('false');
    expect(input?.hasAttribute('aria-describedby')).toBe(false);
  });
});
