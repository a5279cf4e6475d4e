import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = new TextEncoder().encode('s'.repeat(64));
const CLAIMS = { userId: 7, roleId: 2, sessionVersion: 3 };

async function serviceAt(start: Date, ttlSeconds = 60) {
  let now = start;
  const service = await createTokenService(SECRET, ttlSeconds, () => now);
  return { service, setNow: (moment: Date) => (now = moment) };
}

const later = (moment: Date, ms: number) => new Date(moment.getTime() + ms);

describe('the token check', () => {
  it('accepts a token it checked before only until the token expires', async () => {
    const issuedAt = new Date('2026-12-03T10:00:00Z');
    const { service, setNow } = await serviceAt(issuedAt);
    const token = await service.issue(CLAIMS);
    expect(await service.check(token)).toEqual({ ok: true, claims: CLAIMS });
    setNow(later(issuedAt, 59_000));
    expect(await service.check(token)).toEqual({ ok: true, claims: CLAIMS });
    setNow(later(issuedAt, 60_000));
    expect(await service.check(token)).toEqual({ ok: false, expired: true });
    expect(await service.check(token)).toEqual({ ok: false, expired: true });
  });

  it('checks afresh a token that differs by one character from one it accepted', async () => {
    const { service } = await serviceAt(new Date('2026-12-03T10:00:00Z'));
    const token = await service.issue(CLAIMS);
    expect((await service.check(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const last = signature.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${last}${signature.at(-1)}`;
    expect(await service.check(altered)).toEqual({ ok: false, expired: false });
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role_id: 1 }),
    ).toString('base64url');
    expect(await service.check(`${header}.${promoted}.${signature}`)).toEqual({ ok: false, expired: false });
  });
});
