import { DeleteWithConfirmButton, useCanAccess } from 'react-admin';
import { useFormatters } from '../../../i18n/useFormatters';
import type { TariffVersionJson } from '../../../providers/dataProvider';

/**
 * Withdraws a version that has yet to start, after asking: one published by mistake goes before
 * any stay is priced by it. The server refuses one that has started (it may have by then).
 */
export function WithdrawVersionButton({ version }: { version: TariffVersionJson }) {
  const { canAccess } = useCanAccess({ resource: 'tariff-versions', action: 'delete', record: version });
  const { dateTime } = useFormatters();
  if (!canAccess) return null;
  const time = { time: dateTime(version.effective_from) };
  return (
    <DeleteWithConfirmButton
      record={version}
      resource="tariff-versions"
      label="ps.tariff.versions.withdraw"
      confirmTitle="ps.tariff.versions.withdraw_title"
      titleTranslateOptions={time}
      confirmContent="ps.tariff.versions.withdraw_body"
      mutationMode="pessimistic"
      redirect={false}
      successMessage="ps.tariff.versions.withdrawn"
    />
  );
}
