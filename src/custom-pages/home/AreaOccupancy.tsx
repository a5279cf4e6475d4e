import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { AreaOccupancy as AreaOccupancyRow, TypeOccupancy } from '../../../domain/schemas/dashboard';
import { useLocalizedName } from '../../components/LocalizedName';
import { OccupancyBar } from '../../components/OccupancyBar';
import { useFormatters } from '../../i18n/useFormatters';
import { HomeSection } from './HomeSection';

/** Areas shown before "show all": the fullest, which the server sends first. */
const FIRST_AREAS = 6;
interface AreaBarProps {
  area: AreaOccupancyRow;
  byType: TypeOccupancy | undefined;
  linkToArea: boolean;
  percent: Intl.NumberFormat;
}

function AreaBar({ area, byType, linkToArea, percent }: AreaBarProps) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const nameOf = useLocalizedName();
  const rate = area.inside / area.max_capacity;
  const name = <bdi>{nameOf(area)}</bdi>;
  const taken = translate('ps.home.occupancy.taken', {
    inside: number(area.inside),
    capacity: number(area.max_capacity),
  });
  return (
    <Box component="li" sx={{ listStyle: 'none', opacity: area.is_active ? 1 : 0.6 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {linkToArea ? (
              <MuiLink component={Link} to={`/areas/${area.id}/show`} underline="hover" color="inherit">
                {name}
              </MuiLink>
            ) : (
              name
            )}
          </Typography>
          {area.is_active ? null : (
            <Chip size="small" variant="outlined" label={translate('ps.home.occupancy.inactive')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {taken} · {percent.format(rate)}
        </Typography>
      </Stack>
      <OccupancyBar rate={rate} label={nameOf(area)} taken={taken} />
      {byType ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('ps.home.occupancy.by_type', {
            subscribers: number(byType.subscribers),
            subscription_capacity: number(byType.subscription_capacity),
            guests: number(byType.guests),
            guest_capacity: number(byType.guest_ticket_capacity),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}

interface AreaOccupancyProps {
  occupancy: AreaOccupancyRow[];
  /** Subscribers and guests inside each area, for those who see them. */
  byType?: TypeOccupancy[];
  linkToAreas: boolean;
}

/** How full each area is, as a bar per area (and by type); the fullest first, and the total of them all. */
export function AreaOccupancy({ occupancy, byType, linkToAreas }: AreaOccupancyProps) {
  const translate = useTranslate();
  const { number, intlLocale } = useFormatters();
  const percent = useMemo(
    () => new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 0 }),
    [intlLocale],
  );
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? occupancy : occupancy.slice(0, FIRST_AREAS);
  const hidden = occupancy.length - shown.length;
  const inside = occupancy.reduce((total, area) => total + area.inside, 0);
  const capacity = occupancy.reduce((total, area) => total + area.max_capacity, 0);
  const total =
    occupancy.length === 0
      ? undefined
      : translate('ps.home.occupancy.total', {
          inside: number(inside),
          capacity: number(capacity),
          percent: percent.format(inside / capacity),
        });
  return (
    <HomeSection title="ps.home.occupancy.title" subheader={total}>
      {occupancy.length === 0 ? (
        <Typography color="text.secondary">{translate('ps.home.occupancy.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
          {shown.map((area) => (
            <AreaBar
              key={area.id}
              area={area}
              byType={byType?.find((entry) => entry.area_id === area.id)}
              linkToArea={linkToAreas}
              percent={percent}
            />
          ))}
        </Stack>
      )}
      {hidden > 0 ? (
        <Button size="small" onClick={() => setShowAll(true)} sx={{ mt: 2 }}>
          {translate('ps.home.occupancy.show_all', { count: number(occupancy.length) })}
        </Button>
      ) : null}
    </HomeSection>
  );
}
