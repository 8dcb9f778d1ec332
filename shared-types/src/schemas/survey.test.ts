import * as z from 'zod';

import { fieldMessages, type FieldMessages } from '../test-support/field-messages';
import {
  emptySurveyForm,
  ratingOptions,
  surveyFormSchema,
  surveyMessages,
  surveyRequestSchema,
  type SurveyForm,
  type SurveyRequest,
} from './survey';

const validForm: SurveyForm = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  tourDate: '2025-05-17',
  tourType: 'Brooklyn Heights',
  tourRating: '4',
  guideRating: '5',
  howHeard: 'Instagram',
  wouldRecommend: 'Yes, definitely',
  feedback: 'Loved the stories about Jerry Fox.',
  website: '',
};

const validRequest: SurveyRequest = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  tourDate: '2025-05-17',
  tourType: 'Brooklyn Heights',
  tourRating: 4,
  guideRating: 5,
  heardAbout: 'Instagram',
  recommend: 'Yes, definitely',
  feedback: 'Loved the stories about Jerry Fox.',
  honeypot: '',
  formToken: 'signed-token',
};

function formErrors(changes: Partial<Record<keyof SurveyForm, unknown>>): FieldMessages {
  return fieldMessages(surveyFormSchema, { ...validForm, ...changes });
}

function requestErrors(changes: Partial<Record<keyof SurveyRequest, unknown>>): FieldMessages {
  return fieldMessages(surveyRequestSchema, { ...validRequest, ...changes });
}

describe('survey options', () => {
  test('the empty form has every field empty', () => {
    expect(Object.values(emptySurveyForm).every((value) => value === '')).toBe(true);
    expect(Object.keys(emptySurveyForm).sort()).toEqual(Object.keys(validForm).sort());
  });
});

