import type { FastifyInstance } from 'fastify';
import type { ResourceName } from '../../domain/routes';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ResourceDefinition } from './crud';
import type { Mailer } from './mailer';
import type { TextMessenger } from './text-messages';

/** What a feature's routes and jobs are given: the app's settings and the services every feature shares. */
export interface FeatureContext {
  config: Config;
  db: Database;
  clock: Clock;
  mail: Mailer;
  texts: TextMessenger;
}

/**
 * Work a feature repeats while the server runs, every `everyMs`, as background work: logged when it
 * fails, awaited when the server closes, never run twice at once by one server.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run(app: FastifyInstance, context: FeatureContext): Promise<unknown>;
}

/**
 * A capability of the server as the app assembles it (server/features.ts lists them): its
 * resources for the generic CRUD routes, its own endpoints under /api and its background jobs.
 */
export interface Feature {
  resources?: Partial<Record<ResourceName, ResourceDefinition>>;
  routes(api: FastifyInstance, context: FeatureContext): Promise<void>;
  jobs?: BackgroundJob[];
}
