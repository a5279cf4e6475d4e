import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { DigitStyleSwitch } from './DigitStyleSwitch';
import { COLOR_SCHEMES } from '../theme/color-schemes';
import { CONTROL_SIZES, LAYOUT_TYPES, type LayoutType, THEME_SCHEMAS } from '../theme/theme-settings';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { useNavigationMode } from './useNavigationMode';

/** SPEC section 9: drawers are 400 wide and close in 300 ms. */
const DRAWER_WIDTH = 400;
const DRAWER_CLOSE_MS = 300;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SettingsDrawer() {
  const translate = useTranslate();
  const { settings, update } = useThemeSettings();
  const docked = useNavigationMode().mode === 'docked';
  const close = () => update((current) => ({ ...current, panelExpand: false }));
  const chooseLayout = (type: LayoutType) =>
    update((current) => ({ ...current, layout: { ...current.layout, type, previousType: current.layout.type } }));

  return (
    <Drawer
      anchor="right"
      open={settings.panelExpand}
      onClose={close}
      transitionDuration={{ exit: DRAWER_CLOSE_MS }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, px: 3, py: 2 },
          role: 'dialog',
          'aria-labelledby': 'settings-title',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="settings-title" variant="h6" component="h2">
          {translate('ps.settings.title')}
        </Typography>
        <IconButton onClick={close} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Section title={translate('ps.settings.language')}>
        <LanguageSwitch />
      </Section>
      <Section title={translate('ps.settings.digits.title')}>
        <DigitStyleSwitch />
      </Section>
      <Section title={translate('ps.settings.mode')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.mode}
          onChange={(_, mode) => mode && update((current) => ({ ...current, mode }))}
        >
          <ToggleButton value="light">{translate('ps.settings.light')}</ToggleButton>
          <ToggleButton value="dark">{translate('ps.settings.dark')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section title={translate('ps.settings.color_scheme')}>
        <Stack direction="row" spacing={1.5} role="radiogroup" aria-label={translate('ps.settings.color_scheme')}>
          {THEME_SCHEMAS.map((schema) => {
            const selected = settings.themeSchema === schema;
            return (
              <IconButton
                key={schema}
                role="radio"
                aria-checked={selected}
                aria-label={translate(`ps.settings.schemes.${schema}`)}
                title={translate(`ps.settings.schemes.${schema}`)}
                onClick={() => update((current) => ({ ...current, themeSchema: schema }))}
                sx={{
                  width: 36,
                  height: 36,
                  bgcolor: COLOR_SCHEMES[schema][settings.mode].primary,
                  color: '#fff',
                  outline: selected ? 2 : 0,
                  outlineOffset: 2,
                  outlineColor: 'text.primary',
                  '&:hover': { bgcolor: COLOR_SCHEMES[schema][settings.mode].primaryDeep },
                }}
              >
                {selected && <CheckIcon fontSize="small" />}
              </IconButton>
            );
          })}
        </Stack>
      </Section>
      <Section title={translate('ps.settings.layout')}>
        <RadioGroup value={settings.layout.type} onChange={(event) => chooseLayout(event.target.value as LayoutType)}>
          {LAYOUT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio size="small" />}
              label={translate(`ps.settings.layouts.${type}`)}
            />
          ))}
        </RadioGroup>
        <FormControlLabel
          // Only a docked column collapses; a drawer or a top bar has nothing to collapse.
          disabled={!docked}
          control={
            <Switch
              checked={settings.layout.sideNavCollapse}
              onChange={(event) =>
                update((current) => ({
                  ...current,
                  layout: { ...current.layout, sideNavCollapse: event.target.checked },
                }))
              }
            />
          }
          label={translate('ps.settings.collapse_navigation')}
        />
      </Section>
      <Section title={translate('ps.settings.control_size')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.controlSize}
          onChange={(_, controlSize) => controlSize && update((current) => ({ ...current, controlSize }))}
        >
          {CONTROL_SIZES.map((size) => (
            <ToggleButton key={size} value={size}>
              {translate(`ps.settings.sizes.${size}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
    </Drawer>
  );
}
