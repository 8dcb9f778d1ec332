import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { DEFAULT_ITEM_ID } from 'shared-types';

import { ReserveButton } from '../../components/booking/reserve-button';
import { CloseIcon } from '../../components/layout/icons';
import { trackEvent } from '../../lib/analytics';
import { toast } from '../../lib/toasts';
import { subscribeToNewsletter } from './api/subscribe-newsletter';
import styles from './exit-intent-popup.module.scss';

/** Props of {@link ExitIntentPopup}. */
export interface ExitIntentPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The exit-intent popup, variant "both": the free-guide newsletter
 * form and a booking button. Any completed or failed post closes it with a friendly notice.
 */
export function ExitIntentPopup({ open, onClose }: ExitIntentPopupProps) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('EMAIL') ?? '').trim();
    if (email === '' || !email.includes('@')) {
      toast.error('Invalid email', { description: 'Please enter a valid email address' });
      return;
    }
    setSubmitting(true);
    const completed = await subscribeToNewsletter(email);
    trackEvent('exit_intent_conversion', { event_category: 'engagement', value: 1 });
    if (completed) {
      toast.success('Success!', { description: 'Check your email for your free NYC cat guide!' });
    } else {
      toast('Almost there!', { description: 'Your submission was received. Check your email!' });
    }
    setSubmitting(false);
    onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel}>
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
          <p className={styles.eyebrow}>Before you go</p>
          <Dialog.Title className={styles.title}>Get Our Free NYC Cat Guide</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Famous bodega cats, ship&apos;s cats and feline landmarks to find on your own walk,
            straight to your inbox.
          </Dialog.Description>
          <form className={styles.form} onSubmit={(event) => void submit(event)}>
            <label htmlFor="exit-intent-email" className={styles.label}>
              Email address
            </label>
            <input
              id="exit-intent-email"
              name="EMAIL"
              type="email"
              required
              autoComplete="email"
              className={styles.input}
              disabled={submitting}
            />
            <button type="submit" className="button-primary" disabled={submitting}>
              {submitting ? 'Sending…' : 'Send Me the Guide'}
            </button>
          </form>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          {/* The link's click (Enter's too) reaches this once the link has sent its events and
              opened the calendar; the popup then closes in the same task, before the calendar's
              overlay is drawn. Closing earlier, as the click comes down to the link, unmounted the
              link before React handed it the click. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div className={styles.booking} onClick={onClose}>
            <ReserveButton
              itemId={DEFAULT_ITEM_ID}
              variant="secondary"
              analyticsEvent="exit_intent_booking_click"
              className={styles.bookButton}
            >
              Book a Tour Now
            </ReserveButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
