import { type TariffVersionRow, areasResource, gatesResource, subAreasResource } from '../features/areas';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { ROLE } from '../../domain/roles';
import { operatorClock } from '../clock';
import { changesBetween } from '../core/audit';
import { recordOf, type ResourceDefinition, type ResourceTable, type RowOf } from '../core/crud';
import type { Transaction } from '../db/client';
import { type areas, auditLog, type gates, type subAreas } from '../db/schema';

interface Founder {
  id: number;
  name: string;
}

/**
 * The demo estate as the audit log would have it had the super admin built it through the API:
 * a newcomer's home shows its latest changes and the log has a history to read.
 */
export async function seedDemoHistory(
  tx: Transaction,
  founder: Founder,
  built: {
    areas: Array<RowOf<typeof areas> & { tariff: TariffVersionRow }>;
    gates: Array<RowOf<typeof gates>>;
    subAreas: Array<RowOf<typeof subAreas>>;
  },
) {
  const created = <Table extends ResourceTable>(
    definition: ResourceDefinition<Table, unknown, unknown, object>,
    rows: Array<RowOf<Table>>,
  ) =>
    rows.map((row) => ({
      actor_id: founder.id,
      actor_name: founder.name,
      actor_role_id: ROLE.superAdmin,
      action: 'create' as const,
      resource: definition.name,
      record_id: row.id,
      changes: changesBetween(null, recordOf(definition, row, operatorClock(DEFAULT_TIME_ZONE))),
    }));
  await tx
    .insert(auditLog)
    .values([
      ...created(areasResource, built.areas),
      ...created(subAreasResource, built.subAreas),
      ...created(gatesResource, built.gates),
    ]);
}
