import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageScope } from '../i18n/LanguageScope';
import type { AppLocale } from '../providers/storage';

/**
 * A printout's text in each of `languages` (the app's first), its hooks speaking that language:
 * side by side (the app's language on its reading side) or one above the other, parted by a line.
 */
export function InLanguages({
  languages,
  timeZone,
  sideBySide,
  children,
}: {
  languages: AppLocale[];
  timeZone: string;
  sideBySide: boolean;
  children: ReactNode;
}) {
  const columns = sideBySide && languages.length > 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        columnGap: '10mm',
        '& > * + *': columns ? undefined : { borderTop: '1px solid', pt: '3mm', mt: '3mm' },
      }}
    >
      {languages.map((language) => (
        <LanguageScope key={language} language={language} timeZone={timeZone}>
          {children}
        </LanguageScope>
      ))}
    </Box>
  );
}
