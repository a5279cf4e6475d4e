import { Notification } from 'react-admin';

/**
 * SPEC section 9's toast: at the top of the screen on its end side (the right in English, the left in
 * Arabic: the RTL style sheet mirrors "right"), 30 px from the edges on a screen wider than a phone.
 */
export function AppNotification() {
  return (
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ '@media (min-width: 600px)': { top: 30, right: 30 } }}
    />
  );
}
