import type { Locator } from '@playwright/test';

/**
 * Answers every question of the survey form as one visitor, Grace Purrington, did: her email and
 * feedback are each test's own.
 */
export async function fillSurvey(
  form: Locator,
  answers: { email: string; feedback: string },
): Promise<void> {
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Grace Purrington');
  await form.getByRole('textbox', { name: 'Email' }).fill(answers.email);
  await form.getByLabel('Tour Date').fill('2025-05-17');
  await form
    .getByRole('combobox', { name: 'Which tour did you take?' })
    .selectOption('Brooklyn Heights');
  await form
    .getByRole('group', { name: 'How would you rate the tour overall?' })
    .getByRole('radio', { name: '4 - Good' })
    .check();
  await form
    .getByRole('group', { name: 'How would you rate your tour guide?' })
    .getByRole('radio', { name: '5 - Excellent' })
    .check();
  await form
    .getByRole('combobox', { name: 'How did you hear about us?' })
    .selectOption('Instagram');
  await form.getByRole('radio', { name: 'Yes, definitely' }).check();
  await form.getByRole('textbox', { name: 'Your Feedback' }).fill(answers.feedback);
}
