import type { ComponentType, ReactNode } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import type { RecordNamers } from './useRecordNamers';

/**
 * A react-admin resource of the back office, as every `src/resources/<name>/index.tsx` exports it:
 * its pages, the routes under its path beyond them, how a title or a confirmation names one of its
 * records, and its navigation entry.
 */
export interface ResourceEntry {
  /** The react-admin resource and its path. */
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  /** Nested `<Route>`s under `/<name>`, such as a list per area. */
  routes?: ReactNode;
  /** A field of the record, or a namer in the screen's language. */
  recordRepresentation?: string | ((namers: RecordNamers) => RecordToStringFunction);
  /** The navigation entry's label (a message key), shown to whoever may list the resource. */
  menu?: string;
}

/** A page that is no resource, at `/<path>`, open to whoever react-admin's canAccess lets `access` it. */
export interface PageEntry {
  path: string;
  page: ComponentType;
  icon: ComponentType;
  access: { resource: string; action: string };
  /** The navigation entry's label (a message key). */
  menu?: string;
}

export type RegistryEntry = ResourceEntry | PageEntry;

export const isPage = (entry: RegistryEntry): entry is PageEntry => 'path' in entry;
export const isResource = (entry: RegistryEntry): entry is ResourceEntry => 'name' in entry;
