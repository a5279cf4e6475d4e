import type { FatooraEnvironment } from '../../../domain/einvoice';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  FATOORA_BASE_URLS,
  type FatooraApi,
  fatooraApi,
  type FatooraTransport,
  httpTransport,
} from './zatca/fatoora-api';
import { type KeyVault, resolveKeyVault } from './zatca/key-vault';
import { createFatooraSimulator } from './zatca/simulator/fatoora-simulator';
import type { Seller } from './zatca/ubl';

/** Everything e-invoicing needs beside the database: the seller, the Authority's API, the keys' vault and the time. */
export interface EInvoicing {
  environment: FatooraEnvironment;
  seller: Seller;
  /** The taxpayer's name as a unit's certificate request states it (Latin letters: the SDK's own samples are). */
  organizationName: string;
  api: FatooraApi;
  /**
   * The vault of the units' keys, opened at its first use (outside any transaction: it may read
   * its secret from the database), so that the server starts while the database is away.
   */
  keys(): Promise<KeyVault>;
  clock: Clock;
}

export function sellerOf(config: Config): Seller {
  return {
    name: config.OPERATOR_NAME_AR,
    vatNumber: config.OPERATOR_VAT_NUMBER,
    registrationNumber: config.OPERATOR_CRN,
    address: {
      street: config.OPERATOR_STREET_AR,
      buildingNumber: config.OPERATOR_BUILDING_NUMBER,
      district: config.OPERATOR_DISTRICT_AR,
      city: config.OPERATOR_CITY_AR,
      postalZone: config.OPERATOR_POSTAL_CODE,
    },
  };
}

/**
 * E-invoicing as configured: the embedded simulator (FATOORA_ENV=simulator, the default) or the
 * Authority's endpoint of that name. `wrapTransport` lets a test stand between the product and
 * the Authority, where a network fails.
 */
export function createEInvoicing(
  config: Config,
  db: Database,
  clock: Clock,
  wrapTransport: (transport: FatooraTransport) => FatooraTransport = (transport) => transport,
): EInvoicing {
  const environment = config.FATOORA_ENV;
  let vault: Promise<KeyVault> | undefined;
  const transport =
    environment === 'simulator'
      ? createFatooraSimulator(db, clock).transport
      : httpTransport(FATOORA_BASE_URLS[environment]);
  return {
    environment,
    seller: sellerOf(config),
    organizationName: config.OPERATOR_NAME,
    api: fatooraApi(wrapTransport(transport)),
    keys: () => (vault ??= resolveKeyVault(db, config.EINVOICE_KEY_SECRET)),
    clock,
  };
}
