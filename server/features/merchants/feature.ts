import type { Feature } from '../../core/feature';
import { merchantsResource } from './merchants.resource';
import { merchantOffersResource } from './merchant-offers.resource';
import { merchantValidationsResource } from './merchant-validations.resource';
import { merchantRoutes } from './merchants.routes';
import { merchantValidationRoutes } from './merchant-validations.routes';

/** Merchants, their offers and the validations their staff give to stays. */
export const merchantsFeature = {
  resources: {
    merchants: merchantsResource,
    'merchant-offers': merchantOffersResource,
    'merchant-validations': merchantValidationsResource,
  },
  async routes(api, _context) {
    await api.register(merchantRoutes);
    await api.register(merchantValidationRoutes);
  },
} satisfies Feature;
