// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { inYearEndWindow, reportYears } from './report-years';
import { YearEndCard } from './YearEndCard';

const fetchMock = vi.fn<typeof fetch>();
let report = { year: 2025, chaptersRead: 120, prayerMinutes: 900 };
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, report));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

describe('report years', () => {
  it('offers the last 5 years before the current one, the previous first', () => {
    expect(reportYears(2026)).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('knows the year-end window: January 1 to 15', () => {
    expect(inYearEndWindow('2026-01-01')).toBe(true);
    expect(inYearEndWindow('2026-01-15')).toBe(true);
    expect(inYearEndWindow('2026-01-16')).toBe(false);
    expect(inYearEndWindow('2025-12-31')).toBe(false);
    expect(inYearEndWindow('2026-02-01')).toBe(false);
  });
});

describe('<YearEndCard>', () => {
  it('congratulates on the previous year in the window when the report has figures', async () => {
    const view = await render(<YearEndCard today="2026-01-10" onOpenReports={() => {}} />);
    await flush();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/annual-reports/user/2025');
    expect(view.container.textContent).toContain('You read 120 chapters and prayed for 900 minutes in 2025.');
  });

  it('stays away outside the window, without asking the server', async () => {
    const view = await render(<YearEndCard today="2026-01-16" onOpenReports={() => {}} />);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');
  });

  it('stays away when the previous year has nothing', async () => {
    report = { year: 2025, chaptersRead: 0, prayerMinutes: 0 };
    const view = await render(<YearEndCard today="2026-01-02" onOpenReports={() => {}} />);
    await flush();
    expect(view.container.textContent).toBe('');
  });
});
