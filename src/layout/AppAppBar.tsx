import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu } from 'react-admin';
import { Brand } from './Brand';
import { SettingsButton } from './SettingsButton';
import { ThemeModeButton } from './ThemeModeButton';
import { TopMenu } from './TopMenu';
import { useNavigationMode } from './useNavigationMode';

/**
 * On a phone every control keeps its place and the title gives way (cut with an ellipsis): the
 * language button shows its icon only (the language's name stays its accessible name).
 */
const iconOnlyOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { minWidth: 0, fontSize: 0, p: 1, borderRadius: '50%' },
    '& .MuiButton-startIcon': { m: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

const toolbar = (
  <>
    <Box sx={iconOnlyOnPhone}>
      <LocalesMenuButton />
    </Box>
    <ThemeModeButton />
    <SettingsButton />
    <LoadingIndicator />
  </>
);

/** One line, cut at its end with an ellipsis, its direction its own text's. */
const ONE_LINE = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  unicodeBidi: 'plaintext',
} as const;

export function AppAppBar() {
  const { type, mode } = useNavigationMode();
  return (
    <AppBar
      color="secondary"
      toolbar={toolbar}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      elevation={type === 'framelessSide' ? 0 : 1}
      sx={mode === 'bar' ? { '& .RaAppBar-menuButton': { display: 'none' } } : undefined}
    >
      <Box sx={{ display: { xs: 'none', md: 'flex' }, mx: 1.5 }}>
        <Brand />
      </Box>
      {mode === 'bar' ? <TopMenu /> : null}
      {/* Beside the navigation row the title takes only the room it needs, the row the rest. The
          page writes its title into a box of its own (react-admin's configurable wrapper, an
          inline block, which a line clips without an ellipsis and whose neutral place made an
          Arabic line run left to right and lose its start): that box is the line, cut at its end
          with an ellipsis, its direction its text's, so a record's Latin name in the Arabic
          layout is cut at its end too ('left' is the start side once the Arabic styles are mirrored). */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          opacity: 0.9,
          minWidth: 0,
          mx: 1,
          textAlign: 'left',
          // Doubled, to weigh more than the wrapper's own display.
          '&& > *': ONE_LINE,
          ...(mode === 'bar' ? { flex: '0 1 auto', ...ONE_LINE } : {}),
        }}
      />
    </AppBar>
  );
}
