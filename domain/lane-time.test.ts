import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReplayClaim, laneEventTime, replayWaitsForPerson, timeAgainstStay } from './lane-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const arrivedAt = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(arrivedAt.getTime() - ms);
const tolerance = 2 * MINUTE;
const claim = (occurredAt: Date | undefined, rest: object = {}) =>
  laneEventTime({ occurredAt, arrivedAt, toleranceMs: tolerance, backdateReason: undefined, ...rest });

describe('laneEventTime', () => {
  it('takes a time within the tolerance as the lane’s, and a time ahead of the server as the arrival', () => {
    expect(claim(ago(MINUTE))).toEqual({ at: ago(MINUTE), source: 'lane' });
    expect(claim(new Date(arrivedAt.getTime() + HOUR))).toEqual({ at: arrivedAt, source: 'arrival' });
    expect(claim(undefined)).toEqual({ at: arrivedAt, source: 'arrival' });
  });

  it('takes an older time from a console only with an administrator’s reason', () => {
    expect(claim(ago(3 * HOUR))).toEqual({ at: arrivedAt, source: 'arrival' });
    expect(claim(ago(3 * HOUR), { backdateReason: 'paper log' })).toEqual({ at: ago(3 * HOUR), source: 'backdated' });
  });

  it('takes a device’s replay at its own time where the server could not have heard from it', () => {
    const device = { replayFloor: ago(5 * HOUR) };
    expect(claim(ago(3 * HOUR), { device })).toEqual({ at: ago(3 * HOUR), source: 'replayed' });
  });

  it('takes a device’s older claim at its floor: a device heard from a minute ago cannot replay 43 hours', () => {
    const device = { replayFloor: ago(3 * MINUTE) };
    expect(claim(ago(43 * HOUR), { device })).toEqual({ at: ago(3 * MINUTE), source: 'replayed' });
    const justNow = { replayFloor: ago(MINUTE) };
    expect(claim(ago(43 * HOUR), { device: justNow })).toEqual({ at: ago(MINUTE), source: 'lane' });
  });

  it('never takes a device’s time before its floor nor after the arrival, and flags every older one it takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -HOUR, max: 8 * 24 * HOUR }),
        fc.integer({ min: -HOUR, max: 8 * 24 * HOUR }),
        (claimedAgo, floorAgo) => {
          const device = { replayFloor: ago(floorAgo) };
          const time = claim(ago(claimedAgo), { device });
          expect(time.at.getTime()).toBeLessThanOrEqual(arrivedAt.getTime());
          expect(time.at.getTime()).toBeGreaterThanOrEqual(Math.min(ago(claimedAgo).getTime(), arrivedAt.getTime()));
          if (claimedAgo > tolerance)
            expect(time.at.getTime()).toBeGreaterThanOrEqual(Math.min(ago(floorAgo).getTime(), arrivedAt.getTime()));
          if (time.at < ago(tolerance)) expect(time.source).toBe('replayed');
        },
      ),
    );
  });

  it('keeps a device’s events in order: a floor raised by a later replay takes an earlier one at that replay', () => {
    const afterLaterReplay = { replayFloor: ago(2 * HOUR) };
    expect(claim(ago(3 * HOUR), { device: afterLaterReplay })).toEqual({ at: ago(2 * HOUR), source: 'replayed' });
  });
});

describe('isReplayClaim', () => {
  it('is a time older than the tolerance; none, or a recent one, is contact', () => {
    expect(isReplayClaim(ago(3 * MINUTE), arrivedAt, tolerance)).toBe(true);
    expect(isReplayClaim(ago(MINUTE), arrivedAt, tolerance)).toBe(false);
    expect(isReplayClaim(undefined, arrivedAt, tolerance)).toBe(false);
  });
});

describe('timeAgainstStay', () => {
  it('refuses an exit before its entry and an entry before the plate last left the area', () => {
    expect(timeAgainstStay(ago(2 * HOUR), { kind: 'exit', entryTime: ago(HOUR) })).toBe('exit_before_entry');
    expect(timeAgainstStay(ago(HOUR), { kind: 'exit', entryTime: ago(2 * HOUR) })).toBeNull();
    expect(timeAgainstStay(ago(2 * HOUR), { kind: 'entry', lastExit: ago(HOUR) })).toBe('entry_before_last_exit');
    expect(timeAgainstStay(ago(2 * HOUR), { kind: 'entry', lastExit: undefined })).toBeNull();
  });
});

describe('replayWaitsForPerson', () => {
  const replayed = { at: ago(43 * HOUR), source: 'replayed' as const };
  const effect = { time: replayed, decidedByPerson: false, feeMovedHalalas: 10_000, holdAboveHalalas: 5_000 };

  it('holds a device’s replay that moves a fee beyond the threshold', () => {
    expect(replayWaitsForPerson(effect)).toBe(true);
    expect(replayWaitsForPerson({ ...effect, feeMovedHalalas: 5_000 })).toBe(false);
  });

  it('holds nothing a person decides, nor any time that is not a replay', () => {
    expect(replayWaitsForPerson({ ...effect, decidedByPerson: true })).toBe(false);
    expect(replayWaitsForPerson({ ...effect, time: { ...replayed, source: 'backdated' } })).toBe(false);
    expect(replayWaitsForPerson({ ...effect, time: { ...replayed, source: 'lane' } })).toBe(false);
  });
});
