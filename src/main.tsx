import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { StrictMode, startTransition } from 'react';
import type { TranslationMessages } from 'ra-core';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { englishMessages } from './i18n/en';
import { loadArabicMessages } from './providers/i18nProvider';
import { readLocale } from './providers/storage';

const locale = readLocale();

function render(initialMessages: TranslationMessages) {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length (a quarter of a second on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App initialLocale={locale} initialMessages={initialMessages} />
      </StrictMode>,
    ),
  );
}

// A stored Arabic is fetched before the first render, so that no English shows first. Not with a
// top-level await: the catalog imports from the chunk this module is in, and would wait for it forever.
if (locale === 'ar') void loadArabicMessages().then(render);
else render(englishMessages);
