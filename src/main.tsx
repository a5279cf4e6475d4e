import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { englishMessages } from './i18n/en';
import { loadArabicMessages } from './providers/i18nProvider';
import { readLocale } from './providers/storage';

const locale = readLocale();
const initialMessages = locale === 'ar' ? await loadArabicMessages() : englishMessages;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App initialLocale={locale} initialMessages={initialMessages} />
  </StrictMode>,
);
