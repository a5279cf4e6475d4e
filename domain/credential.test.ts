import { describe, expect, it } from 'vitest';
import { composeCredential, type CredentialInput } from './credential';

const CREDENTIAL: CredentialInput = {
  subscriberName: 'Sara Al-Qahtani',
  reference: 'K7QM-4X2P',
  planName: 'Monthly Parking',
  areaName: 'Olaya Business District',
  startDate: '2026-12-01',
  endDate: '2026-12-30',
  durationDays: 30,
  plates: [
    { letters: 'ABJ', number: '1234' },
    { letters: 'H', number: '7' },
  ],
};

describe('the credential message', () => {
  it('says in English what the code is for, with the reference in the subject', () => {
    const { subject, lines } = composeCredential(CREDENTIAL, 'en');
    expect(subject).toBe('Your parking QR code (K7QM-4X2P)');
    expect(lines.join('\n')).toContain(
      'Plan: Monthly Parking\nArea: Olaya Business District\nValid: 30 days, from 1 December 2026 to 30 December 2026\nVehicles: 1234 ABJ, 7 H\nReference: K7QM-4X2P',
    );
  });

  it('says it in Arabic, the days agreeing with their number and the plates in Arabic letters', () => {
    const { subject, lines } = composeCredential(
      { ...CREDENTIAL, durationDays: 1, endDate: '2026-12-01', plates: [{ letters: 'ABJ', number: '1234' }] },
      'ar',
    );
    expect(subject).toContain('K7QM-4X2P');
    const text = lines.join('\n');
    expect(text).toContain('الصلاحية: يوم واحد، من 1 ديسمبر 2026 إلى 1 ديسمبر 2026');
    expect(text).toContain('المركبة: ح ب ا ١٢٣٤');
  });

  it('sends to the page that shows the code when the message cannot carry the image, in both languages', () => {
    const link = 'https://parking.example/my-qr#token';
    expect(composeCredential({ ...CREDENTIAL, qrLink: link }, 'en').lines[1]).toContain(
      `at the gate to enter and leave:\n${link}`,
    );
    expect(composeCredential({ ...CREDENTIAL, qrLink: link }, 'ar').lines[1]).toContain(link);
    expect(composeCredential(CREDENTIAL, 'en').lines.join('')).not.toContain('http');
  });
});
