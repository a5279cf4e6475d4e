/** A button large enough to hit with a thumb at a shop's counter. */
export const TOUCH_TARGET = { minHeight: 56, fontSize: '1.1rem' } as const;
