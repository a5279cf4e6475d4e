import { describe, expect, it } from 'vitest';
import { readSubject, RETENTION_MIN_DAYS, subjectsOfText } from './privacy';

describe('readSubject', () => {
  it('reads a plate, a phone and an email however typed, as stored', () => {
    expect(readSubject('plate', 'ح ب ا ١٢٣٤')).toEqual({ kind: 'plate', key: 'ABJ1234' });
    expect(readSubject('plate', 'abj 1234')).toEqual({ kind: 'plate', key: 'ABJ1234' });
    expect(readSubject('phone', '050 123 4567')).toEqual({ kind: 'phone', key: '+966501234567' });
    expect(readSubject('email', ' Sara@Example.COM ')).toEqual({ kind: 'email', key: 'sara@example.com' });
  });

  it('answers null for text that is no such thing', () => {
    expect(readSubject('plate', 'hello')).toBeNull();
    expect(readSubject('phone', '12')).toBeNull();
    expect(readSubject('email', 'not-an-email')).toBeNull();
  });
});

it('finds every kind a text may stand for', () => {
  expect(subjectsOfText('0501234567').map((subject) => subject.kind)).toEqual(['phone']);
  expect(subjectsOfText('ABJ 1234').map((subject) => subject.kind)).toEqual(['plate']);
});

it('keeps a gate event answer past the oldest repeat a lane may send', () => {
  expect(RETENTION_MIN_DAYS.gate_event_answers).toBe(8);
});
