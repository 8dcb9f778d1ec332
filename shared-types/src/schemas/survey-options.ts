// What the survey form shows without validating: its choices, messages and
// empty values. No zod here, so a page can show the form without loading the validation library.

/** The tours a guest can say they took. */
export const tourTypeOptions = [
  'Financial District',
  'Brooklyn Heights',
  'Lower East Side',
  'Private Tour',
] as const;

/** Rating choices for the tour and the guide, best first. */
export const ratingOptions = [
  { value: '5', label: 'Excellent' },
  { value: '4', label: 'Good' },
  { value: '3', label: 'Average' },
  { value: '2', label: 'Fair' },
  { value: '1', label: 'Poor' },
] as const;

/** Where a guest heard about the tours. */
export const howHeardOptions = [
  'Social Media',
  'Friend or Family',
  'Google Search',
  'Blog or Article',
  'Travel Website',
  'Instagram',
  'Other',
] as const;

/** Answers to "would you recommend us". */
export const recommendOptions = [
  'Yes, definitely',
  'Probably',
  'Not sure',
  'Probably not',
  'Definitely not',
] as const;

/** The survey's validation messages, as the visitor reads them. */
export const surveyMessages = {
  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  tourDateRequired: 'Please provide the tour date',
  tourTypeRequired: 'Please select which tour you took',
  tourRatingRequired: 'Please rate your tour experience',
  guideRatingRequired: 'Please rate your tour guide',
  howHeardRequired: 'Please tell us how you heard about us',
  recommendRequired: 'Please indicate if you would recommend us',
  feedbackTooShort: 'Please provide some feedback (minimum 10 characters)',
  feedbackTooLong: 'Feedback is too long',
} as const;

/** The survey form before the guest fills it: every field empty. */
export const emptySurveyForm = {
  name: '',
  email: '',
  tourDate: '',
  tourType: '',
  tourRating: '',
  guideRating: '',
  howHeard: '',
  wouldRecommend: '',
  feedback: '',
  website: '',
} satisfies Record<string, string>;