describe('surveyFormSchema', () => {
  test('turns the form into the request payload, all but the token', () => {
    const { formToken: _token, ...submission } = validRequest;
    expect(surveyFormSchema.parse(validForm)).toEqual(submission);
  });

  test('maps howHeard to heardAbout and wouldRecommend to recommend', () => {
    const payload = surveyFormSchema.parse({
      ...validForm,
      howHeard: 'Google Search',
      wouldRecommend: 'Not sure',
    });
    expect(payload.heardAbout).toBe('Google Search');
    expect(payload.recommend).toBe('Not sure');
    expect(payload).not.toHaveProperty('howHeard');
    expect(payload).not.toHaveProperty('wouldRecommend');
  });

  test.each(ratingOptions.map((option) => option.value))(
    'turns rating %s into an integer',
    (value) => {
      const payload = surveyFormSchema.parse({
        ...validForm,
        tourRating: value,
        guideRating: value,
      });
      expect(payload.tourRating).toBe(Number(value));
      expect(payload.guideRating).toBe(Number(value));
      expect(Number.isInteger(payload.tourRating)).toBe(true);
    },
  );

  test("turns '4' into 4", () => {
    expect(surveyFormSchema.parse({ ...validForm, tourRating: '4' }).tourRating).toBe(4);
  });

  test('reports every message on the empty form, keyed by form field', () => {
    const result = surveyFormSchema.safeParse(emptySurveyForm);
    if (result.success) throw new Error('expected the empty form to be rejected');
    // The visitor's words, written out: the messages are part of the page.
    expect(z.flattenError(result.error).fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      tourDate: ['Please provide the tour date'],
      tourType: ['Please select which tour you took'],
      tourRating: ['Please rate your tour experience'],
      guideRating: ['Please rate your tour guide'],
      howHeard: ['Please tell us how you heard about us'],
      wouldRecommend: ['Please indicate if you would recommend us'],
      feedback: ['Please provide some feedback (minimum 10 characters)'],
    });
  });

  describe('name', () => {
    test.each(['', 'A', ' A '])('needs at least 2 characters (%p)', (name) => {
      expect(formErrors({ name }).name).toEqual([surveyMessages.nameTooShort]);
    });

    test('accepts 2 characters and trims', () => {
      expect(formErrors({ name: 'Al' }).name).toBeUndefined();
      expect(surveyFormSchema.parse({ ...validForm, name: '  Al  ' }).name).toBe('Al');
    });

    test('is bounded, on one line, without invisible controls', () => {
      expect(formErrors({ name: 'g'.repeat(99) }).name).toBeUndefined();
      expect(formErrors({ name: 'g'.repeat(100) }).name).toEqual([
        'Name must be less than 100 characters',
      ]);
      expect(formErrors({ name: 'Grace\r\nBcc: x@example.com' }).name).toEqual([
        'Name contains invalid characters',
      ]);
      expect(surveyFormSchema.parse({ ...validForm, name: 'Gr\u202Eace' }).name).toBe('Grace');
    });
  });

  describe('email', () => {
    test.each(['', 'grace', 'grace@example', 'grace@@example.com', '.g@b.com', 'g@b..com'])(
      'rejects %p',
      (email) => {
        expect(formErrors({ email }).email).toEqual([surveyMessages.emailInvalid]);
      },
    );

    test('rejects an address longer than 254 characters', () => {
      const at254 = `${'g'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
      expect(formErrors({ email: at254 }).email).toBeUndefined();
      expect(formErrors({ email: `g${at254}` }).email).toEqual([surveyMessages.emailInvalid]);
    });
  });

  describe('tourDate', () => {
    test.each(['', '17/05/2025', '2025-5-17', '2025-02-30', '2025-13-01'])(
      'rejects %p',
      (tourDate) => {
        expect(formErrors({ tourDate }).tourDate).toEqual([surveyMessages.tourDateRequired]);
      },
    );

    test('accepts a calendar date, leap days included', () => {
      expect(formErrors({ tourDate: '2024-02-29' }).tourDate).toBeUndefined();
    });
  });

  test.each([
    ['tourType', surveyMessages.tourTypeRequired],
    ['tourRating', surveyMessages.tourRatingRequired],
    ['guideRating', surveyMessages.guideRatingRequired],
    ['howHeard', surveyMessages.howHeardRequired],
    ['wouldRecommend', surveyMessages.recommendRequired],
  ] as const)('%s is required and must be one of its options', (field, message) => {
    expect(formErrors({ [field]: '' })[field]).toEqual([message]);
    expect(formErrors({ [field]: 'Something else' })[field]).toEqual([message]);
    expect(formErrors({ [field]: undefined })[field]).toEqual([message]);
  });

  test.each(['0', '6', '4.5', ' 4'])('rejects rating %p', (rating) => {
    expect(formErrors({ tourRating: rating }).tourRating).toEqual([
      surveyMessages.tourRatingRequired,
    ]);
  });

  describe('feedback', () => {
    test('needs 10 characters and allows up to 1000', () => {
      expect(formErrors({ feedback: 'f'.repeat(9) }).feedback).toEqual([
        surveyMessages.feedbackTooShort,
      ]);
      expect(formErrors({ feedback: 'f'.repeat(10) }).feedback).toBeUndefined();
      expect(formErrors({ feedback: 'f'.repeat(1000) }).feedback).toBeUndefined();
      expect(formErrors({ feedback: 'f'.repeat(1001) }).feedback).toEqual([
        surveyMessages.feedbackTooLong,
      ]);
    });

    test('does not count surrounding spaces', () => {
      expect(formErrors({ feedback: `   ${'f'.repeat(9)}   ` }).feedback).toEqual([
        surveyMessages.feedbackTooShort,
      ]);
    });
  });
});

describe('surveyRequestSchema', () => {
  test('accepts the payload the form produces', () => {
    expect(surveyRequestSchema.parse(validRequest)).toEqual(validRequest);
    const submission = surveyFormSchema.parse(validForm);
    expect(surveyRequestSchema.parse({ ...submission, formToken: 'signed-token' })).toEqual(
      validRequest,
    );
  });

  test('rejects the form field names, which are not the payload', () => {
    const result = surveyRequestSchema.safeParse(validForm);
    if (result.success) throw new Error('expected the form shape to be rejected');
    const errors = z.flattenError(result.error).fieldErrors;
    expect(errors.tourRating).toEqual([surveyMessages.tourRatingRequired]);
    expect(errors.heardAbout).toEqual([surveyMessages.howHeardRequired]);
    expect(errors.recommend).toEqual([surveyMessages.recommendRequired]);
  });

  test.each([0, 6, 4.5, '4', Number.NaN])('rejects tour rating %p', (tourRating) => {
    expect(requestErrors({ tourRating }).tourRating).toEqual([surveyMessages.tourRatingRequired]);
  });

  test.each([0, 6, 2.5, '5'])('rejects guide rating %p', (guideRating) => {
    expect(requestErrors({ guideRating }).guideRating).toEqual([
      surveyMessages.guideRatingRequired,
    ]);
  });

  test.each([1, 5])('accepts rating %p', (rating) => {
    expect(requestErrors({ tourRating: rating, guideRating: rating })).toEqual({});
  });

  test('enforces the option lists', () => {
    expect(requestErrors({ tourType: 'Harlem' }).tourType).toEqual([
      surveyMessages.tourTypeRequired,
    ]);
    expect(requestErrors({ heardAbout: 'TV' }).heardAbout).toEqual([
      surveyMessages.howHeardRequired,
    ]);
    expect(requestErrors({ recommend: 'Maybe' }).recommend).toEqual([
      surveyMessages.recommendRequired,
    ]);
  });

  test('applies the same text rules and messages', () => {
    expect(
      requestErrors({ name: 'A', email: 'x', tourDate: '2025-02-30', feedback: 'f'.repeat(1001) }),
    ).toEqual({
      name: [surveyMessages.nameTooShort],
      email: [surveyMessages.emailInvalid],
      tourDate: [surveyMessages.tourDateRequired],
      feedback: ['Feedback is too long'],
    });
  });
});
