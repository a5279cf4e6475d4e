import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { PendingRequests as Pending } from '../../../domain/schemas/dashboard';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { HomeSection } from './HomeSection';

/** The subscriptions list on its pending tab. */
export const PENDING_SUBSCRIPTIONS_PATH = `/subscriptions?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;

interface RowProps {
  label: ReactNode;
  count: number;
  to?: string;
  icon?: ComponentType;
  nested?: boolean;
}

/** A count of requests waiting, opening where they are decided. */
function PendingRow({ label, count, to, icon: Icon, nested = false }: RowProps) {
  const { number } = useFormatters();
  const content = (
    <>
      {Icon ? (
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
            <Icon />
          </Avatar>
        </ListItemAvatar>
      ) : null}
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        sx={nested ? { paddingInlineStart: 7 } : undefined}
      />
      <Typography
        variant="h6"
        component="span"
        color={count > 0 ? 'warning.main' : 'text.secondary'}
        sx={{ fontWeight: 700, marginInlineStart: 2 }}
      >
        {number(count)}
      </Typography>
    </>
  );
  return to ? (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} sx={{ borderRadius: 1 }}>
        {content}
      </ListItemButton>
    </ListItem>
  ) : (
    <ListItem>{content}</ListItem>
  );
}

/**
 * The requests waiting for a decision: individual subscriptions (their list on the pending tab),
 * company subscriptions and the vehicle changes asked on decided ones, in all and for the
 * companies with the most, each opening the company's page, where both are decided.
 */
export function PendingRequests({ pending }: { pending: Pending }) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const companies = pending.company_subscriptions;
  return (
    <HomeSection title="ps.home.pending.title">
      <List disablePadding sx={{ mx: -1 }}>
        {pending.subscriptions === undefined ? null : (
          <PendingRow
            label={translate('ps.home.pending.subscriptions')}
            count={pending.subscriptions}
            to={PENDING_SUBSCRIPTIONS_PATH}
            icon={AssignmentIndIcon}
          />
        )}
        {companies ? (
          <PendingRow
            label={translate('ps.home.pending.company_subscriptions')}
            count={companies.total}
            icon={BusinessIcon}
          />
        ) : null}
        {companies ? (
          <PendingRow
            label={translate('ps.home.pending.vehicle_changes')}
            count={companies.vehicle_changes}
            icon={DirectionsCarIcon}
          />
        ) : null}
        {companies?.companies.map((company) => (
          <PendingRow
            key={company.id}
            label={<bdi>{nameOf(company)}</bdi>}
            count={company.pending + company.vehicle_changes}
            to={`/companies/${company.id}/show`}
            nested
          />
        ))}
      </List>
    </HomeSection>
  );
}
