// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { YourDataCard } from './YourDataCard';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<YourDataCard>', () => {
  it('is a region named "Your data" with a download link per format', async () => {
    const { container } = await render(<YourDataCard />, { path: '/profile' });
    const region = container.querySelector('[role="region"]');
    const heading = region?.querySelector('h2');
    expect(heading?.textContent).toBe('Your data');
    expect(region?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const links = [...container.querySelectorAll('a')].map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      download: a.hasAttribute('download'),
    }));
    expect(links).toEqual([
      { text: 'Download as JSON', href: '/api/me/export?format=json', download: true },
      { text: 'Download as CSV (zip)', href: '/api/me/export?format=csv', download: true },
    ]);
  });
});
