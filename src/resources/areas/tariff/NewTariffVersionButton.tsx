import AddIcon from '@mui/icons-material/Add';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { localDate } from '../../../../domain/local-date';
import { type TariffVersionBody, tariffVersionSchema } from '../../../../domain/schemas/tariff-version';
import { DecisionButton } from '../../../components/DecisionButton';
import type { AppDataProvider, TariffVersionJson } from '../../../providers/dataProvider';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';
import { TariffVersionInputs } from './TariffVersionInputs';

/** The new version starts as a copy of the one in force, its event days that are over left out. */
function copyOf(version: TariffVersionJson | undefined, today: string) {
  if (!version) return { disability_free: true, peaks: [], event_days: [] };
  const { free_minutes, grace_minutes, cooldown_minutes, hourly_fee, after_first_hour_fee, daily_cap } = version;
  return {
    effective_from: null,
    ...{ free_minutes, grace_minutes, cooldown_minutes, hourly_fee, after_first_hour_fee, daily_cap },
    disability_free: version.disability_free,
    peaks: version.peaks,
    event_days: version.event_days.filter((event) => event.ends_on >= today),
  };
}

/**
 * Publishes a new version of the area's tariff: the server checks it against the area's municipal
 * rules, so a refused rule shows in the dialog, and a warned one is named once the version is saved.
 */
export function NewTariffVersionButton({ areaId, inForce }: { areaId: number; inForce?: TariffVersionJson }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const timeZone = useOperatorTimeZone();
  const publish = useMutation({
    mutationFn: (version: TariffVersionBody) => dataProvider.publishTariffVersion(areaId, version),
    onSuccess: ({ regulation_warnings }) => {
      if (regulation_warnings.length === 0) notify('ps.tariff.versions.published', { type: 'success' });
      else
        notify('ps.tariff.versions.published_with_warnings', {
          type: 'warning',
          messageArgs: {
            rules: regulation_warnings.map((rule) => translate(`ps.tariff.rules.${rule}`)).join(' · '),
            smart_count: regulation_warnings.length,
          },
        });
      refresh();
    },
  });
  return (
    <DecisionButton
      label="ps.tariff.versions.new"
      icon={<AddIcon />}
      color="primary"
      title="ps.tariff.versions.new_title"
      description={translate('ps.tariff.versions.new_body')}
      schema={tariffVersionSchema}
      defaultValues={copyOf(inForce, localDate(new Date(), timeZone))}
      onSubmit={publish.mutateAsync}
      wide
    >
      <TariffVersionInputs />
    </DecisionButton>
  );
}
