import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { AUTOMATIC_RENEWAL_RETURN_PARAM, SUBSCRIBER_SESSION_HEADER } from '../../../domain/schemas/subscriber-portal';
import { callEndpoint } from '../../providers/endpoints';

/** The subscription and the gateway's token the browser came back with from a card's verification, if it did. */
function cardReturn(): { subscriptionId: number; cardToken: string } | null {
  const query = new URLSearchParams(window.location.search);
  const subscriptionId = Number(query.get(AUTOMATIC_RENEWAL_RETURN_PARAM));
  const cardToken = query.get('id');
  return Number.isInteger(subscriptionId) && subscriptionId > 0 && cardToken ? { subscriptionId, cardToken } : null;
}

/**
 * Back from the gateway's verification of a saved card, this page turns the automatic renewal on
 * with the card's token (the server asks the gateway whether the card is verified), once: the
 * address loses its query whatever the answer.
 */
export function useCardReturn(sessionToken: string) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: ({ subscriptionId, cardToken }: { subscriptionId: number; cardToken: string }) =>
      callEndpoint(PORTAL.startAutomaticRenewal, {
        params: { id: subscriptionId },
        headers: { [SUBSCRIBER_SESSION_HEADER]: sessionToken },
        body: { card_token: cardToken },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscriber'] }),
  });
  const { mutate } = start;
  useEffect(() => {
    const returned = cardReturn();
    if (!returned) return;
    window.history.replaceState(null, '', window.location.pathname);
    mutate(returned);
  }, [mutate]);
  return start;
}
