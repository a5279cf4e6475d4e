import { useRecordContext } from 'react-admin';
import { TariffCalendarPanel } from './TariffCalendarPanel';
import { TariffVersionsPanel } from './TariffVersionsPanel';
import { useTariffVersions } from './useTariffVersions';

/** The area's tariff on its page: the calendar of the version in force, then every version and the next one. */
export function AreaTariff() {
  const area = useRecordContext<{ id: number }>();
  const versions = useTariffVersions(area?.id);
  if (!area) return null;
  return (
    <>
      <TariffCalendarPanel version={versions.inForce} />
      <TariffVersionsPanel areaId={area.id} versions={versions} />
    </>
  );
}
