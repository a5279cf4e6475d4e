import type { Feature } from '../../core/feature';
import { authRoutes } from './auth.routes';

/** Signing in and out, sessions, sign-up and password resets. */
export const accountsFeature = {
  async routes(api, { config, mail }) {
    await api.register(authRoutes(config, mail));
  },
} satisfies Feature;
