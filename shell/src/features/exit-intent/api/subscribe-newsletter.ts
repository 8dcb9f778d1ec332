import { siteConfig } from '../../../config/runtime-config';

/**
 * Posts the exit-intent signup to the newsletter provider: form data with EMAIL,
 * an empty FNAME and CONSENT "true", in 'no-cors' mode, so the response cannot be read and is not
 * inspected. Resolves true when the request completed, false when it failed.
 */
export async function subscribeToNewsletter(
  email: string,
  actionUrl: string = siteConfig.newsletterActionUrl,
): Promise<boolean> {
  const body = new FormData();
  body.append('EMAIL', email);
  body.append('FNAME', '');
  body.append('CONSENT', 'true');
  try {
    await fetch(actionUrl, { method: 'POST', mode: 'no-cors', body });
    return true;
  } catch (error) {
    console.warn('The newsletter signup request failed', error);
    return false;
  }
}
