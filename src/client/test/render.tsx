import { createI18n } from '@shared/i18n';
import { pseudoCatalogue } from '@shared/i18n/pseudo';
import { en } from '@shared/i18n/resources';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';

/** The tests' pseudo-locale: every catalogue text wrapped in ⟦ ⟧ (src/shared/i18n/pseudo.ts). */
const pseudo = createI18n('pseudo', { pseudo: pseudoCatalogue(en) });

// React warns unless it knows the environment flushes updates inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders into happy-dom with a fresh query client, an in-memory router and the catalogue (English, or
 * the pseudo-locale); unmount() cleans up.
 */
export async function render(
  ui: ReactNode,
  { path = '/', language = 'en' }: { path?: string; language?: 'en' | 'pseudo' } = {},
) {
  const client = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <I18nextProvider i18n={language === 'pseudo' ? pseudo : i18n}>
        <QueryClientProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return {
    client,
    container,
    location,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and React updates settle: a few timer turns (a request, its answer, its updates). */
export async function flush(times = 6) {
  for (let i = 0; i < times; i++) await act(nextTask);
}

export function jsonResponse(status: number, body: unknown, init: ResponseInit = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

/** Types into a field the way React notices (its value tracker ignores plain assignments). */
export async function fillIn(input: HTMLInputElement | HTMLSelectElement | null | undefined, value: string) {
  if (!input) throw new Error('no such field');
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** The control labelled `text` (exact label text) inside `root`. */
export function fieldByLabel(root: ParentNode, text: string): HTMLInputElement | null {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null;
}

export function selectByLabel(root: ParentNode, text: string): HTMLSelectElement | null {
  return fieldByLabel(root, text) as unknown as HTMLSelectElement | null;
}

export async function submit(form: HTMLFormElement | null) {
  if (!form) throw new Error('no form');
  await act(async () => form.requestSubmit());
  await flush();
}
