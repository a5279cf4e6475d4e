import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Arabic pages get a cache whose styles are flipped (margins, paddings, positions). */
export const ltrCache = createCache({ key: 'mui' });
export const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
