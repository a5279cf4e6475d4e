import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Focuses a field of the form once the page has painted. `autoFocus` focuses it inside React's
 * commit, where the focus forces a layout and re-renders the focused field before anything is on
 * screen; this way the page paints first and the focus follows a moment later.
 */
export function useFocusAfterPaint(source: string, enabled = true) {
  const { setFocus } = useFormContext();
  useEffect(() => {
    if (enabled) setFocus(source);
  }, [enabled, setFocus, source]);
}
