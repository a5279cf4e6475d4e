import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Paper, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFormatters } from '../../i18n/useFormatters';

/** The brand beside the form on wide screens: its name, welcome, tagline and footer. */
function BrandPanel() {
  const translate = useTranslate();
  const { plain } = useFormatters();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LocalParkingIcon fontSize="large" />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {translate('ps.app.title')}
        </Typography>
      </Stack>
      <Box>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('ps.app.welcome')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.85, fontWeight: 400 }}>
          {translate('ps.app.tagline')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        {translate('ps.app.footer', { year: plain(new Date().getFullYear()) })}
      </Typography>
    </Box>
  );
}

/**
 * The signed-out "side" layout: the brand on one side, the form on the other; on a narrow
 * screen, the brand's name above the form. What a screen does not show is not rendered: a phone
 * is spared the panel's work (formatting the year alone costs it tens of milliseconds).
 */
export function SideLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const translate = useTranslate();
  useDocumentTitle(title);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        bgcolor: 'background.default',
      }}
    >
      {wide ? <BrandPanel /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: wide ? 'flex-end' : 'space-between' }}>
          {wide ? null : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
              <LocalParkingIcon />
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                {translate('ps.app.title')}
              </Typography>
            </Stack>
          )}
          <LanguageSwitch />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Paper component="main" variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                {subtitle}
              </Typography>
            ) : null}
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
