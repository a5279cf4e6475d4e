import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Breadcrumbs, Link as MuiLink, Typography, useTheme } from '@mui/material';
import { Link } from 'react-router-dom';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { LocalizedName } from '../components/LocalizedName';

/** Areas › <area> › <page>, for the pages that belong to one area. */
export function AreaBreadcrumb({
  area,
  page,
}: {
  area?: { id: number; name: string; name_ar?: string | null };
  page: string;
}) {
  const translate = useTranslate();
  // The chevron points along the reading: to the left in Arabic (icons are not mirrored by RTL).
  const Separator = useTheme().direction === 'rtl' ? NavigateBeforeIcon : NavigateNextIcon;
  return (
    <Breadcrumbs separator={<Separator fontSize="small" />} sx={{ mb: 1 }}>
      <MuiLink component={Link} to="/areas" underline="hover" color="inherit">
        {translate('ps.menu.areas')}
      </MuiLink>
      {area ? (
        <MuiLink component={Link} to={`/areas/${area.id}/show`} underline="hover" color="inherit">
          <RecordContextProvider value={area}>
            <LocalizedName />
          </RecordContextProvider>
        </MuiLink>
      ) : null}
      <Typography color="text.primary">{translate(page)}</Typography>
    </Breadcrumbs>
  );
}
