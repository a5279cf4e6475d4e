/**
 * The database's tables, one file per feature that owns them, read as one schema by Drizzle, by
 * drizzle-kit (drizzle.config.ts) and by every query.
 *
 * The files import each other in the direction of their foreign keys, which is not the code's: the
 * payment code issues an e-invoice, but an e-invoice's row names its payment; a staff account
 * names its company or merchant, but a company's subscription names the account that asked. So the
 * tables stay here, below every feature, and a feature whose tables point both ways has two files
 * (companies and company-subscriptions, merchants and merchant-ledger, areas and tariffs): no file
 * imports one that imports it.
 */
export * from './reference';
export * from './platform';
export * from './audit';
export * from './privacy';
export * from './areas';
export * from './plans';
export * from './companies';
export * from './quota-orders';
export * from './merchants';
export * from './staff';
export * from './tariffs';
export * from './subscriptions';
export * from './company-subscriptions';
export * from './gate';
export * from './lanes';
export * from './open-data';
export * from './payments';
export * from './merchant-ledger';
export * from './reports';
export * from './einvoicing';
export * from './constraint-fields';
export * from './online-payments';
export * from './subscriber-portal';
