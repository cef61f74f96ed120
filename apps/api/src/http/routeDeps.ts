import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ObjectStore } from '../media/storage';

/**
 * What each route module receives from the app: its own module, so a route imports this type and not app.ts, which
 * imports every route.
 */
export type RouteDeps = { db: Db; config: Config; storage: ObjectStore };
