// Loaded on first use (lazy-resolver.ts): zod and the contact schema stay out of the page's chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from 'shared-types';

export { toContactRequest } from 'shared-types';

export const contactResolver = zodResolver(contactFormSchema);
