/**
 * The server tests' seeded template holds two weeks of the demo's history, not the product's 90
 * days: every test file loads a copy, and a quarter of stays would make each load twice as slow.
 * Two weeks still cover everything the tests read (the gate events' retention, today, last week);
 * the tests of the full history seed their own (server/seed/seed.test.ts).
 */
export const TEMPLATE_STAY_DAYS = 14;
