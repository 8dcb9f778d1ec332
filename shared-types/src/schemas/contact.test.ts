import * as z from 'zod';

import { fieldMessages, type FieldMessages } from '../test-support/field-messages';
import {
  NO_MESSAGE_PROVIDED,
  contactFormSchema,
  contactMessages,
  contactRequestSchema,
  toContactRequest,
  type ContactForm,
} from './contact';

const validForm: ContactForm = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'Can we book a private tour for 10 guests?',
  consent: true,
  website: '',
};

/** The messages reported for each field when the form is `validForm` with `changes`. */
function formErrors(changes: Partial<Record<keyof ContactForm, unknown>>): FieldMessages {
  return fieldMessages(contactFormSchema, { ...validForm, ...changes });
}

describe('contactFormSchema', () => {
  test('accepts a complete form and trims text', () => {
    const result = contactFormSchema.parse({ ...validForm, name: '  Ada  ', email: ' a@b.co ' });
    expect(result.name).toBe('Ada');
    expect(result.email).toBe('a@b.co');
  });

  test('accepts a form without phone or message', () => {
    const { name, email, consent, website } = validForm;
    expect(contactFormSchema.safeParse({ name, email, consent, website }).success).toBe(true);
  });

  describe('name', () => {
    test.each(['Ada\nBcc: x@example.com', 'Ada\r', 'Ada\u2028Lovelace', 'Ada\u0085', 'Ada\vB'])(
      'refuses a line break (%j)',
      (name) => {
        expect(formErrors({ name }).name).toEqual([contactMessages.nameInvalid]);
      },
    );

    test('drops bidi controls, zero-width spaces and tag characters, keeping joiners', () => {
      const name = '\u202EAda\u200B \u2066Love\uDB40\uDC41lace\u2069 \u{1F408}\u200D\u2B1B';
      expect(contactFormSchema.parse({ ...validForm, name }).name).toBe(
        'Ada Lovelace \u{1F408}\u200D\u2B1B',
      );
    });

    test.each([
      ['empty', ''],
      ['only spaces', '   '],
      ['missing', undefined],
    ])('is required (%s)', (_case, name) => {
      expect(formErrors({ name }).name).toEqual([contactMessages.nameRequired]);
    });

    test('needs at least 2 characters after trimming', () => {
      expect(formErrors({ name: 'A' }).name).toEqual([contactMessages.nameTooShort]);
      expect(formErrors({ name: ' A ' }).name).toEqual([contactMessages.nameTooShort]);
      expect(formErrors({ name: 'Al' }).name).toBeUndefined();
    });

    test('must be fewer than 100 characters', () => {
      expect(formErrors({ name: 'a'.repeat(99) }).name).toBeUndefined();
      expect(formErrors({ name: 'a'.repeat(100) }).name).toEqual([contactMessages.nameTooLong]);
    });

    test('must not contain angle brackets', () => {
      expect(formErrors({ name: 'Ada <b>' }).name).toEqual([contactMessages.nameInvalid]);
      expect(formErrors({ name: 'Ada > Bob' }).name).toEqual([contactMessages.nameInvalid]);
      expect(formErrors({ name: "Ada O'Neil-Smith" }).name).toBeUndefined();
    });
  });

  describe('email', () => {
    test.each([
      ['empty', ''],
      ['missing', undefined],
    ])('is required (%s)', (_case, email) => {
      expect(formErrors({ email }).email).toEqual([contactMessages.emailRequired]);
    });

    test.each([
      'plainaddress',
      'a@b',
      'a@b.c',
      '@example.com',
      'a b@example.com',
      'a@@example.com',
      // Addresses SES would not take.
      '.ada@example.com',
      'ada.@example.com',
      'a..da@example.com',
      'ada@example..com',
      'ada@-example.com',
      'ada@example-.com',
      `${'a'.repeat(65)}@example.com`,
      'adé@example.com',
      'ada@example.com\r\nBcc: x@example.com',
    ])('refuses %j', (email) => {
      expect(formErrors({ email }).email).toEqual([contactMessages.emailInvalid]);
    });

    test.each([
      'a@b.co',
      'first.last+tag@sub.example.org',
      'O_Reilly%x@example.travel',
      'ada@xn--caf-dma.example',
    ])('accepts %s', (email) => {
      expect(formErrors({ email }).email).toBeUndefined();
    });

    test('allows 254 characters and rejects 255', () => {
      // The longest local part SES takes (64) and a domain of labels of at most 63.
      const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
      expect(at254).toHaveLength(254);
      expect(formErrors({ email: at254 }).email).toBeUndefined();
      expect(formErrors({ email: `a${at254}` }).email).toEqual([contactMessages.emailTooLong]);
    });
  });

  describe('phone', () => {
    test.each(['', undefined])('is optional (%p)', (phone) => {
      expect(formErrors({ phone }).phone).toBeUndefined();
    });

    test.each([
      '(212) 555-0123',
      '212-555-0123',
      '212.555.0123',
      '+1 212 555 0123',
      '+44 20 7946 0958',
    ])('accepts %s', (phone) => {
      expect(formErrors({ phone }).phone).toBeUndefined();
    });

    test.each(['abc', '12345', '555-CATS', '+1 (212) 555-0123 ext 9', '1234567890123456'])(
      'rejects %s',
      (phone) => {
        expect(formErrors({ phone }).phone).toEqual([contactMessages.phoneInvalid]);
      },
    );
  });

  describe('message', () => {
    test('allows 1000 characters once trimmed and rejects 1001', () => {
      expect(formErrors({ message: 'm'.repeat(1000) }).message).toBeUndefined();
      expect(formErrors({ message: `   ${'m'.repeat(1000)}   ` }).message).toBeUndefined();
      expect(formErrors({ message: 'm'.repeat(1001) }).message).toEqual([
        contactMessages.messageTooLong,
      ]);
    });

    test('is optional', () => {
      expect(formErrors({ message: '' }).message).toBeUndefined();
      expect(formErrors({ message: undefined }).message).toBeUndefined();
    });
  });

  describe('consent', () => {
    test.each([false, undefined, 'true'])('must be ticked (%p)', (consent) => {
      expect(formErrors({ consent }).consent).toEqual([contactMessages.consentRequired]);
    });
  });

  test('takes the hidden website field as typed', () => {
    expect(contactFormSchema.parse({ ...validForm, website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });
});

describe('what the contact form tells the visitor', () => {
  test.each<[string, Partial<Record<keyof ContactForm, unknown>>, keyof ContactForm, string]>([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a long name', { name: 'A'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [
      'a name over two lines',
      { name: 'Ada\nLovelace' },
      'name',
      'Name contains invalid characters',
    ],
    ['no address', { email: '' }, 'email', 'Email address is required'],
    ['a broken address', { email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [
      'a long address',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
      'email',
      'Email address is too long',
    ],
    ['letters for a phone', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [
      'a long message',
      { message: 'm'.repeat(1001) },
      'message',
      'Message must be less than 1000 characters',
    ],
    ['no consent', { consent: false }, 'consent', 'You must agree to receive updates'],
  ])('for %s', (_case, changes, field, message) => {
    expect(formErrors(changes)[field]).toEqual([message]);
  });
});

describe('contactRequestSchema', () => {
  const validRequest = {
    name: 'Ada',
    email: 'ada@example.com',
    message: 'Hello',
    honeypot: '',
    formToken: 'signed-token',
  };

  test('accepts the payload the form sends', () => {
    expect(contactRequestSchema.parse(validRequest)).toEqual(validRequest);
  });

  test('drops phone and consent, which are not sent', () => {
    const parsed = contactRequestSchema.parse({ ...validRequest, phone: '1', consent: true });
    expect(parsed).toEqual(validRequest);
  });

  test.each(['honeypot', 'formToken'] as const)('refuses a payload without its %s', (key) => {
    expect(contactRequestSchema.safeParse({ ...validRequest, [key]: undefined }).success).toBe(
      false,
    );
  });

  test('rejects a honeypot over 200 characters', () => {
    expect(
      contactRequestSchema.safeParse({ ...validRequest, honeypot: 'x'.repeat(200) }).success,
    ).toBe(true);
    expect(
      contactRequestSchema.safeParse({ ...validRequest, honeypot: 'x'.repeat(201) }).success,
    ).toBe(false);
  });

  test('applies the form messages to the fields it shares', () => {
    const result = contactRequestSchema.safeParse({
      name: 'A',
      email: 'nope',
      message: 'm'.repeat(1001),
      honeypot: '',
      formToken: 'token',
    });
    if (result.success) throw new Error('expected the payload to be rejected');
    expect(z.flattenError(result.error).fieldErrors).toEqual({
      name: [contactMessages.nameTooShort],
      email: [contactMessages.emailInvalid],
      message: [contactMessages.messageTooLong],
    });
  });

  test('requires a message string', () => {
    const { name, email, honeypot } = validRequest;
    expect(contactRequestSchema.safeParse({ name, email, honeypot }).success).toBe(false);
  });
});

describe('toContactRequest', () => {
  test('sends name, email, message and the website field as honeypot', () => {
    expect(
      toContactRequest({ ...validForm, phone: '212-555-0123', website: 'bot' }, 'token-1'),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Can we book a private tour for 10 guests?',
      honeypot: 'bot',
      formToken: 'token-1',
    });
  });

  test.each(['', '   ', undefined, '<script>alert(1)</script>'])(
    'sends "No message provided" when the message is empty (%p)',
    (message) => {
      expect(toContactRequest({ ...validForm, message }, 't').message).toBe(NO_MESSAGE_PROVIDED);
    },
  );

  test('sanitizes and trims the message and the name', () => {
    const request = toContactRequest(
      {
        ...validForm,
        name: '  Ada  ',
        email: ' ada@example.com ',
        message: ' Hi <img src=x onerror="steal()"> javascript:go() ',
      },
      't',
    );
    expect(request.name).toBe('Ada');
    expect(request.email).toBe('ada@example.com');
    expect(request.message).toBe('Hi <img src=x > go()');
  });

  test('produces a body the request schema accepts', () => {
    expect(contactRequestSchema.safeParse(toContactRequest(validForm, 't')).success).toBe(true);
  });
});
