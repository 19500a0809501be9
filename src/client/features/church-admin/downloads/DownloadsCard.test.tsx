// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../test/render';
import { DownloadsCard } from './DownloadsCard';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<DownloadsCard>', () => {
  it('offers the member list and the weekly and annual figures as CSV downloads', async () => {
    const { container } = await render(<DownloadsCard />, { path: '/church-admin' });
    expect(container.querySelector('h2')?.textContent).toBe('Downloads');
    expect(container.textContent).toContain("listed as 'Anonymous member', without an email");
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Download member list (CSV)', '/api/church/export/members'],
      ['Download weekly figures (CSV)', '/api/church/export/figures?period=weekly'],
      ['Download annual figures (CSV)', '/api/church/export/figures?period=annual'],
    ]);
    expect([...container.querySelectorAll('a')].every((a) => a.hasAttribute('download'))).toBe(true);
  });
});
