// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, render } from '../../test/render';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

afterEach(() => act(() => dismissToast()));

describe('<Toaster>', () => {
  it('renders one toast at a time, with its title and description', async () => {
    const view = await render(<Toaster />);
    await act(async () => {
      toast({ variant: 'destructive', title: 'Login failed', description: 'Invalid email or password' });
      toast({ title: 'Registration successful', description: 'You are now logged in' });
    });
    await flush();
    const shown = document.querySelectorAll('li[data-variant]');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain('Registration successful');
    expect(shown[0]?.textContent).toContain('You are now logged in');
    expect(shown[0]?.getAttribute('data-variant')).toBe('default');
    await view.unmount();
  });
});
