import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeField } from '../components/fields';
import { englishMessages } from '../i18n/en';
import { createI18nProvider } from './i18nProvider';
import { useAnnouncedTimeZone } from './operatorTimeZone';

afterEach(() => vi.restoreAllMocks());

const record = { id: 1, created_at: '2026-11-22T09:30:00Z' };

function Page({ announce = false }: { announce?: boolean }) {
  return (
    <RecordContextProvider value={record}>
      {announce ? <Announcer /> : null}
      <DateTimeField source="created_at" />
    </RecordContextProvider>
  );
}

function Announcer() {
  useAnnouncedTimeZone();
  return null;
}

function renderPage(store = memoryStore(), announce = false) {
  return render(
    <AdminContext store={store} i18nProvider={createI18nProvider('en', englishMessages)}>
      <Page announce={announce} />
    </AdminContext>,
  );
}

describe('times in the operator time zone', () => {
  it('shows Riyadh time until the server says otherwise', () => {
    renderPage();
    expect(screen.getByText(/12:30 pm/)).toBeInTheDocument();
  });

  it('shows the time zone the server announces at /api/settings', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ time_zone: 'Asia/Dubai', currency: 'SAR' })));
    renderPage(memoryStore(), true);
    await waitFor(() => expect(screen.getByText(/1:30 pm/)).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/api/settings', expect.anything());
  });

  it('keeps the last announced zone when the server cannot be asked', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderPage(memoryStore({ 'operator.time_zone': 'UTC' }), true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText(/9:30 am/)).toBeInTheDocument();
  });
});
