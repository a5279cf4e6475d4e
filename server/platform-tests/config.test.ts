import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StartupError } from '../db/startup-error';

describe('the offer settings', () => {
  it('have placeholders that are valid, the IBAN with its check digits', () => {
    expect(loadConfig({})).toMatchObject({
      OFFER_BANK_NAME: 'Example Bank',
      OFFER_IBAN: 'SA0380000000608010167519',
      OFFER_SWIFT_CODE: 'EXBKSARI',
      OFFER_CONTACT_PHONE: '+966112345678',
      OFFER_CONTACT_EMAIL: 'subscriptions@parking.example',
    });
  });

  it('keep an IBAN, SWIFT code and phone as typed by people in their stored form', () => {
    expect(
      loadConfig({
        OFFER_IBAN: 'sa03 8000 0000 6080 1016 7519',
        OFFER_SWIFT_CODE: 'rjhi sari',
        OFFER_CONTACT_PHONE: '011 234 5678',
      }),
    ).toMatchObject({
      OFFER_IBAN: 'SA0380000000608010167519',
      OFFER_SWIFT_CODE: 'RJHISARI',
      OFFER_CONTACT_PHONE: '+966112345678',
    });
  });

  it('refuse an IBAN whose check digits do not match, naming the setting and the value', () => {
    expect(() => loadConfig({ OFFER_IBAN: 'SA0480000000608010167519' })).toThrow(
      new StartupError(
        'Invalid configuration:\n  OFFER_IBAN: must be a Saudi IBAN (SA, 2 check digits, a 2-digit bank code and 18 letters or digits, 24 characters) whose check digits match, not "SA0480000000608010167519"',
      ),
    );
  });

  it('refuse a foreign IBAN, a SWIFT code, phone or email that is none, each on its own line', () => {
    expect(() =>
      loadConfig({
        OFFER_IBAN: 'GB82WEST12345698765432',
        OFFER_SWIFT_CODE: 'RJHI',
        OFFER_CONTACT_PHONE: '12345',
        OFFER_CONTACT_EMAIL: 'nobody',
      }),
    ).toThrow(
      /OFFER_IBAN: must be a Saudi IBAN.*\n {2}OFFER_SWIFT_CODE: must be a SWIFT code.*\n {2}OFFER_CONTACT_PHONE: must be a Saudi mobile or landline.*\n {2}OFFER_CONTACT_EMAIL: must be an email address/,
    );
  });
});

describe('the operator a receipt names', () => {
  it('has placeholders that are valid, the VAT number a Saudi one', () => {
    expect(loadConfig({})).toMatchObject({
      OPERATOR_NAME: 'Parking Operator Co.',
      OPERATOR_NAME_AR: 'شركة مشغل المواقف',
      OPERATOR_VAT_NUMBER: '300000000000003',
      OPERATOR_ADDRESS: expect.stringContaining('Riyadh'),
      OPERATOR_ADDRESS_AR: expect.stringContaining('الرياض'),
    });
  });

  it('keeps the values set, without the spaces around them', () => {
    expect(
      loadConfig({
        OPERATOR_NAME: ' Riyadh Parking Co. ',
        OPERATOR_NAME_AR: 'شركة مواقف الرياض',
        OPERATOR_VAT_NUMBER: ' 310122393500003 ',
      }),
    ).toMatchObject({
      OPERATOR_NAME: 'Riyadh Parking Co.',
      OPERATOR_NAME_AR: 'شركة مواقف الرياض',
      OPERATOR_VAT_NUMBER: '310122393500003',
    });
  });

  it('refuses a VAT number that is not 15 digits starting and ending with 3, naming the setting and the value', () => {
    for (const number of [
      '30000000000000',
      '3000000000000003',
      '200000000000003',
      '300000000000002',
      '3000000000000O3',
    ]) {
      expect(() => loadConfig({ OPERATOR_VAT_NUMBER: number }), number).toThrow(
        new StartupError(
          `Invalid configuration:\n  OPERATOR_VAT_NUMBER: must be a Saudi VAT number (15 digits, the first and the last a 3), not "${number}"`,
        ),
      );
    }
  });

  it('refuses an empty name or address, and an Arabic name too long for the QR code', () => {
    expect(() => loadConfig({ OPERATOR_NAME: ' ', OPERATOR_ADDRESS_AR: '' })).toThrow(
      /OPERATOR_NAME: must not be empty\n {2}OPERATOR_ADDRESS_AR: must not be empty/,
    );
    expect(() => loadConfig({ OPERATOR_NAME_AR: 'م'.repeat(128) })).toThrow(
      /OPERATOR_NAME_AR: must fit the receipt's QR code: at most 255 bytes in UTF-8/,
    );
    expect(loadConfig({ OPERATOR_NAME_AR: 'م'.repeat(127) }).OPERATOR_NAME_AR).toHaveLength(127);
  });
});

