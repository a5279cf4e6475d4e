import { describe, expect, it } from 'vitest';
import { rateLinesOfTariff } from './open-data-rates';
import { isWebhookEndpointAllowed, topicsOfGateEvent, webhookRetryDelayMs } from './open-data';

describe('a webhook endpoint', () => {
  it('is https, without credentials; plain http only to this machine, and only where allowed', () => {
    expect(isWebhookEndpointAllowed('https://partner.example/hooks', false)).toBe(true);
    expect(isWebhookEndpointAllowed('https://user:secret@partner.example/hooks', false)).toBe(false);
    expect(isWebhookEndpointAllowed('http://partner.example/hooks', true)).toBe(false);
    expect(isWebhookEndpointAllowed('http://127.0.0.1:8080/hooks', false)).toBe(false);
    expect(isWebhookEndpointAllowed('http://localhost:8080/hooks', true)).toBe(true);
    for (const text of ['partner.example/hooks', 'ftp://partner.example', 'javascript:alert(1)'])
      expect(isWebhookEndpointAllowed(text, true)).toBe(false);
  });
});

describe('a gate event’s topics', () => {
  it('start a session at an entry; end it at an exit, with a payment only when it cost something', () => {
    expect(topicsOfGateEvent('entry', 0)).toEqual(['session.started']);
    expect(topicsOfGateEvent('exit', 0)).toEqual(['session.ended']);
    expect(topicsOfGateEvent('exit', 500)).toEqual(['session.ended', 'payment.recorded']);
  });
});

describe('a failed delivery', () => {
  it('waits 30 seconds, doubling, never more than 6 hours', () => {
    expect([1, 2, 3, 11, 20].map(webhookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 21_600_000, 21_600_000]);
  });
});

describe('a tariff as APDS rate lines', () => {
  it('has no free line without free minutes, and numbers its lines in order', () => {
    const tariff = {
      free_minutes: 0,
      grace_minutes: 0,
      cooldown_minutes: 0,
      hourly_fee_halalas: 750,
      after_first_hour_fee_halalas: 250,
      daily_cap_halalas: 4000,
    };
    expect(rateLinesOfTariff('rate-area-1', tariff)).toEqual([
      expect.objectContaining({ id: 'rate-area-1-line-1', sequence: 1, rateLineType: 'flatRateTier', value: 7.5 }),
      expect.objectContaining({ sequence: 2, rateLineType: 'incrementingRate', incrementPeriod: 'PT1H', value: 2.5 }),
    ]);
    expect(rateLinesOfTariff('t', { ...tariff, free_minutes: 90 })[0]).toMatchObject({
      durationEnd: '01:30',
      value: 0,
    });
  });
});
