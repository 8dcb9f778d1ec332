// Loaded on first use (lazy-resolver.ts): zod and the survey schema stay out of the page's chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import { surveyFormSchema } from 'shared-types';

export const surveyResolver = zodResolver(surveyFormSchema);
