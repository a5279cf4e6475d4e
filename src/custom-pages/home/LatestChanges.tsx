import ApartmentIcon from '@mui/icons-material/Apartment';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import {
  Avatar,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type { RecentChange } from '../../../domain/schemas/dashboard';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { DetailsLine } from './DetailsLine';
import { HomeSection } from './HomeSection';

const ICONS: Record<RecentChange['resource'], ComponentType> = {
  areas: ApartmentIcon,
  gates: MeetingRoomIcon,
  'sub-areas': SplitscreenIcon,
};

/** Where a changed record opens; a deleted one opens nowhere. */
function pathOf(change: RecentChange): string | undefined {
  if (change.action === 'deleted') return undefined;
  if (change.resource === 'gates') return `/gates/${change.record_id}`;
  return `/${change.resource}/${change.record_id}/show`;
}

function ChangeRow({ change }: { change: RecentChange }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const nameOf = useLocalizedName();
  const Icon = ICONS[change.resource];
  const what = translate(`ps.home.changes.events.${change.resource}.${change.action}`);
  const details = [what, ...(change.resource === 'areas' ? [] : [nameOf(change.area)]), dateTime(change.at)];
  if (change.by) details.push(translate('ps.home.changes.by', { name: change.by.name }));
  const content = (
    <>
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
          <Icon />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={<bdi>{nameOf(change)}</bdi>}
        secondary={<DetailsLine details={details} />}
        slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
      />
    </>
  );
  const path = pathOf(change);
  return (
    <ListItem disablePadding>
      {path ? (
        <ListItemButton component={Link} to={path} sx={{ borderRadius: 1 }}>
          {content}
        </ListItemButton>
      ) : (
        content
      )}
    </ListItem>
  );
}

/** The whole audit log, for those who may read it. */
function AuditLogLink() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'audit-log', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to="/audit-log" size="small">
      {translate('ps.home.changes.see_all')}
    </Button>
  );
}

/** The latest changes to areas, gates and sub-areas, newest first. */
export function LatestChanges({ changes }: { changes: RecentChange[] }) {
  const translate = useTranslate();
  return (
    <HomeSection title="ps.home.changes.title" action={<AuditLogLink />}>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate('ps.home.changes.empty')}</Typography>
      ) : (
        <List disablePadding sx={{ mx: -1 }}>
          {changes.map((change) => (
            <ChangeRow key={`${change.resource}-${change.record_id}-${change.at}`} change={change} />
          ))}
        </List>
      )}
    </HomeSection>
  );
}
