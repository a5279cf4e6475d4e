import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { SideLayout } from '../auth/SideLayout';
import { SubscriberSignIn } from './SubscriberSignIn';
import { SubscriberSubscriptions } from './SubscriberSubscriptions';
import { useSubscriberSession } from './useSubscriberSession';

/**
 * A subscriber's own page, without a password: a one-time code sent to the email or the mobile
 * number their subscription names signs them in, then they see their subscriptions and renew one online. Public
 * pages stand outside the signed-in app and its query client, so it has one of its own.
 */
export function SubscriberPage() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SubscriberPageContent />
    </QueryClientProvider>
  );
}

function SubscriberPageContent() {
  const translate = useTranslate();
  const session = useSubscriberSession();
  return (
    <SideLayout title={translate('ps.subscriber.title')}>
      {session.token ? (
        <SubscriberSubscriptions session={session} />
      ) : (
        <SubscriberSignIn ended={session.ended} onSignedIn={session.start} />
      )}
    </SideLayout>
  );
}
