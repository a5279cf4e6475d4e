import type { RedirectionSideEffect } from 'react-admin';

/** After a gate is saved or deleted, back to the gates of its area. */
export const toAreaGates: RedirectionSideEffect = (_resource, _id, data) => (data?.area_id ? `gates/area/${data.area_id}` : 'areas');
