import type { RaRecord, RedirectionSideEffect } from 'react-admin';

/** The gates of a gate's area (its list keeps its own parameters), or the areas for none. */
export const areaGatesPath = (record: Partial<RaRecord> | undefined) =>
  record?.area_id ? `gates/area/${record.area_id}` : 'areas';

/** After a gate is saved or deleted, back to the gates of its area. */
export const toAreaGates: RedirectionSideEffect = (_resource, _id, data) => areaGatesPath(data);
