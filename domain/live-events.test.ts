import { describe, expect, it } from 'vitest';
import { liveEventReaches, type LiveEvent } from './live-events';
import { ROLE } from './roles';

const event: LiveEvent = { topic: 'gate_event', area_id: 7, gate_id: 70, id: 700, company_id: 3 };
const viewer = (role_id: number, area_id: number | null = null, company_id: number | null = null) => ({
  role_id,
  area_id,
  company_id,
});

describe('who a live event reaches', () => {
  it('administrators: every area', () => {
    expect(liveEventReaches(viewer(ROLE.superAdmin), event)).toBe(true);
    expect(liveEventReaches(viewer(ROLE.admin), event)).toBe(true);
  });

  it('a gate employee: their own area only, nothing without one', () => {
    expect(liveEventReaches(viewer(ROLE.gateEmployee, 7), event)).toBe(true);
    expect(liveEventReaches(viewer(ROLE.gateEmployee, 8), event)).toBe(false);
    expect(liveEventReaches(viewer(ROLE.gateEmployee, null), event)).toBe(false);
  });

  it('a company manager: what is booked to their company only', () => {
    expect(liveEventReaches(viewer(ROLE.companyManager, null, 3), event)).toBe(true);
    expect(liveEventReaches(viewer(ROLE.companyManager, null, 4), event)).toBe(false);
    expect(liveEventReaches(viewer(ROLE.companyManager, null, 3), { ...event, company_id: null })).toBe(false);
  });

  it('an unknown role: nothing', () => {
    expect(liveEventReaches(viewer(99, 7, 3), event)).toBe(false);
  });
});
