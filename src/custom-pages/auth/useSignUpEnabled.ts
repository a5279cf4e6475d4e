import { useEffect, useState } from 'react';
import { fetchServerSettings } from '../../providers/serverSettings';

/**
 * Whether the server takes sign-ups (SIGN_UP_ENABLED): undefined while it is being asked, and
 * false when it cannot be asked, since sign-up is off unless the operator turned it on.
 */
export function useSignUpEnabled(): boolean | undefined {
  const [enabled, setEnabled] = useState<boolean>();
  useEffect(() => {
    const controller = new AbortController();
    void fetchServerSettings(controller.signal).then((settings) => {
      if (!controller.signal.aborted) setEnabled(settings?.sign_up_enabled === true);
    });
    return () => controller.abort();
  }, []);
  return enabled;
}
