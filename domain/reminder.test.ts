import { describe, expect, it } from 'vitest';
import { composeQuotaReminder, composeSubscriptionReminder, reminderDue } from './reminder';

describe('reminderDue', () => {
  const period = { endDate: '2026-06-30', daysBefore: 7, remindedFor: null };

  it('is due from the window before the last day up to that day, not before and not after', () => {
    expect(reminderDue({ ...period, today: '2026-06-22' })).toBe(false);
    expect(reminderDue({ ...period, today: '2026-06-23' })).toBe(true);
    expect(reminderDue({ ...period, today: '2026-06-30' })).toBe(true);
    expect(reminderDue({ ...period, today: '2026-07-01' })).toBe(false);
  });

  it('is sent once per end: a renewed end is reminded of again', () => {
    expect(reminderDue({ ...period, today: '2026-06-25', remindedFor: '2026-06-30' })).toBe(false);
    expect(reminderDue({ ...period, endDate: '2026-07-30', today: '2026-07-25', remindedFor: '2026-06-30' })).toBe(
      true,
    );
  });
});

describe('the reminders', () => {
  it('name the subscription, its end and the renewal link, in either language', () => {
    const reminder = {
      name: 'Huda',
      reference: 'K7M2-QX9P',
      planName: 'Monthly',
      areaName: 'Olaya',
      endDate: '2026-06-30',
      renewUrl: 'https://parking.example.sa/subscription-request?area_id=1&plan_id=2',
      renewOnline: false,
    };
    expect(composeSubscriptionReminder(reminder, 'en')).toContain('ends on 30 June 2026');
    expect(composeSubscriptionReminder(reminder, 'ar')).toContain(reminder.renewUrl);
    expect(composeSubscriptionReminder(reminder, 'ar')).toContain('ينتهي اشتراكك K7M2-QX9P');
    const online = { ...reminder, renewUrl: 'https://parking.example.sa/my-subscription', renewOnline: true };
    expect(composeSubscriptionReminder(online, 'en')).toContain(
      "Renew it and pay online on your subscription's page (sign in with your email): https://parking.example.sa/my-subscription",
    );
    expect(composeSubscriptionReminder(online, 'ar')).toContain('جدّده وادفع إلكترونيًا من صفحة اشتراكك');
  });

  it("say when a company's quota ends and whom to ask to renew it", () => {
    const text = composeQuotaReminder(
      { companyName: 'Al Noor', endDate: '2026-12-31', contactPhone: '+966112345678', contactEmail: 'a@b.sa' },
      'en',
    );
    expect(text).toContain('ends on 31 December 2026');
    expect(text).toContain('+966112345678');
  });
});
