import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { fittingCount } from './fittingCount';
import type { NavigationEntry } from './navigation';
import { useNavigationEntries } from './useNavigationEntries';

const entrySx = (current: boolean) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  opacity: current ? 1 : 0.8,
  borderBottom: 2,
  borderColor: current ? 'var(--app-bar-accent, currentColor)' : 'transparent',
  borderRadius: 0,
});

function EntryButton({ entry, current }: { entry: NavigationEntry; current: boolean }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  return (
    <Button
      component={Link}
      to={entry.to}
      color="inherit"
      startIcon={<Icon />}
      aria-current={current ? 'page' : undefined}
      sx={entrySx(current)}
    >
      {translate(entry.label)}
    </Button>
  );
}

/** The entries that do not fit, behind one button; it is marked when the page shown is one of them. */
function MoreMenu({
  entries,
  isCurrent,
}: {
  entries: NavigationEntry[];
  isCurrent: (entry: NavigationEntry) => boolean;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const holdsCurrent = entries.some(isCurrent);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={entrySx(holdsCurrent)}
      >
        {translate('ps.layout.more')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map((entry) => {
          const Icon = entry.icon;
          const current = isCurrent(entry);
          return (
            <MenuItem
              key={entry.to}
              component={Link}
              to={entry.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText>{translate(entry.label)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/**
 * How many entries the bar shows: each entry's width read from an unseen copy of the whole row
 * (its last child the "More" button), against the bar's room, again whenever either changes
 * (the window, the language, the title beside it).
 */
function useFittingEntries(count: number, bar: RefObject<HTMLElement | null>, copy: RefObject<HTMLElement | null>) {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const room = bar.current;
    const row = copy.current;
    if (!room || !row) return;
    const measure = () => {
      const widths = [...row.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setFitting(fittingCount(widths, more, room.clientWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(room);
    observer.observe(row);
    return () => observer.disconnect();
  }, [count, bar, copy]);
  return fitting;
}

/**
 * The navigation as a row of links in the app bar (top bar layout, wide screens). The entries that
 * do not fit move into a "More" menu at its end, so every one is reachable at every width.
 */
export function TopMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useNavigationEntries();
  const bar = useRef<HTMLElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const fitting = useFittingEntries(entries.length, bar, copy);
  const isCurrent = ({ to }: NavigationEntry) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Box
      component="nav"
      ref={bar}
      sx={{ mx: 1, flex: '1 1 0', minWidth: 0, display: 'flex', position: 'relative', overflow: 'hidden' }}
      aria-label={translate('ps.layout.navigation')}
    >
      {entries.slice(0, fitting).map((entry) => (
        <EntryButton key={entry.to} entry={entry} current={isCurrent(entry)} />
      ))}
      {fitting < entries.length ? <MoreMenu entries={entries.slice(fitting)} isCurrent={isCurrent} /> : null}
      {/* Unseen, unreachable: only measured. */}
      <Box
        ref={copy}
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          display: 'flex',
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        {entries.map((entry) => (
          <Button key={entry.to} color="inherit" startIcon={<entry.icon />} tabIndex={-1} sx={entrySx(false)}>
            {translate(entry.label)}
          </Button>
        ))}
        <Button color="inherit" startIcon={<MoreHorizIcon />} tabIndex={-1} sx={entrySx(false)}>
          {translate('ps.layout.more')}
        </Button>
      </Box>
    </Box>
  );
}
