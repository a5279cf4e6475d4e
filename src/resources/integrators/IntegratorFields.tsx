import { Chip, Stack } from '@mui/material';
import { ReferenceArrayField, SingleFieldList, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import type { Integrator } from '../../providers/dataProvider';

/** Whether the integrator's key still opens the open data API. */
export function IntegratorStatusChip(_props: { label?: string; source?: string }) {
  const integrator = useRecordContext<Integrator>();
  const translate = useTranslate();
  if (!integrator) return null;
  return (
    <Chip
      size="small"
      color={integrator.status === 'active' ? 'success' : 'error'}
      label={translate(`ps.integrators.statuses.${integrator.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** What the integrator's key may do, each scope by its name in the app's language. */
export function IntegratorScopesField(_props: { label?: string; source?: string }) {
  const integrator = useRecordContext<Integrator>();
  const translate = useTranslate();
  if (!integrator) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {integrator.scopes.map((scope) => (
        <Chip key={scope} size="small" variant="outlined" label={translate(`ps.integrators.scopes.${scope}`)} />
      ))}
    </Stack>
  );
}

/** The areas the key reaches, by name; every area when it is limited to none. */
export function IntegratorAreasField(_props: { label?: string; source?: string }) {
  const integrator = useRecordContext<Integrator>();
  const translate = useTranslate();
  if (!integrator) return null;
  if (integrator.area_ids === null) return <Chip size="small" label={translate('ps.integrators.every_area')} />;
  return (
    <ReferenceArrayField source="area_ids" reference="areas">
      <SingleFieldList linkType={false}>
        <Chip size="small" label={<LocalizedName />} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