describe('the proxies in front (TRUST_PROXY)', () => {
  it('takes none, a number of hops, or the proxies addresses and ranges', () => {
    for (const none of ['false', '0', 'no', ''])
      expect(loadConfig({ TRUST_PROXY: none }).TRUST_PROXY, none).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, which would believe the address any caller writes first, and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must say which proxies to trust, not "true".*the number of proxies in front \(1 for one HAProxy or nginx\)/,
    );
  });

  it('refuses what is no address or range, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.local,10.0.0.0/33' })).toThrow(
      new StartupError(
        'Invalid configuration:\n  TRUST_PROXY: must be false, a number of proxies, or proxy addresses or ranges (10.0.0.5,10.0.1.0/24), not "proxy.local", "10.0.0.0/33"',
      ),
    );
  });
});

describe('the gate decisions one instance takes in hand at once', () => {
  it('are 16 on PostgreSQL and 8 on the embedded database unless set, and the number set otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://parking@db.example:5432/parking' }).GATE_MAX_IN_FLIGHT).toBe(16);
    expect(loadConfig({}).GATE_MAX_IN_FLIGHT).toBe(8);
    expect(loadConfig({ GATE_MAX_IN_FLIGHT: '3' }).GATE_MAX_IN_FLIGHT).toBe(3);
  });
});

describe('online payments and the address links lead to', () => {
  const moyasar = {
    PAYMENT_GATEWAY: 'moyasar',
    MOYASAR_SECRET_KEY: 'sk_test_Q9mKd2Pz',
    MOYASAR_PUBLISHABLE_KEY: 'pk_test_Lx3Vb8Wq',
    MOYASAR_WEBHOOK_SECRET: 'whsec-0123456789abcdef',
  };

  it('run on the embedded simulator unless Moyasar is named with all three of its settings', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_GATEWAY: 'simulator', PAYMENT_LINK_HOURS: 72 });
    expect(loadConfig(moyasar)).toMatchObject(moyasar);
    expect(() => loadConfig({ ...moyasar, MOYASAR_WEBHOOK_SECRET: undefined })).toThrow(
      new StartupError(
        'Invalid configuration:\n  PAYMENT_GATEWAY: PAYMENT_GATEWAY=moyasar needs MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET',
      ),
    );
  });

  it('refuse keys that are not Moyasar keys, or a test key beside a live one', () => {
    expect(() => loadConfig({ ...moyasar, MOYASAR_SECRET_KEY: 'pk_test_Q9mKd2Pz' })).toThrow(
      /MOYASAR_SECRET_KEY: must be a Moyasar secret key/,
    );
    expect(() => loadConfig({ ...moyasar, MOYASAR_SECRET_KEY: 'sk_live_Q9mKd2Pz' })).toThrow(
      /MOYASAR_PUBLISHABLE_KEY: the Moyasar keys must both be test keys or both live keys/,
    );
  });

  it('take PUBLIC_BASE_URL for links, and PUBLIC_URL, its earlier name, when it is not set', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://parking.example.sa/' }).PUBLIC_URL).toBe(
      'https://parking.example.sa',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://old.example.sa' }).PUBLIC_URL).toBe('https://old.example.sa');
    expect(
      loadConfig({ PUBLIC_BASE_URL: 'https://parking.example.sa', PUBLIC_URL: 'https://old.example.sa' }).PUBLIC_URL,
    ).toBe('https://parking.example.sa');
  });
});

describe('the database settings', () => {
  it('take one host or several, as libpq writes a primary and its standbys', () => {
    const pair = 'postgres://app@node1:5432,node2:5432/parking?target_session_attrs=read-write';
    expect(loadConfig({ DATABASE_URL: pair }).DATABASE_URL).toBe(pair);
    expect(loadConfig({ DATABASE_URL: pair, READ_DATABASE_URL: 'postgres://app@node2/parking' })).toMatchObject({
      READ_DATABASE_URL: 'postgres://app@node2/parking',
      READ_REPLICA_MAX_LAG_SECONDS: 30,
    });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://node1/parking' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ connection string/,
    );
    expect(() => loadConfig({ DATABASE_URL: pair, READ_DATABASE_URL: pair })).toThrow(
      /READ_DATABASE_URL: names one replica, a single host/,
    );
  });

  it('split the monthly tables only when MONTHLY_PARTITIONS says so', () => {
    expect(loadConfig({}).MONTHLY_PARTITIONS).toBe(false);
    expect(loadConfig({ MONTHLY_PARTITIONS: 'true' }).MONTHLY_PARTITIONS).toBe(true);
    expect(() => loadConfig({ MONTHLY_PARTITIONS: 'monthly' })).toThrow(/MONTHLY_PARTITIONS/);
  });

  it('refuse a read replica without PostgreSQL: the embedded database has none', () => {
    expect(() => loadConfig({ READ_DATABASE_URL: 'postgres://app@node2/parking' })).toThrow(
      /READ_DATABASE_URL: READ_DATABASE_URL needs DATABASE_URL/,
    );
  });
});
